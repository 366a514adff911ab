//! The analysis of a pyramid game's moves: the review search over every position
//! (`martian_ai::review`, deterministic at its node budget), judged on the win-chance
//! curve fitted for the game's number of sides (`martian_analysis`).

use crate::ai;
use crate::analysis::{self as judging, Label, Valued};
use crate::engine::{Game, Move, Position};
use crate::i18n::Tr;
use crate::model::{AnalysedMove, GameAnalysis, GameRecord, MoveLabel, SeatAccuracy};
use crate::render;
use crate::service::error::ServiceResult;
use crate::service::messages;
use crate::service::reply::{Attachment, Drawing};

use super::picture;

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

/// The analysis of a stored game (at [`ANALYSIS_NODES`]).
pub(crate) fn analyse_record(
    record: &GameRecord,
) -> ServiceResult<Result<GameAnalysis, Unanalysable>> {
    let game = record.replay()?;
    Ok(analyse_moves(game.start(), game.moves(), ANALYSIS_NODES))
}

/// Whether a stored game can be analysed: a curve was fitted for its number of sides.
pub(crate) fn can_analyse(record: &GameRecord) -> bool {
    record
        .start_position()
        .is_ok_and(|start| judging::fitted("martian", start.sides().len()).is_some())
}

/// The points each move of a stored game captured, in order (the graph's pyramids).
pub(crate) fn captured_points(record: &GameRecord) -> ServiceResult<Vec<u8>> {
    let game = record.replay()?;
    Ok(game
        .effects()
        .iter()
        .map(|played| played.captured.map_or(0, |p| p.points() as u8))
        .collect())
}

/// The board before the move at `ply` of a stored game, with the analysis's better
/// move `best` shown by an arrow.
pub(crate) fn board_before(
    tr: Tr<'_>,
    record: &GameRecord,
    ply: usize,
    best: &str,
) -> ServiceResult<Attachment> {
    let game = record.replay()?;
    let before = Game::replay(*game.start(), &game.moves()[..ply.min(game.moves().len())])
        .map_err(|(at, err)| {
            crate::model::CorruptGame::new(record.id, format!("move {}", at + 1), err)
        })?;
    // The game as it stood then: being played, without the end it came to.
    let mut then = record.clone();
    then.moves.truncate(before.ply());
    then.status = crate::model::GameStatus::Active;
    then.end = None;
    let mut options = picture::board_options(tr, &then, &before);
    if let Ok(m) = best.parse::<Move>() {
        options.highlight = render::Highlight::None;
        options.arrow = Some((m.from(), m.to()));
    }
    let position = *before.position();
    let mut image = Attachment::drawn_later(
        format!("analysis-{}-{}.png", record.id, ply + 1),
        Drawing::new(move || render::png(&position, &options)),
    );
    image.description = Some(format!(
        "{} {}",
        messages::analysis_board_alt(tr, best),
        picture::board_alt(tr, &then, &before)
    ));
    Ok(image)
}
