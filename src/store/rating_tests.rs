//! Game ends with ratings, on both stores: the players' records are rated inside the
//! step that stores the end, from the records current at that moment, so that ends
//! racing for one player all count, and a stale end rates nobody.

use std::cell::Cell;
use std::sync::Barrier;

use super::tests::{game, with_each_store};
use super::*;
use crate::model::{GameKind, GameRecord, GameStatus, GuildId, PlayerRecord, UserId};

/// `game` between alice (user 1) and `opponent`, being played in its own channel.
fn duel_with(store: &dyn Store, opponent: u64) -> GameRecord {
    let mut g = game(store.next_game_id().unwrap(), 100 + opponent);
    g.seats[1].user = UserId(opponent);
    g.seats[1].accepted = true;
    g.status = GameStatus::Active;
    store.create_game(&g).unwrap();
    g
}

/// `g` won by its first seat, as the successor of revision 0.
fn won_by_first_seat(g: &GameRecord) -> GameRecord {
    let mut end = g.clone();
    end.status = GameStatus::Finished;
    end.revision = 1;
    end
}

/// A stand-in for the Glicko update: every seat plays one more game, the first seat
/// wins a point of rating and the others lose one. Pure, as the store requires.
fn count_win_of_first_seat(g: &GameRecord, before: &[Option<PlayerRecord>]) -> Vec<PlayerRecord> {
    g.seats
        .iter()
        .enumerate()
        .map(|(seat, s)| {
            let mut p = before[seat]
                .clone()
                .unwrap_or_else(|| PlayerRecord::in_game(g.guild, g.kind(), s.user, &s.name));
            p.games += 1;
            if seat == 0 {
                p.wins += 1;
                p.rating += 1.0;
            } else {
                p.losses += 1;
                p.rating -= 1.0;
            }
            p
        })
        .collect()
}

#[test]
fn games_ending_at_once_for_one_player_all_count() {
    const GAMES: u64 = 6;
    with_each_store(|store| {
        let games: Vec<GameRecord> = (0..GAMES).map(|i| duel_with(store, 10 + i)).collect();
        let barrier = Barrier::new(games.len());
        std::thread::scope(|scope| {
            for g in &games {
                let barrier = &barrier;
                scope.spawn(move || {
                    let end = won_by_first_seat(g);
                    let rate =
                        |before: &[Option<PlayerRecord>]| count_win_of_first_seat(&end, before);
                    barrier.wait();
                    store.save_game_and_players(&end, 0, &rate).unwrap();
                });
            }
        });
        let alice = store
            .player(GuildId(7), GameKind::Martian, UserId(1))
            .unwrap()
            .unwrap();
        let n = GAMES as u32;
        assert_eq!((alice.games, alice.wins, alice.losses), (n, n, 0));
        assert_eq!(alice.rating, 1500.0 + GAMES as f64);
        for i in 0..GAMES {
            let them = store
                .player(GuildId(7), GameKind::Martian, UserId(10 + i))
                .unwrap()
                .unwrap();
            assert_eq!((them.games, them.wins, them.losses), (1, 0, 1));
        }
        assert_eq!(
            store.players(GuildId(7), GameKind::Martian).unwrap().len(),
            1 + GAMES as usize
        );
        assert_eq!(
            store.archived_games(GuildId(7), 100).unwrap().len(),
            GAMES as usize
        );
    });
}

#[test]
fn the_rating_starts_from_the_stored_records_and_says_what_it_saw() {
    with_each_store(|store| {
        let first = duel_with(store, 10);
        let end = won_by_first_seat(&first);
        let update = store
            .save_game_and_players(&end, 0, &|before| count_win_of_first_seat(&end, before))
            .unwrap();
        assert_eq!(update.before, vec![None, None]);
        assert_eq!(update.after[0].rating, 1501.0);

        let second = duel_with(store, 11);
        let end = won_by_first_seat(&second);
        let update = store
            .save_game_and_players(&end, 0, &|before| count_win_of_first_seat(&end, before))
            .unwrap();
        let alice_before = update.before[0].as_ref().expect("alice has a record now");
        assert_eq!((alice_before.games, alice_before.rating), (1, 1501.0));
        assert_eq!(update.before[1], None);
        assert_eq!(update.after[0].rating, 1502.0);
        assert_eq!(
            store
                .player(GuildId(7), GameKind::Martian, UserId(1))
                .unwrap()
                .as_ref(),
            Some(&update.after[0])
        );
    });
}

