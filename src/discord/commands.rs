//! `/martian` and its subcommands, and `/martian-settings`. What players read in
//! Discord's command picker (descriptions, names in their language, choice labels) is
//! the catalog's (`locales/<code>/commands.ftl`, under the ids of the shared table):
//! [`all`] fills it in, English as the base and every other language of the catalog as
//! Discord localizations. Handlers only turn options into an [`Action`] and hand it to
//! [`handlers::run`].
//!
//! The commands, their options and choices are those of the table the console shares
//! ([`crate::service::commands`]); a test below holds the two together.
//!
//! Besides the slash commands, a user context-menu command (right-click a member,
//! Apps): [`challenge_menu`], `/martian challenge` with that member and the defaults.
//! Its name, the only text Discord shows of it, is the catalog's too (poise does not
//! localize context-menu names: [`builders`] does).
//!
//! Every command is a server app's: installed to servers, used in servers
//! (`install_context` and `interaction_context` Guild), never in DMs.

use std::borrow::Cow;

use poise::serenity_prelude as serenity;

use super::choices::{
    ClockOption, FirstOption, FormatOption, GameOption, LayoutOption, LevelOption,
    PuzzleLayoutOption, RulesetOption, SeasonOption, ThemeOption, TournamentLayoutOption,
};
use super::context::{Context, Data, Error};
use super::{handlers, words};
use crate::engine::Ruleset;
use crate::i18n::{Catalog, Lang, Tr, LANGUAGES};
use crate::model::GameKind;
use crate::service::commands::{self, CommandDef, Kind};
use crate::service::messages;
use crate::service::{
    Action, Challenge, MeChange, PuzzleAction, SettingsChange, TournamentAction, TournamentDraft,
};

/// The catalog id of the context-menu command's name ([`challenge_menu`]); its English
/// text is the name interactions carry.
pub const CHALLENGE_MENU_ID: &str = "cmd-challenge-menu";
/// The catalog id of the profile's Apps menu entry ([`profile_menu`]).
pub const PROFILE_MENU_ID: &str = "cmd-profile-menu";

/// Every command the bot registers: `/martian` with its subcommands,
/// `/martian-settings`, and the member's Apps menu entry, in every language of the
/// catalog.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    let catalog = Catalog::embedded();
    let mut martian = martian();
    describe(&mut martian, commands::MARTIAN_ID, catalog);
    for sub in &mut martian.subcommands {
        if let Some(def) = commands::find(&sub.name) {
            localize(sub, def, catalog);
        } else if let Some(group) = commands::GROUPS.iter().find(|g| **g == sub.name) {
            describe(sub, &commands::group_id(group), catalog);
            for inner in &mut sub.subcommands {
                if let Some(def) = commands::find_in(group, &inner.name) {
                    localize(inner, def, catalog);
                }
            }
        }
    }
    let mut settings = martian_settings();
    localize(&mut settings, &commands::SETTINGS, catalog);
    let mut menu = challenge_menu();
    // Kept where poise leaves it unused for a context-menu command; [`builders`] puts
    // it in the registration.
    menu.name_localizations = texts(catalog, CHALLENGE_MENU_ID).1;
    let mut profile = profile_menu();
    profile.name_localizations = texts(catalog, PROFILE_MENU_ID).1;
    vec![martian, settings, menu, profile]
}

/// What Discord receives for `commands` (one registration call for all of them):
/// poise's builders, with the names of context-menu commands localized.
pub fn builders(commands: &[poise::Command<Data, Error>]) -> Vec<serenity::CreateCommand> {
    let mut builders = Vec::new();
    for command in commands {
        builders.extend(command.create_as_slash_command());
        if let Some(mut menu) = command.create_as_context_menu_command() {
            for (locale, name) in command.name_localizations.iter() {
                menu = menu.name_localized(locale.as_ref(), name.as_ref());
            }
            builders.push(menu);
        }
    }
    builders
}

