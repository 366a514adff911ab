//! The `martian-chess` command line.

use std::process::ExitCode;

use anyhow::{Context, Result};
use clap::{Parser, Subcommand};

/// The commands behind each subcommand; `anyhow` lives here, the library's errors are typed.
mod cli;

#[derive(Parser)]
#[command(
    name = "martian-chess",
    version,
    about = "Martian Chess: rules engine, board images and a Discord bot"
)]
struct Args {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Count the legal move sequences of DEPTH plies from a position (prints the count last).
    Perft {
        /// The position, in MCFEN (quote it).
        fen: String,
        /// Plies to search (0 to 12).
        #[arg(allow_hyphen_values = true)]
        depth: String,
        /// Also list the count after each first move.
        #[arg(long)]
        divide: bool,
    },
    /// Print a layout's starting position in MCFEN (duel, quad, halves, tri, penta, hexa).
    Start {
        /// The layout's name.
        layout: String,
    },
    /// List the legal moves of a position, canonical and sorted, space-separated.
    Moves {
        /// The position, in MCFEN (quote it); for --game carnett, in chess FEN.
        fen: String,
        /// martian (the Looney Pyramids game) or carnett (chess with a die and cards).
        #[arg(long, default_value = "martian")]
        game: String,
    },
    /// Check a finished Carnett game: the seed matches the published SHA-256, and
    /// every deal, roll and draw of the record follows from it.
    VerifyCarnett {
        /// The revealed seed, 64 hexadecimal digits.
        seed: String,
        /// The SHA-256 published at the start, 64 hexadecimal digits.
        sha256: String,
        /// The game record file.
        record: std::path::PathBuf,
    },
    /// Play in the terminal: lines like `@alice /martian challenge opponent:@bob`.
    Console(cli::console::ConsoleArgs),
    /// Draw a board as PNG from MCFEN, or (with --gif MOVES) a GIF replay of a game.
    Render(cli::render::RenderArgs),
    /// Play the computer against itself, level against level, and print wins/draws/losses.
    Selfplay(cli::ai::SelfplayArgs),
    /// One computer move after a list of moves from a layout's start (for drivers that
    /// play the computer against another program).
    Think(cli::ai::ThinkArgs),
    /// Fit the evaluation's weights to self-play results (Texel's method) and write
    /// them as the Rust file the computer compiles in (see README, "Tuning").
    Tune(cli::tune::TuneArgs),
    /// Fit the analysis's win-chance curve to the computer's own games and write its
    /// steepness into crates/analysis/src/fitted.rs (see README, "Analysis").
    FitWinrate(cli::fit_winrate::FitWinrateArgs),
    /// Puzzles from finished games: `puzzles generate --selfplay N|--from DIR --out FILE`
    /// (issue 31).
    Puzzles(cli::puzzles::PuzzlesArgs),
    /// The computer's analysis of a stored game: the bot's text, and its graph as PNG.
    Analyse(cli::analyse::AnalyseArgs),
    /// Run the Discord bot (the default when no command is named).
    Bot(cli::bot::BotArgs),
    /// Print the slash commands as registered with Discord (--json: the exact JSON).
    Commands(cli::bot::CommandsArgs),
    /// Measure speed: perft, play rates, a hard computer move, the service pipeline and
    /// (with --store-sizes) the commands on stores of growing size.
    Bench(cli::bench::BenchArgs),
    /// Fill a new store through the service: finished and open games, players, servers.
    Fill(cli::fill::FillArgs),
    /// Copy sled stores into a PostgreSQL store (--from sled:DIR ... --to postgres://...),
    /// then verify the counts; safe to run again.
    Migrate(cli::migrate::MigrateArgs),
    /// Times a start on a filled store (run by `bench --store-sizes` in a fresh process).
    #[command(hide = true)]
    StartProbe(cli::store_bench::probe::ProbeArgs),
}

fn main() -> ExitCode {
    quiet_on_a_closed_pipe();
    let args = Args::parse();
    let result: Result<()> = match args.command {
        Some(Command::Perft { fen, depth, divide }) => {
            cli::engine_tools::perft(&fen, &depth, divide)
        }
        Some(Command::Start { layout }) => cli::engine_tools::start(&layout),
        Some(Command::Moves { fen, game }) => cli::carnett::moves(&game, &fen),
        Some(Command::VerifyCarnett {
            seed,
            sha256,
            record,
        }) => cli::carnett::verify(&seed, &sha256, &record),
        Some(Command::Console(args)) => cli::console::run(&args),
        Some(Command::Render(args)) => cli::render::run(&args),
        Some(Command::Selfplay(args)) => cli::ai::run(&args),
        Some(Command::Tune(args)) => cli::tune::run(&args),
        Some(Command::FitWinrate(args)) => cli::fit_winrate::run(&args),
        Some(Command::Puzzles(args)) => cli::puzzles::run(&args).context("puzzles failed"),
        Some(Command::Analyse(args)) => cli::analyse::run(&args).context("analysis failed"),
        Some(Command::Think(args)) => cli::ai::think(&args),
        Some(Command::Bench(args)) => cli::bench::run(&args).context("benchmark failed"),
        Some(Command::Fill(args)) => cli::fill::run(&args).context("fill failed"),
        Some(Command::Migrate(args)) => cli::migrate::run(&args).context("migration failed"),
        Some(Command::StartProbe(args)) => cli::store_bench::probe::run(&args),
        Some(Command::Bot(args)) => cli::bot::run(&args),
        Some(Command::Commands(args)) => cli::bot::commands(&args),
        None => cli::bot::run(&cli::bot::BotArgs::default()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("martian-chess: {err:#}");
            ExitCode::FAILURE
        }
    }
}

/// Output piped into a reader that stopped reading (`martian-chess selfplay ... | head`)
/// ends the program quietly with the status a shell gives a tool stopped by SIGPIPE,
/// as other command-line tools do. Rust ignores SIGPIPE (so that a closed socket is an
/// error, not the bot's death), which makes `println!` panic on a closed pipe; every
/// other panic is reported as before.
fn quiet_on_a_closed_pipe() {
    let report = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let payload = info.payload();
        let message = payload
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| payload.downcast_ref::<&str>().copied())
            .unwrap_or("");
        // EPIPE is error 32 on every platform this bot runs on.
        if message.starts_with("failed printing to stdout") && message.contains("(os error 32)") {
            std::process::exit(128 + 13);
        }
        report(info);
    }));
}
