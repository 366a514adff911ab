//! A position: where the pieces stand, whose turn it is, the scores, the last move
//! (for no-rejection), the clock and the rules. Built only through checked
//! constructors (MCFEN or a layout's start), so every `Position` is playable.

use std::fmt;
use std::hash::{Hash, Hasher};

use super::bitboard::{squares, Bitboard, Bits};
use super::layout::Layout;
use super::moves::Move;
use super::piece::{Piece, Player, PlayerSet};
use super::rules::Rules;
use super::square::Square;
use super::tables::Tables;

/// The previous move, as no-rejection and MCFEN need it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct LastMove {
    pub from: Square,
    pub to: Square,
    /// Whether it captured (written `c4xc5` in MCFEN).
    pub captured: bool,
}

/// What a played move did, for messages and labels.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Played {
    pub mover: Player,
    /// The piece that moved, before any merge.
    pub piece: Piece,
    /// The piece captured on the target square (its points went to the mover).
    pub captured: Option<Piece>,
    /// The piece a merge produced on the target square.
    pub merged_into: Option<Piece>,
    /// The new owner when the piece changed zones.
    pub crossed_to: Option<Player>,
    pub called_clock: bool,
}

/// A legal Martian Chess position.
///
/// The pieces are stored in the narrowest bit-set type the board fits (see
/// bitboard.rs): a `u64` for the boards up to 8 files wide, a `u128` for the 12-wide
/// ones. The hot code (move generation, play, perft) is generic over that type and
/// chosen once per call; the public API speaks [`Bitboard`]s of any board.
#[derive(Clone, Copy)]
pub struct Position(pub(crate) Board);

/// A position in one of its two storage types.
#[derive(Clone, Copy)]
pub(crate) enum Board {
    Narrow(Core<u64>),
    Wide(Core<u128>),
}

/// The position itself, generic over the bit-set type of its pieces.
#[derive(Clone, Copy)]
pub(crate) struct Core<B> {
    pub(crate) layout: &'static Layout,
    pub(crate) pawns: B,
    pub(crate) drones: B,
    pub(crate) queens: B,
    pub(crate) scores: [u16; Player::MAX],
    pub(crate) to_move: Player,
    pub(crate) last_move: Option<LastMove>,
    /// Plies left before the clock ends the game; `None` while no clock runs.
    pub(crate) clock: Option<u8>,
    pub(crate) rules: Rules,
}

/// Runs `$body` with `$c` bound to the position's core, whatever its storage.
macro_rules! with_core {
    ($pos:expr, $c:ident => $body:expr) => {
        match &$pos.0 {
            $crate::position::Board::Narrow($c) => $body,
            $crate::position::Board::Wide($c) => $body,
        }
    };
}

/// The same, with a mutable core.
macro_rules! with_core_mut {
    ($pos:expr, $c:ident => $body:expr) => {
        match &mut $pos.0 {
            $crate::position::Board::Narrow($c) => $body,
            $crate::position::Board::Wide($c) => $body,
        }
    };
}

pub(crate) use with_core;

/// Highest score a position may hold; far above any real game (72 points exist).
pub const MAX_SCORE: u16 = 9999;

/// Everything but the pieces, to build a position from.
#[derive(Clone, Copy)]
pub(crate) struct State {
    pub(crate) scores: [u16; Player::MAX],
    pub(crate) to_move: Player,
    pub(crate) last_move: Option<LastMove>,
    pub(crate) clock: Option<u8>,
    pub(crate) rules: Rules,
}

impl Position {
    /// A position of `layout` with the pieces on these squares (squares off the board
    /// are dropped). Not checked: callers validate.
    pub(crate) fn from_sets(
        layout: &'static Layout,
        [pawns, drones, queens]: [Bitboard; 3],
        state: State,
    ) -> Position {
        fn core<B: Bits>(layout: &'static Layout, sets: [Bitboard; 3], state: State) -> Core<B> {
            let board = B::tables(layout.tables()).board;
            Core {
                layout,
                pawns: B::from_wide(sets[0]) & board,
                drones: B::from_wide(sets[1]) & board,
                queens: B::from_wide(sets[2]) & board,
                scores: state.scores,
                to_move: state.to_move,
                last_move: state.last_move,
                clock: state.clock,
                rules: state.rules,
            }
        }
        let sets = [pawns, drones, queens];
        Position(if layout.is_narrow() {
            Board::Narrow(core(layout, sets, state))
        } else {
            Board::Wide(core(layout, sets, state))
        })
    }

