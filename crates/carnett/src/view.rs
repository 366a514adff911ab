//! What one seat can see: its own hand and the public state (the position, the
//! discard pile, the cards of the battle so far, how many cards the others hold). The
//! computer player takes only this, so it cannot see hidden cards by construction.

use crate::action::Action;
use crate::battle::Battle;
use crate::card::{Card, CardSet};
use crate::outcome::Outcome;
use crate::piece::Color;
use crate::position::Position;

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PlayerView {
    pub seat: Color,
    pub position: Position,
    pub hand: CardSet,
    pub opponent_cards: usize,
    pub deck_cards: usize,
    /// Face up, its top card last.
    pub discard: Vec<Card>,
    pub battle: Option<Battle>,
    pub outcome: Option<Outcome>,
}

impl PlayerView {
    /// Who must act now (as [`crate::Game::to_act`]).
    pub fn to_act(&self) -> Option<Color> {
        if self.outcome.is_some() {
            return None;
        }
        Some(match &self.battle {
            Some(battle) => battle.to_play(),
            None => self.position.side,
        })
    }

    /// The actions this seat may take now (none when another seat must act).
    pub fn legal_actions(&self) -> Vec<Action> {
        if self.to_act() != Some(self.seat) {
            return Vec::new();
        }
        if let Some(battle) = &self.battle {
            return battle.allowed(self.hand).iter().map(Action::Play).collect();
        }
        let pos = &self.position;
        let mut actions: Vec<Action> = pos.piece_moves().into_iter().map(Action::Move).collect();
        actions.extend(
            pos.drops()
                .into_iter()
                .map(|(kind, to)| Action::Drop { kind, to }),
        );
        actions.extend(pos.exchanges().into_iter().map(Action::Exchange));
        actions.extend(self.hand.iter().map(Action::Discard));
        actions.push(Action::EndTurn);
        actions
    }

    /// The cards this seat has not seen: in the deck or the other hand.
    pub fn unseen(&self) -> CardSet {
        let mut seen = self.hand;
        let played = self.battle.iter().flat_map(|b| b.cards.iter());
        for card in self.discard.iter().chain(played) {
            seen.insert(*card);
        }
        CardSet::FULL.minus(seen)
    }
}
