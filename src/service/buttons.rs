//! The buttons every game's board shares: Board, Draw and Resign while it is played,
//! Rematch once it is finished. Each game adds its own (see `games/`).

use crate::i18n::Tr;
use crate::model::{GameRecord, GameStatus};

use super::messages;
use super::reply::{Button, ButtonStyle, ComponentAction, ComponentId, Row};

/// A button of `record` as it stands (its id carries the game and the ply).
pub(crate) fn button(
    record: &GameRecord,
    action: ComponentAction,
    label: String,
    style: ButtonStyle,
) -> Button {
    Button {
        custom_id: ComponentId::new(record.id, record.ply(), action).encode(),
        label,
        style,
        disabled: false,
    }
}

/// Board: the board for the presser alone.
pub(crate) fn board(tr: Tr<'_>, record: &GameRecord) -> Button {
    let label = messages::board_button(tr);
    button(
        record,
        ComponentAction::Board,
        label,
        ButtonStyle::Secondary,
    )
}

/// Draw: offer a draw, or accept the one standing.
pub(crate) fn draw(tr: Tr<'_>, record: &GameRecord) -> Button {
    let label = messages::draw_button(tr);
    button(record, ComponentAction::Draw, label, ButtonStyle::Secondary)
}

/// Resign, which asks to confirm.
pub(crate) fn resign(tr: Tr<'_>, record: &GameRecord) -> Button {
    let label = messages::resign_button(tr);
    button(record, ComponentAction::Resign, label, ButtonStyle::Danger)
}

/// The buttons of a game no longer played: Rematch for a finished one (not for a
/// tournament's: its pairings decide who plays whom), and Analyse when the computer
/// can judge it (`analysable`, which its game says), none for a game that ended
/// without a result or has not begun.
pub(crate) fn when_not_playing(tr: Tr<'_>, record: &GameRecord, analysable: bool) -> Vec<Row> {
    if record.status != GameStatus::Finished {
        return Vec::new();
    }
    let mut row = Vec::new();
    if record.tournament.is_none() {
        row.push(button(
            record,
            ComponentAction::Rematch,
            messages::rematch_button(tr),
            ButtonStyle::Primary,
        ));
    }
    // A game of a kind the computer cannot judge gets no button that would refuse.
    if analysable {
        row.push(button(
            record,
            ComponentAction::Analyse,
            messages::analysis_button(tr),
            ButtonStyle::Secondary,
        ));
    }
    if row.is_empty() {
        return Vec::new();
    }
    vec![Row::Buttons(row)]
}
