//! The byte keys of the sled trees, and reading ids back out of keys and index values.
//! Keys are big-endian so that sled's byte order is numeric order. Whatever is read
//! back is checked: a damaged key or index entry becomes a [`StoreError`] naming the
//! tree and the key (in hex, as whoever repairs the store needs them), never a panic on
//! a slice that is too short.

use std::fmt;

use crate::model::{ChannelId, GameId, GameRecord, GuildId, UserId};
use crate::store::StoreError;

/// The trees, by name (the names are on disk: never rename one).
pub(super) const GAMES: &str = "games";
pub(super) const CHANNELS: &str = "channels";
pub(super) const ARCHIVE: &str = "archive";
pub(super) const WAKES: &str = "wakes";
pub(super) const PLAYERS: &str = "players";
pub(super) const SETTINGS: &str = "settings";
/// guild+user -> nothing: members whose DMs are closed (opened when first written).
pub(super) const DMS_CLOSED: &str = "dms_closed";

/// Lengths of the composite keys.
pub(super) const WAKE_KEY_LEN: usize = 16;
pub(super) const ARCHIVE_KEY_LEN: usize = 24;
pub(super) const PLAYER_KEY_LEN: usize = 16;

pub(super) fn game_key(id: GameId) -> [u8; 8] {
    id.0.to_be_bytes()
}

pub(super) fn channel_key(guild: GuildId, channel: ChannelId) -> [u8; 16] {
    pair(guild.0, channel.0)
}

pub(super) fn player_key(guild: GuildId, user: UserId) -> [u8; PLAYER_KEY_LEN] {
    pair(guild.0, user.0)
}

fn pair(a: u64, b: u64) -> [u8; 16] {
    let mut key = [0; 16];
    key[..8].copy_from_slice(&a.to_be_bytes());
    key[8..].copy_from_slice(&b.to_be_bytes());
    key
}

/// Orders signed times correctly as unsigned big-endian bytes.
fn time_bytes(ms: i64) -> [u8; 8] {
    ((ms as u64) ^ (1 << 63)).to_be_bytes()
}

/// guild, end time, id: a server's archive in time order.
pub(super) fn archive_key(game: &GameRecord) -> [u8; ARCHIVE_KEY_LEN] {
    let ended = game.end.as_ref().map_or(game.updated_ms, |e| e.at_ms);
    let mut key = [0; ARCHIVE_KEY_LEN];
    key[..8].copy_from_slice(&game.guild.0.to_be_bytes());
    key[8..16].copy_from_slice(&time_bytes(ended));
    key[16..].copy_from_slice(&game.id.0.to_be_bytes());
    key
}

/// time, id: open games in the order they fall due.
pub(super) fn wake_key(at_ms: i64, id: GameId) -> [u8; WAKE_KEY_LEN] {
    let mut key = [0; WAKE_KEY_LEN];
    key[..8].copy_from_slice(&time_bytes(at_ms));
    key[8..].copy_from_slice(&id.0.to_be_bytes());
    key
}

/// Bytes as hex (`0x00ff`), or `(empty)`.
pub(super) struct Hex<'a>(pub &'a [u8]);

impl fmt::Display for Hex<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return f.write_str("(empty)");
        }
        f.write_str("0x")?;
        self.0.iter().try_for_each(|b| write!(f, "{b:02x}"))
    }
}

/// Where an entry is stored: its tree and key, to name it when it is damaged.
#[derive(Clone, Copy)]
pub(super) struct Entry<'a> {
    pub tree: &'static str,
    pub key: &'a [u8],
}

impl Entry<'_> {
    pub(super) fn damaged(self, problem: impl fmt::Display) -> StoreError {
        StoreError::bad_index(format!(
            "{problem} (tree `{}`, key {})",
            self.tree,
            Hex(self.key)
        ))
    }

    /// The game id an index entry holds as its value (the `channels` tree).
    pub(super) fn game_in_value(self, value: &[u8]) -> Result<GameId, StoreError> {
        <[u8; 8]>::try_from(value)
            .map(|id| GameId(u64::from_be_bytes(id)))
            .map_err(|_| {
                self.damaged(format_args!(
                    "the entry's value {} is not a game id",
                    Hex(value)
                ))
            })
    }

    /// The number in the last eight bytes of a key that must be `len` bytes long (the
    /// game of a `wakes` or `archive` key, the user of a `players` key).
    pub(super) fn last_number(self, len: usize) -> Result<u64, StoreError> {
        match self.key.split_last_chunk::<8>() {
            Some((_, last)) if self.key.len() == len => Ok(u64::from_be_bytes(*last)),
            _ => Err(self.damaged(format_args!(
                "a key of this tree is {len} bytes long, this one {}",
                self.key.len()
            ))),
        }
    }

    /// The error for an index entry that names a game the store does not have.
    pub(super) fn missing_game(self, id: GameId) -> StoreError {
        self.damaged(format_args!("the entry names game {id}, which is missing"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_keys_sort_like_the_times() {
        let times = [i64::MIN, -5, -1, 0, 1, 7, i64::MAX];
        for pair in times.windows(2) {
            assert!(wake_key(pair[0], GameId(9)) < wake_key(pair[1], GameId(1)));
        }
    }

    #[test]
    fn ids_come_back_out_of_keys_of_the_right_length_only() {
        let key = wake_key(42, GameId(77));
        let at = Entry {
            tree: WAKES,
            key: &key,
        };
        assert_eq!(at.last_number(WAKE_KEY_LEN).unwrap(), 77);
        let short = Entry {
            tree: WAKES,
            key: &[0, 1, 2],
        };
        let err = short.last_number(WAKE_KEY_LEN).unwrap_err().to_string();
        assert!(err.contains("`wakes`") && err.contains("0x000102"), "{err}");
        assert!(err.contains("16 bytes long, this one 3"), "{err}");
        let empty = Entry {
            tree: CHANNELS,
            key: &[],
        };
        let err = empty.game_in_value(&[9]).unwrap_err().to_string();
        assert!(err.contains("(empty)") && err.contains("0x09"), "{err}");
    }
}
