//! A game as read from the store, with its state replayed.

use crate::model::GameRecord;

use super::play::Play;

/// A stored game and its replayed state, which always agree: the state is the
/// record's moves played again.
#[derive(Clone)]
pub(crate) struct Loaded {
    pub record: GameRecord,
    pub game: Play,
}
