//! The public part of a game besides the cards: the board, whose turn, the die and the
//! actions left, the pieces moved this turn, the en-passant squares, prisons and
//! reserves. Everything here is seen by both players.

use crate::action::Action;
use crate::board::{Board, Castling, Setup};
use crate::illegal::IllegalReason;
use crate::movegen::{self, ChessMove, MoveRules};
use crate::piece::{Color, Counts, Kind, Piece};
use crate::square::{Bitboard, Square};

/// The public state of a game in its current turn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    pub(crate) board: Board,
    pub(crate) side: Color,
    pub(crate) castling: Castling,
    /// The squares passed by the opponent's double steps in their previous turn.
    pub(crate) en_passant: Bitboard,
    /// The squares passed by this turn's double steps (the next turn's en passant).
    pub(crate) double_steps: Bitboard,
    /// Where the pieces that moved this turn stand.
    pub(crate) moved: Bitboard,
    /// 1 for White's first turn.
    pub(crate) turn: u16,
    pub(crate) die: u8,
    pub(crate) actions_left: u8,
    /// `prisons[c]`: the opponent's pieces that `c` captured, by kind.
    pub(crate) prisons: [Counts; 2],
    /// `reserves[c]`: `c`'s own pieces back from prison, ready to drop.
    pub(crate) reserves: [Counts; 2],
}

/// What an attack did to the kings: the colour whose king was captured, if any.
pub(crate) type KingTaken = Option<Color>;

impl Position {
    /// A position from a FEN, at the start of a turn with `die` actions and no piece
    /// moved (what `moves --game carnett` lists from). An en-passant square left by
    /// the opponent may be taken now; one left by the side to move itself (rank 3
    /// for White, 6 for Black: a double step earlier in this turn) is this turn's
    /// double step, which the opponent may take in its next turn.
    pub fn from_setup(setup: &Setup, die: u8) -> Position {
        let (en_passant, double_steps) = match setup.en_passant {
            Some(sq) if sq.rank() == setup.side.passed_rank() => (0, sq.bit()),
            other => (other.map_or(0, Square::bit), 0),
        };
        Position {
            board: setup.board,
            side: setup.side,
            castling: setup.castling,
            en_passant,
            double_steps,
            moved: 0,
            turn: 1,
            die,
            actions_left: die,
            prisons: [[0; 6]; 2],
            reserves: [[0; 6]; 2],
        }
    }

    pub fn board(&self) -> &Board {
        &self.board
    }
    /// Whose turn it is.
    pub fn side(&self) -> Color {
        self.side
    }
    pub fn castling(&self) -> Castling {
        self.castling
    }
    pub fn en_passant(&self) -> Bitboard {
        self.en_passant
    }
    pub fn double_steps(&self) -> Bitboard {
        self.double_steps
    }
    pub fn moved(&self) -> Bitboard {
        self.moved
    }
    pub fn turn(&self) -> u16 {
        self.turn
    }
    pub fn die(&self) -> u8 {
        self.die
    }
    pub fn actions_left(&self) -> u8 {
        self.actions_left
    }
    pub fn prison(&self, color: Color) -> Counts {
        self.prisons[color.index()]
    }
    pub fn reserve(&self, color: Color) -> Counts {
        self.reserves[color.index()]
    }

    /// A FEN of the board part, with one en-passant square at most: the first the
    /// side may still take (empty, the opponent's pawn in front of it), else the first
    /// of its own double steps this turn that the opponent may take next turn. Squares
    /// that can no longer be taken are left out, so the FEN reads back (with
    /// [`Position::from_setup`]) to the same FEN.
    pub fn setup(&self) -> Setup {
        let live = |squares: Bitboard, by: Color| {
            Square::all_of(squares).find(|sq| self.board.passed_by(*sq) == Ok(by))
        };
        Setup {
            board: self.board,
            side: self.side,
            castling: self.castling,
            en_passant: live(self.en_passant, self.side.opponent())
                .or_else(|| live(self.double_steps, self.side)),
        }
    }

    /// Pieces of both colours on the board, in prisons and in reserves (always 32).
    pub fn pieces_accounted(&self) -> u32 {
        let held: u32 = self
            .prisons
            .iter()
            .chain(&self.reserves)
            .flatten()
            .map(|n| u32::from(*n))
            .sum();
        self.board.count() + held
    }

    pub fn move_rules(&self) -> MoveRules {
        MoveRules {
            side: self.side,
            castling: self.castling,
            en_passant: self.en_passant,
            frozen: self.moved,
        }
    }

    /// The piece moves the side may make now (none once its actions are spent).
    pub fn piece_moves(&self) -> Vec<ChessMove> {
        if self.actions_left == 0 {
            return Vec::new();
        }
        movegen::pseudo_legal(&self.board, &self.move_rules())
    }

