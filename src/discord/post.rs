//! Delivering without an interaction: the ticks' replies (reminders, forfeits, boards
//! posted again), the live board edited in place (or posted anew when it was deleted),
//! a thread unarchived before it is written in, and direct messages.

use std::collections::VecDeque;
use std::sync::Arc;

use poise::serenity_prelude as serenity;
use serenity::Mentionable;

use super::convert::{self, Body};
use super::outcome::{
    confirm, error_code, failed, game_of, off_the_workers, posted_id, posted_outcome, Posted,
    CANNOT_DM, MISSING_PERMISSIONS, THREAD_ARCHIVED, UNKNOWN_MESSAGE,
};
use super::pace::Pacer;
use crate::model::{ChannelId, MessageId, UserId};
use crate::service::{Delivery, DeliveryOutcome, Reply, Service, ThreadOutcome};

/// Delivers a reply that answers no interaction (reminders and forfeits from the
/// service's tick), DMs paced by `pacer`, tells the service how it went, and delivers
/// what it says to that. Whether all of it arrived.
pub async fn deliver_due(
    http: &serenity::Http,
    service: &Arc<Service>,
    pacer: &mut Pacer,
    reply: &Reply,
) -> bool {
    let mut queue = VecDeque::from([reply.clone()]);
    let mut arrived = true;
    while let Some(reply) = queue.pop_front() {
        if reply.delivery == Delivery::NewThread {
            // The service hears what became of the thread, whatever it was: a thread
            // that did not open is opened again by a later tick.
            let (outcome, next) = new_thread(service, http, &reply).await;
            arrived &= outcome != ThreadOutcome::Failed;
            queue.extend(next);
            continue;
        }
        let outcome = match reply.delivery {
            Delivery::Direct => {
                pacer.wait_turn().await;
                direct(http, &reply).await
            }
            _ => post(http, &reply).await,
        };
        arrived &= outcome != DeliveryOutcome::Failed;
        if let Some(receipt) = &reply.receipt {
            queue.extend(confirm(service, receipt, outcome).await);
        }
    }
    arrived
}

/// Delivers a reply that goes around the interaction: a channel message, a DM, the
/// live board, an edit or a delete of the bot's own message, a thread archived.
pub(super) async fn post(http: &serenity::Http, reply: &Reply) -> DeliveryOutcome {
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
        // Opened by [`new_thread`], which hands the thread to the service.
        Delivery::NewThread => {
            tracing::error!(game = ?game_of(reply), "a thread without a message is opened by new_thread");
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

/// Opens a public thread from no message (a tournament game's), named by the reply's
/// text, in the reply's channel; hands the outcome to the service and returns it with
/// what the service says next (the game's start in its thread), drawn.
pub(super) async fn new_thread(
    service: &Arc<Service>,
    http: &serenity::Http,
    reply: &Reply,
) -> (ThreadOutcome, Vec<Reply>) {
    let Some(receipt) = reply.receipt.clone() else {
        return (ThreadOutcome::Failed, Vec::new());
    };
    let outcome = match convert::channel_id(reply.channel.0) {
        Some(channel) => {
            let builder = serenity::CreateThread::new(convert::clip(&reply.text, 100))
                .kind(serenity::ChannelType::PublicThread)
                .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek);
            match channel.create_thread(http, builder).await {
                Ok(thread) => ThreadOutcome::Alone {
                    thread: ChannelId(thread.id.get()),
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
        None => ThreadOutcome::Failed,
    };
    let next = off_the_workers(
        service,
        "starting a game in its new thread",
        move |service| service.thread_opened(&receipt, outcome),
    )
    .await;
    (outcome, next)
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

/// A reply posted in its channel, and how that went.
async fn to_channel(http: &serenity::Http, reply: &Reply) -> DeliveryOutcome {
    match in_channel(http, reply).await {
        Ok(posted) => posted_outcome(posted),
        Err(err) => failed(reply, &err),
    }
}

pub(super) async fn in_channel(
    http: &serenity::Http,
    reply: &Reply,
) -> Result<Posted, serenity::Error> {
    let Some(channel) = convert::channel_id(reply.channel.0) else {
        return Ok(Posted::Nothing);
    };
    let mut public = reply.clone();
    public.ephemeral = false;
    let out = convert::outgoing(&public, Body::New);
    let message = http.send_message(channel, out.files, &out.json).await?;
    Ok(Posted::Message(Box::new(message)))
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
