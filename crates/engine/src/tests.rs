//! One test per rule of `../shared/RULES.md`, named after the rule.

use super::*;

fn pos(fen: &str) -> Position {
    fen.parse()
        .unwrap_or_else(|err| panic!("test position {fen}: {err}"))
}

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

/// Plays moves given as text, panicking with the reason if one is illegal.
fn play(mut p: Position, moves: &[&str]) -> Position {
    for text in moves {
        if let Err(err) = p.play(mv(text)) {
            panic!("{text} in {p}: {err}");
        }
    }
    p
}

fn reason(p: &Position, text: &str) -> IllegalReason {
    match p.parse_move(text) {
        Ok(m) => panic!("{m} should be illegal in {p}"),
        Err(err) => err.reason,
    }
}

fn sentence(p: &Position, text: &str) -> String {
    p.parse_move(text).unwrap_err().to_string()
}

fn sorted_moves(p: &Position) -> String {
    let mut texts: Vec<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
    texts.sort();
    texts.join(" ")
}

fn player(n: u8) -> Player {
    Player::from_number(n).unwrap()
}

const DUEL_START: &str = "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 0,0 - - classic";
const QUAD_START: &str =
    "QQD2DQQ/QDP2PDQ/DPP2PPD/8/8/DPP2PPD/QDP2PDQ/QQD2DQQ 1 0,0,0,0 - - classic";

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

// 5. End of the game and scoring

#[test]
fn game_ends_the_instant_a_zone_is_empty() {
    let mut p = pos("Q3/4/4/4/2P1/4/4/4 1 0,2 - - classic");
    assert!(p.outcome().is_none());
    p.play(mv("c4d5")).unwrap();
    let outcome = p.outcome().unwrap();
    assert_eq!(
        outcome.reason,
        EndReason::ZoneEmptied {
            zone: player(1),
            by: player(1)
        }
    );
    assert_eq!(
        outcome.result,
        GameResult::Win(PlayerSet::EMPTY.with(player(2)))
    );
    assert!(p.legal_moves().is_empty());
    assert_eq!(p.count_legal_moves(), 0);
    assert!(matches!(reason(&p, "d5c6"), IllegalReason::GameOver(_)));
    assert_eq!(perft(&p, 3), 0);
}

#[test]
fn highest_score_wins() {
    let p = play(pos("Q3/4/4/4/2P1/4/4/4 1 3,2 - - classic"), &["c4d5"]);
    assert_eq!(
        p.outcome().unwrap().winners(),
        Some(PlayerSet::EMPTY.with(player(1)))
    );
}

#[test]
fn a_tie_at_an_empty_zone_goes_to_the_player_who_ended_it() {
    let p = play(pos("Q3/4/4/4/2P1/4/4/4 1 2,2 - - classic"), &["c4d5"]);
    let outcome = p.outcome().unwrap();
    assert_eq!(
        outcome.result,
        GameResult::Win(PlayerSet::EMPTY.with(player(1)))
    );
    assert!(outcome.won_on_tie_break);
}

#[test]
fn a_tie_among_others_at_an_empty_zone_is_a_draw_between_them() {
    // Player 1 empties their zone while players 2 and 3 lead on 3 points each.
    let p = pos("QQD2DQQ/QDP2PDQ/DPP2PPD/8/3P4/8/8/7Q 1 0,3,3,1 - - classic");
    let p = play(p, &["d4e5"]);
    let outcome = p.outcome().unwrap();
    let between = PlayerSet::EMPTY.with(player(2)).with(player(3));
    assert_eq!(outcome.result, GameResult::Draw(between));
    assert_eq!(
        outcome.to_string(),
        "players 2 and 3 draw: player 1 moved the last piece out of their zone"
    );
}

#[test]
fn teams_pool_their_scores_and_the_ending_team_wins_a_tie() {
    // SW+NE (1, 3) against NW+SE (2, 4): 2+1 = 3 against 1+2 = 3, player 1 ends it.
    let p = pos("QQD2DQQ/QDP2PDQ/DPP2PPD/8/3P4/8/8/7Q 1 2,1,1,2 - - classic+teams");
    let p = play(p, &["d4e5"]);
    let team = PlayerSet::EMPTY.with(player(1)).with(player(3));
    assert_eq!(p.outcome().unwrap().result, GameResult::Win(team));
    // Capturing a partner's piece is legal.
    let p = pos("QQD2DQQ/QDP2PDQ/DPP2PPD/4P3/3P4/8/8/7Q 1 0,0,0,0 - - classic+teams");
    assert!(p.is_legal(mv("d4e5")));
    assert!("4/4/4/4/4/4/4/3Q 1 0,0 - - classic+teams"
        .parse::<Position>()
        .is_err());
}

