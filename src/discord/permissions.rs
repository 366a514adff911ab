//! The permissions the bot uses in a channel, in one place: a challenge checks them
//! against the interaction's `app_permissions` (what Discord computed for the bot in
//! that channel, overwrites included), and the README's invite URL asks for exactly
//! [`INVITE`] (a test holds the two together).
//!
//! Interaction answers go through the interaction's webhook and need no permission;
//! what needs them is what the bot posts on its own in the game's channel: the board
//! when an answer could not be delivered, reminders when a player's DMs are closed.

use poise::serenity_prelude::{ChannelType, Permissions};

use crate::service::Place;

/// In a text channel: see it, post in it, attach the board.
pub const IN_CHANNEL: Permissions = Permissions::VIEW_CHANNEL
    .union(Permissions::SEND_MESSAGES)
    .union(Permissions::ATTACH_FILES);

/// In a thread, Discord asks for Send Messages in Threads instead of Send Messages.
pub const IN_THREAD: Permissions = Permissions::VIEW_CHANNEL
    .union(Permissions::SEND_MESSAGES_IN_THREADS)
    .union(Permissions::ATTACH_FILES);

/// To give a game a thread of its own, opened from its challenge message (or, for a
/// tournament's games, from no message). Not needed to play: without it, games are
/// played in the channel (and the server is told why); a tournament, whose games need
/// threads, is refused where it is missing.
/// The bot archives only threads it opened, which needs no Manage Threads.
pub const OPEN_THREADS: Permissions = Permissions::CREATE_PUBLIC_THREADS;

/// What the invite URL asks for: everything the bot may need, in channels and threads,
/// and nothing else (no Embed Links: the bot sends no embeds).
pub const INVITE: Permissions = IN_CHANNEL.union(IN_THREAD).union(OPEN_THREADS);

/// Whether a channel of this type is a thread.
pub fn is_thread(kind: ChannelType) -> bool {
    matches!(
        kind,
        ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread
    )
}

/// What kind of place a request came from, for a game's thread: a thread already, a
/// channel where threads can be opened (with or without the bot's permission to), or
/// one without threads. Discord leaving out the channel or the permissions counts as
/// allowed: opening the thread is then tried, and a refusal handled.
pub fn place(kind: Option<ChannelType>, granted: Option<Permissions>) -> Place {
    match kind {
        Some(kind) if is_thread(kind) => Place::Thread,
        Some(ChannelType::Text | ChannelType::News) | None => {
            if granted.is_none_or(|g| g.contains(OPEN_THREADS)) {
                Place::ThreadsAllowed
            } else {
                Place::ThreadsForbidden
            }
        }
        Some(_) => Place::NoThreads,
    }
}

/// What the bot lacks to host a game in a channel (or thread) where it holds `granted`.
pub fn missing(granted: Permissions, in_thread: bool) -> Permissions {
    let needed = if in_thread { IN_THREAD } else { IN_CHANNEL };
    needed.difference(granted)
}

/// The URL that adds the bot to a server with the commands and [`INVITE`].
pub fn invite_url(application_id: u64) -> String {
    format!(
        "https://discord.com/oauth2/authorize?client_id={application_id}&scope=bot+applications.commands&permissions={}",
        INVITE.bits()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_invite_asks_for_what_the_checks_need() {
        assert_eq!(INVITE.bits(), 309_237_681_152);
        assert!(INVITE.contains(Permissions::CREATE_PUBLIC_THREADS));
        assert!(!INVITE.contains(Permissions::MANAGE_THREADS));
        assert!(!INVITE.contains(Permissions::EMBED_LINKS));
        assert_eq!(missing(INVITE, false), Permissions::empty());
        assert_eq!(missing(INVITE, true), Permissions::empty());
        let no_files = IN_CHANNEL.difference(Permissions::ATTACH_FILES);
        assert_eq!(missing(no_files, false), Permissions::ATTACH_FILES);
        // Send Messages alone doesn't reach into threads.
        assert_eq!(
            missing(IN_CHANNEL, true),
            Permissions::SEND_MESSAGES_IN_THREADS
        );
        assert!(invite_url(42).ends_with("&permissions=309237681152"));
    }
}
