//! The chances of battles, from what the player sees: its own hand and the cards it
//! has not seen (the other hand is some of them, every such hand as likely).
//!
//! A battle is won by the highest card of the lead suit, and each side plays its
//! highest when it matters, so an attack led in suit `s` wins when the defender holds
//! no card of `s` above the attacker's highest: with `h` unseen cards above it and the
//! defender holding `n` of the `u` unseen cards, the chance is
//! `(u-n)/u * (u-n-1)/(u-1) * ...` over `h` factors (hypergeometric).

use martian_carnett::{Card, CardSet, Suit};

/// The cards one player has not seen, and how many of them the other hand holds.
#[derive(Clone, Copy, Debug)]
pub struct Odds {
    unseen: CardSet,
    held: usize,
}

impl Odds {
    pub fn new(unseen: CardSet, opponent_cards: usize) -> Odds {
        Odds {
            unseen,
            held: opponent_cards.min(unseen.len()),
        }
    }

    /// The chance that the other hand holds none of `h` given unseen cards.
    fn none_of(&self, h: usize) -> f64 {
        let (u, n) = (self.unseen.len() as f64, self.held as f64);
        (0..h).fold(1.0, |p, i| {
            let i = i as f64;
            if u - i <= 0.0 {
                p
            } else {
                p * ((u - n - i).max(0.0) / (u - i))
            }
        })
    }

    /// The chance that the other hand holds no unseen card of `card`'s suit above it.
    pub(crate) fn none_above(&self, card: Card) -> f64 {
        let above = self
            .unseen
            .of_suit(card.suit())
            .iter()
            .filter(|c| c.rank() > card.rank())
            .count();
        self.none_of(above)
    }

    /// Unseen cards of `suit` above the highest of `hand` in it (all of them if void).
    fn above(&self, hand: CardSet, suit: Suit) -> usize {
        let unseen = self.unseen.of_suit(suit);
        match hand.of_suit(suit).highest() {
            None => unseen.len(),
            Some(top) => unseen.iter().filter(|c| c.rank() > top.rank()).count(),
        }
    }

    /// The chance an attack led in `suit` wins with `hand` (0 if the hand is void).
    pub fn attack_in(&self, hand: CardSet, suit: Suit) -> f64 {
        if hand.of_suit(suit).is_empty() {
            return 0.0;
        }
        self.none_of(self.above(hand, suit))
    }

    /// The best suit to attack in, and its chance.
    pub fn attack(&self, hand: CardSet) -> (f64, Option<Suit>) {
        Suit::ALL
            .into_iter()
            .map(|s| (self.attack_in(hand, s), Some(s)))
            .fold((0.0, None), |best, x| if x.0 > best.0 { x } else { best })
    }

    /// The chance of holding off an attack in a suit the attacker picks blindly
    /// (its own strong suit, which says nothing of ours): the average over suits.
    pub fn defence(&self, hand: CardSet) -> f64 {
        let total: f64 = Suit::ALL
            .into_iter()
            .map(|s| self.none_of(self.above(hand, s)))
            .sum();
        total / 4.0
    }

    /// How much `hand` is worth for battles to come, in centipawns.
    pub fn hand_value(&self, hand: CardSet) -> f64 {
        60.0 * self.attack(hand).0 + 120.0 * self.defence(hand)
    }

    /// The expected change of [`Odds::hand_value`] from discarding `card` and drawing
    /// an unseen card (each as likely).
    pub fn discard_gain(&self, hand: CardSet, card: Card) -> f64 {
        let mut rest = hand;
        rest.remove(card);
        let before = self.hand_value(hand);
        let draws: Vec<Card> = self.unseen.iter().collect();
        if draws.is_empty() {
            return 0.0;
        }
        let total: f64 = draws
            .iter()
            .map(|drawn| {
                let mut next = rest;
                next.insert(*drawn);
                let mut unseen = self.unseen;
                unseen.remove(*drawn);
                unseen.insert(card);
                Odds::new(unseen, self.held).hand_value(next)
            })
            .sum();
        total / draws.len() as f64 - before
    }
}

/// The lowest card of a set by rank (then suit).
pub fn lowest_rank(set: CardSet) -> Option<Card> {
    set.iter().min_by_key(|c| (c.rank(), c.suit()))
}

/// The highest card of a set by rank (then suit).
pub fn highest_rank(set: CardSet) -> Option<Card> {
    set.iter().max_by_key(|c| (c.rank(), c.suit()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(cards: &str) -> CardSet {
        cards
            .split_whitespace()
            .map(|c| c.parse::<Card>().unwrap())
            .collect()
    }

    #[test]
    fn an_ace_always_wins_its_suit_and_a_void_never_attacks() {
        let hand = set("AS 2H 3H 4D 5D 6D 7C 8C 9C 10C JC QC KC");
        let unseen = CardSet::FULL.minus(hand);
        let odds = Odds::new(unseen, 13);
        assert_eq!(odds.attack_in(hand, Suit::Spades), 1.0);
        assert_eq!(odds.attack(hand), (1.0, Some(Suit::Spades)));
        let weak = odds.attack_in(hand, Suit::Hearts);
        assert!(weak > 0.0 && weak < 0.01, "{weak}");
        let no_spades = set("2H 3H");
        assert_eq!(odds.attack_in(no_spades, Suit::Spades), 0.0);
        assert!(odds.defence(hand) > odds.defence(set("2S 2H 2D 2C")));
    }

    #[test]
    fn discarding_a_low_card_gains_and_discarding_an_ace_loses() {
        let hand = set("AS 2H 3H 4D 5D 6D 7C 8C 9C 10C JC QC KC");
        let odds = Odds::new(CardSet::FULL.minus(hand), 13);
        let low = odds.discard_gain(hand, "2H".parse().unwrap());
        let ace = odds.discard_gain(hand, "AS".parse().unwrap());
        assert!(low > ace, "{low} {ace}");
    }
}
