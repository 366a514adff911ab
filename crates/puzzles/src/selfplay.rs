//! Games to find puzzles in when no people's games are at hand: the computer's levels
//! against each other, as `fit-winrate` plays them (seeded, node budgets only).

use martian_ai::{analyse_with, game_seed, Level, Limits};
use martian_engine::{Move, Position};

/// The pairs of levels, in turn: mistakes by the weaker side are what puzzles are
/// made of, and the stronger side punishes them.
const PAIRS: [(Level, Level); 3] = [
    (Level::Easy, Level::Normal),
    (Level::Normal, Level::Hard),
    (Level::Easy, Level::Hard),
];

/// Random plies that open each game, for variety.
const RANDOM_PLIES: usize = 4;

/// A game still going after this many plies is cut (it gave its puzzle by then).
const MAX_PLIES: usize = 200;

/// Game number `game` of the run seeded `seed` from `start`: levels at their node
/// budgets times `scale` (seats swapped every other game), without the clock's time
/// cap. The same arguments give the same moves.
pub fn selfplay_game(start: &Position, seed: u64, game: u32, scale: f64) -> Vec<Move> {
    let seed = game_seed(seed, u64::from(game));
    let pair = PAIRS[(game as usize / 2) % PAIRS.len()];
    let level_of = |seat: usize| {
        if (seat + game as usize) % 2 == 0 {
            pair.0
        } else {
            pair.1
        }
    };
    let mut pos = *start;
    let mut moves = Vec::new();
    while moves.len() < MAX_PLIES && !pos.is_over() {
        let ply = moves.len();
        let level = if ply < RANDOM_PLIES {
            Level::Random
        } else {
            level_of(pos.to_move().index())
        };
        let budget = ((level.node_budget() as f64 * scale) as u64).max(1);
        let limits = Limits::nodes_only().nodes(budget);
        let Some(choice) = analyse_with(&pos, level, seed.wrapping_add(ply as u64), limits) else {
            break;
        };
        if pos.play(choice.best).is_err() {
            break;
        }
        moves.push(choice.best);
    }
    moves
}
