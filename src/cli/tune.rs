//! `martian-chess tune`: fits the evaluation's weights to game results (Texel's
//! method) and writes them as the Rust file the `ai` crate compiles in.
//!
//! 1. Self-play: `--games` games per round on `--layout` (a duel by default; `tri`,
//!    `quad`, `penta` or `hexa` for a free-for-all), each opened with a few seeded
//!    random plies, then every seat searched with its search cut to `--nodes`
//!    positions a move, without the clock (the result depends only on the seed): a
//!    duel by `hard-v1`'s search, a free-for-all by `hard`'s (max-n in `tri`,
//!    measured against the mean of the best and the average opponent), since that is
//!    how the weights will be used. Round 1 plays with the old evaluation ([`V1`]);
//!    each later round with the weights the round before fitted, so the positions come
//!    from ever better play.
//! 2. Samples: every position after the random opening (captures pending included:
//!    the quiescence search stands pat on such positions, and `threat_to_move` can
//!    only be learnt from them), labelled with how the game ended for the player to
//!    move: 1 for a win, 0 for a loss, a draw shared among the tied (a game stopped at
//!    `--max-plies` is decided on points).
//! 3. Fit: the predicted result is `1 / (1 + (n - 1) · exp(-k · eval / 100))` for `n`
//!    sides (the logistic curve in a duel; 1/n at an even position), with `eval` the
//!    mover's evaluation in centipoints: in a duel a linear function of the weights,
//!    in a free-for-all the mover's value less the mean of the best and the average
//!    of the others' (as the search measures it). `k` is fitted once to the starting
//!    weights, then the weights (all but `point`, the unit, fixed at 100) by
//!    full-batch Adam on the mean squared error, a fixed number of steps from the same
//!    start: the same seed and arguments give the same weights.

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
    /// The layout of the games: duel (the weights of every two-sided game) or a
    /// free-for-all, tri, quad, penta or hexa (the weights of that many players).
    #[arg(long, default_value = "duel")]
    pub layout: String,
    /// Write the weights as Rust here (the checked-in files are
    /// crates/ai/src/tuned.rs for the duel and crates/ai/src/tuned_tri.rs for tri);
    /// without it they are printed.
    #[arg(long)]
    pub out: Option<PathBuf>,
}

/// A position's terms and how the game ended for the player to move. With two sides
/// `own` is the mover's terms minus the opponent's and `others` is empty (the value is
/// linear); in a free-for-all `own` is the mover's terms and `others` every other
/// seat's.
struct Sample {
    own: [f64; FEATURES],
    others: Vec<[f64; FEATURES]>,
    result: f64,
}

impl Sample {
    /// Sides in the game (the prediction's `n`).
    fn sides(&self) -> f64 {
        (self.others.len() + 1).max(2) as f64
    }

    /// The mover's evaluation under `w`, and its gradient in `w`.
    fn value(&self, w: &[f64; FEATURES]) -> (f64, [f64; FEATURES]) {
        let dot = |x: &[f64; FEATURES]| x.iter().zip(w).map(|(x, w)| x * w).sum::<f64>();
        let own = dot(&self.own);
        if self.others.is_empty() {
            return (own, self.own);
        }
        // The rival as the search's `Rival::BestAndAverage`: (best + average) / 2.
        let n = self.others.len() as f64;
        let values: Vec<f64> = self.others.iter().map(dot).collect();
        let best = (0..values.len())
            .max_by(|&a, &b| values[a].total_cmp(&values[b]))
            .unwrap_or(0);
        let average = values.iter().sum::<f64>() / n;
        let mut grad = self.own;
        for (i, x) in self.others.iter().enumerate() {
            let share = if i == best { 0.5 + 0.5 / n } else { 0.5 / n };
            for (g, x) in grad.iter_mut().zip(x) {
                *g -= share * x;
            }
        }
        (own - (values[best] + average) / 2.0, grad)
    }
}

