//! What the Discord tests share: the bot started against the fake, a table of players
//! sending interactions and collecting what the bot answers, and the validation of
//! every request against Discord's OpenAPI spec and the rules it doesn't encode.

use std::cell::Cell;
use std::sync::Arc;
use std::time::Duration;

use martian_chess::discord::{self, Config, Parts, StartError, Timing};
use martian_chess::service::{ComputerPlayer, SystemClock};
use martian_chess::store::SledStore;
use serde_json::{json, Value};
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

use super::payloads::{self, Place, Player};
use super::spec::{self, Spec};
use super::{FakeDiscord, Recorded, APP_ID};

pub const TOKEN: &str = "OTAwMDAwMDAwMDAwMDAwMDAx.Zm9vYmFy.ZmFrZS10b2tlbi1mb3ItdGVzdHM";
/// Discord's own deadline for the first answer to an interaction.
pub const DEADLINE: Duration = Duration::from_secs(3);
/// How long the test waits for anything (far above what it should take).
pub const PATIENCE: Duration = Duration::from_secs(20);

pub struct Bot {
    pub stop: Option<oneshot::Sender<()>>,
    pub task: JoinHandle<Result<(), StartError>>,
}

impl Bot {
    pub async fn start(
        fake: &FakeDiscord,
        extra: &[(&str, &str)],
        store: Arc<SledStore>,
        computer: Arc<dyn ComputerPlayer>,
    ) -> Bot {
        let parts = Parts {
            store,
            clock: Arc::new(SystemClock),
            computer,
        };
        Bot::start_with(fake, extra, parts, Timing::default()).await
    }

    /// The bot on `clock` (a test's manual one), ticking every 100 ms: reminders and
    /// forfeits come as soon as the test moves the clock.
    /// A bot serving `guild` (its commands registered there) over a fresh sled store
    /// in a temporary folder, the search computer playing: the bot, its store, and the
    /// folder (keep it while the test runs).
    pub async fn start_in(
        fake: &FakeDiscord,
        guild: u64,
    ) -> (Bot, Arc<SledStore>, tempfile::TempDir) {
        let dir = tempfile::tempdir().expect("temp dir");
        let store = Arc::new(SledStore::open(dir.path()).expect("store"));
        let guild = guild.to_string();
        let bot = Bot::start(
            fake,
            &[("DISCORD_GUILD_ID", &guild)],
            store.clone(),
            Arc::new(martian_chess::service::SearchPlayer),
        )
        .await;
        (bot, store, dir)
    }

    pub async fn start_ticking(
        fake: &FakeDiscord,
        store: Arc<SledStore>,
        clock: Arc<dyn martian_chess::service::Clock>,
    ) -> Bot {
        let parts = Parts {
            store,
            clock,
            computer: Arc::new(martian_chess::service::SearchPlayer),
        };
        let timing = Timing {
            tick_every: Duration::from_millis(100),
            ..Timing::default()
        };
        Bot::start_with(fake, &[], parts, timing).await
    }

    /// The bot with its parts (store, clock, computer) and timing chosen by the test.
    pub async fn start_with(
        fake: &FakeDiscord,
        extra: &[(&str, &str)],
        parts: Parts,
        timing: Timing,
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
        let (stop, stopped) = oneshot::channel::<()>();
        let task = tokio::spawn(async move {
            discord::run_until(&config, parts, timing, async {
                let _ = stopped.await;
            })
            .await
        });
        Bot {
            stop: Some(stop),
            task,
        }
    }

