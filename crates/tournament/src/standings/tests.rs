use super::*;
use crate::swiss::pair_swiss;
use crate::types::{Outcome, Pairing, Played};

use Outcome::{Draw, FirstWins, SecondWins};

/// Boards as (first, second), a bye as (player, 0).
fn ids(round: &[Pairing]) -> Vec<(u64, u64)> {
    round
        .iter()
        .map(|b| match *b {
            Pairing::Game { first, second } => (first.0, second.0),
            Pairing::Bye(p) => (p.0, 0),
        })
        .collect()
}

/// Nine players, ratings 1900 down to 1100 (so player i is seeded i), four Swiss
/// rounds with scripted results. Each round's pairing is checked against the one worked
/// out by hand below, then the standings and every tie-break.
///
/// Round 1: all on 0; the bye to the lowest ranked, 9; the other eight folded (1-5,
/// 2-6, 3-7, 4-8), the better ranked first on boards 1 and 3. Results: 1 beats 5, 2-6
/// drawn, 7 beats 3, 4 beats 8.
///
/// Round 2: 1, 4, 7, 9 on 1; 2, 6 on ½; 3, 5, 8 on 0. The bye to 8 (lowest without
/// one). 1-7 and 4-9 fold the top group; 2 and 6 have met, so both float down and meet
/// 3 and 5 in rank order (2-3, 6-5). Colours: the one with fewer firsts moves first.
/// Results: 1 beats 7, 4-9 drawn, 2 beats 3, 6 beats 5.
///
/// Round 3: 1 on 2; 2, 4, 6, 9 on 1½; 7, 8 on 1; 3, 5 on 0. The bye to 5. 1 floats
/// down; 3 must meet 8 (it has met 7), so 7 takes a floater from the 1½ group; of the
/// fresh choices the one nearest the fold is 1-2, 4-6, 9-7 (1-2 fold-perfect, 4-6 one
/// off, 9 the last of its group floating to 7, the first of its). Colours: equal
/// balances go by who moved second most recently (1 over 2, 6 over 4); 9 and 3 have
/// fewer firsts. Results: 1-2 drawn, 4 beats 6, 7 beats 9, 3 beats 8.
///
/// Round 4: 1, 4 on 2½; 2, 7 on 2; 6, 9 on 1½; 3, 5, 8 on 1. The bye to 3 (8 and 5
/// have had theirs). Every group pairs within itself: 1-4, 2-7, 6-9, 5-8. Colours: 4
/// and 9 have fewer firsts; 2 and 7 have the same past (board 2: the better ranked
/// second); 8 moved second more recently than 5. Results: 4-1 drawn, 2 beats 7, 9-6
/// drawn, 5 beats 8.
#[test]
fn nine_player_swiss_against_a_hand_computation() {
    let entrants: Vec<Entrant> = (1..=9)
        .map(|i| Entrant::new(i, 2000.0 - 100.0 * i as f64))
        .collect();
    // Each round: the boards expected (a bye as (player, 0)), and the games' outcomes.
    type Scripted<'a> = (&'a [(u64, u64)], &'a [Outcome]);
    let script: [Scripted; 4] = [
        (
            &[(1, 5), (6, 2), (3, 7), (8, 4), (9, 0)],
            &[FirstWins, Draw, SecondWins, SecondWins],
        ),
        (
            &[(7, 1), (4, 9), (2, 3), (5, 6), (8, 0)],
            &[SecondWins, Draw, FirstWins, SecondWins],
        ),
        (
            &[(1, 2), (6, 4), (9, 7), (3, 8), (5, 0)],
            &[Draw, SecondWins, SecondWins, FirstWins],
        ),
        (
            &[(4, 1), (7, 2), (9, 6), (8, 5), (3, 0)],
            &[Draw, SecondWins, Draw, SecondWins],
        ),
    ];
    let mut played = Vec::new();
    for (number, (boards, outcomes)) in script.iter().enumerate() {
        let round = pair_swiss(&entrants, &played).unwrap();
        assert_eq!(ids(&round), *boards, "round {}", number + 1);
        let results = round
            .iter()
            .enumerate()
            .map(|(i, &b)| Played::of(b, outcomes.get(i).copied().unwrap_or(Draw)))
            .collect();
        played.push(results);
    }

    // Points: 1: W W ½ ½ = 3; 2: ½ W ½ W = 3; 4: W ½ W ½ = 3; 3: L L W bye = 2;
    // 5: L L bye W = 2; 6: ½ W L ½ = 2; 7: W L W L = 2; 9: bye ½ L ½ = 2;
    // 8: L bye L L = 1 (20 in all: 16 games and 4 byes).
    //
    // Buchholz, nine players so the lowest is cut, a bye counting as an opponent on 0:
    //   1: 5(2) 7(2) 2(3) 4(3) -> 10 - 2 = 8      2: 6(2) 3(2) 1(3) 7(2) -> 9 - 2 = 7
    //   4: 8(1) 9(2) 6(2) 1(3) -> 8 - 1 = 7       3: 7(2) 2(3) 8(1) bye  -> 6 - 0 = 6
    //   5: 1(3) 6(2) bye 8(1)  -> 6 - 0 = 6       6: 2(3) 5(2) 4(3) 9(2) -> 10 - 2 = 8
    //   7: 3(2) 1(3) 9(2) 2(3) -> 10 - 2 = 8      9: bye 4(3) 7(2) 6(2)  -> 7 - 0 = 7
    //   8: 4(3) bye 3(2) 5(2)  -> 7 - 0 = 7
    // Sonneborn-Berger (points scored x the opponent's points):
    //   1: 5 + 7 won, 2 and 4 drawn: 2 + 2 + 1.5 + 1.5 = 7
    //   2: 6 drawn, 3 won, 1 drawn, 7 won: 1 + 2 + 1.5 + 2 = 6.5
    //   4: 8 won, 9 drawn, 6 won, 1 drawn: 1 + 1 + 2 + 1.5 = 5.5
    //   6: 2 drawn, 5 won, 9 drawn: 1.5 + 2 + 1 = 4.5     7: 3 and 9 won: 2 + 2 = 4
    //   9: 4 and 6 drawn: 1.5 + 1 = 2.5    3: 8 won: 1    5: 8 won: 1    8: 0
    // Order: on 3 points 1 (Buchholz 8), then 2 and 4 (7 each) by Sonneborn-Berger;
    // on 2 points 6 and 7 (Buchholz 8) by Sonneborn-Berger, 9 (7), then 3 and 5, equal
    // on Buchholz, Sonneborn-Berger, direct encounter (they have not met) and wins (1
    // each): the rating puts 3 first. 8 last.
    // (id, points, Buchholz, SB, direct encounter, wins), in halves and quarters.
    let expected: [(u64, u32, u32, u32, u32, u32); 9] = [
        (1, 6, 16, 28, 0, 2),
        (2, 6, 14, 26, 0, 2),
        (4, 6, 14, 22, 0, 2),
        (6, 4, 16, 18, 0, 1),
        (7, 4, 16, 16, 0, 2),
        (9, 4, 14, 10, 0, 0),
        (3, 4, 12, 4, 0, 1),
        (5, 4, 12, 4, 0, 1),
        (8, 2, 14, 0, 0, 0),
    ];
    let table = standings(&entrants, &played);
    let got: Vec<_> = table
        .iter()
        .map(|s| {
            (
                s.id.0,
                s.points.0,
                s.buchholz.0,
                s.sonneborn_berger.0,
                s.direct_encounter.0,
                s.wins,
            )
        })
        .collect();
    assert_eq!(got, expected);
    let ranks: Vec<usize> = table.iter().map(|s| s.rank).collect();
    assert_eq!(ranks, (1..=9).collect::<Vec<_>>());
}

