//! The Discord adapter: poise/serenity on one side, the [`Service`] on the other. Thin:
//! handlers turn interactions into [`crate::service::Request`]s, run them on a blocking
//! thread, and turn the [`crate::service::Reply`]s back into Discord messages.
//!
//! - [`config`]: the environment and `.env`;
//! - [`commands`]: `/martian` and its subcommands (what Discord shows players);
//! - [`choices`]: the lists of the choice options, and what they mean to the service;
//! - [`permissions`]: what the bot needs in a channel (and the invite asks for);
//! - [`handlers`]: answering an interaction in time (deferring when the work is slow);
//! - [`deadline`]: Discord's clock, which starts at the interaction's creation;
//! - [`deliver`]: replies to interactions, in channels and by DM, with fallbacks;
//! - [`convert`]: service replies as Discord messages and components;
//! - [`pace`]: direct messages at most five a second;
//! - [`inflight`]: the work a shutdown waits for;
//! - [`words`]: the few sentences only this adapter says;
//! - [`shard`]: which shards this process runs;
//! - [`run`]: connecting, and shutting down cleanly.

pub mod choices;
pub mod commands;
pub mod config;
pub mod convert;
pub mod deadline;
pub mod deliver;
pub mod handlers;
pub mod inflight;
pub mod pace;
pub mod permissions;
pub mod run;
pub mod shard;
pub mod words;

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;

use crate::service::{Clock, ComputerPlayer, Service};
use crate::store::Store;

pub use config::{Config, ConfigError, Token};
pub use run::{run_until, StartError};
pub use shard::{shard_for_guild, ShardSpec};

/// What handlers return to poise; anything here is logged by [`handlers::on_error`]
/// and answered with a short apology.
pub type Error = Box<dyn std::error::Error + Send + Sync>;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// The parts the service is built from once Discord has told us who the bot is. Tests
/// inject a slow computer here.
#[derive(Clone)]
pub struct Parts {
    pub store: Arc<dyn Store>,
    pub clock: Arc<dyn Clock>,
    pub computer: Arc<dyn ComputerPlayer>,
}

/// How the adapter answers interactions.
#[derive(Clone, Copy, Debug)]
pub struct Timing {
    /// Work still running after this long is deferred ("thinking…"), so that the first
    /// answer always arrives within Discord's 3 seconds; faster work is answered
    /// directly, which keeps error messages private (Discord fixes whether the answer
    /// is private at the moment of deferring).
    pub defer_after: Duration,
    /// Autocomplete can't be deferred: past this, it answers with no choices.
    pub autocomplete_limit: Duration,
    /// How often reminders and forfeits are looked for. Deadlines are hours long, so a
    /// reminder or forfeit comes at most this late.
    pub tick_every: Duration,
    /// How long a shutdown waits for interactions being answered.
    pub drain_limit: Duration,
}

impl Default for Timing {
    fn default() -> Timing {
        Timing {
            defer_after: Duration::from_millis(1200),
            autocomplete_limit: Duration::from_millis(2000),
            tick_every: Duration::from_secs(30),
            // Long enough for the slowest computer move and a board upload.
            drain_limit: Duration::from_secs(60),
        }
    }
}

/// The one piece of state every handler sees.
pub struct Data {
    pub service: Arc<Service>,
    pub timing: Timing,
    /// Shards of this process and their total, to check Discord's routing.
    pub shards: Option<ShardSpec>,
    /// What a shutdown waits for.
    pub inflight: inflight::InFlight,
}

/// The bot's user as the service knows it.
fn bot_user(user: &serenity::CurrentUser) -> crate::service::User {
    crate::service::User {
        id: crate::model::UserId(user.id.get()),
        name: user.name.clone(),
        is_manager: false,
        is_bot: true,
    }
}
