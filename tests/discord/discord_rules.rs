//! The rules the real Discord enforces, against the fake that enforces them too: the
//! 3-second deadline from the interaction's creation (late interactions change
//! nothing), the answer after a defer as an edit with a separate ping, boards that an
//! interaction can't carry posted in the channel (and retried by the next tick),
//! permissions checked on a challenge, paced reminders with closed DMs, a computer
//! move announced whoever's request made it, and a shutdown that lets the
//! interaction in progress finish.
//!
//! No test waits to make an interaction late: it gives it an old id. The short
//! `defer_after` of some tests only makes the bot defer sooner; every path it takes
//! is one the assertions accept.

use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::fake_discord::harness::{
    refused, user_option, validate_all, Answer, Bot, Table, PATIENCE,
};
use crate::fake_discord::payloads::{self, Place, Player};
use crate::fake_discord::rules::{self, ATTACH_FILES, SEND_MESSAGES, SEND_MESSAGES_IN_THREADS};
use crate::fake_discord::{FakeDiscord, Recorded, BOT_ID};
use martian_chess::discord::{permissions, Parts, Timing};
use martian_chess::engine::{Move, Position};
use martian_chess::model::{ChannelId, ComputerLevel, GameRecord, GuildId, UserId};
use martian_chess::service::{
    Action, Challenge, ComputerPlayer, ManualClock, Request, SearchPlayer, Service, SystemClock,
    User,
};
use martian_chess::store::{SledStore, Store};
use serde_json::{json, Value};

const CHANNEL: u64 = 700_000_000_000_000_001;
const HOUR_MS: i64 = 3_600_000;

/// The usual permissions of the fake's members (the bot's too, unless a test changes
/// them in a channel).
fn usual_permissions() -> u64 {
    payloads::MEMBER_PERMISSIONS.parse().expect("a number")
}

/// Hostile names: they must show as text and never ping anyone.
fn alice() -> Player {
    Player::new(500_000_000_000_000_001, "@everyone")
}

fn bob() -> Player {
    Player::new(500_000_000_000_000_002, "[free nitro](https://x.y)")
}

struct Server {
    fake: FakeDiscord,
    guild: u64,
    store: Arc<SledStore>,
    bot: Bot,
    _dir: tempfile::TempDir,
}

impl Server {
    /// The bot in one server, deferring after `defer_after`, ticking every 200 ms.
    async fn start(guild: u64, defer_after: Duration) -> Server {
        let fake = FakeDiscord::start(vec![guild], 1).await;
        let dir = tempfile::tempdir().expect("temp dir");
        let store = Arc::new(SledStore::open(dir.path()).expect("store"));
        let parts = Parts {
            store: store.clone(),
            clock: Arc::new(SystemClock),
            computer: Arc::new(SearchPlayer),
        };
        let timing = Timing {
            defer_after,
            tick_every: Duration::from_millis(200),
            ..Timing::default()
        };
        let bot = Bot::start_with(&fake, &[], parts, timing).await;
        fake.wait_shards(1, PATIENCE).await;
        fake.wait_for(0, PATIENCE, |r| r.method == "PUT").await;
        // These tests are about games in their channels.
        Table::new(&fake, guild, 1).keep_games_in_channel().await;
        Server {
            fake,
            guild,
            store,
            bot,
            _dir: dir,
        }
    }