fn line(id: u64, points: u32, wins: u32, rating: f64) -> Standing {
    Standing {
        rank: 0,
        id: PlayerId(id),
        points: HalfPoints(points),
        buchholz: HalfPoints(0),
        sonneborn_berger: QuarterPoints(0),
        direct_encounter: HalfPoints(0),
        wins,
        rating,
    }
}

#[test]
fn direct_encounter_decides_between_players_tied_before_it() {
    // Round 1: 1-2 drawn, 3-4 drawn; round 2: 3 beats 1, 4 beats 2; round 3: 1-4
    // drawn, 2 beats 3. Points: 4 on 2, 2 and 3 on 1½, 1 on 1.
    // Buchholz (four players, no cut): 2: 1 + 2 + 1½ = 4½; 3: 2 + 1 + 1½ = 4½.
    // Sonneborn-Berger: 2: ½·1 + 1·1½ = 2; 3: ½·2 + 1·1 = 2. Wins: one each.
    // 2 beat 3, so 2 is ahead though 3 is rated higher. (4's SB: ½·1½ + 1·1½ + ½·1 =
    // 2¾; 1's: ½·1½ + ½·2 = 1¾; in quarters below.)
    let g = |first, second, outcome| Played::Game {
        first: PlayerId(first),
        second: PlayerId(second),
        outcome,
    };
    let rounds = vec![
        vec![g(1, 2, Draw), g(3, 4, Draw)],
        vec![g(1, 3, SecondWins), g(2, 4, SecondWins)],
        vec![g(1, 4, Draw), g(2, 3, FirstWins)],
    ];
    let entrants = [
        Entrant::new(1, 1500.0),
        Entrant::new(2, 1500.0),
        Entrant::new(3, 1600.0),
        Entrant::new(4, 1500.0),
    ];
    let table = standings(&entrants, &rounds);
    let got: Vec<_> = table
        .iter()
        .map(|s| {
            let (p, b, sb, de) = (
                s.points.0,
                s.buchholz.0,
                s.sonneborn_berger.0,
                s.direct_encounter.0,
            );
            (s.id.0, p, b, sb, de, s.wins, s.rank)
        })
        .collect();
    assert_eq!(
        got,
        [
            (4, 4, 8, 11, 0, 1, 1),
            (2, 3, 9, 8, 2, 1, 2),
            (3, 3, 9, 8, 0, 1, 3),
            (1, 2, 10, 7, 0, 0, 4),
        ]
    );
}

