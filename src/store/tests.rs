//! One suite, run against both stores; plus a model test against a plain map.

use std::collections::BTreeMap;

use martian_testkit::PgServer;
use proptest::prelude::*;

use super::*;
use crate::engine::{Layout, Rules};
use crate::model::{
    AtPly, ChannelId, GameDelivery, GameId, GameKind, GameRecord, GameStatus, GuildId,
    GuildSettings, MessageId, Posted, RecordError, Seat, UserId,
};

pub(super) fn game(id: GameId, channel: u64) -> GameRecord {
    GameRecord {
        draw_offer: Vec::new(),
        outages_through_ms: None,
        turn_clock: None,
        id,
        guild: GuildId(7),
        channel: ChannelId(channel),
        setup: crate::model::GameSetup::Martian {
            layout: Layout::duel(),
            rules: Rules::default(),
        },
        seats: vec![
            Seat {
                user: UserId(1),
                name: "alice".into(),
                accepted: true,
                computer: None,
            },
            Seat {
                user: UserId(2),
                name: "bob".into(),
                accepted: false,
                computer: None,
            },
        ],
        challenger: UserId(1),
        status: GameStatus::Invited,
        moves: Vec::new(),
        revision: 0,
        created_ms: 1000,
        updated_ms: 1000,
        deadline_ms: None,
        reminder_ms: None,
        end: None,
        parent: None,
        tournament: None,
    }
}

/// Runs `test` on a new memory store, a new sled store and, when PostgreSQL is there
/// (see [`PgServer`]), a store in a new database of the test process's server.
pub(super) fn with_each_store(test: impl Fn(&dyn Store)) {
    test(&MemoryStore::new());
    let dir = tempfile::tempdir().unwrap();
    test(&SledStore::open(dir.path()).unwrap());
    if let Some(store) = postgres_store() {
        test(&store);
    }
}

/// A PostgreSQL store in a new database, or `None` (said once) without PostgreSQL.
pub(crate) fn postgres_store() -> Option<PostgresStore> {
    let server = PgServer::shared()?;
    Some(PostgresStore::open(&server.fresh_database()).unwrap())
}

#[test]
fn ids_are_never_repeated() {
    with_each_store(|store| {
        let a = store.next_game_id().unwrap();
        let b = store.next_game_id().unwrap();
        assert_ne!(a, b);
    });
}

#[test]
fn a_channel_holds_one_open_game() {
    with_each_store(|store| {
        let first = game(store.next_game_id().unwrap(), 10);
        store.create_game(&first).unwrap();
        let second = game(store.next_game_id().unwrap(), 10);
        assert!(matches!(
            store.create_game(&second),
            Err(StoreError::ChannelBusy(id)) if id == first.id
        ));
        assert_eq!(store.game(GuildId(7), second.id).unwrap(), None);
        assert_eq!(
            store.open_game_in(GuildId(7), ChannelId(10)).unwrap(),
            Some(first.clone())
        );
        assert_eq!(store.open_game_in(GuildId(7), ChannelId(11)).unwrap(), None);
        // Another channel is free.
        store.create_game(&game(second.id, 11)).unwrap();
        assert_eq!(store.open_games().unwrap().len(), 2);
    });
}

#[test]
fn a_game_moved_into_its_thread_leaves_its_channel() {
    with_each_store(|store| {
        let mut moved = game(store.next_game_id().unwrap(), 10);
        store.create_game(&moved).unwrap();
        let blocker = game(store.next_game_id().unwrap(), 30);
        store.create_game(&blocker).unwrap();
        // A channel with a game of its own can't take another.
        let mut busy = moved.clone();
        busy.channel = ChannelId(30);
        busy.revision = 1;
        assert!(matches!(
            store.save_game(&busy, 0),
            Err(StoreError::ChannelBusy(id)) if id == blocker.id
        ));
        assert_eq!(
            store.open_game_in(GuildId(7), ChannelId(10)).unwrap(),
            Some(moved.clone())
        );
        moved.channel = ChannelId(20);
        moved.parent = Some(ChannelId(10));
        moved.revision = 1;
        store.save_game(&moved, 0).unwrap();
        assert_eq!(store.open_game_in(GuildId(7), ChannelId(10)).unwrap(), None);
        assert_eq!(
            store.open_game_in(GuildId(7), ChannelId(20)).unwrap(),
            Some(moved.clone())
        );
        // The old channel is free for a new challenge.
        store
            .create_game(&game(store.next_game_id().unwrap(), 10))
            .unwrap();
        // Ending the game frees its thread.
        moved.status = GameStatus::Cancelled;
        moved.revision = 2;
        store.save_game(&moved, 1).unwrap();
        assert_eq!(store.open_game_in(GuildId(7), ChannelId(20)).unwrap(), None);
        assert_eq!(store.game(GuildId(7), moved.id).unwrap(), Some(moved));
    });
}

