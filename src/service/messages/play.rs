//! The play sentences every game shares (see `locales/<code>/play.ftl`): whose turn,
//! stale boards, resigning, reminders and forfeits, a game's line and its result. The
//! Looney Pyramids game's own (its moves, menus, illegal moves) are in
//! `games/martian/say.rs`. A piece reaches the catalog as its key (`pawn`, `drone`,
//! `queen`), which each language declines as its sentence needs.

use crate::i18n::Tr;

pub fn not_started(tr: Tr<'_>, waiting: &[String]) -> String {
    tr.a("play-not-started", &[("waiting", tr.list(waiting).into())])
}

pub fn not_your_turn(tr: Tr<'_>, whose: &str) -> String {
    tr.a("play-not-your-turn", &[("whose", whose.into())])
}

pub fn computer_turn(tr: Tr<'_>) -> String {
    tr.t("play-computer-turn")
}

/// `current_ply`: the plies played so far (the board shows the move after them).
pub fn stale_board(tr: Tr<'_>, current_ply: usize) -> String {
    tr.a("play-stale-board", &[("move", (current_ply + 1).into())])
}

pub fn unknown_component(tr: Tr<'_>) -> String {
    tr.t("play-unknown-component")
}

pub fn game_gone(tr: Tr<'_>) -> String {
    tr.t("play-game-gone")
}

pub fn no_moves_for_piece(tr: Tr<'_>, from: &str) -> String {
    tr.a("play-no-moves-for-piece", &[("from", from.into())])
}

pub fn game_over(tr: Tr<'_>, summary: &str) -> String {
    tr.a("play-game-over", &[("summary", summary.into())])
}

/// The first line of a board posted again because its first notice never arrived.
pub fn notice_again(tr: Tr<'_>, mover: &str, last_move: &str) -> String {
    let what = if last_move.is_empty() {
        tr.t("play-notice-again-begun")
    } else {
        tr.a(
            "play-notice-again-played",
            &[("name", mover.into()), ("move", last_move.into())],
        )
    };
    tr.a("play-notice-again", &[("what", what.into())])
}

pub fn board_button(tr: Tr<'_>) -> String {
    tr.t("play-button-board")
}

pub fn resign_button(tr: Tr<'_>) -> String {
    tr.t("play-button-resign")
}

pub fn confirm_resign(tr: Tr<'_>, winners: &[String]) -> String {
    tr.a(
        "play-confirm-resign",
        &[
            ("winners", tr.list(winners).into()),
            ("count", winners.len().into()),
        ],
    )
}

pub fn confirm_resign_button(tr: Tr<'_>) -> String {
    tr.t("play-button-confirm-resign")
}

pub fn keep_playing_button(tr: Tr<'_>) -> String {
    tr.t("play-button-keep-playing")
}

pub fn resign_cancelled(tr: Tr<'_>) -> String {
    tr.t("play-resign-cancelled")
}

pub fn forfeited(tr: Tr<'_>, name: &str) -> String {
    tr.a("play-forfeited", &[("name", name.into())])
}

/// The reminder to move; `late`: one that could not be given in time (the bot was
/// down, or the message did not arrive), so that the deadline moved with it.
pub fn reminder(
    tr: Tr<'_>,
    late: bool,
    who: &str,
    channel: &str,
    opponents: &[String],
    hours_left: i64,
) -> String {
    let id = if late {
        "play-late-reminder"
    } else {
        "play-reminder"
    };
    tr.a(
        id,
        &[
            ("who", who.into()),
            ("channel", channel.into()),
            ("opponents", tr.list(opponents).into()),
            ("hours", hours_left.into()),
        ],
    )
}

/// The line a game's board gets once, after an outage its clocks got back (`ms`
/// long, shown to the minute).
pub fn outage_given_back(tr: Tr<'_>, ms: i64) -> String {
    let minutes = (ms + 30_000) / 60_000;
    let duration = tr.a(
        "play-outage-duration",
        &[
            ("hours", (minutes / 60).into()),
            ("minutes", (minutes % 60).into()),
        ],
    );
    tr.a("play-outage-given-back", &[("duration", duration.into())])
}

/// A game someone resigned (or, with `forfeit`, lost on time): `names` won (or share
/// a draw, when `draw`); `loser` is who resigned.
pub fn end_by_player(
    tr: Tr<'_>,
    names: &[String],
    draw: bool,
    forfeit: bool,
    loser: &str,
) -> String {
    let id = match (forfeit, draw) {
        (false, false) => "play-end-resigned-win",
        (false, true) => "play-end-resigned-draw",
        (true, false) => "play-end-forfeit-win",
        (true, true) => "play-end-forfeit-draw",
    };
    let mut args = vec![("names", tr.list(names).into()), ("name", loser.into())];
    if !draw {
        args.push(("count", names.len().into()));
    }
    tr.a(id, &args)
}

pub fn game_line(tr: Tr<'_>, names: &[String], ply: Option<(usize, &str)>) -> String {
    let players = names.join(&tr.t("play-versus"));
    match ply {
        None => tr.a("play-game-line-invited", &[("players", players.into())]),
        Some((ply, to_move)) => tr.a(
            "play-game-line",
            &[
                ("players", players.into()),
                ("move", (ply + 1).into()),
                ("name", to_move.into()),
            ],
        ),
    }
}

pub fn you_played(tr: Tr<'_>, text: &str) -> String {
    tr.a("play-you-played", &[("move", text.into())])
}

pub fn you_resigned(tr: Tr<'_>) -> String {
    tr.t("play-you-resigned")
}

/// The line a finished game leaves where it was challenged (`thread`: a link to its
/// thread, if it had one).
pub fn result_line(tr: Tr<'_>, players: &str, summary: &str, thread: Option<&str>) -> String {
    match thread {
        Some(thread) => tr.a(
            "play-result-line-thread",
            &[
                ("players", players.into()),
                ("summary", summary.into()),
                ("thread", thread.into()),
            ],
        ),
        None => tr.a(
            "play-result-line",
            &[("players", players.into()), ("summary", summary.into())],
        ),
    }
}

/// An old board's answer, with a link to the live one.
pub fn stale_board_live(tr: Tr<'_>, current_ply: usize, link: &str) -> String {
    tr.a(
        "play-stale-board-live",
        &[("move", (current_ply + 1).into()), ("link", link.into())],
    )
}

pub fn reminder_board(tr: Tr<'_>, link: &str) -> String {
    tr.a("play-reminder-board", &[("link", link.into())])
}