#[test]
fn a_stale_end_rates_nobody() {
    with_each_store(|store| {
        let g = duel_with(store, 10);
        let mut moved = g.clone();
        moved.revision = 1;
        store.save_game(&moved, 0).unwrap();
        let calls = Cell::new(0);
        let end = won_by_first_seat(&g);
        let rate = |before: &[Option<PlayerRecord>]| {
            calls.set(calls.get() + 1);
            count_win_of_first_seat(&end, before)
        };
        assert!(matches!(
            store.save_game_and_players(&end, 0, &rate),
            Err(StoreError::Stale { stored: 1, .. })
        ));
        assert_eq!(
            calls.get(),
            0,
            "the rating runs only after the revision check"
        );
        assert!(store
            .players(GuildId(7), GameKind::Martian)
            .unwrap()
            .is_empty());
        assert_eq!(store.game(GuildId(7), g.id).unwrap(), Some(moved));
    });
}

/// `game` of `kind` between `first` and `second`, won by `first`, stored: its end rated.
fn finish(store: &dyn Store, kind: GameKind, first: u64, second: u64) -> PlayersUpdate {
    let mut g = duel_with(store, second);
    g.setup = crate::model::GameSetup::standard(kind);
    g.seats[0].user = UserId(first);
    let moved = GameRecord {
        revision: 1,
        ..g.clone()
    };
    store.save_game(&moved, 0).unwrap();
    let mut end = won_by_first_seat(&moved);
    end.revision = 2;
    end.updated_ms = 5000 + second as i64;
    store
        .save_game_and_players(&end, 1, &|before| count_win_of_first_seat(&end, before))
        .unwrap()
}

#[test]
fn each_game_keeps_its_own_ratings_leaderboard_and_history() {
    with_each_store(|store| {
        let guild = GuildId(7);
        finish(store, GameKind::Martian, 1, 10);
        let carnett = finish(store, GameKind::Carnett, 1, 11);
        // Alice's martian record was not what her first Carnett game was rated from.
        assert_eq!(carnett.before, vec![None, None]);
        let carnett = finish(store, GameKind::Carnett, 1, 10);
        let alice = carnett.before[0].as_ref().expect("her Carnett record");
        assert_eq!((alice.game, alice.games), (GameKind::Carnett, 1));
        let ten = carnett.before[1].as_ref();
        assert_eq!(ten, None, "user 10 played martian only, so far");

        let record = |game, user| store.player(guild, game, UserId(user)).unwrap();
        let martian_alice = record(GameKind::Martian, 1).expect("rated in martian");
        let carnett_alice = record(GameKind::Carnett, 1).expect("rated in Carnett's game");
        assert_eq!((martian_alice.games, martian_alice.rating), (1, 1501.0));
        assert_eq!((carnett_alice.games, carnett_alice.rating), (2, 1502.0));
        assert_eq!(carnett_alice.game, GameKind::Carnett);
        assert_eq!(record(GameKind::Martian, 11), None);

        let users = |game| -> Vec<u64> {
            let players = store.players(guild, game).unwrap();
            assert!(players.iter().all(|p| p.game == game), "{players:?}");
            players.iter().map(|p| p.user.0).collect()
        };
        assert_eq!(users(GameKind::Martian), [1, 10]);
        assert_eq!(users(GameKind::Carnett), [1, 10, 11]);

        let window = Window::page(1, 10);
        let board = |game| store.leaderboard(guild, game, window).unwrap();
        let martian = board(GameKind::Martian);
        assert_eq!(martian.total, 2);
        assert_eq!(martian.players[0], martian_alice);
        let carnett = board(GameKind::Carnett);
        assert_eq!(carnett.total, 3);
        assert_eq!(carnett.players[0], carnett_alice);
        assert!(carnett.players.iter().all(|p| p.game == GameKind::Carnett));

        let history = |game, user| {
            let page = store.finished_games_of(guild, game, UserId(user), window);
            let page = page.unwrap();
            assert!(page.items.iter().all(|g| g.kind() == game));
            assert_eq!(page.items.len(), page.total);
            page.total
        };
        assert_eq!(history(GameKind::Martian, 1), 1);
        assert_eq!(history(GameKind::Carnett, 1), 2);
        assert_eq!(history(GameKind::Martian, 10), 1);
        assert_eq!(history(GameKind::Carnett, 10), 1);
        assert_eq!(history(GameKind::Martian, 11), 0);
        assert_eq!(history(GameKind::Carnett, 11), 1);
    });
}
