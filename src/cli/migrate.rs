//! `martian-chess migrate --from sled:DIR [--from sled:DIR ...] --to postgres://...`:
//! copies sled stores (one per process of a sharded sled deployment) into one
//! PostgreSQL store, then checks that the database holds every record copied. Each
//! server lives in exactly one directory, so games keep their server and their id, and
//! nothing is renumbered. Safe to run again: a record already there at the same or a
//! newer state is left alone (see `PostgresStore::import`).

use std::path::PathBuf;

use anyhow::{anyhow, bail, Context, Result};

use martian_chess::service::backfill_rating_history;
use martian_chess::store::{Imported, PostgresStore, SledStore, StoreError};

#[derive(clap::Args, Debug)]
pub struct MigrateArgs {
    /// A sled store to copy, as sled:DIR (repeatable: every directory of a sharded
    /// deployment). Stop the bot that uses it first.
    #[arg(long = "from", value_name = "sled:DIR", required = true)]
    pub from: Vec<String>,
    /// The PostgreSQL store to copy into (postgres://user:password@host/db); its
    /// schema is created if needed.
    #[arg(long, value_name = "URL")]
    pub to: String,
}

/// `sled:DIR` as a directory.
fn sled_dir(from: &str) -> Result<PathBuf> {
    match from.strip_prefix("sled:") {
        Some(dir) if !dir.trim().is_empty() => Ok(PathBuf::from(dir)),
        _ => {
            bail!("--from takes a sled store as sled:DIR (for example sled:./data), not \"{from}\"")
        }
    }
}

pub fn run(args: &MigrateArgs) -> Result<()> {
    let dirs = args
        .from
        .iter()
        .map(|f| sled_dir(f))
        .collect::<Result<Vec<_>>>()?;
    let target = PostgresStore::open(&args.to).map_err(|e| anyhow!("{e}"))?;
    for dir in &dirs {
        if !dir.is_dir() {
            bail!(
                "there is no sled store at {} (no such folder)",
                dir.display()
            );
        }
        let source = SledStore::open(dir).map_err(|e| anyhow!("{e}"))?;
        // A store of an earlier release gets its rating history first, as at its own
        // first open: the copy then carries it complete, with the mark.
        backfill_rating_history(&source)
            .map_err(|e| anyhow!("{e}"))
            .with_context(|| format!("filling in the rating history of {}", dir.display()))?;
        let export = source
            .export()
            .map_err(|e| anyhow!("{e}"))
            .with_context(|| format!("reading the sled store at {}", dir.display()))?;
        drop(source);
        let done = target.import(&export).map_err(|e| match e {
            StoreError::ChannelBusy(id) => anyhow!(
                "nothing was copied from {}: a channel of one of its open games already has \
                 another open game in the database (game {id}); finish or abort one of them, \
                 then run migrate again",
                dir.display()
            ),
            other => anyhow!("{other}"),
        })?;
        let held = target.holds(&export).map_err(|e| anyhow!("{e}"))?;
        let expected = Imported {
            games: export.games.len(),
            players: export.players.len(),
            settings: export.settings.len(),
            dms_closed: export.dms_closed.len(),
            members: export.members.len(),
            analyses: export.analyses.len(),
            history: export.history.len(),
            puzzle_players: export.puzzle_players.len(),
            puzzle_stats: export.puzzle_stats.len(),
            server_puzzles: export.server_puzzles.len(),
            guild_puzzles: export.guild_puzzles.len(),
            tournaments: export.tournaments.len(),
            season_players: export.season_players.len(),
            guild_seasons: export.guild_seasons.len(),
            ..Imported::default()
        };
        if held != expected {
            bail!(
                "after copying {}, {} holds {} of {} games, {} of {} players, {} of {} servers' \
                 settings, {} of {} closed-DM marks, {} of {} members' own settings, {} of {} \
                 games' analyses, {} of {} rating history points, {} of {} members' puzzle \
                 figures, {} of {} puzzles' ratings, {} of {} servers' puzzles, {} of {} \
                 servers' daily puzzles, {} of {} tournaments, {} of {} season records and {} of \
                 {} servers' seasons: the copy is incomplete; run it again",
                dir.display(),
                target.place(),
                held.games,
                expected.games,
                held.players,
                expected.players,
                held.settings,
                expected.settings,
                held.dms_closed,
                expected.dms_closed,
                held.members,
                expected.members,
                held.analyses,
                expected.analyses,
                held.history,
                expected.history,
                held.puzzle_players,
                expected.puzzle_players,
                held.puzzle_stats,
                expected.puzzle_stats,
                held.server_puzzles,
                expected.server_puzzles,
                held.guild_puzzles,
                expected.guild_puzzles,
                held.tournaments,
                expected.tournaments,
                held.season_players,
                expected.season_players,
                held.guild_seasons,
                expected.guild_seasons
            );
        }
        println!(
            "{} -> {}: {} games ({} copied, {} already there), {} players ({} copied, {} already there), \
             {} servers' settings ({} copied), {} closed-DM marks, {} members' own settings ({} copied), \
             {} analyses ({} copied), {} rating history points ({} copied), \
             {} members' puzzle figures ({} copied), {} puzzles' ratings ({} copied), \
             {} servers' puzzles ({} copied), {} servers' daily puzzles ({} copied), \
             {} tournaments ({} copied), {} season records ({} copied), \
             {} servers' seasons ({} copied); verified",
            dir.display(),
            target.place(),
            expected.games,
            done.games,
            done.games_kept,
            expected.players,
            done.players,
            done.players_kept,
            expected.settings,
            done.settings,
            expected.dms_closed,
            expected.members,
            done.members,
            expected.analyses,
            done.analyses,
            expected.history,
            done.history,
            expected.puzzle_players,
            done.puzzle_players,
            expected.puzzle_stats,
            done.puzzle_stats,
            expected.server_puzzles,
            done.server_puzzles,
            expected.guild_puzzles,
            done.guild_puzzles,
            expected.tournaments,
            done.tournaments,
            expected.season_players,
            done.season_players,
            expected.guild_seasons,
            done.guild_seasons
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_source_must_be_named_as_sled() {
        assert_eq!(sled_dir("sled:./data").unwrap(), PathBuf::from("./data"));
        let err = sled_dir("./data").unwrap_err().to_string();
        assert!(err.contains("sled:DIR"), "{err}");
        assert!(sled_dir("sled:").is_err());
    }
}
