//! Records on disk carry a schema version, so that a record written by an earlier
//! version of the bot still loads after an upgrade: each old shape is kept here with a
//! conversion to the current one. Fields added later carry `#[serde(default)]`, which
//! keeps older records of the same version readable without a conversion.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::game::GameRecord;
use super::player::{GuildSettings, PlayerRecord};

/// The schema version new records are written with.
///
/// 2: a game's end is data only (schema 1 also stored it as an English sentence,
/// `end.summary`, which is dropped when such a record is read).
pub const GAME_SCHEMA: u32 = 2;

/// A record that cannot be read.
#[derive(Debug)]
pub enum RecordError {
    /// Not JSON, or not the shape its version promises (an unknown level, layout or
    /// ruleset included); serde's error, with its position, is the source.
    Malformed(serde_json::Error),
    /// Written by a newer version of the bot than this one.
    TooNew(u32),
    /// A schema version older than any this program knows.
    UnknownSchema(u32),
}

impl std::fmt::Display for RecordError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RecordError::Malformed(_) => f.write_str("malformed record"),
            RecordError::TooNew(v) => write!(
                f,
                "record has schema version {v}, newer than this program's {GAME_SCHEMA}: upgrade the bot"
            ),
            RecordError::UnknownSchema(v) => write!(f, "unknown schema version {v}"),
        }
    }
}

impl std::error::Error for RecordError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            RecordError::Malformed(e) => Some(e),
            RecordError::TooNew(_) | RecordError::UnknownSchema(_) => None,
        }
    }
}

#[derive(Serialize)]
struct Envelope<'a, T> {
    schema: u32,
    #[serde(flatten)]
    body: &'a T,
}

#[derive(Deserialize)]
struct SchemaOnly {
    schema: u32,
}

fn encode<T: Serialize>(record: &T) -> Vec<u8> {
    serde_json::to_vec(&Envelope {
        schema: GAME_SCHEMA,
        body: record,
    })
    .expect("records always serialise")
}

fn decode<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, RecordError> {
    let version: SchemaOnly = serde_json::from_slice(bytes).map_err(RecordError::Malformed)?;
    match version.schema {
        1 => {
            let mut value: serde_json::Value =
                serde_json::from_slice(bytes).map_err(RecordError::Malformed)?;
            upgrade_v1(&mut value);
            serde_json::from_value(value).map_err(RecordError::Malformed)
        }
        // The current shape; when it changes, convert the old one as `upgrade_v1`
        // does: the fixtures in tests/data keep us honest.
        2 => serde_json::from_slice(bytes).map_err(RecordError::Malformed),
        v if v > GAME_SCHEMA => Err(RecordError::TooNew(v)),
        v => Err(RecordError::UnknownSchema(v)),
    }
}

/// Schema 1 to 2: a game's end loses its English sentence (everything it said is in
/// the end's data and the game's moves). Players and settings did not change.
fn upgrade_v1(record: &mut serde_json::Value) {
    if let Some(end) = record.get_mut("end").and_then(|e| e.as_object_mut()) {
        end.remove("summary");
    }
}

/// The bytes stored for a game.
pub fn encode_game(game: &GameRecord) -> Vec<u8> {
    encode(game)
}

/// Reads a stored game of any known schema version.
pub fn decode_game(bytes: &[u8]) -> Result<GameRecord, RecordError> {
    decode(bytes)
}

pub fn encode_player(player: &PlayerRecord) -> Vec<u8> {
    encode(player)
}

pub fn decode_player(bytes: &[u8]) -> Result<PlayerRecord, RecordError> {
    decode(bytes)
}

pub fn encode_settings(settings: &GuildSettings) -> Vec<u8> {
    encode(settings)
}

pub fn decode_settings(bytes: &[u8]) -> Result<GuildSettings, RecordError> {
    decode(bytes)
}
