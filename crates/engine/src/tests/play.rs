//! Playing through the public API: perft counts from the starts, a refused move that
//! leaves the position as it was, whose turn it is.

use super::*;

#[test]
fn perft_counts_from_the_starts_match_the_rules() {
    assert_eq!(perft(&pos(DUEL_START), 1), 10);
    assert_eq!(perft(&pos(DUEL_START), 2), 104);
    assert_eq!(perft(&pos(QUAD_START), 1), 11);
    // Each quad player has 11 first moves.
    let mut p = pos(QUAD_START);
    for _ in 0..4 {
        assert_eq!(p.legal_moves().len(), 11, "{p}");
        let quiet = p.legal_moves()[0];
        p.play(quiet).unwrap();
    }
    let sum: u64 = divide(&pos(DUEL_START), 3).iter().map(|(_, n)| n).sum();
    assert_eq!(sum, perft(&pos(DUEL_START), 3));
}

#[test]
fn play_leaves_the_position_untouched_on_error() {
    let mut p = pos(DUEL_START);
    let before = p;
    for text in ["a1a2", "b6a5", "c2c4", "d1d4", "c3b2", "b2c3*"] {
        let _ = p.play(mv(text));
    }
    assert_eq!(p, before);
}

#[test]
fn not_your_turn_names_who_is_to_move() {
    let p = pos(DUEL_START);
    let err = p.check_as(player(2), mv("b6a5")).unwrap_err();
    assert_eq!(
        err.to_string(),
        "It is player 1's turn, not yours: wait until they have moved."
    );
    assert!(p.check_as(player(1), mv("c3d4")).is_ok());
}
