//! How a [`RatingPoint`] is stored: a JSON array in field order, in the usual versioned
//! envelope (`{"schema":4,"point":[id, seat, ended_ms, rating, deviation, result,
//! [[user, name, rating, result], ...], accuracy]}`), not an object, and without the
//! server, game and player, which the point's key holds (as an analysis's does its
//! game's). A profile reads a player's whole history, 2000 points for a 2000-game
//! player, against a budget of 2 ms: an array spares the parser a key per field, and
//! the three fields the key has a fifth of what is left (together about half the
//! decoding time here). The price is that the order is the shape: a change of it is a
//! new schema version with its conversion, as for any record.

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

impl StoredPoint {
    /// The point, with the server, game and player its key names.
    pub(super) fn into_point(self, guild: GuildId, game: GameKind, user: UserId) -> RatingPoint {
        let Fields(id, seat, ended_ms, rating, deviation, result, them, accuracy) = self.point;
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
