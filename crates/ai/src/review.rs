//! What the post-game analysis asks of the search: for every move of a finished game,
//! the best the mover could get and what the move played kept, both as the search
//! values them for the mover (centipoints), with the move it would have played.
//!
//! The search is `max`'s, cut to a fixed node budget, without the clock, noise or
//! softmax: the same game gives the same review on any machine. Its seed is fixed too
//! ([`REVIEW_SEED`]), so the review's choice in a position is [`review_choice`]'s,
//! which is how a game of the analysis's own moves can be played for comparison.

use martian_engine::{Move, Player, Position};

use crate::choice::Choice;
use crate::level::Level;
use crate::rng;
use crate::search::{RootResult, Searcher};

/// The seed of every review search (the noise is off; the seed still feeds the
/// search's tie-breaks).
pub const REVIEW_SEED: u64 = 0x0A11_A15E;

/// One move of a game as the review saw it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reviewed {
    pub mover: Player,
    pub played: Move,
    /// The search's choice in the position before the move.
    pub best: Move,
    /// The best value the mover had before the move, for the mover.
    pub before: i32,
    /// The value the move played kept, for the mover (`before` when it was `best`).
    pub after: i32,
}

/// Why a game could not be reviewed: a move at this ply was not legal (a record that
/// does not replay).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnplayableMove {
    pub ply: usize,
}

impl std::fmt::Display for UnplayableMove {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "move {} cannot be played", self.ply + 1)
    }
}

impl std::error::Error for UnplayableMove {}

/// The review search's result in `pos`: every root move scored, best first. With more
/// than two sides, each root move is searched with a full window (`exact`), since the
/// value of the position after a move cannot be read off the next mover's search.
fn search(pos: &Position, nodes: u64, exact: bool) -> RootResult {
    let mut settings = Level::Max.settings();
    settings.nodes = nodes;
    settings.time_cap = None;
    settings.noise = 0;
    settings.temperature = 0;
    settings.exact_root = exact;
    // A table about twice the budget's size (max's own, 64 MB, would take longer to
    // clear than a small budget takes to search).
    settings.tt_bits = (u64::BITS - nodes.leading_zeros() + 1).clamp(12, settings.tt_bits);
    let mut searcher = Searcher::new(pos, settings);
    searcher.run(pos, &mut rng::for_position(REVIEW_SEED, pos))
}

/// Whether the side after `pos`'s mover is always the other side: then a move's value
/// for its mover is minus the next position's value for the next mover.
fn alternating_sides(pos: &Position) -> bool {
    pos.sides().len() == 2
}

/// The move the review would play in `pos` with `nodes` positions, and its value;
/// `None` when the game is over.
pub fn review_choice(pos: &Position, nodes: u64) -> Option<Choice> {
    if pos.is_over() || pos.legal_moves().is_empty() {
        return None;
    }
    let started = std::time::Instant::now();
    let result = search(pos, nodes, !alternating_sides(pos));
    let &(best, score) = result.moves.first()?;
    Some(Choice {
        best,
        depth: result.depth,
        nodes: result.nodes,
        score,
        elapsed: started.elapsed(),
    })
}

/// Every root move of a position, valued exactly by the review's search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RootScores {
    /// Each legal move (and, when the mover leads and may call the clock, each move
    /// calling it too) with its value for the mover in centipoints, best first.
    pub moves: Vec<(Move, i32)>,
    /// Plies of the deepest completed iteration.
    pub depth: u32,
}

/// Every root move of `pos` with its value for the mover, at `nodes` positions: the
/// review's search with a full window for each root move, so that the second best
/// move's value is a value and not only a bound (what a puzzle's margin needs).
/// Deterministic; `None` when the game is over or only one move is legal (no value
/// is then searched).
pub fn review_scores(pos: &Position, nodes: u64) -> Option<RootScores> {
    if pos.is_over() || pos.legal_moves().len() < 2 {
        return None;
    }
    let result = search(pos, nodes, true);
    Some(RootScores {
        moves: result.moves,
        depth: result.depth,
    })
}

