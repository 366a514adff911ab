//! Records on disk carry a schema version, so that a record written by an earlier
//! version of the bot still loads after an upgrade: each old shape is kept here with a
//! conversion to the current one. Fields added later carry `#[serde(default)]`, which
//! keeps older records of the same version readable without a conversion.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::analysis::GameAnalysis;
use super::delivery::{AtPly, GameDelivery, Posted};
use super::game::GameRecord;
use super::ids::{GuildId, UserId};
use super::kind::GameKind;
use super::member::MemberSettings;
use super::player::{GuildSettings, PlayerRecord};
use super::rating_point::RatingPoint;
use super::stored_point::StoredPoint;
use super::tournament::Tournament;

/// The schema version new records are written with.
///
/// 2: a game's end is data only (schema 1 also stored it as an English sentence,
/// `end.summary`, which is dropped when such a record is read).
/// 3: what belongs to one game is one payload, `setup` (schema 2 kept `game`,
/// `carnett`, `layout` and `rules` side by side, a pyramid layout on Carnett's games
/// too). Players and settings did not change.
/// 4: what became of a game's messages (their ids, a reminder's delivery, a notice to
/// post again, the seats' languages) is a record of its own beside the game,
/// [`GameDelivery`] (schema 3 kept them in the game as `posts`, `reminded_ms`,
/// `notice_retry_ms` and each seat's `locale`); the thread's `parent` channel is a
/// field of the game. Read by [`decode_game_and_delivery`], which the stores' upgrades
/// use to move them out.
pub const GAME_SCHEMA: u32 = 4;

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

/// How a record of the current schema begins: `{"schema":4,`.
fn current_prefix() -> &'static [u8] {
    static PREFIX: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();
    PREFIX.get_or_init(|| format!("{{\"schema\":{GAME_SCHEMA},").into_bytes())
}

