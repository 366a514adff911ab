//! Puzzles (issue 31) in the database (`migrations/0008_puzzles.sql`): a member's
//! figures, a puzzle's own rating, the puzzles found in a server's games and a server's
//! daily puzzles. A write with a revision locks the row it replaces (`FOR UPDATE`),
//! checks the stored revision and writes, in one transaction, as a member's settings
//! are written; `import_puzzles` and `held_puzzles` are `migrate`'s part.

use martian_pg_client::types::ToSql;
use martian_pg_client::{Client, Transaction};

use super::{from_sql_id, sql_id, PostgresStore, TxError};
use crate::model::{
    encode_puzzle_record, GuildId, GuildPuzzles, PuzzlePlayer, PuzzleStats, ServerPuzzle, UserId,
};
use crate::store::error::StoreError;
use crate::store::export::{Export, Imported};
use crate::store::records::{puzzle_names, puzzle_record};
use crate::store::revision::check_named_revision;

/// The statements of one kind of revised record: its select (locking), update and
/// insert, each naming the key columns first and the record last.
pub(super) struct Revised {
    pub(super) select: &'static str,
    pub(super) update: &'static str,
    pub(super) insert: &'static str,
}

const PLAYERS: Revised = Revised {
    select: "SELECT record FROM puzzle_players WHERE guild = $1 AND player = $2 FOR UPDATE",
    update: "UPDATE puzzle_players SET record = $3 WHERE guild = $1 AND player = $2",
    insert: "INSERT INTO puzzle_players (guild, player, record) VALUES ($1, $2, $3)",
};

const STATS: Revised = Revised {
    select: "SELECT record FROM puzzle_stats WHERE id = $1 FOR UPDATE",
    update: "UPDATE puzzle_stats SET record = $2 WHERE id = $1",
    insert: "INSERT INTO puzzle_stats (id, record) VALUES ($1, $2)",
};

const GUILDS: Revised = Revised {
    select: "SELECT record FROM guild_puzzles WHERE guild = $1 FOR UPDATE",
    update: "UPDATE guild_puzzles SET record = $2 WHERE guild = $1",
    insert: "INSERT INTO guild_puzzles (guild, record) VALUES ($1, $2)",
};

const ADD_SERVER_PUZZLE: &str =
    "INSERT INTO server_puzzles (guild, id, added_ms, game, record) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING";

/// What a revised write does once it read the stored record (if any): `Ok(true)`
/// writes, `Ok(false)` leaves it (an import's newer record), an error ends it.
type Decide<'a> = dyn Fn(Option<&[u8]>) -> Result<bool, StoreError> + 'a;

/// Locks the record at `keys`, lets `decide` look at it, and writes `record` over it
/// (or inserts it) if `decide` says so; returns whether it wrote.
pub(super) fn write_revised(
    tx: &mut Transaction<'_>,
    sql: &Revised,
    keys: &[&(dyn ToSql + Sync)],
    record: &Vec<u8>,
    decide: &Decide<'_>,
) -> Result<bool, TxError> {
    let row = tx.query_opt(sql.select, keys)?;
    let stored = row.as_ref().map(|r| r.get::<_, &[u8]>(0));
    if !decide(stored)? {
        return Ok(false);
    }
    let mut params: Vec<&(dyn ToSql + Sync)> = keys.to_vec();
    params.push(record);
    let statement = if stored.is_some() {
        sql.update
    } else {
        sql.insert
    };
    tx.execute(statement, &params)?;
    Ok(true)
}

/// The revision of a stored record of type `T`, read through `revision`.
pub(super) fn stored_revision<T: serde::de::DeserializeOwned>(
    what: impl FnOnce() -> String,
    stored: Option<&[u8]>,
    revision: impl FnOnce(&T) -> u64,
) -> Result<Option<u64>, StoreError> {
    stored
        .map(|b| puzzle_record::<T>(what, b).map(|r| revision(&r)))
        .transpose()
}

/// A save's decision: the revision check.
pub(super) fn checked<'a, T: serde::de::DeserializeOwned + 'a>(
    what: impl Fn() -> String + Copy + 'a,
    revision: u64,
    based_on: u64,
    of: fn(&T) -> u64,
) -> impl Fn(Option<&[u8]>) -> Result<bool, StoreError> + 'a {
    move |stored| {
        let stored = stored_revision(what, stored, of)?;
        check_named_revision(what, revision, based_on, stored).map(|()| true)
    }
}

/// An import's decision: written when the target holds none, or an older revision.
pub(super) fn newer<'a, T: serde::de::DeserializeOwned + 'a>(
    what: impl Fn() -> String + Copy + 'a,
    revision: u64,
    of: fn(&T) -> u64,
) -> impl Fn(Option<&[u8]>) -> Result<bool, StoreError> + 'a {
    move |stored| Ok(stored_revision(what, stored, of)?.is_none_or(|held| held < revision))
}

