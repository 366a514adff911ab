//! Persistence of model records, in domain words. The service sees only the [`Store`]
//! trait; `sled.rs` is the real implementation and `memory.rs` the one for tests. No
//! sled type leaves `sled.rs`.

mod error;
mod memory;
mod sled;

#[cfg(test)]
mod tests;

pub use self::error::StoreError;
pub use self::memory::MemoryStore;
pub use self::sled::SledStore;

use crate::model::{ChannelId, GameId, GameRecord, GuildId, GuildSettings, PlayerRecord, UserId};

/// The bot's persistent state. Every write is durable when the call returns.
pub trait Store: Send + Sync {
    /// A game id never handed out before.
    fn next_game_id(&self) -> Result<GameId, StoreError>;

    /// Stores a new open game and makes it its channel's game, unless the channel
    /// already has an open one ([`StoreError::ChannelBusy`]).
    fn create_game(&self, game: &GameRecord) -> Result<(), StoreError>;

    fn game(&self, id: GameId) -> Result<Option<GameRecord>, StoreError>;

    /// The channel's open (invited or active) game.
    fn open_game_in(
        &self,
        guild: GuildId,
        channel: ChannelId,
    ) -> Result<Option<GameRecord>, StoreError>;

    /// Writes `game` only if the stored copy is still at revision `based_on` (else
    /// [`StoreError::Stale`] and nothing changes); `game.revision` must be
    /// `based_on + 1`. A game that is no longer open leaves its channel and enters the
    /// server's archive in the same atomic step.
    fn save_game(&self, game: &GameRecord, based_on: u64) -> Result<(), StoreError> {
        self.save_game_and_players(game, based_on, &[])
    }

    /// [`Store::save_game`], writing the players' records (new ratings and figures)
    /// in the same atomic step: a finished game and its ratings are stored together or
    /// not at all.
    fn save_game_and_players(
        &self,
        game: &GameRecord,
        based_on: u64,
        players: &[PlayerRecord],
    ) -> Result<(), StoreError>;

    /// Open games with something due (a reminder or a deadline) at or before `now_ms`,
    /// soonest first.
    fn due_games(&self, now_ms: i64) -> Result<Vec<GameRecord>, StoreError>;

    fn player(&self, guild: GuildId, user: UserId) -> Result<Option<PlayerRecord>, StoreError>;

    /// Every rated player of a server.
    fn players(&self, guild: GuildId) -> Result<Vec<PlayerRecord>, StoreError>;

    fn settings(&self, guild: GuildId) -> Result<Option<GuildSettings>, StoreError>;

    fn save_settings(&self, settings: &GuildSettings) -> Result<(), StoreError>;

    /// Every open game, in id order (for deadlines and recovery at start).
    fn open_games(&self) -> Result<Vec<GameRecord>, StoreError>;

    /// The server's finished or cancelled games, most recent first, at most `limit`.
    fn archived_games(&self, guild: GuildId, limit: usize) -> Result<Vec<GameRecord>, StoreError>;
}

/// Checks the revision rule shared by both stores.
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
