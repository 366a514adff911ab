//! Tournaments (`/martian tournament`, `locales/*/tournament.ftl`).

use crate::i18n::Tr;

fn t(tr: Tr<'_>, id: &str) -> String {
    tr.t(id)
}

/// The pyramid game's name, as a tournament's setup line says it.
pub fn pyramid_game_name(tr: Tr<'_>) -> String {
    t(tr, "tournament-game-pyramids")
}

/// "#3 Spring Cup": how lists name a tournament (its number as typed in `tournament:`).
pub fn tournament_label(id: &str, name: &str) -> String {
    format!("**#{id}** {name}")
}

pub fn tournament_bad_id(tr: Tr<'_>, typed: &str) -> String {
    tr.a("tournament-bad-id", &[("typed", typed.into())])
}

pub fn tournament_not_found(tr: Tr<'_>, typed: &str) -> String {
    tr.a("tournament-not-found", &[("typed", typed.into())])
}

pub fn tournament_none_under_way(tr: Tr<'_>) -> String {
    t(tr, "tournament-none-under-way")
}

pub fn tournament_which(tr: Tr<'_>, list: &str) -> String {
    tr.a("tournament-which", &[("list", list.into())])
}

pub fn tournament_no_rematch(tr: Tr<'_>) -> String {
    t(tr, "tournament-no-rematch")
}

pub fn tournament_no_abort(tr: Tr<'_>) -> String {
    t(tr, "tournament-no-abort")
}

pub fn tournament_format_swiss(tr: Tr<'_>, rounds: u32) -> String {
    if rounds == 0 {
        return t(tr, "tournament-format-swiss-open");
    }
    tr.a("tournament-format-swiss", &[("rounds", rounds.into())])
}

pub fn tournament_format_round_robin(tr: Tr<'_>, double: bool) -> String {
    t(
        tr,
        if double {
            "tournament-format-double-round-robin"
        } else {
            "tournament-format-round-robin"
        },
    )
}

pub fn tournament_title(tr: Tr<'_>, name: &str, id: &str) -> String {
    tr.a(
        "tournament-title",
        &[("name", name.into()), ("id", id.into())],
    )
}

pub fn tournament_timeout(tr: Tr<'_>, hours: u32) -> String {
    tr.a("tournament-timeout", &[("hours", hours.into())])
}

pub fn tournament_opens_at(tr: Tr<'_>, when: &str) -> String {
    tr.a("tournament-opens-at", &[("when", when.into())])
}

pub fn tournament_opens_on_start(tr: Tr<'_>) -> String {
    t(tr, "tournament-opens-on-start")
}

pub fn tournament_running(tr: Tr<'_>, round: u32, rounds: u32) -> String {
    tr.a(
        "tournament-running",
        &[("round", round.into()), ("rounds", rounds.into())],
    )
}

pub fn tournament_late_entry(tr: Tr<'_>) -> String {
    t(tr, "tournament-late-entry")
}

pub fn tournament_paused_status(tr: Tr<'_>, round: u32) -> String {
    tr.a("tournament-paused-status", &[("round", round.into())])
}

pub fn tournament_finished_status(tr: Tr<'_>, winner: &str) -> String {
    tr.a("tournament-finished-status", &[("winner", winner.into())])
}

pub fn tournament_cancelled_status(tr: Tr<'_>) -> String {
    t(tr, "tournament-cancelled-status")
}

pub fn tournament_entrant(tr: Tr<'_>, name: &str, rating: f64) -> String {
    tr.a(
        "tournament-entrant",
        &[
            ("name", name.into()),
            ("rating", (rating.round() as i64).into()),
        ],
    )
}

pub fn tournament_entrant_withdrawn(tr: Tr<'_>, name: &str) -> String {
    tr.a("tournament-entrant-withdrawn", &[("name", name.into())])
}

pub fn tournament_no_players(tr: Tr<'_>) -> String {
    t(tr, "tournament-no-players")
}

pub fn tournament_players(tr: Tr<'_>, count: usize, max: u32, list: &str) -> String {
    tr.a(
        "tournament-players",
        &[
            ("count", count.into()),
            ("max", max.into()),
            ("list", list.into()),
        ],
    )
}

pub fn tournament_player_count(tr: Tr<'_>, count: usize) -> String {
    tr.a("tournament-player-count", &[("count", count.into())])
}

pub fn tournament_join_button(tr: Tr<'_>) -> String {
    t(tr, "tournament-button-join")
}

pub fn tournament_leave_button(tr: Tr<'_>) -> String {
    t(tr, "tournament-button-leave")
}

pub fn tournament_start_button(tr: Tr<'_>) -> String {
    t(tr, "tournament-button-start")
}

pub fn tournament_standings_button(tr: Tr<'_>) -> String {
    t(tr, "tournament-button-standings")
}

/// The standings' columns: rank, name, points, Buchholz, Sonneborn-Berger, direct
/// encounter, wins.
pub fn tournament_columns(tr: Tr<'_>) -> [String; 7] {
    [
        "rank",
        "name",
        "points",
        "buchholz",
        "sonneborn-berger",
        "direct",
        "wins",
    ]
    .map(|column| t(tr, &format!("tournament-column-{column}")))
}

