//! The lists commands page through, on both stores: a player's finished games, a
//! server's (or player's) open games, the leaderboard, and the due games a tick reads
//! in batches. Each is checked against the same list computed from the records.

use martian_testkit::{rng, RngExt};

use super::tests::{game, with_each_store};
use super::*;
use crate::model::GameDelivery;
use crate::model::{
    GameId, GameKind, GameRecord, GameStatus, GuildId, PlayerRecord, Standing, UserId,
};

/// A duel between `a` and `b` in `channel` of `guild`, stored as open.
fn open_duel(store: &dyn Store, guild: u64, channel: u64, a: u64, b: u64) -> GameRecord {
    let mut g = game(store.next_game_id().unwrap(), channel);
    g.guild = GuildId(guild);
    g.seats[0].user = UserId(a);
    g.seats[1].user = UserId(b);
    g.challenger = UserId(a);
    store.create_game(&g).unwrap();
    g
}

/// `g` ended (`Finished` or `Cancelled`) at `at_ms`.
fn end(store: &dyn Store, g: &GameRecord, status: GameStatus, at_ms: i64) -> GameRecord {
    let mut ended = g.clone();
    ended.status = status;
    ended.revision = g.revision + 1;
    ended.updated_ms = at_ms;
    store.save_game(&ended, g.revision).unwrap();
    ended
}

/// Every page of a list, read `size` at a time, until an empty page.
fn all_pages<T>(size: usize, read: impl Fn(Window) -> Page<T>) -> (Vec<T>, usize) {
    let mut all = Vec::new();
    let mut total = None;
    for page in 1.. {
        let listed = read(Window::page(page, size));
        assert!(listed.items.len() <= size);
        assert_eq!(*total.get_or_insert(listed.total), listed.total);
        if listed.items.is_empty() {
            break;
        }
        all.extend(listed.items);
    }
    (all, total.unwrap_or(0))
}

fn ids(games: &[GameRecord]) -> Vec<GameId> {
    games.iter().map(|g| g.id).collect()
}

#[test]
fn a_players_old_games_are_all_listed_however_many_came_after() {
    const CAROL: u64 = 3;
    with_each_store(|store| {
        let mut carols = Vec::new();
        store
            .in_one_flush(&mut || {
                // Carol's games come first, some ending at the same moment.
                for i in 0..25 {
                    let g = open_duel(store, 7, 1000 + i, CAROL, 4 + i % 2);
                    let status = match i {
                        7 => GameStatus::Cancelled,
                        _ => GameStatus::Finished,
                    };
                    let ended = end(store, &g, status, 1000 + (i as i64) / 3);
                    if status == GameStatus::Finished {
                        carols.push(ended);
                    }
                }
                // Then thousands of newer games between others, and one of hers in
                // progress, which is not history.
                for i in 0..3000 {
                    let g = open_duel(store, 7, 10 + i % 50, 20 + i % 7, 30 + i % 11);
                    end(store, &g, GameStatus::Finished, 5000 + i as i64);
                }
                open_duel(store, 7, 99, CAROL, 4);
            })
            .unwrap();
        let mut expected = carols.clone();
        expected.sort_by_key(|g| std::cmp::Reverse((g.ended_ms(), g.id)));
        for size in [10, 7] {
            let (listed, total) = all_pages(size, |w| {
                store
                    .finished_games_of(GuildId(7), GameKind::Martian, UserId(CAROL), w)
                    .unwrap()
            });
            assert_eq!(ids(&listed), ids(&expected), "pages of {size}");
            assert_eq!(total, 24);
        }
        // Nothing of hers elsewhere, and the others' lists are as long as their games.
        let elsewhere = store
            .finished_games_of(
                GuildId(8),
                GameKind::Martian,
                UserId(CAROL),
                Window::page(1, 10),
            )
            .unwrap();
        assert_eq!((elsewhere.items.len(), elsewhere.total), (0, 0));
        let busy = store
            .finished_games_of(
                GuildId(7),
                GameKind::Martian,
                UserId(20),
                Window::page(1, 10),
            )
            .unwrap();
        assert_eq!(busy.total, (0..3000).filter(|i| i % 7 == 0).count());
        assert!(busy
            .items
            .windows(2)
            .all(|w| w[0].ended_ms() >= w[1].ended_ms()));
    });
}

