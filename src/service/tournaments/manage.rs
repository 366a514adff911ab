//! A manager's actions on a tournament (server managers, and whoever created it):
//! start, pause, resume, cancel. Kick is with the entries (`entry.rs`).

use crate::model::{
    EndKind, GameStatus, GuildId, Tournament, TournamentFormat, TournamentId, TournamentStatus,
};

use super::super::dispatch::Service;
use super::super::error::{ServiceError, ServiceResult};
use super::super::games::{Loaded, Play};
use super::super::markdown::escape;
use super::super::messages;
use super::super::reply::{Delivery, Reply};
use super::super::request::Request;
use super::super::withdraw::Cancelled;
use super::rounds::round_count;
use super::show::enough_players;
use super::MIN_PLAYERS;

/// How many rounds a Swiss of `players` plays when its creator set none: enough to
/// tell the winner (a round more than halving the field down to one), at least 3,
/// at most 11, and fewer than the players.
fn swiss_rounds(players: usize, asked: u32) -> u32 {
    let most = players.saturating_sub(1).max(1) as u32;
    let wanted = if asked > 0 {
        asked
    } else {
        let halvings = usize::BITS - players.saturating_sub(1).leading_zeros();
        (halvings + 1).clamp(3, 11)
    };
    wanted.min(most)
}

impl Service {
    /// The tournament, if the asker may manage it: a server manager or its creator.
    pub(crate) fn managed_tournament(
        &self,
        request: &Request,
        id: TournamentId,
    ) -> ServiceResult<Tournament> {
        let tr = self.tr_private(request);
        let Some(t) = self.store.tournament(request.guild, id)? else {
            return Err(ServiceError::user(messages::tournament_not_found(
                tr,
                &id.to_string(),
            )));
        };
        if !(request.user.is_manager || request.user.id == t.created_by) {
            return Err(ServiceError::user(messages::tournament_managers_only(tr)));
        }
        Ok(t)
    }

    /// Start (the button, or `start`): the first round is paired now.
    pub(crate) fn start_tournament(
        &self,
        request: &Request,
        id: TournamentId,
        clicked: bool,
    ) -> ServiceResult<Vec<Reply>> {
        let tr = self.tr_private(request);
        let t = self.managed_tournament(request, id)?;
        if t.status != TournamentStatus::Open {
            return Err(ServiceError::user(messages::tournament_started_already(tr)));
        }
        if !enough_players(&t) {
            return Err(ServiceError::user(messages::tournament_too_few(
                tr,
                MIN_PLAYERS,
                t.entrants.len(),
            )));
        }
        let mut replies = self.begin_tournament(t.guild, t.id)?;
        if clicked {
            // The click is answered by the message's edit (among the replies).
            for reply in replies.iter_mut() {
                if matches!(reply.delivery, Delivery::Edit { message } if Some(message) == request.origin.message)
                {
                    reply.delivery = Delivery::Update;
                }
            }
        }
        Ok(replies)
    }

    /// The tournament begins (a manager's Start, or its start time): its Swiss's
    /// rounds fixed for the field it has, then its first round. With too few players
    /// at its start time it is cancelled, and the channel told.
    pub(crate) fn begin_tournament(
        &self,
        guild: GuildId,
        id: TournamentId,
    ) -> ServiceResult<Vec<Reply>> {
        let (t, began) = self.change_tournament(guild, id, |t| {
            if t.status != TournamentStatus::Open {
                return Ok(None);
            }
            if !enough_players(t) {
                t.status = TournamentStatus::Cancelled;
                t.ended_ms = Some(self.clock.now_ms());
                return Ok(Some(false));
            }
            if let TournamentFormat::Swiss { rounds } = t.setup.format {
                t.setup.format = TournamentFormat::Swiss {
                    rounds: swiss_rounds(t.entrants.len(), rounds),
                };
            }
            t.status = TournamentStatus::Running;
            Ok(Some(true))
        })?;
        let tr = self.tr_public(&self.settings_of(guild)?);
        let Some(began) = began else {
            return Ok(Vec::new());
        };
        let mut replies = Vec::new();
        let line = if began {
            messages::tournament_begins(tr, &escape(&t.name), t.entrants.len(), round_count(&t))
        } else {
            messages::tournament_too_few_at_start(tr, &escape(&t.name), MIN_PLAYERS)
        };
        let mut said = Reply::public(t.channel, line);
        said.delivery = Delivery::Channel;
        said.silent = true;
        replies.push(said);
        if began {
            replies.extend(self.advance_tournament(guild, id)?);
        }
        // The message says it started (the round's pairing edited it already).
        if !replies
            .iter()
            .any(|r| matches!(r.delivery, Delivery::Edit { .. }))
        {
            let now = self.store.tournament(guild, id)?.unwrap_or(t);
            replies.extend(self.tournament_message_edit(&now)?);
        }
        Ok(replies)
    }

