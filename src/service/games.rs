//! Loading, saving and scheduling games: the one place where the service reads and
//! writes game records and keeps its cache of open games in step with the store.

use std::sync::Arc;

use crate::engine::Game;
use crate::i18n::Tr;
use crate::model::{ChannelId, GameRecord, GameStatus, GuildId, PlayerRecord, START_RATING};
use crate::store::{PlayersUpdate, StoreError};

use super::clock::HOUR_MS;
use super::error::{ServiceError, ServiceResult};
use super::messages;
use super::ratings;
use super::view::seat_name;
use super::Service;

/// A game as read from the store, with its replayed position.
#[derive(Clone)]
pub(crate) struct Loaded {
    pub record: GameRecord,
    pub game: Game,
}

/// A write that lost a race is the user's news (someone else moved first), told in
/// their language when it reaches them; any other store failure is internal.
fn raced_or_internal(err: StoreError) -> ServiceError {
    match err {
        StoreError::Stale { .. } => ServiceError::Raced,
        other => other.into(),
    }
}

impl Service {
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
            game: record.replay()?,
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

    fn forget(&self, guild: GuildId, channel: ChannelId) {
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

    /// Writes `record` as the successor of revision `based_on`; a lost race is told
    /// to the user as such.
    pub(crate) fn save(&self, record: &mut GameRecord, based_on: u64) -> ServiceResult<()> {
        self.write(record, based_on).map_err(raced_or_internal)
    }

    /// Writes `record` as the successor of revision `based_on`, the store's error as
    /// it is (for callers that retry a lost race).
    pub(crate) fn write(&self, record: &mut GameRecord, based_on: u64) -> Result<(), StoreError> {
        record.revision = based_on + 1;
        record.updated_ms = self.clock.now_ms();
        self.store.save_game(record, based_on)
    }

    /// Stores `record` (a game that just ended, based on `loaded`) with its players'
    /// new ratings, in one atomic step; returns the new state and the lines to add
    /// about ratings.
    pub(crate) fn commit_end(
        &self,
        loaded: &Loaded,
        mut record: GameRecord,
    ) -> ServiceResult<(Arc<Loaded>, Vec<String>)> {
        let based_on = loaded.record.revision;
        record.revision = based_on + 1;
        record.updated_ms = self.clock.now_ms();
        record.deadline_ms = None;
        record.reminder_ms = None;
        let mut lines = Vec::new();
        // Said with the game's end, which everyone sees.
        let tr = self.tr_public(&self.settings_of(record.guild)?);
        if ratings::is_rated(&record) {
            // The store rates the players' records as they are when it writes: another
            // game of theirs ending at the same moment is not overwritten.
            let rate =
                |before: &[Option<PlayerRecord>]| ratings::rate(&record, before, record.updated_ms);
            let players = self
                .store
                .save_game_and_players(&record, based_on, &rate)
                .map_err(raced_or_internal)?;
            lines.push(rating_changes(tr, &record, &players));
        } else {
            self.store
                .save_game(&record, based_on)
                .map_err(raced_or_internal)?;
            if record.seats.iter().any(|s| s.computer.is_some()) {
                lines.push(messages::unrated_computer_game(tr));
            }
        }
        let next = Arc::new(Loaded {
            record,
            game: loaded.game.clone(),
        });
        self.remember(&next);
        Ok((next, lines))
    }

    /// Sets the deadline (and reminder) of the player now to move, from the server's
    /// current settings; none while the computer or nobody is to move. A new turn
    /// starts with no reminder delivered and no notice to post again.
    pub(crate) fn schedule(&self, record: &mut GameRecord, to_move: usize) -> ServiceResult<()> {
        record.deadline_ms = None;
        record.reminder_ms = None;
        record.reminded_ms = None;
        record.notice_retry_ms = None;
        let human = record
            .seats
            .get(to_move)
            .is_some_and(|s| s.computer.is_none());
        if record.status != GameStatus::Active || !human {
            return Ok(());
        }
        let settings = self.settings_of(record.guild)?;
        let deadline = self.clock.now_ms() + i64::from(settings.move_timeout_hours) * HOUR_MS;
        record.deadline_ms = Some(deadline);
        // `reminder_hours: 0` is no reminder at all.
        if (1..settings.move_timeout_hours).contains(&settings.reminder_hours) {
            record.reminder_ms = Some(deadline - i64::from(settings.reminder_hours) * HOUR_MS);
        }
        Ok(())
    }
}

/// "Ratings: alice 1500 → 1662 (+162) · bob …", from what the store read and wrote.
fn rating_changes(tr: Tr<'_>, record: &GameRecord, players: &PlayersUpdate) -> String {
    let changes: Vec<String> = players
        .after
        .iter()
        .enumerate()
        .map(|(seat, new)| {
            let old = players
                .before
                .get(seat)
                .and_then(Option::as_ref)
                .map_or(START_RATING, |p| p.rating);
            messages::rating_change(tr, &seat_name(record, seat), old, new.rating)
        })
        .collect();
    messages::ratings(tr, &changes)
}
