//! What a tournament record means for its rounds, as pure functions over the record:
//! the field of a round, the next round's pairings (Swiss from the results so far, or
//! the Berger table's round), a game's result and its forfeits (two in a row withdraw
//! the player), what the tournament waits for next, and the standings. The pairing and
//! the tie-breaks themselves are `crates/tournament`'s; this file only translates.

use martian_tournament::{
    pair_swiss, round_robin, standings, Entrant as Field, Outcome, Pairing, PairingError, Played,
    PlayerId, RoundResults, Standing,
};

use crate::model::{
    GameId, PairingResult, Tournament, TournamentFormat, TournamentPairing, TournamentStatus,
    UserId, WithdrawReason,
};

/// Forfeits in a row that withdraw a player.
pub(crate) const FORFEITS_WITHDRAW: u32 = 2;

/// What a tournament waits for, as its record stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum NextStep {
    /// Entries, or a manager's Start (or its start time).
    Start,
    /// The games of round `n` to end.
    Games { round: u32 },
    /// Round `n` to be paired (the previous one ended, or it starts now).
    Pair { round: u32 },
    /// The last round ended: the final standings.
    Finish,
    /// Nothing: paused, over, or no round can be paired.
    Nothing,
}

/// How many rounds it has: a Swiss's set number, a round robin's table length.
pub(crate) fn round_count(t: &Tournament) -> u32 {
    match t.setup.format {
        TournamentFormat::Swiss { rounds } => rounds,
        TournamentFormat::RoundRobin { double } => {
            let players = t.entrants.len() as u32;
            let per_pass = if players % 2 == 0 {
                players.saturating_sub(1)
            } else {
                players
            };
            if double {
                per_pass * 2
            } else {
                per_pass
            }
        }
    }
}

/// What the tournament waits for.
pub(crate) fn next_step(t: &Tournament) -> NextStep {
    match t.status {
        TournamentStatus::Open => return NextStep::Start,
        TournamentStatus::Paused | TournamentStatus::Finished | TournamentStatus::Cancelled => {
            return NextStep::Nothing
        }
        TournamentStatus::Running => {}
    }
    match t.rounds.last() {
        Some(round) if !round.is_complete() => NextStep::Games {
            round: round.number,
        },
        Some(round) if round.number >= round_count(t) => NextStep::Finish,
        Some(round) => NextStep::Pair {
            round: round.number + 1,
        },
        None => NextStep::Pair { round: 1 },
    }
}

fn player(user: UserId) -> PlayerId {
    PlayerId(user.0)
}

fn user(player: PlayerId) -> UserId {
    UserId(player.0)
}

/// The entrants of round `round`: entered by then, not withdrawn before it.
fn field(t: &Tournament, round: u32) -> Vec<Field> {
    t.entrants
        .iter()
        .filter(|e| e.from_round <= round)
        .filter(|e| e.withdrawn.is_none_or(|(after, _)| after >= round))
        .map(|e| Field {
            id: player(e.user),
            rating: e.rating,
        })
        .collect()
}

/// Everyone who ever entered (the standings keep the withdrawn: their games count for
/// their opponents' tie-breaks).
fn everyone(t: &Tournament) -> Vec<Field> {
    t.entrants
        .iter()
        .map(|e| Field {
            id: player(e.user),
            rating: e.rating,
        })
        .collect()
}

/// The results so far, a round each, as the pairing and the standings read them: a
/// game without a result yet, or ended with none, is left out.
fn results(t: &Tournament) -> Vec<RoundResults> {
    t.rounds
        .iter()
        .map(|round| {
            round
                .pairings
                .iter()
                .filter_map(|p| {
                    let first = player(p.first);
                    match (p.second, p.result) {
                        (None, _) => Some(Played::Bye(first)),
                        (Some(second), Some(result)) => {
                            let outcome = match result {
                                PairingResult::FirstWins => Outcome::FirstWins,
                                PairingResult::SecondWins => Outcome::SecondWins,
                                PairingResult::Draw => Outcome::Draw,
                                PairingResult::NoResult => return None,
                            };
                            Some(Played::Game {
                                first,
                                second: player(second),
                                outcome,
                            })
                        }
                        (Some(_), None) => None,
                    }
                })
                .collect()
        })
        .collect()
}

