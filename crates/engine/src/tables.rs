//! A layout's precomputed masks and rays, in each bit-set type positions store their
//! pieces in (see bitboard.rs). The layout computes them; the move generator reads them.

use super::piece::Player;
use super::square::Square;

/// A layout's masks in one bit-set type.
pub struct Tables<B> {
    pub(crate) board: B,
    pub(crate) zones: [B; Player::MAX],
    /// Squares reached sliding from a square (by its bit number in `B`) in a
    /// direction on an empty board.
    pub(crate) rays: [[B; Square::INDEX_END]; 8],
}

/// A layout's tables in both bit-set types: `u64`s (meaningful when the board fits
/// 8x8) and `u128`s (every board).
pub struct ByWidth {
    pub(crate) narrow: Tables<u64>,
    pub(crate) wide: Tables<u128>,
}
