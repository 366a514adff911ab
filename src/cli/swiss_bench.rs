//! `martian-chess bench`'s tournament row: a 200-player Swiss paired round by round
//! (issue 30 asks for a round in under a second), results drawn from a fixed seed.

use std::time::{Duration, Instant};

use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;

use martian_chess::tournament::{pair_swiss, Entrant, Outcome, Played, RoundResults};

/// The players of the timed Swiss and its rounds (a long Swiss: histories full enough
/// that repeats and colours constrain the later rounds).
pub const PLAYERS: u64 = 200;
pub const ROUNDS: usize = 9;

/// The time to pair each round of the Swiss, in order.
pub fn round_times() -> Vec<Duration> {
    let mut rng = Pcg64Mcg::seed_from_u64(0x5_1155);
    let entrants: Vec<Entrant> = (0..PLAYERS)
        .map(|id| Entrant::new(id, rng.random_range(800.0..2400.0)))
        .collect();
    let mut played: Vec<RoundResults> = Vec::new();
    let mut times = Vec::with_capacity(ROUNDS);
    for _ in 0..ROUNDS {
        let start = Instant::now();
        let round = pair_swiss(&entrants, &played).expect("200 distinct players pair");
        times.push(start.elapsed());
        let results = round
            .iter()
            .map(|&board| {
                let outcome = match rng.random_range(0..10) {
                    0..=3 => Outcome::FirstWins,
                    4..=7 => Outcome::SecondWins,
                    _ => Outcome::Draw,
                };
                Played::of(board, outcome)
            })
            .collect();
        played.push(results);
    }
    times
}
