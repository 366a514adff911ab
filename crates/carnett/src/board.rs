//! The placement of the pieces, its FEN text, and the castling rights.

use std::fmt;

use crate::piece::{Color, Kind, Piece};
use crate::square::{Bitboard, Square};

/// Where every piece stands: one set per kind and one per colour.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Board {
    kinds: [Bitboard; 6],
    colors: [Bitboard; 2],
}

impl Board {
    pub const fn empty() -> Board {
        Board {
            kinds: [0; 6],
            colors: [0; 2],
        }
    }

    /// The standard starting position.
    pub fn start() -> Board {
        let back = [
            Kind::Rook,
            Kind::Knight,
            Kind::Bishop,
            Kind::Queen,
            Kind::King,
            Kind::Bishop,
            Kind::Knight,
            Kind::Rook,
        ];
        let mut board = Board::empty();
        for (file, kind) in (0u8..).zip(back) {
            for (color, back_rank, pawn_rank) in [(Color::White, 0, 1), (Color::Black, 7, 6)] {
                if let (Some(b), Some(p)) =
                    (Square::new(file, back_rank), Square::new(file, pawn_rank))
                {
                    board.put(b, Piece::new(color, kind));
                    board.put(p, Piece::new(color, Kind::Pawn));
                }
            }
        }
        board
    }

    pub fn occupied(&self) -> Bitboard {
        self.colors[0] | self.colors[1]
    }

    pub fn color(&self, color: Color) -> Bitboard {
        self.colors[color.index()]
    }

    pub fn kind(&self, kind: Kind) -> Bitboard {
        self.kinds[kind.index()]
    }

    pub fn pieces(&self, color: Color, kind: Kind) -> Bitboard {
        self.colors[color.index()] & self.kinds[kind.index()]
    }

    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let bit = sq.bit();
        let color = if self.colors[0] & bit != 0 {
            Color::White
        } else if self.colors[1] & bit != 0 {
            Color::Black
        } else {
            return None;
        };
        let kind = Kind::ALL
            .into_iter()
            .find(|k| self.kinds[k.index()] & bit != 0)?;
        Some(Piece::new(color, kind))
    }

    /// Puts `piece` on `sq`, replacing whatever stood there.
    pub fn put(&mut self, sq: Square, piece: Piece) {
        self.remove(sq);
        self.kinds[piece.kind.index()] |= sq.bit();
        self.colors[piece.color.index()] |= sq.bit();
    }

    /// Takes away what stands on `sq`.
    pub fn remove(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.piece_at(sq)?;
        self.kinds[piece.kind.index()] &= !sq.bit();
        self.colors[piece.color.index()] &= !sq.bit();
        Some(piece)
    }

    /// The square of `color`'s king (the first one, should there be several).
    pub fn king(&self, color: Color) -> Option<Square> {
        Square::all_of(self.pieces(color, Kind::King)).next()
    }

    /// How many pieces stand on the board.
    pub fn count(&self) -> u32 {
        self.occupied().count_ones()
    }

    /// The placement field of FEN (`rnbqkbnr/pppppppp/8/...`).
    pub fn parse_placement(text: &str) -> Result<Board, FenError> {
        let ranks: Vec<&str> = text.split('/').collect();
        if ranks.len() != 8 {
            return Err(FenError::Placement);
        }
        let mut board = Board::empty();
        for (row, rank_text) in ranks.iter().enumerate() {
            let rank = 7 - row as u8;
            let mut file = 0u8;
            for c in rank_text.chars() {
                if let Some(gap) = c.to_digit(10) {
                    if !(1..=8).contains(&gap) {
                        return Err(FenError::Placement);
                    }
                    file += gap as u8;
                } else {
                    let piece = Piece::from_fen_char(c).ok_or(FenError::Placement)?;
                    let sq = Square::new(file, rank).ok_or(FenError::Placement)?;
                    board.put(sq, piece);
                    file += 1;
                }
                if file > 8 {
                    return Err(FenError::Placement);
                }
            }
            if file != 8 {
                return Err(FenError::Placement);
            }
        }
        Ok(board)
    }

    /// The colour whose pawn passed `sq` with a double step, if `sq` can be an
    /// en-passant square: on rank 3 (White) or 6 (Black), empty, with a pawn of that
    /// colour just in front of it (rank 4 or 5, the square the pawn reached).
    pub fn passed_by(&self, sq: Square) -> Result<Color, EnPassantWhy> {
        let color = Color::passing(sq.rank()).ok_or(EnPassantWhy::Rank)?;
        let pawn = pawn_square(sq, color).and_then(|at| self.piece_at(at));
        if pawn != Some(Piece::new(color, Kind::Pawn)) {
            return Err(EnPassantWhy::NoPawn(color));
        }
        if self.piece_at(sq).is_some() {
            return Err(EnPassantWhy::Occupied(color));
        }
        Ok(color)
    }

    /// The placement field of FEN.
    pub fn placement(&self) -> String {
        let mut text = String::new();
        for rank in (0..8).rev() {
            let mut gap = 0;
            for file in 0..8 {
                match Square::new(file, rank).and_then(|sq| self.piece_at(sq)) {
                    Some(piece) => {
                        if gap > 0 {
                            text.push_str(&gap.to_string());
                            gap = 0;
                        }
                        text.push(piece.fen_char());
                    }
                    None => gap += 1,
                }
            }
            if gap > 0 {
                text.push_str(&gap.to_string());
            }
            if rank > 0 {
                text.push('/');
            }
        }
        text
    }
}

