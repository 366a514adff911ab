use std::collections::{HashMap, HashSet};

use martian_testkit::{rng, RngExt, TestRng};
use proptest::prelude::*;

use super::*;
use crate::exhaustive::best_matching_weight;
use crate::matching::matching_weight;
use crate::types::{Outcome, Played, PlayerId};
use crate::weights::least_colour_faults;

/// `n` players with distinct ratings in a random order (ids 1..=n).
fn field(n: usize, r: &mut TestRng) -> Vec<Entrant> {
    let mut ratings: Vec<f64> = (0..n).map(|i| 1200.0 + 10.0 * i as f64).collect();
    for i in (1..n).rev() {
        ratings.swap(i, r.random_range(0..=i));
    }
    (0..n)
        .map(|i| Entrant::new(i as u64 + 1, ratings[i]))
        .collect()
}

fn random_outcome(r: &mut TestRng) -> Outcome {
    match r.random_range(0..10) {
        0..=3 => Outcome::FirstWins,
        4..=7 => Outcome::SecondWins,
        _ => Outcome::Draw,
    }
}

fn play(round: &Round, r: &mut TestRng) -> RoundResults {
    round
        .iter()
        .map(|&b| Played::of(b, random_outcome(r)))
        .collect()
}

fn ids(round: &Round) -> Vec<(u64, u64)> {
    round
        .iter()
        .map(|b| match *b {
            Pairing::Game { first, second } => (first.0, second.0),
            Pairing::Bye(p) => (p.0, 0),
        })
        .collect()
}

/// Every entrant on exactly one board.
fn assert_everyone_once(entrants: &[Entrant], round: &Round) {
    let mut seen = HashSet::new();
    for p in round.iter().flat_map(|b| b.players()) {
        assert!(seen.insert(p), "{p} is on two boards");
    }
    let all: HashSet<PlayerId> = entrants.iter().map(|e| e.id).collect();
    assert_eq!(seen, all);
}

/// The round's weight in its pairing graph.
fn weight_of(seats: &[Seat], edges: &[crate::matching::Edge], round: &Round) -> i128 {
    let vertex: HashMap<PlayerId, usize> =
        seats.iter().enumerate().map(|(i, s)| (s.id, i)).collect();
    let mut mates = vec![None; seats.len() + seats.len() % 2];
    for board in round {
        let (a, b) = match *board {
            Pairing::Game { first, second } => (vertex[&first], vertex[&second]),
            Pairing::Bye(p) => (vertex[&p], seats.len()),
        };
        (mates[a], mates[b]) = (Some(b), Some(a));
    }
    matching_weight(edges, &mates)
}

#[test]
fn round_one_pairs_top_half_against_bottom_half_with_alternating_colours() {
    // Ratings fall with the id: the ranking is 1..=8.
    let entrants: Vec<Entrant> = (1..=8)
        .map(|i| Entrant::new(i, 2000.0 - i as f64))
        .collect();
    let round = pair_swiss(&entrants, &[]).unwrap();
    assert_eq!(ids(&round), [(1, 5), (6, 2), (3, 7), (8, 4)]);
}

#[test]
fn odd_field_gives_the_bye_to_the_lowest_ranked_who_has_had_none() {
    let entrants: Vec<Entrant> = (1..=5)
        .map(|i| Entrant::new(i, 2000.0 - i as f64))
        .collect();
    let first = pair_swiss(&entrants, &[]).unwrap();
    assert_eq!(first.last(), Some(&Pairing::Bye(PlayerId(5))));
    // 5 had it, and lost nothing; then 4 is the lowest ranked without one.
    let results: RoundResults = first
        .iter()
        .map(|&b| Played::of(b, Outcome::FirstWins))
        .collect();
    let second = pair_swiss(&entrants, &[results]).unwrap();
    let bye = second.last().copied();
    assert!(
        matches!(bye, Some(Pairing::Bye(p)) if p != PlayerId(5)),
        "{second:?}"
    );
    let seats = ranked(&entrants, &History::of(&[first_results(&first)])).unwrap();
    let lowest_without = seats.iter().rev().find(|s| s.record.byes == 0).unwrap().id;
    assert_eq!(bye, Some(Pairing::Bye(lowest_without)));
}

fn first_results(round: &Round) -> RoundResults {
    round
        .iter()
        .map(|&b| Played::of(b, Outcome::FirstWins))
        .collect()
}

