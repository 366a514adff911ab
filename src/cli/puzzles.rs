//! `martian-chess puzzles generate`: puzzles from finished games (issue 31), from a
//! sled store's archive (`--from DIR`) or from seeded self-play (`--selfplay N`), one
//! JSON puzzle a line in `--out`; `puzzles verify FILE` checks such a file again at a
//! deeper budget.
//!
//! One thread, node budgets only: the same input, budget and seed give the same file.
//! The speed printed at the end is puzzles per minute of the generator's search over
//! the games (self-play's own time is printed apart: people's games cost nothing).

use std::collections::HashSet;
use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use anyhow::{anyhow, bail, Context, Result};

use martian_chess::engine::{Layout, Move, Position, Rules};
use martian_chess::model::GameStatus;
use martian_chess::puzzles::{find_in_game, selfplay_game, verify, Puzzle};
use martian_chess::store::SledStore;

use super::progress;

#[derive(clap::Args, Debug)]
pub struct PuzzlesArgs {
    #[command(subcommand)]
    pub command: PuzzlesCommand,
}

#[derive(clap::Subcommand, Debug)]
pub enum PuzzlesCommand {
    /// Find puzzles in finished two-player games and write them, one JSON a line.
    Generate(GenerateArgs),
    /// Check every puzzle of a file at a search budget (deeper than the generator's),
    /// and print the ones that fail.
    Verify(VerifyArgs),
}

#[derive(clap::Args, Debug)]
pub struct VerifyArgs {
    /// A file of puzzles, one JSON a line (as `generate` writes it).
    pub file: PathBuf,
    /// Positions searched per decision.
    #[arg(long, default_value_t = 160_000)]
    pub nodes: u64,
    /// Write the puzzles that hold to this file (one JSON a line, in order): a set
    /// filtered at a deeper budget than it was generated at.
    #[arg(long)]
    pub keep: Option<PathBuf>,
}

#[derive(clap::Args, Debug)]
pub struct GenerateArgs {
    /// A sled store's folder: its finished two-player pyramid games are read.
    #[arg(
        long,
        conflicts_with = "selfplay",
        required_unless_present = "selfplay"
    )]
    pub from: Option<PathBuf>,
    /// Play this many games between the computer's levels instead (as fit-winrate
    /// plays them).
    #[arg(long)]
    pub selfplay: Option<u32>,
    /// Seed of the self-play games: the same seed gives the same games.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// duel or halves (self-play's board, default duel; with --from, only that
    /// layout's games, default both).
    #[arg(long)]
    pub layout: Option<String>,
    /// The levels' node budgets are multiplied by this in self-play.
    #[arg(long, default_value_t = 0.03)]
    pub scale: f64,
    /// Positions searched per decision (candidates are confirmed at four times this).
    #[arg(long, default_value_t = 20_000)]
    pub nodes: u64,
    /// The file to write (replaced).
    #[arg(long)]
    pub out: PathBuf,
}

/// A game to look in, and where it came from.
struct Input {
    start: Position,
    moves: Vec<Move>,
    source: String,
}

pub fn run(args: &PuzzlesArgs) -> Result<()> {
    match &args.command {
        PuzzlesCommand::Generate(args) => generate(args),
        PuzzlesCommand::Verify(args) => verify_file(args),
    }
}

/// Verifies each puzzle of the file; an error when any fails, unless the ones that
/// hold are kept (`--keep`).
fn verify_file(args: &VerifyArgs) -> Result<()> {
    let text = std::fs::read_to_string(&args.file)
        .with_context(|| format!("reading {}", args.file.display()))?;
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    let bar = progress::bar(lines.len() as u64, "puzzles");
    let mut failed = 0;
    let mut kept = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let puzzle: Puzzle = serde_json::from_str(line)
            .with_context(|| format!("line {} of {}", i + 1, args.file.display()))?;
        if let Err(why) = verify(&puzzle, args.nodes) {
            bar.suspend(|| println!("{} (line {}): {why}", puzzle.id, i + 1));
            failed += 1;
        } else {
            kept.push(*line);
        }
        bar.inc(1);
    }
    bar.finish_and_clear();
    eprintln!(
        "{} of {} puzzles hold at {} nodes",
        lines.len() - failed,
        lines.len(),
        args.nodes
    );
    if let Some(path) = &args.keep {
        let text: String = kept.iter().map(|line| format!("{line}\n")).collect();
        std::fs::write(path, text).with_context(|| format!("writing {}", path.display()))?;
        return Ok(());
    }
    if failed > 0 {
        bail!("{failed} puzzles do not hold");
    }
    Ok(())
}