pub fn run(args: &TuneArgs) -> Result<()> {
    // Halves and teams are two-sided: they play with the duel's weights.
    let layout = Layout::by_name(args.layout.trim())
        .filter(|layout| ["duel", "tri", "quad", "penta", "hexa"].contains(&layout.name()))
        .ok_or_else(|| {
            anyhow::anyhow!(
                "\"{}\" is not a layout to tune: use duel, tri, quad, penta or hexa",
                args.layout
            )
        })?;
    let start = Position::start(layout, Rules::default()).map_err(|e| anyhow::anyhow!("{e}"))?;
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
    let text = render(args, layout, all.len(), k, loss, &weights);
    match &args.out {
        Some(path) => {
            std::fs::write(path, text).with_context(|| format!("writing {}", path.display()))?
        }
        None => print!("{text}"),
    }
    Ok(())
}

/// Plays one game and adds its positions after the random opening to `samples`.
fn play(start: Position, seed: u64, weights: &Weights, args: &TuneArgs, samples: &mut Vec<Sample>) {
    let players = start.layout().players();
    let limits = Limits::nodes_only().nodes(args.nodes).weights(*weights);
    // A free-for-all's table is sized to the budget (a full one costs more to clear
    // than thousands of nodes to search); the duel keeps hard-v1's, with which its
    // checked-in weights were made.
    let limits = if players == 2 {
        limits
    } else {
        // Twice the budget's entries, and never more than max's table.
        limits.table_bits((64 - args.nodes.max(1).leading_zeros() + 1).min(22))
    };
    let seats: Vec<Player> = (1..=players as u8)
        .filter_map(Player::from_number)
        .collect();
    // A duel is played by hard-v1's search, as when the duel's weights were fitted; a
    // free-for-all by hard's, which is how its weights are used.
    let searcher = if players == 2 {
        Level::HardV1
    } else {
        Level::Hard
    };
    let scale = f64::from(SCALE);
    let terms = |pos: &Position, seat: Player| features(pos, seat).map(|f| f64::from(f) / scale);
    let mut pos = start;
    let mut seen: Vec<(Player, Sample)> = Vec::new();
    let mut ply = 0;
    while ply < args.max_plies && !pos.is_over() {
        let level = if ply < args.random_plies {
            Level::Random
        } else {
            searcher
        };
        if ply >= args.random_plies {
            let mover = pos.to_move();
            let own = terms(&pos, mover);
            let mut others = seats
                .iter()
                .filter(|&&seat| seat != mover)
                .map(|&seat| terms(&pos, seat));
            // Two sides: the difference, so that the value is linear in the weights.
            let sample = if players == 2 {
                let theirs = others.next().unwrap_or([0.0; FEATURES]);
                Sample {
                    own: std::array::from_fn(|i| own[i] - theirs[i]),
                    others: Vec::new(),
                    result: 0.0,
                }
            } else {
                Sample {
                    own,
                    others: others.collect(),
                    result: 0.0,
                }
            };
            seen.push((mover, sample));
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
    let result = |p: Player| -> f64 {
        match pos.outcome().map(|o| o.result) {
            Some(GameResult::Win(w)) => f64::from(u8::from(w.contains(p))),
            Some(GameResult::Draw(tied)) if tied.contains(p) => 1.0 / tied.len() as f64,
            Some(GameResult::Draw(_)) => 0.0,
            None => {
                // Stopped: decided on points, a tie at the top shared.
                let best = pos.scores().iter().copied().max().unwrap_or(0);
                let top = pos.scores().iter().filter(|&&s| s == best).count();
                if pos.score(p) == best {
                    1.0 / top as f64
                } else {
                    0.0
                }
            }
        }
    };
    samples.extend(seen.into_iter().map(|(p, mut sample)| {
        sample.result = result(p);
        sample
    }));
}

fn to_f64(w: &Weights) -> [f64; FEATURES] {
    w.values.map(f64::from)
}

fn sigmoid(v: f64) -> f64 {
    1.0 / (1.0 + (-v).exp())
}

/// The predicted result and the mover's evaluation's gradient.
fn predict(s: &Sample, k: f64, w: &[f64; FEATURES]) -> (f64, [f64; FEATURES]) {
    let (eval, grad) = s.value(w);
    let p = if s.others.is_empty() {
        sigmoid(k * eval / 100.0)
    } else {
        1.0 / (1.0 + (s.sides() - 1.0) * (-k * eval / 100.0).exp())
    };
    (p, grad)
}

fn mse(samples: &[Sample], k: f64, w: &[f64; FEATURES]) -> f64 {
    let n = samples.len().max(1) as f64;
    samples
        .iter()
        .map(|s| (predict(s, k, w).0 - s.result).powi(2))
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
            // dp/d(eval) = k/100 · p(1 - p) for either curve.
            let (p, x) = predict(s, k, &w);
            let common = 2.0 * (p - s.result) * p * (1.0 - p) * k / 100.0;
            for (g, x) in grad.iter_mut().zip(&x) {
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

/// The Rust file of the weights: `TUNED` for the duel, `TUNED_TRI` (and so on) for a
/// free-for-all, each with the command that made it.
fn render(
    args: &TuneArgs,
    layout: &Layout,
    positions: usize,
    k: f64,
    loss: f64,
    w: &Weights,
) -> String {
    let duel = layout.players() == 2;
    let (option, name) = if duel {
        (String::new(), "TUNED".to_string())
    } else {
        (
            format!(" --layout {}", layout.name()),
            format!("TUNED_{}", layout.name().to_uppercase()),
        )
    };
    let mut out = String::new();
    let _ = writeln!(
        out,
        "//! The evaluation's weights, written by `martian-chess tune` (do not edit by hand)."
    );
    let _ = writeln!(out, "//!");
    let _ = writeln!(
        out,
        "//! Made by: `martian-chess tune{option} --games {} --rounds {} --seed {} --nodes {} --random-plies {} --max-plies {} --steps {}`",
        args.games, args.rounds, args.seed, args.nodes, args.random_plies, args.max_plies, args.steps
    );
    let _ = writeln!(
        out,
        "//! from {} self-play {} games ({} a round) and {positions} positions; k {k:.3}, mean squared error {loss:.5}.",
        args.games * args.rounds,
        layout.name(),
        args.games
    );
    let _ = writeln!(out, "\nuse super::weights::Weights;\n");
    let _ = writeln!(out, "pub const {name}: Weights = Weights {{");
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

#[cfg(test)]
mod tests {
    use super::*;

    fn terms(seed: u64) -> [f64; FEATURES] {
        std::array::from_fn(|i| ((seed * 31 + i as u64 * 17) % 11) as f64 - 5.0)
    }

    #[test]
    fn a_duel_sample_is_linear_in_the_weights() {
        let sample = Sample {
            own: terms(1),
            others: Vec::new(),
            result: 1.0,
        };
        let w = to_f64(&V1);
        let (value, grad) = sample.value(&w);
        let dot: f64 = sample.own.iter().zip(&w).map(|(x, w)| x * w).sum();
        assert_eq!(value, dot);
        assert_eq!(grad, sample.own);
        assert_eq!(sample.sides(), 2.0);
    }

    #[test]
    fn a_free_for_all_sample_is_measured_against_the_best_and_the_average() {
        let sample = Sample {
            own: terms(1),
            others: vec![terms(2), terms(3), terms(4)],
            result: 0.0,
        };
        let w = to_f64(&V1);
        let dot = |x: &[f64; FEATURES]| x.iter().zip(&w).map(|(x, w)| x * w).sum::<f64>();
        let others: Vec<f64> = sample.others.iter().map(dot).collect();
        let best = others.iter().copied().fold(f64::MIN, f64::max);
        let average = others.iter().sum::<f64>() / 3.0;
        let (value, grad) = sample.value(&w);
        assert!((value - (dot(&sample.own) - (best + average) / 2.0)).abs() < 1e-9);
        // The gradient is the value's slope in every weight (away from a tie for best).
        for i in 0..FEATURES {
            let mut nudged = w;
            nudged[i] += 1e-3;
            let slope = (sample.value(&nudged).0 - value) / 1e-3;
            assert!(
                (slope - grad[i]).abs() < 1e-6,
                "weight {i}: {slope} vs {}",
                grad[i]
            );
        }
        // An even position with four sides predicts a quarter of a win.
        let even = Sample {
            own: [0.0; FEATURES],
            others: vec![[0.0; FEATURES]; 3],
            result: 0.0,
        };
        assert!((predict(&even, 1.0, &w).0 - 0.25).abs() < 1e-12);
    }
}
