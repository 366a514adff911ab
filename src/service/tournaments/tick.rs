//! What the ticks do for tournaments: start one whose start time came (once, also
//! when it came while the bot was down), count a game whose end was stored but not
//! counted, pair a round that fell due, and open again a game's thread that did not
//! open. Each is a write under the revision check, so two processes (or a restart)
//! do each once.

use crate::model::{Tournament, TournamentStatus};

use super::super::dispatch::Service;
use super::super::error::{ErrorChain, ServiceResult};
use super::super::reply::Reply;
use super::pairing::thread_for;
use super::thread_retries::FIRST_RETRY_MS;

impl Service {
    /// The tournaments' work of a tick pass at `now`, for the servers this process
    /// ticks.
    pub(crate) fn tournament_ticks(&self, now: i64) -> Vec<Reply> {
        let tournaments = match self.store.active_tournaments() {
            Ok(all) => all,
            Err(err) => {
                tracing::error!("cannot read the tournaments: {}", ErrorChain(&err));
                return Vec::new();
            }
        };
        let scope = self.scope.as_ref();
        let mut replies = Vec::new();
        for t in tournaments
            .iter()
            .filter(|t| scope.is_none_or(|owns| owns(t.guild)))
        {
            match self.tick_tournament(t, now) {
                Ok(more) => replies.extend(more),
                Err(err) => tracing::warn!(
                    "tournament {} of server {}: {}",
                    t.id,
                    t.guild.0,
                    ErrorChain(&err)
                ),
            }
        }
        replies
    }

    fn tick_tournament(&self, t: &Tournament, now: i64) -> ServiceResult<Vec<Reply>> {
        match t.status {
            TournamentStatus::Open => {
                if t.setup.starts_ms.is_some_and(|at| at <= now) {
                    return self.begin_tournament(t.guild, t.id);
                }
                Ok(Vec::new())
            }
            TournamentStatus::Running | TournamentStatus::Paused => {
                let mut replies = self.count_missed_results(t)?;
                replies.extend(self.advance_tournament(t.guild, t.id)?);
                replies.extend(self.threads_again(t, now)?);
                Ok(replies)
            }
            TournamentStatus::Finished | TournamentStatus::Cancelled => Ok(Vec::new()),
        }
    }

    /// The games of the round under way still without their thread a while after
    /// the round was paired: their thread opened again, less and less often
    /// (thread_retries.rs).
    fn threads_again(&self, t: &Tournament, now: i64) -> ServiceResult<Vec<Reply>> {
        let Some(round) = t.current_round() else {
            return Ok(Vec::new());
        };
        if now - round.paired_ms < FIRST_RETRY_MS {
            return Ok(Vec::new());
        }
        let waiting: Vec<_> = self
            .pending_games(t)?
            .into_iter()
            .filter(|record| record.is_open() && record.parent.is_none())
            .filter(|record| {
                self.thread_retries
                    .due(t.guild, record.id, round.paired_ms, now)
            })
            .collect();
        if waiting.is_empty() {
            return Ok(Vec::new());
        }
        let tr = self.tr_public(&self.settings_of(t.guild)?);
        Ok(waiting
            .iter()
            .map(|record| thread_for(tr, record))
            .collect())
    }

    /// The earliest tournament start after `after_ms`, for simulated clocks.
    pub(crate) fn next_tournament_start(&self, after_ms: i64) -> Option<i64> {
        let all = self.store.active_tournaments().ok()?;
        all.iter()
            .filter(|t| t.status == TournamentStatus::Open)
            .filter_map(|t| t.setup.starts_ms)
            .filter(|at| *at > after_ms)
            .min()
    }
}
