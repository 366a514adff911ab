//! Persistence of model records, in domain words. The service sees only the [`Store`]
//! trait; `sled.rs` is the real implementation and `memory.rs` the one for tests. No
//! sled type leaves `sled.rs`.

mod memory;
mod sled;

#[cfg(test)]
mod tests;

pub use self::memory::MemoryStore;
pub use self::sled::SledStore;

use std::fmt;

use crate::model::{ChannelId, GameId, GameRecord, GuildId, GuildSettings, PlayerRecord, UserId};

/// What can go wrong in a store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StoreError {
    /// The game changed since it was read (another request won): nothing was written.
    Stale { game: GameId, stored: u64 },
    /// The channel already has an open game.
    ChannelBusy(GameId),
    /// No such game.
    NotFound(GameId),
    /// A stored record cannot be read.
    Corrupt(String),
    /// The storage itself failed (disk, permissions, ...).
    Io(String),
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Stale { game, stored } => write!(
                f,
                "game {game} changed meanwhile (it is now at revision {stored}); nothing was written"
            ),
            StoreError::ChannelBusy(id) => write!(f, "the channel already has game {id}"),
            StoreError::NotFound(id) => write!(f, "there is no game {id}"),
            StoreError::Corrupt(why) => write!(f, "a stored record is damaged: {why}"),
            StoreError::Io(why) => write!(f, "the store failed: {why}"),
        }
    }
}

impl std::error::Error for StoreError {}

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
        return Err(StoreError::Io(format!(
            "game {}: a save must raise the revision by one ({} after {based_on})",
            game.id, game.revision
        )));
    }
    Ok(())
}
