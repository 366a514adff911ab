//! The computer opponent: a search over the engine's public API.
//!
//! [`choose_move`] is all a caller needs; [`analyse`] adds what the search saw. Both
//! are deterministic: the same position, level and seed give the same move, because
//! every level stops on a node budget (the wall clock is only a safety net) and all
//! chance comes from the seed.
//!
//! ```
//! use martian_chess::ai::{choose_move, Level};
//! use martian_chess::engine::{Layout, Position, Rules};
//! let pos = Position::start(Layout::duel(), Rules::default()).unwrap();
//! let m = choose_move(&pos, Level::Easy, 42).unwrap();
//! assert!(pos.is_legal(m));
//! assert_eq!(choose_move(&pos, Level::Easy, 42), Some(m));
//! ```

mod camp;
mod eval;
mod level;
mod ordering;
mod rng;
mod search;
mod tt;

#[cfg(test)]
mod tests;

use std::time::Duration;

use crate::engine::{Move, Position};

pub use level::{Level, ParseLevelError};

use rng::{mix, Rng};
use search::{RootResult, Searcher};

/// A chosen move and what the search behind it saw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub best: Move,
    /// Plies of the deepest completed iteration (0: no search, e.g. a single move).
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// The chosen move's value for the player to move, in centipoints (100 = one
    /// point); beyond ±29000 a forced win or loss.
    pub score: i32,
    /// Thinking time (the only part that differs between two identical calls).
    pub elapsed: Duration,
}

/// The computer's move in `pos` at `level`; `None` only when the game is over.
pub fn choose_move(pos: &Position, level: Level, seed: u64) -> Option<Move> {
    analyse(pos, level, seed).map(|c| c.best)
}

/// Like [`choose_move`], with the search's statistics.
pub fn analyse(pos: &Position, level: Level, seed: u64) -> Option<Choice> {
    let moves = pos.legal_moves();
    if moves.is_empty() || pos.is_over() {
        return None;
    }
    // The seed is spread with the position so that one seed reused for a whole game
    // still varies from move to move.
    let mut rng = Rng::new(mix(seed ^ pos.zobrist()));
    if level == Level::Random {
        return Some(Choice {
            best: moves[rng.below(moves.len())],
            depth: 0,
            nodes: 0,
            score: 0,
            elapsed: Duration::ZERO,
        });
    }
    let settings = level.settings();
    let mut searcher = Searcher::new(pos, settings);
    let result = searcher.run(pos, &mut rng);
    let (best, score) = pick(&result, settings.temperature, &mut rng)?;
    Some(Choice {
        best,
        depth: result.depth,
        nodes: result.nodes,
        score,
        elapsed: searcher.elapsed(),
    })
}

/// The best root move, or with a temperature a softmax draw over the root scores:
/// close alternatives are played often, clearly worse moves rarely, lost ones never
/// in practice. This is how `easy` errs like a person rather than like a die.
fn pick(result: &RootResult, temperature: i32, rng: &mut Rng) -> Option<(Move, i32)> {
    let (best, top) = *result.moves.first()?;
    if temperature <= 0 || result.moves.len() == 1 {
        return Some((best, top));
    }
    let weights: Vec<f64> = result
        .moves
        .iter()
        .map(|(_, s)| (f64::from(s - top) / f64::from(temperature)).exp())
        .collect();
    let mut draw = rng.unit() * weights.iter().sum::<f64>();
    for ((m, s), w) in result.moves.iter().zip(&weights) {
        if draw < *w {
            return Some((*m, *s));
        }
        draw -= w;
    }
    Some((best, top))
}

/// A per-game seed derived from a match seed, for reproducible series of games.
pub fn game_seed(match_seed: u64, game: u64) -> u64 {
    mix(match_seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ game)
}
