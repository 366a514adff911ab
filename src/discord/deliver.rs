//! Delivering the service's replies: through the interaction they answer (its first
//! response, the deferred "thinking" message, follow-ups), in the channel, or by DM.
//!
//! What Discord does that shapes this:
//! - after a defer, the first message *is* the thinking message: the answer edits it
//!   (a follow-up would replace it too, and after a delete it would fail);
//! - edits never notify, so a reply that pings someone and arrives as an edit is
//!   followed by a short new message with the ping;
//! - a reply that changed the game must reach the channel even when the interaction
//!   can't carry it (too late, token expired, Discord error): it is posted there as a
//!   plain bot message, and if even that fails, the service hears so through its
//!   receipt and tells the players again on its next pass;
//! - a game's live board is a plain channel message (editable for ever, where an
//!   interaction's webhook works for 15 minutes): edited in place, or posted anew when
//!   it was deleted, its id reported to the service;
//! - an archived thread refuses edits and deletes: it is unarchived and asked again.

use std::collections::VecDeque;
use std::sync::Arc;

use poise::serenity_prelude as serenity;
use serenity::{CreateInteractionResponse, Mentionable};

use super::context::Data;
use super::convert::{self, Body};
use super::pace::Pacer;
use super::words;
use crate::i18n::{Catalog, Tr};
use crate::model::{ChannelId, GameId, MessageId, UserId};
use crate::service::{
    ComponentId, Delivery, DeliveryOutcome, Receipt, Reply, Service, ThreadOutcome,
};

/// Discord's error codes the delivery acts on.
const UNKNOWN_MESSAGE: isize = 10008;
const MISSING_PERMISSIONS: isize = 50013;
const THREAD_ARCHIVED: isize = 50083;

/// Discord's error code for a DM to a user who doesn't accept them.
pub const CANNOT_DM: isize = 50007;

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

/// Where the interaction stands while replies are delivered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum State {
    /// Nothing sent yet.
    Fresh,
    /// Deferred; the thinking message (or, for clicks, the clicked message) waits for
    /// its content.
    Deferred(Ack),
    /// Answered: more replies are follow-ups.
    Answered,
    /// Discord refused the first answer: nothing more can go through the interaction.
    Lost,
}

/// Acknowledges the interaction now, to answer later (15 minutes allowed).
pub async fn defer(target: &Interaction<'_>, ack: Ack) -> Result<(), serenity::Error> {
    let response = match ack {
        Ack::Public => {
            CreateInteractionResponse::Defer(serenity::CreateInteractionResponseMessage::new())
        }
        Ack::Private => CreateInteractionResponse::Defer(
            serenity::CreateInteractionResponseMessage::new().ephemeral(true),
        ),
        Ack::Update => CreateInteractionResponse::Acknowledge,
    };
    target
        .http
        .create_interaction_response(target.id, target.token, &response, Vec::new())
        .await
}

