//! The three pyramid sizes.

use std::fmt;

/// A piece. Pieces have no colour: whoever owns the zone a piece stands in owns it.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Piece {
    /// The small pyramid, 1 pip.
    Pawn,
    /// The medium pyramid, 2 pips.
    Drone,
    /// The large pyramid, 3 pips.
    Queen,
}

impl Piece {
    pub const ALL: [Piece; 3] = [Piece::Pawn, Piece::Drone, Piece::Queen];

    /// Pips on the pyramid, and the points it is worth when captured.
    pub const fn points(self) -> u16 {
        match self {
            Piece::Pawn => 1,
            Piece::Drone => 2,
            Piece::Queen => 3,
        }
    }

    /// The MCFEN letter.
    pub const fn letter(self) -> char {
        match self {
            Piece::Pawn => 'P',
            Piece::Drone => 'D',
            Piece::Queen => 'Q',
        }
    }

    pub fn from_letter(letter: char) -> Option<Piece> {
        match letter {
            'P' => Some(Piece::Pawn),
            'D' => Some(Piece::Drone),
            'Q' => Some(Piece::Queen),
            _ => None,
        }
    }

    /// Lower-case English name, for sentences.
    pub const fn name(self) -> &'static str {
        match self {
            Piece::Pawn => "pawn",
            Piece::Drone => "drone",
            Piece::Queen => "queen",
        }
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A player, by seat: player 1 moves first.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Player(u8);

impl Player {
    /// At most six players sit at one board (`hexa`).
    pub const MAX: usize = 6;

    /// The player with this 1-based number, if it is 1..=6.
    pub const fn from_number(number: u8) -> Option<Player> {
        if number >= 1 && number as usize <= Player::MAX {
            Some(Player(number - 1))
        } else {
            None
        }
    }

    pub(crate) const fn from_index(index: usize) -> Player {
        Player(index as u8)
    }

    /// 0-based seat, for indexing.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// 1-based number, as players see it.
    pub const fn number(self) -> u8 {
        self.0 + 1
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "player {}", self.number())
    }
}

/// A set of players (winners, or those who share a draw).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct PlayerSet(u8);

impl PlayerSet {
    pub const EMPTY: PlayerSet = PlayerSet(0);

    pub fn with(self, player: Player) -> PlayerSet {
        PlayerSet(self.0 | 1 << player.0)
    }

    pub fn contains(self, player: Player) -> bool {
        self.0 & (1 << player.0) != 0
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn union(self, other: PlayerSet) -> PlayerSet {
        PlayerSet(self.0 | other.0)
    }

    /// Members, lowest seat first.
    pub fn iter(self) -> impl Iterator<Item = Player> {
        (0..Player::MAX)
            .map(Player::from_index)
            .filter(move |p| self.contains(*p))
    }
}

impl fmt::Display for PlayerSet {
    /// "player 1", "players 1 and 3", "players 1, 2 and 4".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let numbers: Vec<String> = self.iter().map(|p| p.number().to_string()).collect();
        match numbers.as_slice() {
            [] => f.write_str("nobody"),
            [one] => write!(f, "player {one}"),
            [init @ .., last] => write!(f, "players {} and {last}", init.join(", ")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pips_are_the_points_a_capture_scores() {
        let points: Vec<u16> = Piece::ALL.iter().map(|p| p.points()).collect();
        assert_eq!(points, [1, 2, 3]);
        for piece in Piece::ALL {
            assert_eq!(Piece::from_letter(piece.letter()), Some(piece));
        }
    }

    #[test]
    fn player_sets_read_as_english() {
        let p = |n| Player::from_number(n).unwrap();
        assert_eq!(PlayerSet::EMPTY.with(p(2)).to_string(), "player 2");
        let set = PlayerSet::EMPTY.with(p(1)).with(p(3)).with(p(4));
        assert_eq!(set.to_string(), "players 1, 3 and 4");
        assert_eq!(set.len(), 3);
        assert_eq!(Player::from_number(0), None);
        assert_eq!(Player::from_number(7), None);
    }
}
