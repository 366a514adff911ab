//! A fake Discord on loopback for end-to-end tests: the REST API under `/api/v10`
//! (plain http) and the gateway (plain ws) with HELLO, IDENTIFY, READY, GUILD_CREATE,
//! heartbeats, and `INTERACTION_CREATE` events that the test injects. It records every
//! request the bot sends, with its time and the fake's answer, for the test to inspect
//! and validate.
//!
//! It refuses what the real Discord refuses (see [`rules`]): a first answer more than
//! 3 s after the interaction's creation (by its id's timestamp, so that a test makes
//! an interaction late by giving it an old id, never by waiting), a second first
//! answer, webhook calls before the first answer or after the token expired, an edit
//! of a deleted message, a message where the bot lacks a permission (50013), a DM to a
//! user whose DMs are closed (50007), a second thread from one message (160004), a
//! thread from no message where the bot may not open one, in a thread or a DM (see
//! [`rules::World::create_thread`]), an edit in an archived thread (50083), an
//! interaction from an archived thread (see [`FakeDiscord::try_interaction`]). It
//! keeps the messages of every channel and thread (see [`FakeDiscord::messages_in`]),
//! and serves the servers' roles, channels with their permission overwrites and
//! active threads (see [`guilds`]), refusing an
//! interaction from a channel its member may not view.

#![allow(dead_code)]

pub mod guilds;
pub mod harness;
pub mod mentions;
pub mod multipart;
pub mod payloads;
pub mod rules;
pub mod spec;

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use futures_util::{SinkExt, StreamExt};
use http_body_util::{BodyExt, Full};
use hyper::body::{Bytes, Incoming};
use hyper::{Request, Response};
use serde_json::{json, Value};
use tokio::net::TcpListener;
use tokio::sync::{mpsc, watch, Notify};
use tokio_tungstenite::tungstenite::Message as WsMessage;

pub const APP_ID: u64 = 900_000_000_000_000_001;
pub const BOT_ID: u64 = 900_000_000_000_000_001;
pub const BOT_NAME: &str = "Martian Bot";

/// One request the bot sent.
#[derive(Clone, Debug)]
pub struct Recorded {
    pub method: String,
    /// Without `/api/v10`, e.g. `/interactions/1/tok/callback`.
    pub path: String,
    pub authorization: Option<String>,
    pub content_type: String,
    /// The JSON body, or a multipart request's `payload_json`.
    pub json: Option<Value>,
    pub multipart: bool,
    /// Files of a multipart request: (part name, file name, bytes).
    pub files: Vec<(String, String, Vec<u8>)>,
    pub at: Instant,
    /// The fake's answer: HTTP status, and Discord's error code when it refused.
    pub status: u16,
    pub code: Option<u64>,
}

impl Recorded {
    /// The message this request creates or edits (content, components, allowed
    /// mentions), if it does.
    pub fn message(&self) -> Option<&Value> {
        let json = self.json.as_ref()?;
        let parts: Vec<&str> = self.path.trim_matches('/').split('/').collect();
        match (self.method.as_str(), parts.as_slice()) {
            ("POST", ["interactions", _, _, "callback"]) => {
                matches!(json["type"].as_u64(), Some(4 | 7)).then(|| &json["data"])
            }
            ("POST", ["webhooks", _, _])
            | ("PATCH", ["webhooks", _, _, "messages", _])
            | ("POST", ["channels", _, "messages"])
            | ("PATCH", ["channels", _, "messages", _]) => Some(json),
            _ => None,
        }
    }

    /// Whom the message would notify (for a request that writes one).
    pub fn pings(&self) -> Option<mentions::Pings> {
        self.message().map(mentions::pings)
    }

    pub fn refused(&self) -> bool {
        self.status >= 400
    }
}

/// Discord's epoch (2015-01-01) in Unix milliseconds.
pub const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

pub fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

/// When the object with this snowflake was created, in Unix milliseconds.
pub fn created_ms(id: u64) -> u64 {
    (id >> 22) + DISCORD_EPOCH_MS
}