#[test]
fn wins_then_rating_then_a_shared_rank() {
    let mut lines = vec![
        line(1, 4, 1, 1500.0),
        line(2, 4, 2, 1400.0),
        line(3, 4, 1, 1600.0),
        line(4, 4, 1, 1600.0),
        line(5, 6, 0, 1000.0),
    ];
    rank(&mut lines);
    let order: Vec<(u64, usize)> = lines.iter().map(|s| (s.id.0, s.rank)).collect();
    // 5 on points; 2 on wins; 3 and 4 on rating over 1, and equal on everything.
    assert_eq!(order, [(5, 1), (2, 2), (3, 3), (4, 3), (1, 5)]);
}

#[test]
fn buchholz_cut_applies_from_eight_players() {
    // 1 beats 2 and 3 beats 4, then 2 beats 4 and 1 beats 3: 2 and 3 end on 1 point.
    let g = |first, second| Played::Game {
        first: PlayerId(first),
        second: PlayerId(second),
        outcome: FirstWins,
    };
    let rounds = vec![vec![g(1, 2), g(3, 4)], vec![g(2, 4), g(1, 3)]];
    for (players, expected) in [(7u64, 4), (8, 2)] {
        let entrants: Vec<Entrant> = (1..=players).map(|i| Entrant::new(i, 1500.0)).collect();
        let table = standings(&entrants, &rounds);
        let one = table.iter().find(|s| s.id == PlayerId(1)).unwrap();
        // Opponents 2 and 3 on 1 point each: 2 points uncut, 1 with the lowest cut.
        assert_eq!(one.buchholz.0, expected, "{players} players");
    }
}
