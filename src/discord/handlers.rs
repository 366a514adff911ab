//! Answering interactions: slash commands (through poise), buttons and menus, and
//! autocomplete. Each one becomes a service [`Request`]; the service runs on a blocking
//! thread, and its replies are delivered by [`super::deliver`].
//!
//! Timing: Discord wants a first answer within 3 seconds of the interaction's creation
//! (its id's timestamp, see [`super::deadline`]), not of its arrival. Work done within
//! [`super::timing::Timing::defer_after`] of the creation is answered directly (so a mistake
//! stays a private message); slower work is deferred first ("thinking…", or a silent
//! acknowledgement for menus that update in place) and delivered when ready (15
//! minutes allowed). An interaction that arrives already late is deferred *before*
//! the service runs, and if Discord refuses that (too late, or replayed after a gateway
//! resume) the service never sees it: nothing changes that nobody could be told about.

use poise::serenity_prelude as serenity;
use serenity::{CreateInteractionResponse, CreateInteractionResponseMessage};

use super::context::{Context, Data, Error};
use super::convert;
use super::deadline;
use super::deliver::{self, Ack, Interaction, State};
use super::permissions;
use super::sight::Viewer;
use crate::i18n::{Catalog, Lang, Tr};
use crate::model::{ChannelId, GuildId, MessageId, UserId};
use crate::service::messages;
use crate::service::{
    Action, ComponentAction, ComponentId, Followup, Origin, Reply, Request, TournamentAction, User,
};

/// A Discord user as the service sees them, with the name the server shows.
pub fn service_user(user: &serenity::User, is_manager: bool) -> User {
    User {
        id: UserId(user.id.get()),
        name: user
            .global_name
            .clone()
            .unwrap_or_else(|| user.name.clone()),
        is_manager,
        is_bot: user.bot,
    }
}

/// Manage Server (or Administrator) in this server, as Discord computed it for the
/// interaction.
fn member_is_manager(member: Option<&serenity::Member>) -> bool {
    member
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_guild() || p.administrator())
}

fn member_name(member: Option<&serenity::Member>, user: &serenity::User) -> User {
    let mut person = service_user(user, member_is_manager(member));
    if let Some(nick) = member.and_then(|m| m.nick.clone()) {
        person.name = nick;
    }
    person
}

pub fn is_manager(ctx: &Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(actx) => member_is_manager(actx.interaction.member.as_deref()),
        poise::Context::Prefix(_) => false,
    }
}

/// The Ack a command's action calls for, if the work turns out slow. A move is
/// answered privately: everyone sees it on the live board, a channel message.
fn command_ack(action: &Action) -> Ack {
    match action {
        Action::Move { .. }
        | Action::Moves
        | Action::Rules { .. }
        | Action::Resign
        | Action::Draw
        | Action::Settings(_) => Ack::Private,
        Action::Board { public } if !public => Ack::Private,
        Action::Profile { public, .. } if !public => Ack::Private,
        // What only the asker reads: their entry said, the standings, the lists.
        Action::Tournament(
            TournamentAction::Join { .. }
            | TournamentAction::Withdraw { .. }
            | TournamentAction::Show { .. }
            | TournamentAction::List { .. }
            | TournamentAction::History { .. },
        ) => Ack::Private,
        _ => Ack::Public,
    }
}

/// The Ack a click calls for, from what its `custom_id` says it does.
fn component_ack(custom_id: &str) -> Ack {
    // A list's page button replaces the page it is under.
    if crate::service::ListId::is_list(custom_id) {
        return Ack::Update;
    }
    // A puzzle is one private message: its menus step on in place.
    if crate::service::puzzle_steps_in_place(custom_id) {
        return Ack::Update;
    }
    match ComponentId::parse(custom_id).map(|id| id.action) {
        // The menus and the resignation prompt are replaced by what they lead to (the
        // move itself shows on the live board); an accepted challenge becomes its
        // start line.
        Some(
            ComponentAction::CancelResign
            | ComponentAction::ConfirmResign
            | ComponentAction::Accept,
        ) => Ack::Update,
        // A game's private menus step on in place; its board buttons open a private
        // answer (a hand, a menu): never a public defer, which would make it public.
        Some(ComponentAction::Game(token)) if crate::service::steps_in_place(&token) => Ack::Update,
        Some(ComponentAction::Decline | ComponentAction::Rematch | ComponentAction::Analyse) => {
            Ack::Public
        }
        _ => Ack::Private,
    }
}

