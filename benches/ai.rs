//! The computer's thinking time: a `hard` move as in a game (node budget, 950 ms
//! safety net) must stay well under 1.5 s, on both starts and in a duel middle game;
//! `normal` for comparison. Run with `cargo bench -p martian-benches --bench ai`.
//!
//! Before the measurements, what `hard` reaches with a whole second per move and no
//! node budget, over positions of a normal-against-normal game: the figure to tune
//! the node budget by (nodes per second and depth on this machine).

use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use martian_ai::{analyse, analyse_with, choose_move_with, Level, Limits};
use martian_engine::{Layout, Position, Rules};

fn positions() -> [(&'static str, Position); 3] {
    let start = |layout| Position::start(layout, Rules::default()).expect("start position");
    let middle = "QQD1/QD2/DP2/2P1/1P2/1P1D/2DQ/1DQQ 1 1,1 - - classic";
    [
        ("duel start", start(Layout::duel())),
        ("duel middle", middle.parse().expect("a valid MCFEN")),
        ("quad start", start(Layout::quad())),
    ]
}

/// `hard` with one second per move and no node budget, on every eighth position of a
/// normal-against-normal game (a second for each).
fn hard_in_one_second() {
    let mut pos = Position::start(Layout::duel(), Rules::default()).expect("start position");
    let mut positions = Vec::new();
    let mut ply = 0;
    // Capped, as selfplay caps its games: two equal players could go round in circles.
    while ply < 400 {
        let Some(m) = choose_move_with(&pos, Level::Normal, ply, Limits::nodes_only()) else {
            break;
        };
        if ply % 8 == 0 {
            positions.push(pos);
        }
        pos.play(m).expect("the computer plays legal moves");
        ply += 1;
    }
    let second = Limits::game().nodes(u64::MAX).time(Duration::from_secs(1));
    let (mut depth, mut nodes) = (0u64, 0u64);
    let began = Instant::now();
    for (seed, p) in positions.iter().enumerate() {
        if let Some(c) = analyse_with(p, Level::Hard, seed as u64, second) {
            depth += u64::from(c.depth);
            nodes += c.nodes;
        }
    }
    let n = positions.len().max(1) as f64;
    println!(
        "hard with 1 s per move over {} positions: average depth {:.2}, {:.0} nodes/s",
        positions.len(),
        depth as f64 / n,
        nodes as f64 / began.elapsed().as_secs_f64()
    );
}

fn bench(c: &mut Criterion) {
    hard_in_one_second();
    let mut group = c.benchmark_group("move");
    // A hard move takes up to a second: ten of them per position is enough.
    group.sample_size(10);
    for level in [Level::Normal, Level::Hard] {
        for (name, pos) in positions() {
            group.bench_with_input(BenchmarkId::new(level.name(), name), &pos, |b, pos| {
                b.iter(|| analyse(pos, level, 5))
            });
        }
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
