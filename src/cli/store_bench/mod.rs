//! The store scenario of `martian-chess bench --store-sizes`: for each size, a store
//! filled through the service (`fill`) with that many finished games, 20% as many
//! open games and 10% as many players, then start-up, the first move after it, the
//! read commands, moves and ticks with due items, timed on that store. One table at
//! the end puts the sizes side by side, with how much slower the largest is than the
//! smallest, so that growth shows in one run.

mod measure;
pub mod probe;
mod ticks;

use std::path::Path;

use anyhow::Result;
use indicatif::ProgressBar;
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

use martian_chess::service::{Action, ManualClock};

use super::fill::{self, Plan};
use super::progress;
use super::samples::Samples;
use measure::{ColdCounts, Store};
use ticks::Ticks;

/// The same games at every run.
const SEED: u64 = 12;
/// The goals: start-up, and each command and move (medians), on the largest store.
const START_GOAL_MS: f64 = 100.0;
const COMMAND_GOAL_MS: f64 = 2.0;
/// How much slower a command may be on the largest store than on the smallest.
const GROWTH_GOAL: f64 = 1.5;

/// How to run the scenario.
pub struct Options {
    /// Finished games of each store, smallest first.
    pub sizes: Vec<u64>,
    pub servers: u64,
    /// The fill's lanes (see `fill`).
    pub lanes: u64,
    /// Requests timed per command, and moves.
    pub samples: usize,
    /// Start-ups timed, each in a fresh process.
    pub starts: usize,
}

/// What one store measured.
struct Figures {
    plan: Plan,
    fill_seconds: (f64, f64),
    /// The snapshot written at the fill's clean stop.
    snapshot_ms: f64,
    disk_bytes: u64,
    start: Samples,
    first_move: Samples,
    commands: Vec<Command>,
    moves: Samples,
    expiring: Ticks,
    reminding: Ticks,
}

/// Bytes of the files under `dir`.
fn disk_bytes(dir: &Path) -> u64 {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return 0;
    };
    entries
        .flatten()
        .map(|e| match e.metadata() {
            Ok(m) if m.is_dir() => disk_bytes(&e.path()),
            Ok(m) => m.len(),
            Err(_) => 0,
        })
        .sum()
}

/// The commands timed, by name: each asked by a random player of the server; the
/// server's lists at a random page, a player's at the first (the usual question).
fn commands(
    store: &mut Store,
    service: &martian_chess::service::Service,
    n: usize,
) -> Result<Vec<Command>> {
    // Cold: requests after a start, each about a page or player no request asked
    // about before, so that it reads records sled has not cached yet. Warm: random
    // requests once every list was read, as in a bot that has been running a while.
    let cold_counts = store.draw_unseen(n, 3);
    let cold = timed_commands(store, service, &cold_counts)?;
    store.unseen = None;
    store.warm_all(service)?;
    let every = ColdCounts {
        leaderboard: n,
        games_pages: n,
        per_player: n,
    };
    let warm = timed_commands(store, service, &every)?;
    Ok(cold
        .into_iter()
        .zip(warm)
        .map(|((name, cold), (_, warm))| Command { name, cold, warm })
        .collect())
}

/// One command's timings.
struct Command {
    name: &'static str,
    cold: Samples,
    warm: Samples,
}

/// The commands, as many of each as `n` says (three of them about one player).
fn timed_commands(
    store: &mut Store,
    service: &martian_chess::service::Service,
    n: &ColdCounts,
) -> Result<Vec<(&'static str, Samples)>> {
    Ok(vec![
        (
            "leaderboard, random page",
            store.repeat(service, n.leaderboard, Store::leaderboard)?,
        ),
        (
            "history",
            store.repeat(service, n.per_player, |s| {
                s.command(|_| Action::History {
                    game: martian_chess::model::GameKind::Martian,
                    user: None,
                    page: None,
                })
            })?,
        ),
        (
            "games (server), random page",
            store.repeat(service, n.games_pages, Store::games_page)?,
        ),
        (
            "games (one player)",
            store.repeat(service, n.per_player, |s| {
                s.command(|who| Action::Games {
                    user: Some(who),
                    page: None,
                })
            })?,
        ),
        (
            "stats",
            store.repeat(service, n.per_player, |s| {
                s.command(|_| Action::Stats {
                    game: martian_chess::model::GameKind::Martian,
                    user: None,
                })
            })?,
        ),
    ])
}