/// The pairings of round `round` (games without their ids yet), best board first and
/// the bye last.
pub(crate) fn pair_round(
    t: &Tournament,
    round: u32,
) -> Result<Vec<TournamentPairing>, PairingError> {
    let pairings = match t.setup.format {
        TournamentFormat::Swiss { .. } => pair_swiss(&field(t, round), &results(t))?,
        TournamentFormat::RoundRobin { double } => {
            let ids: Vec<PlayerId> = t.entrants.iter().map(|e| player(e.user)).collect();
            if ids.len() < 2 {
                return Err(PairingError::TooFewPlayers);
            }
            let table = round_robin(&ids, double);
            let Some(this) = table.get(round.saturating_sub(1) as usize) else {
                return Ok(Vec::new());
            };
            // A withdrawn player's games are not played: their opponent gets the bye.
            let playing: Vec<PlayerId> = field(t, round).iter().map(|f| f.id).collect();
            this.iter()
                .flat_map(|pairing| match *pairing {
                    Pairing::Game { first, second } => {
                        match (playing.contains(&first), playing.contains(&second)) {
                            (true, true) => vec![*pairing],
                            (true, false) => vec![Pairing::Bye(first)],
                            (false, true) => vec![Pairing::Bye(second)],
                            (false, false) => Vec::new(),
                        }
                    }
                    Pairing::Bye(p) if playing.contains(&p) => vec![*pairing],
                    Pairing::Bye(_) => Vec::new(),
                })
                .collect()
        }
    };
    Ok(pairings
        .into_iter()
        .map(|pairing| match pairing {
            Pairing::Game { first, second } => TournamentPairing {
                first: user(first),
                second: Some(user(second)),
                game: None,
                result: None,
                forfeit: None,
            },
            Pairing::Bye(p) => TournamentPairing {
                first: user(p),
                second: None,
                game: None,
                result: None,
                forfeit: None,
            },
        })
        .collect())
}

/// Records how a game of the tournament ended: its pairing's result, the players'
/// forfeit streaks, and a withdrawal after [`FORFEITS_WITHDRAW`] forfeits in a row.
/// Returns the users withdrawn by it (to say so), or `None` when the game is not one
/// of this tournament's or already has its result (a second report changes nothing).
pub(crate) fn record_result(
    t: &mut Tournament,
    game: GameId,
    result: PairingResult,
    forfeit: Option<UserId>,
) -> Option<Vec<UserId>> {
    let (round, pairing) = t.rounds.iter_mut().find_map(|round| {
        let number = round.number;
        round
            .pairings
            .iter_mut()
            .find(|p| p.game == Some(game))
            .map(|p| (number, p))
    })?;
    if pairing.result.is_some() {
        return None;
    }
    pairing.result = Some(result);
    pairing.forfeit = forfeit;
    let players: Vec<UserId> = std::iter::once(pairing.first)
        .chain(pairing.second)
        .collect();
    let mut withdrawn = Vec::new();
    for entrant in t.entrants.iter_mut().filter(|e| players.contains(&e.user)) {
        if forfeit == Some(entrant.user) {
            entrant.forfeits_in_row += 1;
            if entrant.forfeits_in_row >= FORFEITS_WITHDRAW && entrant.withdrawn.is_none() {
                entrant.withdrawn = Some((round, WithdrawReason::Forfeits));
                withdrawn.push(entrant.user);
            }
        } else if result != PairingResult::NoResult {
            entrant.forfeits_in_row = 0;
        }
    }
    Some(withdrawn)
}

