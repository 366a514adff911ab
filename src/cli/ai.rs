//! `martian-chess selfplay`: the computer against itself, level against level, for
//! measuring strength. Seats alternate between games so that neither level always
//! moves first.

use std::time::{Duration, Instant};

use anyhow::{anyhow, bail, Result};

use martian_chess::ai::{analyse_with, Level, Limits};
use martian_chess::engine::{GameResult, Layout, Player, Position, Rules};

use super::progress;
pub use super::selfplay_args::{SelfplayArgs, ThinkArgs};

/// Per-level totals over all moves of the match.
#[derive(Default)]
struct Stats {
    moves: u64,
    nodes: u64,
    depth: u64,
    time: Duration,
    slowest: Duration,
}

impl Stats {
    fn line(&self, level: Level) -> String {
        let moves = self.moves.max(1);
        let seconds = self.time.as_secs_f64().max(1e-9);
        format!(
            "{level}: {} moves, average depth {:.1}, {:.0} nodes/s, {:.1} ms per move on average, slowest {:.1} ms",
            self.moves,
            self.depth as f64 / moves as f64,
            self.nodes as f64 / seconds,
            self.time.as_secs_f64() * 1000.0 / moves as f64,
            self.slowest.as_secs_f64() * 1000.0,
        )
    }
}

enum Ending {
    Won,
    Drew,
    Lost,
    /// Stopped at the ply limit.
    Unfinished,
}

/// `martian-chess think`: plays `--moves` from the start and prints the computer's
/// move and the scores so far (`bestmove c3b4 depth 9 nodes 1500000 score 120 ms 480
/// scores 0-0`), or, when the game is over, `over`, the scores and the winners'
/// seats (`over 7-5 winners 1`; none after a draw).
pub fn think(args: &ThinkArgs) -> Result<()> {
    let layout = Layout::by_name(args.layout.trim())
        .ok_or_else(|| anyhow!("\"{}\" is not a layout", args.layout))?;
    let rules: Rules = args.rules.parse().map_err(|err| anyhow!("{err}"))?;
    let mut pos = Position::start(layout, rules).map_err(|err| anyhow!("{err}"))?;
    for text in args.moves.split_whitespace() {
        let m = text.parse().map_err(|err| anyhow!("{text}: {err}"))?;
        pos.play(m).map_err(|err| anyhow!("{text}: {err}"))?;
    }
    let mut limits = Limits::game();
    if let Some(nodes) = args.nodes {
        limits = limits.nodes(nodes);
    }
    if let Some(ms) = args.ms {
        limits = limits.time(Duration::from_millis(ms));
    }
    match analyse_with(&pos, args.level, args.seed, limits) {
        Some(c) => println!(
            "bestmove {} depth {} nodes {} score {} ms {} scores {}",
            c.best,
            c.depth,
            c.nodes,
            c.score,
            c.elapsed.as_millis(),
            scores(&pos)
        ),
        None => {
            let winners = match pos.outcome().map(|o| o.result) {
                Some(GameResult::Win(w)) => w.iter().map(|p| p.number().to_string()).collect(),
                _ => Vec::new(),
            };
            println!("over {} winners {}", scores(&pos), winners.join(","));
        }
    }
    Ok(())
}

