//! The rating history, on every store: written in the step that stores a game's end,
//! read a page at a time from the newest point, one point per player and game however
//! the step was retried, the seats' accuracy set by the game's analysis, and the
//! primitives of the backfill (the archives in order, points added only where missing,
//! the newest points pinned to the records).

use std::sync::Barrier;

use super::tests::{game, with_each_store};
use super::*;
use crate::model::{
    EndKind, GameAnalysis, GameEnd, GameId, GameKind, GameRecord, GameResult, GameStatus, GuildId,
    PlayerRecord, RatingPoint, UserId, START_RATING,
};

const GUILD: GuildId = GuildId(7);
const ALICE: UserId = UserId(1);

/// A duel between alice and `opponent` in its own channel, stored being played.
fn duel_with(store: &dyn Store, opponent: u64) -> GameRecord {
    let mut g = game(store.next_game_id().unwrap(), 100 + opponent);
    g.seats[1].user = UserId(opponent);
    g.seats[1].name = format!("player {opponent}");
    g.seats[1].accepted = true;
    g.status = GameStatus::Active;
    store.create_game(&g).unwrap();
    g
}

/// `g` ended at `at_ms`, won by `winner` (a draw when `None`), as revision 1.
fn ended(g: &GameRecord, at_ms: i64, winner: Option<usize>) -> GameRecord {
    let mut end = g.clone();
    end.status = GameStatus::Finished;
    end.revision = 1;
    end.updated_ms = at_ms;
    end.end = Some(GameEnd {
        kind: EndKind::Rules,
        winners: winner.into_iter().collect(),
        drawn: if winner.is_none() { vec![0, 1] } else { vec![] },
        scores: vec![0, 0],
        at_ms,
        by_name: None,
        waited_hours: None,
    });
    end
}

/// A stand-in for Glicko-2: the winner gains 10, the loser loses 10, a draw moves
/// nobody; every deviation shrinks by 5. Pure, as the store requires.
fn rate(g: &GameRecord, before: &[Option<PlayerRecord>]) -> Vec<PlayerRecord> {
    let end = g.end.as_ref().expect("an ended game");
    g.seats
        .iter()
        .enumerate()
        .map(|(seat, s)| {
            let mut p = before[seat]
                .clone()
                .unwrap_or_else(|| PlayerRecord::in_game(g.guild, g.kind(), s.user, &s.name));
            p.games += 1;
            p.deviation -= 5.0;
            if end.winners.contains(&seat) {
                p.rating += 10.0;
            } else if !end.drawn.contains(&seat) {
                p.rating -= 10.0;
            }
            p
        })
        .collect()
}

/// Plays and stores a duel of alice against `opponent`, ended at `at_ms`.
fn play(store: &dyn Store, opponent: u64, at_ms: i64, winner: Option<usize>) -> GameRecord {
    let end = ended(&duel_with(store, opponent), at_ms, winner);
    store
        .save_game_and_players(&end, 0, &|before| rate(&end, before))
        .unwrap();
    end
}

fn history(store: &dyn Store, user: UserId, window: Window) -> Page<RatingPoint> {
    store
        .rating_history(GUILD, GameKind::Martian, user, window)
        .unwrap()
}

