//! Iterative deepening principal-variation search with a transposition table,
//! late-move reductions and a capture quiescence search.
//!
//! Values are negamax-style, for the camp of the player to move; the sign flips only
//! where the turn passes to the other camp (in a free-for-all several opponents move
//! in a row, all against the computer).
//!
//! A free-for-all (three or more sides) is searched "paranoid" (every opponent searches
//! every move against the computer: `b^(n-1)` lines between two of its turns), except
//! with three players at the levels with [`FreeForAll::Field`]: there every player
//! plays for itself (max-n, maxn.rs).

use std::time::{Duration, Instant};

use martian_engine::{Move, Position};
use rand::RngExt;

use super::camp::{Camp, Rival, WIN, WIN_BOUND};
use super::eval::{evaluate, for_camp};
use super::level::{FreeForAll, Settings};
use super::ordering::{Heuristics, Picker, MAX_PLY};
use super::rng::Rng;
use super::tt::{Bound, Table};
use super::weights::Weights;

mod maxn;

const INF: i32 = WIN + 1;

/// What a search found.
#[derive(Clone, Debug)]
pub struct RootResult {
    /// Root moves with their scores from the last completed iteration, best first
    /// (exact for every move only in `exact_root` mode).
    pub moves: Vec<(Move, i32)>,
    pub depth: u32,
    pub nodes: u64,
}

pub struct Searcher {
    settings: Settings,
    camp: Camp,
    /// Max-n search instead of alpha-beta (three players each for themselves, at a
    /// level with [`FreeForAll::Field`]: maxn.rs).
    maxn: bool,
    weights: Weights,
    tt: Table,
    heuristics: Heuristics,
    /// Per-ply move lists, reused so that the search does not allocate.
    buffers: Vec<Vec<(Move, i32)>>,
    nodes: u64,
    started: Instant,
    stopped: bool,
}

impl Searcher {
    pub fn new(pos: &Position, settings: Settings) -> Searcher {
        let mut camp = Camp::new(pos);
        let field = settings.free_for_all == FreeForAll::Field && !camp.two_sided;
        if field {
            camp.rival = Rival::BestAndAverage;
        }
        Searcher {
            settings,
            camp,
            maxn: field && camp.players == 3,
            weights: for_camp(settings.weights, &camp),
            tt: Table::new(settings.tt_bits),
            heuristics: Heuristics::new(),
            buffers: (0..=MAX_PLY + 1).map(|_| Vec::with_capacity(48)).collect(),
            nodes: 0,
            started: Instant::now(),
            stopped: false,
        }
    }

    /// Searches `pos` (not over) by iterative deepening until the depth or node
    /// budget is spent. `rng` draws the per-move noise.
    pub fn run(&mut self, pos: &Position, rng: &mut Rng) -> RootResult {
        let mut root = self.root_moves(pos);
        let noise: Vec<i32> = root
            .iter()
            .map(|_| {
                let n = self.settings.noise;
                if n == 0 {
                    0
                } else {
                    rng.random_range(-n..=n)
                }
            })
            .collect();
        // Root entries: (move, noise, score of the last completed iteration).
        let mut entries: Vec<(Move, i32, i32)> = root
            .drain(..)
            .zip(noise)
            .map(|(m, n)| (m, n, -INF))
            .collect();
        let mut completed = 0;
        if entries.len() > 1 {
            for depth in 1..=self.settings.max_depth.max(1) {
                let finished = if self.maxn {
                    self.iterate_maxn(pos, depth as i32, &mut entries)
                } else {
                    self.iterate(pos, depth as i32, &mut entries)
                };
                if finished {
                    completed = depth;
                }
                let best = entries[0].2;
                if !finished || self.out_of_budget() || best.abs() >= WIN_BOUND {
                    break;
                }
            }
        }
        RootResult {
            moves: entries.iter().map(|(m, _, s)| (*m, *s)).collect(),
            depth: completed,
            nodes: self.nodes,
        }
    }

    /// The root moves, best guess first. When the computer's camp leads on points
    /// and may call the clock, each move is also tried with the call: the search
    /// then judges whether freezing the lead is worth it.
    fn root_moves(&self, pos: &Position) -> Vec<Move> {
        let mut moves = pos.legal_moves();
        if pos.can_call_clock() && self.leads(pos) {
            let calling: Vec<Move> = moves.iter().map(|m| m.calling_clock()).collect();
            moves.extend(calling);
        }
        let mut keyed: Vec<(Move, i32)> = moves
            .into_iter()
            .map(|m| (m, self.heuristics.score(pos, m, None, 0)))
            .collect();
        // Stable: equal keys keep generation order, so the order is deterministic.
        keyed.sort_by_key(|(_, key)| -key);
        keyed.into_iter().map(|(m, _)| m).collect()
    }

