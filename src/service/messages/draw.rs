//! Draws by agreement: the offer, its answers, and why one can't be made.

use crate::i18n::Tr;

/// The Draw button under a live board.
pub fn draw_button(tr: Tr<'_>) -> String {
    tr.t("draw-button")
}

pub fn accept_draw_button(tr: Tr<'_>) -> String {
    tr.t("draw-button-accept")
}

pub fn decline_draw_button(tr: Tr<'_>) -> String {
    tr.t("draw-button-decline")
}

/// "alice offers a draw. <@bob>: accept with the button or `/martian draw`." (public);
/// `waiting`: mentions of those who must accept.
pub fn draw_offered(tr: Tr<'_>, by: &str, waiting: &[String]) -> String {
    tr.a(
        "draw-offered",
        &[
            ("name", by.into()),
            ("names", tr.list(waiting).into()),
            ("count", waiting.len().into()),
        ],
    )
}

/// To the player who offered, privately.
pub fn draw_you_offered(tr: Tr<'_>) -> String {
    tr.t("draw-you-offered")
}

/// To the player who offered, offering again.
pub fn draw_offer_stands(tr: Tr<'_>, waiting: &[String]) -> String {
    tr.a(
        "draw-offer-stands",
        &[
            ("names", tr.list(waiting).into()),
            ("count", waiting.len().into()),
        ],
    )
}

/// To a player who accepted already, accepting again (three or more players).
pub fn draw_already_accepted(tr: Tr<'_>, waiting: &[String]) -> String {
    tr.a(
        "draw-already-accepted",
        &[
            ("names", tr.list(waiting).into()),
            ("count", waiting.len().into()),
        ],
    )
}

/// A player accepted; others must still (public).
pub fn draw_accepted_so_far(tr: Tr<'_>, by: &str, waiting: &[String]) -> String {
    tr.a(
        "draw-accepted-so-far",
        &[
            ("name", by.into()),
            ("names", tr.list(waiting).into()),
            ("count", waiting.len().into()),
        ],
    )
}

/// To the player who accepted while others must still, privately.
pub fn draw_you_accepted_waiting(tr: Tr<'_>, waiting: &[String]) -> String {
    tr.a(
        "draw-you-accepted-waiting",
        &[
            ("names", tr.list(waiting).into()),
            ("count", waiting.len().into()),
        ],
    )
}

/// The last acceptance, on the board that shows the game drawn (public).
pub fn draw_accepted(tr: Tr<'_>, by: &str) -> String {
    tr.a("draw-accepted", &[("name", by.into())])
}

/// To the player whose acceptance drew the game, privately.
pub fn draw_you_accepted(tr: Tr<'_>) -> String {
    tr.t("draw-you-accepted")
}

/// "bob declined alice's draw offer. The game goes on." (public).
pub fn draw_declined(tr: Tr<'_>, by: &str, offered_by: &str) -> String {
    tr.a(
        "draw-declined",
        &[("name", by.into()), ("offered-by", offered_by.into())],
    )
}

pub fn draw_you_declined(tr: Tr<'_>) -> String {
    tr.t("draw-you-declined")
}

/// The player who offered takes it back with Decline (public).
pub fn draw_withdrawn(tr: Tr<'_>, by: &str) -> String {
    tr.a("draw-withdrawn", &[("name", by.into())])
}

pub fn draw_you_withdrew(tr: Tr<'_>) -> String {
    tr.t("draw-you-withdrew")
}

/// A computer seat among the others: no draw (private).
pub fn draw_computer_plays_on(tr: Tr<'_>) -> String {
    tr.t("draw-computer-plays-on")
}

pub fn draw_not_a_player(tr: Tr<'_>) -> String {
    tr.t("draw-not-a-player")
}

/// The button of an offer that no longer stands.
pub fn draw_lapsed(tr: Tr<'_>) -> String {
    tr.t("draw-lapsed")
}
