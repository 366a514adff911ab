//! Carnett's game in the bot (`../shared/CARNETT.md`): its state replayed from the
//! record, its actions typed or picked from menus, its battles, its board and its
//! hidden hands. A reply is public or addressed to one player; a hand only ever goes
//! into a reply addressed to its player.

mod act;
mod describe;
mod menus;
mod picture;
mod show;
#[cfg(test)]
mod tests;

pub(crate) use act::LEVELS;
pub(crate) use describe::rules_summary;
pub(crate) use show::autocomplete;

use crate::carnett::{Action, Game, Seed};
use crate::model::{CorruptGame, GameRecord};

/// The game of a `carnett` record: dealt from its seed, then every stored action
/// applied for the seat that had to act.
pub(crate) fn replay(record: &GameRecord) -> Result<Game, CorruptGame> {
    let seed = record
        .carnett
        .as_ref()
        .ok_or_else(|| CorruptGame::new(record.id, "the seed".into(), MissingSeed))?;
    let seed = Seed::from_hex(&seed.seed)
        .map_err(|e| CorruptGame::new(record.id, "the seed".into(), e))?;
    let (mut game, _) = Game::new(seed);
    for (ply, text) in record.moves.iter().enumerate() {
        let at = || format!("action {} ({text})", ply + 1);
        let action: Action = text
            .parse()
            .map_err(|e| CorruptGame::new(record.id, at(), e))?;
        let seat = game
            .to_act()
            .ok_or_else(|| CorruptGame::new(record.id, at(), AfterTheEnd))?;
        game.apply(seat, action)
            .map_err(|e| CorruptGame::new(record.id, at(), e))?;
    }
    Ok(game)
}

/// The SHA-256 of a Carnett game's seed (published at its start), as hex; `None` for
/// a Looney Pyramids game.
pub(crate) fn seed_hash(record: &GameRecord) -> Option<String> {
    let setup = record.carnett.as_ref()?;
    Seed::from_hex(&setup.seed).ok().map(|s| s.sha256_hex())
}

/// A finished Carnett game's record (`crates/carnett/src/record.rs`): the seed's
/// hash, every deal, roll, draw and action, for `verify-carnett`. It holds the hands
/// as dealt: only for a game that has ended.
pub(crate) fn record_text(record: &GameRecord) -> Option<String> {
    if record.is_open() {
        return None;
    }
    let seed = Seed::from_hex(&record.carnett.as_ref()?.seed).ok()?;
    let (mut game, start) = Game::new(seed);
    let mut out = crate::carnett::record::Record::new(&seed, &start);
    for text in &record.moves {
        let action: Action = text.parse().ok()?;
        let seat = game.to_act()?;
        let events = game.apply(seat, action).ok()?;
        out.push(seat, action, &events);
    }
    Some(out.to_text())
}

/// A `carnett` record without its seed.
#[derive(Debug)]
struct MissingSeed;

impl std::fmt::Display for MissingSeed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a game of Carnett's chess without its seed")
    }
}

impl std::error::Error for MissingSeed {}

/// An action stored after the game ended.
#[derive(Debug)]
struct AfterTheEnd;

impl std::fmt::Display for AfterTheEnd {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("an action after the game ended")
    }
}

impl std::error::Error for AfterTheEnd {}
