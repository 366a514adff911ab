//! `martian-chess fit-winrate`: fits the curve that turns the analysis's values into
//! winning chances ([`WinCurve`]) to the results of the computer's own games.
//!
//! 1. Games: `--games` games on `--layout`, each between two of the levels easy,
//!    normal and hard (the pairs in turn, seats swapped every other game) at their
//!    node budgets times `--scale`, without the clock, opened with `--random-plies`
//!    seeded random plies for variety: the same seed gives the same games.
//! 2. Samples: every position after the opening that is not over, valued by the
//!    analysis's own search ([`review_choice`]) at `--nodes` positions, for the player
//!    to move, and labelled with how the game ended for that player's side: 1 won, 0
//!    lost, a share for a draw (½ between two sides); a game still going at
//!    `--max-plies` is decided on points.
//! 3. Fit: the `k` with the least mean squared error between the curve's chance and
//!    the labels, by a grid and then a finer grid (one parameter, no optimiser).
//!
//! Games run on `--threads` threads; the samples are put back in game order, so the
//! fit does not depend on how many.
//!
//! `--game carnett` fits Carnett's chess the same way, on its own games and review
//! (fit_carnett.rs): one curve, for its two players.

use std::path::PathBuf;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Mutex;

use anyhow::{anyhow, bail, Context, Result};

use martian_chess::ai::{analyse_with, game_seed, review_choice, Level, Limits};
use martian_chess::analysis::{FittedCurve, WinCurve};
use martian_chess::engine::{GameResult, Layout, PlayerSet, Position, Rules};

use super::fit_sample::Sample;
use super::progress;

#[derive(clap::Args, Debug)]
pub struct FitWinrateArgs {
    /// The game: martian (the Looney Pyramids game) or carnett.
    #[arg(long, default_value = "martian")]
    pub game: String,
    /// Games to play.
    #[arg(long, default_value_t = 2000)]
    pub games: u32,
    /// A layout: duel, quad, halves, tri, penta or hexa.
    #[arg(long, default_value = "duel")]
    pub layout: String,
    /// Ruleset and options as in MCFEN, e.g. classic+teams.
    #[arg(long, default_value = "classic")]
    pub rules: String,
    /// Seed of the whole run: the same seed gives the same games and the same k.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Positions the analysis's search visits to value each sampled position (20,000
    /// for the pyramid game; Carnett's review budget, REVIEW_NODES, for carnett).
    #[arg(long)]
    pub nodes: Option<u64>,
    /// The levels' node budgets are multiplied by this in the games.
    #[arg(long, default_value_t = 0.03)]
    pub scale: f64,
    /// Random plies that open each game.
    #[arg(long, default_value_t = 4)]
    pub random_plies: u32,
    /// A game still going after this many plies is decided on points.
    #[arg(long, default_value_t = 200)]
    pub max_plies: u32,
    /// Threads playing games at once.
    #[arg(long, default_value_t = 2)]
    pub threads: usize,
    /// Write the fitted line into crates/analysis/src/fitted.rs (from the repository's
    /// top directory, or the file given) instead of only printing it.
    #[arg(long, num_args = 0..=1, default_missing_value = "crates/analysis/src/fitted.rs")]
    pub write: Option<PathBuf>,
}

/// The pyramid game's search budget for each sampled position (a sixth of the
/// analysis's own: the curve's shape hardly depends on it, the fit's time does).
const MARTIAN_NODES: u64 = 20_000;

/// Which game's curve is fitted, and how one of its games is played into samples.
#[derive(Clone, Copy)]
enum Fitted {
    Martian(Position),
    Carnett,
}

const PAIRS: [(Level, Level); 3] = [
    (Level::Easy, Level::Normal),
    (Level::Normal, Level::Hard),
    (Level::Easy, Level::Hard),
];

