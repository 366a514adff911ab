//! Seasons (issue 30) in the database (`migrations/0010_seasons.sql`): the members'
//! season records, locked (`FOR UPDATE`) and written in the transaction that stores a
//! game's end (`writes.rs`), and a server's seasons, written under its revision check
//! as the puzzle records are; `import_seasons` and `held_seasons` are `migrate`'s part.

use martian_pg_client::types::ToSql;
use martian_pg_client::{Client, Transaction};

use super::puzzles::{checked, newer, stored_revision, write_revised, Revised};
use super::{from_sql_id, sql_id, PostgresStore, TxError};
use crate::model::{
    encode_puzzle_record, GameKind, GameRecord, GuildId, GuildSeasons, PlayerRecord, SeasonPlayer,
    UserId,
};
use crate::store::error::StoreError;
use crate::store::export::{Export, Imported};
use crate::store::records::{puzzle_record, season_names};
use crate::store::season::SeasonRate;

const GUILDS: Revised = Revised {
    select: "SELECT record FROM guild_seasons WHERE guild = $1 FOR UPDATE",
    update: "UPDATE guild_seasons SET record = $2 WHERE guild = $1",
    insert: "INSERT INTO guild_seasons (guild, record) VALUES ($1, $2)",
};

/// A season record: inserted, or written over the one held (an import: only over one
/// with fewer games). Two games ending at once for one player never both read a
/// season record: the game's transaction locked the player's all-time row first (or
/// failed inserting it, and runs again), and reads their season record only then.
const WRITE: &str = "INSERT INTO season_players (guild, game, season, player, games, record)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (guild, game, season, player) DO UPDATE
         SET games = excluded.games, record = excluded.record";
const IMPORT: &str = "INSERT INTO season_players (guild, game, season, player, games, record)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (guild, game, season, player) DO UPDATE
         SET games = excluded.games, record = excluded.record
     WHERE season_players.games < excluded.games";

fn write_row(tx: &mut Transaction<'_>, sql: &str, record: &SeasonPlayer) -> Result<bool, TxError> {
    let p = &record.player;
    let params: [&(dyn ToSql + Sync); 6] = [
        &sql_id(p.guild.0),
        &p.game.name(),
        &record.season,
        &sql_id(p.user.0),
        &i64::from(p.games),
        &encode_puzzle_record(record),
    ];
    Ok(tx.execute(sql, &params)? == 1)
}

/// Inside a game's transaction: locks and reads the seats' season records, rates them
/// from those and the all-time records read before (`all_time`), writes the result.
pub(super) fn rate_season(
    tx: &mut Transaction<'_>,
    game: &GameRecord,
    all_time: &[Option<PlayerRecord>],
    season: &SeasonRate<'_>,
) -> Result<(), TxError> {
    let (guild, kind) = (game.guild, game.kind());
    let mut before = Vec::with_capacity(game.seats.len());
    for seat in &game.seats {
        let row = tx.query_opt(
            "SELECT record FROM season_players
             WHERE guild = $1 AND game = $2 AND season = $3 AND player = $4 FOR UPDATE",
            &[
                &sql_id(guild.0),
                &kind.name(),
                &season.season,
                &sql_id(seat.user.0),
            ],
        )?;
        let what = || season_names::player(guild, kind, season.season, seat.user);
        before.push(
            row.map(|r| puzzle_record::<SeasonPlayer>(what, r.get(0)))
                .transpose()?,
        );
    }
    for record in (season.rate)(&before, all_time) {
        write_row(tx, WRITE, &record)?;
    }
    Ok(())
}

impl PostgresStore {
    pub(super) fn read_season_players(
        &self,
        guild: GuildId,
        game: GameKind,
        season: &str,
    ) -> Result<Vec<SeasonPlayer>, StoreError> {
        let season_text = season.to_string();
        let rows = self.query(
            "SELECT player, record FROM season_players
             WHERE guild = $1 AND game = $2 AND season = $3 ORDER BY player",
            &[&sql_id(guild.0), &game.name(), &season_text],
        )?;
        rows.iter()
            .map(|r| {
                let user = UserId(from_sql_id(r.get(0)));
                puzzle_record(|| season_names::player(guild, game, season, user), r.get(1))
            })
            .collect()
    }

