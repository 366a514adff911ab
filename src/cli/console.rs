//! `martian-chess console`: the bot in a terminal, over the real store (sled in a
//! folder, or PostgreSQL with `--store`).

use std::path::PathBuf;

use anyhow::{Context, Result};

use martian_chess::console::{Console, Settings};

use super::store_choice::StoreChoice;

#[derive(clap::Args, Debug)]
pub struct ConsoleArgs {
    /// Print each reply as one JSON object per line.
    #[arg(long)]
    pub json: bool,
    /// The sled store's folder (created if missing).
    #[arg(long, default_value = "console-data")]
    pub data: PathBuf,
    /// A PostgreSQL store instead of sled (postgres://user:password@host/db); the
    /// environment's MARTIAN_STORE when not given.
    #[arg(long, value_name = "URL")]
    pub store: Option<String>,
    /// Where board images are written.
    #[arg(long, default_value = "console-out")]
    pub out: PathBuf,
    /// Make this user a server manager (repeatable), e.g. --manager alice.
    #[arg(long = "manager", value_name = "NAME")]
    pub managers: Vec<String>,
    /// Every user's Discord locale and the server's for the session: en, cs, ru (or any
    /// Discord locale, e.g. en-GB; those without a catalog read English). One line can
    /// give its user's own locale: @alice[cs] /martian moves (the server keeps this one,
    /// or its `language` setting).
    #[arg(long, value_name = "LOCALE")]
    pub locale: Option<String>,
    /// Accepted challenges open a thread for their game, named #game-<id> (typed like
    /// any channel), as in a Discord channel where the bot may open threads.
    #[arg(long)]
    pub threads: bool,
    /// Deal Carnett's games from this number and each game's id instead of the
    /// operating system's randomness, so that a session plays again card for card
    /// (for tests and demonstrations; never for real games).
    #[arg(long, value_name = "N")]
    pub carnett_seed: Option<u64>,
}

pub fn run(args: &ConsoleArgs) -> Result<()> {
    // Log lines go to stderr (warnings unless RUST_LOG says more): stdout is the
    // console's own output, which scripts read.
    super::init_logging("warn");
    let env = std::env::var("MARTIAN_STORE").ok();
    let choice = StoreChoice::from(args.store.as_deref(), env.as_deref(), &args.data)?;
    let store = choice.open()?;
    let settings = Settings {
        json: args.json,
        out: args.out.clone(),
        managers: args
            .managers
            .iter()
            .map(|m| m.trim_start_matches('@').to_lowercase())
            .collect(),
    };
    let mut console = Console::new(store, settings);
    if args.threads {
        console.open_threads();
    }
    if let Some(base) = args.carnett_seed {
        console.secret_seed(base);
    }
    if let Some(locale) = &args.locale {
        console
            .set_locale(locale)
            .map_err(|e| anyhow::anyhow!("--locale: {e}"))?;
    }
    let stdin = std::io::stdin();
    let ran = console
        .run(stdin.lock(), std::io::stdout().lock())
        .context("reading console input");
    drop(console);
    // Not fatal: the next start replays the log instead.
    if let Err(err) = choice.close() {
        eprintln!("note: {err}");
    }
    ran
}
