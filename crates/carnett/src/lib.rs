//! The rules of Carnett's Martian Chess (`../shared/CARNETT.md`): chess without check,
//! a die that gives each turn its number of actions, and captures decided by card
//! battles with hidden hands. Pure: no I/O (but [`Seed::from_os`]), no sentences but
//! the English `Display` of errors for the command line and logs.
//!
//! ```
//! use martian_carnett::{Action, Color, Game, Seed};
//! let (mut game, events) = Game::new(Seed::from_u64(1));
//! assert_eq!(game.hand(Color::White).len(), 13);
//! assert_eq!(events.len(), 3); // two deals and White's roll
//! let action: Action = "e2e4".parse().unwrap();
//! game.apply(Color::White, action).unwrap();
//! // Ending the turn is always possible.
//! assert!(game.legal_actions().contains(&Action::EndTurn));
//! ```

mod action;
mod attacks;
mod battle;
mod board;
mod card;
pub mod encode;
mod game;
mod illegal;
mod movegen;
mod outcome;
mod piece;
mod position;
pub mod record;
mod rng;
mod square;
mod view;

#[cfg(test)]
mod tests;

pub use action::{Action, ParseActionError};
pub use battle::Battle;
pub use board::{Board, Castling, EnPassantWhy, FenError, Setup};
pub use card::{Card, CardSet, ParseCardError, Suit};
pub use game::{Event, Game, HAND_SIZE, MAX_TURNS};
pub use illegal::{IllegalAction, IllegalReason};
pub use movegen::{attackers, attacks_from, pseudo_legal, ChessMove, MoveRules};
pub use outcome::Outcome;
pub use piece::{Color, Counts, Kind, Piece};
pub use position::Position;
pub use rng::{NoRandomness, ParseSeedError, Seed, Streams};
pub use square::{Bitboard, ParseSquareError, Square};
pub use view::PlayerView;

/// The piece moves one action may make in the position of a FEN, as `martian-chess
/// moves --game carnett` prints them: UCI, sorted, promotions as four moves.
pub fn fen_moves(fen: &str) -> Result<Vec<String>, FenError> {
    let setup = Setup::parse(fen)?;
    let pos = Position::from_setup(&setup, 1);
    let mut texts: Vec<String> = pos.piece_moves().iter().map(ChessMove::to_string).collect();
    texts.sort();
    Ok(texts)
}
