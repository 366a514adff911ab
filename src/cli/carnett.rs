//! Carnett's Martian Chess on the command line: `moves --game carnett`,
//! `verify-carnett` and `selfplay --game carnett`.

use std::fs;
use std::path::Path;

use anyhow::{anyhow, bail, Context, Result};

use martian_chess::carnett::record::verify as verify_record;
use martian_chess::carnett::{fen_moves, Outcome, Seed};

/// `moves [--game martian|carnett] "<FEN>"`: the Looney Pyramids game's legal moves
/// (MCFEN), or the piece moves one action may make in a Carnett position (chess FEN,
/// CARNETT.md section 7), sorted, on one line.
pub fn moves(game: &str, fen: &str) -> Result<()> {
    match game.trim() {
        "martian" => super::engine_tools::moves(fen),
        "carnett" => {
            let moves = fen_moves(fen).map_err(|err| anyhow!("{err}"))?;
            println!("{}", moves.join(" "));
            Ok(())
        }
        other => bail!("\"{other}\" is not a game: use martian or carnett"),
    }
}

/// `verify-carnett <seed> <sha256> <record>`: fails, naming the first line that does
/// not follow from the seed, unless the whole record does.
pub fn verify(seed: &str, sha256: &str, record: &Path) -> Result<()> {
    let seed = Seed::from_hex(seed).map_err(|err| anyhow!("the seed is wrong: {err}"))?;
    let text = fs::read_to_string(record)
        .with_context(|| format!("cannot read the record {}", record.display()))?;
    let verified = verify_record(&seed, sha256, &text)
        .map_err(|err| anyhow!("the record does not verify: {err}"))?;
    let result = match verified.outcome {
        Some(Outcome::KingCaptured { winner }) => format!("{winner} won"),
        Some(Outcome::TurnLimit) => "drawn after 200 turns".to_owned(),
        None => "not finished".to_owned(),
    };
    println!(
        "verified: the seed matches the hash, and its {} rolls and {} deals and draws follow from it over {} actions (game {result})",
        verified.rolls, verified.draws, verified.actions
    );
    Ok(())
}
