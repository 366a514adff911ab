//! The puzzle records (issue 31) in every store: the memory store's behaviour is the
//! specification, the same suite runs against sled and PostgreSQL.

use super::tests::{postgres_store, with_each_store};
use super::*;
use crate::model::{
    ChannelId, DailyPuzzle, GameId, GuildId, GuildPuzzles, Puzzle, PuzzleAttempt, PuzzlePlayer,
    PuzzleStats, ServerPuzzle, UserId,
};

/// The `n`th puzzle of the shipped duel set: real MCFEN, solution and themes.
fn shipped(n: usize) -> Puzzle {
    let line = include_str!("../../assets/puzzles/duel.jsonl")
        .lines()
        .nth(n)
        .expect("the duel set has puzzles");
    serde_json::from_str(line).expect("a puzzle of the duel set")
}

fn solver(guild: u64, user: u64) -> PuzzlePlayer {
    let mut player = PuzzlePlayer::new(GuildId(guild), UserId(user));
    player.solved = 3;
    player.failed = 1;
    player.streak = 2;
    player.best_streak = 2;
    player.rating.rating = 1612.5;
    player.saw(&shipped(0).id);
    player.current = Some(PuzzleAttempt {
        puzzle: shipped(1).id,
        played: 1,
        started_ms: 5_000,
        daily: Some("2026-12-04".into()),
    });
    player.revision = 1;
    player
}

fn found(guild: u64, n: usize, game: u64, added_ms: i64) -> ServerPuzzle {
    ServerPuzzle {
        guild: GuildId(guild),
        channel: ChannelId(10),
        game: GameId(game),
        added_ms,
        puzzle: shipped(n),
    }
}

fn daily(guild: u64) -> GuildPuzzles {
    let mut puzzles = GuildPuzzles::new(GuildId(guild));
    puzzles.post(DailyPuzzle {
        day: "2026-12-04".into(),
        puzzle: shipped(2).id,
        channel: ChannelId(11),
        posted_ms: 9_000,
        solvers: vec![(UserId(3), 9_500)],
        solution_posted: false,
    });
    puzzles.scanned(GameId(4));
    puzzles.revision = 1;
    puzzles
}

fn is_puzzle_changed(result: Result<(), StoreError>, at: u64) -> bool {
    matches!(result, Err(StoreError::RecordChanged { stored, .. }) if stored == at)
}

#[test]
fn a_solvers_figures_round_trip_and_a_stale_write_changes_nothing() {
    with_each_store(|store| {
        let (guild, user) = (GuildId(7), UserId(3));
        assert_eq!(store.puzzle_player(guild, user).unwrap(), None);
        let me = solver(7, 3);
        // Written over nothing: based on 0, at revision 1 only.
        assert!(is_puzzle_changed(store.save_puzzle_player(&me, 1), 0));
        store.save_puzzle_player(&me, 0).unwrap();
        assert_eq!(store.puzzle_player(guild, user).unwrap(), Some(me.clone()));
        // A second click read the same revision: refused, and nothing changes.
        let mut stale = me.clone();
        stale.solved += 1;
        let err = store.save_puzzle_player(&stale, 0);
        assert!(is_puzzle_changed(err, 1));
        assert_eq!(store.puzzle_player(guild, user).unwrap(), Some(me.clone()));
        let mut next = me.clone();
        next.current = None;
        next.revision = 2;
        store.save_puzzle_player(&next, 1).unwrap();
        assert_eq!(store.puzzle_player(guild, user).unwrap(), Some(next));
        // The same member elsewhere is someone else.
        assert_eq!(store.puzzle_player(GuildId(8), user).unwrap(), None);
    });
}

#[test]
fn a_puzzles_rating_round_trips_and_a_stale_write_changes_nothing() {
    with_each_store(|store| {
        let puzzle = shipped(0);
        assert_eq!(store.puzzle_stats(&puzzle.id).unwrap(), None);
        let mut stats = PuzzleStats::new(&puzzle);
        stats.attempts = 2;
        stats.solves = 1;
        stats.revision = 1;
        store.save_puzzle_stats(&stats, 0).unwrap();
        assert_eq!(store.puzzle_stats(&puzzle.id).unwrap(), Some(stats.clone()));
        let mut stale = stats.clone();
        stale.attempts = 9;
        let err = store.save_puzzle_stats(&stale, 0);
        assert!(matches!(
            err,
            Err(StoreError::RecordChanged { stored: 1, .. })
        ));
        assert_eq!(store.puzzle_stats(&puzzle.id).unwrap(), Some(stats.clone()));
        let mut next = stats.clone();
        next.attempts = 3;
        next.revision = 2;
        store.save_puzzle_stats(&next, 1).unwrap();
        assert_eq!(store.puzzle_stats(&puzzle.id).unwrap(), Some(next));
        assert_eq!(store.puzzle_stats(&shipped(1).id).unwrap(), None);
    });
}