#[test]
fn a_rated_end_adds_a_point_for_each_player_read_newest_first_a_page_at_a_time() {
    with_each_store(|store| {
        let first = play(store, 10, 2_000, Some(0));
        let second = play(store, 11, 3_000, Some(1));
        let third = play(store, 10, 4_000, None);
        let all = history(store, ALICE, Window::page(1, 10));
        assert_eq!(all.total, 3);
        let ids: Vec<GameId> = all.items.iter().map(|p| p.id).collect();
        assert_eq!(ids, [third.id, second.id, first.id]);
        let results: Vec<GameResult> = all.items.iter().map(|p| p.result).collect();
        assert_eq!(
            results,
            [GameResult::Draw, GameResult::Loss, GameResult::Win]
        );
        let ratings: Vec<f64> = all.items.iter().map(|p| p.rating).collect();
        assert_eq!(ratings, [1500.0, 1500.0, 1510.0]);
        assert_eq!(all.items[2].deviation, 345.0);
        assert_eq!(all.items[0].ended_ms, 4_000);
        assert_eq!((all.items[0].seat, all.items[0].accuracy), (0, None));
        // The newest point is the stored record's.
        let alice = store
            .player(GUILD, GameKind::Martian, ALICE)
            .unwrap()
            .unwrap();
        assert_eq!(
            (alice.rating, alice.deviation),
            (all.items[0].rating, all.items[0].deviation)
        );

        // The opponent as they were before the game: user 10 lost the first game, so
        // came to the third at 1490.
        let them = &all.items[0].opponents;
        assert_eq!(them.len(), 1);
        assert_eq!(
            (them[0].user, them[0].name.as_str()),
            (UserId(10), "player 10")
        );
        assert_eq!((them[0].rating, them[0].result), (1490.0, GameResult::Draw));
        assert_eq!(all.items[2].opponents[0].rating, START_RATING);

        // Their side of it.
        let ten = history(store, UserId(10), Window::page(1, 10));
        assert_eq!(ten.total, 2);
        assert_eq!(ten.items[1].result, GameResult::Loss);
        assert_eq!(ten.items[1].opponents[0].user, ALICE);
        assert_eq!(ten.items[1].opponents[0].result, GameResult::Loss);
        assert_eq!(ten.items[0].opponents[0].rating, 1500.0);

        // Pages.
        let middle = history(store, ALICE, Window { skip: 1, take: 1 });
        assert_eq!(middle.total, 3);
        assert_eq!(middle.items, vec![all.items[1].clone()]);
        let past = history(store, ALICE, Window { skip: 3, take: 5 });
        assert_eq!((past.items.len(), past.total), (0, 3));

        // Nothing in another game or server, nor for someone who never played.
        let carnett = store.rating_history(GUILD, GameKind::Carnett, ALICE, Window::page(1, 10));
        assert_eq!(carnett.unwrap().total, 0);
        let elsewhere =
            store.rating_history(GuildId(8), GameKind::Martian, ALICE, Window::page(1, 10));
        assert_eq!(elsewhere.unwrap().total, 0);
        assert_eq!(history(store, UserId(99), Window::page(1, 10)).total, 0);
    });
}

#[test]
fn ends_racing_for_one_player_write_one_point_each_however_often_they_ran() {
    const GAMES: u64 = 6;
    with_each_store(|store| {
        let games: Vec<GameRecord> = (0..GAMES).map(|i| duel_with(store, 10 + i)).collect();
        let barrier = Barrier::new(games.len());
        std::thread::scope(|scope| {
            for (i, g) in games.iter().enumerate() {
                let barrier = &barrier;
                scope.spawn(move || {
                    let end = ended(g, 2_000 + i as i64, Some(0));
                    barrier.wait();
                    store
                        .save_game_and_players(&end, 0, &|before| rate(&end, before))
                        .unwrap();
                    // The same end again, as a retry after a lost answer would: stale.
                    let again = store.save_game_and_players(&end, 0, &|before| rate(&end, before));
                    assert!(matches!(again, Err(StoreError::Stale { .. })), "{again:?}");
                });
            }
        });
        let alice = history(store, ALICE, Window::page(1, 100));
        assert_eq!(alice.total, GAMES as usize);
        assert_eq!(alice.items.len(), GAMES as usize);
        let mut ids: Vec<u64> = alice.items.iter().map(|p| p.id.0).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), GAMES as usize, "one point per game");
        // Each end was rated on the record the one before wrote.
        let mut ratings: Vec<f64> = alice.items.iter().map(|p| p.rating).collect();
        ratings.sort_by(f64::total_cmp);
        let wanted: Vec<f64> = (1..=GAMES).map(|n| 1500.0 + 10.0 * n as f64).collect();
        assert_eq!(ratings, wanted);
        for i in 0..GAMES {
            assert_eq!(history(store, UserId(10 + i), Window::page(1, 10)).total, 1);
        }
    });
}

