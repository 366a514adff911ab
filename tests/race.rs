//! Concurrency: many move requests for the same game at the same moment; exactly one
//! applies per ply, and the others are refused without touching the game. On sled, and
//! on PostgreSQL with two services sharing the database (as two processes serving the
//! same server for a moment, during a rolling restart or a re-shard, do).

use std::sync::{Arc, Barrier};

use martian_chess::engine::Move;
use martian_chess::model::{ChannelId, GuildId, UserId};
use martian_chess::service::{
    Action, Challenge, Delivery, ManualClock, Reply, Request, SearchPlayer, Service, User,
};
use martian_chess::store::{PostgresStore, SledStore, Store};
use martian_testkit::PgServer;

const THREADS: usize = 8;
const PLIES: usize = 12;

fn user(id: u64, name: &str) -> User {
    User {
        id: UserId(id),
        name: name.into(),
        is_manager: false,
        is_bot: false,
    }
}

fn request(who: &User, action: Action) -> Request {
    Request {
        user: who.clone(),
        guild: GuildId(9),
        channel: ChannelId(9),
        locale: "en".into(),
        guild_locale: None,
        origin: Default::default(),
        sight: Default::default(),
        action,
    }
}

fn service(store: Arc<dyn Store>) -> Arc<Service> {
    Arc::new(Service::new(
        store,
        Arc::new(ManualClock::new(0)),
        Arc::new(SearchPlayer),
        user(1, "bot"),
    ))
}

#[test]
fn exactly_one_concurrent_move_applies_per_ply() {
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(SledStore::open(dir.path()).unwrap());
    race(store.clone(), &[service(store)]);
}

#[test]
fn exactly_one_concurrent_move_applies_per_ply_on_postgres_from_two_services() {
    let Some(server) = PgServer::start() else {
        return;
    };
    let url = server.fresh_database();
    let store = Arc::new(PostgresStore::open(&url).unwrap());
    // Each service with its own connections and its own cache of the game.
    let other = Arc::new(PostgresStore::open(&url).unwrap());
    race(store.clone(), &[service(store), service(other)]);
}

/// Every ply, [`THREADS`] moves at once, spread over `services`.
fn race(store: Arc<dyn Store>, services: &[Arc<Service>]) {
    let service = &services[0];
    let (alice, bob) = (user(10, "alice"), user(11, "bob"));
    let challenge = Challenge {
        opponents: vec![bob.clone()],
        ..Challenge::default()
    };
    service.handle(&request(&alice, Action::Challenge(challenge)));
    service.handle(&request(&bob, Action::Accept));

    for ply in 0..PLIES {
        let game = store.open_games().unwrap().pop().expect("the game goes on");
        assert_eq!(game.moves.len(), ply);
        let pos = *game.replay().unwrap().position();
        let mover = if pos.to_move().number() == 1 {
            &alice
        } else {
            &bob
        };
        let moves: Vec<Move> = pos.legal_moves();
        let barrier = Arc::new(Barrier::new(THREADS));
        let handles: Vec<_> = (0..THREADS)
            .map(|i| {
                let service = services[i % services.len()].clone();
                let barrier = barrier.clone();
                let text = moves[i % moves.len()].to_string();
                let req = request(
                    mover,
                    Action::Move {
                        text,
                        call_clock: false,
                    },
                );
                std::thread::spawn(move || {
                    barrier.wait();
                    service.handle(&req)
                })
            })
            .collect();
        let replies: Vec<_> = handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect();
        let applied = replies
            .iter()
            .filter(|r| {
                !r.ephemeral
                    && matches!(r.delivery, Delivery::Board { .. })
                    && r.text.contains(" played ")
            })
            .count();
        assert_eq!(applied, 1, "ply {ply}: {replies:#?}");
        // The one move that applied is acknowledged to its request alone.
        let acknowledged = |r: &&Reply| r.ephemeral && r.text.starts_with("You played ");
        assert_eq!(
            replies.iter().filter(acknowledged).count(),
            1,
            "ply {ply}: {replies:#?}"
        );
        let refusals: Vec<&Reply> = replies
            .iter()
            .filter(|r| r.ephemeral && !acknowledged(r))
            .collect();
        assert_eq!(refusals.len(), THREADS - 1, "ply {ply}: {replies:#?}");
        for refused in refusals {
            assert!(
                refused.text.contains("at the same moment") || refused.text.contains("turn"),
                "ply {ply}: {}",
                refused.text
            );
        }
        let after = store.open_games().unwrap().pop().unwrap();
        assert_eq!(after.moves.len(), ply + 1, "exactly one move was stored");
        assert_eq!(after.revision, game.revision + 1);
    }
}
