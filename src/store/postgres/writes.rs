//! Writing games: a move as its one revision-checked statement; everything else
//! (creating a game, a game that ends, ratings, the players' lists) in a transaction.

use martian_pg_client::types::ToSql;

use super::history::write_points;
use super::seasons::rate_season;
use super::{
    connection_lost, from_sql_id, game_of, in_doubt, player_of, sql_id, Failed, GameRow, Lost,
    PostgresStore, TxError, GAME_COLUMNS,
};
use crate::model::{encode_player, GameId, GameRecord, PlayerRecord, RatingPoint, Standing};
use crate::store::error::StoreError;
use crate::store::rating::{PlayersUpdate, RatePlayers};
use crate::store::revision::check_revision;
use crate::store::season::SeasonRate;
use crate::store::store_trait::Store;
use martian_pg_client::Transaction;

/// The compare-and-swap of a game, in one statement: the row changes only at the
/// expected revision ($10; a concurrent writer holds the row's lock until it commits,
/// and then the revision no longer matches and nothing changes). It returns whether
/// the game was open before: a game enters the archive and its players' histories
/// once, when it leaves its channel (its end time is kept from then on). Its wake-up
/// time is the sooner of its own ($8) and, while it is open, its delivery record's
/// notice to post again if that is about its ply ($11); `LEAST` skips a NULL.
pub(super) const SAVE_GAME: &str = "WITH old AS (
         SELECT open FROM games
         WHERE guild = $1 AND id = $2 AND revision = $10 FOR UPDATE
     )
     UPDATE games g SET channel = $3, revision = $4, open = $5, finished = $6,
         ended_ms = CASE WHEN old.open THEN $7 ELSE g.ended_ms END,
         wake_ms = CASE WHEN $5 THEN LEAST($8, (
             SELECT d.retry_ms FROM deliveries d
             WHERE d.guild = $1 AND d.game = $2 AND d.retry_ply = $11)) END,
         record = $9
     FROM old WHERE g.guild = $1 AND g.id = $2
     RETURNING old.open";

/// Inserts a new game with its seats, in `tx`: refused when its channel (if it takes
/// one, see `takes_channel`) has an open game, and with `fresh_id` when its id is
/// already used ([`StoreError::Stale`]). A concurrent creation in the same channel
/// fails on the unique index of open games by channel (of the same id, on the
/// primary key), and the transaction runs again, and then finds it.
pub(super) fn create_game_in(
    tx: &mut Transaction<'_>,
    game: &GameRecord,
    fresh_id: bool,
) -> Result<(), TxError> {
    let row = GameRow::of(game);
    if fresh_id {
        let used = tx.query_opt(
            "SELECT revision FROM games WHERE guild = $1 AND id = $2",
            &[&row.guild, &row.id],
        )?;
        if let Some(used) = used {
            return Err(StoreError::Stale {
                game: game.id,
                stored: used.get::<_, i64>(0) as u64,
            }
            .into());
        }
    }
    // A NULL channel (a game that takes none) finds no game.
    let busy = tx.query_opt(
        "SELECT id FROM games WHERE guild = $1 AND channel = $2 AND open",
        &[&row.guild, &row.channel],
    )?;
    if let Some(busy) = busy {
        let id = GameId(from_sql_id(busy.get(0)));
        return Err(StoreError::ChannelBusy(id).into());
    }
    tx.execute(
        &format!("INSERT INTO games ({GAME_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)"),
        &row.params(),
    )?;
    sync_seats(tx, game, &row, false)?;
    Ok(())
}

/// What becomes of a write whose commit's outcome is unknown.
#[derive(Clone, Copy)]
enum Unknown {
    /// The game is read again to know (see [`PostgresStore::resolve`]).
    Resolve,
    /// Told as such ([`StoreError::InDoubt`]): a write that was itself resolving one.
    Tell,
}

impl PostgresStore {
    /// [`Store::create_game`].
    pub(super) fn insert_game(&self, game: &GameRecord) -> Result<(), StoreError> {
        self.transact(|tx| create_game_in(tx, game, false))
    }

