//! A Carnett game's seed: drawn when the game is created (from the operating system,
//! or for tests from a number and the game's id), kept secret in its record, its
//! SHA-256 published at the start.

use crate::carnett::Seed;
use crate::i18n::Tr;
use crate::model::{CarnettSetup, GameId, GameRecord};
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::seeds::SecretSeeds;

use super::record::seed_text;
use super::say;

/// A new game's setup: its seed, drawn from `seeds`; refusals in `mine`.
pub(crate) fn deal(mine: Tr<'_>, seeds: &SecretSeeds, id: GameId) -> ServiceResult<CarnettSetup> {
    let seed = match seeds {
        SecretSeeds::Os => Seed::from_os().map_err(|err| {
            tracing::error!("no randomness for a Carnett game's seed: {err}");
            ServiceError::user(say::refusal(mine, "no-seed"))
        })?,
        SecretSeeds::Fixed(base) => Seed::from_u64(base.wrapping_add(id.0)),
    };
    Ok(CarnettSetup {
        seed: seed.to_hex(),
    })
}

/// The SHA-256 of a Carnett game's seed (published at its start), as hex.
pub(crate) fn seed_hash(record: &GameRecord) -> Option<String> {
    Seed::from_hex(seed_text(record)?)
        .ok()
        .map(|s| s.sha256_hex())
}
