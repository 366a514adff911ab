//! A puzzle as stored and shipped: one JSON object a line.

use serde::{Deserialize, Serialize};

/// A position where the side to move has one clearly best move, with its solution.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Puzzle {
    /// Stable: [`puzzle_id`] of `fen`, so the same position is the same puzzle in any
    /// run, file or store.
    pub id: String,
    /// The start position, in MCFEN; the solver is its side to move.
    pub fen: String,
    /// The layout's name (`duel`, `halves`).
    pub layout: String,
    /// Canonical moves: the solver's, the engine's reply, the solver's, …; always an
    /// odd number, ending on the solver's move (1 to 3 solver moves).
    pub solution: Vec<String>,
    /// The smallest margin of the solver's moves over their best alternative, in
    /// points of the evaluation (a forced win is valued near 300 points).
    pub margin_points: f64,
    /// The same in percentage points of winning chance on the fitted curve.
    pub margin_chance: f64,
    /// The initial difficulty (see `rating.rs`), on a Glicko scale around 1500.
    pub rating: f64,
    pub themes: Vec<Theme>,
    /// The game the position came from (`selfplay seed 1 game 12`, `store game 42`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
}

/// What a solution does, where the moves' effects name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Theme {
    /// A solver's move captures a queen (3 points).
    QueenCapture,
    /// A solver's move captures a drone (2 points).
    DroneCapture,
    /// A solver's move captures a pawn (1 point).
    PawnCapture,
    /// A solver's move captures with the piece the opponent's previous move brought
    /// across the canal (crossing made it the solver's).
    CanalCapture,
    /// A solver's move merges two pieces (pawn + pawn, pawn + drone).
    Merge,
    /// A solver's move calls the clock.
    ClockCalled,
    /// The solution's last move ends the game.
    EndsGame,
    /// The solution is one solver move.
    OneMove,
    /// Two solver moves.
    Short,
    /// Three solver moves.
    Long,
}

/// A stable id for a start position: FNV-1a (64 bits) of its MCFEN, in hex. A fixed
/// hash, not Rust's `DefaultHasher`, whose output may change between releases.
pub fn puzzle_id(fen: &str) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in fen.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{hash:016x}")
}
