//! What may stop a search before its level's depth: the node budget, which sets the
//! strength, and the wall clock, a safety net for games on a slow or loaded host.
//!
//! The clock is the only thing that can make two identical calls differ, so it can be
//! switched off: tests of determinism do, and nothing in them then depends on how
//! fast the machine is.

use std::time::Duration;

use super::level::Settings;
use super::weights::Weights;

/// The stopping rules of one search. [`Limits::game`] is what a game uses;
/// [`Limits::nodes_only`] never reads the clock.
///
/// ```
/// use std::time::Duration;
/// use martian_ai::{choose_move_with, Level, Limits};
/// use martian_engine::{Layout, Position, Rules};
/// let pos = Position::start(Layout::duel(), Rules::default()).unwrap();
/// // The same position, level and seed give the same move, however loaded the host.
/// let m = choose_move_with(&pos, Level::Normal, 7, Limits::nodes_only());
/// assert_eq!(m, choose_move_with(&pos, Level::Normal, 7, Limits::nodes_only()));
/// // No time at all still gives a legal move (the clock is read every 2048 nodes).
/// let quick = choose_move_with(&pos, Level::Hard, 7, Limits::game().time(Duration::ZERO));
/// assert!(pos.is_legal(quick.unwrap()));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// `None`: the level's node budget.
    nodes: Option<u64>,
    clock: Clock,
    /// `None`: the level's evaluation.
    weights: Option<Weights>,
    /// `None`: the level's transposition table size (bits).
    table_bits: Option<u32>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Clock {
    /// The level's time cap.
    Level,
    /// Never read the clock.
    Off,
    /// Stop once this much time has passed.
    After(Duration),
}

impl Limits {
    /// The level's node budget, with its time cap as a safety net. The budget stops
    /// the search long before the cap on any ordinary host; on an overloaded one the
    /// cap may come first, and the move may then differ from an unhurried search's.
    pub const fn game() -> Limits {
        Limits {
            nodes: None,
            clock: Clock::Level,
            weights: None,
            table_bits: None,
        }
    }

    /// The level's node budget and no clock: the move depends only on the position,
    /// the level and the seed.
    pub const fn nodes_only() -> Limits {
        Limits {
            nodes: None,
            clock: Clock::Off,
            weights: None,
            table_bits: None,
        }
    }

    /// Visit at most `nodes` positions instead of the level's budget.
    pub const fn nodes(self, nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..self
        }
    }

    /// Stop once `cap` has passed instead of at the level's cap (the clock is read
    /// every 2048 positions, so a cap of zero still searches that far).
    pub const fn time(self, cap: Duration) -> Limits {
        Limits {
            clock: Clock::After(cap),
            ..self
        }
    }

    /// Evaluate with `weights` instead of the level's (for the tuner's games).
    pub const fn weights(self, weights: Weights) -> Limits {
        Limits {
            weights: Some(weights),
            ..self
        }
    }

    /// A transposition table of `2^bits` entries instead of the level's: for many
    /// small searches in a row (the tuner's games), where clearing a table sized for a
    /// full budget would cost more than the search.
    pub const fn table_bits(self, bits: u32) -> Limits {
        Limits {
            table_bits: Some(bits),
            ..self
        }
    }

    /// A level's settings under these limits.
    pub(crate) fn apply(self, mut settings: Settings) -> Settings {
        if let Some(nodes) = self.nodes {
            settings.nodes = nodes;
        }
        if let Some(weights) = self.weights {
            settings.weights = weights;
        }
        if let Some(bits) = self.table_bits {
            settings.tt_bits = bits;
        }
        match self.clock {
            Clock::Level => {}
            Clock::Off => settings.time_cap = None,
            Clock::After(cap) => settings.time_cap = Some(cap),
        }
        settings
    }
}

impl Default for Limits {
    fn default() -> Limits {
        Limits::game()
    }
}
