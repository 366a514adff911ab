//! `martian-chess bench`: one table of the figures that matter, on this machine: perft
//! and `play` rates, the time of a `hard` computer move against its budget, the time
//! to pair a 200-player Swiss round against its budget, the service pipeline, and (with `--store-sizes`) the store scenario (`store_bench`);
//! with `--postgres URL --faults`, the PostgreSQL fault scenario alone (`pg_faults`).
//! Rows go to stdout as each finishes; progress to a terminal only.

use std::time::{Duration, Instant};

use anyhow::{bail, Result};
use indicatif::ProgressBar;
use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

use super::progress::{self, row};
use martian_chess::ai::{analyse, Level};
use martian_chess::engine::{perft as count, Layout, Move, Position, Rules};

/// Runs `f` until at least `seconds` have passed; returns (calls, elapsed seconds).
fn timed(seconds: f64, mut f: impl FnMut() -> u64) -> (u64, f64) {
    let start = Instant::now();
    let mut total = 0;
    loop {
        total += f();
        let elapsed = start.elapsed().as_secs_f64();
        if elapsed >= seconds {
            return (total, elapsed);
        }
    }
}

/// Plays random but fixed games from the duel start and counts `play` calls.
fn play_rate() -> (u64, f64) {
    let start = Position::start(Layout::duel(), Rules::default()).expect("duel start");
    let mut rng = Pcg64Mcg::seed_from_u64(0x9E37_79B9);
    // The move sequences are chosen once, outside the timing, so only `play` is timed.
    let mut games: Vec<Vec<Move>> = Vec::new();
    for _ in 0..64 {
        let mut pos = start;
        let mut line = Vec::new();
        while line.len() < 200 {
            let Some(&m) = pos.legal_moves().choose(&mut rng) else {
                break;
            };
            pos.play_unchecked(m);
            line.push(m);
        }
        games.push(line);
    }
    timed(1.0, || {
        let mut calls = 0;
        for line in &games {
            let mut pos = start;
            for m in line {
                if pos.play(*m).is_err() {
                    break;
                }
                calls += 1;
            }
            std::hint::black_box(&pos);
        }
        calls
    })
}

/// The positions `hard` is timed on: the duel, quad and hexa starts and a duel
/// middle game.
fn hard_positions() -> Vec<Position> {
    let middle = "QQD1/QD2/DP2/2P1/1P2/1P1D/2DQ/1DQQ 1 1,1 - - classic";
    let hexa = Layout::by_name("hexa").unwrap_or(Layout::quad());
    vec![
        Position::start(Layout::duel(), Rules::default()).expect("duel start"),
        middle.parse().expect("a valid MCFEN"),
        Position::start(Layout::quad(), Rules::default()).expect("quad start"),
        Position::start(hexa, Rules::default()).expect("hexa start"),
    ]
}

/// Issue 30: a round of a 200-player Swiss pairs in under a second.
const SWISS_ROUND_BUDGET: Duration = Duration::from_millis(1000);

/// The Swiss row: rounds paired per second, then the slowest round against its budget.
fn swiss_row(bar: &ProgressBar) {
    bar.set_message("swiss pairing");
    let times = super::swiss_bench::round_times();
    let total: Duration = times.iter().sum();
    let slowest = times.iter().max().copied().unwrap_or_default();
    let name = format!(
        "swiss {} players (rounds paired)",
        super::swiss_bench::PLAYERS
    );
    row(bar, &name, times.len() as u64, total.as_secs_f64());
    let verdict = if slowest <= SWISS_ROUND_BUDGET {
        "within"
    } else {
        "OVER"
    };
    progress::println(
        bar,
        format!(
            "  slowest of {} rounds {:.1} ms ({verdict} the {} ms budget)",
            times.len(),
            slowest.as_secs_f64() * 1000.0,
            SWISS_ROUND_BUDGET.as_millis()
        ),
    );
    bar.inc(1);
}

/// Issue 30's goal for drawing a 200-player standings table.
const STANDINGS_RENDER_BUDGET: Duration = Duration::from_millis(20);