    fn table(&self, channel: u64) -> Table<'_> {
        Table::new(&self.fake, self.guild, channel)
    }

    fn game(&self, channel: u64) -> Option<GameRecord> {
        self.store
            .open_game_in(GuildId(self.guild), ChannelId(channel))
            .expect("store readable")
    }

    /// Alice challenges bob in `channel` and bob accepts: alice moves first.
    async fn duel(&self, channel: u64) -> Answer {
        let table = self.table(channel);
        let invitation = table
            .command(
                &alice(),
                "challenge",
                vec![user_option("opponent", &bob())],
                &[&bob()],
            )
            .await;
        assert!(!invitation.ephemeral, "{invitation:?}");
        let start = table
            .click(&bob(), &invitation.id_ending(":accept"), &[])
            .await;
        assert!(self.game(channel).is_some(), "{start:?}");
        // The live board's id is recorded once Discord's answer came back: until then
        // the next board would be posted anew rather than edited.
        let deadline = Instant::now() + PATIENCE;
        while self.game(channel).is_some_and(|g| {
            let delivery = self.store.delivery(g.guild, g.id).expect("store readable");
            delivery.board.is_none()
        }) {
            assert!(
                Instant::now() < deadline,
                "the live board's id was recorded"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        start
    }

    /// Sends `/martian move` created `age` ago, without waiting for anything; returns
    /// its token.
    async fn late_move(&self, player: &Player, text: &str, age: Duration) -> (u64, String) {
        let id = self.fake.id_aged(age);
        let token = format!("late-token-{id}");
        let place = Place {
            guild: self.guild,
            channel: CHANNEL,
            player,
            guild_locale: "en-US",
        };
        let option = json!({"name": "move", "type": 3, "value": text});
        let event = payloads::command(id, &token, &place, "move", vec![option], &[]);
        self.fake.dispatch(self.guild, "INTERACTION_CREATE", event);
        (id, token)
    }

    async fn first_legal_move(&self, player: &Player) -> String {
        let (_, choices) = self.table(CHANNEL).autocomplete(player, "").await;
        choices[0]["value"].as_str().expect("a move").to_string()
    }

    /// Stops the bot, then checks every request against the spec and the rules.
    async fn finish(self) -> Vec<Recorded> {
        self.bot.stop().await;
        let requests = self.fake.requests();
        let (_, violations) = validate_all(&requests);
        assert!(violations.is_empty(), "{}", violations.join("\n"));
        requests
    }
}

fn for_token<'a>(requests: &'a [Recorded], token: &str) -> Vec<&'a Recorded> {
    requests.iter().filter(|r| r.path.contains(token)).collect()
}

/// An interaction's requests as "method, last path segment, response type, flags"
/// (a callback's flags are in its `data`, a follow-up's at the top).
fn steps(requests: &[Recorded], token: &str) -> Vec<String> {
    for_token(requests, token)
        .iter()
        .map(|r| {
            let json = r.json.as_ref();
            let kind = json.map_or(Value::Null, |j| j["type"].clone());
            let flags = json.map_or(Value::Null, |j| match j["data"].is_null() {
                true => j["flags"].clone(),
                false => j["data"]["flags"].clone(),
            });
            let last = r.path.rsplit('/').next().unwrap_or("");
            format!("{} {last} {kind} {flags}", r.method)
        })
        .collect()
}

fn is_channel_post(r: &Recorded, channel: u64) -> bool {
    r.method == "POST" && r.path == format!("/channels/{channel}/messages")
}

fn is_channel_edit(r: &Recorded, channel: u64) -> bool {
    r.method == "PATCH"
        && r.path
            .starts_with(&format!("/channels/{channel}/messages/"))
}

