//! `/martian` and its subcommands, and `/martian-settings`. The `///` lines are what
//! players read in Discord's command picker (at most 100 characters); developer notes
//! are `//` comments. Handlers only turn options into an [`Action`] and hand it to
//! [`handlers::run`].
//!
//! The commands, their options and choices are those of the table the console shares
//! ([`crate::service::commands`]); a test below holds the two together.
//!
//! Every command is a server app's: installed to servers, used in servers
//! (`install_context` and `interaction_context` Guild), never in DMs.

use poise::serenity_prelude as serenity;

use super::choices::{ClockOption, FirstOption, LayoutOption, LevelOption, RulesetOption};
use super::{handlers, words};
use super::{Context, Data, Error};
use crate::engine::Ruleset;
use crate::service::messages::MANAGERS_ONLY;
use crate::service::{Action, Challenge, SettingsChange};

/// Every command the bot registers: `/martian` with its subcommands, and
/// `/martian-settings`.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    vec![martian(), martian_settings()]
}

/// The registration JSON Discord receives (`martian-chess commands --json`).
pub fn registration_json() -> serde_json::Value {
    let commands = all();
    let builders = poise::builtins::create_application_commands(&commands);
    serde_json::to_value(&builders).unwrap_or(serde_json::Value::Null)
}

/// Play Martian Chess: challenge someone, move, see the board and the leaderboard.
// No default_member_permissions here: Discord applies it to a whole top-level command,
// so it would hide the game from players; the settings are a command of their own.
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild",
    subcommands(
        "challenge",
        "accept",
        "decline",
        "move_",
        "moves",
        "board",
        "resign",
        "abort",
        "games",
        "history",
        "replay",
        "leaderboard",
        "stats",
        "rules"
    ),
    subcommand_required
)]
pub async fn martian(_ctx: Context<'_>) -> Result<(), Error> {
    // Never invoked: Discord always names a subcommand.
    Ok(())
}

/// Challenge someone (or me, to play the computer) to a game in this channel.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "Who you want to play (pick me to play the computer)"] opponent: serenity::User,
    #[description = "Second opponent, for a four-player game"] opponent2: Option<serenity::User>,
    #[description = "Third opponent, for a four-player game"] opponent3: Option<serenity::User>,
    #[description = "Board: duel for two players, quad or teams for four"] layout: Option<
        LayoutOption,
    >,
    #[description = "Rules: classic, or leaping"] ruleset: Option<RulesetOption>,
    #[description = "How the end-of-game clock works"] clock: Option<ClockOption>,
    #[description = "Who moves first"] first: Option<FirstOption>,
    #[description = "The computer's strength (only when you play me)"] level: Option<LevelOption>,
) -> Result<(), Error> {
    // A game needs the bot to post in this channel later (boards that an interaction
    // could not carry, reminders for closed DMs): refuse now rather than strand it.
    if let Some(missing) = handlers::missing_permissions(&ctx) {
        return handlers::say_private(ctx, &words::missing_permissions(missing)).await;
    }
    let opponents = [Some(opponent), opponent2, opponent3]
        .into_iter()
        .flatten()
        .map(|user| handlers::service_user(&user, false))
        .collect();
    let challenge = Challenge {
        opponents,
        layout: layout.map(Into::into).unwrap_or_default(),
        ruleset: ruleset.map(Into::into),
        clock: clock.map(Into::into),
        first: first.map(Into::into).unwrap_or_default(),
        level: level.map(|l| l.word().to_string()),
    };
    handlers::run(ctx, Action::Challenge(challenge)).await
}

/// Accept the challenge waiting in this channel (the same as the Accept button).
#[poise::command(slash_command, guild_only)]
pub async fn accept(ctx: Context<'_>) -> Result<(), Error> {
    handlers::run(ctx, Action::Accept).await
}

/// Decline the challenge waiting in this channel (the same as the Decline button).
#[poise::command(slash_command, guild_only)]
pub async fn decline(ctx: Context<'_>) -> Result<(), Error> {
    handlers::run(ctx, Action::Decline).await
}

/// Play your move in this channel's game, e.g. c3b4 (pick from the list as you type).
#[poise::command(slash_command, guild_only, rename = "move")]
pub async fn move_(
    ctx: Context<'_>,
    #[rename = "move"]
    #[description = "From and to square, e.g. c3b4; the list shows your legal moves"]
    #[min_length = 2]
    #[max_length = 32]
    #[autocomplete = "handlers::autocomplete_move"]
    text: String,
    #[description = "Call the clock with this move: the game ends after 7 more moves without a capture"]
    clock: Option<bool>,
) -> Result<(), Error> {
    let action = Action::Move {
        text,
        call_clock: clock.unwrap_or(false),
    };
    handlers::run(ctx, action).await
}

