//! `martian-chess fill`, and the fill behind `bench --store-sizes`: a store filled
//! quickly with N finished games, M open games and P players over S servers, through
//! the service's ordinary requests (never by writing records directly), so that the
//! store holds exactly what players would have left in it, indexes included.
//!
//! Speed comes from the shortest legal path to each game, from one flush per chunk
//! of games instead of one per request, and from a few lanes at once (one thread and
//! channel each): see `lane.rs`.
//!
//! Time is simulated: finished games a minute apart, then the open games over two
//! hours ending at the real time, so that a console or bot started on the store finds
//! nothing overdue.

mod lane;
mod plan;

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Barrier, Mutex};
use std::time::Instant;

use anyhow::{anyhow, bail, Result};
use indicatif::ProgressBar;

use martian_chess::service::{Clock, ManualClock, SearchPlayer, Service, SystemClock};
use martian_chess::store::{SledStore, Store};

use super::requests::bot;

pub use lane::OpenGame;
pub use plan::Plan;

use lane::{Lane, FINISHED_STEP_MS};

const HOUR_MS: i64 = 3_600_000;
/// Lanes unless told otherwise. Each lane's writes share one flush per chunk of games
/// (see `lane.rs`), so lanes are not there to share flushes but to keep both cores
/// busy while sled writes its log: 8 filled fastest here (2 cores; 2, 4 and 64 lanes
/// were 10 to 35% slower).
pub const DEFAULT_LANES: u64 = 8;
/// Simulated time between the last finished game and the first open one.
const GAP_MS: i64 = HOUR_MS;
/// The open games are started over this much simulated time, evenly.
pub const OPEN_SPAN_MS: i64 = 2 * HOUR_MS;

/// What a fill did.
pub struct Filled {
    /// Wall-clock seconds of the finished games, then of the open games.
    pub finished_seconds: f64,
    pub open_seconds: f64,
    /// The games left under way (not the invitations), for moves.
    pub under_way: Vec<OpenGame>,
    /// Simulated time: when the first open game started, and when the fill ended.
    pub open_from_ms: i64,
    pub now_ms: i64,
}

/// What every lane shares.
struct Shared<'a> {
    service: &'a Service,
    store: &'a dyn Store,
    clock: &'a ManualClock,
    plan: &'a Plan,
    bar: &'a ProgressBar,
    /// Between the phases: every lane waits, one sets the clock, every lane waits again.
    phase: Barrier,
    failed: AtomicBool,
    open_from_ms: i64,
    finished_seconds: Mutex<f64>,
    began: Instant,
}

impl Shared<'_> {
    /// Counts a game; false once some lane failed, so that the others stop too.
    fn done(&self) -> bool {
        self.bar.inc(1);
        !self.failed.load(Ordering::Relaxed)
    }

    fn lane(&self, l: u64) -> Lane<'_> {
        let servers = self.plan.servers;
        let server = l % servers;
        Lane {
            service: self.service,
            store: self.store,
            clock: self.clock,
            plan: self.plan,
            server,
            index: l / servers,
            of: plan::share(self.plan.lanes(), server, servers),
            channel: self.plan.lane_channel(l),
        }
    }

    /// Lane `l`'s whole part: its finished games, the phase change, its open games.
    fn run(&self, l: u64) -> Result<Vec<OpenGame>> {
        let lane = self.lane(l);
        let finished = lane.finished(|| self.done());
        if finished.is_err() {
            self.failed.store(true, Ordering::Relaxed);
        }
        // Every lane reaches the barrier, failed or not, or the others would wait forever.
        if self.phase.wait().is_leader() {
            self.clock.set(self.open_from_ms);
            *self
                .finished_seconds
                .lock()
                .unwrap_or_else(|e| e.into_inner()) = self.began.elapsed().as_secs_f64();
        }
        self.phase.wait();
        finished?;
        if self.failed.load(Ordering::Relaxed) {
            return Ok(Vec::new());
        }
        let step = OPEN_SPAN_MS / self.plan.open.max(1) as i64;
        let open = lane.open_games(step, || self.done());
        if open.is_err() {
            self.failed.store(true, Ordering::Relaxed);
        }
        open
    }
}

