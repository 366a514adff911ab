//! The data a tournament is made of: players, games, rounds and their results.

use std::fmt;

/// A player of the tournament; the caller's own id (a member id, say).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PlayerId(pub u64);

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// A player as pairing and standings see them: who, and how strong (the last tie-break
/// and the order within a score group).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Entrant {
    pub id: PlayerId,
    pub rating: f64,
}

impl Entrant {
    pub fn new(id: u64, rating: f64) -> Self {
        Entrant {
            id: PlayerId(id),
            rating,
        }
    }
}

/// Points in halves, so that draws stay exact: a win is 2, a draw 1, a loss 0, a bye 2.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct HalfPoints(pub u32);

impl HalfPoints {
    pub const WIN: HalfPoints = HalfPoints(2);
    pub const DRAW: HalfPoints = HalfPoints(1);
    pub const LOSS: HalfPoints = HalfPoints(0);
    pub const BYE: HalfPoints = HalfPoints(2);

    /// As a number of points (1.5 for `HalfPoints(3)`).
    pub fn points(self) -> f64 {
        f64::from(self.0) / 2.0
    }
}

impl std::ops::Add for HalfPoints {
    type Output = HalfPoints;
    fn add(self, other: HalfPoints) -> HalfPoints {
        HalfPoints(self.0 + other.0)
    }
}

impl std::ops::AddAssign for HalfPoints {
    fn add_assign(&mut self, other: HalfPoints) {
        self.0 += other.0;
    }
}

impl fmt::Display for HalfPoints {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.0 / 2, self.0 % 2) {
            (whole, 0) => write!(f, "{whole}"),
            (0, _) => write!(f, "½"),
            (whole, _) => write!(f, "{whole}½"),
        }
    }
}

/// Who moves first in a game ("White" in Carnett's game, the opening player in
/// Martian Chess). The pairing's colour rules are about this.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    First,
    Second,
}

impl Colour {
    pub fn other(self) -> Colour {
        match self {
            Colour::First => Colour::Second,
            Colour::Second => Colour::First,
        }
    }
}

/// One board of a round: a game, or a player with no opponent who scores a bye.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pairing {
    Game { first: PlayerId, second: PlayerId },
    Bye(PlayerId),
}

impl Pairing {
    /// The players of this board.
    pub fn players(&self) -> impl Iterator<Item = PlayerId> {
        let (a, b) = match *self {
            Pairing::Game { first, second } => (first, Some(second)),
            Pairing::Bye(p) => (p, None),
        };
        std::iter::once(a).chain(b)
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    FirstWins,
    SecondWins,
    Draw,
}

impl Outcome {
    /// What the player of `colour` scored.
    pub fn points_for(self, colour: Colour) -> HalfPoints {
        match (self, colour) {
            (Outcome::Draw, _) => HalfPoints::DRAW,
            (Outcome::FirstWins, Colour::First) | (Outcome::SecondWins, Colour::Second) => {
                HalfPoints::WIN
            }
            _ => HalfPoints::LOSS,
        }
    }
}

/// A board of a finished round: a played game and how it ended, or a bye.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Played {
    Game {
        first: PlayerId,
        second: PlayerId,
        outcome: Outcome,
    },
    Bye(PlayerId),
}

impl Played {
    /// The board of `pairing` once its game ended with `outcome` (a bye needs none).
    pub fn of(pairing: Pairing, outcome: Outcome) -> Played {
        match pairing {
            Pairing::Game { first, second } => Played::Game {
                first,
                second,
                outcome,
            },
            Pairing::Bye(p) => Played::Bye(p),
        }
    }
}

/// A round to play: its boards, best first.
pub type Round = Vec<Pairing>;

/// A finished round: its boards with their results.
pub type RoundResults = Vec<Played>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_points_read_as_points() {
        let shown: Vec<String> = [0, 1, 2, 7].map(|h| HalfPoints(h).to_string()).into();
        assert_eq!(shown, ["0", "½", "1", "3½"]);
        assert_eq!(HalfPoints(7).points(), 3.5);
    }

    #[test]
    fn outcomes_score_each_side() {
        use Colour::{First, Second};
        let score = |o: Outcome| (o.points_for(First).0, o.points_for(Second).0);
        assert_eq!(score(Outcome::FirstWins), (2, 0));
        assert_eq!(score(Outcome::SecondWins), (0, 2));
        assert_eq!(score(Outcome::Draw), (1, 1));
    }
}