/// Reviews the game that starts at `start` and plays `moves`, with `nodes` positions
/// searched per position (one search per position of the game, plus one per move when
/// more than two sides play).
pub fn review(
    start: &Position,
    moves: &[Move],
    nodes: u64,
) -> Result<Vec<Reviewed>, UnplayableMove> {
    // The positions before every move, and the one after the last.
    let mut positions = Vec::with_capacity(moves.len() + 1);
    let mut pos = *start;
    positions.push(pos);
    for (ply, &m) in moves.iter().enumerate() {
        // `play` refuses an illegal move and any move once the game is over.
        if pos.play(m).is_err() {
            return Err(UnplayableMove { ply });
        }
        positions.push(pos);
    }
    let two_sided = alternating_sides(start);
    // With two sides the position after the last move is searched too (the last
    // move's value after it); with more, a move's own search scores it.
    let wanted = if two_sided {
        positions.len()
    } else {
        moves.len()
    };
    let searched: Vec<Option<RootResult>> = positions[..wanted]
        .iter()
        .map(|p| (!p.is_over()).then(|| search(p, nodes, !two_sided)))
        .collect();
    let mut reviewed = Vec::with_capacity(moves.len());
    for (ply, &played) in moves.iter().enumerate() {
        let before_pos = &positions[ply];
        let after_pos = &positions[ply + 1];
        let mover = before_pos.to_move();
        let Some(result) = &searched[ply] else {
            return Err(UnplayableMove { ply });
        };
        let &(best, before) = result.moves.first().ok_or(UnplayableMove { ply })?;
        let after = if played == best {
            before
        } else if let Some(outcome) = after_pos.outcome() {
            crate::camp::Camp::new(before_pos).outcome_value(&outcome, 1)
        } else if two_sided {
            match searched.get(ply + 1) {
                Some(Some(next)) => next.moves.first().map_or(before, |&(_, s)| -s),
                _ => before,
            }
        } else {
            result
                .moves
                .iter()
                .find(|(m, _)| *m == played)
                .map_or(before, |&(_, s)| s)
        };
        reviewed.push(Reviewed {
            mover,
            played,
            best,
            before,
            after,
        });
    }
    Ok(reviewed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use martian_engine::{Layout, Rules};

    const NODES: u64 = 3_000;

    /// `plies` moves of the review's own choice from `start`, with `swap` replacing the
    /// choice at some plies.
    fn own_game(
        start: &Position,
        plies: usize,
        swap: impl Fn(usize, &Position) -> Option<Move>,
    ) -> Vec<Move> {
        let mut pos = *start;
        let mut moves = Vec::new();
        for ply in 0..plies {
            let Some(choice) = review_choice(&pos, NODES) else {
                break;
            };
            let m = swap(ply, &pos).unwrap_or(choice.best);
            pos.play(m).unwrap();
            moves.push(m);
        }
        moves
    }

    /// The legal move after which the review values the position worst for its mover.
    fn worst_move(pos: &Position) -> Move {
        let value = |m: &Move| {
            let mut after = *pos;
            after.play(*m).unwrap();
            review_choice(&after, NODES).map_or(0, |c| -c.score)
        };
        pos.legal_moves().into_iter().min_by_key(value).unwrap()
    }

    #[test]
    fn a_game_of_the_reviews_own_moves_loses_nothing_and_reviews_the_same_twice() {
        for layout in [Layout::duel(), Layout::by_name("tri").unwrap()] {
            let start = Position::start(layout, Rules::default()).unwrap();
            let moves = own_game(&start, 24, |_, _| None);
            let reviewed = review(&start, &moves, NODES).unwrap();
            assert_eq!(reviewed.len(), moves.len());
            for (r, m) in reviewed.iter().zip(&moves) {
                assert_eq!(
                    (r.played, r.best, r.after),
                    (*m, *m, r.before),
                    "{layout:?}"
                );
            }
            assert_eq!(review(&start, &moves, NODES).unwrap(), reviewed);
        }
    }

    #[test]
    fn a_move_that_throws_material_away_is_seen_with_the_better_move() {
        for layout in [Layout::duel(), Layout::by_name("tri").unwrap()] {
            let start = Position::start(layout, Rules::default()).unwrap();
            let moves = own_game(&start, 16, |ply, pos| (ply == 9).then(|| worst_move(pos)));
            let reviewed = review(&start, &moves, NODES).unwrap();
            let slip = reviewed[9];
            assert_ne!(slip.played, slip.best);
            assert!(slip.after < slip.before - 100, "{layout:?}: {slip:?}");
            // Every other move was the review's own.
            for (ply, r) in reviewed.iter().enumerate().filter(|(ply, _)| *ply != 9) {
                assert_eq!(r.after, r.before, "ply {ply}");
            }
        }
    }

    #[test]
    fn review_scores_values_every_move_deterministically_and_sees_a_free_queen() {
        let start = Position::start(Layout::duel(), Rules::default()).unwrap();
        let moves = own_game(&start, 12, |_, _| None);
        let mut pos = start;
        for m in &moves {
            pos.play(*m).unwrap();
        }
        let scored = review_scores(&pos, NODES).unwrap();
        assert_eq!(scored, review_scores(&pos, NODES).unwrap());
        let legal = pos.legal_moves();
        assert!(legal
            .iter()
            .all(|m| scored.moves.iter().any(|(s, _)| s == m)));
        // Best first, and every value a value (no move left at the search's -infinity).
        assert!(scored.moves.windows(2).all(|w| w[0].1 >= w[1].1));
        assert!(scored
            .moves
            .iter()
            .all(|(_, v)| v.abs() <= crate::camp::WIN));
        assert!(scored.depth >= 1);
        // A queen free to take: the capture on top, every other move far below it.
        let free: Position = "3P/4/4/1Q2/P3/4/4/3D 1 0,0 - - classic".parse().unwrap();
        let scored = review_scores(&free, NODES).unwrap();
        assert_eq!(scored.moves[0].0.to_string(), "a4b5");
        assert!(scored.moves[1..]
            .iter()
            .all(|(_, v)| *v <= scored.moves[0].1 - 200));
    }

    #[test]
    fn a_record_that_does_not_replay_is_refused_at_its_bad_move() {
        let start = Position::start(Layout::duel(), Rules::default()).unwrap();
        let mut moves = own_game(&start, 4, |_, _| None);
        moves.insert(2, moves[0]);
        assert_eq!(
            review(&start, &moves, NODES),
            Err(UnplayableMove { ply: 2 })
        );
    }
}
