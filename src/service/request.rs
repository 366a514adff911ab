//! What a request carries: who, where, and what. No Discord types: the adapters
//! translate their events into these.

use crate::model::{ChannelId, GameKind, GuildId, MessageId, UserId};

use super::sight::Sight;

/// The person behind a request, as the server shows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    pub id: UserId,
    pub name: String,
    /// Holds the server's Manage Server permission.
    pub is_manager: bool,
    /// A bot account (Discord's `User::bot`). Bots cannot be challenged, except the
    /// service's own bot, which is the computer.
    pub is_bot: bool,
}

/// A request to the service.
#[derive(Clone, Debug)]
pub struct Request {
    pub user: User,
    pub guild: GuildId,
    pub channel: ChannelId,
    /// The user's Discord locale (`interaction.locale`, e.g. `cs`, `en-US`): the
    /// language of the replies only they see.
    pub locale: String,
    /// The server's Discord locale (`interaction.guild_locale`), if Discord sent one:
    /// the language of public messages unless the server's `language` setting says.
    pub guild_locale: Option<String>,
    /// Where the request was made: which message was clicked, and whether a game may
    /// get a thread of its own here.
    pub origin: Origin,
    /// Which channels the asker may view: games played in the others are not shown to
    /// them (see `visibility.rs`). Everything by default; the adapters say, at least
    /// for the actions that [show games from elsewhere](Action::shows_games_elsewhere).
    pub sight: Sight,
    pub action: Action,
}

/// Where a request was made, as far as a game's messages care.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Origin {
    /// For a click: the message the clicked component is on.
    pub message: Option<MessageId>,
    pub place: Place,
}

/// What kind of place a request came from, for a game's thread.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Place {
    /// A channel where the bot may open public threads.
    ThreadsAllowed,
    /// A channel that has threads, where the bot lacks the permission to open them.
    ThreadsForbidden,
    /// A thread: a game started here stays here.
    Thread,
    /// Somewhere without threads (a channel type without them, or the console).
    #[default]
    NoThreads,
}

/// The board size and scoring.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum LayoutChoice {
    /// No `layout` option: the number of players picks it (RULES.md 7a).
    #[default]
    ByCount,
    Duel,
    Quad,
    Teams,
    /// Two players on the 8x8 board, a half each.
    Halves,
    /// The house layouts for 3, 5 and 6 players.
    Tri,
    Penta,
    Hexa,
}

/// Who moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum FirstChoice {
    #[default]
    Me,
    Opponent,
    Random,
}

/// Options of `/martian challenge`.
#[derive(Clone, Debug, Default)]
pub struct Challenge {
    /// Which game: the Looney Pyramids game (default) or Carnett's.
    pub game: GameKind,
    /// `opponent`, then `opponent2` to `opponent5`: their number picks the layout
    /// unless `layout` names it. The bot may fill several seats (several computers).
    pub opponents: Vec<User>,
    pub layout: LayoutChoice,
    /// `classic` or `leaping`; `None` for the server's default.
    pub ruleset: Option<crate::engine::Ruleset>,
    /// `call`, `auto27` or `off`; `None` for `call`.
    pub clock: Option<crate::engine::ClockMode>,
    pub first: FirstChoice,
    /// The computer's level, when the opponent is the bot.
    pub level: Option<String>,
}

/// Settings changes requested by `/martian-settings`, as typed: the service checks
/// the ranges and names.
#[derive(Clone, Debug, Default)]
pub struct SettingsChange {
    pub move_timeout_hours: Option<i64>,
    /// 0 turns reminders off.
    pub reminder_hours: Option<i64>,
    /// How long a challenge waits to be accepted.
    pub invite_timeout_hours: Option<i64>,
    /// `classic` or `leaping`.
    pub default_ruleset: Option<String>,
    /// The language of public messages: a catalog code (`en`, `cs`, `ru`), or `auto`
    /// to follow the server's Discord locale.
    pub language: Option<String>,
    /// Whether accepted challenges open a thread for their game.
    pub threads: Option<bool>,
    /// The server's time zone (an IANA name).
    pub timezone: Option<String>,
    /// How many vacation days a member may take in a year; 0 turns vacations off.
    pub vacation_days_per_year: Option<i64>,
    /// Where the daily puzzle is posted (this turns it on).
    pub puzzle_channel: Option<ChannelId>,
    /// The hour of the day it is posted at, in the server's time zone (0 to 23).
    pub puzzle_hour: Option<i64>,
    /// `false` turns the daily puzzle off.
    pub daily_puzzle: Option<bool>,
    /// Whether every member may create tournaments (else managers only).
    pub members_create_tournaments: Option<bool>,
    /// Seasons: `off`, `monthly` or `quarterly`.
    pub season: Option<String>,
    /// Where a season's final table is posted.
    pub season_channel: Option<ChannelId>,
}

/// What `/martian me` asks to change.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MeChange {
    /// An IANA time zone name.
    pub timezone: Option<String>,
    /// `23-7`, or `off`.
    pub quiet_hours: Option<String>,
    /// Days of vacation from now; 0 to come back early.
    pub vacation: Option<i64>,
}

