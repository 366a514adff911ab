//! Reading stored records back, the same in both stores: a record that does not decode
//! is a [`StoreError::Corrupt`] naming it in domain words (which record of which
//! server), with the decoding error as its source.

use crate::model::{
    decode_analysis, decode_delivery, decode_game, decode_member, decode_player,
    decode_puzzle_record, decode_rating_point, decode_settings, decode_tournament, GameAnalysis,
    GameDelivery, GameId, GameKind, GameRecord, GuildId, GuildSettings, MemberSettings,
    PlayerRecord, RatingPoint, Tournament, TournamentId, UserId,
};

use super::error::StoreError;

/// Names of the puzzle records, for errors and revision conflicts.
pub(crate) mod puzzle_names {
    use crate::model::{GuildId, UserId};

    pub(crate) fn player(guild: GuildId, user: UserId) -> String {
        format!(
            "the puzzle figures of member {} of server {}",
            user.0, guild.0
        )
    }

    pub(crate) fn stats(id: &str) -> String {
        format!("the rating of puzzle {id}")
    }

    pub(crate) fn server_puzzle(guild: GuildId, id: &str) -> String {
        format!("puzzle {id} of server {}", guild.0)
    }

    pub(crate) fn guild(guild: GuildId) -> String {
        format!("the daily puzzles of server {}", guild.0)
    }
}

/// Names of the season records (issue 30), for errors and revision conflicts.
pub(crate) mod season_names {
    use crate::model::{GameKind, GuildId, UserId};

    pub(crate) fn player(guild: GuildId, game: GameKind, season: &str, user: UserId) -> String {
        format!(
            "the {} season {season} record of member {} of server {}",
            game.name(),
            user.0,
            guild.0
        )
    }

    pub(crate) fn guild(guild: GuildId) -> String {
        format!("the seasons of server {}", guild.0)
    }
}

/// A puzzle record of any kind; `what` names it (see [`puzzle_names`]).
pub(crate) fn puzzle_record<T: serde::de::DeserializeOwned>(
    what: impl FnOnce() -> String,
    bytes: &[u8],
) -> Result<T, StoreError> {
    decode_puzzle_record(bytes).map_err(|e| StoreError::corrupt(what(), e))
}

pub(crate) fn game(id: GameId, bytes: &[u8]) -> Result<GameRecord, StoreError> {
    decode_game(bytes).map_err(|e| StoreError::corrupt(format!("game {id}"), e))
}

pub(crate) fn delivery(id: GameId, bytes: &[u8]) -> Result<GameDelivery, StoreError> {
    decode_delivery(bytes)
        .map_err(|e| StoreError::corrupt(format!("the delivery record of game {id}"), e))
}

pub(crate) fn player(
    guild: GuildId,
    user: UserId,
    bytes: &[u8],
) -> Result<PlayerRecord, StoreError> {
    decode_player(bytes)
        .map_err(|e| StoreError::corrupt(format!("player {} of server {}", user.0, guild.0), e))
}

pub(crate) fn settings(guild: GuildId, bytes: &[u8]) -> Result<GuildSettings, StoreError> {
    decode_settings(bytes)
        .map_err(|e| StoreError::corrupt(format!("settings of server {}", guild.0), e))
}

pub(crate) fn member(
    guild: GuildId,
    user: UserId,
    bytes: &[u8],
) -> Result<MemberSettings, StoreError> {
    decode_member(bytes).map_err(|e| {
        StoreError::corrupt(
            format!("the settings of member {} of server {}", user.0, guild.0),
            e,
        )
    })
}

pub(crate) fn analysis(
    guild: GuildId,
    game: GameId,
    bytes: &[u8],
) -> Result<GameAnalysis, StoreError> {
    decode_analysis(bytes).map_err(|e| {
        StoreError::corrupt(
            format!("the analysis of game {} of server {}", game.0, guild.0),
            e,
        )
    })
}

/// A point of the history of `user` in `kind` of `guild`, after `game`.
pub(crate) fn rating_point(
    guild: GuildId,
    kind: GameKind,
    user: UserId,
    game: GameId,
    bytes: &[u8],
) -> Result<RatingPoint, StoreError> {
    decode_rating_point(guild, kind, user, bytes).map_err(|e| {
        StoreError::corrupt(
            format!(
                "the rating of player {} after game {} of server {}",
                user.0, game.0, guild.0
            ),
            e,
        )
    })
}

pub(crate) fn tournament(
    guild: GuildId,
    id: TournamentId,
    bytes: &[u8],
) -> Result<Tournament, StoreError> {
    decode_tournament(bytes)
        .map_err(|e| StoreError::corrupt(format!("tournament {id} of server {}", guild.0), e))
}