    /// [`Store::save_game`] and, with `rate`, [`Store::save_game_and_players`].
    pub(super) fn write_game(
        &self,
        game: &GameRecord,
        based_on: u64,
        rate: Option<&RatePlayers<'_>>,
        season: Option<&SeasonRate<'_>>,
    ) -> Result<PlayersUpdate, StoreError> {
        self.write_game_then(game, based_on, rate, season, Unknown::Resolve)
    }

    /// [`PostgresStore::write_game`]; `unknown` says what becomes of a write whose
    /// commit's outcome is unknown.
    fn write_game_then(
        &self,
        game: &GameRecord,
        based_on: u64,
        rate: Option<&RatePlayers<'_>>,
        season: Option<&SeasonRate<'_>>,
        unknown: Unknown,
    ) -> Result<PlayersUpdate, StoreError> {
        let row = GameRow::of(game);
        // A move (a game that stays open, with moves, so with the seats it had): the
        // one statement alone, its own transaction, committed when it returns.
        let is_move = game.is_open() && !game.moves.is_empty();
        if rate.is_none() && is_move && game.revision == based_on + 1 {
            return self.write_move(game, based_on, &row, unknown);
        }
        // What the attempt that reached its commit rated (the last one).
        let mut rated = PlayersUpdate::default();
        let written = self.transact_or_unknown(|tx| {
            // An open game moving to another channel (into the thread opened for it)
            // needs that channel free (a move, above, never changes its channel).
            if game.is_open() {
                let busy = tx.query_opt(
                    "SELECT id FROM games WHERE guild = $1 AND channel = $2 AND open AND id <> $3",
                    &[&row.guild, &row.channel, &row.id],
                )?;
                if let Some(busy) = busy {
                    let id = GameId(from_sql_id(busy.get(0)));
                    return Err(StoreError::ChannelBusy(id).into());
                }
            }
            // The compare-and-swap (see SAVE_GAME).
            let was_open = tx.query_opt(SAVE_GAME, &row.save_params(&(based_on as i64)))?;
            let Some(was_open) = was_open.map(|r| r.get::<_, bool>(0)) else {
                return Err(self.why_not_written(tx, game, based_on)?.into());
            };
            // Only after the check: a save that does not raise the revision by one is
            // the caller's bug, reported as such (and rolled back).
            if game.revision != based_on + 1 {
                return Err(StoreError::BadRevision {
                    game: game.id,
                    revision: game.revision,
                    based_on,
                }
                .into());
            }
            if was_open {
                sync_seats(tx, game, &row, false)?;
            }
            rated = match rate {
                Some(rate) => rate_players(tx, game, rate)?,
                None => PlayersUpdate::default(),
            };
            if let Some(season) = season {
                rate_season(tx, game, &rated.before, season)?;
            }
            Ok(rated.clone())
        });
        match written {
            Ok(update) => Ok(update),
            Err(Failed::Not(e)) => Err(e),
            // The game now tells whether the ratings were written with it (one
            // transaction), and then they were the last attempt's.
            Err(Failed::Unknown(lost)) => match unknown {
                Unknown::Resolve => self
                    .resolve(game, based_on, lost, || {
                        self.write_game_then(game, based_on, rate, season, Unknown::Tell)
                    })
                    .map(|again| again.unwrap_or(rated)),
                Unknown::Tell => Err(in_doubt(lost.error)),
            },
        }
    }

    /// [`PostgresStore::write_game`] for a move: [`SAVE_GAME`] alone. Lost before it
    /// was sent, it is sent again on a fresh connection; lost after, committed or
    /// not, the game tells (see [`PostgresStore::resolve`]).
    fn write_move(
        &self,
        game: &GameRecord,
        based_on: u64,
        row: &GameRow,
        unknown: Unknown,
    ) -> Result<PlayersUpdate, StoreError> {
        let based = based_on as i64;
        let mut conn = self.pool.get()?;
        let mut reconnected = false;
        let statement = loop {
            match conn.prepared(SAVE_GAME) {
                Ok(statement) => break statement,
                Err(e) if connection_lost(&e) && !reconnected && !conn.timed_out() => {
                    reconnected = true;
                    conn.discard();
                    drop(conn);
                    conn = self.pool.fresh()?;
                }
                Err(e) => return Err(self.failed("write to", e)),
            }
        };
        let sent = conn.query_opt(&statement, &row.save_params(&based));
        let silent = conn.timed_out();
        drop(conn);
        let written = match sent {
            Ok(written) => written,
            Err(e) if connection_lost(&e) => {
                let error = self.failed("write to", e);
                return match unknown {
                    Unknown::Resolve => self
                        .resolve(game, based_on, Lost { error, silent }, || {
                            self.write_game_then(game, based_on, None, None, Unknown::Tell)
                        })
                        .map(Option::unwrap_or_default),
                    Unknown::Tell => Err(in_doubt(error)),
                };
            }
            Err(e) => return Err(self.failed("write to", e)),
        };
        if written.is_some() {
            return Ok(PlayersUpdate::default());
        }
        // Nothing written: no such game, or another revision stored.
        Err(match self.game(game.guild, game.id)? {
            None => StoreError::NotFound(game.id),
            Some(stored) => {
                check_revision(game, based_on, &stored)
                    .err()
                    .unwrap_or(StoreError::Stale {
                        game: game.id,
                        stored: stored.revision,
                    })
            }
        })
    }

