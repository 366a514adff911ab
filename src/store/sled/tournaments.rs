//! Tournaments (issue 30) in the sled store: `tournaments` (guild+id -> the record),
//! their ids from a counter in `meta` (never handed out twice, across restarts), and
//! the creation of games, alone ([`Store::create_game`]) or a round's with its
//! tournament ([`Store::save_tournament_with_games`]): one transaction over the
//! tournament and every tree a new game enters, so that a round is paired once or not
//! at all.
//!
//! [`Store::create_game`]: crate::store::Store::create_game
//! [`Store::save_tournament_with_games`]: crate::store::Store::save_tournament_with_games

use sled::transaction::{abort, ConflictableTransactionError, TransactionalTree};
use sled::Transactional;

use super::failures::{aborting, read_failed, write_failed};
use super::indexes::Tx;
use super::keys::{channel_key, game_key, wake_key, Entry, CHANNELS, TOURNAMENTS};
use super::SledStore;
use crate::model::{encode_game, encode_tournament, GameRecord, GuildId, Tournament, TournamentId};
use crate::store::error::StoreError;
use crate::store::export::Export;
use crate::store::records;
use crate::store::revision::{check_tournament_revision, takes_channel};

/// The `meta` key of the last tournament id handed out (8 bytes, big-endian).
const TOURNAMENT_IDS: &[u8] = b"tournament_ids";

/// guild, id: a server's tournaments in id order.
pub(super) fn tournament_key(guild: GuildId, id: TournamentId) -> [u8; 16] {
    let mut key = [0; 16];
    key[..8].copy_from_slice(&guild.0.to_be_bytes());
    key[8..].copy_from_slice(&id.0.to_be_bytes());
    key
}

type TxResult<T> = Result<T, ConflictableTransactionError<StoreError>>;

impl SledStore {
    /// The next tournament id: the counter raised in one atomic step, on disk before
    /// the id is handed out.
    pub(super) fn take_tournament_id(&self) -> Result<TournamentId, StoreError> {
        self.writable()?;
        let raised = self
            .meta
            .update_and_fetch(TOURNAMENT_IDS, |old| {
                let last = old.map_or(0, counter_value);
                Some((last + 1).to_be_bytes().to_vec())
            })
            .map_err(|e| write_failed(&self.path, e))?;
        let id = raised.as_deref().map_or(1, counter_value);
        self.flush()?;
        Ok(TournamentId(id))
    }

    /// The last tournament id handed out (0: none), for the export.
    pub(super) fn last_tournament_id(&self) -> Result<u64, StoreError> {
        let stored = self
            .meta
            .get(TOURNAMENT_IDS)
            .map_err(|e| read_failed(&self.path, e))?;
        Ok(stored.as_deref().map_or(0, counter_value))
    }

    pub(super) fn read_tournament(
        &self,
        guild: GuildId,
        id: TournamentId,
    ) -> Result<Option<Tournament>, StoreError> {
        self.tournaments
            .get(tournament_key(guild, id))
            .map_err(|e| read_failed(&self.path, e))?
            .map(|b| records::tournament(guild, id, &b))
            .transpose()
    }

    /// A server's tournaments, newest first; every server's when `guild` is none, in
    /// (server, id) order.
    pub(super) fn read_tournaments(
        &self,
        guild: Option<GuildId>,
    ) -> Result<Vec<Tournament>, StoreError> {
        let entries = match guild {
            Some(guild) => self.tournaments.scan_prefix(guild.0.to_be_bytes()),
            None => self.tournaments.iter(),
        };
        let mut found = Vec::new();
        for entry in entries {
            let (key, bytes) = entry.map_err(|e| read_failed(&self.path, e))?;
            let (guild, id) = tournament_of_key(&key)?;
            found.push(records::tournament(guild, id, &bytes)?);
        }
        if guild.is_some() {
            found.reverse();
        }
        Ok(found)
    }

    /// The open games of tournaments that hold no channel (not yet in a thread of
    /// their own), found through the pairings of every tournament:
    /// what rebuilding the open-games index adds to the games the channels name.
    pub(super) fn channelless_open_games(&self) -> Result<Vec<GameRecord>, StoreError> {
        let mut found = Vec::new();
        for tournament in self.read_tournaments(None)? {
            let pairings = tournament.rounds.iter().flat_map(|r| &r.pairings);
            for id in pairings.filter_map(|p| p.game) {
                let Some(game) = self.read(id)? else {
                    continue;
                };
                if game.guild == tournament.guild && game.is_open() && !takes_channel(&game) {
                    found.push(game);
                }
            }
        }
        found.sort_by_key(|g| g.id);
        found.dedup_by_key(|g| g.id);
        Ok(found)
    }

