//! The players' rating histories in the database (table `rating_points`, migration
//! 7): a row per player and rated game, its primary key the order a player's history is
//! read in. Points are written in the game's end transaction (`writes.rs` calls
//! [`write_points`]); the rest is read here, and the primitives of the service's
//! backfill (`service::backfill_rating_history`), which two processes may run at once.

use martian_pg_client::{Row, Transaction};

use super::{from_sql_id, game_of, player_of, sql_id, PostgresStore, TxError};
use crate::model::{
    encode_rating_point, GameAnalysis, GameId, GameKind, GameRecord, GuildId, PlayerRecord,
    RatingPoint, UserId,
};
use crate::store::error::StoreError;
use crate::store::listing::{ArchivePlace, Page, Window};
use crate::store::records;

/// The advisory lock key of the backfill's last step ("history" in ASCII), so that two
/// processes finishing at once pin and mark one after the other.
const BACKFILL_LOCK: i64 = 0x0068_6973_746f_7279;

/// Inside a transaction: writes the points, over those of the same player and game
/// when `replace` (a game's end: its points are the true ones), else only where there
/// is none (a backfill). Returns how many rows were written.
pub(super) fn write_points(
    tx: &mut Transaction<'_>,
    points: &[RatingPoint],
    replace: bool,
) -> Result<usize, TxError> {
    let sql = if replace {
        "INSERT INTO rating_points (guild, kind, player, ended_ms, game, record)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (guild, kind, player, ended_ms, game) DO UPDATE SET record = excluded.record"
    } else {
        "INSERT INTO rating_points (guild, kind, player, ended_ms, game, record)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING"
    };
    let mut written = 0;
    for point in points {
        written += tx.execute(
            sql,
            &[
                &sql_id(point.guild.0),
                &point.game.name(),
                &sql_id(point.user.0),
                &point.ended_ms,
                &sql_id(point.id.0),
                &encode_rating_point(point),
            ],
        )? as usize;
    }
    Ok(written)
}

/// A point from a row whose columns begin with `guild, player, game, record, kind`.
fn point_of(row: &Row) -> Result<RatingPoint, StoreError> {
    let guild = GuildId(from_sql_id(row.get(0)));
    let user = UserId(from_sql_id(row.get(1)));
    let game = GameId(from_sql_id(row.get(2)));
    let name: &str = row.get(4);
    let Some(kind) = GameKind::by_name(name) else {
        return Err(StoreError::bad_index(format!(
            "a rating history row of player {} of server {} names a game this program does not \
             know: {name}",
            user.0, guild.0
        )));
    };
    records::rating_point(guild, kind, user, game, row.get::<_, &[u8]>(3))
}

impl PostgresStore {
    pub(super) fn history_page(
        &self,
        guild: GuildId,
        game: GameKind,
        user: UserId,
        window: Window,
    ) -> Result<Page<RatingPoint>, StoreError> {
        let (g, u, kind) = (sql_id(guild.0), sql_id(user.0), game.name());
        let rows = self.query(
            "SELECT guild, player, game, record, kind FROM rating_points
             WHERE guild = $1 AND kind = $2 AND player = $3
             ORDER BY ended_ms DESC, game DESC OFFSET $4 LIMIT $5",
            &[&g, &kind, &u, &(window.skip as i64), &(window.take as i64)],
        )?;
        Ok(Page {
            items: rows.iter().map(point_of).collect::<Result<_, _>>()?,
            total: self.count(
                "SELECT count(*) FROM rating_points WHERE guild = $1 AND kind = $2 AND player = $3",
                &[&g, &kind, &u],
            )?,
        })
    }

    /// Every point, for an export (or a test comparing stores).
    pub fn all_rating_points(&self) -> Result<Vec<RatingPoint>, StoreError> {
        let rows = self.query(
            "SELECT guild, player, game, record, kind FROM rating_points
             ORDER BY guild, kind, player, ended_ms, game",
            &[],
        )?;
        rows.iter().map(point_of).collect()
    }