#[test]
fn calling_the_clock_ends_the_game_after_seven_quiet_plies() {
    let start = pos("Q3/4/4/4/4/4/4/3Q 1 0,0 - - classic");
    let mut p = play(start, &["d1d2*"]);
    assert_eq!(p.clock(), Some(7));
    assert!(p.to_string().contains(" 7 classic"));
    for (i, m) in ["a8a7", "d2d1", "a7a8", "d1d2", "a8a7", "d2d1"]
        .iter()
        .enumerate()
    {
        p.play(mv(m)).unwrap();
        assert_eq!(p.clock(), Some(6 - i as u8));
        assert!(p.outcome().is_none());
    }
    p.play(mv("a7a8")).unwrap();
    let outcome = p.outcome().unwrap();
    assert_eq!(outcome.reason, EndReason::ClockRanOut);
    // Level on points: a draw, whoever moved last.
    assert_eq!(
        outcome.result,
        GameResult::Draw(PlayerSet::EMPTY.with(player(1)).with(player(2)))
    );
}

#[test]
fn a_capture_restarts_the_clock_at_seven() {
    let p = pos("Q3/4/4/4/4/4/4/Q3 2 0,0 - 3 classic");
    let p = play(p, &["a8a1"]);
    assert_eq!(p.clock(), Some(7));
    assert_eq!(p.scores(), &[0, 3]);
}

#[test]
fn the_clock_cannot_be_called_while_it_runs_or_when_off() {
    let p = pos("Q3/4/4/4/4/4/4/3Q 1 0,0 - 5 classic");
    assert_eq!(
        sentence(&p, "d1d2*"),
        "The clock is already running (5 moves left), so it can't be called again."
    );
    let p = pos("Q3/4/4/4/4/4/4/3Q 1 0,0 - - classic+clock_off");
    assert!(matches!(reason(&p, "d1d2*"), IllegalReason::ClockOff));
    assert!(!p.can_call_clock());
}

#[test]
fn clock_auto27_runs_from_the_first_move_without_a_call() {
    let rules: Rules = "classic+clock_auto27".parse().unwrap();
    let start = Position::start(Layout::duel(), rules).unwrap();
    assert_eq!(start.clock(), Some(27));
    assert!(start.to_string().ends_with(" 27 classic+clock_auto27"));
    assert!(matches!(
        reason(&start, "c3d4*"),
        IllegalReason::ClockAutomatic
    ));
    let p = play(start, &["c3d4"]);
    assert_eq!(p.clock(), Some(26));
    let p = play(
        pos("Q3/4/4/4/4/4/4/Q3 2 0,0 - 1 classic+clock_auto27"),
        &["a8a1"],
    );
    assert_eq!(p.clock(), Some(27));
    let p = play(
        pos("Q3/4/4/4/4/4/4/3Q 2 0,0 - 1 classic+clock_auto27"),
        &["a8a7"],
    );
    assert_eq!(p.outcome().unwrap().reason, EndReason::ClockRanOut);
}

#[test]
fn an_empty_zone_ends_the_game_before_the_clock() {
    let p = play(pos("Q3/4/4/4/2P1/4/4/4 1 0,0 - 1 classic"), &["c4d5"]);
    assert!(matches!(
        p.outcome().unwrap().reason,
        EndReason::ZoneEmptied { .. }
    ));
}

