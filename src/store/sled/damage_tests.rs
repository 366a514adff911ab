//! A damaged key, index entry or record, written into a tree behind the store's back,
//! is an error that names the tree and the key (or the record), never a panic.

use std::error::Error;

use sled::Tree;

use super::keys::{
    board_player_key, channel_key, game_key, player_key, ranking_key, wake_key, Bucketed, Count,
    Hex,
};
use super::SledStore;
use crate::model::{
    ChannelId, GameId, GameKind, GameStatus, GuildId, PlayerRecord, RecordError, UserId,
};
use crate::store::tests::game;
use crate::store::{Store, StoreError, Window};

fn tree(store: &SledStore, name: &str) -> Tree {
    store.db.open_tree(name).unwrap()
}

/// The error's sentence names `tree` and `key`, and it is a damaged-store error.
fn names(err: &StoreError, tree: &str, key: &[u8]) -> String {
    assert!(matches!(err, StoreError::Corrupt { .. }), "{err:?}");
    let text = err.to_string();
    assert!(text.contains(&format!("tree `{tree}`")), "{text}");
    assert!(text.contains(&format!("key {}", Hex(key))), "{text}");
    text
}

#[test]
fn a_short_wake_key_is_named_at_the_tick_and_at_open() {
    let dir = tempfile::tempdir().unwrap();
    {
        let store = SledStore::open(dir.path()).unwrap();
        tree(&store, "wakes").insert([0, 1, 2], &[]).unwrap();
        let err = store.due_games(i64::MAX, None, 10).unwrap_err();
        let text = names(&err, "wakes", &[0, 1, 2]);
        assert!(text.contains("16 bytes long, this one 3"), "{text}");
        store.db.flush().unwrap();
    }
    let err = SledStore::open(dir.path())
        .err()
        .expect("a damaged store must not open");
    let text = names(&err, "wakes", &[0, 1, 2]);
    assert!(text.contains(&dir.path().display().to_string()), "{text}");
}

#[test]
fn a_wake_for_a_missing_game_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let store = SledStore::open(dir.path()).unwrap();
    let key = wake_key(10, GameId(999));
    tree(&store, "wakes").insert(key, &[]).unwrap();
    let text = names(&store.due_games(10, None, 10).unwrap_err(), "wakes", &key);
    assert!(
        text.contains(&format!("game {}, which is missing", GameId(999))),
        "{text}"
    );
}

#[test]
fn a_short_archive_key_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let store = SledStore::open(dir.path()).unwrap();
    let mut key = GuildId(7).0.to_be_bytes().to_vec();
    key.push(1);
    tree(&store, "archive").insert(&key, &[]).unwrap();
    let text = names(
        &store.archived_games(GuildId(7), 10).unwrap_err(),
        "archive",
        &key,
    );
    assert!(text.contains("24 bytes long, this one 9"), "{text}");
}

#[test]
fn a_channel_entry_that_is_not_a_game_id_is_named_everywhere_it_is_read() {
    let dir = tempfile::tempdir().unwrap();
    let key = channel_key(GuildId(7), ChannelId(10));
    {
        let store = SledStore::open(dir.path()).unwrap();
        tree(&store, "channels").insert(key, &[1, 2, 3]).unwrap();
        let err = store.open_game_in(GuildId(7), ChannelId(10)).unwrap_err();
        assert!(
            names(&err, "channels", &key).contains("value 0x010203"),
            "{err}"
        );
        // `open_games` reads the open-games index, not the channels (a tournament's
        // game holds no channel), so it does not meet the damaged entry.
        assert!(store.open_games().unwrap().is_empty());
        // Not "the channel already has game 0".
        let g = game(store.next_game_id().unwrap(), 10);
        names(&store.create_game(&g).unwrap_err(), "channels", &key);
        assert_eq!(
            store.game(GuildId(7), g.id).unwrap(),
            None,
            "nothing was written"
        );
        store.db.flush().unwrap();
    }
    // Opening reads no channel entry (nor game): the damage stays where it is read.
    let store = SledStore::open(dir.path()).unwrap();
    let err = store.open_game_in(GuildId(7), ChannelId(10)).unwrap_err();
    names(&err, "channels", &key);
}

#[test]
fn a_channel_entry_naming_a_missing_game_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let store = SledStore::open(dir.path()).unwrap();
    let key = channel_key(GuildId(7), ChannelId(11));
    tree(&store, "channels")
        .insert(key, &game_key(GameId(999)))
        .unwrap();
    let err = store.open_game_in(GuildId(7), ChannelId(11)).unwrap_err();
    assert!(names(&err, "channels", &key).contains("missing"), "{err}");
}

#[test]
fn a_short_player_key_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let store = SledStore::open(dir.path()).unwrap();
    let mut key = GuildId(7).0.to_be_bytes().to_vec();
    key.extend([0, 2]);
    tree(&store, "players").insert(&key, &b"{}"[..]).unwrap();
    let text = names(
        &store.players(GuildId(7), GameKind::Martian).unwrap_err(),
        "players",
        &key,
    );
    assert!(text.contains("16 or 17 bytes long, this one 10"), "{text}");
}

