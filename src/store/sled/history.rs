//! The players' rating histories in the sled store, tree `history`: a point per player
//! and rated game under guild+game+user+end time+id (`keys::history_key`), so that a
//! player's history in one game is one run of keys in the order the games ended, and
//! under the 17-byte guild+game+user alone, the number of their points (a page says
//! "of N" without counting). The count lives in the history's own tree, not in
//! `counts`, which the index build clears and fills again from the games: a history
//! cannot be rebuilt from the games without replaying the ratings (the service's
//! backfill does that, once).

use std::ops::Bound;

use sled::transaction::{ConflictableTransactionError, TransactionalTree};
use sled::Transactional;

use super::failures::{aborting, read_failed};
use super::keys::{
    archive_place_key, board_player_key, game_of_byte, history_key, Entry, ARCHIVE,
    ARCHIVE_KEY_LEN, HISTORY, HISTORY_KEY_LEN, PLAYERS,
};
use super::SledStore;
use crate::model::{
    encode_rating_point, GameAnalysis, GameId, GameKind, GameRecord, GuildId, RatingPoint, UserId,
};
use crate::store::error::StoreError;
use crate::store::listing::{ArchivePlace, Page, Window};
use crate::store::records;

type TxResult<T> = Result<T, ConflictableTransactionError<StoreError>>;

/// The `meta` key set once the history holds the games ended before it was kept.
const BACKFILLED: &[u8] = b"history_backfilled";

fn key_of(point: &RatingPoint) -> [u8; HISTORY_KEY_LEN] {
    history_key(
        point.guild,
        point.game,
        point.user,
        point.ended_ms,
        point.id,
    )
}

/// The first and last point keys a player's history in one game can have (the count's
/// key, shorter, sorts before both).
fn bounds(
    guild: GuildId,
    game: GameKind,
    user: UserId,
) -> ([u8; HISTORY_KEY_LEN], [u8; HISTORY_KEY_LEN]) {
    (
        history_key(guild, game, user, i64::MIN, GameId(0)),
        history_key(guild, game, user, i64::MAX, GameId(u64::MAX)),
    )
}

/// Inside a transaction: writes `point` (over the one stored for the same player and
/// game when `replace`, else only if there is none) and counts it if it is new; returns
/// whether it is.
pub(super) fn write_point(
    history: &TransactionalTree,
    point: &RatingPoint,
    replace: bool,
) -> TxResult<bool> {
    let key = key_of(point);
    if history.get(key)?.is_some() {
        if replace {
            history.insert(&key[..], encode_rating_point(point))?;
        }
        return Ok(false);
    }
    history.insert(&key[..], encode_rating_point(point))?;
    let count_key = board_player_key(point.guild, point.game, point.user);
    let count = match history.get(count_key)? {
        Some(value) => Entry {
            tree: HISTORY,
            key: &count_key,
        }
        .count_in_value(&value)
        .map_err(aborting)?,
        None => 0,
    };
    history.insert(&count_key[..], &(count + 1).to_be_bytes())?;
    Ok(true)
}

/// A point as stored under `key`, which names its server, game and player.
fn decode(key: &[u8], bytes: &[u8]) -> Result<RatingPoint, StoreError> {
    let at = Entry { tree: HISTORY, key };
    let id = GameId(at.last_number(HISTORY_KEY_LEN)?);
    let number = |from: usize| {
        let bytes = key.get(from..from + 8).unwrap_or_default();
        u64::from_be_bytes(bytes.try_into().unwrap_or_default())
    };
    let Some(game) = game_of_byte(key[8]) else {
        return Err(at.damaged("the key names no game this program knows"));
    };
    records::rating_point(GuildId(number(0)), game, UserId(number(9)), id, bytes)
}

impl SledStore {
    /// [`Store::rating_history`](crate::store::Store::rating_history): the points from
    /// the newest back, a page's cost the points skipped and read.
    pub(super) fn history_page(
        &self,
        guild: GuildId,
        game: GameKind,
        user: UserId,
        window: Window,
    ) -> Result<Page<RatingPoint>, StoreError> {
        let count_key = board_player_key(guild, game, user);
        let total = match self
            .history
            .get(count_key)
            .map_err(|e| read_failed(&self.path, e))?
        {
            Some(value) => Entry {
                tree: HISTORY,
                key: &count_key,
            }
            .count_in_value(&value)? as usize,
            None => 0,
        };
        let (first, last) = bounds(guild, game, user);
        let mut items = Vec::with_capacity(window.take.min(total));
        for entry in self
            .history
            .range(first..=last)
            .rev()
            .skip(window.skip)
            .take(window.take)
        {
            let (key, bytes) = entry.map_err(|e| read_failed(&self.path, e))?;
            items.push(decode(&key, &bytes)?);
        }
        Ok(Page { items, total })
    }

