//! When the bot could not serve: outages, and the heartbeats they are measured from.
//!
//! A process serves a range of Discord's shards (every shard when it runs alone). It
//! writes a heartbeat for that range about every minute and when it stops cleanly; at
//! its next start, the time since the last heartbeat is an outage of those shards. An
//! outage is also an interval during which the process ran but could not serve (the
//! gateway down, Discord's requests failing, the store refusing the heartbeat). Games
//! of the servers on those shards get the outage's time back on their clocks
//! (service/outages.rs), so nobody loses a game to the bot's downtime.

use serde::{Deserialize, Serialize};

use super::ids::GuildId;

/// Shards `first..=last` of `total`: the part of Discord a process serves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShardSpan {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl ShardSpan {
    /// The shard Discord sends a server's events to: `(guild_id >> 22) % total`
    /// (Discord's documented sharding formula).
    pub fn shard_of(guild: GuildId, total: u32) -> u32 {
        ((guild.0 >> 22) % u64::from(total.max(1))) as u32
    }

    /// Whether the server's events come to these shards.
    pub fn covers(&self, guild: GuildId) -> bool {
        (self.first..=self.last).contains(&ShardSpan::shard_of(guild, self.total))
    }

    /// The span as text, `0-3/16`: a heartbeat's key.
    pub fn key(&self) -> String {
        format!("{}-{}/{}", self.first, self.last, self.total)
    }
}

/// The key of the heartbeat of a process serving `shards` (`all` for every shard).
pub fn heartbeat_key(shards: Option<ShardSpan>) -> String {
    shards.map_or_else(|| "all".to_string(), |s| s.key())
}

/// An interval during which the servers on `shards` (every server when `None`) were
/// not served: from `from_ms` to `to_ms` of the service's clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outage {
    pub from_ms: i64,
    pub to_ms: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shards: Option<ShardSpan>,
}

impl Outage {
    /// Whether the outage concerned the server.
    pub fn covers(&self, guild: GuildId) -> bool {
        self.shards.is_none_or(|s| s.covers(guild))
    }

    pub fn length_ms(&self) -> i64 {
        self.to_ms - self.from_ms
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_span_covers_the_servers_discord_routes_to_its_shards() {
        let span = ShardSpan {
            first: 1,
            last: 2,
            total: 4,
        };
        let on = |shard: u64| GuildId((shard + 4 * 1000) << 22);
        assert!(!span.covers(on(0)));
        assert!(span.covers(on(1)));
        assert!(span.covers(on(2)));
        assert!(!span.covers(on(3)));
        let outage = Outage {
            from_ms: 0,
            to_ms: 10,
            shards: Some(span),
        };
        assert!(outage.covers(on(1)) && !outage.covers(on(3)));
        let everywhere = Outage {
            shards: None,
            ..outage
        };
        assert!(everywhere.covers(on(3)));
        assert_eq!(span.key(), "1-2/4");
        assert_eq!(heartbeat_key(None), "all");
    }
}
