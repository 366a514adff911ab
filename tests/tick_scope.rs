//! With a store shared by several processes, each ticks only the servers of its own
//! shards (`Service::with_scope`): a process sends the reminders of its servers, and
//! leaves the others' due, for the process that runs their shard.

use std::sync::Arc;

use martian_chess::model::{ChannelId, GuildId, UserId};
use martian_chess::service::{
    Action, Challenge, ManualClock, Request, SearchPlayer, Service, User,
};
use martian_chess::store::{MemoryStore, Store};

const HOUR_MS: i64 = 3_600_000;

fn user(id: u64, name: &str) -> User {
    User {
        id: UserId(id),
        name: name.into(),
        is_manager: false,
        is_bot: false,
    }
}

#[test]
fn a_scoped_service_ticks_only_its_own_servers() {
    let store: Arc<dyn Store> = Arc::new(MemoryStore::new());
    let clock = Arc::new(ManualClock::new(0));
    let service = |scope: Option<u64>| {
        let service = Service::new(
            store.clone(),
            clock.clone(),
            Arc::new(SearchPlayer),
            user(1, "bot"),
        );
        match scope {
            Some(mine) => service.with_scope(Arc::new(move |g: GuildId| g.0 == mine)),
            None => service,
        }
    };
    let everyone = service(None);
    for guild in [10, 20] {
        let ask = |who: &User, action: Action| {
            everyone.handle(&Request {
                user: who.clone(),
                guild: GuildId(guild),
                channel: ChannelId(guild + 1),
                locale: "en".into(),
                guild_locale: None,
                origin: Default::default(),
                sight: Default::default(),
                action,
            })
        };
        let (a, b) = (user(guild * 10, "alice"), user(guild * 10 + 1, "bob"));
        let challenge = Challenge {
            opponents: vec![b.clone()],
            ..Challenge::default()
        };
        ask(&a, Action::Challenge(challenge));
        ask(&b, Action::Accept);
    }
    clock.set(48 * HOUR_MS);
    let reminded = |replies: &[martian_chess::service::Reply]| -> Vec<u64> {
        let mut channels: Vec<u64> = replies.iter().map(|r| r.channel.0).collect();
        channels.dedup();
        channels
    };
    // The process of server 10 reminds in server 10 only.
    assert_eq!(reminded(&service(Some(10)).tick()), vec![11]);
    let due = store.due_games(48 * HOUR_MS, None, 10).unwrap();
    assert!(due.iter().any(|d| d.game.guild == GuildId(20)), "{due:?}");
    // Server 20's reminder is still due, for its own process.
    assert_eq!(reminded(&service(Some(20)).tick()), vec![21]);
}
