//! Finding a game's puzzle: the first position after the opening where the side to
//! move has a clearly best move, is not already far ahead, and the line holds at a
//! deeper search too.

use martian_engine::{Move, Position};

use crate::line::solve;
use crate::puzzle::{puzzle_id, Puzzle};
use crate::rating::initial_rating;
use crate::step::step;
use crate::themes::themes;
use crate::verify::verify;

/// Plies from a game's start never taken as puzzles: self-play opens with random
/// moves, and people's openings repeat, so the same early positions would come back.
pub const OPENING_PLIES: usize = 6;

/// The candidate is checked again at this many times the budget before it is kept:
/// a search at one budget can be fooled by its horizon, and a puzzle whose answer a
/// deeper look disputes would teach the wrong move.
const CONFIRM_FACTOR: u64 = 4;

/// At most one puzzle from the game that starts at `start` and plays `moves`, with
/// `nodes` positions searched per decision: the first position (after
/// [`OPENING_PLIES`]) that qualifies. `None` for a game of more than two sides or a
/// record that does not replay. Its `source` is left for the caller to name.
pub fn find_in_game(start: &Position, moves: &[Move], nodes: u64) -> Option<Puzzle> {
    if start.sides().len() != 2 {
        return None;
    }
    let mut pos = *start;
    for ply in 0..=moves.len() {
        if ply >= OPENING_PLIES {
            if let Some(puzzle) = puzzle_at(&pos, nodes) {
                return Some(puzzle);
            }
        }
        let &m = moves.get(ply)?;
        pos.play(m).ok()?;
    }
    None
}

/// The puzzle whose start is `pos`, if `pos` qualifies at `nodes` positions (and at
/// four times that, see `CONFIRM_FACTOR`).
pub fn puzzle_at(pos: &Position, nodes: u64) -> Option<Puzzle> {
    if pos.sides().len() != 2 {
        return None;
    }
    let first = step(pos, nodes).filter(|s| s.is_clear() && !s.far_ahead())?;
    let line = solve(pos, first, nodes)?;
    let fen = pos.to_string();
    let solver_moves = line.moves.len().div_ceil(2);
    let puzzle = Puzzle {
        id: puzzle_id(&fen),
        layout: pos.layout().name().to_owned(),
        solution: line.moves.iter().map(Move::to_string).collect(),
        margin_points: line.margin.points,
        margin_chance: line.margin.chance,
        rating: initial_rating(pos, first.best, solver_moves, nodes),
        themes: themes(pos, &line.moves),
        source: None,
        fen,
    };
    verify(&puzzle, CONFIRM_FACTOR * nodes).ok()?;
    Some(puzzle)
}
