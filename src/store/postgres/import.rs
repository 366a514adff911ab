//! Writing an [`Export`] (a sled store's records) into the database, for
//! `martian-chess migrate`: in one transaction, so that an interrupted migration
//! leaves nothing half-copied; safe to run again, since a record the database already
//! holds at the same or a newer state is left as it is (a game by its revision, a
//! player by the games they played, settings and closed-DMs marks once there, a
//! puzzle record or a tournament by its revision), and
//! nothing is renumbered: a game keeps its server and its id.

use martian_pg_client::types::ToSql;

use super::delivery_rows::write_delivery;
use super::history::write_points;
use super::puzzles::{held_puzzles, import_puzzles};
use super::seasons::{held_seasons, import_seasons};
use super::tournaments::{held_tournaments, import_tournaments};
use super::writes::{sync_seats, write_player_row, PlayerWrite};
use super::{sql_id, GameRow, PostgresStore, TxError};
use martian_pg_client::Transaction;
use std::collections::HashMap;

use super::serving;
use crate::model::{
    encode_analysis, encode_member, encode_settings, GameDelivery, GameId, GameRecord, GuildId,
};
use crate::store::error::StoreError;
use crate::store::export::{Export, Imported};

impl PostgresStore {
    /// Copies `export` in; returns what was written and what was kept.
    pub fn import(&self, export: &Export) -> Result<Imported, StoreError> {
        let deliveries: HashMap<(GuildId, GameId), &GameDelivery> = export
            .deliveries
            .iter()
            .map(|(guild, id, delivery)| ((*guild, *id), delivery))
            .collect();
        self.transact(|tx| {
            let mut done = Imported::default();
            // The target's own history is complete if it was backfilled, or if it holds
            // no game yet: then the export's mark carries over.
            let complete = !tx
                .query("SELECT 1 FROM rating_history_backfilled", &[])?
                .is_empty()
                || tx.query("SELECT 1 FROM games LIMIT 1", &[])?.is_empty();
            for game in &export.games {
                let delivery = deliveries.get(&(game.guild, game.id)).copied();
                if import_game(tx, game, delivery)? {
                    done.games += 1;
                    done.deliveries += usize::from(delivery.is_some());
                } else {
                    done.games_kept += 1;
                }
            }
            for player in &export.players {
                if write_player_row(tx, player, PlayerWrite::Import)? {
                    done.players += 1;
                } else {
                    done.players_kept += 1;
                }
            }
            for settings in &export.settings {
                let written = tx.execute(
                    "INSERT INTO settings (guild, record) VALUES ($1, $2) ON CONFLICT DO NOTHING",
                    &[&sql_id(settings.guild.0), &encode_settings(settings)],
                )?;
                if written == 1 {
                    done.settings += 1;
                } else {
                    done.settings_kept += 1;
                }
            }
            for (guild, user) in &export.dms_closed {
                done.dms_closed += tx.execute(
                    "INSERT INTO dms_closed (guild, player) VALUES ($1, $2) ON CONFLICT DO NOTHING",
                    &[&sql_id(guild.0), &sql_id(user.0)],
                )? as usize;
            }
            for member in &export.members {
                let written = tx.execute(
                    "INSERT INTO members (guild, player, record) VALUES ($1, $2, $3)
                     ON CONFLICT DO NOTHING",
                    &[
                        &sql_id(member.guild.0),
                        &sql_id(member.user.0),
                        &encode_member(member),
                    ],
                )?;
                if written == 1 {
                    done.members += 1;
                } else {
                    done.members_kept += 1;
                }
            }
            for (guild, game, analysis) in &export.analyses {
                let written = tx.execute(
                    "INSERT INTO analyses (guild, game, record) VALUES ($1, $2, $3)
                     ON CONFLICT DO NOTHING",
                    &[
                        &sql_id(guild.0),
                        &sql_id(game.0),
                        &encode_analysis(analysis),
                    ],
                )?;
                if written == 1 {
                    done.analyses += 1;
                } else {
                    done.analyses_kept += 1;
                }
            }
            done.history = write_points(tx, &export.history, false)?;
            done.history_kept = export.history.len() - done.history;
            import_puzzles(tx, export, &mut done)?;
            import_tournaments(tx, export, &mut done)?;
            import_seasons(tx, export, &mut done)?;
            if complete && export.history_backfilled {
                tx.execute(
                    "INSERT INTO rating_history_backfilled (done) VALUES (true)
                     ON CONFLICT DO NOTHING",
                    &[],
                )?;
            }
            for (key, at) in &export.heartbeats {
                serving::write_heartbeat(tx, key, *at, true)?;
            }
            for outage in &export.outages {
                serving::write_outage(tx, outage)?;
            }
            // New games are numbered past every imported one.
            tx.execute(
                "SELECT setval('game_ids', greatest(
                     (SELECT coalesce(max(id), 0) FROM games),
                     (SELECT last_value FROM game_ids)))",
                &[],
            )?;
            Ok(done)
        })
    }

    /// How many of `export`'s records the database holds at their state or a newer
    /// one: after an import, every one of them (the counts `migrate` verifies).
    pub fn holds(&self, export: &Export) -> Result<Imported, StoreError> {
        let mut conn = self.pool.get()?;
        let mut held = Imported::default();
        let mut count = |sql: &str, params: &[&(dyn ToSql + Sync)]| -> Result<usize, StoreError> {
            let row = conn
                .query_one(sql, params)
                .map_err(|e| self.read_failed(e))?;
            Ok(row.get::<_, i64>(0) as usize)
        };
        for g in &export.games {
            held.games += count(
                "SELECT count(*) FROM games WHERE guild = $1 AND id = $2 AND revision >= $3",
                &[&sql_id(g.guild.0), &sql_id(g.id.0), &(g.revision as i64)],
            )?;
        }
        for p in &export.players {
            held.players += count(
                "SELECT count(*) FROM players
                 WHERE guild = $1 AND game = $4 AND player = $2 AND games >= $3",
                &[
                    &sql_id(p.guild.0),
                    &sql_id(p.user.0),
                    &i64::from(p.games),
                    &p.game.name(),
                ],
            )?;
        }
        for s in &export.settings {
            held.settings += count(
                "SELECT count(*) FROM settings WHERE guild = $1",
                &[&sql_id(s.guild.0)],
            )?;
        }
        for (guild, user) in &export.dms_closed {
            held.dms_closed += count(
                "SELECT count(*) FROM dms_closed WHERE guild = $1 AND player = $2",
                &[&sql_id(guild.0), &sql_id(user.0)],
            )?;
        }
        for m in &export.members {
            held.members += count(
                "SELECT count(*) FROM members WHERE guild = $1 AND player = $2",
                &[&sql_id(m.guild.0), &sql_id(m.user.0)],
            )?;
        }
        for (guild, game, _) in &export.analyses {
            held.analyses += count(
                "SELECT count(*) FROM analyses WHERE guild = $1 AND game = $2",
                &[&sql_id(guild.0), &sql_id(game.0)],
            )?;
        }
        for p in &export.history {
            held.history += count(
                "SELECT count(*) FROM rating_points
                 WHERE guild = $1 AND kind = $2 AND player = $3 AND ended_ms = $4 AND game = $5",
                &[
                    &sql_id(p.guild.0),
                    &p.game.name(),
                    &sql_id(p.user.0),
                    &p.ended_ms,
                    &sql_id(p.id.0),
                ],
            )?;
        }
        held_puzzles(&mut conn, export, &mut held, &|e| self.read_failed(e))?;
        held_tournaments(&mut conn, export, &mut held, &|e| self.read_failed(e))?;
        held_seasons(&mut conn, export, &mut held, &|e| self.read_failed(e))?;
        Ok(held)
    }
}