    /// Everything but the pieces.
    pub(crate) fn state(&self) -> State {
        with_core!(self, c => State {
            scores: c.scores,
            to_move: c.to_move,
            last_move: c.last_move,
            clock: c.clock,
            rules: c.rules,
        })
    }

    /// The same pieces with another state.
    pub(crate) fn with_state(&self, state: State) -> Position {
        let sets = Piece::ALL.map(|piece| self.pieces(piece));
        Position::from_sets(self.layout(), sets, state)
    }

    pub fn layout(&self) -> &'static Layout {
        with_core!(self, c => c.layout)
    }

    pub fn rules(&self) -> Rules {
        with_core!(self, c => c.rules)
    }

    /// The player whose turn it is (after the game ends: whose turn it would be).
    pub fn to_move(&self) -> Player {
        with_core!(self, c => c.to_move)
    }

    /// Points captured by each player, in seat order.
    pub fn scores(&self) -> &[u16] {
        with_core!(self, c => &c.scores[..c.layout.players()])
    }

    pub fn score(&self, player: Player) -> u16 {
        with_core!(self, c => c.scores[player.index()])
    }

    /// Sides that score together: each player alone, or two teams (SW+NE, NW+SE).
    pub fn sides(&self) -> Vec<PlayerSet> {
        let players = self.layout().players();
        if self.rules().teams {
            (0..players / 2)
                .map(|first| {
                    PlayerSet::EMPTY
                        .with(Player::from_index(first))
                        .with(Player::from_index(first + players / 2))
                })
                .collect()
        } else {
            (0..players)
                .map(|p| PlayerSet::EMPTY.with(Player::from_index(p)))
                .collect()
        }
    }

    /// The pooled score of a side.
    pub fn side_score(&self, side: PlayerSet) -> u32 {
        side.iter().map(|p| u32::from(self.score(p))).sum()
    }

    pub fn last_move(&self) -> Option<LastMove> {
        with_core!(self, c => c.last_move)
    }

    /// Plies left before the clock ends the game, if it runs.
    pub fn clock(&self) -> Option<u8> {
        with_core!(self, c => c.clock)
    }

    /// All occupied squares.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        with_core!(self, c => c.occupied().widen())
    }

    /// The squares holding this kind of piece.
    #[inline]
    pub fn pieces(&self, piece: Piece) -> Bitboard {
        with_core!(self, c => c.pieces(piece).widen())
    }

    /// The occupied squares of a player's zone: the pieces that player owns.
    pub fn owned_by(&self, player: Player) -> Bitboard {
        with_core!(self, c => c.owned_by(player).widen())
    }

    /// The piece on `sq`; `None` off this board too.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        if !self.layout().contains(sq) {
            return None;
        }
        with_core!(self, c => c.piece_at(sq))
    }

    /// Every piece on the board with its square, lowest square first.
    pub fn board(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        squares(self.occupied()).filter_map(|sq| self.piece_at(sq).map(|p| (sq, p)))
    }

    /// Total pips on the board.
    pub fn pips_on_board(&self) -> u32 {
        with_core!(self, c => c.pawns.count() + 2 * c.drones.count() + 3 * c.queens.count())
    }

    /// Plays a move already known to be legal (from [`Position::legal_moves`] or
    /// checked with [`Position::is_legal`]). An illegal move leaves an inconsistent
    /// position, though never undefined behaviour.
    #[inline]
    pub fn play_unchecked(&mut self, m: Move) -> Played {
        with_core_mut!(self, c => c.play_unchecked(m))
    }

    /// The zone that is empty, if any: the game is then over.
    #[inline]
    pub(crate) fn empty_zone(&self) -> Option<Player> {
        with_core!(self, c => c.empty_zone())
    }

    /// Whether the game ended by an empty zone or the clock: the cheap checks, for
    /// searches (a position with no legal move is over too, see [`Position::outcome`]).
    #[inline]
    pub fn ended_by_zone_or_clock(&self) -> bool {
        with_core!(self, c => c.ended_by_zone_or_clock())
    }
}

