//! A store written without the indexes (by a version of the bot before them, here made
//! by removing the index trees) opens, builds them once, and answers as a store that
//! always had them.

use super::keys::{COUNTS, FINISHED_OF, META, OPEN, OPEN_OF, RANKING};
use super::SledStore;
use crate::model::{GameKind, GameRecord, GameStatus, GuildId, PlayerRecord, UserId};
use crate::store::tests::game;
use crate::store::{LeaderboardPage, Page, Store, Window};

/// Everything the indexes answer, for a few servers and players.
#[derive(Debug, PartialEq)]
struct Answers {
    history: Vec<Page<GameRecord>>,
    open: Vec<Page<GameRecord>>,
    leaderboard: Vec<LeaderboardPage>,
}

fn answers(store: &SledStore) -> Answers {
    let window = Window::page(1, 50);
    let mut answers = Answers {
        history: Vec::new(),
        open: Vec::new(),
        leaderboard: Vec::new(),
    };
    for guild in [GuildId(7), GuildId(8)] {
        // Whole lists, and pages that begin inside them (found from bucket counts).
        for window in [window, Window::page(2, 3)] {
            let open = store.open_games_in(guild, None, window).unwrap();
            answers.open.push(open);
            for game in GameKind::ALL {
                let leaderboard = store.leaderboard(guild, game, window).unwrap();
                answers.leaderboard.push(leaderboard);
            }
        }
        for user in (1..=6).map(UserId) {
            let open = store.open_games_in(guild, Some(user), window).unwrap();
            answers.open.push(open);
            for game in GameKind::ALL {
                let history = store.finished_games_of(guild, game, user, window).unwrap();
                answers.history.push(history);
            }
        }
    }
    answers
}

/// Games of both kinds in two servers, some finished with ratings, some cancelled,
/// some open.
fn fill(store: &SledStore) {
    for i in 0..40u64 {
        let mut g = game(store.next_game_id().unwrap(), i);
        if i % 4 == 1 {
            g.setup = crate::model::GameSetup::standard(GameKind::Carnett);
        }
        g.guild = GuildId(7 + (i / 3) % 2);
        g.seats[0].user = UserId(1 + i % 3);
        g.seats[1].user = UserId(4 + (i / 2) % 3);
        store.create_game(&g).unwrap();
        if i % 5 == 3 {
            continue;
        }
        let mut end = g.clone();
        end.status = if i % 5 == 2 {
            GameStatus::Cancelled
        } else {
            GameStatus::Finished
        };
        end.revision = 1;
        end.updated_ms = 2000 + i as i64;
        let rate = |before: &[Option<PlayerRecord>]| {
            end.seats
                .iter()
                .zip(before)
                .map(|(seat, before)| {
                    let mut p = before.clone().unwrap_or_else(|| {
                        PlayerRecord::in_game(end.guild, end.kind(), seat.user, &seat.name)
                    });
                    p.games += 1;
                    p.rating += if seat.user.0 % 2 == 0 { 7.0 } else { -5.0 };
                    p
                })
                .collect()
        };
        store.save_game_and_players(&end, 0, &rate).unwrap();
    }
}

#[test]
fn a_store_without_indexes_builds_them_at_open_and_answers_the_same() {
    let dir = tempfile::tempdir().unwrap();
    let before = {
        let store = SledStore::open(dir.path()).unwrap();
        fill(&store);
        let before = answers(&store);
        assert!(before.history.iter().filter(|p| p.total > 1).count() > 6);
        assert!(before.open.iter().filter(|p| p.total > 0).count() > 6);
        assert!(before.leaderboard.iter().all(|p| p.total > 1));
        // Every page lists someone, but the second pages (of 3) of lists of 3 or less.
        for (i, page) in before.leaderboard.iter().enumerate() {
            let second = (i / 2) % 2 == 1;
            assert_eq!(page.players.is_empty(), second && page.total <= 3, "{i}");
        }
        for name in [OPEN, OPEN_OF, FINISHED_OF, RANKING, COUNTS, META] {
            assert!(store.db.drop_tree(name).unwrap(), "{name}");
        }
        store.db.flush().unwrap();
        before
    };
    let store = SledStore::open(dir.path()).unwrap();
    assert_eq!(answers(&store), before);
    // And they are kept up from there.
    let g = game(store.next_game_id().unwrap(), 99);
    store.create_game(&g).unwrap();
    let open = store
        .open_games_in(GuildId(7), None, Window::page(1, 50))
        .unwrap();
    assert_eq!(open.total, before.open[0].total + 1);
    assert_eq!(open.items.last(), Some(&g));
}

