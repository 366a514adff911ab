//! The description of a Looney Pyramids board image for screen readers (see `board-alt-…` in
//! `locales/<code>/board.ftl`): plain text, names as written.

use crate::i18n::Tr;

/// Where the game stands, for the description's first sentence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AltStage {
    /// Not started yet (a challenge's board).
    Start,
    /// Under way, before move `move` (1 for the first).
    Move(usize),
    Over,
}

/// The whole description: what the board is, whose move it is (or how the game ended),
/// the score, and the last move. `scores` are (name, points); `last` is (who, move label).
pub fn board_alt(
    tr: Tr<'_>,
    stage: AltStage,
    to_move: Option<&str>,
    summary: Option<&str>,
    scores: &[(String, u32)],
    last: Option<(&str, &str)>,
) -> String {
    let mut sentences = vec![match stage {
        AltStage::Start => tr.t("board-alt-start"),
        AltStage::Move(number) => tr.a("board-alt-move", &[("move", number.into())]),
        AltStage::Over => tr.t("board-alt-final"),
    }];
    if let Some(summary) = summary {
        sentences.push(tr.a("board-alt-over", &[("summary", summary.into())]));
    } else if let Some(name) = to_move {
        sentences.push(tr.a("board-alt-to-move", &[("name", name.into())]));
    }
    let scores: Vec<String> = scores
        .iter()
        .map(|(name, points)| {
            tr.a(
                "board-alt-score",
                &[("name", name.as_str().into()), ("points", (*points).into())],
            )
        })
        .collect();
    if !scores.is_empty() {
        sentences.push(tr.a("board-alt-scores", &[("scores", tr.list(&scores).into())]));
    }
    if let Some((name, label)) = last {
        sentences.push(tr.a(
            "board-alt-last",
            &[("name", name.into()), ("move", label.into())],
        ));
    }
    sentences.join(" ")
}
