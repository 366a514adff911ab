//! Puzzles (issue 31): a solver's puzzle rating and the puzzle under way, a puzzle's own
//! rating from its solvers' results, the puzzles found in a server's games, and a
//! server's daily puzzles. Each record keeps a revision, as games do: a write names the
//! revision it read, so that two clicks never both apply.

use serde::{Deserialize, Serialize};

pub use martian_puzzles::{Puzzle, Theme};

use super::ids::{ChannelId, GameId, GuildId, UserId};
use super::player::{START_DEVIATION, START_RATING, START_VOLATILITY};

/// How many puzzle ids a solver's record remembers as seen, so that `solve` does not
/// give the same puzzle again soon (the oldest are forgotten first).
pub const SEEN_KEPT: usize = 1000;

/// How many days of daily puzzles a server's record keeps: a year and a day, so that no
/// puzzle comes back within a year.
pub const DAILY_KEPT: usize = 366;

/// How many game ids a server's record keeps as looked into for puzzles.
pub const SCANNED_KEPT: usize = 2000;

/// A Glicko-2 rating: its value, deviation and volatility.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Glicko {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Glicko {
    /// A new solver's (or a new puzzle's, with its initial difficulty as `rating`).
    pub fn new(rating: f64) -> Glicko {
        Glicko {
            rating,
            deviation: START_DEVIATION,
            volatility: START_VOLATILITY,
        }
    }
}

impl Default for Glicko {
    fn default() -> Glicko {
        Glicko::new(START_RATING)
    }
}

/// A puzzle being solved by one member.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleAttempt {
    /// The puzzle's id ([`martian_puzzles::puzzle_id`]).
    pub puzzle: String,
    /// How many moves of the solution have been played (the solver's and the replies).
    pub played: usize,
    pub started_ms: i64,
    /// For the server's daily puzzle: its day (`2026-12-04`, in the server's time zone).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub daily: Option<String>,
}

/// A member's puzzle rating and figures in one server (separate from game ratings).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PuzzlePlayer {
    pub guild: GuildId,
    pub user: UserId,
    pub rating: Glicko,
    pub solved: u32,
    pub failed: u32,
    /// Puzzles solved in a row, up to now.
    pub streak: u32,
    pub best_streak: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub current: Option<PuzzleAttempt>,
    /// Ids of the puzzles given to them, oldest first, at most [`SEEN_KEPT`].
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seen: Vec<String>,
    /// Bumped on every write (0: never written).
    #[serde(default)]
    pub revision: u64,
}

impl PuzzlePlayer {
    pub fn new(guild: GuildId, user: UserId) -> PuzzlePlayer {
        PuzzlePlayer {
            guild,
            user,
            rating: Glicko::default(),
            solved: 0,
            failed: 0,
            streak: 0,
            best_streak: 0,
            current: None,
            seen: Vec::new(),
            revision: 0,
        }
    }

    /// Remembers a puzzle as given, forgetting the oldest beyond [`SEEN_KEPT`].
    pub fn saw(&mut self, id: &str) {
        self.seen.retain(|seen| seen != id);
        self.seen.push(id.to_owned());
        if self.seen.len() > SEEN_KEPT {
            let extra = self.seen.len() - SEEN_KEPT;
            self.seen.drain(..extra);
        }
    }
}

/// A puzzle's own rating from its solvers' results, across every server (a shipped
/// puzzle is the same puzzle everywhere).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PuzzleStats {
    pub id: String,
    pub rating: Glicko,
    pub attempts: u32,
    pub solves: u32,
    /// Bumped on every write (0: never written).
    #[serde(default)]
    pub revision: u64,
}

impl PuzzleStats {
    /// A puzzle nobody has tried yet: its initial difficulty.
    pub fn new(puzzle: &Puzzle) -> PuzzleStats {
        PuzzleStats {
            id: puzzle.id.clone(),
            rating: Glicko::new(puzzle.rating),
            attempts: 0,
            solves: 0,
            revision: 0,
        }
    }
}

/// A puzzle found in one of a server's finished games: shown only to members who can
/// view the channel the game was played in.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ServerPuzzle {
    pub guild: GuildId,
    pub channel: ChannelId,
    pub game: GameId,
    pub added_ms: i64,
    pub puzzle: Puzzle,
}

/// One day's puzzle in a server.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DailyPuzzle {
    /// The day in the server's time zone, `2026-12-04`.
    pub day: String,
    pub puzzle: String,
    pub channel: ChannelId,
    pub posted_ms: i64,
    /// Who solved it, in the order they did, with when.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub solvers: Vec<(UserId, i64)>,
    /// Whether the next day's post gave its solution.
    #[serde(default)]
    pub solution_posted: bool,
}

/// A server's puzzle state: its daily puzzles (the last [`DAILY_KEPT`] days) and the
/// games already looked into for puzzles.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GuildPuzzles {
    pub guild: GuildId,
    /// Oldest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub daily: Vec<DailyPuzzle>,
    /// Finished games looked into for a puzzle (found or not), oldest first, at most
    /// [`SCANNED_KEPT`].
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub scanned: Vec<GameId>,
    /// Bumped on every write (0: never written).
    #[serde(default)]
    pub revision: u64,
}

impl GuildPuzzles {
    pub fn new(guild: GuildId) -> GuildPuzzles {
        GuildPuzzles {
            guild,
            daily: Vec::new(),
            scanned: Vec::new(),
            revision: 0,
        }
    }

    /// The puzzle of a day, if one was posted.
    pub fn day(&self, day: &str) -> Option<&DailyPuzzle> {
        self.daily.iter().rev().find(|d| d.day == day)
    }

    /// Adds a day's puzzle, forgetting days beyond [`DAILY_KEPT`].
    pub fn post(&mut self, daily: DailyPuzzle) {
        self.daily.push(daily);
        if self.daily.len() > DAILY_KEPT {
            let extra = self.daily.len() - DAILY_KEPT;
            self.daily.drain(..extra);
        }
    }

    /// Remembers a game as looked into, forgetting the oldest beyond [`SCANNED_KEPT`].
    pub fn scanned(&mut self, game: GameId) {
        if !self.scanned.contains(&game) {
            self.scanned.push(game);
        }
        if self.scanned.len() > SCANNED_KEPT {
            let extra = self.scanned.len() - SCANNED_KEPT;
            self.scanned.drain(..extra);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seen_puzzles_are_bounded_and_move_to_the_end() {
        let mut player = PuzzlePlayer::new(GuildId(1), UserId(2));
        for n in 0..SEEN_KEPT + 5 {
            player.saw(&n.to_string());
        }
        assert_eq!(player.seen.len(), SEEN_KEPT);
        assert_eq!(player.seen[0], "5");
        player.saw("5");
        assert_eq!(player.seen.last().map(String::as_str), Some("5"));
        assert_eq!(player.seen.len(), SEEN_KEPT);
    }

    #[test]
    fn daily_days_are_kept_a_year_and_found_by_day() {
        let mut guild = GuildPuzzles::new(GuildId(1));
        for n in 0..DAILY_KEPT + 3 {
            guild.post(DailyPuzzle {
                day: format!("day {n}"),
                puzzle: format!("p{n}"),
                channel: ChannelId(5),
                posted_ms: n as i64,
                solvers: Vec::new(),
                solution_posted: false,
            });
        }
        assert_eq!(guild.daily.len(), DAILY_KEPT);
        assert_eq!(guild.day("day 2"), None);
        assert!(guild.day("day 3").is_some());
        assert_eq!(guild.day("day 10").map(|d| d.puzzle.as_str()), Some("p10"));
    }
}
