//! Tournaments (issue 30) in every store: the memory store's behaviour is the
//! specification, the same suite runs against sled and PostgreSQL. Besides the record
//! itself: a round's games created with it in one write (all or nothing), and the
//! channel rule (a tournament's game takes no channel until it is in a thread of its
//! own).

use super::tests::{game, postgres_store, with_each_store};
use super::*;
use crate::model::{
    ChannelId, Entrant, GameId, GameKind, GameRecord, GameStatus, GuildId, MessageId, Tournament,
    TournamentFormat, TournamentGame, TournamentId, TournamentPairing, TournamentRound,
    TournamentSetup, TournamentStatus, UserId,
};

/// The tournaments' channel in the test server (7).
const HALL: u64 = 10;

fn entrant(user: u64, name: &str) -> Entrant {
    Entrant {
        user: UserId(user),
        name: name.into(),
        rating: 1500.0 + user as f64,
        joined_ms: 1_000,
        from_round: 1,
        forfeits_in_row: 0,
        withdrawn: None,
    }
}

/// A tournament taking entries, as first written (revision 1).
fn tournament(guild: u64, id: TournamentId) -> Tournament {
    Tournament {
        guild: GuildId(guild),
        id,
        name: "Winter cup".into(),
        setup: TournamentSetup {
            game: GameKind::Martian,
            layout: Some("duel".into()),
            ruleset: None,
            format: TournamentFormat::Swiss { rounds: 3 },
            move_timeout_hours: 24,
            max_players: 16,
            starts_ms: None,
        },
        channel: ChannelId(HALL),
        message: Some(MessageId(5)),
        created_by: UserId(1),
        created_ms: 1_000,
        status: TournamentStatus::Open,
        entrants: vec![entrant(1, "alice"), entrant(2, "bob")],
        rounds: Vec::new(),
        ended_ms: None,
        revision: 1,
    }
}

/// A game of round `round` of `of`, in the tournament's channel, expiring at 50 s.
fn round_game(id: GameId, of: TournamentId, round: u32) -> GameRecord {
    let mut g = game(id, HALL);
    g.tournament = Some(TournamentGame {
        tournament: of,
        round,
    });
    g.deadline_ms = Some(50_000);
    g
}

/// `t` running, with its next round paired with `games`, one revision on.
fn paired(t: &Tournament, games: &[GameRecord]) -> Tournament {
    let mut next = t.clone();
    next.status = TournamentStatus::Running;
    next.rounds.push(TournamentRound {
        number: next.rounds.len() as u32 + 1,
        paired_ms: 2_000,
        pairings: games
            .iter()
            .map(|g| TournamentPairing {
                first: UserId(1),
                second: Some(UserId(2)),
                game: Some(g.id),
                result: None,
                forfeit: None,
            })
            .collect(),
        message: None,
    });
    next.revision += 1;
    next
}

fn is_changed(result: Result<(), StoreError>, at: u64) -> bool {
    matches!(result, Err(StoreError::TournamentChanged { stored, .. }) if stored == at)
}

fn new_tournament(store: &dyn Store, guild: u64) -> Tournament {
    let t = tournament(guild, store.next_tournament_id().unwrap());
    store.save_tournament(&t, 0).unwrap();
    t
}

fn round_of(store: &dyn Store, of: TournamentId, n: usize) -> Vec<GameRecord> {
    (0..n)
        .map(|_| round_game(store.next_game_id().unwrap(), of, 1))
        .collect()
}

#[test]
fn tournament_ids_are_never_repeated() {
    with_each_store(|store| {
        let a = store.next_tournament_id().unwrap();
        let b = store.next_tournament_id().unwrap();
        assert!(b > a, "{a:?} then {b:?}");
    });
}