    /// The drops the side may make now: each kind in reserve onto each allowed square.
    pub fn drops(&self) -> Vec<(Kind, Square)> {
        let mut drops = Vec::new();
        if self.actions_left == 0 {
            return drops;
        }
        let empty = !self.board.occupied();
        const EDGE_RANKS: Bitboard = 0xff00_0000_0000_00ff;
        for kind in Kind::EXCHANGEABLE {
            if self.reserves[self.side.index()][kind.index()] == 0 {
                continue;
            }
            let squares = if kind == Kind::Pawn {
                empty & !EDGE_RANKS
            } else {
                empty
            };
            drops.extend(Square::all_of(squares).map(|sq| (kind, sq)));
        }
        drops
    }

    /// The kinds the side may exchange now.
    pub fn exchanges(&self) -> Vec<Kind> {
        if self.actions_left == 0 {
            return Vec::new();
        }
        let (us, them) = (self.side.index(), self.side.opponent().index());
        Kind::EXCHANGEABLE
            .into_iter()
            .filter(|k| self.prisons[us][k.index()] > 0 && self.prisons[them][k.index()] > 0)
            .collect()
    }

    /// Where the defending piece stands if `mv` is an attack: its target square, or
    /// for a pawn taking en passant the square beside it.
    pub fn attack_target(&self, mv: ChessMove) -> Option<Square> {
        let them = self.board.color(self.side.opponent());
        if them & mv.to.bit() != 0 {
            return Some(mv.to);
        }
        let pawn = self.board.pieces(self.side, Kind::Pawn) & mv.from.bit() != 0;
        let en_passant = self.en_passant & movegen::passed_rank(self.side.opponent());
        if pawn && mv.from.file() != mv.to.file() && en_passant & mv.to.bit() != 0 {
            let beside = Square::new(mv.to.file(), mv.from.rank())?;
            let victim = Piece::new(self.side.opponent(), Kind::Pawn);
            return (self.board.piece_at(beside) == Some(victim)).then_some(beside);
        }
        None
    }

    /// `mv` checked against the rules, with a promotion to a queen filled in when a
    /// pawn reaches the last rank and none was named.
    pub fn check_move(&self, mv: ChessMove) -> Result<ChessMove, IllegalReason> {
        let piece = self
            .board
            .piece_at(mv.from)
            .ok_or(IllegalReason::EmptySquare(mv.from))?;
        if piece.color != self.side {
            return Err(IllegalReason::NotYourPiece(mv.from));
        }
        if self.moved & mv.from.bit() != 0 {
            return Err(IllegalReason::AlreadyMoved(mv.from));
        }
        let mut moves = Vec::new();
        movegen::piece_moves(&self.board, &self.move_rules(), mv.from, &mut moves);
        let mut same: Vec<ChessMove> = moves.into_iter().filter(|m| m.to == mv.to).collect();
        if same.is_empty() {
            return Err(IllegalReason::NotAMove {
                from: mv.from,
                to: mv.to,
            });
        }
        let promotes = same.iter().any(|m| m.promotion.is_some());
        let wanted = match (promotes, mv.promotion) {
            (false, None) => None,
            (false, Some(_)) => return Err(IllegalReason::BadPromotion),
            (true, p) => Some(p.unwrap_or(Kind::Queen)),
        };
        same.retain(|m| m.promotion == wanted);
        same.first().copied().ok_or(IllegalReason::BadPromotion)
    }

    /// For a player thinking ahead: the position after the side's `action`, an attack
    /// settled as `attack_won` says, with one action spent (the turn does not pass; a
    /// discard, a card or ending the turn leave the board as it is). Also returns the
    /// colour whose king was taken.
    pub fn after(
        &self,
        action: Action,
        attack_won: bool,
    ) -> Result<(Position, Option<Color>), IllegalReason> {
        let mut next = *self;
        let mut king_taken = None;
        match action {
            Action::Move(mv) => {
                let mv = self.check_move(mv)?;
                match self.attack_target(mv) {
                    Some(target) => king_taken = next.resolve_attack(mv, target, attack_won),
                    None => next.play_quiet(mv),
                }
            }
            Action::Drop { kind, to } => {
                self.check_drop(kind, to)?;
                next.drop_piece(kind, to);
            }
            Action::Exchange(kind) => {
                self.check_exchange(kind)?;
                next.exchange(kind);
            }
            Action::Discard(_) | Action::EndTurn | Action::Play(_) => {}
        }
        next.actions_left = next.actions_left.saturating_sub(1);
        Ok((next, king_taken))
    }