#[test]
fn open_games_are_listed_by_server_and_by_player_oldest_first() {
    with_each_store(|store| {
        let mut open = Vec::new();
        for i in 0..45u64 {
            // Ids far apart as well as close, so that the list spans many buckets.
            for _ in 0..(i % 7) * 60 {
                store.next_game_id().unwrap();
            }
            let g = open_duel(store, 7, i, 1 + i % 4, 10 + i % 3);
            if i % 5 == 0 {
                end(store, &g, GameStatus::Finished, 100);
            } else {
                open.push(g);
            }
        }
        let other = open_duel(store, 8, 0, 1, 10);
        assert!(open.last().unwrap().id.0 > 20 * 256);
        for size in [20, 3, 1] {
            let (listed, total) =
                all_pages(size, |w| store.open_games_in(GuildId(7), None, w).unwrap());
            assert_eq!(ids(&listed), ids(&open), "pages of {size}");
            assert_eq!(total, 36);
        }
        for user in [1, 2, 10, 12] {
            let theirs: Vec<GameRecord> = open
                .iter()
                .filter(|g| g.seat_of(UserId(user)).is_some())
                .cloned()
                .collect();
            let (listed, total) = all_pages(4, |w| {
                store
                    .open_games_in(GuildId(7), Some(UserId(user)), w)
                    .unwrap()
            });
            assert_eq!(ids(&listed), ids(&theirs), "user {user}");
            assert_eq!(total, theirs.len());
        }
        let (listed, _) = all_pages(20, |w| store.open_games_in(GuildId(8), None, w).unwrap());
        assert_eq!(ids(&listed), vec![other.id]);
        let nobody = store
            .open_games_in(GuildId(9), None, Window::page(1, 20))
            .unwrap();
        assert_eq!((nobody.items.len(), nobody.total), (0, 0));
    });
}

/// A rating function that gives each seat the figures drawn for it.
fn figures(g: &GameRecord, drawn: &[(f64, u32, &str)]) -> Vec<PlayerRecord> {
    g.seats
        .iter()
        .zip(drawn)
        .map(|(seat, (rating, games, name))| {
            let mut p = PlayerRecord::new(g.guild, seat.user, name);
            p.rating = *rating;
            p.games = *games;
            p
        })
        .collect()
}

#[test]
fn leaderboard_pages_agree_with_a_full_sort_of_the_players() {
    // Few distinct ratings, game counts and names, so that ties of every kind happen:
    // equal rounded ratings (1500.4 and 1499.6), equal games, names equal but for case;
    // and ratings close enough to share the sled store's buckets (1497 to 1501) or not
    // (1503.9 rounds to 1504, in the next one).
    const RATINGS: [f64; 9] = [
        1500.4, 1499.6, 1500.0, 1612.0, 1388.7, 1612.49, 1501.2, 1497.0, 1503.9,
    ];
    const NAMES: [&str; 5] = ["alice", "Alice", "bob", "ALICE", "Émile"];
    with_each_store(|store| {
        let mut draw = rng(12);
        store
            .in_one_flush(&mut || {
                for i in 0..160u64 {
                    let (a, b) = (draw.random_range(1..50u64), draw.random_range(50..80u64));
                    let guild = if i % 9 == 0 { 8 } else { 7 };
                    let g = open_duel(store, guild, i, a, b);
                    let mut ended = g.clone();
                    ended.status = GameStatus::Finished;
                    ended.revision = 1;
                    let seats: Vec<(f64, u32, &str)> = (0..2)
                        .map(|_| {
                            (
                                RATINGS[draw.random_range(0..RATINGS.len())],
                                draw.random_range(1..4u32),
                                NAMES[draw.random_range(0..NAMES.len())],
                            )
                        })
                        .collect();
                    let rate = |_: &[Option<PlayerRecord>]| figures(&ended, &seats);
                    store.save_game_and_players(&ended, 0, &rate).unwrap();
                }
            })
            .unwrap();
        for guild in [GuildId(7), GuildId(8)] {
            let mut sorted = store.players(guild, GameKind::Martian).unwrap();
            sorted.sort_by_key(Standing::of);
            assert!(sorted.len() > 10, "{}", sorted.len());
            for size in [1, 7, 10] {
                let mut listed = Vec::new();
                for page in 1..=sorted.len().div_ceil(size) + 1 {
                    let got = store
                        .leaderboard(guild, GameKind::Martian, Window::page(page, size))
                        .unwrap();
                    assert_eq!(got.total, sorted.len());
                    if let Some(first) = got.players.first() {
                        let points = Standing::of(first).points;
                        let above = sorted
                            .iter()
                            .filter(|p| Standing::of(p).points > points)
                            .count();
                        assert_eq!(got.above, above, "page {page} of {size}");
                    }
                    listed.extend(got.players);
                }
                assert_eq!(listed, sorted, "pages of {size}");
            }
        }
    });
}

