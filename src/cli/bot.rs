//! `martian-chess bot` (the Discord bot) and `martian-chess commands --json` (the
//! slash-command registration JSON).

use std::sync::Arc;

use anyhow::{anyhow, Context, Result};

use martian_chess::discord::{self, Config, Parts, Timing};
use martian_chess::service::{SearchPlayer, SystemClock};

use super::store_choice::StoreChoice;

/// Options of `martian-chess bot`; everything else comes from the environment.
#[derive(clap::Args, Debug, Default)]
#[command(
    after_help = "Configuration comes from the environment and a .env file: DISCORD_TOKEN, DISCORD_GUILD_ID, DISCORD_PROXY_URL, DISCORD_SHARDS, MARTIAN_DATA_DIR, MARTIAN_STORE, RUST_LOG (see .env.example)."
)]
pub struct BotArgs {
    /// A PostgreSQL store shared by every process of the bot
    /// (postgres://user:password@host/db); MARTIAN_STORE when not given, else sled in
    /// MARTIAN_DATA_DIR.
    #[arg(long, value_name = "URL")]
    pub store: Option<String>,
}

#[derive(clap::Args, Debug)]
pub struct CommandsArgs {
    /// Print the exact JSON sent to Discord's bulk command registration.
    #[arg(long)]
    pub json: bool,
}

/// Runs the bot until Ctrl-C or SIGTERM, then flushes the store.
pub fn run(args: &BotArgs) -> Result<()> {
    // The configuration first: it reads .env, which may set RUST_LOG.
    let config = Config::from_env().map_err(|e| anyhow!("{e}"))?;
    super::init_logging("warn,martian_chess=info");
    // After the configuration, which read .env into the environment.
    let env = std::env::var("MARTIAN_STORE").ok();
    let choice = StoreChoice::from(args.store.as_deref(), env.as_deref(), &config.data_dir)?;
    let store = choice.open()?;
    tracing::info!(store = %choice.describe(), shards = ?config.shards.map(|s| s.to_string()), proxy = config.proxy_url.is_some(), "starting");
    let parts = Parts {
        store: store.clone(),
        clock: Arc::new(SystemClock),
        computer: Arc::new(SearchPlayer),
    };
    let runtime = tokio::runtime::Runtime::new().context("starting the async runtime")?;
    let result = runtime.block_on(discord::run_until(
        &config,
        parts,
        Timing::default(),
        discord::run::shutdown_signal(),
    ));
    // Let blocking service calls still running finish their writes before the store
    // closes; sled flushes when its last handle drops.
    runtime.shutdown_timeout(std::time::Duration::from_secs(10));
    drop(store);
    let began = std::time::Instant::now();
    match choice.close() {
        Ok(()) => tracing::info!(took = ?began.elapsed(), "store snapshot written"),
        Err(err) => tracing::warn!("the next start will replay the store's log: {err}"),
    }
    tracing::info!("stopped");
    result.map_err(|e| anyhow!("{e}"))
}

/// `commands --json`: the registration body; without `--json`, one line per
/// subcommand.
pub fn commands(args: &CommandsArgs) -> Result<()> {
    let json = discord::commands::registration_json();
    if args.json {
        println!(
            "{}",
            serde_json::to_string_pretty(&json).context("printing the commands")?
        );
        return Ok(());
    }
    for command in json.as_array().into_iter().flatten() {
        let name = command["name"].as_str().unwrap_or("?");
        // A user context-menu command (type 2) has no options: right-click a member.
        if command["type"] == 2 {
            println!("(member menu) Apps > {name}");
            continue;
        }
        for sub in command["options"].as_array().into_iter().flatten() {
            println!(
                "/{name} {:<12} {}",
                sub["name"].as_str().unwrap_or("?"),
                sub["description"].as_str().unwrap_or("")
            );
        }
    }
    Ok(())
}
