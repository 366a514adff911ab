//! Playing a Looney Pyramids move: read as typed, checked, played; the computer's
//! choice; and the sentence a refusal is told in.

use crate::engine::{Game, IllegalMove, Move};
use crate::i18n::Tr;
use crate::model::GameRecord;
use crate::service::computer::ComputerPlayer;
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::names::seat_name;
use crate::service::seeds::ply_seed;

use super::ending::rules_end;
use super::say;

/// The engine's reason as a sentence in `tr`'s language, with seats named as the
/// players know them.
pub(crate) fn explain(tr: Tr<'_>, record: &GameRecord, game: &Game, err: &IllegalMove) -> String {
    say::illegal(
        tr,
        &err.reason,
        |p| seat_name(record, p.index()),
        game.position().layout(),
    )
}

/// A move as typed (`c3b4`, `c3xb4`), calling the clock when asked; refusals in
/// `mine`, the typist's language.
pub(crate) fn parse_typed(
    mine: Tr<'_>,
    record: &GameRecord,
    game: &Game,
    text: &str,
    call_clock: bool,
) -> ServiceResult<Move> {
    let pos = game.position();
    let refused = |e: IllegalMove| ServiceError::user(explain(mine, record, game, &e));
    let mut m = pos.parse_move(text).map_err(refused)?;
    if call_clock && !m.calls_clock() {
        m = m.calling_clock();
        pos.check(m).map_err(refused)?;
    }
    Ok(m)
}

/// What playing a move did: the game after it, the line everyone reads (in `tr`'s
/// language), and its end when the rules ended it.
pub(crate) struct Played {
    pub game: Game,
    pub line: String,
    pub end: Option<crate::model::GameEnd>,
}

/// Plays `m` for the player to move.
pub(crate) fn play(
    tr: Tr<'_>,
    mine: Tr<'_>,
    record: &GameRecord,
    before: &Game,
    m: Move,
    now_ms: i64,
) -> ServiceResult<Played> {
    let mut game = before.clone();
    let mover = game.position().to_move().index();
    let played = game
        .play(m)
        .map_err(|e| ServiceError::user(explain(mine, record, before, &e)))?;
    let line = say::played(tr, &seat_name(record, mover), &m.to_string(), &played);
    let end = game
        .position()
        .outcome()
        .map(|outcome| rules_end(game.position(), &outcome, now_ms));
    Ok(Played { game, line, end })
}

/// The computer's move when a computer seat is to move; `None` otherwise.
pub(crate) fn computer_choice(
    record: &GameRecord,
    game: &Game,
    computer: &dyn ComputerPlayer,
) -> ServiceResult<Option<Move>> {
    let pos = game.position();
    if pos.is_over() {
        return Ok(None);
    }
    let seat = pos.to_move().index();
    let Some(seat) = record.seats.get(seat).and_then(|s| s.computer.clone()) else {
        return Ok(None);
    };
    let seed = ply_seed(seat.seed, record.ply());
    let Some(m) = computer.choose(pos, seat.level, seed) else {
        return Ok(None);
    };
    if !pos.is_legal(m) {
        return Err(ServiceError::internal(format!(
            "the computer chose the illegal move {m} in {pos}"
        )));
    }
    Ok(Some(m))
}
