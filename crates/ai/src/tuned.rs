//! The evaluation's weights, written by `martian-chess tune` (do not edit by hand).
//!
//! Made by: `martian-chess tune --games 2000 --rounds 2 --seed 1 --nodes 4000 --random-plies 8 --max-plies 200 --steps 3000`
//! from 4000 self-play duel games (2000 a round) and 169421 positions; k 0.710, mean squared error 0.06930.

use super::weights::Weights;

pub const TUNED: Weights = Weights {
    values: [
        100, // point
        -30, // pawn
        -50, // drone
        -22, // queen
        48,  // threat_to_move
        16,  // threat_waiting
        -5,  // tempo
        107, // race_1
        102, // race_2
        50,  // race_3
        55,  // race_4
        139, // clock_lead
        -33, // merge_drone
        -49, // merge_queen
    ],
};
