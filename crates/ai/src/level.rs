//! The levels a player can choose, and what each one may spend.
//!
//! Strength is set by a node budget, not by the wall clock, so that a position, a
//! level and a seed always give the same move on any machine; the time cap is only
//! a safety net for a pathologically slow host (and [`crate::Limits`] can drop it).

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use super::eval::{V1, WEIGHTS};
use super::weights::Weights;

/// `hard`'s node budget; `max` has five times as many.
const HARD_NODES: u64 = 1_500_000;

/// How strong the computer plays.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Level {
    /// Any legal move, uniformly at random (for tests and benchmarks).
    Random,
    /// Looks two plies ahead and often prefers a natural-looking move to the best one.
    Easy,
    /// A short search that rarely blunders.
    Normal,
    /// The full search: thinks at most about a second.
    Hard,
    /// The same search five times longer (at most about five seconds a move), with a
    /// larger table: for analysis, and for players who want to lose honestly.
    Max,
    /// `hard` as it was before issue 28 (its evaluation and budget), kept only to
    /// measure against (`selfplay --first hard --second hard-v1`); never offered to
    /// players, and not in [`Level::ALL`].
    HardV1,
}

impl Level {
    /// The levels players and tools may name.
    pub const ALL: [Level; 5] = [
        Level::Random,
        Level::Easy,
        Level::Normal,
        Level::Hard,
        Level::Max,
    ];

    /// Levels for measurement only: they parse, but no list offers them.
    pub const HIDDEN: [Level; 1] = [Level::HardV1];

    pub const fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
            Level::Max => "max",
            Level::HardV1 => "hard-v1",
        }
    }

    /// The positions this level may visit for a move (its strength).
    pub fn node_budget(self) -> u64 {
        self.settings().nodes
    }

    /// The search limits of this level.
    pub(crate) fn settings(self) -> Settings {
        match self {
            Level::Random => Settings {
                max_depth: 0,
                nodes: 0,
                time_cap: None,
                tt_bits: 0,
                quiescence: false,
                exact_root: false,
                temperature: 0,
                noise: 0,
                weights: WEIGHTS,
                free_for_all: FreeForAll::Paranoid,
            },
            // Depth 2 without quiescence sees its own capture and the reply, but not
            // the longer exchanges a beginner misses too; the softmax choice makes it
            // prefer good moves without always finding the best.
            Level::Easy => Settings {
                max_depth: 2,
                nodes: 20_000,
                time_cap: Some(Duration::from_millis(300)),
                tt_bits: 12,
                quiescence: false,
                exact_root: true,
                temperature: 60,
                noise: 0,
                weights: WEIGHTS,
                free_for_all: FreeForAll::Paranoid,
            },
            Level::Normal => Settings {
                max_depth: 64,
                nodes: 12_000,
                time_cap: Some(Duration::from_millis(500)),
                tt_bits: 16,
                quiescence: true,
                exact_root: false,
                temperature: 0,
                noise: 12,
                weights: WEIGHTS,
                free_for_all: FreeForAll::Paranoid,
            },
            // The node budgets take about 0.4-0.5 s (hard) and 2-2.5 s (max) a move
            // at the 3-4 M nodes/s of one quiet core of this project's machine; the
            // caps (0.9 s, 4.5 s) keep a loaded host under 1 s and 5 s: with six
            // processes on the two cores, the slowest hard move took 1.02 s under a
            // 0.95 s cap (a descheduled search reads the clock late). Tables: 32 MB
            // and 64 MB.
            Level::Hard => Settings {
                max_depth: 64,
                nodes: HARD_NODES,
                time_cap: Some(Duration::from_millis(900)),
                tt_bits: 21,
                quiescence: true,
                exact_root: false,
                temperature: 0,
                noise: 4,
                weights: WEIGHTS,
                free_for_all: FreeForAll::Field,
            },
            Level::Max => Settings {
                max_depth: 64,
                nodes: 5 * HARD_NODES,
                time_cap: Some(Duration::from_millis(4_500)),
                tt_bits: 22,
                quiescence: true,
                exact_root: false,
                temperature: 0,
                noise: 2,
                weights: WEIGHTS,
                free_for_all: FreeForAll::Field,
            },
            Level::HardV1 => Settings {
                max_depth: 64,
                nodes: 800_000,
                time_cap: Some(Duration::from_millis(950)),
                tt_bits: 20,
                quiescence: true,
                exact_root: false,
                temperature: 0,
                noise: 4,
                weights: V1,
                free_for_all: FreeForAll::Paranoid,
            },
        }
    }
}

/// What a level may spend and how it picks among the moves it found.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Settings {
    /// Deepest iteration, in plies.
    pub max_depth: u32,
    /// Node budget: the search stops once it has visited this many positions.
    pub nodes: u64,
    /// Safety net only; the node budget should stop the search long before. `None`:
    /// the clock is never read.
    pub time_cap: Option<Duration>,
    /// The transposition table holds `2^tt_bits` entries.
    pub tt_bits: u32,
    /// Whether leaves resolve pending captures before evaluating.
    pub quiescence: bool,
    /// Search every root move with a full window, so that all root scores are exact
    /// (needed by the softmax choice, affordable only for shallow searches).
    pub exact_root: bool,
    /// Softmax temperature over root scores (centipoints); 0 plays the best move.
    pub temperature: i32,
    /// Largest seeded bonus added to each root move (centipoints), so that games
    /// with different seeds differ among nearly equal moves.
    pub noise: i32,
    /// The evaluation's weights.
    pub weights: Weights,
    /// How a free-for-all is searched and judged (duels and teams ignore it).
    pub free_for_all: FreeForAll,
}

/// How a level plays a free-for-all (three or more sides); see search.rs and camp.rs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum FreeForAll {
    /// Paranoid search, measured against the best of the others (before issue 28).
    Paranoid,
    /// Max-n search with three players (every player for itself: search/maxn.rs),
    /// paranoid with more; measured against the mean of the best and the average of
    /// the others.
    Field,
}

/// The text is not a level name.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseLevelError(pub String);

impl fmt::Display for ParseLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "\"{}\" is not a level: choose random, easy, normal, hard or max",
            self.0
        )
    }
}

impl std::error::Error for ParseLevelError {}

impl FromStr for Level {
    type Err = ParseLevelError;

    /// Case-insensitive: `hard`, `Hard`, ` HARD `.
    fn from_str(text: &str) -> Result<Level, ParseLevelError> {
        let wanted = text.trim().to_ascii_lowercase();
        Level::ALL
            .into_iter()
            .chain(Level::HIDDEN)
            .find(|level| level.name() == wanted)
            .ok_or_else(|| ParseLevelError(text.chars().take(20).collect()))
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn level_names_round_trip() {
        for level in Level::ALL.into_iter().chain(Level::HIDDEN) {
            assert_eq!(level.to_string().parse::<Level>(), Ok(level));
        }
        assert_eq!(" HARD ".parse::<Level>(), Ok(Level::Hard));
        let err = "expert".parse::<Level>().unwrap_err().to_string();
        assert!(err.contains("random, easy, normal, hard or max"), "{err}");
    }
}
