//! The analysis of a pyramid game's moves: the review search over every position
//! (`martian_ai::review`, deterministic at its node budget), judged on the win-chance
//! curve fitted for the game's number of sides (`martian_analysis`).

use crate::ai;
use crate::analysis::Valued;
use crate::engine::{Move, Position};
use crate::model::GameAnalysis;

use crate::service::games::analysed::{assemble, curve_of, ReviewedMove, Unanalysable};

/// Positions the review searches for each position of a game: about 40-60 ms on one
/// core of this project's machine, so a 60-move duel takes a few seconds
/// (`martian-chess bench`, "analysis" line).
pub const ANALYSIS_NODES: u64 = 120_000;

#[cfg(test)]
mod tests;

/// The analysis of the game that starts at `start` and plays `moves`.
pub fn analyse_moves(
    start: &Position,
    moves: &[Move],
    nodes: u64,
) -> Result<GameAnalysis, Unanalysable> {
    let start = *start;
    let sides = start.sides();
    let fitted = curve_of("martian", sides.len())?;
    let reviewed = ai::review(&start, moves, nodes).map_err(Unanalysable::Unplayable)?;
    let side_of = |player: crate::engine::Player| {
        sides
            .iter()
            .position(|side| side.contains(player))
            .unwrap_or(player.index())
    };
    let reviewed: Vec<ReviewedMove> = reviewed
        .iter()
        .map(|r| ReviewedMove {
            played: r.played.to_string(),
            best: r.best.to_string(),
            valued: Valued {
                mover: r.mover.index(),
                side: side_of(r.mover),
                before: r.before,
                after: r.after,
            },
        })
        .collect();
    Ok(assemble(fitted, start.layout().players(), nodes, &reviewed))
}
