//! The season sentences (issue 30; see `../../../locales/<code>/season.ftl`): the
//! season leaderboard, a season's final table and champion, the setting, the profile.
//! A sentence about one game's table has a variant for each other game (`…-carnett`),
//! as the standings' do.

use super::standings::of_game;
use crate::i18n::Tr;
use crate::model::GameKind;

/// `season:` given something that is neither a season nor `all-time`.
pub fn season_bad_key(tr: Tr<'_>, typed: &str) -> String {
    tr.a("season-bad-key", &[("typed", typed.into())])
}

/// The all-time leaderboard among the `season:` choices.
pub fn season_choice_all_time(tr: Tr<'_>) -> String {
    tr.t("season-choice-all-time")
}

/// The word for the all-time leaderboard a player may type in `season:`.
pub fn season_all_time_word(tr: Tr<'_>) -> String {
    tr.t("season-all-time-word")
}

/// The season under way among the `season:` choices.
pub fn season_choice_current(tr: Tr<'_>, season: &str) -> String {
    tr.a("season-choice-current", &[("season", season.into())])
}

pub fn season_no_players(tr: Tr<'_>, game: GameKind, season: &str) -> String {
    tr.a(
        &of_game("season-no-players", game),
        &[("season", season.into())],
    )
}

pub fn season_leaderboard_title(
    tr: Tr<'_>,
    game: GameKind,
    season: &str,
    page: usize,
    pages: usize,
) -> String {
    tr.a(
        &of_game("season-leaderboard-title", game),
        &[
            ("season", season.into()),
            ("page", page.into()),
            ("pages", pages.into()),
        ],
    )
}

/// The heading of a season's final table, posted at its end.
pub fn season_final_title(tr: Tr<'_>, game: GameKind, season: &str) -> String {
    tr.a(
        &of_game("season-final-title", game),
        &[("season", season.into())],
    )
}

/// Under the final table: who won the season (`name` already escaped).
pub fn season_champion_line(tr: Tr<'_>, season: &str, name: &str) -> String {
    tr.a(
        "season-champion-line",
        &[("season", season.into()), ("name", name.into())],
    )
}

/// The settings' season line: the length (`monthly`, `quarterly`, none: off) and the
/// channel of the final tables.
pub fn season_settings(
    tr: Tr<'_>,
    length: Option<&str>,
    channel: Option<crate::model::ChannelId>,
) -> String {
    let Some(length) = length else {
        return tr.t("season-settings-off");
    };
    let length = tr.a("season-length", &[("length", length.into())]);
    match channel {
        Some(channel) => tr.a(
            "season-settings-on",
            &[
                ("length", length.into()),
                ("channel", format!("<#{}>", channel.0).into()),
            ],
        ),
        None => tr.a(
            "season-settings-on-no-channel",
            &[("length", length.into())],
        ),
    }
}

/// `season:` given something other than off, monthly or quarterly.
pub fn season_bad_length(tr: Tr<'_>, typed: &str) -> String {
    tr.a("season-bad-length", &[("typed", typed.into())])
}

/// The profile's line (and the card's) naming the seasons a player won: `seasons` is
/// like "2026-11, 2027-Q1".
pub fn season_champion_of(tr: Tr<'_>, seasons: &str, count: usize) -> String {
    tr.a(
        "season-profile-champion",
        &[("seasons", seasons.into()), ("count", count.into())],
    )
}
