//! Tournaments (issue 30): a server's Swiss or round robin of either game, as one
//! record with a revision, as games are. The record holds everything the tournament
//! decides (its setup, who entered and who withdrew, each round's pairings and their
//! results); its games are ordinary games that name their tournament
//! ([`TournamentGame`]), and pairing a round is one write of the record together with
//! the creation of the round's games (see `Store::save_tournament_with_games`), so that
//! a crash pairs a round once or not at all.

use serde::{Deserialize, Serialize};

use super::ids::{ChannelId, GameId, GuildId, MessageId, UserId};
use super::kind::GameKind;

/// A tournament, numbered by the store (shown in base 36, as game ids).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TournamentId(pub u64);

impl std::fmt::Display for TournamentId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        GameId(self.0).fmt(f)
    }
}

/// How the rounds are paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TournamentFormat {
    /// Swiss: `rounds` rounds, each paired from the standings so far.
    Swiss { rounds: u32 },
    /// Everyone plays everyone (twice, colours swapped, when `double`): Berger tables.
    RoundRobin { double: bool },
}

/// Where a tournament is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TournamentStatus {
    /// Taking entries until it starts.
    Open,
    /// Rounds are paired as the previous ones end.
    Running,
    /// A manager paused it: no new round is paired; games under way go on.
    Paused,
    /// Its last round ended: it has standings and a winner.
    Finished,
    /// A manager cancelled it: no winner; its games under way ended with no result.
    Cancelled,
}

impl TournamentStatus {
    /// Whether it is over (finished or cancelled).
    pub fn is_over(self) -> bool {
        matches!(
            self,
            TournamentStatus::Finished | TournamentStatus::Cancelled
        )
    }
}

/// What its games are: the game, and for the pyramid game the board and rules (by
/// name, as the challenge options write them).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentSetup {
    pub game: GameKind,
    /// `duel` or `halves` for the pyramid game; none for Carnett's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub layout: Option<String>,
    /// `classic` or `leaping`; none: the server's default when the round is paired.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ruleset: Option<String>,
    pub format: TournamentFormat,
    /// The move timeout of its games.
    pub move_timeout_hours: u32,
    pub max_players: u32,
    /// When it starts by itself; none: when a manager presses Start.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub starts_ms: Option<i64>,
}

/// Why an entrant stopped playing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WithdrawReason {
    /// They left (`withdraw`, or Leave before the start).
    Left,
    /// A manager withdrew them (`kick`).
    Kicked,
    /// They forfeited two games in a row.
    Forfeits,
}

/// A player in a tournament.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Entrant {
    pub user: UserId,
    /// Their name when they joined (the standings' name).
    pub name: String,
    /// Their rating in the tournament's game when they joined (pairing and the last
    /// tie-break use it).
    pub rating: f64,
    pub joined_ms: i64,
    /// The first round they could be paired in: 1 from the start, later for a late
    /// entry into a Swiss (entering with zero points).
    pub from_round: u32,
    /// Games lost by forfeit in a row, up to now.
    #[serde(default)]
    pub forfeits_in_row: u32,
    /// When they stopped playing: after which round (0: before the first), and why.
    /// Their games still count for their opponents' tie-breaks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub withdrawn: Option<(u32, WithdrawReason)>,
}

/// How a tournament game ended, as the standings count it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PairingResult {
    FirstWins,
    SecondWins,
    Draw,
    /// Ended without a result (a manager's abort, a cancelled tournament): counts as
    /// no game for either.
    NoResult,
}

/// One pairing of a round: a game, or a bye (`second` none).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentPairing {
    /// Who moves first (White in Carnett's game).
    pub first: UserId,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub second: Option<UserId>,
    /// The game, created in the same write as the pairing (none for a bye).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<GameId>,
    /// Set when the game ends (a bye has none: it scores as a win).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<PairingResult>,
    /// The player who lost by forfeit (the move timeout), if one did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub forfeit: Option<UserId>,
}

impl TournamentPairing {
    /// Whether it still waits for its game's end.
    pub fn is_pending(&self) -> bool {
        self.second.is_some() && self.result.is_none()
    }
}

/// A round: its pairings, and the message that posted them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentRound {
    /// From 1.
    pub number: u32,
    pub paired_ms: i64,
    pub pairings: Vec<TournamentPairing>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<MessageId>,
}

impl TournamentRound {
    /// Whether every game of the round has ended.
    pub fn is_complete(&self) -> bool {
        self.pairings.iter().all(|p| !p.is_pending())
    }
}

/// A tournament of one server.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Tournament {
    pub guild: GuildId,
    pub id: TournamentId,
    pub name: String,
    pub setup: TournamentSetup,
    /// Where it was created: its message, its rounds' posts, and its games' threads.
    pub channel: ChannelId,
    /// The tournament message (Join / Leave, the players), edited in place.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<MessageId>,
    pub created_by: UserId,
    pub created_ms: i64,
    pub status: TournamentStatus,
    pub entrants: Vec<Entrant>,
    pub rounds: Vec<TournamentRound>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended_ms: Option<i64>,
    /// Bumped on every write; a write names the revision it read (0: never written).
    #[serde(default)]
    pub revision: u64,
}

impl Tournament {
    /// The entrant who is `user`, if they entered.
    pub fn entrant(&self, user: UserId) -> Option<&Entrant> {
        self.entrants.iter().find(|e| e.user == user)
    }

    /// The round under way (the last paired), if any.
    pub fn current_round(&self) -> Option<&TournamentRound> {
        self.rounds.last()
    }

    /// The pairing of a game of the tournament, with its round's number.
    pub fn pairing_of(&self, game: GameId) -> Option<(u32, &TournamentPairing)> {
        self.rounds.iter().find_map(|round| {
            round
                .pairings
                .iter()
                .find(|p| p.game == Some(game))
                .map(|p| (round.number, p))
        })
    }
}

/// What a game of a tournament carries: which tournament and round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentGame {
    pub tournament: TournamentId,
    pub round: u32,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairing(
        second: Option<u64>,
        game: Option<u64>,
        result: Option<PairingResult>,
    ) -> TournamentPairing {
        TournamentPairing {
            first: UserId(1),
            second: second.map(UserId),
            game: game.map(GameId),
            result,
            forfeit: None,
        }
    }

    #[test]
    fn a_round_is_complete_when_every_game_has_a_result_and_byes_need_none() {
        let mut round = TournamentRound {
            number: 1,
            paired_ms: 0,
            pairings: vec![pairing(Some(2), Some(10), None), pairing(None, None, None)],
            message: None,
        };
        assert!(!round.is_complete());
        round.pairings[0].result = Some(PairingResult::Draw);
        assert!(round.is_complete());
    }

    #[test]
    fn ids_read_as_game_ids_and_statuses_know_the_end() {
        assert_eq!(TournamentId(100).to_string(), "2s");
        assert!(TournamentStatus::Cancelled.is_over() && TournamentStatus::Finished.is_over());
        assert!(!TournamentStatus::Paused.is_over());
    }
}
