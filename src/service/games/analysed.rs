//! What the games' post-game analyses share: why a game was not analysed, and the
//! stored analysis built from a game's reviewed moves, judged on its fitted curve by
//! `martian_analysis` (the same arithmetic for every game; only the review differs).

use crate::analysis::{self as judging, FittedCurve, Label, Valued};
use crate::model::{AnalysedMove, GameAnalysis, MoveLabel, SeatAccuracy};

/// Why a game was not analysed.
#[derive(Debug)]
pub enum Unanalysable {
    /// No curve was fitted for the game with this many sides.
    NoCurve { sides: usize },
    /// A pyramid game's move that does not replay.
    Unplayable(crate::ai::UnplayableMove),
    /// A Carnett game's action that does not replay.
    UnplayableAction(crate::carnett_ai::UnplayableAction),
}

/// One move as a game's review saw it: the move played and the review's own choice
/// as the game writes them, and the values for the mover.
pub(crate) struct ReviewedMove {
    pub played: String,
    pub best: String,
    pub valued: Valued,
}

/// The fitted curve of `game` with `sides` sides.
pub(crate) fn curve_of(game: &str, sides: usize) -> Result<&'static FittedCurve, Unanalysable> {
    judging::fitted(game, sides).ok_or(Unanalysable::NoCurve { sides })
}

/// The analysis of a game of `seats` players whose moves were reviewed at `nodes`
/// positions each: every move judged on `fitted`'s curve, and each seat summed up.
pub(crate) fn assemble(
    fitted: &FittedCurve,
    seats: usize,
    nodes: u64,
    reviewed: &[ReviewedMove],
) -> GameAnalysis {
    let valued: Vec<Valued> = reviewed.iter().map(|r| r.valued).collect();
    let judged = judging::judge(&fitted.curve(), seats, &valued);
    let moves = reviewed
        .iter()
        .zip(&judged.moves)
        .map(|(r, j)| AnalysedMove {
            seat: j.mover,
            played: r.played.clone(),
            best: r.best.clone(),
            before: r.valued.before,
            after: r.valued.after,
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
    GameAnalysis {
        nodes,
        k: fitted.k,
        moves,
        seats,
    }
}