#[test]
fn a_repeat_only_when_nothing_else_is_left() {
    // Four players after three rounds have all met: the fourth round must repeat.
    let entrants: Vec<Entrant> = (1..=4)
        .map(|i| Entrant::new(i, 2000.0 - i as f64))
        .collect();
    let mut played = Vec::new();
    for _ in 0..3 {
        let round = pair_swiss(&entrants, &played).unwrap();
        played.push(first_results(&round));
    }
    let history = History::of(&played);
    for a in 1..=4 {
        for b in a + 1..=4 {
            assert!(history.have_met(PlayerId(a), PlayerId(b)));
        }
    }
    let fourth = pair_swiss(&entrants, &played).unwrap();
    assert_everyone_once(&entrants, &fourth);
}

#[test]
fn too_few_or_duplicate_players_are_refused() {
    assert_eq!(
        pair_swiss(&[Entrant::new(1, 1500.0)], &[]),
        Err(PairingError::TooFewPlayers)
    );
    let twice = [Entrant::new(1, 1500.0), Entrant::new(1, 1400.0)];
    assert_eq!(
        pair_swiss(&twice, &[]),
        Err(PairingError::DuplicatePlayer(PlayerId(1)))
    );
}

/// Random boards (not a Swiss): histories full of repeats and colour streaks that the
/// Swiss itself would avoid, so that the weights' lower priorities get decided.
fn random_round(entrants: &[Entrant], r: &mut TestRng) -> RoundResults {
    let mut order: Vec<PlayerId> = entrants.iter().map(|e| e.id).collect();
    for i in (1..order.len()).rev() {
        order.swap(i, r.random_range(0..=i));
    }
    let mut boards: Vec<Played> = order
        .chunks(2)
        .map(|c| match *c {
            [a, b] => Played::Game {
                first: a,
                second: b,
                outcome: random_outcome(r),
            },
            [a] => Played::Bye(a),
            _ => unreachable!(),
        })
        .collect();
    boards.retain(|b| !matches!(b, Played::Bye(_)) || r.random_bool(0.7));
    boards
}

/// Seeded random fields of 2 to 10 players after 0 to 6 rounds (Swiss or random
/// boards): the round weighs as much as the best matching found by trying them all.
#[test]
fn pairing_matches_exhaustive_search_on_small_fields() {
    let mut r = rng(0x5_1155);
    for case in 0..5000 {
        let n = r.random_range(2..=10usize);
        let entrants = field(n, &mut r);
        let mut played = Vec::new();
        for _ in 0..r.random_range(0..=6) {
            let results = if r.random_bool(0.5) {
                play(&pair_swiss(&entrants, &played).unwrap(), &mut r)
            } else {
                random_round(&entrants, &mut r)
            };
            played.push(results);
        }
        let round = pair_swiss(&entrants, &played).unwrap();
        assert_everyone_once(&entrants, &round);
        let seats = ranked(&entrants, &History::of(&played)).unwrap();
        let graph = pairing_graph(&seats);
        assert_eq!(
            weight_of(&seats, &graph.edges, &round),
            best_matching_weight(graph.vertices, &graph.edges),
            "case {case}: {n} players, {played:?}"
        );
    }
}

/// Whether the seats can be paired (with the bye when odd) using only `allowed` pairs
/// and `bye_allowed` players: None when the search gave up after `budget` steps.
fn pairing_exists(
    seats: &[Seat],
    allowed: &dyn Fn(&Seat, &Seat) -> bool,
    bye_allowed: &dyn Fn(&Seat) -> bool,
    budget: &mut u32,
) -> Option<bool> {
    let n = seats.len();
    let vertices = n + n % 2;
    let ok = |a: usize, b: usize| match (a < n, b < n) {
        (true, true) => allowed(&seats[a], &seats[b]),
        (true, false) => bye_allowed(&seats[a]),
        (false, true) => bye_allowed(&seats[b]),
        (false, false) => false,
    };
    let adjacency: Vec<Vec<usize>> = (0..vertices)
        .map(|a| (0..vertices).filter(|&b| b != a && ok(a, b)).collect())
        .collect();
    search(&adjacency, &mut vec![false; vertices], budget)
}

