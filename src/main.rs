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
    /// List the legal moves of a position, canonical and sorted, space-separated.
    Moves {
        /// The position, in MCFEN (quote it).
        fen: String,
    },
    /// Play in the terminal: lines like `@alice /martian challenge opponent:@bob`.
    Console(cli::console::ConsoleArgs),
    /// Draw a board as PNG from MCFEN, or (with --gif MOVES) a GIF replay of a game.
    Render(cli::render::RenderArgs),
    /// Play the computer against itself, level against level, and print wins/draws/losses.
    Selfplay(cli::ai::SelfplayArgs),
    /// Run the Discord bot (the default when no command is named).
    Bot(cli::bot::BotArgs),
    /// Print the slash commands as registered with Discord (--json: the exact JSON).
    Commands(cli::bot::CommandsArgs),
    /// Measure speed: perft, play rates, a hard computer move and the service pipeline.
    Bench {
        /// Perft depth from the duel start.
        #[arg(long, default_value_t = 7)]
        depth: u32,
        /// Seconds of the service pipeline run (64 channels, sled, PNG per move); 0 skips it.
        #[arg(long, default_value_t = 5.0)]
        pipeline_seconds: f64,
    },
}

fn main() -> ExitCode {
    let args = Args::parse();
    let result: Result<()> = match args.command {
        Some(Command::Perft { fen, depth, divide }) => {
            cli::engine_tools::perft(&fen, &depth, divide)
        }
        Some(Command::Moves { fen }) => cli::engine_tools::moves(&fen),
        Some(Command::Console(args)) => cli::console::run(&args),
        Some(Command::Render(args)) => cli::render::run(&args),
        Some(Command::Selfplay(args)) => cli::ai::run(&args),
        Some(Command::Bench {
            depth,
            pipeline_seconds,
        }) => cli::bench::run(depth, pipeline_seconds).context("benchmark failed"),
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
