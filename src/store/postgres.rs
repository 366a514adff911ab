//! The PostgreSQL store: for deployments past one process, where every process (each
//! running some of the gateway shards) shares one database, so that servers can move
//! between processes with their games, ratings and settings.
//!
//! The records are the same encoded model records the sled store keeps; beside them,
//! columns for what the lists and the ticks select and order by, each list an SQL
//! index (`migrations/`). The guarantees are the database's own: every call is one
//! transaction, committed (and so, with PostgreSQL's default `synchronous_commit`, on
//! disk) before it returns; a game's revision is checked by the `UPDATE` that writes it
//! (it updates only the expected revision), so that two processes serving the same
//! server for a moment cannot both apply a move; a finished game, its archive entry and
//! its players' ratings are one transaction.
//!
//! `writes.rs` writes games (creating one too: it imports this file's rows and helpers,
//! so this file names nothing of it and only calls its methods), `deliveries.rs` the
//! games' delivery records (what became of their messages), `history.rs` the players'
//! rating histories, `puzzles.rs` the puzzle records, `tournaments.rs` the
//! tournaments (with a round's games, in one transaction), `import.rs` takes in a
//! sled store's records (`migrate`), `schema.rs` runs the migrations, `pool.rs` lends
//! connections (each a `martian_pg_client::Client`: the connection with a deadline on
//! every wait, its own crate).

mod deliveries;
mod delivery_rows;
mod history;
mod import;
mod pool;
mod puzzles;
mod schema;
mod seasons;
mod serving;
mod tournaments;
mod writes;

#[cfg(test)]
mod tests;

use std::time::Duration;

use martian_pg_client::error::SqlState;
use martian_pg_client::types::ToSql;
use martian_pg_client::{Config, Row, Transaction};

use self::pool::{Limits, Pool};
use super::error::StoreError;
use super::listing::{ArchivePlace, DueGame, LeaderboardPage, Page, Wake, Window};
use super::rating::{PlayersUpdate, RatePlayers};
use super::records;
use super::revision::{check_member_revision, check_settings_revision, takes_channel};
use super::season::SeasonRate;
use super::store_trait::Store;
use crate::model::{
    encode_game, encode_member, encode_settings, ChannelId, GameAnalysis, GameDelivery, GameId,
    GameKind, GameRecord, GameStatus, GuildId, GuildPuzzles, GuildSettings, MemberSettings, Outage,
    PlayerRecord, PuzzlePlayer, PuzzleStats, RatingPoint, ServerPuzzle, Tournament, TournamentId,
    UserId,
};

/// A [`Store`] in a PostgreSQL database.
pub struct PostgresStore {
    pool: Pool,
}

/// Ids are u64 kept bit for bit in bigint columns.
fn sql_id(id: u64) -> i64 {
    id as i64
}

fn from_sql_id(id: i64) -> u64 {
    id as u64
}

/// Where the store is, as a sentence may show it: user, host, port and database, no
/// password.
fn place_of(config: &Config) -> String {
    use martian_pg_client::config::Host;
    let host = match config.get_hosts().first() {
        Some(Host::Tcp(host)) => host.clone(),
        Some(Host::Unix(path)) => path.display().to_string(),
        None => "localhost".into(),
    };
    let port = config.get_ports().first().copied().unwrap_or(5432);
    let user = config
        .get_user()
        .map(|u| format!("{u}@"))
        .unwrap_or_default();
    let db = config.get_dbname().unwrap_or("");
    format!("postgres://{user}{host}:{port}/{db}")
}

/// A game's row: the columns beside the record.
struct GameRow {
    guild: i64,
    id: i64,
    /// The channel it holds while open; none for a tournament's game not yet in a
    /// thread of its own (see `takes_channel`), which holds none.
    channel: Option<i64>,
    revision: i64,
    open: bool,
    finished: bool,
    ended_ms: i64,
    /// The game's own wake-up (its reminder, its deadline); [`writes::SAVE_GAME`]
    /// adds its delivery record's notice to post again.
    wake_ms: Option<i64>,
    record: Vec<u8>,
    /// Plies played: which notice to post again still counts.
    ply: i64,
}

