//! What became of a game's messages, kept beside the game and not in it: the ids of
//! the messages it keeps up to date where it is played, whether the reminder of a turn
//! arrived, a notice still to post again, and the languages its players last acted
//! in. The adapters report these while requests run (a board's id arrives after the
//! move that drew it); kept apart, recording one never touches the game's revision, so
//! it can never make a move fail or be retried, and a move is one revision-checked
//! write.
//!
//! Each thing that belongs to one turn carries the ply it was about: a move makes it
//! stale by itself, with no write of this record.

use serde::{Deserialize, Serialize};

use super::game::GameRecord;
use super::ids::MessageId;

/// A message the game keeps, and the ply at which it was posted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Posted {
    pub message: MessageId,
    pub ply: usize,
}

/// Something that happened during the turn at `ply`, at `at_ms`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AtPly {
    pub ply: usize,
    pub at_ms: i64,
}

/// What of a game's end did not reach Discord, to post again from `at_ms` on: the
/// final board's edit, the result line where the game was challenged, or both.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct EndRetry {
    pub at_ms: i64,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub board: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub result: bool,
}

/// A game's delivery record; the default is a game nothing was reported of yet.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameDelivery {
    /// The challenge message (in the game's `parent` channel once it has a thread):
    /// edited into the start line when the game begins.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub challenge: Option<MessageId>,
    /// The live board, edited after every move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<Posted>,
    /// The ping telling the player to move that they are to move; deleted when the
    /// next one is posted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ping: Option<Posted>,
    /// When the reminder of the turn at its ply was confirmed delivered. Nobody
    /// forfeits without one delivered a reminder window before (timeouts.rs).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reminded: Option<AtPly>,
    /// When to post the notice of the move that led to its ply again, because
    /// delivering it failed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub notice_retry: Option<AtPly>,
    /// By seat: the catalog language (`en`, `cs`, `ru`) of the player's Discord client
    /// when they last acted in the game, what the messages sent to them alone later (a
    /// reminder) are written in. `None`: the server's language.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub locales: Vec<Option<String>>,
    /// The end of the game, delivered like any move: what of it failed, posted again
    /// by the ticks until it arrives.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end_retry: Option<EndRetry>,
}

impl GameDelivery {
    pub fn is_empty(&self) -> bool {
        *self == GameDelivery::default()
    }

    /// When the reminder of `game`'s current turn was delivered, if it was.
    pub fn reminded_ms(&self, game: &GameRecord) -> Option<i64> {
        self.reminded
            .filter(|r| r.ply == game.ply())
            .map(|r| r.at_ms)
    }

    /// When the notice of `game`'s last move is to be posted again, if it is.
    pub fn notice_retry_ms(&self, game: &GameRecord) -> Option<i64> {
        if !game.is_open() {
            return None;
        }
        self.notice_retry
            .filter(|r| r.ply == game.ply())
            .map(|r| r.at_ms)
    }

    /// When what failed of `game`'s end is to be posted again, if anything did.
    pub fn end_retry_ms(&self, game: &GameRecord) -> Option<i64> {
        if game.is_open() {
            return None;
        }
        self.end_retry.map(|r| r.at_ms)
    }

    /// The language of the player in `seat`, if known.
    pub fn locale(&self, seat: usize) -> Option<&str> {
        self.locales.get(seat).and_then(|l| l.as_deref())
    }

    /// Records the language of the player in `seat`; whether it changed.
    pub fn set_locale(&mut self, seat: usize, code: &str) -> bool {
        if self.locale(seat) == Some(code) {
            return false;
        }
        if self.locales.len() <= seat {
            self.locales.resize(seat + 1, None);
        }
        self.locales[seat] = Some(code.to_owned());
        true
    }

    /// When something next falls due for `game`, this record counted: the game's own
    /// wake-up (a reminder, a deadline), a notice to post again, or an end to post
    /// again, the soonest. What a store's wake-up index holds for the game.
    pub fn wake_ms(&self, game: &GameRecord) -> Option<i64> {
        [
            game.wake_ms(),
            self.notice_retry_ms(game),
            self.end_retry_ms(game),
        ]
        .into_iter()
        .flatten()
        .min()
    }
}
