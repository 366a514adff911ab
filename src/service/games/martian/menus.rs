//! Choosing a Looney Pyramids move without typing it: the board's Move button opens
//! the menu of pieces that may move, a piece the menu of its moves (captures first);
//! and what `/martian moves` lists and autocomplete offers.

use crate::engine::{squares, Game, Move, Piece, Position, Square};
use crate::i18n::Tr;
use crate::model::GameRecord;
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::messages;
use crate::service::reply::{ComponentAction, ComponentId, Delivery, Row, Select, SelectOption};

use super::super::answer::{Act, Clicked, Menu};
use super::super::turn::{check_current, check_turn, Pressed};
use super::clicks::Click;
use super::say;
use crate::service::reply::MAX_CHOICES;

/// "c3b4 pawn", "d2a5 queen takes drone (+2)", "b3c2 merge -> drone".
pub(crate) fn move_label(tr: Tr<'_>, pos: &Position, m: Move) -> String {
    let mut after = *pos;
    let played = after.play_unchecked(m);
    say::move_label(tr, &m.to_string(), &played)
}

fn to_move(game: &Game) -> Option<usize> {
    let pos = game.position();
    (!pos.is_over()).then(|| pos.to_move().index())
}

fn menu_id(record: &GameRecord, click: Click) -> String {
    ComponentId::new(
        record.id,
        record.ply(),
        ComponentAction::Game(click.encode()),
    )
    .encode()
}

/// A click on one of this game's components, made at `ply`, by `user`.
pub(crate) fn click(
    mine: Tr<'_>,
    record: &GameRecord,
    game: &Game,
    (ply, user, board): Pressed<'_>,
    click: Click,
    value: &str,
) -> ServiceResult<Clicked> {
    check_current(mine, record, ply, board)?;
    check_turn(mine, record, to_move(game), user)?;
    Ok(match click {
        Click::Move => Clicked::Menu(piece_menu(mine, record, game), Delivery::Respond),
        Click::Piece => Clicked::Menu(target_menu(mine, record, game, value)?, Delivery::Update),
        Click::Target(_) => {
            let m = super::act::parse_typed(mine, record, game, value, false)?;
            Clicked::Act(Act::Martian(m), Delivery::Update)
        }
    })
}

/// The pieces of the player to move that may move, as menu options (a game's move
/// menu, a puzzle's).
pub(crate) fn piece_options(mine: Tr<'_>, pos: &Position) -> Vec<SelectOption> {
    squares(pos.owned_by(pos.to_move()))
        .filter_map(|from| {
            let count = pos.legal_targets(from).count_ones();
            let piece = pos.piece_at(from)?;
            (count > 0).then(|| SelectOption {
                label: say::piece_option(mine, piece, &from.to_string()),
                value: from.to_string(),
                description: Some(say::piece_moves(mine, count)),
            })
        })
        .take(MAX_CHOICES)
        .collect()
}

/// The moves of the piece on `square`, captures first, as menu options, with the
/// piece and its square as read; a sentence when it has none.
pub(crate) fn target_options(
    mine: Tr<'_>,
    pos: &Position,
    square: &str,
) -> ServiceResult<(Piece, Square, Vec<SelectOption>)> {
    let no_moves = || ServiceError::user(messages::no_moves_for_piece(mine, square));
    let from: Square = square.parse().map_err(|_| no_moves())?;
    let piece = pos.piece_at(from).ok_or_else(no_moves)?;
    let mut moves: Vec<Move> = squares(pos.legal_targets(from))
        .map(|to| Move::new(from, to))
        .collect();
    if moves.is_empty() {
        return Err(no_moves());
    }
    // A queen on the big board can have more than 25 moves: captures first.
    moves.sort_by_key(|m| (pos.piece_at(m.to()).is_none(), m.to_string()));
    let options = moves
        .iter()
        .take(MAX_CHOICES)
        .map(|m| SelectOption {
            label: move_label(mine, pos, *m),
            value: m.to_string(),
            description: None,
        })
        .collect();
    Ok((piece, from, options))
}

fn piece_menu(mine: Tr<'_>, record: &GameRecord, game: &Game) -> Menu {
    let options = piece_options(mine, game.position());
    Menu {
        text: say::pick_piece(mine, options.len()),
        components: vec![Row::Select(Select {
            custom_id: menu_id(record, Click::Piece),
            placeholder: say::piece_placeholder(mine),
            options,
        })],
    }
}

fn target_menu(
    mine: Tr<'_>,
    record: &GameRecord,
    game: &Game,
    square: &str,
) -> ServiceResult<Menu> {
    let (piece, from, options) = target_options(mine, game.position(), square)?;
    let from = from.to_string();
    Ok(Menu {
        text: say::pick_target(mine, piece, square),
        components: vec![Row::Select(Select {
            custom_id: menu_id(record, Click::Target(from.clone())),
            placeholder: say::target_placeholder(mine, piece, &from),
            options,
        })],
    })
}

/// `/martian moves`: every legal move of the player to move, by piece.
pub(crate) fn moves_list(mine: Tr<'_>, game: &Game) -> String {
    let pos = game.position();
    let mut lines = vec![say::moves_header(mine, pos.count_legal_moves())];
    for from in squares(pos.owned_by(pos.to_move())) {
        let targets: Vec<String> = squares(pos.legal_targets(from))
            .map(|t| t.to_string())
            .collect();
        if let (Some(piece), false) = (pos.piece_at(from), targets.is_empty()) {
            lines.push(say::moves_line(mine, piece, &from.to_string(), &targets));
        }
    }
    if pos.can_call_clock() {
        lines.push(say::moves_clock_hint(mine));
    }
    lines.join("\n")
}

/// Up to 25 labelled legal moves starting with what was typed, as (label, value).
pub(crate) fn autocomplete(tr: Tr<'_>, game: &Game, typed: &str) -> Vec<(String, String)> {
    autocomplete_in(tr, game.position(), typed)
}

/// [`autocomplete`] in a position (a game's, a puzzle's).
pub(crate) fn autocomplete_in(tr: Tr<'_>, pos: &Position, typed: &str) -> Vec<(String, String)> {
    let wanted: String = typed
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() && !matches!(c, 'x' | 'X'))
        .map(|c| c.to_ascii_lowercase())
        .collect();
    let mut choices: Vec<(String, String)> = pos
        .legal_moves()
        .into_iter()
        .map(|m| (m, m.to_string()))
        .filter(|(_, text)| text.starts_with(&wanted))
        .map(|(m, text)| (move_label(tr, pos, m), text))
        .collect();
    choices.sort_by(|a, b| a.1.cmp(&b.1));
    choices.truncate(MAX_CHOICES);
    choices
}
