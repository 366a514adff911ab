//! The play sentences (see `../../../locales/<code>/play.ftl`, and `engine.ftl` for
//! illegal moves): moves, the board message, menus, resigning, reminders and
//! forfeits. A piece reaches the catalog as its key (`pawn`, `drone`, `queen`), which
//! each language declines as its sentence needs.

use crate::engine::{IllegalReason, Layout, MergeRefusal, Piece, Played, Player, Ruleset};
use crate::i18n::{Arg, Tr};

fn piece(p: Piece) -> Arg {
    p.name().into()
}

fn yes_no(flag: bool) -> Arg {
    if flag { "yes" } else { "no" }.into()
}

// Refusals.

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

/// Why a move is illegal, in the player's words: `name` names a seat as the players
/// know it; `layout` is the game's board.
pub fn illegal(
    tr: Tr<'_>,
    reason: &IllegalReason,
    name: impl Fn(Player) -> String,
    layout: &Layout,
) -> String {
    match reason {
        IllegalReason::Unparsable(err) => {
            tr.a("engine-unparsable", &[("text", err.text.as_str().into())])
        }
        IllegalReason::GameOver(outcome) => {
            let why = reason_text(tr, outcome.reason, &name);
            tr.a("engine-game-over", &[("outcome", why.into())])
        }
        IllegalReason::NotYourTurn { to_move } => {
            tr.a("engine-not-your-turn", &[("name", name(*to_move).into())])
        }
        IllegalReason::OffBoard { square, .. } => {
            let last_file = char::from(b'a' + layout.width().saturating_sub(1));
            let extent = tr.a(
                "engine-extent",
                &[
                    ("last-file", last_file.to_string().into()),
                    ("ranks", layout.height().into()),
                ],
            );
            tr.a(
                "engine-off-board",
                &[
                    ("square", square.to_string().into()),
                    ("extent", extent.into()),
                ],
            )
        }
        IllegalReason::SameSquare { square } => tr.a(
            "engine-same-square",
            &[("square", square.to_string().into())],
        ),
        IllegalReason::EmptySquare { square } => tr.a(
            "engine-empty-square",
            &[("square", square.to_string().into())],
        ),
        IllegalReason::NotYourPiece {
            square,
            piece: p,
            owner,
            owner_zone,
            your_zone,
        } => tr.a(
            "engine-not-your-piece",
            &[
                ("piece", piece(*p)),
                ("square", square.to_string().into()),
                ("owner", name(*owner).into()),
                ("owner-zone", owner_zone.into()),
                ("your-zone", your_zone.into()),
            ],
        ),
        IllegalReason::ClockOff => tr.t("engine-clock-off"),
        IllegalReason::ClockAutomatic => tr.t("engine-clock-automatic"),
        IllegalReason::ClockAlreadyRunning { plies_left } => tr.a(
            "engine-clock-already-running",
            &[("count", (*plies_left).into())],
        ),
        IllegalReason::WrongGeometry {
            piece: p,
            ruleset,
            from,
            to,
        } => {
            let id = match ruleset {
                Ruleset::Classic => "engine-wrong-geometry-classic",
                Ruleset::Leaping => "engine-wrong-geometry-leaping",
            };
            tr.a(
                id,
                &[
                    ("piece", piece(*p)),
                    ("from", from.to_string().into()),
                    ("to", to.to_string().into()),
                ],
            )
        }
        IllegalReason::PathBlocked {
            piece: p,
            from,
            to,
            blocker,
            blocker_piece,
        } => tr.a(
            "engine-path-blocked",
            &[
                ("piece", piece(*p)),
                ("from", from.to_string().into()),
                ("to", to.to_string().into()),
                ("blocker", piece(*blocker_piece)),
                ("blocker-square", blocker.to_string().into()),
            ],
        ),
        IllegalReason::PathOffBoard {
            piece: p,
            from,
            to,
            gap,
        } => tr.a(
            "engine-path-off-board",
            &[
                ("piece", piece(*p)),
                ("from", from.to_string().into()),
                ("to", to.to_string().into()),
                ("gap", gap.to_string().into()),
            ],
        ),
        IllegalReason::OwnPieceOnTarget {
            piece: p,
            target,
            to,
            why,
        } => {
            let id = match why {
                MergeRefusal::AlreadyHaveDrone => "engine-merge-already-have-drone",
                MergeRefusal::AlreadyHaveQueen => "engine-merge-already-have-queen",
                MergeRefusal::PairCannotMerge => "engine-merge-pair",
                MergeRefusal::RulesetHasNoMerges => "engine-merge-leaping",
            };
            tr.a(
                id,
                &[
                    ("piece", piece(*p)),
                    ("target", piece(*target)),
                    ("to", to.to_string().into()),
                ],
            )
        }
        IllegalReason::NoRejection {
            piece: p,
            from,
            to,
            crossed_by_capture,
        } => tr.a(
            "engine-no-rejection",
            &[
                ("piece", piece(*p)),
                ("from", from.to_string().into()),
                ("to", to.to_string().into()),
                ("capture", yes_no(*crossed_by_capture)),
            ],
        ),
    }
}

