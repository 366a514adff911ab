//! How a game ended and who won.

use std::fmt;

use super::piece::{Player, PlayerSet};
use super::position::Position;

/// Why the game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum EndReason {
    /// A zone became empty (in practice the mover's own); `by` made the ending move.
    ZoneEmptied { zone: Player, by: Player },
    /// The called (or automatic) clock counted down to zero.
    ClockRanOut,
    /// The player to move had no legal move.
    NoLegalMove { player: Player },
}

/// Who won: one player, or one team; or a draw among the tied leaders.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GameResult {
    /// The winners: one player, or both partners of a team.
    Win(PlayerSet),
    /// The tied leaders share a draw.
    Draw(PlayerSet),
}

/// The end of a game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Outcome {
    pub reason: EndReason,
    pub result: GameResult,
    /// The leaders were tied on points and the player who ended the game was among
    /// them, so that player (or team) wins.
    pub won_on_tie_break: bool,
}

impl Outcome {
    /// The winners, if the game was not drawn.
    pub fn winners(&self) -> Option<PlayerSet> {
        match self.result {
            GameResult::Win(players) => Some(players),
            GameResult::Draw(_) => None,
        }
    }
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            EndReason::ZoneEmptied { zone, by } if zone == by => {
                write!(f, "{by} moved the last piece out of their zone")
            }
            EndReason::ZoneEmptied { zone, by } => {
                write!(f, "{zone}'s zone was emptied by {by}'s move")
            }
            EndReason::ClockRanOut => f.write_str("the clock ran out"),
            EndReason::NoLegalMove { player } => write!(f, "{player} had no legal move"),
        }
    }
}

impl fmt::Display for Outcome {
    /// "player 1 wins: player 1 moved the last piece out of their zone".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.result {
            GameResult::Win(players) if players.len() == 1 => write!(f, "{players} wins")?,
            GameResult::Win(players) => write!(f, "{players} win")?,
            GameResult::Draw(players) => write!(f, "{players} draw")?,
        }
        write!(f, ": {}", self.reason)?;
        if self.won_on_tie_break {
            f.write_str(" (tied on points, and whoever ends the game wins a tie)")?;
        }
        Ok(())
    }
}

impl Position {
    /// How the game ended, or `None` while it goes on.
    ///
    /// The game ends the instant a zone is empty, when the clock runs out, or when
    /// the player to move has no legal move. The highest score wins; a tie at an empty
    /// zone goes to the player who ended the game if they are among the tied leaders,
    /// and is otherwise a draw among the leaders.
    pub fn outcome(&self) -> Option<Outcome> {
        let reason = if let Some(zone) = self.empty_zone() {
            EndReason::ZoneEmptied {
                zone,
                by: self.layout().previous(self.to_move()),
            }
        } else if self.clock() == Some(0) {
            EndReason::ClockRanOut
        } else if self.count_legal_moves() == 0 {
            EndReason::NoLegalMove {
                player: self.to_move(),
            }
        } else {
            return None;
        };
        let sides = self.sides();
        let best = sides.iter().map(|s| self.side_score(*s)).max().unwrap_or(0);
        let leaders: Vec<PlayerSet> = sides
            .into_iter()
            .filter(|s| self.side_score(*s) == best)
            .collect();
        let all_leaders = leaders.iter().fold(PlayerSet::EMPTY, |a, s| a.union(*s));
        let (result, won_on_tie_break) = match (leaders.as_slice(), reason) {
            ([single], _) => (GameResult::Win(*single), false),
            (_, EndReason::ZoneEmptied { by, .. }) => {
                match leaders.iter().find(|side| side.contains(by)) {
                    Some(side) => (GameResult::Win(*side), true),
                    None => (GameResult::Draw(all_leaders), false),
                }
            }
            _ => (GameResult::Draw(all_leaders), false),
        };
        Some(Outcome {
            reason,
            result,
            won_on_tie_break,
        })
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.ended_by_zone_or_clock() || self.count_legal_moves() == 0
    }
}
