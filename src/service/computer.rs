//! The computer opponent, as the service sees it: anything that picks a move.

use crate::ai::Level;
use crate::engine::{Move, Position};
use crate::model::ComputerLevel;

/// Picks moves for the computer's seat. Called on a blocking thread; may think for up
/// to about a second (`hard`) or five (`max`).
pub trait ComputerPlayer: Send + Sync {
    /// The levels a challenge may ask for, the default first.
    fn levels(&self) -> Vec<ComputerLevel>;

    /// A legal move for the player to move, or `None` when the game is over. The same
    /// position, level and seed give the same move.
    fn choose(&self, pos: &Position, level: ComputerLevel, seed: u64) -> Option<Move>;
}

/// The search-based player of `crate::ai`.
pub struct SearchPlayer;

/// The search's level for a stored level. The search also has a `random` level, for
/// tests and benchmarks; players are not offered it.
fn search_level(level: ComputerLevel) -> Level {
    match level {
        ComputerLevel::Easy => Level::Easy,
        ComputerLevel::Normal => Level::Normal,
        ComputerLevel::Hard => Level::Hard,
        ComputerLevel::Max => Level::Max,
    }
}

impl ComputerPlayer for SearchPlayer {
    fn levels(&self) -> Vec<ComputerLevel> {
        vec![
            ComputerLevel::Normal,
            ComputerLevel::Easy,
            ComputerLevel::Hard,
            ComputerLevel::Max,
        ]
    }

    fn choose(&self, pos: &Position, level: ComputerLevel, seed: u64) -> Option<Move> {
        crate::ai::choose_move(pos, search_level(level), seed)
    }
}
