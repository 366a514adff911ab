//! The Discord adapter end to end: the real bot, with real serenity and poise,
//! connects to a fake Discord on loopback through `DISCORD_PROXY_URL` (REST) and the
//! gateway URL the fake's `GET /gateway/bot` returns, and plays whole games through
//! `INTERACTION_CREATE` events in Discord's format. Every request the bot sends is
//! checked against Discord's OpenAPI spec and the rules the spec does not encode.

mod fake_discord;

use std::sync::Arc;
use std::time::Duration;

use fake_discord::payloads::{self, Place, Player};
use fake_discord::spec::{self, Spec};
use fake_discord::{FakeDiscord, Recorded, APP_ID, BOT_ID};
use martian_chess::discord::{self, Config, Parts, StartError, Timing};
use martian_chess::engine::{Move, Position};
use martian_chess::model::{ChannelId, GuildId};
use martian_chess::service::{ComputerPlayer, SearchPlayer, SystemClock};
use martian_chess::store::{SledStore, Store};
use serde_json::{json, Value};
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

const TOKEN: &str = "OTAwMDAwMDAwMDAwMDAwMDAx.Zm9vYmFy.ZmFrZS10b2tlbi1mb3ItdGVzdHM";
const CHANNEL: u64 = 700_000_000_000_000_001;
/// Discord's own deadline for the first answer to an interaction.
const DEADLINE: Duration = Duration::from_secs(3);
/// How long the test waits for anything (far above what it should take).
const PATIENCE: Duration = Duration::from_secs(20);

struct Bot {
    stop: Option<oneshot::Sender<()>>,
    task: JoinHandle<Result<(), StartError>>,
}

impl Bot {
    async fn start(
        fake: &FakeDiscord,
        extra: &[(&str, &str)],
        store: Arc<SledStore>,
        computer: Arc<dyn ComputerPlayer>,
    ) -> Bot {
        // RUST_LOG=debug shows what the bot does; quiet by default.
        let _ = tracing_subscriber::fmt()
            .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
            .with_test_writer()
            .try_init();
        let mut vars = vec![
            ("DISCORD_TOKEN".to_string(), TOKEN.to_string()),
            ("DISCORD_PROXY_URL".to_string(), fake.rest_url.clone()),
        ];
        vars.extend(extra.iter().map(|(k, v)| (k.to_string(), v.to_string())));
        let config =
            Config::from_vars(|name| vars.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone()))
                .expect("a valid configuration");
        let parts = Parts {
            store,
            clock: Arc::new(SystemClock),
            computer,
        };
        let (stop, stopped) = oneshot::channel::<()>();
        let task = tokio::spawn(async move {
            discord::run_until(&config, parts, Timing::default(), async {
                let _ = stopped.await;
            })
            .await
        });
        Bot {
            stop: Some(stop),
            task,
        }
    }

    async fn stop(mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        let ended = tokio::time::timeout(Duration::from_secs(10), self.task).await;
        let result = ended
            .expect("the bot stops within 10 s")
            .expect("the bot task ran");
        // Closing the shards ends the client; serenity reports that as an error-free
        // return or as "all shards shut down".
        if let Err(err) = result {
            eprintln!("bot ended with: {err}");
        }
    }
}

/// What a player saw in answer to one interaction.
#[derive(Debug)]
struct Answer {
    /// Time from the event to the first callback.
    first_after: Duration,
    /// The callback's type (4 message, 5 deferred, 6 deferred update, 7 update, 8 choices).
    callback_type: u64,
    /// The message as finally shown (content, components, flags).
    message: Value,
    ephemeral: bool,
    files: Vec<(String, String, Vec<u8>)>,
}

impl Answer {
    fn text(&self) -> &str {
        self.message["content"].as_str().unwrap_or("")
    }

    fn custom_ids(&self) -> Vec<String> {
        let mut ids = Vec::new();
        collect_ids(&self.message["components"], &mut ids);
        ids
    }

    fn id_ending(&self, action: &str) -> String {
        self.custom_ids()
            .into_iter()
            .find(|id| id.ends_with(action))
            .unwrap_or_else(|| panic!("no {action} component in {:#}", self.message))
    }

