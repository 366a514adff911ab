//! Loading and saving games: the one place where the service reads and writes game
//! records and keeps its cache of open games in step with the store.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use crate::model::{ChannelId, GameRecord, GuildId};
use crate::store::{Store, StoreError};

use super::clock::Clock;
use super::deadlines::Deadlines;
use super::error::{ErrorChain, ServiceError, ServiceResult};
use super::games::{Loaded, Play};
use super::outages::Outages;

/// A write that lost a race is the user's news (someone else moved first), told in
/// their language when it reaches them; any other store failure is internal.
pub(crate) fn raced_or_internal(err: StoreError) -> ServiceError {
    match err {
        StoreError::Stale { .. } => ServiceError::Raced,
        other => other.into(),
    }
}

/// The games a service reads and writes, with its cache of open games by channel: the
/// one collaborator that loads and saves game records (the store and the clock are
/// all it needs).
pub(crate) struct SavedGames {
    store: Arc<dyn Store>,
    clock: Arc<dyn Clock>,
    /// A game read gets the time of the outages it has not had back yet.
    outages: Arc<Outages>,
    /// ... and of its player's vacations.
    deadlines: Arc<Deadlines>,
    /// Open games by channel, for autocomplete (answered from memory) and to save a
    /// replay on every read. Only ever a copy of what the store holds.
    cache: Mutex<HashMap<(GuildId, ChannelId), Arc<Loaded>>>,
}

impl SavedGames {
    pub fn new(
        store: Arc<dyn Store>,
        clock: Arc<dyn Clock>,
        outages: Arc<Outages>,
        deadlines: Arc<Deadlines>,
    ) -> SavedGames {
        SavedGames {
            deadlines,
            store,
            clock,
            outages,
            cache: Mutex::new(HashMap::new()),
        }
    }

    /// The channel's open game, read from the store (and remembered), its clocks
    /// given back the outages they ran through (kept with its next write: until
    /// then, each read gives them again, once).
    pub(crate) fn load_open(
        &self,
        guild: GuildId,
        channel: ChannelId,
    ) -> ServiceResult<Option<Arc<Loaded>>> {
        let Some(mut record) = self.store.open_game_in(guild, channel)? else {
            self.forget(guild, channel);
            return Ok(None);
        };
        self.outages.give_back(&mut record);
        self.settle(&mut record);
        let loaded = Arc::new(Loaded {
            game: Play::replay(&record)?,
            record,
        });
        self.remember(&loaded);
        Ok(Some(loaded))
    }

    /// Brings a game's clock up to date with its player's vacations; a store that
    /// cannot say is logged (the game falls due, and is settled, later).
    pub(crate) fn settle(&self, record: &mut GameRecord) -> i64 {
        match self.deadlines.settle(record) {
            Ok(moved) => moved,
            Err(err) => {
                tracing::error!(
                    "cannot read the vacations of game {}'s player: {}",
                    record.id,
                    ErrorChain(&err)
                );
                0
            }
        }
    }

    /// Keeps the newest copy of an open game; a game that ended leaves the cache.
    pub(crate) fn remember(&self, loaded: &Arc<Loaded>) {
        let key = (loaded.record.guild, loaded.record.channel);
        let mut cache = self.cache.lock().unwrap_or_else(|e| e.into_inner());
        if loaded.record.is_open() {
            // Two requests may finish out of order: an older revision must not win.
            let newer = cache.get(&key).is_none_or(|old| {
                old.record.id != loaded.record.id || old.record.revision <= loaded.record.revision
            });
            if newer {
                cache.insert(key, loaded.clone());
            }
        } else {
            cache.remove(&key);
        }
    }

    pub(crate) fn forget(&self, guild: GuildId, channel: ChannelId) {
        self.cache
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&(guild, channel));
    }

    /// The channel's open game as last seen, without reading the store.
    pub(crate) fn cached(&self, guild: GuildId, channel: ChannelId) -> Option<Arc<Loaded>> {
        self.cache
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&(guild, channel))
            .cloned()
    }

    /// Writes `record`, made from `base`: one revision-checked write. A lost race is
    /// told to the user as such (someone else acted first); nothing else is written
    /// to a game meanwhile, since what the adapters report back is kept in its
    /// delivery record.
    pub(crate) fn save(&self, record: &mut GameRecord, base: &GameRecord) -> ServiceResult<()> {
        self.write(record, base.revision).map_err(raced_or_internal)
    }

    /// Writes `record` as the successor of revision `based_on`, the store's error as
    /// it is (for callers that retry a lost race).
    pub(crate) fn write(&self, record: &mut GameRecord, based_on: u64) -> Result<(), StoreError> {
        record.revision = based_on + 1;
        record.updated_ms = self.clock.now_ms();
        self.store.save_game(record, based_on)
    }
}
