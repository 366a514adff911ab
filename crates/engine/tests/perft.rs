//! Perft counts from `tests/perft/positions.txt`, the move generator's oracle; the small
//! depths are also recounted with the naive reference generator.

use martian_engine::{perft, Position};

/// Depths whose counts the naive generator recomputes (it is slow).
const REFERENCE_MAX_NODES: u64 = 20_000;

fn cases() -> Vec<(Position, Vec<(u32, u64)>)> {
    let text = include_str!("perft/positions.txt");
    text.lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|line| {
            let mut parts = line.split(';');
            let fen = parts.next().unwrap().trim();
            let pos: Position = fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"));
            let counts = parts
                .map(|part| {
                    let (depth, nodes) =
                        part.trim().trim_start_matches('D').split_once(' ').unwrap();
                    (depth.parse().unwrap(), nodes.parse().unwrap())
                })
                .collect();
            (pos, counts)
        })
        .collect()
}

#[test]
fn perft_counts_match_the_data_file() {
    let cases = cases();
    assert!(cases.len() >= 14);
    for (pos, counts) in cases {
        for (depth, nodes) in counts {
            assert_eq!(perft(&pos, depth), nodes, "perft {depth} of {pos}");
        }
    }
}

#[test]
fn small_perft_counts_match_the_naive_reference() {
    for (pos, counts) in cases() {
        for (depth, nodes) in counts
            .into_iter()
            .filter(|(_, n)| *n <= REFERENCE_MAX_NODES)
        {
            assert_eq!(
                martian_testkit::reference_perft(&pos, depth),
                nodes,
                "reference perft {depth} of {pos}"
            );
        }
    }
}
