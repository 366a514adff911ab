//! Carnett's game: the computer's thinking time per action. The figure is
//! `normal` at most 1 s per action on average on this machine; first the average over
//! whole games of `normal` against `easy` (what selfplay prints too), then criterion
//! on single choices from the start and from a middle game, and the rules' own speed
//! (legal actions, a whole random game). Run with
//! `cargo bench -p martian-benches --bench carnett`.

use std::time::Duration;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use martian_carnett::{Color, Game, PlayerView, Seed};
use martian_carnett_ai::selfplay::play_match;
use martian_carnett_ai::{choose, Level};

/// Average time per turn action of `normal` over 20 games against `easy`.
fn normal_per_action() {
    let result = play_match(Level::Normal, Level::Easy, 20, 1, |_, _, _| {}).expect("legal play");
    let s = &result.stats[0];
    let average = s.action_time.as_secs_f64() * 1000.0 / s.actions.max(1) as f64;
    println!(
        "normal against easy, 20 games: {} turn actions, {average:.2} ms per action on average, slowest {:.1} ms (won {} of 20)",
        s.actions,
        s.slowest.as_secs_f64() * 1000.0,
        result.won,
    );
}

/// Views of `normal`'s seat before some of its actions in a game against `easy`.
fn views() -> Vec<(&'static str, PlayerView)> {
    let (mut game, _) = Game::new(Seed::from_u64(4));
    let mut views = vec![("start", game.view(Color::White))];
    let mut actions = 0;
    while let Some(seat) = game.to_act() {
        let level = if seat == Color::White {
            Level::Normal
        } else {
            Level::Easy
        };
        let view = game.view(seat);
        if seat == Color::White && view.battle.is_none() && actions >= 30 && views.len() == 1 {
            views.push(("middle", view.clone()));
        }
        let Some(action) = choose(&view, level, 4) else {
            break;
        };
        game.apply(seat, action).expect("legal play");
        actions += 1;
    }
    views
}

fn bench(c: &mut Criterion) {
    normal_per_action();
    let mut group = c.benchmark_group("carnett");
    group.measurement_time(Duration::from_secs(5));
    for (name, view) in views() {
        group.bench_with_input(BenchmarkId::new("normal", name), &view, |b, view| {
            b.iter(|| choose(view, Level::Normal, 5))
        });
        group.bench_with_input(BenchmarkId::new("legal actions", name), &view, |b, view| {
            b.iter(|| view.legal_actions())
        });
    }
    group.bench_function("random game", |b| {
        b.iter(|| play_match(Level::Random, Level::Random, 1, 9, |_, _, _| {}))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
