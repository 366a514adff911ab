//! Cards of the 52-card deck and sets of them (a hand is a set: its order means nothing).

use std::fmt;
use std::str::FromStr;

/// A suit; no suit is trumps.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Suit {
    Spades,
    Hearts,
    Diamonds,
    Clubs,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    pub const fn index(self) -> usize {
        self as usize
    }

    /// `S H D C`.
    pub const fn letter(self) -> char {
        match self {
            Suit::Spades => 'S',
            Suit::Hearts => 'H',
            Suit::Diamonds => 'D',
            Suit::Clubs => 'C',
        }
    }

    /// `♠ ♥ ♦ ♣`.
    pub const fn symbol(self) -> char {
        match self {
            Suit::Spades => '♠',
            Suit::Hearts => '♥',
            Suit::Diamonds => '♦',
            Suit::Clubs => '♣',
        }
    }
}

/// A card: `rank` 0 for a two up to 12 for an ace (bridge order).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Card(u8);

const RANKS: [&str; 13] = [
    "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
];

impl Card {
    /// `rank` 0 (two) to 12 (ace).
    pub const fn new(suit: Suit, rank: u8) -> Option<Card> {
        if rank < 13 {
            Some(Card(suit as u8 * 13 + rank))
        } else {
            None
        }
    }

    /// The card with this index (0..52): spades two to ace, then hearts, diamonds, clubs.
    pub const fn from_index(index: u8) -> Option<Card> {
        if index < 52 {
            Some(Card(index))
        } else {
            None
        }
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    pub const fn suit(self) -> Suit {
        Suit::ALL[(self.0 / 13) as usize]
    }

    /// 0 for a two, 12 for an ace.
    pub const fn rank(self) -> u8 {
        self.0 % 13
    }

    /// The whole deck in index order.
    pub fn deck() -> impl Iterator<Item = Card> {
        (0..52).map(Card)
    }

    /// With the suit's symbol: `10♠`.
    pub fn symbol(self) -> String {
        format!("{}{}", RANKS[self.rank() as usize], self.suit().symbol())
    }
}

impl fmt::Display for Card {
    /// `AS`, `10H`, `2C`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", RANKS[self.rank() as usize], self.suit().letter())
    }
}

/// The text is not a card (`AS`, `10H`, `TS`, `2C`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseCardError;

impl fmt::Display for ParseCardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(
            "not a card: give a rank 2-10, J, Q, K or A, then a suit S, H, D or C, like 10H",
        )
    }
}

impl std::error::Error for ParseCardError {}

impl FromStr for Card {
    type Err = ParseCardError;

    /// Case-insensitive; `T` for ten; the suit as a letter or a symbol.
    fn from_str(text: &str) -> Result<Card, ParseCardError> {
        let text = text.trim();
        let mut chars = text.chars();
        let suit_char = chars.next_back().ok_or(ParseCardError)?;
        let rank_text = chars.as_str().to_ascii_uppercase();
        let suit = Suit::ALL
            .into_iter()
            .find(|s| s.letter() == suit_char.to_ascii_uppercase() || s.symbol() == suit_char)
            .ok_or(ParseCardError)?;
        let rank_text = if rank_text == "T" { "10" } else { &rank_text };
        let rank = RANKS
            .iter()
            .position(|r| *r == rank_text)
            .ok_or(ParseCardError)?;
        Card::new(suit, rank as u8).ok_or(ParseCardError)
    }
}

/// A set of cards, one bit per card.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct CardSet(u64);

impl CardSet {
    pub const EMPTY: CardSet = CardSet(0);
    pub const FULL: CardSet = CardSet((1 << 52) - 1);

    pub const fn bits(self) -> u64 {
        self.0
    }

    pub fn contains(self, card: Card) -> bool {
        self.0 & (1 << card.0) != 0
    }

    pub fn insert(&mut self, card: Card) {
        self.0 |= 1 << card.0;
    }

    /// Takes `card` out; false if it was not there.
    pub fn remove(&mut self, card: Card) -> bool {
        let had = self.contains(card);
        self.0 &= !(1 << card.0);
        had
    }

    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The cards of one suit.
    pub const fn of_suit(self, suit: Suit) -> CardSet {
        CardSet(self.0 & (0x1fff << (suit as u8 * 13)))
    }

    pub const fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    pub const fn minus(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// The highest card (ranks compared within a suit; across suits, by index).
    pub fn highest(self) -> Option<Card> {
        (self.0 != 0).then(|| Card(63 - self.0.leading_zeros() as u8))
    }

    /// The lowest card, as [`CardSet::highest`].
    pub fn lowest(self) -> Option<Card> {
        (self.0 != 0).then(|| Card(self.0.trailing_zeros() as u8))
    }

    /// The cards, in index order.
    pub fn iter(self) -> impl Iterator<Item = Card> {
        let mut rest = self.0;
        std::iter::from_fn(move || {
            if rest == 0 {
                return None;
            }
            let index = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            Some(Card(index))
        })
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

impl fmt::Display for CardSet {
    /// Space-separated, in index order.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let texts: Vec<String> = self.iter().map(|c| c.to_string()).collect();
        f.write_str(&texts.join(" "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_round_trip_and_ten_has_two_spellings() {
        for card in Card::deck() {
            assert_eq!(card.to_string().parse::<Card>(), Ok(card));
        }
        assert_eq!("TS".parse::<Card>(), "10S".parse::<Card>());
        assert_eq!("ah".parse::<Card>().unwrap().to_string(), "AH");
        assert_eq!("Q♦".parse::<Card>().unwrap().to_string(), "QD");
        assert_eq!(Card::new(Suit::Clubs, 12).unwrap().symbol(), "A♣");
        for bad in ["", "S", "1S", "11H", "AX", "10", "♠", "AAS"] {
            assert!(bad.parse::<Card>().is_err(), "{bad}");
        }
    }

    #[test]
    fn a_set_splits_by_suit_and_knows_its_highest() {
        let set: CardSet = ["2H", "KH", "AS", "3C"]
            .iter()
            .map(|t| t.parse().unwrap())
            .collect();
        assert_eq!(set.len(), 4);
        let hearts = set.of_suit(Suit::Hearts);
        assert_eq!(hearts.to_string(), "2H KH");
        assert_eq!(hearts.highest().unwrap().to_string(), "KH");
        assert!(set.of_suit(Suit::Diamonds).is_empty());
        assert_eq!(CardSet::FULL.len(), 52);
    }
}
