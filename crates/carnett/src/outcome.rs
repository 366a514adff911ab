//! How a game ended: the game reports it, and so do a seat's view, the errors of
//! actions after the end, and the records.

use crate::piece::Color;

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    /// The loser's king was captured (by an attack on it, or losing its own attack).
    KingCaptured { winner: Color },
    /// 200 turns without a king captured (decision).
    TurnLimit,
}

impl Outcome {
    pub fn winner(self) -> Option<Color> {
        match self {
            Outcome::KingCaptured { winner } => Some(winner),
            Outcome::TurnLimit => None,
        }
    }
}