#[test]
fn an_analysis_sets_each_seats_accuracy_on_their_point_of_that_game() {
    with_each_store(|store| {
        let analysed = play(store, 10, 2_000, Some(0));
        let other = play(store, 10, 3_000, Some(0));
        store
            .save_analysis(GUILD, analysed.id, &GameAnalysis::sample(0.8))
            .unwrap();
        let point_of = |user, id| {
            history(store, user, Window::page(1, 10))
                .items
                .into_iter()
                .find(|p| p.id == id)
                .expect("a point of that game")
        };
        assert_eq!(point_of(ALICE, analysed.id).accuracy, Some(100.0));
        assert_eq!(point_of(UserId(10), analysed.id).accuracy, Some(41.5));
        assert_eq!(point_of(ALICE, other.id).accuracy, None);
        // The rest of the point is as the game's end wrote it.
        assert_eq!(point_of(ALICE, analysed.id).rating, 1510.0);
        // A game with no points (unrated, or another server's id) is analysed as before.
        store
            .save_analysis(GuildId(8), analysed.id, &GameAnalysis::sample(0.8))
            .unwrap();
        assert!(store.analysis(GuildId(8), analysed.id).unwrap().is_some());
        assert_eq!(point_of(ALICE, analysed.id).accuracy, Some(100.0));
    });
}

#[test]
fn the_backfills_primitives_page_the_archives_add_only_missing_points_and_pin_the_newest() {
    with_each_store(|store| {
        assert!(!store.history_backfilled().unwrap());
        // Ended without points, as an earlier release stored them.
        let mut unrated = Vec::new();
        for (i, opponent) in [10, 11, 12].into_iter().enumerate() {
            let end = ended(&duel_with(store, opponent), 5_000 - i as i64, Some(0));
            store.save_game(&end, 0).unwrap();
            unrated.push(end);
        }
        let mut elsewhere = game(store.next_game_id().unwrap(), 500);
        elsewhere.guild = GuildId(3);
        store.create_game(&elsewhere).unwrap();
        let elsewhere = ended(&elsewhere, 9_000, None);
        store.save_game(&elsewhere, 0).unwrap();
        // Server 3 first, then server 7's games in the order they ended.
        let order = |after, limit| -> Vec<GameId> {
            let games = store.archive_after(after, limit).unwrap();
            games.iter().map(|g| g.id).collect()
        };
        let wanted = [elsewhere.id, unrated[2].id, unrated[1].id, unrated[0].id];
        assert_eq!(order(None, 10), wanted);
        assert_eq!(order(None, 2), wanted[..2]);
        let after = ArchivePlace::of(&unrated[2]);
        assert_eq!(order(Some(after), 10), wanted[2..]);
        assert_eq!(order(Some(ArchivePlace::of(&unrated[0])), 10), []);

        // A point already stored stays; the rest are added.
        let played = play(store, 13, 6_000, Some(0));
        let stored = history(store, ALICE, Window::page(1, 10)).items;
        let mut replayed =
            RatingPoint::of_game(&played, &[None, None], &rate(&played, &[None, None]));
        replayed[0].rating = 1.0;
        let earlier = &unrated[0];
        let points = RatingPoint::of_game(earlier, &[None, None], &rate(earlier, &[None, None]));
        replayed.extend(points);
        assert_eq!(store.add_rating_points(&replayed).unwrap(), 2);
        assert_eq!(store.add_rating_points(&replayed).unwrap(), 0);
        let now = history(store, ALICE, Window::page(1, 10));
        assert_eq!(now.total, 2);
        assert_eq!(now.items[0], stored[0]);
        assert_eq!(now.items[1].id, earlier.id);

        // The newest point takes the record's rating; the mark is set.
        let mut newest_of_ten = history(store, UserId(10), Window::page(1, 10)).items;
        assert_eq!(newest_of_ten[0].rating, 1490.0);
        store.finish_history_backfill().unwrap();
        assert!(store.history_backfilled().unwrap());
        let alice = store
            .player(GUILD, GameKind::Martian, ALICE)
            .unwrap()
            .unwrap();
        let pinned = history(store, ALICE, Window::page(1, 10));
        assert_eq!(pinned.items[0].rating, alice.rating);
        assert_eq!(
            pinned.items[1], now.items[1],
            "only the newest point is pinned"
        );
        // User 10 has no record (the game of theirs ended unrated): left as it was.
        newest_of_ten.truncate(1);
        assert_eq!(
            history(store, UserId(10), Window::page(1, 1)).items,
            newest_of_ten
        );
    });
}
