//! What a game's end does to its tournament: the pairing's result (a forfeit counted,
//! two in a row withdraw the player), and, when it was the round's last game, the
//! next round. Called where a game ends (a move, a resignation, an agreed draw, a
//! forfeit, a manager's abort); the ticks catch up a game whose end was stored but
//! not yet counted (a crash in between), so each result is counted once.

use crate::model::{EndKind, GameRecord, GameStatus, PairingResult, Tournament, UserId};

use super::super::dispatch::Service;
use super::super::error::{ErrorChain, ServiceResult};
use super::super::markdown::escape;
use super::super::messages;
use super::super::reply::{Delivery, Reply};
use super::rounds;

impl Service {
    /// `record` (a game that just ended) counted in its tournament, and what follows;
    /// nothing for a game of no tournament. Failures are logged: the ticks count it
    /// later.
    pub(crate) fn tournament_game_ended(&self, record: &GameRecord) -> Vec<Reply> {
        if record.tournament.is_none() || record.is_open() {
            return Vec::new();
        }
        match self.count_result(record) {
            Ok(replies) => replies,
            Err(err) => {
                tracing::error!(
                    "cannot count game {} in its tournament: {}",
                    record.id,
                    ErrorChain(&err)
                );
                Vec::new()
            }
        }
    }

    fn count_result(&self, record: &GameRecord) -> ServiceResult<Vec<Reply>> {
        let Some(of) = record.tournament else {
            return Ok(Vec::new());
        };
        let (result, forfeit) = result_of(record);
        let (t, withdrawn) = self.change_tournament(record.guild, of.tournament, |t| {
            Ok(rounds::record_result(t, record.id, result, forfeit))
        })?;
        let mut replies = Vec::new();
        if let Some(withdrawn) = withdrawn.filter(|w| !w.is_empty()) {
            replies.extend(self.forfeits_withdrew(&t, &withdrawn)?);
        }
        replies.extend(self.advance_tournament(t.guild, t.id)?);
        Ok(replies)
    }

    /// Says who two forfeits in a row withdrew, and shows it on the message.
    fn forfeits_withdrew(&self, t: &Tournament, users: &[UserId]) -> ServiceResult<Vec<Reply>> {
        let tr = self.tr_public(&self.settings_of(t.guild)?);
        let mut replies = Vec::new();
        for user in users {
            let name = t
                .entrant(*user)
                .map_or_else(String::new, |e| escape(&e.name));
            let mut line = Reply::public(
                t.channel,
                messages::tournament_withdrawn_for_forfeits(tr, &name),
            );
            line.delivery = Delivery::Channel;
            line.silent = true;
            replies.push(line);
        }
        replies.extend(self.tournament_message_edit(t)?);
        Ok(replies)
    }

    /// The ended games of `t`'s round under way that it has not counted yet (their end
    /// was stored, then the bot stopped before counting it): counted now.
    pub(crate) fn count_missed_results(&self, t: &Tournament) -> ServiceResult<Vec<Reply>> {
        let mut replies = Vec::new();
        for record in self.pending_games(t)? {
            if !record.is_open() {
                replies.extend(self.count_result(&record)?);
            }
        }
        Ok(replies)
    }
}

/// A tournament game's result as the standings count it, and who lost by forfeit.
/// Its first seat is the pairing's first player.
fn result_of(record: &GameRecord) -> (PairingResult, Option<UserId>) {
    let Some(end) = record
        .end
        .as_ref()
        .filter(|_| record.status == GameStatus::Finished)
    else {
        return (PairingResult::NoResult, None);
    };
    let forfeit = match end.kind {
        EndKind::Forfeit { seat } => record.seats.get(seat).map(|s| s.user),
        _ => None,
    };
    let result = if end.winners.contains(&0) {
        PairingResult::FirstWins
    } else if end.winners.contains(&1) {
        PairingResult::SecondWins
    } else {
        PairingResult::Draw
    };
    (result, forfeit)
}
