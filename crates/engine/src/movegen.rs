//! Legal move generation: per piece for lists, and in bulk (per direction, over all
//! pieces of a kind at once) for counting, which is what perft's last ply needs.
//!
//! Generic over the bit-set type of the position (see bitboard.rs); [`Position`]'s
//! methods pick the type once and the rest is monomorphised.

use super::bitboard::{squares, Bitboard, Bits, Direction};
use super::moves::Move;
use super::piece::{Piece, Player};
use super::position::{with_core, Core, Position};
use super::rules::{ClockMode, Ruleset};
use super::square::Square;
use super::tables::Tables;

/// A queen's reach from `from`: rays stopped at (and including) the first piece.
#[inline(always)]
pub(crate) fn queen_reach<B: Bits>(tables: &Tables<B>, from: Square, occupied: B) -> B {
    let mut reach = B::ZERO;
    let from = B::index(from);
    for dir in Direction::ALL {
        let rays = &tables.rays[dir as usize];
        let ray = rays[from];
        let blockers = ray & occupied;
        reach |= if blockers.is_empty() {
            ray
        } else {
            ray & !rays[dir.nearest_index(blockers)]
        };
    }
    reach
}

/// Squares one step away in the given directions.
#[inline(always)]
fn steps<B: Bits>(board: B, from: B, dirs: &[Direction]) -> B {
    dirs.iter()
        .fold(B::ZERO, |reach, dir| reach | from.shift(*dir))
        & board
}

/// Where a piece on `from` could land by its movement alone (blockers stop slides,
/// and the squares where a piece stands are included: whether it may land there is
/// decided by `landing_squares`). A slide or a jump never passes a square off the
/// board: every step is masked with the board before the next.
#[inline(always)]
pub(crate) fn reach<B: Bits>(
    tables: &Tables<B>,
    ruleset: Ruleset,
    piece: Piece,
    from: Square,
    occupied: B,
) -> B {
    let board = tables.board;
    let bit = B::of(from);
    match (ruleset, piece) {
        (_, Piece::Queen) => queen_reach(tables, from, occupied),
        (Ruleset::Classic, Piece::Pawn) => steps(board, bit, &Direction::DIAGONAL),
        (Ruleset::Leaping, Piece::Pawn) => steps(board, bit, &Direction::ALL),
        (Ruleset::Classic, Piece::Drone) => {
            Direction::ORTHOGONAL.iter().fold(B::ZERO, |reach, dir| {
                let one = bit.shift(*dir) & board;
                reach | one | ((one & !occupied).shift(*dir) & board)
            })
        }
        (Ruleset::Leaping, Piece::Drone) => Direction::ALL.iter().fold(B::ZERO, |reach, dir| {
            reach | ((bit.shift(*dir) & board).shift(*dir) & board)
        }),
    }
}

impl<B: Bits> Core<B> {
    /// The squares a piece of `me` moving as `piece` may end on, before geometry: any
    /// square not holding one of `me`'s pieces, plus own pieces it may merge with.
    #[inline(always)]
    pub(crate) fn landing_squares(&self, me: Player, piece: Piece) -> B {
        let zone = self.zone(me);
        let own = self.occupied() & zone;
        let free = self.tables().board & !own;
        if !self.rules.ruleset.allows_merges() {
            return free;
        }
        let (pawns, drones, queens) = (self.pawns & zone, self.drones & zone, self.queens & zone);
        let no_drone = if drones.is_empty() { pawns } else { B::ZERO };
        let no_queen_pawn = if queens.is_empty() { pawns } else { B::ZERO };
        let no_queen_drone = if queens.is_empty() { drones } else { B::ZERO };
        match piece {
            Piece::Pawn => free | no_drone | no_queen_drone,
            Piece::Drone => free | no_queen_pawn,
            Piece::Queen => free,
        }
    }

    /// The move no-rejection forbids this turn, as (from, to), if any.
    #[inline(always)]
    pub(crate) fn rejection_ban(&self) -> Option<(Square, Square)> {
        let last = self.last_move?;
        if !self.layout.has_canal_rule()
            || (last.captured && self.rules.reject_captures_allowed)
            || self.layout.owner(last.from) == self.layout.owner(last.to)
        {
            return None;
        }
        Some((last.to, last.from))
    }

    /// Destinations of the mover's piece on `from`, no-rejection aside.
    #[inline(always)]
    fn targets_without_ban(&self, from: Square) -> B {
        let me = self.to_move;
        if (self.zone(me) & B::of(from)).is_empty() {
            return B::ZERO;
        }
        let Some(piece) = self.piece_at(from) else {
            return B::ZERO;
        };
        reach(
            self.tables(),
            self.rules.ruleset,
            piece,
            from,
            self.occupied(),
        ) & self.landing_squares(me, piece)
    }

