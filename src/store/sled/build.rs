//! Building the indexes (`indexes.rs`) of a store written before they existed, or
//! whose index trees were removed: once, at open. The `meta` tree says which version
//! of the indexes the store holds; until it names the current one, the index trees are
//! cleared and built again from the records, so that a build interrupted by a crash
//! simply starts over at the next open. Nobody else writes meanwhile: the store is
//! not handed out before `open` returns.

use std::collections::HashMap;
use std::time::Instant;

use sled::{Batch, Tree};

use super::failures::{read_failed, write_failed};
use super::keys::{
    finished_of_key, open_key, open_of_key, ranking_key, Bucketed, Count, Entry, ARCHIVE,
    ARCHIVE_KEY_LEN, CHANNELS, PLAYERS,
};
use super::SledStore;
use crate::model::{GameId, GameStatus};
use crate::store::error::StoreError;
use crate::store::records;

/// The version of the indexes this program keeps; raise it when they change shape, and
/// every store builds them again at its next open.
/// 3: leaderboard entries hold the player's record, ratings counted by point too.
/// 4: the leaderboard, the histories and their counts are kept per game (guild, game).
const VERSION: u64 = 4;

/// The `meta` key holding the version of the indexes.
const INDEXES: &[u8] = b"indexes";

/// The index entries being built, tree by tree, and the lengths of the lists.
#[derive(Default)]
struct Built {
    open: Batch,
    open_of: Batch,
    finished_of: Batch,
    ranking: Batch,
    /// The `counts` entries: lengths of lists and of buckets.
    counts: HashMap<Vec<u8>, u64>,
    entries: usize,
}

impl Built {
    fn count(&mut self, count: Count) {
        *self.counts.entry(count.key().to_vec()).or_default() += 1;
    }

    fn count_bucket(&mut self, list: Bucketed, key: &[u8]) {
        *self.counts.entry(list.bucket_of(key)).or_default() += 1;
    }
}

impl SledStore {
    /// Builds the indexes unless the store already holds the current version of them.
    pub(super) fn build_indexes_if_missing(&self) -> Result<(), StoreError> {
        let version = self
            .meta
            .get(INDEXES)
            .map_err(|e| read_failed(&self.path, e))?;
        if version.as_deref() == Some(&VERSION.to_be_bytes()[..]) {
            return Ok(());
        }
        let began = Instant::now();
        let mut built = Built::default();
        self.index_open_games(&mut built)?;
        self.index_finished_games(&mut built)?;
        self.index_players(&mut built)?;
        let entries = built.entries;
        self.write_indexes(built)?;
        tracing::info!(
            store = %self.path.display(),
            entries,
            ms = began.elapsed().as_millis() as u64,
            "built the store's indexes"
        );
        Ok(())
    }

    /// The games the `channels` tree names are the open ones, with the tournaments'
    /// games that hold no channel yet (their rounds' pairings name them).
    fn index_open_games(&self, built: &mut Built) -> Result<(), StoreError> {
        let mut open = Vec::new();
        for entry in self.channels.iter() {
            let (key, value) = entry.map_err(|e| read_failed(&self.path, e))?;
            let at = Entry {
                tree: CHANNELS,
                key: &key,
            };
            open.push(self.indexed(at, at.game_in_value(&value)?)?);
        }
        open.extend(self.channelless_open_games()?);
        for game in open {
            let key = open_key(&game);
            built.open.insert(&key, &[]);
            built.count(Count::Open(game.guild));
            built.count_bucket(Bucketed::Open, &key);
            built.entries += 1;
            for user in game.players() {
                built.open_of.insert(&open_of_key(&game, user), &[]);
                built.count(Count::OpenOf(game.guild, user));
                built.entries += 1;
            }
        }
        Ok(())
    }

    /// The games that left their channel are in the archive; the finished ones among
    /// them go to their players' histories, as a game ending now would.
    fn index_finished_games(&self, built: &mut Built) -> Result<(), StoreError> {
        for entry in self.archive.iter().keys() {
            let key = entry.map_err(|e| read_failed(&self.path, e))?;
            let at = Entry {
                tree: ARCHIVE,
                key: &key,
            };
            let game = self.indexed(at, GameId(at.last_number(ARCHIVE_KEY_LEN)?))?;
            if game.status != GameStatus::Finished {
                continue;
            }
            for user in game.players() {
                built
                    .finished_of
                    .insert(&finished_of_key(&game, user)[..], &[]);
                built.count(Count::FinishedOf(game.guild, game.kind(), user));
                built.entries += 1;
            }
        }
        Ok(())
    }

    fn index_players(&self, built: &mut Built) -> Result<(), StoreError> {
        for entry in self.players.iter() {
            let (key, bytes) = entry.map_err(|e| read_failed(&self.path, e))?;
            let at = Entry {
                tree: PLAYERS,
                key: &key,
            };
            let (guild, user, game) = at.rated()?;
            let mut player = records::player(guild, user, &bytes)?;
            // The key says which game (a record written before there were two has no
            // field for it, and is a martian one, as its key is).
            player.game = game;
            let key = ranking_key(&player);
            built.ranking.insert(key.as_slice(), &*bytes);
            built.count(Count::Rated(guild, game));
            built.count_bucket(Bucketed::Ranking, &key);
            built.count_bucket(Bucketed::RankingPoint, &key);
            built.entries += 1;
        }
        Ok(())
    }

    /// Replaces whatever the index trees held (a build cut short) by `built`, then
    /// records the version, then flushes.
    fn write_indexes(&self, built: Built) -> Result<(), StoreError> {
        let write = |tree: &Tree, batch: Batch| {
            tree.clear()
                .and_then(|_| tree.apply_batch(batch))
                .map_err(|e| write_failed(&self.path, e))
        };
        let mut counts = Batch::default();
        for (key, n) in &built.counts {
            counts.insert(key.as_slice(), &n.to_be_bytes());
        }
        write(&self.indexes.open, built.open)?;
        write(&self.indexes.open_of, built.open_of)?;
        write(&self.indexes.finished_of, built.finished_of)?;
        write(&self.indexes.ranking, built.ranking)?;
        write(&self.indexes.counts, counts)?;
        self.meta
            .insert(INDEXES, &VERSION.to_be_bytes())
            .map_err(|e| write_failed(&self.path, e))?;
        self.db
            .flush()
            .map(drop)
            .map_err(|e| write_failed(&self.path, e))
    }
}