#[test]
fn no_legal_move_ends_the_game_and_a_tie_is_a_draw() {
    // No real layout can leave a player with pieces and no move, so this builds one
    // where two zones touch only at a corner: SW full and stuck, its d4 a drone.
    static SPEC: LayoutSpec = LayoutSpec {
        name: "corners",
        zones: &[
            &[ZoneSpec { file: 0, rank: 0 }],
            &[ZoneSpec { file: 4, rank: 4 }],
        ],
        start: "",
        house: false,
    };
    let layout: &'static Layout = Box::leak(Box::new(Layout::build(SPEC)));
    let start = pos(DUEL_START);
    let sw = layout.zone(player(1));
    let pawns = sw & !mv("d4d3").from().bit() & !mv("a1a2").from().bit() & !mv("a2a1").from().bit();
    let drones = mv("d4d3").from().bit();
    let queens = mv("a1a2").from().bit() | mv("a2a1").from().bit() | mv("h8h7").from().bit();
    let state = crate::position::State {
        last_move: None,
        ..start.state()
    };
    let p = Position::from_sets(layout, [pawns, drones, queens], state);
    assert_eq!(p.count_legal_moves(), 0);
    let outcome = p.outcome().unwrap();
    assert_eq!(outcome.reason, EndReason::NoLegalMove { player: player(1) });
    assert!(matches!(outcome.result, GameResult::Draw(_)));
    let p = Position::from_sets(
        layout,
        [pawns, drones, queens],
        crate::position::State {
            scores: [0, 1, 0, 0, 0, 0],
            ..state
        },
    );
    assert_eq!(
        p.outcome().unwrap().winners(),
        Some(PlayerSet::EMPTY.with(player(2)))
    );
}

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

// 8. Text formats

#[test]
fn mcfen_round_trips_and_writes_options_sorted() {
    for fen in [
        DUEL_START,
        QUAD_START,
        "Q3/3Q/4/4/4/4/4/4 2 1,0 d1xd7 - classic",
        "Q3/4/4/4/4/4/4/3Q 1 0,0 - 5 classic+reject_captures_allowed",
        "QQD2DQQ/QDP2PDQ/DPP2PPD/8/8/DPP2PPD/QDP2PDQ/QQD2DQQ 4 3,0,2,1 - - leaping+clock_off+teams",
    ] {
        assert_eq!(pos(fen).to_string(), fen);
    }
    let p = pos("Q3/4/4/4/4/4/4/3Q 1 0,0 - 20 classic+reject_captures_allowed+clock_auto27");
    assert!(p
        .to_string()
        .ends_with("classic+clock_auto27+reject_captures_allowed"));
}

#[test]
fn mcfen_errors_name_the_field_and_the_problem() {
    let cases = [
        ("", FenField::Whole),
        (
            "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 0,0 - -",
            FenField::Whole,
        ),
        (
            "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ 1 0,0 - - classic",
            FenField::Ranks,
        ),
        (
            "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQ 1 0,0 - - classic",
            FenField::Ranks,
        ),
        (
            "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQK 1 0,0 - - classic",
            FenField::Ranks,
        ),
        (
            "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1dqq 1 0,0 - - classic",
            FenField::Ranks,
        ),
        (
            "QQD1/QDP1/DPP1/22/4/1PPD/1PDQ/1DQQ 1 0,0 - - classic",
            FenField::Ranks,
        ),
        (
            "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 3 0,0 - - classic",
            FenField::ToMove,
        ),
        (
            "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 0 0,0 - - classic",
            FenField::ToMove,
        ),
        (
            "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 0 - - classic",
            FenField::Scores,
        ),
        (
            "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 0,-1 - - classic",
            FenField::Scores,
        ),
        (
            "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 0,99999 - - classic",
            FenField::Scores,
        ),
        (
            "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 0,0 e4e5 - classic",
            FenField::LastMove,
        ),
        (
            "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 0,0 c4c4 - classic",
            FenField::LastMove,
        ),
        (
            "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 0,0 c4-c5 - classic",
            FenField::LastMove,
        ),
        (
            "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 0,0 - 8 classic",
            FenField::Clock,
        ),
        (
            "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 0,0 - x classic",
            FenField::Clock,
        ),
        (
            "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 0,0 - 3 classic+clock_off",
            FenField::Clock,
        ),
        (
            "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 0,0 - - classic+clock_auto27",
            FenField::Clock,
        ),
        (
            "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 0,0 - - chess",
            FenField::Ruleset,
        ),
    ];
    for (fen, field) in cases {
        match fen.parse::<Position>() {
            Ok(p) => panic!("{fen} parsed as {p}"),
            Err(err) => {
                assert_eq!(err.field, field, "{fen}: {err}");
                assert!(err.to_string().starts_with("Invalid MCFEN"), "{err}");
            }
        }
    }
    let err = "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 0,0 - 8 classic"
        .parse::<Position>()
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "Invalid MCFEN clock field (5th): \"8\" is not a clock: write - when no clock runs, or the plies left, from 0 to 7."
    );
}

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

