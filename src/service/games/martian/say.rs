//! The Looney Pyramids game's own sentences (see `locales/<code>/play.ftl`, and
//! `engine.ftl` for illegal moves): its moves, the board message's lines, the move
//! list and menus, how its rules end a game, its description. A piece reaches the
//! catalog as its key (`pawn`, `drone`, `queen`), which each language declines as its
//! sentence needs.

use crate::engine::{IllegalReason, Layout, MergeRefusal, Piece, Played, Player, Ruleset};
use crate::i18n::{Arg, Tr};

fn piece(p: Piece) -> Arg {
    p.name().into()
}

fn yes_no(flag: bool) -> Arg {
    if flag { "yes" } else { "no" }.into()
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

/// `layout`: a layout's name, or teams; `ruleset`: classic or leaping; `clock`: a
/// play-clock-… id or none; `sent_back`: captures may be sent back.
pub fn description(
    tr: Tr<'_>,
    layout: &str,
    ruleset: &str,
    clock: Option<&str>,
    sent_back: bool,
) -> String {
    let mut parts = vec![
        tr.a("names-board", &[("layout", layout.into())]),
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