#[test]
fn a_save_applies_only_at_the_revision_it_was_based_on() {
    with_each_store(|store| {
        let g = game(store.next_game_id().unwrap(), 10);
        store.create_game(&g).unwrap();
        let mut next = g.clone();
        next.moves.push("c3d4".into());
        next.revision = 1;
        store.save_game(&next, 0).unwrap();
        // A second writer that also read revision 0 loses, and changes nothing.
        let mut rival = g.clone();
        rival.moves.push("b3a4".into());
        rival.revision = 1;
        assert!(matches!(
            store.save_game(&rival, 0),
            Err(StoreError::Stale { game, stored: 1 }) if game == g.id
        ));
        assert_eq!(
            store.game(GuildId(7), g.id).unwrap().unwrap().moves,
            vec!["c3d4".to_string()]
        );
        // A save must raise the revision by exactly one.
        let mut skip = next.clone();
        skip.revision = 5;
        assert!(matches!(
            store.save_game(&skip, 1),
            Err(StoreError::BadRevision {
                revision: 5,
                based_on: 1,
                ..
            })
        ));
        assert!(matches!(
            store.save_game(&game(GameId(999), 1), 0),
            Err(StoreError::NotFound(GameId(999)))
        ));
    });
}

#[test]
fn finishing_frees_the_channel_and_archives_at_once() {
    with_each_store(|store| {
        let mut g = game(store.next_game_id().unwrap(), 10);
        store.create_game(&g).unwrap();
        g.status = GameStatus::Finished;
        g.revision = 1;
        g.updated_ms = 5000;
        store.save_game(&g, 0).unwrap();
        assert_eq!(store.open_game_in(GuildId(7), ChannelId(10)).unwrap(), None);
        assert_eq!(
            store.archived_games(GuildId(7), 10).unwrap(),
            vec![g.clone()]
        );
        assert!(store.archived_games(GuildId(8), 10).unwrap().is_empty());
        assert!(store.open_games().unwrap().is_empty());
        // The channel takes a new game, and the archive lists the newest first.
        let mut h = game(store.next_game_id().unwrap(), 10);
        store.create_game(&h).unwrap();
        h.status = GameStatus::Cancelled;
        h.revision = 1;
        h.updated_ms = 9000;
        store.save_game(&h, 0).unwrap();
        let ids: Vec<GameId> = store
            .archived_games(GuildId(7), 10)
            .unwrap()
            .iter()
            .map(|x| x.id)
            .collect();
        assert_eq!(ids, vec![h.id, g.id]);
        assert_eq!(store.archived_games(GuildId(7), 1).unwrap().len(), 1);
    });
}

#[test]
fn sled_keeps_everything_across_a_reopen() {
    let dir = tempfile::tempdir().unwrap();
    let g = {
        let store = SledStore::open(dir.path()).unwrap();
        let mut g = game(store.next_game_id().unwrap(), 10);
        store.create_game(&g).unwrap();
        g.moves.push("c3d4".into());
        g.revision = 1;
        store.save_game(&g, 0).unwrap();
        g
    };
    let store = SledStore::open(dir.path()).unwrap();
    assert_eq!(
        store.open_game_in(GuildId(7), ChannelId(10)).unwrap(),
        Some(g.clone())
    );
    assert!(store.next_game_id().unwrap() > g.id);
}

