//! `martian-chess analyse GAME`: the computer's analysis of a stored game in the
//! terminal, the same text the bot posts (and its graph written as a PNG), made
//! through the same service, and kept in the store as the bot would keep it.

use std::path::PathBuf;
use std::sync::Arc;

use anyhow::{bail, Context, Result};

use martian_chess::model::{ChannelId, GuildId, UserId};
use martian_chess::service::{
    Action, Origin, Reply, Request, SearchPlayer, Service, Sight, SystemClock, User,
};

use super::store_choice::StoreChoice;

#[derive(clap::Args, Debug)]
pub struct AnalyseArgs {
    /// The game's id, as `/martian history` shows it (e.g. 2s).
    pub game: String,
    /// The sled store's folder (the bot's, or the console's).
    #[arg(long, default_value = "console-data")]
    pub data: PathBuf,
    /// A PostgreSQL store instead of sled (postgres://user:password@host/db); the
    /// environment's MARTIAN_STORE when not given.
    #[arg(long, value_name = "URL")]
    pub store: Option<String>,
    /// The server the game was played in (its Discord id); the console's is 1.
    #[arg(long, default_value_t = 1)]
    pub guild: u64,
    /// The language of the text: en, cs or ru (or any Discord locale).
    #[arg(long, default_value = "en")]
    pub locale: String,
    /// Where the graph is written.
    #[arg(long, default_value = "console-out")]
    pub out: PathBuf,
}

pub fn run(args: &AnalyseArgs) -> Result<()> {
    super::init_logging("warn");
    let env = std::env::var("MARTIAN_STORE").ok();
    let store = StoreChoice::from(args.store.as_deref(), env.as_deref(), &args.data)?.open()?;
    let terminal = User {
        id: UserId(0),
        name: "terminal".into(),
        is_manager: true,
        is_bot: false,
    };
    let bot = User {
        id: UserId(1),
        name: "bot".into(),
        is_manager: false,
        is_bot: true,
    };
    let service = Service::new(store, Arc::new(SystemClock), Arc::new(SearchPlayer), bot);
    let request = Request {
        user: terminal,
        guild: GuildId(args.guild),
        channel: ChannelId(0),
        locale: args.locale.clone(),
        guild_locale: Some(args.locale.clone()),
        origin: Origin::default(),
        sight: Sight::Everything,
        action: Action::Analyse {
            game: args.game.clone(),
        },
    };
    let mut replies = service
        .try_handle(&request)
        .map_err(|err| anyhow::anyhow!("{err}"))?;
    // "Analysing…" first: the analysis itself takes its place.
    if let Some(followup) = replies.iter().find_map(|r| r.followup.clone()) {
        replies = service.finish_analysis(&followup, false);
    }
    let Some(reply) = replies.first() else {
        bail!("the service said nothing");
    };
    print(reply, &args.out)
}

fn print(reply: &Reply, out: &std::path::Path) -> Result<()> {
    println!("{}", reply.text);
    if let Some(image) = &reply.image {
        std::fs::create_dir_all(out).with_context(|| format!("creating {}", out.display()))?;
        let path = out.join(&image.name);
        std::fs::write(&path, image.bytes())
            .with_context(|| format!("writing {}", path.display()))?;
        println!("graph: {}", path.display());
        if let Some(alt) = &image.description {
            println!("alt: {alt}");
        }
    }
    Ok(())
}
