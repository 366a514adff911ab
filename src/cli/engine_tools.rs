//! The engine's command-line tools: perft, moves and bench. Output goes to stdout;
//! errors come back as sentences for `main` to print on stderr.

use std::time::Instant;

use anyhow::{anyhow, bail, Result};

use crate::engine::{divide, perft as count, Layout, Move, Position, Rules};

/// Deepest perft the command accepts; deeper would run for days.
pub const MAX_PERFT_DEPTH: u32 = 12;

fn position(fen: &str) -> Result<Position> {
    fen.parse::<Position>().map_err(|err| anyhow!("{err}"))
}

/// `perft "<MCFEN>" <depth> [--divide]`: the node count on the last line.
pub fn perft(fen: &str, depth: &str, show_divide: bool) -> Result<()> {
    let pos = position(fen)?;
    let depth: u32 = match depth.trim().parse() {
        Ok(d) if d <= MAX_PERFT_DEPTH => d,
        _ => bail!(
            "\"{depth}\" is not a perft depth: give a whole number from 0 to {MAX_PERFT_DEPTH}."
        ),
    };
    if show_divide {
        let rows = divide(&pos, depth);
        for (m, nodes) in &rows {
            println!("{m}: {nodes}");
        }
        println!();
        println!(
            "{}",
            rows.iter()
                .map(|(_, n)| n)
                .sum::<u64>()
                .max(u64::from(depth == 0))
        );
    } else {
        println!("{}", count(&pos, depth));
    }
    Ok(())
}

/// `moves "<MCFEN>"`: canonical legal moves, sorted, on one line.
pub fn moves(fen: &str) -> Result<()> {
    let pos = position(fen)?;
    let mut texts: Vec<String> = pos.legal_moves().iter().map(Move::to_string).collect();
    texts.sort();
    println!("{}", texts.join(" "));
    Ok(())
}

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

/// Plays random-looking but fixed games from the duel start and counts `play` calls.
fn play_rate() -> (u64, f64) {
    let start = Position::start(Layout::duel(), Rules::default()).expect("duel start");
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    // The move sequences are chosen once, outside the timing, so only `play` is timed.
    let mut games: Vec<Vec<Move>> = Vec::new();
    for _ in 0..64 {
        let mut pos = start;
        let mut line = Vec::new();
        while line.len() < 200 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let m = moves[(state % moves.len() as u64) as usize];
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

/// `bench`: perft nodes per second from the duel start, and `play` calls per second.
pub fn bench(depth: u32, pipeline_seconds: f64) -> Result<()> {
    if depth > 9 {
        bail!("bench depth {depth} would take too long: use 9 or less.");
    }
    println!(
        "{:<34} {:>14} {:>10} {:>16}",
        "benchmark", "count", "seconds", "per second"
    );
    for layout in [Layout::duel(), Layout::quad()] {
        let pos = Position::start(layout, Rules::default())?;
        let d = if layout == Layout::duel() {
            depth
        } else {
            depth.saturating_sub(2)
        };
        let start = Instant::now();
        let nodes = count(&pos, d);
        let secs = start.elapsed().as_secs_f64();
        println!(
            "{:<34} {:>14} {:>10.3} {:>16.0}",
            format!("perft {} start depth {d} (nodes)", layout.name()),
            nodes,
            secs,
            nodes as f64 / secs
        );
    }
    let (calls, secs) = play_rate();
    println!(
        "{:<34} {:>14} {:>10.3} {:>16.0}",
        "play (checked) calls",
        calls,
        secs,
        calls as f64 / secs
    );
    // Paced like quick players (100 ms to think), then flat out (saturation).
    for think_ms in [100, 0].into_iter().filter(|_| pipeline_seconds > 0.0) {
        let think = std::time::Duration::from_millis(think_ms);
        let report = super::pipeline::run(64, pipeline_seconds, think)?;
        println!(
            "{:<34} {:>14} {:>10.3} {:>16.0}",
            format!(
                "pipeline, {} channels, think {}ms",
                report.channels, report.think_ms
            ),
            report.moves,
            report.seconds,
            report.moves as f64 / report.seconds
        );
        println!(
            "  move latency: p50 {:.1} ms, p99 {:.1} ms (durable store write + board PNG)",
            report.p50_ms, report.p99_ms
        );
        println!(
            "  autocomplete: p50 {:.0} µs, p99 {:.0} µs",
            report.autocomplete_p50_us, report.autocomplete_p99_us
        );
    }
    Ok(())
}
