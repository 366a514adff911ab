//! RULES.md section 7a: the layouts past duel and quad (halves, tri, penta, hexa).

use super::*;

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