#[derive(Default)]
struct State {
    requests: Mutex<Vec<Recorded>>,
    changed: Notify,
    /// Event senders of the connected shards, by shard id.
    shards: Mutex<HashMap<u32, mpsc::UnboundedSender<Value>>>,
    identified: Mutex<Vec<Value>>,
    gateway_url: Mutex<String>,
    /// The low bits of the next snowflake (its top bits are the time).
    next_id: AtomicU64,
    /// What Discord knows and enforces.
    rules: Mutex<rules::World>,
    /// Requests whose answer waits until the test releases them.
    holds: Mutex<Vec<Held>>,
    /// While set, the gateway is down: its sessions are closed and every connection
    /// is refused (counted in `refused_connections`).
    gateway_down: std::sync::atomic::AtomicBool,
    refused_connections: AtomicU64,
}

type Matcher = Box<dyn Fn(&str, &str) -> bool + Send + Sync>;

struct Held {
    wanted: Matcher,
    released: watch::Receiver<bool>,
}

/// Lets held requests be answered (see [`FakeDiscord::hold`]).
pub struct Release(watch::Sender<bool>);

impl Release {
    pub fn release(&self) {
        let _ = self.0.send(true);
    }
}

impl State {
    /// A new snowflake, created now.
    fn snowflake(&self) -> u64 {
        let low = self.next_id.fetch_add(1, Ordering::SeqCst) & 0x3f_ffff;
        ((now_ms() - DISCORD_EPOCH_MS) << 22) | low
    }
}

pub struct FakeDiscord {
    pub rest_url: String,
    pub shard_total: u32,
    pub guilds: Vec<u64>,
    state: Arc<State>,
}

impl FakeDiscord {
    /// Starts both servers on 127.0.0.1 with free ports. `guilds` are the servers the
    /// bot is in; `shard_total` is what `GET /gateway/bot` recommends.
    pub async fn start(guilds: Vec<u64>, shard_total: u32) -> FakeDiscord {
        let state = Arc::new(State::default());
        let rest = TcpListener::bind("127.0.0.1:0").await.expect("bind rest");
        let gateway = TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind gateway");
        let rest_addr = rest.local_addr().expect("rest addr");
        let gw_addr = gateway.local_addr().expect("gateway addr");
        *state.gateway_url.lock().unwrap() = format!("ws://{gw_addr}");
        {
            let mut world = state.rules.lock().unwrap();
            world.default_guild = guilds.first().copied().unwrap_or(1);
            world.guilds.joined = guilds.iter().copied().collect();
        }
        tokio::spawn(serve_rest(rest, state.clone(), shard_total));
        tokio::spawn(serve_gateway(gateway, state.clone(), guilds.clone()));
        FakeDiscord {
            rest_url: format!("http://{rest_addr}"),
            shard_total,
            guilds,
            state,
        }
    }

    pub fn requests(&self) -> Vec<Recorded> {
        self.state.requests.lock().unwrap().clone()
    }

    pub fn identified(&self) -> Vec<Value> {
        self.state.identified.lock().unwrap().clone()
    }

