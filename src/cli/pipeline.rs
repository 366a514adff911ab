//! The service pipeline benchmark: many channels playing random legal games at once
//! through the service, a real store (durable acknowledgements: sled, or PostgreSQL
//! with `bench --postgres URL`) and a rendered board per move.

use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};

use anyhow::{anyhow, Result};
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;

use martian_chess::engine::Position;
use martian_chess::model::{ChannelId, GuildId, MessageId, UserId};
use martian_chess::service::{
    Action, Challenge, Delivery, DeliveryOutcome, Reply, Request, SearchPlayer, Service,
    SystemClock, User,
};
use martian_chess::store::{PostgresStore, SledStore, Store};

use super::requests::{bot, request};
use super::samples::percentile;

/// What the pipeline run measured.
pub struct PipelineReport {
    /// Which store: `sled` or `postgres`.
    pub store: &'static str,
    pub channels: usize,
    pub think_ms: u64,
    pub moves: usize,
    pub seconds: f64,
    pub p50_ms: f64,
    pub p99_ms: f64,
    pub autocomplete_p50_us: f64,
    pub autocomplete_p99_us: f64,
}

/// The benchmark's one server. On PostgreSQL, a new one each run (by the time), so
/// that a database kept between runs has no channel already busy.
#[derive(Clone, Copy)]
struct Server(GuildId);

impl Server {
    /// A request in `channel` of this server.
    fn request(self, user: &User, channel: u64, action: Action) -> Request {
        request(user, self.0, ChannelId(channel), action)
    }
}

/// Starts a game between two fresh players in `channel`.
fn start(service: &Service, server: Server, channel: u64, round: u64) -> [User; 2] {
    let base = 1000 + channel * 1_000_000 + round * 2;
    let people = [
        User {
            id: UserId(base),
            name: format!("a{channel}"),
            is_manager: false,
            is_bot: false,
        },
        User {
            id: UserId(base + 1),
            name: format!("b{channel}"),
            is_manager: false,
            is_bot: false,
        },
    ];
    let challenge = Challenge {
        opponents: vec![people[1].clone()],
        ..Challenge::default()
    };
    service.handle(&server.request(&people[0], channel, Action::Challenge(challenge)));
    service.handle(&server.request(&people[1], channel, Action::Accept));
    people
}

/// One channel's player: random legal moves until `until`, timing each request, with
/// `think` between its moves (zero: as fast as the service answers).
fn play_channel(
    service: &Service,
    server: Server,
    channel: u64,
    until: Instant,
    seed: u64,
    think: Duration,
) -> Vec<f64> {
    let mut latencies = Vec::new();
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    // Message ids as Discord would give them, unique to this channel.
    let mut posted = channel << 32;
    let mut round = 0;
    while Instant::now() < until {
        let people = start(service, server, channel, round);
        round += 1;
        let mut pos: Position = martian_chess::engine::Layout::duel()
            .start_fen()
            .parse()
            .expect("duel start");
        while !pos.is_over() && Instant::now() < until {
            let Some(&m) = pos.legal_moves().choose(&mut rng) else {
                break;
            };
            let mover = &people[pos.to_move().index()];
            // Spread the players' thinking so that they don't all click at once.
            std::thread::sleep(think.mul_f64(rng.random_range(0.5..1.5)));
            let began = Instant::now();
            let replies = service.handle(&server.request(
                mover,
                channel,
                Action::Move {
                    text: m.to_string(),
                    call_clock: false,
                },
            ));
            // The board is drawn as the Discord adapter would, before delivering.
            replies.iter().for_each(Reply::draw);
            latencies.push(began.elapsed().as_secs_f64() * 1000.0);
            if !replies
                .iter()
                .any(|r| matches!(r.delivery, Delivery::Board { .. }))
            {
                break; // Refused (should not happen): start a fresh game.
            }
            // Then, as the adapter does once they are delivered, the ids of the board
            // (the same message, edited) and of the new ping are reported.
            for reply in &replies {
                if let Some(receipt) = &reply.receipt {
                    let id = match reply.delivery {
                        Delivery::Board { message: Some(id) } => id,
                        _ => {
                            posted += 1;
                            MessageId(posted)
                        }
                    };
                    service.confirm(receipt, DeliveryOutcome::Posted(id));
                }
            }
            pos.play_unchecked(m);
        }
    }
    latencies
}

/// Runs `channels` games at once for `seconds`, each player thinking about `think`
/// (0.5 to 1.5 times it) before each move: on a fresh sled store, or on the
/// PostgreSQL database at `postgres` (in a server of its own).
pub fn run(
    channels: usize,
    seconds: f64,
    think: Duration,
    postgres: Option<&str>,
) -> Result<PipelineReport> {
    let dir = std::env::temp_dir().join(format!("martian-chess-bench-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (store, server, name): (Arc<dyn Store>, Server, &'static str) = match postgres {
        None => (
            Arc::new(SledStore::open(&dir).map_err(|e| anyhow!("{e}"))?),
            Server(GuildId(1)),
            "sled",
        ),
        Some(url) => {
            let now = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(1, |d| d.as_millis() as u64);
            (
                Arc::new(PostgresStore::open(url).map_err(|e| anyhow!("{e}"))?),
                Server(GuildId(now)),
                "postgres",
            )
        }
    };
    let service = Arc::new(Service::new(
        store,
        Arc::new(SystemClock),
        Arc::new(SearchPlayer),
        bot(),
    ));
    let barrier = Arc::new(Barrier::new(channels));
    let began = Instant::now();
    let until = began + Duration::from_secs_f64(seconds);
    let handles: Vec<_> = (0..channels as u64)
        .map(|channel| {
            let service = service.clone();
            let barrier = barrier.clone();
            std::thread::spawn(move || {
                barrier.wait();
                play_channel(&service, server, channel + 1, until, channel + 1, think)
            })
        })
        .collect();
    let mut latencies: Vec<f64> = Vec::new();
    for handle in handles {
        latencies.extend(
            handle
                .join()
                .map_err(|_| anyhow!("a benchmark thread panicked"))?,
        );
    }
    let elapsed = began.elapsed().as_secs_f64();
    latencies.sort_by(|a, b| a.total_cmp(b));

    // Autocomplete on a game in progress, answered from memory.
    let people = start(&service, server, 10_000, 0);
    let mut auto: Vec<f64> = (0..2000)
        .map(|i| {
            let typed = ["", "c", "d3", "b3a"][i % 4];
            let t = Instant::now();
            let choices = service.autocomplete_move(
                "en-US",
                people[0].id,
                server.0,
                ChannelId(10_000),
                typed,
            );
            std::hint::black_box(choices);
            t.elapsed().as_secs_f64() * 1e6
        })
        .collect();
    auto.sort_by(|a, b| a.total_cmp(b));
    drop(service);
    let _ = std::fs::remove_dir_all(&dir);
    Ok(PipelineReport {
        store: name,
        channels,
        think_ms: think.as_millis() as u64,
        moves: latencies.len(),
        seconds: elapsed,
        p50_ms: percentile(&latencies, 0.5),
        p99_ms: percentile(&latencies, 0.99),
        autocomplete_p50_us: percentile(&auto, 0.5),
        autocomplete_p99_us: percentile(&auto, 0.99),
    })
}
