//! The analysis of a pyramid game's moves: the review search over every position
//! (`martian_ai::review`, deterministic at its node budget), judged on the win-chance
//! curve fitted for the game's number of sides (`martian_analysis`).

use crate::ai;
use crate::analysis::{self as judging, Valued};
use crate::engine::{Game, Move, Position};
use crate::i18n::Tr;
use crate::model::{GameAnalysis, GameRecord};
use crate::render;
use crate::service::error::ServiceResult;
use crate::service::games::analysed::{assemble, curve_of, ReviewedMove, Unanalysable};
use crate::service::messages;
use crate::service::reply::{Attachment, Drawing};

use super::picture;

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

/// The analysis of a stored game (at [`ANALYSIS_NODES`]).
pub(crate) fn analyse_record(
    record: &GameRecord,
) -> ServiceResult<Result<GameAnalysis, Unanalysable>> {
    let game = record.replay()?;
    Ok(analyse_moves(game.start(), game.moves(), ANALYSIS_NODES))
}

/// Whether a stored game can be analysed: it has a move, and a curve was fitted for
/// its number of sides.
pub(crate) fn can_analyse(record: &GameRecord) -> bool {
    !record.moves.is_empty()
        && record
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
