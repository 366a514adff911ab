//! Max-n search (Luckhardt and Irani, 1986) for three players each for themselves.
//!
//! Every node carries one value per seat, and the player to move picks the child that
//! is best for itself. Paranoid and best-reply search model both opponents as playing
//! against the computer; in `tri` that is far from true: the two corner zones border
//! only the north-west one, and each corner's best play is usually against the
//! north-west, not against the other corner. Searched paranoid, two computers in the
//! corners each defended against the other and fed the north-west, which won nearly
//! every game. Max-n has no alpha-beta cut-offs (a seat's values do not bound the
//! others'), so it sees less deep for the same nodes; it is used only where its model
//! of the opponents is worth more than the depth (see `Searcher::new`).

use martian_engine::{Move, Position};

use super::super::camp::seat_outcome_value;
use super::super::camp::WIN_BOUND;
use super::super::eval::{against_rival, seat_values};
use super::super::ordering::{Picker, MAX_PLY};
use super::Searcher;

/// One value per seat (index: the seat's index), for up to six seats.
pub(super) type Values = [i32; 6];

impl Searcher {
    /// One max-n iteration over the root moves; false if the budget ran out inside it
    /// (the entries then keep any move proven better than the previous best).
    pub(super) fn iterate_maxn(
        &mut self,
        pos: &Position,
        depth: i32,
        entries: &mut [(Move, i32, i32)],
    ) -> bool {
        let me = pos.to_move().index();
        let mut scores = vec![-super::INF; entries.len()];
        for (i, (m, noise, _)) in entries.iter().enumerate() {
            let mut child = *pos;
            child.play_unchecked(*m);
            let values = self.maxn(&child, depth - 1, 1);
            if self.stopped {
                break;
            }
            scores[i] = values[me] + noise;
        }
        self.settle(entries, &scores)
    }

    /// The values of `pos` for every seat, `depth` plies deep.
    fn maxn(&mut self, pos: &Position, depth: i32, ply: usize) -> Values {
        if self.tick() {
            return [0; 6];
        }
        if let Some(values) = self.ended_values(pos, ply) {
            return values;
        }
        if depth <= 0 || ply >= MAX_PLY {
            // The static values count as a node of their own, as the alpha-beta
            // search's leaves do (its quiescence search ticks again), so that a node
            // budget buys the same work in both. No capture search here: without
            // cut-offs it cost a ply of depth and measured worse (tri, 50 games against
            // hard-v1: 72 % static, 56 % with one ply of captures, 55 % with two, 60 %
            // with all).
            if self.tick() {
                return [0; 6];
            }
            return self.values(pos);
        }
        let mover = pos.to_move().index();
        // Without cut-offs the order matters only for stopping at a win early.
        let mut moves = self.keyed_moves(pos, None, ply);
        if moves.is_empty() {
            self.buffers[ply] = moves;
            return self.finished_values(pos, ply);
        }
        let mut best: Option<(Values, Move)> = None;
        for m in Picker::new(&mut moves) {
            let mut child = *pos;
            child.play_unchecked(m);
            let values = self.maxn(&child, depth - 1, ply + 1);
            if self.stopped {
                break;
            }
            if best.is_none_or(|(b, _)| values[mover] > b[mover]) {
                best = Some((values, m));
                // Nothing beats winning soonest.
                if values[mover] >= WIN_BOUND {
                    break;
                }
            }
        }
        self.buffers[ply] = moves;
        match best {
            Some((values, _)) if !self.stopped => values,
            _ => [0; 6],
        }
    }

    fn ended_values(&self, pos: &Position, ply: usize) -> Option<Values> {
        pos.ended_by_zone_or_clock()
            .then(|| self.finished_values(pos, ply))
    }

    /// A finished game, for every seat (as [`Camp::outcome_value`](super::super::camp::Camp::outcome_value) values it for
    /// one).
    fn finished_values(&self, pos: &Position, ply: usize) -> Values {
        let mut values = [0; 6];
        if let Some(outcome) = pos.outcome() {
            for seat in self.camp.seats() {
                values[seat.index()] = seat_outcome_value(&outcome, seat, ply as u32);
            }
        }
        values
    }

    /// The static value of `pos` for every seat: its own terms against its rival's
    /// (the rule of [`Rival`](super::super::camp::Rival), as the computer measures
    /// itself).
    fn values(&self, pos: &Position) -> Values {
        let players = self.camp.players;
        let own = seat_values(pos, players, &self.weights);
        let mut values = [0; 6];
        for (seat, value) in values.iter_mut().enumerate().take(players) {
            *value = against_rival(&own, players, seat, self.camp.rival);
        }
        values
    }
}

#[cfg(test)]
mod tests {
    use martian_engine::{Layout, Position, Rules};

    use super::super::super::level::Level;
    use super::super::super::ordering::{Heuristics, Picker};
    use super::super::super::rng;
    use super::*;

    /// Plain max-n by recursion, trying moves in the order a fresh search does (so
    /// that ties go the same way): the player to move takes the first child best for
    /// itself.
    fn oracle(s: &Searcher, pos: &Position, depth: i32, ply: usize) -> Values {
        if let Some(values) = s.ended_values(pos, ply) {
            return values;
        }
        if depth == 0 {
            return s.values(pos);
        }
        let heuristics = Heuristics::new();
        let mut moves: Vec<(Move, i32)> = pos
            .legal_moves()
            .into_iter()
            .map(|m| (m, heuristics.score(pos, m, None, ply)))
            .collect();
        if moves.is_empty() {
            return s.finished_values(pos, ply);
        }
        let mover = pos.to_move().index();
        let mut best: Option<Values> = None;
        for m in Picker::new(&mut moves) {
            let mut child = *pos;
            child.play_unchecked(m);
            let values = oracle(s, &child, depth - 1, ply + 1);
            if best.is_none_or(|b| values[mover] > b[mover]) {
                best = Some(values);
            }
        }
        best.unwrap_or([0; 6])
    }

    #[test]
    fn tri_root_scores_are_those_of_plain_max_n() {
        let mut pos = Position::start(Layout::by_name("tri").unwrap(), Rules::default()).unwrap();
        let mut checked = 0;
        for ply in 0..40 {
            if pos.is_over() {
                break;
            }
            if ply % 5 == 4 {
                let mut settings = Level::Hard.settings();
                settings.max_depth = 3;
                settings.nodes = u64::MAX;
                settings.time_cap = None;
                settings.noise = 0;
                let mut searcher = Searcher::new(&pos, settings);
                assert!(searcher.maxn, "hard searches tri by max-n");
                let result = searcher.run(&pos, &mut rng::for_position(1, &pos));
                assert_eq!(result.depth, 3);
                let me = pos.to_move().index();
                for (m, score) in &result.moves {
                    let mut child = pos;
                    child.play_unchecked(*m);
                    assert_eq!(*score, oracle(&searcher, &child, 2, 1)[me], "{pos} {m}");
                }
                checked += 1;
            }
            // Varied positions: the first move that captures, else the last move.
            let moves = pos.legal_moves();
            let capture = moves.iter().find(|m| {
                pos.piece_at(m.to()).is_some() && pos.layout().owner(m.to()) != Some(pos.to_move())
            });
            let m = capture.copied().unwrap_or(moves[moves.len() - 1]);
            pos.play(m).unwrap();
        }
        assert!(checked >= 4, "{checked} positions checked");
    }
}