pub fn run(args: &FitWinrateArgs) -> Result<()> {
    if args.games == 0 || args.threads == 0 {
        bail!("--games and --threads must be at least 1");
    }
    let (fitted_game, name, sides, nodes) = match args.game.trim() {
        "martian" => {
            let layout = Layout::by_name(args.layout.trim())
                .ok_or_else(|| anyhow!("\"{}\" is not a layout", args.layout))?;
            let rules: Rules = args.rules.parse().map_err(|e| anyhow!("{e}"))?;
            let start = Position::start(layout, rules).map_err(|e| anyhow!("{e}"))?;
            let nodes = args.nodes.unwrap_or(MARTIAN_NODES);
            (
                Fitted::Martian(start),
                "martian",
                start.sides().len(),
                nodes,
            )
        }
        "carnett" => {
            let nodes = args
                .nodes
                .unwrap_or(martian_chess::carnett_ai::REVIEW_NODES);
            (Fitted::Carnett, "carnett", 2, nodes)
        }
        other => bail!("\"{other}\" is not a game: martian or carnett"),
    };
    let play_one = |game: u32| match fitted_game {
        Fitted::Martian(start) => play(start, game, args, nodes),
        Fitted::Carnett => super::fit_carnett::samples(args.seed, game, nodes),
    };
    let next = AtomicU32::new(0);
    let results: Mutex<Vec<(u32, Vec<Sample>)>> = Mutex::new(Vec::new());
    let bar = progress::bar(u64::from(args.games), "games");
    std::thread::scope(|scope| {
        for _ in 0..args.threads {
            scope.spawn(|| loop {
                let game = next.fetch_add(1, Ordering::Relaxed);
                if game >= args.games {
                    break;
                }
                let samples = play_one(game);
                results
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .push((game, samples));
                bar.inc(1);
            });
        }
    });
    bar.finish_and_clear();
    let mut games = results.into_inner().unwrap_or_else(|e| e.into_inner());
    games.sort_by_key(|(game, _)| *game);
    let samples: Vec<Sample> = games.into_iter().flat_map(|(_, s)| s).collect();
    if samples.is_empty() {
        bail!("the games gave no position to fit on");
    }
    let (k, error) = fit_k(&samples, sides);
    let fitted = FittedCurve {
        game: name,
        sides,
        k,
        games: args.games,
        positions: samples.len() as u32,
        nodes,
        seed: args.seed,
    };
    let on = match fitted_game {
        Fitted::Martian(_) => args.layout.as_str(),
        Fitted::Carnett => "carnett",
    };
    eprintln!(
        "{} games on {on}, {} positions: k {k:.4}, mean squared error {error:.5}",
        args.games,
        samples.len()
    );
    let line = entry(&fitted);
    println!("{line}");
    if let Some(path) = &args.write {
        let text =
            std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
        let updated = with_entry(&text, &fitted, &line)
            .ok_or_else(|| anyhow!("{} has no \"// end of fits\" line", path.display()))?;
        std::fs::write(path, updated).with_context(|| format!("writing {}", path.display()))?;
    }
    Ok(())
}

/// One game's samples.
fn play(start: Position, game: u32, args: &FitWinrateArgs, nodes: u64) -> Vec<Sample> {
    let seed = game_seed(args.seed, u64::from(game));
    let pair = PAIRS[(game as usize / 2) % PAIRS.len()];
    // Seats alternate between the pair's levels; every other game swaps them.
    let level_of = |seat: usize| {
        if (seat + game as usize) % 2 == 0 {
            pair.0
        } else {
            pair.1
        }
    };
    let mut pos = start;
    let mut seen: Vec<(usize, i32)> = Vec::new();
    let mut ply = 0;
    while ply < args.max_plies && !pos.is_over() {
        let mover = pos.to_move();
        let level = if ply < args.random_plies {
            Level::Random
        } else {
            if let Some(valued) = review_choice(&pos, nodes) {
                seen.push((mover.index(), valued.score));
            }
            level_of(mover.index())
        };
        let budget = ((level.node_budget() as f64 * args.scale) as u64).max(1);
        let limits = Limits::nodes_only().nodes(budget);
        let Some(choice) = analyse_with(&pos, level, seed.wrapping_add(u64::from(ply)), limits)
        else {
            break;
        };
        if pos.play(choice.best).is_err() {
            return Vec::new();
        }
        ply += 1;
    }
    // How the game ended for each seat's side, once per seat.
    let results: Vec<f64> = (0..pos.layout().players())
        .map(|seat| result_of(&pos, seat))
        .collect();
    seen.into_iter()
        .map(|(seat, value)| Sample {
            value,
            result: results[seat],
        })
        .collect()
}

/// How the game in `pos` ended for `seat`'s side: 1 won alone, a share of a win or a
/// draw among sides, 0 lost; an unfinished game is decided on points.
fn result_of(pos: &Position, seat: usize) -> f64 {
    let sides = pos.sides();
    let ours = sides.iter().find(|s| s.iter().any(|p| p.index() == seat));
    let includes_ours =
        |set: &PlayerSet| ours.is_some_and(|side| side.iter().any(|p| set.contains(p)));
    let sides_in = |set: &PlayerSet| {
        sides
            .iter()
            .filter(|s| s.iter().any(|p| set.contains(p)))
            .count()
            .max(1) as f64
    };
    match pos.outcome().map(|o| o.result) {
        Some(GameResult::Win(w)) if includes_ours(&w) => 1.0 / sides_in(&w),
        Some(GameResult::Draw(d)) if includes_ours(&d) => 1.0 / sides_in(&d),
        Some(_) => 0.0,
        None => on_points(pos, seat),
    }
}

