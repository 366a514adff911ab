//! The transposition table: positions already searched, by the engine's Zobrist key.
//!
//! A fresh table per call, so that a move never depends on what was searched before
//! (determinism), sized by level so that small levels do not pay for a big one.
//! "Fresh" without the cost: allocating and zeroing `hard`'s 32 MB took about 13 ms
//! a move (page faults, more than half of a scaled-down self-play match's time), so
//! finished searches hand their table back to a small pool, and each search stamps
//! its entries with a generation of its own: a probe never sees another search's
//! entries, exactly as if the table were new.

use std::sync::Mutex;

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
    /// Low two bits: 0 empty, 1 exact, 2 lower, 3 upper. The rest: the generation of
    /// the search that wrote it.
    bound: u8,
}

/// Generations fit in the six high bits of `Slot::bound`; after the last one the
/// table is cleared and they start again.
const GENERATIONS: u8 = 63;

/// Tables kept for the next searches (at most `hard`'s and `max`'s sizes twice over:
/// about 200 MB when several searches ran at once, none after single searches).
const POOL_SIZE: usize = 3;

static POOL: Mutex<Vec<Slots>> = Mutex::new(Vec::new());

/// A table's storage with the generation its last search used.
struct Slots {
    slots: Vec<Slot>,
    generation: u8,
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
    /// This search's stamp, shifted into place (`Slot::bound`'s high bits).
    stamp: u8,
}

impl Table {
    /// A table of `2^bits` slots (16 bytes each) that holds no entry.
    pub fn new(bits: u32) -> Table {
        let size = 1usize << bits.min(26);
        let reused = {
            let mut pool = POOL.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            pool.iter()
                .position(|t| t.slots.len() == size)
                .map(|i| pool.swap_remove(i))
        };
        let (slots, generation) = match reused {
            Some(Slots {
                mut slots,
                generation,
            }) => {
                if generation >= GENERATIONS {
                    slots.fill(Slot::default());
                    (slots, 1)
                } else {
                    (slots, generation + 1)
                }
            }
            None => (vec![Slot::default(); size], 1),
        };
        Table {
            slots,
            mask: size - 1,
            stamp: generation << 2,
        }
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        let slot = &self.slots[key as usize & self.mask];
        if slot.bound & !3 != self.stamp || slot.bound == self.stamp || slot.key != key {
            return None;
        }
        let bound = match slot.bound & 3 {
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
        if slot.bound & !3 == self.stamp
            && slot.bound != self.stamp
            && slot.key == key
            && u32::from(slot.depth) > depth
        {
            return;
        }
        *slot = Slot {
            key,
            score,
            mv: mv.map_or(0, pack),
            depth: depth.min(255) as u8,
            bound: self.stamp
                | match bound {
                    Bound::Exact => 1,
                    Bound::Lower => 2,
                    Bound::Upper => 3,
                },
        };
    }
}

impl Drop for Table {
    /// Back to the pool, for the next search to stamp with the next generation.
    fn drop(&mut self) {
        if self.slots.is_empty() {
            return;
        }
        let slots = std::mem::take(&mut self.slots);
        let mut pool = POOL.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if pool.len() < POOL_SIZE {
            pool.push(Slots {
                slots,
                generation: self.stamp >> 2,
            });
        }
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

    #[test]
    fn a_table_from_the_pool_holds_nothing_of_earlier_searches() {
        // An unusual size, so that tests running beside this one do not take these
        // tables; more searches than generations, so that the wrap clears the table.
        let m: Move = "c3d4*".parse().unwrap();
        for round in 0..(2 * u64::from(GENERATIONS) + 5) {
            let mut table = Table::new(5);
            for key in 0..64 {
                assert!(table.probe(key).is_none(), "round {round}, key {key}");
            }
            table.store(round % 8, 200, 1, Bound::Exact, Some(m));
            table.store(8 + round % 8, 0, 2, Bound::Upper, None);
            assert_eq!(table.probe(round % 8).unwrap().depth, 200);
            // The deeper entry stays against a shallower one of the same search.
            table.store(round % 8, 1, 3, Bound::Lower, None);
            assert_eq!(table.probe(round % 8).unwrap().score, 1);
        }
    }
}