#[test]
fn sled_never_repeats_a_tournament_id_across_a_reopen() {
    let dir = tempfile::tempdir().unwrap();
    let before = {
        let store = SledStore::open(dir.path()).unwrap();
        (0..3)
            .map(|_| store.next_tournament_id().unwrap())
            .max()
            .unwrap()
    };
    let store = SledStore::open(dir.path()).unwrap();
    assert!(store.next_tournament_id().unwrap() > before);
}

#[test]
fn a_tournament_round_trips_and_a_stale_write_changes_nothing() {
    with_each_store(|store| {
        let id = store.next_tournament_id().unwrap();
        assert_eq!(store.tournament(GuildId(7), id).unwrap(), None);
        let t = tournament(7, id);
        // Written over nothing: based on 0, at revision 1 only.
        assert!(is_changed(store.save_tournament(&t, 1), 0));
        store.save_tournament(&t, 0).unwrap();
        assert_eq!(store.tournament(GuildId(7), id).unwrap(), Some(t.clone()));
        // Another server's tournament of the same id is another one.
        assert_eq!(store.tournament(GuildId(8), id).unwrap(), None);
        let mut joined = t.clone();
        joined.entrants.push(entrant(3, "carol"));
        joined.revision = 2;
        store.save_tournament(&joined, 1).unwrap();
        // A second click read revision 1: refused, and nothing changes.
        let mut stale = t.clone();
        stale.name = "Summer cup".into();
        stale.revision = 2;
        assert!(is_changed(store.save_tournament(&stale, 1), 2));
        // A revision that is not one on is refused too.
        let mut skipped = joined.clone();
        skipped.revision = 4;
        assert!(is_changed(store.save_tournament(&skipped, 2), 2));
        assert_eq!(store.tournament(GuildId(7), id).unwrap(), Some(joined));
    });
}

#[test]
fn a_servers_tournaments_are_its_own_newest_first_and_active_ones_leave_out_the_over() {
    with_each_store(|store| {
        let first = new_tournament(store, 7);
        let other = new_tournament(store, 8);
        let mut finished = tournament(7, store.next_tournament_id().unwrap());
        finished.status = TournamentStatus::Finished;
        finished.ended_ms = Some(9_000);
        store.save_tournament(&finished, 0).unwrap();
        let mut cancelled = tournament(8, store.next_tournament_id().unwrap());
        cancelled.status = TournamentStatus::Cancelled;
        store.save_tournament(&cancelled, 0).unwrap();
        let mut paused = tournament(7, store.next_tournament_id().unwrap());
        paused.status = TournamentStatus::Paused;
        store.save_tournament(&paused, 0).unwrap();
        let ids = |ts: Vec<Tournament>| ts.iter().map(|t| (t.guild, t.id)).collect::<Vec<_>>();
        assert_eq!(
            ids(store.tournaments(GuildId(7)).unwrap()),
            vec![
                (GuildId(7), paused.id),
                (GuildId(7), finished.id),
                (GuildId(7), first.id)
            ]
        );
        assert_eq!(
            ids(store.tournaments(GuildId(8)).unwrap()),
            vec![(GuildId(8), cancelled.id), (GuildId(8), other.id)]
        );
        assert!(store.tournaments(GuildId(9)).unwrap().is_empty());
        assert_eq!(
            ids(store.active_tournaments().unwrap()),
            vec![
                (GuildId(7), first.id),
                (GuildId(7), paused.id),
                (GuildId(8), other.id)
            ]
        );
        // A tournament that ends leaves the active ones.
        let mut over = first.clone();
        over.status = TournamentStatus::Finished;
        over.revision = 2;
        store.save_tournament(&over, 1).unwrap();
        assert_eq!(
            ids(store.active_tournaments().unwrap()),
            vec![(GuildId(7), paused.id), (GuildId(8), other.id)]
        );
        assert_eq!(store.active_tournaments().unwrap()[1], other);
    });
}

