//! A battle (section 3): four cards, attacker and defender in turn, the first card's
//! suit leads; each must follow it when able; the highest card of the lead suit wins.

use crate::card::{Card, CardSet, Suit};
use crate::movegen::ChessMove;
use crate::piece::Color;
use crate::square::Square;

/// A battle under way.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Battle {
    pub attacker: Color,
    /// The attacking move (its promotion applies if the attacker wins).
    pub attack: ChessMove,
    /// Where the defending piece stands: the move's target, or beside it en passant.
    pub target: Square,
    /// The cards played so far, in order: attacker, defender, attacker, defender.
    pub cards: Vec<Card>,
}

impl Battle {
    pub fn new(attacker: Color, attack: ChessMove, target: Square) -> Battle {
        Battle {
            attacker,
            attack,
            target,
            cards: Vec::with_capacity(4),
        }
    }

    pub fn defender(&self) -> Color {
        self.attacker.opponent()
    }

    /// Who plays the next card.
    pub fn to_play(&self) -> Color {
        if self.cards.len() % 2 == 0 {
            self.attacker
        } else {
            self.defender()
        }
    }

    pub fn lead(&self) -> Option<Suit> {
        self.cards.first().map(|c| c.suit())
    }

    pub fn is_complete(&self) -> bool {
        self.cards.len() >= 4
    }

    /// The cards of `hand` that may be played next: any card to lead, then a card of
    /// the lead suit if the hand holds one, else any card.
    pub fn allowed(&self, hand: CardSet) -> CardSet {
        match self.lead() {
            None => hand,
            Some(lead) => {
                let following = hand.of_suit(lead);
                if following.is_empty() {
                    hand
                } else {
                    following
                }
            }
        }
    }

    /// The winner once four cards are down: whoever played the highest card of the
    /// lead suit (the first card is of it, so there always is one).
    pub fn winner(&self) -> Option<Color> {
        let lead = self.lead()?;
        if !self.is_complete() {
            return None;
        }
        let best = (0..self.cards.len())
            .filter(|i| self.cards[*i].suit() == lead)
            .max_by_key(|i| self.cards[*i].rank())?;
        Some(if best % 2 == 0 {
            self.attacker
        } else {
            self.defender()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn battle(cards: &[&str]) -> Battle {
        let attack = ChessMove {
            from: "e4".parse().unwrap(),
            to: "d5".parse().unwrap(),
            promotion: None,
        };
        let mut b = Battle::new(Color::White, attack, attack.to);
        b.cards = cards.iter().map(|c| c.parse().unwrap()).collect();
        b
    }

    fn hand(cards: &[&str]) -> CardSet {
        cards.iter().map(|c| c.parse::<Card>().unwrap()).collect()
    }

    #[test]
    fn the_highest_card_of_the_lead_suit_wins() {
        assert_eq!(
            battle(&["7H", "8H", "2H", "3C"]).winner(),
            Some(Color::Black)
        );
        assert_eq!(
            battle(&["7H", "AS", "2H", "AC"]).winner(),
            Some(Color::White)
        );
        assert_eq!(
            battle(&["7H", "8H", "KH", "QH"]).winner(),
            Some(Color::White)
        );
        assert_eq!(battle(&["7H", "8H", "KH"]).winner(), None);
    }

    #[test]
    fn the_lead_suit_must_be_followed_when_possible() {
        let b = battle(&["7H"]);
        assert_eq!(b.to_play(), Color::Black);
        assert_eq!(b.allowed(hand(&["2H", "AS", "KH"])), hand(&["2H", "KH"]));
        assert_eq!(b.allowed(hand(&["AS", "KC"])), hand(&["AS", "KC"]));
        assert_eq!(battle(&[]).allowed(hand(&["AS", "KC"])).len(), 2);
    }
}
