//! Tournaments (issue 30): a server's Swiss or round robin of either game.
//!
//! A tournament is one record with a revision (`model/tournament.rs`): every change
//! reads it, changes it and writes it under the revision check, again from what was
//! written when another change came first ([`Service::change_tournament`]). Its games
//! are ordinary games that name it; pairing a round writes the round and creates its
//! games in one atomic step (`pairing.rs`), so that a crash pairs a round once or not
//! at all, and two game ends at once pair the next round once.
//!
//! `rounds.rs` holds the rules of its rounds over the record (pure), `command.rs` the
//! subcommands, `entry.rs` joining and leaving, `manage.rs` a manager's start, pause,
//! resume, cancel and kick, `pairing.rs` a round's pairing and its games' threads,
//! `results.rs` what a game's end does to its tournament, `show.rs` the tournament
//! message, the standings and the lists, `tick.rs` what the ticks do (a start time, a
//! pairing that fell due while the bot was down, a thread that did not open).

mod choices;
mod command;
mod create;
mod entry;
mod ids;
mod manage;
mod pairing;
mod results;
mod rounds;
mod show;
mod tick;

pub(crate) use ids::is_tournament;

use crate::i18n::Tr;
use crate::model::{GuildId, Tournament, TournamentId};
use crate::store::StoreError;

use super::dispatch::Service;
use super::error::{ServiceError, ServiceResult};
use super::messages;

/// Attempts at a change of a tournament that other changes keep overtaking.
const ATTEMPTS: usize = 8;

/// The fewest players a tournament starts with.
pub(crate) const MIN_PLAYERS: usize = 3;

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

    /// The tournament a subcommand names (`tournament:3`), or, when it names none,
    /// the server's only one not over; a sentence in `tr` when there is no such one.
    pub(crate) fn named_tournament(
        &self,
        tr: Tr<'_>,
        guild: GuildId,
        which: Option<&str>,
    ) -> ServiceResult<Tournament> {
        if let Some(which) = which {
            let id = parse_id(which)
                .ok_or_else(|| ServiceError::user(messages::tournament_bad_id(tr, which)))?;
            return self
                .store
                .tournament(guild, id)?
                .ok_or_else(|| ServiceError::user(messages::tournament_not_found(tr, which)));
        }
        let mut under_way: Vec<Tournament> = self
            .store
            .tournaments(guild)?
            .into_iter()
            .filter(|t| !t.status.is_over())
            .collect();
        match under_way.len() {
            0 => Err(ServiceError::user(messages::tournament_none_under_way(tr))),
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
