//! The players to pair, ranked: by score, then rating (then id, so that equal players
//! still have a fixed order), each with their place in their score group.

use std::cmp::Reverse;
use std::collections::HashSet;

use crate::history::{History, Record};
use crate::types::{Entrant, PlayerId};

/// A ranked player with what pairing needs to know of them.
#[derive(Clone, Debug)]
pub struct Seat {
    pub id: PlayerId,
    pub rating: f64,
    pub record: Record,
    /// Index of the score group (0 = the leaders).
    pub group: usize,
    /// Place within the score group (0 = its best ranked).
    pub place: usize,
    pub group_len: usize,
}

/// Why a round could not be paired.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PairingError {
    /// A round needs two players at least.
    TooFewPlayers,
    /// The same player was entered twice.
    DuplicatePlayer(PlayerId),
}

impl std::fmt::Display for PairingError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PairingError::TooFewPlayers => write!(f, "a round needs two players at least"),
            PairingError::DuplicatePlayer(p) => write!(f, "player {p} is entered twice"),
        }
    }
}

impl std::error::Error for PairingError {}

/// `entrants` ranked best first, with their records from `history`.
pub fn ranked(entrants: &[Entrant], history: &History) -> Result<Vec<Seat>, PairingError> {
    if entrants.len() < 2 {
        return Err(PairingError::TooFewPlayers);
    }
    let mut seen = HashSet::new();
    if let Some(dup) = entrants.iter().find(|e| !seen.insert(e.id)) {
        return Err(PairingError::DuplicatePlayer(dup.id));
    }
    let mut seats: Vec<Seat> = entrants
        .iter()
        .map(|e| Seat {
            id: e.id,
            rating: e.rating,
            record: history.record(e.id),
            group: 0,
            place: 0,
            group_len: 0,
        })
        .collect();
    seats.sort_by(|a, b| {
        Reverse(a.record.score)
            .cmp(&Reverse(b.record.score))
            .then(b.rating.total_cmp(&a.rating))
            .then(a.id.cmp(&b.id))
    });
    let mut start = 0;
    let mut group = 0;
    while start < seats.len() {
        let score = seats[start].record.score;
        let len = seats[start..]
            .iter()
            .take_while(|s| s.record.score == score)
            .count();
        for (place, seat) in seats[start..start + len].iter_mut().enumerate() {
            (seat.group, seat.place, seat.group_len) = (group, place, len);
        }
        start += len;
        group += 1;
    }
    Ok(seats)
}