/// Delivers every reply (each one: the service may announce more than the requester's
/// own answer, such as a move the computer owed, in the channel), then closes the
/// interaction. The interaction's own replies go first, in their order: Discord's
/// clock runs for them, not for channel messages and DMs. What the service answers to
/// a delivery (a thread opened, a receipt) is delivered next.
pub async fn deliver(data: &Data, target: &Interaction<'_>, replies: Vec<Reply>, mut state: State) {
    let (mut ordered, elsewhere): (Vec<Reply>, Vec<Reply>) = replies
        .into_iter()
        .partition(|r| matches!(r.delivery, Delivery::Respond | Delivery::Update));
    ordered.extend(elsewhere);
    let mut queue = VecDeque::from(ordered);
    let mut last = None;
    while let Some(reply) = queue.pop_front() {
        let through = matches!(reply.delivery, Delivery::Respond | Delivery::Update);
        if state == State::Fresh && !through {
            // Nothing for the interaction itself (a thread opened for a click, say):
            // it is acknowledged now, within Discord's 3 seconds, not after the rest.
            acknowledge(target, &mut state).await;
        }
        let next = match reply.delivery {
            Delivery::OpenThread { from } => {
                open_thread(&data.service, target.http, &reply, from.or(last)).await
            }
            _ => {
                // The id of an answer posted through the interaction, when a later
                // reply (a thread opened from it) or the service needs it.
                let wanted = reply.receipt.is_some()
                    || queue
                        .iter()
                        .any(|r| r.delivery == Delivery::OpenThread { from: None });
                let outcome = deliver_one(target, &reply, &mut state, wanted).await;
                if let DeliveryOutcome::Posted(id) = outcome {
                    last = Some(id);
                }
                match &reply.receipt {
                    Some(receipt) => confirm(&data.service, receipt, outcome).await,
                    None => Vec::new(),
                }
            }
        };
        for (at, reply) in next.into_iter().enumerate() {
            queue.insert(at, reply);
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
        // Nothing came to fill the thinking message: remove it.
        State::Deferred(Ack::Public | Ack::Private) => {
            target
                .http
                .delete_original_interaction_response(target.token)
                .await
        }
        State::Deferred(Ack::Update) | State::Answered | State::Lost => Ok(()),
    };
    if let Err(err) = closing {
        tracing::warn!("could not close an interaction: {err}");
    }
}

/// Acknowledges a click without a message (type 6); what follows are follow-ups.
async fn acknowledge(target: &Interaction<'_>, state: &mut State) {
    let sent = target
        .http
        .create_interaction_response(
            target.id,
            target.token,
            &CreateInteractionResponse::Acknowledge,
            Vec::new(),
        )
        .await;
    *state = match sent {
        Ok(()) => State::Deferred(Ack::Update),
        Err(err) => {
            tracing::warn!("could not acknowledge an interaction: {err}");
            State::Lost
        }
    };
}

/// Opens a game's thread from the message `from` and hands the outcome to the
/// service; returns what it says next (the start line, the first board), drawn.
async fn open_thread(
    service: &Arc<Service>,
    http: &serenity::Http,
    reply: &Reply,
    from: Option<MessageId>,
) -> Vec<Reply> {
    let Some(receipt) = reply.receipt.clone() else {
        return Vec::new();
    };
    let outcome = match (convert::channel_id(reply.channel.0), from) {
        (Some(channel), Some(from)) => {
            let builder = serenity::CreateThread::new(convert::clip(&reply.text, 100))
                .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek);
            match channel
                .create_thread_from_message(http, serenity::MessageId::new(from.0), builder)
                .await
            {
                Ok(thread) => ThreadOutcome::Opened {
                    thread: ChannelId(thread.id.get()),
                    from,
                },
                Err(err) if error_code(&err) == Some(MISSING_PERMISSIONS) => {
                    tracing::info!("no permission to open a thread in {}", channel.get());
                    ThreadOutcome::NotAllowed
                }
                Err(err) => {
                    tracing::warn!(game = %receipt.game(), "could not open a thread: {err}");
                    ThreadOutcome::Failed
                }
            }
        }
        _ => {
            tracing::warn!(game = %receipt.game(), "no message to open a thread from");
            ThreadOutcome::Failed
        }
    };
    off_the_workers(
        service,
        "starting a game after its thread",
        move |service| service.thread_opened(&receipt, outcome),
    )
    .await
}

/// What the service says to `ask`, run on a blocking thread (it writes to the store)
/// with its pictures drawn there too; nothing if it failed (`what` says in the log).
async fn off_the_workers(
    service: &Arc<Service>,
    what: &'static str,
    ask: impl FnOnce(&Service) -> Vec<Reply> + Send + 'static,
) -> Vec<Reply> {
    let service = service.clone();
    let job = tokio::task::spawn_blocking(move || {
        let replies = ask(&service);
        replies.iter().for_each(Reply::draw);
        replies
    });
    match job.await {
        Ok(replies) => replies,
        Err(err) => {
            tracing::error!("{what} failed: {err}");
            Vec::new()
        }
    }
}

/// What a delivery left behind: the posted message, when Discord returned it, or
/// whether the original response should be fetched to learn its id.
enum Posted {
    Message(Box<serenity::Message>),
    Original,
    Nothing,
}

/// How a reply went out through the interaction.
struct Sent {
    posted: Posted,
    /// It replaced a message, so its pings didn't notify.
    edited: bool,
}

async fn deliver_one(
    target: &Interaction<'_>,
    reply: &Reply,
    state: &mut State,
    wanted: bool,
) -> DeliveryOutcome {
    match reply.delivery {
        Delivery::Respond | Delivery::Update => {
            let attempt = through_interaction(target, reply, state).await;
            match attempt {
                Ok(sent) => {
                    if sent.edited {
                        ping(target, reply).await;
                    }
                    let message = match sent.posted {
                        Posted::Message(message) => Some(message.id),
                        Posted::Original if wanted && !reply.ephemeral => target
                            .http
                            .get_original_interaction_response(target.token)
                            .await
                            .map_err(|err| tracing::debug!("could not read the answer: {err}"))
                            .ok()
                            .map(|m| m.id),
                        Posted::Original | Posted::Nothing => None,
                    };
                    match message {
                        Some(id) => DeliveryOutcome::Posted(MessageId(id.get())),
                        None => DeliveryOutcome::Delivered,
                    }
                }
                Err(why) => fall_back(target, reply, &why).await,
            }
        }
        _ => post(target.http, reply).await,
    }
}

