//! What Carnett's game shows everyone: the live board's message (what happened, who
//! must act), its buttons, the board on request, and the replay; and what the player
//! to act may type (autocomplete, the list of actions). Nothing here reads a hand
//! but for a reply addressed to its player.

use super::say;
use crate::carnett::{Action, Card, Game, Kind};
use crate::i18n::Tr;
use crate::model::{GameRecord, GameStatus, Seat, UserId};
use crate::service::buttons;
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::markdown::escape;
use crate::service::messages;
use crate::service::names::{seat_mention, seat_name};
use crate::service::reply::{
    Button, ButtonStyle, ComponentAction, ComponentId, Delivery, Reply, Row, MAX_CHOICES,
};

use super::super::live_board;
use super::clicks::CarnettClick;
use super::colors::color;
use super::ending::end_summary_in;
use super::picture::picture;
use super::say::shown;

/// Characters of the lines above a board: a computer's whole turn with battles can
/// say much more than a message holds (2000); the oldest lines go first.
const LINES_CHARS: usize = 1400;

fn keep_last_lines(lines: Vec<String>) -> Vec<String> {
    let mut total = 0;
    let mut kept: Vec<String> = lines
        .into_iter()
        .rev()
        .take_while(|line| {
            total += line.chars().count() + 1;
            total <= LINES_CHARS
        })
        .collect();
    kept.reverse();
    kept
}

/// Whose action it is, as the board says it (pinging them): their turn, their
/// defence, their second card; `None` for the computer or once over.
fn to_act_line(tr: Tr<'_>, record: &GameRecord, game: &Game) -> Option<String> {
    let seat = game.to_act()?.index();
    let who = seat_mention(record, seat);
    let pos = game.position();
    Some(match game.battle() {
        None => say::your_turn(tr, &who, pos.actions_left(), pos.die()),
        Some(battle) if battle.cards.is_empty() => say::lead(tr, &who),
        Some(battle) if battle.cards.len() == 1 => {
            let kind = pos
                .board()
                .piece_at(battle.target)
                .map_or(Kind::Pawn, |p| p.kind);
            say::defend(tr, &who, kind, &battle.target.to_string())
        }
        Some(_) => say::next_card(tr, &who),
    })
}

/// The live board's message of a Carnett game (see `live_board.rs`).
pub(crate) fn board_message(
    tr: Tr<'_>,
    record: &GameRecord,
    game: &Game,
    lines: Vec<String>,
    delivery: Delivery,
) -> Reply {
    let your_turn = |_: &Seat| to_act_line(tr, record, game).into_iter().collect();
    let board = live_board::Board {
        summary: end_summary_in(tr, record, game),
        under_way: Vec::new(),
        to_act: game.to_act().map(|c| c.index()),
        your_turn: &your_turn,
        computer: say::computer_to_act(tr),
        image: picture(tr, record, game),
        components: board_buttons(tr, record, game),
    };
    live_board::message(tr, record, keep_last_lines(lines), delivery, board)
}

/// `/martian board` in Carnett's game: the live board's picture and the line of
/// whose action it is, for everyone or for the requester alone.
pub(crate) fn board_view(
    tr: Tr<'_>,
    record: &GameRecord,
    game: &Game,
    to: Option<UserId>,
) -> Reply {
    let mut lines = vec![say::game_name(tr)];
    if record.status == GameStatus::Active {
        // Named, not pinged: a board asked for is news to nobody.
        if let Some(seat) = game.to_act() {
            let name = seat_name(record, seat.index());
            let pos = game.position();
            lines.push(match game.battle() {
                None => say::your_turn(tr, &name, pos.actions_left(), pos.die()),
                Some(_) => say::ping(tr, &name, true),
            });
        }
    }
    if let Some(summary) = end_summary_in(tr, record, game) {
        lines.push(messages::game_over(tr, &escape(&summary)));
    }
    let text = lines.join("\n");
    let mut reply = match to {
        None => Reply::public(record.channel, text),
        Some(user) => Reply::private(record.channel, user, text),
    };
    reply.image = picture(tr, record, game);
    if to.is_none() {
        reply.components = board_buttons(tr, record, game);
        reply.silent = true;
    }
    reply
}

