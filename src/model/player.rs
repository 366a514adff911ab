//! A player's standing in one server and one game: Glicko-2 rating and the figures
//! `/martian stats` shows. Each game (`GameKind`) keeps its own ratings, so the same
//! member has one record per game they finished in a server.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::ids::{ChannelId, GameId, GuildId, UserId};
use super::kind::GameKind;
use super::names;
use crate::engine::Ruleset;

/// Glicko-2's starting values (Glickman's paper): 1500, deviation 350, volatility 0.06.
pub const START_RATING: f64 = 1500.0;
pub const START_DEVIATION: f64 = 350.0;
pub const START_VOLATILITY: f64 = 0.06;

/// A rating is provisional while its deviation is above this (as on lichess).
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerRecord {
    pub guild: GuildId,
    /// The game these figures are for. Records written before there were two games
    /// are the Looney Pyramids game's.
    #[serde(default, skip_serializing_if = "GameKind::is_martian")]
    pub game: GameKind,
    pub user: UserId,
    /// Display name at the last finished game.
    pub name: String,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub games: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// Pips captured over all rated games (always 0 in Carnett's game, which has none).
    pub points: u32,
    /// How often each first move (Carnett's game: first action) of theirs was played.
    #[serde(default)]
    pub first_moves: BTreeMap<String, u32>,
    /// The longest game, in plies (Carnett's game: actions), and which.
    #[serde(default)]
    pub longest: Option<(u32, GameId)>,
    pub updated_ms: i64,
}

impl PlayerRecord {
    /// A new record in the Looney Pyramids game (see [`PlayerRecord::in_game`]).
    pub fn new(guild: GuildId, user: UserId, name: &str) -> PlayerRecord {
        PlayerRecord::in_game(guild, GameKind::Martian, user, name)
    }

    /// A new record in `game`, at the starting rating.
    pub fn in_game(guild: GuildId, game: GameKind, user: UserId, name: &str) -> PlayerRecord {
        PlayerRecord {
            guild,
            game,
            user,
            name: name.to_string(),
            rating: START_RATING,
            deviation: START_DEVIATION,
            volatility: START_VOLATILITY,
            games: 0,
            wins: 0,
            draws: 0,
            losses: 0,
            points: 0,
            first_moves: BTreeMap::new(),
            longest: None,
            updated_ms: 0,
        }
    }

    pub fn is_provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }

    /// The most played first move and how often (the alphabetically first of equals).
    pub fn favourite_opening(&self) -> Option<(&str, u32)> {
        self.first_moves
            .iter()
            .max_by(|a, b| a.1.cmp(b.1).then(b.0.cmp(a.0)))
            .map(|(m, n)| (m.as_str(), *n))
    }
}

/// A server's settings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GuildSettings {
    pub guild: GuildId,
    pub move_timeout_hours: u32,
    /// How long before the deadline the player to move is reminded; 0 for never.
    pub reminder_hours: u32,
    /// How long a challenge waits to be accepted before it expires. Records written
    /// before the setting existed get the default.
    #[serde(default = "default_invite_timeout_hours")]
    pub invite_timeout_hours: u32,
    /// For challenges that name none; stored by name (`classic`, `leaping`).
    #[serde(with = "names::ruleset")]
    pub default_ruleset: Ruleset,
    /// The language of the messages everyone in the server sees (`en`, `cs`, `ru`),
    /// as a manager set it; `None` follows the server's Discord locale.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
    /// The server's Discord locale (`guild_locale`) when last seen, so that messages
    /// sent without a request (a tick's) follow it too.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discord_locale: Option<String>,
    /// Whether an accepted challenge opens a thread for its game (where the bot may).
    #[serde(default = "threads_by_default")]
    pub threads: bool,
    /// Whether the server was told that the bot lacks the permission to open threads,
    /// so that it is told once, not at every game.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub told_threads_refused: bool,
    /// The server's time zone (an IANA name); `None`: UTC.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timezone: Option<String>,
    /// How many days of vacation a member may take in a calendar year (0: none);
    /// records written before the setting existed get the default.
    #[serde(default = "default_vacation_days")]
    pub vacation_days_per_year: u32,
    /// Where the daily puzzle is posted; none: no daily puzzle.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub puzzle_channel: Option<ChannelId>,
    /// The hour of the day (0 to 23, in the server's time zone) it is posted at.
    #[serde(default = "default_puzzle_hour")]
    pub puzzle_hour: u8,
    /// Whether every member may create tournaments (else server managers only).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub members_create_tournaments: bool,
    /// Seasons (issue 30): how long one lasts; none: no seasons.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub season: Option<super::season_length::SeasonLength>,
    /// Where a season's final table is posted at its end; none: not posted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub season_channel: Option<ChannelId>,
    /// Bumped on every write; a write must name the revision it was based on, as a
    /// game's does (0: never written; records from before it was kept read as 0).
    #[serde(default)]
    pub revision: u64,
}

