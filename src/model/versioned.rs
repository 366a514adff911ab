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
/// 3: what belongs to one game is one payload, `setup` (schema 2 kept `game`,
/// `carnett`, `layout` and `rules` side by side, a pyramid layout on Carnett's games
/// too). Players and settings did not change.
pub const GAME_SCHEMA: u32 = 3;

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

/// Reads a record of any known version, bringing an older one's JSON up to date with
/// `upgrade` (from the version it was written with) first.
fn decode<T: DeserializeOwned>(
    bytes: &[u8],
    upgrade: fn(u32, &mut serde_json::Value),
) -> Result<T, RecordError> {
    let version: SchemaOnly = serde_json::from_slice(bytes).map_err(RecordError::Malformed)?;
    match version.schema {
        // The current shape; when it changes, convert the old ones in `upgrade`: the
        // fixtures in tests/data keep us honest.
        GAME_SCHEMA => serde_json::from_slice(bytes).map_err(RecordError::Malformed),
        v if v > GAME_SCHEMA => Err(RecordError::TooNew(v)),
        v @ 1.. => {
            let mut value: serde_json::Value =
                serde_json::from_slice(bytes).map_err(RecordError::Malformed)?;
            upgrade(v, &mut value);
            serde_json::from_value(value).map_err(RecordError::Malformed)
        }
        v => Err(RecordError::UnknownSchema(v)),
    }
}

/// A game of schema `from` brought up to the current shape, one version at a time.
fn upgrade_game(from: u32, record: &mut serde_json::Value) {
    if from <= 1 {
        upgrade_v1(record);
    }
    if from <= 2 {
        upgrade_v2(record);
    }
}

/// Players and settings have kept their shape since schema 1.
fn same_shape(_from: u32, _record: &mut serde_json::Value) {}

/// Schema 1 to 2: a game's end loses its English sentence (everything it said is in
/// the end's data and the game's moves).
fn upgrade_v1(record: &mut serde_json::Value) {
    if let Some(end) = record.get_mut("end").and_then(|e| e.as_object_mut()) {
        end.remove("summary");
    }
}

/// Schema 2 to 3: `game` (absent: `martian`), `carnett` (Carnett's seed), `layout`
/// and `rules` become one `setup` payload; a Carnett game's layout and rules, which
/// it never had, are dropped.
fn upgrade_v2(record: &mut serde_json::Value) {
    let Some(fields) = record.as_object_mut() else {
        return;
    };
    let game = fields.remove("game");
    let carnett = fields.remove("carnett");
    let layout = fields.remove("layout");
    let rules = fields.remove("rules");
    let mut setup = serde_json::Map::new();
    match game.as_ref().and_then(|g| g.as_str()) {
        Some("carnett") => {
            setup.insert("game".into(), "carnett".into());
            // A record without its seed stays without it: reading it then fails as
            // the damaged record it is.
            if let Some(seed) = carnett.as_ref().and_then(|c| c.get("seed")) {
                setup.insert("seed".into(), seed.clone());
            }
        }
        // Anything else is left for serde to refuse by name.
        Some(other) if other != "martian" => {
            setup.insert("game".into(), other.into());
        }
        _ => {
            setup.insert("game".into(), "martian".into());
            setup.extend(layout.map(|l| ("layout".to_owned(), l)));
            setup.extend(rules.map(|r| ("rules".to_owned(), r)));
        }
    }
    fields.insert("setup".into(), setup.into());
}

/// The bytes stored for a game.
pub fn encode_game(game: &GameRecord) -> Vec<u8> {
    encode(game)
}

/// Reads a stored game of any known schema version.
pub fn decode_game(bytes: &[u8]) -> Result<GameRecord, RecordError> {
    decode(bytes, upgrade_game)
}

pub fn encode_player(player: &PlayerRecord) -> Vec<u8> {
    encode(player)
}

pub fn decode_player(bytes: &[u8]) -> Result<PlayerRecord, RecordError> {
    decode(bytes, same_shape)
}

pub fn encode_settings(settings: &GuildSettings) -> Vec<u8> {
    encode(settings)
}

pub fn decode_settings(bytes: &[u8]) -> Result<GuildSettings, RecordError> {
    decode(bytes, same_shape)
}
