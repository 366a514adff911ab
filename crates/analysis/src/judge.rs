//! A whole game judged: every move's chances, accuracy and label, and each player's
//! accuracy and counts.

use crate::accuracy::{move_accuracy, Label};
use crate::curve::WinCurve;

/// One move as the engine valued it, from its mover's view, in the engine's
/// centi-units: the best the mover could get before it (`before`) and what the move
/// played kept (`after`; the same as `before` when the move played was the engine's
/// own choice).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Valued {
    /// The mover's seat (0, 1, ...), by which players are summed up.
    pub mover: usize,
    /// The mover's side, 0 to the curve's sides − 1: the seat itself, but in a team
    /// game the team, whose chance the curve tells.
    pub side: usize,
    pub before: i32,
    pub after: i32,
}

/// One move judged: its mover's winning chance before and after it, in percent.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct JudgedMove {
    pub mover: usize,
    pub side: usize,
    pub before: f64,
    pub after: f64,
    /// The chance given away, in percentage points (0 when none was).
    pub drop: f64,
    pub accuracy: f64,
    pub label: Option<Label>,
}

/// One player's game.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct PlayerSummary {
    pub moves: u32,
    /// 0 to 100; `None` for a player who never moved.
    pub accuracy: Option<f64>,
    pub inaccuracies: u32,
    pub mistakes: u32,
    pub blunders: u32,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Judged {
    pub moves: Vec<JudgedMove>,
    /// By seat.
    pub players: Vec<PlayerSummary>,
}

/// Judges a game of `seats` players, on `curve` (whose count is the game's sides).
///
/// A player's accuracy is lichess's: the mean of their moves' accuracies weighted by
/// how much the chances were moving around each move (the standard deviation of the
/// chances in a window of moves, 0.5 to 12: a slip in a calm position weighs less than
/// one in a sharp fight), averaged with the harmonic mean of the same accuracies (which
/// one bad move pulls down hard). With two sides the window runs over the first
/// side's chance after every move, as lichess's runs over White's; with more, over
/// each side's own chance at its own moves.
pub fn judge(curve: &WinCurve, seats: usize, valued: &[Valued]) -> Judged {
    let sides = curve.players.max(1);
    let moves: Vec<JudgedMove> = valued
        .iter()
        .map(|v| {
            let before = curve.percent(v.before);
            let after = curve.percent(v.after);
            let drop = (before - after).max(0.0);
            JudgedMove {
                mover: v.mover,
                side: v.side,
                before,
                after,
                drop,
                accuracy: move_accuracy(before, after),
                label: Label::of(drop),
            }
        })
        .collect();
    let weights = volatility_weights(&moves, sides);
    let mut summaries = vec![PlayerSummary::default(); seats];
    let mut per_player: Vec<Vec<(f64, f64)>> = vec![Vec::new(); seats];
    for (m, weight) in moves.iter().zip(&weights) {
        let Some(summary) = summaries.get_mut(m.mover) else {
            continue;
        };
        summary.moves += 1;
        match m.label {
            Some(Label::Inaccuracy) => summary.inaccuracies += 1,
            Some(Label::Mistake) => summary.mistakes += 1,
            Some(Label::Blunder) => summary.blunders += 1,
            None => {}
        }
        per_player[m.mover].push((m.accuracy, *weight));
    }
    for (summary, accuracies) in summaries.iter_mut().zip(&per_player) {
        summary.accuracy = game_accuracy(accuracies);
    }
    Judged {
        moves,
        players: summaries,
    }
}