/// Reads a record of any known version, bringing an older one's JSON up to date with
/// `upgrade` (from the version it was written with) first.
fn decode<T: DeserializeOwned>(
    bytes: &[u8],
    upgrade: fn(u32, &mut serde_json::Value),
) -> Result<T, RecordError> {
    // A record of the current schema as this program writes it begins with its version
    // (`Envelope`'s first field, no whitespace): read once, not once for the version
    // and again for the rest. Reading a 2000-game rating history pays this 2000 times.
    if bytes.starts_with(current_prefix()) {
        return serde_json::from_slice(bytes).map_err(RecordError::Malformed);
    }
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
    if from <= 3 {
        upgrade_v3(record);
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

/// Schema 3 to 4: the thread's parent channel leaves `posts` for the game itself; the
/// rest of `posts`, `reminded_ms`, `notice_retry_ms` and the seats' `locale` belong to
/// the delivery record (see [`delivery_of_v3`]) and leave the game.
fn upgrade_v3(record: &mut serde_json::Value) {
    let Some(fields) = record.as_object_mut() else {
        return;
    };
    let parent = fields
        .remove("posts")
        .and_then(|mut posts| posts.get_mut("parent").map(serde_json::Value::take))
        .filter(|p| !p.is_null());
    if let Some(parent) = parent {
        fields.insert("parent".into(), parent);
    }
    fields.remove("reminded_ms");
    fields.remove("notice_retry_ms");
    if let Some(seats) = fields.get_mut("seats").and_then(|s| s.as_array_mut()) {
        for seat in seats.iter_mut().filter_map(|s| s.as_object_mut()) {
            seat.remove("locale");
        }
    }
}

/// The delivery record a game of schema 3 or older kept inside it, everything of it
/// taken to be about the game's current turn (it was: each new turn cleared it).
/// Anything unreadable in it is dropped: the worst that costs is a board posted
/// anew, or a reminder sent again.
fn delivery_of_v3(record: &serde_json::Value) -> GameDelivery {
    #[derive(Deserialize, Default)]
    struct OldPosts {
        challenge: Option<super::ids::MessageId>,
        board: Option<super::ids::MessageId>,
        ping: Option<super::ids::MessageId>,
    }
    let ply = record
        .get("moves")
        .and_then(|m| m.as_array())
        .map_or(0, Vec::len);
    let at = |field: &str| {
        record
            .get(field)
            .and_then(serde_json::Value::as_i64)
            .map(|at_ms| AtPly { ply, at_ms })
    };
    let posts: OldPosts = record
        .get("posts")
        .and_then(|p| serde_json::from_value(p.clone()).ok())
        .unwrap_or_default();
    let posted =
        |message: Option<super::ids::MessageId>| message.map(|message| Posted { message, ply });
    let mut locales: Vec<Option<String>> = record
        .get("seats")
        .and_then(|s| s.as_array())
        .map(|seats| {
            seats
                .iter()
                .map(|s| s.get("locale").and_then(|l| l.as_str()).map(str::to_owned))
                .collect()
        })
        .unwrap_or_default();
    if locales.iter().all(Option::is_none) {
        locales.clear();
    }
    GameDelivery {
        challenge: posts.challenge,
        board: posted(posts.board),
        ping: posted(posts.ping),
        reminded: at("reminded_ms"),
        notice_retry: at("notice_retry_ms"),
        locales,
        end_retry: None,
    }
}

/// Reads a stored game of any known schema version and, for one of schema 3 or older,
/// the delivery record it kept inside it (for a store's upgrade, which moves it out);
/// `None` for a game of the current schema, whose delivery record is kept apart.
pub fn decode_game_and_delivery(
    bytes: &[u8],
) -> Result<(GameRecord, Option<GameDelivery>), RecordError> {
    let version: SchemaOnly = serde_json::from_slice(bytes).map_err(RecordError::Malformed)?;
    let delivery = match version.schema {
        1..=3 => {
            let value: serde_json::Value =
                serde_json::from_slice(bytes).map_err(RecordError::Malformed)?;
            Some(delivery_of_v3(&value))
        }
        _ => None,
    };
    Ok((decode_game(bytes)?, delivery))
}

/// The bytes stored for a game's delivery record.
pub fn encode_delivery(delivery: &GameDelivery) -> Vec<u8> {
    encode(delivery)
}

/// Reads a stored delivery record (they exist since schema 4).
pub fn decode_delivery(bytes: &[u8]) -> Result<GameDelivery, RecordError> {
    decode(bytes, |_, _| {})
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

pub fn encode_member(member: &MemberSettings) -> Vec<u8> {
    encode(member)
}

/// Members' settings have kept their shape since they were added.
pub fn decode_member(bytes: &[u8]) -> Result<MemberSettings, RecordError> {
    decode(bytes, same_shape)
}

/// A puzzle record of any kind (a solver, a puzzle's stats, a server's puzzle, a
/// server's daily puzzles).
pub fn encode_puzzle_record<T: Serialize>(record: &T) -> Vec<u8> {
    encode(record)
}

/// Puzzle records have kept their shape since they were added.
pub fn decode_puzzle_record<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, RecordError> {
    decode(bytes, same_shape)
}

pub fn encode_tournament(tournament: &Tournament) -> Vec<u8> {
    encode(tournament)
}

/// Tournaments have kept their shape since they were added.
pub fn decode_tournament(bytes: &[u8]) -> Result<Tournament, RecordError> {
    decode(bytes, same_shape)
}

pub fn encode_analysis(analysis: &GameAnalysis) -> Vec<u8> {
    encode(analysis)
}

/// Analyses have kept their shape since they were added.
pub fn decode_analysis(bytes: &[u8]) -> Result<GameAnalysis, RecordError> {
    decode(bytes, same_shape)
}

/// A point as an array of its fields (see `stored_point.rs`).
pub fn encode_rating_point(point: &RatingPoint) -> Vec<u8> {
    encode(&StoredPoint::from(point))
}

/// Reads a point of the history of `user` in `game` of `guild` (its key says whose it
/// is; the record does not). Rating points have kept their shape since they were added.
pub fn decode_rating_point(
    guild: GuildId,
    game: GameKind,
    user: UserId,
    bytes: &[u8],
) -> Result<RatingPoint, RecordError> {
    decode::<StoredPoint>(bytes, same_shape).map(|p| p.into_point(guild, game, user))
}
