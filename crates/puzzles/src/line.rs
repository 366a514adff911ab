//! A puzzle's solution: the solver's clearly best moves, each after the engine's best
//! reply, for as long as the margin holds (up to three solver moves).

use martian_engine::{Move, Position};

use crate::margin::Margin;
use crate::step::{reply, step, Step};

/// Solver moves at most in a solution.
pub(crate) const MAX_SOLVER_MOVES: usize = 3;

/// A solution and the smallest margin of its solver moves.
pub(crate) struct Line {
    pub moves: Vec<Move>,
    pub margin: Margin,
}

/// The solution from `start`, whose step `first` is clear, at `nodes` positions. The
/// line stops at the last solver move whose margin held: it never ends on a reply.
pub(crate) fn solve(start: &Position, first: Step, nodes: u64) -> Option<Line> {
    let mut pos = *start;
    let mut current = first;
    let mut line = Line {
        moves: Vec::new(),
        margin: first.margin(),
    };
    loop {
        pos.play(current.best).ok()?;
        line.moves.push(current.best);
        line.margin = line.margin.min(current.margin());
        if line.moves.len() == 2 * MAX_SOLVER_MOVES - 1 || pos.is_over() {
            break;
        }
        let Some(answer) = reply(&pos, nodes) else {
            break;
        };
        let mut next = pos;
        next.play(answer).ok()?;
        let Some(following) = step(&next, nodes).filter(Step::is_clear) else {
            break;
        };
        line.moves.push(answer);
        pos = next;
        current = following;
    }
    Some(line)
}
