//! RULES.md sections 1 to 3: the board, its zones and who owns them; how each piece
//! moves (classic); what happens on the destination square (captures, zone changes,
//! merges).

use super::*;

// 1. Board, zones, ownership

#[test]
fn starting_positions_match_the_rules() {
    let duel = Position::start(Layout::duel(), Rules::default()).unwrap();
    assert_eq!(duel.to_string(), DUEL_START);
    let quad = Position::start(Layout::quad(), Rules::default()).unwrap();
    assert_eq!(quad.to_string(), QUAD_START);
    for p in [duel, quad] {
        for seat in 0..p.layout().players() {
            let owned = p.owned_by(Player::from_index(seat));
            assert_eq!(owned.count_ones(), 9);
            assert_eq!((owned & p.pieces(Piece::Queen)).count_ones(), 3);
        }
    }
}

#[test]
fn a_piece_belongs_to_whoever_owns_its_zone() {
    // South moves its pawn over the canal: it is now north's to move, and south's no more.
    let p = play(pos("Q3/4/4/4/2P1/4/4/3Q 1 0,0 - - classic"), &["c4d5"]);
    assert_eq!(
        p.owned_by(player(2)) & mv("d5d6").from().bit(),
        mv("d5d6").from().bit()
    );
    assert!(p.is_legal(mv("d5c6")));
    let p = play(p, &["d5c6"]);
    assert!(matches!(
        reason(&p, "c6b5"),
        IllegalReason::NotYourPiece { owner, .. } if owner == player(2)
    ));
}

#[test]
fn you_may_move_only_a_piece_in_your_own_zone() {
    let p = pos(DUEL_START);
    assert_eq!(
        sentence(&p, "b6a5"),
        "The pawn on b6 stands in player 2's zone (a5–d8), so it is theirs: you can move only the pieces in your own zone (a1–d4)."
    );
}

#[test]
fn passing_is_not_a_move() {
    let p = pos(DUEL_START);
    assert!(matches!(
        reason(&p, "c3c3"),
        IllegalReason::SameSquare { .. }
    ));
    assert!(p.legal_moves().iter().all(|m| m.from() != m.to()));
}

#[test]
fn quad_players_move_clockwise_from_south_west() {
    let mut p = pos(QUAD_START);
    let mut order = Vec::new();
    for _ in 0..5 {
        order.push(p.to_move().number());
        let m = p.legal_moves()[0];
        p.play(m).unwrap();
    }
    assert_eq!(order, [1, 2, 3, 4, 1]);
}

// 2. Pieces and movement (classic)

#[test]
fn pawn_moves_exactly_one_square_diagonally() {
    let p = pos("Q3/4/4/4/4/4/1P2/4 1 0,0 - - classic");
    assert_eq!(sorted_moves(&p), "b2a1 b2a3 b2c1 b2c3");
    assert_eq!(
        sentence(&p, "b2b3"),
        "A pawn moves exactly one square diagonally, so the pawn on b2 can't go to b3."
    );
    assert!(matches!(
        reason(&p, "b2d4"),
        IllegalReason::WrongGeometry {
            piece: Piece::Pawn,
            ..
        }
    ));
}

#[test]
fn drone_moves_one_or_two_squares_orthogonally() {
    let p = pos("Q3/4/4/4/4/4/1D2/4 1 0,0 - - classic");
    assert_eq!(sorted_moves(&p), "b2a2 b2b1 b2b3 b2b4 b2c2 b2d2");
    assert_eq!(
        sentence(&p, "b2c3"),
        "A drone moves one or two squares in a straight line (forwards, backwards or sideways), never diagonally, so the drone on b2 can't go to c3."
    );
    assert!(matches!(
        reason(&p, "b2b5"),
        IllegalReason::WrongGeometry { .. }
    ));
}

#[test]
fn drone_two_step_needs_the_middle_square_empty() {
    let p = pos("Q3/4/4/4/4/1Q2/1D2/4 1 0,0 - - classic");
    assert!(!p.is_legal(mv("b2b4")));
    assert_eq!(
        sentence(&p, "b2b4"),
        "The drone on b2 can't get to b4: the queen on b3 is in the way, and a drone can't jump."
    );
}

#[test]
fn queen_slides_any_distance_and_never_jumps() {
    let p = pos("Q3/3P/4/4/4/4/4/3Q 1 0,0 - - classic");
    let moves = sorted_moves(&p);
    assert!(moves.contains("d1d7"), "{moves}");
    assert!(moves.contains("d1a4"), "{moves}");
    assert!(moves.contains("d1a1"), "{moves}");
    assert_eq!(p.legal_moves().len(), 3 + 3 + 6);
    assert!(matches!(
        reason(&p, "d1d8"),
        IllegalReason::PathBlocked { blocker, .. } if blocker == mv("d7d8").from()
    ));
    assert!(matches!(
        reason(&p, "d1c3"),
        IllegalReason::WrongGeometry {
            piece: Piece::Queen,
            ..
        }
    ));
}

