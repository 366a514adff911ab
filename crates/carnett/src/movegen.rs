//! Pseudo-legal chess moves (section 4): no check, castling with only the conditions
//! on unmoved pieces and empty squares, en passant on any of the turn's squares,
//! promotions as four moves. A move onto an opponent's piece is an attack (a battle).

use std::fmt;

use crate::attacks;
use crate::board::{Board, Castling};
use crate::piece::{Color, Kind};
use crate::square::{Bitboard, Square};

/// A piece move: from, to, and what a pawn reaching the last rank becomes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ChessMove {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<Kind>,
}

impl fmt::Display for ChessMove {
    /// UCI: `e2e4`, `e7e8q`, `e1g1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(kind) = self.promotion {
            write!(f, "{}", kind.letter().to_ascii_lowercase())?;
        }
        Ok(())
    }
}

/// What the move generator needs to know besides the placement.
#[derive(Clone, Copy, Debug)]
pub struct MoveRules {
    pub side: Color,
    pub castling: Castling,
    /// Squares a pawn of the opponent passed by a double step in its previous turn.
    /// Only those on the rank the opponent's pawns pass (6 for White to move, 3 for
    /// Black) count: a side never takes en passant on a square its own pawn passed.
    pub en_passant: Bitboard,
    /// Pieces that may not move (they moved this turn).
    pub frozen: Bitboard,
}

/// The squares attacked by the piece on `sq` (pawns: their diagonal captures).
pub fn attacks_from(board: &Board, sq: Square) -> Bitboard {
    let occupied = board.occupied();
    match board.piece_at(sq) {
        None => 0,
        Some(piece) => match piece.kind {
            Kind::Pawn => attacks::pawn(piece.color, sq),
            Kind::Knight => attacks::knight(sq),
            Kind::Bishop => attacks::bishop(sq, occupied),
            Kind::Rook => attacks::rook(sq, occupied),
            Kind::Queen => attacks::queen(sq, occupied),
            Kind::King => attacks::king(sq),
        },
    }
}

/// The pieces of `by` that attack `sq`.
pub fn attackers(board: &Board, sq: Square, by: Color) -> Bitboard {
    let occupied = board.occupied();
    let them = board.color(by);
    let diagonal = board.kind(Kind::Bishop) | board.kind(Kind::Queen);
    let straight = board.kind(Kind::Rook) | board.kind(Kind::Queen);
    them & ((attacks::pawn(by.opponent(), sq) & board.kind(Kind::Pawn))
        | (attacks::knight(sq) & board.kind(Kind::Knight))
        | (attacks::king(sq) & board.kind(Kind::King))
        | (attacks::bishop(sq, occupied) & diagonal)
        | (attacks::rook(sq, occupied) & straight))
}

/// The pseudo-legal moves of the side to move, pieces in `frozen` left out.
pub fn pseudo_legal(board: &Board, rules: &MoveRules) -> Vec<ChessMove> {
    let mut moves = Vec::with_capacity(64);
    let movers = board.color(rules.side) & !rules.frozen;
    for from in Square::all_of(movers) {
        piece_moves(board, rules, from, &mut moves);
    }
    moves
}

/// The pseudo-legal moves of the piece on `from` (none if it is not the side's).
pub fn piece_moves(board: &Board, rules: &MoveRules, from: Square, out: &mut Vec<ChessMove>) {
    let Some(piece) = board.piece_at(from) else {
        return;
    };
    if piece.color != rules.side {
        return;
    }
    let own = board.color(rules.side);
    let push = |out: &mut Vec<ChessMove>, targets: Bitboard| {
        for to in Square::all_of(targets) {
            out.push(ChessMove {
                from,
                to,
                promotion: None,
            });
        }
    };
    match piece.kind {
        Kind::Pawn => pawn_moves(board, rules, from, out),
        Kind::King => {
            push(out, attacks::king(from) & !own);
            castlings(board, rules, from, out);
        }
        _ => push(out, attacks_from(board, from) & !own),
    }
}

fn pawn_moves(board: &Board, rules: &MoveRules, from: Square, out: &mut Vec<ChessMove>) {
    let side = rules.side;
    let occupied = board.occupied();
    let (forward, start_rank, last_rank): (i8, u8, u8) = match side {
        Color::White => (8, 1, 7),
        Color::Black => (-8, 6, 0),
    };
    let step = |sq: Square| Square::from_index((sq.index() as i8 + forward) as u8);
    let mut targets =
        attacks::pawn(side, from) & (board.color(side.opponent()) | en_passant(board, rules));
    if let Some(one) = step(from) {
        if occupied & one.bit() == 0 {
            targets |= one.bit();
            if from.rank() == start_rank {
                if let Some(two) = step(one) {
                    if occupied & two.bit() == 0 {
                        targets |= two.bit();
                    }
                }
            }
        }
    }
    for to in Square::all_of(targets) {
        if to.rank() == last_rank {
            for kind in Kind::PROMOTIONS {
                out.push(ChessMove {
                    from,
                    to,
                    promotion: Some(kind),
                });
            }
        } else {
            out.push(ChessMove {
                from,
                to,
                promotion: None,
            });
        }
    }
}

