//! `martian-chess tune`: fits the evaluation's weights to game results (Texel's
//! method) and writes them as the Rust file the `ai` crate compiles in.
//!
//! 1. Self-play: `--games` duel games per round, each opened with a few seeded random
//!    plies, then both sides searched by `hard-v1`'s search cut to `--nodes` positions
//!    a move, without the clock (the result depends only on the seed). Round 1 plays
//!    with the old evaluation ([`V1`]); each later round with the weights the round
//!    before fitted, so the positions come from ever better play.
//! 2. Samples: every position after the random opening (captures pending included:
//!    the quiescence search stands pat on such positions, and `threat_to_move` can
//!    only be learnt from them), labelled 1, ½ or 0 with how the game ended for the
//!    player to move (a game stopped at `--max-plies` is decided on points).
//! 3. Fit: the predicted result is `1 / (1 + exp(-k · eval / 100))` with `eval` the
//!    mover's evaluation in centipoints (a linear function of the weights). `k` is
//!    fitted once to the starting weights, then the weights (all but `point`, the
//!    unit, fixed at 100) by full-batch Adam on the mean squared error, a fixed number
//!    of steps from the same start: the same seed and arguments give the same weights.

use std::fmt::Write as _;
use std::path::PathBuf;

use anyhow::{Context, Result};

use martian_chess::ai::{
    analyse_with, features, Level, Limits, Weights, FEATURES, NAMES, SCALE, V1,
};
use martian_chess::engine::{GameResult, Layout, Player, Position, Rules};

use super::progress;

#[derive(clap::Args, Debug)]
pub struct TuneArgs {
    /// Self-play games per round.
    #[arg(long, default_value_t = 400)]
    pub games: u32,
    /// Rounds of play-then-fit (round 1 plays with the old evaluation).
    #[arg(long, default_value_t = 2)]
    pub rounds: u32,
    /// Seed of the whole run: the same seed gives the same weights.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Positions each side may search per move in the self-play games.
    #[arg(long, default_value_t = 4000)]
    pub nodes: u64,
    /// Random plies that open each game (variety).
    #[arg(long, default_value_t = 8)]
    pub random_plies: u32,
    /// A game still going after this many plies is decided on points.
    #[arg(long, default_value_t = 200)]
    pub max_plies: u32,
    /// Optimiser steps per fit.
    #[arg(long, default_value_t = 3000)]
    pub steps: u32,
    /// Write the weights as Rust here (the checked-in file is
    /// crates/ai/src/tuned.rs); without it they are printed.
    #[arg(long)]
    pub out: Option<PathBuf>,
}

/// A position's terms for the player to move (theirs minus the opponent's) and how
/// the game ended for that player.
struct Sample {
    x: [f64; FEATURES],
    result: f64,
}

pub fn run(args: &TuneArgs) -> Result<()> {
    let start =
        Position::start(Layout::duel(), Rules::default()).map_err(|e| anyhow::anyhow!("{e}"))?;
    let mut weights = V1;
    let mut all: Vec<Sample> = Vec::new();
    let mut k = 1.0;
    let mut loss = 0.0;
    for round in 0..args.rounds {
        let bar = progress::bar(u64::from(args.games), "games");
        for game in 0..args.games {
            let seed =
                martian_chess::ai::game_seed(args.seed, u64::from(round) << 32 | u64::from(game));
            play(start, seed, &weights, args, &mut all);
            bar.inc(1);
        }
        bar.finish_and_clear();
        if round == 0 {
            k = fit_k(&all, &V1);
        }
        weights = fit(&all, k, &weights, args.steps);
        loss = mse(&all, k, &to_f64(&weights));
        eprintln!(
            "round {}: {} positions, k {k:.3}, error {loss:.5}, weights {:?}",
            round + 1,
            all.len(),
            weights.values
        );
    }
    let text = render(args, all.len(), k, loss, &weights);
    match &args.out {
        Some(path) => {
            std::fs::write(path, text).with_context(|| format!("writing {}", path.display()))?
        }
        None => print!("{text}"),
    }
    Ok(())
}

/// Plays one game and adds its quiet positions to `samples`.
fn play(start: Position, seed: u64, weights: &Weights, args: &TuneArgs, samples: &mut Vec<Sample>) {
    let limits = Limits::nodes_only().nodes(args.nodes).weights(*weights);
    let mut pos = start;
    let mut seen: Vec<(Player, [f64; FEATURES])> = Vec::new();
    let mut ply = 0;
    while ply < args.max_plies && !pos.is_over() {
        let level = if ply < args.random_plies {
            Level::Random
        } else {
            Level::HardV1
        };
        if ply >= args.random_plies {
            let mover = pos.to_move();
            let other = Player::from_number(3 - mover.number()).expect("a duel seat");
            let mine = features(&pos, mover);
            let theirs = features(&pos, other);
            let mut x = [0.0; FEATURES];
            for ((x, mine), theirs) in x.iter_mut().zip(mine).zip(theirs) {
                *x = f64::from(mine - theirs) / f64::from(SCALE);
            }
            seen.push((mover, x));
        }
        let Some(choice) = analyse_with(&pos, level, seed.wrapping_add(u64::from(ply)), limits)
        else {
            break;
        };
        if pos.play(choice.best).is_err() {
            return;
        }
        ply += 1;
    }
    let winner_score = |p: Player| -> f64 {
        match pos.outcome().map(|o| o.result) {
            Some(GameResult::Win(w)) => f64::from(u8::from(w.contains(p))),
            Some(GameResult::Draw(_)) => 0.5,
            None => {
                let mine = pos.score(p);
                let theirs = pos.scores().iter().sum::<u16>() - mine;
                match mine.cmp(&theirs) {
                    std::cmp::Ordering::Greater => 1.0,
                    std::cmp::Ordering::Equal => 0.5,
                    std::cmp::Ordering::Less => 0.0,
                }
            }
        }
    };
    samples.extend(seen.into_iter().map(|(p, x)| Sample {
        x,
        result: winner_score(p),
    }));
}

