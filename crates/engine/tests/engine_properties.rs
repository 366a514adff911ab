//! Property tests of the engine over positions reached by random play, in every
//! layout and ruleset, checked against a naive reference generator.

use martian_engine::{Layout, Move, Piece, Position};
use martian_testkit::{board_squares, random_game, reference_moves};
use proptest::prelude::*;

/// Every layout, drawn by index.
fn layout(index: usize) -> &'static Layout {
    &Layout::all()[index % Layout::all().len()]
}

fn sorted(moves: &[Move]) -> Vec<String> {
    let mut texts: Vec<String> = moves.iter().map(Move::to_string).collect();
    texts.sort();
    texts
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 144, ..ProptestConfig::default() })]

    #[test]
    fn generator_matches_the_naive_reference(seed in any::<u64>(), which in 0usize..6, rules in 0usize..24, plies in 0usize..160) {
        let (positions, _) = random_game(seed, layout(which), rules, plies);
        for p in &positions {
            let moves = p.legal_moves();
            prop_assert_eq!(sorted(&moves), reference_moves(p), "{}", p);
            prop_assert_eq!(p.count_legal_moves(), moves.len() as u64, "{}", p);
        }
    }

    #[test]
    fn every_generated_move_is_accepted_and_every_accepted_move_is_generated(seed in any::<u64>(), which in 0usize..6, rules in 0usize..24, plies in 0usize..120) {
        let (positions, _) = random_game(seed, layout(which), rules, plies);
        // Every pair of squares on a few positions of the game (all of them is slow on 8x8).
        for p in positions.iter().rev().step_by(7) {
            let moves = p.legal_moves();
            for m in &moves {
                let mut copy = *p;
                prop_assert!(copy.play(*m).is_ok(), "{} rejected in {}", m, p);
            }
            let squares = board_squares(p);
            for from in &squares {
                for to in &squares {
                    let m = Move::new(*from, *to);
                    prop_assert_eq!(p.is_legal(m), moves.contains(&m), "{} in {}", m, p);
                    if p.can_call_clock() {
                        prop_assert_eq!(p.is_legal(m.calling_clock()), moves.contains(&m));
                    } else {
                        prop_assert!(!p.is_legal(m.calling_clock()));
                    }
                }
            }
        }
    }

    #[test]
    fn mcfen_round_trips(seed in any::<u64>(), which in 0usize..6, rules in 0usize..24, plies in 0usize..160) {
        let (positions, _) = random_game(seed, layout(which), rules, plies);
        for p in &positions {
            prop_assert_eq!(p.layout(), layout(which));
            let text = p.to_string();
            let back: Position = text.parse().map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
            prop_assert_eq!(back, *p);
            prop_assert_eq!(back.to_string(), text);
        }
    }

    #[test]
    fn pips_on_the_board_plus_scores_never_grow(seed in any::<u64>(), which in 0usize..6, rules in 0usize..24, plies in 0usize..200) {
        let (positions, _) = random_game(seed, layout(which), rules, plies);
        let total = |p: &Position| p.pips_on_board() + p.scores().iter().map(|s| u32::from(*s)).sum::<u32>();
        let start = total(&positions[0]);
        for p in &positions {
            // Captures move pips from the board to a score and merges keep them, so
            // the total is not only bounded: it is constant.
            prop_assert_eq!(total(p), start, "{}", p);
        }
    }

    #[test]
    fn a_merge_happens_only_when_allowed(seed in any::<u64>(), which in 0usize..6, rules in 0usize..24, plies in 0usize..200) {
        let (positions, moves) = random_game(seed, layout(which), rules, plies);
        for (before, m) in positions.iter().zip(&moves) {
            let mover = before.to_move();
            let zone = before.layout().zone(mover);
            let mut after = *before;
            let played = after.play(*m).unwrap();
            let target = before.piece_at(m.to());
            let own_target = target.is_some() && before.layout().owner(m.to()) == Some(mover);
            prop_assert_eq!(played.merged_into.is_some(), own_target);
            if let Some(merged) = played.merged_into {
                prop_assert!(before.rules().ruleset.allows_merges());
                match (played.piece, target.unwrap()) {
                    (Piece::Pawn, Piece::Pawn) => {
                        prop_assert_eq!(merged, Piece::Drone);
                        prop_assert_eq!(before.pieces(Piece::Drone) & zone, 0);
                    }
                    (Piece::Pawn, Piece::Drone) | (Piece::Drone, Piece::Pawn) => {
                        prop_assert_eq!(merged, Piece::Queen);
                        prop_assert_eq!(before.pieces(Piece::Queen) & zone, 0);
                    }
                    pair => prop_assert!(false, "{:?} merged", pair),
                }
                prop_assert_eq!(after.piece_at(m.to()), Some(merged));
                prop_assert_eq!(after.scores(), before.scores());
            }
        }
    }

    #[test]
    fn the_game_is_over_exactly_when_no_move_is_left(seed in any::<u64>(), which in 0usize..6, rules in 0usize..24, plies in 0usize..300) {
        let (positions, _) = random_game(seed, layout(which), rules, plies);
        for p in &positions {
            prop_assert_eq!(p.outcome().is_some(), p.legal_moves().is_empty(), "{}", p);
            prop_assert_eq!(p.is_over(), p.outcome().is_some());
        }
    }
}
