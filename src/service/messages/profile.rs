//! The sentences and words of `/martian profile`: the reply's line, the card's words
//! (the card draws numbers and dates itself), and its text for screen readers.

use crate::i18n::Tr;
use crate::model::{GameKind, GameResult};

use super::analysis::whole;
use super::standings::of_game;

pub fn profile_title(tr: Tr<'_>, game: GameKind) -> String {
    tr.t(&of_game("profile-title", game))
}

/// The words of the card that do not change with the player, in this order: rating,
/// chart title, no history, games, wins, draws, losses, current streak, longest
/// streak, best win, accuracy, opponents' title, last results' title.
pub fn profile_word(tr: Tr<'_>, word: &str) -> String {
    tr.t(&format!("profile-{word}"))
}

pub fn profile_deviation(tr: Tr<'_>, deviation: f64) -> String {
    tr.a(
        "profile-deviation",
        &[("deviation", whole(deviation).into())],
    )
}

pub fn profile_best_win(tr: Tr<'_>, name: &str, rating: f64, id: &str) -> String {
    tr.a(
        "profile-best-win-value",
        &[
            ("name", name.into()),
            ("rating", whole(rating).into()),
            ("id", id.into()),
        ],
    )
}

pub fn profile_accuracy(tr: Tr<'_>, accuracy: f64, count: usize) -> String {
    tr.a(
        "profile-accuracy-value",
        &[
            ("accuracy", whole(accuracy).into()),
            ("count", count.into()),
        ],
    )
}

pub fn profile_opponent_score(
    tr: Tr<'_>,
    games: usize,
    [wins, draws, losses]: [usize; 3],
) -> String {
    tr.a(
        "profile-opponent-score",
        &[
            ("games", games.into()),
            ("wins", wins.into()),
            ("draws", draws.into()),
            ("losses", losses.into()),
        ],
    )
}

/// The letter in a last result's mark.
pub fn profile_letter(tr: Tr<'_>, result: GameResult) -> String {
    tr.t(match result {
        GameResult::Win => "profile-letter-win",
        GameResult::Draw => "profile-letter-draw",
        GameResult::Loss => "profile-letter-loss",
    })
}

pub fn profile_text(
    tr: Tr<'_>,
    game: GameKind,
    name: &str,
    rating: f64,
    deviation: f64,
    games: u32,
) -> String {
    tr.a(
        &of_game("profile-text", game),
        &[
            ("name", name.into()),
            ("rating", whole(rating).into()),
            ("deviation", whole(deviation).into()),
            ("games", games.into()),
        ],
    )
}

pub fn profile_none(tr: Tr<'_>, game: GameKind, name: &str) -> String {
    tr.a(&of_game("profile-none", game), &[("name", name.into())])
}

/// Added to [`profile_alt`]: the best win as the card shows it.
pub fn profile_alt_best_win(tr: Tr<'_>, value: &str) -> String {
    tr.a("profile-alt-best-win", &[("value", value.into())])
}

/// Added to [`profile_alt`]: the average accuracy as the card shows it.
pub fn profile_alt_accuracy(tr: Tr<'_>, value: &str) -> String {
    tr.a("profile-alt-accuracy", &[("value", value.into())])
}

/// For screen readers: the card's figures and the last results, newest last.
#[allow(clippy::too_many_arguments)]
pub fn profile_alt(
    tr: Tr<'_>,
    name: &str,
    rating: f64,
    deviation: f64,
    [games, wins, draws, losses]: [u32; 4],
    last: &[GameResult],
) -> String {
    let last: Vec<String> = last
        .iter()
        .map(|r| {
            tr.t(match r {
                GameResult::Win => "profile-result-win",
                GameResult::Draw => "profile-result-draw",
                GameResult::Loss => "profile-result-loss",
            })
        })
        .collect();
    let last = if last.is_empty() {
        tr.t("profile-no-results")
    } else {
        tr.list(&last)
    };
    tr.a(
        "profile-alt",
        &[
            ("name", name.into()),
            ("rating", whole(rating).into()),
            ("deviation", whole(deviation).into()),
            ("games", games.into()),
            ("wins", wins.into()),
            ("draws", draws.into()),
            ("losses", losses.into()),
            ("last", last.into()),
        ],
    )
}