/// The language of what only the interaction's user reads: their Discord locale's.
fn reader(ctx: &Context<'_>) -> Tr<'static> {
    let catalog = Catalog::embedded();
    Tr::new(
        catalog,
        catalog.for_discord(ctx.locale().unwrap_or_default()),
    )
}

/// Discord's localizations: (locale, text) pairs.
type Localizations = Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]>;

/// The catalog's text for `id`: in the source language (Discord's base), and as
/// localizations for every Discord locale of every other language.
fn texts(catalog: &Catalog, id: &str) -> (String, Localizations) {
    let base = catalog.text(Lang::SOURCE, id, &[]);
    let mut others = Vec::new();
    for lang in catalog.langs().filter(|l| *l != Lang::SOURCE) {
        let text = catalog.text(lang, id, &[]);
        for locale in catalog.discord_locales(lang) {
            others.push((Cow::Owned(locale.to_owned()), Cow::Owned(text.clone())));
        }
    }
    (base, Cow::Owned(others))
}

/// A command's description and names from the catalog (its English name stays the
/// table's: it is what interactions carry).
fn describe(command: &mut poise::Command<Data, Error>, id: &str, catalog: &Catalog) {
    let (description, localized) = texts(catalog, id);
    command.description = Some(description.into());
    command.description_localizations = localized;
    command.name_localizations = texts(catalog, &format!("{id}.name")).1;
}

/// A command of the table, its options and their choices, from the catalog.
fn localize(command: &mut poise::Command<Data, Error>, def: &CommandDef, catalog: &Catalog) {
    describe(command, &def.id(), catalog);
    for parameter in &mut command.parameters {
        let Some(option) = def.option(&parameter.name) else {
            continue;
        };
        let id = def.option_id(option);
        let (description, localized) = texts(catalog, &id);
        parameter.description = Some(description.into());
        parameter.description_localizations = localized;
        parameter.name_localizations = texts(catalog, &format!("{id}.name")).1;
        let labels: Vec<(String, Localizations)> = match option.kind {
            Kind::Choice(choices) => choices
                .words
                .iter()
                .map(|word| texts(catalog, &choices.id(word)))
                .collect(),
            Kind::Language => language_labels(catalog),
            _ => continue,
        };
        parameter.choices = labels
            .into_iter()
            .map(|(name, localizations)| poise::CommandParameterChoice {
                name: name.into(),
                localizations,
                __non_exhaustive: (),
            })
            .collect::<Vec<_>>()
            .into();
        if option.kind == Kind::Language {
            // An index into the list, as poise's own choices are; no range besides.
            parameter.type_setter = Some(|b| b.kind(serenity::CommandOptionType::Integer));
        }
    }
}

/// The choices of the `language` setting: each language by its own name (the same in
/// every language), then `auto`.
fn language_labels(catalog: &Catalog) -> Vec<(String, Localizations)> {
    let same_everywhere = |name: &str| -> Localizations {
        let locales = catalog
            .langs()
            .filter(|l| *l != Lang::SOURCE)
            .flat_map(|l| catalog.discord_locales(l));
        locales
            .map(|locale| (Cow::Owned(locale.to_owned()), Cow::Owned(name.to_owned())))
            .collect::<Vec<_>>()
            .into()
    };
    LANGUAGES
        .iter()
        .map(|l| (l.name.to_owned(), same_everywhere(l.name)))
        .chain([texts(catalog, commands::LANGUAGE_AUTO_ID)])
        .collect()
}

/// The `language` setting's value for the index of the choice picked.
fn language_word(index: u32) -> String {
    let words = commands::language_words();
    words
        .get(index as usize)
        .map_or_else(|| index.to_string(), |w| w.to_string())
}

