//! What became of a reply Discord was asked to deliver: the message it posted (or
//! none), the error codes the delivery acts on, and the receipt the service is told.

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use crate::model::{GameId, MessageId};
use crate::service::{ComponentId, DeliveryOutcome, Receipt, Reply, Service};

/// Discord's error codes the delivery acts on.
pub(super) const UNKNOWN_MESSAGE: isize = 10008;

pub(super) const MISSING_PERMISSIONS: isize = 50013;

pub(super) const THREAD_ARCHIVED: isize = 50083;

/// Discord's error code for a DM to a user who doesn't accept them.
pub const CANNOT_DM: isize = 50007;

/// What the service says to `ask`, run on a blocking thread (it writes to the store)
/// with its pictures drawn there too; nothing if it failed (`what` says in the log).
pub(super) async fn off_the_workers(
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
pub(super) enum Posted {
    Message(Box<serenity::Message>),
    Original,
    Nothing,
}

/// Logs a reply that reached nobody, with its game, and says so to the service.
pub(super) fn failed(reply: &Reply, err: &serenity::Error) -> DeliveryOutcome {
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
pub(super) fn game_of(reply: &Reply) -> Option<GameId> {
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

pub(super) fn posted_id(posted: &Posted) -> Option<MessageId> {
    match posted {
        Posted::Message(message) => Some(MessageId(message.id.get())),
        Posted::Original | Posted::Nothing => None,
    }
}

pub(super) fn posted_outcome(posted: Posted) -> DeliveryOutcome {
    match posted_id(&posted) {
        Some(id) => DeliveryOutcome::Posted(id),
        None => DeliveryOutcome::Delivered,
    }
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