/// Fills a store in `dir` as `plan` says and measures it.
fn measure_in(plan: &Plan, dir: &Path, options: &Options, bar: &ProgressBar) -> Result<Figures> {
    let sled = martian_chess::store::SledStore::open(dir).map_err(|e| anyhow::anyhow!("{e}"))?;
    let filled = fill::fill(std::sync::Arc::new(sled), plan, bar)?;
    // The fill stops cleanly, as the bot does: the snapshot is written now, and a start
    // after a crash would replay the same log.
    let began = std::time::Instant::now();
    martian_chess::store::SledStore::write_snapshot(dir).map_err(|e| anyhow::anyhow!("{e}"))?;
    let snapshot_ms = began.elapsed().as_secs_f64() * 1000.0;
    let mut store = Store {
        plan: plan.clone(),
        dir: dir.to_path_buf(),
        under_way: filled.under_way,
        clock: std::sync::Arc::new(ManualClock::new(filled.now_ms)),
        rng: Pcg64Mcg::seed_from_u64(SEED),
        unseen: None,
    };
    let disk = disk_bytes(dir);
    bar.set_message(format!("{} finished games: start-ups", plan.finished));
    let (mut start, mut first_move) = (Samples::default(), Samples::default());
    for _ in 0..options.starts.max(1) {
        let (ms, move_ms) = probe::probe(&mut store, dir)?;
        start.push(ms);
        first_move.push(move_ms);
    }
    let service = store.open()?;
    bar.set_message(format!("{} finished games: commands", plan.finished));
    let commands = commands(&mut store, &service, options.samples)?;
    // Ticks before moves: a move puts its game's reminder two days later, and
    // hundreds of them would leave fewer reminders due than planned.
    bar.set_message(format!("{} finished games: ticks", plan.finished));
    let (expiring, reminding) = ticks::measure(&store, &service, filled.open_from_ms)?;
    bar.set_message(format!("{} finished games: moves", plan.finished));
    let moves = store.moves(&service, options.samples)?;
    Ok(Figures {
        plan: plan.clone(),
        fill_seconds: (filled.finished_seconds, filled.open_seconds),
        snapshot_ms,
        disk_bytes: disk,
        start,
        first_move,
        commands,
        moves,
        expiring,
        reminding,
    })
}

/// "10k", "1.5k", "200".
fn short(n: u64) -> String {
    match n {
        0..1000 => n.to_string(),
        _ if n % 1000 == 0 => format!("{}k", n / 1000),
        _ => format!("{:.1}k", n as f64 / 1000.0),
    }
}

/// "0.31 / 0.95 ms": median and 99th percentile.
fn timing(s: &Samples) -> String {
    format!("{:.3} / {:.3} ms", s.median(), s.p99())
}

/// "12.1 ms (max 15.0)".
fn with_max(s: &Samples) -> String {
    format!("{:.1} ms (max {:.1})", s.median(), s.max())
}

/// "12.1 ms for 100 (batch max 4.0)": a whole pass, and its longest batch.
fn tick_cell(t: &Ticks) -> String {
    format!(
        "{:.1} ms for {:.0} (batch max {:.1})",
        t.samples.median(),
        t.per_tick(),
        t.batches.max()
    )
}

/// One row of the table: its cells, the medians compared across sizes, and its goal.
struct Line {
    label: String,
    cells: Vec<String>,
    medians: Vec<f64>,
    goal_ms: Option<f64>,
    /// Whether the growth goal applies (commands and moves).
    growth_goal: bool,
}

fn line(
    figures: &[Figures],
    label: &str,
    goal_ms: Option<f64>,
    growth_goal: bool,
    cell: impl Fn(&Figures) -> (String, f64),
) -> Line {
    let (cells, medians) = figures.iter().map(cell).unzip();
    Line {
        label: label.to_string(),
        cells,
        medians,
        goal_ms,
        growth_goal,
    }
}

/// The first move is made [`probe::PAUSE_MS`] after the first reply.
fn first_move_label() -> String {
    format!(
        "first move, {} s after a start",
        probe::PAUSE_MS as f64 / 1000.0
    )
}

