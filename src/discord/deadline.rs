//! Discord's clock for an interaction: the first answer must reach Discord within 3
//! seconds of the interaction's *creation*, which its id tells (a snowflake's top bits
//! are milliseconds since Discord's epoch), however late the event reached us (a slow
//! gateway, or an event replayed after a resume). Follow-ups then have 15 minutes.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Discord's epoch, the first second of 2015, in Unix milliseconds.
pub const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// Discord's limit for the first answer (a response or a defer).
pub const FIRST_ANSWER: Duration = Duration::from_secs(3);

/// How long an interaction's token works for follow-ups and edits.
pub const TOKEN_LIFETIME: Duration = Duration::from_secs(15 * 60);

/// When Discord created the object with this id, in Unix milliseconds.
pub fn created_ms(snowflake: u64) -> u64 {
    (snowflake >> 22) + DISCORD_EPOCH_MS
}

/// Now, in Unix milliseconds (Discord's deadlines are wall-clock time).
pub fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

/// How old the interaction `id` is at `now_ms`; zero if our clock is behind Discord's.
pub fn age(id: u64, now_ms: u64) -> Duration {
    Duration::from_millis(now_ms.saturating_sub(created_ms(id)))
}

/// How old the interaction `id` is now.
pub fn age_now(id: u64) -> Duration {
    age(id, now_ms())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_time_from_the_id() {
        // Discord's documented example: 175928847299117063 was created at
        // 2016-04-30 11:18:25.796 UTC.
        assert_eq!(created_ms(175_928_847_299_117_063), 1_462_015_105_796);
        let id = (5_000u64 << 22) | 77;
        assert_eq!(
            age(id, DISCORD_EPOCH_MS + 7_500),
            Duration::from_millis(2_500)
        );
        // A clock behind Discord's never makes an interaction look older.
        assert_eq!(age(id, DISCORD_EPOCH_MS), Duration::ZERO);
    }
}
