//! Sets of squares as `u64` bit masks over the 8x8 grid (bit `rank * 8 + file`).
//!
//! A `duel` board uses 32 of the 64 bits; shifts never need to know the width because
//! every result is masked with the layout's board.

use super::square::Square;

/// A set of squares.
pub type Bitboard = u64;

pub(crate) const FILE_A: Bitboard = 0x0101_0101_0101_0101;
pub(crate) const FILE_H: Bitboard = FILE_A << 7;

/// The eight directions, orthogonal ones first.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Direction {
    North,
    South,
    East,
    West,
    NorthEast,
    NorthWest,
    SouthEast,
    SouthWest,
}

impl Direction {
    pub const ALL: [Direction; 8] = [
        Direction::North,
        Direction::South,
        Direction::East,
        Direction::West,
        Direction::NorthEast,
        Direction::NorthWest,
        Direction::SouthEast,
        Direction::SouthWest,
    ];
    pub const ORTHOGONAL: [Direction; 4] = [
        Direction::North,
        Direction::South,
        Direction::East,
        Direction::West,
    ];
    pub const DIAGONAL: [Direction; 4] = [
        Direction::NorthEast,
        Direction::NorthWest,
        Direction::SouthEast,
        Direction::SouthWest,
    ];

    /// (file step, rank step).
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::North => (0, 1),
            Direction::South => (0, -1),
            Direction::East => (1, 0),
            Direction::West => (-1, 0),
            Direction::NorthEast => (1, 1),
            Direction::NorthWest => (-1, 1),
            Direction::SouthEast => (1, -1),
            Direction::SouthWest => (-1, -1),
        }
    }

    /// Whether stepping this way raises the square index (decides the bit scan used for
    /// the nearest blocker on a ray).
    pub const fn is_increasing(self) -> bool {
        matches!(
            self,
            Direction::North | Direction::East | Direction::NorthEast | Direction::NorthWest
        )
    }

    /// The square of `blockers` (all on one ray from some square in this direction)
    /// nearest to that square. `blockers` must not be empty.
    #[inline(always)]
    pub fn nearest(self, blockers: Bitboard) -> Square {
        let index = if self.is_increasing() {
            blockers.trailing_zeros()
        } else {
            63 - blockers.leading_zeros()
        };
        Square::from_index_unchecked(index as u8)
    }

    /// Every square of `set` moved one step this way; squares leaving the grid vanish
    /// (the caller masks with its board for narrower layouts).
    #[inline(always)]
    pub const fn shift(self, set: Bitboard) -> Bitboard {
        match self {
            Direction::North => set << 8,
            Direction::South => set >> 8,
            Direction::East => (set << 1) & !FILE_A,
            Direction::West => (set >> 1) & !FILE_H,
            Direction::NorthEast => (set << 9) & !FILE_A,
            Direction::NorthWest => (set << 7) & !FILE_H,
            Direction::SouthEast => (set >> 7) & !FILE_A,
            Direction::SouthWest => (set >> 9) & !FILE_H,
        }
    }
}

/// Iterates the squares of a set, lowest index first.
#[derive(Clone, Copy, Debug)]
pub struct Squares(pub Bitboard);

impl Iterator for Squares {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(Square::from_index_unchecked(index))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Squares {}

/// The squares of a set.
pub fn squares(set: Bitboard) -> Squares {
    Squares(set)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shifts_do_not_wrap_around_the_grid() {
        let h4 = Square::new(7, 3).unwrap().bit();
        assert_eq!(Direction::East.shift(h4), 0);
        assert_eq!(Direction::NorthEast.shift(h4), 0);
        let a4 = Square::new(0, 3).unwrap().bit();
        assert_eq!(Direction::West.shift(a4), 0);
        assert_eq!(Direction::SouthWest.shift(a4), 0);
        let a8 = Square::new(0, 7).unwrap().bit();
        assert_eq!(Direction::North.shift(a8), 0);
    }

    #[test]
    fn shifts_follow_their_deltas() {
        let c3 = Square::new(2, 2).unwrap();
        for dir in Direction::ALL {
            let (df, dr) = dir.delta();
            let to = Square::new((2 + df) as u8, (2 + dr) as u8).unwrap();
            assert_eq!(dir.shift(c3.bit()), to.bit(), "{dir:?}");
            assert_eq!(dir.is_increasing(), to > c3, "{dir:?}");
        }
    }

    #[test]
    fn squares_iterate_in_index_order() {
        let set = Square::new(1, 0).unwrap().bit() | Square::new(0, 5).unwrap().bit();
        let names: Vec<String> = squares(set).map(|s| s.to_string()).collect();
        assert_eq!(names, ["b1", "a6"]);
    }
}
