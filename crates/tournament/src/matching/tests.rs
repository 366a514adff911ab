use super::*;
use crate::exhaustive::best_matching_weight;
use martian_testkit::{rng, RngExt};

/// Checks that `mates` is a matching of `edges` (symmetric, along edges).
fn assert_is_matching(n: usize, edges: &[Edge], mates: &[Option<usize>]) {
    assert_eq!(mates.len(), n);
    for (v, mate) in mates.iter().enumerate() {
        if let Some(w) = *mate {
            assert_eq!(mates[w], Some(v), "mates of {v} and {w} disagree");
            assert!(
                edges
                    .iter()
                    .any(|&(a, b, _)| (a, b) == (v, w) || (a, b) == (w, v)),
                "{v}-{w} is not an edge"
            );
        }
    }
}

#[test]
fn empty_and_single_edge() {
    assert_eq!(max_weight_matching(3, &[]), vec![None; 3]);
    assert_eq!(max_weight_matching(2, &[(0, 1, 1)]), vec![Some(1), Some(0)]);
    // A negative edge is never worth taking.
    assert_eq!(max_weight_matching(2, &[(0, 1, -1)]), vec![None, None]);
}

#[test]
fn prefers_two_light_edges_to_one_heavy_when_they_weigh_more() {
    // Path 0-1-2-3: the middle edge (5) against the outer pair (3 + 3).
    let edges = [(0, 1, 3), (1, 2, 5), (2, 3, 3)];
    let mates = max_weight_matching(4, &edges);
    assert_eq!(mates, vec![Some(1), Some(0), Some(3), Some(2)]);
}

#[test]
fn odd_cycle_blossom() {
    // A triangle 0-1-2 with a stem at 2 and at 0: the optimum goes through the blossom.
    let edges = [(0, 1, 8), (0, 2, 9), (1, 2, 10), (2, 3, 7), (0, 4, 6)];
    let mates = max_weight_matching(5, &edges);
    assert_eq!(matching_weight(&edges, &mates), 10 + 6);
    assert_is_matching(5, &edges, &mates);
}

