//! The games' delivery records (`deliveries`: id -> record), written in transactions of
//! their own that read the game but never write it, so that recording a message's id
//! never changes a game's revision; and the upgrade that moves them out of the games
//! of a store written before they were apart (schema 2), once, at open.

use std::borrow::Cow;
use std::cell::RefCell;

use sled::transaction::{ConflictableTransactionError, TransactionalTree};
use sled::{IVec, Transactional};

use super::failures::{aborting, read_failed, write_failed};
use super::keys::{game_key, wake_key, Entry, CHANNELS, WAKES};
use super::SledStore;
use crate::model::{
    decode_game_and_delivery, encode_delivery, encode_game, GameDelivery, GameId, GameRecord,
    GuildId,
};
use crate::store::error::StoreError;
use crate::store::listing::DueGame;
use crate::store::records;

/// A game read before its transaction, decoded there: sled runs every transaction's
/// closure under one lock of the whole store, so what can be done before it is, and
/// inside, the stored bytes are only compared with these (see [`PreRead::game_in`]).
pub(super) struct PreRead {
    bytes: Option<IVec>,
    game: Option<GameRecord>,
}

impl PreRead {
    /// Reads and decodes the game `id` (if it decodes: if not, the transaction says so).
    pub(super) fn of(store: &SledStore, id: GameId) -> Result<PreRead, StoreError> {
        let bytes = store
            .games
            .get(game_key(id))
            .map_err(|e| read_failed(&store.path, e))?;
        let game = bytes.as_ref().and_then(|b| records::game(id, b).ok());
        Ok(PreRead { bytes, game })
    }

    /// Inside the transaction: the game as stored now, decoded again only when it
    /// changed since it was read before (the read registers it, so that a concurrent
    /// write of it makes the transaction run again).
    pub(super) fn game_in(
        &self,
        games: &TransactionalTree,
        id: GameId,
    ) -> Result<Option<Cow<'_, GameRecord>>, ConflictableTransactionError<StoreError>> {
        let Some(bytes) = games.get(game_key(id))? else {
            return Ok(None);
        };
        match &self.game {
            Some(game) if self.bytes.as_ref() == Some(&bytes) => Ok(Some(Cow::Borrowed(game))),
            _ => records::game(id, &bytes)
                .map(|g| Some(Cow::Owned(g)))
                .map_err(aborting),
        }
    }
}

/// Inside a transaction: the game's delivery record (empty when none).
pub(super) fn stored_delivery(
    deliveries: &TransactionalTree,
    id: GameId,
) -> Result<GameDelivery, ConflictableTransactionError<StoreError>> {
    match deliveries.get(game_key(id))? {
        Some(bytes) => records::delivery(id, &bytes).map_err(aborting),
        None => Ok(GameDelivery::default()),
    }
}

impl SledStore {
    /// [`Store::delivery`](crate::store::Store::delivery), the server unchecked.
    pub(super) fn read_delivery(&self, id: GameId) -> Result<GameDelivery, StoreError> {
        match self
            .deliveries
            .get(game_key(id))
            .map_err(|e| read_failed(&self.path, e))?
        {
            Some(bytes) => records::delivery(id, &bytes),
            None => Ok(GameDelivery::default()),
        }
    }

    /// [`Store::update_delivery`](crate::store::Store::update_delivery): one
    /// transaction that reads the game (so that a concurrent move makes it run again
    /// on the new one), changes the record and moves the game in the wake-up order.
    pub(super) fn change_delivery(
        &self,
        guild: GuildId,
        id: GameId,
        lazy: bool,
        change: &mut dyn FnMut(&GameRecord, &mut GameDelivery) -> bool,
    ) -> Result<Option<GameDelivery>, StoreError> {
        // sled may run a transaction more than once; `change` is called each time.
        let change = RefCell::new(change);
        let key = game_key(id);
        let pre = PreRead::of(self, id)?;
        let written = (&self.games, &self.deliveries, &self.wakes)
            .transaction(|(games, deliveries, wakes)| {
                let Some(game) = pre.game_in(games, id)? else {
                    return Ok(None);
                };
                if game.guild != guild {
                    return Ok(None);
                }
                let before = stored_delivery(deliveries, id)?;
                let mut after = before.clone();
                if !(change.borrow_mut())(&game, &mut after) {
                    return Ok(Some((after, false)));
                }
                if let Some(wake) = before.wake_ms(&game) {
                    wakes.remove(&wake_key(wake, id))?;
                }
                if let Some(wake) = after.wake_ms(&game) {
                    wakes.insert(&wake_key(wake, id), &[])?;
                }
                deliveries.insert(&key, encode_delivery(&after))?;
                Ok(Some((after, true)))
            })
            .map_err(|e| self.transaction_error(e))?;
        let Some((delivery, changed)) = written else {
            return Ok(None);
        };
        if changed && !lazy {
            self.flush()?;
        }
        Ok(Some(delivery))
    }

    /// The game a `wakes` entry names, with its delivery record.
    pub(super) fn due_game(&self, key: &[u8]) -> Result<DueGame, StoreError> {
        let at = Entry { tree: WAKES, key };
        let wake = at.wake()?;
        Ok(DueGame {
            wake,
            game: self.indexed(at, wake.game)?,
            delivery: self.read_delivery(wake.game)?,
        })
    }

    /// Schema 2 to 3: the delivery state an open game kept inside its record (the ids
    /// of its messages, a reminder's delivery, a notice to post again, its seats'
    /// languages) moves to its own record, and the game is written in the current
    /// shape. Only open games: a game that ended never uses them again (its thread's
    /// channel, which it does, is read from the old shape as it always is). Each game
    /// moves in a transaction of its own, and a game already moved is left as it is,
    /// so that an upgrade interrupted by a crash goes on at the next open. The wake-up
    /// index is unchanged: the same times, now read from the two records.
    pub(super) fn move_deliveries_out(&self) -> Result<usize, StoreError> {
        let mut moved = 0;
        for entry in self.channels.iter() {
            let (key, value) = entry.map_err(|e| read_failed(&self.path, e))?;
            let at = Entry {
                tree: CHANNELS,
                key: &key,
            };
            let id = at.game_in_value(&value)?;
            let Some(bytes) = self
                .games
                .get(game_key(id))
                .map_err(|e| read_failed(&self.path, e))?
            else {
                return Err(at.missing_game(id));
            };
            let (game, delivery) = decode_game_and_delivery(&bytes)
                .map_err(|e| StoreError::corrupt(format!("game {id}"), e))?;
            let Some(delivery) = delivery else {
                continue;
            };
            let game_bytes = encode_game(&game);
            (&self.games, &self.deliveries)
                .transaction(|(games, deliveries)| {
                    // Nobody else writes while the store opens.
                    if !delivery.is_empty() {
                        deliveries.insert(&game_key(id), encode_delivery(&delivery))?;
                    }
                    games.insert(&game_key(id), game_bytes.as_slice())?;
                    Ok::<_, ConflictableTransactionError<StoreError>>(())
                })
                .map_err(|e| self.transaction_error(e))?;
            moved += 1;
        }
        self.db.flush().map_err(|e| write_failed(&self.path, e))?;
        Ok(moved)
    }
}