fn standings_row(bar: &ProgressBar) {
    bar.set_message("standings table");
    let renders = 20;
    let (first, each, bytes) = super::swiss_bench::standings_render(renders);
    let name = format!(
        "standings table {} players (PNG)",
        super::swiss_bench::PLAYERS
    );
    row(
        bar,
        &name,
        u64::from(renders),
        each.as_secs_f64() * f64::from(renders),
    );
    let verdict = if each <= STANDINGS_RENDER_BUDGET {
        "within"
    } else {
        "OVER"
    };
    progress::println(
        bar,
        format!(
            "  {:.1} ms a table after the first ({:.1} ms), {} KB ({verdict} the {} ms budget)",
            each.as_secs_f64() * 1000.0,
            first.as_secs_f64() * 1000.0,
            bytes / 1024,
            STANDINGS_RENDER_BUDGET.as_millis()
        ),
    );
    bar.inc(1);
}

/// Issue 29: a 60-move duel is analysed in under five seconds.
const ANALYSIS_BUDGET: Duration = Duration::from_secs(5);

/// The analysis row: a fixed 60-move duel (seeded random moves, so that it has
/// mistakes to find) analysed at the analysis's node budget.
fn analysis_row(bar: &ProgressBar) -> Result<()> {
    bar.set_message("analysis");
    let start = Position::start(Layout::duel(), Rules::default()).expect("duel start");
    let mut rng = Pcg64Mcg::seed_from_u64(0xA11A);
    let mut pos = start;
    let mut moves = Vec::new();
    while moves.len() < 60 {
        let Some(&m) = pos.legal_moves().choose(&mut rng) else {
            break;
        };
        if pos.play(m).is_err() || pos.is_over() {
            break;
        }
        moves.push(m);
    }
    let began = Instant::now();
    let analysis = martian_chess::service::analyse_pyramid_game(
        &start,
        &moves,
        martian_chess::service::ANALYSIS_NODES,
    )
    .map_err(|e| anyhow::anyhow!("the analysis failed: {e:?}"))?;
    let took = began.elapsed();
    row(
        bar,
        "analysis 60-move duel (positions)",
        moves.len() as u64 + 1,
        took.as_secs_f64(),
    );
    let verdict = if took <= ANALYSIS_BUDGET {
        "within"
    } else {
        "OVER"
    };
    let marked = analysis.moves.iter().filter(|m| m.label.is_some()).count();
    progress::println(
        bar,
        format!(
            "  {} moves in {:.2} s at {} nodes a position ({verdict} the {} s budget), {marked} marked",
            moves.len(),
            took.as_secs_f64(),
            martian_chess::service::ANALYSIS_NODES,
            ANALYSIS_BUDGET.as_secs()
        ),
    );
    bar.inc(1);
    Ok(())
}

/// A `hard` move takes at most about a second (the level's safety net is 950 ms);
/// beyond this a player would notice.
const HARD_MOVE_BUDGET: Duration = Duration::from_millis(1500);

/// `hard` as in a game (node budget, time cap): nodes, total time, slowest move and
/// the shallowest depth over `positions`.
fn hard_moves(positions: &[Position]) -> (u64, Duration, Duration, u32) {
    let (mut nodes, mut total, mut slowest, mut depth) =
        (0, Duration::ZERO, Duration::ZERO, u32::MAX);
    for (seed, pos) in positions.iter().enumerate() {
        if let Some(c) = analyse(pos, Level::Hard, seed as u64) {
            nodes += c.nodes;
            total += c.elapsed;
            slowest = slowest.max(c.elapsed);
            depth = depth.min(c.depth);
        }
    }
    (nodes, total, slowest, depth)
}

