//! A loopback proxy between a PostgreSQL client and server that reads enough of the
//! protocol to cut a connection at one chosen moment: just before a commit reaches
//! the server (it never gets it: nothing is committed), or just after the server
//! answered it (committed, but the client never hears so). A commit is a simple query
//! (`COMMIT`), or the execution of a prepared statement that is its own transaction
//! (`Bind`, `Execute`, `Sync`); a [`Cut`] names it by a piece of its SQL text.

use std::collections::HashMap;
use std::io::{Read, Write};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// When the connection is cut, around the statement a [`Cut`] names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum When {
    /// The statement is never sent on: the client sent it, the server never got it.
    Before,
    /// The statement goes through and the server answers it in full (its commit
    /// done), then the connection is cut without the client seeing the answer.
    After,
}

/// The next statement whose SQL text contains `sql`, on any connection.
#[derive(Clone, Copy, Debug)]
pub struct Cut {
    pub sql: &'static str,
    pub when: When,
}

/// A running proxy; it stops accepting when dropped (connections open then go on).
pub struct PgProxy {
    port: u16,
    server: u16,
    shared: Arc<Shared>,
}

struct Shared {
    armed: Mutex<Option<Cut>>,
    fired: AtomicUsize,
    closing: AtomicBool,
}

impl PgProxy {
    /// A proxy on a free loopback port, passing everything to the server listening on
    /// `server` (a loopback port) until a [`Cut`] is armed.
    pub fn start(server: u16) -> PgProxy {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a loopback port for the proxy");
        let port = listener.local_addr().expect("the proxy's address").port();
        let shared = Arc::new(Shared {
            armed: Mutex::new(None),
            fired: AtomicUsize::new(0),
            closing: AtomicBool::new(false),
        });
        let accepting = shared.clone();
        std::thread::spawn(move || {
            for client in listener.incoming() {
                if accepting.closing.load(Ordering::SeqCst) {
                    return;
                }
                let Ok(client) = client else { continue };
                let shared = accepting.clone();
                std::thread::spawn(move || relay(client, server, shared));
            }
        });
        PgProxy {
            port,
            server,
            shared,
        }
    }

    /// `url` (an address of the server) through the proxy.
    pub fn url(&self, url: &str) -> String {
        url.replace(&format!(":{}/", self.server), &format!(":{}/", self.port))
    }

    /// Cuts the next connection that sends a statement matching `cut` (once).
    pub fn arm(&self, cut: Cut) {
        *self.shared.armed.lock().unwrap() = Some(cut);
    }

    /// Disarms a cut that did not fire.
    pub fn disarm(&self) {
        *self.shared.armed.lock().unwrap() = None;
    }

    /// How many cuts fired.
    pub fn fired(&self) -> usize {
        self.shared.fired.load(Ordering::SeqCst)
    }
}

impl Drop for PgProxy {
    fn drop(&mut self) {
        self.shared.closing.store(true, Ordering::SeqCst);
        // Wakes the accepting thread.
        let _ = TcpStream::connect(("127.0.0.1", self.port));
    }
}

/// One message: its type byte (none for the startup message) and its body.
struct Message {
    kind: Option<u8>,
    bytes: Vec<u8>,
}

impl Message {
    fn read(from: &mut TcpStream, typed: bool) -> Option<Message> {
        let mut kind = [0u8; 1];
        if typed {
            from.read_exact(&mut kind).ok()?;
        }
        let mut len = [0u8; 4];
        from.read_exact(&mut len).ok()?;
        let len = u32::from_be_bytes(len) as usize;
        let mut body = vec![0u8; len.checked_sub(4)?];
        from.read_exact(&mut body).ok()?;
        let mut bytes = Vec::with_capacity(len + 1);
        if typed {
            bytes.push(kind[0]);
        }
        bytes.extend_from_slice(&(len as u32).to_be_bytes());
        bytes.extend_from_slice(&body);
        Some(Message {
            kind: typed.then_some(kind[0]),
            bytes,
        })
    }

