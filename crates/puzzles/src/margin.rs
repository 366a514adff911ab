//! When one move is clearly better than every other: the margins, in points of the
//! evaluation and in winning chance on the fitted two-side curve.

use martian_analysis::{fitted, WinCurve};

/// How much the best move must beat every other move by, both ways at once.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Margin {
    /// In points of the evaluation (100 centipoints).
    pub points: f64,
    /// In percentage points of the mover's winning chance.
    pub chance: f64,
}

/// The margins of every puzzle.
///
/// - **2 points**: a drone's worth. One point (a pawn) is within what a few plies more
///   of search often change, so a one-pawn edge makes puzzles whose answer a deeper
///   search disputes; two points is a capture a player sees as a real gain.
/// - **20 percentage points** on the fitted two-side curve (`k` 0.844 a point, issue
///   24): near an even position two points are worth about 34 percentage points, so the
///   chance margin only bites where the game is already lopsided, where the curve
///   flattens and extra points no longer change who wins. This is lichess's idea of a
///   puzzle (the move changes the result, not only the score).
pub const MARGIN: Margin = Margin {
    points: 2.0,
    chance: 20.0,
};

/// The solver is "already far ahead" when even without the puzzle's move (at the
/// second best move's value) they would keep this winning chance, in percent: 75% is
/// about 1.3 points up on the fitted curve, where the puzzle would only be winning
/// more. Lichess skips positions where the solver is already winning for the same
/// reason. (Above 80% the chance margin alone already rules a position out.)
pub const FAR_AHEAD: f64 = 75.0;

/// The fitted curve of the pyramid game's two sides (duel and halves share it: it is
/// a function of the evaluation, which counts points on either board).
pub(crate) fn two_sides() -> WinCurve {
    fitted("martian", 2)
        .expect("crates/analysis fits the pyramid game's two-side curve")
        .curve()
}

impl Margin {
    /// The margin between two values (centipoints, for the mover).
    pub(crate) fn between(best: i32, other: i32) -> Margin {
        let curve = two_sides();
        Margin {
            points: f64::from(best - other) / 100.0,
            chance: curve.percent(best) - curve.percent(other),
        }
    }

    /// Whether this margin is at least [`MARGIN`] both ways.
    pub(crate) fn is_clear(self) -> bool {
        self.points >= MARGIN.points && self.chance >= MARGIN.chance
    }

    /// The smaller of two margins, each way.
    pub(crate) fn min(self, other: Margin) -> Margin {
        Margin {
            points: self.points.min(other.points),
            chance: self.chance.min(other.chance),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_drone_up_from_even_is_clear_and_a_pawn_or_a_lopsided_gain_is_not() {
        assert!(Margin::between(200, 0).is_clear());
        assert!(Margin::between(100, -100).is_clear());
        assert!(!Margin::between(100, 0).is_clear());
        // Ten points up already: two more change little of who wins.
        assert!(!Margin::between(1200, 1000).is_clear());
        // Near the curve's middle two points are about a third of the chance.
        let even = Margin::between(200, 0);
        assert!((30.0..40.0).contains(&even.chance), "{even:?}");
        assert!((two_sides().percent(130) - FAR_AHEAD).abs() < 1.0);
    }
}