/// Which castlings are still possible: king and rook have not moved (section 4).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Castling(u8);

impl Castling {
    pub const WHITE_KING: Castling = Castling(1);
    pub const WHITE_QUEEN: Castling = Castling(2);
    pub const BLACK_KING: Castling = Castling(4);
    pub const BLACK_QUEEN: Castling = Castling(8);
    pub const ALL: Castling = Castling(15);
    pub const NONE: Castling = Castling(0);

    pub const fn has(self, side: Castling) -> bool {
        self.0 & side.0 == side.0
    }

    pub const fn bits(self) -> u8 {
        self.0
    }

    /// The king-side and queen-side rights of `color`.
    pub const fn of(color: Color) -> [Castling; 2] {
        match color {
            Color::White => [Castling::WHITE_KING, Castling::WHITE_QUEEN],
            Color::Black => [Castling::BLACK_KING, Castling::BLACK_QUEEN],
        }
    }

    /// The rights left once something has left or arrived on `sq`: a king or rook
    /// that leaves its home square, or a rook taken there, ends the castlings that
    /// needed it.
    pub fn touched(self, sq: Square) -> Castling {
        let lost = match sq.index() {
            4 => 3,
            0 => 2,
            7 => 1,
            60 => 12,
            56 => 8,
            63 => 4,
            _ => 0,
        };
        Castling(self.0 & !lost)
    }

    /// `KQkq` or `-`.
    pub fn parse(text: &str) -> Result<Castling, FenError> {
        if text == "-" {
            return Ok(Castling::NONE);
        }
        let mut bits = 0;
        for c in text.chars() {
            let bit = match c {
                'K' => 1,
                'Q' => 2,
                'k' => 4,
                'q' => 8,
                _ => return Err(FenError::Castling),
            };
            if bits & bit != 0 {
                return Err(FenError::Castling);
            }
            bits |= bit;
        }
        if bits == 0 {
            return Err(FenError::Castling);
        }
        Ok(Castling(bits))
    }
}

impl fmt::Display for Castling {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 == 0 {
            return f.write_str("-");
        }
        for (bit, c) in [(1, 'K'), (2, 'Q'), (4, 'k'), (8, 'q')] {
            if self.0 & bit != 0 {
                write!(f, "{c}")?;
            }
        }
        Ok(())
    }
}

/// Why a square cannot be the en-passant square of a FEN. Either side may have left
/// it: the opponent in its previous turn (the side to move may take it), or the side
/// to move itself earlier in this turn (the opponent may take it in its next turn).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EnPassantWhy {
    /// Not on rank 3 or 6, the ranks a double step passes over.
    Rank,
    /// No pawn of this colour (the one whose double steps pass the square's rank)
    /// stands just in front of the square.
    NoPawn(Color),
    /// A piece stands on the square that this colour's pawn passed.
    Occupied(Color),
}

/// Which part of a FEN is wrong.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FenError {
    /// Fewer than four fields, or more than six.
    Fields,
    Placement,
    Side,
    Castling,
    /// The en-passant field is neither `-` nor a square name.
    EnPassantText,
    /// The en-passant field names a square that no double step can have left.
    EnPassant {
        square: Square,
        why: EnPassantWhy,
    },
    /// The castling rights name a king or rook that is not on its home square.
    CastlingWithoutPieces,
    /// The counters (halfmove and fullmove) are not numbers.
    Counters,
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FenError::Fields => {
                "invalid FEN: give 4 to 6 fields (board, side, castling, en passant)"
            }
            FenError::Placement => {
                "invalid FEN board field: 8 ranks of pieces PNBRQK/pnbrqk and digits"
            }
            FenError::Side => "invalid FEN side field: use w or b",
            FenError::Castling => "invalid FEN castling field: use - or some of KQkq",
            FenError::EnPassantText => {
                "invalid FEN en passant field: use - or a square on rank 3 or 6"
            }
            FenError::EnPassant { square, why } => {
                return write!(f, "invalid FEN en passant field: {}", why.sentence(*square));
            }
            FenError::CastlingWithoutPieces => {
                "invalid FEN castling field: a king or rook is not on its home square"
            }
            FenError::Counters => "invalid FEN counters: give whole numbers",
        })
    }
}

