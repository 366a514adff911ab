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
    /// after it, in the game's centi-units (the pyramid game's hundredths of a point,
    /// Carnett's centipawns).
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

impl GameAnalysis {
    /// A small made-up analysis of two moves, for tests of the stores.
    #[doc(hidden)]
    pub fn sample(k: f64) -> GameAnalysis {
        let judged = |seat: usize, played: &str, best: &str, after: i32| AnalysedMove {
            seat,
            played: played.into(),
            best: best.into(),
            before: 0,
            after,
            chance_before: 50.0,
            chance_after: 50.0 + f64::from(after) / 20.0,
            accuracy: if after < 0 { 41.5 } else { 100.0 },
            label: (after < -150).then_some(MoveLabel::Blunder),
        };
        GameAnalysis {
            nodes: 3_000,
            k,
            moves: vec![
                judged(0, "c3d4", "c3d4", 0),
                judged(1, "b6a5", "d7c6", -300),
            ],
            seats: vec![
                SeatAccuracy {
                    moves: 1,
                    accuracy: Some(100.0),
                    ..SeatAccuracy::default()
                },
                SeatAccuracy {
                    moves: 1,
                    accuracy: Some(41.5),
                    blunders: 1,
                    ..SeatAccuracy::default()
                },
            ],
        }
    }
}
