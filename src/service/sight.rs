//! What the asker of a request may view, as the adapter says: which of the server's
//! channels. Carried by the request; `visibility.rs` applies it to games.

use std::collections::HashSet;
use std::sync::Arc;

use crate::model::ChannelId;

/// Which of the server's channels the asker of a request may view.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Sight {
    /// Every channel: the default for callers that hide nothing (tools, tests, the
    /// console without private channels).
    #[default]
    Everything,
    /// These channels and no other (the Discord adapter, which knows every channel of
    /// the server: one it does not know, deleted or unreachable, is not seen).
    Only(Arc<HashSet<ChannelId>>),
    /// Every channel but these (the console's private channels).
    AllBut(Arc<HashSet<ChannelId>>),
}

impl Sight {
    pub fn only(channels: impl IntoIterator<Item = ChannelId>) -> Sight {
        Sight::Only(Arc::new(channels.into_iter().collect()))
    }

    pub fn all_but(channels: impl IntoIterator<Item = ChannelId>) -> Sight {
        let hidden: HashSet<ChannelId> = channels.into_iter().collect();
        if hidden.is_empty() {
            return Sight::Everything;
        }
        Sight::AllBut(Arc::new(hidden))
    }

    /// Whether the asker may view `channel`.
    pub fn sees(&self, channel: ChannelId) -> bool {
        match self {
            Sight::Everything => true,
            Sight::Only(seen) => seen.contains(&channel),
            Sight::AllBut(hidden) => !hidden.contains(&channel),
        }
    }
}
