//! What a Looney Pyramids game shows everyone: the live board's message (what
//! happened, whose move it is, pinging them), its buttons, the board on request, and
//! the words that name the game (its description, its thread's name, the ping).

use crate::engine::{ClockMode, Game};
use crate::i18n::Tr;
use crate::model::{GameRecord, GameStatus, Seat, UserId};
use crate::service::buttons;
use crate::service::reply::{Button, ButtonStyle, ComponentAction, Delivery, Reply, Row};

use super::super::live_board;
use super::clicks::Click;
use super::ending::end_summary;
use super::picture::board_image;
use super::say;

/// The buttons under a board: of an active game, to play (Move, Board, Draw, Resign:
/// one row, Discord allows five); else those of a game no longer played.
pub(crate) fn board_buttons(tr: Tr<'_>, record: &GameRecord) -> Vec<Row> {
    if record.status != GameStatus::Active {
        return buttons::when_not_playing(tr, record, super::analysis::can_analyse(record));
    }
    let play: Button = buttons::button(
        record,
        ComponentAction::Game(Click::Move.encode()),
        say::move_button(tr),
        ButtonStyle::Primary,
    );
    vec![Row::Buttons(vec![
        play,
        buttons::board(tr, record),
        buttons::draw(tr, record),
        buttons::resign(tr, record),
    ])]
}

/// A public board message: what happened, then whose move it is (pinging them, with
/// a receipt so that a notice that never arrives is posted again) or how the game
/// ended, in `tr`'s language (the server's: everyone sees it).
pub(crate) fn board_message(
    tr: Tr<'_>,
    record: &GameRecord,
    game: &Game,
    lines: Vec<String>,
    delivery: Delivery,
) -> Reply {
    let pos = game.position();
    let your_move = |seat: &Seat| {
        let zone = pos.layout().zone_name(pos.to_move());
        vec![say::your_move(tr, &seat.user.mention(), &zone)]
    };
    let board = live_board::Board {
        summary: end_summary(tr, record, game),
        under_way: pos
            .clock()
            .map(|left| say::clock_running(tr, left))
            .into_iter()
            .collect(),
        to_act: Some(pos.to_move().index()),
        your_turn: &your_move,
        computer: say::computer_to_move(tr),
        image: Some(board_image(tr, record, game)),
        components: board_buttons(tr, record),
    };
    live_board::message(tr, record, lines, delivery, board)
}

/// The board on request: for everyone (`to` is `None`) in the server's language, or
/// for one player alone in theirs.
pub(crate) fn board_view(
    tr: Tr<'_>,
    record: &GameRecord,
    game: &Game,
    to: Option<UserId>,
) -> Reply {
    let pos = game.position();
    let started = record.status != GameStatus::Invited;
    let text = say::position(tr, &pos.to_string(), started);
    let mut reply = match to {
        None => Reply::public(record.channel, text),
        Some(user) => Reply::private(record.channel, user, text),
    };
    reply.image = Some(board_image(tr, record, game));
    if to.is_none() {
        reply.components = board_buttons(tr, record);
        // A board asked for pings nobody and is news to nobody.
        reply.silent = true;
    }
    reply
}

/// "duel, classic" or "teams, leaping, no clock", in `tr`'s language.
pub(crate) fn description(tr: Tr<'_>, record: &GameRecord) -> String {
    let (Some(layout), Some(rules)) = (record.layout(), record.rules()) else {
        return String::new();
    };
    let board = if rules.teams { "teams" } else { layout.name() };
    let clock = match rules.clock {
        ClockMode::Call => None,
        ClockMode::Auto27 => Some("play-clock-auto27"),
        ClockMode::Off => Some("play-clock-off"),
    };
    say::description(
        tr,
        board,
        rules.ruleset.name(),
        clock,
        rules.reject_captures_allowed,
    )
}
