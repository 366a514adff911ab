//! Tournaments (issue 30) in the database (`migrations/0009_tournaments.sql`): one row
//! a tournament, ids from the `tournament_ids` sequence. A write locks the row it
//! replaces (`FOR UPDATE`), checks the stored revision and writes, in one transaction
//! with the round's games it creates (`create_game_in`, as `create_game` does); a
//! refusal rolls all of it back. `import_tournaments` and `held_tournaments` are
//! `migrate`'s part.

use martian_pg_client::{Client, Transaction};

use super::writes::create_game_in;
use super::{from_sql_id, sql_id, PostgresStore, TxError};
use crate::model::{encode_tournament, GameRecord, GuildId, Tournament, TournamentId};
use crate::store::error::StoreError;
use crate::store::export::{Export, Imported};
use crate::store::records;
use crate::store::revision::check_tournament_revision;

const SELECT_LOCKED: &str =
    "SELECT record FROM tournaments WHERE guild = $1 AND id = $2 FOR UPDATE";

/// Writes `tournament` over the stored one (or as a new row), in `tx`.
fn put(tx: &mut Transaction<'_>, tournament: &Tournament, exists: bool) -> Result<(), TxError> {
    let (guild, id) = (sql_id(tournament.guild.0), sql_id(tournament.id.0));
    let over = tournament.status.is_over();
    let record = encode_tournament(tournament);
    let sql = if exists {
        "UPDATE tournaments SET over = $3, record = $4 WHERE guild = $1 AND id = $2"
    } else {
        "INSERT INTO tournaments (guild, id, over, record) VALUES ($1, $2, $3, $4)"
    };
    tx.execute(sql, &[&guild, &id, &over, &record])?;
    Ok(())
}

/// The stored tournament's revision, its row locked (none stored: `None`).
fn locked_revision(
    tx: &mut Transaction<'_>,
    guild: GuildId,
    id: TournamentId,
) -> Result<Option<u64>, TxError> {
    let row = tx.query_opt(SELECT_LOCKED, &[&sql_id(guild.0), &sql_id(id.0)])?;
    let stored = row
        .map(|r| records::tournament(guild, id, r.get::<_, &[u8]>(0)))
        .transpose()?;
    Ok(stored.map(|t| t.revision))
}

impl PostgresStore {
    pub(super) fn take_tournament_id(&self) -> Result<TournamentId, StoreError> {
        let rows = self.query("SELECT nextval('tournament_ids')", &[])?;
        let id: i64 = rows.first().map_or(0, |r| r.get(0));
        Ok(TournamentId(from_sql_id(id)))
    }

    pub(super) fn read_tournament(
        &self,
        guild: GuildId,
        id: TournamentId,
    ) -> Result<Option<Tournament>, StoreError> {
        let rows = self.query(
            "SELECT record FROM tournaments WHERE guild = $1 AND id = $2",
            &[&sql_id(guild.0), &sql_id(id.0)],
        )?;
        rows.first()
            .map(|r| records::tournament(guild, id, r.get(0)))
            .transpose()
    }

    pub(super) fn read_tournaments(&self, guild: GuildId) -> Result<Vec<Tournament>, StoreError> {
        let rows = self.query(
            "SELECT guild, id, record FROM tournaments WHERE guild = $1 ORDER BY id DESC",
            &[&sql_id(guild.0)],
        )?;
        rows.iter().map(tournament_of_row).collect()
    }

    pub(super) fn read_active_tournaments(&self) -> Result<Vec<Tournament>, StoreError> {
        let rows = self.query(
            "SELECT guild, id, record FROM tournaments WHERE NOT over ORDER BY guild, id",
            &[],
        )?;
        rows.iter().map(tournament_of_row).collect()
    }

    /// [`Store::save_tournament_with_games`](crate::store::Store::save_tournament_with_games):
    /// the revision check, the games and the tournament in one transaction.
    pub(super) fn write_tournament(
        &self,
        tournament: &Tournament,
        based_on: u64,
        games: &[GameRecord],
    ) -> Result<(), StoreError> {
        self.transact(|tx| {
            let stored = locked_revision(tx, tournament.guild, tournament.id)?;
            check_tournament_revision(tournament, based_on, stored)?;
            for game in games {
                create_game_in(tx, game, true)?;
            }
            put(tx, tournament, stored.is_some())
        })
    }
}

fn tournament_of_row(row: &martian_pg_client::Row) -> Result<Tournament, StoreError> {
    let guild = GuildId(from_sql_id(row.get(0)));
    let id = TournamentId(from_sql_id(row.get(1)));
    records::tournament(guild, id, row.get(2))
}

/// Writes the export's tournaments the database holds at no revision or an older one,
/// and numbers new tournaments past the export's counter and every stored id.
pub(super) fn import_tournaments(
    tx: &mut Transaction<'_>,
    export: &Export,
    done: &mut Imported,
) -> Result<(), TxError> {
    for tournament in &export.tournaments {
        let stored = locked_revision(tx, tournament.guild, tournament.id)?;
        if stored.is_some_and(|held| held >= tournament.revision) {
            done.tournaments_kept += 1;
            continue;
        }
        put(tx, tournament, stored.is_some())?;
        done.tournaments += 1;
    }
    tx.execute(
        "SELECT setval('tournament_ids', greatest(
             (SELECT coalesce(max(id), 0) FROM tournaments),
             $1,
             (SELECT last_value FROM tournament_ids)))",
        &[&sql_id(export.last_tournament_id)],
    )?;
    Ok(())
}

/// How many of the export's tournaments the database holds at their revision or a
/// newer one, into `held`.
pub(super) fn held_tournaments(
    client: &mut Client,
    export: &Export,
    held: &mut Imported,
    failed: &dyn Fn(martian_pg_client::Error) -> StoreError,
) -> Result<(), StoreError> {
    for tournament in &export.tournaments {
        let (guild, id) = (tournament.guild, tournament.id);
        let row = client
            .query_opt(
                "SELECT record FROM tournaments WHERE guild = $1 AND id = $2",
                &[&sql_id(guild.0), &sql_id(id.0)],
            )
            .map_err(failed)?;
        if let Some(row) = row {
            let stored = records::tournament(guild, id, row.get::<_, &[u8]>(0))?;
            held.tournaments += usize::from(stored.revision >= tournament.revision);
        }
    }
    Ok(())
}