/// The registration JSON Discord receives (`martian-chess commands --json`).
pub fn registration_json() -> serde_json::Value {
    serde_json::to_value(builders(&all())).unwrap_or(serde_json::Value::Null)
}

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
        "draw",
        "abort",
        "games",
        "history",
        "replay",
        "analyse",
        "profile",
        "leaderboard",
        "stats",
        "rules",
        "me",
        "puzzle",
        "tournament"
    ),
    subcommand_required
)]
pub async fn martian(_ctx: Context<'_>) -> Result<(), Error> {
    // Never invoked: Discord always names a subcommand.
    Ok(())
}

#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only)]
pub async fn challenge(
    ctx: Context<'_>,
    opponent: Option<serenity::User>,
    opponent2: Option<serenity::User>,
    opponent3: Option<serenity::User>,
    opponent4: Option<serenity::User>,
    opponent5: Option<serenity::User>,
    layout: Option<LayoutOption>,
    ruleset: Option<RulesetOption>,
    clock: Option<ClockOption>,
    first: Option<FirstOption>,
    level: Option<LevelOption>,
    game: Option<GameOption>,
) -> Result<(), Error> {
    // No opponent at all: an open challenge.
    let opponents = [opponent, opponent2, opponent3, opponent4, opponent5]
        .into_iter()
        .flatten()
        .map(|user| handlers::service_user(&user, false))
        .collect();
    let challenge = Challenge {
        game: game.map(Into::into).unwrap_or_default(),
        opponents,
        layout: layout.map(Into::into).unwrap_or_default(),
        ruleset: ruleset.map(Into::into),
        clock: clock.map(Into::into),
        first: first.map(Into::into).unwrap_or_default(),
        level: level.map(|l| l.word().to_string()),
    };
    start_challenge(ctx, challenge).await
}

/// Right-click a member, Apps, "Challenge to Martian Chess": `/martian challenge` with
/// that member as the opponent and every other option left to its default (a duel,
/// the server's ruleset). The bot itself means the computer; another bot is refused
/// by the service, as it is from the slash command.
#[poise::command(
    context_menu_command = "Challenge to Martian Chess",
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
pub async fn challenge_menu(ctx: Context<'_>, member: serenity::User) -> Result<(), Error> {
    let challenge = Challenge {
        opponents: vec![handlers::service_user(&member, false)],
        ..Challenge::default()
    };
    start_challenge(ctx, challenge).await
}

/// Right-click a member, Apps, "Martian Chess profile": `/martian profile` of that
/// member in the pyramid game, for the clicker alone.
#[poise::command(
    context_menu_command = "Martian Chess profile",
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
pub async fn profile_menu(ctx: Context<'_>, member: serenity::User) -> Result<(), Error> {
    let user = Some(handlers::service_user(&member, false));
    let game = GameKind::default();
    handlers::run(
        ctx,
        Action::Profile {
            user,
            game,
            public: false,
        },
    )
    .await
}

async fn start_challenge(ctx: Context<'_>, challenge: Challenge) -> Result<(), Error> {
    // A game needs the bot to post in this channel later (boards that an interaction
    // could not carry, reminders for closed DMs): refuse now rather than strand it.
    if let Some(missing) = handlers::missing_permissions(&ctx) {
        let text = words::missing_permissions(reader(&ctx), missing);
        return handlers::say_private(ctx, &text).await;
    }
    handlers::run(ctx, Action::Challenge(challenge)).await
}

#[poise::command(slash_command, guild_only)]
pub async fn accept(ctx: Context<'_>) -> Result<(), Error> {
    handlers::run(ctx, Action::Accept).await
}

#[poise::command(slash_command, guild_only)]
pub async fn decline(ctx: Context<'_>) -> Result<(), Error> {
    handlers::run(ctx, Action::Decline).await
}

#[poise::command(slash_command, guild_only, rename = "move")]
pub async fn move_(
    ctx: Context<'_>,
    #[rename = "move"]
    #[min_length = 2]
    #[max_length = 32]
    #[autocomplete = "handlers::autocomplete_move"]
    text: String,
    clock: Option<bool>,
) -> Result<(), Error> {
    let action = Action::Move {
        text,
        call_clock: clock.unwrap_or(false),
    };
    handlers::run(ctx, action).await
}

