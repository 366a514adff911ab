//! The analysis of a pyramid game's moves: the review search over every position
//! (`martian_ai::review`, deterministic at its node budget), judged on the win-chance
//! curve fitted for the game's number of sides (`martian_analysis`).

use crate::ai;
use crate::analysis::{self as judging, Label, Valued};
use crate::engine::{Move, Position};
use crate::model::{AnalysedMove, GameAnalysis, MoveLabel, SeatAccuracy};

/// Positions the review searches for each position of a game: about 40-60 ms on one
/// core of this project's machine, so a 60-move duel takes a few seconds
/// (`martian-chess bench`, "analysis" line).
pub const ANALYSIS_NODES: u64 = 120_000;

#[cfg(test)]
mod tests;

/// Why a list of moves was not analysed.
#[derive(Debug)]
pub enum Unanalysable {
    NoCurve { sides: usize },
    Unplayable(ai::UnplayableMove),
}

/// The analysis of the game that starts at `start` and plays `moves`.
pub fn analyse_moves(
    start: &Position,
    moves: &[Move],
    nodes: u64,
) -> Result<GameAnalysis, Unanalysable> {
    let start = *start;
    let sides = start.sides();
    let fitted = judging::fitted("martian", sides.len())
        .ok_or(Unanalysable::NoCurve { sides: sides.len() })?;
    let reviewed = ai::review(&start, moves, nodes).map_err(Unanalysable::Unplayable)?;
    let side_of = |player: crate::engine::Player| {
        sides
            .iter()
            .position(|side| side.contains(player))
            .unwrap_or(player.index())
    };
    let valued: Vec<Valued> = reviewed
        .iter()
        .map(|r| Valued {
            mover: r.mover.index(),
            side: side_of(r.mover),
            before: r.before,
            after: r.after,
        })
        .collect();
    let seats = start.layout().players();
    let judged = judging::judge(&fitted.curve(), seats, &valued);
    let moves = reviewed
        .iter()
        .zip(&judged.moves)
        .map(|(r, j)| AnalysedMove {
            seat: j.mover,
            played: r.played.to_string(),
            best: r.best.to_string(),
            before: r.before,
            after: r.after,
            chance_before: j.before,
            chance_after: j.after,
            accuracy: j.accuracy,
            label: j.label.map(|l| match l {
                Label::Inaccuracy => MoveLabel::Inaccuracy,
                Label::Mistake => MoveLabel::Mistake,
                Label::Blunder => MoveLabel::Blunder,
            }),
        })
        .collect();
    let seats = judged
        .players
        .iter()
        .map(|p| SeatAccuracy {
            moves: p.moves,
            accuracy: p.accuracy,
            inaccuracies: p.inaccuracies,
            mistakes: p.mistakes,
            blunders: p.blunders,
        })
        .collect();
    Ok(GameAnalysis {
        nodes,
        k: fitted.k,
        moves,
        seats,
    })
}
