//! A finished game's analysis, as kept with the game: every move judged and each
//! player's accuracy. Computed once (the search is deterministic at its node budget),
//! then shown again from the record.

use serde::{Deserialize, Serialize};

/// A move's label, from the winning chance it gave away (5, 10, 15 points).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MoveLabel {
    Inaccuracy,
    Mistake,
    Blunder,
}

/// One move as the analysis judged it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AnalysedMove {
    pub seat: usize,
    /// The move played and the analysis's own choice, as the game writes moves.
    pub played: String,
    pub best: String,
    /// The search's values for the mover, before the move (the best there was) and
    /// after it, in the game's centi-units (hundredths of a point).
    pub before: i32,
    pub after: i32,
    /// The mover's winning chance before and after the move, in percent.
    pub chance_before: f64,
    pub chance_after: f64,
    pub accuracy: f64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<MoveLabel>,
}

/// One player's game.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SeatAccuracy {
    pub moves: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub accuracy: Option<f64>,
    pub inaccuracies: u32,
    pub mistakes: u32,
    pub blunders: u32,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameAnalysis {
    /// Positions searched per position of the game.
    pub nodes: u64,
    /// The win-chance curve's steepness used.
    pub k: f64,
    pub moves: Vec<AnalysedMove>,
    /// By seat.
    pub seats: Vec<SeatAccuracy>,
}
