//! The transposition table: positions already searched, by the engine's Zobrist key.
//!
//! One table per call, so that a move never depends on what was searched before
//! (determinism), sized by level so that small levels do not pay for a big one.

use martian_engine::{Move, Square};

/// How a stored score relates to the true value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bound {
    Exact,
    /// The true value is at least the score (a cut-off).
    Lower,
    /// The true value is at most the score (no move raised alpha).
    Upper,
}

#[derive(Clone, Copy, Default)]
struct Slot {
    key: u64,
    score: i32,
    /// `from`, `to` and the clock call packed; 0 when no move is stored.
    mv: u16,
    depth: u8,
    /// 0 empty, 1 exact, 2 lower, 3 upper.
    bound: u8,
}

/// What a probe found.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    pub score: i32,
    pub depth: u32,
    pub bound: Bound,
    pub mv: Option<Move>,
}

pub struct Table {
    slots: Vec<Slot>,
    mask: usize,
}

impl Table {
    /// A table of `2^bits` slots (16 bytes each).
    pub fn new(bits: u32) -> Table {
        let size = 1usize << bits.min(26);
        Table {
            slots: vec![Slot::default(); size],
            mask: size - 1,
        }
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        let slot = &self.slots[key as usize & self.mask];
        if slot.bound == 0 || slot.key != key {
            return None;
        }
        let bound = match slot.bound {
            1 => Bound::Exact,
            2 => Bound::Lower,
            _ => Bound::Upper,
        };
        Some(Entry {
            score: slot.score,
            depth: u32::from(slot.depth),
            bound,
            mv: unpack(slot.mv),
        })
    }

    /// Stores a result; a deeper result for the same position is kept instead.
    pub fn store(&mut self, key: u64, depth: u32, score: i32, bound: Bound, mv: Option<Move>) {
        let slot = &mut self.slots[key as usize & self.mask];
        if slot.bound != 0 && slot.key == key && u32::from(slot.depth) > depth {
            return;
        }
        *slot = Slot {
            key,
            score,
            mv: mv.map_or(0, pack),
            depth: depth.min(255) as u8,
            bound: match bound {
                Bound::Exact => 1,
                Bound::Lower => 2,
                Bound::Upper => 3,
            },
        };
    }
}

fn pack(m: Move) -> u16 {
    // Bit 15 marks "a move is stored" so that a1a1 (never legal) is not confused with
    // no move; bit 14 is the clock call; squares take 7 bits (index below 128).
    0x8000
        | (u16::from(m.calls_clock()) << 14)
        | ((m.from().index() as u16) << 7)
        | m.to().index() as u16
}

fn unpack(bits: u16) -> Option<Move> {
    if bits & 0x8000 == 0 {
        return None;
    }
    let from = Square::from_index(((bits >> 7) & 127) as u8)?;
    let to = Square::from_index((bits & 127) as u8)?;
    let m = Move::new(from, to);
    Some(if bits & 0x4000 != 0 {
        m.calling_clock()
    } else {
        m
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_entry_comes_back_and_a_shallower_one_does_not_replace_it() {
        let mut table = Table::new(4);
        let m: Move = "c3d4*".parse().unwrap();
        table.store(99, 5, -42, Bound::Lower, Some(m));
        let e = table.probe(99).unwrap();
        assert_eq!(
            (e.score, e.depth, e.bound, e.mv),
            (-42, 5, Bound::Lower, Some(m))
        );
        table.store(99, 3, 7, Bound::Exact, None);
        assert_eq!(table.probe(99).unwrap().score, -42);
        assert!(table.probe(99 + 16).is_none());
    }
}