    /// Every tournament and the id counter, into `export`.
    pub(super) fn export_tournaments(&self, export: &mut Export) -> Result<(), StoreError> {
        export.tournaments = self.read_tournaments(None)?;
        export.last_tournament_id = self.last_tournament_id()?;
        Ok(())
    }

    /// Creates `games` and, with `tournament` (and the revision it was read at),
    /// writes it, in one transaction, flushed when it returns. A channel taken
    /// ([`takes_channel`]) by a stored open game or one created before it in `games`
    /// refuses the lot; with a tournament, so does a game id already used.
    pub(super) fn create_games(
        &self,
        games: &[GameRecord],
        tournament: Option<(&Tournament, u64)>,
    ) -> Result<(), StoreError> {
        self.writable()?;
        let encoded: Vec<Vec<u8>> = games.iter().map(encode_game).collect();
        let written = tournament.map(|(t, _)| encode_tournament(t));
        let idx = &self.indexes;
        (
            &self.games,
            &self.channels,
            &self.wakes,
            &idx.open,
            &idx.open_of,
            &idx.finished_of,
            &idx.ranking,
            &idx.counts,
            &self.tournaments,
        )
            .transaction(
                |(
                    games_tree,
                    channels,
                    wakes,
                    open,
                    open_of,
                    finished_of,
                    ranking,
                    counts,
                    tours,
                )| {
                    if let Some((tournament, based_on)) = tournament {
                        let key = tournament_key(tournament.guild, tournament.id);
                        let stored = tours
                            .get(key)?
                            .map(|b| records::tournament(tournament.guild, tournament.id, &b))
                            .transpose()
                            .map_err(aborting)?;
                        check_tournament_revision(tournament, based_on, stored.map(|t| t.revision))
                            .map_err(aborting)?;
                    }
                    let tx = Tx {
                        open,
                        open_of,
                        finished_of,
                        ranking,
                        counts,
                    };
                    let new = NewGames {
                        games: games_tree,
                        channels,
                        wakes,
                        tx: &tx,
                        fresh_ids: tournament.is_some(),
                    };
                    for (game, bytes) in games.iter().zip(&encoded) {
                        new.create(game, bytes)?;
                    }
                    if let (Some((t, _)), Some(bytes)) = (tournament, &written) {
                        tours.insert(&tournament_key(t.guild, t.id), bytes.as_slice())?;
                    }
                    Ok(())
                },
            )
            .map_err(|e| self.transaction_error(e))?;
        self.flush()
    }
}

/// The trees a new game enters, inside a transaction.
struct NewGames<'a> {
    games: &'a TransactionalTree,
    channels: &'a TransactionalTree,
    wakes: &'a TransactionalTree,
    tx: &'a Tx<'a>,
    /// Whether a game id already used refuses the write.
    fresh_ids: bool,
}

impl NewGames<'_> {
    fn create(&self, game: &GameRecord, bytes: &[u8]) -> TxResult<()> {
        let key = game_key(game.id);
        if self.fresh_ids {
            if let Some(stored) = self.games.get(key)? {
                let stored = records::game(game.id, &stored).map_err(aborting)?;
                return abort(StoreError::Stale {
                    game: game.id,
                    stored: stored.revision,
                });
            }
        }
        if takes_channel(game) {
            let channel = channel_key(game.guild, game.channel);
            if let Some(id) = self.channels.get(channel)? {
                let at = Entry {
                    tree: CHANNELS,
                    key: &channel,
                };
                let id = at.game_in_value(&id).map_err(aborting)?;
                return abort(StoreError::ChannelBusy(id));
            }
            self.channels.insert(&channel, &key)?;
        }
        // An invitation can fall due (it expires) before anyone moves.
        if let Some(wake) = game.wake_ms() {
            self.wakes.insert(&wake_key(wake, game.id), &[])?;
        }
        self.tx.open_game(game)?;
        self.games.insert(&key, bytes)?;
        Ok(())
    }
}

fn counter_value(bytes: &[u8]) -> u64 {
    bytes
        .first_chunk::<8>()
        .map_or(0, |b| u64::from_be_bytes(*b))
}

fn tournament_of_key(key: &[u8]) -> Result<(GuildId, TournamentId), StoreError> {
    let at = Entry {
        tree: TOURNAMENTS,
        key,
    };
    let id = at.last_number(16)?;
    let guild = key.first_chunk::<8>().copied().unwrap_or_default();
    Ok((GuildId(u64::from_be_bytes(guild)), TournamentId(id)))
}