fn threads_by_default() -> bool {
    true
}

impl GuildSettings {
    pub const DEFAULT_TIMEOUT_HOURS: u32 = 72;
    pub const DEFAULT_REMINDER_HOURS: u32 = 24;
    pub const DEFAULT_INVITE_TIMEOUT_HOURS: u32 = 24;
    /// Longest timeout a server may set: 30 days.
    pub const MAX_TIMEOUT_HOURS: u32 = 720;
    pub const DEFAULT_VACATION_DAYS: u32 = 14;
    /// The most vacation days a server may allow in a year.
    pub const MAX_VACATION_DAYS: u32 = 60;
    /// The daily puzzle's hour when a manager sets none: the morning.
    pub const DEFAULT_PUZZLE_HOUR: u8 = 9;

    pub fn defaults(guild: GuildId) -> GuildSettings {
        GuildSettings {
            guild,
            move_timeout_hours: Self::DEFAULT_TIMEOUT_HOURS,
            reminder_hours: Self::DEFAULT_REMINDER_HOURS,
            invite_timeout_hours: Self::DEFAULT_INVITE_TIMEOUT_HOURS,
            default_ruleset: Ruleset::Classic,
            language: None,
            discord_locale: None,
            threads: true,
            told_threads_refused: false,
            timezone: None,
            vacation_days_per_year: Self::DEFAULT_VACATION_DAYS,
            puzzle_channel: None,
            puzzle_hour: Self::DEFAULT_PUZZLE_HOUR,
            members_create_tournaments: false,
            season: None,
            season_channel: None,
            revision: 0,
        }
    }
}

fn default_puzzle_hour() -> u8 {
    GuildSettings::DEFAULT_PUZZLE_HOUR
}

fn default_vacation_days() -> u32 {
    GuildSettings::DEFAULT_VACATION_DAYS
}

fn default_invite_timeout_hours() -> u32 {
    GuildSettings::DEFAULT_INVITE_TIMEOUT_HOURS
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_stored_before_there_were_two_games_are_martian_ones() {
        let mut carnett = PlayerRecord::in_game(GuildId(5), GameKind::Carnett, UserId(2), "ann");
        let bytes = crate::model::encode_player(&carnett);
        assert_eq!(crate::model::decode_player(&bytes).unwrap(), carnett);
        carnett.game = GameKind::Martian;
        let martian = crate::model::encode_player(&carnett);
        // A martian record is written as before: without the field.
        assert!(!String::from_utf8_lossy(&martian).contains("\"game\""));
        let read = crate::model::decode_player(&martian).unwrap();
        assert_eq!(read.game, GameKind::Martian);
    }

    #[test]
    fn settings_stored_before_invitations_expired_load_with_the_default() {
        let old = br#"{"schema":1,"guild":5,"move_timeout_hours":48,"reminder_hours":0,"default_ruleset":"leaping"}"#;
        let settings = crate::model::decode_settings(old).expect("an old record loads");
        assert_eq!(settings.invite_timeout_hours, 24);
        assert_eq!(settings.reminder_hours, 0);
        assert_eq!(settings.move_timeout_hours, 48);
        // Nor seasons (issue 30): off, with no channel.
        assert_eq!((settings.season, settings.season_channel), (None, None));
    }
}