    /// The body after the type byte and length.
    fn body(&self) -> &[u8] {
        &self.bytes[if self.kind.is_some() { 5 } else { 4 }..]
    }
}

/// The zero-terminated strings at the start of `body`.
fn strings(body: &[u8], count: usize) -> Vec<String> {
    body.split(|b| *b == 0)
        .take(count)
        .map(|s| String::from_utf8_lossy(s).into_owned())
        .collect()
}

fn relay(mut client: TcpStream, server_port: u16, shared: Arc<Shared>) {
    let Ok(mut server) = TcpStream::connect(("127.0.0.1", server_port)) else {
        return;
    };
    let _ = client.set_nodelay(true);
    let _ = server.set_nodelay(true);
    let (Ok(client_back), Ok(server_back)) = (client.try_clone(), server.try_clone()) else {
        return;
    };
    let swallow = Arc::new(AtomicBool::new(false));
    let answers = {
        let swallow = swallow.clone();
        std::thread::spawn(move || answer(server_back, client_back, &swallow))
    };
    requests(&mut client, &mut server, &shared, &swallow);
    let _ = answers.join();
}

/// Client to server, message by message, cutting where a [`Cut`] says.
fn requests(client: &mut TcpStream, server: &mut TcpStream, shared: &Shared, swallow: &AtomicBool) {
    let close = |client: &TcpStream, server: &TcpStream| {
        let _ = client.shutdown(Shutdown::Both);
        let _ = server.shutdown(Shutdown::Both);
    };
    // The startup message (and refusing TLS, which the server then never sees).
    loop {
        let Some(startup) = Message::read(client, false) else {
            return close(client, server);
        };
        let code = startup
            .body()
            .get(..4)
            .map(|c| u32::from_be_bytes([c[0], c[1], c[2], c[3]]));
        if matches!(code, Some(80877103) | Some(80877104)) {
            if client.write_all(b"N").is_err() {
                return close(client, server);
            }
            continue;
        }
        if server.write_all(&startup.bytes).is_err() {
            return close(client, server);
        }
        break;
    }
    let mut prepared: HashMap<String, String> = HashMap::new();
    while let Some(message) = Message::read(client, true) {
        let sql = match message.kind {
            Some(b'P') => {
                let parts = strings(message.body(), 2);
                if let [name, sql] = parts.as_slice() {
                    prepared.insert(name.clone(), sql.clone());
                }
                None
            }
            Some(b'B') => {
                let parts = strings(message.body(), 2);
                parts.get(1).and_then(|name| prepared.get(name)).cloned()
            }
            Some(b'Q') => strings(message.body(), 1).pop(),
            _ => None,
        };
        let cut = sql.and_then(|sql| {
            let mut armed = shared.armed.lock().unwrap();
            let hit = armed.is_some_and(|cut| sql.contains(cut.sql));
            if hit {
                shared.fired.fetch_add(1, Ordering::SeqCst);
                armed.take()
            } else {
                None
            }
        });
        match cut.map(|c| c.when) {
            Some(When::Before) => return close(client, server),
            // Every answer from here on is swallowed, up to the server's next
            // ReadyForQuery (the commit done), and then the connection is cut.
            Some(When::After) => swallow.store(true, Ordering::SeqCst),
            None => {}
        }
        if server.write_all(&message.bytes).is_err() {
            return close(client, server);
        }
    }
    close(client, server);
}

/// Server to client, message by message; once `swallow` is set, nothing more goes to
/// the client, and the connection is cut at the server's next ReadyForQuery.
fn answer(mut server: TcpStream, mut client: TcpStream, swallow: &AtomicBool) {
    while let Some(message) = Message::read(&mut server, true) {
        if swallow.load(Ordering::SeqCst) {
            if message.kind == Some(b'Z') {
                break;
            }
            continue;
        }
        if client.write_all(&message.bytes).is_err() {
            break;
        }
    }
    let _ = client.shutdown(Shutdown::Both);
    let _ = server.shutdown(Shutdown::Both);
}
