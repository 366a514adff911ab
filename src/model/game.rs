//! A game as stored: who plays, under which rules, every move, and how it ended.

use serde::{Deserialize, Serialize};

use super::ids::{ChannelId, GameId, GuildId, UserId};
use super::kind::GameKind;
use super::level::ComputerLevel;
use super::names;
use crate::engine::{Game, Layout, Move, Position, Rules};

/// A seat at the board, in turn order: seat 0 is player 1.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    pub user: UserId,
    /// Display name when the game began (shown on boards and in history).
    pub name: String,
    /// Whether this player has accepted the challenge (the challenger has).
    pub accepted: bool,
    /// Set when the computer plays this seat.
    #[serde(default)]
    pub computer: Option<ComputerSeat>,
}

impl Seat {
    /// The user of a seat nobody has taken yet (an open challenge's): not a player.
    pub const NOBODY: UserId = UserId(0);
}

/// The computer's settings for its seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ComputerSeat {
    pub level: ComputerLevel,
    /// Seeds its choices so a game can be reproduced.
    pub seed: u64,
}

/// Where a game is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameStatus {
    /// Waiting for the invited players to accept.
    Invited,
    Active,
    /// Ended with a result (see [`GameRecord::end`]).
    Finished,
    /// Ended without a result: aborted or declined.
    Cancelled,
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum EndKind {
    /// By the rules: an empty zone, the clock, or no legal move.
    Rules,
    Resigned {
        seat: usize,
    },
    /// The seat ran out of time.
    Forfeit {
        seat: usize,
    },
    Aborted {
        by: UserId,
    },
    Declined {
        by: UserId,
    },
    /// Nobody accepted the challenge in time (the server's `invite_timeout_hours`).
    Expired,
    /// Drawn by agreement: one seat offered a draw and the others accepted it.
    Agreed,
}

/// The end of a game, as data: the sentences players read are made from it in their
/// language when shown (`service::view::end_summary`). Records of schema 1 also kept
/// an English sentence, dropped when they are read (`versioned.rs`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameEnd {
    pub kind: EndKind,
    /// Winning seats: one, or a team; empty for a draw or a game with no result.
    pub winners: Vec<usize>,
    /// Seats sharing a draw; empty otherwise.
    pub drawn: Vec<usize>,
    pub scores: Vec<u16>,
    pub at_ms: i64,
    /// Who ended it, when they held no seat (a manager aborting): their name then.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by_name: Option<String>,
    /// How many hours an expired challenge waited.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub waited_hours: Option<u32>,
}

/// A game, from invitation to archive.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    pub id: GameId,
    pub guild: GuildId,
    pub channel: ChannelId,
    /// Which game this is, with what belongs to that game alone (a pyramid layout and
    /// rules, or Carnett's seed).
    pub setup: GameSetup,
    pub seats: Vec<Seat>,
    pub challenger: UserId,
    pub status: GameStatus,
    /// Canonical moves (`c3b4`, `c3b4*` when calling the clock), in order; in
    /// Carnett's game, every action and battle card (`e2e4`, `play 7H`, `end`).
    pub moves: Vec<String>,
    /// Bumped on every write; a write must name the revision it was based on.
    pub revision: u64,
    pub created_ms: i64,
    pub updated_ms: i64,
    /// While active: when the player to move runs out of time, if timeouts apply.
    /// While invited: when the invitation expires.
    #[serde(default)]
    pub deadline_ms: Option<i64>,
    /// When to remind the player to move; `None` once reminded (or with no deadline).
    /// Whether the reminder arrived is the game's delivery record's
    /// ([`GameDelivery`](super::GameDelivery)), kept beside it.
    #[serde(default)]
    pub reminder_ms: Option<i64>,
    #[serde(default)]
    pub end: Option<GameEnd>,
    /// The channel the game's thread was opened in; `None` while the game is played
    /// in the channel it was challenged in. Part of the game, not of its delivery
    /// record: moving into the thread changes `channel`, the game's place in its
    /// server (one open game a channel), so it is checked and written with the game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parent: Option<ChannelId>,
    /// For a game of a tournament: which, and which round. Such a game takes no
    /// channel until it is moved into a thread of its own (a round's games are created
    /// together, in the tournament's channel).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tournament: Option<super::tournament::TournamentGame>,
    /// Seats that offered or accepted a draw standing now (the offering seat first);
    /// empty when none stands. Any action in the game (a move, a card) clears it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub draw_offer: Vec<usize>,
    /// The end of the last outage whose time this game's clocks got back (see
    /// [`Outage`](super::Outage)): an outage is given back once, however often the
    /// game is read before it is saved.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outages_through_ms: Option<i64>,
    /// Whose move clock runs now (the seat the deadline is for), since when, and the
    /// time it got back this turn for that player's vacations; `None` while no clock
    /// runs (and in records written before vacations existed).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn_clock: Option<TurnClock>,
}

