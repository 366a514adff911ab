//! The computer opponent, as the service sees it: anything that picks a move.

use crate::engine::{Move, Position};

/// Picks moves for the computer's seat. Called on a blocking thread; may think for up
/// to about a second.
pub trait ComputerPlayer: Send + Sync {
    /// The levels a challenge may ask for, the default first.
    fn levels(&self) -> Vec<&'static str>;

    /// A legal move for the player to move, or `None` when the game is over. The same
    /// position, level and seed give the same move.
    fn choose(&self, pos: &Position, level: &str, seed: u64) -> Option<Move>;
}

/// The search-based player of `crate::ai`.
pub struct SearchPlayer;

impl ComputerPlayer for SearchPlayer {
    fn levels(&self) -> Vec<&'static str> {
        vec!["normal", "easy", "hard"]
    }

    fn choose(&self, pos: &Position, level: &str, seed: u64) -> Option<Move> {
        let level: crate::ai::Level = level.parse().unwrap_or(crate::ai::Level::Normal);
        crate::ai::choose_move(pos, level, seed)
    }
}
