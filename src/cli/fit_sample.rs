//! What `fit-winrate` fits the curve on, whatever the game.

/// A position's value for its mover, and how the game ended for the mover's side.
#[derive(Clone, Copy)]
pub struct Sample {
    pub value: i32,
    pub result: f64,
}
