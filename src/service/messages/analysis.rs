//! The sentences of `/martian analyse`: the queue, the analysis itself (each player's
//! accuracy, the marked moves), its graph's words and the board before a marked move.

use crate::i18n::Tr;
use crate::model::MoveLabel;

/// A figure rounded to a whole number ("87"), as the analysis and the profile show
/// accuracies, ratings and drops.
pub fn whole(value: f64) -> String {
    format!("{}", value.round() as i64)
}

/// "2.1" or "2,1": one decimal, with the language's decimal separator.
pub fn decimal(tr: Tr<'_>, value: f64) -> String {
    let text = format!("{value:.1}");
    text.replace('.', &tr.t("number-decimal-separator"))
}

/// The answer while an analysis waits or runs: `ahead` analyses run before it.
pub fn analysis_queued(tr: Tr<'_>, id: &str, ahead: usize) -> String {
    if ahead == 0 {
        tr.a("analysis-queued", &[("id", id.into())])
    } else {
        tr.a(
            "analysis-queued-behind",
            &[("id", id.into()), ("ahead", ahead.into())],
        )
    }
}

pub fn analysis_in_progress(tr: Tr<'_>, id: &str) -> String {
    tr.a("analysis-in-progress", &[("id", id.into())])
}

pub fn analysis_no_moves(tr: Tr<'_>, id: &str) -> String {
    tr.a("analysis-no-moves", &[("id", id.into())])
}

pub fn analysis_not_available(tr: Tr<'_>, id: &str) -> String {
    tr.a("analysis-not-available", &[("id", id.into())])
}

/// "**Analysis of game 2s**: alice vs bob".
pub fn analysis_title(tr: Tr<'_>, id: &str, players: &[String]) -> String {
    let players = players.join(&tr.t("standings-replay-versus"));
    tr.a(
        "analysis-title",
        &[("id", id.into()), ("players", players.into())],
    )
}

/// One player's accuracy and counts of marked moves. `accuracy` is `None` for a
/// player who made no move.
pub fn analysis_player(tr: Tr<'_>, name: &str, accuracy: Option<f64>, counts: [u32; 3]) -> String {
    let accuracy = match accuracy {
        Some(a) => whole(a),
        None => tr.t("analysis-no-accuracy"),
    };
    tr.a(
        "analysis-player",
        &[
            ("name", name.into()),
            ("accuracy", accuracy.into()),
            ("inaccuracies", counts[0].into()),
            ("mistakes", counts[1].into()),
            ("blunders", counts[2].into()),
        ],
    )
}

pub fn analysis_label(tr: Tr<'_>, label: MoveLabel) -> String {
    tr.t(match label {
        MoveLabel::Inaccuracy => "analysis-label-inaccuracy",
        MoveLabel::Mistake => "analysis-label-mistake",
        MoveLabel::Blunder => "analysis-label-blunder",
    })
}

/// The sign chess players write after such a move.
pub fn analysis_sign(label: MoveLabel) -> &'static str {
    match label {
        MoveLabel::Inaccuracy => "?!",
        MoveLabel::Mistake => "?",
        MoveLabel::Blunder => "??",
    }
}

pub fn analysis_marked_title(tr: Tr<'_>) -> String {
    tr.t("analysis-marked-title")
}

pub fn analysis_no_marks(tr: Tr<'_>) -> String {
    tr.t("analysis-no-marks")
}

/// One marked move: "14. bob: b6a5? (mistake, −12 pp, −2.1 points) better d7c6".
/// `points` is the evaluation lost, for a game whose evaluation is in points.
#[allow(clippy::too_many_arguments)]
pub fn analysis_marked(
    tr: Tr<'_>,
    number: usize,
    name: &str,
    played: &str,
    label: MoveLabel,
    drop: f64,
    points: Option<f64>,
    best: &str,
) -> String {
    let mut args = vec![
        ("number", number.into()),
        ("name", name.into()),
        ("played", format!("{played}{}", analysis_sign(label)).into()),
        ("label", analysis_label(tr, label).into()),
        ("drop", whole(drop).into()),
        ("best", best.into()),
    ];
    match points {
        Some(points) => {
            args.push(("points", decimal(tr, points).into()));
            args.push(("count", points.into()));
            tr.a("analysis-marked-points", &args)
        }
        None => tr.a("analysis-marked", &args),
    }
}

