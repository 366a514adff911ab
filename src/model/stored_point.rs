//! How a [`RatingPoint`] is stored: a JSON array in field order, in the usual versioned
//! envelope (`{"schema":4,"point":[guild, game, user, id, seat, ended_ms, rating,
//! deviation, result, [[user, name, rating, result], ...], accuracy]}`), not an object.
//! A profile reads a player's whole history, 2000 points for a 2000-game player,
//! against a budget of 2 ms: an array spares the parser a key per field (about a
//! third of the decoding time here). The price is that the order is the shape: a
//! change of it is a new schema version with its conversion, as for any record.

use serde::{Deserialize, Serialize};

use super::ids::{GameId, GuildId, UserId};
use super::kind::GameKind;
use super::rating_point::{GameResult, Opponent, RatingPoint};

/// The record body: `point`, beside the envelope's `schema`.
#[derive(Serialize, Deserialize)]
pub(super) struct StoredPoint {
    point: Fields,
}

#[derive(Serialize, Deserialize)]
struct Fields(
    GuildId,
    GameKind,
    UserId,
    GameId,
    usize,
    i64,
    f64,
    f64,
    GameResult,
    Vec<OpponentFields>,
    Option<f64>,
);

#[derive(Serialize, Deserialize)]
struct OpponentFields(UserId, String, f64, GameResult);

impl From<&RatingPoint> for StoredPoint {
    fn from(p: &RatingPoint) -> StoredPoint {
        let opponents = p
            .opponents
            .iter()
            .map(|o| OpponentFields(o.user, o.name.clone(), o.rating, o.result))
            .collect();
        StoredPoint {
            point: Fields(
                p.guild,
                p.game,
                p.user,
                p.id,
                p.seat,
                p.ended_ms,
                p.rating,
                p.deviation,
                p.result,
                opponents,
                p.accuracy,
            ),
        }
    }
}

impl From<StoredPoint> for RatingPoint {
    fn from(stored: StoredPoint) -> RatingPoint {
        let Fields(
            guild,
            game,
            user,
            id,
            seat,
            ended_ms,
            rating,
            deviation,
            result,
            them,
            accuracy,
        ) = stored.point;
        let opponents = them
            .into_iter()
            .map(|OpponentFields(user, name, rating, result)| Opponent {
                user,
                name,
                rating,
                result,
            })
            .collect();
        RatingPoint {
            guild,
            game,
            user,
            id,
            seat,
            ended_ms,
            rating,
            deviation,
            result,
            opponents,
            accuracy,
        }
    }
}