impl<B: Bits> Core<B> {
    /// The layout's masks in this position's bit-set type.
    #[inline(always)]
    pub(crate) fn tables(&self) -> &'static Tables<B> {
        B::tables(self.layout.tables())
    }

    #[inline(always)]
    pub(crate) fn zone(&self, player: Player) -> B {
        self.tables().zones[player.index()]
    }

    #[inline(always)]
    pub(crate) fn occupied(&self) -> B {
        self.pawns | self.drones | self.queens
    }

    #[inline(always)]
    pub(crate) fn pieces(&self, piece: Piece) -> B {
        match piece {
            Piece::Pawn => self.pawns,
            Piece::Drone => self.drones,
            Piece::Queen => self.queens,
        }
    }

    #[inline(always)]
    pub(crate) fn owned_by(&self, player: Player) -> B {
        self.occupied() & self.zone(player)
    }

    #[inline(always)]
    pub(crate) fn piece_at(&self, sq: Square) -> Option<Piece> {
        let bit = B::of(sq);
        if !(self.pawns & bit).is_empty() {
            Some(Piece::Pawn)
        } else if !(self.drones & bit).is_empty() {
            Some(Piece::Drone)
        } else if !(self.queens & bit).is_empty() {
            Some(Piece::Queen)
        } else {
            None
        }
    }

    #[inline(always)]
    fn pieces_mut(&mut self, piece: Piece) -> &mut B {
        match piece {
            Piece::Pawn => &mut self.pawns,
            Piece::Drone => &mut self.drones,
            Piece::Queen => &mut self.queens,
        }
    }

    #[inline]
    pub(crate) fn play_unchecked(&mut self, m: Move) -> Played {
        let (from, to) = (m.from(), m.to());
        let (from_bit, to_bit) = (B::of(from), B::of(to));
        let mover = self.to_move;
        let piece = self.piece_at(from).unwrap_or(Piece::Pawn);
        *self.pieces_mut(piece) &= !from_bit;
        let mut captured = None;
        let mut merged_into = None;
        let target_owner = self.layout.owner(to);
        if let Some(target) = self.piece_at(to) {
            *self.pieces_mut(target) &= !to_bit;
            if target_owner == Some(mover) {
                merged_into = Some(merged(piece, target));
            } else {
                captured = Some(target);
                let score = &mut self.scores[mover.index()];
                *score = score.saturating_add(target.points()).min(MAX_SCORE);
            }
        }
        *self.pieces_mut(merged_into.unwrap_or(piece)) |= to_bit;
        let restart = self.rules.clock.plies();
        self.clock = match self.clock {
            _ if m.calls_clock() => restart,
            Some(_) if captured.is_some() => restart,
            Some(left) => Some(left.saturating_sub(1)),
            None => None,
        };
        self.last_move = Some(LastMove {
            from,
            to,
            captured: captured.is_some(),
        });
        self.to_move = self.layout.next(mover);
        Played {
            mover,
            piece,
            captured,
            merged_into,
            crossed_to: target_owner.filter(|owner| *owner != mover),
            called_clock: m.calls_clock(),
        }
    }

    #[inline(always)]
    pub(crate) fn empty_zone(&self) -> Option<Player> {
        let occupied = self.occupied();
        (0..self.layout.players())
            .map(Player::from_index)
            .find(|p| (occupied & self.zone(*p)).is_empty())
    }

    #[inline(always)]
    pub(crate) fn ended_by_zone_or_clock(&self) -> bool {
        self.clock == Some(0) || self.empty_zone().is_some()
    }
}

/// The piece a merge produces. Callers have checked the pair may merge.
pub(crate) fn merged(moving: Piece, target: Piece) -> Piece {
    match (moving, target) {
        (Piece::Pawn, Piece::Pawn) => Piece::Drone,
        _ => Piece::Queen,
    }
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.layout() == other.layout()
            && Piece::ALL
                .iter()
                .all(|p| self.pieces(*p) == other.pieces(*p))
            && self.scores() == other.scores()
            && self.to_move() == other.to_move()
            && self.last_move() == other.last_move()
            && self.clock() == other.clock()
            && self.rules() == other.rules()
    }
}

impl Eq for Position {}

impl Hash for Position {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.layout().name().hash(state);
        Piece::ALL.map(|p| self.pieces(p)).hash(state);
        self.scores().hash(state);
        self.to_move().hash(state);
        self.last_move().hash(state);
        self.clock().hash(state);
        self.rules().hash(state);
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}