    fn select_values(&self) -> Vec<String> {
        self.message["components"][0]["components"][0]["options"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|o| o["value"].as_str().map(str::to_string))
            .collect()
    }
}

fn collect_ids(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::Object(map) => {
            if let Some(id) = map.get("custom_id").and_then(Value::as_str) {
                out.push(id.to_string());
            }
            map.values().for_each(|v| collect_ids(v, out));
        }
        Value::Array(items) => items.iter().for_each(|v| collect_ids(v, out)),
        _ => {}
    }
}

/// A fake server with players, sending interactions and collecting what the bot answers.
struct Table<'a> {
    fake: &'a FakeDiscord,
    guild: u64,
    channel: u64,
    /// The message id the fake gives boards (for clicks; the bot doesn't check it).
    board_message: u64,
}

impl Table<'_> {
    async fn send(&self, event: Value, id: u64, token: &str) -> Answer {
        let from = self.fake.requests().len();
        let sent = self.fake.dispatch(self.guild, "INTERACTION_CREATE", event);
        let callback_path = format!("/interactions/{id}/{token}/callback");
        let callback = self
            .fake
            .wait_for(from, PATIENCE, |r| r.path == callback_path)
            .await;
        let first_after = callback.at.duration_since(sent);
        let body = callback.json.clone().unwrap_or(Value::Null);
        let callback_type = body["type"].as_u64().unwrap_or(0);
        let flags = |v: &Value| v["flags"].as_u64().unwrap_or(0) & 64 == 64;
        match callback_type {
            5 | 6 => {
                let original = format!("/webhooks/{APP_ID}/{token}/messages/@original");
                let followup = format!("/webhooks/{APP_ID}/{token}");
                let done = self
                    .fake
                    .wait_for(from, PATIENCE, |r| {
                        (r.method == "PATCH" && r.path == original)
                            || (r.method == "POST" && r.path == followup)
                    })
                    .await;
                let message = done.json.clone().unwrap_or(Value::Null);
                let ephemeral = if done.method == "POST" {
                    flags(&message)
                } else {
                    callback_type == 5 && flags(&body["data"])
                };
                Answer {
                    first_after,
                    callback_type,
                    ephemeral,
                    message,
                    files: done.files,
                }
            }
            _ => Answer {
                first_after,
                callback_type,
                ephemeral: flags(&body["data"]),
                message: body["data"].clone(),
                files: callback.files,
            },
        }
    }

    async fn command(
        &self,
        player: &Player,
        sub: &str,
        options: Vec<Value>,
        users: &[&Player],
    ) -> Answer {
        let id = self.fake.new_id();
        let token = format!("cmd-token-{id}");
        let place = Place {
            guild: self.guild,
            channel: self.channel,
            player,
        };
        let event = payloads::command(id, &token, &place, sub, options, users);
        self.send(event, id, &token).await
    }

    async fn click(&self, player: &Player, custom_id: &str, values: &[&str]) -> Answer {
        let id = self.fake.new_id();
        let token = format!("click-token-{id}");
        let place = Place {
            guild: self.guild,
            channel: self.channel,
            player,
        };
        let event = payloads::click(id, &token, &place, self.board_message, custom_id, values);
        self.send(event, id, &token).await
    }

    async fn autocomplete(&self, player: &Player, typed: &str) -> (Duration, Vec<Value>) {
        let id = self.fake.new_id();
        let token = format!("auto-token-{id}");
        let place = Place {
            guild: self.guild,
            channel: self.channel,
            player,
        };
        let answer = self
            .send(
                payloads::autocomplete(id, &token, &place, typed),
                id,
                &token,
            )
            .await;
        assert_eq!(answer.callback_type, 8, "autocomplete answers with choices");
        let choices = answer.message["choices"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        (answer.first_after, choices)
    }

    async fn play(&self, player: &Player, text: &str) -> Answer {
        self.command(
            player,
            "move",
            vec![json!({"name": "move", "type": 3, "value": text})],
            &[],
        )
        .await
    }
}

