//! RULES.md section 4: no-rejection.

use super::*;

// 4. No-rejection

#[test]
fn no_rejection_forbids_sending_a_crossed_piece_straight_back() {
    let p = play(pos("Q3/4/4/4/2P1/4/4/3Q 1 0,0 - - classic"), &["c4d5"]);
    assert!(!p.legal_moves().contains(&mv("d5c4")));
    assert_eq!(
        sentence(&p, "d5c4"),
        "That pawn just crossed the canal from c4 to d5; it can't be sent straight back this turn."
    );
    // Other moves of that piece stay legal.
    assert!(p.is_legal(mv("d5c6")));
}

#[test]
fn no_rejection_holds_after_a_capture_by_default() {
    let p = play(pos("Q3/4/4/3D/2P1/4/4/3Q 1 0,0 - - classic"), &["c4d5"]);
    assert_eq!(p.last_move().map(|l| l.captured), Some(true));
    assert!(sentence(&p, "d5c4").contains("(by capturing)"));
}

#[test]
fn reject_captures_allowed_exempts_captures_only() {
    let rules = "classic+reject_captures_allowed";
    let p = play(
        pos(&format!("Q3/4/4/3D/2P1/4/4/3Q 1 0,0 - - {rules}")),
        &["c4d5"],
    );
    assert!(p.is_legal(mv("d5c4")));
    let p = play(
        pos(&format!("Q3/4/4/4/2P1/4/4/3Q 1 0,0 - - {rules}")),
        &["c4d5"],
    );
    assert!(!p.is_legal(mv("d5c4")));
}

#[test]
fn no_rejection_lasts_one_turn_only() {
    let p = play(
        pos("Q3/4/4/4/2P1/4/4/3Q 1 0,0 - - classic"),
        &["c4d5", "a8a7", "d1d2"],
    );
    assert!(p.is_legal(mv("d5c4")));
}

#[test]
fn no_rejection_needs_the_last_move_from_mcfen() {
    let p = pos("Q3/4/4/3P/4/4/4/3Q 2 0,0 c4d5 - classic");
    assert!(!p.is_legal(mv("d5c4")));
    let p = pos("Q3/4/4/3P/4/4/4/3Q 2 0,0 - - classic");
    assert!(p.is_legal(mv("d5c4")));
}

#[test]
fn no_rejection_applies_to_two_players_only() {
    // Player 3 may send back at once what player 1 just pushed into their zone.
    let p = pos("QQD2DQQ/QDP2PDQ/DPP2PPD/4P3/8/DPP2PPD/QDP2PDQ/QQD2DQQ 3 0,0,0,0 d4e5 - classic");
    assert!(p.is_legal(mv("e5d4")));
}