/// The standings as the results stand (everyone who entered).
pub(crate) fn table(t: &Tournament) -> Vec<Standing> {
    standings(&everyone(t), &results(t))
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use crate::model::{
        ChannelId, Entrant, GameKind, GuildId, TournamentId, TournamentRound, TournamentSetup,
    };

    fn tournament(players: u64, format: TournamentFormat) -> Tournament {
        Tournament {
            guild: GuildId(1),
            id: TournamentId(1),
            name: "Spring".into(),
            setup: TournamentSetup {
                game: GameKind::default(),
                layout: None,
                ruleset: None,
                format,
                move_timeout_hours: 72,
                max_players: 64,
                starts_ms: None,
            },
            channel: ChannelId(2),
            message: None,
            created_by: UserId(1),
            created_ms: 0,
            status: TournamentStatus::Running,
            entrants: (1..=players)
                .map(|n| Entrant {
                    user: UserId(n),
                    name: format!("p{n}"),
                    // Player 1 is the highest rated.
                    rating: 2000.0 - 10.0 * n as f64,
                    joined_ms: 0,
                    from_round: 1,
                    forfeits_in_row: 0,
                    withdrawn: None,
                })
                .collect(),
            rounds: Vec::new(),
            ended_ms: None,
            revision: 1,
        }
    }

    /// Pairs the next round and gives its games ids from `next_game`.
    fn pair(t: &mut Tournament, next_game: &mut u64) {
        let NextStep::Pair { round } = next_step(t) else {
            panic!("{:?}", next_step(t));
        };
        let mut pairings = pair_round(t, round).unwrap();
        for p in pairings.iter_mut().filter(|p| p.second.is_some()) {
            p.game = Some(GameId(*next_game));
            *next_game += 1;
        }
        t.rounds.push(TournamentRound {
            number: round,
            paired_ms: 0,
            pairings,
            message: None,
        });
    }

    /// Ends the last round's games still under way: the better rated player wins each.
    fn play_favourites(t: &mut Tournament) {
        let games: Vec<(GameId, UserId, UserId)> = t
            .rounds
            .last()
            .unwrap()
            .pairings
            .iter()
            .filter(|p| p.result.is_none())
            .filter_map(|p| Some((p.game?, p.first, p.second?)))
            .collect();
        for (game, first, second) in games {
            let result = if first.0 < second.0 {
                PairingResult::FirstWins
            } else {
                PairingResult::SecondWins
            };
            record_result(t, game, result, None).unwrap();
        }
    }

    #[test]
    fn a_nine_player_swiss_of_four_rounds_never_repeats_a_pair_and_gives_each_bye_once() {
        let mut t = tournament(9, TournamentFormat::Swiss { rounds: 4 });
        let mut next_game = 100;
        let mut pairs = HashSet::new();
        let mut byes = Vec::new();
        for _ in 0..4 {
            pair(&mut t, &mut next_game);
            let round = t.rounds.last().unwrap();
            assert_eq!(round.pairings.len(), 5);
            for p in &round.pairings {
                match p.second {
                    Some(second) => {
                        let key = (p.first.min(second), p.first.max(second));
                        assert!(pairs.insert(key), "{key:?} twice");
                    }
                    None => byes.push(p.first),
                }
            }
            assert_eq!(
                next_step(&t),
                NextStep::Games {
                    round: round.number
                }
            );
            play_favourites(&mut t);
        }
        assert_eq!(byes.len(), 4);
        assert_eq!(byes.iter().collect::<HashSet<_>>().len(), 4, "{byes:?}");
        assert_eq!(next_step(&t), NextStep::Finish);
        let standings = table(&t);
        // The favourite wins every game: four points, alone first.
        assert_eq!(standings[0].id, PlayerId(1));
        assert_eq!(standings[0].points.0, 8);
        assert!(standings[1].points.0 < 8);
    }

    #[test]
    fn a_round_robin_follows_its_table_and_a_withdrawn_players_opponent_gets_a_bye() {
        let mut t = tournament(4, TournamentFormat::RoundRobin { double: false });
        assert_eq!(round_count(&t), 3);
        let mut next_game = 1;
        pair(&mut t, &mut next_game);
        assert_eq!(t.rounds[0].pairings.len(), 2);
        // Player 4 forfeits two games in a row: withdrawn after round 2.
        let mine = |t: &Tournament, round: usize| {
            t.rounds[round]
                .pairings
                .iter()
                .find(|p| p.first == UserId(4) || p.second == Some(UserId(4)))
                .and_then(|p| p.game)
                .unwrap()
        };
        let lost = |t: &Tournament, game: GameId| {
            let p = t.pairing_of(game).unwrap().1;
            if p.first == UserId(4) {
                PairingResult::SecondWins
            } else {
                PairingResult::FirstWins
            }
        };
        let game = mine(&t, 0);
        let result = lost(&t, game);
        assert_eq!(
            record_result(&mut t, game, result, Some(UserId(4))),
            Some(Vec::new())
        );
        // A second report of the same game changes nothing.
        assert_eq!(record_result(&mut t, game, result, Some(UserId(4))), None);
        play_favourites(&mut t);
        pair(&mut t, &mut next_game);
        let game = mine(&t, 1);
        let result = lost(&t, game);
        assert_eq!(
            record_result(&mut t, game, result, Some(UserId(4))),
            Some(vec![UserId(4)])
        );
        play_favourites(&mut t);
        pair(&mut t, &mut next_game);
        let third = &t.rounds[2].pairings;
        assert!(third
            .iter()
            .all(|p| p.first != UserId(4) && p.second != Some(UserId(4))));
        assert_eq!(
            third.iter().filter(|p| p.second.is_none()).count(),
            1,
            "{third:?}"
        );
        // Their games still count for the others' standings.
        assert_eq!(table(&t).len(), 4);
    }

    #[test]
    fn nothing_is_paired_while_paused_or_before_the_start() {
        let mut t = tournament(4, TournamentFormat::Swiss { rounds: 3 });
        t.status = TournamentStatus::Open;
        assert_eq!(next_step(&t), NextStep::Start);
        t.status = TournamentStatus::Paused;
        assert_eq!(next_step(&t), NextStep::Nothing);
        t.status = TournamentStatus::Running;
        assert_eq!(next_step(&t), NextStep::Pair { round: 1 });
    }
}
