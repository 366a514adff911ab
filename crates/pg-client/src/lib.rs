//! A synchronous connection to PostgreSQL with a deadline on every wait. The `postgres`
//! crate's client waits for the server as long as it takes: a server whose processes
//! are stopped (or a network that holds every packet) still accepts connections and
//! acknowledges what is sent (the kernel does that), so neither TCP keepalives nor
//! `tcp_user_timeout` fire, and the server's own `statement_timeout` cannot fire
//! either. This is the same small wrapper over `tokio_postgres` (a runtime of its own
//! per connection, driven by the calling thread), with each call bounded: when the
//! deadline passes, the connection is closed (the call then fails as on a lost
//! connection) and [`Client::timed_out`] says so.
//!
//! Its own crate so that the store, which names no async runtime, names a synchronous
//! client only; the types of `tokio_postgres` it needs come from here.

use std::future::Future;
use std::pin::{pin, Pin};
use std::task::Poll;
use std::time::Duration;

use tokio::runtime::Runtime;
use tokio_postgres::tls::NoTlsStream;
use tokio_postgres::types::ToSql;
use tokio_postgres::{NoTls, Socket};

pub use tokio_postgres::{config, error, types, Config, Error, Row, Statement, ToStatement};

/// Why a connection could not be opened (the server's answer, an I/O error, or no
/// answer in time).
pub type ConnectError = Box<dyn std::error::Error + Send + Sync>;

/// The connection's half that reads and writes the socket.
type Link = tokio_postgres::Connection<Socket, NoTlsStream>;

/// Drives a connection: its runtime, its socket (gone once closed), the deadline of a
/// call, and whether one passed.
struct Driver {
    runtime: Runtime,
    link: Option<Pin<Box<Link>>>,
    deadline: Duration,
    timed_out: bool,
}

impl Driver {
    /// Runs `request` while driving the connection, for at most the deadline.
    fn run<T>(&mut self, request: impl Future<Output = Result<T, Error>>) -> Result<T, Error> {
        let Driver {
            runtime,
            link,
            deadline,
            timed_out,
        } = self;
        runtime.block_on(async {
            let mut request = pin!(request);
            let answered = tokio::time::timeout(
                *deadline,
                std::future::poll_fn(|cx| {
                    if let Some(socket) = link.as_mut() {
                        if let Poll::Ready(ended) = socket.as_mut().poll(cx) {
                            // Closed by the server (a restart's FATAL message) or by a
                            // failure: what was waiting on it fails as closed.
                            *link = None;
                            if let Err(e) = ended {
                                return Poll::Ready(Err(e));
                            }
                        }
                    }
                    request.as_mut().poll(cx)
                }),
            )
            .await;
            match answered {
                Ok(result) => result,
                Err(_) => {
                    *timed_out = true;
                    // Closing the socket drops every answer the request waits for: it
                    // fails at once, as on a connection the server closed.
                    *link = None;
                    request.await
                }
            }
        })
    }

    /// Reads what the server sent meanwhile, without waiting: a server that restarted
    /// or dropped the connection while it was idle said so, and it closes here.
    fn poll_idle(&mut self) {
        let Driver { runtime, link, .. } = self;
        if link.is_none() {
            return;
        }
        runtime.block_on(async {
            // One turn of the runtime's I/O driver first, so that the socket's
            // readiness is current.
            tokio::task::yield_now().await;
            std::future::poll_fn(|cx| {
                if let Some(socket) = link.as_mut() {
                    if socket.as_mut().poll(cx).is_ready() {
                        *link = None;
                    }
                }
                Poll::Ready(())
            })
            .await
        });
    }
}

/// A connection (see the module's documentation).
pub struct Client {
    driver: Driver,
    client: tokio_postgres::Client,
}

/// A transaction on a [`Client`]; rolled back when dropped uncommitted.
pub struct Transaction<'a> {
    driver: &'a mut Driver,
    tx: tokio_postgres::Transaction<'a>,
}