#[test]
fn a_damaged_game_is_named_when_it_is_read_and_the_others_play_on() {
    let dir = tempfile::tempdir().unwrap();
    let (damaged, sound) = {
        let store = SledStore::open(dir.path()).unwrap();
        let damaged = game(store.next_game_id().unwrap(), 10);
        let sound = game(store.next_game_id().unwrap(), 11);
        store.create_game(&damaged).unwrap();
        store.create_game(&sound).unwrap();
        // Damage the record behind the store's back.
        store
            .games
            .insert(damaged.id.0.to_be_bytes(), &b"{not json"[..])
            .unwrap();
        store.db.flush().unwrap();
        (damaged, sound)
    };
    // Opening reads no game, so the damage does not stop the whole bot.
    let store = SledStore::open(dir.path()).unwrap();
    assert_eq!(
        store.open_game_in(GuildId(7), ChannelId(11)).unwrap(),
        Some(sound)
    );
    let err = store
        .open_game_in(GuildId(7), ChannelId(10))
        .expect_err("the damaged game is reported");
    let text = err.to_string();
    assert!(
        text.contains("damaged") && text.contains(&format!("game {}", damaged.id)),
        "{text}"
    );
    // The cause is kept: the record's decoding error, then serde's own.
    let record = std::error::Error::source(&err)
        .and_then(|e| e.downcast_ref::<RecordError>())
        .expect("the decoding error is the source");
    assert!(matches!(record, RecordError::Malformed(_)), "{record:?}");
    let json = std::error::Error::source(record)
        .and_then(|e| e.downcast_ref::<serde_json::Error>())
        .expect("serde's error is the source of the decoding error");
    assert!(json.is_syntax(), "{json}");
}

#[test]
fn a_store_that_cannot_be_opened_says_where() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("a-file");
    std::fs::write(&file, b"not a directory").unwrap();
    let err = SledStore::open(&file.join("data"))
        .err()
        .expect("cannot open under a file");
    assert!(
        err.to_string().contains("cannot open the game store at"),
        "{err}"
    );
    // sled's error (and the file system's below it) stays reachable.
    assert!(std::error::Error::source(&err).is_some(), "{err:?}");
}

#[test]
fn a_new_game_with_a_deadline_is_due_at_it() {
    // An invitation expires: it falls due before anybody moves.
    with_each_store(|store| {
        let mut g = game(store.next_game_id().unwrap(), 10);
        g.deadline_ms = Some(5000);
        store.create_game(&g).unwrap();
        assert!(store.due_games(4999, None, 10).unwrap().is_empty());
        let due = store.due_games(5000, None, 10).unwrap();
        assert_eq!(due.into_iter().map(|d| d.game).collect::<Vec<_>>(), vec![g]);
        assert_eq!(store.next_wake(0).unwrap(), Some(5000));
        assert_eq!(store.next_wake(5000).unwrap(), None);
    });
}

/// A result as its sentence, to compare outcomes of both stores with a model.
fn said(result: Result<(), StoreError>) -> Result<(), String> {
    result.map_err(|e| e.to_string())
}

