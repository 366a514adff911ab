//! Engine speed: perft from the starts and `play` calls. Run with `cargo bench --bench perft`.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use martian_engine::{perft, Layout, Move, Position, Rules};

fn start(layout: &'static Layout) -> Position {
    Position::start(layout, Rules::default()).expect("start position")
}

fn bench_perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for (layout, depth) in [
        (Layout::duel(), 6),
        (Layout::duel(), 7),
        (Layout::quad(), 5),
    ] {
        let pos = start(layout);
        group.throughput(Throughput::Elements(perft(&pos, depth)));
        group.bench_with_input(BenchmarkId::new(layout.name(), depth), &pos, |b, pos| {
            b.iter(|| perft(std::hint::black_box(pos), depth))
        });
    }
    group.finish();
}

/// A fixed line of play (first legal move each ply, so it is reproducible).
fn line(layout: &'static Layout, plies: usize) -> Vec<Move> {
    let mut pos = start(layout);
    let mut moves = Vec::new();
    for i in 0..plies {
        let legal = pos.legal_moves();
        let Some(m) = legal.get(i % legal.len().max(1)).copied() else {
            break;
        };
        pos.play(m).expect("generated moves are legal");
        moves.push(m);
    }
    moves
}

fn bench_play(c: &mut Criterion) {
    let mut group = c.benchmark_group("play");
    for layout in [Layout::duel(), Layout::quad()] {
        let moves = line(layout, 40);
        let pos = start(layout);
        group.throughput(Throughput::Elements(moves.len() as u64));
        group.bench_function(layout.name(), |b| {
            b.iter(|| {
                let mut p = pos;
                for m in &moves {
                    p.play(*m).expect("legal");
                }
                p
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench_perft, bench_play);
criterion_main!(benches);