/// An unfinished game decided on points, for `seat`'s side: 1 ahead of every other
/// side, a share when tied for the lead, 0 behind.
fn on_points(pos: &Position, seat: usize) -> f64 {
    let totals: Vec<(bool, u32)> = pos
        .sides()
        .iter()
        .map(|side| {
            let ours = side.iter().any(|p| p.index() == seat);
            (ours, side.iter().map(|p| u32::from(pos.score(p))).sum())
        })
        .collect();
    let best = totals.iter().map(|(_, t)| *t).max().unwrap_or(0);
    let leaders = totals.iter().filter(|(_, t)| *t == best).count() as f64;
    match totals.iter().find(|(ours, _)| *ours) {
        Some((_, t)) if *t == best => 1.0 / leaders,
        _ => 0.0,
    }
}

fn error(samples: &[Sample], curve: &WinCurve) -> f64 {
    samples
        .iter()
        .map(|s| (curve.chance(s.value) - s.result).powi(2))
        .sum::<f64>()
        / samples.len() as f64
}

/// The `k` of least error: a grid from 0.02 to 4, then one 100 times finer around
/// the best.
fn fit_k(samples: &[Sample], sides: usize) -> (f64, f64) {
    let at = |k: f64| error(samples, &WinCurve::new(k, sides));
    let mut best = (0.02, at(0.02));
    for i in 2..=200 {
        let k = f64::from(i) * 0.02;
        let e = at(k);
        if e < best.1 {
            best = (k, e);
        }
    }
    let centre = best.0;
    for i in -100..=100 {
        let k = centre + f64::from(i) * 0.0002;
        if k > 0.0 {
            let e = at(k);
            if e < best.1 {
                best = (k, e);
            }
        }
    }
    ((best.0 * 10_000.0).round() / 10_000.0, best.1)
}

/// The Rust line of a fit, as `fitted.rs` holds it.
fn entry(f: &FittedCurve) -> String {
    format!(
        "    FittedCurve {{ game: \"{}\", sides: {}, k: {:.4}, games: {}, positions: {}, nodes: {}, seed: {} }},",
        f.game, f.sides, f.k, f.games, f.positions, f.nodes, f.seed
    )
}

/// `text` (fitted.rs) with `line` in place of the same game's and sides' line, or
/// added before the end marker.
fn with_entry(text: &str, f: &FittedCurve, line: &str) -> Option<String> {
    let key = format!("FittedCurve {{ game: \"{}\", sides: {},", f.game, f.sides);
    let mut out = Vec::new();
    let mut placed = false;
    let mut marker = false;
    for l in text.lines() {
        if l.trim_start().starts_with(&key) {
            if !placed {
                out.push(line.to_string());
                placed = true;
            }
            continue;
        }
        if l.trim() == "// end of fits" {
            marker = true;
            if !placed {
                out.push(line.to_string());
                placed = true;
            }
        }
        out.push(l.to_string());
    }
    marker.then(|| out.join("\n") + "\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fit_finds_the_curve_the_samples_were_drawn_from() {
        // Labels drawn from a known curve (k = 0.9), deterministic: the fit finds it.
        let truth = WinCurve::new(0.9, 2);
        let mut samples = Vec::new();
        for v in (-600..=600).step_by(5) {
            let p = truth.chance(v);
            // 1000 games at this value, won in the curve's proportion.
            let wins = (p * 1000.0).round() as usize;
            samples.extend((0..wins).map(|_| Sample {
                value: v,
                result: 1.0,
            }));
            samples.extend((wins..1000).map(|_| Sample {
                value: v,
                result: 0.0,
            }));
        }
        let (k, _) = fit_k(&samples, 2);
        assert!((k - 0.9).abs() < 0.002, "{k}");
    }

    #[test]
    fn a_fit_replaces_its_own_line_and_adds_a_new_one_before_the_marker() {
        let text = "const FITTED = &[\n    // fits\n    // end of fits\n];\n";
        let duel = FittedCurve {
            game: "martian",
            sides: 2,
            k: 0.5,
            games: 10,
            positions: 100,
            nodes: 5,
            seed: 1,
        };
        let once = with_entry(text, &duel, &entry(&duel)).unwrap();
        assert!(once.contains("sides: 2, k: 0.5000"));
        let again = FittedCurve { k: 0.75, ..duel };
        let twice = with_entry(&once, &again, &entry(&again)).unwrap();
        assert!(twice.contains("k: 0.7500") && !twice.contains("k: 0.5000"));
        let tri = FittedCurve { sides: 3, ..duel };
        let both = with_entry(&twice, &tri, &entry(&tri)).unwrap();
        assert_eq!(both.matches("FittedCurve {").count(), 2);
        assert!(both.find("sides: 3").unwrap() < both.find("// end of fits").unwrap());
        assert_eq!(with_entry("no marker\n", &duel, &entry(&duel)), None);
    }
}
