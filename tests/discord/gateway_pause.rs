//! A Discord outage pauses the clocks: the fake's gateway closes every session and
//! refuses connections (and then the resume) for a simulated hour; once the bot is
//! connected again, the game's reminder and deadline have moved an hour later, and its
//! board says so once.

use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::fake_discord::harness::{user_option, validate_all, Bot, Table, PATIENCE};
use crate::fake_discord::payloads::Player;
use crate::fake_discord::FakeDiscord;
use martian_chess::model::{ChannelId, GameRecord, GuildId};
use martian_chess::service::{Clock, ManualClock};
use martian_chess::store::{SledStore, Store};

const GUILD: u64 = 600_000_000_000_000_071;
const CHANNEL: u64 = 700_000_000_000_000_071;
const HOUR_MS: i64 = 3_600_000;

/// Waits until `ready` says yes, at most the test's patience.
async fn until(what: &str, mut ready: impl FnMut() -> bool) {
    let deadline = Instant::now() + PATIENCE;
    while !ready() {
        assert!(Instant::now() < deadline, "{what}: not in time");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_gateway_down_for_an_hour_gives_the_clocks_that_hour_back() {
    let fake = FakeDiscord::start(vec![GUILD], 1).await;
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Arc::new(SledStore::open(dir.path()).expect("store"));
    let clock = Arc::new(ManualClock::new(1_800_000_000_000));
    let start_ms = clock.now_ms();
    let bot = Bot::start_ticking(&fake, store.clone(), clock.clone()).await;
    fake.wait_shards(1, PATIENCE).await;
    fake.wait_for(0, PATIENCE, |r| r.method == "PUT").await;
    let table = Table::new(&fake, GUILD, CHANNEL);
    table.keep_games_in_channel().await;
    let (alice, bob) = (
        Player::new(500_000_000_000_000_071, "alice"),
        Player::new(500_000_000_000_000_072, "bob"),
    );
    let invitation = table
        .command(
            &alice,
            "challenge",
            vec![user_option("opponent", &bob)],
            &[&bob],
        )
        .await;
    table
        .click(&bob, &invitation.id_ending(":accept"), &[])
        .await;
    let game = || -> GameRecord {
        store
            .open_game_in(GuildId(GUILD), ChannelId(CHANNEL))
            .expect("store readable")
            .expect("the game goes on")
    };
    assert_eq!(game().reminder_ms, Some(start_ms + 48 * HOUR_MS));

    // Discord's gateway goes down; the bot tries to come back and is refused.
    fake.cut_gateway();
    until("the bot tried to reconnect", || {
        fake.refused_connections() > 0
    })
    .await;
    // An hour passes with the gateway down; then it is back.
    clock.set(start_ms + HOUR_MS);
    fake.restore_gateway();
    fake.wait_shards(1, PATIENCE).await;
    // Once the bot sees it is connected again, the hour since its gateway's last sign
    // of life (the accept, at the start) is an outage.
    until("the outage was recorded", || {
        !store.outages(i64::MIN).expect("store readable").is_empty()
    })
    .await;
    let outages = store.outages(i64::MIN).expect("store readable");
    assert_eq!(outages.len(), 1, "{outages:?}");
    assert_eq!(
        (outages[0].from_ms, outages[0].to_ms),
        (start_ms, start_ms + HOUR_MS)
    );
    // At the reminder's first time, the clocks get the hour back.
    let from = fake.requests().len();
    clock.set(start_ms + 48 * HOUR_MS);
    until("the hour was given back", || {
        game().reminder_ms == Some(start_ms + 49 * HOUR_MS)
    })
    .await;
    assert_eq!(game().deadline_ms, Some(start_ms + 73 * HOUR_MS));
    let said = fake
        .wait_for(from, PATIENCE, |r| {
            r.method == "PATCH"
                && r.path
                    .starts_with(&format!("/channels/{CHANNEL}/messages/"))
        })
        .await;
    let text = said
        .message()
        .and_then(|m| m["content"].as_str())
        .unwrap_or_default()
        .to_string();
    assert!(
        text.starts_with("⏰ I was unavailable for 1 h: every deadline moved 1 h later."),
        "{said:?}"
    );
    bot.stop().await;
    let (_, violations) = validate_all(&fake.requests());
    assert!(violations.is_empty(), "{}", violations.join("\n"));
}
