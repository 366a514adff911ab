//! The subcommands beyond playing (standings, history, settings) as service actions.
//! Each returns `None` while the service lacks the action, answered "not available
//! yet"; all of them exist now.

use crate::engine::Ruleset;
use crate::service::{Action, SettingsChange, User};

pub use crate::service::messages::{MANAGERS_ONLY, NOT_YET};

pub fn games(user: Option<User>) -> Option<Action> {
    Some(Action::Games { user })
}

pub fn history(user: Option<User>) -> Option<Action> {
    Some(Action::History { user })
}

pub fn replay(game: String) -> Option<Action> {
    Some(Action::Replay { game })
}

pub fn leaderboard(page: Option<u32>) -> Option<Action> {
    Some(Action::Leaderboard {
        page: page.map(i64::from),
    })
}

pub fn stats(user: Option<User>) -> Option<Action> {
    Some(Action::Stats { user })
}

pub fn settings(
    move_timeout_hours: Option<u32>,
    reminder_hours: Option<u32>,
    default_ruleset: Option<Ruleset>,
) -> Option<Action> {
    Some(Action::Settings(SettingsChange {
        move_timeout_hours: move_timeout_hours.map(i64::from),
        reminder_hours: reminder_hours.map(i64::from),
        default_ruleset: default_ruleset.map(|r| {
            match r {
                Ruleset::Classic => "classic",
                Ruleset::Leaping => "leaping",
            }
            .to_string()
        }),
    }))
}
