//! Loading and saving games: the one place where the service reads and writes game
//! records and keeps its cache of open games in step with the store.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use crate::model::{ChannelId, GameRecord, GuildId, Posts};
use crate::store::{Store, StoreError};

use super::clock::Clock;
use super::error::{ServiceError, ServiceResult};
use super::games::{Loaded, Play};

/// A write that lost a race is the user's news (someone else moved first), told in
/// their language when it reaches them; any other store failure is internal.
pub(crate) fn raced_or_internal(err: StoreError) -> ServiceError {
    match err {
        StoreError::Stale { .. } => ServiceError::Raced,
        other => other.into(),
    }
}

/// How many times a write goes on over a copy changed meanwhile in its messages only.
pub(crate) const REBASES: usize = 4;

/// `record`, made from `base`, made instead from `stored` (a newer copy) if `stored`
/// differs from `base` only in the ids of the game's messages, which the adapters
/// report while requests run, or in the languages kept on the seats (a courtesy,
/// which `base` may already carry for the requester): each of those `record` did not
/// change itself is taken from `stored`. Whether that was so.
pub(crate) fn rebase(record: &mut GameRecord, base: &GameRecord, stored: &GameRecord) -> bool {
    let without_posts = |r: &GameRecord| {
        let mut bare = GameRecord {
            posts: Posts::default(),
            revision: 0,
            updated_ms: 0,
            ..r.clone()
        };
        bare.seats.iter_mut().for_each(|s| s.locale = None);
        bare
    };
    if without_posts(stored) != without_posts(base) {
        return false;
    }
    for ((ours, theirs), was) in record.seats.iter_mut().zip(&stored.seats).zip(&base.seats) {
        if ours.locale == was.locale {
            ours.locale = theirs.locale.clone();
        }
    }
    let (ours, theirs, was) = (&mut record.posts, &stored.posts, &base.posts);
    if ours.board == was.board {
        ours.board = theirs.board;
    }
    if ours.ping == was.ping {
        ours.ping = theirs.ping;
    }
    if ours.challenge == was.challenge {
        ours.challenge = theirs.challenge;
    }
    if ours.parent == was.parent {
        ours.parent = theirs.parent;
    }
    true
}

/// The games a service reads and writes, with its cache of open games by channel: the
/// one collaborator that loads and saves game records (the store and the clock are
/// all it needs).
pub(crate) struct SavedGames {
    store: Arc<dyn Store>,
    clock: Arc<dyn Clock>,
    /// Open games by channel, for autocomplete (answered from memory) and to save a
    /// replay on every read. Only ever a copy of what the store holds.
    cache: Mutex<HashMap<(GuildId, ChannelId), Arc<Loaded>>>,
}

impl SavedGames {
    pub fn new(store: Arc<dyn Store>, clock: Arc<dyn Clock>) -> SavedGames {
        SavedGames {
            store,
            clock,
            cache: Mutex::new(HashMap::new()),
        }
    }

    /// The channel's open game, read from the store (and remembered).
    pub(crate) fn load_open(
        &self,
        guild: GuildId,
        channel: ChannelId,
    ) -> ServiceResult<Option<Arc<Loaded>>> {
        let Some(record) = self.store.open_game_in(guild, channel)? else {
            self.forget(guild, channel);
            return Ok(None);
        };
        let loaded = Arc::new(Loaded {
            game: Play::replay(&record)?,
            record,
        });
        self.remember(&loaded);
        Ok(Some(loaded))
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

    /// Writes `record`, made from `base`; a lost race is told to the user as such
    /// (but see [`Service::write_on`]).
    pub(crate) fn save(&self, record: &mut GameRecord, base: &GameRecord) -> ServiceResult<()> {
        self.write_on(record, base).map_err(raced_or_internal)
    }

    /// Writes `record`, made from `base`. When the stored game changed meanwhile only
    /// in what the adapters report back (the ids of its messages, written when a
    /// board or a ping was posted), the write goes on over it, keeping those: the
    /// player's move must not fail because their opponent's ping was just recorded.
    pub(crate) fn write_on(
        &self,
        record: &mut GameRecord,
        base: &GameRecord,
    ) -> Result<(), StoreError> {
        let mut based_on = base.revision;
        let mut attempts = 0;
        loop {
            match self.write(record, based_on) {
                Err(stale @ StoreError::Stale { .. }) => {
                    attempts += 1;
                    let stored = match self.store.game(record.guild, record.id)? {
                        Some(stored) if attempts < REBASES && rebase(record, base, &stored) => {
                            stored
                        }
                        _ => return Err(stale),
                    };
                    based_on = stored.revision;
                }
                other => return other,
            }
        }
    }

    /// Writes `record` as the successor of revision `based_on`, the store's error as
    /// it is (for callers that retry a lost race).
    pub(crate) fn write(&self, record: &mut GameRecord, based_on: u64) -> Result<(), StoreError> {
        record.revision = based_on + 1;
        record.updated_ms = self.clock.now_ms();
        self.store.save_game(record, based_on)
    }

    /// [`Service::write`] of a change a crash may lose at no cost (a message's id):
    /// not waited on until it is on disk.
    pub(crate) fn write_lazily(
        &self,
        record: &mut GameRecord,
        based_on: u64,
    ) -> Result<(), StoreError> {
        record.revision = based_on + 1;
        record.updated_ms = self.clock.now_ms();
        self.store.save_game_lazily(record, based_on)
    }
}