// The board message.

pub fn game_over(tr: Tr<'_>, summary: &str) -> String {
    tr.a("play-game-over", &[("summary", summary.into())])
}

pub fn your_move(tr: Tr<'_>, who: &str, zone: &str) -> String {
    tr.a(
        "play-your-move",
        &[("who", who.into()), ("zone", zone.into())],
    )
}

pub fn computer_to_move(tr: Tr<'_>) -> String {
    tr.t("play-computer-to-move")
}

pub fn clock_running(tr: Tr<'_>, plies: u8) -> String {
    tr.a("play-clock-running", &[("count", plies.into())])
}

/// "alice played c3b4 (pawn takes drone (+2))."
pub fn played(tr: Tr<'_>, name: &str, text: &str, played: &Played) -> String {
    let mut what = if let Some(captured) = played.captured {
        tr.a(
            "play-what-capture",
            &[
                ("piece", piece(played.piece)),
                ("captured", piece(captured)),
                ("points", captured.points().into()),
            ],
        )
    } else if let Some(merged) = played.merged_into {
        tr.a(
            "play-what-merge",
            &[("piece", piece(played.piece)), ("merged", piece(merged))],
        )
    } else if played.crossed_to.is_some() {
        tr.a("play-what-cross", &[("piece", piece(played.piece))])
    } else {
        tr.a("play-what-piece", &[("piece", piece(played.piece))])
    };
    if played.called_clock {
        what = tr.a("play-what-calls-clock", &[("what", what.into())]);
    }
    tr.a(
        "play-played",
        &[
            ("name", name.into()),
            ("move", text.into()),
            ("what", what.into()),
        ],
    )
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

// The move list, the board on request, the menus.

pub fn moves_header(tr: Tr<'_>, count: u64) -> String {
    tr.a("play-moves-header", &[("count", count.into())])
}

pub fn moves_line(tr: Tr<'_>, p: Piece, from: &str, targets: &[String]) -> String {
    tr.a(
        "play-moves-line",
        &[
            ("piece", piece(p)),
            ("from", from.into()),
            ("targets", targets.join(", ").into()),
        ],
    )
}

pub fn moves_clock_hint(tr: Tr<'_>) -> String {
    tr.t("play-moves-clock-hint")
}

pub fn position(tr: Tr<'_>, fen: &str, started: bool) -> String {
    let text = tr.a("play-position", &[("fen", fen.into())]);
    if started {
        text
    } else {
        format!("{}\n{text}", tr.t("play-position-not-started"))
    }
}

pub fn pick_piece(tr: Tr<'_>, count: usize) -> String {
    tr.a("play-pick-piece", &[("count", count.into())])
}

pub fn pick_target(tr: Tr<'_>, p: Piece, from: &str) -> String {
    tr.a(
        "play-pick-target",
        &[("piece", piece(p)), ("from", from.into())],
    )
}

pub fn piece_option(tr: Tr<'_>, p: Piece, from: &str) -> String {
    tr.a(
        "play-piece-option",
        &[("piece", piece(p)), ("from", from.into())],
    )
}

pub fn piece_moves(tr: Tr<'_>, count: u32) -> String {
    tr.a("play-piece-moves", &[("count", count.into())])
}

pub fn piece_placeholder(tr: Tr<'_>) -> String {
    tr.t("play-piece-placeholder")
}

pub fn target_placeholder(tr: Tr<'_>, p: Piece, from: &str) -> String {
    tr.a(
        "play-target-placeholder",
        &[("piece", piece(p)), ("from", from.into())],
    )
}

/// "c3b4 pawn", "d2a5 queen takes drone (+2)", "b3c2 merge -> drone".
pub fn move_label(tr: Tr<'_>, text: &str, played: &Played) -> String {
    let p = piece(played.piece);
    if let Some(captured) = played.captured {
        tr.a(
            "play-label-capture",
            &[
                ("move", text.into()),
                ("piece", p),
                ("captured", piece(captured)),
                ("points", captured.points().into()),
            ],
        )
    } else if let Some(merged) = played.merged_into {
        tr.a(
            "play-label-merge",
            &[("move", text.into()), ("merged", piece(merged))],
        )
    } else if played.crossed_to.is_some() {
        tr.a("play-label-cross", &[("move", text.into()), ("piece", p)])
    } else {
        tr.a("play-label-plain", &[("move", text.into()), ("piece", p)])
    }
}

pub fn move_button(tr: Tr<'_>) -> String {
    tr.t("play-button-move")
}

pub fn board_button(tr: Tr<'_>) -> String {
    tr.t("play-button-board")
}

pub fn resign_button(tr: Tr<'_>) -> String {
    tr.t("play-button-resign")
}

// Resigning.

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

// Time.

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

/// With reminders off: a deadline that passed while the bot was down.
pub fn deadline_extended(tr: Tr<'_>, who: &str, hours: i64) -> String {
    tr.a(
        "play-deadline-extended",
        &[("who", who.into()), ("hours", hours.into())],
    )
}

// How a game ended.

/// Why the game ended by the rules, in the names `name` gives.
pub fn reason_text(
    tr: Tr<'_>,
    reason: crate::engine::EndReason,
    name: &impl Fn(Player) -> String,
) -> String {
    use crate::engine::EndReason;
    match reason {
        EndReason::ZoneEmptied { zone, by } if zone == by => {
            tr.a("play-reason-emptied-own-zone", &[("name", name(by).into())])
        }
        EndReason::ZoneEmptied { zone, by } => tr.a(
            "play-reason-emptied-zone",
            &[("zone", name(zone).into()), ("by", name(by).into())],
        ),
        EndReason::ClockRanOut => tr.t("play-reason-clock-ran-out"),
        EndReason::NoLegalMove { player } => tr.a(
            "play-reason-no-legal-move",
            &[("name", name(player).into())],
        ),
    }
}

/// A game decided by the rules: `names` won (or share a draw, when `draw`).
pub fn end_by_rules(
    tr: Tr<'_>,
    names: &[String],
    draw: bool,
    tie_break: bool,
    scores: &str,
    reason: &str,
) -> String {
    let id = match (draw, tie_break) {
        (true, _) => "play-end-draw",
        (false, true) => "play-end-win-tie-break",
        (false, false) => "play-end-win",
    };
    let mut args = vec![
        ("names", tr.list(names).into()),
        ("scores", scores.into()),
        ("reason", reason.into()),
    ];
    if !draw {
        args.push(("count", names.len().into()));
    }
    tr.a(id, &args)
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

// A game in one line, and its description.

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

/// `layout`: duel, quad or teams; `ruleset`: classic or leaping; `clock`: a
/// play-clock-… id or none; `sent_back`: captures may be sent back.
pub fn description(
    tr: Tr<'_>,
    layout: &str,
    ruleset: &str,
    clock: Option<&str>,
    sent_back: bool,
) -> String {
    let mut parts = vec![
        tr.a("play-layout", &[("layout", layout.into())]),
        tr.a("play-ruleset", &[("ruleset", ruleset.into())]),
    ];
    parts.extend(clock.map(|id| tr.t(id)));
    if sent_back {
        parts.push(tr.t("play-captures-sent-back"));
    }
    parts.join(", ")
}

/// The ping after the live board was edited.
pub fn ping(tr: Tr<'_>, who: &str) -> String {
    tr.a("play-ping", &[("who", who.into())])
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