impl MeChange {
    pub(crate) fn is_empty(&self) -> bool {
        self.timezone.is_none() && self.quiet_hours.is_none() && self.vacation.is_none()
    }
}

/// What the user asked for.
#[derive(Clone, Debug)]
pub enum Action {
    Challenge(Challenge),
    Accept,
    Decline,
    Move {
        text: String,
        call_clock: bool,
    },
    Moves,
    Board {
        public: bool,
    },
    Resign,
    /// `/martian draw`: offer a draw, or accept the one another player offered.
    Draw,
    Abort,
    /// How to play one of the games.
    Rules {
        game: GameKind,
    },
    /// A button or select menu: its `custom_id` and the chosen values.
    Click {
        custom_id: String,
        values: Vec<String>,
    },
    /// `/martian-settings`: no change shows the current values.
    Settings(SettingsChange),
    /// `/martian me`: the member's own settings; no change shows them.
    Me(MeChange),
    /// One game's leaderboard (ratings are kept per game).
    Leaderboard {
        page: Option<i64>,
        game: GameKind,
        /// A season's key (`2026-11`, `2026-Q3`) or `all-time`, as typed; none: the
        /// season under way when the server has seasons, else all-time.
        season: Option<String>,
    },
    Stats {
        user: Option<User>,
        game: GameKind,
    },
    /// Games in progress: the server's, or one player's; `page` from 1.
    Games {
        user: Option<User>,
        page: Option<i64>,
    },
    /// A player's finished games, newest first; `page` from 1.
    History {
        user: Option<User>,
        page: Option<i64>,
        game: GameKind,
    },
    Replay {
        game: String,
    },
    /// The computer's analysis of a finished game (`/martian analyse`).
    Analyse {
        game: String,
    },
    /// A player's profile card in one game (`/martian profile`, or the member's Apps
    /// menu); only for the asker unless `public`.
    Profile {
        user: Option<User>,
        game: GameKind,
        public: bool,
    },
    /// The puzzle trainer (`/martian puzzle …`).
    Puzzle(PuzzleAction),
    /// The server's tournaments (`/martian tournament …`).
    Tournament(TournamentAction),
}

/// What `/martian tournament` asks for. `tournament` names one by its number as
/// typed (none: the server's only tournament under way); the service reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentAction {
    Create(TournamentDraft),
    List {
        page: Option<i64>,
    },
    Show {
        tournament: Option<String>,
    },
    Join {
        tournament: Option<String>,
    },
    /// Leave before the start, withdraw after it.
    Withdraw {
        tournament: Option<String>,
    },
    Start {
        tournament: Option<String>,
    },
    Pause {
        tournament: Option<String>,
    },
    Resume {
        tournament: Option<String>,
    },
    Cancel {
        tournament: Option<String>,
    },
    Kick {
        user: User,
        tournament: Option<String>,
    },
    History {
        page: Option<i64>,
    },
}

/// `/martian tournament create`'s options as typed; the service checks them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TournamentDraft {
    pub name: String,
    /// A game's name (`GameKind::by_name`); none: the default game.
    pub game: Option<String>,
    pub layout: Option<String>,
    pub ruleset: Option<String>,
    /// `swiss`, `round_robin` or `double_round_robin`; none: Swiss.
    pub format: Option<String>,
    /// A Swiss's rounds; none: from the number of players at the start.
    pub rounds: Option<i64>,
    pub move_timeout_hours: Option<i64>,
    pub max_players: Option<i64>,
    /// `2026-12-24 18:00` (or a date alone: midnight) in the server's time zone; none:
    /// when a manager presses Start.
    pub starts: Option<String>,
}

/// What `/martian puzzle` asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleAction {
    /// A puzzle near the asker's puzzle rating, for them alone; the options as typed
    /// (`rating:1200-1600`, a theme's and a layout's word), checked by the service.
    Solve {
        rating: Option<String>,
        theme: Option<String>,
        layout: Option<String>,
    },
    /// Today's daily puzzle of the server, again.
    Daily,
    /// A move in the asker's puzzle under way.
    Move { text: String },
}

macro_rules! choice_from_str {
    ($type:ty, $what:literal, $($text:literal => $value:expr),+) => {
        impl std::str::FromStr for $type {
            type Err = String;
            fn from_str(text: &str) -> Result<Self, String> {
                match text.trim().to_ascii_lowercase().as_str() {
                    $($text => Ok($value),)+
                    _ => Err(format!(
                        concat!("\"{}\" is not a ", $what, ": choose ", $("`", $text, "` ",)+),
                        text
                    ).trim_end().to_string()),
                }
            }
        }
    };
}

choice_from_str!(LayoutChoice, "layout", "duel" => LayoutChoice::Duel, "quad" => LayoutChoice::Quad, "teams" => LayoutChoice::Teams, "halves" => LayoutChoice::Halves, "tri" => LayoutChoice::Tri, "penta" => LayoutChoice::Penta, "hexa" => LayoutChoice::Hexa);
choice_from_str!(FirstChoice, "choice of who moves first", "me" => FirstChoice::Me, "opponent" => FirstChoice::Opponent, "random" => FirstChoice::Random);