fn assert_png(answer: &Answer) {
    assert_eq!(
        answer.files.len(),
        1,
        "one board image: {:?}",
        answer.message
    );
    let (part, name, bytes) = &answer.files[0];
    assert_eq!(part, "files[0]");
    assert!(name.ends_with(".png"), "{name}");
    let image = image::load_from_memory(bytes).expect("the board decodes");
    assert!(image.width() > 100 && image.height() > 100);
}

/// Validates every recorded request; returns (count, violations).
fn validate_all(requests: &[Recorded]) -> (usize, Vec<String>) {
    let spec = Spec::load();
    let mut violations = Vec::new();
    for request in requests {
        let checked = spec::Checked {
            method: &request.method,
            path: &request.path,
            json: request.json.as_ref(),
            multipart: request.multipart,
        };
        let label = format!("{} {}", request.method, request.path);
        for error in spec.check(&checked) {
            violations.push(format!("{label}: {error}"));
        }
        if let Some(json) = &request.json {
            for error in spec::extra_rules(&request.path, json) {
                violations.push(format!("{label}: {error}"));
            }
        }
        if request.authorization.as_deref() != Some(&format!("Bot {TOKEN}")) {
            violations.push(format!("{label}: not authorised with the bot token"));
        }
        if request.multipart {
            let attachments = request
                .json
                .as_ref()
                .and_then(|j| {
                    let data = if j["data"].is_object() { &j["data"] } else { j };
                    data["attachments"].as_array().cloned()
                })
                .unwrap_or_default();
            for (part, name, bytes) in &request.files {
                let decodes = image::load_from_memory(bytes).is_ok()
                    && (bytes.starts_with(b"\x89PNG\r\n\x1a\n") || bytes.starts_with(b"GIF8"));
                if !decodes {
                    violations.push(format!("{label}: {part} ({name}) is not a PNG or GIF"));
                }
                if bytes.len() > 8 * 1024 * 1024 {
                    violations.push(format!("{label}: {name} is over the 8 MiB upload limit"));
                }
                let index = part.trim_start_matches("files[").trim_end_matches(']');
                if !attachments.iter().any(|a| a["id"].as_str() == Some(index)) {
                    violations.push(format!(
                        "{label}: {part} has no entry in payload_json.attachments"
                    ));
                }
            }
        }
    }
    (requests.len(), violations)
}

