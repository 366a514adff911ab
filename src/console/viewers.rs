//! Who may view the console server's private channels (`:private`, see `private.rs`),
//! and so what each user may view.

use std::collections::{HashMap, HashSet};

use crate::model::{ChannelId, UserId};
use crate::service::Sight;

/// The console server's private channels, and who may view each.
#[derive(Debug, Default)]
pub(super) struct PrivateChannels {
    viewers: HashMap<ChannelId, HashSet<UserId>>,
}

impl PrivateChannels {
    /// Only `viewers` may view `channel` from now on.
    pub(super) fn set(&mut self, channel: ChannelId, viewers: HashSet<UserId>) {
        self.viewers.insert(channel, viewers);
    }

    /// What `user` may view: every channel but the private ones they are not let in.
    pub(super) fn sight_of(&self, user: UserId) -> Sight {
        Sight::all_but(
            self.viewers
                .iter()
                .filter(|(_, viewers)| !viewers.contains(&user))
                .map(|(channel, _)| *channel),
        )
    }
}
