//! Perft: the number of legal move sequences of a given length, the move generator's
//! correctness oracle. The clock is never called in perft.

use super::bitboard::Bits;
use super::moves::Move;
use super::position::{with_core, Core, Position};

/// Leaf count at `depth` plies. A finished game has no moves; the last ply is
/// counted in bulk.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    with_core!(pos, c => perft_core(c, depth))
}

/// Perft in one storage type (monomorphised: no dispatch below the root).
fn perft_core<B: Bits>(pos: &Core<B>, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves(),
        _ => {
            let mut nodes = 0;
            pos.for_each_legal_move(|m| {
                let mut child = *pos;
                child.play_unchecked(m);
                nodes += perft_core(&child, depth - 1);
            });
            nodes
        }
    }
}

/// Perft split by first move, sorted by the move's text.
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    let mut rows: Vec<(Move, u64)> = pos
        .legal_moves()
        .into_iter()
        .map(|m| {
            let mut child = *pos;
            child.play_unchecked(m);
            (m, perft(&child, depth - 1))
        })
        .collect();
    rows.sort_by_key(|(m, _)| m.to_string());
    rows
}
