//! Pacing direct messages: Discord treats a burst of DMs as spam (and may quarantine
//! the bot), so the reminders and forfeits of one pass go out at most [`DMS_PER_WINDOW`]
//! per [`WINDOW`], however many fell due together (after a downtime, many).

use std::collections::VecDeque;
use std::time::{Duration, Instant};

pub const DMS_PER_WINDOW: usize = 5;
pub const WINDOW: Duration = Duration::from_secs(1);

/// At most `max` sends in any `window`. Pure: the caller says what time it is, so the
/// rule is tested without waiting.
#[derive(Debug)]
pub struct Pacer {
    max: usize,
    window: Duration,
    /// When the last `max` sends went out, oldest first.
    recent: VecDeque<Instant>,
}

impl Default for Pacer {
    fn default() -> Pacer {
        Pacer::new(DMS_PER_WINDOW, WINDOW)
    }
}

impl Pacer {
    pub fn new(max: usize, window: Duration) -> Pacer {
        Pacer {
            max: max.max(1),
            window,
            recent: VecDeque::new(),
        }
    }

    /// Books the next send, asked at `now`: returns when it may go (`now` or later).
    pub fn book(&mut self, now: Instant) -> Instant {
        let at = match self.recent.front() {
            Some(oldest) if self.recent.len() >= self.max => (*oldest + self.window).max(now),
            _ => now,
        };
        if self.recent.len() >= self.max {
            self.recent.pop_front();
        }
        self.recent.push_back(at);
        at
    }

    /// Waits for the next send's turn.
    pub async fn wait_turn(&mut self) {
        let at = self.book(Instant::now());
        tokio::time::sleep_until(at.into()).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn never_more_than_five_in_any_second() {
        let start = Instant::now();
        let mut pacer = Pacer::default();
        // Twelve asked at once, then one much later.
        let mut times: Vec<Instant> = (0..12).map(|_| pacer.book(start)).collect();
        times.push(pacer.book(start + Duration::from_secs(10)));
        let offsets: Vec<u128> = times.iter().map(|t| (*t - start).as_millis()).collect();
        assert_eq!(
            offsets,
            [0, 0, 0, 0, 0, 1000, 1000, 1000, 1000, 1000, 2000, 2000, 10_000]
        );
        for (i, t) in times.iter().enumerate() {
            let in_window = times[i..].iter().filter(|u| **u < *t + WINDOW).count();
            assert!(in_window <= DMS_PER_WINDOW, "{offsets:?}");
        }
    }

    #[test]
    fn sends_spread_out_in_time_are_not_delayed() {
        let start = Instant::now();
        let mut pacer = Pacer::default();
        for i in 0..20u64 {
            let now = start + Duration::from_millis(300 * i);
            assert_eq!(pacer.book(now), now);
        }
    }
}
