//! Legal move generation: per piece for lists, and in bulk (per direction, over all
//! pieces of a kind at once) for counting, which is what perft's last ply needs.

use super::bitboard::{squares, Bitboard, Direction};
use super::layout::Layout;
use super::moves::Move;
use super::piece::{Piece, Player};
use super::position::Position;
use super::rules::Ruleset;
use super::square::Square;

/// A queen's reach from `from`: rays stopped at (and including) the first piece.
#[inline(always)]
pub(crate) fn queen_reach(layout: &Layout, from: Square, occupied: Bitboard) -> Bitboard {
    let mut reach = 0;
    for dir in Direction::ALL {
        let ray = layout.ray(dir, from);
        let blockers = ray & occupied;
        reach |= if blockers == 0 {
            ray
        } else {
            ray & !layout.ray(dir, dir.nearest(blockers))
        };
    }
    reach
}

/// Squares one step away in the given directions.
#[inline(always)]
fn steps(board: Bitboard, from: Bitboard, dirs: &[Direction]) -> Bitboard {
    dirs.iter().fold(0, |reach, dir| reach | dir.shift(from)) & board
}

/// Where a piece on `from` could land by its movement alone (blockers stop slides,
/// and the squares where a piece stands are included: whether it may land there is
/// decided by [`Position::landing_squares`]).
#[inline(always)]
pub(crate) fn reach(
    layout: &Layout,
    ruleset: Ruleset,
    piece: Piece,
    from: Square,
    occupied: Bitboard,
) -> Bitboard {
    let board = layout.board();
    let bit = from.bit();
    match (ruleset, piece) {
        (_, Piece::Queen) => queen_reach(layout, from, occupied),
        (Ruleset::Classic, Piece::Pawn) => steps(board, bit, &Direction::DIAGONAL),
        (Ruleset::Leaping, Piece::Pawn) => steps(board, bit, &Direction::ALL),
        (Ruleset::Classic, Piece::Drone) => Direction::ORTHOGONAL.iter().fold(0, |reach, dir| {
            let one = dir.shift(bit) & board;
            reach | one | (dir.shift(one & !occupied) & board)
        }),
        (Ruleset::Leaping, Piece::Drone) => Direction::ALL.iter().fold(0, |reach, dir| {
            reach | (dir.shift(dir.shift(bit) & board) & board)
        }),
    }
}

impl Position {
    /// Where `piece` on `from` could land by its movement alone under this game's
    /// ruleset, with `occupied` stopping slides (blocking squares included, whoever
    /// owns them). For evaluations that ask "what could this piece attack".
    #[inline]
    pub fn reach(&self, piece: Piece, from: Square, occupied: Bitboard) -> Bitboard {
        reach(self.layout, self.rules.ruleset, piece, from, occupied)
    }

    /// The squares a piece of `me` moving as `piece` may end on, before geometry: any
    /// square not holding one of `me`'s pieces, plus own pieces it may merge with.
    #[inline(always)]
    pub(crate) fn landing_squares(&self, me: Player, piece: Piece) -> Bitboard {
        let zone = self.layout.zone(me);
        let own = self.occupied() & zone;
        let free = self.layout.board() & !own;
        if !self.rules.ruleset.allows_merges() {
            return free;
        }
        let (pawns, drones, queens) = (self.pawns & zone, self.drones & zone, self.queens & zone);
        let no_drone = if drones == 0 { pawns } else { 0 };
        let no_queen_pawn = if queens == 0 { pawns } else { 0 };
        let no_queen_drone = if queens == 0 { drones } else { 0 };
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

    /// Legal destinations of the piece on `from`; empty if it is not the mover's or
    /// the game is over.
    pub fn legal_targets(&self, from: Square) -> Bitboard {
        if self.ended_by_zone_or_clock() {
            return 0;
        }
        self.targets_unchecked_end(from)
    }

    fn targets_unchecked_end(&self, from: Square) -> Bitboard {
        let me = self.to_move;
        if self.layout.zone(me) & from.bit() == 0 {
            return 0;
        }
        let Some(piece) = self.piece_at(from) else {
            return 0;
        };
        let mut targets = reach(
            self.layout,
            self.rules.ruleset,
            piece,
            from,
            self.occupied(),
        ) & self.landing_squares(me, piece);
        if let Some((ban_from, ban_to)) = self.rejection_ban() {
            if ban_from == from {
                targets &= !ban_to.bit();
            }
        }
        targets
    }

    /// Calls `f` with every legal move (never calling the clock).
    #[inline]
    pub fn for_each_legal_move(&self, mut f: impl FnMut(Move)) {
        if self.ended_by_zone_or_clock() {
            return;
        }
        for from in squares(self.owned_by(self.to_move)) {
            for to in squares(self.targets_unchecked_end(from)) {
                f(Move::new(from, to));
            }
        }
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
        self.rules.clock == super::ClockMode::Call && self.clock.is_none()
    }

    /// The number of legal moves, counted in bulk without listing them.
    pub fn count_legal_moves(&self) -> u64 {
        if self.ended_by_zone_or_clock() {
            return 0;
        }
        let me = self.to_move;
        let zone = self.layout.zone(me);
        let board = self.layout.board();
        let occupied = self.occupied();
        let free = board & !(occupied & zone);
        let (pawns, drones, queens) = (self.pawns & zone, self.drones & zone, self.queens & zone);
        let count_steps = |from: Bitboard, dirs: &[Direction], allowed: Bitboard| -> u32 {
            dirs.iter()
                .map(|dir| (dir.shift(from) & allowed).count_ones())
                .sum()
        };
        let mut count = match self.rules.ruleset {
            Ruleset::Classic => {
                let pawn_ok = self.landing_squares(me, Piece::Pawn);
                let drone_ok = self.landing_squares(me, Piece::Drone);
                let mut n = count_steps(pawns, &Direction::DIAGONAL, pawn_ok);
                for dir in Direction::ORTHOGONAL {
                    let one = dir.shift(drones) & board;
                    n += (one & drone_ok).count_ones();
                    n += (dir.shift(one & !occupied) & drone_ok).count_ones();
                }
                n
            }
            Ruleset::Leaping => {
                let mut n = count_steps(pawns, &Direction::ALL, free);
                for dir in Direction::ALL {
                    n += (dir.shift(dir.shift(drones) & board) & free).count_ones();
                }
                n
            }
        };
        for from in squares(queens) {
            count += (queen_reach(self.layout, from, occupied) & free).count_ones();
        }
        if let Some((ban_from, ban_to)) = self.rejection_ban() {
            if self.targets_without_ban(ban_from) & ban_to.bit() != 0 {
                count -= 1;
            }
        }
        u64::from(count)
    }

    /// Destinations of the mover's piece on `from`, no-rejection aside.
    fn targets_without_ban(&self, from: Square) -> Bitboard {
        let me = self.to_move;
        match self.piece_at(from) {
            Some(piece) if self.layout.zone(me) & from.bit() != 0 => {
                reach(
                    self.layout,
                    self.rules.ruleset,
                    piece,
                    from,
                    self.occupied(),
                ) & self.landing_squares(me, piece)
            }
            _ => 0,
        }
    }
}
