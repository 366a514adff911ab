//! Re-sharding over one PostgreSQL store, against the fake Discord: two bot processes
//! (`DISCORD_SHARDS=0-0/2` and `1-1/2`) serve eight servers, remind and take moves;
//! then they stop and three processes with another total (`0-1/4`, `2-2/4`, `3-3/4`)
//! take over: every game continues where it was, ratings and settings are intact, and
//! every reminder is sent once (each process ticks only its own shards' servers).
//! Skipped, saying why, on a machine without PostgreSQL outside CI.

use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::fake_discord::harness::{validate_all, Bot, Table, PATIENCE};
use crate::fake_discord::payloads::Player;
use crate::fake_discord::{FakeDiscord, Recorded, BOT_ID};
use martian_chess::discord::{Parts, Timing};
use martian_chess::model::{ChannelId, GameKind, GameRecord, GuildId, UserId};
use martian_chess::service::{
    Action, Challenge, ManualClock, Request, Row, SearchPlayer, Service, SettingsChange, User,
};
use martian_chess::store::{PostgresStore, Store, Window};
use martian_testkit::PgServer;

const HOUR_MS: i64 = 3_600_000;

/// The store's client blocks (it runs its own small runtime): off the async workers,
/// as the bot calls it.
fn blocking<T>(work: impl FnOnce() -> T) -> T {
    tokio::task::block_in_place(work)
}
const START_MS: i64 = 1_750_000_000_000;
const SERVERS: u64 = 8;

/// Server `k`: Discord routes it to shard `k % 4` of four, `k % 2` of two.
fn guild(k: u64) -> u64 {
    (1_000 + k) << 22
}

/// The channel of server `k`'s game that goes on, and of the one that ended.
fn channel(k: u64) -> u64 {
    guild(k) + 1
}

fn ended_channel(k: u64) -> u64 {
    guild(k) + 2
}

fn players(k: u64) -> (Player, Player) {
    (
        Player::new(500_000_000_000_000_100 + k, &format!("p{k}")),
        Player::new(500_000_000_000_000_200 + k, &format!("q{k}")),
    )
}

fn user(player: &Player, manager: bool) -> User {
    User {
        id: UserId(player.id),
        name: player.name.clone(),
        is_manager: manager,
        is_bot: false,
    }
}

/// In every server: a game that ended by resignation (so that its players are rated),
/// a game in progress waiting for its first move, and a changed setting.
fn set_up(store: Arc<dyn Store>, clock: Arc<ManualClock>) {
    let bot = User {
        id: UserId(BOT_ID),
        name: crate::fake_discord::BOT_NAME.into(),
        is_manager: false,
        is_bot: true,
    };
    let service = Service::new(store, clock, Arc::new(SearchPlayer), bot);
    for k in 0..SERVERS {
        let (p, q) = players(k);
        let ask = |who: &User, channel: u64, action: Action| {
            service.handle(&Request {
                user: who.clone(),
                guild: GuildId(guild(k)),
                channel: ChannelId(channel),
                locale: "en-US".into(),
                guild_locale: None,
                origin: Default::default(),
                sight: Default::default(),
                action,
            })
        };
        let (p, q) = (user(&p, true), user(&q, false));
        for channel in [ended_channel(k), channel(k)] {
            let challenge = Challenge {
                opponents: vec![q.clone()],
                ..Challenge::default()
            };
            ask(&p, channel, Action::Challenge(challenge));
            ask(&q, channel, Action::Accept);
        }
        let asked = ask(&p, ended_channel(k), Action::Resign);
        let confirm = asked
            .iter()
            .flat_map(|r| &r.components)
            .flat_map(|row| match row {
                Row::Buttons(buttons) => buttons.iter().map(|b| b.custom_id.clone()).collect(),
                Row::Select(_) => Vec::new(),
            })
            .find(|id| id.contains("resign"))
            .expect("a button to confirm the resignation");
        ask(
            &p,
            ended_channel(k),
            Action::Click {
                custom_id: confirm,
                values: Vec::new(),
            },
        );
        let change = SettingsChange {
            move_timeout_hours: Some(72 + k as i64),
            ..SettingsChange::default()
        };
        ask(&p, channel(k), Action::Settings(change));
    }
}

/// What must survive the re-shard: every server's settings and leaderboard.
fn standings(store: &dyn Store) -> Vec<String> {
    blocking(|| standings_now(store))
}

fn standings_now(store: &dyn Store) -> Vec<String> {
    (0..SERVERS)
        .map(|k| {
            let g = GuildId(guild(k));
            let window = Window { skip: 0, take: 10 };
            let board = store.leaderboard(g, GameKind::Martian, window).unwrap();
            format!("{:?} {:?}", store.settings(g).unwrap(), board)
        })
        .collect()
}

fn game(store: &dyn Store, k: u64) -> GameRecord {
    blocking(|| store.open_game_in(GuildId(guild(k)), ChannelId(channel(k))))
        .unwrap()
        .expect("the game goes on")
}

/// When the reminder of server `k`'s game's current turn was delivered, if it was.
fn reminded(store: &dyn Store, k: u64) -> Option<i64> {
    let game = game(store, k);
    let delivery = blocking(|| store.delivery(game.guild, game.id)).unwrap();
    delivery.reminded_ms(&game)
}

/// A reminder DM (a message posted outside the servers' channels) about server `k`'s
/// game.
fn reminder_of(r: &Recorded, k: u64) -> bool {
    r.method == "POST"
        && r.path.starts_with("/channels/")
        && r.path.ends_with("/messages")
        && !(0..SERVERS).any(|s| r.path.contains(&channel(s).to_string()))
        && r.json
            .as_ref()
            .and_then(|j| j["content"].as_str())
            .is_some_and(|c| c.contains(&channel(k).to_string()))
}