#[test]
fn a_servers_daily_puzzles_round_trip_and_a_stale_write_changes_nothing() {
    with_each_store(|store| {
        assert_eq!(store.guild_puzzles(GuildId(7)).unwrap(), None);
        assert_eq!(store.puzzle_guilds().unwrap(), vec![]);
        let mine = daily(7);
        store.save_guild_puzzles(&mine, 0).unwrap();
        assert_eq!(store.guild_puzzles(GuildId(7)).unwrap(), Some(mine.clone()));
        let mut stale = mine.clone();
        stale.scanned(GameId(5));
        let err = store.save_guild_puzzles(&stale, 0);
        assert!(is_puzzle_changed(err, 1));
        // A write must bump the revision by one.
        let mut skipping = mine.clone();
        skipping.revision = 3;
        assert!(is_puzzle_changed(store.save_guild_puzzles(&skipping, 1), 1));
        assert_eq!(store.guild_puzzles(GuildId(7)).unwrap(), Some(mine.clone()));
        let mut next = stale;
        next.revision = 2;
        store.save_guild_puzzles(&next, 1).unwrap();
        assert_eq!(store.guild_puzzles(GuildId(7)).unwrap(), Some(next));
        assert_eq!(store.guild_puzzles(GuildId(8)).unwrap(), None);
    });
}

#[test]
fn puzzle_guilds_are_the_servers_with_daily_puzzles_in_order() {
    with_each_store(|store| {
        for guild in [300, 7, 42] {
            store.save_guild_puzzles(&daily(guild), 0).unwrap();
        }
        // A solver's figures or a found puzzle do not make a server one of them.
        store.save_puzzle_player(&solver(5, 1), 0).unwrap();
        assert!(store.add_server_puzzle(&found(6, 0, 1, 10)).unwrap());
        assert_eq!(
            store.puzzle_guilds().unwrap(),
            vec![GuildId(7), GuildId(42), GuildId(300)]
        );
    });
}

#[test]
fn a_server_puzzle_is_added_once_and_the_first_is_kept() {
    with_each_store(|store| {
        let first = found(7, 0, 4, 1_000);
        assert!(store.add_server_puzzle(&first).unwrap());
        let mut again = first.clone();
        again.game = GameId(9);
        again.added_ms = 2_000;
        assert!(!store.add_server_puzzle(&again).unwrap());
        assert_eq!(store.server_puzzles(GuildId(7)).unwrap(), vec![first]);
        // The same puzzle in another server is that server's.
        assert!(store.add_server_puzzle(&found(8, 0, 4, 1_000)).unwrap());
    });
}

#[test]
fn server_puzzles_are_per_server_and_oldest_first() {
    with_each_store(|store| {
        let late = found(7, 0, 2, 3_000);
        let early = found(7, 1, 9, 1_000);
        let same_time_later_game = found(7, 2, 5, 3_000);
        let same_time_earlier_game = found(7, 3, 1, 3_000);
        let elsewhere = found(8, 4, 1, 500);
        let other_neighbour = found(6, 5, 1, 100);
        for p in [
            &late,
            &early,
            &same_time_later_game,
            &elsewhere,
            &same_time_earlier_game,
            &other_neighbour,
        ] {
            assert!(store.add_server_puzzle(p).unwrap());
        }
        assert_eq!(
            store.server_puzzles(GuildId(7)).unwrap(),
            vec![early, same_time_earlier_game, late, same_time_later_game]
        );
        assert_eq!(store.server_puzzles(GuildId(8)).unwrap(), vec![elsewhere]);
        assert_eq!(store.server_puzzles(GuildId(9)).unwrap(), vec![]);
    });
}

#[test]
fn puzzle_players_are_one_servers_in_user_order() {
    with_each_store(|store| {
        for (guild, user) in [(7, 30), (7, 2), (8, 1), (6, 5), (7, 11), (7, u64::MAX)] {
            store.save_puzzle_player(&solver(guild, user), 0).unwrap();
        }
        let users: Vec<UserId> = store
            .puzzle_players(GuildId(7))
            .unwrap()
            .iter()
            .map(|p| p.user)
            .collect();
        assert_eq!(
            users,
            vec![UserId(2), UserId(11), UserId(30), UserId(u64::MAX)]
        );
        assert_eq!(
            store.puzzle_players(GuildId(8)).unwrap(),
            vec![solver(8, 1)]
        );
        assert_eq!(store.puzzle_players(GuildId(9)).unwrap(), vec![]);
    });
}