impl std::error::Error for FenError {}

impl EnPassantWhy {
    /// Why `square` is refused, in English.
    fn sentence(self, square: Square) -> String {
        let rank = square.rank() + 1;
        match self {
            EnPassantWhy::Rank => format!(
                "{square} is not on rank 3 or 6 (a pawn that moved two squares passes over rank 3 for White, rank 6 for Black)"
            ),
            EnPassantWhy::NoPawn(color) => {
                let front = pawn_square(square, color).map_or(String::new(), |sq| sq.to_string());
                format!(
                    "{square} is on rank {rank}, which only a {color} pawn passes, but no {color} pawn stands just in front of it on {front}"
                )
            }
            EnPassantWhy::Occupied(color) => format!(
                "{square} is on rank {rank}, the square a {color} pawn passed, but a piece stands on it (an en-passant square is empty)"
            ),
        }
    }
}

/// Where the `color` pawn that passed the en-passant square `sq` stands: the square
/// just in front of it (rank 4 for White, rank 5 for Black).
fn pawn_square(sq: Square, color: Color) -> Option<Square> {
    let reached = match color {
        Color::White => sq.rank().checked_add(1)?,
        Color::Black => sq.rank().checked_sub(1)?,
    };
    Square::new(sq.file(), reached)
}

/// What a FEN says: placement, side to move, castling rights, the en-passant square.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Setup {
    pub board: Board,
    pub side: Color,
    pub castling: Castling,
    /// The square a pawn passed with a double step: left by the opponent in its
    /// previous turn (rank 6 with White to move, rank 3 with Black to move), or by the
    /// side to move itself earlier in this turn (rank 3 with White to move, rank 6 with
    /// Black to move; only the opponent may take it, in its next turn).
    pub en_passant: Option<Square>,
}

impl Setup {
    pub fn start() -> Setup {
        Setup {
            board: Board::start(),
            side: Color::White,
            castling: Castling::ALL,
            en_passant: None,
        }
    }

    /// Standard FEN; the two counters may be left out and are ignored.
    pub fn parse(fen: &str) -> Result<Setup, FenError> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if !(4..=6).contains(&fields.len()) {
            return Err(FenError::Fields);
        }
        let board = Board::parse_placement(fields[0])?;
        let side = Color::from_letter(fields[1]).ok_or(FenError::Side)?;
        let castling = Castling::parse(fields[2])?;
        for (right, king, rook) in [
            (Castling::WHITE_KING, 4, 7),
            (Castling::WHITE_QUEEN, 4, 0),
            (Castling::BLACK_KING, 60, 63),
            (Castling::BLACK_QUEEN, 60, 56),
        ] {
            let color = if king == 4 {
                Color::White
            } else {
                Color::Black
            };
            let is = |index: u8, kind| {
                Square::from_index(index).and_then(|sq| board.piece_at(sq))
                    == Some(Piece::new(color, kind))
            };
            if castling.has(right) && !(is(king, Kind::King) && is(rook, Kind::Rook)) {
                return Err(FenError::CastlingWithoutPieces);
            }
        }
        let en_passant = match fields[3] {
            "-" => None,
            text => {
                let square: Square = text.parse().map_err(|_| FenError::EnPassantText)?;
                board
                    .passed_by(square)
                    .map_err(|why| FenError::EnPassant { square, why })?;
                Some(square)
            }
        };
        if fields[4..].iter().any(|n| n.parse::<u32>().is_err()) {
            return Err(FenError::Counters);
        }
        Ok(Setup {
            board,
            side,
            castling,
            en_passant,
        })
    }
}