impl GameRow {
    fn of(game: &GameRecord) -> GameRow {
        GameRow {
            guild: sql_id(game.guild.0),
            id: sql_id(game.id.0),
            channel: takes_channel(game).then(|| sql_id(game.channel.0)),
            revision: game.revision as i64,
            open: game.is_open(),
            finished: game.status == GameStatus::Finished,
            ended_ms: game.ended_ms(),
            wake_ms: game.wake_ms(),
            record: encode_game(game),
            ply: game.ply() as i64,
        }
    }

    /// The parameters of `writes::SAVE_GAME`, over the revision `based_on`.
    /// The row's values in [`GAME_COLUMNS`] order.
    fn params(&self) -> [&(dyn ToSql + Sync); 9] {
        [
            &self.guild,
            &self.id,
            &self.channel,
            &self.revision,
            &self.open,
            &self.finished,
            &self.ended_ms,
            &self.wake_ms,
            &self.record,
        ]
    }

    /// [`GameRow::params`], then the revision the write is based on and the ply.
    fn save_params<'a>(&'a self, based_on: &'a i64) -> [&'a (dyn ToSql + Sync); 11] {
        let [guild, id, channel, revision, open, finished, ended_ms, wake_ms, record] =
            self.params();
        [
            guild, id, channel, revision, open, finished, ended_ms, wake_ms, record, based_on,
            &self.ply,
        ]
    }

    /// The players' user ids, for `seats`.
    fn seats(game: &GameRecord) -> Vec<i64> {
        game.players().into_iter().map(|u| sql_id(u.0)).collect()
    }
}

const GAME_COLUMNS: &str =
    "guild, id, channel, revision, open, finished, ended_ms, wake_ms, record";

/// A game record from a row whose first two columns are `id` and `record`.
fn game_of(row: &Row) -> Result<GameRecord, StoreError> {
    let id = GameId(from_sql_id(row.get(0)));
    let bytes: &[u8] = row.get(1);
    records::game(id, bytes)
}

/// A player's record in `game` from a row whose first two columns are `player` and
/// `record` (a row of that game: the record read back names it, as the row does).
fn player_of(guild: GuildId, game: GameKind, row: &Row) -> Result<PlayerRecord, StoreError> {
    let user = UserId(from_sql_id(row.get(0)));
    let bytes: &[u8] = row.get(1);
    let mut player = records::player(guild, user, bytes)?;
    player.game = game;
    Ok(player)
}

/// What a failed statement means: a lost race to retry, or a failure.
fn is_retryable(err: &martian_pg_client::Error) -> bool {
    matches!(
        err.code(),
        Some(&SqlState::T_R_SERIALIZATION_FAILURE)
            | Some(&SqlState::T_R_DEADLOCK_DETECTED)
            | Some(&SqlState::UNIQUE_VIOLATION)
    )
}

/// How many times a transaction that lost a race with another one is run again.
const RETRIES: usize = 20;

/// Whether a failure shows that the connection is gone (the server restarted, or the
/// network dropped it): a fresh connection may succeed where this one failed.
fn connection_lost(err: &martian_pg_client::Error) -> bool {
    if err.is_closed() {
        return true;
    }
    match err.code() {
        // Class 08 (connection exception) and the server shutting down (57P01-57P03).
        Some(code) => {
            code.code().starts_with("08")
                || matches!(
                    code,
                    &SqlState::ADMIN_SHUTDOWN
                        | &SqlState::CRASH_SHUTDOWN
                        | &SqlState::CANNOT_CONNECT_NOW
                )
        }
        // No answer from the server at all: an I/O error on the socket.
        None => std::error::Error::source(err).is_some_and(|s| s.is::<std::io::Error>()),
    }
}

/// A write whose connection was lost while it committed, said as such: whether it
/// was stored is not known.
fn in_doubt(lost: StoreError) -> StoreError {
    match lost {
        StoreError::Unreachable { action, source } | StoreError::Io { action, source } => {
            StoreError::InDoubt { action, source }
        }
        other => other,
    }
}

/// The connection settings a deployment may give in its address, and their defaults
/// when it gives none: how long connecting may take, and how long one statement may
/// run before the server cancels it (so that a hung server is answered in time). The
/// client gives up on a call at the same time (see `martian_pg_client`).
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
const STATEMENT_TIMEOUT_MS: u64 = 14_000;

