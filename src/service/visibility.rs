//! Games stay where they were played: a game is listed, shown or replayed only to
//! someone who may view the channel it was played in (for a game in a thread the bot
//! opened for it, the channel the thread was opened in: a public thread is seen by
//! whoever sees its channel). The adapter says which channels the asker may view (a
//! [`Sight`] in the request, `sight.rs`); this file is the one place that applies it,
//! and every use case that shows games from other channels than the asker's goes
//! through it: `/martian games`, `history`, `replay` and their page buttons, and
//! whatever shows games later (analyses, profiles, tournaments, puzzles made from a
//! server's games).
//!
//! A game the asker may not see is as good as absent: a list leaves it out (its pages
//! still full, its count without it), and a replay answers as for a game that does not
//! exist, so that nobody learns that a hidden channel had a game.

use crate::model::GameRecord;
use crate::store::{Page, StoreError, Window};

use super::list_id::ListId;
use super::request::{Action, Request};
use super::sight::Sight;

impl Action {
    /// Whether this action may show games played in other channels than the one it
    /// is asked in: then its request needs the asker's [`Sight`] (an adapter may spare
    /// itself the work of finding out for the others, which leave it at its default).
    pub fn shows_games_elsewhere(&self) -> bool {
        match self {
            Action::Games { .. }
            | Action::History { .. }
            | Action::Replay { .. }
            | Action::Analyse { .. }
            // Puzzles from the server's games come from channels the asker must see.
            | Action::Puzzle(_) => true,
            // A list's page button pages through a list of games (or the leaderboard,
            // where the sight costs nothing but is not needed).
            Action::Click { custom_id, .. } => {
                ListId::is_list(custom_id) || super::puzzles::is_puzzle(custom_id)
            }
            _ => false,
        }
    }
}

/// Whether the asker of `request` may see `game`: they are where it is played (its
/// channel, or the channel of its thread), or they may view that channel.
pub(crate) fn may_see(request: &Request, game: &GameRecord) -> bool {
    let home = game.parent.unwrap_or(game.channel);
    request.channel == game.channel || request.channel == home || request.sight.sees(home)
}

/// How many entries a filtered list reads from the store at once.
const CHUNK: usize = 100;

/// The page `window` of a list of games as the asker of `request` sees it, from a
/// store list that `read` gives a window at a time: only the games they may see, the
/// page as full as the list allows, and the total counting only those. Seeing
/// everything, the store's own page is the answer; else the list is read through (its
/// length is part of the answer), a chunk at a time.
pub(crate) fn visible_page(
    request: &Request,
    window: Window,
    read: impl Fn(Window) -> Result<Page<GameRecord>, StoreError>,
) -> Result<Page<GameRecord>, StoreError> {
    if request.sight == Sight::Everything {
        return read(window);
    }
    let mut items = Vec::new();
    let mut total = 0;
    let mut skip = 0;
    loop {
        let chunk = read(Window { skip, take: CHUNK })?;
        let read_now = chunk.items.len();
        for game in chunk.items {
            if !may_see(request, &game) {
                continue;
            }
            if total >= window.skip && items.len() < window.take {
                items.push(game);
            }
            total += 1;
        }
        skip += read_now;
        if read_now < CHUNK || skip >= chunk.total {
            return Ok(Page { items, total });
        }
    }
}
