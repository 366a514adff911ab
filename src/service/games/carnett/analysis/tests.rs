//! The analysis of whole Carnett games, at a small budget (the same code as at the
//! real one; only the busiest positions are searched less deep).

use super::*;
use crate::carnett::{Game, Kind};
use crate::carnett_ai::review_choice;
use crate::model::{encode_analysis, MoveLabel};

const NODES: u64 = 4_000;

/// Up to `count` actions of the review's own choice in the game of `seed`, with
/// `swap` replacing the choice where it says (given the game and the choice).
fn own_game(
    seed: u64,
    count: usize,
    mut swap: impl FnMut(usize, &Game, Action) -> Option<Action>,
) -> Vec<Action> {
    let (mut game, _) = Game::new(Seed::from_u64(seed));
    let mut actions = Vec::new();
    while actions.len() < count {
        let Some(seat) = game.to_act() else { break };
        let (own, _) = review_choice(&game.view(seat), NODES).expect("the seat's turn");
        let action = swap(actions.len(), &game, own).unwrap_or(own);
        game.apply(seat, action).expect("legal");
        actions.push(action);
    }
    actions
}

/// Whether `action` attacks the opponent's king in `game`: the capture that would
/// end the game if its battle is won.
fn attacks_the_king(game: &Game, action: Action) -> bool {
    let Action::Move(mv) = action else {
        return false;
    };
    let pos = game.position();
    game.battle().is_none()
        && pos
            .attack_target(mv)
            .and_then(|sq| pos.board().piece_at(sq))
            .is_some_and(|piece| piece.kind == Kind::King)
}

#[test]
fn a_decisive_capture_thrown_away_is_a_mistake_or_a_blunder_with_the_better_action_named() {
    // The review's own actions until it would attack the king; the turn ended there
    // instead; then the review's own actions again for a while.
    let (seed, slip, actions) = (1..20)
        .find_map(|seed| {
            let mut slip = None;
            let actions = own_game(seed, 400, |index, game, own| {
                if slip.is_some() || !attacks_the_king(game, own) {
                    return None;
                }
                slip = Some(index);
                Some(Action::EndTurn)
            });
            let slip = slip?;
            Some((
                seed,
                slip,
                actions[..(slip + 12).min(actions.len())].to_vec(),
            ))
        })
        .expect("some game lets the review attack a king");
    let analysis = analyse_actions(Seed::from_u64(seed), &actions, NODES).unwrap();
    let judged = &analysis.moves[slip];
    assert!(
        matches!(judged.label, Some(MoveLabel::Mistake | MoveLabel::Blunder)),
        "{judged:?}"
    );
    assert_eq!(judged.played, "end");
    assert_ne!(judged.best, judged.played);
    let best: Action = judged.best.parse().unwrap();
    assert!(matches!(best, Action::Move(_)), "{judged:?}");
    let seat = judged.seat;
    assert!(analysis.seats[seat].mistakes + analysis.seats[seat].blunders >= 1);
    assert!(analysis.seats[seat].accuracy.unwrap() < 100.0);
}

#[test]
fn the_same_game_analysed_twice_is_the_same_byte_for_byte() {
    // The review's own actions, then a few of another choice (the last legal action
    // each time), so that the values differ.
    let actions = own_game(7, 60, |index, game, _| {
        (index >= 30)
            .then(|| game.legal_actions().last().copied())
            .flatten()
    });
    let once = analyse_actions(Seed::from_u64(7), &actions, NODES).unwrap();
    let twice = analyse_actions(Seed::from_u64(7), &actions, NODES).unwrap();
    assert!(once.moves.iter().any(|m| m.after < m.before));
    assert_eq!(encode_analysis(&once), encode_analysis(&twice));
}

#[test]
fn a_game_of_the_analysis_s_own_actions_scores_100_with_no_marks() {
    let actions = own_game(3, 400, |_, _, _| None);
    let analysis = analyse_actions(Seed::from_u64(3), &actions, NODES).unwrap();
    assert_eq!(analysis.moves.len(), actions.len());
    for (m, a) in analysis.moves.iter().zip(&actions) {
        assert!(m.label.is_none() && m.best == m.played, "{m:?}");
        assert_eq!(m.played.parse::<Action>().unwrap(), *a);
    }
    for seat in &analysis.seats {
        assert_eq!(seat.accuracy, Some(100.0));
        assert_eq!(seat.inaccuracies + seat.mistakes + seat.blunders, 0);
    }
}

#[test]
fn a_record_that_does_not_replay_is_refused() {
    let mut actions = own_game(5, 6, |_, _, _| None);
    actions.insert(3, "a1a8".parse().unwrap());
    assert!(matches!(
        analyse_actions(Seed::from_u64(5), &actions, NODES),
        Err(Unanalysable::UnplayableAction(a)) if a.index == 3
    ));
}
