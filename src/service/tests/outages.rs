//! Outages the console cannot stage: a crash (no clean stop: the last heartbeat says
//! since when), interruptions that overlap, and processes that share a store, each
//! giving back only its own shards' outages.

use std::sync::Arc;

use crate::model::{GuildId, ShardSpan};
use crate::service::clock::HOUR_MS;
use crate::service::{Delivery, Interruption, Reply, Service};
use crate::store::Store;

use super::support::{bot, Harness as Shared};
use super::{harness, Harness, CHANNEL, GUILD};

/// The reminder to alice, alone in `replies`.
fn reminded(replies: &[Reply]) -> bool {
    replies.len() == 1 && replies[0].delivery == Delivery::Direct
}

/// The board's line once the clocks got `hours` back.
fn given_back(replies: &[Reply], hours: i64) -> bool {
    let line = format!("⏰ I was unavailable for {hours} h: every deadline moved {hours} h later.");
    replies.len() == 1 && replies[0].text.starts_with(&line)
}

/// Another process (a new service) on the same store and clock.
fn restarted(h: &Harness, store: Arc<dyn Store>) -> Service {
    let computer = Arc::new(crate::service::SearchPlayer);
    Service::new(store, h.clock.clone(), computer, bot())
}

#[test]
fn after_a_crash_the_time_since_the_last_heartbeat_is_given_back() {
    let h = harness(0);
    h.service.start_serving().unwrap();
    h.duel();
    // The last tick (and heartbeat) at hour 1, then a crash: no clean stop.
    assert!(h.at_hour(1).is_empty());
    let next = restarted(&h, h.store.clone());
    h.clock.set(6 * HOUR_MS);
    next.start_serving().unwrap();
    assert!(next.tick().is_empty());
    // Alice's reminder was due at 48: her clocks got 5 hours back.
    h.clock.set(48 * HOUR_MS);
    assert!(given_back(&next.tick(), 5), "the board says so");
    h.clock.set(53 * HOUR_MS - 1);
    assert!(next.tick().is_empty());
    h.clock.set(53 * HOUR_MS);
    assert!(reminded(&next.tick()));
}

#[test]
fn processes_sharing_a_store_give_back_their_own_shards_outages_only() {
    let h = harness(0);
    let store: Arc<dyn Store> = h.store.clone();
    let span = |shard| ShardSpan {
        first: shard,
        last: shard,
        total: 2,
    };
    // GUILD (7) is on shard 0; another server on shard 1.
    assert_eq!(ShardSpan::shard_of(GUILD, 2), 0);
    let other = (GuildId(1 << 22), CHANNEL);
    let first = restarted(&h, store.clone()).with_shards(span(0));
    let second = restarted(&h, store.clone()).with_shards(span(1));
    first.start_serving().unwrap();
    second.start_serving().unwrap();
    let h = Harness(Shared {
        service: first,
        clock: h.clock.clone(),
        store: h.store.clone(),
    });
    h.duel();
    let (carol, dave) = (
        super::support::person(20, "carol"),
        super::support::person(21, "dave"),
    );
    let challenge = crate::service::Action::Challenge(crate::service::Challenge {
        opponents: vec![dave.clone()],
        first: crate::service::FirstChoice::Me,
        ..Default::default()
    });
    let ask = |who, action| second.handle(&super::support::request(who, other, "en", None, action));
    ask(&carol, challenge);
    ask(&dave, crate::service::Action::Accept);
    // The first process is down from hour 1 to 11 (a crash); the second stays up.
    h.clock.set(HOUR_MS);
    assert!(h.service.tick().is_empty() && second.tick().is_empty());
    h.clock.set(11 * HOUR_MS);
    assert!(second.tick().is_empty());
    let back = restarted(&h, store).with_shards(span(0));
    back.start_serving().unwrap();
    // Carol's reminder comes at 48, her game's shard served all along; alice's at 58.
    h.clock.set(48 * HOUR_MS);
    assert!(
        given_back(&back.tick(), 10),
        "alice's game gets 10 hours back"
    );
    assert!(reminded(&second.tick()), "carol is reminded on time");
    h.clock.set(58 * HOUR_MS);
    assert!(second.tick().is_empty());
    let replies = back.tick();
    assert!(
        reminded(&replies),
        "alice is reminded 10 hours later: {replies:?}"
    );
}

#[test]
fn interruptions_overlapping_make_one_outage_from_the_first_to_the_last() {
    let h = harness(0);
    h.service.start_serving().unwrap();
    h.duel();
    h.clock.set(10 * HOUR_MS);
    h.service.interrupted(Interruption::Gateway(0));
    h.clock.set(12 * HOUR_MS);
    h.service.interrupted(Interruption::Discord);
    h.clock.set(14 * HOUR_MS);
    h.service.resumed(Interruption::Gateway(0));
    assert!(!h.service.serving(), "Discord still fails");
    h.clock.set(16 * HOUR_MS);
    h.service.resumed(Interruption::Discord);
    assert!(h.service.serving());
    // 6 hours: alice's reminder at 54.
    assert!(given_back(&h.at_hour(48), 6));
    assert!(h.at_hour(53).is_empty());
    assert!(reminded(&h.at_hour(54)));
}