/// Starts one bot per shard range over its own connection to the store.
async fn start_bots(
    fake: &FakeDiscord,
    url: &str,
    clock: &Arc<ManualClock>,
    shards: &[&str],
) -> Vec<Bot> {
    let mut bots = Vec::new();
    for spec in shards {
        let parts = Parts {
            store: Arc::new(blocking(|| PostgresStore::open(url)).unwrap()),
            clock: clock.clone(),
            computer: Arc::new(SearchPlayer),
        };
        let timing = Timing {
            tick_every: Duration::from_millis(100),
            ..Timing::default()
        };
        bots.push(Bot::start_with(fake, &[("DISCORD_SHARDS", spec)], parts, timing).await);
    }
    fake.wait_shards(fake.shard_total as usize, PATIENCE).await;
    // Each process serves once it has started (its first heartbeat): moving the clock
    // before that would be time its servers were not served, an outage.
    let deadline = Instant::now() + PATIENCE;
    let store = blocking(|| PostgresStore::open(url)).unwrap();
    while !shards.iter().all(|spec| {
        let beats = blocking(|| store.heartbeats()).expect("store readable");
        beats.iter().any(|(key, _)| key == spec)
    }) {
        assert!(Instant::now() < deadline, "every process started serving");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    bots
}

/// Waits until every game was reminded at `at_ms`, then checks that each reminder went
/// out once (a duplicate would come from a second process ticking the same server).
async fn reminded_once_each(fake: &FakeDiscord, store: &dyn Store, at_ms: i64) {
    let deadline = Instant::now() + PATIENCE;
    while !(0..SERVERS).all(|k| reminded(store, k) == Some(at_ms)) {
        assert!(Instant::now() < deadline, "every game was reminded");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // A few more ticks of every process: time for a duplicate to show.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let requests = fake.requests();
    for k in 0..SERVERS {
        let sent = requests.iter().filter(|r| reminder_of(r, k)).count();
        assert_eq!(sent, 1, "server {k}: one reminder");
    }
}

/// The player to move in server `k` moves, through Discord.
async fn next_move(fake: &FakeDiscord, store: &dyn Store, k: u64) {
    let before = game(store, k);
    let pos = *before.replay().unwrap().position();
    let (p, q) = players(k);
    let mover = if before.seats[pos.to_move().index()].user.0 == p.id {
        p
    } else {
        q
    };
    let text = pos.legal_moves()[0].to_string();
    let answer = Table::new(fake, guild(k), channel(k))
        .play(&mover, &text)
        .await;
    assert!(
        answer.ephemeral && answer.text() == format!("You played {text}."),
        "server {k}: {}",
        answer.text()
    );
    let after = game(store, k);
    assert_eq!(after.moves.len(), before.moves.len() + 1, "server {k}");
    assert!(after.moves.starts_with(&before.moves), "server {k}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_ratings_settings_and_reminders_survive_a_reshard() {
    let Some(server) = PgServer::start() else {
        return;
    };
    let url = server.fresh_database();
    let store: Arc<dyn Store> = Arc::new(blocking(|| PostgresStore::open(&url)).unwrap());
    let clock = Arc::new(ManualClock::new(START_MS));
    blocking(|| set_up(store.clone(), clock.clone()));
    let rated = standings(store.as_ref());
    assert!(rated.iter().all(|s| s.contains("total: 2")), "{rated:?}");
    let guilds: Vec<u64> = (0..SERVERS).map(guild).collect();

    // Two processes of two shards: the reminders at hour 48, then a move everywhere.
    let fake = FakeDiscord::start(guilds.clone(), 2).await;
    let bots = start_bots(&fake, &url, &clock, &["0-0/2", "1-1/2"]).await;
    clock.set(START_MS + 48 * HOUR_MS);
    reminded_once_each(&fake, store.as_ref(), START_MS + 48 * HOUR_MS).await;
    for k in 0..SERVERS {
        next_move(&fake, store.as_ref(), k).await;
    }
    for bot in bots {
        bot.stop().await;
    }
    let (_, violations) = validate_all(&fake.requests());
    assert!(violations.is_empty(), "{}", violations.join("\n"));
    // (The bots noted each server's Discord locale in its settings meanwhile.)
    let kept = standings(store.as_ref());

    // Three processes of four shards: every game goes on, nothing was lost.
    let fake = FakeDiscord::start(guilds, 4).await;
    let bots = start_bots(&fake, &url, &clock, &["0-1/4", "2-2/4", "3-3/4"]).await;
    assert_eq!(
        standings(store.as_ref()),
        kept,
        "ratings and settings intact"
    );
    for k in 0..SERVERS {
        next_move(&fake, store.as_ref(), k).await;
    }
    // The next reminders (a move timeout of 72 + k hours, 24 hours before it).
    let latest = (0..SERVERS)
        .map(|k| {
            game(store.as_ref(), k)
                .reminder_ms
                .expect("a reminder is due")
        })
        .max()
        .unwrap();
    clock.set(latest);
    let deadline = Instant::now() + PATIENCE;
    while !(0..SERVERS).all(|k| reminded(store.as_ref(), k) == Some(latest)) {
        assert!(Instant::now() < deadline, "every game was reminded again");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let requests = fake.requests();
    for k in 0..SERVERS {
        let sent = requests.iter().filter(|r| reminder_of(r, k)).count();
        assert_eq!(sent, 1, "server {k}: one reminder after the re-shard");
    }
    for bot in bots {
        bot.stop().await;
    }
    let (_, violations) = validate_all(&fake.requests());
    assert!(violations.is_empty(), "{}", violations.join("\n"));
}