pub fn tournament_standings_alt(tr: Tr<'_>, name: &str) -> String {
    tr.a("tournament-standings-alt", &[("name", name.into())])
}

pub fn tournament_standings_title(tr: Tr<'_>, name: &str, done: u32, rounds: u32) -> String {
    if done == 0 {
        return tr.a(
            "tournament-standings-title-first",
            &[("name", name.into()), ("rounds", rounds.into())],
        );
    }
    tr.a(
        "tournament-standings-title",
        &[
            ("name", name.into()),
            ("done", done.into()),
            ("rounds", rounds.into()),
        ],
    )
}

pub fn tournament_standings_legend(tr: Tr<'_>) -> String {
    t(tr, "tournament-standings-legend")
}

pub fn tournament_not_started(tr: Tr<'_>, count: usize) -> String {
    tr.a("tournament-not-started", &[("count", count.into())])
}

pub fn tournament_round_heading(tr: Tr<'_>, round: u32, rounds: u32) -> String {
    tr.a(
        "tournament-round-heading",
        &[("round", round.into()), ("rounds", rounds.into())],
    )
}

pub fn tournament_bye(tr: Tr<'_>, name: &str) -> String {
    tr.a("tournament-bye", &[("name", name.into())])
}

pub fn tournament_no_result(tr: Tr<'_>) -> String {
    t(tr, "tournament-no-result")
}

pub fn tournament_playing_in(tr: Tr<'_>, thread: &str) -> String {
    tr.a("tournament-playing-in", &[("thread", thread.into())])
}

pub fn tournament_playing(tr: Tr<'_>) -> String {
    t(tr, "tournament-playing")
}

pub fn tournament_by_forfeit(tr: Tr<'_>, name: &str) -> String {
    tr.a("tournament-by-forfeit", &[("name", name.into())])
}

pub fn tournament_history_empty(tr: Tr<'_>) -> String {
    t(tr, "tournament-history-empty")
}

pub fn tournament_no_such_page(tr: Tr<'_>, pages: usize) -> String {
    tr.a("tournament-no-such-page", &[("pages", pages.into())])
}

pub fn tournament_list_title(tr: Tr<'_>, over: bool, page: usize, pages: usize) -> String {
    tr.a(
        if over {
            "tournament-history-title"
        } else {
            "tournament-list-title"
        },
        &[("page", page.into()), ("pages", pages.into())],
    )
}

pub fn tournament_list_open(tr: Tr<'_>) -> String {
    t(tr, "tournament-list-open")
}

pub fn tournament_game_heading(tr: Tr<'_>, name: &str, round: u32, rounds: u32) -> String {
    tr.a(
        "tournament-game-heading",
        &[
            ("name", name.into()),
            ("round", round.into()),
            ("rounds", rounds.into()),
        ],
    )
}

pub fn tournament_create_not_allowed(tr: Tr<'_>) -> String {
    t(tr, "tournament-create-not-allowed")
}

pub fn tournament_needs_threads(tr: Tr<'_>) -> String {
    t(tr, "tournament-needs-threads")
}

pub fn tournament_bad_name(tr: Tr<'_>, max: usize) -> String {
    tr.a("tournament-bad-name", &[("max", max.into())])
}

/// A word an option does not take (`option` is the option's name, as the catalog's
/// `cmd-tournament-create-<option>.name` gives it in the reader's language).
pub fn tournament_unknown_word(tr: Tr<'_>, option: &str, word: &str) -> String {
    let option = tr.t(&format!("cmd-tournament-create-{option}.name"));
    tr.a(
        "tournament-unknown-word",
        &[("option", option.into()), ("word", word.into())],
    )
}

pub fn tournament_no_layout(tr: Tr<'_>) -> String {
    t(tr, "tournament-no-layout")
}

pub fn tournament_bad_rounds(tr: Tr<'_>, min: i64, max: i64) -> String {
    tr.a(
        "tournament-bad-rounds",
        &[("min", min.into()), ("max", max.into())],
    )
}

pub fn tournament_rounds_not_swiss(tr: Tr<'_>) -> String {
    t(tr, "tournament-rounds-not-swiss")
}

pub fn tournament_bad_timeout(tr: Tr<'_>, max: u32) -> String {
    tr.a("tournament-bad-timeout", &[("max", max.into())])
}

pub fn tournament_bad_max_players(tr: Tr<'_>, min: i64, max: i64) -> String {
    tr.a(
        "tournament-bad-max-players",
        &[("min", min.into()), ("max", max.into())],
    )
}

pub fn tournament_bad_start(tr: Tr<'_>, typed: &str, zone: &str) -> String {
    tr.a(
        "tournament-bad-start",
        &[("typed", typed.into()), ("zone", zone.into())],
    )
}

pub fn tournament_start_passed(tr: Tr<'_>) -> String {
    t(tr, "tournament-start-passed")
}

pub fn tournament_no_computer(tr: Tr<'_>) -> String {
    t(tr, "tournament-no-computer")
}

pub fn tournament_withdrawn_already(tr: Tr<'_>) -> String {
    t(tr, "tournament-withdrawn-already")
}

