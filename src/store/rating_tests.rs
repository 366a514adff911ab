//! Game ends with ratings, on both stores: the players' records are rated inside the
//! step that stores the end, from the records current at that moment, so that ends
//! racing for one player all count, and a stale end rates nobody.

use std::cell::Cell;
use std::sync::Barrier;

use super::tests::{game, with_each_store};
use super::*;
use crate::model::{GameStatus, UserId};

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
                .unwrap_or_else(|| PlayerRecord::new(g.guild, s.user, &s.name));
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
        let alice = store.player(GuildId(7), UserId(1)).unwrap().unwrap();
        let n = GAMES as u32;
        assert_eq!((alice.games, alice.wins, alice.losses), (n, n, 0));
        assert_eq!(alice.rating, 1500.0 + GAMES as f64);
        for i in 0..GAMES {
            let them = store.player(GuildId(7), UserId(10 + i)).unwrap().unwrap();
            assert_eq!((them.games, them.wins, them.losses), (1, 0, 1));
        }
        assert_eq!(store.players(GuildId(7)).unwrap().len(), 1 + GAMES as usize);
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
            store.player(GuildId(7), UserId(1)).unwrap().as_ref(),
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
        assert!(store.players(GuildId(7)).unwrap().is_empty());
        assert_eq!(store.game(GuildId(7), g.id).unwrap(), Some(moved));
    });
}