/// Runs a slash command's action.
pub async fn run(ctx: Context<'_>, action: Action) -> Result<(), Error> {
    let poise::Context::Application(actx) = ctx else {
        return Ok(());
    };
    let interaction = actx.interaction;
    let Some(guild) = interaction.guild_id else {
        // guild_only commands: poise refuses these before we get here.
        return Ok(());
    };
    let data = ctx.data();
    check_shard(data, ctx.serenity_context(), guild);
    let ack = command_ack(&action);
    let request = Request {
        user: member_name(interaction.member.as_deref(), &interaction.user),
        guild: GuildId(guild.get()),
        channel: ChannelId(interaction.channel_id.get()),
        locale: interaction.locale.clone(),
        guild_locale: interaction.guild_locale.clone(),
        origin: Origin {
            message: None,
            place: permissions::place(
                interaction.channel.as_ref().map(|c| c.kind),
                interaction.app_permissions,
            ),
        },
        sight: Default::default(),
        action,
    };
    let target = Interaction {
        http: &ctx.serenity_context().http,
        id: interaction.id,
        token: &interaction.token,
        channel: interaction.channel_id,
        command: true,
    };
    let viewer = Viewer::of(guild, &interaction.user, interaction.member.as_deref());
    answer(data, &target, request, &viewer, ack).await
}

/// A short private answer from the adapter itself (it changes nothing, so a late
/// interaction needs no care here: Discord just refuses the answer).
pub async fn say_private(ctx: Context<'_>, text: &str) -> Result<(), Error> {
    let poise::Context::Application(actx) = ctx else {
        return Ok(());
    };
    let _busy = ctx.data().inflight.enter();
    let response = CreateInteractionResponse::Message(
        CreateInteractionResponseMessage::new()
            .content(text)
            .allowed_mentions(serenity::CreateAllowedMentions::new())
            .ephemeral(true),
    );
    actx.interaction
        .create_response(&ctx.serenity_context().http, response)
        .await?;
    Ok(())
}

/// What the bot lacks in the interaction's channel to host a game there, from the
/// permissions Discord computed for it (`app_permissions`); `None` when nothing is
/// missing, or Discord said nothing.
pub fn missing_permissions(ctx: &Context<'_>) -> Option<serenity::Permissions> {
    let poise::Context::Application(actx) = ctx else {
        return None;
    };
    let granted = actx.interaction.app_permissions?;
    let in_thread = actx
        .interaction
        .channel
        .as_ref()
        .is_some_and(|c| permissions::is_thread(c.kind));
    let missing = permissions::missing(granted, in_thread);
    (!missing.is_empty()).then_some(missing)
}

/// A button or select menu.
pub async fn on_component(
    ctx: &serenity::Context,
    data: &Data,
    click: &serenity::ComponentInteraction,
) -> Result<(), Error> {
    let Some(guild) = click.guild_id else {
        return Ok(());
    };
    check_shard(data, ctx, guild);
    let values = match &click.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => values.clone(),
        _ => Vec::new(),
    };
    let custom_id = click.data.custom_id.clone();
    let ack = component_ack(&custom_id);
    let request = Request {
        user: member_name(click.member.as_ref(), &click.user),
        guild: GuildId(guild.get()),
        channel: ChannelId(click.channel_id.get()),
        locale: click.locale.clone(),
        guild_locale: click.guild_locale.clone(),
        origin: Origin {
            message: Some(MessageId(click.message.id.get())),
            place: permissions::place(
                click.channel.as_ref().map(|c| c.kind),
                click.app_permissions,
            ),
        },
        sight: Default::default(),
        action: Action::Click { custom_id, values },
    };
    let target = Interaction {
        http: &ctx.http,
        id: click.id,
        token: &click.token,
        channel: click.channel_id,
        command: false,
    };
    let viewer = Viewer::of(guild, &click.user, click.member.as_ref());
    answer(data, &target, request, &viewer, ack).await
}

/// What an autocomplete asks the service: the locale, the server, the user, the
/// channel and what was typed; the labelled choices it answers.
type Completion =
    fn(&crate::service::Service, &str, GuildId, UserId, ChannelId, &str) -> Vec<(String, String)>;

/// Autocomplete of `move`: the user's legal moves, from the service's memory.
pub async fn autocomplete_move(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    complete(
        ctx,
        partial,
        |service, locale, guild, user, channel, typed| {
            service.autocomplete_move(locale, user, guild, channel, typed)
        },
    )
    .await
}

/// Autocomplete of `/martian puzzle move`: the legal moves of the asker's puzzle under
/// way (from the store: a puzzle is no channel's game).
pub async fn autocomplete_puzzle_move(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    complete(ctx, partial, |service, locale, guild, user, _, typed| {
        service.autocomplete_puzzle_move(locale, guild, user, typed)
    })
    .await
}

