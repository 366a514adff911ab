//! A small pool of connections: the service calls the store from many blocking threads
//! at once (one per request being served), and a connection serves one of them at a
//! time. Connections are opened when needed, up to a limit (beyond it a caller waits
//! for one to come back), and one that broke is dropped instead of handed out again.

use std::collections::HashMap;
use std::ops::{Deref, DerefMut};
use std::sync::{Condvar, Mutex};

use postgres::{Client, Config, NoTls, Statement};

use crate::store::error::StoreError;

/// Drops connections on a thread of their own. The client's drop runs a small async
/// runtime of its own to close the connection, which panics on a thread that already
/// drives one: the store may be dropped by the async adapter's last task.
fn discard(clients: Vec<Pooled>) {
    if clients.is_empty() {
        return;
    }
    let _ = std::thread::spawn(move || drop(clients)).join();
}

/// At most this many connections per process: one per request being served at once
/// (the pipeline benchmark's 64 channels: with 24, requests queued for a connection
/// and the p99 of a move tripled). Several processes need PostgreSQL's
/// `max_connections` (100 by default) raised to this many per process, or a pooler
/// (PgBouncer, transaction mode) in front.
const MAX_CONNECTIONS: usize = 64;

/// How long a caller waits for a connection when all are lent: a little over the
/// statement timeout, by which a statement on a hung server has been cancelled.
const CHECKOUT_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(20);

pub(super) struct Pool {
    config: Config,
    /// Where the store is, for sentences (no password).
    pub(super) place: String,
    state: Mutex<State>,
    returned: Condvar,
}

#[derive(Default)]
struct State {
    idle: Vec<Pooled>,
    /// Connections open, idle or lent.
    open: usize,
}

/// A connection and the statements prepared on it, by their text: a statement sent as
/// text is prepared and then run, two round trips; a prepared one runs in one.
struct Pooled {
    client: Client,
    statements: HashMap<&'static str, Statement>,
}

/// A connection lent by the pool; it goes back when dropped, unless it was found lost.
pub(super) struct Conn<'a> {
    pool: &'a Pool,
    client: Option<Pooled>,
    lost: bool,
}

impl Pool {
    pub(super) fn new(config: Config, place: String) -> Pool {
        Pool {
            config,
            place,
            state: Mutex::new(State::default()),
            returned: Condvar::new(),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        // The state is two plain fields changed together: usable after a panic.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A connection: an idle one, a new one, or the next one given back, waiting at
    /// most [`CHECKOUT_TIMEOUT`] (a hung server holds every connection lent).
    pub(super) fn get(&self) -> Result<Conn<'_>, StoreError> {
        let started = std::time::Instant::now();
        let mut state = self.lock();
        loop {
            if let Some(client) = state.idle.pop() {
                if client.client.is_closed() {
                    state.open -= 1;
                    discard(vec![client]);
                    continue;
                }
                return Ok(Conn {
                    pool: self,
                    client: Some(client),
                    lost: false,
                });
            }
            if state.open < MAX_CONNECTIONS {
                state.open += 1;
                break;
            }
            let waited = started.elapsed();
            if waited >= CHECKOUT_TIMEOUT {
                return Err(StoreError::io(
                    format!(
                        "no connection to the game store at {} came free within {} s",
                        self.place,
                        CHECKOUT_TIMEOUT.as_secs()
                    ),
                    std::io::Error::from(std::io::ErrorKind::TimedOut),
                ));
            }
            state = self
                .returned
                .wait_timeout(state, CHECKOUT_TIMEOUT - waited)
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
        drop(state);
        match self.config.connect(NoTls) {
            Ok(client) => Ok(Conn {
                pool: self,
                client: Some(Pooled {
                    client,
                    statements: HashMap::new(),
                }),
                lost: false,
            }),
            Err(e) => {
                self.lock().open -= 1;
                self.returned.notify_one();
                Err(StoreError::io(
                    format!("cannot connect to the game store at {}", self.place),
                    e,
                ))
            }
        }
    }
}

impl Conn<'_> {
    /// This connection was found lost (a statement failed with the connection gone):
    /// it is closed instead of going back to the pool.
    pub(super) fn discard(&mut self) {
        self.lost = true;
    }

    fn pooled(&mut self) -> &mut Pooled {
        self.client
            .as_mut()
            .expect("a lent connection is there until dropped")
    }

    /// `sql` prepared on this connection (once: then from the connection's cache).
    /// Only outside transactions, so that no statement is prepared in one that then
    /// rolls back.
    pub(super) fn prepared(&mut self, sql: &'static str) -> Result<Statement, postgres::Error> {
        let pooled = self.pooled();
        if let Some(statement) = pooled.statements.get(sql) {
            return Ok(statement.clone());
        }
        let statement = pooled.client.prepare(sql)?;
        pooled.statements.insert(sql, statement.clone());
        Ok(statement)
    }
}

impl Deref for Conn<'_> {
    type Target = Client;

    fn deref(&self) -> &Client {
        &self
            .client
            .as_ref()
            .expect("a lent connection is there until dropped")
            .client
    }
}

impl DerefMut for Conn<'_> {
    fn deref_mut(&mut self) -> &mut Client {
        &mut self.pooled().client
    }
}

impl Drop for Conn<'_> {
    fn drop(&mut self) {
        let mut state = self.pool.lock();
        match self.client.take() {
            Some(client) if !self.lost && !client.client.is_closed() => state.idle.push(client),
            broken => {
                state.open -= 1;
                drop(state);
                discard(broken.into_iter().collect());
            }
        }
        self.pool.returned.notify_one();
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        let state = self.state.get_mut().unwrap_or_else(|e| e.into_inner());
        discard(std::mem::take(&mut state.idle));
    }
}
