//! Squares and their names.
//!
//! Every layout is drawn on the same 8x8 grid: a square's index is `rank * 8 + file`,
//! whatever the board's width. A 4x8 `duel` board simply uses files a-d of that grid.
//! One index scheme for all layouts keeps the shift directions constant, so the move
//! generator has no width-dependent arithmetic, and a `u64` holds any board.

use std::fmt;
use std::str::FromStr;

/// Files and ranks of the underlying grid.
pub const GRID: u8 = 8;

/// A square of the 8x8 grid, `a1` = 0 up to `h8` = 63.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Square(u8);

impl Square {
    /// The square at `file` (0 = a) and `rank` (0 = rank 1), if it is on the grid.
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < GRID && rank < GRID {
            Some(Square(rank * GRID + file))
        } else {
            None
        }
    }

    /// The square with this index (0..64).
    pub const fn from_index(index: u8) -> Option<Square> {
        if index < GRID * GRID {
            Some(Square(index))
        } else {
            None
        }
    }

    /// Callers guarantee `index < 64` (used by bit iteration).
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

    /// The single-bit board of this square.
    pub const fn bit(self) -> u64 {
        1u64 << self.0
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
    /// The grid square this names, if it is on the 8x8 grid at all.
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

/// Text that is not the name of a square of the 8x8 grid.
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
        for index in 0..64 {
            let sq = Square::from_index(index).unwrap();
            assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
            assert_eq!(sq.to_string().to_uppercase().parse::<Square>(), Ok(sq));
        }
        assert_eq!("c3".parse::<Square>().unwrap(), Square::new(2, 2).unwrap());
    }

    #[test]
    fn non_squares_are_rejected() {
        for bad in ["", "c", "3", "c0", "i1", "a9", "c33", "cc3", "é3", "c3x"] {
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
