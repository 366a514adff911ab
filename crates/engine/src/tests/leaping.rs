//! RULES.md section 7: the leaping ruleset.

use super::*;

// 7. Leaping

#[test]
fn leaping_pawn_steps_one_square_any_way() {
    let p = pos("Q3/4/4/4/4/4/1P2/4 1 0,0 - - leaping");
    assert_eq!(sorted_moves(&p), "b2a1 b2a2 b2a3 b2b1 b2b3 b2c1 b2c2 b2c3");
}

#[test]
fn leaping_drone_jumps_exactly_two_squares_over_anything() {
    let p = pos("Q3/4/4/4/QQQ1/QDQ1/QQQ1/4 1 0,0 - - leaping");
    let moves = sorted_moves(&p);
    assert!(
        moves.contains("b3b1") && moves.contains("b3d1") && moves.contains("b3d5"),
        "{moves}"
    );
    assert!(moves.contains("b3b5") && moves.contains("b3d3"), "{moves}");
    assert!(sentence(&p, "b3b4").contains("jumps exactly two squares"));
}

#[test]
fn leaping_has_no_merges() {
    let p = pos("Q3/4/4/4/4/2P1/1P2/4 1 0,0 - - leaping");
    assert_eq!(
        sentence(&p, "b2c3"),
        "Your own pawn stands on c3, and pieces never merge in the leaping rules."
    );
}
