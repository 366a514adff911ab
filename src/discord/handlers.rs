//! Answering interactions: slash commands (through poise), buttons and menus, and
//! autocomplete. Each one becomes a service [`Request`]; the service runs on a blocking
//! thread, and its replies are delivered as Discord messages.
//!
//! Timing: Discord wants a first answer within 3 seconds. Work that is done within
//! [`super::Timing::defer_after`] is answered directly (so a mistake stays a private
//! message); slower work is deferred first ("thinking…", or a silent acknowledgement
//! for menus that update in place) and delivered when ready (15 minutes allowed).

use std::time::Instant;

use poise::serenity_prelude as serenity;
use serenity::{CreateInteractionResponse, CreateInteractionResponseMessage, Mentionable};

use super::boards::{self, Board};
use super::convert::{self, Body};
use super::{Context, Data, Error};
use crate::model::{ChannelId, GuildId, UserId};
use crate::service::{Action, ComponentAction, ComponentId, Delivery, Reply, Request, User};

/// How a slow answer is deferred; it decides (for Discord, for good) whether the
/// answer is public.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ack {
    /// "Bot is thinking…" for everyone (type 5).
    Public,
    /// "Bot is thinking…" only for the user (type 5, ephemeral).
    Private,
    /// A silent acknowledgement of a click; the clicked message is edited later (type 6).
    Update,
}

/// The interaction being answered.
pub struct Interaction<'a> {
    pub http: &'a serenity::Http,
    pub id: serenity::InteractionId,
    pub token: &'a str,
    pub channel: serenity::ChannelId,
}

