//! Time zones: a member's or a server's (IANA names, from the database compiled into
//! the program by `jiff`, so that every machine converts alike), local hours for quiet
//! hours, calendar years for vacation days, and instants as a reader writes them.

use jiff::civil::Date;
use jiff::tz::TimeZone;
use jiff::{Timestamp, Zoned};

use crate::i18n::Tr;
use crate::model::QuietHours;

/// The zone of servers and members that set none.
pub(crate) const UTC: &str = "UTC";

/// At most this many zone names are offered to pick from (Discord's limit).
const CHOICES: usize = 25;

/// A zone by its IANA name (`Europe/Prague`), whatever its letter case; with its
/// name as the database spells it.
pub(crate) fn zone(name: &str) -> Option<(String, TimeZone)> {
    let name = name.trim();
    if name.is_empty() {
        return None;
    }
    let db = jiff::tz::db();
    let spelled = db
        .available()
        .map(|n| n.as_str().to_string())
        .find(|n| n.eq_ignore_ascii_case(name))?;
    let zone = db.get(&spelled).ok()?;
    Some((spelled, zone))
}

/// A stored zone name's zone; a name the database no longer knows (or none) is UTC.
pub(crate) fn zone_or_utc(name: Option<&str>) -> (String, TimeZone) {
    name.and_then(zone)
        .unwrap_or_else(|| (UTC.to_string(), TimeZone::UTC))
}

/// Autocomplete of a time zone (`/martian me timezone:`, `/martian-settings
/// timezone:`), as (label, value): up to 25 IANA names holding what was typed, those
/// that start with it first (`prag` offers `Europe/Prague`).
pub fn zone_choices(typed: &str) -> Vec<(String, String)> {
    zone_names(typed)
        .into_iter()
        .map(|name| (name.replace('_', " "), name))
        .collect()
}

fn zone_names(typed: &str) -> Vec<String> {
    let wanted = typed.trim().to_ascii_lowercase().replace(' ', "_");
    let mut names: Vec<String> = jiff::tz::db()
        .available()
        .map(|n| n.as_str().to_string())
        // The zones people live in: Region/City, and UTC; not the legacy aliases
        // (`EST5EDT`, `posix/...`, `right/...`).
        .filter(|n| {
            n == UTC
                || (n.contains('/')
                    && !n.starts_with("posix/")
                    && !n.starts_with("right/")
                    && !n.starts_with("Etc/"))
        })
        .filter(|n| n.to_ascii_lowercase().contains(&wanted))
        .collect();
    let starts = |n: &String| {
        let lower = n.to_ascii_lowercase();
        !(lower.starts_with(&wanted)
            || lower
                .split_once('/')
                .is_some_and(|(_, city)| city.starts_with(&wanted)))
    };
    names.sort_by_key(|n| (starts(n), n.clone()));
    names.truncate(CHOICES);
    names
}

fn zoned(ms: i64, zone: &TimeZone) -> Option<Zoned> {
    Some(Timestamp::from_millisecond(ms).ok()?.to_zoned(zone.clone()))
}

/// The calendar year an instant falls in, in `zone`.
pub(crate) fn year_of(ms: i64, zone: &TimeZone) -> i16 {
    zoned(ms, zone).map_or(1970, |z| z.year())
}

/// The local date (`2026-12-04`) and hour of an instant in `zone`.
pub(crate) fn local_day(ms: i64, zone: &TimeZone) -> Option<(Date, u8)> {
    zoned(ms, zone).map(|z| (z.date(), z.hour() as u8))
}

/// The first instant after `after_ms` when a local hour begins in `zone` (today's, or
/// the next day's).
pub(crate) fn next_hour_after(after_ms: i64, hour: u8, zone: &TimeZone) -> Option<i64> {
    let (today, _) = local_day(after_ms, zone)?;
    let mut date = today;
    for _ in 0..3 {
        if let Some(at) = hour_begins(date, hour, zone).filter(|at| *at > after_ms) {
            return Some(at);
        }
        date = date.tomorrow().ok()?;
    }
    None
}

/// The instant a local hour of `date` begins in `zone` (a day whose clocks skip that
/// hour begins it when they skip to it).
pub(crate) fn hour_begins(date: Date, hour: u8, zone: &TimeZone) -> Option<i64> {
    let local = date.at(hour as i8, 0, 0, 0);
    let at = zone.to_ambiguous_zoned(local).compatible().ok()?;
    Some(at.timestamp().as_millisecond())
}

/// When a reminder due at `at_ms` goes out for a member with quiet hours in `zone`:
/// at `at_ms`, or, when that is quiet, at the start of those quiet hours (earlier), so
/// that the member still has at least the whole reminder window awake.
pub(crate) fn before_quiet(at_ms: i64, zone: &TimeZone, quiet: QuietHours) -> i64 {
    let Some(local) = zoned(at_ms, zone) else {
        return at_ms;
    };
    let hour = local.hour() as u8;
    if !quiet.contains(hour) {
        return at_ms;
    }
    // The quiet hours began today, or yesterday when they cross midnight and it is
    // after midnight now.
    let date = local.date();
    let began = if hour >= quiet.from_hour {
        date
    } else {
        date.yesterday().unwrap_or(date)
    };
    hour_begins(began, quiet.from_hour, zone)
        .filter(|start| *start <= at_ms)
        .unwrap_or(at_ms)
}

/// The day of an instant as a reader writes it, in `zone`.
pub(crate) fn day(tr: Tr<'_>, ms: i64, zone: &TimeZone) -> String {
    match zoned(ms, zone) {
        Some(local) => tr.date_of(
            i64::from(local.year()),
            local.month() as u32,
            local.day() as u32,
        ),
        None => tr.date(ms),
    }
}

