//! Colours, kinds of piece and pieces.

use std::fmt;

/// A player: White moves first.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Color {
    White,
    Black,
}

impl Color {
    pub const BOTH: [Color; 2] = [Color::White, Color::Black];

    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn opponent(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// `w` or `b`, as in FEN.
    pub const fn letter(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    pub fn from_letter(letter: &str) -> Option<Color> {
        match letter {
            "w" => Some(Color::White),
            "b" => Some(Color::Black),
            _ => None,
        }
    }

    /// The rank (0-7) this colour's pieces start on.
    pub const fn back_rank(self) -> u8 {
        match self {
            Color::White => 0,
            Color::Black => 7,
        }
    }

    /// The rank (0-7) this colour's pawns pass over with a double step: the rank of
    /// the en-passant squares they leave (rank 3 for White, rank 6 for Black).
    pub const fn passed_rank(self) -> u8 {
        match self {
            Color::White => 2,
            Color::Black => 5,
        }
    }

    /// Whose pawns pass over `rank` (0-7) with a double step, if anyone's.
    pub const fn passing(rank: u8) -> Option<Color> {
        match rank {
            2 => Some(Color::White),
            5 => Some(Color::Black),
            _ => None,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::White => "white",
            Color::Black => "black",
        })
    }
}

/// A kind of chess piece.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Kind {
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
}

impl Kind {
    pub const ALL: [Kind; 6] = [
        Kind::Pawn,
        Kind::Knight,
        Kind::Bishop,
        Kind::Rook,
        Kind::Queen,
        Kind::King,
    ];
    /// What a pawn may become.
    pub const PROMOTIONS: [Kind; 4] = [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight];
    /// What may be exchanged and dropped: every kind but the king.
    pub const EXCHANGEABLE: [Kind; 5] = [
        Kind::Pawn,
        Kind::Knight,
        Kind::Bishop,
        Kind::Rook,
        Kind::Queen,
    ];

    pub const fn index(self) -> usize {
        self as usize
    }

    /// The upper-case letter: `P N B R Q K`.
    pub const fn letter(self) -> char {
        match self {
            Kind::Pawn => 'P',
            Kind::Knight => 'N',
            Kind::Bishop => 'B',
            Kind::Rook => 'R',
            Kind::Queen => 'Q',
            Kind::King => 'K',
        }
    }

    /// From a letter of either case.
    pub fn from_letter(letter: char) -> Option<Kind> {
        Kind::ALL
            .into_iter()
            .find(|k| k.letter() == letter.to_ascii_uppercase())
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Kind::Pawn => "pawn",
            Kind::Knight => "knight",
            Kind::Bishop => "bishop",
            Kind::Rook => "rook",
            Kind::Queen => "queen",
            Kind::King => "king",
        })
    }
}

/// A piece: a colour and a kind.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    pub color: Color,
    pub kind: Kind,
}

impl Piece {
    pub const fn new(color: Color, kind: Kind) -> Piece {
        Piece { color, kind }
    }

    /// The FEN letter: upper case for White.
    pub fn fen_char(self) -> char {
        match self.color {
            Color::White => self.kind.letter(),
            Color::Black => self.kind.letter().to_ascii_lowercase(),
        }
    }

    pub fn from_fen_char(c: char) -> Option<Piece> {
        let kind = Kind::from_letter(c)?;
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        Some(Piece { color, kind })
    }
}

/// A count per kind of piece (a prison or a reserve), indexed by [`Kind::index`].
pub type Counts = [u8; 6];
