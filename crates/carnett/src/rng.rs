//! The game's chance: one 32-byte seed per game, two ChaCha20 streams of it.
//!
//! ChaCha20 ([`chacha20::ChaCha20Rng`], the generator behind rand 0.10's `StdRng`,
//! published by RustCrypto for rand_core 0.10; `rand_chacha` has no release for
//! rand_core 0.10) is keyed with the seed; stream 1 rolls the die and stream 2
//! shuffles the cards, so that the rolls do not depend on how many cards were
//! shuffled and the other way round. The die is `random_range(1..=6)` and a shuffle is
//! rand's Fisher-Yates `shuffle`; rand keeps both stable within a minor version, and
//! the tests here pin their results, so an upgrade that changes them is seen.
//!
//! What the bot publishes at the start is [`Seed::sha256_hex`].

use std::fmt;

use chacha20::ChaCha20Rng;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use sha2::{Digest, Sha256};

use crate::card::Card;

/// A game's seed.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Seed(pub [u8; 32]);

impl fmt::Debug for Seed {
    // A seed is a secret while its game runs: logs show its hash only.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Seed(sha256 {})", self.sha256_hex())
    }
}

/// The text is not 64 hexadecimal digits.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseSeedError;

impl fmt::Display for ParseSeedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a seed: give 64 hexadecimal digits")
    }
}

impl std::error::Error for ParseSeedError {}

/// The operating system had no randomness to give.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NoRandomness;

impl fmt::Display for NoRandomness {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the operating system gave no random seed")
    }
}

impl std::error::Error for NoRandomness {}

impl Seed {
    /// A new seed from the operating system's randomness (the one call of this crate
    /// that leaves the process).
    pub fn from_os() -> Result<Seed, NoRandomness> {
        use rand::TryRng;
        let mut bytes = [0u8; 32];
        rand::rngs::SysRng
            .try_fill_bytes(&mut bytes)
            .map_err(|_| NoRandomness)?;
        Ok(Seed(bytes))
    }

    /// A seed made from a number, for tests and self-play (never for real games).
    pub fn from_u64(n: u64) -> Seed {
        let mut bytes = [0u8; 32];
        bytes[..8].copy_from_slice(&n.to_le_bytes());
        Seed(bytes)
    }

    /// 64 lower-case hexadecimal digits.
    pub fn to_hex(&self) -> String {
        hex(&self.0)
    }

    /// 64 hexadecimal digits, either case.
    pub fn from_hex(text: &str) -> Result<Seed, ParseSeedError> {
        let text = text.trim();
        if text.len() != 64 || !text.is_ascii() {
            return Err(ParseSeedError);
        }
        let mut bytes = [0u8; 32];
        for (i, byte) in bytes.iter_mut().enumerate() {
            *byte = u8::from_str_radix(&text[2 * i..2 * i + 2], 16).map_err(|_| ParseSeedError)?;
        }
        Ok(Seed(bytes))
    }

    /// The SHA-256 of the seed's 32 bytes, in lower-case hexadecimal: what is published
    /// while the game runs.
    pub fn sha256_hex(&self) -> String {
        hex(&Sha256::digest(self.0))
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

const DIE_STREAM: u64 = 1;
const SHUFFLE_STREAM: u64 = 2;

/// The two streams of a game, where they stand.
#[derive(PartialEq, Eq, Debug)]
pub struct Streams {
    seed: Seed,
    die: ChaCha20Rng,
    shuffle: ChaCha20Rng,
}

// ChaCha20Rng is not `Clone` (a copied generator repeats its numbers); a game's
// streams are, being only a seed and two positions.
impl Clone for Streams {
    fn clone(&self) -> Streams {
        let (die, shuffle) = self.positions();
        Streams::at(self.seed, die, shuffle)
    }
}

impl Streams {
    pub fn new(seed: Seed) -> Streams {
        Streams::at(seed, 0, 0)
    }

    /// The streams of `seed`, each advanced to a word position (see [`Streams::positions`]).
    pub fn at(seed: Seed, die_position: u128, shuffle_position: u128) -> Streams {
        let stream = |id, position| {
            let mut rng = ChaCha20Rng::from_seed(seed.0);
            rng.set_stream(id);
            rng.set_word_pos(position);
            rng
        };
        Streams {
            seed,
            die: stream(DIE_STREAM, die_position),
            shuffle: stream(SHUFFLE_STREAM, shuffle_position),
        }
    }

    pub fn seed(&self) -> Seed {
        self.seed
    }

    /// How far each stream has been used, in 32-bit words: with the seed, the exact state.
    pub fn positions(&self) -> (u128, u128) {
        (self.die.get_word_pos(), self.shuffle.get_word_pos())
    }

    /// The next roll of the die, 1 to 6.
    pub fn roll(&mut self) -> u8 {
        self.die.random_range(1..=6)
    }

    /// Shuffles `cards` in place.
    pub fn shuffle(&mut self, cards: &mut [Card]) {
        cards.shuffle(&mut self.shuffle);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hash_is_sha256_of_the_bytes() {
        // SHA-256 of 32 zero bytes, a known value.
        assert_eq!(
            Seed([0; 32]).sha256_hex(),
            "66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925"
        );
        let seed = Seed::from_u64(7);
        assert_eq!(Seed::from_hex(&seed.to_hex()), Ok(seed));
        assert!(Seed::from_hex("00").is_err());
        assert!(Seed::from_hex(&"g".repeat(64)).is_err());
        assert!(Seed::from_hex(&"é".repeat(32)).is_err());
        assert!(!format!("{seed:?}").contains(&seed.to_hex()));
    }

    #[test]
    fn the_os_gives_different_seeds() {
        assert_ne!(Seed::from_os().unwrap(), Seed::from_os().unwrap());
    }

    #[test]
    fn rolls_and_shuffles_are_pinned_and_independent() {
        let mut streams = Streams::new(Seed::from_u64(1));
        let rolls: Vec<u8> = (0..12).map(|_| streams.roll()).collect();
        let mut cards: Vec<Card> = Card::deck().take(8).collect();
        streams.shuffle(&mut cards);
        let order: Vec<usize> = cards.iter().map(|c| c.index()).collect();
        // Pinned: a change here changes every game's rolls or deals.
        assert_eq!(rolls, PINNED_ROLLS);
        assert_eq!(order, PINNED_ORDER);
        // Shuffling first does not change the rolls.
        let mut other = Streams::new(Seed::from_u64(1));
        let mut cards: Vec<Card> = Card::deck().collect();
        other.shuffle(&mut cards);
        let again: Vec<u8> = (0..12).map(|_| other.roll()).collect();
        assert_eq!(again, rolls);
    }

    const PINNED_ROLLS: [u8; 12] = [1, 2, 2, 6, 2, 1, 2, 6, 5, 5, 6, 3];
    const PINNED_ORDER: [usize; 8] = [5, 0, 1, 7, 2, 3, 4, 6];

    #[test]
    fn streams_restore_from_their_positions() {
        let mut streams = Streams::new(Seed::from_u64(3));
        for _ in 0..5 {
            streams.roll();
        }
        let mut cards: Vec<Card> = Card::deck().collect();
        streams.shuffle(&mut cards);
        let (d, s) = streams.positions();
        let mut restored = Streams::at(Seed::from_u64(3), d, s);
        assert_eq!(restored, streams);
        assert_eq!(restored.roll(), streams.roll());
    }
}