    pub async fn stop(mut self) {
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
pub struct Answer {
    /// Time from the event to the first callback.
    pub first_after: Duration,
    /// The callback's type (4 message, 5 deferred, 6 deferred update, 7 update, 8 choices).
    pub callback_type: u64,
    /// The message as finally shown (content, components, flags).
    pub message: Value,
    pub ephemeral: bool,
    pub files: Vec<(String, String, Vec<u8>)>,
}

impl Answer {
    pub fn text(&self) -> &str {
        self.message["content"].as_str().unwrap_or("")
    }

    pub fn custom_ids(&self) -> Vec<String> {
        let mut ids = Vec::new();
        collect_ids(&self.message["components"], &mut ids);
        ids
    }

    pub fn id_ending(&self, action: &str) -> String {
        self.custom_ids()
            .into_iter()
            .find(|id| id.ends_with(action))
            .unwrap_or_else(|| panic!("no {action} component in {:#}", self.message))
    }

    /// The users the message may ping.
    pub fn pinged(&self) -> Vec<u64> {
        self.message["allowed_mentions"]["users"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|u| u.as_str()?.parse().ok())
            .collect()
    }

    pub fn select_values(&self) -> Vec<String> {
        self.message["components"][0]["components"][0]["options"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|o| o["value"].as_str().map(str::to_string))
            .collect()
    }
}

pub fn collect_ids(value: &Value, out: &mut Vec<String>) {
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

/// A message the bot wrote outside an interaction's answer (a channel message, or its
/// edit), as players see it.
pub fn seen(r: &Recorded) -> Answer {
    Answer {
        first_after: Duration::ZERO,
        callback_type: 0,
        message: r.json.clone().unwrap_or(Value::Null),
        ephemeral: false,
        files: r.files.clone(),
    }
}

/// A fake server with players, sending interactions and collecting what the bot answers.
pub struct Table<'a> {
    pub fake: &'a FakeDiscord,
    pub guild: u64,
    pub channel: u64,
    /// The message id the fake gives boards (for clicks; the bot doesn't check it).
    pub board_message: u64,
    /// The longest wait for a first answer so far.
    pub slowest: Cell<Duration>,
    /// The server's Discord locale, sent with every interaction.
    pub guild_locale: String,
}

impl<'a> Table<'a> {
    pub fn new(fake: &'a FakeDiscord, guild: u64, channel: u64) -> Table<'a> {
        Table {
            fake,
            guild,
            channel,
            board_message: 1,
            slowest: Cell::new(Duration::ZERO),
            guild_locale: "en-US".into(),
        }
    }

    pub async fn send(&self, event: Value, id: u64, token: &str) -> Answer {
        let answer = self.exchange(event, id, token).await;
        self.slowest.set(self.slowest.get().max(answer.first_after));
        answer
    }

    pub async fn exchange(&self, event: Value, id: u64, token: &str) -> Answer {
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

    /// Where `player` acts: this table's guild and channel.
    fn place<'p>(&'p self, player: &'p Player) -> Place<'p> {
        Place {
            guild: self.guild,
            channel: self.channel,
            player,
            guild_locale: &self.guild_locale,
        }
    }

    pub async fn command(
        &self,
        player: &Player,
        sub: &str,
        options: Vec<Value>,
        users: &[&Player],
    ) -> Answer {
        let id = self.fake.new_id();
        let token = format!("cmd-token-{id}");
        let place = self.place(player);
        let event = payloads::command(id, &token, &place, sub, options, users);
        self.send(event, id, &token).await
    }

    /// A click answered with no message of its own (only acknowledged): the callback's
    /// type.
    pub async fn click_acknowledged(&self, player: &Player, custom_id: &str) -> u64 {
        let id = self.fake.new_id();
        let token = format!("click-token-{id}");
        let place = self.place(player);
        let event = payloads::click(id, &token, &place, self.board_message, custom_id, &[]);
        let from = self.fake.requests().len();
        self.fake.dispatch(self.guild, "INTERACTION_CREATE", event);
        let path = format!("/interactions/{id}/{token}/callback");
        let callback = self.fake.wait_for(from, PATIENCE, |r| r.path == path).await;
        callback
            .json
            .as_ref()
            .map_or(0, |j| j["type"].as_u64().unwrap_or(0))
    }

    pub async fn click(&self, player: &Player, custom_id: &str, values: &[&str]) -> Answer {
        let id = self.fake.new_id();
        let token = format!("click-token-{id}");
        let place = self.place(player);
        let event = payloads::click(id, &token, &place, self.board_message, custom_id, values);
        self.send(event, id, &token).await
    }

    pub async fn autocomplete(&self, player: &Player, typed: &str) -> (Duration, Vec<Value>) {
        let id = self.fake.new_id();
        let token = format!("auto-token-{id}");
        let place = self.place(player);
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

    /// Autocomplete of another option than `move` (`me`'s `timezone`): its choices.
    pub async fn autocomplete_of(
        &self,
        player: &Player,
        (sub, option): (&str, &str),
        typed: &str,
    ) -> Vec<Value> {
        let id = self.fake.new_id();
        let token = format!("auto-token-{id}");
        let place = self.place(player);
        let event = payloads::autocomplete_of(id, &token, &place, (sub, option), typed);
        let answer = self.send(event, id, &token).await;
        assert_eq!(answer.callback_type, 8, "autocomplete answers with choices");
        answer.message["choices"]
            .as_array()
            .cloned()
            .unwrap_or_default()
    }

    /// A top-level command without subcommands (`/martian-settings`).
    /// A manager turns the server's `threads` setting off: games are played in the
    /// channel they were challenged in (for tests about something else than threads).
    pub async fn keep_games_in_channel(&self) {
        let mut admin = Player::new(500_000_000_000_000_099, "admin");
        admin.manager = true;
        let answer = self
            .top_level(
                &admin,
                "martian-settings",
                vec![serde_json::json!({"name": "threads", "type": 5, "value": false})],
            )
            .await;
        assert!(
            answer.ephemeral && answer.text().contains("Threads: off"),
            "{answer:?}"
        );
    }

    pub async fn top_level(&self, player: &Player, name: &str, options: Vec<Value>) -> Answer {
        self.top_level_resolved(player, name, options, Value::Null)
            .await
    }

    /// [`Table::top_level`] with the interaction's `resolved` data (the channels a
    /// channel option names, as Discord sends them).
    pub async fn top_level_resolved(
        &self,
        player: &Player,
        name: &str,
        options: Vec<Value>,
        resolved: Value,
    ) -> Answer {
        let id = self.fake.new_id();
        let token = format!("cmd-token-{id}");
        let place = self.place(player);
        let mut event = payloads::top_level_command(id, &token, &place, name, options);
        if !resolved.is_null() {
            event["data"]["resolved"] = resolved;
        }
        self.send(event, id, &token).await
    }

    /// `player` picks the user command `name` in the Apps menu of `target` (a bot when
    /// `bot`).
    pub async fn user_command(
        &self,
        player: &Player,
        name: &str,
        target: &Player,
        bot: bool,
    ) -> Answer {
        let id = self.fake.new_id();
        let token = format!("menu-token-{id}");
        let place = self.place(player);
        let event = payloads::user_command(id, &token, &place, name, target, bot);
        self.send(event, id, &token).await
    }

    /// The live board as posted or edited in this table's channel from request `from`
    /// on: a channel message (or its edit) with one picture, that Discord took.
    pub async fn board_since(&self, from: usize) -> Answer {
        let path = format!("/channels/{}/messages", self.channel);
        let board = self
            .fake
            .wait_for(from, PATIENCE, |r| {
                r.path.starts_with(&path)
                    && matches!(r.method.as_str(), "POST" | "PATCH")
                    && !r.files.is_empty()
                    && !r.refused()
            })
            .await;
        let board = seen(&board);
        assert_png(&board);
        board
    }

    /// The next message posted in this table's channel from request `from` on that
    /// `wanted` picks.
    pub async fn post_since(&self, from: usize, wanted: impl Fn(&Answer) -> bool) -> Answer {
        let path = format!("/channels/{}/messages", self.channel);
        let post = self
            .fake
            .wait_for(from, PATIENCE, |r| {
                r.method == "POST" && r.path == path && wanted(&seen(r))
            })
            .await;
        assert!(!post.refused(), "{post:?}");
        seen(&post)
    }

    /// The next ping in this table's channel from request `from` on: whom it notifies.
    pub async fn ping_since(&self, from: usize) -> Vec<u64> {
        let path = format!("/channels/{}/messages", self.channel);
        let ping = self
            .fake
            .wait_for(from, PATIENCE, |r| {
                r.method == "POST"
                    && r.path == path
                    && r.files.is_empty()
                    && r.pings().is_some_and(|p| !p.users.is_empty())
            })
            .await;
        assert!(!ping.refused(), "{ping:?}");
        ping.pings().map(|p| p.users).unwrap_or_default()
    }

    pub async fn play(&self, player: &Player, text: &str) -> Answer {
        self.command(
            player,
            "move",
            vec![json!({"name": "move", "type": 3, "value": text})],
            &[],
        )
        .await
    }
}

pub fn assert_png(answer: &Answer) {
    assert_png_files(&answer.files, &answer.message);
}

/// One PNG among `files` (a request's), the board.
pub fn assert_png_files(files: &[(String, String, Vec<u8>)], message: &Value) {
    assert_eq!(files.len(), 1, "one board image: {message:?}");
    let (part, name, bytes) = &files[0];
    assert_eq!(part, "files[0]");
    assert!(name.ends_with(".png"), "{name}");
    let (width, height) = image_size(bytes).expect("the board decodes as a PNG");
    assert!(width > 100 && height > 100, "{width}x{height}");
}

/// The size of a PNG or GIF that decodes completely, or `None`.
fn image_size(bytes: &[u8]) -> Option<(u32, u32)> {
    if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        let mut reader = png::Decoder::new(std::io::Cursor::new(bytes))
            .read_info()
            .ok()?;
        let mut pixels = vec![0; reader.output_buffer_size()?];
        let frame = reader.next_frame(&mut pixels).ok()?;
        return Some((frame.width, frame.height));
    }
    if bytes.starts_with(b"GIF8") {
        let mut decoder = gif::DecodeOptions::new().read_info(bytes).ok()?;
        let size = (u32::from(decoder.width()), u32::from(decoder.height()));
        let mut frames = 0;
        while decoder.read_next_frame().ok()?.is_some() {
            frames += 1;
        }
        return (frames > 0).then_some(size);
    }
    None
}

/// Validates every recorded request; returns (count, violations).
pub fn validate_all(requests: &[Recorded]) -> (usize, Vec<String>) {
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
        // Whom a message may ping is always said explicitly, and never @everyone,
        // @here or a role, whatever the text holds (player names included).
        if let Some(pings) = request.pings() {
            if !pings.explicit {
                violations.push(format!("{label}: a message without allowed_mentions"));
            }
            if pings.everyone || !pings.roles.is_empty() {
                violations.push(format!("{label}: pings @everyone or a role: {pings:?}"));
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
                if image_size(bytes).is_none() {
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
    violations.extend(unnotified_edits(requests));
    (requests.len(), violations)
}

/// Edits never notify: an edit that names someone to ping must be followed by a new
/// message (a follow-up, or in the channel) that pings them.
fn unnotified_edits(requests: &[Recorded]) -> Vec<String> {
    let is_edit = |r: &Recorded| {
        r.method == "PATCH"
            || (r.path.ends_with("/callback") && r.json.as_ref().is_some_and(|j| j["type"] == 7))
    };
    let mut violations = Vec::new();
    for (i, request) in requests.iter().enumerate() {
        let Some(pings) = request.pings().filter(|_| is_edit(request)) else {
            continue;
        };
        if pings.users.is_empty() || request.refused() {
            continue;
        }
        let notified = requests[i + 1..].iter().any(|later| {
            !is_edit(later)
                && !later.refused()
                && later
                    .pings()
                    .is_some_and(|p| pings.users.iter().all(|u| p.users.contains(u)))
        });
        if !notified {
            violations.push(format!(
                "{} {}: an edit names {:?} to ping, and no new message pings them",
                request.method, request.path, pings.users
            ));
        }
    }
    violations
}

/// The requests the fake refused, as "METHOD path: status code" lines (a delete of a
/// message gone already aside).
pub fn refused(requests: &[Recorded]) -> Vec<String> {
    requests
        .iter()
        .filter(|r| r.refused())
        // Deleting a message that is gone already got what it asked for (a ping deleted
        // again when a player moved before its id was recorded: harmless).
        .filter(|r| !(r.method == "DELETE" && r.code == Some(super::rules::UNKNOWN_MESSAGE)))
        .map(|r| format!("{} {}: {} {:?}", r.method, r.path, r.status, r.code))
        .collect()
}

pub fn user_option(name: &str, player: &Player) -> Value {
    json!({"name": name, "type": 6, "value": player.id.to_string()})
}
