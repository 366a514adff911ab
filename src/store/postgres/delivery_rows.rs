//! The games' delivery records as rows of `deliveries`: read, written, and moved out of
//! the open games of a database of schema 2 (a migration's step, `schema.rs`). A leaf:
//! it names nothing of `postgres.rs`, so that the migrations, which that file runs,
//! can use it.

use martian_pg_client::Row;

use crate::model::{
    decode_game_and_delivery, encode_delivery, encode_game, GameDelivery, GameId, GuildId,
};
use crate::store::error::StoreError;
use crate::store::records;
use martian_pg_client::Transaction;

/// The delivery record in a row's column `at` (a NULL one: empty).
pub(super) fn delivery_in(id: GameId, row: &Row, at: usize) -> Result<GameDelivery, StoreError> {
    match row.get::<_, Option<&[u8]>>(at) {
        Some(bytes) => records::delivery(id, bytes),
        None => Ok(GameDelivery::default()),
    }
}

/// Writes a game's delivery record (inserted or replaced), with the notice to post
/// again that its game's wake-up time counts.
pub(super) fn write_delivery(
    client: &mut Transaction<'_>,
    (guild, id): (GuildId, GameId),
    delivery: &GameDelivery,
) -> Result<(), martian_pg_client::Error> {
    let retry = delivery.notice_retry;
    client.execute(
        "INSERT INTO deliveries (guild, game, retry_ply, retry_ms, record)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (guild, game) DO UPDATE SET retry_ply = excluded.retry_ply,
             retry_ms = excluded.retry_ms, record = excluded.record",
        &[
            &(guild.0 as i64),
            &(id.0 as i64),
            &retry.map(|r| r.ply as i64),
            &retry.map(|r| r.at_ms),
            &encode_delivery(delivery),
        ],
    )?;
    Ok(())
}

/// Schema 2 to 3, inside the migration's transaction: the delivery state an open game
/// kept inside its record moves to its own record, and the game is written in the
/// current shape. Only open games: a game that ended never uses it again. The games'
/// wake-up times are unchanged (the same times, now read from the two records).
pub(super) fn move_deliveries_out(client: &mut Transaction<'_>) -> Result<(), StoreError> {
    let failed = |e| StoreError::io("cannot move the games' delivery records out of them", e);
    let rows = client
        .query("SELECT guild, id, record FROM games WHERE open", &[])
        .map_err(failed)?;
    for row in rows {
        let (guild, id) = (row.get::<_, i64>(0), row.get::<_, i64>(1));
        let game_id = GameId(id as u64);
        let (game, delivery) = decode_game_and_delivery(row.get(2))
            .map_err(|e| StoreError::corrupt(format!("game {game_id}"), e))?;
        let Some(delivery) = delivery else {
            continue;
        };
        if !delivery.is_empty() {
            write_delivery(client, (GuildId(guild as u64), game_id), &delivery).map_err(failed)?;
        }
        client
            .execute(
                "UPDATE games SET record = $3 WHERE guild = $1 AND id = $2",
                &[&guild, &id, &encode_game(&game)],
            )
            .map_err(failed)?;
    }
    Ok(())
}
