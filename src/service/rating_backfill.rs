//! The rating history of games that ended before it was kept. A store written by an
//! earlier release holds its finished games and each player's current rating, but no
//! history: once, the games are replayed here in the order they ended (each server's
//! archive, [`Store::archive_after`]) through the very rating function a game's end
//! runs (`ratings::rate`), which gives each player's rating after each game; the points
//! are added (never over one a game's end wrote), then each player's newest point is
//! pinned to their stored record, since a replay may drift from what was stored (a
//! rating function changed between releases, two games that ended in the same
//! millisecond), and the store is marked.
//!
//! Here, not in the stores: the replay needs the rating function, which is the
//! service's, and a store imports nothing of the service. It runs where the binary
//! opens its store to serve (`cli/store_choice.rs`) and before `migrate` reads a sled
//! store, so before any game of that process ends; a Service built over a store (as
//! tests do many times) does not pay for it. Safe to run again and from two processes
//! at once: the points are added only where missing, and the store pins and marks
//! under its own lock (a mark found set leaves everything as it is).

use std::collections::HashMap;

use crate::model::{GameKind, GameRecord, GuildId, PlayerRecord, RatingPoint, UserId};
use crate::store::{ArchivePlace, Store, StoreError};

use super::ratings;

/// Games read (and points added) per step: a page of the archive is in memory at once.
const PAGE: usize = 500;

/// What a backfill did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Backfilled {
    /// Rated games replayed.
    pub games: usize,
    /// Points added (a point a game's end already wrote is kept and not counted).
    pub points: usize,
}

/// Backfills the store's rating history unless it is marked as done; `None` when it
/// was.
pub fn backfill_rating_history(store: &dyn Store) -> Result<Option<Backfilled>, StoreError> {
    if store.history_backfilled()? {
        return Ok(None);
    }
    let mut done = Backfilled::default();
    let mut replay = Replay::default();
    let mut after = None;
    loop {
        let games = store.archive_after(after, PAGE)?;
        let Some(last) = games.last() else {
            break;
        };
        after = Some(ArchivePlace::of(last));
        let mut points = Vec::new();
        for game in games.iter().filter(|g| ratings::is_rated(g)) {
            points.extend(replay.game(store, game)?);
            done.games += 1;
        }
        done.points += store.add_rating_points(&points)?;
    }
    store.finish_history_backfill()?;
    Ok(Some(done))
}

/// The players' records as the replay has them so far, for one server at a time (the
/// archive comes server by server).
#[derive(Default)]
struct Replay {
    guild: Option<GuildId>,
    players: HashMap<(GameKind, UserId), PlayerRecord>,
}

impl Replay {
    /// The points `game` adds, with the seats' accuracy if it was analysed.
    fn game(
        &mut self,
        store: &dyn Store,
        game: &GameRecord,
    ) -> Result<Vec<RatingPoint>, StoreError> {
        if self.guild != Some(game.guild) {
            self.guild = Some(game.guild);
            self.players.clear();
        }
        let kind = game.kind();
        let before: Vec<Option<PlayerRecord>> = game
            .seats
            .iter()
            .map(|s| self.players.get(&(kind, s.user)).cloned())
            .collect();
        let after = ratings::rate(game, &before, game.ended_ms());
        let mut points = RatingPoint::of_game(game, &before, &after);
        if let Some(analysis) = store.analysis(game.guild, game.id)? {
            for point in &mut points {
                point.accuracy = analysis.seats.get(point.seat).and_then(|a| a.accuracy);
            }
        }
        for player in after {
            self.players.insert((kind, player.user), player);
        }
        Ok(points)
    }
}
