//! The records the bot keeps: games with their players and moves, as versioned serde
//! records. Plain data: no storage, no Discord.

mod game;
mod ids;
mod versioned;

pub use game::{ComputerSeat, CorruptGame, EndKind, GameEnd, GameRecord, GameStatus, Seat};
pub use ids::{ChannelId, GameId, GuildId, UserId};
pub use versioned::{decode_game, encode_game, RecordError, GAME_SCHEMA};
