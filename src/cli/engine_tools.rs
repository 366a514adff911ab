//! The engine's command-line tools: perft and moves. Output goes to stdout; errors
//! come back as sentences for `main` to print on stderr.

use anyhow::{anyhow, bail, Result};

use super::progress;
use martian_chess::engine::{perft as count, Layout, Move, Position};

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
    let mut rows = by_first_move(&pos, depth);
    let total = if depth == 0 {
        1
    } else {
        rows.iter().map(|(_, n)| n).sum()
    };
    if show_divide {
        rows.sort_by_key(|(m, _)| m.to_string());
        for (m, nodes) in &rows {
            println!("{m}: {nodes}");
        }
        println!();
    }
    println!("{total}");
    Ok(())
}

/// Perft split by first move (what `divide` computes), one first move at a time so
/// that a terminal can follow a deep count; the rows sum to `perft(pos, depth)`.
fn by_first_move(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    let moves = pos.legal_moves();
    let bar = progress::bar(moves.len() as u64, "first moves");
    bar.set_message(format!("perft depth {depth}"));
    let rows = moves
        .into_iter()
        .map(|m| {
            let mut child = *pos;
            child.play_unchecked(m);
            let nodes = count(&child, depth - 1);
            bar.inc(1);
            (m, nodes)
        })
        .collect();
    bar.finish_and_clear();
    rows
}

/// `start <layout>`: the layout's starting position, in MCFEN.
pub fn start(name: &str) -> Result<()> {
    let layout = Layout::by_name(name.trim()).ok_or_else(|| {
        let names: Vec<&str> = Layout::all().iter().map(Layout::name).collect();
        anyhow!(
            "\"{}\" is not a layout: name one of {}.",
            name.chars()
                .filter(|c| !c.is_control())
                .take(24)
                .collect::<String>(),
            names.join(", ")
        )
    })?;
    println!("{}", layout.start_fen());
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
