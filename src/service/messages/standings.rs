//! The standings sentences (see `../../../locales/<code>/standings.ftl`): the
//! leaderboard, stats, games in progress, history and replays, and the pages of a list.
//!
//! Each game keeps its own standings. The Looney Pyramids game's lists keep the plain
//! headings they always had (it is the default, and the one most servers play); those
//! of Carnett's game name it, with sentences of their own (`…-carnett`), so that a
//! translation can decline the game's name as its grammar needs.

use crate::i18n::Tr;
use crate::model::GameKind;

/// A message id, or its variant for another game than the first (`<id>-<game>`).
pub(super) fn of_game(id: &str, game: GameKind) -> String {
    match game.suffix() {
        None => id.to_string(),
        Some(game) => format!("{id}-{game}"),
    }
}

/// A list shown a page at a time, for the message that refuses a page it lacks.
#[derive(Clone, Copy, Debug)]
pub enum PagedList<'a> {
    Leaderboard,
    /// A player's finished games (their name, escaped).
    History(&'a str),
    /// The games in progress: the server's, or one player's.
    Games(Option<&'a str>),
}

pub fn no_rated_players(tr: Tr<'_>, game: GameKind) -> String {
    tr.t(&of_game("standings-no-rated-players", game))
}

/// A page the list does not have: `page` as asked, `pages` how many there are.
pub fn bad_page(tr: Tr<'_>, page: i64, pages: usize, list: PagedList<'_>) -> String {
    // The page asked for is only shown (it may be any number): as text.
    let mut args = vec![("page", page.to_string().into()), ("pages", pages.into())];
    let id = match list {
        PagedList::Leaderboard => "standings-bad-page-leaderboard",
        PagedList::History(name) => {
            args.push(("name", name.into()));
            "standings-bad-page-history"
        }
        PagedList::Games(None) => "standings-bad-page-games",
        PagedList::Games(Some(name)) => {
            args.push(("name", name.into()));
            "standings-bad-page-games-of"
        }
    };
    tr.a(id, &args)
}

/// " (page 2 of 7)", or nothing for a list that fits one page.
pub fn page_of(tr: Tr<'_>, page: usize, pages: usize) -> String {
    if pages > 1 {
        tr.a(
            "standings-page-of",
            &[("page", page.into()), ("pages", pages.into())],
        )
    } else {
        String::new()
    }
}

/// The last line of a page that is not the last one: how to see the next.
pub fn next_page(tr: Tr<'_>, page: usize, pages: usize) -> Option<String> {
    (page < pages).then(|| tr.a("standings-next-page", &[("next", (page + 1).into())]))
}

pub fn leaderboard_title(tr: Tr<'_>, game: GameKind, page: usize, pages: usize) -> String {
    tr.a(
        &of_game("standings-leaderboard-title", game),
        &[("page", page.into()), ("pages", pages.into())],
    )
}

/// The leaderboard's column headings: rank, player, rating, games, W/D/L.
pub fn leaderboard_columns(tr: Tr<'_>) -> [String; 5] {
    [
        tr.t("standings-column-rank"),
        tr.t("standings-column-player"),
        tr.t("standings-column-rating"),
        tr.t("standings-column-games"),
        tr.t("standings-column-record"),
    ]
}

/// Under the leaderboard: what ± and ? mean.
pub fn leaderboard_legend(tr: Tr<'_>, provisional_above: f64) -> String {
    tr.a(
        "standings-leaderboard-legend",
        &[("threshold", provisional_above.into())],
    )
}

/// "**alice**: rating 1662? ±290 (provisional)" (naming the game for Carnett's).
pub fn stats_rating(
    tr: Tr<'_>,
    game: GameKind,
    name: &str,
    rating: &str,
    provisional: bool,
) -> String {
    let id = match provisional {
        true => "standings-stats-rating-provisional",
        false => "standings-stats-rating",
    };
    tr.a(
        &of_game(id, game),
        &[("name", name.into()), ("rating", rating.into())],
    )
}

pub fn stats_games(tr: Tr<'_>, games: u32, wins: u32, draws: u32, losses: u32) -> String {
    tr.a(
        "standings-stats-games",
        &[
            ("games", games.into()),
            ("wins", wins.into()),
            ("draws", draws.into()),
            ("losses", losses.into()),
        ],
    )
}

pub fn stats_points(tr: Tr<'_>, points: u32) -> String {
    tr.a("standings-stats-points", &[("points", points.into())])
}

pub fn stats_opening(tr: Tr<'_>, opening: &str, times: u32) -> String {
    tr.a(
        "standings-stats-opening",
        &[("move", opening.into()), ("times", times.into())],
    )
}

pub fn stats_longest(tr: Tr<'_>, plies: u32, id: &str) -> String {
    tr.a(
        "standings-stats-longest",
        &[("moves", plies.into()), ("id", id.into())],
    )
}

/// Carnett's game: the action a player opened with most often as White.
pub fn stats_first_action(tr: Tr<'_>, action: &str, times: u32) -> String {
    tr.a(
        "standings-stats-first-action",
        &[("action", action.into()), ("times", times.into())],
    )
}

/// Carnett's game: the longest game, in actions.
pub fn stats_longest_actions(tr: Tr<'_>, actions: u32, id: &str) -> String {
    tr.a(
        "standings-stats-longest-actions",
        &[("actions", actions.into()), ("id", id.into())],
    )
}

pub fn no_stats(tr: Tr<'_>, game: GameKind, name: &str) -> String {
    tr.a(
        &of_game("standings-no-stats", game),
        &[("name", name.into())],
    )
}

/// The heading of `/martian games`: the server's games, or one player's (`whose`).
pub fn games_title(tr: Tr<'_>, whose: Option<&str>, total: usize) -> String {
    match whose {
        Some(name) => tr.a(
            "standings-games-title-of",
            &[("name", name.into()), ("total", total.into())],
        ),
        None => tr.a("standings-games-title", &[("total", total.into())]),
    }
}

/// "• game 2s in #general: …"; `line` is the game's line, or None when it can't be read;
/// `board`, a link to its live board.
pub fn games_line(
    tr: Tr<'_>,
    id: &str,
    channel: &str,
    line: Option<String>,
    board: Option<&str>,
) -> String {
    let line = line.unwrap_or_else(|| tr.t("standings-games-unreadable"));
    let mut args = vec![
        ("id", id.into()),
        ("channel", channel.into()),
        ("line", line.into()),
    ];
    match board {
        Some(link) => {
            args.push(("link", link.into()));
            tr.a("standings-games-line-board", &args)
        }
        None => tr.a("standings-games-line", &args),
    }
}

pub fn no_active_games(tr: Tr<'_>, whose: Option<&str>) -> String {
    match whose {
        Some(name) => tr.a("standings-no-active-games-of", &[("name", name.into())]),
        None => tr.t("standings-no-active-games"),
    }
}

pub fn history_title(tr: Tr<'_>, game: GameKind, name: &str, total: usize) -> String {
    tr.a(
        &of_game("standings-history-title", game),
        &[("name", name.into()), ("total", total.into())],
    )
}

/// How a finished game went for the player whose history it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Won,
    Drew,
    Lost,
    /// A game with no result.
    Ended,
}