pub fn run(args: &SelfplayArgs) -> Result<()> {
    match args.game.trim() {
        "martian" => {}
        "carnett" => return super::carnett::selfplay(args),
        other => bail!("\"{other}\" is not a game: use martian or carnett"),
    }
    let layout = Layout::by_name(args.layout.trim()).ok_or_else(|| {
        let names: Vec<&str> = Layout::all().iter().map(Layout::name).collect();
        anyhow!(
            "\"{}\" is not a layout: use {}",
            args.layout,
            names.join(", ")
        )
    })?;
    let rules: Rules = args.rules.parse().map_err(|err| anyhow!("{err}"))?;
    let start = Position::start(layout, rules).map_err(|err| anyhow!("{err}"))?;
    if args.games == 0 {
        bail!("--games must be at least 1");
    }
    let levels = [args.first, args.second];
    let limits = levels.map(|level| {
        let base = if args.nodes_only {
            Limits::nodes_only()
        } else {
            Limits::game()
        };
        if (args.scale - 1.0).abs() < f64::EPSILON {
            base
        } else {
            base.nodes(((level.node_budget() as f64 * args.scale) as u64).max(1))
        }
    });
    let mut stats = [Stats::default(), Stats::default()];
    let (mut won, mut drew, mut lost, mut unfinished) = (0, 0, 0, 0);
    let began = Instant::now();
    let bar = progress::bar(u64::from(args.games), "games");
    for game in 0..args.games {
        // Seat s belongs to levels[(s + game) % 2]: the first level takes seat 1 in
        // even games and seat 2 in odd ones (and seats 3 / 4 alike in quad).
        let first_seat = (game % 2) as usize;
        let game_seed = martian_chess::ai::game_seed(args.seed, u64::from(game));
        let tally = format!("{} won {won}, drew {drew}, lost {lost}", args.first);
        let (ending, plies, scores) = play_game(
            start,
            [(levels[0], limits[0]), (levels[1], limits[1])],
            first_seat,
            game_seed,
            args.max_plies,
            &mut stats,
            |ply| bar.set_message(format!("{tally}; game {} at ply {ply}", game + 1)),
        );
        match ending {
            Ending::Won => won += 1,
            Ending::Drew => drew += 1,
            Ending::Lost => lost += 1,
            Ending::Unfinished => {
                drew += 1;
                unfinished += 1;
            }
        }
        if args.verbose {
            let label = match ending {
                Ending::Won => "won",
                Ending::Drew => "drew",
                Ending::Lost => "lost",
                Ending::Unfinished => "unfinished",
            };
            let line = format!(
                "game {}: {} {label} moving {}, {plies} plies, scores {scores}",
                game + 1,
                args.first,
                if first_seat == 0 { "first" } else { "second" },
            );
            progress::println(&bar, line);
        }
        bar.inc(1);
    }
    bar.finish_and_clear();
    let games = f64::from(args.games);
    println!(
        "{} vs {} on {} ({}), {} games, seed {}, node budgets x{}{}:",
        args.first,
        args.second,
        args.layout,
        rules,
        args.games,
        args.seed,
        args.scale,
        if args.nodes_only { ", no time cap" } else { "" }
    );
    println!(
        "{} won {won}, drew {drew}, lost {lost} (score {:.1}%)",
        args.first,
        (f64::from(won) + f64::from(drew) / 2.0) * 100.0 / games
    );
    if unfinished > 0 {
        println!(
            "{unfinished} of the draws were stopped at {} plies",
            args.max_plies
        );
    }
    for (level, s) in levels.iter().zip(&stats) {
        if *level != Level::Random {
            println!("{}", s.line(*level));
        }
    }
    println!("{:.1} s in all", began.elapsed().as_secs_f64());
    Ok(())
}

/// Plays one game; returns how it ended for the first level, its length in plies
/// and the final scores. `players`: each side's level and limits. `on_ply` hears the number of each ply before it is thought.
fn play_game(
    start: Position,
    players: [(Level, Limits); 2],
    first_seat: usize,
    seed: u64,
    max_plies: u32,
    stats: &mut [Stats; 2],
    mut on_ply: impl FnMut(u32),
) -> (Ending, u32, String) {
    let side_of = |player: Player| (player.index() + first_seat) % 2;
    let mut pos = start;
    let mut plies = 0;
    while plies < max_plies {
        on_ply(plies);
        let side = side_of(pos.to_move());
        let Some(choice) = analyse_with(
            &pos,
            players[side].0,
            seed.wrapping_add(u64::from(plies)),
            players[side].1,
        ) else {
            break;
        };
        let s = &mut stats[side];
        s.moves += 1;
        s.nodes += choice.nodes;
        s.depth += u64::from(choice.depth);
        s.time += choice.elapsed;
        s.slowest = s.slowest.max(choice.elapsed);
        if pos.play(choice.best).is_err() {
            // The computer never plays an illegal move; if it did, it loses the game.
            return (
                if side == 0 { Ending::Lost } else { Ending::Won },
                plies,
                scores(&pos),
            );
        }
        plies += 1;
    }
    let ending = match pos.outcome().map(|o| o.result) {
        None => Ending::Unfinished,
        Some(GameResult::Draw(_)) => Ending::Drew,
        Some(GameResult::Win(winners)) if winners.iter().any(|p| side_of(p) == 0) => Ending::Won,
        Some(GameResult::Win(_)) => Ending::Lost,
    };
    (ending, plies, scores(&pos))
}

fn scores(pos: &Position) -> String {
    pos.scores()
        .iter()
        .map(u16::to_string)
        .collect::<Vec<_>>()
        .join("-")
}
