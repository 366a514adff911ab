//! The win-chance curves `martian-chess fit-winrate` fitted, one per game and number
//! of sides (players, or teams when players play in teams), with what each fit used.
//! The command rewrites its own line here (`--write`); nothing else edits them.

use crate::curve::WinCurve;

/// One fitted curve and its provenance.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FittedCurve {
    /// `martian` (the Looney Pyramids game) or `carnett`.
    pub game: &'static str,
    pub sides: usize,
    /// The curve's steepness ([`WinCurve::k`]).
    pub k: f64,
    /// Games played to fit it, and positions taken from them.
    pub games: u32,
    pub positions: u32,
    /// Positions the review searched for each position's value.
    pub nodes: u64,
    /// The command's seed: the same arguments and seed give the same `k`.
    pub seed: u64,
}

impl FittedCurve {
    pub const fn curve(&self) -> WinCurve {
        WinCurve::new(self.k, self.sides)
    }
}

#[rustfmt::skip]
pub const FITTED: &[FittedCurve] = &[
    // fits: one line each, written by `martian-chess fit-winrate --write`
    FittedCurve { game: "martian", sides: 2, k: 0.8440, games: 2000, positions: 51749, nodes: 20000, seed: 1 },
    FittedCurve { game: "martian", sides: 3, k: 0.6788, games: 1000, positions: 46244, nodes: 20000, seed: 1 },
    FittedCurve { game: "martian", sides: 4, k: 0.1960, games: 600, positions: 34862, nodes: 20000, seed: 1 },
    FittedCurve { game: "martian", sides: 5, k: 0.5998, games: 400, positions: 30978, nodes: 20000, seed: 1 },
    FittedCurve { game: "martian", sides: 6, k: 0.6058, games: 400, positions: 34409, nodes: 20000, seed: 1 },
    FittedCurve { game: "carnett", sides: 2, k: 0.0036, games: 1500, positions: 263876, nodes: 60000, seed: 1 },
    // end of fits
];

/// The fitted curve of `game` with `sides` sides, if one was fitted.
pub fn fitted(game: &str, sides: usize) -> Option<&'static FittedCurve> {
    FITTED.iter().find(|f| f.game == game && f.sides == sides)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_fitted_curve_is_plausible_and_unique() {
        for (i, f) in FITTED.iter().enumerate() {
            assert!(f.k > 0.0 && f.k < 20.0, "{f:?}");
            assert!(f.games > 0 && f.positions >= f.games, "{f:?}");
            assert!((2..=6).contains(&f.sides), "{f:?}");
            assert!(FITTED[..i]
                .iter()
                .all(|g| (g.game, g.sides) != (f.game, f.sides)));
            assert_eq!(fitted(f.game, f.sides), Some(f));
        }
    }
}
