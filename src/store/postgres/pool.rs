//! A small pool of connections: the service calls the store from many blocking threads
//! at once (one per request being served), and a connection serves one of them at a
//! time. Connections are opened when needed, up to a limit (beyond it a caller waits
//! for one to come back), and one that broke is dropped instead of handed out again.
//!
//! The pool also knows when the server stopped answering (a call's deadline passed, or
//! a connection could not be opened): from then on, one caller at a time tries a fresh
//! connection, and the others are refused at once rather than queued behind a server
//! that does not answer, so that every request is answered in time and nothing piles
//! up (the ticks included). The first connection that opens, or call that succeeds,
//! ends it.

use std::collections::HashMap;
use std::ops::{Deref, DerefMut};
use std::sync::{Condvar, Mutex};
use std::time::{Duration, Instant};

use martian_pg_client::{Client, Config, Statement};

use crate::store::error::StoreError;

/// At most this many connections per process: one per request being served at once
/// (the pipeline benchmark's 64 channels: with 24, requests queued for a connection
/// and the p99 of a move tripled). Several processes need PostgreSQL's
/// `max_connections` (100 by default) raised to this many per process, or a pooler
/// (PgBouncer, transaction mode) in front.
const MAX_CONNECTIONS: usize = 64;

/// How long the pool waits for the server.
#[derive(Clone, Copy, Debug)]
pub(super) struct Limits {
    /// Opening a connection, all of it (socket, greeting, authentication).
    pub connect: Duration,
    /// One call on a connection (a statement, a commit): the server cancels a
    /// statement past its `statement_timeout`, and the client gives up on a server that
    /// does not answer at all at the same time.
    pub statement: Duration,
}

impl Limits {
    /// How long a caller waits for a connection when all are lent: until every lent
    /// one either answered or gave up, and a fresh one could be opened.
    fn checkout(&self) -> Duration {
        self.statement + self.connect
    }
}

pub(super) struct Pool {
    config: Config,
    limits: Limits,
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
    /// Since when the server has not answered (see the module's documentation).
    silent_since: Option<Instant>,
    /// A caller is trying a fresh connection while the server is silent.
    probing: bool,
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

/// What [`Pool::reserve`] found. (Returned once and taken apart at once: its size
/// does not matter.)
#[allow(clippy::large_enum_variant)]
enum Reserved {
    Idle(Pooled),
    New { probe: bool },
}

/// How a caller gets its connection.
#[derive(Clone, Copy)]
enum Source {
    /// An idle one, else a new one.
    Any,
    /// A new one: the server restarted, and the idle ones may be gone too.
    Fresh,
}

impl Pool {
    pub(super) fn new(config: Config, limits: Limits, place: String) -> Pool {
        Pool {
            config,
            limits,
            place,
            state: Mutex::new(State::default()),
            returned: Condvar::new(),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        // The state is plain fields changed together: usable after a panic.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A connection: an idle one that still looks open, a new one, or the next one
    /// given back, waiting at most [`Limits::checkout`]; refused at once while the
    /// server is silent and another caller is trying it.
    pub(super) fn get(&self) -> Result<Conn<'_>, StoreError> {
        self.checkout(Source::Any)
    }

    /// A new connection (see [`Pool::get`]), for a call sent again after its
    /// connection was lost.
    pub(super) fn fresh(&self) -> Result<Conn<'_>, StoreError> {
        self.checkout(Source::Fresh)
    }

    fn checkout(&self, source: Source) -> Result<Conn<'_>, StoreError> {
        match self.reserve(source)? {
            Reserved::Idle(pooled) => Ok(self.lend(pooled)),
            Reserved::New { probe } => self.open(probe),
        }
    }