    /// A write of `game` whose outcome is unknown (the connection was lost while it
    /// was committed): the game is read again on a fresh connection. Stored as
    /// written, it was committed (`Ok(None)`); still at `based_on`, it was not, and it
    /// is written again by `again` (`Ok(Some(..))`: once, and the revision check keeps
    /// it from applying twice); anything else is a write that came first. When the
    /// game cannot be read in time (or the server stopped answering), whether it was
    /// stored is not known: [`StoreError::InDoubt`].
    fn resolve<T>(
        &self,
        game: &GameRecord,
        based_on: u64,
        lost: Lost,
        again: impl FnOnce() -> Result<T, StoreError>,
    ) -> Result<Option<T>, StoreError> {
        if lost.silent {
            return Err(in_doubt(lost.error));
        }
        let Some(stored) = self.read_again(game) else {
            return Err(in_doubt(lost.error));
        };
        match stored {
            Some(stored) if stored == *game => Ok(None),
            Some(stored) if stored.revision == based_on => match again() {
                // The lost commit may land after the read (the server had it): the
                // write again then finds the game moved on. By itself, or by another?
                Err(StoreError::Stale { .. })
                    if self.game(game.guild, game.id)?.as_ref() == Some(game) =>
                {
                    Ok(None)
                }
                again => again.map(Some),
            },
            Some(stored) => Err(StoreError::Stale {
                game: game.id,
                stored: stored.revision,
            }),
            None => Err(StoreError::NotFound(game.id)),
        }
    }

    /// `game` as stored now, read again until the server answers, for at most the
    /// time a connection may take to open (a restart's moment); `None` if it did not.
    fn read_again(&self, game: &GameRecord) -> Option<Option<GameRecord>> {
        let until = std::time::Instant::now() + self.pool.limits().connect;
        loop {
            match self.game(game.guild, game.id) {
                Ok(stored) => return Some(stored),
                Err(StoreError::Unreachable { .. }) if std::time::Instant::now() < until => {
                    std::thread::sleep(std::time::Duration::from_millis(100));
                }
                Err(_) => return None,
            }
        }
    }

    /// Why the revision-checked update changed no row: no such game, or another
    /// revision stored.
    fn why_not_written(
        &self,
        tx: &mut Transaction<'_>,
        game: &GameRecord,
        based_on: u64,
    ) -> Result<StoreError, TxError> {
        let row = tx.query_opt(
            "SELECT id, record FROM games WHERE guild = $1 AND id = $2",
            &[&sql_id(game.guild.0), &sql_id(game.id.0)],
        )?;
        let Some(row) = row else {
            return Ok(StoreError::NotFound(game.id));
        };
        let stored = game_of(&row)?;
        Ok(match check_revision(game, based_on, &stored) {
            Err(e) => e,
            // Unreachable unless the row changed between the two statements.
            Ok(()) => StoreError::Stale {
                game: game.id,
                stored: stored.revision,
            },
        })
    }
}