/// Options of `martian-chess bench`.
#[derive(clap::Args, Debug)]
pub struct BenchArgs {
    /// Perft depth from the duel start.
    #[arg(long, default_value_t = 7)]
    pub depth: u32,
    /// Seconds of the service pipeline run (64 channels, sled, PNG per move); 0 skips it.
    #[arg(long, default_value_t = 5.0)]
    pub pipeline_seconds: f64,
    /// Also run the pipeline on this PostgreSQL database (postgres://user@host/db),
    /// beside sled. It writes games there, in a server of its own each run: give it a
    /// database of its own.
    #[arg(long, value_name = "URL")]
    pub postgres: Option<String>,
    /// The store scenario at these sizes, in finished games (open games 20% and players
    /// 10% of that), e.g. 10000,100000: each store filled through the service, then
    /// start-up, commands, moves and ticks timed on it.
    #[arg(long, value_delimiter = ',', value_name = "FINISHED,...")]
    pub store_sizes: Vec<u64>,
    /// Servers the store scenario's games and players are split over.
    #[arg(long, default_value_t = 1)]
    pub store_servers: u64,
    /// Requests timed per command (and moves) in the store scenario.
    #[arg(long, default_value_t = 300)]
    pub store_samples: usize,
    /// Start-ups timed per size in the store scenario (each in a fresh process).
    #[arg(long, default_value_t = 5)]
    pub store_starts: usize,
    /// Only the store scenario (at 10000,100000 unless --store-sizes says otherwise).
    #[arg(long)]
    pub store_only: bool,
    /// Only the PostgreSQL fault scenario, on the --postgres database: channels play
    /// through a relay that hangs the server, then cuts its connections (a restart);
    /// the answers during the hang, the recovery and the moves per second are timed.
    /// Each calm stretch lasts --pipeline-seconds.
    #[arg(long, requires = "postgres")]
    pub faults: bool,
    /// How long the fault scenario's hang lasts (past the statement timeout, 15 s by
    /// default, so that requests caught in it give up).
    #[arg(long, default_value_t = 20.0)]
    pub hang_seconds: f64,
}

/// The store scenario's sizes when `--store-only` names none.
const DEFAULT_STORE_SIZES: [u64; 2] = [10_000, 100_000];

/// `bench`: the engine and pipeline rows (unless `--store-only`), then the store
/// scenario when asked for.
pub fn run(args: &BenchArgs) -> Result<()> {
    if args.faults {
        let url = args.postgres.as_deref().unwrap_or_default();
        let phase = args.pipeline_seconds.max(1.0);
        return super::pg_faults::run(url, phase, args.hang_seconds);
    }
    if !args.store_only {
        engine_and_pipeline(args.depth, args.pipeline_seconds, args.postgres.as_deref())?;
    }
    let mut sizes = args.store_sizes.clone();
    if sizes.is_empty() && args.store_only {
        sizes = DEFAULT_STORE_SIZES.to_vec();
    }
    if sizes.is_empty() {
        return Ok(());
    }
    sizes.sort_unstable();
    super::store_bench::run(&super::store_bench::Options {
        sizes,
        servers: args.store_servers,
        lanes: super::fill::DEFAULT_LANES,
        samples: args.store_samples,
        starts: args.store_starts,
    })
}

/// Fresh processes timed for the first board.
const FRESH_RUNS: usize = 7;

/// What a fresh process pays for its first board: this program's `render` of the duel
/// start with names, each run a new process, timed from its start to its exit (so
/// process start and the PNG's write are included: the board alone costs less). The
/// median and the slowest run, in milliseconds.
fn fresh_render_ms() -> Result<(f64, f64)> {
    let exe = std::env::current_exe()?;
    let out = std::env::temp_dir().join(format!("first-board-{}.png", std::process::id()));
    let start = Position::start(Layout::duel(), Rules::default())?.to_string();
    let mut runs = Vec::with_capacity(FRESH_RUNS);
    for _ in 0..FRESH_RUNS {
        let began = Instant::now();
        let status = std::process::Command::new(&exe)
            .args(["render", &start, "--names", "alice,bob", "--output"])
            .arg(&out)
            .status()?;
        runs.push(began.elapsed().as_secs_f64() * 1000.0);
        if !status.success() {
            bail!("`martian-chess render` failed ({status}) while timing the first board");
        }
    }
    let _ = std::fs::remove_file(&out);
    runs.sort_by(f64::total_cmp);
    Ok((runs[FRESH_RUNS / 2], runs[FRESH_RUNS - 1]))
}

