//! The evaluation's weights, written by `martian-chess tune` (do not edit by hand).
//!
//! Made by: `martian-chess tune --layout hexa --games 2000 --rounds 2 --seed 1 --nodes 4000 --random-plies 8 --max-plies 200 --steps 3000`
//! from 4000 self-play hexa games (2000 a round) and 318455 positions; k 0.660, mean squared error 0.09743.

use super::weights::Weights;

pub const TUNED_HEXA: Weights = Weights {
    values: [
        100, // point
        -33, // pawn
        83,  // drone
        52,  // queen
        32,  // threat_to_move
        24,  // threat_waiting
        30,  // tempo
        56,  // race_1
        17,  // race_2
        4,   // race_3
        -3,  // race_4
        -6,  // clock_lead
        -56, // merge_drone
        -40, // merge_queen
    ],
};