/// List your legal moves, grouped by piece (only you see it).
#[poise::command(slash_command, guild_only)]
pub async fn moves(ctx: Context<'_>) -> Result<(), Error> {
    handlers::run(ctx, Action::Moves).await
}

/// Show this channel's board and its position to copy (only to you unless public).
#[poise::command(slash_command, guild_only)]
pub async fn board(
    ctx: Context<'_>,
    #[description = "Post it for everyone in the channel"] public: Option<bool>,
) -> Result<(), Error> {
    let action = Action::Board {
        public: public.unwrap_or(false),
    };
    handlers::run(ctx, action).await
}

/// Resign this channel's game (you will be asked to confirm).
#[poise::command(slash_command, guild_only)]
pub async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    handlers::run(ctx, Action::Resign).await
}

/// Cancel this channel's game with no result (early on, or by a server manager).
#[poise::command(slash_command, guild_only)]
pub async fn abort(ctx: Context<'_>) -> Result<(), Error> {
    handlers::run(ctx, Action::Abort).await
}

/// The games in progress on this server (or someone's), with links to their channels.
#[poise::command(slash_command, guild_only)]
pub async fn games(
    ctx: Context<'_>,
    #[description = "Whose games (everybody's if empty)"] user: Option<serenity::User>,
    #[description = "Page of the list (1 is the oldest games)"]
    #[min = 1]
    #[max = 1000000]
    page: Option<u32>,
) -> Result<(), Error> {
    let user = user.map(|u| handlers::service_user(&u, false));
    let page = page.map(i64::from);
    handlers::run(ctx, Action::Games { user, page }).await
}

/// Someone's finished games on this server, newest first, with their ids for replay.
#[poise::command(slash_command, guild_only)]
pub async fn history(
    ctx: Context<'_>,
    #[description = "Whose games (you if empty)"] user: Option<serenity::User>,
    #[description = "Page of the list (1 is the most recent games)"]
    #[min = 1]
    #[max = 1000000]
    page: Option<u32>,
) -> Result<(), Error> {
    let user = user.map(|u| handlers::service_user(&u, false));
    let page = page.map(i64::from);
    handlers::run(ctx, Action::History { user, page }).await
}

/// Watch a finished game again as an animated picture, with its list of moves.
#[poise::command(slash_command, guild_only)]
pub async fn replay(
    ctx: Context<'_>,
    #[description = "The game's id, as shown by /martian history (e.g. 2s)"]
    #[min_length = 1]
    #[max_length = 14]
    game: String,
) -> Result<(), Error> {
    handlers::run(ctx, Action::Replay { game }).await
}

/// This server's ratings table.
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "Page of the table (1 is the top)"]
    #[min = 1]
    #[max = 1000000]
    page: Option<u32>,
) -> Result<(), Error> {
    let page = page.map(i64::from);
    handlers::run(ctx, Action::Leaderboard { page }).await
}

/// Someone's rating, games, wins, draws, losses and points captured.
#[poise::command(slash_command, guild_only)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose numbers (you if empty)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let user = user.map(|u| handlers::service_user(&u, false));
    handlers::run(ctx, Action::Stats { user }).await
}

/// How to play, in one minute (only you see it).
#[poise::command(slash_command, guild_only)]
pub async fn rules(ctx: Context<'_>) -> Result<(), Error> {
    handlers::run(ctx, Action::Rules).await
}

