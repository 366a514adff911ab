//! The computer opponent, from outside: it finds forced wins, never plays an illegal
//! move, keeps to its time, and is reproducible for a fixed seed.

use std::process::Command;
use std::time::{Duration, Instant};

use martian_chess::ai::{analyse, choose_move, Level};
use martian_chess::engine::{GameResult, Layout, Position, Rules};

/// Scores beyond this are forced wins found by the search.
const WON: i32 = 29_000;

fn pos(fen: &str) -> Position {
    fen.parse().expect("a valid MCFEN")
}

/// Whether `me`'s side has won the finished game.
fn has_won(pos: &Position, me: martian_chess::engine::Player) -> bool {
    matches!(pos.outcome().map(|o| o.result), Some(GameResult::Win(w)) if w.contains(me))
}

/// Whether the player to move can win the game with this very move.
fn wins_at_once(pos: &Position) -> bool {
    let me = pos.to_move();
    pos.legal_moves().into_iter().any(|m| {
        let mut child = *pos;
        child.play_unchecked(m);
        has_won(&child, me)
    })
}

/// A tiny deterministic generator for random games (the AI's own is private).
fn next(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut x = *state;
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// Positions met in random games under several layouts and rule options.
fn random_positions(count: usize) -> Vec<Position> {
    let setups = [
        (Layout::duel(), "classic"),
        (Layout::duel(), "classic+reject_captures_allowed"),
        (Layout::duel(), "classic+clock_auto27"),
        (Layout::duel(), "leaping"),
        (Layout::quad(), "classic"),
        (Layout::quad(), "classic+teams"),
    ];
    let mut state = 12345;
    let mut out = Vec::new();
    while out.len() < count {
        let (layout, rules) = setups[out.len() % setups.len()];
        let mut p = Position::start(layout, rules.parse::<Rules>().unwrap()).unwrap();
        let plies = next(&mut state) % 80;
        for _ in 0..plies {
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            let mut m = moves[(next(&mut state) % moves.len() as u64) as usize];
            // Now and then call the clock, so that positions with a running clock occur.
            if p.can_call_clock() && next(&mut state) % 10 == 0 {
                m = m.calling_clock();
            }
            p.play(m).unwrap();
        }
        out.push(p);
    }
    out
}

#[test]
fn takes_a_hanging_queen() {
    // South's pawn on a4 can take the queen on b5, which nothing can win back.
    let p = pos("3P/4/4/1Q2/P3/4/4/3Q 1 0,0 - - classic");
    for level in [Level::Normal, Level::Hard] {
        assert_eq!(
            choose_move(&p, level, 3).unwrap().to_string(),
            "a4b5",
            "{level}"
        );
    }
}

#[test]
fn wins_the_game_with_a_capture_in_one() {
    // South's last piece takes the queen on a5: 4 points to 2, and South's zone is
    // empty, so the game ends and South wins. Leaving any other way loses 1 to 2.
    let p = pos("3P/4/4/Q3/Q3/4/4/4 1 1,2 - - classic");
    for level in [Level::Easy, Level::Normal, Level::Hard] {
        for seed in 0..5 {
            let c = analyse(&p, level, seed).unwrap();
            assert_eq!(c.best.to_string(), "a4a5", "{level}");
            assert!(c.score >= WON, "{level}: {}", c.score);
        }
    }
}

#[test]
fn wins_the_game_in_two_moves() {
    // Hand-picked positions with no winning move now but a forced win next move; the
    // check after the search is exhaustive: every reply leaves a winning move.
    for fen in [
        "4/4/3P/4/Q3/4/1Q2/4 1 17,12 b6xb2 - classic",
        "4/2Q1/4/1D2/4/2PP/1QDQ/1P2 2 8,12 b4b5 - classic",
        "1Q2/DQ1P/2Q1/4/1QD1/4/4/4 1 15,4 d8b8 - classic",
    ] {
        let p = pos(fen);
        assert!(!wins_at_once(&p), "{fen}");
        let me = p.to_move();
        for level in [Level::Normal, Level::Hard] {
            let c = analyse(&p, level, 9).unwrap();
            assert!(c.score >= WON, "{fen} {level}: {}", c.score);
            let mut after = p;
            after.play(c.best).unwrap();
            assert!(after.outcome().is_none(), "{fen}: {}", c.best);
            for reply in after.legal_moves() {
                let mut next = after;
                next.play_unchecked(reply);
                assert!(
                    has_won(&next, me) || wins_at_once(&next),
                    "{fen} {level}: {} then {reply} escapes",
                    c.best
                );
            }
        }
    }
}

#[test]
fn never_plays_an_illegal_move() {
    for (i, p) in random_positions(240).iter().enumerate() {
        for level in [Level::Random, Level::Easy, Level::Normal] {
            match choose_move(p, level, i as u64) {
                Some(m) => assert!(p.is_legal(m), "{level} played {m} in {p}"),
                None => assert!(p.is_over(), "{level} found no move in {p}"),
            }
        }
    }
    // Hard on a few: it shares the search with normal, only deeper.
    for (i, p) in random_positions(6).iter().enumerate() {
        if let Some(m) = choose_move(p, Level::Hard, i as u64) {
            assert!(p.is_legal(m), "hard played {m} in {p}");
        }
    }
}

#[test]
fn calls_the_clock_only_when_it_may() {
    // Ahead on points, the computer may call the clock; the move must stay legal.
    let p = pos("QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 5,0 - - classic");
    let m = choose_move(&p, Level::Normal, 1).unwrap();
    assert!(p.is_legal(m), "{m}");
    let running = pos("QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 5,0 - 5 classic");
    let m = choose_move(&running, Level::Normal, 1).unwrap();
    assert!(!m.calls_clock() && running.is_legal(m), "{m}");
}

#[test]
fn a_finished_game_has_no_move() {
    // South has no piece left: the game is over.
    let p = pos("3P/4/4/Q3/4/4/4/4 2 4,2 a4a5 - classic");
    assert!(p.is_over());
    for level in [Level::Random, Level::Easy, Level::Normal, Level::Hard] {
        assert_eq!(choose_move(&p, level, 0), None);
    }
}

#[test]
fn hard_keeps_to_its_time() {
    let start = Position::start(Layout::duel(), Rules::default()).unwrap();
    let middle = pos("QQD1/QD2/DP2/2P1/1P2/1P1D/2DQ/1DQQ 1 1,1 - - classic");
    let quad = Position::start(Layout::quad(), Rules::default()).unwrap();
    for p in [start, middle, quad] {
        let began = Instant::now();
        let c = analyse(&p, Level::Hard, 5).unwrap();
        let took = began.elapsed();
        assert!(took < Duration::from_millis(1500), "{p}: {took:?}");
        assert!(c.depth >= 4, "{p}: depth {}", c.depth);
    }
}

#[test]
fn the_same_seed_gives_the_same_move() {
    for (i, p) in random_positions(30).iter().enumerate() {
        for level in [Level::Random, Level::Easy, Level::Normal] {
            let a = analyse(p, level, i as u64);
            let b = analyse(p, level, i as u64);
            let strip = |c: Option<martian_chess::ai::Choice>| {
                c.map(|c| (c.best, c.depth, c.nodes, c.score))
            };
            assert_eq!(strip(a), strip(b), "{level} in {p}");
        }
    }
    let p = Position::start(Layout::duel(), Rules::default()).unwrap();
    let strip = |c: martian_chess::ai::Choice| (c.best, c.depth, c.nodes, c.score);
    assert_eq!(
        strip(analyse(&p, Level::Hard, 77).unwrap()),
        strip(analyse(&p, Level::Hard, 77).unwrap())
    );
    // And the seed matters: random and easy vary across seeds.
    for level in [Level::Random, Level::Easy] {
        let moves: std::collections::HashSet<String> = (0..40)
            .filter_map(|seed| choose_move(&p, level, seed))
            .map(|m| m.to_string())
            .collect();
        assert!(moves.len() > 1, "{level} always plays the same");
    }
}

#[test]
fn selfplay_reports_wins_draws_and_losses() {
    let out = Command::new(env!("CARGO_BIN_EXE_martian-chess"))
        .args([
            "selfplay", "--first", "easy", "--second", "random", "--games", "4", "--seed", "3",
        ])
        .output()
        .expect("the binary runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains("easy won "), "{text}");
    assert!(text.contains("drew ") && text.contains("lost "), "{text}");
    let bad = Command::new(env!("CARGO_BIN_EXE_martian-chess"))
        .args(["selfplay", "--first", "expert", "--second", "random"])
        .output()
        .expect("the binary runs");
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("not a level"));
}
