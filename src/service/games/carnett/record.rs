//! A game of Carnett's chess from its record: the seed it was dealt from, every action
//! taken again, and the record `verify-carnett` checks once it ended.

use crate::carnett::{Action, Game, Seed};
use crate::model::{CorruptGame, GameRecord, GameSetup};

/// The seed of a Carnett record (64 hex digits), if it is one.
pub(crate) fn seed_text(record: &GameRecord) -> Option<&str> {
    match &record.setup {
        GameSetup::Carnett(setup) => Some(&setup.seed),
        GameSetup::Martian { .. } => None,
    }
}

/// The game of a `carnett` record: dealt from its seed, then every stored action
/// applied for the seat that had to act.
pub(crate) fn replay(record: &GameRecord) -> Result<Game, CorruptGame> {
    let seed = seed_text(record)
        .ok_or_else(|| CorruptGame::new(record.id, "the seed".into(), MissingSeed))?;
    let seed =
        Seed::from_hex(seed).map_err(|e| CorruptGame::new(record.id, "the seed".into(), e))?;
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

/// A finished Carnett game's record (`crates/carnett/src/record.rs`): the seed's
/// hash, every deal, roll, draw and action, for `verify-carnett`. It holds the hands
/// as dealt: only for a game that has ended.
pub(crate) fn record_text(record: &GameRecord) -> Option<String> {
    if record.is_open() {
        return None;
    }
    let seed = Seed::from_hex(seed_text(record)?).ok()?;
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

/// How many of `moves` are actions a game's length counts: moves, drops, exchanges
/// and discards; not the cards played in a battle, which belong to the attack's one
/// action, nor ending a turn early, which costs none.
pub(crate) fn counted_actions(moves: &[String]) -> u32 {
    let counted = |text: &&String| {
        !matches!(
            text.parse::<Action>(),
            Ok(Action::Play(_) | Action::EndTurn)
        )
    };
    moves.iter().filter(counted).count() as u32
}
