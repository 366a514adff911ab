//! `/martian me`: a member's time zone, quiet hours and vacation (`locales/*/me.ftl`).

use crate::i18n::Tr;

/// What `/martian me` shows of a member's settings.
pub struct MeView<'a> {
    /// The time zone in force: theirs, or the server's.
    pub zone: &'a str,
    pub own_zone: bool,
    /// `23-7`, if they set quiet hours.
    pub quiet: Option<String>,
    /// Until when they are on vacation, written out, if they are.
    pub away: Option<String>,
    /// Vacation days taken this year, and how many the server allows.
    pub taken: i64,
    pub allowed: i64,
}

pub fn me_shown(tr: Tr<'_>, v: &MeView<'_>) -> String {
    let zone = tr.a(
        "me-zone",
        &[
            ("zone", v.zone.into()),
            ("own", if v.own_zone { "own" } else { "server" }.into()),
        ],
    );
    let quiet = match &v.quiet {
        Some(hours) => tr.a("me-quiet", &[("hours", hours.as_str().into())]),
        None => tr.t("me-quiet-none"),
    };
    let away = match &v.away {
        Some(until) => tr.a("me-away-until", &[("until", until.as_str().into())]),
        None => tr.t("me-not-away-now"),
    };
    tr.a(
        "me-shown",
        &[
            ("zone", zone.into()),
            ("quiet", quiet.into()),
            ("away", away.into()),
            ("taken", v.taken.into()),
            ("allowed", v.allowed.into()),
        ],
    )
}

pub fn me_saved(tr: Tr<'_>, shown: &str) -> String {
    tr.a("me-saved", &[("settings", shown.into())])
}

pub fn me_bad_zone(tr: Tr<'_>, text: &str) -> String {
    tr.a("me-bad-zone", &[("text", text.trim().into())])
}

pub fn me_bad_quiet(tr: Tr<'_>, text: &str) -> String {
    tr.a("me-bad-quiet", &[("text", text.trim().into())])
}

pub fn me_bad_vacation(tr: Tr<'_>, days: i64, max: i64) -> String {
    tr.a(
        "me-bad-vacation",
        &[("days", days.into()), ("max", max.into())],
    )
}

pub fn me_vacation_off(tr: Tr<'_>) -> String {
    tr.t("me-vacation-off")
}

pub fn me_vacation_too_long(tr: Tr<'_>, left: i64, allowed: i64) -> String {
    tr.a(
        "me-vacation-too-long",
        &[("left", left.into()), ("allowed", allowed.into())],
    )
}

pub fn me_already_away(tr: Tr<'_>, until: &str) -> String {
    tr.a("me-already-away", &[("until", until.into())])
}

pub fn me_not_away(tr: Tr<'_>) -> String {
    tr.t("me-not-away")
}

pub fn me_confirm_vacation(tr: Tr<'_>, channel: &str, days: i64) -> String {
    tr.a(
        "me-confirm-vacation",
        &[("channel", channel.into()), ("days", days.into())],
    )
}

pub fn me_confirm_button(tr: Tr<'_>) -> String {
    tr.t("me-confirm-button")
}

pub fn me_vacation_started(tr: Tr<'_>, until: &str) -> String {
    tr.a("me-vacation-started", &[("until", until.into())])
}

pub fn me_vacation_ended(tr: Tr<'_>, days: i64) -> String {
    tr.a("me-vacation-ended", &[("days", days.into())])
}

/// The board's line for a player on vacation.
pub fn on_vacation(tr: Tr<'_>, name: &str, until: &str) -> String {
    tr.a(
        "me-on-vacation",
        &[("name", name.into()), ("until", until.into())],
    )
}

/// The board's news of a player back from vacation.
pub fn me_back_line(tr: Tr<'_>, name: &str) -> String {
    tr.a("me-back-line", &[("name", name.into())])
}

/// Under a game in `/martian games`: a player away.
pub fn away_in_list(tr: Tr<'_>, name: &str, until: &str) -> String {
    tr.a(
        "me-away-in-list",
        &[("name", name.into()), ("until", until.into())],
    )
}
