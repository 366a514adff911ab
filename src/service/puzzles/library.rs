//! Where puzzles come from: the shipped sets (`assets/puzzles/*.jsonl`, built into the
//! program, so that a new server has puzzles on its first day) and the puzzles found
//! in the server's own finished games, of which an asker only gets those from channels
//! they may view (`visibility.rs`). And how one is picked for a solver.

use std::sync::OnceLock;

use crate::model::{Puzzle, PuzzleStats, ServerPuzzle};

use super::super::request::Request;

/// The shipped sets, one JSON puzzle a line.
const SHIPPED: &[(&str, &str)] = &[
    ("duel", include_str!("../../../assets/puzzles/duel.jsonl")),
    (
        "halves",
        include_str!("../../../assets/puzzles/halves.jsonl"),
    ),
];

/// The shipped puzzles, read once. A line that does not read is a build's mistake,
/// caught by the tests (`shipped_sets_read_whole`); it is skipped, not fatal.
pub(crate) fn shipped() -> &'static [Puzzle] {
    static SETS: OnceLock<Vec<Puzzle>> = OnceLock::new();
    SETS.get_or_init(|| {
        SHIPPED
            .iter()
            .flat_map(|(_, text)| text.lines())
            .filter(|line| !line.trim().is_empty())
            .filter_map(|line| serde_json::from_str(line).ok())
            .collect()
    })
}

/// A shipped puzzle by id.
pub(crate) fn shipped_by_id(id: &str) -> Option<&'static Puzzle> {
    shipped().iter().find(|p| p.id == id)
}

/// What the solver asked for (`/martian puzzle solve`'s options, read).
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Wanted {
    /// A rating range, both ends included.
    pub rating: Option<(f64, f64)>,
    pub theme: Option<crate::model::Theme>,
    /// `duel` or `halves`.
    pub layout: Option<String>,
}

/// A candidate: the puzzle and its current rating (its stats', else its initial one).
#[derive(Clone)]
pub(crate) struct Candidate {
    pub puzzle: Puzzle,
    pub rating: f64,
}

/// Whether the asker of `request` may be given a puzzle from a server's game.
pub(crate) fn may_see(request: &Request, puzzle: &ServerPuzzle) -> bool {
    request.channel == puzzle.channel || request.sight.sees(puzzle.channel)
}

/// The puzzles `wanted` allows, not among `seen`: the server's own (that the asker may
/// see) first, then the shipped ones, each puzzle once.
pub(crate) fn candidates(
    request: &Request,
    server: &[ServerPuzzle],
    wanted: &Wanted,
    seen: &[String],
    rating_of: impl Fn(&Puzzle) -> f64,
) -> Vec<Candidate> {
    let mut ids = std::collections::HashSet::new();
    let own = server
        .iter()
        .filter(|p| may_see(request, p))
        .map(|p| &p.puzzle);
    own.chain(shipped())
        .filter(|p| ids.insert(p.id.clone()))
        .filter(|p| !seen.contains(&p.id))
        .filter(|p| wanted.layout.as_ref().is_none_or(|l| &p.layout == l))
        .filter(|p| wanted.theme.is_none_or(|t| p.themes.contains(&t)))
        .map(|p| Candidate {
            rating: rating_of(p),
            puzzle: p.clone(),
        })
        .filter(|c| {
            wanted
                .rating
                .is_none_or(|(lo, hi)| lo <= c.rating && c.rating <= hi)
        })
        .collect()
}

/// How many of the puzzles nearest the target one is picked among, so that solvers of
/// the same rating do not all get the same puzzle.
const NEAREST: usize = 8;

/// One of the [`NEAREST`] candidates nearest `target` in rating (the middle of the
/// asked range, or the solver's own rating), chosen by `salt` (the solver and how many
/// puzzles they saw: the same state picks the same).
pub(crate) fn nearest(mut candidates: Vec<Candidate>, target: f64, salt: u64) -> Option<Candidate> {
    candidates.sort_by(|a, b| {
        let da = (a.rating - target).abs();
        let db = (b.rating - target).abs();
        da.total_cmp(&db)
            .then_with(|| a.puzzle.id.cmp(&b.puzzle.id))
    });
    candidates.truncate(NEAREST);
    if candidates.is_empty() {
        return None;
    }
    let at = (salt % candidates.len() as u64) as usize;
    Some(candidates.swap_remove(at))
}

/// A solver's salt for [`nearest`]: FNV-1a of their id and how many puzzles they saw.
pub(crate) fn salt(user: crate::model::UserId, seen: usize) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in user
        .0
        .to_le_bytes()
        .iter()
        .chain(&(seen as u64).to_le_bytes())
    {
        hash ^= u64::from(*byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}

/// A puzzle's rating now: its stats' when it has been tried, else its initial one.
pub(crate) fn current_rating(puzzle: &Puzzle, stats: Option<&PuzzleStats>) -> f64 {
    stats.map_or(puzzle.rating, |s| s.rating.rating)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shipped_sets_read_whole() {
        let lines: usize = SHIPPED
            .iter()
            .map(|(_, text)| text.lines().filter(|l| !l.trim().is_empty()).count())
            .sum();
        assert!(lines >= 1000, "{lines} shipped puzzles");
        assert_eq!(shipped().len(), lines, "a shipped line does not read");
        for (layout, text) in SHIPPED {
            let first: Puzzle = serde_json::from_str(text.lines().next().unwrap()).unwrap();
            assert_eq!(&first.layout, layout);
        }
        let first = &shipped()[0];
        assert_eq!(shipped_by_id(&first.id), Some(first));
    }

    #[test]
    fn one_of_the_nearest_ratings_is_picked_by_the_salt() {
        let with = |id: &str, rating: f64| Candidate {
            puzzle: Puzzle {
                id: id.into(),
                ..shipped()[0].clone()
            },
            rating,
        };
        let three = || vec![with("b", 1400.0), with("a", 1600.0), with("c", 1300.0)];
        // Sorted a (100 away), b (100 away), c (200): the salt picks among them.
        let picked: Vec<String> = (0..3)
            .map(|salt| nearest(three(), 1500.0, salt).unwrap().puzzle.id)
            .collect();
        assert_eq!(picked, ["a", "b", "c"]);
        assert!(nearest(Vec::new(), 1500.0, 0).is_none());
        // Only the nearest few are picked among.
        let far: Vec<Candidate> = (0..20)
            .map(|n| with(&format!("{n:02}"), 1500.0 + 10.0 * f64::from(n)))
            .collect();
        for salt in 0..50 {
            let rating = nearest(far.clone(), 1500.0, salt).unwrap().rating;
            assert!(rating < 1500.0 + 10.0 * NEAREST as f64, "{rating}");
        }
        let (one, two) = (crate::model::UserId(1), crate::model::UserId(2));
        assert_ne!(salt(one, 0), salt(two, 0));
    }
}