impl PostgresStore {
    pub(super) fn read_puzzle_player(
        &self,
        guild: GuildId,
        user: UserId,
    ) -> Result<Option<PuzzlePlayer>, StoreError> {
        let rows = self.query(
            "SELECT record FROM puzzle_players WHERE guild = $1 AND player = $2",
            &[&sql_id(guild.0), &sql_id(user.0)],
        )?;
        rows.first()
            .map(|r| puzzle_record(|| puzzle_names::player(guild, user), r.get(0)))
            .transpose()
    }

    pub(super) fn write_puzzle_player(
        &self,
        player: &PuzzlePlayer,
        based_on: u64,
    ) -> Result<(), StoreError> {
        let (guild, user) = (sql_id(player.guild.0), sql_id(player.user.0));
        let record = encode_puzzle_record(player);
        let what = || puzzle_names::player(player.guild, player.user);
        let decide = checked(what, player.revision, based_on, |p: &PuzzlePlayer| {
            p.revision
        });
        self.transact(|tx| write_revised(tx, &PLAYERS, &[&guild, &user], &record, &decide))
            .map(drop)
    }

    pub(super) fn read_puzzle_players(
        &self,
        guild: GuildId,
    ) -> Result<Vec<PuzzlePlayer>, StoreError> {
        let rows = self.query(
            "SELECT player, record FROM puzzle_players WHERE guild = $1",
            &[&sql_id(guild.0)],
        )?;
        let mut players = rows
            .iter()
            .map(|r| {
                let user = UserId(from_sql_id(r.get(0)));
                puzzle_record(|| puzzle_names::player(guild, user), r.get(1))
            })
            .collect::<Result<Vec<PuzzlePlayer>, StoreError>>()?;
        // Ids are u64 kept in signed columns: ordered here, as numbers.
        players.sort_by_key(|p| p.user);
        Ok(players)
    }

    pub(super) fn read_puzzle_stats(&self, id: &str) -> Result<Option<PuzzleStats>, StoreError> {
        let rows = self.query("SELECT record FROM puzzle_stats WHERE id = $1", &[&id])?;
        rows.first()
            .map(|r| puzzle_record(|| puzzle_names::stats(id), r.get(0)))
            .transpose()
    }

    pub(super) fn write_puzzle_stats(
        &self,
        stats: &PuzzleStats,
        based_on: u64,
    ) -> Result<(), StoreError> {
        let record = encode_puzzle_record(stats);
        let what = || puzzle_names::stats(&stats.id);
        let decide = checked(what, stats.revision, based_on, |s: &PuzzleStats| s.revision);
        self.transact(|tx| write_revised(tx, &STATS, &[&stats.id], &record, &decide))
            .map(drop)
    }

    pub(super) fn write_server_puzzle(&self, puzzle: &ServerPuzzle) -> Result<bool, StoreError> {
        let record = encode_puzzle_record(puzzle);
        self.transact(|tx| insert_server_puzzle(tx, puzzle, &record))
    }

    pub(super) fn read_server_puzzles(
        &self,
        guild: GuildId,
    ) -> Result<Vec<ServerPuzzle>, StoreError> {
        let rows = self.query(
            "SELECT id, record FROM server_puzzles WHERE guild = $1
             ORDER BY added_ms, game, id COLLATE \"C\"",
            &[&sql_id(guild.0)],
        )?;
        let mut puzzles = rows
            .iter()
            .map(|r| {
                let id: &str = r.get(0);
                puzzle_record(|| puzzle_names::server_puzzle(guild, id), r.get(1))
            })
            .collect::<Result<Vec<ServerPuzzle>, StoreError>>()?;
        // Game ids are u64 kept in signed columns: ordered again as numbers (stable,
        // so that equal ones stay in id order, as the other stores keep them).
        puzzles.sort_by_key(|p| (p.added_ms, p.game));
        Ok(puzzles)
    }

    pub(super) fn read_guild_puzzles(
        &self,
        guild: GuildId,
    ) -> Result<Option<GuildPuzzles>, StoreError> {
        let rows = self.query(
            "SELECT record FROM guild_puzzles WHERE guild = $1",
            &[&sql_id(guild.0)],
        )?;
        rows.first()
            .map(|r| puzzle_record(|| puzzle_names::guild(guild), r.get(0)))
            .transpose()
    }

    pub(super) fn write_guild_puzzles(
        &self,
        puzzles: &GuildPuzzles,
        based_on: u64,
    ) -> Result<(), StoreError> {
        let guild = sql_id(puzzles.guild.0);
        let record = encode_puzzle_record(puzzles);
        let what = || puzzle_names::guild(puzzles.guild);
        let decide = checked(what, puzzles.revision, based_on, |g: &GuildPuzzles| {
            g.revision
        });
        self.transact(|tx| write_revised(tx, &GUILDS, &[&guild], &record, &decide))
            .map(drop)
    }

    pub(super) fn read_puzzle_guilds(&self) -> Result<Vec<GuildId>, StoreError> {
        let rows = self.query("SELECT guild FROM guild_puzzles", &[])?;
        let mut guilds: Vec<GuildId> = rows
            .iter()
            .map(|r| GuildId(from_sql_id(r.get(0))))
            .collect();
        guilds.sort();
        Ok(guilds)
    }
}

