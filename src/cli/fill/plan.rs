//! What a fill makes, and the ids and names of everything in it as pure functions of
//! the plan: the benchmark addresses players and games from the plan alone, without
//! reading the store first (a read would warm the very caches it measures).

use anyhow::{bail, Result};

use martian_chess::model::{ChannelId, GuildId, UserId};
use martian_chess::service::User;

/// Servers are numbered from here (any id would do; these read well in a dump).
const FIRST_GUILD: u64 = 100;
/// Player `i` of server `s` is `FIRST_USER + s * USER_STRIDE + i`: clear of the bot
/// (1), distinct across servers, and below JavaScript's integer limit.
const FIRST_USER: u64 = 1 << 40;
const USER_STRIDE: u64 = 1 << 32;
/// The channels where finished games are played, one per lane, reused game after game.
const FIRST_LANE_CHANNEL: u64 = 1 << 41;
/// Open game `k` of server `s` has a channel of its own (one open game per channel).
const FIRST_OPEN_CHANNEL: u64 = 1 << 42;

/// Players who mostly play each other (see [`Plan::pairing`]).
const GROUP: u64 = 64;
/// One game in this many is against anyone in the server.
const OUTSIDER_EVERY: u64 = 8;

/// A quarter of the open games are invitations nobody answered yet; the rest are
/// under way.
const INVITED_EVERY: u64 = 4;

/// How many of everything, over how many servers.
#[derive(Clone, Debug)]
pub struct Plan {
    pub finished: u64,
    pub open: u64,
    /// Players in all, split over the servers; each has a rating once they finished a
    /// game (everyone does when there are at least as many finished games as players).
    pub players: u64,
    pub servers: u64,
    /// Picks the pairings, the moves and who resigns.
    pub seed: u64,
    /// Channels played in at once, one thread each.
    pub lanes: u64,
}

/// `total` split into `parts` nearly equal shares: share `i`.
pub fn share(total: u64, i: u64, parts: u64) -> u64 {
    total / parts + u64::from(i < total % parts)
}

/// A stable 64-bit mix (SplitMix64's finaliser), for choices that must not depend on
/// which thread got there first.
pub fn mix(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// Syllables of the players' names: short, varied, and sometimes alike once
/// lower-cased (the leaderboard orders ties by name, case aside).
const SYLLABLES: [&str; 16] = [
    "ka", "lo", "mi", "ne", "ru", "sa", "ti", "vo", "an", "el", "is", "or", "ba", "de", "fu", "gi",
];

/// Player `i`'s name: its base-16 digits as syllables, capitalised every other one.
fn name(i: u64) -> String {
    let mut n = i;
    let mut text = String::new();
    loop {
        text.push_str(SYLLABLES[(n % 16) as usize]);
        n /= 16;
        if n == 0 {
            break;
        }
    }
    if i % 2 == 0 {
        text[..1].make_ascii_uppercase();
    }
    text
}

impl Plan {
    /// The shape the benchmark uses: 20% as many open games and 10% as many players
    /// as finished games.
    pub fn scaled(finished: u64, servers: u64, seed: u64, lanes: u64) -> Plan {
        Plan {
            finished,
            open: finished / 5,
            players: (finished / 10).max(2 * servers),
            servers,
            seed,
            lanes,
        }
    }

    pub fn check(&self) -> Result<()> {
        if self.servers == 0 {
            bail!("a fill needs at least one server");
        }
        if self.players < 2 * self.servers && self.finished + self.open > 0 {
            bail!(
                "{} players over {} servers: each server needs two players for a game",
                self.players,
                self.servers
            );
        }
        Ok(())
    }

    /// Threads, at least one per server.
    pub fn lanes(&self) -> u64 {
        self.lanes.max(self.servers)
    }

    pub fn guild(&self, server: u64) -> GuildId {
        GuildId(FIRST_GUILD + server)
    }

    pub fn players_of(&self, server: u64) -> u64 {
        share(self.players, server, self.servers)
    }

    pub fn finished_of(&self, server: u64) -> u64 {
        share(self.finished, server, self.servers)
    }

    pub fn open_of(&self, server: u64) -> u64 {
        share(self.open, server, self.servers)
    }

    /// Player `i` of `server` (`i` below [`Plan::players_of`]).
    pub fn player(&self, server: u64, i: u64) -> User {
        User {
            id: UserId(FIRST_USER + server * USER_STRIDE + i),
            name: name(i),
            is_manager: false,
            is_bot: false,
        }
    }

    pub fn lane_channel(&self, lane: u64) -> ChannelId {
        ChannelId(FIRST_LANE_CHANNEL + lane)
    }

    pub fn open_channel(&self, server: u64, k: u64) -> ChannelId {
        ChannelId(FIRST_OPEN_CHANNEL + server * USER_STRIDE + k)
    }

    /// Whether open game `k` is an invitation (else it is under way). Drawn, not
    /// every fourth: lanes take every `lanes`-th game, and a lane of invitations only
    /// would make them all in the first minutes of the open games' span.
    pub fn is_invitation(&self, k: u64) -> bool {
        mix(self.seed ^ mix(k)) % INVITED_EVERY == 0
    }

    /// A number for game `k` of `server` (`open`: among the open games), from which its
    /// pairing, moves and result are drawn.
    pub fn dice(&self, server: u64, k: u64, open: bool) -> u64 {
        mix(self.seed ^ mix(server << 1 | u64::from(open)) ^ mix(k.wrapping_add(1) << 8))
    }

    /// The two players of game `k` of `server`. The first goes through the players in
    /// turn, so that every one of them plays once there are enough games. The second
    /// is mostly one of the first's neighbours (players `GROUP` at a time, as people
    /// who share a channel play each other), sometimes anyone: the boards of
    /// consecutive games then show few distinct names, which the renderer's per-thread
    /// cache of drawn text keeps, instead of drawing each name afresh.
    pub fn pairing(&self, server: u64, k: u64, dice: u64) -> [u64; 2] {
        let n = self.players_of(server);
        let first = k % n;
        let anyone = dice % OUTSIDER_EVERY == 0;
        let second = if anyone {
            (first + 1 + (dice >> 8) % (n - 1)) % n
        } else {
            let group = k - k % GROUP;
            let other = (group + (dice >> 8) % GROUP) % n;
            if other == first {
                (first + 1) % n
            } else {
                other
            }
        };
        [first, second]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shares_add_up() {
        for (total, parts) in [(0, 3), (10, 3), (100_000, 7), (5, 8)] {
            let sum: u64 = (0..parts).map(|i| share(total, i, parts)).sum();
            assert_eq!(sum, total);
        }
    }

    #[test]
    fn names_differ_and_pairings_are_two_players() {
        let names: std::collections::HashSet<String> = (0..5000).map(name).collect();
        assert_eq!(names.len(), 5000);
        let plan = Plan::scaled(1000, 3, 7, 8);
        for k in 0..1000 {
            let [a, b] = plan.pairing(1, k, plan.dice(1, k, false));
            assert!(a != b && a < plan.players_of(1) && b < plan.players_of(1));
        }
    }
}
