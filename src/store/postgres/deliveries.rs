//! The games' delivery records (`deliveries`), written in transactions of their own that
//! lock the game's row but never change its record or revision, so that recording a
//! message's id never makes a move fail; and the games that fall due, read with them.

use super::delivery_rows::{delivery_in, write_delivery};
use super::{game_of, sql_id, PostgresStore};
use crate::model::{GameDelivery, GameId, GameRecord, GuildId};
use crate::store::error::StoreError;
use crate::store::listing::{DueGame, Wake};
use crate::store::records;

impl PostgresStore {
    /// [`Store::delivery`](crate::store::Store::delivery).
    pub(super) fn read_delivery(
        &self,
        guild: GuildId,
        id: GameId,
    ) -> Result<GameDelivery, StoreError> {
        let rows = self.query(
            "SELECT record FROM deliveries WHERE guild = $1 AND game = $2",
            &[&sql_id(guild.0), &sql_id(id.0)],
        )?;
        match rows.first() {
            Some(row) => delivery_in(id, row, 0),
            None => Ok(GameDelivery::default()),
        }
    }

    /// [`Store::update_delivery`](crate::store::Store::update_delivery): the game's row
    /// locked (every writer of a delivery record locks it first, and a game's write
    /// waits for it), the record changed, and the game's wake-up time with it.
    pub(super) fn change_delivery(
        &self,
        guild: GuildId,
        id: GameId,
        lazy: bool,
        change: &mut dyn FnMut(&GameRecord, &mut GameDelivery) -> bool,
    ) -> Result<Option<GameDelivery>, StoreError> {
        let (guild_id, game_id) = (sql_id(guild.0), sql_id(id.0));
        self.transact(|tx| {
            if lazy {
                tx.batch_execute("SET LOCAL synchronous_commit TO OFF")?;
            }
            let Some(row) = tx.query_opt(
                "SELECT g.record, d.record FROM games g
                 LEFT JOIN deliveries d ON d.guild = g.guild AND d.game = g.id
                 WHERE g.guild = $1 AND g.id = $2 FOR UPDATE OF g",
                &[&guild_id, &game_id],
            )?
            else {
                return Ok(None);
            };
            let game = records::game(id, row.get(0))?;
            let before = delivery_in(id, &row, 1)?;
            let mut after = before.clone();
            if !change(&game, &mut after) {
                return Ok(Some(after));
            }
            write_delivery(tx, (guild, id), &after)?;
            let wake = after.wake_ms(&game);
            if wake != before.wake_ms(&game) {
                tx.execute(
                    "UPDATE games SET wake_ms = $3 WHERE guild = $1 AND id = $2",
                    &[&guild_id, &game_id, &wake],
                )?;
            }
            Ok(Some(after))
        })
    }

    /// [`Store::due_games`](crate::store::Store::due_games): the games' rows in the
    /// order of their wake-up times, each with its delivery record.
    pub(super) fn due(
        &self,
        now_ms: i64,
        after: Option<Wake>,
        limit: usize,
    ) -> Result<Vec<DueGame>, StoreError> {
        let limit = limit as i64;
        let rows = match after {
            None => self.query(
                "SELECT g.id, g.record, g.wake_ms, d.record FROM games g
                 LEFT JOIN deliveries d ON d.guild = g.guild AND d.game = g.id
                 WHERE g.wake_ms <= $1
                 ORDER BY g.wake_ms, g.id, g.guild LIMIT $2",
                &[&now_ms, &limit],
            )?,
            Some(after) => self.query(
                "SELECT g.id, g.record, g.wake_ms, d.record FROM games g
                 LEFT JOIN deliveries d ON d.guild = g.guild AND d.game = g.id
                 WHERE g.wake_ms <= $1 AND (g.wake_ms, g.id) > ($3, $4)
                 ORDER BY g.wake_ms, g.id, g.guild LIMIT $2",
                &[&now_ms, &limit, &after.at_ms, &sql_id(after.game.0)],
            )?,
        };
        rows.iter()
            .map(|row| {
                let game = game_of(row)?;
                Ok(DueGame {
                    wake: Wake {
                        at_ms: row.get(2),
                        game: game.id,
                    },
                    delivery: delivery_in(game.id, row, 3)?,
                    game,
                })
            })
            .collect()
    }
}
