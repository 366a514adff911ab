//! Links to the messages a game keeps, as Discord writes them (a console prints them
//! as they are).

use crate::model::{ChannelId, GameDelivery, GameRecord, GuildId, MessageId};

/// A link to a message.
pub(crate) fn message_link(guild: GuildId, channel: ChannelId, message: MessageId) -> String {
    format!(
        "https://discord.com/channels/{}/{}/{}",
        guild.0, channel.0, message.0
    )
}

/// The link to a game's live board, once it has one (its id is in the game's
/// delivery record).
pub(crate) fn board_link(record: &GameRecord, delivery: &GameDelivery) -> Option<String> {
    delivery
        .board
        .map(|board| message_link(record.guild, record.channel, board.message))
}