fn to_f64(w: &Weights) -> [f64; FEATURES] {
    w.values.map(f64::from)
}

fn sigmoid(v: f64) -> f64 {
    1.0 / (1.0 + (-v).exp())
}

fn predict(s: &Sample, k: f64, w: &[f64; FEATURES]) -> f64 {
    let eval: f64 = s.x.iter().zip(w).map(|(x, w)| x * w).sum();
    sigmoid(k * eval / 100.0)
}

fn mse(samples: &[Sample], k: f64, w: &[f64; FEATURES]) -> f64 {
    let n = samples.len().max(1) as f64;
    samples
        .iter()
        .map(|s| (predict(s, k, w) - s.result).powi(2))
        .sum::<f64>()
        / n
}

/// The scale `k` that best fits the starting weights (a grid, then a finer one).
fn fit_k(samples: &[Sample], start: &Weights) -> f64 {
    let w = to_f64(start);
    let mut best = (f64::MAX, 1.0);
    for i in 1..=60 {
        let k = f64::from(i) * 0.05;
        best = best.min_by_key_f(mse(samples, k, &w), k);
    }
    let centre = best.1;
    for i in -10..=10 {
        let k = centre + f64::from(i) * 0.005;
        if k > 0.0 {
            best = best.min_by_key_f(mse(samples, k, &w), k);
        }
    }
    best.1
}

trait MinBy {
    fn min_by_key_f(self, error: f64, k: f64) -> Self;
}

impl MinBy for (f64, f64) {
    fn min_by_key_f(self, error: f64, k: f64) -> (f64, f64) {
        if error < self.0 {
            (error, k)
        } else {
            self
        }
    }
}

/// Full-batch Adam on the mean squared error, `point` held at 100.
fn fit(samples: &[Sample], k: f64, start: &Weights, steps: u32) -> Weights {
    let mut w = to_f64(start);
    let (mut m, mut v) = ([0.0; FEATURES], [0.0; FEATURES]);
    let (rate, beta1, beta2) = (1.0, 0.9, 0.999);
    let n = samples.len().max(1) as f64;
    for step in 1..=steps {
        let mut grad = [0.0; FEATURES];
        for s in samples {
            let p = predict(s, k, &w);
            let common = 2.0 * (p - s.result) * p * (1.0 - p) * k / 100.0;
            for (g, x) in grad.iter_mut().zip(&s.x) {
                *g += common * x;
            }
        }
        for i in 1..FEATURES {
            let g = grad[i] / n;
            m[i] = beta1 * m[i] + (1.0 - beta1) * g;
            v[i] = beta2 * v[i] + (1.0 - beta2) * g * g;
            let mh = m[i] / (1.0 - beta1.powi(step as i32));
            let vh = v[i] / (1.0 - beta2.powi(step as i32));
            w[i] -= rate * mh / (vh.sqrt() + 1e-9);
        }
    }
    let mut values = w.map(|w| w.round() as i32);
    values[0] = 100;
    Weights { values }
}

fn render(args: &TuneArgs, positions: usize, k: f64, loss: f64, w: &Weights) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "//! The evaluation's weights, written by `martian-chess tune` (do not edit by hand)."
    );
    let _ = writeln!(out, "//!");
    let _ = writeln!(
        out,
        "//! Made by: `martian-chess tune --games {} --rounds {} --seed {} --nodes {} --random-plies {} --max-plies {} --steps {}`",
        args.games, args.rounds, args.seed, args.nodes, args.random_plies, args.max_plies, args.steps
    );
    let _ = writeln!(
        out,
        "//! from {} self-play duel games ({} a round) and {positions} positions; k {k:.3}, mean squared error {loss:.5}.",
        args.games * args.rounds,
        args.games
    );
    let _ = writeln!(out, "\nuse super::weights::Weights;\n");
    let _ = writeln!(out, "pub const TUNED: Weights = Weights {{");
    let _ = writeln!(out, "    values: [");
    // Padded as rustfmt aligns trailing comments, so that the file stays as written.
    let width = w
        .values
        .iter()
        .map(|v| v.to_string().len() + 1)
        .max()
        .unwrap_or(0);
    for (name, value) in NAMES.iter().zip(w.values) {
        let _ = writeln!(out, "        {:<width$} // {name}", format!("{value},"));
    }
    let _ = writeln!(out, "    ],");
    let _ = writeln!(out, "}};");
    out
}
