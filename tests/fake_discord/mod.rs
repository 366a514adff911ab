//! A fake Discord on loopback for end-to-end tests: the REST API under `/api/v10`
//! (plain http) and the gateway (plain ws) with HELLO, IDENTIFY, READY, GUILD_CREATE,
//! heartbeats, and `INTERACTION_CREATE` events that the test injects. It records every
//! request the bot sends, with its time, for the test to inspect and validate.

#![allow(dead_code)]

pub mod multipart;
pub mod payloads;
pub mod spec;

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use http_body_util::{BodyExt, Full};
use hyper::body::{Bytes, Incoming};
use hyper::{Request, Response};
use serde_json::{json, Value};
use tokio::net::TcpListener;
use tokio::sync::{mpsc, Notify};
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
}

#[derive(Default)]
struct State {
    requests: Mutex<Vec<Recorded>>,
    changed: Notify,
    /// Event senders of the connected shards, by shard id.
    shards: Mutex<HashMap<u32, mpsc::UnboundedSender<Value>>>,
    identified: Mutex<Vec<Value>>,
    gateway_url: Mutex<String>,
    next_id: AtomicU64,
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
        let state = Arc::new(State {
            next_id: AtomicU64::new(1_100_000_000_000_000_000),
            ..State::default()
        });
        let rest = TcpListener::bind("127.0.0.1:0").await.expect("bind rest");
        let gateway = TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind gateway");
        let rest_addr = rest.local_addr().expect("rest addr");
        let gw_addr = gateway.local_addr().expect("gateway addr");
        *state.gateway_url.lock().unwrap() = format!("ws://{gw_addr}");
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

    pub fn new_id(&self) -> u64 {
        self.state.next_id.fetch_add(1, Ordering::SeqCst)
    }

    /// Sends an event to the shard Discord routes `guild` to; returns when it was sent.
    pub fn dispatch(&self, guild: u64, event: &str, data: Value) -> Instant {
        let shard = ((guild >> 22) % u64::from(self.shard_total)) as u32;
        let shards = self.state.shards.lock().unwrap();
        let sender = shards.get(&shard).expect("the guild's shard is connected");
        sender
            .send(json!({"op": 0, "t": event, "d": data}))
            .expect("the shard connection is open");
        Instant::now()
    }
}

fn response(status: u16, body: Option<Value>) -> Response<Full<Bytes>> {
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
    let recorded = Recorded {
        method: method.clone(),
        path: path.clone(),
        authorization,
        content_type,
        json: json.clone(),
        multipart,
        files,
        at: Instant::now(),
    };
    let reply = route(&method, &path, json.as_ref(), state, shard_total);
    state.requests.lock().unwrap().push(recorded);
    state.changed.notify_waiters();
    reply
}

fn route(
    method: &str,
    path: &str,
    json: Option<&Value>,
    state: &State,
    shard_total: u32,
) -> Response<Full<Bytes>> {
    let parts: Vec<&str> = path.trim_matches('/').split('/').collect();
    let id = || state.next_id.fetch_add(1, Ordering::SeqCst);
    let gateway = state.gateway_url.lock().unwrap().clone();
    match (method, parts.as_slice()) {
        ("GET", ["gateway"]) => response(200, Some(json!({ "url": gateway }))),
        ("GET", ["gateway", "bot"]) => response(
            200,
            Some(json!({
                "url": gateway,
                "shards": shard_total,
                "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}
            })),
        ),
        ("GET", ["users", "@me"]) => response(200, Some(payloads::bot_user())),
        ("PUT", ["applications", _, "guilds", guild, "commands"]) => {
            response(200, Some(registered(json, Some(guild), id)))
        }
        ("PUT", ["applications", _, "commands"]) => response(200, Some(registered(json, None, id))),
        ("POST", ["interactions", _, _, "callback"]) => response(204, None),
        ("DELETE", ["webhooks", _, _, "messages", _]) => response(204, None),
        ("GET" | "PATCH", ["webhooks", _, _, "messages", _]) | ("POST", ["webhooks", _, _]) => {
            response(
                200,
                Some(payloads::message(id(), payloads::CHANNEL_OF_WEBHOOKS, json)),
            )
        }
        ("POST", ["users", "@me", "channels"]) => {
            let recipient = json
                .and_then(|j| j["recipient_id"].as_str())
                .unwrap_or("1")
                .to_string();
            response(
                200,
                Some(
                    json!({"id": id().to_string(), "type": 1, "recipients": [payloads::user_json(recipient.parse().unwrap_or(1), "someone")], "last_message_id": null}),
                ),
            )
        }
        ("POST", ["channels", channel, "messages"]) => {
            let channel = channel.parse().unwrap_or(1);
            response(200, Some(payloads::message(id(), channel, json)))
        }
        ("PATCH", ["channels", channel, "messages", _]) => {
            let channel = channel.parse().unwrap_or(1);
            response(200, Some(payloads::message(id(), channel, json)))
        }
        _ => response(
            404,
            Some(json!({"message": "Unknown route in the fake", "code": 0})),
        ),
    }
}

/// What Discord answers to a bulk registration: the commands with ids.
fn registered(json: Option<&Value>, guild: Option<&&str>, mut id: impl FnMut() -> u64) -> Value {
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
