//! What only the PostgreSQL store has: migrations, and refusing a newer schema. The
//! behaviour it shares with the other stores is `store::tests`' suite.

use postgres::{Client, NoTls};

use super::schema::SCHEMA;
use super::{statement_timeout_in, PostgresStore};
use crate::model::{ChannelId, GuildId};
use crate::store::tests::game;
use crate::store::{Store, StoreError};
use martian_testkit::PgServer;

#[test]
fn a_store_of_a_newer_schema_is_refused_and_left_untouched() {
    let Some(server) = PgServer::shared() else {
        return;
    };
    let url = server.fresh_database();
    let store = PostgresStore::open(&url).unwrap();
    let g = game(store.next_game_id().unwrap(), 10);
    store.create_game(&g).unwrap();
    drop(store);
    let mut client = Client::connect(&url, NoTls).unwrap();
    client
        .execute(
            "INSERT INTO martian_schema (version) VALUES ($1)",
            &[&(SCHEMA + 1)],
        )
        .unwrap();
    let err = PostgresStore::open(&url)
        .err()
        .expect("a newer schema is refused");
    assert!(
        matches!(err, StoreError::Newer { found, known, .. }
            if found == SCHEMA as u64 + 1 && known == SCHEMA as u64),
        "{err:?}"
    );
    let text = err.to_string();
    assert!(
        text.contains("newer version") && text.contains("127.0.0.1"),
        "{text}"
    );
    // Untouched: the game is still there, and nothing was migrated back.
    let games: i64 = client
        .query_one("SELECT count(*) FROM games", &[])
        .unwrap()
        .get(0);
    assert_eq!(games, 1);
    client
        .execute("DELETE FROM martian_schema WHERE version > $1", &[&SCHEMA])
        .unwrap();
    let store = PostgresStore::open(&url).unwrap();
    assert_eq!(
        store.open_game_in(GuildId(7), ChannelId(10)).unwrap(),
        Some(g)
    );
}

#[test]
fn migrations_run_once_and_record_the_schema() {
    let Some(server) = PgServer::shared() else {
        return;
    };
    let url = server.fresh_database();
    // Processes starting together: every one opens, the schema is created once.
    let opened: Vec<bool> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..4)
            .map(|_| s.spawn(|| PostgresStore::open(&url).is_ok()))
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    assert_eq!(opened, vec![true; 4]);
    let mut client = Client::connect(&url, NoTls).unwrap();
    let versions: Vec<i64> = client
        .query("SELECT version FROM martian_schema ORDER BY version", &[])
        .unwrap()
        .iter()
        .map(|r| r.get(0))
        .collect();
    assert_eq!(versions, (1..=SCHEMA).collect::<Vec<_>>());
}

#[test]
fn the_statement_timeout_is_read_from_the_options() {
    let read = |options: &str| statement_timeout_in(options).map(|d| d.as_millis());
    assert_eq!(read("-c statement_timeout=1500"), Some(1500));
    assert_eq!(read("-c search_path=x -c statement_timeout=2s"), Some(2000));
    assert_eq!(read("-c statement_timeout = 1min"), Some(60_000));
    assert_eq!(read("-c statement_timeout=0"), None);
    assert_eq!(read("-c statement_timeout=soon"), None);
    assert_eq!(read("-c search_path=x"), None);
}

#[test]
fn a_wrong_address_says_what_is_expected() {
    let err = PostgresStore::open("postgres://nobody@127.0.0.1:notaport/x")
        .err()
        .expect("not an address");
    assert!(err.to_string().contains("postgres://user"), "{err}");
}