/// A ping: a channel message without a picture that notifies someone.
fn is_ping(r: &Recorded, channel: u64) -> bool {
    is_channel_post(r, channel)
        && r.files.is_empty()
        && r.pings().is_some_and(|p| !p.users.is_empty())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_late_interaction_changes_nothing_and_a_slightly_late_one_is_deferred_first() {
    let server = Server::start(600_000_000_000_000_011, Duration::from_millis(300)).await;
    let from = server.fake.requests().len();
    let start = server.duel(CHANNEL).await;
    // The invitation became the start line, which pings nobody; a ping follows the
    // first board.
    assert_eq!(start.callback_type, 7, "{start:?}");
    assert!(start.pinged().is_empty(), "{start:?}");
    let ping = server
        .fake
        .wait_for(from, PATIENCE, |r| is_ping(r, CHANNEL))
        .await;
    assert_eq!(
        ping.pings().map(|p| p.users),
        Some(vec![alice().id]),
        "only alice is pinged: {ping:?}"
    );
    let m = server.first_legal_move(&alice()).await;

    // Replayed 10 s after its creation (a gateway resume): Discord refuses the first
    // answer, so the bot never runs the move.
    let from = server.fake.requests().len();
    let (_, token) = server
        .late_move(&alice(), &m, Duration::from_secs(10))
        .await;
    let refusal = server
        .fake
        .wait_for(from, PATIENCE, |r| r.path.contains(&token))
        .await;
    assert!(refusal.path.ends_with("/callback"), "{refusal:?}");
    assert_eq!(refusal.code, Some(rules::UNKNOWN_INTERACTION));
    // The same move on time is still alice's to play: the late one changed nothing.
    let played = server.table(CHANNEL).play(&alice(), &m).await;
    assert!(
        played.ephemeral && played.text().contains("You played"),
        "{played:?}"
    );
    assert_eq!(
        server.game(CHANNEL).expect("open").moves,
        std::slice::from_ref(&m)
    );
    let late = for_token(&server.fake.requests(), &token).len();
    assert_eq!(late, 1, "nothing but the refused answer for the late move");

    // Half a second late (more than defer_after): deferred privately before the work,
    // then the answer fills the thinking message; the board is edited in its channel
    // and a new message pings alice.
    let reply = server.first_legal_move(&bob()).await;
    let from = server.fake.requests().len();
    let (_, token) = server
        .late_move(&bob(), &reply, Duration::from_millis(500))
        .await;
    // (alice's own move pinged bob a moment ago: the ping wanted is the next one.)
    server
        .fake
        .wait_for(from, PATIENCE, |r| {
            is_ping(r, CHANNEL) && r.pings().is_some_and(|p| p.users == [alice().id])
        })
        .await;
    assert_eq!(server.game(CHANNEL).expect("open").moves, [m, reply]);
    let requests = server.finish().await;
    assert_eq!(
        steps(&requests, &token),
        ["POST callback 5 64", "PATCH @original null null"],
        "a private defer, then the answer as its edit; never a delete"
    );
    let board = requests[from..]
        .iter()
        .find(|r| is_channel_edit(r, CHANNEL))
        .expect("the board, edited");
    assert_eq!(board.files.len(), 1, "{board:?}");
    assert!(refused(&requests)
        .iter()
        .all(|r| r.contains("/callback") && r.contains("10062")));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_the_interaction_cannot_answer_still_reaches_the_board_or_the_next_tick() {
    let server = Server::start(600_000_000_000_000_012, Duration::from_millis(300)).await;
    server.duel(CHANNEL).await;
    let m = server.first_legal_move(&alice()).await;

    // The interaction takes the defer, but its token no longer works: alice's private
    // answer is lost, yet the board (a channel message) is edited and bob pinged.
    server.fake.world().tokens_expired = true;
    let from = server.fake.requests().len();
    server
        .late_move(&alice(), &m, Duration::from_millis(500))
        .await;
    // (The start's ping for alice may still be on its way: the one wanted is bob's.)
    let ping = server
        .fake
        .wait_for(from, PATIENCE, |r| {
            is_ping(r, CHANNEL) && r.pings().is_some_and(|p| p.users == [bob().id])
        })
        .await;
    assert!(!ping.refused(), "{ping:?}");
    let requests = server.fake.requests();
    let board = requests[from..]
        .iter()
        .find(|r| is_channel_edit(r, CHANNEL))
        .expect("the board, edited");
    assert!(!board.refused() && board.files.len() == 1, "{board:?}");
    let answer = requests[from..]
        .iter()
        .find(|r| r.method == "PATCH" && r.path.starts_with("/webhooks/"))
        .expect("the answer was tried");
    assert_eq!(answer.code, Some(rules::INVALID_WEBHOOK_TOKEN));
    assert_eq!(server.game(CHANNEL).expect("open").moves, [m]);
    server.fake.world().tokens_expired = false;

    // The channel refuses the ping (the bot lost Send Messages; editing its own board
    // needs none): the next tick posts the notice again, once the channel takes it.
    let reply = server.first_legal_move(&bob()).await;
    server
        .fake
        .world()
        .set_permissions(CHANNEL, usual_permissions() & !SEND_MESSAGES);
    let from = server.fake.requests().len();
    server
        .late_move(&bob(), &reply, Duration::from_millis(500))
        .await;
    let refused_post = server
        .fake
        .wait_for(from, PATIENCE, |r| is_channel_post(r, CHANNEL))
        .await;
    assert_eq!(refused_post.code, Some(rules::MISSING_PERMISSIONS));
    assert_eq!(server.game(CHANNEL).expect("open").moves.len(), 2);
    server
        .fake
        .world()
        .set_permissions(CHANNEL, usual_permissions());
    let retried = server
        .fake
        .wait_for(from, PATIENCE, |r| is_ping(r, CHANNEL) && !r.refused())
        .await;
    assert_eq!(
        retried.pings().map(|p| p.users),
        Some(vec![alice().id]),
        "the notice tells alice it is her move: {retried:?}"
    );
    server.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_end_of_a_game_discord_refused_is_posted_again_once_it_can_be() {
    let server = Server::start(600_000_000_000_000_013, Duration::from_millis(300)).await;
    server.duel(CHANNEL).await;
    let table = server.table(CHANNEL);
    // Bob resigns while the bot may not post in the channel: the result line is
    // refused (editing its own board needs no permission).
    let confirm = table.command(&bob(), "resign", Vec::new(), &[]).await;
    server
        .fake
        .world()
        .set_permissions(CHANNEL, usual_permissions() & !SEND_MESSAGES);
    let from = server.fake.requests().len();
    let resigned = table
        .click(&bob(), &confirm.id_ending(":resign-yes"), &[])
        .await;
    assert_eq!(resigned.text(), "You resigned.", "{resigned:?}");
    let refused = server
        .fake
        .wait_for(from, PATIENCE, |r| is_channel_post(r, CHANNEL))
        .await;
    assert_eq!(
        refused.code,
        Some(rules::MISSING_PERMISSIONS),
        "{refused:?}"
    );
    assert!(server.game(CHANNEL).is_none(), "the game ended");
    // A few ticks while it is still refused: tried again, refused again.
    let again = server
        .fake
        .wait_for(from, PATIENCE, |r| {
            is_channel_post(r, CHANNEL) && r.refused() && r.at > refused.at
        })
        .await;
    assert_eq!(again.code, Some(rules::MISSING_PERMISSIONS));
    // The channel takes it again: the result line arrives, once.
    server
        .fake
        .world()
        .set_permissions(CHANNEL, usual_permissions());
    let line = server
        .fake
        .wait_for(from, PATIENCE, |r| {
            is_channel_post(r, CHANNEL) && !r.refused()
        })
        .await;
    let text = line
        .message()
        .and_then(|m| m["content"].as_str())
        .unwrap_or("");
    // (The players' names here are hostile ones, escaped.)
    assert!(
        text.contains(" wins: ") && text.ends_with(" resigned."),
        "{line:?}"
    );
    let buttons = line.message().map(|m| m["components"].to_string());
    assert!(buttons.is_some_and(|b| b.contains(":rematch")), "{line:?}");
    tokio::time::sleep(Duration::from_millis(800)).await;
    let posted = server
        .fake
        .requests()
        .iter()
        .skip(from)
        .filter(|r| is_channel_post(r, CHANNEL) && !r.refused())
        .count();
    assert_eq!(posted, 1, "the result line is posted once");
    server.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_private_answer_after_a_public_defer_is_never_shown_to_everyone() {
    let server = Server::start(600_000_000_000_000_014, Duration::from_millis(300)).await;
    // `/martian abort` is deferred publicly (its success is everyone's news); half a
    // second late, it is deferred before it runs, and in a channel with no game its
    // answer is a refusal only the asker may read.
    let id = server.fake.id_aged(Duration::from_millis(500));
    let token = format!("late-token-{id}");
    let place = Place {
        guild: server.guild,
        channel: CHANNEL,
        player: &alice(),
        guild_locale: "en-US",
    };
    let event = payloads::command(id, &token, &place, "abort", vec![], &[]);
    let from = server.fake.requests().len();
    server
        .fake
        .dispatch(server.guild, "INTERACTION_CREATE", event);
    let answer = server
        .fake
        .wait_for(from, PATIENCE, |r| {
            r.path.contains(&token) && r.method == "POST" && !r.path.ends_with("/callback")
        })
        .await;
    let requests = server.finish().await;
    assert_eq!(
        steps(&requests, &token),
        [
            "POST callback 5 null".to_string(),
            "PATCH @original null null".to_string(),
            format!("POST {token} null 64"),
            "DELETE @original null null".to_string(),
        ],
        "a public defer closed with an ellipsis, the answer private, the ellipsis gone"
    );
    assert!(!answer.refused(), "{answer:?}");
    let text = answer
        .json
        .as_ref()
        .map_or(Value::Null, |j| j["content"].clone());
    assert!(text.as_str().is_some_and(|t| !t.is_empty()), "{answer:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_needs_the_bots_permissions_in_the_channel() {
    let server = Server::start(600_000_000_000_000_013, Duration::from_millis(1200)).await;
    let challenge = |channel: u64| {
        let table = server.table(channel);
        async move {
            table
                .command(
                    &alice(),
                    "challenge",
                    vec![user_option("opponent", &bob())],
                    &[&bob()],
                )
                .await
        }
    };
    let no_files = 700_000_000_000_000_021;
    server
        .fake
        .world()
        .set_permissions(no_files, usual_permissions() & !ATTACH_FILES);
    let refusal = challenge(no_files).await;
    assert!(refusal.ephemeral, "{refusal:?}");
    assert_eq!(
        refusal.text(),
        "I can't host a game in this channel: a server manager needs to give me the Attach Files permission here."
    );
    assert!(server.game(no_files).is_none(), "no game starts");

    // In a thread, Send Messages in Threads is what counts.
    let thread = 700_000_000_000_000_022;
    server.fake.world().make_thread(thread);
    server
        .fake
        .world()
        .set_permissions(thread, usual_permissions() & !SEND_MESSAGES_IN_THREADS);
    let refusal = challenge(thread).await;
    assert!(
        refusal.ephemeral
            && refusal
                .text()
                .contains("the Send Messages in Threads permission"),
        "{refusal:?}"
    );
    assert!(server.game(thread).is_none());
    let good_thread = 700_000_000_000_000_023;
    server.fake.world().make_thread(good_thread);
    server
        .fake
        .world()
        .set_permissions(good_thread, usual_permissions() & !SEND_MESSAGES);
    let invitation = challenge(good_thread).await;
    assert!(!invitation.ephemeral, "{invitation:?}");
    assert_eq!(invitation.pinged(), [bob().id]);
    assert!(server.game(good_thread).is_some());
    server.finish().await;
}

#[test]
fn the_readme_invites_the_bot_with_exactly_the_permissions_it_checks() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"))
        .expect("README.md");
    let asked: Vec<String> = readme
        .split_whitespace()
        .filter(|w| w.contains("discord.com/oauth2/authorize"))
        .map(|url| {
            let after = url.split("permissions=").nth(1).unwrap_or("");
            after.chars().take_while(char::is_ascii_digit).collect()
        })
        .collect();
    assert!(!asked.is_empty(), "the README has an invite URL");
    let checked = permissions::IN_CHANNEL | permissions::IN_THREAD | permissions::OPEN_THREADS;
    assert_eq!(permissions::INVITE, checked);
    for number in asked {
        assert_eq!(
            number,
            checked.bits().to_string(),
            "the invite URL asks for {number}; the bot uses {} ({:?})",
            checked.bits(),
            checked.get_permission_names()
        );
    }
}

/// A user of the service (to prepare games without Discord).
fn user(player: &Player) -> User {
    User {
        id: UserId(player.id),
        name: player.name.clone(),
        is_manager: false,
        is_bot: false,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reminders_go_out_at_most_five_dms_a_second_and_closed_dms_go_to_the_channel() {
    let guild = 600_000_000_000_000_014;
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Arc::new(SledStore::open(dir.path()).expect("store"));
    let start_ms = 1_750_000_000_000;
    let clock = Arc::new(ManualClock::new(start_ms));
    // Twelve games, each waiting for its challenger's first move.
    let games: Vec<(u64, Player, Player)> = (0..12u64)
        .map(|i| {
            (
                CHANNEL + 100 + i,
                Player::new(500_000_000_000_000_100 + i, &format!("p{i}")),
                Player::new(500_000_000_000_000_200 + i, &format!("q{i}")),
            )
        })
        .collect();
    {
        let bot_user = User {
            id: UserId(BOT_ID),
            name: crate::fake_discord::BOT_NAME.into(),
            is_manager: false,
            is_bot: true,
        };
        let service = Service::new(
            store.clone(),
            clock.clone(),
            Arc::new(SearchPlayer),
            bot_user,
        );
        for (channel, first, second) in &games {
            let request = |player: &Player, action: Action| Request {
                user: user(player),
                guild: GuildId(guild),
                channel: ChannelId(*channel),
                locale: "en-US".into(),
                guild_locale: None,
                origin: Default::default(),
                sight: Default::default(),
                action,
            };
            let challenge = Challenge {
                opponents: vec![user(second)],
                ..Challenge::default()
            };
            service.handle(&request(first, Action::Challenge(challenge)));
            service.handle(&request(second, Action::Accept));
        }
    }
    let open = |channel: u64| {
        store
            .open_game_in(GuildId(guild), ChannelId(channel))
            .expect("store readable")
    };
    for (channel, ..) in &games {
        let game = open(*channel).expect("a game in progress");
        assert_eq!(game.reminder_ms, Some(start_ms + 48 * HOUR_MS), "{game:?}");
    }
    // Two challengers don't take DMs.
    let closed = [games[3].1.id, games[8].1.id];
    clock.set(start_ms + 48 * HOUR_MS);

    let fake = FakeDiscord::start(vec![guild], 1).await;
    for user in closed {
        fake.world().close_dms(user);
    }
    let bot = Bot::start_ticking(&fake, store.clone(), clock.clone()).await;
    let channels: Vec<u64> = games.iter().map(|(c, ..)| *c).collect();
    let is_dm = |r: &Recorded| {
        r.method == "POST"
            && r.path.starts_with("/channels/")
            && r.path.ends_with("/messages")
            && !channels.iter().any(|c| r.path.contains(&c.to_string()))
    };
    // The two closed DMs end up as mentions in their games' channels.
    for (channel, first, _) in games.iter().filter(|(_, p, _)| closed.contains(&p.id)) {
        let mention = fake
            .wait_for(0, PATIENCE, |r| is_channel_post(r, *channel))
            .await;
        assert_eq!(mention.pings().map(|p| p.users), Some(vec![first.id]));
    }
    let deadline = Instant::now() + PATIENCE;
    while fake.requests().iter().filter(|r| is_dm(r)).count() < 12 {
        assert!(Instant::now() < deadline, "twelve DMs were tried");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let dms: Vec<Recorded> = fake.requests().into_iter().filter(|r| is_dm(r)).collect();
    assert_eq!(dms.len(), 12, "one DM per reminder");
    assert_eq!(
        dms.iter()
            .filter(|r| r.code == Some(rules::CANNOT_DM))
            .count(),
        2
    );
    // At most five in any second. The bot sends them a whole second apart; the bound
    // of 0.8 s leaves 200 ms for the network's jitter.
    for (i, dm) in dms.iter().enumerate() {
        let within = dms[i..]
            .iter()
            .filter(|later| later.at.duration_since(dm.at) < Duration::from_millis(800))
            .count();
        assert!(within <= 5, "{within} DMs within 0.8 s of DM #{i}");
    }
    // Every reminder counted as delivered (a DM, or the channel for closed DMs): at the
    // deadline, the idle players forfeit rather than being reminded again.
    let deadline = Instant::now() + PATIENCE;
    while !channels.iter().all(|c| {
        open(*c).is_some_and(|g| {
            let delivery = store.delivery(g.guild, g.id).expect("store readable");
            delivery.reminded_ms(&g) == Some(start_ms + 48 * HOUR_MS)
        })
    }) {
        assert!(Instant::now() < deadline, "every reminder was confirmed");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    clock.set(start_ms + 72 * HOUR_MS + 60_000);
    let deadline = Instant::now() + PATIENCE;
    while channels.iter().any(|c| open(*c).is_some()) {
        assert!(Instant::now() < deadline, "every idle player forfeited");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    bot.stop().await;
    let (_, violations) = validate_all(&fake.requests());
    assert!(violations.is_empty(), "{}", violations.join("\n"));
}

#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_lets_the_interaction_in_progress_finish_and_answer() {
    use std::process::{Command, Stdio};

    let guild: u64 = 600_000_000_000_000_015;
    let fake = FakeDiscord::start(vec![guild], 1).await;
    let dir = tempfile::tempdir().expect("temp dir");
    let data = dir.path().join("data");
    let log = std::fs::File::create(dir.path().join("bot.log")).expect("log file");
    let mut child = Command::new(env!("CARGO_BIN_EXE_martian-chess"))
        .arg("bot")
        // No stray .env: the bot reads one from its working directory.
        .current_dir(dir.path())
        .env("DISCORD_TOKEN", crate::fake_discord::harness::TOKEN)
        .env("DISCORD_PROXY_URL", &fake.rest_url)
        .env("MARTIAN_DATA_DIR", &data)
        .env("RUST_LOG", "warn,martian_chess=info")
        .env_remove("DISCORD_GUILD_ID")
        .env_remove("DISCORD_SHARDS")
        .stdout(Stdio::null())
        .stderr(log)
        .spawn()
        .expect("the bot starts");
    let log_text = || std::fs::read_to_string(dir.path().join("bot.log")).unwrap_or_default();
    fake.wait_shards(1, PATIENCE).await;
    fake.wait_for(0, PATIENCE, |r| r.method == "PUT").await;

    // A challenge that arrives late enough to be deferred before the work; the fake
    // holds its defer until released, so the work is in progress when SIGTERM comes.
    let id = fake.id_aged(Duration::from_millis(1500));
    let token = format!("term-token-{id}");
    let held = {
        let token = token.clone();
        fake.hold(move |method, path| method == "POST" && path.contains(&token))
    };
    let place = Place {
        guild,
        channel: CHANNEL,
        player: &alice(),
        guild_locale: "en-US",
    };
    let event = payloads::command(
        id,
        &token,
        &place,
        "challenge",
        vec![user_option("opponent", &bob())],
        &[&bob()],
    );
    fake.dispatch(guild, "INTERACTION_CREATE", event);
    let defer = fake
        .wait_for(0, PATIENCE, |r| r.path.contains(&token))
        .await;
    assert_eq!(
        defer.json.as_ref().map(|j| j["type"].clone()),
        Some(json!(5))
    );
    assert!(!defer.refused(), "{defer:?}");

    let pid = child.id().to_string();
    let killed = Command::new("kill")
        .args(["-TERM", &pid])
        .status()
        .expect("kill runs");
    assert!(killed.success());
    // The bot leaves the gateway (no new interactions), but keeps running.
    fake.wait_disconnected(PATIENCE).await;
    assert!(
        child.try_wait().expect("child status").is_none(),
        "the bot waits for the interaction in progress: {}",
        log_text()
    );
    held.release();
    let original = format!("{token}/messages/@original");
    let answer = fake
        .wait_for(0, PATIENCE, |r| {
            r.method == "PATCH" && r.path.ends_with(&original)
        })
        .await;
    let invites = format!("<@{}> challenges <@{}>", alice().id, bob().id);
    let text = answer
        .json
        .as_ref()
        .map_or("", |j| j["content"].as_str().unwrap_or(""));
    assert!(text.starts_with(&invites), "{answer:?}");

    let deadline = Instant::now() + PATIENCE;
    let status = loop {
        if let Some(status) = child.try_wait().expect("child status") {
            break status;
        }
        assert!(Instant::now() < deadline, "the bot exits: {}", log_text());
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert!(status.success(), "{status:?}: {}", log_text());
    // What was answered was stored, and survived the exit.
    let store = SledStore::open(&data).expect("the store reopens");
    let game = store
        .open_game_in(GuildId(guild), ChannelId(CHANNEL))
        .expect("store readable");
    assert!(game.is_some(), "the challenge is stored");
    let (_, violations) = validate_all(&fake.requests());
    assert!(violations.is_empty(), "{}", violations.join("\n"));
}

/// The computer's player, which fails to move the first time it is asked (as if the
/// process had stopped while it was thinking): its move is owed.
struct OwesAMove(std::sync::atomic::AtomicBool);

impl ComputerPlayer for OwesAMove {
    fn levels(&self) -> Vec<ComputerLevel> {
        SearchPlayer.levels()
    }

    fn choose(&self, pos: &Position, level: ComputerLevel, seed: u64) -> Option<Move> {
        if self.0.swap(false, std::sync::atomic::Ordering::SeqCst) {
            return None;
        }
        SearchPlayer.choose(pos, level, seed)
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_computer_move_made_for_someone_elses_request_is_announced_in_the_channel() {
    let guild = 600_000_000_000_000_016;
    let fake = FakeDiscord::start(vec![guild], 1).await;
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Arc::new(SledStore::open(dir.path()).expect("store"));
    let computer = Arc::new(OwesAMove(std::sync::atomic::AtomicBool::new(true)));
    let bot = Bot::start(&fake, &[], store.clone(), computer).await;
    fake.wait_shards(1, PATIENCE).await;
    let table = Table::new(&fake, guild, CHANNEL);
    table.keep_games_in_channel().await;
    let me = Player::new(BOT_ID, crate::fake_discord::BOT_NAME);
    let start = table
        .command(
            &alice(),
            "challenge",
            vec![
                json!({"name": "opponent", "type": 6, "value": BOT_ID.to_string()}),
                json!({"name": "first", "type": 4, "value": 1}),
            ],
            &[&me],
        )
        .await;
    assert!(!start.ephemeral, "{start:?}");
    // The board's id recorded (a person takes longer than that to ask anything).
    let deadline = Instant::now() + PATIENCE;
    while store
        .open_game_in(GuildId(guild), ChannelId(CHANNEL))
        .expect("store readable")
        .and_then(|g| store.delivery(g.guild, g.id).expect("store readable").board)
        .is_none()
    {
        assert!(Instant::now() < deadline, "the board's id is recorded");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }

    // A stranger's request: the answer is private, and the computer's move, made
    // meanwhile, shows on the board (edited) with a ping for alice.
    let carol = Player::new(500_000_000_000_000_003, "carol");
    let from = fake.requests().len();
    let answer = table.command(&carol, "moves", Vec::new(), &[]).await;
    assert!(answer.ephemeral, "{answer:?}");
    let pinged = fake.wait_for(from, PATIENCE, |r| is_ping(r, CHANNEL)).await;
    assert!(!pinged.refused(), "{pinged:?}");
    assert_eq!(pinged.pings().map(|p| p.users), Some(vec![alice().id]));
    let board = fake.requests()[from..]
        .iter()
        .find(|r| is_channel_edit(r, CHANNEL))
        .cloned()
        .expect("the board, edited");
    assert_eq!(board.files.len(), 1, "the board: {board:?}");
    let content = board
        .message()
        .map_or("", |m| m["content"].as_str().unwrap_or(""));
    assert!(content.contains("played"), "{content}");
    bot.stop().await;
    let requests = fake.requests();
    assert!(refused(&requests).is_empty(), "{:?}", refused(&requests));
    let (_, violations) = validate_all(&requests);
    assert!(violations.is_empty(), "{}", violations.join("\n"));
}

/// The fake itself refuses what Discord refuses, with Discord's codes (the tests above
/// rely on it).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_fake_refuses_what_discord_refuses() {
    use poise::serenity_prelude as serenity;

    let guild = 600_000_000_000_000_017;
    let fake = FakeDiscord::start(vec![guild], 1).await;
    let http = serenity::HttpBuilder::new(crate::fake_discord::harness::TOKEN)
        .proxy(fake.rest_url.clone())
        .ratelimiter_disabled(true)
        .application_id(crate::fake_discord::APP_ID.into())
        .build();
    let code = |result: Result<(), serenity::Error>| match result {
        Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(e))) => {
            Some(e.error.code as u64)
        }
        _ => None,
    };
    let place = Place {
        guild,
        channel: CHANNEL,
        player: &alice(),
        guild_locale: "en-US",
    };
    let known = |id: u64, token: &str| {
        let mut event = payloads::command(id, token, &place, "rules", Vec::new(), &[]);
        fake.register_interaction(&mut event);
        serenity::InteractionId::new(id)
    };
    let thinking = json!({"type": 5});
    let message = json!({"content": "hi", "allowed_mentions": {"parse": []}});

    // Late by its id: refused, whenever it arrives.
    let late = known(fake.id_aged(Duration::from_secs(4)), "late");
    let late = http
        .create_interaction_response(late, "late", &thinking, Vec::new())
        .await;
    assert_eq!(code(late), Some(rules::UNKNOWN_INTERACTION));

    // One first answer; the thinking message is filled by the first follow-up, and
    // once deleted it can't be edited (nor filled).
    let id = known(fake.new_id(), "fresh");
    let follow_up_first = http
        .create_followup_message("fresh", &message, Vec::new())
        .await
        .map(|_| ());
    assert_eq!(code(follow_up_first), Some(rules::UNKNOWN_WEBHOOK));
    http.create_interaction_response(id, "fresh", &thinking, Vec::new())
        .await
        .expect("the first answer is taken");
    let again = http
        .create_interaction_response(id, "fresh", &thinking, Vec::new())
        .await;
    assert_eq!(code(again), Some(rules::ALREADY_ACKNOWLEDGED));
    http.delete_original_interaction_response("fresh")
        .await
        .expect("the thinking message can be deleted");
    let edit = http
        .edit_original_interaction_response("fresh", &message, Vec::new())
        .await
        .map(|_| ());
    assert_eq!(code(edit), Some(rules::UNKNOWN_MESSAGE));
    let fill = http
        .create_followup_message("fresh", &message, Vec::new())
        .await
        .map(|_| ());
    assert_eq!(code(fill), Some(rules::UNKNOWN_MESSAGE));

    // Permissions in a channel, closed DMs.
    fake.world()
        .set_permissions(CHANNEL, usual_permissions() & !SEND_MESSAGES);
    let channel = serenity::ChannelId::new(CHANNEL);
    let post = http
        .send_message(channel, Vec::new(), &message)
        .await
        .map(|_| ());
    assert_eq!(code(post), Some(rules::MISSING_PERMISSIONS));
    fake.world().close_dms(bob().id);
    let dm = serenity::UserId::new(bob().id)
        .create_dm_channel(&http)
        .await
        .expect("a DM channel");
    let refused_dm = http
        .send_message(dm.id, Vec::new(), &message)
        .await
        .map(|_| ());
    assert_eq!(code(refused_dm), Some(rules::CANNOT_DM));
}