    /// Waits until `count` shards are connected and identified.
    pub async fn wait_shards(&self, count: usize, limit: Duration) {
        let deadline = Instant::now() + limit;
        while self.state.shards.lock().unwrap().len() < count {
            assert!(
                Instant::now() < deadline,
                "the bot's shards did not connect in time"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Waits for the first request from index `from` on that satisfies `wanted`.
    pub async fn wait_for(
        &self,
        from: usize,
        limit: Duration,
        wanted: impl Fn(&Recorded) -> bool,
    ) -> Recorded {
        let deadline = tokio::time::Instant::now() + limit;
        loop {
            let notified = self.state.changed.notified();
            if let Some(found) = self.requests().into_iter().skip(from).find(|r| wanted(r)) {
                return found;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                let seen: Vec<String> = self
                    .requests()
                    .iter()
                    .skip(from)
                    .map(|r| format!("{} {}", r.method, r.path))
                    .collect();
                panic!("the expected request did not come in time; after #{from} came: {seen:?}");
            }
        }
    }

    /// A new id (snowflake) created now: an interaction with it is fresh.
    pub fn new_id(&self) -> u64 {
        self.state.snowflake()
    }

    /// An id created `age` ago: an interaction with it arrives that late.
    pub fn id_aged(&self, age: Duration) -> u64 {
        self.new_id() - ((age.as_millis() as u64) << 22)
    }

    /// What Discord knows and enforces, to change: permissions, threads, closed DMs,
    /// expired tokens.
    pub fn world(&self) -> std::sync::MutexGuard<'_, rules::World> {
        self.state.rules.lock().unwrap()
    }

    /// Holds the answer to every request that `wanted(method, path)` picks until the
    /// returned [`Release`] is released (the request is recorded when it arrives).
    pub fn hold(&self, wanted: impl Fn(&str, &str) -> bool + Send + Sync + 'static) -> Release {
        let (tx, rx) = watch::channel(false);
        self.state.holds.lock().unwrap().push(Held {
            wanted: Box::new(wanted),
            released: rx,
        });
        Release(tx)
    }

    /// Takes the gateway down, as in a Discord outage: every session is closed at
    /// once (no close frame: the connection just ends) and every new connection is
    /// refused until [`FakeDiscord::restore_gateway`].
    pub fn cut_gateway(&self) {
        self.state.gateway_down.store(true, Ordering::SeqCst);
        // A session ends when its event channel closes.
        self.state.shards.lock().unwrap().clear();
    }

    /// The gateway takes connections again (a session to resume is refused: the bot
    /// identifies anew, as after a long outage).
    pub fn restore_gateway(&self) {
        self.state.gateway_down.store(false, Ordering::SeqCst);
    }

    /// How many connections the gateway refused while it was down.
    pub fn refused_connections(&self) -> u64 {
        self.state.refused_connections.load(Ordering::SeqCst)
    }

    /// Whether a shard is connected (a bot that shut down has none).
    pub fn connected_shards(&self) -> usize {
        self.state.shards.lock().unwrap().len()
    }

    /// Waits until no shard is connected.
    pub async fn wait_disconnected(&self, limit: Duration) {
        let deadline = Instant::now() + limit;
        while self.connected_shards() > 0 {
            assert!(
                Instant::now() < deadline,
                "the bot's shards did not disconnect in time"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Makes an interaction known to the REST side without sending it to the bot (for
    /// tests of the fake itself).
    pub fn register_interaction(&self, data: &mut Value) {
        self.state.rules.lock().unwrap().interaction_created(data);
    }

    /// The live messages in a channel or thread, oldest first (deleted and ephemeral
    /// ones left out).
    pub fn messages_in(&self, channel: u64) -> Vec<rules::Stored> {
        self.world().messages_in(channel)
    }

    /// The threads opened in `channel` (from a message or from none), oldest first.
    pub fn threads_in(&self, channel: u64) -> Vec<rules::Thread> {
        self.world().threads_in(channel)
    }

    /// The thread started from `message`, if any (its id is the message's).
    pub fn thread_of(&self, message: u64) -> Option<u64> {
        self.world().thread_of(message)
    }

    pub fn is_archived(&self, thread: u64) -> bool {
        self.world().is_archived(thread)
    }

    /// Sends an `INTERACTION_CREATE` as [`FakeDiscord::dispatch`] does, unless Discord
    /// would not deliver it (from an archived thread): then nothing is sent and the
    /// reason is returned.
    pub fn try_interaction(&self, guild: u64, data: Value) -> Result<Instant, String> {
        let channel = data["channel_id"]
            .as_str()
            .and_then(|c| c.parse().ok())
            .unwrap_or(0);
        self.world().may_interact(channel)?;
        Ok(self.dispatch(guild, "INTERACTION_CREATE", data))
    }

    /// Sends an event to the shard Discord routes `guild` to; returns when it was sent.
    /// An interaction becomes known to the REST side (its token, its creation time by
    /// its id, the bot's permissions in its channel as `app_permissions`).
    pub fn dispatch(&self, guild: u64, event: &str, mut data: Value) -> Instant {
        if event == "INTERACTION_CREATE" {
            self.state
                .rules
                .lock()
                .unwrap()
                .interaction_created(&mut data);
        }
        let shard = ((guild >> 22) % u64::from(self.shard_total)) as u32;
        let shards = self.state.shards.lock().unwrap();
        let sender = shards.get(&shard).expect("the guild's shard is connected");
        sender
            .send(json!({"op": 0, "t": event, "d": data}))
            .expect("the shard connection is open");
        Instant::now()
    }
}

pub(crate) fn response(status: u16, body: Option<Value>) -> Response<Full<Bytes>> {
    let mut builder = Response::builder().status(status);
    let bytes = match body {
        Some(body) => {
            builder = builder.header("content-type", "application/json");
            Bytes::from(body.to_string())
        }
        None => Bytes::new(),
    };
    builder.body(Full::new(bytes)).expect("a response")
}

async fn serve_rest(listener: TcpListener, state: Arc<State>, shard_total: u32) {
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            return;
        };
        if state.gateway_down.load(Ordering::SeqCst) {
            state.refused_connections.fetch_add(1, Ordering::SeqCst);
            drop(stream);
            continue;
        }
        let state = state.clone();
        tokio::spawn(async move {
            let service = hyper::service::service_fn(move |request| {
                let state = state.clone();
                async move {
                    Ok::<_, std::convert::Infallible>(
                        handle_rest(request, &state, shard_total).await,
                    )
                }
            });
            let io = hyper_util::rt::TokioIo::new(stream);
            let _ = hyper::server::conn::http1::Builder::new()
                .serve_connection(io, service)
                .await;
        });
    }
}

async fn handle_rest(
    request: Request<Incoming>,
    state: &State,
    shard_total: u32,
) -> Response<Full<Bytes>> {
    let method = request.method().to_string();
    let full_path = request.uri().path().to_string();
    let header = |name: &str| {
        request
            .headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .map(str::to_string)
    };
    let authorization = header("authorization");
    let content_type = header("content-type").unwrap_or_default();
    let body = match request.into_body().collect().await {
        Ok(collected) => collected.to_bytes().to_vec(),
        Err(_) => return response(400, None),
    };
    let Some(path) = full_path.strip_prefix("/api/v10") else {
        return response(404, Some(json!({"message": "404: Not Found", "code": 0})));
    };
    let path = path.to_string();
    let multipart = content_type.starts_with("multipart/form-data");
    let (json, files) = if multipart {
        multipart::parse(&content_type, &body)
    } else if body.is_empty() {
        (None, Vec::new())
    } else {
        (serde_json::from_slice(&body).ok(), Vec::new())
    };
    let (status, body) = {
        let mut world = state.rules.lock().unwrap();
        let mut id = || state.snowflake();
        route(
            &method,
            &path,
            json.as_ref(),
            &files,
            &mut world,
            &mut id,
            state,
            shard_total,
        )
    };
    let code = body
        .as_ref()
        .filter(|_| status >= 400)
        .and_then(|b| b["code"].as_u64());
    let recorded = Recorded {
        method: method.clone(),
        path: path.clone(),
        authorization,
        content_type,
        json: json.clone(),
        multipart,
        files,
        at: Instant::now(),
        status,
        code,
    };
    let held: Vec<watch::Receiver<bool>> = state
        .holds
        .lock()
        .unwrap()
        .iter()
        .filter(|h| (h.wanted)(&method, &path))
        .map(|h| h.released.clone())
        .collect();
    state.requests.lock().unwrap().push(recorded);
    state.changed.notify_waiters();
    for mut released in held {
        let _ = released.wait_for(|r| *r).await;
    }
    response(status, body)
}

#[allow(clippy::too_many_arguments)]
fn route(
    method: &str,
    path: &str,
    json: Option<&Value>,
    files: &[rules::File],
    world: &mut rules::World,
    id: &mut dyn FnMut() -> u64,
    state: &State,
    shard_total: u32,
) -> (u16, Option<Value>) {
    let parts: Vec<&str> = path.trim_matches('/').split('/').collect();
    let gateway = state.gateway_url.lock().unwrap().clone();
    match (method, parts.as_slice()) {
        ("GET", ["gateway"]) => (200, Some(json!({ "url": gateway }))),
        ("GET", ["gateway", "bot"]) => (
            200,
            Some(json!({
                "url": gateway,
                "shards": shard_total,
                "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}
            })),
        ),
        ("GET", ["users", "@me"]) => (200, Some(payloads::bot_user())),
        ("PUT", ["applications", _, "guilds", guild, "commands"]) => {
            (200, Some(registered(json, Some(guild), id)))
        }
        ("PUT", ["applications", _, "commands"]) => (200, Some(registered(json, None, id))),
        ("POST", ["interactions", interaction, token, "callback"]) => {
            world.callback(interaction, token, json, files, id)
        }
        ("POST" | "GET" | "PATCH" | "DELETE", ["webhooks", _, token, rest @ ..]) => {
            world.webhook(method, token, rest, json, files, id)
        }
        ("POST", ["users", "@me", "channels"]) => {
            let recipient: u64 = json
                .and_then(|j| j["recipient_id"].as_str())
                .and_then(|r| r.parse().ok())
                .unwrap_or(1);
            let channel = world.dm_channel(recipient, id);
            (
                200,
                Some(
                    json!({"id": channel.to_string(), "type": 1, "recipients": [payloads::user_json(recipient, "someone")], "last_message_id": null}),
                ),
            )
        }
        ("POST", ["channels", channel, "messages"]) => {
            world.post_message(channel.parse().unwrap_or(1), json, files, id)
        }
        ("PATCH", ["channels", channel, "messages", message]) => world.edit_message(
            channel.parse().unwrap_or(1),
            message.parse().unwrap_or(0),
            json,
            files,
            id,
        ),
        ("DELETE", ["channels", channel, "messages", message]) => {
            world.delete_message(channel.parse().unwrap_or(1), message.parse().unwrap_or(0))
        }
        ("POST", ["channels", channel, "messages", message, "threads"]) => world.start_thread(
            channel.parse().unwrap_or(1),
            message.parse().unwrap_or(0),
            json,
        ),
        ("POST", ["channels", channel, "threads"]) => {
            world.create_thread(channel.parse().unwrap_or(1), json, id)
        }
        ("PATCH", ["channels", channel]) => world.edit_channel(channel.parse().unwrap_or(1), json),
        ("GET", ["guilds", guild]) => world.guilds.guild(guild.parse().unwrap_or(0)),
        ("GET", ["guilds", guild, "channels"]) => world.guilds.channels(guild.parse().unwrap_or(0)),
        ("GET", ["guilds", guild, "threads", "active"]) => {
            let guild = guild.parse().unwrap_or(0);
            let threads = world.active_threads(guild);
            world.guilds.active_threads(guild, threads)
        }
        _ => (
            404,
            Some(json!({"message": "Unknown route in the fake", "code": 0})),
        ),
    }
}

/// What Discord answers to a bulk registration: the commands with ids.
fn registered(json: Option<&Value>, guild: Option<&&str>, id: &mut dyn FnMut() -> u64) -> Value {
    let commands = json.and_then(Value::as_array).cloned().unwrap_or_default();
    Value::Array(
        commands
            .into_iter()
            .map(|mut command| {
                command["id"] = json!(id().to_string());
                command["application_id"] = json!(APP_ID.to_string());
                command["version"] = json!(id().to_string());
                command["default_member_permissions"] = command
                    .get("default_member_permissions")
                    .cloned()
                    .unwrap_or(Value::Null);
                command["type"] = command.get("type").cloned().unwrap_or(json!(1));
                // User and message commands have none: Discord answers an empty one.
                command["description"] = command.get("description").cloned().unwrap_or(json!(""));
                if let Some(guild) = guild {
                    command["guild_id"] = json!(guild);
                }
                command
            })
            .collect(),
    )
}

async fn serve_gateway(listener: TcpListener, state: Arc<State>, guilds: Vec<u64>) {
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            return;
        };
        if state.gateway_down.load(Ordering::SeqCst) {
            state.refused_connections.fetch_add(1, Ordering::SeqCst);
            drop(stream);
            continue;
        }
        let state = state.clone();
        let guilds = guilds.clone();
        tokio::spawn(async move {
            if let Err(err) = gateway_session(stream, state, guilds).await {
                eprintln!("fake gateway: session ended: {err}");
            }
        });
    }
}

async fn gateway_session(
    stream: tokio::net::TcpStream,
    state: Arc<State>,
    guilds: Vec<u64>,
) -> Result<(), String> {
    let mut ws = tokio_tungstenite::accept_async(stream)
        .await
        .map_err(|e| e.to_string())?;
    let send = |value: Value| WsMessage::Text(value.to_string());
    ws.send(send(
        json!({"op": 10, "d": {"heartbeat_interval": 41250}, "s": null, "t": null}),
    ))
    .await
    .map_err(|e| e.to_string())?;
    // IDENTIFY (heartbeats may come first).
    let identify = loop {
        let message = ws
            .next()
            .await
            .ok_or("closed before IDENTIFY")?
            .map_err(|e| e.to_string())?;
        let WsMessage::Text(text) = message else {
            continue;
        };
        let value: Value = serde_json::from_str(&text).map_err(|e| e.to_string())?;
        match value["op"].as_u64() {
            Some(2) => break value,
            // RESUME: the session is gone (INVALID_SESSION, not resumable); the bot
            // is to identify on a new connection.
            Some(6) => {
                ws.send(send(json!({"op": 9, "d": false})))
                    .await
                    .map_err(|e| e.to_string())?;
                return Ok(());
            }
            Some(1) => {
                ws.send(send(json!({"op": 11})))
                    .await
                    .map_err(|e| e.to_string())?;
            }
            _ => {}
        }
    };
    let shard = identify["d"]["shard"].clone();
    let shard_id = shard[0].as_u64().unwrap_or(0) as u32;
    let shard_total = shard[1].as_u64().unwrap_or(1).max(1);
    state.identified.lock().unwrap().push(identify["d"].clone());
    let mine: Vec<u64> = guilds
        .iter()
        .copied()
        .filter(|g| (g >> 22) % shard_total == u64::from(shard_id))
        .collect();
    let mut seq = 1u64;
    let ready = payloads::ready(
        &mine,
        shard_id,
        shard_total as u32,
        &state.gateway_url.lock().unwrap(),
    );
    ws.send(send(json!({"op": 0, "t": "READY", "s": seq, "d": ready})))
        .await
        .map_err(|e| e.to_string())?;
    for guild in &mine {
        seq += 1;
        ws.send(send(
            json!({"op": 0, "t": "GUILD_CREATE", "s": seq, "d": payloads::guild(*guild)}),
        ))
        .await
        .map_err(|e| e.to_string())?;
    }
    let (events_tx, mut events) = mpsc::unbounded_channel();
    state.shards.lock().unwrap().insert(shard_id, events_tx);
    loop {
        tokio::select! {
            incoming = ws.next() => {
                let Some(Ok(message)) = incoming else { break };
                match message {
                    WsMessage::Text(text) => {
                        let value: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
                        if value["op"] == 1 {
                            ws.send(send(json!({"op": 11}))).await.map_err(|e| e.to_string())?;
                        }
                    }
                    WsMessage::Close(_) => break,
                    _ => {}
                }
            }
            event = events.recv() => {
                let Some(mut event) = event else { break };
                seq += 1;
                event["s"] = json!(seq);
                ws.send(send(event)).await.map_err(|e| e.to_string())?;
            }
        }
    }
    state.shards.lock().unwrap().remove(&shard_id);
    Ok(())
}

pub fn local(addr: SocketAddr) -> bool {
    addr.ip().is_loopback()
}
