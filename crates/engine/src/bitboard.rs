//! Sets of squares as bit masks.
//!
//! The public set type, [`Bitboard`], is a `u128` over a grid 16 files wide and 8
//! ranks high (bit `rank * 16 + file`): it holds every layout, the 12-wide ones too.
//! Positions store their pieces in the narrowest type their board fits, through the
//! [`Bits`] trait: a `u64` over the 8x8 grid (bit `rank * 8 + file`, as before the
//! 12-wide boards came) for `duel`, `quad`, `halves` and `tri`, a `u128` for `penta`
//! and `hexa`. The generator is generic over it and monomorphised, so the common
//! layouts keep their speed: perft 7 from the `duel` start ran 2.2 times slower when
//! everything was a `u128` (two words per operation and per popcount), and runs as
//! fast as before this way (the issue 17 report has the numbers).
//!
//! Shifts never need to know the width because every result is masked with the
//! layout's board. On the 16-wide grid the four files m-p that no board uses (and the
//! bits past the top rank) absorb every overflow of a shift, so the `u128` shifts need
//! no file masks at all; the 8x8 grid needs the usual a/h-file masks.

use std::fmt::Debug;
use std::hash::Hash;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not};

use super::square::{Square, GRID};
use super::tables::{ByWidth, Tables};

/// A set of squares, of any board.
pub type Bitboard = u128;

impl Square {
    /// The single-bit board of this square.
    #[inline(always)]
    pub const fn bit(self) -> Bitboard {
        1 << self.index()
    }
}

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;

/// A bit-set type a position can store its pieces in.
pub trait Bits:
    Copy
    + Eq
    + Hash
    + Debug
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
{
    const ZERO: Self;
    /// Whether a board `width` files wide fits this type.
    fn fits(width: u8) -> bool;
    fn count(self) -> u32;
    /// Every square moved one step in `dir`; the caller masks with its board.
    fn shift(self, dir: Direction) -> Self;
    /// The set holding just `sq`, a square of a board this type fits.
    #[inline(always)]
    fn of(sq: Square) -> Self {
        Self::bit_at(Self::index(sq))
    }
    /// The bit number of `sq`, a square of a board this type fits.
    fn index(sq: Square) -> usize;
    /// The set holding just bit `index`.
    fn bit_at(index: usize) -> Self;
    /// The bit number of the lowest bit; the set must not be empty.
    fn lowest_index(self) -> usize;
    /// The bit number of the highest bit; the set must not be empty.
    fn highest_index(self) -> usize;
    /// The square of the lowest bit; the set must not be empty.
    fn lowest(self) -> Square;
    /// The square of the highest bit; the set must not be empty.
    fn highest(self) -> Square;
    fn without_lowest(self) -> Self;
    /// The same squares as a [`Bitboard`].
    fn widen(self) -> Bitboard;
    /// The squares of `set` this type can hold.
    fn from_wide(set: Bitboard) -> Self;
    /// A layout's masks and rays in this type.
    fn tables(tables: &ByWidth) -> &Tables<Self>;

    #[inline(always)]
    fn is_empty(self) -> bool {
        self == Self::ZERO
    }
}

impl Bits for u64 {
    const ZERO: u64 = 0;

    fn fits(width: u8) -> bool {
        width <= 8
    }

    #[inline(always)]
    fn count(self) -> u32 {
        self.count_ones()
    }

    #[inline(always)]
    fn shift(self, dir: Direction) -> u64 {
        match dir {
            Direction::North => self << 8,
            Direction::South => self >> 8,
            Direction::East => (self << 1) & !FILE_A,
            Direction::West => (self >> 1) & !FILE_H,
            Direction::NorthEast => (self << 9) & !FILE_A,
            Direction::NorthWest => (self << 7) & !FILE_H,
            Direction::SouthEast => (self >> 7) & !FILE_A,
            Direction::SouthWest => (self >> 9) & !FILE_H,
        }
    }

    /// Files i-l are not on the 8x8 grid: their squares alias files a-d here (no
    /// branch on the hot path), so callers keep them out (positions check squares
    /// against their board before looking at them).
    #[inline(always)]
    fn index(sq: Square) -> usize {
        let i = sq.index();
        ((i >> 1) & !7) | (i & 7)
    }

    #[inline(always)]
    fn bit_at(index: usize) -> u64 {
        1 << index
    }

    #[inline(always)]
    fn lowest_index(self) -> usize {
        self.trailing_zeros() as usize
    }

    #[inline(always)]
    fn highest_index(self) -> usize {
        63 - self.leading_zeros() as usize
    }

    #[inline(always)]
    fn lowest(self) -> Square {
        narrow_square(self.trailing_zeros() as u8)
    }

    #[inline(always)]
    fn highest(self) -> Square {
        narrow_square(63 - self.leading_zeros() as u8)
    }

    #[inline(always)]
    fn without_lowest(self) -> u64 {
        self & (self - 1)
    }

    fn widen(self) -> Bitboard {
        (0..8).fold(0, |wide, rank| {
            wide | (u128::from((self >> (8 * rank)) as u8) << (u32::from(GRID) * rank))
        })
    }

    fn from_wide(set: Bitboard) -> u64 {
        (0..8).fold(0, |narrow, rank| {
            narrow | (u64::from((set >> (u32::from(GRID) * rank)) as u8) << (8 * rank))
        })
    }

    #[inline(always)]
    fn tables(tables: &ByWidth) -> &Tables<u64> {
        &tables.narrow
    }
}

