//! A member's own settings in one server (`/martian me`): their time zone, their quiet
//! hours (no reminder by direct message inside them) and their vacations (their move
//! clocks stop, as for an outage of one player).

use serde::{Deserialize, Serialize};

use super::ids::{GuildId, UserId};

/// Quiet hours, in whole hours of the member's local time: from `from_hour` (included)
/// to `to_hour` (excluded), across midnight when `to_hour < from_hour` (`23-7`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuietHours {
    pub from_hour: u8,
    pub to_hour: u8,
}

impl QuietHours {
    /// `23-7`: two hours of the day (0 to 23), not the same.
    pub fn parse(text: &str) -> Option<QuietHours> {
        let (from, to) = text.trim().split_once('-')?;
        let from: u8 = from.trim().parse().ok()?;
        let to: u8 = to.trim().parse().ok()?;
        (from < 24 && to < 24 && from != to).then_some(QuietHours {
            from_hour: from,
            to_hour: to,
        })
    }

    /// Whether a local hour of the day is quiet.
    pub fn contains(&self, hour: u8) -> bool {
        if self.from_hour < self.to_hour {
            (self.from_hour..self.to_hour).contains(&hour)
        } else {
            hour >= self.from_hour || hour < self.to_hour
        }
    }

    /// How many hours a day they last.
    pub fn length_hours(&self) -> u8 {
        (self.to_hour + 24 - self.from_hour) % 24
    }
}

impl std::fmt::Display for QuietHours {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}-{}", self.from_hour, self.to_hour)
    }
}

/// A vacation: from when it was taken to when it ends (or ended, if the member came
/// back early).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Vacation {
    pub from_ms: i64,
    pub to_ms: i64,
}

impl Vacation {
    pub fn length_ms(&self) -> i64 {
        self.to_ms - self.from_ms
    }

    /// Whether it goes on at `now`.
    pub fn runs_at(&self, now: i64) -> bool {
        self.from_ms <= now && now < self.to_ms
    }
}

/// What a member set for themselves in one server.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MemberSettings {
    pub guild: GuildId,
    pub user: UserId,
    /// An IANA time zone name (`Europe/Prague`); none: the server's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timezone: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub quiet_hours: Option<QuietHours>,
    /// Vacations, oldest first; those of past years are kept (they are few), so that a
    /// year's days can be counted.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub vacations: Vec<Vacation>,
    /// Bumped on every write; a write names the revision it was based on (0: never
    /// written), as the server's settings do.
    #[serde(default)]
    pub revision: u64,
}

impl MemberSettings {
    pub fn new(guild: GuildId, user: UserId) -> MemberSettings {
        MemberSettings {
            guild,
            user,
            timezone: None,
            quiet_hours: None,
            vacations: Vec::new(),
            revision: 0,
        }
    }

    /// The vacation going on at `now`, if any.
    pub fn vacation_at(&self, now: i64) -> Option<&Vacation> {
        self.vacations.iter().find(|v| v.runs_at(now))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quiet_hours_read_and_wrap_midnight() {
        let night = QuietHours::parse("23-7").unwrap();
        assert!(night.contains(23) && night.contains(0) && night.contains(6));
        assert!(!night.contains(7) && !night.contains(22) && !night.contains(12));
        assert_eq!(night.length_hours(), 8);
        let lunch = QuietHours::parse(" 12 - 14 ").unwrap();
        assert!(lunch.contains(12) && lunch.contains(13) && !lunch.contains(14));
        for bad in ["25-3", "3-3", "x-7", "23", "-1-7", "23-24", ""] {
            assert_eq!(QuietHours::parse(bad), None, "{bad}");
        }
        assert_eq!(night.to_string(), "23-7");
    }
}
