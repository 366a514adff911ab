//! The chance of winning the battle under way with one card or another, from what the
//! player sees (its hand, the cards down, the unseen cards: [`Odds`]).
//!
//! Each side plays its highest card of the lead suit when it matters, and nothing is
//! lost by playing it last (whoever has a card to come keeps the top for it; a
//! defender's last card sees everything). So after the mover's card, its final
//! strength is the best of its lead-suit cards down and, if it has a card to come,
//! of those left in its hand; the battle is won when that beats the opponent's best
//! lead-suit card down and the opponent, if it has a card to come, holds no unseen
//! card of the lead suit above it (the hypergeometric chance of odds.rs). Leading a
//! card, the lead suit is its suit.

use martian_carnett::{Battle, Card, CardSet};

use crate::odds::Odds;

/// The chance that the battle's next card, played by the mover from `hand`, wins it.
pub fn win_chance(battle: &Battle, hand: CardSet, odds: &Odds, card: Card) -> f64 {
    let lead = battle.lead().unwrap_or(card.suit());
    let index = battle.cards.len();
    let mut down = battle.cards.clone();
    down.push(card);
    // Cards at even indices are the attacker's; the mover's share its index's parity.
    let best_of = |parity: usize| {
        down.iter()
            .enumerate()
            .filter(|(i, c)| i % 2 == parity && c.suit() == lead)
            .map(|(_, c)| *c)
            .max_by_key(|c| c.rank())
    };
    let mine = index % 2;
    let mut best = best_of(mine);
    let mut rest = hand;
    rest.remove(card);
    if index + 2 < 4 {
        // A card to come, of the lead suit if any is left: the top one.
        if let Some(top) = rest.of_suit(lead).highest() {
            if best.is_none_or(|b| top.rank() > b.rank()) {
                best = Some(top);
            }
        }
    }
    let Some(best) = best else {
        return 0.0;
    };
    if best_of(1 - mine).is_some_and(|theirs| theirs.rank() > best.rank()) {
        return 0.0;
    }
    if index + 1 < 4 {
        odds.none_above(best)
    } else {
        1.0
    }
}

#[cfg(test)]
mod tests {
    use martian_carnett::{ChessMove, Color};

    use super::*;

    fn set(cards: &str) -> CardSet {
        cards
            .split_whitespace()
            .map(|c| c.parse::<Card>().unwrap())
            .collect()
    }

    fn battle(cards: &str) -> Battle {
        let attack = ChessMove {
            from: "e4".parse().unwrap(),
            to: "d5".parse().unwrap(),
            promotion: None,
        };
        let mut b = Battle::new(Color::White, attack, attack.to);
        b.cards = cards
            .split_whitespace()
            .map(|c| c.parse().unwrap())
            .collect();
        b
    }

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    #[test]
    fn leading_an_ace_s_suit_always_wins_and_the_card_within_it_does_not_matter() {
        let hand = set("AS 2S 2H 3H 4D 5D 6D 7C 8C 9C 10C JC QC");
        let odds = Odds::new(CardSet::FULL.minus(hand), 13);
        let b = battle("");
        assert_eq!(win_chance(&b, hand, &odds, card("2S")), 1.0);
        assert_eq!(win_chance(&b, hand, &odds, card("AS")), 1.0);
        let hearts = win_chance(&b, hand, &odds, card("3H"));
        assert!(hearts > 0.0 && hearts < 0.01, "{hearts}");
    }

    #[test]
    fn the_last_card_decides_for_certain_and_a_low_one_throws_the_battle_away() {
        // Defender's last card: KH takes the lead over QH, 2H does not.
        let b = battle("QH 5H 3H");
        let hand = set("KH 2H 4C");
        let odds = Odds::new(CardSet::FULL.minus(hand).minus(set("QH 5H 3H")), 10);
        assert_eq!(win_chance(&b, hand, &odds, card("KH")), 1.0);
        assert_eq!(win_chance(&b, hand, &odds, card("2H")), 0.0);
    }

    #[test]
    fn the_attacker_s_second_card_must_beat_what_is_down_and_what_may_come() {
        // The defender answered KH to QH: only the ace wins, and then for certain.
        let b = battle("QH KH");
        let hand = set("AH 2H 9S");
        let odds = Odds::new(CardSet::FULL.minus(hand).minus(set("QH KH")), 12);
        assert_eq!(win_chance(&b, hand, &odds, card("AH")), 1.0);
        assert_eq!(win_chance(&b, hand, &odds, card("2H")), 0.0);
        // Over 5H, a JH wins unless the defender holds one of QH KH AH.
        let b = battle("3H 5H");
        let hand = set("JH 4H 9S");
        let odds = Odds::new(CardSet::FULL.minus(hand).minus(set("3H 5H")), 12);
        let jack = win_chance(&b, hand, &odds, card("JH"));
        let four = win_chance(&b, hand, &odds, card("4H"));
        assert!(jack > 0.0 && jack < 1.0 && four == 0.0, "{jack} {four}");
    }

    #[test]
    fn a_defender_void_in_the_lead_suit_cannot_win() {
        let b = battle("7D");
        let hand = set("AS KS 2C");
        let odds = Odds::new(CardSet::FULL.minus(hand).minus(set("7D")), 12);
        assert_eq!(win_chance(&b, hand, &odds, card("AS")), 0.0);
    }
}
