//! From an engine's evaluation to a winning chance.

/// The logistic curve that turns an evaluation (in the engine's centi-units: for the
/// pyramid game, hundredths of a point; for Carnett's, centipawns) into the mover's
/// chance of winning, for a game of `players` players:
///
/// `chance(v) = 1 / (1 + (players − 1) · e^(−k · v / 100))`
///
/// An even position (`v = 0`) is worth `1 / players`; the chance rises with `v`
/// towards 1 and falls towards 0. With two players, `chance(v) + chance(−v) = 1`. The
/// steepness `k` is fitted per game and player count on the computer's own games
/// (`martian-chess fit-winrate`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WinCurve {
    pub k: f64,
    pub players: usize,
}

impl WinCurve {
    pub const fn new(k: f64, players: usize) -> WinCurve {
        WinCurve { k, players }
    }

    /// The mover's winning chance, 0 to 1.
    pub fn chance(&self, value: i32) -> f64 {
        let others = self.players.saturating_sub(1).max(1) as f64;
        1.0 / (1.0 + others * (-self.k * f64::from(value) / 100.0).exp())
    }

    /// The same in percent (0 to 100), the unit of the accuracy formulas.
    pub fn percent(&self, value: i32) -> f64 {
        100.0 * self.chance(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_curve_rises_and_two_players_mirror_each_other() {
        for players in 2..=6 {
            let curve = WinCurve::new(0.9, players);
            let mut last = -1.0;
            for v in (-5000..=5000).step_by(7) {
                let c = curve.chance(v);
                // Rising; far out f64 can no longer tell neighbouring values apart.
                assert!(
                    c > last || (c == last && v.abs() > 2000),
                    "at {v} for {players}"
                );
                assert!((0.0..=1.0).contains(&c));
                last = c;
            }
            assert!((curve.chance(0) - 1.0 / players as f64).abs() < 1e-12);
        }
        let duel = WinCurve::new(0.7, 2);
        for v in [1, 37, 250, 999, 4000] {
            assert!(
                (duel.chance(v) + duel.chance(-v) - 1.0).abs() < 1e-12,
                "{v}"
            );
        }
        // Clearly won and clearly lost positions come close to certain.
        assert!(duel.chance(3000) > 0.999 && duel.chance(-3000) < 0.001);
    }
}