#[derive(Clone, Debug)]
enum Op {
    Create {
        channel: u64,
    },
    Save {
        pick: usize,
        based_on_offset: u64,
        finish: bool,
    },
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        (0u64..4).prop_map(|channel| Op::Create { channel }),
        (0usize..8, 0u64..2, any::<bool>()).prop_map(|(pick, based_on_offset, finish)| Op::Save {
            pick,
            based_on_offset,
            finish
        }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Both stores behave like a map of games plus a map of channels to open games.
    #[test]
    fn stores_match_a_btreemap_model(ops in proptest::collection::vec(op(), 1..40)) {
        let dir = tempfile::tempdir().unwrap();
        let sled = SledStore::open(dir.path()).unwrap();
        let memory = MemoryStore::new();
        let postgres = postgres_store();
        let mut stores: Vec<&dyn Store> = vec![&memory, &sled];
        stores.extend(postgres.as_ref().map(|p| p as &dyn Store));
        let stores = stores.as_slice();
        let mut model_games: BTreeMap<GameId, GameRecord> = BTreeMap::new();
        let mut model_channels: BTreeMap<u64, GameId> = BTreeMap::new();
        // (ended at, id) of the games that left their channel finished: everybody's
        // history, since both seats of every game are users 1 and 2.
        let mut model_finished: Vec<(i64, GameId)> = Vec::new();
        let mut next = 100;
        for (step, op) in ops.iter().enumerate() {
            match op {
                Op::Create { channel } => {
                    next += 1;
                    let g = game(GameId(next), *channel);
                    let expected = match model_channels.get(channel) {
                        Some(id) => Err(StoreError::ChannelBusy(*id).to_string()),
                        None => {
                            model_channels.insert(*channel, g.id);
                            model_games.insert(g.id, g.clone());
                            Ok(())
                        }
                    };
                    for store in stores.iter() {
                        prop_assert_eq!(said(store.create_game(&g)), expected.clone());
                    }
                }
                Op::Save { pick, based_on_offset, finish } => {
                    let Some(current) = model_games.values().nth(pick % model_games.len().max(1)).cloned() else { continue };
                    let based_on = current.revision + based_on_offset;
                    let mut g = current.clone();
                    g.revision = based_on + 1;
                    g.moves.push(format!("step{step}"));
                    g.updated_ms = step as i64;
                    if *finish {
                        g.status = GameStatus::Finished;
                    }
                    let expected = if based_on == current.revision {
                        if !g.is_open() && model_channels.get(&g.channel.0) == Some(&g.id) {
                            model_channels.remove(&g.channel.0);
                            model_finished.push((g.ended_ms(), g.id));
                        }
                        model_games.insert(g.id, g.clone());
                        Ok(())
                    } else {
                        Err(StoreError::Stale { game: g.id, stored: current.revision }.to_string())
                    };
                    for store in stores.iter() {
                        prop_assert_eq!(said(store.save_game(&g, based_on)), expected.clone());
                    }
                }
            }
            for store in stores.iter() {
                for (id, g) in &model_games {
                    let stored = store.game(GuildId(7), *id).unwrap();
                    prop_assert_eq!(stored.as_ref(), Some(g));
                }
                for channel in 0..4 {
                    let open = store.open_game_in(GuildId(7), ChannelId(channel)).unwrap().map(|g| g.id);
                    prop_assert_eq!(open, model_channels.get(&channel).copied());
                }
                let open: Vec<GameId> = store.open_games().unwrap().iter().map(|g| g.id).collect();
                let mut expected: Vec<GameId> = model_channels.values().copied().collect();
                expected.sort();
                prop_assert_eq!(&open, &expected);
                let everything = Window { skip: 0, take: 1000 };
                for user in [None, Some(UserId(2))] {
                    let listed = store.open_games_in(GuildId(7), user, everything).unwrap();
                    let listed: Vec<GameId> = listed.items.iter().map(|g| g.id).collect();
                    prop_assert_eq!(&listed, &expected);
                }
                let mut finished = model_finished.clone();
                finished.sort_by(|a, b| b.cmp(a));
                let finished: Vec<GameId> = finished.iter().map(|(_, id)| *id).collect();
                let listed = store.finished_games_of(GuildId(7), GameKind::Martian, UserId(1), everything).unwrap();
                prop_assert_eq!(listed.total, finished.len());
                let listed: Vec<GameId> = listed.items.iter().map(|g| g.id).collect();
                prop_assert_eq!(listed, finished);
            }
        }
    }
}

#[test]
fn a_sled_store_of_a_newer_schema_is_refused_and_left_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let g = {
        let store = SledStore::open(dir.path()).unwrap();
        let g = game(store.next_game_id().unwrap(), 10);
        store.create_game(&g).unwrap();
        store
            .meta
            .insert(b"schema", &(super::sled::SCHEMA + 1).to_be_bytes())
            .unwrap();
        store.db.flush().unwrap();
        g
    };
    let err = SledStore::open(dir.path())
        .err()
        .expect("a newer schema is refused");
    let text = err.to_string();
    assert!(
        text.contains("newer version") && text.contains(&dir.path().display().to_string()),
        "{text}"
    );
    // Untouched: the mark is still there, and so is the game.
    let db = super::sled::open_db(dir.path()).unwrap();
    let mark = db.open_tree("meta").unwrap().get(b"schema").unwrap();
    assert_eq!(
        mark.as_deref(),
        Some(&(super::sled::SCHEMA + 1).to_be_bytes()[..])
    );
    let games = db.open_tree("games").unwrap();
    assert!(games.get(g.id.0.to_be_bytes()).unwrap().is_some());
}

