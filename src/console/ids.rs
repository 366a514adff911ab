//! The ids of users and channels a console line names (`@alice`, `#general`): stable
//! hashes of the names, the same in every console process, so that a game started in
//! one run continues in the next and several processes share one store's games.

use crate::model::{ChannelId, UserId};

/// Stable ids from names, so that a game started in one run continues in the next.
fn id_of(name: &str) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in name.as_bytes() {
        hash ^= u64::from(*byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    // Keep clear of the bot's id and of JavaScript's integer limit.
    (hash >> 12) | 1 << 50
}

/// The id of the user a line names `@name` (the same in every console process).
pub fn user_id(name: &str) -> UserId {
    UserId(id_of(name))
}

/// The id of the channel a line names `#name` (the same in every console process, so
/// that several share one store's games).
pub fn channel_id(name: &str) -> ChannelId {
    ChannelId(id_of(&format!("#{name}")))
}