/// "• `2s` 2024-05-01 vs bob: won. alice wins 7–5: …"; `opponents` already a list.
pub fn history_line(
    tr: Tr<'_>,
    id: &str,
    date: &str,
    opponents: &str,
    outcome: Outcome,
    summary: &str,
) -> String {
    let result = match outcome {
        Outcome::Won => "won",
        Outcome::Drew => "drew",
        Outcome::Lost => "lost",
        Outcome::Ended => "ended",
    };
    tr.a(
        "standings-history-line",
        &[
            ("id", id.into()),
            ("date", date.into()),
            ("opponents", opponents.into()),
            ("result", result.into()),
            ("summary", summary.into()),
        ],
    )
}

pub fn history_replay_hint(tr: Tr<'_>) -> String {
    tr.t("standings-history-replay")
}

pub fn no_history(tr: Tr<'_>, game: GameKind, name: &str) -> String {
    tr.a(
        &of_game("standings-no-history", game),
        &[("name", name.into())],
    )
}

/// Before the description of a replay's last frame: what the animation is.
pub fn replay_alt(tr: Tr<'_>, id: &str) -> String {
    tr.a("board-alt-replay", &[("id", id.into())])
}

/// "**Game 2s**: alice vs bob".
pub fn replay_title(tr: Tr<'_>, id: &str, players: &[String]) -> String {
    let players = players.join(&tr.t("standings-replay-versus"));
    tr.a(
        "standings-replay-title",
        &[("id", id.into()), ("players", players.into())],
    )
}

pub fn replay_in_progress(tr: Tr<'_>) -> String {
    tr.t("standings-replay-in-progress")
}

pub fn replay_moves(tr: Tr<'_>, moves: &str) -> String {
    tr.a("standings-replay-moves", &[("moves", moves.into())])
}

pub fn unknown_game(tr: Tr<'_>, id: &str) -> String {
    tr.a("standings-unknown-game", &[("id", id.into())])
}

pub fn not_a_game_id(tr: Tr<'_>, text: &str) -> String {
    tr.a("standings-not-a-game-id", &[("text", text.into())])
}

/// "◀ Previous", under a page of a list.
pub fn previous_page_button(tr: Tr<'_>) -> String {
    tr.t("standings-previous-button")
}

/// "Next ▶", under a page of a list.
pub fn next_page_button(tr: Tr<'_>) -> String {
    tr.t("standings-next-button")
}

/// A page button whose id is not one the bot writes.
pub fn unknown_list_button(tr: Tr<'_>) -> String {
    tr.t("standings-unknown-list-button")
}