/// One of each puzzle record, in two servers.
fn fill(store: &dyn Store) {
    for guild in [7, 8] {
        store.save_puzzle_player(&solver(guild, 3), 0).unwrap();
        assert!(store.add_server_puzzle(&found(guild, 1, 4, 1_000)).unwrap());
        store.save_guild_puzzles(&daily(guild), 0).unwrap();
    }
    let mut stats = PuzzleStats::new(&shipped(0));
    stats.revision = 1;
    store.save_puzzle_stats(&stats, 0).unwrap();
}

/// Everything the puzzle commands read, from any store.
fn puzzle_answers(store: &dyn Store) -> String {
    let mut out = format!("{:?}\n", store.puzzle_guilds().unwrap());
    for guild in [GuildId(7), GuildId(8)] {
        out += &format!("{:?}\n", store.puzzle_player(guild, UserId(3)).unwrap());
        out += &format!("{:?}\n", store.puzzle_players(guild).unwrap());
        out += &format!("{:?}\n", store.server_puzzles(guild).unwrap());
        out += &format!("{:?}\n", store.guild_puzzles(guild).unwrap());
    }
    out += &format!("{:?}\n", store.puzzle_stats(&shipped(0).id).unwrap());
    out
}

#[test]
fn sled_keeps_puzzles_across_a_reopen() {
    let dir = tempfile::tempdir().unwrap();
    let expected = {
        let store = SledStore::open(dir.path()).unwrap();
        fill(&store);
        puzzle_answers(&store)
    };
    assert!(expected.contains(&shipped(1).fen), "{expected}");
    // `SledStore::open` waits for the lock sled's threads still hold a moment.
    let store = SledStore::open(dir.path()).unwrap();
    assert_eq!(puzzle_answers(&store), expected);
    let memory = MemoryStore::new();
    fill(&memory);
    assert_eq!(puzzle_answers(&memory), expected);
}

#[test]
fn an_export_carries_the_puzzles_into_postgres_and_a_second_import_keeps_them() {
    let dir = tempfile::tempdir().unwrap();
    let sled = SledStore::open(dir.path()).unwrap();
    fill(&sled);
    let export = sled.export().unwrap();
    assert_eq!(export.puzzle_players.len(), 2);
    assert_eq!(export.puzzle_stats.len(), 1);
    assert_eq!(export.server_puzzles.len(), 2);
    assert_eq!(export.guild_puzzles.len(), 2);
    let Some(pg) = postgres_store() else {
        return;
    };
    let done = pg.import(&export).unwrap();
    assert_eq!(
        (
            done.puzzle_players,
            done.puzzle_stats,
            done.server_puzzles,
            done.guild_puzzles
        ),
        (2, 1, 2, 2)
    );
    assert_eq!(puzzle_answers(&pg), puzzle_answers(&sled));
    let held = pg.holds(&export).unwrap();
    assert_eq!(
        (
            held.puzzle_players,
            held.puzzle_stats,
            held.server_puzzles,
            held.guild_puzzles
        ),
        (2, 1, 2, 2)
    );
    // Played on since in the database: a second import keeps the newer record, and
    // writes nothing.
    let mut on = solver(7, 3);
    on.solved += 1;
    on.revision = 2;
    pg.save_puzzle_player(&on, 1).unwrap();
    let again = pg.import(&export).unwrap();
    assert_eq!(
        (
            again.puzzle_players + again.puzzle_stats + again.server_puzzles + again.guild_puzzles,
            again.puzzle_players_kept,
            again.puzzle_stats_kept,
            again.server_puzzles_kept,
            again.guild_puzzles_kept
        ),
        (0, 2, 1, 2, 2)
    );
    assert_eq!(pg.puzzle_player(GuildId(7), UserId(3)).unwrap(), Some(on));
}

#[test]
fn of_clicks_at_once_one_is_written_and_the_others_told_it_changed() {
    with_each_store(|store| {
        let results: Vec<[Result<(), StoreError>; 2]> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..4u32)
                .map(|n| {
                    s.spawn(move || {
                        let mut me = solver(7, 3);
                        me.solved = n;
                        let mut day = daily(7);
                        day.scanned(GameId(100 + u64::from(n)));
                        [
                            store.save_puzzle_player(&me, 0),
                            store.save_guild_puzzles(&day, 0),
                        ]
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        for kind in 0..2 {
            let written = results.iter().filter(|r| r[kind].is_ok()).count();
            assert_eq!(written, 1, "{results:?}");
            let told = results
                .iter()
                .filter(|r| matches!(r[kind], Err(StoreError::RecordChanged { stored: 1, .. })))
                .count();
            assert_eq!(told, 3, "{results:?}");
        }
        // Whichever won, the stored records are one click's, whole.
        let me = store.puzzle_player(GuildId(7), UserId(3)).unwrap().unwrap();
        assert_eq!(me.revision, 1);
        let day = store.guild_puzzles(GuildId(7)).unwrap().unwrap();
        assert_eq!(day.scanned.len(), 2, "{day:?}");
    });
}
