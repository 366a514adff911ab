//! A puzzle checked from its text alone, at a search budget of the caller's choosing
//! (deeper than the generator's, to catch what its horizon hid).

use martian_ai::review_scores;
use martian_engine::Position;

use crate::line::MAX_SOLVER_MOVES;
use crate::puzzle::{puzzle_id, Puzzle};
use crate::step::{same_squares, step};

/// Checks `puzzle` at `nodes` positions per decision: its id and layout match its
/// position; the solution is legal and ends on a solver's move, with 1 to 3 of them;
/// each solver move is the search's best (the same squares: calling the clock or not
/// is the same answer) and beats every other move by the margins; each reply is a
/// best reply (ties allowed: any of equal value is the engine's best). The error
/// says which check failed, and where.
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
    let length = puzzle.solution.len();
    if length % 2 == 0 || length > 2 * MAX_SOLVER_MOVES - 1 {
        return Err(format!("{length} moves: a solution has 1, 3 or 5"));
    }
    for (i, text) in puzzle.solution.iter().enumerate() {
        let m = pos
            .parse_move(text)
            .map_err(|e| format!("move {} ({text}): {e}", i + 1))?;
        if i % 2 == 0 {
            let s = step(&pos, nodes).ok_or_else(|| format!("move {}: no choice", i + 1))?;
            if !same_squares(s.best, m) {
                return Err(format!(
                    "move {}: the best is {}, not {text}",
                    i + 1,
                    s.best
                ));
            }
            let margin = s.margin();
            if !margin.is_clear() {
                return Err(format!("move {} ({text}): margin {margin:?}", i + 1));
            }
        } else if let Some(scored) = review_scores(&pos, nodes) {
            let top = scored.moves[0].1;
            let value = scored
                .moves
                .iter()
                .filter(|(other, _)| same_squares(*other, m))
                .map(|&(_, v)| v)
                .max();
            if value != Some(top) {
                return Err(format!(
                    "reply {} ({text}) is worth {value:?}, the best {top}",
                    i + 1
                ));
            }
        }
        pos.play(m)
            .map_err(|e| format!("move {} ({text}): {e}", i + 1))?;
    }
    Ok(())
}
