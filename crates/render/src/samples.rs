//! Boards that exercise the renderer's limits, shared by its tests and benchmarks so
//! that the size test and the timing measure the same picture.

use martian_engine::{Piece, Player, Position};

use crate::options::{Options, Verdict};

/// The most a board can hold: four long names of wide letters, captures, winner
/// borders and a long verdict, on a busy quad position.
pub fn worst_case_quad() -> (Position, Options) {
    let name = |n: u32| format!("Ŵ{n}WWWMMMMWWWW ÆØÅ Wolfeschlegelsteinhausenbergerdorff {n}");
    let verdict = Verdict {
        text: "Player 3 and player 1 win on points after the clock ran out; everyone \
               else agreed to a draw, then changed their minds, then resigned in protest"
            .to_owned(),
        winners: (1..=4u8).filter_map(Player::from_number).collect(),
        shorter: Vec::new(),
    };
    let captured = vec![
        vec![
            Piece::Queen,
            Piece::Queen,
            Piece::Drone,
            Piece::Pawn,
            Piece::Pawn,
        ],
        vec![Piece::Drone; 6],
        vec![Piece::Pawn; 9],
        vec![Piece::Queen, Piece::Drone, Piece::Pawn],
    ];
    let options = Options {
        names: (1..=4).map(name).collect(),
        captured: Some(captured),
        verdict: Some(verdict),
        ..Options::default()
    };
    let fen = "QPD2DQQ/QDP2PDQ/DP3PPD/1P2Q3/3D4/DP3PPD/QD3PDQ/QQ3DQQ 3 18,27,9,14 c2b1 - classic";
    let position = fen.parse().expect("the sample position is valid MCFEN");
    (position, options)
}

/// The same for the widest board: six long names, captures, winner borders and a long
/// verdict on a busy hexa position (the 12x8 board with six panels).
pub fn worst_case_hexa() -> (Position, Options) {
    let name = |n: u32| format!("Ŵ{n}WWWMMMMWWWW ÆØÅ Wolfeschlegelsteinhausenbergerdorff {n}");
    let verdict = Verdict {
        text: "Player 3 and player 1 win on points after the clock ran out; everyone \
               else agreed to a draw, then changed their minds, then resigned in protest"
            .to_owned(),
        winners: (1..=6u8).filter_map(Player::from_number).collect(),
        shorter: Vec::new(),
    };
    let captured = vec![
        vec![
            Piece::Queen,
            Piece::Queen,
            Piece::Drone,
            Piece::Pawn,
            Piece::Pawn,
        ],
        vec![Piece::Drone; 6],
        vec![Piece::Pawn; 9],
        vec![Piece::Queen, Piece::Drone, Piece::Pawn],
        vec![Piece::Queen; 4],
        vec![Piece::Drone, Piece::Pawn, Piece::Pawn, Piece::Pawn],
    ];
    let options = Options {
        names: (1..=6).map(name).collect(),
        captured: Some(captured),
        verdict: Some(verdict),
        ..Options::default()
    };
    let fen = "QPD2D3DQQ/QDP1QQ1P1PDQ/DP2PDDP2PD/1P2Q5P1/3D2P5/DP2PD2PPD1/QD2PQQQ1PDQ/QQ3D2DQQ1 3 18,27,9,14,6,11 c2b1 - classic";
    let position = fen.parse().expect("the sample position is valid MCFEN");
    (position, options)
}