impl fmt::Display for Setup {
    /// Standard FEN with counters `0 1` (the game keeps no fifty-move count).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ep = self.en_passant.map_or("-".to_owned(), |sq| sq.to_string());
        write!(
            f,
            "{} {} {} {ep} 0 1",
            self.board.placement(),
            self.side.letter(),
            self.castling
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    #[test]
    fn the_start_round_trips() {
        let setup = Setup::parse(START).unwrap();
        assert_eq!(setup, Setup::start());
        assert_eq!(setup.to_string(), START);
        assert_eq!(setup.board.count(), 32);
    }

    #[test]
    fn bad_fens_are_refused_with_the_field() {
        assert_eq!(Setup::parse("8/8 w - -"), Err(FenError::Placement));
        assert_eq!(
            Setup::parse("8/8/8/8/8/8/8/9 w - -"),
            Err(FenError::Placement)
        );
        assert_eq!(Setup::parse("8/8/8/8/8/8/8/8 x - -"), Err(FenError::Side));
        assert_eq!(
            Setup::parse("8/8/8/8/8/8/8/8 w KK -"),
            Err(FenError::Castling)
        );
        assert_eq!(
            Setup::parse("8/8/8/8/8/8/8/8 w K -"),
            Err(FenError::CastlingWithoutPieces)
        );
        assert_eq!(
            Setup::parse("8/8/8/8/8/8/8/8 w - e4"),
            Err(FenError::EnPassant {
                square: "e4".parse().unwrap(),
                why: EnPassantWhy::Rank
            })
        );
        assert_eq!(
            Setup::parse("8/8/8/8/8/8/8/8 w - e9"),
            Err(FenError::EnPassantText)
        );
        assert_eq!(Setup::parse("8/8/8/8/8/8/8/8 w -"), Err(FenError::Fields));
    }

    /// Black to move with d6: Black's own double step d7d5 earlier in this turn.
    const BLACK_LEFT_D6: &str = "4k3/ppp1pppp/8/3pP3/8/8/8/4K3 b - d6 0 1";

    #[test]
    fn either_side_may_have_left_the_en_passant_square() {
        for fen in [
            // Left by the opponent: the usual FEN.
            "4k3/pppp1ppp/8/3Pp3/8/8/8/4K3 w - e6 0 1",
            "4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1",
            // Left by the side to move itself, earlier in its turn.
            BLACK_LEFT_D6,
            "4k3/8/8/8/3Pp3/8/8/4K3 w - d3 0 1",
        ] {
            let setup = Setup::parse(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
            assert_eq!(setup.to_string(), fen);
            assert_eq!(Setup::parse(&setup.to_string()), Ok(setup));
        }
        let setup = Setup::parse(BLACK_LEFT_D6).unwrap();
        assert_eq!(setup.side, Color::Black);
        assert_eq!(setup.en_passant, Some("d6".parse().unwrap()));
    }

    #[test]
    fn a_refused_en_passant_square_is_explained_by_rank_and_side() {
        let message = |fen: &str| Setup::parse(fen).unwrap_err().to_string();
        assert_eq!(
            message("4k3/8/8/8/4P3/8/8/4K3 b - e4 0 1"),
            "invalid FEN en passant field: e4 is not on rank 3 or 6 (a pawn that moved two squares passes over rank 3 for White, rank 6 for Black)"
        );
        // Rank 6 with no black pawn on d5, whichever side is to move.
        for side in ["w", "b"] {
            assert_eq!(
                message(&format!("4k3/8/8/8/8/8/8/4K3 {side} - d6 0 1")),
                "invalid FEN en passant field: d6 is on rank 6, which only a black pawn passes, but no black pawn stands just in front of it on d5"
            );
        }
        // A white pawn on d5 did not pass d6.
        assert_eq!(
            Setup::parse("4k3/8/8/3P4/8/8/8/4K3 w - d6 0 1"),
            Err(FenError::EnPassant {
                square: "d6".parse().unwrap(),
                why: EnPassantWhy::NoPawn(Color::Black)
            })
        );
        assert_eq!(
            message("4k3/8/8/8/8/8/8/4K3 b - c3 0 1"),
            "invalid FEN en passant field: c3 is on rank 3, which only a white pawn passes, but no white pawn stands just in front of it on c4"
        );
        assert_eq!(
            message("4k3/8/3n4/3p4/8/8/8/4K3 w - d6 0 1"),
            "invalid FEN en passant field: d6 is on rank 6, the square a black pawn passed, but a piece stands on it (an en-passant square is empty)"
        );
        assert_eq!(
            message("4k3/8/8/8/8/8/8/4K3 w - x6 0 1"),
            "invalid FEN en passant field: use - or a square on rank 3 or 6"
        );
    }

    #[test]
    fn castling_rights_fall_when_their_squares_are_touched() {
        let c = Castling::ALL.touched("h1".parse().unwrap());
        assert_eq!(c.to_string(), "Qkq");
        assert_eq!(c.touched("e8".parse().unwrap()).to_string(), "Q");
    }
}
