//! Board image speed and size: a duel and a quad PNG (budget 3 ms / 5 ms, 60 KB each)
//! and a 60-move GIF replay (budget 100 ms, 1 MB). Sizes are printed once, with the
//! worst-case quad (long names, captures, winner borders, a verdict; as in
//! `tests/render.rs`), which must stay at or under 60 KB too. Carnett's board: a busy
//! mid-game table (a battle under way, prisons and reserves filled, long names; as in
//! `crates/render/tests/carnett.rs`), goal a few ms and under 60 KB, and the replay GIF
//! of a whole random game.
//!
//! Criterion repeats a board in one process, so these are the boards after the first.
//! The first board of a fresh process (the renderer prepares each part on first use) is
//! timed by `crates/render/examples/first_board.rs`, a process per run.

use criterion::{criterion_group, criterion_main, Criterion};
use martian_carnett::{Action, Color, Seed};
use martian_engine::{Game, Layout, Position, Rules};
use martian_render::{self as render, carnett, Options};
use martian_testkit::IndexedRandom;

/// A fixed random game of up to `plies` moves (the same one at every run).
fn game(layout: &'static Layout, plies: usize) -> Game {
    let start = Position::start(layout, Rules::default()).expect("start position");
    let mut game = Game::new(start);
    let mut rng = martian_testkit::rng(0x9E37_79B9);
    while game.ply() < plies {
        let Some(&m) = game.position().legal_moves().choose(&mut rng) else {
            break;
        };
        game.play(m).expect("legal move");
    }
    game
}

fn options() -> Options {
    let names = ["alice", "bob", "carol", "dave"].map(String::from).to_vec();
    Options {
        names,
        ..Options::default()
    }
}

/// The actions of a fixed random game of Carnett's, to its end or `limit` actions.
fn carnett_game(limit: usize) -> (Seed, Vec<(Color, Action)>) {
    let seed = Seed::from_u64(0x9E37_79B9);
    let (mut game, _) = martian_carnett::Game::new(seed);
    let mut rng = martian_testkit::rng(0x9E37_79B9);
    let mut actions = Vec::new();
    while actions.len() < limit {
        let Some(seat) = game.to_act() else { break };
        let Some(&action) = game.legal_actions().choose(&mut rng) else {
            break;
        };
        game.apply(seat, action).expect("legal action");
        actions.push((seat, action));
    }
    (seed, actions)
}

fn bench(c: &mut Criterion) {
    let options = options();
    let duel = *game(Layout::duel(), 12).position();
    let quad = *game(Layout::quad(), 12).position();
    let replay = game(Layout::duel(), 60);
    println!(
        "sizes: duel png {} B, quad png {} B, {}-move gif {} B",
        render::png(&duel, &options).len(),
        render::png(&quad, &options).len(),
        replay.ply(),
        render::gif(&replay, &options).len()
    );
    let (worst, worst_options) = render::samples::worst_case_quad();
    println!(
        "worst-case quad png {} B",
        render::png(&worst, &worst_options).len()
    );
    let (hexa, hexa_options) = render::samples::worst_case_hexa();
    println!(
        "worst-case hexa png {} B (12x8 board, six panels)",
        render::png(&hexa, &hexa_options).len()
    );
    let (busy, busy_options) = carnett::sample_busy();
    let (seed, actions) = carnett_game(600);
    let tables = carnett::replay(seed, &actions);
    println!(
        "carnett busy png {} B; carnett gif of {} frames {} B",
        carnett::png(&busy, &busy_options).len(),
        tables.len(),
        carnett::gif(&tables, &carnett::Options::default()).len()
    );
    c.bench_function("carnett busy png", |b| {
        b.iter(|| carnett::png(&busy, &busy_options))
    });
    c.bench_function("duel png", |b| b.iter(|| render::png(&duel, &options)));
    c.bench_function("quad png", |b| b.iter(|| render::png(&quad, &options)));
    c.bench_function("worst-case quad png", |b| {
        b.iter(|| render::png(&worst, &worst_options))
    });
    c.bench_function("worst-case hexa png", |b| {
        b.iter(|| render::png(&hexa, &hexa_options))
    });
    let mut group = c.benchmark_group("replay");
    group.sample_size(20);
    group.bench_function("60-move gif", |b| b.iter(|| render::gif(&replay, &options)));
    let first = &tables[..tables.len().min(100)];
    group.bench_function("carnett 100-frame gif", |b| {
        b.iter(|| carnett::gif(first, &carnett::Options::default()))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
