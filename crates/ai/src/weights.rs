//! What a set of the evaluation's weights is: one number per term, in the order of
//! [`NAMES`]. Its own file, so that the weights the tuner writes (`tuned.rs`) and the
//! evaluation that reads them (`eval.rs`) both name it without naming each other.

/// The number of evaluation terms.
pub const FEATURES: usize = 14;

/// The terms, in the order of [`Weights::values`] and `eval::features`.
pub const NAMES: [&str; FEATURES] = [
    "point",
    "pawn",
    "drone",
    "queen",
    "threat_to_move",
    "threat_waiting",
    "tempo",
    "race_1",
    "race_2",
    "race_3",
    "race_4",
    "clock_lead",
    "merge_drone",
    "merge_queen",
];

/// The weights of the evaluation, in centipoints per unit of each term (see
/// [`NAMES`]): a player's value is the dot product with `eval::features`, over
/// `eval::SCALE`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    pub values: [i32; FEATURES],
}