#[poise::command(slash_command, guild_only)]
pub async fn moves(ctx: Context<'_>) -> Result<(), Error> {
    handlers::run(ctx, Action::Moves).await
}

#[poise::command(slash_command, guild_only)]
pub async fn board(ctx: Context<'_>, public: Option<bool>) -> Result<(), Error> {
    let action = Action::Board {
        public: public.unwrap_or(false),
    };
    handlers::run(ctx, action).await
}

#[poise::command(slash_command, guild_only)]
pub async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    handlers::run(ctx, Action::Resign).await
}

#[poise::command(slash_command, guild_only)]
pub async fn draw(ctx: Context<'_>) -> Result<(), Error> {
    handlers::run(ctx, Action::Draw).await
}

#[poise::command(slash_command, guild_only)]
pub async fn abort(ctx: Context<'_>) -> Result<(), Error> {
    handlers::run(ctx, Action::Abort).await
}

#[poise::command(slash_command, guild_only)]
pub async fn games(
    ctx: Context<'_>,
    user: Option<serenity::User>,
    #[min = 1]
    #[max = 1000000]
    page: Option<u32>,
) -> Result<(), Error> {
    let user = user.map(|u| handlers::service_user(&u, false));
    let page = page.map(i64::from);
    handlers::run(ctx, Action::Games { user, page }).await
}

#[poise::command(slash_command, guild_only)]
pub async fn history(
    ctx: Context<'_>,
    user: Option<serenity::User>,
    #[min = 1]
    #[max = 1000000]
    page: Option<u32>,
    game: Option<GameOption>,
) -> Result<(), Error> {
    let user = user.map(|u| handlers::service_user(&u, false));
    let page = page.map(i64::from);
    handlers::run(
        ctx,
        Action::History {
            user,
            page,
            game: game.map(GameKind::from).unwrap_or_default(),
        },
    )
    .await
}

#[poise::command(slash_command, guild_only)]
pub async fn replay(
    ctx: Context<'_>,
    #[min_length = 1]
    #[max_length = 14]
    game: String,
) -> Result<(), Error> {
    handlers::run(ctx, Action::Replay { game }).await
}

#[poise::command(slash_command, guild_only)]
pub async fn analyse(
    ctx: Context<'_>,
    #[min_length = 1]
    #[max_length = 14]
    game: String,
) -> Result<(), Error> {
    handlers::run(ctx, Action::Analyse { game }).await
}

#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 1000000]
    page: Option<u32>,
    game: Option<GameOption>,
    #[max_length = 16]
    #[autocomplete = "handlers::autocomplete_season"]
    season: Option<String>,
) -> Result<(), Error> {
    let page = page.map(i64::from);
    handlers::run(
        ctx,
        Action::Leaderboard {
            page,
            game: game.map(GameKind::from).unwrap_or_default(),
            season,
        },
    )
    .await
}

#[poise::command(slash_command, guild_only)]
pub async fn stats(
    ctx: Context<'_>,
    user: Option<serenity::User>,
    game: Option<GameOption>,
) -> Result<(), Error> {
    let user = user.map(|u| handlers::service_user(&u, false));
    handlers::run(
        ctx,
        Action::Stats {
            user,
            game: game.map(GameKind::from).unwrap_or_default(),
        },
    )
    .await
}

/// `/martian profile`: a player's card (only for the asker unless `public`).
#[poise::command(slash_command, guild_only)]
pub async fn profile(
    ctx: Context<'_>,
    user: Option<serenity::User>,
    game: Option<GameOption>,
    public: Option<bool>,
) -> Result<(), Error> {
    let user = user.map(|u| handlers::service_user(&u, false));
    let action = Action::Profile {
        user,
        game: game.map(GameKind::from).unwrap_or_default(),
        public: public.unwrap_or(false),
    };
    handlers::run(ctx, action).await
}

