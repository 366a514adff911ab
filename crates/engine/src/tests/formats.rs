//! RULES.md section 8: MCFEN, written and read, and its errors.

use super::*;

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
