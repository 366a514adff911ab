//! Start-up, timed in a fresh process each time: what a start costs includes what a
//! process prepares once (the renderer's sprites and fonts, for one), which the
//! benchmark's own process has long done by then. The benchmark runs its own binary
//! with the hidden `start-probe` subcommand, which opens the store, answers a first
//! request, pauses as a bot connecting to Discord would, makes one move and prints
//! the two times.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{anyhow, bail, Context, Result};

use martian_chess::model::{ChannelId, GuildId, UserId};
use martian_chess::service::{Action, ManualClock, Reply, SearchPlayer, Service, User};
use martian_chess::store::SledStore;

use super::super::requests::{bot, request};
use super::measure::Store;

/// Between the first reply and the first move: a bot takes at least this long to
/// connect to Discord's gateway after opening its store, so no move comes sooner.
pub const PAUSE_MS: u64 = 1000;

/// Options of the hidden `start-probe` subcommand (run by the benchmark only).
#[derive(clap::Args, Debug)]
pub struct ProbeArgs {
    /// The store's folder.
    #[arg(long)]
    pub data: PathBuf,
    /// The simulated time.
    #[arg(long)]
    pub now_ms: i64,
    #[arg(long)]
    pub guild: u64,
    /// Who asks the first request (`/martian stats`).
    #[arg(long)]
    pub asker: u64,
    /// Where the first move is made, by whom, which.
    #[arg(long)]
    pub move_guild: u64,
    #[arg(long)]
    pub channel: u64,
    #[arg(long)]
    pub mover: u64,
    #[arg(long = "move")]
    pub text: String,
}

fn user(id: u64) -> User {
    User {
        id: UserId(id),
        // Only the id matters to the service here.
        name: format!("player {id}"),
        is_manager: false,
        is_bot: false,
    }
}

fn ask(service: &Service, user: User, guild: u64, channel: u64, action: Action) -> Result<()> {
    let request = request(&user, GuildId(guild), ChannelId(channel), action);
    let replies = service
        .try_handle(&request)
        .map_err(|e| anyhow!("{e}"))
        .with_context(|| format!("{:?} refused", request.action))?;
    // Drawn as the Discord adapter would (the first board pays the renderer's start).
    replies.iter().for_each(Reply::draw);
    Ok(())
}

/// `start-probe`: prints `start <ms> first-move <ms>`.
pub fn run(args: &ProbeArgs) -> Result<()> {
    let began = Instant::now();
    let store = SledStore::open(&args.data).map_err(|e| anyhow!("{e}"))?;
    let service = Service::new(
        Arc::new(store),
        Arc::new(ManualClock::new(args.now_ms)),
        Arc::new(SearchPlayer),
        bot(),
    );
    let first = Action::Stats {
        game: martian_chess::model::GameKind::Martian,
        user: None,
    };
    ask(&service, user(args.asker), args.guild, args.channel, first)?;
    let start = began.elapsed();
    std::thread::sleep(Duration::from_millis(PAUSE_MS));
    let moved = Instant::now();
    let action = Action::Move {
        text: args.text.clone(),
        call_clock: false,
    };
    ask(
        &service,
        user(args.mover),
        args.move_guild,
        args.channel,
        action,
    )?;
    let first_move = moved.elapsed();
    println!(
        "start {} first-move {}",
        start.as_secs_f64() * 1000.0,
        first_move.as_secs_f64() * 1000.0
    );
    Ok(())
}

/// Runs a probe on `store` (closed in this process): the start-up and first-move
/// times in milliseconds. The move is one of the games under way, followed here.
pub fn probe(store: &mut Store, dir: &Path) -> Result<(f64, f64)> {
    let asker = store.command(|_| Action::Stats {
        game: martian_chess::model::GameKind::Martian,
        user: None,
    });
    let (i, request, m) = store.next_move()?;
    let exe = std::env::current_exe().context("finding the benchmark's own binary")?;
    let output = Command::new(exe)
        .arg("start-probe")
        .arg("--data")
        .arg(dir)
        .args(["--now-ms", &store.clock_ms().to_string()])
        .args(["--guild", &asker.guild.0.to_string()])
        .args(["--asker", &asker.user.id.0.to_string()])
        .args(["--move-guild", &request.guild.0.to_string()])
        .args(["--channel", &request.channel.0.to_string()])
        .args(["--mover", &request.user.id.0.to_string()])
        .args(["--move", &m.to_string()])
        .output()
        .context("running the start probe")?;
    if !output.status.success() {
        bail!(
            "the start probe failed: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        );
    }
    store.played(i, m);
    let text = String::from_utf8_lossy(&output.stdout);
    let numbers: Vec<f64> = text
        .split_whitespace()
        .filter_map(|word| word.parse().ok())
        .collect();
    match numbers[..] {
        [start, first_move] => Ok((start, first_move)),
        _ => bail!("the start probe said {text:?}"),
    }
}
