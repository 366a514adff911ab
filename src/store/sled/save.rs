//! Saving a changed game: the one transaction that checks its revision, moves it
//! between channels, the archive and the wake times (with its delivery record's), keeps the indexes in step and, at
//! a game's end, rates its players and adds their rating history's points. Apart from `sled.rs` to keep that file readable;
//! `sled.rs` calls it as a method, so it names nothing of this file.

use sled::transaction::{abort, ConflictableTransactionError, TransactionalTree};
use sled::Transactional;

use super::delivery::{stored_delivery, PreRead};
use super::failures::aborting;
use super::history::write_point;
use super::indexes::Tx;
use super::keys::{archive_key, channel_key, game_key, rated_key, wake_key, Entry, CHANNELS};
use super::seasons::rate_season;
use super::SledStore;
use crate::model::{encode_game, encode_player, GameRecord, RatingPoint};
use crate::store::error::StoreError;
use crate::store::rating::{PlayersUpdate, RatePlayers};
use crate::store::records;
use crate::store::revision::{check_revision, takes_channel};
use crate::store::season::SeasonRate;

impl SledStore {
    /// [`Store::save_game`] and, with `rate`, [`Store::save_game_and_players`]: one
    /// transaction, so that the players' current records are read under the same
    /// serialisation as the game's revision check (sled retries the closure when a
    /// concurrent transaction touched what it read). Not flushed: the callers say
    /// whether they wait for the disk.
    pub(super) fn write_game(
        &self,
        game: &GameRecord,
        based_on: u64,
        rate: Option<&RatePlayers<'_>>,
        season: Option<&SeasonRate<'_>>,
    ) -> Result<PlayersUpdate, StoreError> {
        let key = game_key(game.id);
        let channel = channel_key(game.guild, game.channel);
        let bytes = encode_game(game);
        let pre = PreRead::of(self, game.id)?;
        let idx = &self.indexes;
        let update = (
            &self.games,
            &self.channels,
            &self.archive,
            &self.wakes,
            &self.deliveries,
            &self.players,
            &idx.open,
            &idx.open_of,
            &idx.finished_of,
            &idx.ranking,
            &idx.counts,
            &self.history,
            &self.season_players,
        )
            .transaction(
                |(
                    games,
                    channels,
                    archive,
                    wakes,
                    deliveries,
                    players,
                    open,
                    open_of,
                    finished_of,
                    ranking,
                    counts,
                    history,
                    season_players,
                )| {
                    let tx = Tx {
                        open,
                        open_of,
                        finished_of,
                        ranking,
                        counts,
                    };
                    let Some(stored) = pre.game_in(games, game.id)? else {
                        return abort(StoreError::NotFound(game.id));
                    };
                    check_revision(game, based_on, &stored).map_err(aborting)?;
                    if stored.is_open() {
                        tx.reseat(&stored, game)?;
                    }
                    // The channel the game held and the one it holds now (see
                    // `takes_channel`): a game moving into the thread opened for it
                    // (a tournament's game taking its thread's), or ending.
                    let held = stored.is_open() && takes_channel(&stored);
                    let holds = game.is_open() && takes_channel(game);
                    if held != holds || (held && stored.channel != game.channel) {
                        if holds {
                            if let Some(id) = channels.get(channel)? {
                                if id.as_ref() != &key[..] {
                                    let at = Entry {
                                        tree: CHANNELS,
                                        key: &channel,
                                    };
                                    let id = at.game_in_value(&id).map_err(aborting)?;
                                    return abort(StoreError::ChannelBusy(id));
                                }
                            }
                            channels.insert(&channel, &key[..])?;
                        }
                        let old = channel_key(stored.guild, stored.channel);
                        // Not the channel just taken: that one changed, or was not held.
                        if held && channels.get(old)?.as_deref() == Some(&key[..]) {
                            channels.remove(&old)?;
                        }
                    }
                    if stored.is_open() && !game.is_open() {
                        archive.insert(&archive_key(game), &[])?;
                        tx.close_game(game)?;
                    }
                    // The wake-up index holds the sooner of the game's own clock and its
                    // delivery record's notice to post again.
                    let delivery = stored_delivery(deliveries, game.id)?;
                    if let Some(wake) = delivery.wake_ms(&stored) {
                        wakes.remove(&wake_key(wake, game.id))?;
                    }
                    if let Some(wake) = delivery.wake_ms(game) {
                        wakes.insert(&wake_key(wake, game.id), &[])?;
                    }
                    let update = match rate {
                        Some(rate) => rate_players(players, game, rate)?,
                        None => PlayersUpdate::default(),
                    };
                    tx.rank(&update)?;
                    if let Some(season) = season {
                        rate_season(season_players, game, &update.before, season)?;
                    }
                    // A point per rated player, over one an earlier attempt of this
                    // very end wrote (the same game at the same time is the same key).
                    for point in RatingPoint::of_game(game, &update.before, &update.after) {
                        write_point(history, &point, true)?;
                    }
                    games.insert(&key, bytes.as_slice())?;
                    Ok(update)
                },
            )
            .map_err(|e| self.transaction_error(e))?;
        Ok(update)
    }
}

/// Inside a transaction: reads the seats' current records, rates, writes the result.
fn rate_players(
    players: &TransactionalTree,
    game: &GameRecord,
    rate: &RatePlayers<'_>,
) -> Result<PlayersUpdate, ConflictableTransactionError<StoreError>> {
    let mut before = Vec::with_capacity(game.seats.len());
    for seat in &game.seats {
        let key = rated_key(game.guild, game.kind(), seat.user);
        let record = match players.get(key)? {
            Some(bytes) => {
                let mut record =
                    records::player(game.guild, seat.user, &bytes).map_err(aborting)?;
                record.game = game.kind();
                Some(record)
            }
            None => None,
        };
        before.push(record);
    }
    let after = rate(&before);
    for player in &after {
        players.insert(
            rated_key(player.guild, player.game, player.user),
            encode_player(player),
        )?;
    }
    Ok(PlayersUpdate { before, after })
}
