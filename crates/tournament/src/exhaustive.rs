//! The tests' oracle: the best weight of any matching, by trying them all. Slow on
//! purpose and obviously right; fields of up to 10 players (11 vertices with the bye)
//! have at most a few tens of thousands of matchings.

use crate::matching::Edge;

/// The greatest total weight of a matching of `edges` over vertices `0..n` (0 for
/// none): every vertex is either left out or matched to a later neighbour.
pub fn best_matching_weight(n: usize, edges: &[Edge]) -> i128 {
    assert!(n <= 16, "exhaustive search is for small graphs");
    let mut weight = vec![vec![None::<i128>; n]; n];
    for &(a, b, w) in edges {
        let best = weight[a][b].map_or(w, |old: i128| old.max(w));
        weight[a][b] = Some(best);
        weight[b][a] = Some(best);
    }
    best_from(0, 0, &weight)
}

fn best_from(v: usize, used: u32, weight: &[Vec<Option<i128>>]) -> i128 {
    let n = weight.len();
    if v == n {
        return 0;
    }
    if used & (1 << v) != 0 {
        return best_from(v + 1, used, weight);
    }
    let mut best = best_from(v + 1, used | 1 << v, weight);
    for u in v + 1..n {
        if let (false, Some(w)) = (used & (1 << u) != 0, weight[v][u]) {
            best = best.max(w + best_from(v + 1, used | 1 << v | 1 << u, weight));
        }
    }
    best
}
