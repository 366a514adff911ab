//! The Discord adapter: poise/serenity on one side, the
//! [`Service`](crate::service::Service) on the other. Thin: handlers turn interactions
//! into [`crate::service::Request`]s, run them on a blocking thread, and turn the
//! [`crate::service::Reply`]s back into Discord messages.
//!
//! - [`config`]: the environment and `.env`;
//! - [`context`]: what every handler sees ([`Data`], [`Error`]);
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
//! - [`sight`]: which channels a member may view (games elsewhere stay unseen);
//! - [`run`]: connecting, and shutting down cleanly ([`parts`]: what it builds the
//!   service from; [`timing`]: how soon it defers, ticks, gives up).

mod availability;
pub mod choices;
pub mod commands;
pub mod config;
pub mod context;
pub mod convert;
pub mod deadline;
pub mod deliver;
pub mod handlers;
pub mod inflight;
mod outcome;
pub mod pace;
pub mod parts;
pub mod permissions;
mod post;
pub mod run;
pub mod shard;
pub mod sight;
pub mod timing;
pub mod words;

// Only declarations and re-exports here: the files import what they need from the
// file that defines it, never through this file, which imports them.
pub use config::{Config, ConfigError, Token};
pub use context::{Context, Data, Error};
pub use parts::Parts;
pub use run::{run_until, StartError};
pub use shard::{shard_for_guild, ShardSpec};
pub use timing::Timing;
