//! The evaluation's weights, written by `martian-chess tune` (do not edit by hand).
//!
//! Made by: `martian-chess tune --layout penta --games 2000 --rounds 2 --seed 1 --nodes 4000 --random-plies 8 --max-plies 200 --steps 3000`
//! from 4000 self-play penta games (2000 a round) and 287071 positions; k 0.625, mean squared error 0.10827.

use super::weights::Weights;

pub const TUNED_PENTA: Weights = Weights {
    values: [
        100, // point
        -29, // pawn
        70,  // drone
        69,  // queen
        35,  // threat_to_move
        23,  // threat_waiting
        18,  // tempo
        65,  // race_1
        27,  // race_2
        12,  // race_3
        2,   // race_4
        -16, // clock_lead
        -46, // merge_drone
        -19, // merge_queen
    ],
};