/// mwmatching.py's own cases (S and T blossoms, nesting, relabelling, expansion), each
/// with the matching that its test expects: ours must weigh as much.
#[test]
fn mwmatching_reference_cases() {
    let cases: Vec<(Vec<Edge>, Vec<i64>)> = vec![
        (
            vec![(1, 2, 8), (1, 3, 9), (2, 3, 10), (3, 4, 7)],
            vec![-1, 2, 1, 4, 3],
        ),
        (
            vec![
                (1, 2, 9),
                (1, 3, 8),
                (2, 3, 10),
                (1, 4, 5),
                (4, 5, 4),
                (1, 6, 3),
            ],
            vec![-1, 6, 3, 2, 5, 4, 1],
        ),
        (
            vec![
                (1, 2, 9),
                (1, 3, 9),
                (2, 3, 10),
                (2, 4, 8),
                (3, 5, 8),
                (4, 5, 10),
                (5, 6, 6),
            ],
            vec![-1, 3, 4, 1, 2, 6, 5],
        ),
        (
            vec![
                (1, 2, 10),
                (1, 7, 10),
                (2, 3, 12),
                (3, 4, 20),
                (3, 5, 20),
                (4, 5, 25),
                (5, 6, 10),
                (6, 7, 10),
                (7, 8, 8),
            ],
            vec![-1, 2, 1, 4, 3, 6, 5, 8, 7],
        ),
        (
            vec![
                (1, 2, 8),
                (1, 3, 8),
                (2, 3, 10),
                (2, 4, 12),
                (3, 5, 12),
                (4, 5, 14),
                (4, 6, 12),
                (5, 7, 12),
                (6, 7, 14),
                (7, 8, 12),
            ],
            vec![-1, 2, 1, 5, 6, 3, 4, 8, 7],
        ),
        (
            vec![
                (1, 2, 23),
                (1, 5, 22),
                (1, 6, 15),
                (2, 3, 25),
                (3, 4, 22),
                (4, 5, 25),
                (4, 8, 14),
                (5, 7, 13),
            ],
            vec![-1, 6, 3, 2, 8, 7, 1, 5, 4],
        ),
        (
            vec![
                (1, 2, 19),
                (1, 3, 20),
                (1, 8, 8),
                (2, 3, 25),
                (2, 4, 18),
                (3, 5, 18),
                (4, 5, 13),
                (4, 7, 7),
                (5, 6, 7),
            ],
            vec![-1, 8, 3, 2, 7, 6, 5, 4, 1],
        ),
        (
            vec![
                (1, 2, 45),
                (1, 5, 45),
                (2, 3, 50),
                (3, 4, 45),
                (4, 5, 50),
                (1, 6, 30),
                (3, 9, 35),
                (4, 8, 35),
                (5, 7, 26),
                (9, 10, 5),
            ],
            vec![-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
        ),
        (
            vec![
                (1, 2, 45),
                (1, 5, 45),
                (2, 3, 50),
                (3, 4, 45),
                (4, 5, 50),
                (1, 6, 30),
                (3, 9, 35),
                (4, 8, 26),
                (5, 7, 40),
                (9, 10, 5),
            ],
            vec![-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
        ),
        (
            vec![
                (1, 2, 45),
                (1, 5, 45),
                (2, 3, 50),
                (3, 4, 45),
                (4, 5, 50),
                (1, 6, 30),
                (3, 9, 35),
                (4, 8, 28),
                (5, 7, 26),
                (9, 10, 5),
            ],
            vec![-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
        ),
        (
            vec![
                (1, 2, 45),
                (1, 7, 45),
                (2, 3, 50),
                (3, 4, 45),
                (4, 5, 95),
                (4, 6, 94),
                (5, 6, 94),
                (6, 7, 50),
                (1, 8, 30),
                (3, 11, 35),
                (5, 9, 36),
                (7, 10, 26),
                (11, 12, 5),
            ],
            vec![-1, 8, 3, 2, 6, 9, 4, 10, 1, 5, 7, 12, 11],
        ),
        (
            vec![
                (1, 2, 40),
                (1, 3, 40),
                (2, 3, 60),
                (2, 4, 55),
                (3, 5, 55),
                (4, 5, 50),
                (1, 8, 15),
                (5, 7, 30),
                (7, 6, 10),
                (8, 10, 10),
                (4, 9, 30),
            ],
            vec![-1, 2, 1, 5, 9, 3, 7, 6, 10, 4, 8],
        ),
    ];
    for (edges, expected) in cases {
        let n = expected.len();
        let expected: Vec<Option<usize>> =
            expected.iter().map(|&m| usize::try_from(m).ok()).collect();
        let mates = max_weight_matching(n, &edges);
        assert_is_matching(n, &edges, &mates);
        assert_eq!(
            matching_weight(&edges, &mates),
            matching_weight(&edges, &expected),
            "{edges:?}"
        );
    }
}

/// Random graphs of up to 10 vertices, sparse to complete, with weights from narrow
/// ranges (many ties, many blossoms) and wide ones: the matching weighs as much as the
/// best found by trying every matching.
#[test]
fn matches_exhaustive_search_on_random_graphs() {
    let mut r = rng(0x0B10_5500);
    for case in 0..20_000 {
        let n = r.random_range(1..=10usize);
        let density = r.random_range(0.2..=1.0f64);
        let spread: i128 = [3, 10, 1000, 1 << 90][case % 4];
        let mut edges = Vec::new();
        for a in 0..n {
            for b in a + 1..n {
                if r.random_bool(density) {
                    let w = r.random_range(0..=spread as u128) as i128 - spread / 5;
                    edges.push((a, b, w));
                }
            }
        }
        let mates = max_weight_matching(n, &edges);
        assert_is_matching(n, &edges, &mates);
        assert_eq!(
            matching_weight(&edges, &mates),
            best_matching_weight(n, &edges),
            "case {case}: {n} vertices, {edges:?}"
        );
    }
}