#[test]
fn a_build_cut_short_starts_over() {
    let dir = tempfile::tempdir().unwrap();
    let before = {
        let store = SledStore::open(dir.path()).unwrap();
        fill(&store);
        let before = answers(&store);
        // As if a build had written some entries and crashed before its last step:
        // the version is missing and the counts are wrong.
        store.db.drop_tree(META).unwrap();
        store.indexes.counts.clear().unwrap();
        store
            .indexes
            .counts
            .insert(
                super::keys::Count::Open(GuildId(7)).key(),
                &99u64.to_be_bytes(),
            )
            .unwrap();
        store.db.flush().unwrap();
        before
    };
    let store = SledStore::open(dir.path()).unwrap();
    assert_eq!(answers(&store), before);
}

#[test]
fn indexes_of_the_previous_version_are_built_again() {
    let dir = tempfile::tempdir().unwrap();
    let before = {
        let store = SledStore::open(dir.path()).unwrap();
        fill(&store);
        let before = answers(&store);
        // Version 2 kept leaderboard entries without the player's record, and no
        // counts by rating point.
        let keys: Vec<_> = store
            .indexes
            .ranking
            .iter()
            .keys()
            .map(Result::unwrap)
            .collect();
        for key in keys {
            store.indexes.ranking.insert(key, &[]).unwrap();
        }
        let points: Vec<_> = store
            .indexes
            .counts
            .scan_prefix(b"P")
            .keys()
            .map(Result::unwrap)
            .collect();
        assert!(!points.is_empty());
        for key in points {
            store.indexes.counts.remove(key).unwrap();
        }
        store.meta.insert(b"indexes", &2u64.to_be_bytes()).unwrap();
        store.db.flush().unwrap();
        before
    };
    let store = SledStore::open(dir.path()).unwrap();
    assert_eq!(answers(&store), before);
}

#[test]
fn a_snapshot_written_at_a_clean_stop_keeps_everything() {
    let dir = tempfile::tempdir().unwrap();
    let before = {
        let store = SledStore::open(dir.path()).unwrap();
        fill(&store);
        answers(&store)
    };
    SledStore::write_snapshot(dir.path()).unwrap();
    let store = SledStore::open(dir.path()).unwrap();
    assert_eq!(answers(&store), before);
    // While the store is open, the snapshot waits for it a moment, then says why not.
    let err = SledStore::write_snapshot(dir.path()).unwrap_err();
    assert!(
        err.to_string().contains("cannot reopen the game store"),
        "{err}"
    );
}

#[test]
fn a_store_written_before_there_were_two_games_reads_as_martian() {
    let dir = tempfile::tempdir().unwrap();
    {
        let store = SledStore::open(dir.path()).unwrap();
        // A rating record as schema 1 wrote it: its key guild+user, no `game` field;
        // and the indexes of version 3, which knew of no game.
        let old = br#"{"schema":1,"guild":7,"user":3,"name":"carol","rating":1612.0,"deviation":80.0,"volatility":0.06,"games":4,"wins":3,"draws":0,"losses":1,"points":20,"updated_ms":5}"#;
        let key = super::keys::player_key(GuildId(7), UserId(3));
        store.players.insert(key, &old[..]).unwrap();
        store.meta.insert(b"indexes", &3u64.to_be_bytes()).unwrap();
        store.meta.insert(b"schema", &1u64.to_be_bytes()).unwrap();
        store.db.flush().unwrap();
    }
    let store = SledStore::open(dir.path()).unwrap();
    let carol = store
        .player(GuildId(7), GameKind::Martian, UserId(3))
        .unwrap();
    let carol = carol.expect("the old record is a martian one");
    assert_eq!(
        (carol.game, carol.games, carol.rating),
        (GameKind::Martian, 4, 1612.0)
    );
    let window = Window::page(1, 10);
    let martian = store
        .leaderboard(GuildId(7), GameKind::Martian, window)
        .unwrap();
    assert_eq!(martian.players, vec![carol]);
    let carnett = store
        .leaderboard(GuildId(7), GameKind::Carnett, window)
        .unwrap();
    assert_eq!(carnett.total, 0);
    assert_eq!(
        store
            .player(GuildId(7), GameKind::Carnett, UserId(3))
            .unwrap(),
        None
    );
    let schema = store.meta.get(b"schema").unwrap().unwrap();
    assert_eq!(schema.as_ref(), &super::SCHEMA.to_be_bytes()[..]);
}