    /// Plays a checked move that is not an attack: a step, a castling, a promotion.
    pub(crate) fn play_quiet(&mut self, mv: ChessMove) {
        let Some(piece) = self.board.remove(mv.from) else {
            return;
        };
        if piece.kind == Kind::King && mv.from.file().abs_diff(mv.to.file()) == 2 {
            for (_, king_to, rook_from, rook_to, _) in movegen::castling_paths(self.side) {
                if usize::from(king_to) == mv.to.index() {
                    let rook_from = Square::at(rook_from);
                    let rook_to = Square::at(rook_to);
                    if let Some(rook) = self.board.remove(rook_from) {
                        self.board.put(rook_to, rook);
                        self.moved |= rook_to.bit();
                        self.castling = self.castling.touched(rook_from);
                    }
                }
            }
        }
        if piece.kind == Kind::Pawn && mv.from.rank().abs_diff(mv.to.rank()) == 2 {
            let passed = (mv.from.index() + mv.to.index()) / 2;
            self.double_steps |= 1u64 << passed;
        }
        let kind = mv
            .promotion
            .filter(|_| piece.kind == Kind::Pawn)
            .unwrap_or(piece.kind);
        self.board.put(mv.to, Piece::new(piece.color, kind));
        self.moved |= mv.to.bit();
        self.castling = self.castling.touched(mv.from).touched(mv.to);
    }

    /// Settles an attack: the winner's piece stays or arrives, the loser's goes to the
    /// winner's prison. Returns the colour whose king was taken.
    pub(crate) fn resolve_attack(
        &mut self,
        mv: ChessMove,
        target: Square,
        attacker_wins: bool,
    ) -> KingTaken {
        let us = self.side;
        let them = us.opponent();
        let attacker = self.board.piece_at(mv.from)?;
        if attacker_wins {
            let defender = self.board.remove(target)?;
            self.board.remove(mv.from);
            let kind = mv
                .promotion
                .filter(|_| attacker.kind == Kind::Pawn)
                .unwrap_or(attacker.kind);
            self.board.put(mv.to, Piece::new(us, kind));
            self.prisons[us.index()][defender.kind.index()] += 1;
            self.moved |= mv.to.bit();
            self.castling = self
                .castling
                .touched(mv.from)
                .touched(mv.to)
                .touched(target);
            (defender.kind == Kind::King).then_some(them)
        } else {
            self.board.remove(mv.from);
            self.prisons[them.index()][attacker.kind.index()] += 1;
            self.castling = self.castling.touched(mv.from);
            (attacker.kind == Kind::King).then_some(us)
        }
    }

    pub(crate) fn check_drop(&self, kind: Kind, to: Square) -> Result<(), IllegalReason> {
        if kind == Kind::King || self.reserves[self.side.index()][kind.index()] == 0 {
            return Err(IllegalReason::NotInReserve(kind));
        }
        if self.board.occupied() & to.bit() != 0 {
            return Err(IllegalReason::SquareOccupied(to));
        }
        if kind == Kind::Pawn && (to.rank() == 0 || to.rank() == 7) {
            return Err(IllegalReason::PawnOnEdgeRank(to));
        }
        Ok(())
    }

    pub(crate) fn drop_piece(&mut self, kind: Kind, to: Square) {
        self.reserves[self.side.index()][kind.index()] -= 1;
        self.board.put(to, Piece::new(self.side, kind));
        self.moved |= to.bit();
    }

    pub(crate) fn check_exchange(&self, kind: Kind) -> Result<(), IllegalReason> {
        let (us, them) = (self.side.index(), self.side.opponent().index());
        if kind == Kind::King {
            return Err(IllegalReason::KingNotExchangeable);
        }
        if self.prisons[us][kind.index()] == 0 {
            return Err(IllegalReason::NoPrisoner(kind));
        }
        if self.prisons[them][kind.index()] == 0 {
            return Err(IllegalReason::NoneOfYoursInPrison(kind));
        }
        Ok(())
    }

    pub(crate) fn exchange(&mut self, kind: Kind) {
        let (us, them, k) = (
            self.side.index(),
            self.side.opponent().index(),
            kind.index(),
        );
        self.prisons[us][k] -= 1;
        self.reserves[them][k] += 1;
        self.prisons[them][k] -= 1;
        self.reserves[us][k] += 1;
    }

    /// Passes the turn to the opponent, who rolled `roll`.
    pub(crate) fn next_turn(&mut self, roll: u8) {
        self.side = self.side.opponent();
        self.turn += 1;
        self.en_passant = self.double_steps;
        self.double_steps = 0;
        self.moved = 0;
        self.die = roll;
        self.actions_left = roll;
    }
}
