//! Crash safety: a console process plays moves and prints each one it acknowledges; it
//! is killed with SIGKILL at random moments; after each kill, every acknowledged move
//! is in the store and the game replays cleanly. On sled, and on PostgreSQL (a
//! throwaway server; skipped, saying why, on a machine without PostgreSQL outside CI).

mod support;

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use martian_chess::model::GameRecord;
use martian_chess::store::{PostgresStore, SledStore, Store};
use martian_testkit::{IndexedRandom, PgServer, RngExt};

const KILLS: usize = 24;

/// Where the console keeps its games.
enum At<'a> {
    Sled(&'a Path),
    Postgres(&'a str),
}

impl At<'_> {
    fn open(&self) -> Box<dyn Store> {
        match self {
            At::Sled(data) => {
                Box::new(SledStore::open(data).expect("the store opens after a kill"))
            }
            At::Postgres(url) => {
                Box::new(PostgresStore::open(url).expect("the store opens after a kill"))
            }
        }
    }

    fn console(&self, out: &Path) -> Command {
        match self {
            At::Sled(data) => support::console(data, out),
            At::Postgres(url) => {
                let mut command = support::console(&out.join("unused-sled"), out);
                command.args(["--store", url]);
                command
            }
        }
    }
}

/// The open game and the id of the latest archived one, read with the child stopped.
fn stored(at: &At) -> (Option<GameRecord>, Option<GameRecord>) {
    let store = at.open();
    let archived = store
        .archived_games(martian_chess::console::CONSOLE_GUILD, 1)
        .unwrap()
        .pop();
    (store.open_games().unwrap().pop(), archived)
}

/// The lines that start a fresh game between alice and bob.
const START: &str = "@alice /martian challenge opponent:@bob\n@bob /martian accept\n";

#[test]
fn every_acknowledged_move_survives_sigkill() {
    let dir = tempfile::tempdir().unwrap();
    let (data, out) = (dir.path().join("data"), dir.path().join("out"));
    kill_while_playing(&At::Sled(&data), &out);
}

#[test]
fn every_acknowledged_move_survives_sigkill_on_postgres() {
    let Some(server) = PgServer::start() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    kill_while_playing(&At::Postgres(&server.fresh_database()), dir.path());
}

fn kill_while_playing(data: &At, out: &Path) {
    let mut rng = martian_testkit::rng(0x1234_5678_9ABC_DEF1);
    let mut acknowledged_total = 0;
    for kill in 0..KILLS {
        let (before, archived_before) = stored(data);
        // Plan moves from the stored position (or a new game), alternating players.
        let mut input = String::new();
        let (mut pos, known) = match &before {
            Some(game) => (*game.replay().unwrap().position(), game.moves.clone()),
            None => {
                input.push_str(START);
                let start: martian_chess::engine::Position =
                    "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 0,0 - - classic"
                        .parse()
                        .unwrap();
                (start, Vec::new())
            }
        };
        let mut planned = Vec::new();
        for _ in 0..60 {
            let Some(&m) = pos.legal_moves().choose(&mut rng) else {
                break;
            };
            let user = if pos.to_move().number() == 1 {
                "alice"
            } else {
                "bob"
            };
            input.push_str(&format!("@{user} /martian move move:{m}\n"));
            pos.play(m).unwrap();
            planned.push(m.to_string());
        }

        let mut child = data
            .console(out)
            .stderr(Stdio::null())
            .spawn()
            .expect("the binary starts");
        let mut stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = mpsc::channel();
        let reader = std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let _ = stdin.write_all(input.as_bytes());
        let _ = stdin.flush();
        // Anywhere from before the store is open to well into the moves.
        std::thread::sleep(Duration::from_millis(rng.random_range(0..700)));
        child.kill().expect("SIGKILL");
        child.wait().unwrap();
        drop(stdin);
        reader.join().unwrap();

        let acknowledged: Vec<String> = rx
            .try_iter()
            .filter_map(|line| {
                // The mover's own answer, "You played c3d4." (the live board says it
                // too, for everyone).
                let reply: serde_json::Value = serde_json::from_str(&line).ok()?;
                if reply["ephemeral"] != true {
                    return None;
                }
                let text = reply["text"].as_str()?;
                let played = text.strip_prefix("You played ")?.strip_suffix('.')?;
                Some(played.to_string())
            })
            .collect();
        acknowledged_total += acknowledged.len();

        // The game after the kill: open, or finished (and archived) in this round.
        let (open, archived) = stored(data);
        let newly_archived =
            archived.filter(|a| archived_before.as_ref().map(|b| b.id) != Some(a.id));
        let Some(after) = open.or(newly_archived) else {
            assert!(
                acknowledged.is_empty(),
                "kill {kill}: moves acknowledged but no game stored"
            );
            continue;
        };
        let replayed = after
            .replay()
            .unwrap_or_else(|e| panic!("kill {kill}: {e}"));
        assert_eq!(replayed.moves().len(), after.moves.len());
        let fresh = before.as_ref().is_none_or(|b| b.id != after.id);
        let base = if fresh { Vec::new() } else { known.clone() };
        assert!(
            after.moves.starts_with(&base),
            "kill {kill}: stored moves were lost"
        );
        let new_moves = &after.moves[base.len()..];
        assert!(
            new_moves.len() >= acknowledged.len(),
            "kill {kill}: {} acknowledged, {} stored",
            acknowledged.len(),
            new_moves.len()
        );
        assert_eq!(
            &new_moves[..acknowledged.len()],
            &acknowledged[..],
            "kill {kill}"
        );
        assert!(
            planned.starts_with(new_moves),
            "kill {kill}: the store holds moves never sent"
        );
    }
    eprintln!("{acknowledged_total} moves acknowledged over {KILLS} kills");
    assert!(
        acknowledged_total > 0,
        "no kill came after an acknowledged move"
    );
}