    fn leads(&self, pos: &Position) -> bool {
        let ours = pos.side_score(self.camp.ours);
        pos.sides()
            .into_iter()
            .filter(|side| !side.contains(self.camp.root))
            .all(|side| pos.side_score(side) < ours)
    }

    /// One iteration over the root moves; false if the budget ran out inside it (the
    /// entries then keep any move proven better than the previous best).
    fn iterate(&mut self, pos: &Position, depth: i32, entries: &mut [(Move, i32, i32)]) -> bool {
        let exact = self.settings.exact_root;
        let mut alpha = -INF;
        let mut scores: Vec<i32> = vec![-INF; entries.len()];
        for (i, (m, noise, _)) in entries.iter().enumerate() {
            let mut child = *pos;
            child.play_unchecked(*m);
            let v = if exact || i == 0 {
                self.child_value(&child, pos, depth - 1, -INF, INF, 1) + noise
            } else {
                let a = alpha - noise;
                let mut v = self.child_value(&child, pos, depth - 1, a, a + 1, 1);
                if v > a && !self.stopped {
                    v = self.child_value(&child, pos, depth - 1, a, INF, 1);
                }
                v + noise
            };
            if self.stopped {
                break;
            }
            scores[i] = v;
            alpha = alpha.max(v);
        }
        self.settle(entries, &scores)
    }

    /// Orders the root entries by the `scores` of an iteration; false if the search
    /// stopped inside it (the entries then keep the previous order unless the old
    /// best, searched first, finished and a later, fully searched move beat it).
    fn settle(&mut self, entries: &mut [(Move, i32, i32)], scores: &[i32]) -> bool {
        if self.stopped {
            // Keep the previous order unless the old best (searched first) finished
            // and a later, fully searched move beat it: that move is the new best.
            if scores[0] > -INF {
                let best = (1..entries.len())
                    .filter(|&i| scores[i] > scores[0])
                    .max_by_key(|&i| (scores[i], usize::MAX - i));
                if let Some(best) = best {
                    entries[..=best].rotate_right(1);
                    entries[0].2 = scores[best];
                }
            }
            return false;
        }
        for (entry, score) in entries.iter_mut().zip(scores) {
            entry.2 = *score;
        }
        // Stable sort: ties keep the previous order.
        entries.sort_by_key(|e| -e.2);
        true
    }

    fn out_of_budget(&self) -> bool {
        self.nodes >= self.settings.nodes
    }