/// Backtracking, always on the free vertex with the fewest free neighbours.
fn search(adjacency: &[Vec<usize>], used: &mut [bool], budget: &mut u32) -> Option<bool> {
    if *budget == 0 {
        return None;
    }
    *budget -= 1;
    let free = |v: &usize| !used[*v];
    let Some(v) = (0..used.len())
        .filter(free)
        .min_by_key(|&v| adjacency[v].iter().filter(|w| free(w)).count())
    else {
        return Some(true);
    };
    let options: Vec<usize> = adjacency[v].iter().copied().filter(|w| free(w)).collect();
    used[v] = true;
    let mut answer = Some(false);
    for w in options {
        used[w] = true;
        let found = search(adjacency, used, budget);
        used[w] = false;
        match found {
            Some(true) => {
                answer = Some(true);
                break;
            }
            None => {
                answer = None;
                break;
            }
            Some(false) => {}
        }
    }
    used[v] = false;
    answer
}

/// Plays a Swiss of `n` players over `rounds` rounds with random results and checks
/// each round: everyone once; no repeated pair while a pairing without one exists; at
/// most one bye per player; no colour rule broken while a pairing without repeats
/// and without colour faults exists.
fn check_swiss(n: usize, rounds: usize, seed: u64) {
    let mut r = rng(seed);
    let entrants = field(n, &mut r);
    let mut played: Vec<RoundResults> = Vec::new();
    for round_number in 1..=rounds {
        let history = History::of(&played);
        let seats = ranked(&entrants, &history).unwrap();
        let fewest_byes = seats.iter().map(|s| s.record.byes).min().unwrap();
        let fresh = |a: &Seat, b: &Seat| !history.have_met(a.id, b.id);
        let clean = |a: &Seat, b: &Seat| fresh(a, b) && least_colour_faults(a, b) == 0;
        let bye_ok = |s: &Seat| s.record.byes == fewest_byes;
        let mut budget = 200_000;
        let fresh_exists = pairing_exists(&seats, &fresh, &bye_ok, &mut budget);
        let mut budget = 200_000;
        let clean_exists = pairing_exists(&seats, &clean, &bye_ok, &mut budget);

        let round = pair_swiss(&entrants, &played).unwrap();
        assert_everyone_once(&entrants, &round);
        let context = format!("seed {seed}, {n} players, round {round_number}: {round:?}");
        for board in &round {
            if let Pairing::Game { first, second } = *board {
                if fresh_exists == Some(true) {
                    assert!(!history.have_met(first, second), "repeat, {context}");
                }
                if clean_exists == Some(true) {
                    let (f, s) = (history.record(first), history.record(second));
                    assert!(f.may_take(Colour::First), "{first} first, {context}");
                    assert!(s.may_take(Colour::Second), "{second} second, {context}");
                }
            }
        }
        played.push(play(&round, &mut r));
    }
    let history = History::of(&played);
    for e in &entrants {
        assert!(history.record(e.id).byes <= 1, "two byes for {}", e.id);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn swiss_keeps_its_rules(
        (n, rounds) in (4usize..=64).prop_flat_map(|n| (Just(n), 3usize..=9.min(n - 1))),
        seed in any::<u64>(),
    ) {
        check_swiss(n, rounds, seed);
    }
}

/// The same checks on fixed seeds at the small sizes, where conflicts are most common.
#[test]
fn swiss_keeps_its_rules_on_small_fields() {
    for n in 4..=12 {
        for seed in 0..40 {
            check_swiss(n, (n - 1).min(9), seed);
        }
    }
}

#[test]
fn round_two_pairs_within_score_groups() {
    // Round one as above, won by the top half: 1, 2, 3, 4 on one point, the rest on 0.
    let entrants: Vec<Entrant> = (1..=8)
        .map(|i| Entrant::new(i, 2000.0 - i as f64))
        .collect();
    let first = pair_swiss(&entrants, &[]).unwrap();
    let top_half_wins: RoundResults = first
        .iter()
        .map(|&b| match b {
            Pairing::Game { first, .. } if first.0 <= 4 => Played::of(b, Outcome::FirstWins),
            _ => Played::of(b, Outcome::SecondWins),
        })
        .collect();
    let second = pair_swiss(&entrants, &[top_half_wins]).unwrap();
    // Folded within each group: 1-3 and 2-4, 5-7 and 6-8. Colours: 1 and 3 both moved
    // first, so the board decides (board 0: the better ranked first); 2 and 4 both
    // moved second (board 1: the better ranked second); likewise 5-7 and 6-8.
    assert_eq!(ids(&second), [(1, 3), (4, 2), (5, 7), (8, 6)]);
}
