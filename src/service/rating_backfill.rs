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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Layout, Rules};
    use crate::model::{ChannelId, EndKind, GameEnd, GameId, GameSetup, GameStatus, Seat};
    use crate::store::{MemoryStore, Window};

    const GUILD: GuildId = GuildId(5);

    /// Game `id` between `users` on `layout`, ended at `at_ms` with `winners` (a draw
    /// among everyone when empty).
    fn ended(
        id: u64,
        layout: &'static Layout,
        users: &[u64],
        winners: &[usize],
        at_ms: i64,
    ) -> GameRecord {
        let drawn = if winners.is_empty() {
            (0..users.len()).collect()
        } else {
            vec![]
        };
        GameRecord {
            id: GameId(id),
            guild: GUILD,
            channel: ChannelId(id),
            setup: GameSetup::Martian {
                layout,
                rules: Rules::default(),
            },
            seats: users
                .iter()
                .map(|u| Seat {
                    user: UserId(*u),
                    name: format!("user {u}"),
                    accepted: true,
                    computer: None,
                })
                .collect(),
            challenger: UserId(users[0]),
            status: GameStatus::Finished,
            moves: Vec::new(),
            revision: 1,
            created_ms: at_ms - 100,
            updated_ms: at_ms,
            deadline_ms: None,
            reminder_ms: None,
            end: Some(GameEnd {
                kind: EndKind::Rules,
                winners: winners.to_vec(),
                drawn,
                scores: vec![0; users.len()],
                at_ms,
                by_name: None,
                waited_hours: None,
            }),
            parent: None,
            tournament: None,
            draw_offer: Vec::new(),
            outages_through_ms: None,
            turn_clock: None,
        }
    }

    /// Duels and a four-player game among users 1 to 4, in the order they ended.
    fn games() -> Vec<GameRecord> {
        let duel = Layout::duel();
        vec![
            ended(1, duel, &[1, 2], &[0], 1_000),
            ended(2, duel, &[3, 1], &[0], 2_000),
            ended(3, duel, &[2, 3], &[], 3_000),
            ended(4, Layout::quad(), &[1, 2, 3, 4], &[3], 4_000),
            ended(5, duel, &[4, 1], &[1], 5_000),
            ended(6, duel, &[1, 2], &[1], 6_000),
        ]
    }

    /// Stores `game` as an open game, then its end; rated (with its points) or not.
    fn store_game(store: &dyn Store, game: &GameRecord, rated: bool) {
        let open = GameRecord {
            status: GameStatus::Active,
            revision: 0,
            end: None,
            ..game.clone()
        };
        store.create_game(&open).unwrap();
        if rated {
            let rate =
                |before: &[Option<PlayerRecord>]| ratings::rate(game, before, game.ended_ms());
            store.save_game_and_players(game, 0, &rate).unwrap();
        } else {
            store.save_game(game, 0).unwrap();
        }
    }

    fn history(store: &dyn Store, user: u64) -> Vec<RatingPoint> {
        let all = Window { skip: 0, take: 100 };
        let page = store.rating_history(GUILD, GameKind::default(), UserId(user), all);
        page.unwrap().items
    }

    #[test]
    fn the_replay_gives_the_points_the_games_ends_wrote() {
        // As this release stores them: each end with its ratings and points.
        let live = MemoryStore::new();
        // As an earlier release did: the games alone (and here no ratings either, so
        // that no point is pinned: every point is the replay's own).
        let earlier = MemoryStore::new();
        for game in games() {
            store_game(&live, &game, true);
            store_game(&earlier, &game, false);
        }
        let done = backfill_rating_history(&earlier).unwrap();
        assert_eq!(
            done,
            Some(Backfilled {
                games: 6,
                points: 14
            })
        );
        for user in 1..=4 {
            let replayed = history(&earlier, user);
            assert!(!replayed.is_empty(), "user {user}");
            assert_eq!(replayed, history(&live, user), "user {user}");
        }
        assert_eq!(history(&earlier, 1).len(), 5);
        // Once.
        assert_eq!(backfill_rating_history(&earlier).unwrap(), None);
    }
}
