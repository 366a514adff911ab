//! RULES.md section 5: the end of the game, scoring, ties, teams and the clock.

use super::*;

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
