//! Whether a click or an action comes at the right time: from the seat that must act,
//! on a board that is still the game's current one.

use crate::i18n::Tr;
use crate::model::{GameRecord, GameStatus, UserId};
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::messages;
use crate::service::names::seat_name;

/// Checks that `user` may act now in this game, where the seat `to_act` must act
/// (`None` once the rules ended it); says why not in `tr`'s language.
pub(crate) fn check_turn(
    tr: Tr<'_>,
    record: &GameRecord,
    to_act: Option<usize>,
    user: UserId,
) -> ServiceResult<()> {
    let seat = record
        .seat_of(user)
        .ok_or_else(|| ServiceError::user(messages::not_a_player(tr)))?;
    let Some(to_act) = to_act else {
        return Err(ServiceError::user(messages::game_over_already(tr)));
    };
    if record.status != GameStatus::Active {
        return Err(ServiceError::user(messages::game_over_already(tr)));
    }
    if seat != to_act {
        if record.seats[to_act].computer.is_some() {
            return Err(ServiceError::user(messages::computer_turn(tr)));
        }
        return Err(ServiceError::user(messages::not_your_turn(
            tr,
            &seat_name(record, to_act),
        )));
    }
    Ok(())
}

/// The link to the game's live board, read only when an answer needs it.
pub(crate) type BoardLink<'a> = &'a dyn Fn() -> Option<String>;

/// A component pressed: made at `ply`, pressed by the user; `board` links to the live
/// board, for a component of an older one.
pub(crate) type Pressed<'a> = (usize, UserId, BoardLink<'a>);

/// Checks that a component made at `ply` belongs to the game as it stands: an older
/// board's menus would act on a position that is gone (the answer links to the live
/// board, `board`).
pub(crate) fn check_current(
    tr: Tr<'_>,
    record: &GameRecord,
    ply: usize,
    board: BoardLink<'_>,
) -> ServiceResult<()> {
    let current = record.ply();
    if ply == current {
        return Ok(());
    }
    Err(ServiceError::user(match board() {
        Some(link) => messages::stale_board_live(tr, current, &link),
        None => messages::stale_board(tr, current),
    }))
}
