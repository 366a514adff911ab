//! Unit tests of the search as a whole (the parts have their own beside them).

use std::time::{Duration, Instant};

use super::*;
use crate::engine::{Layout, Rules};

fn start(layout: &'static Layout) -> Position {
    Position::start(layout, Rules::default()).unwrap()
}

#[test]
fn every_level_plays_a_legal_move_from_the_start() {
    for layout in [Layout::duel(), Layout::quad()] {
        let pos = start(layout);
        for level in [Level::Random, Level::Easy, Level::Normal] {
            let m = choose_move(&pos, level, 1).unwrap();
            assert!(pos.is_legal(m), "{level} {m}");
        }
    }
}

#[test]
fn the_node_budget_stops_the_search() {
    let pos = start(Layout::duel());
    for level in [Level::Easy, Level::Normal] {
        let c = analyse(&pos, level, 0).unwrap();
        assert!(c.nodes <= level.settings().nodes, "{level}: {}", c.nodes);
        assert!(c.depth >= 2, "{level}: depth {}", c.depth);
    }
}

#[test]
fn easy_errs_among_reasonable_moves_only() {
    // With a queen hanging, easy takes it nearly always, whatever the seed.
    let pos: Position = "3P/4/4/1Q2/P3/4/4/3Q 1 0,0 - - classic".parse().unwrap();
    let takes = (0..50)
        .filter(|seed| {
            choose_move(&pos, Level::Easy, *seed).map(|m| m.to_string()) == Some("a4b5".into())
        })
        .count();
    assert!(takes >= 45, "took the queen {takes} times in 50");
}

#[test]
fn a_single_legal_move_is_played_without_search() {
    // South's pawn on a1 is its only piece and has one move; North has a pawn.
    let pos: Position = "P3/4/4/4/4/4/4/P3 1 0,0 - - classic".parse().unwrap();
    assert_eq!(pos.legal_moves().len(), 1);
    let c = analyse(&pos, Level::Hard, 0).unwrap();
    assert_eq!(c.best.to_string(), "a1b2");
    assert_eq!(c.depth, 0);
}

/// Measures what `hard` reaches when given a full second per move (no node budget),
/// over the positions of a normal-against-normal game. Run with
/// `cargo test --release --lib hard_in_one_second -- --ignored --nocapture`.
#[test]
#[ignore = "a measurement, not a test"]
fn hard_in_one_second() {
    let mut pos = start(Layout::duel());
    let mut positions = Vec::new();
    while let Some(m) = choose_move(&pos, Level::Normal, positions.len() as u64) {
        positions.push(pos);
        pos.play(m).unwrap();
    }
    let (mut depth, mut nodes, mut time) = (0u64, 0u64, Duration::ZERO);
    for (i, p) in positions.iter().enumerate() {
        let mut settings = Level::Hard.settings();
        settings.nodes = u64::MAX;
        settings.time_cap = Duration::from_secs(1);
        let began = Instant::now();
        let result = search::Searcher::new(p, settings).run(p, &mut Rng::new(i as u64));
        time += began.elapsed();
        depth += u64::from(result.depth);
        nodes += result.nodes;
    }
    let n = positions.len() as f64;
    println!(
        "hard with 1 s per move over {} positions: average depth {:.2}, {:.0} nodes/s",
        positions.len(),
        depth as f64 / n,
        nodes as f64 / time.as_secs_f64()
    );
}