/// Server settings for managers: move time, reminders, invitations, rules (no options shows them).
// default_member_permissions hides the command from members without Manage Server
// (server admins may change that in their integration settings, so the check below
// and the service's stay).
#[poise::command(
    slash_command,
    guild_only,
    rename = "martian-settings",
    default_member_permissions = "MANAGE_GUILD",
    install_context = "Guild",
    interaction_context = "Guild"
)]
pub async fn martian_settings(
    ctx: Context<'_>,
    #[description = "Hours a player has for a move before forfeiting (default 72)"]
    #[min = 1]
    #[max = 720]
    move_timeout_hours: Option<u32>,
    #[description = "Hours before the deadline to remind the player (0 for no reminders)"]
    #[min = 0]
    #[max = 720]
    reminder_hours: Option<u32>,
    #[description = "Hours a challenge waits to be accepted before it expires (default 24)"]
    #[min = 1]
    #[max = 720]
    invite_timeout_hours: Option<u32>,
    #[description = "Rules for new games when a challenge names none"] default_ruleset: Option<
        RulesetOption,
    >,
) -> Result<(), Error> {
    // The server must not trust the client: checked here as well as by the service.
    if !handlers::is_manager(&ctx) {
        return handlers::say_private(ctx, MANAGERS_ONLY).await;
    }
    let change = SettingsChange {
        move_timeout_hours: move_timeout_hours.map(i64::from),
        reminder_hours: reminder_hours.map(i64::from),
        invite_timeout_hours: invite_timeout_hours.map(i64::from),
        default_ruleset: default_ruleset.map(|r| Ruleset::from(r).name().to_string()),
        language: None,
    };
    handlers::run(ctx, Action::Settings(change)).await
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use super::registration_json;
    use crate::service::commands::{CommandDef, Kind, MARTIAN, MARTIAN_NAME, SETTINGS};

    /// An option as the shared table describes it, in the registration's terms: Discord's
    /// option type, whether it is required, and the words of its choices.
    fn from_table(name: &str, kind: Kind, required: bool) -> Value {
        let (kind, words): (u64, &[&str]) = match kind {
            Kind::Text => (3, &[]),
            Kind::Integer => (4, &[]),
            Kind::Boolean => (5, &[]),
            Kind::User => (6, &[]),
            // poise registers a choice as an integer: the index into its list.
            Kind::Choice(words) => (4, words),
        };
        json!({"name": name, "type": kind, "required": required, "choices": words})
    }

    /// The same from a registered option: a choice's word is the first word of its
    /// label ("duel (2 players)"), and its value must be its place in the list.
    fn from_registration(option: &Value) -> Value {
        let choices = option["choices"].as_array().cloned().unwrap_or_default();
        let words: Vec<&str> = choices
            .iter()
            .enumerate()
            .map(|(i, choice)| {
                assert_eq!(choice["value"], json!(i), "{option}");
                let label = choice["name"].as_str().unwrap_or("");
                label.split_whitespace().next().unwrap_or("")
            })
            .collect();
        json!({
            "name": option["name"],
            "type": option["type"],
            "required": option["required"].as_bool().unwrap_or(false),
            "choices": words,
        })
    }

    fn options_of(def: &CommandDef) -> Vec<Value> {
        def.options
            .iter()
            .map(|o| from_table(o.name, o.kind, o.required))
            .collect()
    }

    fn registered_options(command: &Value) -> Vec<Value> {
        let options = command["options"].as_array().cloned().unwrap_or_default();
        options.iter().map(from_registration).collect()
    }

    #[test]
    fn discord_registers_exactly_the_shared_table() {
        let registered = registration_json();
        let commands = registered.as_array().expect("a list of commands");
        let names: Vec<&str> = commands.iter().filter_map(|c| c["name"].as_str()).collect();
        assert_eq!(names, [MARTIAN_NAME, SETTINGS.name]);
        let subcommands = commands[0]["options"].as_array().expect("subcommands");
        let registered_subcommands: Vec<Value> = subcommands
            .iter()
            .map(|sub| {
                assert_eq!(sub["type"], 1, "{} is a subcommand", sub["name"]);
                json!({"name": sub["name"], "options": registered_options(sub)})
            })
            .collect();
        let table: Vec<Value> = MARTIAN
            .iter()
            .map(|def| json!({"name": def.name, "options": options_of(def)}))
            .collect();
        assert_eq!(registered_subcommands, table);
        assert_eq!(registered_options(&commands[1]), options_of(&SETTINGS));
    }

    #[test]
    fn only_managers_see_the_settings_and_everything_is_a_server_app() {
        let registered = registration_json();
        let commands = registered.as_array().expect("a list of commands");
        // Manage Server is bit 5.
        assert_eq!(commands[1]["default_member_permissions"], "32");
        assert!(commands[0]["default_member_permissions"].is_null());
        for command in commands {
            // Guild install (0) and guild interactions (0) only.
            assert_eq!(command["integration_types"], json!([0]), "{command}");
            assert_eq!(command["contexts"], json!([0]), "{command}");
        }
        // reminder_hours:0 means no reminders, and Discord must let it through.
        let reminder = commands[1]["options"]
            .as_array()
            .and_then(|o| o.iter().find(|o| o["name"] == "reminder_hours"))
            .expect("reminder_hours");
        assert_eq!(reminder["min_value"].as_f64(), Some(0.0));
    }
}
