//! The analysis of whole games, at a small node budget (the same code as at the real
//! one; only the depth differs).

use super::*;
use crate::engine::{Layout, Rules};
use crate::model::MoveLabel;

const NODES: u64 = 3_000;

fn duel() -> Position {
    Position::start(Layout::duel(), Rules::default()).unwrap()
}

/// `plies` moves of the analysis's own choice from `start`.
fn own_moves(start: &Position, plies: usize) -> Vec<Move> {
    let mut pos = *start;
    let mut moves = Vec::new();
    while moves.len() < plies {
        let Some(choice) = ai::review_choice(&pos, NODES) else {
            break;
        };
        pos.play(choice.best).unwrap();
        moves.push(choice.best);
    }
    moves
}

/// The points the player to move in `pos` can take with one move, at most.
fn best_capture(pos: &Position) -> u16 {
    let mover = pos.to_move();
    pos.legal_moves()
        .into_iter()
        .map(|m| {
            let mut after = *pos;
            after.play(m).unwrap();
            after.score(mover) - pos.score(mover)
        })
        .max()
        .unwrap_or(0)
}

/// A move of the player to move in `pos` that takes nothing and leaves a queen for the
/// opponent to take, where the analysis's own move would leave none, if there is one.
fn queen_left_hanging(pos: &Position) -> Option<Move> {
    let mover = pos.to_move();
    let after = |m: Move| {
        let mut after = *pos;
        after.play(m).unwrap();
        after
    };
    let best = ai::review_choice(pos, NODES)?.best;
    if best_capture(&after(best)) >= 3 {
        return None;
    }
    pos.legal_moves().into_iter().find(|&m| {
        let next = after(m);
        next.score(mover) == pos.score(mover) && !next.is_over() && best_capture(&next) == 3
    })
}

#[test]
fn a_queen_left_to_be_taken_is_a_mistake_or_a_blunder_with_the_better_move_named() {
    let start = duel();
    // The analysis's own moves, until a queen can be left hanging; that move, then
    // the analysis's own moves again (the opponent takes the queen).
    let mut pos = start;
    let mut moves = Vec::new();
    let mut slip = None;
    while moves.len() < 60 && !pos.is_over() {
        let m = match (slip, queen_left_hanging(&pos)) {
            (None, Some(m)) if moves.len() >= 6 => {
                slip = Some(moves.len());
                m
            }
            _ => ai::review_choice(&pos, NODES).unwrap().best,
        };
        pos.play(m).unwrap();
        moves.push(m);
        if slip.is_some_and(|s| moves.len() > s + 6) {
            break;
        }
    }
    let slip = slip.expect("some position of the game lets a queen hang");
    let analysis = analyse_moves(&start, &moves, NODES).unwrap();
    let judged = &analysis.moves[slip];
    assert!(
        matches!(judged.label, Some(MoveLabel::Mistake | MoveLabel::Blunder)),
        "{judged:?}"
    );
    assert_ne!(judged.best, judged.played);
    assert!(judged.after <= judged.before - 150, "{judged:?}");
    let seat = judged.seat;
    assert!(analysis.seats[seat].mistakes + analysis.seats[seat].blunders >= 1);
    assert!(analysis.seats[seat].accuracy.unwrap() < 100.0);
}

#[test]
fn the_same_game_analysed_twice_is_the_same_byte_for_byte() {
    let start = duel();
    let mut moves = own_moves(&start, 10);
    // A few moves that are not the analysis's own, so that the values differ.
    let mut pos = start;
    for m in &moves {
        pos.play(*m).unwrap();
    }
    for _ in 0..6 {
        let Some(m) = pos.legal_moves().last().copied() else {
            break;
        };
        pos.play(m).unwrap();
        moves.push(m);
    }
    let once = serde_json::to_string(&analyse_moves(&start, &moves, NODES).unwrap()).unwrap();
    let twice = serde_json::to_string(&analyse_moves(&start, &moves, NODES).unwrap()).unwrap();
    assert_eq!(once, twice);
}

#[test]
fn a_game_of_the_analysis_s_own_moves_scores_100_with_no_marks() {
    for layout in [Layout::duel(), Layout::by_name("tri").unwrap()] {
        let start = Position::start(layout, Rules::default()).unwrap();
        let moves = own_moves(&start, 40);
        let analysis = analyse_moves(&start, &moves, NODES).unwrap();
        assert!(analysis
            .moves
            .iter()
            .all(|m| m.label.is_none() && m.best == m.played));
        for seat in &analysis.seats {
            assert_eq!(seat.accuracy, Some(100.0), "{layout:?}");
            assert_eq!(seat.inaccuracies + seat.mistakes + seat.blunders, 0);
        }
    }
}
