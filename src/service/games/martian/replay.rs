//! A Looney Pyramids game from its record: its board and rules, then every stored
//! move played again (the model's own replay, which refuses another game's record).

use crate::engine::Game;
use crate::model::{CorruptGame, GameRecord};

/// The game replayed from its moves.
pub(crate) fn replay(record: &GameRecord) -> Result<Game, CorruptGame> {
    record.replay()
}