#[test]
fn a_round_is_written_with_its_games_in_one_channel_and_a_normal_game_still_starts_there() {
    with_each_store(|store| {
        let t = new_tournament(store, 7);
        let games = round_of(store, t.id, 3);
        let next = paired(&t, &games);
        store.save_tournament_with_games(&next, 1, &games).unwrap();
        assert_eq!(store.tournament(GuildId(7), t.id).unwrap(), Some(next));
        for g in &games {
            assert_eq!(store.game(GuildId(7), g.id).unwrap(), Some(g.clone()));
        }
        // No game holds the channel: a normal game can still start there.
        assert_eq!(
            store.open_game_in(GuildId(7), ChannelId(HALL)).unwrap(),
            None
        );
        let normal = game(store.next_game_id().unwrap(), HALL);
        store.create_game(&normal).unwrap();
        assert_eq!(
            store.open_game_in(GuildId(7), ChannelId(HALL)).unwrap(),
            Some(normal.clone())
        );
        // ...and a tournament's game created alone takes no channel either.
        let late = round_game(store.next_game_id().unwrap(), t.id, 1);
        store.create_game(&late).unwrap();
        // Everything else about games applies to them: open lists, due wakes.
        let mut all: Vec<GameId> = games.iter().map(|g| g.id).collect();
        all.extend([normal.id, late.id]);
        let open: Vec<GameId> = store.open_games().unwrap().iter().map(|g| g.id).collect();
        assert_eq!(open, all);
        let page = store.open_games_in(GuildId(7), None, Window::page(1, 10));
        assert_eq!(page.unwrap().total, 5);
        let mine = store.open_games_in(GuildId(7), Some(UserId(2)), Window::page(1, 10));
        assert_eq!(mine.unwrap().total, 5);
        let due: Vec<GameId> = store
            .due_games(60_000, None, 10)
            .unwrap()
            .iter()
            .map(|d| d.game.id)
            .collect();
        let mut expected: Vec<GameId> = games.iter().map(|g| g.id).collect();
        expected.push(late.id);
        assert_eq!(due, expected);
        assert_eq!(store.next_wake(0).unwrap(), Some(50_000));
    });
}

#[test]
fn a_stale_tournament_writes_neither_it_nor_any_game() {
    with_each_store(|store| {
        let t = new_tournament(store, 7);
        let mut joined = t.clone();
        joined.revision = 2;
        store.save_tournament(&joined, 1).unwrap();
        let games = round_of(store, t.id, 2);
        let next = paired(&t, &games);
        assert!(is_changed(
            store.save_tournament_with_games(&next, 1, &games),
            2
        ));
        assert_nothing_of(store, &games);
        assert_eq!(store.tournament(GuildId(7), t.id).unwrap(), Some(joined));
    });
}

#[test]
fn a_game_id_already_used_writes_neither_the_tournament_nor_any_game() {
    with_each_store(|store| {
        let t = new_tournament(store, 7);
        let used = game(store.next_game_id().unwrap(), 20);
        store.create_game(&used).unwrap();
        let fresh = round_of(store, t.id, 2);
        let games = vec![
            fresh[0].clone(),
            round_game(used.id, t.id, 1),
            fresh[1].clone(),
        ];
        let next = paired(&t, &games);
        assert!(matches!(
            store.save_tournament_with_games(&next, 1, &games),
            Err(StoreError::Stale { game, .. }) if game == used.id
        ));
        assert_nothing_of(store, &fresh);
        assert_eq!(store.game(GuildId(7), used.id).unwrap(), Some(used));
        assert_eq!(store.tournament(GuildId(7), t.id).unwrap(), Some(t.clone()));
        // The same id twice in one round is refused as well.
        let twice = vec![fresh[0].clone(), fresh[0].clone()];
        assert!(matches!(
            store.save_tournament_with_games(&paired(&t, &twice), 1, &twice),
            Err(StoreError::Stale { .. })
        ));
        assert_nothing_of(store, &fresh);
        assert_eq!(store.tournament(GuildId(7), t.id).unwrap(), Some(t));
    });
}

