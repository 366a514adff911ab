//! When a tournament game's thread is asked for again, and whether the tournament's
//! channel was told why it did not open.
//!
//! A round's games wait for their threads (they have no channel of their own to be
//! played in). A thread can fail for a moment (Discord busy) or for good (the bot may
//! not create threads there): asking at every tick (30 s) would, in the second case,
//! ask Discord hundreds of times an hour, for each game, until a manager notices. So
//! the retries back off: the first one 5 minutes after the round was paired, then
//! after as long again as the game has already waited since its last try, at least
//! 5 minutes and at most an hour apart (5, 10, 20, 40, 80 minutes, then hourly).
//!
//! Kept in memory: after a restart a game is tried at the first tick (if its round
//! is 5 minutes old) and the schedule starts again, and a channel that still refuses
//! is told again, once.

use std::collections::{HashMap, HashSet};
use std::sync::{Mutex, MutexGuard};

use crate::model::{GameId, GuildId, TournamentId};

/// The first retry, after the pairing (the first try may still be on its way).
pub(super) const FIRST_RETRY_MS: i64 = 5 * 60 * 1000;
/// The longest wait between two retries.
pub(super) const LONGEST_WAIT_MS: i64 = 60 * 60 * 1000;
/// Retries older than this are forgotten (their games have their threads by now, or
/// have been retried since).
const FORGET_AFTER_MS: i64 = 24 * 60 * 60 * 1000;

#[derive(Default)]
pub(crate) struct ThreadRetries {
    /// Each game's last retry.
    last_try: Mutex<HashMap<(GuildId, GameId), i64>>,
    /// The rounds whose channel was told that threads are refused there.
    told: Mutex<HashSet<(GuildId, TournamentId, u32)>>,
}

impl ThreadRetries {
    /// Whether the game's thread, missing at `now`, is asked for again now (and if
    /// so, the retry is recorded). `paired_ms`: when its round was paired.
    pub fn due(&self, guild: GuildId, game: GameId, paired_ms: i64, now: i64) -> bool {
        let mut last_try = lock(&self.last_try);
        last_try.retain(|_, at| now - *at < FORGET_AFTER_MS);
        let due = match last_try.get(&(guild, game)) {
            None => now - paired_ms >= FIRST_RETRY_MS,
            Some(&last) => {
                let wait = (last - paired_ms).clamp(FIRST_RETRY_MS, LONGEST_WAIT_MS);
                now - last >= wait
            }
        };
        if due {
            last_try.insert((guild, game), now);
        }
        due
    }

    /// Whether the round's channel is to be told that threads are refused: true the
    /// first time only.
    pub fn first_refusal(&self, guild: GuildId, tournament: TournamentId, round: u32) -> bool {
        lock(&self.told).insert((guild, tournament, round))
    }
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;

    const MINUTE: i64 = 60 * 1000;

    /// The minutes after the pairing at which a game is retried, ticking every 30 s
    /// for `hours`.
    fn retries(hours: i64) -> Vec<i64> {
        let r = ThreadRetries::default();
        (0..hours * 120)
            .map(|tick| tick * MINUTE / 2)
            .filter(|&now| r.due(GuildId(1), GameId(7), 0, now))
            .map(|now| now / MINUTE)
            .collect()
    }

    #[test]
    fn retries_back_off_to_once_an_hour() {
        assert_eq!(retries(4), vec![5, 10, 20, 40, 80, 140, 200]);
    }

    #[test]
    fn each_game_and_round_has_its_own_schedule_and_refusal() {
        let r = ThreadRetries::default();
        assert!(r.due(GuildId(1), GameId(7), 0, 5 * MINUTE));
        assert!(!r.due(GuildId(1), GameId(7), 0, 6 * MINUTE));
        // Another game of the round, another server's game with the same number.
        assert!(r.due(GuildId(1), GameId(8), 0, 6 * MINUTE));
        assert!(r.due(GuildId(2), GameId(7), 0, 6 * MINUTE));
        assert!(r.first_refusal(GuildId(1), TournamentId(3), 1));
        assert!(!r.first_refusal(GuildId(1), TournamentId(3), 1));
        assert!(r.first_refusal(GuildId(1), TournamentId(3), 2));
    }
}