/// Autocomplete of `tournament:` (`/martian tournament show`, `join`, …): the server's
/// tournaments not over, by number and name.
pub async fn autocomplete_tournament(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    complete(ctx, partial, |service, _, guild, _, _, typed| {
        service.tournament_choices(guild, typed)
    })
    .await
}

/// Autocomplete of the leaderboard's `season:`: the server's seasons and all-time,
/// labelled in the asker's language.
pub async fn autocomplete_season(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    complete(ctx, partial, |service, locale, guild, _, _, typed| {
        service.season_choices(locale, guild, typed)
    })
    .await
}

/// An autocomplete answered by the service on a blocking thread. It can't be
/// deferred, so a slow answer becomes an empty list rather than a late one.
async fn complete(
    ctx: Context<'_>,
    partial: &str,
    ask: Completion,
) -> serenity::CreateAutocompleteResponse {
    let mut response = serenity::CreateAutocompleteResponse::new();
    let poise::Context::Application(actx) = ctx else {
        return response;
    };
    let Some(guild) = actx.interaction.guild_id else {
        return response;
    };
    let _busy = ctx.data().inflight.enter();
    let limit = ctx.data().timing.autocomplete_limit;
    // Discord's clock runs from the interaction's creation: what is left of the limit.
    let age = deadline::age_now(actx.interaction.id.get());
    let Some(left) = limit.checked_sub(age) else {
        tracing::debug!(?age, "autocomplete arrived too late to answer");
        return response;
    };
    let service = ctx.data().service.clone();
    let user = UserId(actx.interaction.user.id.get());
    let channel = ChannelId(actx.interaction.channel_id.get());
    let typed = partial.to_string();
    let locale = actx.interaction.locale.clone();
    let job = tokio::task::spawn_blocking(move || {
        ask(
            &service,
            &locale,
            GuildId(guild.get()),
            user,
            channel,
            &typed,
        )
    });
    match tokio::time::timeout(left, job).await {
        Ok(Ok(choices)) => {
            for (label, value) in choices.into_iter().take(convert::MAX_OPTIONS) {
                response = response
                    .add_string_choice(convert::clip(&label, 100), convert::clip(&value, 100));
            }
        }
        Ok(Err(err)) => tracing::error!("autocomplete failed: {err}"),
        Err(_) => tracing::warn!("autocomplete took too long; answered with no choices"),
    }
    response
}

/// Autocomplete of a time zone (`timezone:` of `/martian me` and `/martian-settings`):
/// the IANA names holding what was typed, answered from the compiled-in database.
pub async fn autocomplete_zone(
    _ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let mut response = serenity::CreateAutocompleteResponse::new();
    for (label, value) in crate::service::zone_choices(partial)
        .into_iter()
        .take(convert::MAX_OPTIONS)
    {
        response =
            response.add_string_choice(convert::clip(&label, 100), convert::clip(&value, 100));
    }
    response
}

/// Discord routes a server to shard `(guild_id >> 22) % total`; an event on another
/// shard means the deployment's shard settings disagree with Discord's.
fn check_shard(data: &Data, ctx: &serenity::Context, guild: serenity::GuildId) {
    if let Some(spec) = data.shards {
        let expected = super::shard::shard_for_guild(guild.get(), spec.total);
        if ctx.shard_id.0 != expected {
            tracing::warn!(
                guild = guild.get(),
                shard = ctx.shard_id.0,
                expected,
                "event arrived on an unexpected shard"
            );
        }
    }
}