/// A Discord user as the service sees them, with the name the server shows.
pub fn service_user(user: &serenity::User, is_manager: bool) -> User {
    User {
        id: UserId(user.id.get()),
        name: user
            .global_name
            .clone()
            .unwrap_or_else(|| user.name.clone()),
        is_manager,
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

/// The Ack a command's action calls for, if the work turns out slow.
fn command_ack(action: &Action) -> Ack {
    match action {
        Action::Moves | Action::Rules | Action::Resign | Action::Settings(_) => Ack::Private,
        Action::Board { public } if !public => Ack::Private,
        _ => Ack::Public,
    }
}

/// The Ack a click calls for, from what its `custom_id` says it does.
fn component_ack(custom_id: &str) -> Ack {
    match ComponentId::parse(custom_id).map(|id| id.action) {
        Some(ComponentAction::Piece | ComponentAction::CancelResign) => Ack::Update,
        Some(
            ComponentAction::Target(_)
            | ComponentAction::ConfirmResign
            | ComponentAction::Accept
            | ComponentAction::Decline,
        ) => Ack::Public,
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
        action,
    };
    let target = Interaction {
        http: &ctx.serenity_context().http,
        id: interaction.id,
        token: &interaction.token,
        channel: interaction.channel_id,
    };
    answer(data, &target, request, ack).await
}

/// A short private answer from the adapter itself.
pub async fn say_private(ctx: Context<'_>, text: &str) -> Result<(), Error> {
    let poise::Context::Application(actx) = ctx else {
        return Ok(());
    };
    let response = CreateInteractionResponse::Message(
        CreateInteractionResponseMessage::new()
            .content(text)
            .ephemeral(true),
    );
    actx.interaction
        .create_response(&ctx.serenity_context().http, response)
        .await?;
    Ok(())
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
        action: Action::Click { custom_id, values },
    };
    let target = Interaction {
        http: &ctx.http,
        id: click.id,
        token: &click.token,
        channel: click.channel_id,
    };
    answer(data, &target, request, ack).await
}

/// Autocomplete of `move`: the user's legal moves, from the service's memory. It can't
/// be deferred, so a slow answer becomes an empty list rather than a late one.
pub async fn autocomplete_move(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let mut response = serenity::CreateAutocompleteResponse::new();
    let poise::Context::Application(actx) = ctx else {
        return response;
    };
    let Some(guild) = actx.interaction.guild_id else {
        return response;
    };
    let service = ctx.data().service.clone();
    let user = UserId(actx.interaction.user.id.get());
    let channel = ChannelId(actx.interaction.channel_id.get());
    let typed = partial.to_string();
    let job = tokio::task::spawn_blocking(move || {
        service.autocomplete_move(user, GuildId(guild.get()), channel, &typed)
    });
    match tokio::time::timeout(ctx.data().timing.autocomplete_limit, job).await {
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

/// Runs `request` and delivers its replies, deferring first if it is slow.
async fn answer(
    data: &Data,
    target: &Interaction<'_>,
    request: Request,
    ack: Ack,
) -> Result<(), Error> {
    let started = Instant::now();
    let service = data.service.clone();
    let mut job = tokio::task::spawn_blocking(move || service.handle(&request));
    let (outcome, deferred) = match tokio::time::timeout(data.timing.defer_after, &mut job).await {
        Ok(outcome) => (outcome, None),
        Err(_) => {
            defer(target, ack).await?;
            tracing::debug!(?ack, "deferred after {:?}", started.elapsed());
            (job.await, Some(ack))
        }
    };
    let replies = match outcome {
        Ok(replies) => replies,
        Err(err) => {
            // The service panicked: nothing it said can be trusted; apologise.
            tracing::error!("the service failed: {err}");
            vec![Reply::private(
                ChannelId(target.channel.get()),
                UserId(0),
                crate::service::messages::INTERNAL_ERROR,
            )]
        }
    };
    deliver(data, target, replies, deferred).await;
    tracing::debug!("answered in {:?}", started.elapsed());
    Ok(())
}

async fn defer(target: &Interaction<'_>, ack: Ack) -> Result<(), Error> {
    let response = match ack {
        Ack::Public => CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new()),
        Ack::Private => CreateInteractionResponse::Defer(
            CreateInteractionResponseMessage::new().ephemeral(true),
        ),
        Ack::Update => CreateInteractionResponse::Acknowledge,
    };
    target
        .http
        .create_interaction_response(target.id, target.token, &response, Vec::new())
        .await?;
    Ok(())
}

/// Where the interaction stands while replies are delivered.
enum State {
    /// Nothing sent yet.
    Fresh,
    /// Deferred; the loading message (if any) still waits for its content.
    Deferred(Ack),
    /// Answered.
    Done,
}

async fn deliver(
    data: &Data,
    target: &Interaction<'_>,
    replies: Vec<Reply>,
    deferred: Option<Ack>,
) {
    let mut state = match deferred {
        Some(ack) => State::Deferred(ack),
        None => State::Fresh,
    };
    for reply in &replies {
        let posted = match (reply.delivery, &state) {
            (Delivery::Respond | Delivery::Update, State::Fresh) => {
                state = State::Done;
                respond(target, reply).await
            }
            (Delivery::Respond | Delivery::Update, State::Deferred(ack)) => {
                let ack = *ack;
                state = State::Done;
                resolve(target, reply, ack).await
            }
            (Delivery::Respond, State::Done) => followup(target, reply).await,
            (Delivery::Update, State::Done) => edit_original(target, reply).await,
            (Delivery::Channel, _) => in_channel(target.http, reply).await,
            (Delivery::Direct, _) => direct(target.http, reply).await,
        };
        match posted {
            Ok(message) => note_board(data, target, reply, message).await,
            Err(err) => {
                tracing::error!(delivery = ?reply.delivery, "could not deliver a reply: {err}")
            }
        }
    }
    // Every interaction needs an answer, even when the service had nothing to say in
    // it (or only posted elsewhere).
    let closing = match state {
        State::Fresh => {
            target
                .http
                .create_interaction_response(
                    target.id,
                    target.token,
                    &CreateInteractionResponse::Acknowledge,
                    Vec::new(),
                )
                .await
        }
        State::Deferred(Ack::Public | Ack::Private) => {
            target
                .http
                .delete_original_interaction_response(target.token)
                .await
        }
        State::Deferred(Ack::Update) | State::Done => Ok(()),
    };
    if let Err(err) = closing {
        tracing::error!("could not close an interaction: {err}");
    }
}

/// What a delivery left behind: the posted message, when Discord returned it, or
/// whether the original response should be fetched to learn its id.
enum Posted {
    Message(Box<serenity::Message>),
    Original,
    Nothing,
}

type Delivered = Result<Posted, serenity::Error>;

/// The first answer, sent directly (types 4 and 7).
async fn respond(target: &Interaction<'_>, reply: &Reply) -> Delivered {
    let body = match reply.delivery {
        Delivery::Update => Body::Edit,
        _ => Body::New,
    };
    let out = convert::response(reply, body);
    target
        .http
        .create_interaction_response(target.id, target.token, &out.json, out.files)
        .await?;
    Ok(Posted::Original)
}

/// The content of a deferred answer.
async fn resolve(target: &Interaction<'_>, reply: &Reply, ack: Ack) -> Delivered {
    match ack {
        // Type 6 left the clicked message as it was: an update edits it, and anything
        // else is a new message (no loading state to replace).
        Ack::Update if reply.delivery == Delivery::Update => edit_original(target, reply).await,
        Ack::Update => followup(target, reply).await,
        Ack::Public | Ack::Private => {
            let same_privacy = reply.ephemeral == (ack == Ack::Private);
            // Edits never ping, so a board that names the next player is posted anew.
            if same_privacy && reply.mentions.is_empty() {
                edit_original(target, reply).await
            } else {
                target
                    .http
                    .delete_original_interaction_response(target.token)
                    .await?;
                followup(target, reply).await
            }
        }
    }
}

async fn edit_original(target: &Interaction<'_>, reply: &Reply) -> Delivered {
    let out = convert::outgoing(reply, Body::Edit);
    let message = target
        .http
        .edit_original_interaction_response(target.token, &out.json, out.files)
        .await?;
    Ok(Posted::Message(Box::new(message)))
}

async fn followup(target: &Interaction<'_>, reply: &Reply) -> Delivered {
    let out = convert::outgoing(reply, Body::New);
    let message = target
        .http
        .create_followup_message(target.token, &out.json, out.files)
        .await?;
    Ok(Posted::Message(Box::new(message)))
}

/// Delivers a reply that answers no interaction (reminders and forfeits from the
/// service's tick).
pub async fn deliver_due(http: &serenity::Http, reply: &Reply) -> Result<(), Error> {
    match reply.delivery {
        Delivery::Direct => direct(http, reply).await?,
        _ => in_channel(http, reply).await?,
    };
    Ok(())
}

async fn in_channel(http: &serenity::Http, reply: &Reply) -> Delivered {
    let Some(channel) = convert::channel_id(reply.channel.0) else {
        return Ok(Posted::Nothing);
    };
    let mut public = reply.clone();
    public.ephemeral = false;
    let out = convert::outgoing(&public, Body::New);
    let message = http.send_message(channel, out.files, &out.json).await?;
    Ok(Posted::Message(Box::new(message)))
}

/// A direct message (reminders); when the user's DMs are closed, a mention in the
/// game's channel instead.
async fn direct(http: &serenity::Http, reply: &Reply) -> Delivered {
    let Some(user) = reply.to.and_then(|u| convert::user_id(u.0)) else {
        return in_channel(http, reply).await;
    };
    let mut private = reply.clone();
    // A DM is private by nature (the flag is for interactions), and has no game buttons.
    private.ephemeral = false;
    private.components.clear();
    let sent = match user.create_dm_channel(http).await {
        Ok(dm) => {
            let out = convert::outgoing(&private, Body::New);
            http.send_message(dm.id, out.files, &out.json).await
        }
        Err(err) => Err(err),
    };
    match sent {
        Ok(message) => Ok(Posted::Message(Box::new(message))),
        Err(err) => {
            tracing::debug!("DM failed ({err}); mentioning in the channel instead");
            let mut public = reply.clone();
            public.ephemeral = false;
            let mention = user.mention().to_string();
            if !public.text.contains(&mention) {
                public.text = format!("{mention} {}", public.text);
            }
            if !public.mentions.iter().any(|(id, _)| id.0 == user.get()) {
                public.mentions.push((UserId(user.get()), String::new()));
            }
            in_channel(http, &public).await
        }
    }
}

/// After a public board: disable the previous board's buttons, and remember this one.
async fn note_board(data: &Data, target: &Interaction<'_>, reply: &Reply, posted: Posted) {
    if !convert::is_public_board(reply) {
        return;
    }
    let Some(channel) = convert::channel_id(reply.channel.0) else {
        return;
    };
    let message = match posted {
        Posted::Message(message) => Some(*message),
        // A direct response doesn't return its message: ask for it, only when needed.
        Posted::Original if convert::has_board_buttons(reply) => {
            match target
                .http
                .get_original_interaction_response(target.token)
                .await
            {
                Ok(message) => Some(message),
                Err(err) => {
                    tracing::debug!("could not read the new board's message: {err}");
                    None
                }
            }
        }
        Posted::Original | Posted::Nothing => None,
    };
    let new_id = message.as_ref().map(|m| m.id);
    let old = match message {
        Some(message) if convert::has_board_buttons(reply) => data.boards.replace(Board {
            channel,
            message: message.id,
            token: Some((target.token.to_string(), Instant::now())),
            components: reply.components.clone(),
        }),
        _ => data.boards.take(channel),
    };
    if let Some(old) = old.filter(|old| Some(old.message) != new_id) {
        boards::disable(target.http, old).await;
    }
}

/// The one place errors end up: the user gets a short private sentence, the log the
/// details.
pub async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Setup { error, .. } => {
            tracing::error!("the bot could not start: {error}");
        }
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, "command failed: {error}");
            apologise(ctx, crate::service::messages::INTERNAL_ERROR).await;
        }
        poise::FrameworkError::ArgumentParse { error, ctx, .. } => {
            tracing::debug!("could not read a command's options: {error}");
            apologise(ctx, crate::service::messages::UNREADABLE_OPTIONS).await;
        }
        poise::FrameworkError::GuildOnly { ctx, .. } => {
            apologise(ctx, crate::service::messages::SERVERS_ONLY).await;
        }
        other => {
            if let Err(err) = poise::builtins::on_error(other).await {
                tracing::error!("while handling an error: {err}");
            }
        }
    }
}

async fn apologise(ctx: Context<'_>, text: &str) {
    let reply = poise::CreateReply::default().content(text).ephemeral(true);
    if let Err(err) = ctx.send(reply).await {
        tracing::debug!("could not tell the user about an error: {err}");
    }
}
