//! The permissions the bot uses in a channel, in one place: a challenge checks them
//! against the interaction's `app_permissions` (what Discord computed for the bot in
//! that channel, overwrites included), and the README's invite URL asks for exactly
//! [`INVITE`] (a test holds the two together).
//!
//! Interaction answers go through the interaction's webhook and need no permission;
//! what needs them is what the bot posts on its own in the game's channel: the board
//! when an answer could not be delivered, reminders when a player's DMs are closed.

use poise::serenity_prelude::{ChannelType, Permissions};

/// In a text channel: see it, post in it, attach the board.
pub const IN_CHANNEL: Permissions = Permissions::VIEW_CHANNEL
    .union(Permissions::SEND_MESSAGES)
    .union(Permissions::ATTACH_FILES);

/// In a thread, Discord asks for Send Messages in Threads instead of Send Messages.
pub const IN_THREAD: Permissions = Permissions::VIEW_CHANNEL
    .union(Permissions::SEND_MESSAGES_IN_THREADS)
    .union(Permissions::ATTACH_FILES);

/// What the invite URL asks for: everything the bot may need, in channels and threads,
/// and nothing else (no Embed Links: the bot sends no embeds).
pub const INVITE: Permissions = IN_CHANNEL.union(IN_THREAD);

/// Whether a channel of this type is a thread.
pub fn is_thread(kind: ChannelType) -> bool {
    matches!(
        kind,
        ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread
    )
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
        assert_eq!(INVITE.bits(), 274_877_942_784);
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
        assert!(invite_url(42).ends_with("&permissions=274877942784"));
    }
}
