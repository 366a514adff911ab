//! When the bot served, in the database: heartbeats by the shards a process serves,
//! and outages with their shards (NULL: every shard). Written by the store and by an
//! import alike.

use martian_pg_client::{Error, Row, Transaction};

use crate::model::{Outage, ShardSpan};

/// Writes a heartbeat. The live one replaces the last whatever it was (the clock
/// says); an imported one never replaces a newer (`keep_newer`: from a store that
/// stopped earlier).
pub(super) fn write_heartbeat(
    tx: &mut Transaction<'_>,
    key: &str,
    at_ms: i64,
    keep_newer: bool,
) -> Result<(), Error> {
    let sql = if keep_newer {
        "INSERT INTO heartbeats (shards, at_ms) VALUES ($1, $2)
         ON CONFLICT (shards) DO UPDATE SET at_ms = greatest(heartbeats.at_ms, excluded.at_ms)"
    } else {
        "INSERT INTO heartbeats (shards, at_ms) VALUES ($1, $2)
         ON CONFLICT (shards) DO UPDATE SET at_ms = excluded.at_ms"
    };
    tx.execute(sql, &[&key, &at_ms])?;
    Ok(())
}

/// Records an outage, once.
pub(super) fn write_outage(tx: &mut Transaction<'_>, outage: &Outage) -> Result<(), Error> {
    let part = |f: fn(&ShardSpan) -> u32| outage.shards.as_ref().map(|s| f(s) as i32);
    tx.execute(
        "INSERT INTO outages (from_ms, to_ms, shard_first, shard_last, shard_total)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING",
        &[
            &outage.from_ms,
            &outage.to_ms,
            &part(|s| s.first),
            &part(|s| s.last),
            &part(|s| s.total),
        ],
    )?;
    Ok(())
}

/// An outage from its row (`from_ms, to_ms, shard_first, shard_last, shard_total`).
pub(super) fn outage_of(row: &Row) -> Outage {
    let part = |i: usize| row.get::<_, Option<i32>>(i).map(|n| n.max(0) as u32);
    let shards = match (part(2), part(3), part(4)) {
        (Some(first), Some(last), Some(total)) => Some(ShardSpan { first, last, total }),
        _ => None,
    };
    Outage {
        from_ms: row.get(0),
        to_ms: row.get(1),
        shards,
    }
}