/// `/martian moves` in Carnett's game: what the player to act may do now.
pub(crate) fn actions_list(mine: Tr<'_>, game: &Game) -> ServiceResult<String> {
    let Some(seat) = game.to_act() else {
        return Err(ServiceError::user(messages::game_over_already(mine)));
    };
    let actions = game.view(seat).legal_actions();
    let lines = match game.battle() {
        Some(_) => {
            let cards: Vec<Card> = actions
                .iter()
                .filter_map(|a| match a {
                    Action::Play(card) => Some(*card),
                    _ => None,
                })
                .collect();
            vec![say::actions_in_battle(mine, &cards)]
        }
        None => {
            // Moves, then drops, exchanges, discards (each card), and the end.
            let texts: Vec<String> = actions.iter().map(|a| shown(mine, a)).collect();
            let mut text = texts.join(" ");
            if text.chars().count() > 1700 {
                text = text.chars().take(1700).collect::<String>() + " …";
            }
            vec![say::actions_header(mine, actions.len()), text]
        }
    };
    let mut lines = lines;
    lines.push(say::actions_tip(mine));
    Ok(lines.join("\n"))
}

/// The buttons under a Carnett board: while a turn goes on, its actions (those that
/// cannot be taken now shown disabled); during a battle, Play a card; always My hand,
/// Draw and Resign; at the end, Rematch.
pub(crate) fn board_buttons(tr: Tr<'_>, record: &GameRecord, game: &Game) -> Vec<Row> {
    if record.status != GameStatus::Active {
        return buttons::when_not_playing(tr, record, super::analysis::can_analyse(record));
    }
    let id = |click: CarnettClick| {
        ComponentId::new(
            record.id,
            record.ply(),
            ComponentAction::Game(click.encode()),
        )
        .encode()
    };
    let button = |click, which: &str, style, disabled| Button {
        custom_id: id(click),
        label: say::button(tr, which),
        style,
        disabled,
    };
    let hand = button(CarnettClick::Hand, "hand", ButtonStyle::Success, false);
    let draw = buttons::draw(tr, record);
    let resign = buttons::resign(tr, record);
    if game.battle().is_some() {
        return vec![Row::Buttons(vec![
            button(CarnettClick::Card, "card", ButtonStyle::Primary, false),
            hand,
            draw,
            resign,
        ])];
    }
    let pos = game.position();
    vec![
        Row::Buttons(vec![
            button(
                CarnettClick::Move,
                "move",
                ButtonStyle::Primary,
                pos.piece_moves().is_empty(),
            ),
            button(
                CarnettClick::Drop,
                "drop",
                ButtonStyle::Secondary,
                pos.drops().is_empty(),
            ),
            button(
                CarnettClick::Exchange,
                "exchange",
                ButtonStyle::Secondary,
                pos.exchanges().is_empty(),
            ),
            button(
                CarnettClick::Discard,
                "discard",
                ButtonStyle::Secondary,
                false,
            ),
            button(CarnettClick::End, "end", ButtonStyle::Secondary, false),
        ]),
        Row::Buttons(vec![hand, draw, resign]),
    ]
}

/// Up to 25 of the actions `user` may take now starting with what they typed, as
/// (label, value); none when it is not theirs to act.
pub(crate) fn autocomplete(
    tr: Tr<'_>,
    record: &GameRecord,
    game: &Game,
    user: UserId,
    typed: &str,
) -> Vec<(String, String)> {
    let Some(seat) = record.seat_of(user) else {
        return Vec::new();
    };
    let wanted = typed.trim().to_ascii_lowercase();
    let board = game.position().board();
    let mut choices: Vec<(String, String)> = game
        .view(color(seat))
        .legal_actions()
        .into_iter()
        .map(|action| {
            let value = action.to_string();
            let label = match action {
                Action::Move(mv) => match game.position().attack_target(mv) {
                    Some(target) => {
                        let kind = board.piece_at(target).map_or(Kind::Pawn, |p| p.kind);
                        say::option_attack(tr, &value, kind, &target.to_string())
                    }
                    None => say::option_move(tr, &value, &mv.to.to_string()),
                },
                other => shown(tr, &other),
            };
            (label, value)
        })
        .filter(|(label, value)| {
            let value = value.to_ascii_lowercase();
            value.starts_with(&wanted)
                || label.to_lowercase().starts_with(&wanted)
                || value
                    .strip_prefix("play ")
                    .is_some_and(|card| card.starts_with(&wanted))
        })
        .collect();
    choices.truncate(MAX_CHOICES);
    choices
}
