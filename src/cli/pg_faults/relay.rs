//! A loopback relay the fault benchmark puts between the bot and its PostgreSQL server,
//! so that it can fail the server for the bot without owning it: *held*, it reads
//! nothing from either side (what a server whose processes are stopped looks like:
//! connections are accepted and bytes acknowledged, nothing answers) until released,
//! and then passes on what waited; *cut*, it closes every connection and refuses new
//! ones for a moment (what a restart looks like).

use std::io::{ErrorKind, Read, Write};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// How often a waiting relay thread looks at the switches.
const TICK: Duration = Duration::from_millis(5);

pub struct Relay {
    port: u16,
    switches: Arc<Switches>,
}

#[derive(Default)]
struct Switches {
    held: AtomicBool,
    refusing: AtomicBool,
    /// Raised by each cut: connections older than it close.
    cuts: AtomicU64,
    closing: AtomicBool,
}

impl Relay {
    /// A relay on a free loopback port to `target` (`host:port`).
    pub fn start(target: String) -> std::io::Result<Relay> {
        let listener = TcpListener::bind("127.0.0.1:0")?;
        let port = listener.local_addr()?.port();
        let switches = Arc::new(Switches::default());
        let accepting = switches.clone();
        std::thread::spawn(move || {
            for client in listener.incoming() {
                if accepting.closing.load(Ordering::SeqCst) {
                    return;
                }
                let Ok(client) = client else { continue };
                if accepting.refusing.load(Ordering::SeqCst) {
                    drop(client);
                    continue;
                }
                let (switches, target) = (accepting.clone(), target.clone());
                std::thread::spawn(move || connect(client, &target, switches));
            }
        });
        Ok(Relay { port, switches })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// Nothing passes until [`Relay::release`].
    pub fn hold(&self) {
        self.switches.held.store(true, Ordering::SeqCst);
    }

    pub fn release(&self) {
        self.switches.held.store(false, Ordering::SeqCst);
    }

    /// Closes every connection; new ones are refused until [`Relay::accept`].
    pub fn cut(&self) {
        self.switches.refusing.store(true, Ordering::SeqCst);
        self.switches.cuts.fetch_add(1, Ordering::SeqCst);
    }

    pub fn accept(&self) {
        self.switches.refusing.store(false, Ordering::SeqCst);
    }
}

impl Drop for Relay {
    fn drop(&mut self) {
        self.switches.closing.store(true, Ordering::SeqCst);
        self.switches.cuts.fetch_add(1, Ordering::SeqCst);
        let _ = TcpStream::connect(("127.0.0.1", self.port));
    }
}

fn connect(client: TcpStream, target: &str, switches: Arc<Switches>) {
    let Ok(server) = TcpStream::connect(target) else {
        return;
    };
    let era = switches.cuts.load(Ordering::SeqCst);
    let _ = client.set_nodelay(true);
    let _ = server.set_nodelay(true);
    let (Ok(client_in), Ok(server_in)) = (client.try_clone(), server.try_clone()) else {
        return;
    };
    let back = {
        let switches = switches.clone();
        std::thread::spawn(move || pass(server_in, client, era, &switches))
    };
    pass(client_in, server, era, &switches);
    let _ = back.join();
}

/// Copies `from` to `to` while the switches let it, then closes both.
fn pass(mut from: TcpStream, mut to: TcpStream, era: u64, switches: &Switches) {
    let _ = from.set_read_timeout(Some(TICK));
    let mut buf = vec![0u8; 64 * 1024];
    loop {
        if switches.cuts.load(Ordering::SeqCst) != era {
            break;
        }
        if switches.held.load(Ordering::SeqCst) {
            std::thread::sleep(TICK);
            continue;
        }
        match from.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => {
                if to.write_all(&buf[..n]).is_err() {
                    break;
                }
            }
            Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {}
            Err(_) => break,
        }
    }
    let _ = from.shutdown(Shutdown::Both);
    let _ = to.shutdown(Shutdown::Both);
}
