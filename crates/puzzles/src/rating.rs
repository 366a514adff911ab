//! A puzzle's difficulty before anyone has solved it: from how deep a search must look
//! to see the first move and from how long the solution is. Solvers' results (Glicko-2)
//! take over from there.

use martian_engine::{Move, Position};

use crate::step::{same_squares, step};

/// The budgets tried, as fractions of the generator's (1/64, 1/16, 1/4, all of it):
/// the smallest that already finds the first move with the margin says how hidden the
/// move is.
const LADDER: [u64; 4] = [64, 16, 4, 1];

/// Fewer positions than this tell nothing (the search barely completes a ply).
const LEAST_NODES: u64 = 100;

/// The initial rating: 800 + 150 per ply of the shallowest search that finds the
/// first move clearly + 250 per solver move after the first. A capture seen at two
/// plies in one move rates 1100, about lichess's easiest puzzles; one that needs six
/// plies, in three moves, rates 2200.
pub(crate) fn initial_rating(
    start: &Position,
    first: Move,
    solver_moves: usize,
    nodes: u64,
) -> f64 {
    let depth = LADDER
        .iter()
        .map(|&part| (nodes / part).max(LEAST_NODES))
        .find_map(|budget| {
            step(start, budget)
                .filter(|s| s.is_clear() && same_squares(s.best, first))
                .map(|s| s.depth)
        })
        .unwrap_or(0);
    800.0 + 150.0 * f64::from(depth) + 250.0 * solver_moves.saturating_sub(1) as f64
}
