//! The standings: points, then the tie-breaks of issue 30 in order: Buchholz (cut 1
//! from 8 players), Sonneborn-Berger, direct encounter, wins, rating.
//!
//! How a bye counts: it scores its point, and it is a round without an opponent. In
//! Buchholz it is an opponent's score of 0 (so with the cut it is the first thing cut);
//! in Sonneborn-Berger it adds nothing; it is not a win. (FIDE's "virtual opponent" is
//! fairer to the player with the bye but needs more than the results to compute; this
//! convention needs nothing else and is the same for everyone.)

use std::cmp::{Ordering, Reverse};
use std::collections::HashSet;

use crate::history::History;
use crate::types::{Entrant, HalfPoints, PlayerId, RoundResults};

/// The number of players from which Buchholz drops each player's lowest opponent.
pub const BUCHHOLZ_CUT_FROM: usize = 8;

/// A Sonneborn-Berger score in quarter points (points scored × opponent's points, both
/// in halves), exact like the rest.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct QuarterPoints(pub u32);

impl QuarterPoints {
    pub fn points(self) -> f64 {
        f64::from(self.0) / 4.0
    }
}

/// One line of the standings.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// 1 for the leader; players equal on every criterion share a rank.
    pub rank: usize,
    pub id: PlayerId,
    pub points: HalfPoints,
    pub buchholz: HalfPoints,
    pub sonneborn_berger: QuarterPoints,
    /// Points scored against the players tied on points, Buchholz and Sonneborn-Berger.
    pub direct_encounter: HalfPoints,
    pub wins: u32,
    pub rating: f64,
}

impl Standing {
    fn order(&self, other: &Standing) -> Ordering {
        Reverse(self.ahead_key())
            .cmp(&Reverse(other.ahead_key()))
            .then(other.rating.total_cmp(&self.rating))
    }

    fn ahead_key(&self) -> (HalfPoints, HalfPoints, QuarterPoints, HalfPoints, u32) {
        (
            self.points,
            self.buchholz,
            self.sonneborn_berger,
            self.direct_encounter,
            self.wins,
        )
    }
}

/// The standings of `entrants` after `rounds`, best first (equal players by id).
pub fn standings(entrants: &[Entrant], rounds: &[RoundResults]) -> Vec<Standing> {
    let history = History::of(rounds);
    let cut = usize::from(entrants.len() >= BUCHHOLZ_CUT_FROM);
    let mut lines: Vec<Standing> = entrants
        .iter()
        .map(|e| {
            let record = history.record(e.id);
            let score_of = |p: PlayerId| history.record(p).score;
            let mut opponents: Vec<HalfPoints> =
                record.games.iter().map(|&(p, _)| score_of(p)).collect();
            opponents.extend((0..record.byes).map(|_| HalfPoints(0)));
            opponents.sort();
            let buchholz = opponents
                .iter()
                .skip(cut)
                .fold(HalfPoints(0), |a, &b| a + b);
            let sonneborn_berger = record
                .games
                .iter()
                .map(|&(p, scored)| scored.0 * score_of(p).0)
                .sum();
            Standing {
                rank: 0,
                id: e.id,
                points: record.score,
                buchholz,
                sonneborn_berger: QuarterPoints(sonneborn_berger),
                direct_encounter: HalfPoints(0),
                wins: record.wins,
                rating: e.rating,
            }
        })
        .collect();
    direct_encounters(&mut lines, &history);
    rank(&mut lines);
    lines
}

/// Sorts the lines best first (equal ones by id) and numbers them, equal lines sharing
/// the better rank (1, 1, 3).
fn rank(lines: &mut [Standing]) {
    lines.sort_by(|a, b| a.order(b).then(a.id.cmp(&b.id)));
    for i in 0..lines.len() {
        lines[i].rank = if i > 0 && lines[i].order(&lines[i - 1]) == Ordering::Equal {
            lines[i - 1].rank
        } else {
            i + 1
        };
    }
}

/// Fills in each player's points against the others tied with them on points,
/// Buchholz and Sonneborn-Berger (0 for a player tied with nobody).
fn direct_encounters(lines: &mut [Standing], history: &History) {
    let key = |s: &Standing| (s.points, s.buchholz, s.sonneborn_berger);
    let keys: Vec<_> = lines.iter().map(key).collect();
    for i in 0..lines.len() {
        let tied: HashSet<PlayerId> = lines
            .iter()
            .zip(&keys)
            .filter(|&(s, k)| *k == keys[i] && s.id != lines[i].id)
            .map(|(s, _)| s.id)
            .collect();
        lines[i].direct_encounter = history
            .record(lines[i].id)
            .games
            .iter()
            .filter(|(p, _)| tied.contains(p))
            .fold(HalfPoints(0), |a, &(_, scored)| a + scored);
    }
}

#[cfg(test)]
mod tests;
