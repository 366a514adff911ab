//! The rules of Martian Chess: squares, layouts, pieces, positions, move generation,
//! notation (MCFEN and moves) and perft. Pure: no I/O, no async, nothing from the rest
//! of the crate. `../shared/RULES.md` is the contract this module implements.
//!
//! ```
//! use martian_engine::{Position, perft};
//! let mut pos: Position = "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 0,0 - - classic".parse().unwrap();
//! assert_eq!(perft(&pos, 2), 104);
//! let m = pos.parse_move("c3-d4").unwrap();
//! pos.play(m).unwrap();
//! assert_eq!(pos.to_string(), "QQD1/QDP1/DPP1/4/3P/1P1D/1PDQ/1DQQ 2 0,0 c3d4 - classic");
//! ```

mod bitboard;
mod fen;
mod game;
mod illegal;
mod layout;
mod movegen;
mod moves;
mod outcome;
mod perft;
mod piece;
mod position;
mod rules;
mod square;
mod tables;
mod validate;
mod zobrist;

#[cfg(test)]
mod tests;

pub use bitboard::{squares, Bitboard, Direction, Squares};
pub use fen::{FenField, ParseFenError};
pub use game::Game;
pub use illegal::{how_it_moves, IllegalMove, IllegalReason, MergeRefusal};
pub use layout::{Layout, LayoutSpec, ZoneSpec, LAYOUT_SPECS, ZONE_SIZE};
pub use moves::{Move, MoveText, ParseMoveError};
pub use outcome::{EndReason, GameResult, Outcome};
pub use perft::{divide, perft};
pub use piece::{Piece, Player, PlayerSet};
pub use position::{LastMove, Played, Position, MAX_SCORE};
pub use rules::{ClockMode, ParseRulesError, Rules, Ruleset};
pub use square::{Coord, ParseSquareError, Square};
