//! The state of a game being played, whichever game it is: the service's small
//! boundary over the two rules crates (who must act, whether it is over, the scores a
//! game end keeps). Everything particular to one game goes through [`Play::martian`]
//! or [`Play::carnett`].

use crate::carnett;
use crate::engine::Game;
use crate::model::{CorruptGame, GameKind, GameRecord};

use super::error::{ServiceError, ServiceResult};

/// A game replayed from its record.
#[derive(Clone)]
pub(crate) enum Play {
    /// The Looney Pyramids game.
    Martian(Game),
    /// Carnett's game, with its hidden hands and deck: nothing of it may reach a
    /// public reply but what [`carnett::Game::view`] or the renderer's public table
    /// shows.
    Carnett(Box<carnett::Game>),
}

impl Play {
    /// The game of `record`, replayed from its moves (or actions and seed).
    pub fn replay(record: &GameRecord) -> Result<Play, CorruptGame> {
        Ok(match record.game {
            GameKind::Martian => Play::Martian(record.replay()?),
            GameKind::Carnett => Play::Carnett(Box::new(super::carnett::replay(record)?)),
        })
    }

    /// The seat that must act now (the player to move, or in a battle the one whose
    /// card is next); `None` once the rules ended the game.
    pub fn to_act(&self) -> Option<usize> {
        match self {
            Play::Martian(game) => {
                let pos = game.position();
                (!pos.is_over()).then(|| pos.to_move().index())
            }
            Play::Carnett(game) => game.to_act().map(|c| c.index()),
        }
    }

    /// The seat whose turn it is (in a battle: the attacker's), even once over: for
    /// lines like "bob to move".
    pub fn turn_of(&self) -> usize {
        match self {
            Play::Martian(game) => game.position().to_move().index(),
            Play::Carnett(game) => game.position().side().index(),
        }
    }

    /// Whether the rules ended the game.
    pub fn is_over(&self) -> bool {
        match self {
            Play::Martian(game) => game.position().is_over(),
            Play::Carnett(game) => game.outcome().is_some(),
        }
    }

    /// The scores a game's end keeps: the Looney Pyramids game's points; none in
    /// Carnett's game.
    pub fn scores(&self) -> Vec<u16> {
        match self {
            Play::Martian(game) => game.position().scores().to_vec(),
            Play::Carnett(_) => Vec::new(),
        }
    }

    /// The Looney Pyramids game, for what only it has; an internal error for
    /// Carnett's (a path that should have been taken for it was not).
    pub fn martian(&self) -> ServiceResult<&Game> {
        match self {
            Play::Martian(game) => Ok(game),
            Play::Carnett(_) => Err(ServiceError::internal(
                "a Looney Pyramids use case reached a game of Carnett's chess",
            )),
        }
    }

    pub fn as_martian(&self) -> Option<&Game> {
        match self {
            Play::Martian(game) => Some(game),
            Play::Carnett(_) => None,
        }
    }

    pub fn as_carnett(&self) -> Option<&carnett::Game> {
        match self {
            Play::Martian(_) => None,
            Play::Carnett(game) => Some(game),
        }
    }
}