/// The `statement_timeout` in a connection's options (`-c statement_timeout=15000`,
/// or `=15s`, `=1min`, PostgreSQL's units); `None` when they set none, or none this
/// understands.
fn statement_timeout_in(options: &str) -> Option<Duration> {
    let (_, value) = options.split_once("statement_timeout")?;
    let value = value.trim_start().strip_prefix('=')?.trim_start();
    let value: String = value
        .chars()
        .take_while(|c| !c.is_whitespace() && *c != '\'')
        .collect();
    let digits = value
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(value.len());
    let (number, unit) = value.split_at(digits);
    let number: u64 = number.parse().ok()?;
    let ms = match unit.trim() {
        "" | "ms" => number,
        "s" => number * 1000,
        "min" => number * 60_000,
        "h" => number * 3_600_000,
        _ => return None,
    };
    // 0 turns the server's limit off; the client keeps one of its own.
    (ms > 0).then(|| Duration::from_millis(ms))
}

/// Makes sure the server has rolled back the transaction just dropped on `conn`
/// before the connection goes back to the pool. Dropping a transaction only queues its
/// `ROLLBACK`, which the connection sends at its next call: until then, an idle pooled
/// connection would keep the transaction open with its row locks (a refused save's
/// `FOR UPDATE`), and every other writer of those rows would wait on it, up to the
/// statement timeout. One round trip, on refused or failed writes only.
fn rolled_back(conn: &mut pool::Conn<'_>) {
    if !conn.is_closed() {
        if let Err(e) = conn.query("SELECT 1", &[]) {
            tracing::warn!(error = %e, "could not roll back a transaction at once");
            conn.discard();
        }
    }
}

/// A failure inside a transaction: a store answer (stale, busy, ...) or the database's.
enum TxError {
    Store(StoreError),
    Db(martian_pg_client::Error),
}

/// A transaction's failure as `transact` reports it: whether it may have been
/// committed (the connection was lost while the commit was on its way).
enum Failed {
    /// Nothing was committed.
    Not(StoreError),
    /// The commit's outcome is unknown: read again to know.
    Unknown(Lost),
}

/// A write lost with its connection while it was committing.
struct Lost {
    /// The failure, as the store reports it.
    error: StoreError,
    /// The server stopped answering (the call's deadline passed), rather than closing
    /// the connection: reading again now would only wait as long.
    silent: bool,
}

impl From<martian_pg_client::Error> for TxError {
    fn from(e: martian_pg_client::Error) -> TxError {
        TxError::Db(e)
    }
}

impl From<StoreError> for TxError {
    fn from(e: StoreError) -> TxError {
        TxError::Store(e)
    }
}

