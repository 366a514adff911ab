//! Calendar days from milliseconds since the Unix epoch (UTC), without a date library:
//! Howard Hinnant's `civil_from_days`.

/// Year, month (1-12) and day (1-31) of the UTC day that holds `ms`.
pub fn civil_from_ms(ms: i64) -> (i64, u32, u32) {
    let days = ms.div_euclid(86_400_000);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::civil_from_ms;

    #[test]
    fn days_are_the_calendar_s() {
        assert_eq!(civil_from_ms(0), (1970, 1, 1));
        assert_eq!(civil_from_ms(-1), (1969, 12, 31));
        // 2024-02-29 12:00 UTC, a leap day; 2026-12-01 00:00 UTC.
        assert_eq!(civil_from_ms(1_709_208_000_000), (2024, 2, 29));
        assert_eq!(civil_from_ms(1_796_083_200_000), (2026, 12, 1));
    }
}
