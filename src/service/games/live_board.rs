//! The live board's message, the same for every game: what happened, then how the
//! game ended, or whose turn it is (pinging a human, with a receipt so that a notice
//! that never arrives is posted again; naming the computer), with the game's picture
//! and buttons. Each game gives its own words and pictures.

use crate::i18n::Tr;
use crate::model::{GameRecord, GameStatus, Seat};
use crate::service::markdown::escape;
use crate::service::messages;
use crate::service::reply::{Attachment, Delivery, Receipt, Reply, Row, Sent};

/// What one game puts on its live board.
pub(crate) struct Board<'a> {
    /// How the game ended, in plain names; `None` while it goes on.
    pub summary: Option<String>,
    /// Lines said while the game goes on, before whose turn it is (a clock running).
    pub under_way: Vec<String>,
    /// The seat that must act while the game goes on, if any.
    pub to_act: Option<usize>,
    /// The turn's line for a human seat (it pings them).
    pub your_turn: &'a dyn Fn(&Seat) -> Vec<String>,
    /// The line when the computer must act.
    pub computer: String,
    pub image: Option<Attachment>,
    pub components: Vec<Row>,
}

/// The live board's message: `lines` (what happened), then the end or the turn, in
/// `tr`'s language (the server's: everyone sees it).
pub(crate) fn message(
    tr: Tr<'_>,
    record: &GameRecord,
    mut lines: Vec<String>,
    delivery: Delivery,
    board: Board<'_>,
) -> Reply {
    let mut mentions = Vec::new();
    let mut receipt = None;
    match (board.summary, record.status) {
        (Some(summary), _) => lines.push(messages::game_over(tr, &escape(&summary))),
        (None, GameStatus::Active) => {
            lines.extend(board.under_way);
            match board.to_act.and_then(|s| record.seats.get(s)) {
                Some(seat) if seat.computer.is_none() => {
                    lines.extend((board.your_turn)(seat));
                    mentions.push((seat.user, seat.name.clone()));
                    receipt = Some(Receipt {
                        game: record.id,
                        guild: record.guild,
                        ply: record.ply(),
                        what: Sent::MoveNotice,
                    });
                }
                Some(_) => lines.push(board.computer),
                None => {}
            }
        }
        _ => {}
    }
    Reply {
        channel: record.channel,
        delivery,
        ephemeral: false,
        to: None,
        text: lines.join("\n"),
        image: board.image,
        components: board.components,
        // A board that pings nobody while the game goes on (the computer is to act)
        // is news to nobody; a game's end is news to its players.
        silent: mentions.is_empty() && record.status == GameStatus::Active,
        mentions,
        receipt,
        followup: None,
    }
}