/// None of `games` is stored, listed or due.
fn assert_nothing_of(store: &dyn Store, games: &[GameRecord]) {
    for g in games {
        assert_eq!(store.game(GuildId(7), g.id).unwrap(), None);
    }
    let open = store.open_games().unwrap();
    assert!(open.iter().all(|o| games.iter().all(|g| g.id != o.id)));
    let due = store.due_games(i64::MAX, None, 100).unwrap();
    assert!(due.iter().all(|d| games.iter().all(|g| g.id != d.game.id)));
}

#[test]
fn a_tournament_game_moved_into_a_thread_takes_its_channel_and_ends_as_any_game() {
    with_each_store(|store| {
        let t = new_tournament(store, 7);
        let games = round_of(store, t.id, 3);
        store
            .save_tournament_with_games(&paired(&t, &games), 1, &games)
            .unwrap();
        // Moved into a thread of its own: it takes the thread's channel.
        let mut a = games[0].clone();
        a.parent = Some(a.channel);
        a.channel = ChannelId(30);
        a.revision = 1;
        store.save_game(&a, 0).unwrap();
        assert_eq!(
            store.open_game_in(GuildId(7), ChannelId(30)).unwrap(),
            Some(a.clone())
        );
        assert_eq!(
            store.open_game_in(GuildId(7), ChannelId(HALL)).unwrap(),
            None
        );
        // Another game moved into the same thread finds it busy.
        let mut b = games[1].clone();
        b.parent = Some(b.channel);
        b.channel = ChannelId(30);
        b.revision = 1;
        assert!(matches!(
            store.save_game(&b, 0),
            Err(StoreError::ChannelBusy(id)) if id == a.id
        ));
        // A game in its thread that ends frees the thread.
        a.status = GameStatus::Finished;
        a.revision = 2;
        a.updated_ms = 5_000;
        store.save_game(&a, 1).unwrap();
        assert_eq!(store.open_game_in(GuildId(7), ChannelId(30)).unwrap(), None);
        store.save_game(&b, 0).unwrap();
        // One that ends before it had a thread is archived all the same.
        let mut c = games[2].clone();
        c.status = GameStatus::Cancelled;
        c.revision = 1;
        c.updated_ms = 6_000;
        store.save_game(&c, 0).unwrap();
        let archived: Vec<GameId> = store
            .archived_games(GuildId(7), 10)
            .unwrap()
            .iter()
            .map(|g| g.id)
            .collect();
        assert_eq!(archived, vec![c.id, a.id]);
        let open: Vec<GameId> = store.open_games().unwrap().iter().map(|g| g.id).collect();
        assert_eq!(open, vec![b.id]);
        assert_eq!(
            store
                .open_games_in(GuildId(7), None, Window::page(1, 10))
                .unwrap()
                .total,
            1
        );
        let due: Vec<GameId> = store
            .due_games(i64::MAX, None, 10)
            .unwrap()
            .iter()
            .map(|d| d.game.id)
            .collect();
        assert_eq!(due, vec![b.id]);
    });
}

/// Tournaments of two servers, one with a round paired (two games, one moved into a
/// thread), one finished.
fn fill(store: &dyn Store) {
    let t = new_tournament(store, 7);
    let games = round_of(store, t.id, 2);
    store
        .save_tournament_with_games(&paired(&t, &games), 1, &games)
        .unwrap();
    let mut moved = games[1].clone();
    moved.parent = Some(moved.channel);
    moved.channel = ChannelId(31);
    moved.revision = 1;
    store.save_game(&moved, 0).unwrap();
    let mut finished = tournament(7, store.next_tournament_id().unwrap());
    finished.status = TournamentStatus::Finished;
    store.save_tournament(&finished, 0).unwrap();
    new_tournament(store, 8);
}

