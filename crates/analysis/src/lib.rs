//! Judging a finished game's moves from an engine's evaluations, the way lichess judges
//! chess games: each evaluation becomes the mover's winning chance ([`WinCurve`]), a
//! move's accuracy follows from the chance it gave away ([`move_accuracy`]), a game's
//! accuracy per player mixes a volatility-weighted mean and a harmonic mean
//! ([`judge`]), and moves that gave away 5, 10 or 15 percentage points are
//! inaccuracies, mistakes and blunders ([`Label`]).
//!
//! Nothing here searches or knows a game's rules: the caller (one per game) gives, for
//! every move, who moved and the engine's value for that player before and after it.
//! So both games and every player count are judged by the same arithmetic.

mod accuracy;
mod curve;
mod fitted;
mod judge;

pub use accuracy::{move_accuracy, Label};
pub use curve::WinCurve;
pub use fitted::{fitted, FittedCurve, FITTED};
pub use judge::{judge, Judged, JudgedMove, PlayerSummary, Valued};