impl PostgresStore {
    /// Connects to the database at `url` (`postgres://user:password@host:port/db`, or
    /// PostgreSQL's `key=value` form) and brings its schema up to date; refuses one
    /// written by a newer version.
    pub fn open(url: &str) -> Result<PostgresStore, StoreError> {
        let mut config: Config = url.parse().map_err(|e| {
            StoreError::io(
                "the PostgreSQL address is not a valid connection string \
                 (expected postgres://user:password@host:port/database)",
                e,
            )
        })?;
        // Defaults for what the address does not say (see the README).
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(CONNECT_TIMEOUT);
        }
        let options = config.get_options().unwrap_or("").to_owned();
        if !options.contains("statement_timeout") {
            let timeout = format!("-c statement_timeout={STATEMENT_TIMEOUT_MS}");
            config.options(format!("{options} {timeout}").trim());
        }
        let limits = Limits {
            // 0 means no limit to libpq; the client keeps one of its own.
            connect: config
                .get_connect_timeout()
                .copied()
                .filter(|t| !t.is_zero())
                .unwrap_or(CONNECT_TIMEOUT),
            statement: statement_timeout_in(&options)
                .unwrap_or(Duration::from_millis(STATEMENT_TIMEOUT_MS)),
        };
        let place = place_of(&config);
        let store = PostgresStore {
            pool: Pool::new(config, limits, place),
        };
        let mut conn = store.pool.get()?;
        schema::migrate(&mut conn, &store.pool.place)?;
        drop(conn);
        Ok(store)
    }

    /// Where the store is (no password).
    pub fn place(&self) -> &str {
        &self.pool.place
    }

    /// A failed call: the server unreachable (the connection lost or silent, or a
    /// statement it cancelled past the statement timeout), or another failure.
    fn failed(&self, what: &str, err: martian_pg_client::Error) -> StoreError {
        let action = format!("cannot {what} the game store at {}", self.pool.place);
        let timed_out = err.code() == Some(&SqlState::QUERY_CANCELED);
        match connection_lost(&err) || timed_out {
            true => StoreError::unreachable(action, err),
            false => StoreError::io(action, err),
        }
    }

    fn read_failed(&self, err: martian_pg_client::Error) -> StoreError {
        self.failed("read", err)
    }

    /// Runs `work` in a transaction and commits it; runs it again (up to [`RETRIES`]
    /// times) when it lost a race with another transaction (a serialization failure,
    /// a deadlock, a row another one inserted first), so `work` must depend only on
    /// what it reads.
    fn transact<T>(
        &self,
        work: impl FnMut(&mut Transaction<'_>) -> Result<T, TxError>,
    ) -> Result<T, StoreError> {
        self.transact_or_unknown(work)
            .map_err(|failed| match failed {
                Failed::Not(e) => e,
                Failed::Unknown(lost) => in_doubt(lost.error),
            })
    }

    /// [`PostgresStore::transact`], saying whether a failure may have been committed.
    /// A connection lost before the commit was sent (the server restarted) is
    /// replaced, and the transaction runs again on a fresh one, once: nothing was
    /// committed. Lost while committing, the outcome is unknown. A server that stopped
    /// answering is not asked again.
    fn transact_or_unknown<T>(
        &self,
        mut work: impl FnMut(&mut Transaction<'_>) -> Result<T, TxError>,
    ) -> Result<T, Failed> {
        let mut conn = self.pool.get().map_err(Failed::Not)?;
        let (mut attempt, mut reconnected) = (0, false);
        loop {
            attempt += 1;
            let mut committing = false;
            let outcome = conn.transaction().map_err(TxError::Db).and_then(|mut tx| {
                let value = work(&mut tx)?;
                committing = true;
                tx.commit()?;
                Ok(value)
            });
            match outcome {
                Ok(value) => return Ok(value),
                Err(TxError::Store(e)) => {
                    rolled_back(&mut conn);
                    return Err(Failed::Not(e));
                }
                Err(TxError::Db(e)) if committing && connection_lost(&e) => {
                    conn.discard();
                    return Err(Failed::Unknown(Lost {
                        silent: conn.timed_out(),
                        error: self.failed("write to", e),
                    }));
                }
                Err(TxError::Db(e)) if connection_lost(&e) && !reconnected && !conn.timed_out() => {
                    reconnected = true;
                    conn.discard();
                    drop(conn);
                    conn = self.pool.fresh().map_err(Failed::Not)?;
                }
                Err(TxError::Db(e)) if is_retryable(&e) && attempt < RETRIES => continue,
                Err(TxError::Db(e)) => {
                    rolled_back(&mut conn);
                    return Err(Failed::Not(self.failed("write to", e)));
                }
            }
        }
    }

    /// One statement on a pooled connection, prepared once per connection (a read, or
    /// a write that is one statement: committed when it returns).
    /// Every statement sent this way reads, or writes what may be written twice (an
    /// id drawn, a mark set): on a connection found lost (the server restarted), it
    /// is sent again once on a fresh one (not when the server stopped answering).
    fn query(
        &self,
        sql: &'static str,
        params: &[&(dyn ToSql + Sync)],
    ) -> Result<Vec<Row>, StoreError> {
        let mut conn = self.pool.get()?;
        let mut reconnected = false;
        loop {
            let result = conn
                .prepared(sql)
                .and_then(|statement| conn.query(&statement, params));
            match result {
                Ok(rows) => return Ok(rows),
                Err(e) if connection_lost(&e) && !reconnected && !conn.timed_out() => {
                    reconnected = true;
                    conn.discard();
                    drop(conn);
                    conn = self.pool.fresh()?;
                }
                Err(e) => return Err(self.read_failed(e)),
            }
        }
    }

    fn games(
        &self,
        sql: &'static str,
        params: &[&(dyn ToSql + Sync)],
    ) -> Result<Vec<GameRecord>, StoreError> {
        self.query(sql, params)?.iter().map(game_of).collect()
    }

    fn count(
        &self,
        sql: &'static str,
        params: &[&(dyn ToSql + Sync)],
    ) -> Result<usize, StoreError> {
        let rows = self.query(sql, params)?;
        Ok(rows.first().map_or(0, |r| r.get::<_, i64>(0)) as usize)
    }
}
impl Store for PostgresStore {
    fn next_game_id(&self) -> Result<GameId, StoreError> {
        let rows = self.query("SELECT nextval('game_ids')", &[])?;
        let id: i64 = rows.first().map_or(0, |r| r.get(0));
        Ok(GameId(from_sql_id(id)))
    }

    fn create_game(&self, game: &GameRecord) -> Result<(), StoreError> {
        self.insert_game(game)
    }

    fn game(&self, guild: GuildId, id: GameId) -> Result<Option<GameRecord>, StoreError> {
        let games = self.games(
            "SELECT id, record FROM games WHERE guild = $1 AND id = $2",
            &[&sql_id(guild.0), &sql_id(id.0)],
        )?;
        Ok(games.into_iter().next())
    }

    fn open_game_in(
        &self,
        guild: GuildId,
        channel: ChannelId,
    ) -> Result<Option<GameRecord>, StoreError> {
        let games = self.games(
            "SELECT id, record FROM games WHERE guild = $1 AND channel = $2 AND open",
            &[&sql_id(guild.0), &sql_id(channel.0)],
        )?;
        Ok(games.into_iter().next())
    }

    fn save_game(&self, game: &GameRecord, based_on: u64) -> Result<(), StoreError> {
        self.write_game(game, based_on, None, None).map(drop)
    }

    fn delivery(&self, guild: GuildId, id: GameId) -> Result<GameDelivery, StoreError> {
        self.read_delivery(guild, id)
    }

    fn update_delivery(
        &self,
        guild: GuildId,
        id: GameId,
        lazy: bool,
        change: &mut dyn FnMut(&GameRecord, &mut GameDelivery) -> bool,
    ) -> Result<Option<GameDelivery>, StoreError> {
        self.change_delivery(guild, id, lazy, change)
    }

    fn save_game_and_players(
        &self,
        game: &GameRecord,
        based_on: u64,
        rate: &RatePlayers<'_>,
    ) -> Result<PlayersUpdate, StoreError> {
        self.write_game(game, based_on, Some(rate), None)
    }

    fn save_game_and_season(
        &self,
        game: &GameRecord,
        based_on: u64,
        rate: &RatePlayers<'_>,
        season: &SeasonRate<'_>,
    ) -> Result<PlayersUpdate, StoreError> {
        self.write_game(game, based_on, Some(rate), Some(season))
    }

    fn due_games(
        &self,
        now_ms: i64,
        after: Option<Wake>,
        limit: usize,
    ) -> Result<Vec<DueGame>, StoreError> {
        self.due(now_ms, after, limit)
    }

    fn next_wake(&self, after_ms: i64) -> Result<Option<i64>, StoreError> {
        let rows = self.query(
            "SELECT min(wake_ms) FROM games WHERE wake_ms > $1",
            &[&after_ms],
        )?;
        Ok(rows.first().and_then(|r| r.get(0)))
    }

    fn player(
        &self,
        guild: GuildId,
        game: GameKind,
        user: UserId,
    ) -> Result<Option<PlayerRecord>, StoreError> {
        let rows = self.query(
            "SELECT player, record FROM players WHERE guild = $1 AND game = $3 AND player = $2",
            &[&sql_id(guild.0), &sql_id(user.0), &game.name()],
        )?;
        rows.first().map(|r| player_of(guild, game, r)).transpose()
    }

    fn players(&self, guild: GuildId, game: GameKind) -> Result<Vec<PlayerRecord>, StoreError> {
        let rows = self.query(
            "SELECT player, record FROM players WHERE guild = $1 AND game = $2 ORDER BY player",
            &[&sql_id(guild.0), &game.name()],
        )?;
        let mut players = rows
            .iter()
            .map(|r| player_of(guild, game, r))
            .collect::<Result<Vec<_>, _>>()?;
        // By user id as the other stores list them (bigint order differs past 2^63).
        players.sort_by_key(|p| p.user);
        Ok(players)
    }

    fn leaderboard(
        &self,
        guild: GuildId,
        game: GameKind,
        window: Window,
    ) -> Result<LeaderboardPage, StoreError> {
        let (g, kind) = (sql_id(guild.0), game.name());
        let rows = self.query(
            "SELECT player, record, points FROM players WHERE guild = $1 AND game = $4
             ORDER BY points DESC, games DESC, name_key, player OFFSET $2 LIMIT $3",
            &[&g, &(window.skip as i64), &(window.take as i64), &kind],
        )?;
        let players = rows
            .iter()
            .map(|r| player_of(guild, game, r))
            .collect::<Result<Vec<_>, _>>()?;
        let total = self.count(
            "SELECT count(*) FROM players WHERE guild = $1 AND game = $2",
            &[&g, &kind],
        )?;
        let above = match rows.first() {
            Some(first) => self.count(
                "SELECT count(*) FROM players WHERE guild = $1 AND game = $3 AND points > $2",
                &[&g, &first.get::<_, i64>(2), &kind],
            )?,
            None => 0,
        };
        Ok(LeaderboardPage {
            players,
            total,
            above,
        })
    }

    fn settings(&self, guild: GuildId) -> Result<Option<GuildSettings>, StoreError> {
        let rows = self.query(
            "SELECT record FROM settings WHERE guild = $1",
            &[&sql_id(guild.0)],
        )?;
        rows.first()
            .map(|r| records::settings(guild, r.get::<_, &[u8]>(0)))
            .transpose()
    }

    /// The stored settings locked, checked, then written; when there are none, an
    /// insert that a concurrent one makes fail (and the transaction then runs again,
    /// and finds them).
    fn save_settings(&self, settings: &GuildSettings, based_on: u64) -> Result<(), StoreError> {
        let (guild, record) = (sql_id(settings.guild.0), encode_settings(settings));
        self.transact(|tx| {
            let row = tx.query_opt(
                "SELECT record FROM settings WHERE guild = $1 FOR UPDATE",
                &[&guild],
            )?;
            let stored = row
                .map(|r| records::settings(settings.guild, r.get::<_, &[u8]>(0)))
                .transpose()?;
            check_settings_revision(settings, based_on, stored.as_ref())?;
            let sql = match stored {
                Some(_) => "UPDATE settings SET record = $2 WHERE guild = $1",
                None => "INSERT INTO settings (guild, record) VALUES ($1, $2)",
            };
            tx.execute(sql, &[&guild, &record])?;
            Ok(())
        })
    }

    fn analysis(&self, guild: GuildId, game: GameId) -> Result<Option<GameAnalysis>, StoreError> {
        let rows = self.query(
            "SELECT record FROM analyses WHERE guild = $1 AND game = $2",
            &[&sql_id(guild.0), &sql_id(game.0)],
        )?;
        rows.first()
            .map(|r| records::analysis(guild, game, r.get::<_, &[u8]>(0)))
            .transpose()
    }

    fn save_analysis(
        &self,
        guild: GuildId,
        game: GameId,
        analysis: &GameAnalysis,
    ) -> Result<(), StoreError> {
        self.write_analysis(guild, game, analysis)
    }

    fn rating_history(
        &self,
        guild: GuildId,
        game: GameKind,
        user: UserId,
        window: Window,
    ) -> Result<Page<RatingPoint>, StoreError> {
        self.history_page(guild, game, user, window)
    }

    fn history_backfilled(&self) -> Result<bool, StoreError> {
        self.backfilled()
    }

    fn archive_after(
        &self,
        after: Option<ArchivePlace>,
        limit: usize,
    ) -> Result<Vec<GameRecord>, StoreError> {
        self.archive_page(after, limit)
    }

    fn add_rating_points(&self, points: &[RatingPoint]) -> Result<usize, StoreError> {
        self.add_points(points)
    }

    fn finish_history_backfill(&self) -> Result<(), StoreError> {
        self.pin_and_mark()
    }

    fn member(&self, guild: GuildId, user: UserId) -> Result<Option<MemberSettings>, StoreError> {
        let rows = self.query(
            "SELECT record FROM members WHERE guild = $1 AND player = $2",
            &[&sql_id(guild.0), &sql_id(user.0)],
        )?;
        rows.first()
            .map(|r| records::member(guild, user, r.get::<_, &[u8]>(0)))
            .transpose()
    }

    /// As [`PostgresStore::save_settings`]: locked, checked, then written.
    fn save_member(&self, member: &MemberSettings, based_on: u64) -> Result<(), StoreError> {
        let (guild, user) = (sql_id(member.guild.0), sql_id(member.user.0));
        let record = encode_member(member);
        self.transact(|tx| {
            let row = tx.query_opt(
                "SELECT record FROM members WHERE guild = $1 AND player = $2 FOR UPDATE",
                &[&guild, &user],
            )?;
            let stored = row
                .map(|r| records::member(member.guild, member.user, r.get::<_, &[u8]>(0)))
                .transpose()?;
            check_member_revision(member, based_on, stored.as_ref())?;
            let sql = match stored {
                Some(_) => "UPDATE members SET record = $3 WHERE guild = $1 AND player = $2",
                None => "INSERT INTO members (guild, player, record) VALUES ($1, $2, $3)",
            };
            tx.execute(sql, &[&guild, &user, &record])?;
            Ok(())
        })
    }

    fn puzzle_player(
        &self,
        guild: GuildId,
        user: UserId,
    ) -> Result<Option<PuzzlePlayer>, StoreError> {
        self.read_puzzle_player(guild, user)
    }

    fn save_puzzle_player(&self, player: &PuzzlePlayer, based_on: u64) -> Result<(), StoreError> {
        self.write_puzzle_player(player, based_on)
    }

    fn puzzle_players(&self, guild: GuildId) -> Result<Vec<PuzzlePlayer>, StoreError> {
        self.read_puzzle_players(guild)
    }

    fn puzzle_stats(&self, id: &str) -> Result<Option<PuzzleStats>, StoreError> {
        self.read_puzzle_stats(id)
    }

    fn save_puzzle_stats(&self, stats: &PuzzleStats, based_on: u64) -> Result<(), StoreError> {
        self.write_puzzle_stats(stats, based_on)
    }

    fn add_server_puzzle(&self, puzzle: &ServerPuzzle) -> Result<bool, StoreError> {
        self.write_server_puzzle(puzzle)
    }

    fn server_puzzles(&self, guild: GuildId) -> Result<Vec<ServerPuzzle>, StoreError> {
        self.read_server_puzzles(guild)
    }

    fn guild_puzzles(&self, guild: GuildId) -> Result<Option<GuildPuzzles>, StoreError> {
        self.read_guild_puzzles(guild)
    }

    fn save_guild_puzzles(&self, puzzles: &GuildPuzzles, based_on: u64) -> Result<(), StoreError> {
        self.write_guild_puzzles(puzzles, based_on)
    }

    fn puzzle_guilds(&self) -> Result<Vec<GuildId>, StoreError> {
        self.read_puzzle_guilds()
    }

    fn open_games(&self) -> Result<Vec<GameRecord>, StoreError> {
        let mut games = self.games("SELECT id, record FROM games WHERE open", &[])?;
        games.sort_by_key(|g| (g.id, g.guild));
        Ok(games)
    }

    fn open_games_in(
        &self,
        guild: GuildId,
        player: Option<UserId>,
        window: Window,
    ) -> Result<Page<GameRecord>, StoreError> {
        let (g, skip, take) = (sql_id(guild.0), window.skip as i64, window.take as i64);
        match player {
            None => Ok(Page {
                items: self.games(
                    "SELECT id, record FROM games WHERE guild = $1 AND open
                     ORDER BY id OFFSET $2 LIMIT $3",
                    &[&g, &skip, &take],
                )?,
                total: self.count(
                    "SELECT count(*) FROM games WHERE guild = $1 AND open",
                    &[&g],
                )?,
            }),
            Some(user) => {
                let u = sql_id(user.0);
                Ok(Page {
                    items: self.games(
                        "SELECT g.id, g.record FROM seats s
                         JOIN games g ON g.guild = s.guild AND g.id = s.game
                         WHERE s.guild = $1 AND s.player = $2 AND s.open
                         ORDER BY s.game OFFSET $3 LIMIT $4",
                        &[&g, &u, &skip, &take],
                    )?,
                    total: self.count(
                        "SELECT count(*) FROM seats WHERE guild = $1 AND player = $2 AND open",
                        &[&g, &u],
                    )?,
                })
            }
        }
    }

    fn archived_games(&self, guild: GuildId, limit: usize) -> Result<Vec<GameRecord>, StoreError> {
        self.games(
            "SELECT id, record FROM games WHERE guild = $1 AND NOT open
             ORDER BY ended_ms DESC, id DESC LIMIT $2",
            &[&sql_id(guild.0), &(limit as i64)],
        )
    }

    fn finished_games_of(
        &self,
        guild: GuildId,
        game: GameKind,
        player: UserId,
        window: Window,
    ) -> Result<Page<GameRecord>, StoreError> {
        let (g, u, kind) = (sql_id(guild.0), sql_id(player.0), game.name());
        Ok(Page {
            items: self.games(
                "SELECT g.id, g.record FROM seats s
                 JOIN games g ON g.guild = s.guild AND g.id = s.game
                 WHERE s.guild = $1 AND s.player = $2 AND s.kind = $5 AND s.finished
                 ORDER BY s.ended_ms DESC, s.game DESC OFFSET $3 LIMIT $4",
                &[&g, &u, &(window.skip as i64), &(window.take as i64), &kind],
            )?,
            total: self.count(
                "SELECT count(*) FROM seats
                 WHERE guild = $1 AND player = $2 AND kind = $3 AND finished",
                &[&g, &u, &kind],
            )?,
        })
    }

    fn dms_closed(&self, guild: GuildId, user: UserId) -> Result<bool, StoreError> {
        let rows = self.query(
            "SELECT 1 FROM dms_closed WHERE guild = $1 AND player = $2",
            &[&sql_id(guild.0), &sql_id(user.0)],
        )?;
        Ok(!rows.is_empty())
    }

    fn remember_dms_closed(&self, guild: GuildId, user: UserId) -> Result<(), StoreError> {
        let (g, u) = (sql_id(guild.0), sql_id(user.0));
        self.transact(|tx| {
            tx.execute(
                "INSERT INTO dms_closed (guild, player) VALUES ($1, $2) ON CONFLICT DO NOTHING",
                &[&g, &u],
            )?;
            Ok(())
        })
    }

    fn in_one_flush(&self, work: &mut dyn FnMut()) -> Result<(), StoreError> {
        // Every write commits on its own (PostgreSQL groups concurrent commits' flushes
        // itself): nothing is left to flush at the end.
        work();
        Ok(())
    }

    fn heartbeats(&self) -> Result<Vec<(String, i64)>, StoreError> {
        let rows = self.query("SELECT shards, at_ms FROM heartbeats", &[])?;
        Ok(rows.iter().map(|r| (r.get(0), r.get(1))).collect())
    }

    fn beat(&self, key: &str, at_ms: i64) -> Result<(), StoreError> {
        self.transact(|tx| Ok(serving::write_heartbeat(tx, key, at_ms, false)?))
    }

    fn add_outage(&self, outage: &Outage) -> Result<(), StoreError> {
        self.transact(|tx| Ok(serving::write_outage(tx, outage)?))
    }

    fn outages(&self, ended_after_ms: i64) -> Result<Vec<Outage>, StoreError> {
        let rows = self.query(
            "SELECT from_ms, to_ms, shard_first, shard_last, shard_total FROM outages
             WHERE to_ms > $1 ORDER BY to_ms, from_ms",
            &[&ended_after_ms],
        )?;
        Ok(rows.iter().map(serving::outage_of).collect())
    }

    fn next_tournament_id(&self) -> Result<TournamentId, StoreError> {
        self.take_tournament_id()
    }

    fn tournament(
        &self,
        guild: GuildId,
        id: TournamentId,
    ) -> Result<Option<Tournament>, StoreError> {
        self.read_tournament(guild, id)
    }

    fn tournaments(&self, guild: GuildId) -> Result<Vec<Tournament>, StoreError> {
        self.read_tournaments(guild)
    }

    fn active_tournaments(&self) -> Result<Vec<Tournament>, StoreError> {
        self.read_active_tournaments()
    }

    fn save_tournament(&self, tournament: &Tournament, based_on: u64) -> Result<(), StoreError> {
        self.write_tournament(tournament, based_on, &[])
    }

    fn save_tournament_with_games(
        &self,
        tournament: &Tournament,
        based_on: u64,
        games: &[GameRecord],
    ) -> Result<(), StoreError> {
        self.write_tournament(tournament, based_on, games)
    }

    fn season_players(
        &self,
        guild: GuildId,
        game: GameKind,
        season: &str,
    ) -> Result<Vec<crate::model::SeasonPlayer>, StoreError> {
        self.read_season_players(guild, game, season)
    }

    fn guild_seasons(
        &self,
        guild: GuildId,
    ) -> Result<Option<crate::model::GuildSeasons>, StoreError> {
        self.read_guild_seasons(guild)
    }

    fn save_guild_seasons(
        &self,
        seasons: &crate::model::GuildSeasons,
        based_on: u64,
    ) -> Result<(), StoreError> {
        self.write_guild_seasons(seasons, based_on)
    }

    fn season_guilds(&self) -> Result<Vec<GuildId>, StoreError> {
        self.read_season_guilds()
    }
}