fn generate(args: &GenerateArgs) -> Result<()> {
    let layout = match args.layout.as_deref().map(str::trim) {
        None => None,
        Some(name @ ("duel" | "halves")) => Layout::by_name(name),
        Some(other) => bail!("\"{other}\" is not a two-player layout: duel or halves"),
    };
    let mut out = BufWriter::new(
        File::create(&args.out).with_context(|| format!("creating {}", args.out.display()))?,
    );
    let mut found = 0u64;
    // Two games may reach the same position: its puzzle is written once (the first).
    let mut written = HashSet::new();
    let mut duplicates = 0u64;
    let mut searching = Duration::ZERO;
    let mut look = |input: Input| -> Result<()> {
        let started = Instant::now();
        let puzzle = find_in_game(&input.start, &input.moves, args.nodes);
        searching += started.elapsed();
        if let Some(mut puzzle) = puzzle {
            if !written.insert(puzzle.id.clone()) {
                duplicates += 1;
                return Ok(());
            }
            puzzle.source = Some(input.source);
            writeln!(out, "{}", serde_json::to_string(&puzzle)?)?;
            found += 1;
        }
        Ok(())
    };
    let started = Instant::now();
    let games = match (&args.from, args.selfplay) {
        (Some(dir), _) => from_store(dir, layout, &mut look)?,
        (None, Some(count)) => selfplay(args, layout.unwrap_or(Layout::duel()), count, &mut look)?,
        (None, None) => bail!("--from DIR or --selfplay N"),
    };
    out.flush()
        .with_context(|| format!("writing {}", args.out.display()))?;
    let minutes = searching.as_secs_f64() / 60.0;
    if duplicates > 0 {
        eprintln!("{duplicates} puzzles found again in another game: written once");
    }
    eprintln!(
        "{found} puzzles from {games} games in {:.1} s ({:.1} s searching them): {:.1} puzzles \
         and {:.1} games per minute of search",
        started.elapsed().as_secs_f64(),
        searching.as_secs_f64(),
        found as f64 / minutes.max(f64::MIN_POSITIVE),
        games as f64 / minutes.max(f64::MIN_POSITIVE),
    );
    Ok(())
}

/// Plays `count` self-play games on `layout` and looks in each; the games counted.
fn selfplay(
    args: &GenerateArgs,
    layout: &'static Layout,
    count: u32,
    look: &mut impl FnMut(Input) -> Result<()>,
) -> Result<u64> {
    let start = Position::start(layout, Rules::default()).map_err(|e| anyhow!("{e}"))?;
    let bar = progress::bar(u64::from(count), "games");
    for game in 0..count {
        let moves = selfplay_game(&start, args.seed, game, args.scale);
        look(Input {
            start,
            moves,
            source: format!("selfplay {} seed {} game {game}", layout.name(), args.seed),
        })?;
        bar.inc(1);
    }
    bar.finish_and_clear();
    Ok(u64::from(count))
}

/// Reads the finished two-player pyramid games of the store in `dir` (of `layout`
/// alone if given) and looks in each; the games counted.
fn from_store(
    dir: &std::path::Path,
    layout: Option<&'static Layout>,
    look: &mut impl FnMut(Input) -> Result<()>,
) -> Result<u64> {
    let store = SledStore::open(dir).map_err(|e| anyhow!("{e}"))?;
    let export = store.export().map_err(|e| anyhow!("{e}"))?;
    let records: Vec<_> = export
        .games
        .into_iter()
        .filter(|g| g.status == GameStatus::Finished)
        .filter(|g| {
            g.layout().is_some_and(|l| {
                l.players() == 2 && layout.is_none_or(|wanted| std::ptr::eq(wanted, l))
            })
        })
        .collect();
    let bar = progress::bar(records.len() as u64, "games");
    let mut games = 0;
    for record in records {
        bar.inc(1);
        // A record that does not replay is skipped, not fatal: the others still count.
        let Ok(game) = record.replay() else {
            eprintln!("game {} does not replay: skipped", record.id);
            continue;
        };
        look(Input {
            start: *game.start(),
            moves: game.moves().to_vec(),
            source: format!("store guild {} game {}", record.guild.0, record.id),
        })?;
        games += 1;
    }
    bar.finish_and_clear();
    Ok(games)
}
