//! An in-memory store for tests. Records go through the same encoding as on disk, so
//! what this store accepts, sled stores too.

use std::collections::BTreeMap;
use std::sync::Mutex;

use super::{check_revision, records, PlayersUpdate, RatePlayers, Store, StoreError};
use crate::model::{
    encode_game, encode_player, encode_settings, ChannelId, GameId, GameRecord, GuildId,
    GuildSettings, PlayerRecord, UserId,
};

#[derive(Default)]
struct Inner {
    games: BTreeMap<GameId, Vec<u8>>,
    channels: BTreeMap<(GuildId, ChannelId), GameId>,
    /// (guild, ended at, id) of games no longer open.
    archive: BTreeMap<(GuildId, i64, GameId), ()>,
    /// (when something falls due, id) of open games.
    wakes: BTreeMap<(i64, GameId), ()>,
    players: BTreeMap<(GuildId, UserId), Vec<u8>>,
    settings: BTreeMap<GuildId, Vec<u8>>,
    /// Members whose DMs are closed.
    dms_closed: std::collections::BTreeSet<(GuildId, UserId)>,
    next_id: u64,
}

/// A [`Store`] in memory.
#[derive(Default)]
pub struct MemoryStore {
    inner: Mutex<Inner>,
}

impl MemoryStore {
    pub fn new() -> MemoryStore {
        MemoryStore::default()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        // A panic while holding the lock cannot leave a half-written record (each
        // change is one insert), so a poisoned lock is still usable.
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// [`Store::save_game`] and, with `rate`, [`Store::save_game_and_players`]: all
    /// under the one lock, so the players' records rated are the current ones. Every
    /// check and computation comes before the first change, so that an error (or a
    /// panic in `rate`) leaves nothing half-written.
    fn write_game(
        &self,
        game: &GameRecord,
        based_on: u64,
        rate: Option<&RatePlayers<'_>>,
    ) -> Result<PlayersUpdate, StoreError> {
        let mut inner = self.lock();
        let stored = inner
            .games
            .get(&game.id)
            .ok_or(StoreError::NotFound(game.id))
            .and_then(|b| records::game(game.id, b))?;
        check_revision(game, based_on, &stored)?;
        let update = match rate {
            Some(rate) => {
                let before = game
                    .seats
                    .iter()
                    .map(|s| {
                        let bytes = inner.players.get(&(game.guild, s.user));
                        bytes
                            .map(|b| records::player(game.guild, s.user, b))
                            .transpose()
                    })
                    .collect::<Result<Vec<_>, StoreError>>()?;
                let after = rate(&before);
                PlayersUpdate { before, after }
            }
            None => PlayersUpdate::default(),
        };
        if !game.is_open() && inner.channels.get(&(game.guild, game.channel)) == Some(&game.id) {
            inner.channels.remove(&(game.guild, game.channel));
            inner
                .archive
                .insert((game.guild, ended_at(game), game.id), ());
        }
        if let Some(wake) = stored.wake_ms() {
            inner.wakes.remove(&(wake, game.id));
        }
        if let Some(wake) = game.wake_ms() {
            inner.wakes.insert((wake, game.id), ());
        }
        for player in &update.after {
            inner
                .players
                .insert((player.guild, player.user), encode_player(player));
        }
        inner.games.insert(game.id, encode_game(game));
        Ok(update)
    }
}

fn ended_at(game: &GameRecord) -> i64 {
    game.end.as_ref().map_or(game.updated_ms, |e| e.at_ms)
}

impl Store for MemoryStore {
    fn next_game_id(&self) -> Result<GameId, StoreError> {
        let mut inner = self.lock();
        inner.next_id += 1;
        Ok(GameId(inner.next_id))
    }

    fn create_game(&self, game: &GameRecord) -> Result<(), StoreError> {
        let mut inner = self.lock();
        if let Some(id) = inner.channels.get(&(game.guild, game.channel)) {
            return Err(StoreError::ChannelBusy(*id));
        }
        inner.channels.insert((game.guild, game.channel), game.id);
        if let Some(wake) = game.wake_ms() {
            inner.wakes.insert((wake, game.id), ());
        }
        inner.games.insert(game.id, encode_game(game));
        Ok(())
    }

    fn game(&self, id: GameId) -> Result<Option<GameRecord>, StoreError> {
        self.lock()
            .games
            .get(&id)
            .map(|b| records::game(id, b))
            .transpose()
    }

    fn open_game_in(
        &self,
        guild: GuildId,
        channel: ChannelId,
    ) -> Result<Option<GameRecord>, StoreError> {
        let inner = self.lock();
        match inner.channels.get(&(guild, channel)) {
            Some(id) => inner
                .games
                .get(id)
                .map(|b| records::game(*id, b))
                .transpose(),
            None => Ok(None),
        }
    }

    fn save_game(&self, game: &GameRecord, based_on: u64) -> Result<(), StoreError> {
        self.write_game(game, based_on, None).map(drop)
    }

    fn save_game_and_players(
        &self,
        game: &GameRecord,
        based_on: u64,
        rate: &RatePlayers<'_>,
    ) -> Result<PlayersUpdate, StoreError> {
        self.write_game(game, based_on, Some(rate))
    }

    fn open_games(&self) -> Result<Vec<GameRecord>, StoreError> {
        let inner = self.lock();
        let mut ids: Vec<GameId> = inner.channels.values().copied().collect();
        ids.sort();
        ids.iter()
            .filter_map(|id| inner.games.get(id).map(|b| records::game(*id, b)))
            .collect()
    }

    fn due_games(&self, now_ms: i64) -> Result<Vec<GameRecord>, StoreError> {
        let inner = self.lock();
        inner
            .wakes
            .range(..=(now_ms, GameId(u64::MAX)))
            .filter_map(|((_, id), _)| inner.games.get(id).map(|b| records::game(*id, b)))
            .collect()
    }

    fn player(&self, guild: GuildId, user: UserId) -> Result<Option<PlayerRecord>, StoreError> {
        self.lock()
            .players
            .get(&(guild, user))
            .map(|b| records::player(guild, user, b))
            .transpose()
    }

    fn players(&self, guild: GuildId) -> Result<Vec<PlayerRecord>, StoreError> {
        self.lock()
            .players
            .range((guild, UserId(0))..=(guild, UserId(u64::MAX)))
            .map(|((_, user), b)| records::player(guild, *user, b))
            .collect()
    }

    fn settings(&self, guild: GuildId) -> Result<Option<GuildSettings>, StoreError> {
        self.lock()
            .settings
            .get(&guild)
            .map(|b| records::settings(guild, b))
            .transpose()
    }

    fn save_settings(&self, settings: &GuildSettings) -> Result<(), StoreError> {
        self.lock()
            .settings
            .insert(settings.guild, encode_settings(settings));
        Ok(())
    }

    fn archived_games(&self, guild: GuildId, limit: usize) -> Result<Vec<GameRecord>, StoreError> {
        let inner = self.lock();
        inner
            .archive
            .range((guild, i64::MIN, GameId(0))..=(guild, i64::MAX, GameId(u64::MAX)))
            .rev()
            .take(limit)
            .filter_map(|((_, _, id), _)| inner.games.get(id).map(|b| records::game(*id, b)))
            .collect()
    }

    fn dms_closed(&self, guild: GuildId, user: UserId) -> Result<bool, StoreError> {
        Ok(self.lock().dms_closed.contains(&(guild, user)))
    }

    fn remember_dms_closed(&self, guild: GuildId, user: UserId) -> Result<(), StoreError> {
        self.lock().dms_closed.insert((guild, user));
        Ok(())
    }
}