/// The turn's en-passant squares that can still be taken: on the rank the opponent's
/// pawns pass, empty, with the pawn that passed them still beside (it may have been
/// captured since, or a piece moved there).
fn en_passant(board: &Board, rules: &MoveRules) -> Bitboard {
    let them = rules.side.opponent();
    let victims = board.pieces(them, Kind::Pawn);
    let beside = match rules.side {
        Color::White => victims << 8,
        Color::Black => victims >> 8,
    };
    rules.en_passant & passed_rank(them) & beside & !board.occupied()
}

/// The squares of the rank `color`'s pawns pass with a double step.
pub(crate) fn passed_rank(color: Color) -> Bitboard {
    0xff << (8 * color.passed_rank())
}

/// The castling of a king on `from` as (right, king target, rook from, rook to,
/// squares that must be empty).
pub(crate) fn castling_paths(color: Color) -> [(Castling, u8, u8, u8, Bitboard); 2] {
    let base = color.back_rank() * 8;
    let squares = |files: &[u8]| files.iter().fold(0u64, |acc, f| acc | 1 << (base + f));
    let [king_side, queen_side] = Castling::of(color);
    [
        (king_side, base + 6, base + 7, base + 5, squares(&[5, 6])),
        (queen_side, base + 2, base, base + 3, squares(&[1, 2, 3])),
    ]
}

fn castlings(board: &Board, rules: &MoveRules, from: Square, out: &mut Vec<ChessMove>) {
    if from.index() != usize::from(rules.side.back_rank() * 8 + 4) {
        return;
    }
    for (right, king_to, rook_from, _, between) in castling_paths(rules.side) {
        let rook_free = rules.frozen & (1u64 << rook_from) == 0;
        if rules.castling.has(right)
            && rook_free
            && board.occupied() & between == 0
            && board.pieces(rules.side, Kind::Rook) & (1u64 << rook_from) != 0
        {
            out.push(ChessMove {
                from,
                to: Square::at(king_to),
                promotion: None,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Setup;

    fn moves_of(fen: &str, en_passant: Bitboard, frozen: Bitboard) -> Vec<String> {
        let setup = Setup::parse(fen).unwrap();
        let rules = MoveRules {
            side: setup.side,
            castling: setup.castling,
            en_passant,
            frozen,
        };
        let mut texts: Vec<String> = pseudo_legal(&setup.board, &rules)
            .iter()
            .map(ChessMove::to_string)
            .collect();
        texts.sort();
        texts
    }

    #[test]
    fn the_start_has_twenty_moves() {
        let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(moves_of(fen, 0, 0).len(), 20);
    }

    #[test]
    fn castling_ignores_attacks_but_needs_empty_squares_and_unmoved_pieces() {
        // The black rook on e8 attacks e1, f1 and the king's path: no check in this game.
        let fen = "4r2k/8/8/8/8/8/8/R3K2R w KQ - 0 1";
        let moves = moves_of(fen, 0, 0);
        assert!(moves.contains(&"e1g1".into()) && moves.contains(&"e1c1".into()));
        let blocked = moves_of("4r2k/8/8/8/8/8/8/RN2K2R w KQ - 0 1", 0, 0);
        assert!(!blocked.contains(&"e1c1".into()) && blocked.contains(&"e1g1".into()));
        // A rook that moved this turn (frozen) cannot castle.
        let h1: Square = "h1".parse().unwrap();
        assert!(!moves_of(fen, 0, h1.bit()).contains(&"e1g1".into()));
    }

    #[test]
    fn en_passant_on_every_square_of_the_turn_and_promotions_by_four() {
        let fen = "4k3/8/8/pP1pP3/8/8/8/4K3 w - - 0 1";
        let a6: Square = "a6".parse().unwrap();
        let d6: Square = "d6".parse().unwrap();
        let moves = moves_of(fen, a6.bit() | d6.bit(), 0);
        assert!(moves.contains(&"b5a6".into()) && moves.contains(&"e5d6".into()));
        let promos = moves_of("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", 0, 0);
        let b8: Vec<&String> = promos.iter().filter(|m| m.starts_with("b7b8")).collect();
        assert_eq!(b8.len(), 4);
    }

    #[test]
    fn a_side_never_takes_en_passant_on_a_square_its_own_pawns_pass() {
        // Black to move, d6 given as an en-passant square of Black's: the white pawn
        // on d7 is not taken by e7d6, nor is anything else.
        let fen = "4k3/3Pp3/8/8/8/8/8/4K3 b - - 0 1";
        let d6: Square = "d6".parse().unwrap();
        assert_eq!(moves_of(fen, d6.bit(), 0), moves_of(fen, 0, 0));
        // White to move, d3 given: the black pawn on d2 is not taken by e2d3.
        let fen = "4k3/8/8/8/8/8/3pP3/4K3 w - - 0 1";
        let d3: Square = "d3".parse().unwrap();
        assert_eq!(moves_of(fen, d3.bit(), 0), moves_of(fen, 0, 0));
    }

    #[test]
    fn attackers_are_found() {
        let setup = Setup::parse("4k3/8/8/3p4/8/5N2/8/R3K3 w - - 0 1").unwrap();
        let d4: Square = "d4".parse().unwrap();
        assert_eq!(attackers(&setup.board, d4, Color::White).count_ones(), 1);
        assert_eq!(
            attackers(&setup.board, "e4".parse().unwrap(), Color::Black).count_ones(),
            1
        );
        assert_eq!(
            attackers(&setup.board, "a8".parse().unwrap(), Color::White).count_ones(),
            1
        );
    }
}
