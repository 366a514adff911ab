//! Puzzles from finished games of the pyramid game's two-player layouts (`duel`,
//! `halves`), found the way lichess finds chess puzzles (ornicar's lichess-puzzler): a
//! position qualifies when, at a fixed search budget, the side to move has one move
//! clearly better than every other, and stays so for each of the solver's further
//! moves after the engine's best reply (up to three solver moves).
//!
//! - [`find_in_game`]: at most one puzzle per game (the first position that qualifies).
//! - [`puzzle_at`]: the puzzle of one position, if it qualifies.
//! - [`verify`]: a puzzle checked again at a deeper budget.
//! - [`selfplay_game`]: seeded games between the computer's levels, to find puzzles in.
//!
//! The margins are [`MARGIN`] (2 points and 20 percentage points of winning chance;
//! why in `margin.rs`); a candidate is confirmed at four times the caller's budget.
//! Everything stops on node budgets, never on time: the same games and budget give the
//! same puzzles on any machine.
//!
//! ```
//! use martian_engine::{Layout, Position, Rules};
//! let start = Position::start(Layout::duel(), Rules::default()).unwrap();
//! let moves = martian_puzzles::selfplay_game(&start, 7, 0, 0.01);
//! // Whatever it finds, a puzzle holds at a deeper search.
//! if let Some(p) = martian_puzzles::find_in_game(&start, &moves, 2_000) {
//!     assert!(martian_puzzles::verify(&p, 16_000).is_ok());
//! }
//! ```

mod find;
mod line;
mod margin;
mod puzzle;
mod rating;
mod selfplay;
mod step;
mod themes;
mod verify;

#[cfg(test)]
mod tests;

pub use find::{find_in_game, puzzle_at, OPENING_PLIES};
pub use margin::{Margin, FAR_AHEAD, MARGIN};
pub use puzzle::{puzzle_id, Puzzle, Theme};
pub use selfplay::selfplay_game;
pub use verify::verify;
