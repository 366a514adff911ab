//! Round robin by FIDE's Berger tables: every player meets every other once (or twice,
//! colours reversed, in a double round robin).

use crate::types::{Pairing, PlayerId, Round};

/// The rounds of a round robin of `players`, given in seeding order (the first is
/// player 1 of the tables). With an odd count a virtual last player is added, and
/// whoever meets it has the bye. A double round robin repeats the cycle with colours
/// reversed.
///
/// The tables: with N players (even), player N's opponent in round r (from 1) is
/// p = 1 + (r − 1)·N/2 taken in 1..N−1 modulo N − 1, and p moves first in odd rounds;
/// on the other boards p + k meets p − k (modulo N − 1, k = 1 … N/2 − 1) with p + k
/// moving first. This reproduces the published tables (six players, round 2:
/// 6–4, 5–3, 1–2), in which colours alternate for everyone but the pivot's opponents.
pub fn round_robin(players: &[PlayerId], double: bool) -> Vec<Round> {
    let n = players.len();
    if n < 2 {
        return Vec::new();
    }
    let big_n = n + n % 2;
    let cycle = big_n - 1;
    // 1-based table number to player (None for the virtual player of an odd count).
    let seat = |number: usize| players.get(number - 1).copied();
    // k-th number after (or before) p around the cycle 1..=N−1.
    let around =
        |p: usize, k: isize| ((p as isize - 1 + k).rem_euclid(cycle as isize) + 1) as usize;
    let mut rounds = Vec::with_capacity(cycle * (1 + usize::from(double)));
    for r in 1..=cycle {
        let p = around(1, ((r - 1) * big_n / 2) as isize);
        let mut boards = vec![if r % 2 == 1 { (p, big_n) } else { (big_n, p) }];
        for k in 1..big_n / 2 {
            boards.push((around(p, k as isize), around(p, -(k as isize))));
        }
        rounds.push(to_round(boards.iter().map(|&(a, b)| (seat(a), seat(b)))));
    }
    if double {
        let reversed: Vec<Round> = rounds
            .iter()
            .map(|round| {
                round
                    .iter()
                    .map(|&board| match board {
                        Pairing::Game { first, second } => Pairing::Game {
                            first: second,
                            second: first,
                        },
                        bye => bye,
                    })
                    .collect()
            })
            .collect();
        rounds.extend(reversed);
    }
    rounds
}

/// Boards of (first, second), a missing player meaning the virtual one: its opponent
/// has the bye, which goes last.
fn to_round(boards: impl Iterator<Item = (Option<PlayerId>, Option<PlayerId>)>) -> Round {
    let mut round = Vec::new();
    let mut bye = None;
    for board in boards {
        match board {
            (Some(first), Some(second)) => round.push(Pairing::Game { first, second }),
            (Some(p), None) | (None, Some(p)) => bye = Some(Pairing::Bye(p)),
            (None, None) => unreachable!("one virtual player at most"),
        }
    }
    round.extend(bye);
    round
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(n: u64) -> Vec<PlayerId> {
        (1..=n).map(PlayerId).collect()
    }

    fn games(round: &Round) -> Vec<(u64, u64)> {
        round
            .iter()
            .filter_map(|b| match *b {
                Pairing::Game { first, second } => Some((first.0, second.0)),
                Pairing::Bye(_) => None,
            })
            .collect()
    }

    #[test]
    fn six_players_match_the_published_table() {
        let rounds = round_robin(&ids(6), false);
        let expected = [
            vec![(1, 6), (2, 5), (3, 4)],
            vec![(6, 4), (5, 3), (1, 2)],
            vec![(2, 6), (3, 1), (4, 5)],
            vec![(6, 5), (1, 4), (2, 3)],
            vec![(3, 6), (4, 2), (5, 1)],
        ];
        let got: Vec<_> = rounds.iter().map(games).collect();
        assert_eq!(got, expected);
    }

    #[test]
    fn four_players_match_the_published_table() {
        let got: Vec<_> = round_robin(&ids(4), false).iter().map(games).collect();
        assert_eq!(
            got,
            [
                vec![(1, 4), (2, 3)],
                vec![(4, 3), (1, 2)],
                vec![(2, 4), (3, 1)]
            ]
        );
    }

    #[test]
    fn everyone_meets_everyone_once_and_byes_are_fair() {
        for n in 2..=13u64 {
            let rounds = round_robin(&ids(n), false);
            let mut met = std::collections::HashSet::new();
            let mut byes = vec![0; n as usize + 1];
            for round in &rounds {
                let mut seen = std::collections::HashSet::new();
                for board in round {
                    for p in board.players() {
                        assert!(seen.insert(p), "{p} twice in a round of {n}");
                    }
                    match *board {
                        Pairing::Game { first, second } => {
                            assert!(met.insert((first.min(second), first.max(second))));
                        }
                        Pairing::Bye(p) => byes[p.0 as usize] += 1,
                    }
                }
                assert_eq!(seen.len() as u64, n, "everyone plays or has the bye");
            }
            assert_eq!(met.len() as u64, n * (n - 1) / 2);
            let expected_byes = u32::from(n % 2 == 1);
            assert!(
                byes[1..].iter().all(|&b| b == expected_byes),
                "{n}: {byes:?}"
            );
        }
    }

    #[test]
    fn colours_balance_within_one_over_the_cycle() {
        for n in [4u64, 6, 8, 10, 12] {
            let mut balance = vec![0i32; n as usize + 1];
            for round in round_robin(&ids(n), false) {
                for (f, s) in games(&round) {
                    balance[f as usize] += 1;
                    balance[s as usize] -= 1;
                }
            }
            assert!(
                balance[1..].iter().all(|b| b.abs() == 1),
                "{n}: {balance:?}"
            );
        }
    }

    #[test]
    fn double_round_robin_reverses_colours() {
        let rounds = round_robin(&ids(5), true);
        assert_eq!(rounds.len(), 10);
        for r in 0..5 {
            let there: Vec<_> = games(&rounds[r]);
            let back: Vec<_> = games(&rounds[r + 5]).iter().map(|&(a, b)| (b, a)).collect();
            assert_eq!(there, back);
        }
    }
}
