//! Running past one process: which gateway shards this process runs, and which shard
//! Discord routes a server to.

use std::fmt;
use std::str::FromStr;

/// `DISCORD_SHARDS`: this process runs shards `first..=last` of `total`
/// (`0-3/16`, or `5/16` for one shard).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardSpec {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl ShardSpec {
    /// Whether this process receives the events of `guild_id`.
    pub fn owns_guild(&self, guild_id: u64) -> bool {
        let shard = shard_for_guild(guild_id, self.total);
        (self.first..=self.last).contains(&shard)
    }

    pub fn count(&self) -> u32 {
        self.last - self.first + 1
    }

    /// The same shards as the service knows them.
    pub fn span(&self) -> crate::model::ShardSpan {
        crate::model::ShardSpan {
            first: self.first,
            last: self.last,
            total: self.total,
        }
    }
}

/// The shard Discord sends a server's events to: `(guild_id >> 22) % shard_count`
/// (Discord's documented sharding formula).
pub fn shard_for_guild(guild_id: u64, shard_count: u32) -> u32 {
    crate::model::ShardSpan::shard_of(crate::model::GuildId(guild_id), shard_count)
}

impl FromStr for ShardSpec {
    type Err = String;

    fn from_str(text: &str) -> Result<ShardSpec, String> {
        let text = text.trim();
        let wrong = || {
            format!(
                "expected FIRST-LAST/TOTAL such as 0-3/16 (or one shard, 5/16), not \"{text}\"."
            )
        };
        let (range, total) = text.split_once('/').ok_or_else(wrong)?;
        let number = |s: &str| s.trim().parse::<u32>().map_err(|_| wrong());
        let total = number(total)?;
        let (first, last) = match range.split_once('-') {
            Some((a, b)) => (number(a)?, number(b)?),
            None => {
                let one = number(range)?;
                (one, one)
            }
        };
        if total == 0 {
            return Err("the total number of shards must be at least 1.".into());
        }
        if first > last || last >= total {
            return Err(format!(
                "the shards {first}-{last} must be in order and below the total {total} (shards are numbered from 0)."
            ));
        }
        Ok(ShardSpec { first, last, total })
    }
}

impl fmt::Display for ShardSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}/{}", self.first, self.last, self.total)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_ranges_and_single_shards() {
        assert_eq!(
            "0-3/16".parse::<ShardSpec>(),
            Ok(ShardSpec {
                first: 0,
                last: 3,
                total: 16
            })
        );
        assert_eq!(
            " 5/16 ".parse::<ShardSpec>(),
            Ok(ShardSpec {
                first: 5,
                last: 5,
                total: 16
            })
        );
        for bad in ["", "3", "0-16/16", "4-3/16", "0-1/0", "a-b/c", "0-1/2/3"] {
            assert!(bad.parse::<ShardSpec>().is_err(), "{bad}");
        }
    }

    #[test]
    fn routes_like_discord() {
        // Discord's documentation example: this guild goes to shard 0 of 2... and the
        // formula holds for any count.
        let guild = 81384788765712384u64;
        assert_eq!(shard_for_guild(guild, 1), 0);
        assert_eq!(shard_for_guild(guild, 16), ((guild >> 22) % 16) as u32);
        let spec: ShardSpec = "0-3/16".parse().expect("valid");
        assert_eq!(spec.owns_guild(guild), shard_for_guild(guild, 16) <= 3);
        assert_eq!(spec.count(), 4);
    }
}