#[test]
fn a_delivery_record_is_kept_beside_its_game_and_never_touches_its_revision() {
    with_each_store(|store| {
        let g = game(store.next_game_id().unwrap(), 10);
        store.create_game(&g).unwrap();
        let (guild, id) = (g.guild, g.id);
        assert!(store.delivery(guild, id).unwrap().is_empty());
        let board = Posted {
            message: MessageId(5),
            ply: 0,
        };
        let mut seen = None;
        let written = store
            .update_delivery(guild, id, true, &mut |game, delivery| {
                seen = Some(game.clone());
                delivery.board = Some(board);
                true
            })
            .unwrap();
        assert_eq!(written.map(|d| d.board), Some(Some(board)));
        // The change saw the game as stored, which is as it was.
        assert_eq!(seen.as_ref(), Some(&g));
        assert_eq!(store.game(guild, id).unwrap(), Some(g.clone()));
        assert_eq!(store.delivery(guild, id).unwrap().board, Some(board));
        // No such game: nothing is called, nothing written.
        let missing = store
            .update_delivery(guild, GameId(987_654), true, &mut |_, _| {
                panic!("there is no game to change")
            })
            .unwrap();
        assert_eq!(missing, None);
        // The game's own writes keep its delivery record as it is.
        let mut moved = g.clone();
        moved.status = GameStatus::Active;
        moved.moves.push("c3d4".into());
        moved.revision = 1;
        store.save_game(&moved, 0).unwrap();
        assert_eq!(store.delivery(guild, id).unwrap().board, Some(board));
        // A change that changes nothing says so, and the record stays.
        let same = store
            .update_delivery(guild, id, false, &mut |_, _| false)
            .unwrap();
        assert_eq!(same.map(|d| d.board), Some(Some(board)));
    });
}

#[test]
fn a_notice_to_post_again_falls_due_until_its_game_moves_on() {
    with_each_store(|store| {
        let mut g = game(store.next_game_id().unwrap(), 10);
        g.status = GameStatus::Active;
        g.deadline_ms = Some(9000);
        store.create_game(&g).unwrap();
        let retry_at = |at_ms: Option<i64>| {
            move |game: &GameRecord, delivery: &mut GameDelivery| {
                delivery.notice_retry = at_ms.map(|at_ms| AtPly {
                    ply: game.ply(),
                    at_ms,
                });
                true
            }
        };
        store
            .update_delivery(g.guild, g.id, false, &mut retry_at(Some(2000)))
            .unwrap();
        let due = store.due_games(2000, None, 10).unwrap();
        assert_eq!(due.len(), 1, "{due:?}");
        assert_eq!(due[0].wake.at_ms, 2000);
        assert_eq!(due[0].game, g);
        assert_eq!(due[0].delivery.notice_retry_ms(&g), Some(2000));
        assert_eq!(store.next_wake(0).unwrap(), Some(2000));
        // Posted again: the game is due at its deadline only.
        store
            .update_delivery(g.guild, g.id, false, &mut retry_at(None))
            .unwrap();
        assert!(store.due_games(2000, None, 10).unwrap().is_empty());
        assert_eq!(store.next_wake(0).unwrap(), Some(9000));
        // Failed again, and then a move: the notice is of a turn that is over.
        store
            .update_delivery(g.guild, g.id, false, &mut retry_at(Some(2000)))
            .unwrap();
        let mut moved = g.clone();
        moved.moves.push("c3d4".into());
        moved.revision = 1;
        store.save_game(&moved, 0).unwrap();
        assert!(store.due_games(2000, None, 10).unwrap().is_empty());
        assert_eq!(store.next_wake(0).unwrap(), Some(9000));
        // A notice of the new turn: due; then the game ends, and nothing is.
        store
            .update_delivery(g.guild, g.id, false, &mut retry_at(Some(3000)))
            .unwrap();
        assert_eq!(store.next_wake(0).unwrap(), Some(3000));
        let mut ended = moved.clone();
        ended.status = GameStatus::Cancelled;
        ended.revision = 2;
        store.save_game(&ended, 1).unwrap();
        assert!(store.due_games(i64::MAX, None, 10).unwrap().is_empty());
        assert_eq!(store.next_wake(0).unwrap(), None);
    });
}