/// Perft nodes per second from the duel start, `play` calls per second, the time of a
/// `hard` move, the first board of a fresh process, and the service pipeline.
fn engine_and_pipeline(depth: u32, pipeline_seconds: f64, postgres: Option<&str>) -> Result<()> {
    if depth > 9 {
        bail!("bench depth {depth} would take too long: use 9 or less.");
    }
    // Paced like quick players (100 ms to think), then flat out (saturation); on sled,
    // and on PostgreSQL when given.
    let mut pipelines: Vec<(u64, Option<&str>)> = Vec::new();
    if pipeline_seconds > 0.0 {
        for store in std::iter::once(None).chain(postgres.map(Some)) {
            pipelines.extend([(100, store), (0, store)]);
        }
    }
    let bar = progress::bar(10 + pipelines.len() as u64, "steps");
    progress::println(
        &bar,
        format!(
            "{:<34} {:>14} {:>10} {:>16}",
            "benchmark", "count", "seconds", "per second"
        ),
    );
    // The 12-wide hexa board stores its pieces in u128s (the others in u64s): its
    // row shows what the wider type costs. One ply less than the duel keeps it short.
    let hexa = Layout::by_name("hexa").unwrap_or(Layout::quad());
    for layout in [Layout::duel(), Layout::quad(), hexa] {
        let pos = Position::start(layout, Rules::default())?;
        let d = if layout == Layout::duel() {
            depth
        } else if layout == hexa {
            depth.saturating_sub(1)
        } else {
            depth.saturating_sub(2)
        };
        bar.set_message(format!("perft {} depth {d}", layout.name()));
        let start = Instant::now();
        let nodes = count(&pos, d);
        let secs = start.elapsed().as_secs_f64();
        let name = format!("perft {} start depth {d} (nodes)", layout.name());
        row(&bar, &name, nodes, secs);
        bar.inc(1);
    }
    bar.set_message("play calls");
    let (calls, secs) = play_rate();
    row(&bar, "play (checked) calls", calls, secs);
    bar.inc(1);

    bar.set_message("computer hard");
    let positions = hard_positions();
    let (nodes, total, slowest, shallowest) = hard_moves(&positions);
    let name = format!("computer hard, {} moves (nodes)", positions.len());
    row(&bar, &name, nodes, total.as_secs_f64());
    let verdict = if slowest <= HARD_MOVE_BUDGET {
        "within"
    } else {
        "OVER"
    };
    progress::println(
        &bar,
        format!(
            "  slowest move {:.0} ms ({verdict} the {} ms budget), depth {shallowest} or more",
            slowest.as_secs_f64() * 1000.0,
            HARD_MOVE_BUDGET.as_millis()
        ),
    );
    bar.inc(1);

    bar.set_message("first board");
    let (median, slowest) = fresh_render_ms()?;
    row(
        &bar,
        "first board, fresh process (runs)",
        FRESH_RUNS as u64,
        median * FRESH_RUNS as f64 / 1000.0,
    );
    progress::println(
        &bar,
        format!(
            "  `martian-chess render` of the duel start, start to exit: median {median:.1} ms, slowest {slowest:.1} ms"
        ),
    );
    bar.inc(1);

    swiss_row(&bar);
    standings_row(&bar);
    analysis_row(&bar)?;
    super::bench_history::history_row(&bar, postgres)?;
    super::bench_carnett_analysis::row(&bar)?;

    for &(think_ms, store) in &pipelines {
        bar.set_message(format!("pipeline, think {think_ms}ms"));
        let think = Duration::from_millis(think_ms);
        let report = super::pipeline::run(64, pipeline_seconds, think, store)?;
        let name = format!(
            "pipeline {}, {} ch, think {}ms",
            report.store, report.channels, report.think_ms
        );
        row(&bar, &name, report.moves as u64, report.seconds);
        progress::println(
            &bar,
            format!(
                "  move latency: p50 {:.1} ms, p99 {:.1} ms (durable store write + board PNG)",
                report.p50_ms, report.p99_ms
            ),
        );
        progress::println(
            &bar,
            format!(
                "  autocomplete: p50 {:.0} µs, p99 {:.0} µs",
                report.autocomplete_p50_us, report.autocomplete_p99_us
            ),
        );
        bar.inc(1);
    }
    bar.finish_and_clear();
    Ok(())
}
