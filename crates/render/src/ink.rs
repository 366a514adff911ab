//! The colours text is drawn in, by role. A file of its own because the palette (which
//! keeps an anti-aliasing ramp per ink), the text drawing and every panel name them.

use super::theme::{self, Rgb};

/// The colours text is drawn in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ink {
    Text,
    Dim,
    Label,
    Turn,
    Winner,
    /// Red suits (Carnett's cards), on a card or on the panel.
    Red,
    /// Black suits and ranks on a card's paper.
    Card,
}

impl Ink {
    pub const ALL: [Ink; 7] = [
        Ink::Text,
        Ink::Dim,
        Ink::Label,
        Ink::Turn,
        Ink::Winner,
        Ink::Red,
        Ink::Card,
    ];

    pub fn colour(self) -> Rgb {
        match self {
            Ink::Text => theme::TEXT,
            Ink::Dim => theme::DIM_TEXT,
            Ink::Label => theme::LABEL,
            Ink::Turn => theme::TURN,
            Ink::Winner => theme::WINNER,
            Ink::Red => theme::RED_SUIT,
            Ink::Card => theme::CARD_INK,
        }
    }
}