    /// An idle connection that still looks open, or room for a new one, waiting at
    /// most [`Limits::checkout`] for one to come back when every one is lent.
    fn reserve(&self, source: Source) -> Result<Reserved, StoreError> {
        let started = Instant::now();
        let mut state = self.lock();
        loop {
            let silent = state.silent_since;
            if let (Some(since), true) = (silent, state.probing) {
                return Err(self.silent(since));
            }
            // While the server is silent, a fresh connection tries it: an idle one
            // would wait for a whole statement's deadline.
            let idle = match (silent, source) {
                (None, Source::Any) => state.idle.pop(),
                _ => None,
            };
            if let Some(mut pooled) = idle {
                drop(state);
                if pooled.client.still_open() {
                    return Ok(Reserved::Idle(pooled));
                }
                close_all(vec![pooled.client]);
                state = self.lock();
                state.open -= 1;
                continue;
            }
            if state.open >= MAX_CONNECTIONS {
                // Room for a new one: an idle one goes.
                if let Some(pooled) = state.idle.pop() {
                    state.open -= 1;
                    drop(state);
                    close_all(vec![pooled.client]);
                    state = self.lock();
                    continue;
                }
            } else {
                state.open += 1;
                state.probing |= silent.is_some();
                return Ok(Reserved::New {
                    probe: silent.is_some(),
                });
            }
            let (waited, limit) = (started.elapsed(), self.limits.checkout());
            if waited >= limit {
                return Err(StoreError::unreachable(
                    format!(
                        "no connection to the game store at {} came free within {} s",
                        self.place,
                        limit.as_secs_f64()
                    ),
                    std::io::Error::from(std::io::ErrorKind::TimedOut),
                ));
            }
            state = self
                .returned
                .wait_timeout(state, limit - waited)
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
    }

    /// Opens the connection [`Pool::reserve`] made room for; `probe`: it tries a
    /// silent server.
    fn open(&self, probe: bool) -> Result<Conn<'_>, StoreError> {
        let connected = Client::connect(&self.config, self.limits.connect, self.limits.statement);
        let mut state = self.lock();
        if probe {
            state.probing = false;
        }
        let result = match connected {
            Ok(client) => {
                state.silent_since = None;
                Ok(self.lend(Pooled {
                    client,
                    statements: HashMap::new(),
                }))
            }
            Err(e) => {
                state.open -= 1;
                state.silent_since.get_or_insert_with(Instant::now);
                Err(StoreError::unreachable(
                    format!("cannot connect to the game store at {}", self.place),
                    e,
                ))
            }
        };
        drop(state);
        // Waiting callers: room, a server that answers again, or one that does not
        // (then one of them tries it next, and the others are refused).
        self.returned.notify_all();
        result
    }

    fn lend(&self, pooled: Pooled) -> Conn<'_> {
        Conn {
            pool: self,
            client: Some(pooled),
            lost: false,
        }
    }

    /// The refusal while another caller tries the silent server.
    fn silent(&self, since: Instant) -> StoreError {
        StoreError::unreachable(
            format!(
                "the game store at {} has not answered for {:.1} s",
                self.place,
                since.elapsed().as_secs_f64()
            ),
            std::io::Error::from(std::io::ErrorKind::TimedOut),
        )
    }

    pub(super) fn limits(&self) -> Limits {
        self.limits
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

    /// Whether a call on this connection passed its deadline (the server does not
    /// answer: nothing is sent again, it would only wait as long again).
    pub(super) fn timed_out(&self) -> bool {
        self.client.as_ref().is_some_and(|c| c.client.timed_out())
    }

    /// `sql` prepared on this connection (once: then from the connection's cache).
    /// Only outside transactions, so that no statement is prepared in one that then
    /// rolls back.
    pub(super) fn prepared(
        &mut self,
        sql: &'static str,
    ) -> Result<Statement, martian_pg_client::Error> {
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
            Some(pooled) if !self.lost && !pooled.client.is_closed() => {
                // It answered: the server is there.
                state.silent_since = None;
                state.idle.push(pooled);
            }
            broken => {
                if broken.as_ref().is_some_and(|p| p.client.timed_out()) {
                    state.silent_since.get_or_insert_with(Instant::now);
                }
                state.open -= 1;
                drop(state);
                close_all(broken.into_iter().map(|p| p.client).collect());
            }
        }
        // Waiting callers: a connection came back, or the server fell silent.
        self.pool.returned.notify_all();
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        let state = self.state.get_mut().unwrap_or_else(|e| e.into_inner());
        let idle = std::mem::take(&mut state.idle);
        close_all(idle.into_iter().map(|p| p.client).collect());
    }
}

/// Closes connections, each on a thread of its own: a connection's runtime cannot be
/// dropped on a thread that already drives one (the store may be dropped by the async
/// adapter's last task). Bounded: a connection that does not answer at once is just
/// dropped.
fn close_all(clients: Vec<Client>) {
    let closing: Vec<_> = clients
        .into_iter()
        .map(|client| std::thread::spawn(move || client.close()))
        .collect();
    for thread in closing {
        let _ = thread.join();
    }
}
