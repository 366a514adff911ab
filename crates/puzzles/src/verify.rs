//! A puzzle checked from its text alone, at a search budget of the caller's choosing
//! (deeper than the generator's, to catch what its horizon hid).
//!
//! The four checks of a shipped puzzle (issue 31): the solution is legal; each of its
//! moves is the engine's best at that budget; the margin holds at every solver step;
//! and no other move comes within the margin there (the best other move, from or to
//! other squares, is at least the margin below).

use martian_ai::{review_scores, RootScores};
use martian_engine::{Move, Position};

use crate::line::MAX_SOLVER_MOVES;
use crate::margin::{Margin, MARGIN};
use crate::puzzle::{puzzle_id, Puzzle};
use crate::step::{reply, same_squares};

/// Checks `puzzle` at `nodes` positions per decision:
///
/// - its id and layout match its position, and the margins it states are at least
///   [`MARGIN`];
/// - the solution is legal, in canonical text, and ends on a solver's move, with 1 to 3
///   of them;
/// - each solver move, exactly as written (calling the clock or not), is worth the
///   search's best value, and beats every move from or to other squares by the margins
///   (calling the clock with the same move is the same answer, not a rival; two moves
///   of equal value are no puzzle);
/// - each reply, exactly as written, is worth the search's best value (ties allowed:
///   any of equal value is the engine's best), or is the only move.
///
/// The error says which check failed, and where.
pub fn verify(puzzle: &Puzzle, nodes: u64) -> Result<(), String> {
    let mut pos: Position = puzzle
        .fen
        .parse()
        .map_err(|e| format!("{}: {e}", puzzle.fen))?;
    if puzzle.id != puzzle_id(&puzzle.fen) {
        return Err(format!("id {} is not its position's", puzzle.id));
    }
    if pos.layout().name() != puzzle.layout || pos.sides().len() != 2 {
        return Err(format!(
            "{} is not a two-side {}",
            puzzle.fen, puzzle.layout
        ));
    }
    // `!(a >= b)` also refuses a margin that is not a number.
    if !(puzzle.margin_points >= MARGIN.points && puzzle.margin_chance >= MARGIN.chance) {
        return Err(format!(
            "stated margin {} points, {} percentage points: below {MARGIN:?}",
            puzzle.margin_points, puzzle.margin_chance
        ));
    }
    let length = puzzle.solution.len();
    if length % 2 == 0 || length > 2 * MAX_SOLVER_MOVES - 1 {
        return Err(format!("{length} moves: a solution has 1, 3 or 5"));
    }
    for (i, text) in puzzle.solution.iter().enumerate() {
        let n = i + 1;
        // `parse_move` refuses an illegal move (and `play` any move once it is over).
        let m = pos
            .parse_move(text)
            .map_err(|e| format!("move {n} ({text}): {e}"))?;
        if m.to_string() != *text {
            return Err(format!("move {n} ({text}) is written {m}"));
        }
        if i % 2 == 0 {
            let scored =
                review_scores(&pos, nodes).ok_or_else(|| format!("move {n}: no choice"))?;
            let (best, top) = scored.moves[0];
            let value = value_of(&scored, m);
            if value != Some(top) {
                return Err(format!(
                    "move {n}: the best is {best} ({top}), not {text} ({value:?})"
                ));
            }
            let margin = match scored.moves.iter().find(|(o, _)| !same_squares(*o, m)) {
                Some(&(_, second)) => Margin::between(top, second),
                None => return Err(format!("move {n}: no other move")),
            };
            if !margin.is_clear() {
                return Err(format!("move {n} ({text}): margin {margin:?}"));
            }
        } else {
            match review_scores(&pos, nodes) {
                Some(scored) => {
                    let top = scored.moves[0].1;
                    let value = value_of(&scored, m);
                    if value != Some(top) {
                        return Err(format!(
                            "reply {n} ({text}) is worth {value:?}, the best {top}"
                        ));
                    }
                }
                None => {
                    let only = reply(&pos, nodes);
                    if only != Some(m) {
                        return Err(format!("reply {n} ({text}): the only move is {only:?}"));
                    }
                }
            }
        }
        pos.play(m).map_err(|e| format!("move {n} ({text}): {e}"))?;
    }
    Ok(())
}

/// The search's value of exactly `m` (the clock call included).
fn value_of(scored: &RootScores, m: Move) -> Option<i32> {
    scored
        .moves
        .iter()
        .find(|&&(other, _)| other == m)
        .map(|&(_, v)| v)
}
