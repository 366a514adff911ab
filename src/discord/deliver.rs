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
use super::outcome::{
    confirm, error_code, failed, game_of, off_the_workers, posted_outcome, Posted,
    MISSING_PERMISSIONS,
};
use super::post::{in_channel, new_thread, post};
use super::words;
use crate::i18n::{Catalog, Tr};
use crate::model::{ChannelId, MessageId, UserId};
use crate::service::{Delivery, DeliveryOutcome, Reply, Service, ThreadOutcome};

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
    /// A slash command (else a click): Discord takes no silent acknowledgement of it.
    pub command: bool,
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
/// a delivery (a thread opened, a receipt) is delivered next. Returns where the
/// interaction stands after the first answer (before it is closed).
pub async fn deliver(
    data: &Data,
    target: &Interaction<'_>,
    replies: Vec<Reply>,
    mut state: State,
) -> State {
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
            Delivery::NewThread => new_thread(&data.service, target.http, &reply).await.1,
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
    let answered = state;
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
    answered
}

/// Acknowledges the interaction without a message: a click silently (type 6); a
/// slash command, which Discord never acknowledges so, with a private thinking message
/// (type 5) that closing the interaction removes. What follows are follow-ups.
async fn acknowledge(target: &Interaction<'_>, state: &mut State) {
    let ack = if target.command {
        Ack::Private
    } else {
        Ack::Update
    };
    *state = match defer(target, ack).await {
        Ok(()) => State::Deferred(ack),
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
        // A private answer after a public defer (a slow request refused, or answered
        // with a question only its asker may see): Discord's first follow-up would
        // fill the public thinking message, so that message is closed with an
        // ellipsis, the answer comes as a private follow-up, and the ellipsis goes:
        // the answer is never shown to everyone.
        State::Deferred(Ack::Public) if reply.ephemeral => {
            *state = State::Answered;
            let mut placeholder = Reply::public(reply.channel, String::from("…"));
            placeholder.silent = true;
            if let Err(err) = edit_original(target, &placeholder).await {
                tracing::warn!("could not close a public thinking message: {err}");
            }
            let sent = followup(target, reply).await.map(|posted| Sent {
                posted,
                edited: false,
            });
            if let Err(err) = target
                .http
                .delete_original_interaction_response(target.token)
                .await
            {
                tracing::warn!("could not remove a public thinking message: {err}");
            }
            sent
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
