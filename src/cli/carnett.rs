//! Carnett's Martian Chess on the command line: `moves --game carnett`,
//! `verify-carnett` and `selfplay --game carnett`.

use std::fs;
use std::path::Path;

use anyhow::{anyhow, bail, Context, Result};

use martian_chess::carnett::record::verify as verify_record;
use martian_chess::carnett::{fen_moves, Outcome, Seed};

use super::selfplay_args::SelfplayArgs;

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

/// `selfplay --game carnett --first L --second L --games N [--seed S]`: the score of
/// the first level and the time per action of each.
pub fn selfplay(args: &SelfplayArgs) -> Result<()> {
    use martian_chess::carnett_ai::selfplay::play_match;
    use martian_chess::carnett_ai::Level;

    let level = |l: martian_chess::ai::Level| -> Result<Level> {
        l.name().parse::<Level>().map_err(|err| anyhow!("{err}"))
    };
    let (first, second) = (level(args.first)?, level(args.second)?);
    if args.games == 0 {
        bail!("--games must be at least 1");
    }
    let began = std::time::Instant::now();
    let bar = super::progress::bar(u64::from(args.games), "games");
    let result = play_match(first, second, args.games, args.seed, |g, ending, played| {
        if args.verbose {
            let label = match ending {
                1 => "won",
                0 => "drew",
                _ => "lost",
            };
            let color = if g % 2 == 0 { "white" } else { "black" };
            super::progress::println(
                &bar,
                format!(
                    "game {}: {first} {label} as {color} after {} turns",
                    g + 1,
                    played.turns
                ),
            );
        }
        bar.inc(1);
    })
    .map_err(|err| anyhow!("the computer chose an illegal action: {err}"))?;
    bar.finish_and_clear();
    println!(
        "{first} vs {second} in Carnett's game, {} games, seed {}:",
        args.games, args.seed
    );
    println!(
        "{first} won {}, drew {}, lost {} (score {:.1}%)",
        result.won,
        result.drew,
        result.lost,
        result.score() * 100.0
    );
    for (level, s) in [first, second].iter().zip(&result.stats) {
        if *level == Level::Random {
            continue;
        }
        let ms = |d: std::time::Duration, n: u64| d.as_secs_f64() * 1000.0 / n.max(1) as f64;
        println!(
            "{level}: {} turn actions, {:.2} ms per action on average ({:.2} ms per choice with battle cards), slowest {:.1} ms, {} positions per action",
            s.actions,
            ms(s.action_time, s.actions),
            ms(s.time, s.decisions),
            s.slowest.as_secs_f64() * 1000.0,
            s.nodes / s.actions.max(1)
        );
    }
    println!("{:.1} s in all", began.elapsed().as_secs_f64());
    Ok(())
}