/// Why a reply could not go through the interaction.
enum Undelivered {
    /// The interaction can't carry anything any more.
    Lost,
    Discord(serenity::Error),
}

impl std::fmt::Display for Undelivered {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Undelivered::Lost => f.write_str("Discord refused the interaction's first answer"),
            Undelivered::Discord(err) => write!(f, "{err}"),
        }
    }
}

async fn through_interaction(
    target: &Interaction<'_>,
    reply: &Reply,
    state: &mut State,
) -> Result<Sent, Undelivered> {
    let update = reply.delivery == Delivery::Update;
    let sent = match *state {
        State::Lost => return Err(Undelivered::Lost),
        State::Fresh => {
            let sent = respond(target, reply).await;
            *state = if sent.is_ok() {
                State::Answered
            } else {
                State::Lost
            };
            sent.map(|posted| Sent {
                posted,
                edited: update,
            })
        }
        // A click acknowledged silently left no thinking message: a new answer is a new
        // message.
        State::Deferred(Ack::Update) if !update => {
            *state = State::Answered;
            followup(target, reply).await.map(|posted| Sent {
                posted,
                edited: false,
            })
        }
        // The thinking message (or the clicked message) takes the answer.
        State::Deferred(ack) => {
            if (ack == Ack::Private) != reply.ephemeral && ack != Ack::Update {
                // Discord fixed the privacy when deferring; the answer takes it.
                tracing::debug!(
                    ?ack,
                    ephemeral = reply.ephemeral,
                    "privacy set by the defer"
                );
            }
            *state = State::Answered;
            edit_original(target, reply).await.map(|posted| Sent {
                posted,
                edited: true,
            })
        }
        State::Answered if update => edit_original(target, reply).await.map(|posted| Sent {
            posted,
            edited: true,
        }),
        State::Answered => followup(target, reply).await.map(|posted| Sent {
            posted,
            edited: false,
        }),
    };
    sent.map_err(Undelivered::Discord)
}

/// A reply the interaction couldn't carry: a public one is posted in the channel as a
/// plain bot message, so that whoever must act is told; a private one is lost (only
/// its reader could see it, and the channel is no place for it).
async fn fall_back(target: &Interaction<'_>, reply: &Reply, why: &Undelivered) -> DeliveryOutcome {
    if reply.ephemeral {
        tracing::warn!(game = ?game_of(reply), "a private answer was lost: {why}");
        return DeliveryOutcome::Failed;
    }
    tracing::warn!(game = ?game_of(reply), "posting in the channel instead: {why}");
    match in_channel(target.http, reply).await {
        Ok(posted) => posted_outcome(posted),
        Err(err) => failed(reply, &err),
    }
}

/// Logs a reply that reached nobody, with its game, and says so to the service.
fn failed(reply: &Reply, err: &serenity::Error) -> DeliveryOutcome {
    match &reply.receipt {
        Some(receipt) => tracing::error!(
            game = %receipt.game(),
            "could not deliver {receipt}; it will be tried again: {err}"
        ),
        None => tracing::error!(
            game = ?game_of(reply),
            delivery = ?reply.delivery,
            "could not deliver a reply: {err}"
        ),
    }
    DeliveryOutcome::Failed
}

/// The game a reply is about, for the log: from its receipt, or its buttons.
fn game_of(reply: &Reply) -> Option<GameId> {
    if let Some(receipt) = &reply.receipt {
        return Some(receipt.game());
    }
    reply.components.iter().find_map(|row| match row {
        crate::service::Row::Buttons(buttons) => buttons
            .iter()
            .find_map(|b| ComponentId::parse(&b.custom_id).map(|id| id.game)),
        crate::service::Row::Select(select) => {
            ComponentId::parse(&select.custom_id).map(|id| id.game)
        }
    })
}

/// Tells the service what became of a reply with a receipt (it blocks: storage), and
/// returns what the service says to that (drawn).
pub async fn confirm(
    service: &Arc<Service>,
    receipt: &Receipt,
    outcome: DeliveryOutcome,
) -> Vec<Reply> {
    let receipt = receipt.clone();
    off_the_workers(service, "recording a delivery", move |service| {
        service.confirm(&receipt, outcome)
    })
    .await
}

