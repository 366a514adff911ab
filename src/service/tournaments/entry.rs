//! Joining and leaving: Join and Leave on the tournament message (or `join` and
//! `withdraw`), a manager's `kick`. Before the start an entry is taken back; after
//! it the player is withdrawn (their results stay in the standings, for their
//! opponents' tie-breaks) and no longer paired.

use crate::model::{
    Entrant, GameStatus, Tournament, TournamentId, TournamentStatus, UserId, WithdrawReason,
    START_RATING,
};

use super::super::dispatch::Service;
use super::super::error::{ServiceError, ServiceResult};
use super::super::games::{Loaded, Play};
use super::super::markdown::escape;
use super::super::messages;
use super::super::reply::{Delivery, Reply};
use super::super::request::{Request, User};
use super::show::late_entry_open;

/// What an entry change did, to say so.
enum Entry {
    Joined { late_from: Option<u32> },
    Left,
    Withdrew,
}

impl Service {
    /// Join (the button, or `join`): `clicked` answers by editing the message clicked.
    pub(crate) fn join_tournament(
        &self,
        request: &Request,
        id: TournamentId,
        clicked: bool,
    ) -> ServiceResult<Vec<Reply>> {
        let tr = self.tr_private(request);
        let user = &request.user;
        if user.is_bot || self.is_bot(user.id) {
            return Err(ServiceError::user(messages::tournament_no_computer(tr)));
        }
        let Some(stored) = self.store.tournament(request.guild, id)? else {
            return Err(ServiceError::user(messages::tournament_not_found(
                tr,
                &id.to_string(),
            )));
        };
        let rating = self
            .store
            .player(request.guild, stored.setup.game, user.id)?
            .map_or(START_RATING, |p| p.rating);
        let now = self.clock.now_ms();
        let (t, entry) = self.change_tournament(request.guild, id, |t| {
            if let Some(entrant) = t.entrant(user.id) {
                return Err(ServiceError::user(if entrant.withdrawn.is_some() {
                    messages::tournament_withdrawn_already(tr)
                } else {
                    messages::tournament_already_in(tr)
                }));
            }
            let late = t.status != TournamentStatus::Open;
            if late && !late_entry_open(t) {
                return Err(ServiceError::user(messages::tournament_closed(tr)));
            }
            if t.entrants.len() >= t.setup.max_players as usize {
                return Err(ServiceError::user(messages::tournament_full(
                    tr,
                    t.setup.max_players,
                )));
            }
            let from_round = t.rounds.len() as u32 + 1;
            t.entrants.push(Entrant {
                user: user.id,
                name: user.name.clone(),
                rating,
                joined_ms: now,
                from_round,
                forfeits_in_row: 0,
                withdrawn: None,
            });
            Ok(Some(Entry::Joined {
                late_from: late.then_some(from_round),
            }))
        })?;
        self.entry_replies(request, &t, entry, clicked)
    }

    /// Leave (the button) or `withdraw`: an entry taken back before the start, a
    /// withdrawal after it.
    pub(crate) fn leave_tournament(
        &self,
        request: &Request,
        id: TournamentId,
        clicked: bool,
    ) -> ServiceResult<Vec<Reply>> {
        let tr = self.tr_private(request);
        let user = request.user.id;
        let (t, entry) = self.change_tournament(request.guild, id, |t| {
            if t.status.is_over() {
                return Err(ServiceError::user(messages::tournament_over(tr)));
            }
            withdraw(t, user, WithdrawReason::Left)
                .map(Some)
                .ok_or_else(|| ServiceError::user(messages::tournament_not_in(tr)))
        })?;
        self.entry_replies(request, &t, entry, clicked)
    }

    /// `kick` (managers): the player is withdrawn, and their game under way is lost
    /// by forfeit.
    pub(crate) fn kick_from_tournament(
        &self,
        request: &Request,
        id: TournamentId,
        who: &User,
    ) -> ServiceResult<Vec<Reply>> {
        let tr = self.tr_private(request);
        let stored = self.managed_tournament(request, id)?;
        if stored.status.is_over() {
            return Err(ServiceError::user(messages::tournament_over(tr)));
        }
        let (t, _) = self.change_tournament(request.guild, id, |t| {
            withdraw(t, who.id, WithdrawReason::Kicked)
                .map(Some)
                .ok_or_else(|| ServiceError::user(messages::tournament_not_in_them(tr)))
        })?;
        let public = self.tr_public_for(request)?;
        let name = t
            .entrant(who.id)
            .map_or_else(|| escape(&who.name), |e| escape(&e.name));
        let mut replies = vec![Reply::public(
            t.channel,
            messages::tournament_kicked(public, &escape(&request.user.name), &name),
        )];
        replies[0].delivery = Delivery::Channel;
        replies[0].silent = true;
        // Their game under way is lost by forfeit, as if their clock ran out.
        let game = t.current_round().and_then(|round| {
            round
                .pairings
                .iter()
                .find(|p| p.is_pending() && (p.first == who.id || p.second == Some(who.id)))
                .and_then(|p| p.game)
        });
        if let Some(record) = game
            .map(|g| self.store.game(request.guild, g))
            .transpose()?
            .flatten()
        {
            if let (GameStatus::Active, Some(seat)) = (record.status, record.seat_of(who.id)) {
                let loaded = Loaded {
                    game: Play::replay(&record)?,
                    record: record.clone(),
                };
                replies.extend(self.forfeit(public, &loaded, record, seat, self.clock.now_ms())?);
            }
        }
        replies.extend(self.tournament_message_edit(&t)?);
        Ok(replies)
    }

    /// What a change of the entries says: to the player, and on the message.
    fn entry_replies(
        &self,
        request: &Request,
        t: &Tournament,
        entry: Option<Entry>,
        clicked: bool,
    ) -> ServiceResult<Vec<Reply>> {
        let tr = self.tr_private(request);
        let name = escape(&t.name);
        let said = match entry {
            Some(Entry::Joined { late_from: None }) => messages::tournament_joined(tr, &name),
            Some(Entry::Joined {
                late_from: Some(round),
            }) => messages::tournament_joined_late(tr, &name, round),
            Some(Entry::Left) => messages::tournament_left(tr, &name),
            Some(Entry::Withdrew) => messages::tournament_withdrew(tr, &name),
            None => return Ok(Vec::new()),
        };
        let mut replies = Vec::new();
        let public = self.tr_public_for(request)?;
        // The message clicked is the tournament message: it changes in place.
        if clicked && request.origin.message.is_some() {
            replies.push(self.tournament_message(public, t, Delivery::Update)?);
        } else {
            replies.extend(self.tournament_message_edit(t)?);
        }
        replies.push(Reply::private(request.channel, request.user.id, said));
        Ok(replies)
    }
}

/// Takes `user` out of `t`: their entry before the start, a withdrawal after it.
/// `None` when they are not in it (or withdrawn already).
fn withdraw(t: &mut Tournament, user: UserId, why: WithdrawReason) -> Option<Entry> {
    let started = t.status != TournamentStatus::Open;
    let at = t.entrants.iter().position(|e| e.user == user)?;
    if t.entrants[at].withdrawn.is_some() {
        return None;
    }
    if !started {
        t.entrants.remove(at);
        return Some(Entry::Left);
    }
    // Withdrawn after the last round paired: not paired again.
    t.entrants[at].withdrawn = Some((t.rounds.len() as u32, why));
    Some(Entry::Withdrew)
}
