//! Zobrist keys: a 64-bit hash of everything that decides a position's future (pieces,
//! turn, scores, clock, the no-rejection ban), for transposition tables.
//!
//! The keys are drawn once from a named generator (PCG `pcg64_fast`, i.e.
//! [`Pcg64Mcg`]) with a fixed seed, so they are the same on every machine and in every
//! version: the computer seeds its choices with the key, and a game replayed with the
//! same seed must see the same moves. A change of seed or of the drawing order below
//! changes the computer's play, which `keys_are_stable` points out.

use std::sync::LazyLock;

use rand_pcg::rand_core::Rng;
use rand_pcg::Pcg64Mcg;

use super::bitboard::squares;
use super::piece::{Piece, Player};
use super::position::{Position, MAX_SCORE};
use super::square::Square;

/// Scores are keyed by two base-128 digits: real games stay below 128 (72 points
/// exist), so the table stays small and still tells every legal score apart.
const SCORE_DIGIT: usize = 128;
const SCORE_HIGH: usize = MAX_SCORE as usize / SCORE_DIGIT + 1;

/// Squares keyed: files a-h first in the order of the old 8x8 numbering, then files
/// i-l, so that the keys of `duel` and `quad` positions did not change when the grid
/// grew to 12 files (see [`key_index`]).
const KEYED_SQUARES: usize = 96;
/// Seats keyed in the first draw; seats 5 and 6 are drawn after everything else, for
/// the same reason.
const FIRST_SEATS: usize = 4;

/// One random key per feature a position can have.
struct Keys {
    pieces: [[u64; KEYED_SQUARES]; 3],
    turn: [u64; Player::MAX],
    score_low: [[u64; SCORE_DIGIT]; Player::MAX],
    score_high: [[u64; SCORE_HIGH]; Player::MAX],
    clock: [u64; 256],
    ban_from: [u64; KEYED_SQUARES],
    ban_to: [u64; KEYED_SQUARES],
}

/// A square's row in the key tables: `rank * 8 + file` on files a-h (the numbering
/// of the 8x8 grid the keys were first drawn for), 64 and up on files i-l.
fn key_index(sq: Square) -> usize {
    let (file, rank) = (usize::from(sq.file()), usize::from(sq.rank()));
    if file < 8 {
        rank * 8 + file
    } else {
        64 + rank * 4 + (file - 8)
    }
}

/// Any fixed number would do; changing it changes every key (see the module note).
const SEED: u128 = 0x6D61_7274_6961_6E2D_7A6F_6272_6973_7431; // "martian-zobrist1"

impl Keys {
    fn draw() -> Keys {
        let mut rng = Pcg64Mcg::new(SEED);
        let mut fill = |keys: &mut [u64]| keys.iter_mut().for_each(|k| *k = rng.next_u64());
        let mut keys = Keys {
            pieces: [[0; KEYED_SQUARES]; 3],
            turn: [0; Player::MAX],
            score_low: [[0; SCORE_DIGIT]; Player::MAX],
            score_high: [[0; SCORE_HIGH]; Player::MAX],
            clock: [0; 256],
            ban_from: [0; KEYED_SQUARES],
            ban_to: [0; KEYED_SQUARES],
        };
        // The first draw, in its original order and sizes (8x8 squares, four seats).
        keys.pieces.iter_mut().for_each(|t| fill(&mut t[..64]));
        fill(&mut keys.turn[..FIRST_SEATS]);
        keys.score_low[..FIRST_SEATS]
            .iter_mut()
            .for_each(|t| fill(t));
        keys.score_high[..FIRST_SEATS]
            .iter_mut()
            .for_each(|t| fill(t));
        fill(&mut keys.clock);
        fill(&mut keys.ban_from[..64]);
        fill(&mut keys.ban_to[..64]);
        // Then what the 12-wide boards and six seats added.
        keys.pieces.iter_mut().for_each(|t| fill(&mut t[64..]));
        fill(&mut keys.turn[FIRST_SEATS..]);
        keys.score_low[FIRST_SEATS..]
            .iter_mut()
            .for_each(|t| fill(t));
        keys.score_high[FIRST_SEATS..]
            .iter_mut()
            .for_each(|t| fill(t));
        fill(&mut keys.ban_from[64..]);
        fill(&mut keys.ban_to[64..]);
        keys
    }
}

/// Drawn on first use (a few microseconds), then only read.
static KEYS: LazyLock<Keys> = LazyLock::new(Keys::draw);

impl Position {
    /// The position's Zobrist key. Two positions with the same key are, but for
    /// collisions, the same game state (layout and rules aside, which a game fixes).
    pub fn zobrist(&self) -> u64 {
        let keys = &*KEYS;
        let mut key = 0;
        for piece in Piece::ALL {
            let table = &keys.pieces[piece as usize];
            for sq in squares(self.pieces(piece)) {
                key ^= table[key_index(sq)];
            }
        }
        key ^= keys.turn[self.to_move().index()];
        for (seat, &score) in self.scores().iter().enumerate() {
            let score = usize::from(score);
            key ^= keys.score_low[seat][score % SCORE_DIGIT];
            key ^= keys.score_high[seat][(score / SCORE_DIGIT).min(SCORE_HIGH - 1)];
        }
        if let Some(left) = self.clock() {
            key ^= keys.clock[usize::from(left)];
        }
        if let Some((from, to)) = self.rejection_ban() {
            key ^= keys.ban_from[key_index(from)] ^ keys.ban_to[key_index(to)];
        }
        key
    }
}

#[cfg(test)]
mod tests {
    use crate::{perft, Layout, Position, Rules};
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
                let bare = p2.with_state(crate::position::State {
                    last_move: None,
                    ..p2.state()
                });
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
        let mut state = x.state();
        state.scores[0] = 1;
        let scored = x.with_state(state);
        assert_ne!(scored.zobrist(), x.zobrist());
    }

    #[test]
    fn keys_are_stable() {
        // The computer seeds its choices with these keys: a change here changes the
        // moves a stored game seed gives. Change the pins only on purpose.
        let duel = Position::start(Layout::duel(), Rules::default()).unwrap();
        let quad = Position::start(Layout::quad(), Rules::default()).unwrap();
        let late: Position = "3P/4/4/Q3/Q3/4/4/4 1 130,2 a5b4 3 classic".parse().unwrap();
        assert_eq!(
            [duel.zobrist(), quad.zobrist(), late.zobrist()],
            [
                0xb56d_3087_1876_4403,
                0xed73_dc4f_72e8_5519,
                0x1e06_f585_36b8_c6d5
            ]
        );
    }
}