    /// Counts a node and decides whether to stop: by nodes (deterministic) or, as a
    /// safety net, by time (read only every 2048 nodes: it costs a system call).
    #[inline]
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.settings.nodes
            || (self.nodes & 2047 == 0
                && self
                    .settings
                    .time_cap
                    .is_some_and(|cap| self.started.elapsed() >= cap))
        {
            self.stopped = true;
        }
        self.stopped
    }

    /// The value of `child` for the camp to move in `parent`.
    #[inline]
    fn child_value(
        &mut self,
        child: &Position,
        parent: &Position,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        if self.camp.is_ours(child.to_move()) == self.camp.is_ours(parent.to_move()) {
            self.search(child, depth, alpha, beta, ply)
        } else {
            -self.search(child, depth, -beta, -alpha, ply)
        }
    }

    /// The value of a finished game for the camp to move, if the game is over by an
    /// empty zone or the clock. (No legal move is found by the caller.)
    #[inline]
    fn ended(&self, pos: &Position, ply: usize) -> Option<i32> {
        if pos.ended_by_zone_or_clock() {
            Some(self.finished(pos, ply))
        } else {
            None
        }
    }

    fn finished(&self, pos: &Position, ply: usize) -> i32 {
        let v = pos
            .outcome()
            .map_or(0, |o| self.camp.outcome_value(&o, ply as u32));
        if self.camp.is_ours(pos.to_move()) {
            v
        } else {
            -v
        }
    }

    fn eval(&self, pos: &Position) -> i32 {
        evaluate(pos, &self.camp, &self.weights)
    }

    fn search(&mut self, pos: &Position, depth: i32, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        if self.tick() {
            return 0;
        }
        if let Some(v) = self.ended(pos, ply) {
            return v;
        }
        if depth <= 0 || ply >= MAX_PLY {
            return if self.settings.quiescence {
                self.quiesce(pos, alpha, beta, ply)
            } else {
                self.eval(pos)
            };
        }
        let key = pos.zobrist();
        let mut tt_move = None;
        if let Some(e) = self.tt.probe(key) {
            tt_move = e.mv;
            if e.depth >= depth as u32 {
                let s = from_tt(e.score, ply);
                let cut = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                };
                if cut {
                    return s;
                }
            }
        }
        let mut moves = self.keyed_moves(pos, tt_move, ply);
        if moves.is_empty() {
            self.buffers[ply] = moves;
            return self.finished(pos, ply);
        }
        let original_alpha = alpha;
        let mut best = -INF;
        let mut best_move = None;
        for (i, m) in Picker::new(&mut moves).enumerate() {
            let mut child = *pos;
            let played = child.play_unchecked(m);
            let quiet = played.captured.is_none();
            let v = if i == 0 {
                self.child_value(&child, pos, depth - 1, alpha, beta, ply + 1)
            } else {
                let reduction =
                    if depth >= 3 && i >= 3 && quiet && !self.heuristics.is_killer(m, ply) {
                        if i >= 10 && depth >= 5 {
                            2
                        } else {
                            1
                        }
                    } else {
                        0
                    };
                let mut v = self.child_value(
                    &child,
                    pos,
                    depth - 1 - reduction,
                    alpha,
                    alpha + 1,
                    ply + 1,
                );
                if v > alpha && reduction > 0 && !self.stopped {
                    v = self.child_value(&child, pos, depth - 1, alpha, alpha + 1, ply + 1);
                }
                if v > alpha && v < beta && !self.stopped {
                    v = self.child_value(&child, pos, depth - 1, alpha, beta, ply + 1);
                }
                v
            };
            if self.stopped {
                break;
            }
            if v > best {
                best = v;
                best_move = Some(m);
                if v > alpha {
                    alpha = v;
                    if alpha >= beta {
                        if quiet {
                            self.heuristics.reward(m, ply, depth);
                        }
                        break;
                    }
                }
            }
        }
        self.buffers[ply] = moves;
        if self.stopped {
            return 0;
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt
            .store(key, depth as u32, to_tt(best, ply), bound, best_move);
        best
    }

    /// The legal moves of `pos` with their ordering keys, in the move buffer of `ply`
    /// (the caller hands it back: `self.buffers[ply] = moves`).
    fn keyed_moves(
        &mut self,
        pos: &Position,
        tt_move: Option<Move>,
        ply: usize,
    ) -> Vec<(Move, i32)> {
        let mut moves = std::mem::take(&mut self.buffers[ply]);
        moves.clear();
        pos.for_each_legal_move(|m| moves.push((m, 0)));
        for entry in moves.iter_mut() {
            entry.1 = self.heuristics.score(pos, entry.0, tt_move, ply);
        }
        moves
    }

    /// Resolves captures (and the moves that end the game) before trusting the
    /// static evaluation; the side to move may also stand pat.
    fn quiesce(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        if self.tick() {
            return 0;
        }
        if let Some(v) = self.ended(pos, ply) {
            return v;
        }
        let stand = self.eval(pos);
        if stand >= beta || ply >= MAX_PLY {
            return stand;
        }
        alpha = alpha.max(stand);
        let mover = pos.to_move();
        let layout = pos.layout();
        let own = pos.owned_by(mover);
        let enemies = pos.occupied() & !layout.zone(mover);
        // With a single piece left, every move out of the zone ends the game.
        let wanted = if own.count_ones() == 1 {
            layout.board() & !layout.zone(mover)
        } else {
            enemies
        };
        let mut moves = std::mem::take(&mut self.buffers[ply]);
        moves.clear();
        let mut from_set = own;
        while from_set != 0 {
            let index = from_set.trailing_zeros() as u8;
            from_set &= from_set - 1;
            let Some(from) = martian_engine::Square::from_index(index) else {
                continue;
            };
            let mut targets = pos.legal_targets(from) & wanted;
            while targets != 0 {
                let to_index = targets.trailing_zeros() as u8;
                targets &= targets - 1;
                if let Some(to) = martian_engine::Square::from_index(to_index) {
                    let m = Move::new(from, to);
                    moves.push((m, self.heuristics.score(pos, m, None, ply)));
                }
            }
        }
        let mut best = stand;
        for m in Picker::new(&mut moves) {
            let mut child = *pos;
            child.play_unchecked(m);
            let v = if self.camp.is_ours(child.to_move()) == self.camp.is_ours(mover) {
                self.quiesce(&child, alpha, beta, ply + 1)
            } else {
                -self.quiesce(&child, -beta, -alpha, ply + 1)
            };
            if self.stopped {
                break;
            }
            if v > best {
                best = v;
                if v > alpha {
                    alpha = v;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        self.buffers[ply] = moves;
        if self.stopped {
            0
        } else {
            best
        }
    }

    pub fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }
}

/// Win scores are stored relative to the node, so that a win found through a
/// transposition keeps its true distance.
fn to_tt(score: i32, ply: usize) -> i32 {
    if score >= WIN_BOUND {
        score + ply as i32
    } else if score <= -WIN_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_tt(score: i32, ply: usize) -> i32 {
    if score >= WIN_BOUND {
        score - ply as i32
    } else if score <= -WIN_BOUND {
        score + ply as i32
    } else {
        score
    }
}