/// An open game's rows in `seats`: who sits there, whether it is still open, finished,
/// when it ended. A game being played (open, with moves) keeps the seats it had when
/// its first move was stored, so a move writes nothing here.
pub(super) fn sync_seats(
    tx: &mut Transaction<'_>,
    game: &GameRecord,
    row: &GameRow,
    always: bool,
) -> Result<(), TxError> {
    if !always && game.is_open() && !game.moves.is_empty() {
        return Ok(());
    }
    let players = GameRow::seats(game);
    tx.execute(
        "DELETE FROM seats WHERE guild = $1 AND game = $2 AND player <> ALL($3)",
        &[&row.guild, &row.id, &players],
    )?;
    tx.execute(
        "INSERT INTO seats (guild, player, game, open, finished, ended_ms, kind)
         SELECT $1, p, $2, $3, $4, $5, $7 FROM unnest($6::bigint[]) AS p
         ON CONFLICT (guild, player, game) DO UPDATE
             SET open = excluded.open, finished = excluded.finished, ended_ms = excluded.ended_ms,
                 kind = excluded.kind",
        &[
            &row.guild,
            &row.id,
            &row.open,
            &row.finished,
            &row.ended_ms,
            &players,
            &game.kind().name(),
        ],
    )?;
    Ok(())
}

/// Inside the game's transaction: locks and reads the seats' current records in the
/// game's own kind, rates, writes the result. Two games ending at once for one player serialize on that
/// player's row (or, for a player not yet rated, on inserting it: the loser runs again).
fn rate_players(
    tx: &mut Transaction<'_>,
    game: &GameRecord,
    rate: &RatePlayers<'_>,
) -> Result<PlayersUpdate, TxError> {
    let (guild, kind) = (sql_id(game.guild.0), game.kind().name());
    let mut before = Vec::with_capacity(game.seats.len());
    for seat in &game.seats {
        let row = tx.query_opt(
            "SELECT player, record FROM players
             WHERE guild = $1 AND game = $3 AND player = $2 FOR UPDATE",
            &[&guild, &sql_id(seat.user.0), &kind],
        )?;
        before.push(
            row.map(|r| player_of(game.guild, game.kind(), &r))
                .transpose()?,
        );
    }
    let after = rate(&before);
    for player in &after {
        let rated_before = |b: &PlayerRecord| b.user == player.user && b.game == player.game;
        let how = match before.iter().flatten().any(rated_before) {
            true => PlayerWrite::Update,
            false => PlayerWrite::Insert,
        };
        write_player_row(tx, player, how)?;
    }
    // Their history's points, in the same transaction (over those of an attempt that
    // was rolled back or lost: the same game is the same row).
    write_points(tx, &RatingPoint::of_game(game, &before, &after), true)?;
    Ok(PlayersUpdate { before, after })
}

/// How a player's record is written.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum PlayerWrite {
    /// Over the record read (and locked) in this transaction.
    Update,
    /// A record new to the store: inserted, so that a concurrent insert of the same
    /// player fails, and its transaction runs again on the record this one wrote.
    Insert,
    /// An imported record: inserted, or written over one with fewer games played.
    Import,
}

/// Writes a player's record and its place on the leaderboard; returns whether a row
/// was written.
pub(super) fn write_player_row(
    tx: &mut Transaction<'_>,
    player: &PlayerRecord,
    how: PlayerWrite,
) -> Result<bool, TxError> {
    let standing = Standing::of(player);
    let params: [&(dyn ToSql + Sync); 7] = [
        &sql_id(player.guild.0),
        &sql_id(player.user.0),
        &standing.points,
        &i64::from(standing.games),
        &standing.name.as_bytes(),
        &encode_player(player),
        &player.game.name(),
    ];
    let sql = match how {
        PlayerWrite::Update => {
            "UPDATE players SET points = $3, games = $4, name_key = $5, record = $6
             WHERE guild = $1 AND game = $7 AND player = $2"
        }
        PlayerWrite::Insert => {
            "INSERT INTO players (guild, player, points, games, name_key, record, game)
             VALUES ($1, $2, $3, $4, $5, $6, $7)"
        }
        PlayerWrite::Import => {
            "INSERT INTO players (guild, player, points, games, name_key, record, game)
             VALUES ($1, $2, $3, $4, $5, $6, $7)
             ON CONFLICT (guild, game, player) DO UPDATE SET points = excluded.points,
                 games = excluded.games, name_key = excluded.name_key, record = excluded.record
             WHERE players.games < excluded.games"
        }
    };
    Ok(tx.execute(sql, &params)? == 1)
}