// 7a. More layouts

const HEXA_START: &str = "QQD2D3DQQ/QDP1QQQP1PDQ/DPP1PDDP1PPD/12/12/DPP1PDDP1PPD/QDP1PQQQ1PDQ/QQD3D2DQQ 1 0,0,0,0,0,0 - - classic";

#[test]
fn the_layout_comes_from_the_width_and_the_number_of_scores() {
    let cases = [
        (DUEL_START, "duel"),
        (QUAD_START, "quad"),
        (
            "QQD2DQQ/QDP2PDQ/DPP2PPD/8/8/DPP2PPD/QDP2PDQ/QQD2DQQ 1 0,0 - - classic",
            "halves",
        ),
        (
            "QQD2DQQ/QDP2PDQ/DPP2PPD/8/8/DPP5/QDP5/QQD5 1 0,0,0 - - classic",
            "tri",
        ),
        (HEXA_START, "hexa"),
    ];
    for (fen, name) in cases {
        let p = pos(fen);
        assert_eq!(p.layout().name(), name);
        assert_eq!(p.to_string(), fen);
        assert_eq!(Layout::by_name(name).unwrap().start_fen(), fen);
    }
    let penta = Layout::by_name("penta").unwrap();
    assert_eq!(pos(penta.start_fen()).layout(), penta);
    // Two-digit runs are read as one number and written back as one.
    assert_eq!(
        pos("12/12/12/P11/12/12/12/11P 1 0,0,0,0,0,0 - - classic").to_string(),
        "12/12/12/P11/12/12/12/11P 1 0,0,0,0,0,0 - - classic"
    );
}

#[test]
fn squares_off_the_board_are_written_empty_and_refused_with_a_piece() {
    // tri: e1-h4 is not on the board.
    let err = "QQD2DQQ/QDP2PDQ/DPP2PPD/8/8/DPP5/QDP5/QQD4P 1 0,0,0 - - classic"
        .parse::<Position>()
        .unwrap_err();
    assert_eq!(err.field, FenField::Ranks);
    assert!(
        err.to_string()
            .contains("h1, which is not on the tri board"),
        "{err}"
    );
    let bad = [
        // A width no layout has, a run longer than the widest board, a zero run.
        (
            "QQD2D3DQQ1/12/12/12/12/12/12/12 1 0,0,0,0,0,0 - - classic",
            FenField::Ranks,
        ),
        (
            "13/12/12/12/12/12/12/12 1 0,0,0,0,0,0 - - classic",
            FenField::Ranks,
        ),
        (
            "012/12/12/12/12/12/12/12 1 0,0,0,0,0,0 - - classic",
            FenField::Ranks,
        ),
        (
            "P111/12/12/12/12/12/12/12 1 0,0,0,0,0,0 - - classic",
            FenField::Ranks,
        ),
        // 12 wide with 4 scores, 8 wide with 5: no such layout.
        (
            "P11/12/12/12/12/12/12/11P 1 0,0,0,0 - - classic",
            FenField::Scores,
        ),
        (
            QUAD_START.replace("0,0,0,0", "0,0,0,0,0").as_str(),
            FenField::Scores,
        ),
        // A last move through the missing zone's squares.
        (
            "QQD2DQQ/QDP2PDQ/DPP2PPD/8/8/DPP5/QDP5/QQD5 2 0,0,0 e1e2 - classic",
            FenField::LastMove,
        ),
        // teams is for four players only.
        (&format!("{}+teams", HEXA_START), FenField::Ruleset),
    ]
    .map(|(f, field)| (f.to_string(), field));
    for (fen, field) in bad {
        let err = fen.parse::<Position>().unwrap_err();
        assert_eq!(err.field, field, "{fen}: {err}");
    }
    let err = "P11/12/12/12/12/12/12/11P 1 0,0,0,0 - - classic"
        .parse::<Position>()
        .unwrap_err();
    assert!(
        err.to_string().contains("5 (penta) or 6 (hexa) players"),
        "{err}"
    );
}