pub fn tournament_already_in(tr: Tr<'_>) -> String {
    t(tr, "tournament-already-in")
}

pub fn tournament_closed(tr: Tr<'_>) -> String {
    t(tr, "tournament-closed")
}

pub fn tournament_full(tr: Tr<'_>, max: u32) -> String {
    tr.a("tournament-full", &[("max", max.into())])
}

pub fn tournament_over(tr: Tr<'_>) -> String {
    t(tr, "tournament-over")
}

pub fn tournament_not_in(tr: Tr<'_>) -> String {
    t(tr, "tournament-not-in")
}

pub fn tournament_not_in_them(tr: Tr<'_>) -> String {
    t(tr, "tournament-not-in-them")
}

pub fn tournament_kicked(tr: Tr<'_>, manager: &str, name: &str) -> String {
    tr.a(
        "tournament-kicked",
        &[("manager", manager.into()), ("name", name.into())],
    )
}

pub fn tournament_joined(tr: Tr<'_>, name: &str) -> String {
    tr.a("tournament-joined", &[("name", name.into())])
}

pub fn tournament_joined_late(tr: Tr<'_>, name: &str, round: u32) -> String {
    tr.a(
        "tournament-joined-late",
        &[("name", name.into()), ("round", round.into())],
    )
}

pub fn tournament_left(tr: Tr<'_>, name: &str) -> String {
    tr.a("tournament-left", &[("name", name.into())])
}

pub fn tournament_withdrew(tr: Tr<'_>, name: &str) -> String {
    tr.a("tournament-withdrew", &[("name", name.into())])
}

pub fn tournament_round_title(tr: Tr<'_>, name: &str, round: u32, rounds: u32) -> String {
    tr.a(
        "tournament-round-title",
        &[
            ("name", name.into()),
            ("round", round.into()),
            ("rounds", rounds.into()),
        ],
    )
}

pub fn tournament_round_threads(tr: Tr<'_>) -> String {
    t(tr, "tournament-round-threads")
}

/// The round's games wait: the bot may no longer open threads in their channel.
pub fn tournament_threads_refused(tr: Tr<'_>, name: &str, round: u32) -> String {
    tr.a(
        "tournament-threads-refused",
        &[("name", name.into()), ("round", round.into())],
    )
}

pub fn tournament_ended_early(tr: Tr<'_>) -> String {
    t(tr, "tournament-ended-early")
}

/// The end's line; `places` the podium's names by place (1 to 3), players sharing a
/// place together (a shared first place leaves no second).
pub fn tournament_podium(tr: Tr<'_>, name: &str, places: &[(usize, String)]) -> String {
    let podium: Vec<String> = places
        .iter()
        .filter_map(|(place, names)| {
            let medal = ["🥇", "🥈", "🥉"].get(place.checked_sub(1)?)?;
            Some(format!("{medal} {names}"))
        })
        .collect();
    tr.a(
        "tournament-podium",
        &[("name", name.into()), ("podium", podium.join(" · ").into())],
    )
}

pub fn tournament_withdrawn_for_forfeits(tr: Tr<'_>, name: &str) -> String {
    tr.a(
        "tournament-withdrawn-for-forfeits",
        &[("name", name.into())],
    )
}

pub fn tournament_managers_only(tr: Tr<'_>) -> String {
    t(tr, "tournament-managers-only")
}

pub fn tournament_started_already(tr: Tr<'_>) -> String {
    t(tr, "tournament-started-already")
}

pub fn tournament_too_few(tr: Tr<'_>, min: usize, count: usize) -> String {
    tr.a(
        "tournament-too-few",
        &[("min", min.into()), ("count", count.into())],
    )
}

pub fn tournament_begins(tr: Tr<'_>, name: &str, players: usize, rounds: u32) -> String {
    tr.a(
        "tournament-begins",
        &[
            ("name", name.into()),
            ("players", players.into()),
            ("rounds", rounds.into()),
        ],
    )
}

pub fn tournament_too_few_at_start(tr: Tr<'_>, name: &str, min: usize) -> String {
    tr.a(
        "tournament-too-few-at-start",
        &[("name", name.into()), ("min", min.into())],
    )
}

pub fn tournament_not_running(tr: Tr<'_>) -> String {
    t(tr, "tournament-not-running")
}

pub fn tournament_not_paused(tr: Tr<'_>) -> String {
    t(tr, "tournament-not-paused")
}

pub fn tournament_paused(tr: Tr<'_>, name: &str) -> String {
    tr.a("tournament-paused", &[("name", name.into())])
}

pub fn tournament_resumed(tr: Tr<'_>, name: &str) -> String {
    tr.a("tournament-resumed", &[("name", name.into())])
}

pub fn tournament_cancelled(tr: Tr<'_>, name: &str, manager: &str) -> String {
    tr.a(
        "tournament-cancelled",
        &[("name", name.into()), ("manager", manager.into())],
    )
}

pub fn tournament_game_cancelled(tr: Tr<'_>, name: &str) -> String {
    tr.a("tournament-game-cancelled", &[("name", name.into())])
}