/// The first answer, sent directly (types 4 and 7).
async fn respond(target: &Interaction<'_>, reply: &Reply) -> Result<Posted, serenity::Error> {
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

async fn edit_original(target: &Interaction<'_>, reply: &Reply) -> Result<Posted, serenity::Error> {
    let out = convert::outgoing(reply, Body::Edit);
    let message = target
        .http
        .edit_original_interaction_response(target.token, &out.json, out.files)
        .await?;
    Ok(Posted::Message(Box::new(message)))
}

async fn followup(target: &Interaction<'_>, reply: &Reply) -> Result<Posted, serenity::Error> {
    let out = convert::outgoing(reply, Body::New);
    let message = target
        .http
        .create_followup_message(target.token, &out.json, out.files)
        .await?;
    Ok(Posted::Message(Box::new(message)))
}

/// After a public reply that pings someone arrived as an edit (which never notifies):
/// the lines that name them, as a new message.
async fn ping(target: &Interaction<'_>, reply: &Reply) {
    if reply.ephemeral || reply.mentions.is_empty() {
        return;
    }
    let mentions: Vec<String> = reply
        .mentions
        .iter()
        .filter_map(|(id, _)| convert::user_id(id.0))
        .map(|id| id.mention().to_string())
        .collect();
    let mut note = Reply::public(reply.channel, words::ping(&reply.text, &mentions));
    note.mentions = reply.mentions.clone();
    let out = convert::outgoing(&note, Body::New);
    let sent = target
        .http
        .create_followup_message(target.token, &out.json, Vec::new())
        .await;
    if let Err(err) = sent {
        tracing::warn!("could not ping with a follow-up ({err}); pinging in the channel");
        if let Err(err) = in_channel(target.http, &note).await {
            tracing::error!(game = ?game_of(reply), "could not ping the next player: {err}");
        }
    }
}

/// Delivers a reply that answers no interaction (reminders and forfeits from the
/// service's tick), DMs paced by `pacer`, tells the service how it went, and delivers
/// what it says to that.
pub async fn deliver_due(
    http: &serenity::Http,
    service: &Arc<Service>,
    pacer: &mut Pacer,
    reply: &Reply,
) {
    let mut queue = VecDeque::from([reply.clone()]);
    while let Some(reply) = queue.pop_front() {
        let outcome = match reply.delivery {
            Delivery::Direct => {
                pacer.wait_turn().await;
                direct(http, &reply).await
            }
            _ => post(http, &reply).await,
        };
        if let Some(receipt) = &reply.receipt {
            queue.extend(confirm(service, receipt, outcome).await);
        }
    }
}

/// Delivers a reply that goes around the interaction: a channel message, a DM, the
/// live board, an edit or a delete of the bot's own message, a thread archived.
async fn post(http: &serenity::Http, reply: &Reply) -> DeliveryOutcome {
    let Some(channel) = convert::channel_id(reply.channel.0) else {
        return DeliveryOutcome::Failed;
    };
    let result = match reply.delivery {
        Delivery::Direct => return direct(http, reply).await,
        Delivery::Board {
            message: Some(message),
        } => match unarchiving(http, channel, || edit(http, channel, message, reply)).await {
            Ok(id) => Ok(id),
            // Deleted by someone: the board is posted again, and its new id kept.
            Err(err) if error_code(&err) == Some(UNKNOWN_MESSAGE) => {
                tracing::info!(game = ?game_of(reply), "the live board was deleted; posting it again");
                in_channel(http, reply).await.map(|p| posted_id(&p))
            }
            Err(err) => Err(err),
        },
        Delivery::Edit { message } => {
            unarchiving(http, channel, || edit(http, channel, message, reply)).await
        }
        Delivery::Delete { message } => {
            let id = serenity::MessageId::new(message.0);
            match unarchiving(http, channel, || async {
                http.delete_message(channel, id, None).await.map(|()| None)
            })
            .await
            {
                // Gone already: what was asked.
                Err(err) if error_code(&err) == Some(UNKNOWN_MESSAGE) => Ok(None),
                other => other,
            }
        }
        Delivery::Archive | Delivery::Unarchive => {
            let archived = reply.delivery == Delivery::Archive;
            set_archived(http, channel, archived).await.map(|()| None)
        }
        Delivery::OpenThread { .. } => {
            tracing::error!(game = ?game_of(reply), "a thread can only be opened while answering");
            return DeliveryOutcome::Failed;
        }
        Delivery::Respond
        | Delivery::Update
        | Delivery::Channel
        | Delivery::Board { message: None } => in_channel(http, reply).await.map(|p| posted_id(&p)),
    };
    match result {
        Ok(Some(id)) => DeliveryOutcome::Posted(id),
        Ok(None) => DeliveryOutcome::Delivered,
        Err(err) => failed(reply, &err),
    }
}

/// Runs `request`; if Discord refuses it because the thread is archived, unarchives
/// the thread (posting would have, an edit doesn't) and runs it again.
async fn unarchiving<F, Fut>(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    request: F,
) -> Result<Option<MessageId>, serenity::Error>
where
    F: Fn() -> Fut,
    Fut: std::future::Future<Output = Result<Option<MessageId>, serenity::Error>>,
{
    match request().await {
        Err(err) if error_code(&err) == Some(THREAD_ARCHIVED) => {
            set_archived(http, channel, false).await?;
            request().await
        }
        other => other,
    }
}

async fn set_archived(
    http: &serenity::Http,
    thread: serenity::ChannelId,
    archived: bool,
) -> Result<(), serenity::Error> {
    let body = serde_json::json!({ "archived": archived });
    http.edit_thread(thread, &body, None).await.map(drop)
}

/// Edits the bot's own message: text, buttons, and the picture replaced.
async fn edit(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    message: MessageId,
    reply: &Reply,
) -> Result<Option<MessageId>, serenity::Error> {
    let out = convert::outgoing(reply, Body::Edit);
    http.edit_message(
        channel,
        serenity::MessageId::new(message.0),
        &out.json,
        out.files,
    )
    .await
    .map(|m| Some(MessageId(m.id.get())))
}

fn posted_id(posted: &Posted) -> Option<MessageId> {
    match posted {
        Posted::Message(message) => Some(MessageId(message.id.get())),
        Posted::Original | Posted::Nothing => None,
    }
}

fn posted_outcome(posted: Posted) -> DeliveryOutcome {
    match posted_id(&posted) {
        Some(id) => DeliveryOutcome::Posted(id),
        None => DeliveryOutcome::Delivered,
    }
}

/// A reply posted in its channel, and how that went.
async fn to_channel(http: &serenity::Http, reply: &Reply) -> DeliveryOutcome {
    match in_channel(http, reply).await {
        Ok(posted) => posted_outcome(posted),
        Err(err) => failed(reply, &err),
    }
}

async fn in_channel(http: &serenity::Http, reply: &Reply) -> Result<Posted, serenity::Error> {
    let Some(channel) = convert::channel_id(reply.channel.0) else {
        return Ok(Posted::Nothing);
    };
    let mut public = reply.clone();
    public.ephemeral = false;
    let out = convert::outgoing(&public, Body::New);
    let message = http.send_message(channel, out.files, &out.json).await?;
    Ok(Posted::Message(Box::new(message)))
}

/// The Discord error code of a failed request, if Discord gave one.
pub fn error_code(err: &serenity::Error) -> Option<isize> {
    match err {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            Some(response.error.code)
        }
        _ => None,
    }
}