/// The weighted mean and the harmonic mean of a player's (accuracy, weight) pairs,
/// averaged; `None` without moves.
fn game_accuracy(accuracies: &[(f64, f64)]) -> Option<f64> {
    if accuracies.is_empty() {
        return None;
    }
    let total_weight: f64 = accuracies.iter().map(|(_, w)| w).sum();
    let weighted = accuracies.iter().map(|(a, w)| a * w).sum::<f64>() / total_weight;
    // As lichess: an accuracy under 1 counts as 1, so that one move at 0 does not make
    // the harmonic mean 0 whatever else was played.
    let harmonic = accuracies.len() as f64
        / accuracies
            .iter()
            .map(|(a, _)| 1.0 / a.max(1.0))
            .sum::<f64>();
    // Rounded to a ten-thousandth: means of equal accuracies come out exactly equal
    // to them (a game of best moves is 100, not 99.99999999999997).
    let mixed = ((weighted + harmonic) / 2.0).clamp(0.0, 100.0);
    Some((mixed * 10_000.0).round() / 10_000.0)
}

/// One weight per move: the standard deviation of the chances in a window around it.
fn volatility_weights(moves: &[JudgedMove], sides: usize) -> Vec<f64> {
    let mut weights = vec![0.5; moves.len()];
    if sides == 2 {
        // The first side's chance before every move, then after the last.
        let first = |m: &JudgedMove, v: f64| if m.side == 0 { v } else { 100.0 - v };
        let mut series: Vec<f64> = moves.iter().map(|m| first(m, m.before)).collect();
        if let Some(last) = moves.last() {
            series.push(first(last, last.after));
        }
        for (w, value) in weights.iter_mut().zip(windowed_deviations(&series)) {
            *w = value;
        }
        return weights;
    }
    for side in 0..sides {
        let theirs: Vec<usize> = (0..moves.len())
            .filter(|&i| moves[i].side == side)
            .collect();
        let mut series: Vec<f64> = theirs.iter().map(|&i| moves[i].before).collect();
        if let Some(&last) = theirs.last() {
            series.push(moves[last].after);
        }
        for (&i, value) in theirs.iter().zip(windowed_deviations(&series)) {
            weights[i] = value;
        }
    }
    weights
}

/// For a series of `n + 1` chances around `n` moves, `n` weights: lichess's windows
/// (`n / 10` values wide, 2 to 8; the first window repeated so that every move has
/// one), each window's standard deviation clamped to 0.5..12.
fn windowed_deviations(series: &[f64]) -> Vec<f64> {
    let moves = series.len().saturating_sub(1);
    if moves == 0 {
        return Vec::new();
    }
    let size = (moves / 10).clamp(2, 8).min(series.len());
    let first = &series[..size];
    let windows = std::iter::repeat_n(first, size - 2).chain(series.windows(size));
    windows
        .take(moves)
        .map(|w| deviation(w).clamp(0.5, 12.0))
        .collect()
}

