//! A throwaway PostgreSQL server for the tests of the PostgreSQL store: `initdb` and
//! `pg_ctl` from the machine's installation (`pg_config --bindir`, else the newest
//! `/usr/lib/postgresql/*/bin`), a data directory under the system's temporary
//! directory, a free loopback port, no password (trust, loopback only). PostgreSQL
//! refuses to run as root, so a test running as root (as CI does) runs the server as
//! the `postgres` user, in a directory that user owns.
//!
//! The server stops when its [`PgServer`] is dropped, and also, through a small
//! watcher process, when the test process ends without dropping it (a shared server in
//! a `static`, a failed test that aborts): no server outlives the tests.
//!
//! Without PostgreSQL, [`PgServer::start`] says in one line that the test is skipped
//! and why, and returns `None`; in CI (the `CI` variable set) a missing PostgreSQL
//! fails the test instead.

use std::net::TcpListener;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

/// A running throwaway server.
pub struct PgServer {
    bin: PathBuf,
    dir: PathBuf,
    port: u16,
    /// The `postgres` user's ids when the tests run as root.
    run_as: Option<(u32, u32)>,
}

/// Why there is no server: missing PostgreSQL (a skip outside CI).
fn unavailable(why: &str) -> Option<PgServer> {
    if let Some(line) = skip_line(std::env::var_os("CI").is_some(), why) {
        eprintln!("{line}");
    }
    None
}

/// The one line a test without PostgreSQL prints; in CI, a failure instead.
fn skip_line(ci: bool, why: &str) -> Option<String> {
    if ci {
        panic!("PostgreSQL is required in CI: {why}");
    }
    Some(format!(
        "skipped: the PostgreSQL tests need PostgreSQL: {why}"
    ))
}

/// The directory of `initdb`, `pg_ctl` and `createdb`.
fn bindir() -> Option<PathBuf> {
    let has_tools = |dir: &Path| dir.join("initdb").is_file() && dir.join("pg_ctl").is_file();
    if let Ok(out) = Command::new("pg_config").arg("--bindir").output() {
        let dir = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
        if out.status.success() && has_tools(&dir) {
            return Some(dir);
        }
    }
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .flatten()
        .filter_map(|e| {
            let version = e.file_name().to_str()?.parse().ok()?;
            Some((version, e.path().join("bin")))
        })
        .filter(|(_, dir)| has_tools(dir))
        .collect();
    versions.sort();
    versions.pop().map(|(_, dir)| dir)
}

/// The uid and gid of the `postgres` user, from `/etc/passwd`.
fn postgres_user() -> Option<(u32, u32)> {
    let passwd = std::fs::read_to_string("/etc/passwd").ok()?;
    passwd.lines().find_map(|line| {
        let fields: Vec<&str> = line.split(':').collect();
        match fields.as_slice() {
            ["postgres", _, uid, gid, ..] => Some((uid.parse().ok()?, gid.parse().ok()?)),
            _ => None,
        }
    })
}

fn is_root() -> bool {
    // The effective uid, without libc: /proc/self/status's `Uid:` line.
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("Uid:"))
                .and_then(|l| l.split_whitespace().nth(2).map(|u| u == "0"))
        })
        .unwrap_or(false)
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free loopback port")
}

impl PgServer {
    /// Starts a server, or says why it cannot (see the module's documentation).
    pub fn start() -> Option<PgServer> {
        let Some(bin) = bindir() else {
            return unavailable(
                "no initdb/pg_ctl found (pg_config --bindir, /usr/lib/postgresql/*/bin)",
            );
        };
        let run_as = if is_root() {
            match postgres_user() {
                Some(ids) => Some(ids),
                None => return unavailable("running as root, and there is no postgres user"),
            }
        } else {
            None
        };
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!(
            "martian-pg-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir_all(&dir).expect("a temporary directory for PostgreSQL");
        if let Some((uid, gid)) = run_as {
            std::os::unix::fs::chown(&dir, Some(uid), Some(gid)).expect("chown to postgres");
        }
        let mut server = PgServer {
            bin,
            dir,
            port: 0,
            run_as,
        };
        server.run(
            "initdb",
            &[
                "-D",
                "data",
                "-U",
                "postgres",
                "-A",
                "trust",
                "-E",
                "UTF8",
                "--locale=C",
                "--no-sync",
            ],
        );
        // A port found free may be taken before the server binds it: try a few.
        for _ in 0..5 {
            server.port = free_port();
            let options = format!(
                "-p {} -c listen_addresses=127.0.0.1 -c unix_socket_directories='' \
                 -c fsync=off -c max_connections=200",
                server.port
            );
            if server.try_run(
                "pg_ctl",
                &[
                    "-D", "data", "-l", "log", "-w", "-t", "60", "-o", &options, "start",
                ],
            ) {
                server.watch();
                return Some(server);
            }
        }
        let log = std::fs::read_to_string(server.dir.join("log")).unwrap_or_default();
        panic!("the throwaway PostgreSQL server did not start:\n{log}");
    }

    /// Restarts the server as an operator would (`pg_ctl restart -m fast`): every
    /// connection is cut, and the server is back, on the same port, when this returns.
    pub fn restart(&self) {
        self.run(
            "pg_ctl",
            &[
                "-D", "data", "-l", "log", "-w", "-t", "60", "-m", "fast", "restart",
            ],
        );
    }

    /// Stops every process of the server (the postmaster first, so that it starts no
    /// new one, then its children: backends, checkpointer, writers) with SIGSTOP, as
    /// a hung machine would: connections are still accepted and what is sent is still
    /// acknowledged by the kernel, but nothing answers. Returns the processes stopped,
    /// for [`PgServer::resume`].
    pub fn pause(&self) -> Vec<u32> {
        let postmaster = self.postmaster();
        signal("STOP", &[postmaster]);
        let mut stopped = vec![postmaster];
        let children = children_of(postmaster);
        signal("STOP", &children);
        stopped.extend(children);
        stopped
    }

    /// Lets the processes [`PgServer::pause`] stopped run again.
    pub fn resume(&self, stopped: &[u32]) {
        signal("CONT", stopped);
    }

    /// The postmaster's process id (the first line of `postmaster.pid`).
    fn postmaster(&self) -> u32 {
        let file = self.dir.join("data/postmaster.pid");
        let text = std::fs::read_to_string(&file)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", file.display()));
        text.lines()
            .next()
            .and_then(|line| line.trim().parse().ok())
            .unwrap_or_else(|| panic!("no process id in {}", file.display()))
    }

    /// The server's port.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// A server shared by the tests of one test process (stopped when it ends).
    pub fn shared() -> Option<&'static PgServer> {
        static SHARED: OnceLock<Option<PgServer>> = OnceLock::new();
        SHARED.get_or_init(PgServer::start).as_ref()
    }