/// A direct message (reminders); when it can't be sent, a mention in the game's
/// channel instead. `DeliveredInChannel` when the user's DMs are closed, so that the
/// service remembers and goes to the channel directly next time.
async fn direct(http: &serenity::Http, reply: &Reply) -> DeliveryOutcome {
    let Some(user) = reply.to.and_then(|u| convert::user_id(u.0)) else {
        return to_channel(http, reply).await;
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
    let err = match sent {
        Ok(_) => return DeliveryOutcome::Delivered,
        Err(err) => err,
    };
    let closed = error_code(&err) == Some(CANNOT_DM);
    tracing::debug!(
        closed,
        "DM failed ({err}); mentioning in the channel instead"
    );
    let mut public = reply.clone();
    public.ephemeral = false;
    let mention = user.mention().to_string();
    if !public.text.contains(&mention) {
        public.text = format!("{mention} {}", public.text);
    }
    if !public.mentions.iter().any(|(id, _)| id.0 == user.get()) {
        public.mentions.push((UserId(user.get()), String::new()));
    }
    match in_channel(http, &public).await {
        Ok(_) if closed => DeliveryOutcome::DeliveredInChannel,
        Ok(_) => DeliveryOutcome::Delivered,
        Err(err) => failed(reply, &err),
    }
}

/// The private apology when the service itself failed, in the language of the user's
/// Discord client (`locale`).
pub fn apology(channel: serenity::ChannelId, locale: &str) -> Reply {
    let catalog = Catalog::embedded();
    let tr = Tr::new(catalog, catalog.for_discord(locale));
    Reply::private(
        ChannelId(channel.get()),
        UserId(0),
        crate::service::messages::internal_error(tr),
    )
}
