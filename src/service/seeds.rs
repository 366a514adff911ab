//! Where the service's randomness comes from. A game's random choices are drawn once,
//! when it is created, and stored in its record (the order of the seats, each computer
//! seat's seed), so a game replays the same way after a restart. PCG (`Pcg64Mcg`) is a
//! fixed algorithm: the same seed gives the same numbers whatever the version of rand.

use rand::{Rng, RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;

use crate::model::GameId;

/// Where the secret seeds of games with hidden cards come from: the operating
/// system, or for tests and demonstrations a number and each game's id, so that a
/// game can be played again card for card.
pub(crate) enum SecretSeeds {
    Os,
    Fixed(u64),
}

/// The random numbers of a new game.
pub(crate) struct GameDice(Pcg64Mcg);

impl GameDice {
    /// Seeded by the game's id and its creation time: two games never share dice,
    /// even in a store that was reset and hands out the same ids again.
    pub fn new(id: GameId, now_ms: i64) -> GameDice {
        GameDice(Pcg64Mcg::seed_from_u64(
            id.0 ^ (now_ms as u64).rotate_left(17),
        ))
    }

    /// One of `seats` seats, for drawing who moves first.
    pub fn seat(&mut self, seats: usize) -> usize {
        self.0.random_range(0..seats)
    }

    /// A seed for a computer seat, kept in the record.
    pub fn seed(&mut self) -> u64 {
        self.0.next_u64()
    }
}

/// The seed of the computer's search before `ply`: the ply-th number of the sequence
/// its seat's seed starts, so a different one each ply but always the same for the same
/// game and ply (the same position then gets the same move).
pub(crate) fn ply_seed(seat_seed: u64, ply: usize) -> u64 {
    let mut rng = Pcg64Mcg::seed_from_u64(seat_seed);
    rng.advance(ply as u128);
    rng.next_u64()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeds_are_deterministic_per_game_and_ply() {
        let a: Vec<u64> = (0..4).map(|ply| ply_seed(42, ply)).collect();
        let b: Vec<u64> = (0..4).map(|ply| ply_seed(42, ply)).collect();
        assert_eq!(a, b);
        assert!(a.windows(2).all(|w| w[0] != w[1]), "{a:?}");
        assert_ne!(ply_seed(43, 0), a[0]);
        // The ply-th seed is the ply-th number of the seat's own sequence.
        let mut rng = Pcg64Mcg::seed_from_u64(42);
        let sequence: Vec<u64> = (0..4).map(|_| rng.next_u64()).collect();
        assert_eq!(a, sequence);

        let mut one = GameDice::new(GameId(7), 1_000);
        let mut two = GameDice::new(GameId(7), 1_000);
        assert_eq!(one.seed(), two.seed());
        assert_eq!(one.seat(4), two.seat(4));
        assert!((0..100).all(|_| one.seat(3) < 3));
    }
}