#[poise::command(slash_command, guild_only)]
pub async fn rules(ctx: Context<'_>, game: Option<GameOption>) -> Result<(), Error> {
    let game = game.map(Into::into).unwrap_or_default();
    handlers::run(ctx, Action::Rules { game }).await
}

/// `/martian me`: the member's own time zone, quiet hours and vacation (private).
#[poise::command(slash_command, guild_only)]
pub async fn me(
    ctx: Context<'_>,
    #[max_length = 64]
    #[autocomplete = "handlers::autocomplete_zone"]
    timezone: Option<String>,
    #[max_length = 16] quiet_hours: Option<String>,
    #[min = 0]
    #[max = 60]
    vacation: Option<u32>,
) -> Result<(), Error> {
    let change = MeChange {
        timezone,
        quiet_hours,
        vacation: vacation.map(i64::from),
    };
    handlers::run(ctx, Action::Me(change)).await
}

/// `/martian puzzle`: a subcommand group (Discord never runs a group by itself).
#[poise::command(
    slash_command,
    guild_only,
    subcommands("puzzle_solve", "puzzle_daily", "puzzle_move"),
    subcommand_required
)]
pub async fn puzzle(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// `/martian puzzle solve`: a puzzle for the asker alone.
#[poise::command(slash_command, guild_only, rename = "solve")]
pub async fn puzzle_solve(
    ctx: Context<'_>,
    #[max_length = 20] rating: Option<String>,
    theme: Option<ThemeOption>,
    layout: Option<PuzzleLayoutOption>,
) -> Result<(), Error> {
    let action = PuzzleAction::Solve {
        rating,
        theme: theme.map(|t| t.0.to_owned()),
        layout: layout.map(|l| l.0.to_owned()),
    };
    handlers::run(ctx, Action::Puzzle(action)).await
}

/// `/martian puzzle daily`: today's puzzle of the server, for the asker alone.
#[poise::command(slash_command, guild_only, rename = "daily")]
pub async fn puzzle_daily(ctx: Context<'_>) -> Result<(), Error> {
    handlers::run(ctx, Action::Puzzle(PuzzleAction::Daily)).await
}

/// `/martian puzzle move`: a move in the asker's puzzle under way.
#[poise::command(slash_command, guild_only, rename = "move")]
pub async fn puzzle_move(
    ctx: Context<'_>,
    #[rename = "move"]
    #[max_length = 16]
    #[autocomplete = "handlers::autocomplete_puzzle_move"]
    text: String,
) -> Result<(), Error> {
    handlers::run(ctx, Action::Puzzle(PuzzleAction::Move { text })).await
}

/// `/martian tournament`: a subcommand group (Discord never runs a group by itself).
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "tournament_create",
        "tournament_list",
        "tournament_show",
        "tournament_join",
        "tournament_withdraw",
        "tournament_start",
        "tournament_pause",
        "tournament_resume",
        "tournament_cancel",
        "tournament_kick",
        "tournament_history"
    ),
    subcommand_required
)]
pub async fn tournament(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// `/martian tournament create`: a tournament in this channel.
// Its games each get a thread of their own. The service checks every option (and who
// may create one); the adapter only tells it whether the bot may open threads here
// (the request's place, from the channel's permissions).
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only, rename = "create")]
pub async fn tournament_create(
    ctx: Context<'_>,
    #[min_length = 1]
    #[max_length = 100]
    name: String,
    game: Option<GameOption>,
    layout: Option<TournamentLayoutOption>,
    ruleset: Option<RulesetOption>,
    format: Option<FormatOption>,
    #[min = 1]
    #[max = 100]
    rounds: Option<u32>,
    #[min = 1]
    #[max = 720]
    move_timeout_hours: Option<u32>,
    #[min = 2]
    #[max = 1000]
    max_players: Option<u32>,
    #[max_length = 32] starts: Option<String>,
) -> Result<(), Error> {
    let draft = TournamentDraft {
        name,
        game: game.map(|g| GameKind::from(g).name().to_string()),
        layout: layout.map(|l| l.0.to_owned()),
        ruleset: ruleset.map(|r| Ruleset::from(r).name().to_string()),
        format: format.map(|f| f.0.to_owned()),
        rounds: rounds.map(i64::from),
        move_timeout_hours: move_timeout_hours.map(i64::from),
        max_players: max_players.map(i64::from),
        starts,
    };
    handlers::run(ctx, Action::Tournament(TournamentAction::Create(draft))).await
}