    pub(super) fn read_guild_seasons(
        &self,
        guild: GuildId,
    ) -> Result<Option<GuildSeasons>, StoreError> {
        let rows = self.query(
            "SELECT record FROM guild_seasons WHERE guild = $1",
            &[&sql_id(guild.0)],
        )?;
        rows.first()
            .map(|r| puzzle_record(|| season_names::guild(guild), r.get(0)))
            .transpose()
    }

    pub(super) fn write_guild_seasons(
        &self,
        seasons: &GuildSeasons,
        based_on: u64,
    ) -> Result<(), StoreError> {
        let guild = sql_id(seasons.guild.0);
        let record = encode_puzzle_record(seasons);
        let what = || season_names::guild(seasons.guild);
        let decide = checked(what, seasons.revision, based_on, |g: &GuildSeasons| {
            g.revision
        });
        self.transact(|tx| write_revised(tx, &GUILDS, &[&guild], &record, &decide))
            .map(drop)
    }

    pub(super) fn read_season_guilds(&self) -> Result<Vec<GuildId>, StoreError> {
        let rows = self.query("SELECT guild FROM guild_seasons ORDER BY guild", &[])?;
        Ok(rows
            .iter()
            .map(|r| GuildId(from_sql_id(r.get(0))))
            .collect())
    }
}

/// Copies the export's season records in (over one with fewer games), and the
/// servers' seasons (over an older revision).
pub(super) fn import_seasons(
    tx: &mut Transaction<'_>,
    export: &Export,
    done: &mut Imported,
) -> Result<(), TxError> {
    for record in &export.season_players {
        if write_row(tx, IMPORT, record)? {
            done.season_players += 1;
        } else {
            done.season_players_kept += 1;
        }
    }
    for g in &export.guild_seasons {
        let guild = sql_id(g.guild.0);
        let what = || season_names::guild(g.guild);
        let decide = newer(what, g.revision, |s: &GuildSeasons| s.revision);
        let record = encode_puzzle_record(g);
        if write_revised(tx, &GUILDS, &[&guild], &record, &decide)? {
            done.guild_seasons += 1;
        } else {
            done.guild_seasons_kept += 1;
        }
    }
    Ok(())
}

/// How many of the export's season records the database holds with as many games or
/// more, and of its servers' seasons at their revision or a newer one, into `held`.
pub(super) fn held_seasons(
    client: &mut Client,
    export: &Export,
    held: &mut Imported,
    failed: &dyn Fn(martian_pg_client::Error) -> StoreError,
) -> Result<(), StoreError> {
    for record in &export.season_players {
        let p = &record.player;
        let row = client
            .query_one(
                "SELECT count(*) FROM season_players
                 WHERE guild = $1 AND game = $2 AND season = $3 AND player = $4 AND games >= $5",
                &[
                    &sql_id(p.guild.0),
                    &p.game.name(),
                    &record.season,
                    &sql_id(p.user.0),
                    &i64::from(p.games),
                ],
            )
            .map_err(failed)?;
        held.season_players += row.get::<_, i64>(0) as usize;
    }
    for g in &export.guild_seasons {
        let row = client
            .query_opt(
                "SELECT record FROM guild_seasons WHERE guild = $1",
                &[&sql_id(g.guild.0)],
            )
            .map_err(failed)?;
        let bytes = row.map(|r| r.get::<_, Vec<u8>>(0));
        let what = || season_names::guild(g.guild);
        let at = stored_revision(what, bytes.as_deref(), |s: &GuildSeasons| s.revision)?;
        held.guild_seasons += usize::from(at.is_some_and(|r| r >= g.revision));
    }
    Ok(())
}
