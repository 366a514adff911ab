//! What a game gives back to the use cases: an action it read, what an action told
//! everyone and each seat alone, a private menu, and what a click on one of its own
//! components asks for.

use crate::carnett;
use crate::engine::Move;
use crate::service::reply::{Delivery, Row};

/// An action of one of the games, as read from a player or chosen by the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Act {
    Martian(Move),
    Carnett(carnett::Action),
}

impl Act {
    /// The action as the record stores it (`c3b4*`, `play 7H`).
    pub fn stored(&self) -> String {
        match self {
            Act::Martian(m) => m.to_string(),
            Act::Carnett(action) => action.to_string(),
        }
    }
}

/// What each seat alone learned from one or more actions: the cards each drew in
/// Carnett's game (nothing in the Looney Pyramids game, which hides nothing).
#[derive(Clone, Debug, Default)]
pub(crate) struct Secrets {
    /// By seat.
    pub drew: [Vec<carnett::Card>; 2],
}

impl Secrets {
    /// These and `more`, learned after them.
    pub fn extend(&mut self, more: Secrets) {
        for (all, new) in self.drew.iter_mut().zip(more.drew) {
            all.extend(new);
        }
    }
}

/// What an action told: lines for everyone, and what each seat alone learned.
#[derive(Clone, Debug, Default)]
pub(crate) struct Told {
    pub public: Vec<String>,
    pub secrets: Secrets,
}

/// A private menu's words and rows.
pub(crate) struct Menu {
    pub text: String,
    pub components: Vec<Row>,
}

/// What a click on a game's own button or menu asks for.
pub(crate) enum Clicked {
    /// A private menu for the presser, delivered as said (a new message, or in place
    /// of the menu clicked).
    Menu(Menu, Delivery),
    /// An action for the presser to take; its answer is delivered as said.
    Act(Act, Delivery),
}