#[test]
fn due_games_come_in_batches_from_where_the_last_one_ended() {
    with_each_store(|store| {
        let mut due = Vec::new();
        for i in 0..23u64 {
            let mut g = game(store.next_game_id().unwrap(), i);
            // Some fall due at the same moment: then the ids decide.
            g.deadline_ms = Some(1000 + (i as i64 % 5) * 10);
            store.create_game(&g).unwrap();
            due.push(g);
        }
        let mut later = game(store.next_game_id().unwrap(), 50);
        later.deadline_ms = Some(9000);
        store.create_game(&later).unwrap();
        due.sort_by_key(|g| Wake::of(g, &GameDelivery::default()).unwrap());
        let mut read = Vec::new();
        let mut after = None;
        loop {
            let batch = store.due_games(2000, after, 5).unwrap();
            after = batch.last().map(|d| d.wake);
            let last = batch.len() < 5;
            read.extend(batch.into_iter().map(|d| d.game));
            if last {
                break;
            }
        }
        assert_eq!(ids(&read), ids(&due));
        assert_eq!(store.next_wake(0).unwrap(), Some(1000));
        assert_eq!(store.next_wake(1000).unwrap(), Some(1010));
        assert_eq!(store.next_wake(1040).unwrap(), Some(9000));
        assert_eq!(store.next_wake(9000).unwrap(), None);
    });
}

#[test]
fn writes_in_one_flush_are_kept() {
    let dir = tempfile::tempdir().unwrap();
    let written = {
        let store = SledStore::open(dir.path()).unwrap();
        let mut written = Vec::new();
        store
            .in_one_flush(&mut || {
                for channel in 0..5 {
                    let g = game(store.next_game_id().unwrap(), channel);
                    store.create_game(&g).unwrap();
                    written.push(g);
                }
            })
            .unwrap();
        written
    };
    let store = SledStore::open(dir.path()).unwrap();
    assert_eq!(store.open_games().unwrap(), written);
}

#[test]
fn a_seat_taken_or_given_back_moves_the_game_between_players_lists() {
    with_each_store(|store| {
        // An open challenge: the second seat is nobody's yet.
        let mut g = open_duel(store, 7, 40, 1, crate::model::Seat::NOBODY.0);
        let listed = |user: u64| {
            let page = store
                .open_games_in(GuildId(7), Some(UserId(user)), Window::page(1, 10))
                .unwrap();
            (
                page.total,
                page.items.iter().map(|g| g.id).collect::<Vec<_>>(),
            )
        };
        assert_eq!(listed(1), (1, vec![g.id]));
        assert_eq!(listed(0), (0, vec![]), "an open seat is nobody's");
        // Taken by user 5.
        let mut taken = g.clone();
        taken.seats[1].user = UserId(5);
        taken.revision = 1;
        store.save_game(&taken, 0).unwrap();
        assert_eq!(listed(5), (1, vec![g.id]));
        // Given back, then taken by user 6.
        g = taken.clone();
        g.seats[1].user = crate::model::Seat::NOBODY;
        g.revision = 2;
        store.save_game(&g, 1).unwrap();
        assert_eq!(listed(5), (0, vec![]));
        let mut again = g.clone();
        again.seats[1].user = UserId(6);
        again.revision = 3;
        store.save_game(&again, 2).unwrap();
        assert_eq!(listed(6), (1, vec![again.id]));
        assert_eq!(listed(1), (1, vec![again.id]));
        // Ended: nobody lists it any more.
        let ended = end(store, &again, GameStatus::Cancelled, 9_000);
        for user in [1, 5, 6] {
            assert_eq!(listed(user).0, 0, "{user} after {:?}", ended.status);
        }
    });
}
