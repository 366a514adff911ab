//! What can go wrong in a store. The first three are answers the service acts on (a
//! lost race, a busy channel, a missing game); the others are failures, and keep what
//! caused them (the decoding error, sled's or the file system's error) as their
//! [`source`](Error::source), so that a log line can show the whole chain.

use std::error::Error;
use std::fmt;

use crate::model::{GameId, GuildId, RecordError, UserId};

/// The underlying error of a failed storage operation (sled's, in the sled store).
pub(crate) type Cause = Box<dyn Error + Send + Sync>;

#[derive(Debug)]
pub enum StoreError {
    /// The game changed since it was read (another request won): nothing was written.
    Stale { game: GameId, stored: u64 },
    /// The server's settings changed since they were read: nothing was written.
    SettingsChanged { guild: GuildId, stored: u64 },
    /// A member's own settings changed since they were read (see
    /// [`Store::save_member`](super::Store::save_member)).
    MemberChanged {
        guild: GuildId,
        user: UserId,
        stored: u64,
    },
    /// A record written under a revision check that names it (a puzzle record: see
    /// [`Store::save_puzzle_player`](super::Store::save_puzzle_player); a server's
    /// seasons) changed since it was read: nothing was written. `what` names it ("the
    /// puzzle figures of member 2 of server 1", "the seasons of server 1").
    RecordChanged { what: String, stored: u64 },
    /// A tournament changed since it was read (see
    /// [`Store::save_tournament`](super::Store::save_tournament)): nothing was written.
    TournamentChanged {
        guild: GuildId,
        id: crate::model::TournamentId,
        stored: u64,
    },
    /// The channel already has an open game.
    ChannelBusy(GameId),
    /// No such game.
    NotFound(GameId),
    /// A save that does not raise the revision by exactly one: a bug in the caller.
    BadRevision {
        game: GameId,
        revision: u64,
        based_on: u64,
    },
    /// A stored record cannot be read. `what` names it in domain words ("game 2s",
    /// "player 11 of server 7"), or, for a damaged key or index entry, says what is
    /// wrong and names the tree and the key (in hex); `source` is the decoding error,
    /// when there is one.
    Corrupt {
        what: String,
        source: Option<RecordError>,
    },
    /// The storage itself failed (disk, permissions, ...). `action` says what could not
    /// be done and where; `source` is the storage's own error.
    Io { action: String, source: Cause },
    /// A write failed in the storage itself (a full disk, ...): nothing was written.
    /// Reads may still work, so the bot goes on serving them.
    Unwritable { action: String, source: Cause },
    /// The storage did not answer (a database server down, restarting or hung, or the
    /// network to it): nothing was read or written. It may answer again soon.
    Unreachable { action: String, source: Cause },
    /// The storage stopped answering while a write was being committed, and did not
    /// answer again in time to tell whether it was: the write may or may not be
    /// stored. Reading again later tells.
    InDoubt { action: String, source: Cause },
    /// The store was written by a newer version of the program (its schema `found` is
    /// past the `known` one): it is left untouched rather than misread.
    Newer {
        place: String,
        found: u64,
        known: u64,
    },
}

impl StoreError {
    pub(crate) fn corrupt(what: impl Into<String>, source: RecordError) -> StoreError {
        StoreError::Corrupt {
            what: what.into(),
            source: Some(source),
        }
    }

    /// A damaged index: nothing to decode, just an entry that makes no sense.
    pub(crate) fn bad_index(what: impl Into<String>) -> StoreError {
        StoreError::Corrupt {
            what: what.into(),
            source: None,
        }
    }

    pub(crate) fn unwritable(action: impl Into<String>, source: impl Into<Cause>) -> StoreError {
        StoreError::Unwritable {
            action: action.into(),
            source: source.into(),
        }
    }

    pub(crate) fn unreachable(action: impl Into<String>, source: impl Into<Cause>) -> StoreError {
        StoreError::Unreachable {
            action: action.into(),
            source: source.into(),
        }
    }

    pub(crate) fn io(action: impl Into<String>, source: impl Into<Cause>) -> StoreError {
        StoreError::Io {
            action: action.into(),
            source: source.into(),
        }
    }
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Stale { game, stored } => write!(
                f,
                "game {game} changed meanwhile (it is now at revision {stored}); nothing was written"
            ),
            StoreError::SettingsChanged { guild, stored } => write!(
                f,
                "the settings of server {} changed meanwhile (they are now at revision {stored}); nothing was written",
                guild.0
            ),
            StoreError::MemberChanged { guild, user, stored } => write!(
                f,
                "the settings of member {} of server {} changed meanwhile (they are now at revision {stored}); nothing was written",
                user.0, guild.0
            ),
            StoreError::RecordChanged { what, stored } => write!(
                f,
                "{what} changed meanwhile (now at revision {stored}); nothing was written"
            ),
            StoreError::TournamentChanged { guild, id, stored } => write!(
                f,
                "tournament {id} of server {} changed meanwhile (it is now at revision {stored}); nothing was written",
                guild.0
            ),
            StoreError::ChannelBusy(id) => write!(f, "the channel already has game {id}"),
            StoreError::NotFound(id) => write!(f, "there is no game {id}"),
            StoreError::BadRevision {
                game,
                revision,
                based_on,
            } => write!(
                f,
                "game {game}: a save must raise the revision by one ({revision} after {based_on})"
            ),
            StoreError::Corrupt { what, .. } => write!(f, "a stored record is damaged: {what}"),
            StoreError::Io { action, .. }
            | StoreError::Unwritable { action, .. }
            | StoreError::Unreachable { action, .. } => f.write_str(action),
            StoreError::InDoubt { action, .. } => {
                write!(f, "{action}; whether it was stored is not known")
            }
            StoreError::Newer {
                place,
                found,
                known,
            } => write!(
                f,
                "the game store at {place} was written by a newer version of martian-chess \
                 (store version {found}; this program knows up to {known}), and was left \
                 untouched: run the newer version, or choose another store"
            ),
        }
    }
}

impl Error for StoreError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        match self {
            StoreError::Corrupt {
                source: Some(source),
                ..
            } => Some(source),
            StoreError::Io { source, .. }
            | StoreError::Unwritable { source, .. }
            | StoreError::Unreachable { source, .. }
            | StoreError::InDoubt { source, .. } => Some(source.as_ref()),
            _ => None,
        }
    }
}
