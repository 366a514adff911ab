//! One decision of the solver's: the best move and the best of the others, as the
//! review's search values them at a node budget.

use martian_ai::review_scores;
use martian_engine::{Move, Position};

use crate::margin::{Margin, FAR_AHEAD};

/// The search's best move in a position and how far ahead of the others it is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Step {
    pub best: Move,
    pub best_value: i32,
    /// The best value among the moves that go from or to other squares: calling the
    /// clock with the same move is the same answer to the puzzle, not a rival.
    pub second_value: i32,
    /// Plies of the search's deepest completed iteration.
    pub depth: u32,
}

impl Step {
    pub fn margin(&self) -> Margin {
        Margin::between(self.best_value, self.second_value)
    }

    /// Whether the best move beats every other by the margins.
    pub fn is_clear(&self) -> bool {
        self.margin().is_clear()
    }

    /// Whether the mover would keep a large winning chance without the best move.
    pub fn far_ahead(&self) -> bool {
        crate::margin::two_sides().percent(self.second_value) >= FAR_AHEAD
    }
}

/// Whether two moves go between the same squares (with or without the clock call).
pub(crate) fn same_squares(a: Move, b: Move) -> bool {
    (a.from(), a.to()) == (b.from(), b.to())
}

/// The step in `pos` at `nodes` positions; `None` when the game is over or there is
/// no second move to compare with.
pub(crate) fn step(pos: &Position, nodes: u64) -> Option<Step> {
    let scored = review_scores(pos, nodes)?;
    let &(best, best_value) = scored.moves.first()?;
    let second_value = scored
        .moves
        .iter()
        .find(|(m, _)| !same_squares(*m, best))
        .map(|&(_, v)| v)?;
    Some(Step {
        best,
        best_value,
        second_value,
        depth: scored.depth,
    })
}

/// The engine's reply in `pos` at `nodes` positions: its best move, or the only one.
pub(crate) fn reply(pos: &Position, nodes: u64) -> Option<Move> {
    if pos.is_over() {
        return None;
    }
    match review_scores(pos, nodes) {
        Some(scored) => scored.moves.first().map(|&(m, _)| m),
        None => pos.legal_moves().first().copied(),
    }
}