/// Inserts a game with its delivery record, or overwrites an older revision of it;
/// leaves a newer one (and its delivery record). Returns whether it wrote.
fn import_game(
    tx: &mut Transaction<'_>,
    game: &GameRecord,
    delivery: Option<&GameDelivery>,
) -> Result<bool, TxError> {
    let mut row = GameRow::of(game);
    if let Some(delivery) = delivery {
        row.wake_ms = delivery.wake_ms(game);
    }
    let held = tx.query_opt(
        "SELECT revision FROM games WHERE guild = $1 AND id = $2",
        &[&row.guild, &row.id],
    )?;
    if held.is_some_and(|h| h.get::<_, i64>(0) >= row.revision) {
        return Ok(false);
    }
    if row.open {
        // Another open game in the channel (one started on the database since): the
        // import stops with that game named, rather than choose between the two.
        let busy = tx.query_opt(
            "SELECT id FROM games WHERE guild = $1 AND channel = $2 AND open AND id <> $3",
            &[&row.guild, &row.channel, &row.id],
        )?;
        if let Some(busy) = busy {
            let id = GameId(busy.get::<_, i64>(0) as u64);
            return Err(StoreError::ChannelBusy(id).into());
        }
    }
    let written = tx.execute(
        "INSERT INTO games (guild, id, channel, revision, open, finished, ended_ms, wake_ms, record)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (guild, id) DO UPDATE SET channel = excluded.channel,
             revision = excluded.revision, open = excluded.open, finished = excluded.finished,
             ended_ms = excluded.ended_ms, wake_ms = excluded.wake_ms, record = excluded.record
         WHERE games.revision < excluded.revision",
        &row.params(),
    )?;
    if written == 0 {
        return Ok(false);
    }
    if let Some(delivery) = delivery {
        write_delivery(tx, (game.guild, game.id), delivery)?;
    }
    sync_seats(tx, game, &row, true)?;
    Ok(true)
}
