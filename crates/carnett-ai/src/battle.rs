//! Which card to play in a battle. To lead: the top card of the suit most likely to
//! win (`normal`) or of the suit of the highest card (`easy`). To answer: the lowest
//! card that takes the lead when there is one (the defender's first answer: the
//! highest of the suit, since the attacker still has a card to come), else the lowest
//! card allowed, keeping the high ones for later battles.

use martian_carnett::{Battle, Card, CardSet};

use crate::odds::{highest_rank, lowest_rank, Odds};
use crate::search::lowest_above;

pub fn choose(battle: &Battle, hand: CardSet, odds: &Odds, by_odds: bool) -> Option<Card> {
    let allowed = battle.allowed(hand);
    let Some(lead) = battle.lead() else {
        let suit = if by_odds {
            odds.attack(hand).1
        } else {
            highest_rank(hand).map(|c| c.suit())
        };
        return suit.and_then(|s| highest_rank(hand.of_suit(s)));
    };
    let best = battle
        .cards
        .iter()
        .copied()
        .filter(|c| c.suit() == lead)
        .max_by_key(|c| c.rank())?;
    let following = allowed.of_suit(lead);
    if following.is_empty() {
        return lowest_rank(allowed);
    }
    if battle.cards.len() == 1 {
        let top = highest_rank(following)?;
        return Some(if top.rank() > best.rank() {
            top
        } else {
            lowest_rank(following)?
        });
    }
    lowest_above(following, best).or_else(|| lowest_rank(following))
}