#[test]
fn moves_never_cross_a_missing_zone() {
    // penta: h2's queen may not slide through i3 (missing) to k5, nor may a leaping
    // drone on h2 jump over i2 or i3.
    let p = pos("P3P6P/12/12/12/12/12/7Q4/P11 5 0,0,0,0,0 - - classic");
    assert!(matches!(
        reason(&p, "h2k5"),
        IllegalReason::PathOffBoard { gap, .. } if gap.to_string() == "i3"
    ));
    assert!(sentence(&p, "h2k5").contains("i3 on the way is not on the board"));
    assert!(matches!(reason(&p, "h2i2"), IllegalReason::OffBoard { .. }));
    let p = pos("P3P6P/12/12/12/12/12/7D4/P11 5 0,0,0,0,0 - - leaping");
    assert!(matches!(reason(&p, "h2j2"), IllegalReason::OffBoard { .. }));
    assert!(matches!(reason(&p, "h2j4"), IllegalReason::OffBoard { .. }));
    assert_eq!(sorted_moves(&p), "h2f2 h2f4 h2h4");
    // A jump over a gap onto a square that is on the board: from h3, j5 (NE zone) is
    // on the board but i4 between is not.
    let p = pos("P3P6P/12/12/12/12/7D4/12/P11 5 0,0,0,0,0 - - leaping");
    assert_eq!(sorted_moves(&p), "h3f1 h3f3 h3f5 h3h1 h3h5");
    assert!(matches!(
        reason(&p, "h3j5"),
        IllegalReason::PathOffBoard { gap, .. } if gap.to_string() == "i4"
    ));
}

#[test]
fn halves_zones_span_two_blocks_and_keep_the_canal_rule() {
    let p = pos("QQD2DQQ/QDP2PDQ/DPP2PPD/8/8/DPP2PPD/QDP2PDQ/QQD2DQQ 1 0,0 - - classic");
    assert_eq!(p.owned_by(player(1)).count_ones(), 18);
    // A pawn crosses the canal and may not go straight back.
    let p = play(p, &["f3e4", "f6e5", "e4d5"]);
    assert_eq!(p.layout().owner(mv("d5d4").from()), Some(player(2)));
    assert!(matches!(
        reason(&p, "d5e4"),
        IllegalReason::NoRejection { .. }
    ));
    // Merges count over the whole half: the drone on h1 forbids a pawn merge on a1.
    let p = pos("4Q3/8/8/8/8/8/1P4P1/P6D 1 0,0 - - classic");
    assert!(matches!(
        reason(&p, "b2a1"),
        IllegalReason::OwnPieceOnTarget {
            why: MergeRefusal::AlreadyHaveDrone,
            ..
        }
    ));
}

#[test]
fn six_players_take_turns_clockwise_and_a_free_for_all_has_one_winner() {
    let mut p = pos(HEXA_START);
    for n in 1..=6 {
        assert_eq!(p.to_move(), player(n));
        let m = p.legal_moves()[0];
        p.play(m).unwrap();
    }
    assert_eq!(p.to_move(), player(1));
    assert!(!p.layout().has_canal_rule());
    // The S player's last piece leaves: the zone is empty, highest score wins.
    let p = pos("P3P6P/12/12/12/12/12/12/P3P3P3 6 0,0,5,0,0,1 - - classic");
    let p = play(p, &["e1d2"]);
    let outcome = p.outcome().unwrap();
    assert_eq!(outcome.winners(), Some(PlayerSet::EMPTY.with(player(3))));
}

#[test]
fn squares_off_the_board_hold_nothing_and_reach_nothing() {
    // In a u64 position, i1 would alias a1 if the public API did not check the board.
    let p = pos(DUEL_START);
    let i1: Square = "i1".parse().unwrap();
    assert_eq!(p.piece_at(i1), None);
    assert_eq!(p.legal_targets(i1), 0);
    assert_eq!(p.reach(Piece::Queen, i1, p.occupied()), 0);
    let tri = pos("QQD2DQQ/QDP2PDQ/DPP2PPD/8/8/DPP5/QDP5/QQD5 1 0,0,0 - - classic");
    assert_eq!(tri.legal_targets("f2".parse().unwrap()), 0);
}