/// The move clock of the turn under way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnClock {
    pub seat: usize,
    /// The ply it is the clock of: a clock of an earlier ply is over.
    pub ply: usize,
    pub started_ms: i64,
    /// How much later the deadline is for the player's vacations (given once, and
    /// taken back when a vacation ends early).
    #[serde(default)]
    pub vacation_ms: i64,
}

/// Which game a record is, and what it is played from: the part of a stored game that
/// belongs to one game. Stored as `{"game": "martian", "layout": "duel", "rules":
/// "classic"}` or `{"game": "carnett", "seed": "…"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "game", rename_all = "lowercase")]
pub enum GameSetup {
    /// The Looney Pyramids game: its board and its rules.
    Martian {
        /// The board; stored by name (`duel`, `quad`).
        #[serde(with = "names::layout")]
        layout: &'static Layout,
        /// Stored as the MCFEN ruleset field, e.g. `classic+clock_off`.
        #[serde(with = "names::rules")]
        rules: Rules,
    },
    /// Carnett's chess with a die and cards.
    Carnett(CarnettSetup),
}

impl GameSetup {
    /// The plainest game of `kind`: a duel under the default rules, or a Carnett
    /// game not yet dealt (its seed is drawn when the game is created).
    pub fn standard(kind: GameKind) -> GameSetup {
        match kind {
            GameKind::Martian => GameSetup::Martian {
                layout: Layout::duel(),
                rules: Rules::default(),
            },
            GameKind::Carnett => GameSetup::Carnett(CarnettSetup::default()),
        }
    }

    /// Which game this is.
    pub fn kind(&self) -> GameKind {
        match self {
            GameSetup::Martian { .. } => GameKind::Martian,
            GameSetup::Carnett(_) => GameKind::Carnett,
        }
    }
}

/// What a game of Carnett's chess is played from: the seed every deal, draw,
/// reshuffle and roll follows from (CARNETT.md section 6). Secret while the game
/// runs: only its SHA-256 is shown then; revealed when the game has ended. Its
/// `Debug` never shows it, so that no log line can. The default, with no seed, is a
/// game still to be dealt.
#[derive(Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CarnettSetup {
    /// The 32-byte seed as 64 hex digits.
    pub seed: String,
}

impl std::fmt::Debug for CarnettSetup {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CarnettSetup")
            .field("seed", &"<secret>")
            .finish()
    }
}

/// A stored game that no longer replays: the record is damaged. Keeps the engine's
/// error as its [`source`](std::error::Error::source).
#[derive(Debug)]
pub struct CorruptGame {
    pub game: GameId,
    /// What does not replay: "the start position" or "move 3 (c3b4)".
    pub at: String,
    cause: Box<dyn std::error::Error + Send + Sync>,
}

impl CorruptGame {
    pub(crate) fn new(
        game: GameId,
        at: String,
        cause: impl std::error::Error + Send + Sync + 'static,
    ) -> CorruptGame {
        CorruptGame {
            game,
            at,
            cause: Box::new(cause),
        }
    }
}