    /// Legal destinations of the piece on `from`, the end of the game aside.
    #[inline(always)]
    pub(crate) fn targets_unchecked_end(&self, from: Square) -> B {
        let mut targets = self.targets_without_ban(from);
        if let Some((ban_from, ban_to)) = self.rejection_ban() {
            if ban_from == from {
                targets &= !B::of(ban_to);
            }
        }
        targets
    }

    #[inline(always)]
    pub(crate) fn for_each_legal_move(&self, mut f: impl FnMut(Move)) {
        if self.ended_by_zone_or_clock() {
            return;
        }
        for from in squares(self.owned_by(self.to_move)) {
            for to in squares(self.targets_unchecked_end(from)) {
                f(Move::new(from, to));
            }
        }
    }

    #[inline(always)]
    pub(crate) fn count_legal_moves(&self) -> u64 {
        if self.ended_by_zone_or_clock() {
            return 0;
        }
        let me = self.to_move;
        let tables = self.tables();
        let zone = self.zone(me);
        let board = tables.board;
        let occupied = self.occupied();
        let free = board & !(occupied & zone);
        let (pawns, drones, queens) = (self.pawns & zone, self.drones & zone, self.queens & zone);
        let count_steps = |from: B, dirs: &[Direction], allowed: B| -> u32 {
            dirs.iter()
                .map(|dir| (from.shift(*dir) & allowed).count())
                .sum()
        };
        let mut count = match self.rules.ruleset {
            Ruleset::Classic => {
                let pawn_ok = self.landing_squares(me, Piece::Pawn);
                let drone_ok = self.landing_squares(me, Piece::Drone);
                let mut n = count_steps(pawns, &Direction::DIAGONAL, pawn_ok);
                for dir in Direction::ORTHOGONAL {
                    let one = drones.shift(dir) & board;
                    n += (one & drone_ok).count();
                    n += ((one & !occupied).shift(dir) & drone_ok).count();
                }
                n
            }
            Ruleset::Leaping => {
                let mut n = count_steps(pawns, &Direction::ALL, free);
                for dir in Direction::ALL {
                    n += ((drones.shift(dir) & board).shift(dir) & free).count();
                }
                n
            }
        };
        for from in squares(queens) {
            count += (queen_reach(tables, from, occupied) & free).count();
        }
        if let Some((ban_from, ban_to)) = self.rejection_ban() {
            if !(self.targets_without_ban(ban_from) & B::of(ban_to)).is_empty() {
                count -= 1;
            }
        }
        u64::from(count)
    }
}

impl Position {
    /// Where `piece` on `from` could land by its movement alone under this game's
    /// ruleset, with `occupied` stopping slides (blocking squares included, whoever
    /// owns them). For evaluations that ask "what could this piece attack".
    /// Empty when `from` is not on this board.
    #[inline]
    pub fn reach(&self, piece: Piece, from: Square, occupied: Bitboard) -> Bitboard {
        if !self.layout().contains(from) {
            return 0;
        }
        fn of<B: Bits>(c: &Core<B>, piece: Piece, from: Square, occupied: Bitboard) -> Bitboard {
            reach(
                c.tables(),
                c.rules.ruleset,
                piece,
                from,
                B::from_wide(occupied),
            )
            .widen()
        }
        with_core!(self, c => of(c, piece, from, occupied))
    }

    /// The move no-rejection forbids this turn, as (from, to), if any.
    #[inline]
    pub(crate) fn rejection_ban(&self) -> Option<(Square, Square)> {
        with_core!(self, c => c.rejection_ban())
    }

    /// Legal destinations of the piece on `from`; empty if it is not the mover's or
    /// the game is over.
    pub fn legal_targets(&self, from: Square) -> Bitboard {
        // A square off the board has no piece (and in a `u64` position it would alias
        // one of files a-d).
        if !self.layout().contains(from) {
            return 0;
        }
        with_core!(self, c => if c.ended_by_zone_or_clock() {
            0
        } else {
            c.targets_unchecked_end(from).widen()
        })
    }

    /// Calls `f` with every legal move (never calling the clock).
    #[inline]
    pub fn for_each_legal_move(&self, f: impl FnMut(Move)) {
        with_core!(self, c => c.for_each_legal_move(f))
    }

    /// Every legal move, none calling the clock (add the call with
    /// [`Move::calling_clock`] where [`Position::can_call_clock`] allows it). Empty
    /// once the game is over.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(32);
        self.for_each_legal_move(|m| moves.push(m));
        moves
    }

    /// Whether the player to move may call the clock with a move now.
    pub fn can_call_clock(&self) -> bool {
        self.rules().clock == ClockMode::Call && self.clock().is_none()
    }

    /// The number of legal moves, counted in bulk without listing them.
    #[inline]
    pub fn count_legal_moves(&self) -> u64 {
        with_core!(self, c => c.count_legal_moves())
    }
}
