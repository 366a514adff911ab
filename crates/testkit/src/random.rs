//! Random games from a seed, and the seeded generator behind them.

use martian_engine::{ClockMode, Layout, Move, Position, Rules, Ruleset};
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;

/// The tests' generator: PCG `pcg64_fast`, a named algorithm, so that a failure
/// reproduces from its seed on any machine. Draw with `rand::RngExt` and
/// `rand::seq::IndexedRandom`, which the crate re-exports.
pub type TestRng = Pcg64Mcg;

/// A generator for `seed`.
pub fn rng(seed: u64) -> TestRng {
    TestRng::seed_from_u64(seed)
}

/// Rules chosen by number: ruleset, clock mode, rejection option, teams (only
/// where the layout has four players).
pub fn rules_from(choice: usize, layout: &Layout) -> Rules {
    let quad = layout.players() == 4;
    Rules {
        ruleset: if choice % 2 == 0 {
            Ruleset::Classic
        } else {
            Ruleset::Leaping
        },
        clock: [ClockMode::Call, ClockMode::Auto27, ClockMode::Off][(choice / 2) % 3],
        reject_captures_allowed: (choice / 6) % 2 == 1,
        teams: quad && (choice / 12) % 2 == 1,
    }
}

/// Every position of a random game (start included), with the moves between them.
pub fn random_game(
    seed: u64,
    layout: &'static Layout,
    rules_choice: usize,
    plies: usize,
) -> (Vec<Position>, Vec<Move>) {
    let mut pos = Position::start(layout, rules_from(rules_choice, layout)).unwrap();
    let mut rng = rng(seed);
    let mut positions = vec![pos];
    let mut moves = Vec::new();
    for _ in 0..plies {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        // Prefer captures now and then, so games reach their ends and their clocks.
        let captures: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|m| {
                pos.piece_at(m.to()).is_some() && layout.owner(m.to()) != Some(pos.to_move())
            })
            .collect();
        let from = if !captures.is_empty() && rng.random_ratio(1, 3) {
            &captures
        } else {
            &legal
        };
        let mut m = *from.choose(&mut rng).expect("not empty");
        if pos.can_call_clock() && rng.random_ratio(1, 10) {
            m = m.calling_clock();
        }
        pos.play(m).unwrap();
        positions.push(pos);
        moves.push(m);
    }
    (positions, moves)
}

/// A random legal move, a capture whenever there is one: games played with it end by
/// the rules in a reasonable number of moves. `None` when there is no legal move.
pub fn capture_first(pos: &Position, rng: &mut TestRng) -> Option<Move> {
    use rand::seq::IndexedRandom;
    let moves = pos.legal_moves();
    let captures: Vec<Move> = moves
        .iter()
        .copied()
        .filter(|m| {
            pos.piece_at(m.to()).is_some() && pos.layout().owner(m.to()) != Some(pos.to_move())
        })
        .collect();
    let pool = if captures.is_empty() {
        &moves
    } else {
        &captures
    };
    pool.choose(rng).copied()
}
