//! Reading and changing a tournament's record: a change under the revision check,
//! started over from what was written when another change came first; the tournament
//! a subcommand names.

use crate::i18n::Tr;
use crate::model::{GameRecord, GuildId, Tournament, TournamentId};
use crate::store::StoreError;

use super::super::dispatch::Service;
use super::super::error::{ServiceError, ServiceResult};
use super::super::messages;
use super::ATTEMPTS;

impl Service {
    /// Reads the tournament, applies `change` and writes it under the revision check;
    /// when another write came first, reads it again and starts over. `change` says
    /// what it decided (`Ok(None)`: nothing to write); its errors are the user's.
    /// Returns the tournament as written (or as read, when nothing was) and the
    /// decision.
    pub(crate) fn change_tournament<T>(
        &self,
        guild: GuildId,
        id: TournamentId,
        mut change: impl FnMut(&mut Tournament) -> ServiceResult<Option<T>>,
    ) -> ServiceResult<(Tournament, Option<T>)> {
        for _ in 0..ATTEMPTS {
            let Some(stored) = self.store.tournament(guild, id)? else {
                return Err(ServiceError::internal(format!(
                    "tournament {id} of server {} is gone",
                    guild.0
                )));
            };
            let mut next = stored.clone();
            let Some(decided) = change(&mut next)? else {
                return Ok((stored, None));
            };
            next.revision = stored.revision + 1;
            match self.store.save_tournament(&next, stored.revision) {
                Ok(()) => return Ok((next, Some(decided))),
                Err(StoreError::TournamentChanged { .. }) => continue,
                Err(other) => return Err(other.into()),
            }
        }
        Err(ServiceError::internal(format!(
            "tournament {id}: it kept changing, {ATTEMPTS} attempts"
        )))
    }

    /// The games of the round under way that the tournament has no result for yet,
    /// as stored (ended meanwhile, or not).
    pub(crate) fn pending_games(&self, t: &Tournament) -> ServiceResult<Vec<GameRecord>> {
        let Some(round) = t.current_round() else {
            return Ok(Vec::new());
        };
        let mut games = Vec::new();
        for game in round
            .pairings
            .iter()
            .filter(|p| p.is_pending())
            .filter_map(|p| p.game)
        {
            games.extend(self.store.game(t.guild, game)?);
        }
        Ok(games)
    }

    /// The tournament a subcommand names (`tournament:3`), or, when it names none,
    /// the server's only one not over (`or_latest`: else its newest, over or not); a
    /// sentence in `tr` when there is no such one.
    pub(crate) fn named_tournament(
        &self,
        tr: Tr<'_>,
        guild: GuildId,
        which: Option<&str>,
        or_latest: bool,
    ) -> ServiceResult<Tournament> {
        if let Some(which) = which {
            let id = parse_id(which)
                .ok_or_else(|| ServiceError::user(messages::tournament_bad_id(tr, which)))?;
            return self
                .store
                .tournament(guild, id)?
                .ok_or_else(|| ServiceError::user(messages::tournament_not_found(tr, which)));
        }
        let all = self.store.tournaments(guild)?;
        let newest = all.first().cloned();
        let mut under_way: Vec<Tournament> =
            all.into_iter().filter(|t| !t.status.is_over()).collect();
        match under_way.len() {
            0 => match newest.filter(|_| or_latest) {
                Some(newest) => Ok(newest),
                None => Err(ServiceError::user(messages::tournament_none_under_way(tr))),
            },
            1 => Ok(under_way.remove(0)),
            _ => {
                let named: Vec<String> = under_way
                    .iter()
                    .map(|t| messages::tournament_label(&t.id.to_string(), &t.name))
                    .collect();
                Err(ServiceError::user(messages::tournament_which(
                    tr,
                    &tr.list(&named),
                )))
            }
        }
    }
}

/// A tournament's number as typed: base 36, as it is shown (`#1a` or `1a`).
fn parse_id(text: &str) -> Option<TournamentId> {
    let text = text.trim().trim_start_matches('#');
    if text.is_empty() || text.len() > 12 {
        return None;
    }
    u64::from_str_radix(&text.to_ascii_lowercase(), 36)
        .ok()
        .filter(|n| *n > 0)
        .map(TournamentId)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tournament_number_reads_as_it_is_shown() {
        let id = TournamentId(46);
        assert_eq!(parse_id(&id.to_string()), Some(id));
        assert_eq!(parse_id(&format!("#{id}")), Some(id));
        assert_eq!(parse_id(" 1A "), Some(TournamentId(46)));
        assert_eq!(parse_id("0"), None);
        assert_eq!(parse_id("spring cup"), None);
        assert_eq!(parse_id(""), None);
    }
}