impl Client {
    /// Connects, within `connect` (the whole of it: the socket, the server's greeting,
    /// authentication); each later call may take up to `deadline`.
    pub fn connect(
        config: &Config,
        connect: Duration,
        deadline: Duration,
    ) -> Result<Client, ConnectError> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()?;
        // The timer is made inside the runtime, which it needs.
        let connected =
            runtime.block_on(async { tokio::time::timeout(connect, config.connect(NoTls)).await });
        let (client, link) = match connected {
            Ok(connected) => connected?,
            Err(_) => {
                let message = format!("no answer within {} ms", connect.as_millis());
                return Err(std::io::Error::new(std::io::ErrorKind::TimedOut, message).into());
            }
        };
        Ok(Client {
            driver: Driver {
                runtime,
                link: Some(Box::pin(link)),
                deadline,
                timed_out: false,
            },
            client,
        })
    }

    /// Whether the connection is closed (by the server, a failure or a deadline).
    pub fn is_closed(&self) -> bool {
        self.driver.link.is_none() || self.client.is_closed()
    }

    /// Whether a call's deadline passed (the connection was then closed).
    pub fn timed_out(&self) -> bool {
        self.driver.timed_out
    }

    /// Whether the connection still looks usable, asking nothing of the server (see
    /// [`Driver::poll_idle`]).
    pub fn still_open(&mut self) -> bool {
        self.driver.poll_idle();
        !self.is_closed()
    }

    pub fn prepare(&mut self, sql: &str) -> Result<Statement, Error> {
        self.driver.run(self.client.prepare(sql))
    }

    pub fn query<T: ?Sized + ToStatement>(
        &mut self,
        statement: &T,
        params: &[&(dyn ToSql + Sync)],
    ) -> Result<Vec<Row>, Error> {
        self.driver.run(self.client.query(statement, params))
    }

    pub fn query_opt<T: ?Sized + ToStatement>(
        &mut self,
        statement: &T,
        params: &[&(dyn ToSql + Sync)],
    ) -> Result<Option<Row>, Error> {
        self.driver.run(self.client.query_opt(statement, params))
    }

    pub fn query_one<T: ?Sized + ToStatement>(
        &mut self,
        statement: &T,
        params: &[&(dyn ToSql + Sync)],
    ) -> Result<Row, Error> {
        self.driver.run(self.client.query_one(statement, params))
    }

    pub fn transaction(&mut self) -> Result<Transaction<'_>, Error> {
        let tx = self.driver.run(self.client.transaction())?;
        Ok(Transaction {
            driver: &mut self.driver,
            tx,
        })
    }

    /// Closes the connection, telling the server if it answers at once (it ends the
    /// session then, rather than when it notices the socket gone). Not on a thread
    /// that drives an async runtime: the connection's own runtime is dropped here.
    pub fn close(self) {
        let Client { mut driver, client } = self;
        drop(client);
        if let Some(link) = driver.link.take() {
            let _ = driver
                .runtime
                .block_on(async { tokio::time::timeout(Duration::from_millis(100), link).await });
        }
    }
}

impl Transaction<'_> {
    pub fn query<T: ?Sized + ToStatement>(
        &mut self,
        statement: &T,
        params: &[&(dyn ToSql + Sync)],
    ) -> Result<Vec<Row>, Error> {
        self.driver.run(self.tx.query(statement, params))
    }

    pub fn query_opt<T: ?Sized + ToStatement>(
        &mut self,
        statement: &T,
        params: &[&(dyn ToSql + Sync)],
    ) -> Result<Option<Row>, Error> {
        self.driver.run(self.tx.query_opt(statement, params))
    }

    pub fn query_one<T: ?Sized + ToStatement>(
        &mut self,
        statement: &T,
        params: &[&(dyn ToSql + Sync)],
    ) -> Result<Row, Error> {
        self.driver.run(self.tx.query_one(statement, params))
    }

    pub fn execute<T: ?Sized + ToStatement>(
        &mut self,
        statement: &T,
        params: &[&(dyn ToSql + Sync)],
    ) -> Result<u64, Error> {
        self.driver.run(self.tx.execute(statement, params))
    }

    pub fn batch_execute(&mut self, sql: &str) -> Result<(), Error> {
        self.driver.run(self.tx.batch_execute(sql))
    }

    pub fn commit(self) -> Result<(), Error> {
        let Transaction { driver, tx } = self;
        driver.run(tx.commit())
    }
}
