//! Two console processes on one PostgreSQL database, as two bot processes sharing the
//! store: moves sent to both at once on the same game (exactly one applies per ply,
//! whichever process wins) and on different games (all apply). Skipped, saying why, on
//! a machine without PostgreSQL outside CI.

#[path = "two_processes/faults.rs"]
mod faults;
mod support;
#[path = "two_processes/tournaments.rs"]
mod tournaments;

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

use martian_chess::console::CONSOLE_GUILD;
use martian_chess::model::GameRecord;
use martian_chess::store::{PostgresStore, Store};
use martian_testkit::PgServer;
use serde_json::Value;

/// A console process, fed line by line.
struct Console {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Console {
    /// A console on the database at `url`, given with `--store`, or (`by_env`) in
    /// `MARTIAN_STORE`.
    fn start(url: &str, out: &Path, by_env: bool) -> Console {
        Console::start_with(url, out, by_env, &[])
    }

    /// [`Console::start`] with more of the console's options (`--threads`).
    fn start_with(url: &str, out: &Path, by_env: bool, options: &[&str]) -> Console {
        let mut command = support::console(&out.join("unused-sled"), out);
        command.args(options);
        if by_env {
            command.env("MARTIAN_STORE", url);
        } else {
            command.args(["--store", url]);
        }
        let mut child = command
            .stderr(Stdio::null())
            .spawn()
            .expect("the binary starts");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Console {
            child,
            stdin,
            lines,
        }
    }

    /// Sends `lines`, then a line the console answers with an error, to know where
    /// their replies end.
    fn send(&mut self, lines: &[String]) {
        let mut text = lines.join("\n");
        text.push_str("\n:end-of-step\n");
        self.stdin.write_all(text.as_bytes()).unwrap();
        self.stdin.flush().unwrap();
    }

