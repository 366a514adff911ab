//! The revision rule every store applies before it writes a game: a write names the
//! revision it was based on, and loses (nothing written) when another write came first.
//! Its own file so that the stores share it without importing `store/mod.rs`.

use super::error::StoreError;
use crate::model::GameRecord;

/// Checks the revision rule shared by every store.
pub(crate) fn check_revision(
    game: &GameRecord,
    based_on: u64,
    stored: &GameRecord,
) -> Result<(), StoreError> {
    if stored.revision != based_on {
        return Err(StoreError::Stale {
            game: game.id,
            stored: stored.revision,
        });
    }
    if game.revision != based_on + 1 {
        return Err(StoreError::BadRevision {
            game: game.id,
            revision: game.revision,
            based_on,
        });
    }
    Ok(())
}
