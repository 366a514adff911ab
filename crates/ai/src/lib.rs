//! The computer opponent: a search over the engine's public API.
//!
//! [`choose_move`] is all a game needs; [`analyse`] adds what the search saw. Every
//! level stops on a node budget and all chance comes from the seed, so the same
//! position, level and seed give the same move; the wall clock is only a safety net
//! for an overloaded host, and the `_with` variants under [`Limits::nodes_only`]
//! leave it out altogether, for results that cannot depend on the machine.
//!
//! ```
//! use martian_ai::{choose_move, choose_move_with, Level, Limits};
//! use martian_engine::{Layout, Position, Rules};
//! let pos = Position::start(Layout::duel(), Rules::default()).unwrap();
//! let m = choose_move(&pos, Level::Easy, 42).unwrap();
//! assert!(pos.is_legal(m));
//! let exact = choose_move_with(&pos, Level::Easy, 42, Limits::nodes_only());
//! assert_eq!(exact, choose_move_with(&pos, Level::Easy, 42, Limits::nodes_only()));
//! ```

mod camp;
mod choice;
mod eval;
mod level;
mod limits;
mod ordering;
mod review;
mod rng;
mod search;
mod tt;
mod tuned;
mod tuned_hexa;
mod tuned_penta;
mod weights;

#[cfg(test)]
mod tests;

use std::time::Duration;

use martian_engine::{Move, Position};

pub use choice::Choice;
pub use eval::{features, Weights, FEATURES, NAMES, SCALE, V1, WEIGHTS};
pub use level::{Level, ParseLevelError};
pub use limits::Limits;
pub use review::{
    review, review_choice, review_scores, Reviewed, RootScores, UnplayableMove, REVIEW_SEED,
};
pub use rng::game_seed;

use rand::RngExt;
use rng::Rng;
use search::{RootResult, Searcher};

/// The computer's move in `pos` at `level`, as in a game ([`Limits::game`]); `None`
/// only when the game is over.
pub fn choose_move(pos: &Position, level: Level, seed: u64) -> Option<Move> {
    choose_move_with(pos, level, seed, Limits::game())
}

/// Like [`choose_move`], under other limits.
pub fn choose_move_with(pos: &Position, level: Level, seed: u64, limits: Limits) -> Option<Move> {
    analyse_with(pos, level, seed, limits).map(|c| c.best)
}

/// Like [`choose_move`], with the search's statistics.
pub fn analyse(pos: &Position, level: Level, seed: u64) -> Option<Choice> {
    analyse_with(pos, level, seed, Limits::game())
}

/// Like [`analyse`], under other limits.
pub fn analyse_with(pos: &Position, level: Level, seed: u64, limits: Limits) -> Option<Choice> {
    let moves = pos.legal_moves();
    if moves.is_empty() || pos.is_over() {
        return None;
    }
    let mut rng = rng::for_position(seed, pos);
    if level == Level::Random {
        return Some(Choice {
            best: moves[rng.random_range(0..moves.len())],
            depth: 0,
            nodes: 0,
            score: 0,
            elapsed: Duration::ZERO,
        });
    }
    let settings = limits.apply(level.settings());
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
    let mut draw = rng.random::<f64>() * weights.iter().sum::<f64>();
    for ((m, s), w) in result.moves.iter().zip(&weights) {
        if draw < *w {
            return Some((*m, *s));
        }
        draw -= w;
    }
    Some((best, top))
}
