//! `:private #secret @alice @bob`: from then on only alice and bob may view #secret,
//! as in a Discord channel whose overwrites deny View Channel to @everyone and allow
//! it to them. Games played there (or in their threads) are then not listed, shown or
//! replayed to anyone else: each request carries what its user may view
//! (`viewers.rs`). The same
//! line again for a channel replaces who may view it; with nobody named, nobody may
//! (a line in the channel itself still sees its games, as a Discord member would who
//! is there).

use std::collections::HashSet;

use crate::model::UserId;

use super::Console;

impl Console {
    /// Runs `:private`: only `users` may view `channel` from now on.
    pub(super) fn make_private(&mut self, channel: String, users: Vec<String>) -> Vec<String> {
        let shown = format!("#{channel}");
        let id = self.channel(Some(channel));
        let viewers: HashSet<UserId> = users.iter().map(|name| self.user(name).id).collect();
        self.private.set(id, viewers);
        let tr = self.tr(None);
        let names: Vec<String> = users.iter().map(|name| format!("@{name}")).collect();
        let text = tr.a(
            "cmd-console-private",
            &[
                ("channel", shown.into()),
                ("count", names.len().into()),
                ("users", tr.list(&names).into()),
            ],
        );
        vec![self.note(&text)]
    }
}