#[test]
fn empty_square_and_off_board_are_explained() {
    let p = pos(DUEL_START);
    assert_eq!(
        sentence(&p, "a1a2"),
        "There is no piece on a1: start the move from a square with one of your pieces on it."
    );
    assert_eq!(
        sentence(&p, "c3e4"),
        "There is no square e4 on this board: it has files a–d and ranks 1–8."
    );
    assert_eq!(
        sentence(&p, "z9a1"),
        "There is no square z9 on this board: it has files a–d and ranks 1–8."
    );
    assert!(matches!(reason(&p, "c3"), IllegalReason::Unparsable(_)));
    assert!(sentence(&p, "hello").contains("like c3b4"));
}

// 3. Destination square

#[test]
fn capture_removes_the_piece_and_scores_its_points() {
    let mut p = pos("Q3/3P/4/4/4/4/4/3Q 1 0,0 - - classic");
    let played = p.play(mv("d1d7")).unwrap();
    assert_eq!(played.captured, Some(Piece::Pawn));
    assert_eq!(played.crossed_to, Some(player(2)));
    assert_eq!(p.scores(), &[1, 0]);
    assert_eq!(p.to_string(), "Q3/3Q/4/4/4/4/4/4 2 1,0 d1xd7 - classic");
}

#[test]
fn moving_to_an_empty_square_in_another_zone_changes_owner_without_scoring() {
    let mut p = pos("Q3/4/4/4/2P1/4/4/3Q 1 0,0 - - classic");
    let played = p.play(mv("c4d5")).unwrap();
    assert_eq!(
        (played.captured, played.crossed_to),
        (None, Some(player(2)))
    );
    assert_eq!(p.scores(), &[0, 0]);
}

#[test]
fn pawn_and_pawn_merge_into_a_drone_only_without_a_drone() {
    let mut p = pos("Q3/4/4/4/4/2P1/1P2/3Q 1 0,0 - - classic");
    let played = p.play(mv("b2c3")).unwrap();
    assert_eq!(played.merged_into, Some(Piece::Drone));
    assert_eq!(p.piece_at(mv("c3c4").from()), Some(Piece::Drone));
    assert_eq!(p.scores(), &[0, 0]);

    let p = pos("Q3/4/4/4/4/2P1/1P2/D2Q 1 0,0 - - classic");
    assert_eq!(
        sentence(&p, "b2c3"),
        "Your own pawn stands on c3, and you already have a drone, so two pawns can't merge into another one."
    );
}

#[test]
fn pawn_and_drone_merge_into_a_queen_either_way_only_without_a_queen() {
    let base = "Q3/4/4/4/4/2D1/1P2/4 1 0,0 - - classic";
    let mut p = pos(base);
    assert_eq!(p.play(mv("b2c3")).unwrap().merged_into, Some(Piece::Queen));
    let mut p2 = pos("Q3/4/4/4/4/4/1PD1/4 1 0,0 - - classic");
    assert_eq!(p2.play(mv("c2b2")).unwrap().merged_into, Some(Piece::Queen));
    p = pos("Q3/4/4/4/4/2D1/1P2/3Q 1 0,0 - - classic");
    assert_eq!(
        sentence(&p, "b2c3"),
        "Your own drone stands on c3, and you already have a queen, so a pawn and a drone can't merge into another one."
    );
}

#[test]
fn drones_never_merge_and_queens_never_merge() {
    let p = pos("Q3/4/4/4/4/4/1DD1/1Q1P 1 0,0 - - classic");
    assert!(matches!(
        reason(&p, "b2c2"),
        IllegalReason::OwnPieceOnTarget {
            why: MergeRefusal::PairCannotMerge,
            ..
        }
    ));
    assert!(matches!(
        reason(&p, "b1b2"),
        IllegalReason::OwnPieceOnTarget {
            why: MergeRefusal::PairCannotMerge,
            ..
        }
    ));
    let p = pos("Q3/4/4/4/4/4/2P1/1Q2 1 0,0 - - classic");
    assert!(sentence(&p, "b1c2").contains("a queen can't merge with a pawn"));
}

#[test]
fn a_merging_piece_moves_by_its_own_rule_and_cannot_jump() {
    // The drone's two-step onto its own pawn is blocked by the queen between.
    let p = pos("Q3/4/4/4/1P2/1Q2/1D2/4 1 0,0 - - classic");
    assert!(matches!(
        reason(&p, "b2b4"),
        IllegalReason::PathBlocked { .. }
    ));
    // Without the queen it merges, two squares away.
    let mut p = pos("Q3/4/4/4/1P2/4/1D2/4 1 0,0 - - classic");
    assert_eq!(p.play(mv("b2b4")).unwrap().merged_into, Some(Piece::Queen));
}
