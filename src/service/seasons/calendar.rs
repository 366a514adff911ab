//! A season's key and boundaries: `2026-12` (monthly) or `2026-Q4` (quarterly), from
//! one midnight of the server's time zone to the next season's first midnight.

use jiff::civil::Date;
use jiff::tz::TimeZone;

use crate::model::{GuildSettings, SeasonLength};

use super::super::zones;

/// The server's season length and time zone, when it has seasons.
pub(crate) fn of(settings: &GuildSettings) -> Option<(SeasonLength, TimeZone)> {
    let length = settings.season?;
    let (_, zone) = zones::zone_or_utc(settings.timezone.as_deref());
    Some((length, zone))
}

/// The first month of the season `month` (1 to 12) falls in.
fn first_month(month: i8, length: SeasonLength) -> i8 {
    match length {
        SeasonLength::Monthly => month,
        SeasonLength::Quarterly => (month - 1) / 3 * 3 + 1,
    }
}

/// The key of the season a local date falls in.
fn key_of_date(date: Date, length: SeasonLength) -> String {
    match length {
        SeasonLength::Monthly => format!("{:04}-{:02}", date.year(), date.month()),
        SeasonLength::Quarterly => format!("{:04}-Q{}", date.year(), (date.month() - 1) / 3 + 1),
    }
}

/// The key of the season under way at `ms` in `zone`.
pub(crate) fn key_at(ms: i64, zone: &TimeZone, length: SeasonLength) -> Option<String> {
    zones::local_day(ms, zone).map(|(date, _)| key_of_date(date, length))
}

/// When the season under way at `after_ms` ends (the next season's first midnight),
/// in `zone`: always later than `after_ms`.
pub(crate) fn end_after(after_ms: i64, zone: &TimeZone, length: SeasonLength) -> Option<i64> {
    let (today, _) = zones::local_day(after_ms, zone)?;
    let first = Date::new(today.year(), first_month(today.month(), length), 1).ok()?;
    let months = match length {
        SeasonLength::Monthly => 1,
        SeasonLength::Quarterly => 3,
    };
    let next = first.checked_add(jiff::Span::new().months(months)).ok()?;
    zones::hour_begins(next, 0, zone)
}

/// When the season under way at `ms` began (its first midnight), in `zone`.
pub(crate) fn start_at(ms: i64, zone: &TimeZone, length: SeasonLength) -> Option<i64> {
    let (today, _) = zones::local_day(ms, zone)?;
    let first = Date::new(today.year(), first_month(today.month(), length), 1).ok()?;
    zones::hour_begins(first, 0, zone)
}

/// A season's key as typed (`2026-11`, `2026-q3`), as the store keeps it; `None`
/// when it is not one.
pub(crate) fn parse_key(text: &str) -> Option<String> {
    let text = text.trim().to_ascii_uppercase();
    let (year, rest) = text.split_once('-')?;
    if year.len() != 4 || !year.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let part = |digits: &str, max: u32, width: usize| -> Option<u32> {
        let n: u32 = (digits.len() <= width && digits.bytes().all(|b| b.is_ascii_digit()))
            .then(|| digits.parse().ok())??;
        (1..=max).contains(&n).then_some(n)
    };
    match rest.strip_prefix('Q') {
        Some(quarter) => Some(format!("{year}-Q{}", part(quarter, 4, 1)?)),
        None => Some(format!("{year}-{:02}", part(rest, 12, 2)?)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(text: &str) -> i64 {
        text.parse::<jiff::Timestamp>().unwrap().as_millisecond()
    }

    #[test]
    fn keys_and_ends_follow_the_servers_midnight() {
        let (_, prague) = zones::zone("Europe/Prague").unwrap();
        let monthly = SeasonLength::Monthly;
        // 23:30 UTC on 30 November is already December in Prague (UTC+1).
        let late = ms("2026-11-30T23:30:00Z");
        assert_eq!(key_at(late, &TimeZone::UTC, monthly).unwrap(), "2026-11");
        assert_eq!(key_at(late, &prague, monthly).unwrap(), "2026-12");
        assert_eq!(
            end_after(ms("2026-11-15T12:00:00Z"), &prague, monthly),
            Some(ms("2026-11-30T23:00:00Z"))
        );
        assert_eq!(
            end_after(ms("2026-12-31T22:59:59Z"), &prague, monthly),
            Some(ms("2026-12-31T23:00:00Z"))
        );
        // Quarters; the end of one is the start of the next, summer time or not.
        let quarterly = SeasonLength::Quarterly;
        assert_eq!(key_at(late, &prague, quarterly).unwrap(), "2026-Q4");
        assert_eq!(
            key_at(ms("2027-05-01T00:00:00Z"), &prague, quarterly).unwrap(),
            "2027-Q2"
        );
        assert_eq!(
            end_after(ms("2027-05-01T00:00:00Z"), &prague, quarterly),
            Some(ms("2027-06-30T22:00:00Z"))
        );
        assert_eq!(
            end_after(ms("2026-12-31T12:00:00Z"), &TimeZone::UTC, quarterly),
            Some(ms("2027-01-01T00:00:00Z"))
        );
    }

    #[test]
    fn keys_are_read_as_typed() {
        assert_eq!(parse_key("2026-11").as_deref(), Some("2026-11"));
        assert_eq!(parse_key(" 2026-3 ").as_deref(), Some("2026-03"));
        assert_eq!(parse_key("2026-q3").as_deref(), Some("2026-Q3"));
        for bad in [
            "2026-13", "2026-Q5", "2026-00", "26-11", "all", "2026-Q", "2026-123",
        ] {
            assert_eq!(parse_key(bad), None, "{bad}");
        }
    }
}
