//! Glicko-2 ratings (from the `skillratings` crate, not hand-rolled) and the figures
//! of `/martian stats`, updated when a rated game finishes. Each game has its own pool:
//! a game is rated against its players' records in that game (the store reads and
//! writes those, `GameRecord.game`), so a Carnett result never moves a martian rating.
//! A draw by agreement is a draw like any other (`end.drawn` holds both seats).

use skillratings::glicko2::{glicko2, glicko2_rating_period, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

use crate::model::{EndKind, GameRecord, GameStatus, PlayerRecord};

use super::games::{self, first_move, length};

fn rating(p: &PlayerRecord) -> Glicko2Rating {
    Glicko2Rating {
        rating: p.rating,
        deviation: p.deviation,
        volatility: p.volatility,
    }
}

fn set(p: &mut PlayerRecord, r: Glicko2Rating) {
    p.rating = r.rating;
    p.deviation = r.deviation;
    p.volatility = r.volatility;
}

/// Whether a finished game changes ratings: not against the computer, and only with
/// a result (aborted and declined games have none).
pub fn is_rated(record: &GameRecord) -> bool {
    record.status == GameStatus::Finished
        && record.seats.iter().all(|s| s.computer.is_none())
        && record
            .end
            .as_ref()
            .is_some_and(|e| !matches!(e.kind, EndKind::Aborted { .. } | EndKind::Declined { .. }))
}

/// A seat's final standing: winners above those who drew above the rest, then (with
/// four players) by points; whoever resigned or ran out of time comes last.
fn standing(record: &GameRecord, seat: usize) -> (i32, u16) {
    let Some(end) = &record.end else {
        return (0, 0);
    };
    let class = match end.kind {
        EndKind::Resigned { seat: s } | EndKind::Forfeit { seat: s } if s == seat => -1,
        _ if end.winners.contains(&seat) => 2,
        _ if end.drawn.contains(&seat) => 1,
        _ => 0,
    };
    (class, end.scores.get(seat).copied().unwrap_or(0))
}

fn outcome(mine: (i32, u16), theirs: (i32, u16), by_points: bool) -> Outcomes {
    let (a, b) = if by_points {
        (mine, theirs)
    } else {
        ((mine.0, 0), (theirs.0, 0))
    };
    match a.cmp(&b) {
        std::cmp::Ordering::Greater => Outcomes::WIN,
        std::cmp::Ordering::Less => Outcomes::LOSS,
        std::cmp::Ordering::Equal => Outcomes::DRAW,
    }
}

/// A team as one opponent: mean rating, root-mean-square deviation, mean volatility.
fn composite(members: &[&PlayerRecord]) -> Glicko2Rating {
    let n = members.len().max(1) as f64;
    Glicko2Rating {
        rating: members.iter().map(|p| p.rating).sum::<f64>() / n,
        deviation: (members.iter().map(|p| p.deviation.powi(2)).sum::<f64>() / n).sqrt(),
        volatility: members.iter().map(|p| p.volatility).sum::<f64>() / n,
    }
}

/// The players' records after `record` finished, given their records before, one per
/// seat in seat order (`None`: a new player, who starts at 1500). Empty when the game
/// is not rated. Pure: the store runs it on the records current when it stores the
/// game's end, again if it must retry (see `store::RatePlayers`).
pub fn rate(
    record: &GameRecord,
    before: &[Option<PlayerRecord>],
    now_ms: i64,
) -> Vec<PlayerRecord> {
    if !is_rated(record) {
        return Vec::new();
    }
    let config = Glicko2Config::new();
    let old: Vec<PlayerRecord> = record
        .seats
        .iter()
        .enumerate()
        .map(|(seat, s)| {
            before.get(seat).cloned().flatten().unwrap_or_else(|| {
                PlayerRecord::in_game(record.guild, record.kind(), s.user, &s.name)
            })
        })
        .collect();
    let standings: Vec<(i32, u16)> = (0..old.len()).map(|s| standing(record, s)).collect();
    // A draw by agreement is a draw for everyone, whatever the points.
    let by_points = !record
        .end
        .as_ref()
        .is_some_and(|e| e.kind == EndKind::Agreed);
    let new_ratings: Vec<Glicko2Rating> = match old.len() {
        2 => {
            let (a, b) = glicko2(
                &rating(&old[0]),
                &rating(&old[1]),
                &outcome(standings[0], standings[1], false),
                &config,
            );
            vec![a, b]
        }
        _ if games::in_teams(record) => (0..old.len())
            .map(|s| {
                // Partners sit opposite: seats s and s+2.
                let others: Vec<&PlayerRecord> = (0..old.len())
                    .filter(|o| o % 2 != s % 2)
                    .map(|o| &old[o])
                    .collect();
                let them = (s + 1) % old.len();
                glicko2_rating_period(
                    &rating(&old[s]),
                    &[(
                        composite(&others),
                        outcome(standings[s], standings[them], false),
                    )],
                    &config,
                )
            })
            .collect(),
        _ => (0..old.len())
            .map(|s| {
                let results: Vec<(Glicko2Rating, Outcomes)> = (0..old.len())
                    .filter(|o| *o != s)
                    .map(|o| {
                        let result = outcome(standings[s], standings[o], by_points);
                        (rating(&old[o]), result)
                    })
                    .collect();
                glicko2_rating_period(&rating(&old[s]), &results, &config)
            })
            .collect(),
    };
    let end = record.end.as_ref();
    old.into_iter()
        .enumerate()
        .map(|(seat, mut p)| {
            set(&mut p, new_ratings[seat]);
            p.name = record.seats[seat].name.clone();
            p.games += 1;
            if end.is_some_and(|e| e.winners.contains(&seat)) {
                p.wins += 1;
            } else if end.is_some_and(|e| e.drawn.contains(&seat)) {
                p.draws += 1;
            } else {
                p.losses += 1;
            }
            // The record is the game's own, whatever was read for it.
            p.game = record.kind();
            p.points += u32::from(end.and_then(|e| e.scores.get(seat).copied()).unwrap_or(0));
            if let Some(first) = first_move(record, seat) {
                *p.first_moves.entry(first).or_default() += 1;
            }
            let length = length(record);
            if p.longest.is_none_or(|(longest, _)| length > longest) {
                p.longest = Some((length, record.id));
            }
            p.updated_ms = now_ms;
            p
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tolerance: f64) -> bool {
        (a - b).abs() <= tolerance
    }

    /// Glickman's worked example ("Example of the Glicko-2 system", glicko2.pdf): a
    /// 1500/200/0.06 player beats 1400/30 and loses to 1550/100 and 1700/300 with
    /// tau = 0.5, ending at 1464.06, deviation 151.52, volatility 0.05999.
    #[test]
    fn the_glicko2_papers_worked_example() {
        let player = Glicko2Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let opponent = |rating, deviation| Glicko2Rating {
            rating,
            deviation,
            volatility: 0.06,
        };
        let results = [
            (opponent(1400.0, 30.0), Outcomes::WIN),
            (opponent(1550.0, 100.0), Outcomes::LOSS),
            (opponent(1700.0, 300.0), Outcomes::LOSS),
        ];
        let config = Glicko2Config {
            tau: 0.5,
            ..Glicko2Config::new()
        };
        let after = glicko2_rating_period(&player, &results, &config);
        assert!(close(after.rating, 1464.06, 0.01), "{after:?}");
        assert!(close(after.deviation, 151.52, 0.01), "{after:?}");
        assert!(close(after.volatility, 0.05999, 0.00001), "{after:?}");
    }
}