    /// The connection address of database `db`.
    pub fn url(&self, db: &str) -> String {
        format!("postgres://postgres@127.0.0.1:{}/{db}", self.port)
    }

    /// A new empty database with a name never used before on this server, and its
    /// address.
    pub fn fresh_database(&self) -> String {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let name = format!("t{}", NEXT.fetch_add(1, Ordering::Relaxed));
        let port = self.port.to_string();
        self.run(
            "createdb",
            &["-h", "127.0.0.1", "-p", &port, "-U", "postgres", &name],
        );
        self.url(&name)
    }

    fn command(&self, tool: &str, args: &[&str]) -> Command {
        let mut command = Command::new(self.bin.join(tool));
        command.args(args).current_dir(&self.dir);
        if let Some((uid, gid)) = self.run_as {
            command.uid(uid).gid(gid).env("HOME", &self.dir);
        }
        command
    }

    fn try_run(&self, tool: &str, args: &[&str]) -> bool {
        self.command(tool, args)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    }

    fn run(&self, tool: &str, args: &[&str]) {
        let out = self
            .command(tool, args)
            .output()
            .unwrap_or_else(|e| panic!("cannot run {tool}: {e}"));
        assert!(
            out.status.success(),
            "{tool} failed: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// Stops the server, and removes its directory, once this test process ends,
    /// however it ends.
    fn watch(&self) {
        let script = format!(
            "while [ -d /proc/{pid} ]; do sleep 0.5; done; \"$0\" -D \"$1\" -m immediate stop; rm -rf \"$2\"",
            pid = std::process::id()
        );
        // As the server's user: pg_ctl refuses to run as root.
        let mut watcher = Command::new("sh");
        if let Some((uid, gid)) = self.run_as {
            watcher.uid(uid).gid(gid);
        }
        let _ = watcher
            .arg("-c")
            .arg(script)
            .arg(self.bin.join("pg_ctl"))
            .arg(self.dir.join("data"))
            .arg(&self.dir)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .process_group(0)
            .spawn();
    }
}

/// The processes whose parent is `parent` (from `/proc/*/stat`).
fn children_of(parent: u32) -> Vec<u32> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter_map(|e| e.file_name().to_str()?.parse::<u32>().ok())
        .filter(|pid| {
            // `pid (name) state ppid ...`: the name may hold spaces, not a `)`.
            std::fs::read_to_string(format!("/proc/{pid}/stat"))
                .ok()
                .and_then(|stat| {
                    let rest = &stat[stat.rfind(')')? + 1..];
                    rest.split_whitespace().nth(1)?.parse::<u32>().ok()
                })
                == Some(parent)
        })
        .collect()
}

/// Sends `SIG<name>` to `pids` (with `kill`, as the tests' user: root in CI).
fn signal(name: &str, pids: &[u32]) {
    if pids.is_empty() {
        return;
    }
    let status = Command::new("kill")
        .arg(format!("-{name}"))
        .args(pids.iter().map(u32::to_string))
        .status()
        .unwrap_or_else(|e| panic!("cannot run kill: {e}"));
    assert!(status.success(), "kill -{name} {pids:?} failed");
}

impl Drop for PgServer {
    fn drop(&mut self) {
        // A test that failed while the server was paused: let it run, to stop it.
        if let Some(postmaster) = std::fs::read_to_string(self.dir.join("data/postmaster.pid"))
            .ok()
            .and_then(|text| text.lines().next()?.trim().parse::<u32>().ok())
        {
            let mut all = children_of(postmaster);
            all.push(postmaster);
            let _ = Command::new("kill")
                .arg("-CONT")
                .args(all.iter().map(u32::to_string))
                .stderr(Stdio::null())
                .status();
        }
        self.try_run("pg_ctl", &["-D", "data", "-m", "immediate", "stop"]);
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn without_postgresql_a_test_says_why_in_one_line() {
        let line = skip_line(false, "no initdb found").unwrap();
        assert_eq!(line.lines().count(), 1);
        assert!(line.starts_with("skipped:") && line.ends_with("no initdb found"));
    }

    #[test]
    #[should_panic(expected = "PostgreSQL is required in CI: no initdb found")]
    fn in_ci_a_missing_postgresql_fails() {
        skip_line(true, "no initdb found");
    }
}
