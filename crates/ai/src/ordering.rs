//! Move ordering: the best move first makes alpha-beta cut early.
//!
//! Order: the transposition table's move, captures (most valuable victim first, and
//! among equal victims the cheapest attacker, since the capturing piece goes over to
//! the opponent), killer moves, then quiet moves by history. A quiet move that gives
//! a piece away across a border comes last.

use martian_engine::{Move, Position, Square};

pub const MAX_PLY: usize = 128;

const TT_MOVE: i32 = 1 << 30;
const CAPTURE: i32 = 1 << 24;
const KILLER: i32 = 1 << 22;
const GIVEAWAY: i32 = -(1 << 20);

/// Killer moves (quiet moves that cut off at the same ply) and the history table.
pub struct Heuristics {
    killers: Vec<[Option<Move>; 2]>,
    history: Vec<i32>,
}

impl Heuristics {
    pub fn new() -> Heuristics {
        Heuristics {
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: vec![0; Square::INDEX_END * Square::INDEX_END],
        }
    }

    /// A quiet move caused a cut-off: remember it.
    pub fn reward(&mut self, m: Move, ply: usize, depth: i32) {
        let k = &mut self.killers[ply.min(MAX_PLY)];
        if k[0] != Some(m) {
            k[1] = k[0];
            k[0] = Some(m);
        }
        let h = &mut self.history[m.from().index() * Square::INDEX_END + m.to().index()];
        *h = (*h + depth * depth).min(KILLER - 1);
    }

    pub fn is_killer(&self, m: Move, ply: usize) -> bool {
        self.killers[ply.min(MAX_PLY)].contains(&Some(m))
    }

    /// The sort key of a move: higher is tried first.
    pub fn score(&self, pos: &Position, m: Move, tt_move: Option<Move>, ply: usize) -> i32 {
        if Some(m) == tt_move {
            return TT_MOVE;
        }
        let mover = pos.to_move();
        let layout = pos.layout();
        let attacker = pos.piece_at(m.from()).map_or(1, |p| i32::from(p.points()));
        let crosses = layout.owner(m.to()) != Some(mover);
        match pos.piece_at(m.to()) {
            Some(victim) if crosses => CAPTURE + 16 * i32::from(victim.points()) - attacker,
            _ if self.is_killer(m, ply) => KILLER,
            _ => {
                let history = self.history[m.from().index() * Square::INDEX_END + m.to().index()];
                if crosses {
                    GIVEAWAY - 16 * attacker + history
                } else {
                    history
                }
            }
        }
    }
}

/// Moves with their sort keys, handed out best first (selection sort: a cut-off
/// usually comes early, so sorting everything would be wasted).
pub struct Picker<'a> {
    moves: &'a mut [(Move, i32)],
    next: usize,
}

impl<'a> Picker<'a> {
    pub fn new(moves: &'a mut [(Move, i32)]) -> Picker<'a> {
        Picker { moves, next: 0 }
    }
}

impl Iterator for Picker<'_> {
    type Item = Move;

    fn next(&mut self) -> Option<Move> {
        let rest = self.moves.get(self.next..)?;
        let best = rest
            .iter()
            .enumerate()
            .max_by_key(|(i, (_, key))| (*key, usize::MAX - i))?
            .0;
        self.moves.swap(self.next, self.next + best);
        self.next += 1;
        Some(self.moves[self.next - 1].0)
    }
}
