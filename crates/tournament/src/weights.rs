//! The Swiss pairing as a graph: one vertex per player (plus one for the bye when the
//! count is odd), and on every allowed pair a weight that encodes issue 30's priorities
//! in order, so that the heaviest matching is the best pairing.
//!
//! # The encoding
//!
//! Each edge scores a few *components*, from the most to the least important:
//!
//! | component | game edge                               | bye edge               |
//! |-----------|-----------------------------------------|------------------------|
//! | present   | 1: every player is paired (perfect)     | 1                      |
//! | fresh     | 1 if the two have not met, else 0       | 1                      |
//! | colour    | 2 − the colour rules the better colour assignment breaks | 2 |
//! | bye rank  | 0                                       | the player's rank (0 = top): the lowest-ranked gets it |
//! | score     | D² − d², d the score difference in half points, D the greatest | 0 |
//! | fold      | N − how far from "top half against bottom half" the pair is | 0 |
//! | order     | (N−1−i)·(N−1−j), i and j the two ranks (0 = top) | 0 |
//!
//! and the edge weighs Σ component × unit, where each unit exceeds the greatest sum the
//! components below it can reach over a whole matching (E edges at most). So one more
//! unit of a higher component outweighs any change in all the lower ones together: the
//! matching maximises them lexicographically. Every perfect matching has exactly one
//! bye edge, so the bye edge's constant score and fold change nothing.
//!
//! Pairs that have met keep their edge (fresh = 0) rather than losing it: a repeat is
//! then the last resort, taken only when no pairing without one exists. The bye goes
//! only to players with the fewest byes so far: edges to the others are left out.
//!
//! Score: squaring the difference makes two floats to the next group cheaper than one
//! float across two groups. Fold, within a score group of m players ranked 0..m: the
//! pair (i, j) is | |i − j| − ⌊m/2⌋ | away from the fold (so 0 against ⌊m/2⌋, 1 against
//! ⌊m/2⌋ + 1, …; in an odd group the last one is left to float); across groups, the
//! floater should be the last of the upper group and meet the first of the lower one,
//! and the pair is as far as the sum of those two distances.
//!
//! Order, last, only breaks the ties left: the sum of the products is largest when the
//! better-ranked meet the better-ranked (the rearrangement inequality), so that two
//! floaters meet the group below in rank order, the higher floater its best resident,
//! as the Dutch system pairs them.
//!
//! The units multiply: with N players, D half points of score spread and E = ⌈N/2⌉
//! edges the top unit is about E⁶·N⁵·D², within `i128` up to well over a thousand
//! players (the arithmetic is checked and would panic rather than wrap).

use crate::field::Seat;
use crate::matching::Edge;
use crate::types::Colour;

/// The vertices (players in rank order, then the bye when the count is odd) and the
/// weighted edges of one round's pairing.
#[derive(Clone, Debug)]
pub struct PairingGraph {
    pub vertices: usize,
    pub edges: Vec<Edge>,
}

impl PairingGraph {
    /// The bye's vertex, when there is one.
    pub fn bye_vertex(&self, players: usize) -> Option<usize> {
        (self.vertices > players).then_some(players)
    }
}

/// The pairing graph of `seats` (ranked best first).
pub fn pairing_graph(seats: &[Seat]) -> PairingGraph {
    let n = seats.len();
    let vertices = n + n % 2;
    let max_score = seats.iter().map(|s| s.record.score.0).max().unwrap_or(0);
    let min_score = seats.iter().map(|s| s.record.score.0).min().unwrap_or(0);
    let d_max = u64::from(max_score - min_score);
    // Greatest value of each component, in the order of the table above.
    let rank_span = n as u64 - 1;
    let maxima = [
        1,
        1,
        2,
        n as u64,
        d_max * d_max,
        n as u64,
        rank_span * rank_span,
    ];
    let units = units(&maxima, vertices / 2);
    let weigh = |values: [u64; 7]| -> i128 {
        // A value past its maximum would break the lexicographic order of the units.
        assert!(values.iter().zip(&maxima).all(|(v, max)| v <= max));
        values
            .iter()
            .zip(&units)
            .map(|(&v, &u)| i128::from(v) * u)
            .sum()
    };
    let mut edges = Vec::with_capacity(n * (n + 1) / 2);
    for (i, a) in seats.iter().enumerate() {
        for (j, b) in seats.iter().enumerate().skip(i + 1) {
            let fresh = u64::from(!a.record_has_met(b));
            let colour = 2 - u64::from(least_colour_faults(a, b));
            let d = u64::from(a.record.score.0.abs_diff(b.record.score.0));
            let fold = n as u64 - fold_distance(a, b).min(n as u64);
            let order = (rank_span - i as u64) * (rank_span - j as u64);
            edges.push((
                i,
                j,
                weigh([1, fresh, colour, 0, d_max * d_max - d * d, fold, order]),
            ));
        }
    }
    if n % 2 == 1 {
        let fewest = seats.iter().map(|s| s.record.byes).min().unwrap_or(0);
        for (i, s) in seats.iter().enumerate() {
            if s.record.byes == fewest {
                edges.push((i, n, weigh([1, 1, 2, i as u64, 0, 0, 0])));
            }
        }
    }
    PairingGraph { vertices, edges }
}

/// The unit of each component (most important first): each is one more than the most
/// that all the components below it can add up to over `edges` edges.
fn units(maxima: &[u64], edges: usize) -> Vec<i128> {
    let mut units = vec![0i128; maxima.len()];
    let mut below: i128 = 0; // the most one edge's lower components can weigh
    for (k, &max) in maxima.iter().enumerate().rev() {
        let unit = (edges as i128)
            .checked_mul(below)
            .and_then(|x| x.checked_add(1))
            .expect("pairing weights fit in 128 bits");
        units[k] = unit;
        below = i128::from(max)
            .checked_mul(unit)
            .and_then(|x| x.checked_add(below))
            .expect("pairing weights fit in 128 bits");
    }
    units
}

/// The fewest colour rules that a game between `a` and `b` must break (0, 1 or 2),
/// over both ways of giving the first move.
pub fn least_colour_faults(a: &Seat, b: &Seat) -> u32 {
    colour_faults(a, b, Colour::First).min(colour_faults(a, b, Colour::Second))
}

/// The colour rules broken when `a` takes `a_colour` and `b` the other.
pub fn colour_faults(a: &Seat, b: &Seat, a_colour: Colour) -> u32 {
    u32::from(!a.record.may_take(a_colour)) + u32::from(!b.record.may_take(a_colour.other()))
}

/// How far the pair `a` (ranked higher) and `b` is from the ideal pairing of its score
/// groups (see the module's documentation).
fn fold_distance(a: &Seat, b: &Seat) -> u64 {
    if a.group == b.group {
        let half = a.group_len / 2;
        a.place.abs_diff(b.place).abs_diff(half) as u64
    } else {
        let (upper, lower) = if a.group < b.group { (a, b) } else { (b, a) };
        (upper.group_len - 1 - upper.place + lower.place) as u64
    }
}

impl Seat {
    fn record_has_met(&self, other: &Seat) -> bool {
        self.record.games.iter().any(|(p, _)| *p == other.id)
    }
}