fn insert_server_puzzle(
    tx: &mut Transaction<'_>,
    puzzle: &ServerPuzzle,
    record: &Vec<u8>,
) -> Result<bool, TxError> {
    let written = tx.execute(
        ADD_SERVER_PUZZLE,
        &[
            &sql_id(puzzle.guild.0),
            &puzzle.puzzle.id,
            &puzzle.added_ms,
            &sql_id(puzzle.game.0),
            record,
        ],
    )?;
    Ok(written == 1)
}

/// Copies the export's puzzle records in: a record with a revision when the target
/// holds none or an older one, a server's puzzle when the server has none of its id.
pub(super) fn import_puzzles(
    tx: &mut Transaction<'_>,
    export: &Export,
    done: &mut Imported,
) -> Result<(), TxError> {
    let count = |wrote: bool, written: &mut usize, kept: &mut usize| {
        *if wrote { written } else { kept } += 1;
    };
    for p in &export.puzzle_players {
        let (guild, user) = (sql_id(p.guild.0), sql_id(p.user.0));
        let what = || puzzle_names::player(p.guild, p.user);
        let decide = newer(what, p.revision, |s: &PuzzlePlayer| s.revision);
        let record = encode_puzzle_record(p);
        let wrote = write_revised(tx, &PLAYERS, &[&guild, &user], &record, &decide)?;
        count(
            wrote,
            &mut done.puzzle_players,
            &mut done.puzzle_players_kept,
        );
    }
    for s in &export.puzzle_stats {
        let what = || puzzle_names::stats(&s.id);
        let decide = newer(what, s.revision, |s: &PuzzleStats| s.revision);
        let record = encode_puzzle_record(s);
        let wrote = write_revised(tx, &STATS, &[&s.id], &record, &decide)?;
        count(wrote, &mut done.puzzle_stats, &mut done.puzzle_stats_kept);
    }
    for p in &export.server_puzzles {
        let wrote = insert_server_puzzle(tx, p, &encode_puzzle_record(p))?;
        count(
            wrote,
            &mut done.server_puzzles,
            &mut done.server_puzzles_kept,
        );
    }
    for g in &export.guild_puzzles {
        let guild = sql_id(g.guild.0);
        let what = || puzzle_names::guild(g.guild);
        let decide = newer(what, g.revision, |s: &GuildPuzzles| s.revision);
        let record = encode_puzzle_record(g);
        let wrote = write_revised(tx, &GUILDS, &[&guild], &record, &decide)?;
        count(wrote, &mut done.guild_puzzles, &mut done.guild_puzzles_kept);
    }
    Ok(())
}

/// How many of the export's puzzle records the database holds at their revision or a
/// newer one (a server's puzzle: at all), into `held`.
pub(super) fn held_puzzles(
    client: &mut Client,
    export: &Export,
    held: &mut Imported,
    failed: &dyn Fn(martian_pg_client::Error) -> StoreError,
) -> Result<(), StoreError> {
    let mut stored =
        |sql: &str, keys: &[&(dyn ToSql + Sync)]| -> Result<Option<Vec<u8>>, StoreError> {
            let row = client.query_opt(sql, keys).map_err(failed)?;
            Ok(row.map(|r| r.get::<_, Vec<u8>>(0)))
        };
    for p in &export.puzzle_players {
        let bytes = stored(
            "SELECT record FROM puzzle_players WHERE guild = $1 AND player = $2",
            &[&sql_id(p.guild.0), &sql_id(p.user.0)],
        )?;
        let what = || puzzle_names::player(p.guild, p.user);
        let at = stored_revision(what, bytes.as_deref(), |s: &PuzzlePlayer| s.revision)?;
        held.puzzle_players += usize::from(at.is_some_and(|r| r >= p.revision));
    }
    for s in &export.puzzle_stats {
        let bytes = stored("SELECT record FROM puzzle_stats WHERE id = $1", &[&s.id])?;
        let what = || puzzle_names::stats(&s.id);
        let at = stored_revision(what, bytes.as_deref(), |s: &PuzzleStats| s.revision)?;
        held.puzzle_stats += usize::from(at.is_some_and(|r| r >= s.revision));
    }
    for p in &export.server_puzzles {
        let bytes = stored(
            "SELECT record FROM server_puzzles WHERE guild = $1 AND id = $2",
            &[&sql_id(p.guild.0), &p.puzzle.id],
        )?;
        held.server_puzzles += usize::from(bytes.is_some());
    }
    for g in &export.guild_puzzles {
        let bytes = stored(
            "SELECT record FROM guild_puzzles WHERE guild = $1",
            &[&sql_id(g.guild.0)],
        )?;
        let what = || puzzle_names::guild(g.guild);
        let at = stored_revision(what, bytes.as_deref(), |s: &GuildPuzzles| s.revision)?;
        held.guild_puzzles += usize::from(at.is_some_and(|r| r >= g.revision));
    }
    Ok(())
}
