//! Squares and their names.
//!
//! Every layout is drawn on the same grid, 16 files wide and 8 ranks high: a square's
//! index is `rank * 16 + file`, whatever the board's width. A 4x8 `duel` board uses
//! files a-d of that grid, the 12-wide boards files a-l. One index scheme for all
//! layouts keeps the shift directions constant, so the move generator has no
//! width-dependent arithmetic. Files m-p are never on a board: a shift that leaves a
//! board sideways lands there (or below a1 / above the top rank) and the board mask
//! removes it, so shifts need no file masks at all (see bitboard.rs).

use std::fmt;
use std::str::FromStr;

/// Files of the underlying grid (the bit stride of a rank).
pub const GRID: u8 = 16;
/// Files a square may have: a-l, the widest board.
pub const FILES: u8 = 12;
/// Ranks of every board.
pub const RANKS: u8 = 8;

/// A square of the grid, files a-l and ranks 1-8: `a1` = 0, `b1` = 1, `a2` = 16,
/// up to `l8` = 123.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Square(u8);

impl Square {
    /// The square at `file` (0 = a) and `rank` (0 = rank 1), if it is on the grid.
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < FILES && rank < RANKS {
            Some(Square(rank * GRID + file))
        } else {
            None
        }
    }

    /// Every index a square can have is below this.
    pub const INDEX_END: usize = (GRID * RANKS) as usize;

    /// The square with this index (`rank * 16 + file`), if that is a square.
    pub const fn from_index(index: u8) -> Option<Square> {
        if index < GRID * RANKS && index % GRID < FILES {
            Some(Square(index))
        } else {
            None
        }
    }

    /// Callers guarantee the index names a square (used by bit iteration).
    pub(crate) const fn from_index_unchecked(index: u8) -> Square {
        Square(index)
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// 0 for file a.
    pub const fn file(self) -> u8 {
        self.0 % GRID
    }

    /// 0 for rank 1.
    pub const fn rank(self) -> u8 {
        self.0 / GRID
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

/// A square name as typed, before it is checked against a board: the letter may be
/// any of a-z and the number any of 1-99, so that "there is no square i9 on this board"
/// can be told apart from text that is not a square at all.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Coord {
    /// 0 for `a`, up to 25 for `z`.
    pub file: u8,
    /// 0 for rank 1, up to 98.
    pub rank: u8,
}

impl Coord {
    /// The grid square this names, if it is on the grid at all.
    pub fn square(self) -> Option<Square> {
        Square::new(self.file, self.rank)
    }

    /// Reads a square name at the start of `text`; returns it and the bytes consumed.
    pub(crate) fn read_prefix(text: &[u8]) -> Option<(Coord, usize)> {
        let letter = text.first()?.to_ascii_lowercase();
        if !letter.is_ascii_lowercase() {
            return None;
        }
        let digits = text[1..]
            .iter()
            .take(2)
            .take_while(|b| b.is_ascii_digit())
            .count();
        if digits == 0 {
            return None;
        }
        let number: u8 = text[1..=digits]
            .iter()
            .fold(0u8, |n, d| n * 10 + (d - b'0'));
        if number == 0 {
            return None;
        }
        Some((
            Coord {
                file: letter - b'a',
                rank: number - 1,
            },
            1 + digits,
        ))
    }
}

impl fmt::Display for Coord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            (b'a' + self.file) as char,
            u16::from(self.rank) + 1
        )
    }
}

/// Text that is not the name of a square of the grid (files a-l, ranks 1-8).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseSquareError(pub String);

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "\"{}\" is not a square: write a file letter and a rank number, like c3",
            self.0
        )
    }
}

impl std::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;

    /// Case-insensitive: `c3` and `C3` are the same square.
    fn from_str(text: &str) -> Result<Square, ParseSquareError> {
        let err = || ParseSquareError(text.to_string());
        match Coord::read_prefix(text.trim().as_bytes()) {
            Some((coord, used)) if used == text.trim().len() => coord.square().ok_or_else(err),
            _ => Err(err()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_names_round_trip_and_ignore_case() {
        for sq in (0..=u8::MAX).filter_map(Square::from_index) {
            assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
            assert_eq!(sq.to_string().to_uppercase().parse::<Square>(), Ok(sq));
        }
        assert_eq!("c3".parse::<Square>().unwrap(), Square::new(2, 2).unwrap());
    }

    #[test]
    fn non_squares_are_rejected() {
        for bad in ["", "c", "3", "c0", "m1", "a9", "c33", "cc3", "é3", "c3x"] {
            assert!(bad.parse::<Square>().is_err(), "{bad} parsed");
        }
    }

    #[test]
    fn coords_beyond_the_grid_are_kept_for_messages() {
        let (coord, used) = Coord::read_prefix(b"z99rest").unwrap();
        assert_eq!((coord.to_string(), used), ("z99".to_string(), 3));
        assert_eq!(coord.square(), None);
    }
}
