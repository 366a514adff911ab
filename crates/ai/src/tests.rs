//! Unit tests of the search as a whole (the parts have their own beside them). They
//! search under `Limits::nodes_only`: no result here depends on the machine's speed.

use super::*;
use martian_engine::{Layout, Rules};

fn start(layout: &'static Layout) -> Position {
    Position::start(layout, Rules::default()).unwrap()
}

fn think(pos: &Position, level: Level, seed: u64) -> Option<Choice> {
    analyse_with(pos, level, seed, Limits::nodes_only())
}

#[test]
fn every_level_plays_a_legal_move_from_the_start() {
    for layout in [Layout::duel(), Layout::quad()] {
        let pos = start(layout);
        for level in [Level::Random, Level::Easy, Level::Normal] {
            let m = think(&pos, level, 1).unwrap().best;
            assert!(pos.is_legal(m), "{level} {m}");
        }
    }
}

#[test]
fn the_node_budget_stops_the_search() {
    let pos = start(Layout::duel());
    for level in [Level::Easy, Level::Normal] {
        let c = think(&pos, level, 0).unwrap();
        assert!(c.nodes <= level.settings().nodes, "{level}: {}", c.nodes);
        assert!(c.depth >= 2, "{level}: depth {}", c.depth);
    }
}

#[test]
fn a_zero_time_cap_stops_at_the_first_look_at_the_clock() {
    // The clock is read every 2048 nodes, so no time at all is exactly a budget of
    // 2048 nodes: the same move, the same statistics, and a legal move all the same.
    let pos = start(Layout::duel());
    let strip = |c: Choice| (c.best, c.depth, c.nodes, c.score);
    let hurried = analyse_with(&pos, Level::Hard, 5, Limits::game().time(Duration::ZERO));
    let budget = analyse_with(&pos, Level::Hard, 5, Limits::nodes_only().nodes(2048));
    let hurried = hurried.unwrap();
    assert!(pos.is_legal(hurried.best));
    assert!(hurried.nodes <= 2048 && hurried.depth >= 1, "{hurried:?}");
    assert_eq!(strip(hurried), strip(budget.unwrap()));
}

#[test]
fn limits_change_only_what_they_name() {
    let hard = Level::Hard.settings();
    let game = Limits::game().apply(hard);
    assert_eq!((game.nodes, game.time_cap), (hard.nodes, hard.time_cap));
    let exact = Limits::nodes_only().apply(hard);
    assert_eq!((exact.nodes, exact.time_cap), (hard.nodes, None));
    let both = Limits::nodes_only()
        .nodes(5)
        .time(Duration::from_secs(1))
        .apply(hard);
    assert_eq!(
        (both.nodes, both.time_cap, both.max_depth),
        (5, Some(Duration::from_secs(1)), hard.max_depth)
    );
    assert_eq!(Limits::default(), Limits::game());
}

#[test]
fn easy_errs_among_reasonable_moves_only() {
    // With a queen hanging, easy takes it nearly always, whatever the seed.
    let pos: Position = "3P/4/4/1Q2/P3/4/4/3Q 1 0,0 - - classic".parse().unwrap();
    let takes = (0..50)
        .filter(|seed| {
            think(&pos, Level::Easy, *seed).map(|c| c.best.to_string()) == Some("a4b5".into())
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

#[test]
fn max_searches_five_times_longer_than_hard_with_a_larger_table() {
    let (hard, max) = (Level::Hard.settings(), Level::Max.settings());
    assert_eq!(max.nodes, 5 * hard.nodes);
    assert!(max.tt_bits > hard.tt_bits);
    assert!(max.time_cap > hard.time_cap);
    // A small budget, so that the test does not wait on the machine.
    let pos = start(Layout::duel());
    let c = analyse_with(&pos, Level::Max, 1, Limits::nodes_only().nodes(20_000)).unwrap();
    assert!(pos.is_legal(c.best) && c.nodes <= 20_000, "{c:?}");
}

#[test]
fn hard_v1_is_hidden_but_parses() {
    assert_eq!("hard-v1".parse::<Level>(), Ok(Level::HardV1));
    assert!(!Level::ALL.contains(&Level::HardV1));
    assert_eq!(Level::HardV1.settings().weights, eval::V1);
    assert_eq!(Level::Hard.settings().weights, eval::WEIGHTS);
}

#[test]
fn limits_may_swap_the_weights() {
    let mut zero = eval::V1;
    zero.values[1..].fill(0);
    let settings = Limits::nodes_only()
        .weights(zero)
        .apply(Level::Normal.settings());
    assert_eq!(settings.weights, zero);
}

#[test]
fn a_free_for_all_at_hard_plays_legal_moves_the_same_for_the_same_seed() {
    // Small budgets keep the test quick; the same seed gives the same move.
    for name in ["tri", "hexa"] {
        let pos = start(Layout::by_name(name).unwrap());
        let limits = Limits::nodes_only().nodes(30_000);
        let brs = analyse_with(&pos, Level::Hard, 3, limits).unwrap();
        assert!(
            pos.is_legal(brs.best) && brs.nodes <= 30_000,
            "{name}: {brs:?}"
        );
        let again = analyse_with(&pos, Level::Hard, 3, limits).unwrap();
        assert_eq!(
            (brs.best, brs.depth, brs.nodes),
            (again.best, again.depth, again.nodes)
        );
        assert!(brs.depth >= 2, "{name}: {brs:?}");
    }
    for level in [Level::Hard, Level::Max] {
        assert_eq!(level.settings().free_for_all, level::FreeForAll::Field);
    }
    assert_eq!(
        Level::HardV1.settings().free_for_all,
        level::FreeForAll::Paranoid
    );
}
