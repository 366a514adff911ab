//! What every handler sees: the [`Data`] poise hands it in its [`Context`], and the
//! [`Error`] it returns. Their own file because the handlers and commands use them
//! while `discord/mod.rs` re-exports what runs those handlers.

use std::sync::Arc;

use super::inflight::InFlight;
use super::shard::ShardSpec;
use super::sight::Sights;
use super::timing::Timing;
use crate::service::Service;

/// What handlers return to poise; anything here is logged by [`on_error`](super::handlers::on_error)
/// and answered with a short apology.
pub type Error = Box<dyn std::error::Error + Send + Sync>;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// The one piece of state every handler sees.
pub struct Data {
    pub service: Arc<Service>,
    pub timing: Timing,
    /// Shards of this process and their total, to check Discord's routing.
    pub shards: Option<ShardSpec>,
    /// What a shutdown waits for.
    pub inflight: InFlight,
    /// The servers' channels and roles, for what members may view.
    pub sights: Sights,
}