fn deviation(values: &[f64]) -> f64 {
    let n = values.len() as f64;
    let mean = values.iter().sum::<f64>() / n;
    (values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / n).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn duel(values: &[(i32, i32)]) -> Vec<Valued> {
        values
            .iter()
            .enumerate()
            .map(|(i, &(before, after))| Valued {
                mover: i % 2,
                side: i % 2,
                before,
                after,
            })
            .collect()
    }

    #[test]
    fn best_moves_everywhere_score_100_with_no_marks() {
        let curve = WinCurve::new(0.8, 2);
        let values: Vec<(i32, i32)> = (0..60)
            .map(|i| (i * 13 % 400 - 200, i * 13 % 400 - 200))
            .collect();
        let judged = judge(&curve, 2, &duel(&values));
        for p in &judged.players {
            assert_eq!(p.accuracy, Some(100.0));
            assert_eq!((p.inaccuracies, p.mistakes, p.blunders), (0, 0, 0));
            assert_eq!(p.moves, 30);
        }
        assert!(judged
            .moves
            .iter()
            .all(|m| m.label.is_none() && m.drop == 0.0));
    }

    #[test]
    fn one_blunder_is_labelled_and_costs_its_player_only() {
        let curve = WinCurve::new(0.8, 2);
        let mut values = vec![(0, 0); 40];
        // Move 21 (the second player's) throws away a queen's worth: 3 points.
        values[21] = (0, -300);
        let judged = judge(&curve, 2, &duel(&values));
        assert_eq!(judged.moves[21].label, Some(Label::Blunder));
        assert!(judged.moves[21].drop > 15.0);
        assert_eq!(judged.players[1].blunders, 1);
        assert_eq!(judged.players[0].accuracy, Some(100.0));
        let second = judged.players[1].accuracy.unwrap();
        assert!(second < 100.0 && second > 50.0, "{second}");
        assert_eq!(judged.moves.iter().filter(|m| m.label.is_some()).count(), 1);
    }

    #[test]
    fn weights_and_means_as_computed_by_hand() {
        // Four moves, windows of two chances: deviations 0, 10, 15 and 0, clamped.
        let w = windowed_deviations(&[50.0, 50.0, 70.0, 40.0, 40.0]);
        assert_eq!(w, vec![0.5, 10.0, 12.0, 0.5]);
        // Weighted (100·0.5 + 50·10) / 10.5 = 52.381; harmonic 2 / (1/100 + 1/50)
        // = 66.667; their mean 59.5238.
        assert_eq!(game_accuracy(&[(100.0, 0.5), (50.0, 10.0)]), Some(59.5238));
        // A move at 0 counts as 1 in the harmonic mean: (0 + 100) / 2 = 50 weighted,
        // 2 / (1 + 1/100) = 1.9802 harmonic.
        assert_eq!(game_accuracy(&[(0.0, 1.0), (100.0, 1.0)]), Some(25.9901));
    }

    #[test]
    fn with_more_players_each_is_judged_from_their_own_view() {
        let curve = WinCurve::new(0.8, 4);
        let moves: Vec<Valued> = (0..24)
            .map(|i| Valued {
                mover: i % 4,
                side: i % 4,
                before: 0,
                after: if i == 9 { -200 } else { 0 },
            })
            .collect();
        let judged = judge(&curve, 4, &moves);
        assert!((judged.moves[0].before - 25.0).abs() < 1e-9);
        assert_eq!(judged.players.len(), 4);
        assert!(judged.players[1].accuracy.unwrap() < 100.0);
        for p in [0, 2, 3] {
            assert_eq!(judged.players[p].accuracy, Some(100.0));
        }
        assert!(judged.moves[9].label.is_some());
    }

    #[test]
    fn in_a_team_game_the_chance_is_the_teams_and_the_accuracy_each_players() {
        // Four seats in two teams (seats 0 and 2 against 1 and 3): an even start is
        // worth 50 %, and seat 2's slip is seat 2's alone.
        let curve = WinCurve::new(0.8, 2);
        let moves: Vec<Valued> = (0..24)
            .map(|i| Valued {
                mover: i % 4,
                side: i % 2,
                before: 0,
                after: if i == 6 { -250 } else { 0 },
            })
            .collect();
        let judged = judge(&curve, 4, &moves);
        assert!((judged.moves[0].before - 50.0).abs() < 1e-9);
        assert_eq!(judged.players.len(), 4);
        assert!(judged.players[2].accuracy.unwrap() < 100.0);
        assert_eq!(judged.players[2].moves, 6);
        for seat in [0, 1, 3] {
            assert_eq!(judged.players[seat].accuracy, Some(100.0));
        }
    }

    #[test]
    fn a_game_without_moves_has_no_accuracy() {
        let judged = judge(&WinCurve::new(1.0, 2), 2, &[]);
        assert!(judged.moves.is_empty());
        assert_eq!(judged.players[0].accuracy, None);
    }

    #[test]
    fn windows_give_one_weight_per_move_as_lichess_does() {
        for n in 1..120 {
            let series: Vec<f64> = (0..=n).map(|i| f64::from(i % 7) * 3.0).collect();
            let w = windowed_deviations(&series);
            assert_eq!(w.len(), n as usize);
            assert!(w.iter().all(|w| (0.5..=12.0).contains(w)));
        }
    }
}