/// `/martian tournament list`: the server's tournaments.
#[poise::command(slash_command, guild_only, rename = "list")]
pub async fn tournament_list(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 1000000]
    page: Option<u32>,
) -> Result<(), Error> {
    let page = page.map(i64::from);
    handlers::run(ctx, Action::Tournament(TournamentAction::List { page })).await
}

/// `/martian tournament history`: the server's tournaments that are over.
#[poise::command(slash_command, guild_only, rename = "history")]
pub async fn tournament_history(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 1000000]
    page: Option<u32>,
) -> Result<(), Error> {
    let page = page.map(i64::from);
    handlers::run(ctx, Action::Tournament(TournamentAction::History { page })).await
}

// The subcommands about one tournament name it by its number (`tournament:`, offered
// by autocomplete; none: the server's only one under way).

/// The tournament subcommands whose one option names the tournament (`tournament:`,
/// offered by autocomplete): a function each, as poise wants, written once.
macro_rules! about_one_tournament {
    ($($(#[$doc:meta])* $name:ident, $rename:tt, $variant:ident;)*) => {$(
        $(#[$doc])*
        #[poise::command(slash_command, guild_only, rename = $rename)]
        pub async fn $name(
            ctx: Context<'_>,
            #[max_length = 100]
            #[autocomplete = "handlers::autocomplete_tournament"]
            tournament: Option<String>,
        ) -> Result<(), Error> {
            let action = TournamentAction::$variant { tournament };
            handlers::run(ctx, Action::Tournament(action)).await
        }
    )*};
}

about_one_tournament! {
    /// `/martian tournament show`: its standings and the round under way.
    tournament_show, "show", Show;
    /// `/martian tournament join`.
    tournament_join, "join", Join;
    /// `/martian tournament withdraw`: leave before the start, withdraw after it.
    tournament_withdraw, "withdraw", Withdraw;
    /// `/martian tournament start` (managers): its first round now.
    tournament_start, "start", Start;
    /// `/martian tournament pause` (managers): no new round is paired.
    tournament_pause, "pause", Pause;
    /// `/martian tournament resume` (managers).
    tournament_resume, "resume", Resume;
    /// `/martian tournament cancel` (managers): it ends without a winner.
    tournament_cancel, "cancel", Cancel;
}

/// `/martian tournament kick` (managers): the player is withdrawn.
// Their game under way is lost by forfeit.
#[poise::command(slash_command, guild_only, rename = "kick")]
pub async fn tournament_kick(
    ctx: Context<'_>,
    user: serenity::User,
    #[max_length = 100]
    #[autocomplete = "handlers::autocomplete_tournament"]
    tournament: Option<String>,
) -> Result<(), Error> {
    let user = handlers::service_user(&user, false);
    let action = TournamentAction::Kick { user, tournament };
    handlers::run(ctx, Action::Tournament(action)).await
}

// default_member_permissions hides the command from members without Manage Server
// (server admins may change that in their integration settings, so the check below
// and the service's stay).
#[allow(clippy::too_many_arguments)]
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
    #[min = 1]
    #[max = 720]
    move_timeout_hours: Option<u32>,
    #[min = 0]
    #[max = 720]
    reminder_hours: Option<u32>,
    #[min = 1]
    #[max = 720]
    invite_timeout_hours: Option<u32>,
    default_ruleset: Option<RulesetOption>,
    // An index into the language list `all` gives it (the languages, then auto).
    language: Option<u32>,
    threads: Option<bool>,
    #[max_length = 64]
    #[autocomplete = "handlers::autocomplete_zone"]
    timezone: Option<String>,
    #[min = 0]
    #[max = 60]
    vacation_days_per_year: Option<u32>,
    #[channel_types("Text")] puzzle_channel: Option<serenity::ChannelId>,
    #[min = 0]
    #[max = 23]
    puzzle_hour: Option<u32>,
    daily_puzzle: Option<bool>,
    members_create_tournaments: Option<bool>,
    season: Option<SeasonOption>,
    #[channel_types("Text")] season_channel: Option<serenity::ChannelId>,
) -> Result<(), Error> {
    // The server must not trust the client: checked here as well as by the service.
    if !handlers::is_manager(&ctx) {
        return handlers::say_private(ctx, &messages::managers_only(reader(&ctx))).await;
    }
    let change = SettingsChange {
        move_timeout_hours: move_timeout_hours.map(i64::from),
        reminder_hours: reminder_hours.map(i64::from),
        invite_timeout_hours: invite_timeout_hours.map(i64::from),
        default_ruleset: default_ruleset.map(|r| Ruleset::from(r).name().to_string()),
        language: language.map(language_word),
        threads,
        timezone,
        vacation_days_per_year: vacation_days_per_year.map(i64::from),
        puzzle_channel: puzzle_channel.map(|c| crate::model::ChannelId(c.get())),
        puzzle_hour: puzzle_hour.map(i64::from),
        daily_puzzle,
        members_create_tournaments,
        season: season.map(|s| s.0.to_owned()),
        season_channel: season_channel.map(|c| crate::model::ChannelId(c.get())),
    };
    handlers::run(ctx, Action::Settings(change)).await
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use super::{registration_json, CHALLENGE_MENU_ID};
    use crate::i18n::{Catalog, Lang, LANGUAGES};
    use crate::service::commands::{CommandDef, Kind, MARTIAN, MARTIAN_NAME, SETTINGS};

    /// The English name of the member's Apps menu entry.
    const MENU_NAME: &str = "Challenge to Martian Chess";
    const PROFILE_MENU_NAME: &str = "Martian Chess profile";

    /// An option as the shared table describes it, in the registration's terms: Discord's
    /// option type, whether it is required, and the words of its choices.
    fn from_table(name: &str, kind: Kind, required: bool) -> Value {
        let (kind, words): (u64, Vec<&str>) = match kind {
            Kind::Text => (3, Vec::new()),
            Kind::Integer => (4, Vec::new()),
            Kind::Boolean => (5, Vec::new()),
            Kind::User => (6, Vec::new()),
            Kind::Channel => (7, Vec::new()),
            // poise registers a choice as an integer: the index into its list.
            Kind::Choice(choices) => (4, choices.words.to_vec()),
            // The languages by their own names, then auto.
            Kind::Language => (
                4,
                LANGUAGES.iter().map(|l| l.name).chain(["auto"]).collect(),
            ),
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
        assert_eq!(
            names,
            [MARTIAN_NAME, SETTINGS.name, MENU_NAME, PROFILE_MENU_NAME]
        );
        let subcommands = commands[0]["options"].as_array().expect("subcommands");
        // A group (type 2) holds its subcommands (type 1): "puzzle solve".
        let registered_subcommands: Vec<Value> = subcommands
            .iter()
            .flat_map(|sub| match sub["type"].as_u64() {
                Some(2) => {
                    let inner = sub["options"].as_array().cloned().unwrap_or_default();
                    inner
                        .iter()
                        .map(|inner| {
                            assert_eq!(inner["type"], 1, "{inner}");
                            let name = format!(
                                "{} {}",
                                sub["name"].as_str().unwrap_or(""),
                                inner["name"].as_str().unwrap_or("")
                            );
                            json!({"name": name, "options": registered_options(inner)})
                        })
                        .collect::<Vec<_>>()
                }
                kind => {
                    assert_eq!(kind, Some(1), "{} is a subcommand", sub["name"]);
                    vec![json!({"name": sub["name"], "options": registered_options(sub)})]
                }
            })
            .collect();
        let table: Vec<Value> = MARTIAN
            .iter()
            .map(|def| json!({"name": def.full_name(), "options": options_of(def)}))
            .collect();
        assert_eq!(registered_subcommands, table);
        assert_eq!(registered_options(&commands[1]), options_of(&SETTINGS));
    }

    /// The variants of the choice types (whose order gives the index Discord sends) are
    /// the table's words, in its order.
    #[test]
    fn the_choice_types_list_the_tables_words_in_order() {
        let raw = [super::martian(), super::martian_settings()];
        let all = raw.iter().flat_map(|c| {
            std::iter::once((None, c)).chain(c.subcommands.iter().flat_map(|sub| {
                let group = Some(sub.name.as_ref());
                std::iter::once((None, sub)).chain(sub.subcommands.iter().map(move |s| (group, s)))
            }))
        });
        let mut checked = 0;
        for (group, command) in all {
            let def = match (group, command.name.as_ref()) {
                (None, name) if name == SETTINGS.name => Some(&SETTINGS),
                (Some(group), name) => crate::service::commands::find_in(group, name),
                (None, name) => crate::service::commands::find(name),
            };
            let Some(def) = def else {
                continue;
            };
            for parameter in &command.parameters {
                let option = def.option(&parameter.name).expect("an option of the table");
                if let Kind::Choice(choices) = option.kind {
                    let names: Vec<&str> =
                        parameter.choices.iter().map(|c| c.name.as_ref()).collect();
                    assert_eq!(names, choices.words, "{} {}", def.name, option.name);
                    checked += 1;
                }
            }
        }
        assert_eq!(checked, 19);
    }

    /// A user command (type 2): a name in every language, the English one the
    /// catalog's, and nothing else Discord would refuse (no description, no options).
    #[test]
    fn the_apps_menu_entry_is_a_user_command_named_in_every_language() {
        let registered = registration_json();
        let menu = &registered[2];
        assert_eq!(menu["type"], 2, "{menu}");
        assert_eq!(menu["name"], MENU_NAME);
        assert!(
            menu["options"].as_array().is_none_or(Vec::is_empty),
            "{menu}"
        );
        let description = menu["description"].as_str().unwrap_or_default();
        assert!(description.is_empty(), "{menu}");
        assert!(menu["description_localizations"]
            .as_object()
            .is_none_or(|m| m.is_empty()));
        let catalog = Catalog::embedded();
        assert_eq!(
            catalog.text(Lang::SOURCE, CHALLENGE_MENU_ID, &[]),
            MENU_NAME
        );
        assert_eq!(
            super::challenge_menu().context_menu_name.as_deref(),
            Some(MENU_NAME)
        );
        assert_eq!(
            menu["name_localizations"],
            json!({"cs": "Vyzvat k Marťanským šachům", "ru": "Вызвать на Марсианские шахматы"})
        );
        let profile = &registered[3];
        assert_eq!(profile["type"], 2, "{profile}");
        assert_eq!(profile["name"], PROFILE_MENU_NAME);
        assert_eq!(
            catalog.text(Lang::SOURCE, super::PROFILE_MENU_ID, &[]),
            PROFILE_MENU_NAME
        );
        assert_eq!(
            super::profile_menu().context_menu_name.as_deref(),
            Some(PROFILE_MENU_NAME)
        );
        assert_eq!(
            profile["name_localizations"],
            json!({"cs": "Profil v Marťanských šachách", "ru": "Профиль в Марсианских шахматах"})
        );
    }

    #[test]
    fn the_language_picked_is_its_code_or_auto() {
        let words: Vec<String> = (0..5).map(super::language_word).collect();
        // Past the list: passed on as it came, for the service to refuse.
        assert_eq!(words, ["en", "cs", "ru", "auto", "4"]);
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
