//! Squares of the chessboard and sets of them (bitboards): `a1` = 0 ... `h8` = 63, bit
//! `i` of a `u64` for square `i`.

use std::fmt;
use std::str::FromStr;

/// A set of squares, one bit per square.
pub type Bitboard = u64;

/// A square, `a1` = 0 up to `h8` = 63.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Square(u8);

impl Square {
    /// The square at `file` (0 = a) and `rank` (0 = rank 1), if both are below 8.
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }

    /// The square with this index (0..64).
    pub const fn from_index(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// Callers guarantee `index < 64`.
    pub(crate) const fn at(index: u8) -> Square {
        Square(index & 63)
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// 0 for file a.
    pub const fn file(self) -> u8 {
        self.0 % 8
    }

    /// 0 for rank 1.
    pub const fn rank(self) -> u8 {
        self.0 / 8
    }

    pub const fn bit(self) -> Bitboard {
        1u64 << self.0
    }

    /// Every square of a set, from a1 upwards.
    pub fn all_of(set: Bitboard) -> impl Iterator<Item = Square> {
        let mut rest = set;
        std::iter::from_fn(move || {
            if rest == 0 {
                return None;
            }
            let index = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            Some(Square(index))
        })
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

/// The text is not a square name (`a1` ... `h8`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseSquareError;

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a square: use a file a-h and a rank 1-8, like e4")
    }
}

impl std::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(text: &str) -> Result<Square, ParseSquareError> {
        match text.as_bytes() {
            [file @ b'a'..=b'h', rank @ b'1'..=b'8'] => {
                Square::new(file - b'a', rank - b'1').ok_or(ParseSquareError)
            }
            _ => Err(ParseSquareError),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for i in 0..64 {
            let sq = Square::from_index(i).unwrap();
            assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
        }
        assert_eq!("e4".parse::<Square>().unwrap().index(), 28);
        for bad in ["", "e", "i1", "a9", "a0", "E4", "e44"] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
    }

    #[test]
    fn all_of_lists_the_set_bits_in_order() {
        let squares: Vec<usize> = Square::all_of(0b1010_0001).map(Square::index).collect();
        assert_eq!(squares, [0, 5, 7]);
    }
}
