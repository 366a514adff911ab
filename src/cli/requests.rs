//! How the command-line tools (`bench`, `fill`, `store-bench`) speak to the service:
//! requests in English, and the bot user the service runs as.

use martian_chess::console::{BOT_ID, BOT_NAME};
use martian_chess::model::{ChannelId, GuildId};
use martian_chess::service::{Action, Request, User};

/// A request by `user` in `channel` of `guild`, in English.
pub fn request(user: &User, guild: GuildId, channel: ChannelId, action: Action) -> Request {
    Request {
        user: user.clone(),
        guild,
        channel,
        locale: "en".into(),
        guild_locale: None,
        origin: Default::default(),
        sight: Default::default(),
        action,
    }
}

/// The bot's user, as the console and the benchmarks name it.
pub fn bot() -> User {
    User {
        id: BOT_ID,
        name: BOT_NAME.into(),
        is_manager: false,
        is_bot: true,
    }
}