/// The square of bit `index` of the 8x8 grid.
#[inline(always)]
fn narrow_square(index: u8) -> Square {
    Square::from_index_unchecked(((index & !7) << 1) | (index & 7))
}

impl Bits for u128 {
    const ZERO: u128 = 0;

    fn fits(_width: u8) -> bool {
        true
    }

    #[inline(always)]
    fn count(self) -> u32 {
        self.count_ones()
    }

    #[inline(always)]
    fn shift(self, dir: Direction) -> u128 {
        dir.shift(self)
    }

    #[inline(always)]
    fn index(sq: Square) -> usize {
        sq.index()
    }

    #[inline(always)]
    fn bit_at(index: usize) -> u128 {
        1 << index
    }

    #[inline(always)]
    fn lowest_index(self) -> usize {
        self.trailing_zeros() as usize
    }

    #[inline(always)]
    fn highest_index(self) -> usize {
        (u128::BITS - 1 - self.leading_zeros()) as usize
    }

    #[inline(always)]
    fn lowest(self) -> Square {
        Square::from_index_unchecked(self.trailing_zeros() as u8)
    }

    #[inline(always)]
    fn highest(self) -> Square {
        Square::from_index_unchecked((u128::BITS - 1 - self.leading_zeros()) as u8)
    }

    #[inline(always)]
    fn without_lowest(self) -> u128 {
        self & (self - 1)
    }

    fn widen(self) -> Bitboard {
        self
    }

    fn from_wide(set: Bitboard) -> u128 {
        set
    }

    #[inline(always)]
    fn tables(tables: &ByWidth) -> &Tables<u128> {
        &tables.wide
    }
}

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
    pub fn nearest<B: Bits>(self, blockers: B) -> Square {
        if self.is_increasing() {
            blockers.lowest()
        } else {
            blockers.highest()
        }
    }

    /// The same as [`Direction::nearest`], as a bit number of `B`.
    #[inline(always)]
    pub(crate) fn nearest_index<B: Bits>(self, blockers: B) -> usize {
        if self.is_increasing() {
            blockers.lowest_index()
        } else {
            blockers.highest_index()
        }
    }

    /// Every square of `set` (squares of a board: files a-l) moved one step this way.
    /// A square leaving the board lands on files m-p or off the grid, never on
    /// another board square, so the caller must mask the result with its board.
    #[inline(always)]
    pub const fn shift(self, set: Bitboard) -> Bitboard {
        const N: u32 = GRID as u32;
        match self {
            Direction::North => set << N,
            Direction::South => set >> N,
            Direction::East => set << 1,
            Direction::West => set >> 1,
            Direction::NorthEast => set << (N + 1),
            Direction::NorthWest => set << (N - 1),
            Direction::SouthEast => set >> (N - 1),
            Direction::SouthWest => set >> (N + 1),
        }
    }
}

/// Iterates the squares of a set, lowest index first.
#[derive(Clone, Copy, Debug)]
pub struct Squares<B = Bitboard>(pub B);

impl<B: Bits> Iterator for Squares<B> {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0.is_empty() {
            return None;
        }
        let sq = self.0.lowest();
        self.0 = self.0.without_lowest();
        Some(sq)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count() as usize;
        (n, Some(n))
    }
}

impl<B: Bits> ExactSizeIterator for Squares<B> {}

/// The squares of a set.
pub fn squares<B: Bits>(set: B) -> Squares<B> {
    Squares(set)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::Layout;

    /// Every square of the grid, files a-l.
    fn grid() -> Bitboard {
        (0..=u8::MAX)
            .filter_map(Square::from_index)
            .fold(0, |all, sq| all | sq.bit())
    }

    #[test]
    fn shifts_off_the_widest_board_never_land_on_a_square() {
        let grid = grid();
        assert_eq!(grid.count_ones(), 96);
        let edges = ["l4", "a4", "a8", "l8", "a1", "l1", "f8", "f1"];
        for name in edges {
            let sq: Square = name.parse().unwrap();
            for dir in Direction::ALL {
                let (df, dr) = dir.delta();
                let file = u8::try_from(i16::from(sq.file()) + i16::from(df)).ok();
                let rank = u8::try_from(i16::from(sq.rank()) + i16::from(dr)).ok();
                let expected = file.zip(rank).and_then(|(f, r)| Square::new(f, r));
                let got = dir.shift(sq.bit()) & grid;
                assert_eq!(got, expected.map_or(0, Square::bit), "{name} {dir:?}");
            }
        }
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
    fn narrow_sets_agree_with_wide_ones() {
        let quad = Layout::quad();
        let mut seen = 0u64;
        for sq in squares(quad.board()) {
            let bit = <u64 as Bits>::of(sq);
            assert_eq!(bit.count_ones(), 1, "{sq}");
            assert_eq!(bit & seen, 0, "{sq}");
            seen |= bit;
            assert_eq!(bit.lowest(), sq);
            assert_eq!(bit.highest(), sq);
            assert_eq!(bit.widen(), sq.bit());
            assert_eq!(u64::from_wide(sq.bit()), bit);
            for dir in Direction::ALL {
                assert_eq!(
                    bit.shift(dir).widen() & quad.board(),
                    dir.shift(sq.bit()) & quad.board()
                );
            }
        }
        assert_eq!(seen, u64::MAX);
    }

    #[test]
    fn squares_iterate_in_index_order() {
        let set = Square::new(1, 0).unwrap().bit() | Square::new(0, 5).unwrap().bit();
        let names: Vec<String> = squares(set).map(|s| s.to_string()).collect();
        assert_eq!(names, ["b1", "a6"]);
    }
}
