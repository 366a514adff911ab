//! `martian-chess puzzles generate`: from a store's finished games and from
//! self-play, each puzzle a JSON line that holds at a deeper search.

mod support;

use martian_chess::engine::{Layout, Position, Rules};
use martian_chess::model::{decode_game, GameStatus};
use martian_chess::puzzles::{find_in_game, selfplay_game, verify, Puzzle};
use martian_chess::store::{SledStore, Store};
use support::{run, stderr};

/// A small budget for speed; the check runs deeper than the generator's confirmation.
const NODES: &str = "3000";
const DEEPER: u64 = 24_000;

fn puzzles_in(path: &std::path::Path) -> Vec<Puzzle> {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

#[test]
fn a_stores_finished_duel_gives_its_puzzle_and_a_finished_game_without_moves_none() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let start = Position::start(Layout::duel(), Rules::default()).unwrap();
    let mut expected;
    {
        let store = SledStore::open(&data).unwrap();
        let fixture = include_bytes!("data/game-record-v1.json");
        // The first self-play game with a puzzle at this budget, stored as a finished
        // game of people: the command must find the library's puzzle in it.
        let (moves, puzzle) = (0..32)
            .find_map(|g| {
                let moves = selfplay_game(&start, 1, g, 0.03);
                find_in_game(&start, &moves, NODES.parse().unwrap()).map(|p| (moves, p))
            })
            .expect("a puzzle in 32 games");
        expected = puzzle;
        let mut played = decode_game(fixture).unwrap();
        played.status = GameStatus::Finished;
        played.moves = moves.iter().map(|m| m.to_string()).collect();
        store.create_game(&played).unwrap();
        let mut empty = decode_game(fixture).unwrap();
        empty.id.0 += 1;
        empty.channel.0 += 1;
        empty.moves.clear();
        store.create_game(&empty).unwrap();
    }
    let out_file = dir.path().join("puzzles.jsonl");
    let out = run(&[
        "puzzles",
        "generate",
        "--from",
        data.to_str().unwrap(),
        "--nodes",
        NODES,
        "--out",
        out_file.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("1 puzzles from 2 games"),
        "{}",
        stderr(&out)
    );
    let found = puzzles_in(&out_file);
    assert_eq!(found.len(), 1);
    expected.source = Some("store guild 1 game 16".into());
    assert_eq!(found[0], expected);
    verify(&found[0], DEEPER).unwrap();
}

#[test]
fn selfplay_puzzles_hold_deeper_and_a_bad_layout_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let out_file = dir.path().join("puzzles.jsonl");
    let path = out_file.to_str().unwrap();
    let args = ["puzzles", "generate", "--selfplay", "4", "--nodes", NODES];
    let out = run(&[&args[..], &["--out", path]].concat());
    assert!(out.status.success(), "{}", stderr(&out));
    let found = puzzles_in(&out_file);
    assert!(!found.is_empty(), "{}", stderr(&out));
    for p in &found {
        assert!(p
            .source
            .as_deref()
            .unwrap()
            .starts_with("selfplay duel seed 1"));
        verify(p, DEEPER).unwrap_or_else(|e| panic!("{p:?}: {e}"));
    }
    let out = run(&[&args[..], &["--layout", "quad", "--out", path]].concat());
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("not a two-player layout"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn verify_passes_a_generated_file_and_keeps_only_what_holds_of_a_tampered_one() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("puzzles.jsonl");
    let path = file.to_str().unwrap();
    let args = ["puzzles", "generate", "--selfplay", "4", "--nodes", NODES];
    assert!(run(&[&args[..], &["--out", path]].concat())
        .status
        .success());
    let deeper = DEEPER.to_string();
    let out = run(&["puzzles", "verify", path, "--nodes", &deeper]);
    assert!(out.status.success(), "{}", stderr(&out));
    // A wrong answer added: verify fails on it, and --keep keeps the others.
    let good = puzzles_in(&file);
    let mut wrong = good[0].clone();
    let pos: Position = wrong.fen.parse().unwrap();
    let other = pos.legal_moves().into_iter().map(|m| m.to_string());
    wrong.solution = vec![other.into_iter().find(|m| *m != wrong.solution[0]).unwrap()];
    let mut text = std::fs::read_to_string(&file).unwrap();
    text.push_str(&serde_json::to_string(&wrong).unwrap());
    text.push('\n');
    std::fs::write(&file, text).unwrap();
    let out = run(&["puzzles", "verify", path, "--nodes", &deeper]);
    assert!(!out.status.success());
    assert!(
        support::stdout(&out).contains(&wrong.id),
        "{}",
        support::stdout(&out)
    );
    let kept = dir.path().join("kept.jsonl");
    let keep = ["--keep", kept.to_str().unwrap()];
    let out = run(&[&["puzzles", "verify", path, "--nodes", &deeper][..], &keep].concat());
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(puzzles_in(&kept), good);
}
