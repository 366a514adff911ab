//! Zobrist keys: a 64-bit hash of everything that decides a position's future (pieces,
//! turn, scores, clock, the no-rejection ban), for transposition tables.

use super::bitboard::squares;
use super::piece::Piece;
use super::position::Position;

const fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// One random key per (piece, square), fixed at compile time.
const PIECE_KEYS: [[u64; 64]; 3] = {
    let mut keys = [[0; 64]; 3];
    let mut piece = 0;
    while piece < 3 {
        let mut sq = 0;
        while sq < 64 {
            keys[piece][sq] = splitmix((piece * 64 + sq) as u64 + 1);
            sq += 1;
        }
        piece += 1;
    }
    keys
};

const SALT_TURN: u64 = 0x1000;
const SALT_SCORE: u64 = 0x2000;
const SALT_CLOCK: u64 = 0x3000;
const SALT_BAN: u64 = 0x4000;

impl Position {
    /// The position's Zobrist key. Two positions with the same key are, but for
    /// collisions, the same game state (layout and rules aside, which a game fixes).
    pub fn zobrist(&self) -> u64 {
        let mut key = 0;
        for piece in Piece::ALL {
            let table = &PIECE_KEYS[piece as usize];
            for sq in squares(self.pieces(piece)) {
                key ^= table[sq.index()];
            }
        }
        key ^= splitmix(SALT_TURN + self.to_move.index() as u64);
        for (seat, score) in self.scores().iter().enumerate() {
            key ^= splitmix(SALT_SCORE + ((seat as u64) << 16) + u64::from(*score));
        }
        if let Some(left) = self.clock {
            key ^= splitmix(SALT_CLOCK + u64::from(left));
        }
        if let Some((from, to)) = self.rejection_ban() {
            key ^= splitmix(SALT_BAN + ((from.index() as u64) << 6) + to.index() as u64);
        }
        key
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::{perft, Position};
    use std::collections::HashMap;

    #[test]
    fn zobrist_keys_tell_positions_apart_and_agree_on_transpositions() {
        let start: Position = "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 0,0 - - classic"
            .parse()
            .unwrap();
        // Every position two plies deep: equal keys exactly for equal positions
        // (no-rejection bans aside, which the key includes on purpose).
        let mut seen: HashMap<u64, Position> = HashMap::new();
        for a in start.legal_moves() {
            let mut p1 = start;
            p1.play(a).unwrap();
            for b in p1.legal_moves() {
                let mut p2 = p1;
                p2.play(b).unwrap();
                let mut bare = p2;
                bare.last_move = None;
                if let Some(other) = seen.insert(p2.zobrist(), bare) {
                    assert_eq!(other.to_string(), bare.to_string());
                }
            }
        }
        assert!(seen.len() > 90 && seen.len() as u64 <= perft(&start, 2));
        // Transposition: c3d4 then b6a5 then b3a4 reaches what b3a4, b6a5, c3d4 reaches.
        let play = |moves: &[&str]| {
            let mut p = start;
            for m in moves {
                p.play(m.parse().unwrap()).unwrap();
            }
            p
        };
        let x = play(&["c3d4", "b6a5", "b3a4", "c6b5"]);
        let y = play(&["b3a4", "c6b5", "c3d4", "b6a5"]);
        assert_ne!(x.to_string(), y.to_string()); // different last moves...
        assert_eq!(x.zobrist(), y.zobrist()); // ...but no ban either way: same key
        let mut scored = x;
        scored.scores[0] = 1;
        assert_ne!(scored.zobrist(), x.zobrist());
    }
}