/// Fills `store` (empty) as `plan` says; `bar` counts the games.
pub fn fill(store: Arc<dyn Store>, plan: &Plan, bar: &ProgressBar) -> Result<Filled> {
    plan.check()?;
    let open_from_ms = SystemClock.now_ms() - OPEN_SPAN_MS;
    let start_ms = open_from_ms - GAP_MS - plan.finished as i64 * FINISHED_STEP_MS;
    let clock = Arc::new(ManualClock::new(start_ms));
    let service = Service::new(store.clone(), clock.clone(), Arc::new(SearchPlayer), bot());
    let lanes = plan.lanes();
    let shared = Shared {
        service: &service,
        store: store.as_ref(),
        clock: &clock,
        plan,
        bar,
        phase: Barrier::new(lanes as usize),
        failed: AtomicBool::new(false),
        open_from_ms,
        finished_seconds: Mutex::new(0.0),
        began: Instant::now(),
    };
    let results: Vec<Result<Vec<OpenGame>>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..lanes)
            .map(|l| {
                let shared = &shared;
                scope.spawn(move || shared.run(l))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err(anyhow!("a fill thread panicked")))
            })
            .collect()
    });
    let mut under_way = Vec::new();
    for result in results {
        under_way.extend(result?);
    }
    let finished_seconds = *shared
        .finished_seconds
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    Ok(Filled {
        finished_seconds,
        open_seconds: shared.began.elapsed().as_secs_f64() - finished_seconds,
        under_way,
        open_from_ms,
        now_ms: clock.now_ms(),
    })
}

/// Options of `martian-chess fill`.
#[derive(clap::Args, Debug)]
pub struct FillArgs {
    /// The sled store's folder: created, and refused if it holds anything already.
    #[arg(long)]
    pub data: PathBuf,
    /// Finished (rated) games.
    #[arg(long, default_value_t = 10_000)]
    pub finished: u64,
    /// Open games, a quarter of them unanswered invitations [default: 20% of --finished].
    #[arg(long)]
    pub open: Option<u64>,
    /// Players in all [default: 10% of --finished].
    #[arg(long)]
    pub players: Option<u64>,
    /// Servers the games and players are split over, evenly.
    #[arg(long, default_value_t = 1)]
    pub servers: u64,
    /// Picks the pairings, the moves and who resigns.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Channels played in at once (one thread each).
    #[arg(long, default_value_t = DEFAULT_LANES)]
    pub lanes: u64,
}

impl FillArgs {
    fn plan(&self) -> Plan {
        let scaled = Plan::scaled(self.finished, self.servers, self.seed, self.lanes);
        Plan {
            open: self.open.unwrap_or(scaled.open),
            players: self.players.unwrap_or(scaled.players),
            ..scaled
        }
    }
}

/// `fill`: a new store in `--data`, and one line saying what it holds.
pub fn run(args: &FillArgs) -> Result<()> {
    let plan = args.plan();
    plan.check()?;
    let occupied = std::fs::read_dir(&args.data).is_ok_and(|mut d| d.next().is_some());
    if occupied {
        bail!(
            "{} is not empty: fill makes a new store, in a new or empty folder",
            args.data.display()
        );
    }
    let store = Arc::new(SledStore::open(&args.data).map_err(|e| anyhow!("{e}"))?);
    let bar = super::progress::bar(plan.finished + plan.open, "games");
    bar.set_message(format!("filling {}", args.data.display()));
    let filled = fill(store, &plan, &bar)?;
    bar.finish_and_clear();
    // A clean stop, as the bot's: the next start need not replay the fill's writes.
    SledStore::write_snapshot(&args.data).map_err(|e| anyhow!("{e}"))?;
    let seconds = filled.finished_seconds + filled.open_seconds;
    println!(
        "filled {}: {} finished and {} open games, {} players over {} servers, in {:.1} s ({:.0} finished games per second)",
        args.data.display(),
        plan.finished,
        plan.open,
        plan.players,
        plan.servers,
        seconds,
        plan.finished as f64 / filled.finished_seconds.max(1e-9)
    );
    Ok(())
}