impl std::fmt::Display for CorruptGame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "game {} does not replay at {}", self.game, self.at)
    }
}

/// A record of another game where a Looney Pyramids one was expected.
#[derive(Debug)]
struct NotThisGame(String);

impl std::fmt::Display for NotThisGame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for NotThisGame {}

impl std::error::Error for CorruptGame {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(self.cause.as_ref())
    }
}

impl GameRecord {
    /// Which game this is.
    pub fn kind(&self) -> GameKind {
        self.setup.kind()
    }

    /// The board of a Looney Pyramids game; `None` for another game.
    pub fn layout(&self) -> Option<&'static Layout> {
        match self.setup {
            GameSetup::Martian { layout, .. } => Some(layout),
            GameSetup::Carnett(_) => None,
        }
    }

    /// The rules of a Looney Pyramids game; `None` for another game.
    pub fn rules(&self) -> Option<Rules> {
        match self.setup {
            GameSetup::Martian { rules, .. } => Some(rules),
            GameSetup::Carnett(_) => None,
        }
    }

    /// The start position of a Looney Pyramids game's layout and rules; an error for
    /// another game's record.
    pub fn start_position(&self) -> Result<Position, CorruptGame> {
        let (layout, rules) = match self.setup {
            GameSetup::Martian { layout, rules } => (layout, rules),
            GameSetup::Carnett(_) => {
                let cause = format!("game {} is not of the Looney Pyramids", self.id);
                return Err(CorruptGame::new(
                    self.id,
                    "its setup".into(),
                    NotThisGame(cause),
                ));
            }
        };
        Position::start(layout, rules)
            .map_err(|e| CorruptGame::new(self.id, "the start position".into(), e))
    }

    /// A Looney Pyramids game replayed from its moves; an error for another game's
    /// record (each game replays its own: see the service's `games/`).
    pub fn replay(&self) -> Result<Game, CorruptGame> {
        let mut game = Game::new(self.start_position()?);
        for (ply, text) in self.moves.iter().enumerate() {
            let at = || format!("move {} ({text})", ply + 1);
            let m: Move = text
                .parse()
                .map_err(|e| CorruptGame::new(self.id, at(), e))?;
            game.play(m)
                .map_err(|e| CorruptGame::new(self.id, at(), e))?;
        }
        Ok(game)
    }

    /// Plies played.
    pub fn ply(&self) -> usize {
        self.moves.len()
    }

    /// The seat of a user, if they play in this game.
    pub fn seat_of(&self, user: UserId) -> Option<usize> {
        self.seats.iter().position(|s| s.user == user)
    }

    /// When something next falls due for this game by its own clock: a reminder or a
    /// deadline (or the invitation's expiry), the sooner. A notice to post again is its
    /// delivery record's ([`GameDelivery::wake_ms`](super::GameDelivery::wake_ms)).
    pub fn wake_ms(&self) -> Option<i64> {
        if !self.is_open() {
            return None;
        }
        [self.reminder_ms, self.deadline_ms]
            .into_iter()
            .flatten()
            .min()
    }

    /// When the game ended: its end's time, or for a game that ended without one (an
    /// old record), its last write.
    pub fn ended_ms(&self) -> i64 {
        self.end.as_ref().map_or(self.updated_ms, |e| e.at_ms)
    }

    /// The people seated, each once, in id order.
    pub fn players(&self) -> Vec<UserId> {
        let mut users: Vec<UserId> = self
            .seats
            .iter()
            .map(|s| s.user)
            .filter(|u| *u != Seat::NOBODY)
            .collect();
        users.sort();
        users.dedup();
        users
    }

    /// Whether the game still needs its players (invited or being played).
    pub fn is_open(&self) -> bool {
        matches!(self.status, GameStatus::Invited | GameStatus::Active)
    }
}