fn lines(figures: &[Figures]) -> Vec<Line> {
    let mut lines = vec![
        line(
            figures,
            "fill: seconds, finished + open games",
            None,
            false,
            |f| {
                (
                    format!("{:.1} + {:.1} s", f.fill_seconds.0, f.fill_seconds.1),
                    f64::NAN,
                )
            },
        ),
        line(
            figures,
            "fill: finished games per second",
            None,
            false,
            |f| {
                let rate = f.plan.finished as f64 / f.fill_seconds.0.max(1e-9);
                (format!("{rate:.0}"), f64::NAN)
            },
        ),
        line(figures, "store on disk", None, false, |f| {
            (format!("{:.0} MB", f.disk_bytes as f64 / 1e6), f64::NAN)
        }),
        line(
            figures,
            "snapshot written at a clean stop",
            None,
            false,
            |f| (format!("{:.0} ms", f.snapshot_ms), f.snapshot_ms),
        ),
        line(
            figures,
            "start-up to first reply",
            Some(START_GOAL_MS),
            false,
            |f| (with_max(&f.start), f.start.median()),
        ),
        line(figures, "start-ups in order (ms)", None, false, |f| {
            let each: Vec<String> = f.start.all().iter().map(|ms| format!("{ms:.0}")).collect();
            (each.join(", "), f64::NAN)
        }),
        line(figures, &first_move_label(), None, false, |f| {
            (with_max(&f.first_move), f.first_move.median())
        }),
    ];
    let names: Vec<&str> = figures
        .first()
        .map_or(Vec::new(), |f| f.commands.iter().map(|c| c.name).collect());
    for (i, name) in names.iter().enumerate() {
        lines.push(line(
            figures,
            &format!("{name}, cold, p50 / p99"),
            Some(COMMAND_GOAL_MS),
            true,
            |f| (timing(&f.commands[i].cold), f.commands[i].cold.median()),
        ));
    }
    for (i, name) in names.iter().enumerate() {
        lines.push(line(
            figures,
            &format!("{name}, warm, p50 / p99"),
            Some(COMMAND_GOAL_MS),
            true,
            |f| (timing(&f.commands[i].warm), f.commands[i].warm.median()),
        ));
    }
    lines.push(line(
        figures,
        "move, p50 / p99",
        Some(COMMAND_GOAL_MS),
        true,
        |f| (timing(&f.moves), f.moves.median()),
    ));
    let due = ticks::PER_TICK;
    lines.push(line(
        figures,
        &format!("tick, ~{due} invitations expiring"),
        None,
        false,
        |f| (tick_cell(&f.expiring), f.expiring.samples.median()),
    ));
    lines.push(line(
        figures,
        &format!("tick, ~{due} reminders"),
        None,
        false,
        |f| (tick_cell(&f.reminding), f.reminding.samples.median()),
    ));
    lines
}

/// "1.08x", marked when over the growth goal; "" for a single size or no figure.
fn growth(line: &Line) -> String {
    let (Some(first), Some(last)) = (line.medians.first(), line.medians.last()) else {
        return String::new();
    };
    if line.medians.len() < 2 || !first.is_finite() || *first <= 0.0 {
        return String::new();
    }
    let ratio = last / first;
    let over = line.growth_goal && ratio > GROWTH_GOAL;
    format!("{ratio:.2}x{}", if over { " (over)" } else { "" })
}

/// "< 2 ms: ok" on the largest store.
fn verdict(line: &Line) -> String {
    match (line.goal_ms, line.medians.last()) {
        (Some(goal), Some(last)) => {
            let ok = if *last < goal { "ok" } else { "OVER" };
            format!("< {goal} ms: {ok}")
        }
        _ => String::new(),
    }
}

fn print_table(bar: &ProgressBar, figures: &[Figures]) {
    let mut header = format!("{:<46}", "store: finished / open / players");
    for f in figures {
        let shape = format!(
            "{}/{}/{}",
            short(f.plan.finished),
            short(f.plan.open),
            short(f.plan.players)
        );
        header.push_str(&format!(" {shape:>22}"));
    }
    header.push_str(&format!(" {:>14}  {}", "largest/first", "goal (largest)"));
    progress::println(bar, header);
    for line in lines(figures) {
        let mut text = format!("{:<46}", line.label);
        for cell in &line.cells {
            text.push_str(&format!(" {cell:>22}"));
        }
        text.push_str(&format!(" {:>14}  {}", growth(&line), verdict(&line)));
        progress::println(bar, text.trim_end());
    }
}

/// Runs the scenario at every size and prints the table.
pub fn run(options: &Options) -> Result<()> {
    let mut figures = Vec::new();
    for &size in &options.sizes {
        let plan = Plan::scaled(size, options.servers, SEED, options.lanes);
        plan.check()?;
        let dir = std::env::temp_dir().join(format!(
            "martian-chess-store-bench-{}-{size}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        let bar = progress::bar(plan.finished + plan.open, "games");
        bar.set_message(format!("{size} finished games: filling"));
        let measured = measure_in(&plan, &dir, options, &bar);
        bar.finish_and_clear();
        let _ = std::fs::remove_dir_all(&dir);
        figures.push(measured?);
    }
    let bar = ProgressBar::hidden();
    progress::println(
        &bar,
        format!(
            "store over {} server(s); commands and moves: {} each, asked by random players",
            options.servers, options.samples
        ),
    );
    print_table(&bar, &figures);
    Ok(())
}