/// An instant as a reader writes it, in `zone` (named): `2027-03-12 18:00
/// (Europe/Prague)`.
pub(crate) fn when(tr: Tr<'_>, ms: i64, (name, zone): (&str, &TimeZone)) -> String {
    let Some(local) = zoned(ms, zone) else {
        return tr.date(ms);
    };
    tr.a(
        "date-time",
        &[
            (
                "date",
                tr.date_of(
                    i64::from(local.year()),
                    local.month() as u32,
                    local.day() as u32,
                )
                .into(),
            ),
            (
                "time",
                format!("{:02}:{:02}", local.hour(), local.minute()).into(),
            ),
            ("zone", name.into()),
        ],
    )
}

/// A local date and hour as a manager types it (`2026-12-24 18:00`, or a date alone
/// for its midnight) in `zone`, as an instant; `None` when it is no such date.
pub(crate) fn parse_local(text: &str, zone: &TimeZone) -> Option<i64> {
    let text = text.trim();
    let local = match text.parse::<jiff::civil::DateTime>() {
        Ok(at) => at,
        Err(_) => text.parse::<Date>().ok()?.at(0, 0, 0, 0),
    };
    let at = zone.to_ambiguous_zoned(local).compatible().ok()?;
    Some(at.timestamp().as_millisecond())
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_typed_local_time_is_read_in_the_zone() {
        let (_, prague) = super::zone("Europe/Prague").unwrap();
        // 18:00 in Prague in December is 17:00 UTC.
        assert_eq!(
            super::parse_local("2026-12-24 18:00", &prague),
            Some(1_798_131_600_000)
        );
        assert_eq!(
            super::parse_local("2026-12-24", &prague),
            Some(1_798_131_600_000 - 18 * 3_600_000)
        );
        assert_eq!(super::parse_local("2026-13-01", &prague), None);
        assert_eq!(super::parse_local("tomorrow", &prague), None);
    }

    use super::*;

    const H: i64 = 3_600_000;

    fn ms(text: &str) -> i64 {
        text.parse::<Timestamp>().unwrap().as_millisecond()
    }

    #[test]
    fn zones_are_found_by_name_in_any_case() {
        assert_eq!(zone("europe/prague").unwrap().0, "Europe/Prague");
        assert_eq!(zone("UTC").unwrap().0, "UTC");
        assert!(zone("Mars/Olympus_Mons").is_none());
        assert!(zone("").is_none());
        assert_eq!(zone_or_utc(Some("Nowhere")).0, "UTC");
    }

    #[test]
    fn choices_start_with_what_was_typed() {
        let prague = zone_names("prag");
        assert_eq!(prague.first().map(String::as_str), Some("Europe/Prague"));
        let europe = zone_names("Europe/");
        assert_eq!(europe.len(), 25);
        assert!(europe.iter().all(|n| n.starts_with("Europe/")));
        assert!(zone_names("new york").contains(&"America/New_York".to_string()));
        assert!(zone_names("zzzz").is_empty());
        assert_eq!(
            zone_choices("new_york"),
            vec![(
                "America/New York".to_string(),
                "America/New_York".to_string()
            )]
        );
    }

    #[test]
    fn a_reminder_in_quiet_hours_comes_when_they_begin() {
        let (_, prague) = zone("Europe/Prague").unwrap();
        let night = QuietHours::parse("23-7").unwrap();
        // 02:00 in Prague in winter (UTC+1) is 01:00 UTC; the night began at 22:00 UTC.
        assert_eq!(
            before_quiet(ms("2027-01-10T01:00:00Z"), &prague, night),
            ms("2027-01-09T22:00:00Z")
        );
        // 23:30 the same evening: since 23:00.
        assert_eq!(
            before_quiet(ms("2027-01-09T22:30:00Z"), &prague, night),
            ms("2027-01-09T22:00:00Z")
        );
        // 12:00: not quiet.
        let noon = ms("2027-01-10T11:00:00Z");
        assert_eq!(before_quiet(noon, &prague, night), noon);
        // Daylight saving begins on 28 March 2027 at 02:00 (clocks go to 03:00): 02:30
        // of summer time on the 29th is 00:30 UTC, and that night began at 23:00 of
        // the 28th, summer time already: 21:00 UTC.
        assert_eq!(
            before_quiet(ms("2027-03-29T00:30:00Z"), &prague, night),
            ms("2027-03-28T21:00:00Z")
        );
        // The night of the change: 04:00 summer time (02:00 UTC) on the 28th; it began
        // at 23:00 winter time on the 27th (22:00 UTC), 5 hours of clock, 6 real.
        assert_eq!(
            before_quiet(ms("2027-03-28T02:00:00Z"), &prague, night),
            ms("2027-03-27T22:00:00Z")
        );
        // Hours of the day across no midnight.
        let nap = QuietHours::parse("13-15").unwrap();
        assert_eq!(
            before_quiet(ms("2027-01-10T13:59:00Z"), &prague, nap),
            ms("2027-01-10T12:00:00Z")
        );
        let _ = H;
    }

    #[test]
    fn years_follow_the_zone() {
        let (_, tokyo) = zone("Asia/Tokyo").unwrap();
        let new_year = ms("2026-12-31T16:00:00Z");
        assert_eq!(year_of(new_year, &tokyo), 2027);
        assert_eq!(year_of(new_year, &TimeZone::UTC), 2026);
    }
}
