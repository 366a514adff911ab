//! Every way a move can be wrong, each with a sentence a player understands.

use std::fmt;

use super::moves::ParseMoveError;
use super::outcome::Outcome;
use super::piece::{Piece, Player};
use super::rules::Ruleset;
use super::square::{Coord, Square};

/// A move that cannot be played, and why.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct IllegalMove {
    pub reason: IllegalReason,
}

/// Why a merge onto one's own piece is refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MergeRefusal {
    /// Pawn + pawn would make a drone, but the player already has one.
    AlreadyHaveDrone,
    /// Pawn + drone would make a queen, but the player already has one.
    AlreadyHaveQueen,
    /// Drone + drone, or anything with a queen: never.
    PairCannotMerge,
    /// The ruleset has no merges at all.
    RulesetHasNoMerges,
}

/// The reasons, from the first thing checked to the last.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum IllegalReason {
    /// The text is not a move.
    Unparsable(ParseMoveError),
    /// The game has ended.
    GameOver(Outcome),
    /// Someone other than the player to move tried to move.
    NotYourTurn { to_move: Player },
    /// A square is not on this board.
    OffBoard { square: Coord, extent: String },
    /// From and to are the same square.
    SameSquare { square: Square },
    /// Nothing stands on the from square.
    EmptySquare { square: Square },
    /// The piece stands in another player's zone, so it is theirs.
    NotYourPiece {
        square: Square,
        piece: Piece,
        owner: Player,
        owner_zone: String,
        your_zone: String,
    },
    /// The clock is switched off in this game.
    ClockOff,
    /// The clock runs by itself in this game.
    ClockAutomatic,
    /// The clock was already called.
    ClockAlreadyRunning { plies_left: u8 },
    /// The piece does not move that way.
    WrongGeometry {
        piece: Piece,
        ruleset: Ruleset,
        from: Square,
        to: Square,
    },
    /// Something stands between from and to.
    PathBlocked {
        piece: Piece,
        from: Square,
        to: Square,
        blocker: Square,
        blocker_piece: Piece,
    },
    /// The way from `from` to `to` passes `gap`, a square off the board (a missing
    /// zone of a house layout): no move crosses a gap.
    PathOffBoard {
        piece: Piece,
        from: Square,
        to: Square,
        gap: Coord,
    },
    /// One's own piece stands on the target and the two cannot merge.
    OwnPieceOnTarget {
        piece: Piece,
        target: Piece,
        to: Square,
        why: MergeRefusal,
    },
    /// The piece just crossed the canal from `to`, and may not go straight back.
    NoRejection {
        piece: Piece,
        from: Square,
        to: Square,
        crossed_by_capture: bool,
    },
}

impl IllegalMove {
    pub(crate) fn new(reason: IllegalReason) -> IllegalMove {
        IllegalMove { reason }
    }
}

impl From<IllegalReason> for IllegalMove {
    fn from(reason: IllegalReason) -> IllegalMove {
        IllegalMove { reason }
    }
}

/// How a piece moves, as the first half of a sentence.
pub fn how_it_moves(piece: Piece, ruleset: Ruleset) -> &'static str {
    match (ruleset, piece) {
        (Ruleset::Classic, Piece::Pawn) => "A pawn moves exactly one square diagonally",
        (Ruleset::Classic, Piece::Drone) => {
            "A drone moves one or two squares in a straight line (forwards, backwards or sideways), never diagonally"
        }
        (_, Piece::Queen) => {
            "A queen moves any number of squares in a straight line or along a diagonal"
        }
        (Ruleset::Leaping, Piece::Pawn) => {
            "In the leaping rules a pawn moves exactly one square in any direction"
        }
        (Ruleset::Leaping, Piece::Drone) => {
            "In the leaping rules a drone jumps exactly two squares in a straight line or along a diagonal"
        }
    }
}

impl fmt::Display for IllegalReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalReason::Unparsable(err) => write!(f, "{}.", capitalise(&err.to_string())),
            IllegalReason::GameOver(outcome) => write!(
                f,
                "The game is already over ({outcome}), so no more moves can be played."
            ),
            IllegalReason::NotYourTurn { to_move } => write!(
                f,
                "It is {to_move}'s turn, not yours: wait until they have moved."
            ),
            IllegalReason::OffBoard { square, extent } => write!(
                f,
                "There is no square {square} on this board: it has {extent}."
            ),
            IllegalReason::SameSquare { square } => write!(
                f,
                "A move has to go somewhere: {square} to {square} would leave the piece where it is."
            ),
            IllegalReason::EmptySquare { square } => write!(
                f,
                "There is no piece on {square}: start the move from a square with one of your pieces on it."
            ),
            IllegalReason::NotYourPiece {
                square,
                piece,
                owner,
                owner_zone,
                your_zone,
            } => write!(
                f,
                "The {piece} on {square} stands in {owner}'s zone ({owner_zone}), so it is theirs: you can move only the pieces in your own zone ({your_zone})."
            ),
            IllegalReason::ClockOff => {
                f.write_str("The clock is switched off in this game, so it can't be called.")
            }
            IllegalReason::ClockAutomatic => f.write_str(
                "This game's clock runs by itself (27 moves without a capture end the game), so it can't be called.",
            ),
            IllegalReason::ClockAlreadyRunning { plies_left } => write!(
                f,
                "The clock is already running ({plies_left} {} left), so it can't be called again.",
                if *plies_left == 1 { "move" } else { "moves" }
            ),
            IllegalReason::WrongGeometry {
                piece,
                ruleset,
                from,
                to,
            } => write!(
                f,
                "{}, so the {piece} on {from} can't go to {to}.",
                how_it_moves(*piece, *ruleset)
            ),
            IllegalReason::PathBlocked {
                piece,
                from,
                to,
                blocker,
                blocker_piece,
            } => write!(
                f,
                "The {piece} on {from} can't get to {to}: the {blocker_piece} on {blocker} is in the way, and a {piece} can't jump."
            ),
            IllegalReason::PathOffBoard {
                piece,
                from,
                to,
                gap,
            } => write!(
                f,
                "The {piece} on {from} can't get to {to}: {gap} on the way is not on the board, and no piece crosses a gap in the board."
            ),
            IllegalReason::OwnPieceOnTarget {
                piece,
                target,
                to,
                why,
            } => {
                write!(f, "Your own {target} stands on {to}, ")?;
                match why {
                    MergeRefusal::AlreadyHaveDrone => f.write_str(
                        "and you already have a drone, so two pawns can't merge into another one.",
                    ),
                    MergeRefusal::AlreadyHaveQueen => f.write_str(
                        "and you already have a queen, so a pawn and a drone can't merge into another one.",
                    ),
                    MergeRefusal::PairCannotMerge => write!(
                        f,
                        "and a {piece} can't merge with a {target}: only pawn + pawn (making a drone) and pawn + drone (making a queen) merge."
                    ),
                    MergeRefusal::RulesetHasNoMerges => {
                        f.write_str("and pieces never merge in the leaping rules.")
                    }
                }
            }
            IllegalReason::NoRejection {
                piece,
                from,
                to,
                crossed_by_capture,
            } => write!(
                f,
                "That {piece} just crossed the canal from {to} to {from}{}; it can't be sent straight back this turn.",
                if *crossed_by_capture {
                    " (by capturing)"
                } else {
                    ""
                }
            ),
        }
    }
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.reason.fmt(f)
    }
}

impl std::error::Error for IllegalMove {}

fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
