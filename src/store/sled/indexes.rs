//! The indexes behind the lists a command shows a page of: a server's open games, a
//! player's open and finished games, a server's leaderboard, with their lengths and,
//! for the two lists that grow long in one server, their bucket counts (`counts`, see
//! [`Bucketed`]). They change inside the transaction that changes what they list (see
//! [`Tx`]), so a list never disagrees with the records. A page reads the bucket counts
//! before it, the keys of its own bucket up to it, and the records it shows.

use sled::transaction::{ConflictableTransactionError, TransactionalTree};
use sled::Tree;

use super::failures::aborting;
use super::keys::{
    finished_of_key, open_key, open_of_key, ranking_key, Bucketed, Count, Entry, COUNTS,
};
use crate::model::{encode_player, GameRecord, GameStatus, PlayerRecord};
use crate::store::error::StoreError;
use crate::store::rating::PlayersUpdate;

type TxResult<T> = Result<T, ConflictableTransactionError<StoreError>>;

/// The index trees.
pub(super) struct Indexes {
    pub open: Tree,
    pub open_of: Tree,
    pub finished_of: Tree,
    pub ranking: Tree,
    pub counts: Tree,
}

/// The index trees inside a transaction.
pub(super) struct Tx<'a> {
    pub open: &'a TransactionalTree,
    pub open_of: &'a TransactionalTree,
    pub finished_of: &'a TransactionalTree,
    pub ranking: &'a TransactionalTree,
    pub counts: &'a TransactionalTree,
}

impl Tx<'_> {
    /// A new open game enters the open-game lists of its server and its players.
    pub(super) fn open_game(&self, game: &GameRecord) -> TxResult<()> {
        let key = open_key(game);
        if self.open.insert(&key, &[])?.is_none() {
            self.add(&Count::Open(game.guild).key(), 1)?;
            self.add(&Bucketed::Open.bucket_of(&key), 1)?;
        }
        for user in game.players() {
            if self
                .open_of
                .insert(&open_of_key(game, user), &[])?
                .is_none()
            {
                self.add(&Count::OpenOf(game.guild, user).key(), 1)?;
            }
        }
        Ok(())
    }

    /// An open game whose seats changed (an open challenge's seat taken or given back)
    /// moves between its players' open-game lists.
    pub(super) fn reseat(&self, stored: &GameRecord, game: &GameRecord) -> TxResult<()> {
        let (before, after) = (stored.players(), game.players());
        for user in before.iter().filter(|u| !after.contains(u)) {
            if self.open_of.remove(&open_of_key(stored, *user))?.is_some() {
                self.add(&Count::OpenOf(game.guild, *user).key(), -1)?;
            }
        }
        for user in after.iter().filter(|u| !before.contains(u)) {
            if self
                .open_of
                .insert(&open_of_key(game, *user), &[])?
                .is_none()
            {
                self.add(&Count::OpenOf(game.guild, *user).key(), 1)?;
            }
        }
        Ok(())
    }

    /// A game that left its channel leaves those lists; a finished one enters its
    /// players' histories.
    pub(super) fn close_game(&self, game: &GameRecord) -> TxResult<()> {
        let key = open_key(game);
        if self.open.remove(&key)?.is_some() {
            self.add(&Count::Open(game.guild).key(), -1)?;
            self.add(&Bucketed::Open.bucket_of(&key), -1)?;
        }
        for user in game.players() {
            if self.open_of.remove(&open_of_key(game, user))?.is_some() {
                self.add(&Count::OpenOf(game.guild, user).key(), -1)?;
            }
            let finished = game.status == GameStatus::Finished;
            if finished
                && self
                    .finished_of
                    .insert(&finished_of_key(game, user)[..], &[])?
                    .is_none()
            {
                self.add(&Count::FinishedOf(game.guild, game.kind(), user).key(), 1)?;
            }
        }
        Ok(())
    }

    /// Moves the rated players to their new places in their server's order for their
    /// game. An entry holds the player's record, so that a page reads one run of
    /// entries.
    pub(super) fn rank(&self, update: &PlayersUpdate) -> TxResult<()> {
        for player in &update.after {
            let mut before = update.before.iter().flatten();
            if let Some(before) = before.find(|b| b.user == player.user && b.game == player.game) {
                let key = ranking_key(before);
                if self.ranking.remove(key.as_slice())?.is_some() {
                    self.count_ranked(player, &key, -1)?;
                }
            }
            let key = ranking_key(player);
            if self
                .ranking
                .insert(key.as_slice(), encode_player(player))?
                .is_none()
            {
                self.count_ranked(player, &key, 1)?;
            }
        }
        Ok(())
    }

    /// The leaderboard's length and both levels of its buckets.
    fn count_ranked(&self, player: &PlayerRecord, key: &[u8], delta: i64) -> TxResult<()> {
        self.add(&Count::Rated(player.guild, player.game).key(), delta)?;
        self.add(&Bucketed::Ranking.bucket_of(key), delta)?;
        self.add(&Bucketed::RankingPoint.bucket_of(key), delta)
    }

    /// Changes a number kept in `counts` (never below zero; at zero it goes, so that
    /// empty buckets are not read).
    fn add(&self, key: &[u8], delta: i64) -> TxResult<()> {
        let now = match self.counts.get(key)? {
            Some(value) => Entry { tree: COUNTS, key }
                .count_in_value(&value)
                .map_err(aborting)?,
            None => 0,
        };
        match now.saturating_add_signed(delta) {
            0 => self.counts.remove(key)?,
            next => self.counts.insert(key, &next.to_be_bytes())?,
        };
        Ok(())
    }
}