    /// Every point of every history, for an export.
    pub(super) fn all_points(&self) -> Result<Vec<RatingPoint>, StoreError> {
        let mut points = Vec::new();
        for entry in self.history.iter() {
            let (key, bytes) = entry.map_err(|e| read_failed(&self.path, e))?;
            // The other keys are the counts.
            if key.len() == HISTORY_KEY_LEN {
                points.push(decode(&key, &bytes)?);
            }
        }
        Ok(points)
    }

    /// Sets the seats' accuracy on their points of `game` and keeps its analysis, in
    /// one transaction.
    pub(super) fn write_analysis(
        &self,
        guild: GuildId,
        game: Option<GameRecord>,
        id: GameId,
        analysis: &GameAnalysis,
    ) -> Result<(), StoreError> {
        let analysis_key = super::keys::analysis_key(guild, id);
        let analysis_bytes = crate::model::encode_analysis(analysis);
        let game = game.filter(|g| g.guild == guild);
        (&self.history, &self.analyses)
            .transaction(|(history, analyses)| {
                let seats = game
                    .iter()
                    .flat_map(|g| g.seats.iter().enumerate().map(move |s| (g, s)));
                for (game, (seat, s)) in seats {
                    let key = history_key(guild, game.kind(), s.user, game.ended_ms(), id);
                    let Some(bytes) = history.get(key)? else {
                        continue;
                    };
                    let mut point = decode(&key, &bytes).map_err(aborting)?;
                    point.accuracy = analysis.seats.get(seat).and_then(|a| a.accuracy);
                    history.insert(&key[..], encode_rating_point(&point))?;
                }
                analyses.insert(&analysis_key[..], analysis_bytes.as_slice())?;
                Ok(())
            })
            .map_err(|e| self.transaction_error(e))
    }

    pub(super) fn backfilled(&self) -> Result<bool, StoreError> {
        self.meta
            .contains_key(BACKFILLED)
            .map_err(|e| read_failed(&self.path, e))
    }

    /// [`Store::archive_after`](crate::store::Store::archive_after), from the
    /// `archive` index (whose order it is).
    pub(super) fn archive_page(
        &self,
        after: Option<ArchivePlace>,
        limit: usize,
    ) -> Result<Vec<GameRecord>, StoreError> {
        let from = match after {
            Some(place) => Bound::Excluded(archive_place_key(&place)),
            None => Bound::Unbounded,
        };
        let entries: Vec<_> = self
            .archive
            .range((from, Bound::Unbounded))
            .take(limit)
            .collect();
        let mut games = Vec::with_capacity(entries.len());
        for entry in entries {
            let (key, _) = entry.map_err(|e| read_failed(&self.path, e))?;
            let at = Entry {
                tree: ARCHIVE,
                key: &key,
            };
            let id = GameId(at.last_number(ARCHIVE_KEY_LEN)?);
            games.push(self.read(id)?.ok_or_else(|| at.missing_game(id))?);
        }
        Ok(games)
    }

    /// [`Store::add_rating_points`](crate::store::Store::add_rating_points): one
    /// transaction.
    pub(super) fn add_points(&self, points: &[RatingPoint]) -> Result<usize, StoreError> {
        self.history
            .transaction(|history| {
                let mut added = 0;
                for point in points {
                    added += usize::from(write_point(history, point, false)?);
                }
                Ok(added)
            })
            .map_err(|e| self.transaction_error(e))
    }

    /// [`Store::finish_history_backfill`](crate::store::Store::finish_history_backfill):
    /// the players are read first, then their newest points pinned and the mark set in
    /// one transaction. No game ends meanwhile: a sled store is one process's, and it
    /// backfills before it serves.
    pub(super) fn pin_and_mark(&self) -> Result<(), StoreError> {
        let mut newest = Vec::new();
        for entry in self.players.iter() {
            let (key, bytes) = entry.map_err(|e| read_failed(&self.path, e))?;
            let (guild, user, game) = Entry {
                tree: PLAYERS,
                key: &key,
            }
            .rated()?;
            let player = records::player(guild, user, &bytes)?;
            let (first, last) = bounds(guild, game, user);
            if let Some(entry) = self.history.range(first..=last).next_back() {
                let (key, bytes) = entry.map_err(|e| read_failed(&self.path, e))?;
                let mut point = decode(&key, &bytes)?;
                point.rating = player.rating;
                point.deviation = player.deviation;
                newest.push((key, encode_rating_point(&point)));
            }
        }
        (&self.history, &self.meta)
            .transaction(|(history, meta)| {
                for (key, bytes) in &newest {
                    history.insert(key, bytes.as_slice())?;
                }
                meta.insert(BACKFILLED, &[1u8][..])?;
                Ok(())
            })
            .map_err(|e| self.transaction_error(e))?;
        self.flush()
    }
}
