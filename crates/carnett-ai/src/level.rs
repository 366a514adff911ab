//! The levels of the computer player in Carnett's game, and what each may spend.

use std::fmt;
use std::str::FromStr;

/// How strong the computer plays.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Level {
    /// Any legal action, uniformly at random (for tests and measurements).
    Random,
    /// One action ahead, with some noise: legal and sensible, no plan.
    Easy,
    /// A search over sequences of the turn's actions, chances of battles weighed.
    Normal,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Random, Level::Easy, Level::Normal];

    pub const fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Normal => "normal",
        }
    }

    pub(crate) fn settings(self) -> Settings {
        match self {
            Level::Random => Settings {
                widths: &[],
                noise: 0,
                lead_by_odds: false,
            },
            Level::Easy => Settings {
                widths: &[usize::MAX],
                noise: 60,
                lead_by_odds: false,
            },
            // Every action at the first step, then the best 8 and 4 of each node:
            // some thousands of evaluations per action.
            Level::Normal => Settings {
                widths: &[usize::MAX, 8, 4],
                noise: 4,
                lead_by_odds: true,
            },
        }
    }
}

/// What a level may spend and how it plays.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Settings {
    /// How many children are searched at each step of the turn (its length is the
    /// deepest step); empty: no search at all.
    pub widths: &'static [usize],
    /// Largest seeded bonus added to each first action (centipawns).
    pub noise: i32,
    /// Lead a battle in the suit most likely to win (else: the highest card's suit).
    pub lead_by_odds: bool,
}

/// The text is not a level name.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseLevelError(pub String);

impl fmt::Display for ParseLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "\"{}\" is not a level of Carnett's game: choose random, easy or normal",
            self.0
        )
    }
}

impl std::error::Error for ParseLevelError {}

impl FromStr for Level {
    type Err = ParseLevelError;

    fn from_str(text: &str) -> Result<Level, ParseLevelError> {
        let wanted = text.trim().to_ascii_lowercase();
        Level::ALL
            .into_iter()
            .find(|level| level.name() == wanted)
            .ok_or_else(|| ParseLevelError(text.chars().take(20).collect()))
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