    /// The replies to what was sent, up to the end mark.
    fn replies(&mut self) -> Vec<Value> {
        let mut replies = Vec::new();
        loop {
            let line = self
                .lines
                .recv_timeout(Duration::from_secs(60))
                .expect("the console answers");
            let value: Value = serde_json::from_str(&line).expect("JSON lines");
            if value["error"]
                .as_str()
                .is_some_and(|e| e.contains("end-of-step"))
            {
                return replies;
            }
            replies.push(value);
        }
    }
}

impl Drop for Console {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Moves that were applied (announced publicly).
fn played(replies: &[Value]) -> usize {
    replies
        .iter()
        .filter(|r| {
            r["ephemeral"] == false && r["text"].as_str().is_some_and(|t| t.contains(" played "))
        })
        .count()
}

fn open_game(store: &PostgresStore, channel: &str) -> GameRecord {
    let games = store.open_games().unwrap();
    let id = martian_chess::console::channel_id(channel);
    games
        .into_iter()
        .find(|g| g.guild == CONSOLE_GUILD && g.channel == id)
        .unwrap_or_else(|| panic!("a game in #{channel}"))
}

/// The line that plays the `nth` legal move (modulo their number) of `channel`'s game.
fn move_line(game: &GameRecord, channel: &str, nth: usize) -> String {
    let pos = *game.replay().unwrap().position();
    let moves = pos.legal_moves();
    let mover = &game.seats[pos.to_move().index()].name;
    let m = moves[nth % moves.len()];
    format!("@{mover} #{channel} /martian move move:{m}")
}

fn start_game(console: &mut Console, channel: &str, a: &str, b: &str) {
    console.send(&[
        format!("@{a} #{channel} /martian challenge opponent:@{b}"),
        format!("@{b} #{channel} /martian accept"),
    ]);
    console.replies();
}

#[test]
fn two_processes_on_one_database() {
    let Some(server) = PgServer::start() else {
        return;
    };
    let url = server.fresh_database();
    let dir = tempfile::tempdir().unwrap();
    let mut first = Console::start(&url, &dir.path().join("a"), false);
    let mut second = Console::start(&url, &dir.path().join("b"), true);
    let store = PostgresStore::open(&url).unwrap();

    // One game, both processes moving in it at once: one move applies per ply.
    start_game(&mut first, "same", "alice", "bob");
    for ply in 0..12 {
        let game = open_game(&store, "same");
        assert_eq!(game.moves.len(), ply);
        first.send(&[move_line(&game, "same", 0)]);
        second.send(&[move_line(&game, "same", 1)]);
        let applied = played(&first.replies()) + played(&second.replies());
        assert_eq!(applied, 1, "ply {ply}: exactly one process applies a move");
        let after = open_game(&store, "same");
        assert_eq!(after.moves.len(), ply + 1, "ply {ply}");
        assert!(after.moves.starts_with(&game.moves), "ply {ply}");
    }

    // Neither kept anything in sled: both shared the database.
    assert!(!dir.path().join("a/unused-sled").exists());
    assert!(!dir.path().join("b/unused-sled").exists());

    // Four games, two moved by each process at once: every move applies.
    let channels = ["g1", "g2", "g3", "g4"];
    for (i, channel) in channels.iter().enumerate() {
        let console = if i % 2 == 0 { &mut first } else { &mut second };
        start_game(console, channel, &format!("p{i}"), &format!("q{i}"));
    }
    for round in 0..8 {
        let games: Vec<GameRecord> = channels.iter().map(|c| open_game(&store, c)).collect();
        let lines = |of: &[usize]| -> Vec<String> {
            of.iter()
                .map(|&i| move_line(&games[i], channels[i], round))
                .collect()
        };
        first.send(&lines(&[0, 2]));
        second.send(&lines(&[1, 3]));
        let applied = played(&first.replies()) + played(&second.replies());
        assert_eq!(applied, 4, "round {round}: every move applies");
        for (channel, before) in channels.iter().zip(&games) {
            assert_eq!(
                open_game(&store, channel).moves.len(),
                before.moves.len() + 1
            );
        }
    }
}

/// The database restarts (`pg_ctl restart -m fast`, every connection cut) between
/// moves, three times: the bot serves again without a restart of its own, every move
/// acknowledged is stored, and none applies twice.
#[test]
fn a_database_restart_between_moves_loses_nothing() {
    let Some(server) = PgServer::start() else {
        return;
    };
    let url = server.fresh_database();
    let dir = tempfile::tempdir().unwrap();
    let mut console = Console::start(&url, &dir.path().join("a"), false);
    let store = PostgresStore::open(&url).unwrap();
    let channels = ["r1", "r2", "r3"];
    for (i, channel) in channels.iter().enumerate() {
        start_game(&mut console, channel, &format!("a{i}"), &format!("b{i}"));
    }
    let mut acknowledged = 0;
    for restart in 0..3 {
        server.restart();
        // The first requests after it find their connections gone.
        for round in 0..2 {
            let games: Vec<GameRecord> = channels.iter().map(|c| open_game(&store, c)).collect();
            let lines: Vec<String> = games
                .iter()
                .zip(channels)
                .map(|(game, channel)| move_line(game, channel, round))
                .collect();
            console.send(&lines);
            let replies = console.replies();
            let applied = played(&replies);
            assert_eq!(applied, 3, "restart {restart}, round {round}: {replies:?}");
            acknowledged += applied;
            for (channel, before) in channels.iter().zip(&games) {
                let after = open_game(&store, channel);
                assert_eq!(after.moves.len(), before.moves.len() + 1, "#{channel}");
                assert!(after.moves.starts_with(&before.moves), "#{channel}");
            }
        }
    }
    let stored: usize = channels
        .iter()
        .map(|c| open_game(&store, c).moves.len())
        .sum();
    assert_eq!(
        stored, acknowledged,
        "every acknowledged move is stored, once"
    );
}