pub fn analysis_more_marked(tr: Tr<'_>, count: usize) -> String {
    tr.a("analysis-more-marked", &[("count", count.into())])
}

pub fn analysis_method(tr: Tr<'_>, nodes: u64) -> String {
    tr.a("analysis-method", &[("nodes", nodes.into())])
}

pub fn analysis_graph_title(tr: Tr<'_>) -> String {
    tr.t("analysis-graph-title")
}

/// What follows a player's name in the graph's legend.
pub fn analysis_graph_legend(tr: Tr<'_>, accuracy: Option<f64>) -> String {
    match accuracy {
        Some(a) => tr.a("analysis-graph-legend", &[("accuracy", whole(a).into())]),
        None => String::new(),
    }
}

/// The graph for screen readers: what it shows, then each player's accuracy and
/// where their chance ended.
pub fn analysis_alt(tr: Tr<'_>, id: &str, players: &[String], marked: usize) -> String {
    tr.a(
        "analysis-alt",
        &[
            ("id", id.into()),
            ("players", tr.list(players).into()),
            ("marked", marked.into()),
        ],
    )
}

/// "alice: accuracy 91, winning chance at the end 82 %", for the graph's alt text.
pub fn analysis_alt_player(tr: Tr<'_>, name: &str, accuracy: Option<f64>, chance: f64) -> String {
    let accuracy = match accuracy {
        Some(a) => whole(a),
        None => tr.t("analysis-no-accuracy"),
    };
    tr.a(
        "analysis-alt-player",
        &[
            ("name", name.into()),
            ("accuracy", accuracy.into()),
            ("chance", whole(chance).into()),
        ],
    )
}

pub fn analysis_board_placeholder(tr: Tr<'_>) -> String {
    tr.t("analysis-board-placeholder")
}

/// A marked move in the menu of boards: "14. bob: b6a5? (mistake)".
pub fn analysis_board_option(
    tr: Tr<'_>,
    number: usize,
    name: &str,
    played: &str,
    label: MoveLabel,
) -> String {
    tr.a(
        "analysis-board-option",
        &[
            ("number", number.into()),
            ("name", name.into()),
            ("played", format!("{played}{}", analysis_sign(label)).into()),
            ("label", analysis_label(tr, label).into()),
        ],
    )
}

/// Above the board before a marked move; `arrow`: the better move is drawn on it.
pub fn analysis_board(
    tr: Tr<'_>,
    number: usize,
    name: &str,
    played: &str,
    label: MoveLabel,
    best: &str,
    arrow: bool,
) -> String {
    tr.a(
        if arrow {
            "analysis-board"
        } else {
            "analysis-board-in-words"
        },
        &[
            ("number", number.into()),
            ("name", name.into()),
            ("played", format!("{played}{}", analysis_sign(label)).into()),
            ("label", analysis_label(tr, label).into()),
            ("best", best.into()),
        ],
    )
}

/// Before a table's own description, for screen readers: the better move in words.
pub fn analysis_board_better(tr: Tr<'_>, best: &str) -> String {
    tr.a("analysis-board-better", &[("best", best.into())])
}

/// Before the board's own description, for screen readers.
pub fn analysis_board_alt(tr: Tr<'_>, best: &str) -> String {
    tr.a("analysis-board-alt", &[("best", best.into())])
}

/// The analysis posted as a new message, when the answer could no longer be edited.
pub fn analysis_late(tr: Tr<'_>, mention: &str, id: &str) -> String {
    tr.a(
        "analysis-late",
        &[("mention", mention.into()), ("id", id.into())],
    )
}

pub fn analysis_button(tr: Tr<'_>) -> String {
    tr.t("analysis-button")
}

pub fn analysis_unknown_move(tr: Tr<'_>, id: &str) -> String {
    tr.a("analysis-unknown-move", &[("id", id.into())])
}

pub fn analysis_failed(tr: Tr<'_>, id: &str) -> String {
    tr.a("analysis-failed", &[("id", id.into())])
}
