//! `/martian` and its subcommands. The `///` lines are what players read in Discord's
//! command picker (at most 100 characters); developer notes are `//` comments.
//! Handlers only turn options into an [`Action`] and hand it to [`handlers::run`].

use poise::serenity_prelude as serenity;

use super::handlers;
use super::{Context, Data, Error};
use crate::engine::{ClockMode, Ruleset};
use crate::service::{Action, Challenge, FirstChoice, LayoutChoice};

/// Every command the bot registers (one top-level command with subcommands).
pub fn all() -> Vec<poise::Command<Data, Error>> {
    vec![martian()]
}

/// The registration JSON Discord receives (`martian-chess commands --json`).
pub fn registration_json() -> serde_json::Value {
    let commands = all();
    let builders = poise::builtins::create_application_commands(&commands);
    serde_json::to_value(&builders).unwrap_or(serde_json::Value::Null)
}

/// Play Martian Chess: challenge someone, move, see the board and the leaderboard.
// No default_member_permissions here: Discord applies it to a whole top-level command,
// so it would hide the game from players. `settings` checks Manage Server itself.
#[poise::command(
    slash_command,
    guild_only,
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
        "rules",
        "settings"
    ),
    subcommand_required
)]
pub async fn martian(_ctx: Context<'_>) -> Result<(), Error> {
    // Never invoked: Discord always names a subcommand.
    Ok(())
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LayoutOption {
    #[name = "duel (2 players)"]
    Duel,
    #[name = "quad (4 players, each for themselves)"]
    Quad,
    #[name = "teams (4 players, 2 against 2)"]
    Teams,
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum RulesetOption {
    #[name = "classic"]
    Classic,
    #[name = "leaping (drones jump, no merging)"]
    Leaping,
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ClockOption {
    #[name = "call (a player may call the clock: 7 moves)"]
    Call,
    #[name = "auto27 (27 moves without a capture end it)"]
    Auto27,
    #[name = "off (no clock)"]
    Off,
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum FirstOption {
    #[name = "me"]
    Me,
    #[name = "opponent"]
    Opponent,
    #[name = "random"]
    Random,
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LevelOption {
    #[name = "easy"]
    Easy,
    #[name = "normal"]
    Normal,
    #[name = "hard"]
    Hard,
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
    let opponents = [Some(opponent), opponent2, opponent3]
        .into_iter()
        .flatten()
        .map(|user| handlers::service_user(&user, false))
        .collect();
    let challenge = Challenge {
        opponents,
        layout: match layout {
            None | Some(LayoutOption::Duel) => LayoutChoice::Duel,
            Some(LayoutOption::Quad) => LayoutChoice::Quad,
            Some(LayoutOption::Teams) => LayoutChoice::Teams,
        },
        ruleset: ruleset.map(|r| match r {
            RulesetOption::Classic => Ruleset::Classic,
            RulesetOption::Leaping => Ruleset::Leaping,
        }),
        clock: clock.map(|c| match c {
            ClockOption::Call => ClockMode::Call,
            ClockOption::Auto27 => ClockMode::Auto27,
            ClockOption::Off => ClockMode::Off,
        }),
        first: match first {
            None | Some(FirstOption::Me) => FirstChoice::Me,
            Some(FirstOption::Opponent) => FirstChoice::Opponent,
            Some(FirstOption::Random) => FirstChoice::Random,
        },
        level: level.map(|l| {
            match l {
                LevelOption::Easy => "easy",
                LevelOption::Normal => "normal",
                LevelOption::Hard => "hard",
            }
            .to_string()
        }),
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

/// Someone's games in progress on this server, with links to their channels.
#[poise::command(slash_command, guild_only)]
pub async fn games(
    ctx: Context<'_>,
    #[description = "Whose games (you if empty)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let user = user.map(|u| handlers::service_user(&u, false));
    handlers::run_maybe(ctx, super::actions::games(user)).await
}

/// Someone's recent finished games on this server, with their ids for replay.
#[poise::command(slash_command, guild_only)]
pub async fn history(
    ctx: Context<'_>,
    #[description = "Whose games (you if empty)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let user = user.map(|u| handlers::service_user(&u, false));
    handlers::run_maybe(ctx, super::actions::history(user)).await
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
    handlers::run_maybe(ctx, super::actions::replay(game)).await
}

/// This server's ratings table.
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "Page of the table (1 is the top)"]
    #[min = 1]
    #[max = 1000]
    page: Option<u32>,
) -> Result<(), Error> {
    handlers::run_maybe(ctx, super::actions::leaderboard(page)).await
}

/// Someone's rating, games, wins, draws, losses and points captured.
#[poise::command(slash_command, guild_only)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose numbers (you if empty)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let user = user.map(|u| handlers::service_user(&u, false));
    handlers::run_maybe(ctx, super::actions::stats(user)).await
}

/// How to play, in one minute (only you see it).
#[poise::command(slash_command, guild_only)]
pub async fn rules(ctx: Context<'_>) -> Result<(), Error> {
    handlers::run(ctx, Action::Rules).await
}

/// Server managers: move timeout, reminder and default rules (no options shows them).
#[poise::command(slash_command, guild_only)]
pub async fn settings(
    ctx: Context<'_>,
    #[description = "Hours a player has for a move before forfeiting (default 72)"]
    #[min = 1]
    #[max = 720]
    move_timeout_hours: Option<u32>,
    #[description = "Hours before the deadline to remind the player (0 for none)"]
    #[min = 0]
    #[max = 720]
    reminder_hours: Option<u32>,
    #[description = "Rules for new games when a challenge names none"] default_ruleset: Option<
        RulesetOption,
    >,
) -> Result<(), Error> {
    // Checked here as well as by the service: Discord's default_member_permissions
    // can't be set on a subcommand, and the server must not trust the client anyway.
    if !handlers::is_manager(&ctx) {
        return handlers::say_private(ctx, super::actions::MANAGERS_ONLY).await;
    }
    let ruleset = default_ruleset.map(|r| match r {
        RulesetOption::Classic => Ruleset::Classic,
        RulesetOption::Leaping => Ruleset::Leaping,
    });
    handlers::run_maybe(
        ctx,
        super::actions::settings(move_timeout_hours, reminder_hours, ruleset),
    )
    .await
}
