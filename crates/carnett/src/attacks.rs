//! Attack sets: tables for the knight, the king and the pawns, computed at compile
//! time; the sliding pieces by the classical ray method (the ray from a square in one
//! direction, cut at its first blocker), simple and plainly correct.

use crate::piece::Color;
use crate::square::{Bitboard, Square};

/// (file step, rank step) of the eight directions; the first four go up the index.
const DIRECTIONS: [(i8, i8); 8] = [
    (0, 1),   // north, +8
    (1, 1),   // north-east, +9
    (1, 0),   // east, +1
    (-1, 1),  // north-west, +7
    (0, -1),  // south, -8
    (-1, -1), // south-west, -9
    (-1, 0),  // west, -1
    (1, -1),  // south-east, -7
];

const fn offset(sq: usize, df: i8, dr: i8) -> Option<usize> {
    let file = (sq % 8) as i8 + df;
    let rank = (sq / 8) as i8 + dr;
    if file >= 0 && file < 8 && rank >= 0 && rank < 8 {
        Some((rank * 8 + file) as usize)
    } else {
        None
    }
}

const fn leaper_table(steps: &[(i8, i8)]) -> [Bitboard; 64] {
    let mut table = [0; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut i = 0;
        while i < steps.len() {
            if let Some(to) = offset(sq, steps[i].0, steps[i].1) {
                table[sq] |= 1 << to;
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

const fn ray_table() -> [[Bitboard; 64]; 8] {
    let mut table = [[0; 64]; 8];
    let mut dir = 0;
    while dir < 8 {
        let mut sq = 0;
        while sq < 64 {
            let mut at = sq;
            while let Some(next) = offset(at, DIRECTIONS[dir].0, DIRECTIONS[dir].1) {
                table[dir][sq] |= 1 << next;
                at = next;
            }
            sq += 1;
        }
        dir += 1;
    }
    table
}

static KNIGHT: [Bitboard; 64] = leaper_table(&[
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
]);
static KING: [Bitboard; 64] = leaper_table(&[
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
]);
static WHITE_PAWN: [Bitboard; 64] = leaper_table(&[(-1, 1), (1, 1)]);
static BLACK_PAWN: [Bitboard; 64] = leaper_table(&[(-1, -1), (1, -1)]);
static RAYS: [[Bitboard; 64]; 8] = ray_table();

pub fn knight(sq: Square) -> Bitboard {
    KNIGHT[sq.index()]
}

pub fn king(sq: Square) -> Bitboard {
    KING[sq.index()]
}

/// The squares a pawn of `color` on `sq` attacks (diagonally forward).
pub fn pawn(color: Color, sq: Square) -> Bitboard {
    match color {
        Color::White => WHITE_PAWN[sq.index()],
        Color::Black => BLACK_PAWN[sq.index()],
    }
}

fn ray(dir: usize, sq: Square, occupied: Bitboard) -> Bitboard {
    let full = RAYS[dir][sq.index()];
    let blockers = full & occupied;
    if blockers == 0 {
        return full;
    }
    let first = if dir < 4 {
        blockers.trailing_zeros()
    } else {
        63 - blockers.leading_zeros()
    };
    full ^ RAYS[dir][first as usize]
}

pub fn rook(sq: Square, occupied: Bitboard) -> Bitboard {
    [0, 2, 4, 6]
        .into_iter()
        .fold(0, |acc, dir| acc | ray(dir, sq, occupied))
}

pub fn bishop(sq: Square, occupied: Bitboard) -> Bitboard {
    [1, 3, 5, 7]
        .into_iter()
        .fold(0, |acc, dir| acc | ray(dir, sq, occupied))
}

pub fn queen(sq: Square, occupied: Bitboard) -> Bitboard {
    rook(sq, occupied) | bishop(sq, occupied)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn leapers_from_corners_and_centre() {
        assert_eq!(knight(sq("a1")).count_ones(), 2);
        assert_eq!(knight(sq("e4")).count_ones(), 8);
        assert_eq!(king(sq("h8")).count_ones(), 3);
        assert_eq!(pawn(Color::White, sq("a2")), sq("b3").bit());
        assert_eq!(
            pawn(Color::Black, sq("e5")),
            sq("d4").bit() | sq("f4").bit()
        );
    }

    #[test]
    fn sliders_stop_at_the_first_blocker_and_include_it() {
        let occupied = sq("d6").bit() | sq("f4").bit() | sq("b2").bit();
        let r = rook(sq("d4"), occupied);
        assert_eq!(r.count_ones(), 3 + 2 + 3 + 2);
        assert!(r & sq("d6").bit() != 0 && r & sq("d7").bit() == 0);
        let b = bishop(sq("d4"), occupied);
        assert!(b & sq("b2").bit() != 0 && b & sq("a1").bit() == 0);
        assert_eq!(queen(sq("a1"), 0).count_ones(), 21);
    }
}