/// Runs `request` (by `viewer`) and delivers its replies, deferring first
/// if it is slow, or if the interaction arrived late. What the member may view is read
/// first for the requests that show games from other channels (part of the work: it
/// may take Discord a while to say).
async fn answer(
    data: &Data,
    target: &Interaction<'_>,
    mut request: Request,
    viewer: &Viewer,
    ack: Ack,
) -> Result<(), Error> {
    let busy = data.inflight.enter();
    let age = deadline::age_now(target.id.get());
    if age >= deadline::TOKEN_LIFETIME {
        tracing::info!(?age, "ignored an interaction too old to answer");
        return Ok(());
    }
    let mut state = State::Fresh;
    if age >= data.timing.defer_after {
        // Too little of Discord's 3 seconds is left to do the work first. Only if
        // Discord still takes an answer does the work happen at all.
        if let Err(err) = deliver::defer(target, ack).await {
            tracing::info!(
                ?age,
                "the interaction can't be answered any more; ignored: {err}"
            );
            return Ok(());
        }
        state = State::Deferred(ack);
    }
    let service = data.service.clone();
    let locale = request.locale.clone();
    let job = async {
        if request.action.shows_games_elsewhere() {
            request.sight = data.sights.of(target.http, viewer).await;
        }
        // Pictures are drawn here too, off the async workers.
        tokio::task::spawn_blocking(move || {
            let replies = service.handle(&request);
            replies.iter().for_each(Reply::draw);
            replies
        })
        .await
    };
    tokio::pin!(job);
    let outcome = if state == State::Fresh {
        let left = data.timing.defer_after.saturating_sub(age);
        match tokio::time::timeout(left, &mut job).await {
            Ok(outcome) => outcome,
            Err(_) => {
                state = match deliver::defer(target, ack).await {
                    Ok(()) => State::Deferred(ack),
                    Err(err) => {
                        // The work goes on (it may already be stored): its public
                        // replies will go to the channel.
                        tracing::warn!(?ack, "could not defer: {err}");
                        State::Lost
                    }
                };
                tracing::debug!(?ack, "deferred at {:?}", deadline::age_now(target.id.get()));
                job.await
            }
        }
    } else {
        job.await
    };
    let replies = match outcome {
        Ok(replies) => replies,
        Err(err) => {
            // The service panicked: nothing it said can be trusted; apologise.
            tracing::error!("the service failed: {err}");
            vec![deliver::apology(target.channel, &locale)]
        }
    };
    let followups: Vec<Followup> = replies.iter().filter_map(|r| r.followup.clone()).collect();
    let state = deliver::deliver(data, target, replies, state).await;
    tracing::debug!("answered at {:?}", deadline::age_now(target.id.get()));
    // The answer is out: a shutdown need not wait for an analysis in the queue (asked
    // again, one finished meanwhile shows at once).
    drop(busy);
    for followup in followups {
        finish(data, target, followup, state).await;
    }
    Ok(())
}

/// Waits for the work a reply said was under way (an analysis), then puts its result
/// in place of that reply, or, when the interaction can no longer be edited (its
/// token's 15 minutes, less a margin for the edit itself), posts it in the channel.
async fn finish(data: &Data, target: &Interaction<'_>, followup: Followup, answered: State) {
    let waiting = followup.clone();
    if let Err(err) = tokio::task::spawn_blocking(move || waiting.wait()).await {
        tracing::error!("waiting for an analysis failed: {err}");
        return;
    }
    let age = deadline::age_now(target.id.get());
    let late = answered == State::Lost || age + EDIT_MARGIN >= deadline::TOKEN_LIFETIME;
    let service = data.service.clone();
    let made = tokio::task::spawn_blocking(move || {
        let replies = service.finish_analysis(&followup, late);
        replies.iter().for_each(Reply::draw);
        replies
    })
    .await;
    let replies = match made {
        Ok(replies) => replies,
        Err(err) => {
            tracing::error!("the service failed to show an analysis: {err}");
            return;
        }
    };
    let state = if late {
        State::Lost
    } else {
        // The answer said "analysing…": the analysis replaces it.
        State::Deferred(Ack::Public)
    };
    deliver::deliver(data, target, replies, state).await;
}

/// Time kept for editing an answer before its interaction's token expires.
const EDIT_MARGIN: std::time::Duration = std::time::Duration::from_secs(20);

/// The one place errors end up: the user gets a short private sentence, the log the
/// details.
pub async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Setup { error, .. } => {
            tracing::error!("the bot could not start: {error}");
        }
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, "command failed: {error}");
            apologise(ctx, messages::internal_error(tr(&ctx))).await;
        }
        poise::FrameworkError::ArgumentParse { error, ctx, .. } => {
            tracing::debug!("could not read a command's options: {error}");
            apologise(ctx, messages::unreadable_options(tr(&ctx))).await;
        }
        poise::FrameworkError::GuildOnly { ctx, .. } => {
            apologise(ctx, messages::servers_only(tr(&ctx))).await;
        }
        other => {
            if let Err(err) = poise::builtins::on_error(other).await {
                tracing::error!("while handling an error: {err}");
            }
        }
    }
}

/// The language of the user behind a command (their Discord client's), for what the
/// adapter says itself.
pub fn tr(ctx: &Context<'_>) -> Tr<'static> {
    let catalog = Catalog::embedded();
    let lang = match ctx {
        poise::Context::Application(actx) => catalog.for_discord(&actx.interaction.locale),
        poise::Context::Prefix(_) => Lang::SOURCE,
    };
    Tr::new(catalog, lang)
}

async fn apologise(ctx: Context<'_>, text: String) {
    let reply = poise::CreateReply::default().content(text).ephemeral(true);
    if let Err(err) = ctx.send(reply).await {
        tracing::debug!("could not tell the user about an error: {err}");
    }
}
