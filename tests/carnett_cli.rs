//! Carnett's game on the command line: `moves --game carnett` and `verify-carnett`
//! accepting a true record and refusing a wrong seed and a tampered roll.

mod support;

use martian_chess::carnett::record::Record;
use martian_chess::carnett::{Game, Seed};
use support::{run, stderr, stdout};

#[test]
fn moves_lists_the_twenty_moves_of_the_start() {
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let out = run(&["moves", "--game", "carnett", fen]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let moves: Vec<&str> = text.split_whitespace().collect();
    assert_eq!(moves.len(), 20);
    assert_eq!(moves[0], "a2a3");
    let mut sorted = moves.clone();
    sorted.sort();
    assert_eq!(moves, sorted);
    // Castling with the king's path attacked, promotions as four moves.
    let out = run(&[
        "moves",
        "--game",
        "carnett",
        "r3k3/1P6/8/8/8/8/8/4K2R w K - 0 1",
    ]);
    let text = stdout(&out);
    assert!(text.contains("e1g1"), "{text}");
    assert!(
        text.contains("b7a8q b7a8r") && text.contains("b7b8n"),
        "{text}"
    );
}

#[test]
fn moves_refuses_a_bad_fen_or_game_in_a_sentence() {
    let out = run(&["moves", "--game", "carnett", "not a fen"]);
    assert!(!out.status.success());
    assert!(stderr(&out).contains("invalid FEN"), "{}", stderr(&out));
    let out = run(&["moves", "--game", "go", "x"]);
    assert!(!out.status.success());
    assert!(stderr(&out).contains("is not a game"), "{}", stderr(&out));
}

/// A whole game's record: each seat takes a fixed, spread choice among its actions.
fn a_record(seed: Seed) -> String {
    let (mut game, start) = Game::new(seed);
    let mut record = Record::new(&seed, &start);
    let mut step = 0usize;
    while let Some(seat) = game.to_act() {
        let actions = game.legal_actions();
        let action = actions[(step * 7919 + 13) % actions.len()];
        let events = game.apply(seat, action).expect("a listed action");
        record.push(seat, action, &events);
        step += 1;
    }
    record.to_text()
}

#[test]
fn verify_carnett_accepts_a_true_record_and_names_what_does_not_follow() {
    let dir = tempfile::tempdir().unwrap();
    let seed = Seed::from_u64(2026);
    let (hex, sha) = (seed.to_hex(), seed.sha256_hex());
    let text = a_record(seed);
    let file = dir.path().join("game.txt");
    std::fs::write(&file, &text).unwrap();
    let path = file.to_str().unwrap();

    let out = run(&["verify-carnett", &hex, &sha, path]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).starts_with("verified:"), "{}", stdout(&out));

    // A wrong seed.
    let other = Seed::from_u64(2027).to_hex();
    let out = run(&["verify-carnett", &other, &sha, path]);
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("does not match the hash"),
        "{}",
        stderr(&out)
    );

    // A tampered roll: the third roll of the game.
    let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
    let at = lines
        .iter()
        .enumerate()
        .filter(|(_, l)| l.starts_with("roll "))
        .nth(2)
        .map(|(i, _)| i)
        .unwrap();
    let value: u8 = lines[at][7..].parse().unwrap();
    lines[at] = format!("{}{}", &lines[at][..7], value % 6 + 1);
    std::fs::write(&file, lines.join("\n")).unwrap();
    let out = run(&["verify-carnett", &hex, &sha, path]);
    assert!(!out.status.success());
    let err = stderr(&out);
    assert!(err.contains(&format!("line {}:", at + 1)), "{err}");
    assert!(err.contains("does not follow from the seed"), "{err}");
    assert!(!err.contains("panicked"), "{err}");

    // Not a seed, not a file.
    let out = run(&["verify-carnett", "xyz", &sha, path]);
    assert!(
        stderr(&out).contains("the seed is wrong"),
        "{}",
        stderr(&out)
    );
    let out = run(&["verify-carnett", &hex, &sha, "/no/such/file"]);
    assert!(
        stderr(&out).contains("cannot read the record"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn selfplay_prints_the_score_and_the_time_per_action() {
    let out = run(&[
        "selfplay", "--game", "carnett", "--first", "normal", "--second", "easy", "--games", "2",
        "--seed", "3",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains("normal vs easy in Carnett's game, 2 games, seed 3"),
        "{text}"
    );
    assert!(text.contains("(score "), "{text}");
    assert!(text.contains("ms per action on average"), "{text}");
    let out = run(&[
        "selfplay", "--game", "carnett", "--first", "hard", "--second", "easy",
    ]);
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("not a level of Carnett's game"),
        "{}",
        stderr(&out)
    );
}