fn legal_move_count(fen: &str) -> usize {
    fen.parse::<Position>()
        .map(|p| p.legal_moves().len())
        .unwrap_or(0)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn plays_a_whole_game_through_a_fake_discord() {
    let guild: u64 = 600_000_000_000_000_001;
    let fake = FakeDiscord::start(vec![guild], 1).await;
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Arc::new(SledStore::open(dir.path()).expect("store"));
    let guild_text = guild.to_string();
    let bot = Bot::start(
        &fake,
        &[("DISCORD_GUILD_ID", &guild_text)],
        store.clone(),
        Arc::new(SearchPlayer),
    )
    .await;

    // Registration in the development server, through the proxy URL.
    let registration = fake
        .wait_for(0, PATIENCE, |r| {
            r.method == "PUT" && r.path.ends_with("/commands")
        })
        .await;
    assert_eq!(
        registration.path,
        format!("/applications/{APP_ID}/guilds/{guild}/commands")
    );
    let registered = registration.json.clone().expect("commands JSON");
    assert_eq!(
        registered,
        discord::commands::registration_json(),
        "commands --json prints what is registered"
    );
    let subcommands: Vec<&str> = registered[0]["options"]
        .as_array()
        .expect("subcommands")
        .iter()
        .filter_map(|o| o["name"].as_str())
        .collect();
    for name in [
        "challenge",
        "accept",
        "decline",
        "move",
        "moves",
        "board",
        "resign",
        "abort",
        "games",
        "history",
        "replay",
        "leaderboard",
        "stats",
        "rules",
        "settings",
    ] {
        assert!(subcommands.contains(&name), "/martian {name} is registered");
    }
    fake.wait_shards(1, PATIENCE).await;
    let identify = &fake.identified()[0];
    assert_eq!(identify["intents"], 1, "only the GUILDS intent");

    let alice = Player::new(500_000_000_000_000_001, "alice");
    let bob = Player::new(500_000_000_000_000_002, "bob");
    let table = Table {
        fake: &fake,
        guild,
        channel: CHANNEL,
        board_message: 1,
    };
    let mut slowest = Duration::ZERO;
    let mut note = |a: &Answer| slowest = slowest.max(a.first_after);

    // A challenge with the invitation's buttons.
    let invitation = table
        .command(
            &alice,
            "challenge",
            vec![json!({"name": "opponent", "type": 6, "value": bob.id.to_string()})],
            &[&bob],
        )
        .await;
    note(&invitation);
    assert!(!invitation.ephemeral, "{invitation:?}");
    assert!(
        invitation.text().contains(&format!("<@{}>", bob.id)),
        "{}",
        invitation.text()
    );
    let accept = invitation.id_ending(":accept");

    // A stranger can't accept; bob can.
    let carol = Player::new(500_000_000_000_000_003, "carol");
    let refused = table.click(&carol, &accept, &[]).await;
    assert!(
        refused.ephemeral,
        "a stranger's click gets a private answer"
    );
    let start = table.click(&bob, &accept, &[]).await;
    note(&start);
    assert!(!start.ephemeral);
    assert_png(&start);
    assert!(
        start.text().contains(&format!("<@{}>", alice.id)),
        "alice is pinged: {}",
        start.text()
    );
    let first_board_move = start.id_ending(":move");

    // Autocomplete offers alice's legal moves, at most 25, fast.
    let (took, choices) = table.autocomplete(&alice, "").await;
    assert!(took < DEADLINE);
    assert!(!choices.is_empty() && choices.len() <= 25, "{choices:?}");
    let fen = store
        .open_game_in(GuildId(guild), ChannelId(CHANNEL))
        .expect("store readable")
        .expect("the game is stored")
        .replay()
        .expect("replays")
        .position()
        .to_string();
    assert_eq!(choices.len(), legal_move_count(&fen).min(25));

    // Bob can't move out of turn; an illegal move is explained privately.
    let out_of_turn = table
        .play(&bob, choices[0]["value"].as_str().unwrap_or(""))
        .await;
    note(&out_of_turn);
    assert!(
        out_of_turn.ephemeral && out_of_turn.text().contains("turn"),
        "{out_of_turn:?}"
    );
    let illegal = table.play(&alice, "a1a1").await;
    note(&illegal);
    assert!(
        illegal.ephemeral && !illegal.text().is_empty(),
        "{illegal:?}"
    );

    // Alice moves by slash command, picking from autocomplete.
    let first = choices[0]["value"].as_str().expect("a move").to_string();
    let board = table.play(&alice, &first).await;
    note(&board);
    assert!(!board.ephemeral, "{board:?}");
    assert_png(&board);
    assert!(
        board.text().contains(&format!("<@{}>", bob.id)),
        "bob is pinged: {}",
        board.text()
    );

    // A click on the old board is answered politely.
    let stale = table.click(&bob, &first_board_move, &[]).await;
    note(&stale);
    assert!(
        stale.ephemeral && stale.text().contains("out of date"),
        "{stale:?}"
    );

    // Bob moves with the menus: Move, a piece, a destination.
    let menu = table.click(&bob, &board.id_ending(":move"), &[]).await;
    note(&menu);
    assert!(menu.ephemeral, "{menu:?}");
    let piece = menu.select_values()[0].clone();
    let targets = table
        .click(&bob, &menu.id_ending(":piece"), &[&piece])
        .await;
    note(&targets);
    assert_eq!(
        targets.callback_type, 7,
        "the menu steps on in place: {targets:?}"
    );
    let target_id = targets.custom_ids()[0].clone();
    let destination = targets.select_values()[0].clone();
    let after_menu = table.click(&bob, &target_id, &[&destination]).await;
    note(&after_menu);
    assert!(!after_menu.ephemeral);
    assert_png(&after_menu);
    assert!(
        after_menu.text().contains(&format!("<@{}>", alice.id)),
        "{}",
        after_menu.text()
    );

    // A few more moves by slash command, each from autocomplete.
    let mut last = after_menu;
    for turn in 0..4 {
        let player = if turn % 2 == 0 { &alice } else { &bob };
        let (_, choices) = table.autocomplete(player, "").await;
        if choices.is_empty() {
            break;
        }
        last = table
            .play(player, choices[0]["value"].as_str().unwrap_or(""))
            .await;
        note(&last);
        assert!(!last.ephemeral, "{last:?}");
        if last.text().contains("Game over") {
            break;
        }
    }

    // The rules, the leaderboard (or its polite placeholder), then resign.
    let rules = table.command(&alice, "rules", Vec::new(), &[]).await;
    assert!(rules.ephemeral && !rules.text().is_empty());
    let leaderboard = table.command(&alice, "leaderboard", Vec::new(), &[]).await;
    note(&leaderboard);
    assert!(!leaderboard.text().is_empty());
    let settings = table
        .command(
            &alice,
            "settings",
            vec![json!({"name": "move_timeout_hours", "type": 4, "value": 24})],
            &[],
        )
        .await;
    assert!(
        settings.ephemeral && settings.text().contains("managers"),
        "a non-manager's settings are refused privately: {settings:?}"
    );
    let mut manager = Player::new(500_000_000_000_000_009, "mod");
    manager.manager = true;
    let changed = table
        .command(
            &manager,
            "settings",
            vec![json!({"name": "move_timeout_hours", "type": 4, "value": 24})],
            &[],
        )
        .await;
    assert!(
        !changed.text().contains("Only server managers"),
        "{changed:?}"
    );
    let _ = &leaderboard;
    if !last.text().contains("Game over") {
        let confirm = table.command(&alice, "resign", Vec::new(), &[]).await;
        note(&confirm);
        assert!(confirm.ephemeral, "{confirm:?}");
        let end = table
            .click(&alice, &confirm.id_ending(":resign-yes"), &[])
            .await;
        note(&end);
        assert!(!end.ephemeral);
        assert_png(&end);
        assert!(end.text().contains("Game over"), "{}", end.text());
        assert!(
            end.custom_ids().is_empty(),
            "a finished game's board has no buttons"
        );
    }
    let standings = table.command(&alice, "leaderboard", Vec::new(), &[]).await;
    assert!(
        standings.text().contains("alice") || standings.text().contains(&alice.id.to_string()),
        "the finished game is rated: {standings:?}"
    );
    assert!(store
        .open_game_in(GuildId(guild), ChannelId(CHANNEL))
        .expect("store readable")
        .is_none());

    // Old boards' buttons were disabled.
    let requests = fake.requests();
    let disabled = requests.iter().filter(|r| {
        r.method == "PATCH"
            && r.json
                .as_ref()
                .is_some_and(|j| j["components"][0]["components"][0]["disabled"] == true)
    });
    assert!(disabled.count() >= 3, "old boards are disabled");
    assert!(
        slowest < DEADLINE,
        "every first answer within 3 s (slowest {slowest:?})"
    );

    bot.stop().await;
    let (count, violations) = validate_all(&fake.requests());
    eprintln!("validated {count} requests against Discord's OpenAPI spec");
    if std::env::var("DUMP_REQUESTS").is_ok() {
        for r in fake.requests() {
            eprintln!(
                "{} {} {} files={:?}",
                r.method,
                r.path,
                r.json
                    .as_ref()
                    .map(|j| j.to_string())
                    .unwrap_or_default()
                    .chars()
                    .take(1500)
                    .collect::<String>(),
                r.files
                    .iter()
                    .map(|f| (&f.0, &f.1, f.2.len()))
                    .collect::<Vec<_>>()
            );
        }
    }
    assert!(count > 30, "{count}");
    assert!(
        violations.is_empty(),
        "{} violations:\n{}",
        violations.len(),
        violations.join("\n")
    );
}

/// A computer that thinks slowly, to make the work behind an interaction slow.
struct SlowComputer(Duration);

impl ComputerPlayer for SlowComputer {
    fn levels(&self) -> Vec<&'static str> {
        SearchPlayer.levels()
    }

    fn choose(&self, pos: &Position, level: &str, seed: u64) -> Option<Move> {
        std::thread::sleep(self.0);
        SearchPlayer.choose(pos, level, seed)
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn answers_in_time_when_the_work_is_slow() {
    let guild: u64 = 600_000_000_000_000_002;
    let fake = FakeDiscord::start(vec![guild], 1).await;
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Arc::new(SledStore::open(dir.path()).expect("store"));
    let slow = Arc::new(SlowComputer(Duration::from_millis(3500)));
    let bot = Bot::start(&fake, &[], store, slow).await;
    fake.wait_shards(1, PATIENCE).await;
    fake.wait_for(0, PATIENCE, |r| r.method == "PUT").await;
    let table = Table {
        fake: &fake,
        guild,
        channel: CHANNEL,
        board_message: 1,
    };
    let alice = Player::new(500_000_000_000_000_001, "alice");
    let computer = Player::new(BOT_ID, fake_discord::BOT_NAME);

    // Playing the computer, which moves first: its slow move is behind the answer.
    let started = table
        .command(
            &alice,
            "challenge",
            vec![
                json!({"name": "opponent", "type": 6, "value": BOT_ID.to_string()}),
                json!({"name": "first", "type": 4, "value": 1}),
            ],
            &[&computer],
        )
        .await;
    assert!(
        started.first_after < DEADLINE,
        "first answer after {:?}",
        started.first_after
    );
    assert_eq!(started.callback_type, 5, "slow work is deferred");
    assert_png(&started);
    assert!(
        started.text().contains(&format!("<@{}>", alice.id)),
        "{}",
        started.text()
    );

    // Alice's move: the computer answers slowly again.
    let (_, choices) = table.autocomplete(&alice, "").await;
    let reply = table
        .play(&alice, choices[0]["value"].as_str().unwrap_or(""))
        .await;
    assert!(
        reply.first_after < DEADLINE,
        "first answer after {:?}",
        reply.first_after
    );
    assert_eq!(reply.callback_type, 5);
    assert!(!reply.ephemeral);
    assert_png(&reply);

    bot.stop().await;
    let (_, violations) = validate_all(&fake.requests());
    assert!(violations.is_empty(), "{}", violations.join("\n"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_are_stored_by_the_process_running_their_servers_shard() {
    // Two servers that Discord routes to different shards of two.
    let on_shard = |shard: u64| {
        (1u64..)
            .map(|n| (n << 22) | 77)
            .find(|g| (g >> 22) % 2 == shard)
            .unwrap_or(0)
    };
    let (guild0, guild1) = (on_shard(0) + (1 << 40), on_shard(1) + (1 << 40));
    assert_eq!(discord::shard_for_guild(guild0, 2), 0);
    assert_eq!(discord::shard_for_guild(guild1, 2), 1);
    let fake = FakeDiscord::start(vec![guild0, guild1], 2).await;
    let dirs = [
        tempfile::tempdir().expect("dir"),
        tempfile::tempdir().expect("dir"),
    ];
    let stores: Vec<Arc<SledStore>> = dirs
        .iter()
        .map(|d| Arc::new(SledStore::open(d.path()).expect("store")))
        .collect();
    // One process per shard, each with its own data directory.
    let bot0 = Bot::start(
        &fake,
        &[("DISCORD_SHARDS", "0-0/2")],
        stores[0].clone(),
        Arc::new(SearchPlayer),
    )
    .await;
    let bot1 = Bot::start(
        &fake,
        &[("DISCORD_SHARDS", "1/2")],
        stores[1].clone(),
        Arc::new(SearchPlayer),
    )
    .await;
    fake.wait_shards(2, PATIENCE).await;
    let shards: Vec<Value> = fake
        .identified()
        .iter()
        .map(|i| i["shard"].clone())
        .collect();
    assert!(
        shards.contains(&json!([0, 2])) && shards.contains(&json!([1, 2])),
        "{shards:?}"
    );

    let alice = Player::new(500_000_000_000_000_001, "alice");
    let bob = Player::new(500_000_000_000_000_002, "bob");
    for guild in [guild0, guild1] {
        let table = Table {
            fake: &fake,
            guild,
            channel: CHANNEL,
            board_message: 1,
        };
        let answer = table
            .command(
                &alice,
                "challenge",
                vec![json!({"name": "opponent", "type": 6, "value": bob.id.to_string()})],
                &[&bob],
            )
            .await;
        assert!(!answer.ephemeral, "{answer:?}");
    }
    for (guild, owner) in [(guild0, 0usize), (guild1, 1usize)] {
        let expected = discord::shard_for_guild(guild, 2) as usize;
        assert_eq!(expected, owner);
        for (index, store) in stores.iter().enumerate() {
            let game = store
                .open_game_in(GuildId(guild), ChannelId(CHANNEL))
                .expect("store readable");
            assert_eq!(
                game.is_some(),
                index == expected,
                "guild {guild} in store {index}"
            );
        }
    }
    // Only the process with shard 0 registers the commands.
    let registrations = fake.requests().iter().filter(|r| r.method == "PUT").count();
    assert_eq!(registrations, 1);
    bot0.stop().await;
    bot1.stop().await;
    let (_, violations) = validate_all(&fake.requests());
    assert!(violations.is_empty(), "{}", violations.join("\n"));
}

#[test]
fn fake_payloads_are_what_serenity_reads() {
    use poise::serenity_prelude as serenity;
    let alice = Player::new(500_000_000_000_000_001, "alice");
    let place = Place {
        guild: 600_000_000_000_000_001,
        channel: CHANNEL,
        player: &alice,
    };
    let events = [
        payloads::command(1, "t", &place, "rules", Vec::new(), &[&alice]),
        payloads::autocomplete(2, "t", &place, "c"),
        payloads::click(3, "t", &place, 4, "mc:1:0:move", &[]),
    ];
    for event in events {
        if let Err(err) = serde_json::from_value::<serenity::Interaction>(event.clone()) {
            panic!("{err}: {event:#}");
        }
    }
    serde_json::from_value::<serenity::Guild>(payloads::guild(600_000_000_000_000_001))
        .expect("a guild");
}

#[test]
fn the_validator_catches_what_discord_would_refuse() {
    let spec = Spec::load();
    let check = |method: &str, path: &str, body: Value| {
        let mut errors = spec.check(&spec::Checked {
            method,
            path,
            json: Some(&body),
            multipart: false,
        });
        errors.extend(spec::extra_rules(path, &body));
        errors
    };
    let callback = "/interactions/1/token/callback";
    let good = json!({"type": 4, "data": {"content": "hi", "flags": 64, "attachments": [{"id": "0", "filename": "a.png"}]}});
    assert!(check("POST", callback, good).is_empty());
    for bad in [
        json!({"data": {"content": "no type"}}),
        json!({"type": 4, "data": {"content": "x".repeat(2001)}}),
        json!({"type": 4, "data": {"attachments": [{"id": 0, "filename": "integer id"}]}}),
        json!({"type": 4, "data": {"components": [{"type": 1, "components": [{"type": 2, "style": 1, "custom_id": "x".repeat(101)}]}]}}),
        json!({"type": 4, "data": {"components": [{"type": 1, "components": [{"type": 2, "style": 9, "custom_id": "a"}]}]}}),
        json!({"type": 8, "data": {"choices": (0..26).map(|i| json!({"name": i.to_string(), "value": i.to_string()})).collect::<Vec<_>>()}}),
        json!({"type": "4"}),
    ] {
        assert!(
            !check("POST", callback, bad.clone()).is_empty(),
            "accepted {bad}"
        );
    }
    assert!(!check(
        "POST",
        "/interactions/not-a-snowflake/t/callback",
        json!({"type": 5})
    )
    .is_empty());
    let commands = "/applications/1/guilds/2/commands";
    let command = |name: &str, description: &str| json!([{"name": name, "description": description, "type": 1}]);
    assert!(check("PUT", commands, command("martian", "Play")).is_empty());
    assert!(!check("PUT", commands, command("Martian", "Play")).is_empty());
    assert!(!check("PUT", commands, command("martian", &"x".repeat(101))).is_empty());
    assert!(!check("PUT", commands, command("martian", "")).is_empty());
}
