//! The schema's versioned migrations (`migrations/NNNN_*.sql`, in the repository and
//! compiled in), run at open: every migration the database lacks, in order, in one
//! transaction that also records them, under an advisory lock so that processes
//! starting together migrate once. A database whose schema is newer than this program
//! knows is refused: it was written by a newer version, and this one could damage it.

use martian_pg_client::{Client, Transaction};

use super::delivery_rows::move_deliveries_out;
use crate::store::error::StoreError;

/// A migration's step that SQL alone cannot do (records to decode and re-encode), run
/// after its SQL in the same transaction.
type Step = fn(&mut Transaction<'_>) -> Result<(), StoreError>;

/// The migrations, by the version they bring the schema to. Never edit one that was
/// released: add the next.
const MIGRATIONS: &[(i64, &str, Option<Step>)] = &[
    (1, include_str!("migrations/0001_initial.sql"), None),
    (2, include_str!("migrations/0002_games_apart.sql"), None),
    (
        3,
        include_str!("migrations/0003_deliveries.sql"),
        Some(move_deliveries_out),
    ),
    (4, include_str!("migrations/0004_serving.sql"), None),
    (5, include_str!("migrations/0005_members.sql"), None),
    (6, include_str!("migrations/0006_analyses.sql"), None),
    (7, include_str!("migrations/0007_rating_history.sql"), None),
    (8, include_str!("migrations/0008_puzzles.sql"), None),
    (9, include_str!("migrations/0009_tournaments.sql"), None),
    (10, include_str!("migrations/0010_seasons.sql"), None),
];

/// The schema this program reads and writes.
pub(crate) const SCHEMA: i64 = MIGRATIONS[MIGRATIONS.len() - 1].0;

/// The advisory lock key of migrations (any constant no other program on the database
/// uses: "martian" in ASCII).
const MIGRATION_LOCK: i64 = 0x006d_6172_7469_616e;

/// Brings the schema up to [`SCHEMA`], or refuses a newer one.
pub(super) fn migrate(client: &mut Client, place: &str) -> Result<(), StoreError> {
    let failed = |e| StoreError::io(format!("cannot prepare the game store at {place}"), e);
    let mut tx = client.transaction().map_err(failed)?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])
        .map_err(failed)?;
    tx.batch_execute(
        "CREATE TABLE IF NOT EXISTS martian_schema (
             version    bigint PRIMARY KEY,
             applied_at timestamptz NOT NULL DEFAULT now()
         )",
    )
    .map_err(failed)?;
    let found: i64 = tx
        .query_one("SELECT coalesce(max(version), 0) FROM martian_schema", &[])
        .map_err(failed)?
        .get(0);
    if found > SCHEMA {
        return Err(StoreError::Newer {
            place: place.to_string(),
            found: found as u64,
            known: SCHEMA as u64,
        });
    }
    for (version, sql, step) in MIGRATIONS.iter().filter(|(v, _, _)| *v > found) {
        tx.batch_execute(sql).map_err(failed)?;
        if let Some(step) = step {
            step(&mut tx)?;
        }
        tx.execute(
            "INSERT INTO martian_schema (version) VALUES ($1)",
            &[version],
        )
        .map_err(failed)?;
        tracing::info!(store = place, version, "migrated the game store");
    }
    tx.commit().map_err(failed)
}
