//! Which store the bot and the console use: PostgreSQL when an address is given
//! (`--store URL`, else `MARTIAN_STORE`), else sled in a folder (the default: one
//! process, nothing to install).

use std::path::{Path, PathBuf};
use std::sync::Arc;

use anyhow::{anyhow, bail, Result};

use martian_chess::service::backfill_rating_history;
use martian_chess::store::{PostgresStore, SledStore, Store};

/// A store, chosen but not yet opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreChoice {
    Sled(PathBuf),
    Postgres(String),
}

impl StoreChoice {
    /// `flag` (from `--store`) wins over `env` (`MARTIAN_STORE`); without either, sled
    /// in `sled_dir`. An address must be PostgreSQL's.
    pub fn from(flag: Option<&str>, env: Option<&str>, sled_dir: &Path) -> Result<StoreChoice> {
        let given = flag.or(env).map(str::trim).filter(|v| !v.is_empty());
        match given {
            None => Ok(StoreChoice::Sled(sled_dir.to_path_buf())),
            Some(url) if url.starts_with("postgres://") || url.starts_with("postgresql://") => {
                Ok(StoreChoice::Postgres(url.to_string()))
            }
            Some(other) => bail!(
                "the store must be a PostgreSQL address such as postgres://user:password@host/db \
                 (without one, the bot keeps its games in sled, in the data folder), not \"{}\"",
                shown(other)
            ),
        }
    }

    /// Opens the store, and at its first open by this release fills in the rating
    /// history of the games that ended before it was kept (see
    /// [`backfill_rating_history`]): before any game of this process ends.
    pub fn open(&self) -> Result<Arc<dyn Store>> {
        let store: Arc<dyn Store> = match self {
            StoreChoice::Sled(dir) => Arc::new(SledStore::open(dir).map_err(|e| anyhow!("{e}"))?),
            StoreChoice::Postgres(url) => {
                Arc::new(PostgresStore::open(url).map_err(|e| anyhow!("{e}"))?)
            }
        };
        let began = std::time::Instant::now();
        let backfilled = backfill_rating_history(store.as_ref())
            .map_err(|e| anyhow!("cannot fill in the rating history: {e}"))?;
        // Said when there was something to replay (not for a new store).
        if let Some(done) = backfilled.filter(|done| done.games > 0) {
            tracing::info!(
                games = done.games,
                points = done.points,
                took = ?began.elapsed(),
                "rating history filled in from the archive"
            );
        }
        Ok(store)
    }

    /// Where, for the log (no password).
    pub fn describe(&self) -> String {
        match self {
            StoreChoice::Sled(dir) => format!("sled in {}", dir.display()),
            StoreChoice::Postgres(url) => shown(url),
        }
    }

    /// After the store's last handle is dropped: sled writes its snapshot, for a quick
    /// next start (see [`SledStore::write_snapshot`]); PostgreSQL has nothing to do.
    pub fn close(&self) -> Result<(), String> {
        match self {
            StoreChoice::Sled(dir) => SledStore::write_snapshot(dir).map_err(|e| e.to_string()),
            StoreChoice::Postgres(_) => Ok(()),
        }
    }
}

/// An address with its password hidden.
fn shown(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    match rest.split_once('@') {
        Some((who, host)) if who.contains(':') => {
            let user = who.split(':').next().unwrap_or("");
            format!("{scheme}://{user}:***@{host}")
        }
        _ => url.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_flag_wins_then_the_environment_then_sled() {
        let dir = Path::new("data");
        let pg = |u: &str| StoreChoice::Postgres(u.into());
        assert_eq!(
            StoreChoice::from(None, None, dir).unwrap(),
            StoreChoice::Sled(dir.into())
        );
        assert_eq!(
            StoreChoice::from(None, Some("postgres://a@b/c"), dir).unwrap(),
            pg("postgres://a@b/c")
        );
        assert_eq!(
            StoreChoice::from(Some("postgresql://x/y"), Some("postgres://a@b/c"), dir).unwrap(),
            pg("postgresql://x/y")
        );
        assert_eq!(
            StoreChoice::from(None, Some("  "), dir).unwrap(),
            StoreChoice::Sled(dir.into())
        );
    }

    #[test]
    fn another_address_is_refused_without_showing_its_password() {
        let err = StoreChoice::from(Some("mysql://me:secret@host/db"), None, Path::new("d"))
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("postgres://") && !err.contains("secret"),
            "{err}"
        );
        assert_eq!(shown("postgres://me:pw@h/db"), "postgres://me:***@h/db");
    }
}
