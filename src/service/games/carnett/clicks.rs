//! Carnett's game's own buttons and menus, as their `custom_id`s name them (after
//! `mc:<game>:<ply>:`).

use crate::carnett;

/// The buttons and menus of Carnett's game (`menus.rs`): on the board, then each step
/// of a private menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CarnettClick {
    /// The board's Move: the menu of pieces that may move.
    Move,
    /// The piece menu (the value is a square).
    Piece,
    /// The destination menus of the piece on this square (the value is a move); the
    /// number tells the menus of one message apart.
    Target(carnett::Square, u8),
    /// The board's Drop: the menu of the reserve's kinds.
    Drop,
    /// The reserve's menu (the value is a kind's letter).
    DropKind,
    /// The square menus for a drop of this kind (the value is a drop, `N@e5`); the
    /// number tells the menus of one message apart.
    DropAt(carnett::Kind, u8),
    /// The board's Exchange: the menu of kinds.
    Exchange,
    /// The kind menu (the value is an action, `exchange N`).
    ExchangeKind,
    /// The board's Discard: the menu of the hand.
    Discard,
    /// The hand menu (the value is an action, `discard 7H`).
    DiscardCard,
    /// The board's End turn.
    End,
    /// The board's My hand: the presser's hand, to them alone.
    Hand,
    /// The board's Play a card: the menu of the cards the presser may play.
    Card,
    /// The card menu (the value is an action, `play 7H`).
    CardPlay,
}

impl CarnettClick {
    pub fn encode(self) -> String {
        match self {
            CarnettClick::Move => "c-move".into(),
            CarnettClick::Piece => "c-piece".into(),
            CarnettClick::Target(from, n) => format!("c-to:{from}{n}"),
            CarnettClick::Drop => "c-drop".into(),
            CarnettClick::DropKind => "c-dropk".into(),
            CarnettClick::DropAt(kind, n) => format!("c-at:{}{n}", kind.letter()),
            CarnettClick::Exchange => "c-exch".into(),
            CarnettClick::ExchangeKind => "c-exk".into(),
            CarnettClick::Discard => "c-disc".into(),
            CarnettClick::DiscardCard => "c-dcard".into(),
            CarnettClick::End => "c-end".into(),
            CarnettClick::Hand => "c-hand".into(),
            CarnettClick::Card => "c-card".into(),
            CarnettClick::CardPlay => "c-play".into(),
        }
    }

    /// Whether the answer replaces the menu clicked (a menu's next step, an action
    /// chosen in a menu); the board's buttons answer with a new private message.
    pub fn steps_in_place(self) -> bool {
        matches!(
            self,
            CarnettClick::Piece
                | CarnettClick::Target(..)
                | CarnettClick::DropKind
                | CarnettClick::DropAt(..)
                | CarnettClick::ExchangeKind
                | CarnettClick::DiscardCard
                | CarnettClick::CardPlay
        )
    }

    /// Reads what [`CarnettClick::encode`] wrote; anything else is `None`.
    pub fn parse(token: &str) -> Option<CarnettClick> {
        let (name, arg) = match token.split_once(':') {
            Some((name, arg)) => (name, Some(arg)),
            None => (token, None),
        };
        Some(match (name, arg) {
            ("c-move", None) => CarnettClick::Move,
            ("c-piece", None) => CarnettClick::Piece,
            ("c-to", Some(arg)) => {
                let square = arg.get(..2)?.parse().ok()?;
                let n = arg.get(2..)?.parse().ok().filter(|n| *n < 2)?;
                CarnettClick::Target(square, n)
            }
            ("c-drop", None) => CarnettClick::Drop,
            ("c-dropk", None) => CarnettClick::DropKind,
            ("c-at", Some(arg)) => {
                let mut chars = arg.chars();
                let kind = carnett::Kind::from_letter(chars.next()?)
                    .filter(|k| *k != carnett::Kind::King)?;
                let n = chars.as_str().parse().ok().filter(|n| *n < 3)?;
                CarnettClick::DropAt(kind, n)
            }
            ("c-exch", None) => CarnettClick::Exchange,
            ("c-exk", None) => CarnettClick::ExchangeKind,
            ("c-disc", None) => CarnettClick::Discard,
            ("c-dcard", None) => CarnettClick::DiscardCard,
            ("c-end", None) => CarnettClick::End,
            ("c-hand", None) => CarnettClick::Hand,
            ("c-card", None) => CarnettClick::Card,
            ("c-play", None) => CarnettClick::CardPlay,
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn carnett_clicks_round_trip_and_refuse_anything_else() {
        for click in [
            CarnettClick::Move,
            CarnettClick::Piece,
            CarnettClick::Target("h8".parse().unwrap(), 1),
            CarnettClick::Drop,
            CarnettClick::DropKind,
            CarnettClick::DropAt(carnett::Kind::Knight, 2),
            CarnettClick::Exchange,
            CarnettClick::ExchangeKind,
            CarnettClick::Discard,
            CarnettClick::DiscardCard,
            CarnettClick::End,
            CarnettClick::Hand,
            CarnettClick::Card,
            CarnettClick::CardPlay,
        ] {
            let token = click.encode();
            assert!(token.len() <= 16, "{token}");
            assert_eq!(CarnettClick::parse(&token), Some(click), "{token}");
        }
        for bad in [
            "", "c-to:z90", "c-to:e22", "c-to:e2", "c-at:K0", "c-at:N3", "c-fly", "move",
        ] {
            assert_eq!(CarnettClick::parse(bad), None, "{bad}");
        }
    }
}