#[test]
fn settings_are_written_only_over_the_revision_they_were_read_at() {
    with_each_store(|store| {
        let guild = GuildId(7);
        let mut first = GuildSettings::defaults(guild);
        first.move_timeout_hours = 48;
        first.revision = 1;
        store.save_settings(&first, 0).unwrap();
        // Another change made from the same (absent) settings loses, and writes nothing.
        let mut other = GuildSettings::defaults(guild);
        other.reminder_hours = 6;
        other.revision = 1;
        assert!(matches!(
            store.save_settings(&other, 0),
            Err(StoreError::SettingsChanged { stored: 1, .. })
        ));
        assert_eq!(store.settings(guild).unwrap(), Some(first.clone()));
        // Made again on what was written, it is written.
        let mut again = first.clone();
        again.reminder_hours = 6;
        again.revision = 2;
        store.save_settings(&again, 1).unwrap();
        assert_eq!(store.settings(guild).unwrap(), Some(again));
        // Another server's settings are their own.
        let mut elsewhere = GuildSettings::defaults(GuildId(8));
        elsewhere.revision = 1;
        store.save_settings(&elsewhere, 0).unwrap();
    });
}

#[test]
fn heartbeats_and_outages_are_kept() {
    use crate::model::{Outage, ShardSpan};
    with_each_store(|store| {
        assert!(store.heartbeats().unwrap().is_empty());
        store.beat("all", 10).unwrap();
        store.beat("0-1/4", 20).unwrap();
        store.beat("all", 30).unwrap();
        let mut beats = store.heartbeats().unwrap();
        beats.sort();
        assert_eq!(beats, vec![("0-1/4".into(), 20), ("all".into(), 30)]);
        let everywhere = Outage {
            from_ms: -5,
            to_ms: 100,
            shards: None,
        };
        let some = Outage {
            from_ms: 40,
            to_ms: 90,
            shards: Some(ShardSpan {
                first: 0,
                last: 1,
                total: 4,
            }),
        };
        store.add_outage(&everywhere).unwrap();
        store.add_outage(&some).unwrap();
        // Recorded twice (a retried write): kept once.
        store.add_outage(&some).unwrap();
        // In the order they ended, from a time on.
        assert_eq!(store.outages(i64::MIN).unwrap(), vec![some, everywhere]);
        assert_eq!(store.outages(90).unwrap(), vec![everywhere]);
        assert!(store.outages(100).unwrap().is_empty());
    });
}

#[test]
fn a_games_analysis_is_kept_per_server_and_game_and_replaced_by_a_new_one() {
    use crate::model::GameAnalysis;
    with_each_store(|store| {
        let (guild, game) = (GuildId(7), GameId(41));
        assert_eq!(store.analysis(guild, game).unwrap(), None);
        let first = GameAnalysis::sample(0.8);
        store.save_analysis(guild, game, &first).unwrap();
        assert_eq!(store.analysis(guild, game).unwrap(), Some(first.clone()));
        // Another game, or the same id in another server, has none.
        assert_eq!(store.analysis(guild, GameId(42)).unwrap(), None);
        assert_eq!(store.analysis(GuildId(8), game).unwrap(), None);
        let again = GameAnalysis::sample(0.9);
        store.save_analysis(guild, game, &again).unwrap();
        assert_eq!(store.analysis(guild, game).unwrap(), Some(again));
    });
}

#[test]
fn members_settings_are_kept_per_server_and_revision_checked() {
    use crate::model::{MemberSettings, QuietHours, Vacation};
    with_each_store(|store| {
        let (guild, user) = (GuildId(7), UserId(70));
        assert_eq!(store.member(guild, user).unwrap(), None);
        let mut me = MemberSettings::new(guild, user);
        me.timezone = Some("Europe/Prague".into());
        me.quiet_hours = QuietHours::parse("23-7");
        me.vacations.push(Vacation {
            from_ms: 1_000,
            to_ms: 2_000,
        });
        me.revision = 1;
        store.save_member(&me, 0).unwrap();
        assert_eq!(store.member(guild, user).unwrap(), Some(me.clone()));
        // A change from the same (absent) settings loses, and writes nothing.
        let mut other = MemberSettings::new(guild, user);
        other.revision = 1;
        assert!(matches!(
            store.save_member(&other, 0),
            Err(StoreError::MemberChanged { stored: 1, .. })
        ));
        let mut again = me.clone();
        again.quiet_hours = None;
        again.revision = 2;
        store.save_member(&again, 1).unwrap();
        assert_eq!(store.member(guild, user).unwrap(), Some(again));
        // The same member elsewhere is someone else.
        assert_eq!(store.member(GuildId(8), user).unwrap(), None);
    });
}