    /// Sets the seats' accuracy on their points of `game` and keeps its analysis, in
    /// one transaction.
    pub(super) fn write_analysis(
        &self,
        guild: GuildId,
        game: GameId,
        analysis: &GameAnalysis,
    ) -> Result<(), StoreError> {
        let record = crate::model::encode_analysis(analysis);
        let (g, id) = (sql_id(guild.0), sql_id(game.0));
        self.transact(|tx| {
            let rows = tx.query(
                "SELECT guild, player, game, record, kind, ended_ms FROM rating_points
                 WHERE guild = $1 AND game = $2 FOR UPDATE",
                &[&g, &id],
            )?;
            for row in &rows {
                let mut point = point_of(row)?;
                point.accuracy = analysis.seats.get(point.seat).and_then(|a| a.accuracy);
                tx.execute(
                    "UPDATE rating_points SET record = $6
                     WHERE guild = $1 AND kind = $2 AND player = $3 AND ended_ms = $4 AND game = $5",
                    &[
                        &g,
                        &row.get::<_, &str>(4),
                        &sql_id(point.user.0),
                        &row.get::<_, i64>(5),
                        &id,
                        &encode_rating_point(&point),
                    ],
                )?;
            }
            tx.execute(
                "INSERT INTO analyses (guild, game, record) VALUES ($1, $2, $3)
                 ON CONFLICT (guild, game) DO UPDATE SET record = excluded.record",
                &[&g, &id, &record],
            )?;
            Ok(())
        })
    }

    pub(super) fn backfilled(&self) -> Result<bool, StoreError> {
        Ok(self.count("SELECT count(*) FROM rating_history_backfilled", &[])? > 0)
    }

    /// [`Store::archive_after`](crate::store::Store::archive_after), on the index of
    /// the archive (guild, ended_ms, id).
    pub(super) fn archive_page(
        &self,
        after: Option<ArchivePlace>,
        limit: usize,
    ) -> Result<Vec<GameRecord>, StoreError> {
        let (guild, ended, id) = match after {
            Some(p) => (sql_id(p.guild.0), p.ended_ms, sql_id(p.game.0)),
            None => (i64::MIN, i64::MIN, i64::MIN),
        };
        let rows = self.query(
            "SELECT id, record FROM games
             WHERE NOT open AND (guild, ended_ms, id) > ($1, $2, $3)
             ORDER BY guild, ended_ms, id LIMIT $4",
            &[&guild, &ended, &id, &(limit as i64)],
        )?;
        rows.iter().map(game_of).collect()
    }

    pub(super) fn add_points(&self, points: &[RatingPoint]) -> Result<usize, StoreError> {
        self.transact(|tx| write_points(tx, points, false))
    }

    /// [`Store::finish_history_backfill`](crate::store::Store::finish_history_backfill):
    /// one transaction under an advisory lock; the players' rows are read `FOR SHARE`,
    /// so that no game of theirs ends (writing a newer point and record) between
    /// reading a record and pinning its newest point. A process that finds the mark
    /// set by another one leaves everything as it is.
    pub(super) fn pin_and_mark(&self) -> Result<(), StoreError> {
        self.transact(|tx| {
            tx.execute("SELECT pg_advisory_xact_lock($1)", &[&BACKFILL_LOCK])?;
            let marked = tx.query("SELECT 1 FROM rating_history_backfilled", &[])?;
            if !marked.is_empty() {
                return Ok(());
            }
            let players = tx.query(
                "SELECT player, record, guild, game FROM players FOR SHARE",
                &[],
            )?;
            for row in &players {
                let guild = GuildId(from_sql_id(row.get(2)));
                let name: &str = row.get(3);
                let Some(game) = GameKind::by_name(name) else {
                    return Err(StoreError::bad_index(format!(
                        "a player's row of server {} names a game this program does not know: {name}",
                        guild.0
                    ))
                    .into());
                };
                let player = player_of(guild, game, row)?;
                pin_newest(tx, &player)?;
            }
            tx.execute(
                "INSERT INTO rating_history_backfilled (done) VALUES (true) ON CONFLICT DO NOTHING",
                &[],
            )?;
            Ok(())
        })
    }
}

/// Sets a player's newest point to their rating and deviation.
fn pin_newest(tx: &mut Transaction<'_>, player: &PlayerRecord) -> Result<(), TxError> {
    let (g, u, kind) = (
        sql_id(player.guild.0),
        sql_id(player.user.0),
        player.game.name(),
    );
    let newest = tx.query_opt(
        "SELECT guild, player, game, record, kind, ended_ms FROM rating_points
         WHERE guild = $1 AND kind = $2 AND player = $3
         ORDER BY ended_ms DESC, game DESC LIMIT 1",
        &[&g, &kind, &u],
    )?;
    let Some(row) = newest else {
        return Ok(());
    };
    let mut point = point_of(&row)?;
    point.rating = player.rating;
    point.deviation = player.deviation;
    tx.execute(
        "UPDATE rating_points SET record = $6
         WHERE guild = $1 AND kind = $2 AND player = $3 AND ended_ms = $4 AND game = $5",
        &[
            &g,
            &kind,
            &u,
            &row.get::<_, i64>(5),
            &sql_id(point.id.0),
            &encode_rating_point(&point),
        ],
    )?;
    Ok(())
}
