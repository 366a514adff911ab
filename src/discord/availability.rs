//! Whether the bot can serve, as Discord shows it, checked at every tick: each of this
//! process's gateway shards connected (no interaction arrives through one that is
//! not), and Discord's requests answered (after a delivery failed, a cheap request
//! tells whether Discord is out of reach: a network failure or a 5xx answer). What it
//! finds goes to the service, whose clocks stop meanwhile (`service/outages.rs`).
//!
//! serenity does not say when a connection dies: a shard runner whose connection
//! broke and could not resume just ends, with no event, and stays in the shard
//! manager's record for 5 s more; its successor tells only that it is connected (one
//! stage event), once the gateway takes it. So a shard counts as down from its last
//! sign of life (a heartbeat acknowledged, about every 40 s, or the connection made;
//! not a dispatch, whose handler may run after the next connection's), as soon as
//! one of these shows it died: no runner in the record, a stage other than connected,
//! or a second connection (a resume or a new session) since the last look. The time of a sign of life is the service's clock, so that a test's simulated
//! clock measures the outage.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use poise::serenity_prelude as serenity;

use crate::service::{Clock, Interruption, Service};

/// One shard's connection, as its events show it.
#[derive(Clone, Copy, Debug)]
struct Shard {
    /// The last sign of life.
    alive_ms: i64,
    /// Whether its last stage was connected.
    connected: bool,
    /// Connections made (stage events to connected).
    connections: u32,
    /// When it left the connected stage (its last sign of life then), if it did since
    /// the last look: kept until looked at, however soon it is connected again.
    dropped_since: Option<i64>,
}

/// The gateway shards' signs of life and stages, written by serenity's events and read
/// by the ticks' [`Watch`].
pub struct Gateways {
    clock: Arc<dyn Clock>,
    shards: Mutex<HashMap<u32, Shard>>,
}

impl Gateways {
    pub(super) fn new(clock: Arc<dyn Clock>) -> Gateways {
        Gateways {
            clock,
            shards: Mutex::new(HashMap::new()),
        }
    }

    fn with<T>(&self, shard: u32, change: impl FnOnce(&mut Shard) -> T) -> T {
        let now = self.clock.now_ms();
        let mut shards = self.shards.lock().unwrap_or_else(|e| e.into_inner());
        let entry = shards.entry(shard).or_insert(Shard {
            alive_ms: now,
            connected: true,
            connections: 0,
            dropped_since: None,
        });
        change(entry)
    }

    /// A sign of life from a shard: something came through its connection.
    pub(super) fn alive(&self, shard: u32) {
        let now = self.clock.now_ms();
        self.with(shard, |s| {
            if s.connected {
                s.alive_ms = now;
            }
        });
    }

    /// A shard's connection reached `stage`.
    pub(super) fn stage(&self, shard: u32, stage: serenity::ConnectionStage) {
        let now = self.clock.now_ms();
        let connected = stage == serenity::ConnectionStage::Connected;
        self.with(shard, |s| {
            // Any connection after the first, and any other stage, says the one
            // before died, after its last sign of life.
            if !connected || s.connections > 0 {
                s.dropped_since.get_or_insert(s.alive_ms);
            }
            if connected {
                s.connections += 1;
                s.alive_ms = now;
            }
            s.connected = connected;
        });
    }
}

/// serenity's event handler for the shards' stages (poise's framework only sees
/// the gateway's dispatches, not these).
pub(super) struct StageEvents(pub(super) Arc<Gateways>);

#[serenity::async_trait]
impl serenity::EventHandler for StageEvents {
    async fn shard_stage_update(
        &self,
        _ctx: serenity::Context,
        event: serenity::ShardStageUpdateEvent,
    ) {
        self.0.stage(event.shard_id.0, event.new);
    }
}

/// What the watch knows between ticks.
pub(super) struct Watch {
    gateways: Arc<Gateways>,
    /// This process's shards.
    shards: Vec<u32>,
    /// Each shard's heartbeat latency at the last look: a new one is a heartbeat
    /// acknowledged, a sign of life.
    latencies: HashMap<u32, Option<Duration>>,
    /// Whether Discord's requests are failing: probed at every tick until one
    /// succeeds.
    unreachable: bool,
}

/// What one look found, told to the service off the async workers (an outage that
/// ends is written to the store).
enum Finding {
    Up(Interruption),
    DownSince(Interruption, i64),
}

/// Whether a request failed because Discord could not be reached or failed itself
/// (not because it refused the request).
fn out_of_reach(err: &serenity::Error) -> bool {
    match err {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            response.status_code.is_server_error()
        }
        serenity::Error::Http(serenity::HttpError::Request(_)) => true,
        serenity::Error::Io(_) | serenity::Error::Tungstenite(_) => true,
        _ => false,
    }
}

impl Watch {
    pub(super) fn new(gateways: Arc<Gateways>, shards: Vec<u32>) -> Watch {
        Watch {
            gateways,
            shards,
            latencies: HashMap::new(),
            unreachable: false,
        }
    }

    /// A delivery of the last tick failed: the next look asks Discord whether it is
    /// reachable.
    pub(super) fn delivery_failed(&mut self) {
        self.unreachable = true;
    }

    /// Looks at the shards (and, after a failure, at Discord's answers) and tells the
    /// service.
    pub(super) async fn look(
        &mut self,
        service: &Arc<Service>,
        manager: &serenity::ShardManager,
        http: &serenity::Http,
    ) {
        let mut findings = Vec::new();
        let runners: HashMap<u32, Option<Duration>> = manager
            .runners
            .lock()
            .await
            .iter()
            .map(|(id, info)| (id.0, info.latency))
            .collect();
        for &shard in &self.shards {
            let why = Interruption::Gateway(shard);
            let running = runners.get(&shard).copied();
            if let Some(latency) = running {
                if self.latencies.insert(shard, latency) != Some(latency) && latency.is_some() {
                    self.gateways.alive(shard);
                }
            }
            let seen = self.gateways.with(shard, |s| {
                let seen = *s;
                s.dropped_since = None;
                seen
            });
            if let Some(since) = seen.dropped_since {
                findings.push(Finding::DownSince(why, since));
            }
            if running.is_some() && seen.connected {
                findings.push(Finding::Up(why));
            } else {
                findings.push(Finding::DownSince(why, seen.alive_ms));
            }
        }
        if self.unreachable {
            match http.get_current_user().await {
                Err(err) if out_of_reach(&err) => {
                    tracing::warn!("Discord is out of reach: {err}");
                    findings.push(Finding::DownSince(Interruption::Discord, service.now_ms()));
                }
                _ => {
                    self.unreachable = false;
                    findings.push(Finding::Up(Interruption::Discord));
                }
            }
        }
        let service = service.clone();
        let told = tokio::task::spawn_blocking(move || {
            for finding in findings {
                match finding {
                    Finding::Up(why) => service.resumed(why),
                    Finding::DownSince(why, since) => service.interrupted_since(why, since),
                }
            }
        })
        .await;
        if let Err(err) = told {
            tracing::error!("could not tell the service whether the bot serves: {err}");
        }
    }
}
