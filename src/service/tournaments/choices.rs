//! Autocomplete of `tournament:`: the server's tournaments not over, for the
//! subcommands about one.

use crate::model::GuildId;

use super::super::dispatch::Service;
use super::super::error::ErrorChain;

/// Discord's most choices in one autocomplete answer.
const MOST_CHOICES: usize = 25;

impl Service {
    /// (label, value) pairs: `#1a Spring cup` and `1a`, for the tournaments of
    /// `guild` not over whose number or name holds what was `typed` (any case),
    /// newest first.
    pub fn tournament_choices(&self, guild: GuildId, typed: &str) -> Vec<(String, String)> {
        let all = match self.store.tournaments(guild) {
            Ok(all) => all,
            Err(err) => {
                tracing::warn!("cannot list the tournaments: {}", ErrorChain(&err));
                return Vec::new();
            }
        };
        let typed = typed.trim().trim_start_matches('#').to_lowercase();
        let mut choices: Vec<_> = all
            .into_iter()
            .filter(|t| !t.status.is_over())
            .map(|t| (t.id, t.id.to_string(), t.name))
            .filter(|(_, number, name)| {
                number.to_lowercase().contains(&typed) || name.to_lowercase().contains(&typed)
            })
            .collect();
        choices.sort_by_key(|c| std::cmp::Reverse(c.0 .0));
        choices
            .into_iter()
            .take(MOST_CHOICES)
            .map(|(_, number, name)| (format!("#{number} {name}"), number))
            .collect()
    }
}
