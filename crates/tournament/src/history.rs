//! What pairing and standings need to know about the rounds played so far, player by
//! player.

use std::collections::{BTreeMap, HashSet};

use crate::types::{Colour, HalfPoints, Played, PlayerId, RoundResults};

/// One player's past: points, games, colours and byes.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Record {
    pub score: HalfPoints,
    /// Each game played: the opponent and what this player scored against them.
    pub games: Vec<(PlayerId, HalfPoints)>,
    /// The colour of each game played, in order (a bye has none).
    pub colours: Vec<Colour>,
    pub byes: u32,
    /// Games won over the board (a bye is not a win).
    pub wins: u32,
}

impl Record {
    /// Games moved first minus games moved second.
    pub fn colour_balance(&self) -> i32 {
        self.colours
            .iter()
            .map(|c| match c {
                Colour::First => 1,
                Colour::Second => -1,
            })
            .sum()
    }

    /// Whether this player may take `colour` next under the colour rules: never the
    /// same colour three games in a row, and never more than two games of one colour
    /// ahead of the other. Issue 30 states the rules for moving first; they hold for
    /// moving second as well (as FIDE's do), so that nobody is kept second for ever.
    pub fn may_take(&self, colour: Colour) -> bool {
        let last_two_same =
            matches!(self.colours.as_slice(), [.., a, b] if *a == colour && *b == colour);
        let ahead = match colour {
            Colour::First => self.colour_balance(),
            Colour::Second => -self.colour_balance(),
        };
        // After this game they would be `ahead + 1` games ahead: at most 2.
        !last_two_same && ahead < 2
    }
}

/// Every player's record after some rounds, and which pairs have met.
#[derive(Clone, Debug, Default)]
pub struct History {
    records: BTreeMap<PlayerId, Record>,
    met: HashSet<(PlayerId, PlayerId)>,
}

impl History {
    /// The history of `rounds`, in the order they were played.
    pub fn of(rounds: &[RoundResults]) -> History {
        let mut history = History::default();
        for round in rounds {
            for board in round {
                history.add(*board);
            }
        }
        history
    }

    fn add(&mut self, board: Played) {
        match board {
            Played::Bye(p) => {
                let r = self.records.entry(p).or_default();
                r.byes += 1;
                r.score += HalfPoints::BYE;
            }
            Played::Game {
                first,
                second,
                outcome,
            } => {
                for (me, other, colour) in [
                    (first, second, Colour::First),
                    (second, first, Colour::Second),
                ] {
                    let points = outcome.points_for(colour);
                    let r = self.records.entry(me).or_default();
                    r.score += points;
                    r.games.push((other, points));
                    r.colours.push(colour);
                    r.wins += u32::from(points == HalfPoints::WIN);
                }
                self.met.insert(ordered(first, second));
            }
        }
    }

    /// A player's record (empty for one who has not played yet).
    pub fn record(&self, id: PlayerId) -> Record {
        self.records.get(&id).cloned().unwrap_or_default()
    }

    /// Whether `a` and `b` have played each other.
    pub fn have_met(&self, a: PlayerId, b: PlayerId) -> bool {
        self.met.contains(&ordered(a, b))
    }
}

fn ordered(a: PlayerId, b: PlayerId) -> (PlayerId, PlayerId) {
    (a.min(b), a.max(b))
}

#[cfg(test)]
mod tests {
    use super::*;
    use Colour::{First, Second};

    fn with(colours: &[Colour]) -> Record {
        Record {
            colours: colours.to_vec(),
            ..Record::default()
        }
    }

    #[test]
    fn nobody_takes_a_colour_three_times_running() {
        assert!(!with(&[Second, First, First]).may_take(First));
        assert!(with(&[Second, First, First]).may_take(Second));
        assert!(!with(&[First, Second, Second]).may_take(Second));
        assert!(with(&[First, Second]).may_take(Second));
    }

    #[test]
    fn nobody_gets_more_than_two_of_one_colour_ahead() {
        // F S F S F F would be three ahead; F F S F is two ahead already.
        assert!(!with(&[First, First, Second, First]).may_take(First));
        assert!(with(&[First, Second, First]).may_take(First));
        assert!(!with(&[Second, Second, First, Second]).may_take(Second));
        assert!(with(&[]).may_take(First) && with(&[]).may_take(Second));
    }

    #[test]
    fn the_history_counts_points_games_colours_and_byes() {
        let (a, b, c) = (PlayerId(1), PlayerId(2), PlayerId(3));
        let rounds = vec![
            vec![
                Played::Game {
                    first: a,
                    second: b,
                    outcome: crate::types::Outcome::SecondWins,
                },
                Played::Bye(c),
            ],
            vec![Played::Game {
                first: c,
                second: a,
                outcome: crate::types::Outcome::Draw,
            }],
        ];
        let history = History::of(&rounds);
        let ra = history.record(a);
        assert_eq!(ra.score, HalfPoints(1));
        assert_eq!(ra.colours, [First, Second]);
        assert_eq!(ra.games, [(b, HalfPoints(0)), (c, HalfPoints(1))]);
        let rc = history.record(c);
        assert_eq!((rc.score, rc.byes, rc.wins), (HalfPoints(3), 1, 0));
        assert_eq!(history.record(b).wins, 1);
        assert!(history.have_met(b, a) && !history.have_met(b, c));
    }
}