#[test]
fn a_damaged_player_record_is_named_and_stops_the_game_end_that_would_rate_it() {
    let dir = tempfile::tempdir().unwrap();
    let store = SledStore::open(dir.path()).unwrap();
    tree(&store, "players")
        .insert(player_key(GuildId(7), UserId(2)), &b"{not json"[..])
        .unwrap();
    let damaged = |err: StoreError| {
        let text = err.to_string();
        assert!(text.contains("player 2 of server 7"), "{text}");
        let cause = err.source().and_then(|e| e.downcast_ref::<RecordError>());
        assert!(matches!(cause, Some(RecordError::Malformed(_))), "{err:?}");
    };
    damaged(
        store
            .player(GuildId(7), GameKind::Martian, UserId(2))
            .unwrap_err(),
    );
    damaged(store.players(GuildId(7), GameKind::Martian).unwrap_err());

    let g = game(store.next_game_id().unwrap(), 10);
    store.create_game(&g).unwrap();
    let mut end = g.clone();
    end.status = GameStatus::Finished;
    end.revision = 1;
    let rate = |_: &[Option<PlayerRecord>]| Vec::new();
    damaged(store.save_game_and_players(&end, 0, &rate).unwrap_err());
    assert_eq!(
        store.game(GuildId(7), g.id).unwrap(),
        Some(g),
        "the game did not end without its ratings"
    );
}

#[test]
fn damaged_index_entries_are_named_where_a_page_reads_them() {
    let dir = tempfile::tempdir().unwrap();
    let store = SledStore::open(dir.path()).unwrap();
    // Each damaged entry is counted, as the list (and bucket) it is in would count it.
    let one = |key: &[u8]| {
        let counts = tree(&store, "counts");
        counts.insert(key, &1u64.to_be_bytes()).unwrap();
    };
    let mut key = board_player_key(GuildId(7), GameKind::Martian, UserId(2)).to_vec();
    key.push(1);
    tree(&store, "finished_of").insert(&key, &[]).unwrap();
    one(&Count::FinishedOf(GuildId(7), GameKind::Martian, UserId(2)).key());
    let window = Window::page(1, 10);
    let err = store
        .finished_games_of(GuildId(7), GameKind::Martian, UserId(2), window)
        .unwrap_err();
    assert!(names(&err, "finished_of", &key).contains("33 bytes long, this one 18"));

    // A ranking key cut short after its bucket's part.
    let player = PlayerRecord::new(GuildId(7), UserId(2), "alice");
    let short = &ranking_key(&player)[..22];
    tree(&store, "ranking").insert(short, &[]).unwrap();
    one(&Count::Rated(GuildId(7), GameKind::Martian).key());
    one(&Bucketed::Ranking.bucket_of(short));
    let point = Bucketed::RankingPoint.bucket_of(short);
    one(&point);
    let err = store
        .leaderboard(GuildId(7), GameKind::Martian, window)
        .unwrap_err();
    assert!(names(&err, "ranking", short).contains("at least 30 bytes"));
    // The coarse bucket counts a player that no finer bucket does.
    tree(&store, "counts").remove(&point).unwrap();
    let err = store
        .leaderboard(GuildId(7), GameKind::Martian, window)
        .unwrap_err();
    let mut from = point.clone();
    from[17] &= 0xf0;
    assert!(names(&err, "counts", &from).contains("fewer entries than their coarse bucket"));
    one(&point);

    // A bucket count whose key is not a bucket's.
    let mut bucket = Bucketed::Open.buckets_of(&GuildId(7).0.to_be_bytes());
    bucket.extend([0, 1, 2]);
    one(&bucket);
    one(&Count::Open(GuildId(7)).key());
    let err = store.open_games_in(GuildId(7), None, window).unwrap_err();
    assert!(names(&err, "counts", &bucket).contains("16 bytes long, this one 12"));
    tree(&store, "counts").remove(&bucket).unwrap();

    let count = Count::Open(GuildId(7)).key();
    tree(&store, "counts").insert(count, &[1, 2]).unwrap();
    let err = store.open_games_in(GuildId(7), None, window).unwrap_err();
    assert!(names(&err, "counts", &count).contains("not a count"));
    // A new game in that server is refused rather than counted from nonsense.
    let g = game(store.next_game_id().unwrap(), 10);
    names(&store.create_game(&g).unwrap_err(), "counts", &count);
    assert_eq!(
        store.game(GuildId(7), g.id).unwrap(),
        None,
        "nothing was written"
    );
}

#[test]
fn a_damaged_rating_point_or_history_count_is_named() {
    use super::keys::history_key;
    let dir = tempfile::tempdir().unwrap();
    let store = SledStore::open(dir.path()).unwrap();
    let (guild, user) = (GuildId(7), UserId(1));
    let history = tree(&store, "history");
    // A point that is not a record: named in domain words, with the decoding error.
    let key = history_key(guild, GameKind::Carnett, user, 5_000, GameId(3));
    history
        .insert(key, &b"{\"schema\":4,\"point\":[1]}"[..])
        .unwrap();
    history
        .insert(
            board_player_key(guild, GameKind::Carnett, user),
            &1u64.to_be_bytes(),
        )
        .unwrap();
    let all = Window { skip: 0, take: 10 };
    let err = store
        .rating_history(guild, GameKind::Carnett, user, all)
        .unwrap_err();
    assert!(matches!(err, StoreError::Corrupt { .. }), "{err:?}");
    let text = err.to_string();
    assert!(
        text.contains("the rating of player 1 after game 3 of server 7"),
        "{text}"
    );
    assert!(err.source().is_some(), "{err:?}");
    // A count that is no number.
    let count = board_player_key(guild, GameKind::Martian, user);
    history.insert(count, &[1, 2][..]).unwrap();
    let err = store
        .rating_history(guild, GameKind::Martian, user, all)
        .unwrap_err();
    names(&err, "history", &count);
}
