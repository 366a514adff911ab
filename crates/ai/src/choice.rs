//! What the search returns for a move.

use std::time::Duration;

use martian_engine::Move;

/// A chosen move and what the search behind it saw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub best: Move,
    /// Plies of the deepest completed iteration (0: no search, e.g. a single move).
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// The chosen move's value for the player to move, in centipoints (100 = one
    /// point); beyond ±29000 a forced win or loss.
    pub score: i32,
    /// Thinking time (under [`Limits::nodes_only`](crate::Limits::nodes_only), the only part that differs between
    /// two identical calls).
    pub elapsed: Duration,
}
