//! The puzzle trainer (`/martian puzzle`, `locales/*/puzzle.ftl`).

use crate::i18n::Tr;
use crate::service::commands::PUZZLE_LAYOUTS;

use super::analysis::whole;

/// The other side of a puzzle, as the board names it.
pub fn puzzle_opponent(tr: Tr<'_>) -> String {
    tr.t("puzzle-opponent")
}

/// The board's text for screen readers: the points so far, the last move, and the
/// answer drawn as an arrow.
pub fn puzzle_board_alt(
    tr: Tr<'_>,
    mine: u32,
    theirs: u32,
    last: Option<&str>,
    answer: Option<&str>,
) -> String {
    let mut text = tr.a(
        "puzzle-board-alt",
        &[("mine", mine.into()), ("theirs", theirs.into())],
    );
    if let Some(last) = last {
        text = format!(
            "{text} {}",
            tr.a("puzzle-board-alt-last", &[("move", last.into())])
        );
    }
    if let Some(answer) = answer {
        text = format!(
            "{text} {}",
            tr.a("puzzle-board-alt-answer", &[("move", answer.into())])
        );
    }
    text
}

/// A puzzle's first lines: its id and rating, its board, how many moves to find, and
/// what is at stake (`gain` points for the solver, or just the best move).
pub fn puzzle_intro(
    tr: Tr<'_>,
    id: &str,
    rating: f64,
    layout: &str,
    moves: usize,
    gain: i64,
) -> String {
    let stake = if gain > 0 {
        tr.a("puzzle-stake-points", &[("points", gain.into())])
    } else {
        tr.t("puzzle-stake-best")
    };
    tr.a(
        "puzzle-intro",
        &[
            ("id", id.into()),
            ("rating", whole(rating).into()),
            ("layout", PUZZLE_LAYOUTS.short_label(tr, layout).into()),
            ("moves", moves.into()),
            ("stake", stake.into()),
        ],
    )
}

pub fn puzzle_your_move(tr: Tr<'_>) -> String {
    tr.t("puzzle-your-move")
}

pub fn puzzle_right(tr: Tr<'_>, played: &str, reply: &str) -> String {
    tr.a(
        "puzzle-right",
        &[("move", played.into()), ("reply", reply.into())],
    )
}

pub fn puzzle_solved(tr: Tr<'_>, played: &str, change: &str, streak: u32) -> String {
    tr.a(
        "puzzle-solved",
        &[
            ("move", played.into()),
            ("change", change.into()),
            ("streak", streak.into()),
        ],
    )
}

pub fn puzzle_wrong(tr: Tr<'_>, played: &str, answer: &str, change: &str) -> String {
    tr.a(
        "puzzle-wrong",
        &[
            ("move", played.into()),
            ("answer", answer.into()),
            ("change", change.into()),
        ],
    )
}

/// "Puzzle rating: 1500 → 1562 (+62)."
pub fn puzzle_rating_change(tr: Tr<'_>, before: f64, after: f64) -> String {
    let delta = after.round() as i64 - before.round() as i64;
    let delta = if delta >= 0 {
        format!("+{delta}")
    } else {
        format!("−{}", -delta)
    };
    tr.a(
        "puzzle-rating-change",
        &[
            ("before", whole(before).into()),
            ("after", whole(after).into()),
            ("delta", delta.into()),
        ],
    )
}

pub fn puzzle_abandoned(tr: Tr<'_>, change: &str) -> String {
    tr.a("puzzle-abandoned", &[("change", change.into())])
}

pub fn puzzle_none_found(tr: Tr<'_>) -> String {
    tr.t("puzzle-none-found")
}

pub fn puzzle_none_under_way(tr: Tr<'_>) -> String {
    tr.t("puzzle-none-under-way")
}

pub fn puzzle_stale(tr: Tr<'_>) -> String {
    tr.t("puzzle-stale")
}

pub fn puzzle_gone(tr: Tr<'_>) -> String {
    tr.t("puzzle-gone")
}

pub fn puzzle_bad_rating(tr: Tr<'_>, text: &str) -> String {
    tr.a("puzzle-bad-rating", &[("text", text.into())])
}

pub fn puzzle_bad_theme(tr: Tr<'_>, text: &str) -> String {
    tr.a("puzzle-bad-theme", &[("text", text.into())])
}

pub fn puzzle_bad_layout(tr: Tr<'_>, text: &str) -> String {
    tr.a("puzzle-bad-layout", &[("text", text.into())])
}

/// The profile's line of puzzle figures.
pub fn puzzle_profile_line(tr: Tr<'_>, rating: f64, solved: u32, streak: u32, best: u32) -> String {
    tr.a(
        "puzzle-profile-line",
        &[
            ("rating", whole(rating).into()),
            ("solved", solved.into()),
            ("streak", streak.into()),
            ("best", best.into()),
        ],
    )
}

pub fn puzzle_no_daily(tr: Tr<'_>) -> String {
    tr.t("puzzle-no-daily")
}

pub fn puzzle_daily_needs_channel(tr: Tr<'_>) -> String {
    tr.t("puzzle-daily-needs-channel")
}

pub fn puzzle_daily_over(tr: Tr<'_>) -> String {
    tr.t("puzzle-daily-over")
}

pub fn puzzle_daily_solved_already(tr: Tr<'_>) -> String {
    tr.t("puzzle-daily-solved-already")
}

pub fn puzzle_daily_tried_already(tr: Tr<'_>) -> String {
    tr.t("puzzle-daily-tried-already")
}

/// The daily post: the day (written out) and the puzzle's first lines.
pub fn puzzle_daily_post(tr: Tr<'_>, day: &str, intro: &str) -> String {
    tr.a(
        "puzzle-daily-post",
        &[("day", day.into()), ("intro", intro.into())],
    )
}

/// Who plays the side to move on a daily post's board (each reader).
pub fn puzzle_solver(tr: Tr<'_>) -> String {
    tr.t("puzzle-solver")
}

pub fn puzzle_solve_button(tr: Tr<'_>) -> String {
    tr.t("puzzle-solve-button")
}

/// The next day's post: the solution's line, and the first solver (a mention) of
/// `count`.
pub fn puzzle_daily_solution(
    tr: Tr<'_>,
    day: &str,
    line: &str,
    first: Option<&str>,
    count: usize,
) -> String {
    let solved = match first {
        Some(first) => tr.a(
            "puzzle-daily-first",
            &[("first", first.into()), ("count", count.into())],
        ),
        None => tr.t("puzzle-daily-nobody"),
    };
    tr.a(
        "puzzle-daily-solution",
        &[
            ("day", day.into()),
            ("line", line.into()),
            ("solved", solved.into()),
        ],
    )
}
