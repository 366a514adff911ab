//! The puzzle trainer (issue 31): puzzles from the shipped sets and the server's own
//! games (`library.rs`), solved privately one move at a time (`solve.rs`), rated with
//! Glicko-2 apart from game ratings (`rating.rs`); their components carry their own
//! prefix (`ids.rs`). A server's daily puzzle is posted by the ticks (`daily.rs`),
//! which also look into its finished games for its own puzzles (`harvest.rs`). The
//! position itself is the game's business: `games::PuzzleState`.

mod daily;
mod harvest;
mod ids;
mod library;
mod rating;
mod solve;

pub use ids::{is_puzzle, puzzle_steps_in_place};

/// The puzzles the bot ships (`assets/puzzles/*.jsonl`, built in), as it reads them.
pub fn shipped_puzzles() -> &'static [crate::model::Puzzle] {
    library::shipped()
}