    /// Pause (`pausing`) or resume: no new round is paired while paused; games under
    /// way go on. Resuming pairs a round that fell due meanwhile.
    pub(crate) fn pause_tournament(
        &self,
        request: &Request,
        id: TournamentId,
        pausing: bool,
    ) -> ServiceResult<Vec<Reply>> {
        let tr = self.tr_private(request);
        self.managed_tournament(request, id)?;
        let (t, _) = self.change_tournament(request.guild, id, |t| {
            match (t.status, pausing) {
                (TournamentStatus::Running, true) => t.status = TournamentStatus::Paused,
                (TournamentStatus::Paused, false) => t.status = TournamentStatus::Running,
                (_, true) => return Err(ServiceError::user(messages::tournament_not_running(tr))),
                (_, false) => return Err(ServiceError::user(messages::tournament_not_paused(tr))),
            }
            Ok(Some(()))
        })?;
        let public = self.tr_public_for(request)?;
        let text = if pausing {
            messages::tournament_paused(public, &escape(&t.name))
        } else {
            messages::tournament_resumed(public, &escape(&t.name))
        };
        let mut replies = vec![Reply::public(request.channel, text)];
        replies.extend(self.tournament_message_edit(&t)?);
        if !pausing {
            replies.extend(self.advance_tournament(t.guild, t.id)?);
        }
        Ok(replies)
    }

    /// Cancel: the tournament ends without a winner, and its games under way end with
    /// no result.
    pub(crate) fn cancel_tournament(
        &self,
        request: &Request,
        id: TournamentId,
    ) -> ServiceResult<Vec<Reply>> {
        let tr = self.tr_private(request);
        self.managed_tournament(request, id)?;
        let now = self.clock.now_ms();
        let (t, _) = self.change_tournament(request.guild, id, |t| {
            if t.status.is_over() {
                return Err(ServiceError::user(messages::tournament_over(tr)));
            }
            t.status = TournamentStatus::Cancelled;
            t.ended_ms = Some(now);
            Ok(Some(()))
        })?;
        let public = self.tr_public_for(request)?;
        let manager = escape(&request.user.name);
        let mut replies = vec![Reply::public(
            request.channel,
            messages::tournament_cancelled(public, &escape(&t.name), &manager),
        )];
        let pending: Vec<_> = t
            .current_round()
            .map(|round| {
                round
                    .pairings
                    .iter()
                    .filter(|p| p.is_pending())
                    .filter_map(|p| p.game)
                    .collect()
            })
            .unwrap_or_default();
        for game in pending {
            let Some(record) = self.store.game(t.guild, game)? else {
                continue;
            };
            if record.status != GameStatus::Active {
                continue;
            }
            let loaded = Loaded {
                game: Play::replay(&record)?,
                record,
            };
            let end = Cancelled {
                kind: EndKind::Aborted {
                    by: request.user.id,
                },
                by_name: Some(request.user.name.clone()),
                waited_hours: None,
            };
            let line = messages::tournament_game_cancelled(public, &escape(&t.name));
            let mut said = self.call_off(public, &loaded, end, line)?;
            said[0].delivery = Delivery::Channel;
            replies.extend(said);
        }
        replies.extend(self.tournament_message_edit(&t)?);
        Ok(replies)
    }
}

#[cfg(test)]
mod tests {
    use super::swiss_rounds;

    #[test]
    fn a_swiss_plays_enough_rounds_for_its_field_and_fewer_than_its_players() {
        assert_eq!(swiss_rounds(3, 0), 2);
        assert_eq!(swiss_rounds(4, 0), 3);
        assert_eq!(swiss_rounds(8, 0), 4);
        assert_eq!(swiss_rounds(9, 0), 5);
        assert_eq!(swiss_rounds(200, 0), 9);
        assert_eq!(swiss_rounds(5000, 0), 11);
        // Asked for: kept, unless the field is too small for it.
        assert_eq!(swiss_rounds(9, 4), 4);
        assert_eq!(swiss_rounds(4, 7), 3);
    }
}