fn tournament_answers(store: &dyn Store) -> String {
    let mut out = String::new();
    for guild in [GuildId(7), GuildId(8)] {
        out += &format!("{:?}\n", store.tournaments(guild).unwrap());
    }
    out += &format!("{:?}\n", store.active_tournaments().unwrap());
    out += &format!("{:?}\n", store.open_games().unwrap());
    for channel in [HALL, 31] {
        let open = store.open_game_in(GuildId(7), ChannelId(channel)).unwrap();
        out += &format!("{:?}\n", open.map(|g| g.id));
    }
    out
}

#[test]
fn sled_keeps_tournaments_and_their_games_across_a_reopen() {
    let dir = tempfile::tempdir().unwrap();
    let expected = {
        let store = SledStore::open(dir.path()).unwrap();
        fill(&store);
        tournament_answers(&store)
    };
    assert!(expected.contains("Winter cup"), "{expected}");
    // `SledStore::open` waits for the lock sled's threads still hold a moment.
    let store = SledStore::open(dir.path()).unwrap();
    assert_eq!(tournament_answers(&store), expected);
    let memory = MemoryStore::new();
    fill(&memory);
    assert_eq!(tournament_answers(&memory), expected);
}

#[test]
fn an_export_carries_the_tournaments_into_postgres_and_a_second_import_keeps_them() {
    let dir = tempfile::tempdir().unwrap();
    let sled = SledStore::open(dir.path()).unwrap();
    fill(&sled);
    let export = sled.export().unwrap();
    assert_eq!(export.tournaments.len(), 3);
    assert_eq!(export.last_tournament_id, 3);
    let Some(pg) = postgres_store() else {
        return;
    };
    let done = pg.import(&export).unwrap();
    assert_eq!((done.tournaments, done.tournaments_kept), (3, 0));
    assert_eq!(tournament_answers(&pg), tournament_answers(&sled));
    let held = pg.holds(&export).unwrap();
    assert_eq!(held.tournaments, 3);
    // A second import keeps what is there, a newer revision included.
    let t = pg.tournament(GuildId(7), TournamentId(1)).unwrap().unwrap();
    let mut newer = t.clone();
    newer.revision += 1;
    newer.status = TournamentStatus::Paused;
    pg.save_tournament(&newer, t.revision).unwrap();
    let again = pg.import(&export).unwrap();
    assert_eq!((again.tournaments, again.tournaments_kept), (0, 3));
    assert_eq!(
        pg.tournament(GuildId(7), TournamentId(1)).unwrap(),
        Some(newer)
    );
    // New ids come after every migrated one (and after the source's last one).
    let mut ids = export.clone();
    ids.last_tournament_id = 40;
    pg.import(&ids).unwrap();
    assert!(pg.next_tournament_id().unwrap() > TournamentId(40));
    // The imported round's games keep the channel rule.
    let normal = game(GameId(1_000), HALL);
    pg.create_game(&normal).unwrap();
}

#[test]
fn sled_rebuilding_its_indexes_keeps_the_tournament_games_that_hold_no_channel() {
    let dir = tempfile::tempdir().unwrap();
    let lists = |store: &dyn Store| {
        let all = Window::page(1, 50);
        let mut out = tournament_answers(store);
        out += &format!(
            "{:?}\n",
            store.open_games_in(GuildId(7), None, all).unwrap()
        );
        let mine = store.open_games_in(GuildId(7), Some(UserId(2)), all);
        out += &format!("{:?}\n", mine.unwrap());
        out
    };
    let before = {
        let store = SledStore::open(dir.path()).unwrap();
        fill(&store);
        // An earlier version of the indexes: the next open builds them again.
        store.meta.insert(b"indexes", &2u64.to_be_bytes()).unwrap();
        store.db.flush().unwrap();
        lists(&store)
    };
    assert!(before.contains("total: 2"), "{before}");
    let store = SledStore::open(dir.path()).unwrap();
    assert_eq!(lists(&store), before);
}
