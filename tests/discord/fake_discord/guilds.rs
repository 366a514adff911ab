//! The servers as the fake's REST API shows them, for what members may view: each
//! server's roles (@everyone's is the server's id, with the usual member permissions)
//! and owner (`GET /guilds/{id}`), its channels with their permission overwrites
//! (`GET /guilds/{id}/channels`: every channel an interaction came from or the test
//! placed, never a thread) and its active threads (`GET /guilds/{id}/threads/active`).
//! A server the bot is not in is refused as Discord does (404, Unknown Guild); the
//! test may make every read fail (403, Missing Access) to see what the bot does then.
//!
//! It also checks the tests: Discord delivers no interaction from a channel its member
//! may not view, so the fake refuses to send one (its own computation of the
//! permission, apart from the bot's).

use std::collections::{BTreeMap, HashMap, HashSet};

use serde_json::{json, Value};

use super::payloads;
use super::rules::{refusal, Answer, VIEW_CHANNEL};

pub const UNKNOWN_GUILD: u64 = 10004;
pub const MISSING_ACCESS: u64 = 50001;
pub const ADMINISTRATOR: u64 = 1 << 3;

/// A permission overwrite of a channel: for a role (the server's id for @everyone) or
/// a member.
#[derive(Clone, Debug)]
pub struct Overwrite {
    pub id: u64,
    pub member: bool,
    pub allow: u64,
    pub deny: u64,
}

impl Overwrite {
    /// @everyone of `guild` may not view the channel.
    pub fn hidden_from_everyone(guild: u64) -> Overwrite {
        Overwrite {
            id: guild,
            member: false,
            allow: 0,
            deny: VIEW_CHANNEL,
        }
    }

    /// `id` (a member, or a role when not `member`) may view the channel.
    pub fn shown_to(id: u64, member: bool) -> Overwrite {
        Overwrite {
            id,
            member,
            allow: VIEW_CHANNEL,
            deny: 0,
        }
    }

    fn json(&self) -> Value {
        json!({
            "id": self.id.to_string(),
            "type": u8::from(self.member),
            "allow": self.allow.to_string(),
            "deny": self.deny.to_string(),
        })
    }
}

/// What the fake knows of the servers' roles and channels.
#[derive(Default)]
pub struct Guilds {
    /// The servers the bot is in.
    pub joined: HashSet<u64>,
    /// Roles other than @everyone, by server: (id, name, permissions).
    roles: HashMap<u64, Vec<(u64, String, u64)>>,
    /// Channels (never threads) and their server.
    channels: BTreeMap<u64, u64>,
    overwrites: HashMap<u64, Vec<Overwrite>>,
    /// Every read of a server's roles, channels or threads is refused.
    pub refuse_reads: bool,
}

impl Guilds {
    /// A channel of `guild` (an interaction came from it, or a test places it).
    pub fn place(&mut self, channel: u64, guild: u64) {
        self.channels.insert(channel, guild);
    }

    pub fn add_role(&mut self, guild: u64, role: u64, name: &str, permissions: u64) {
        self.roles
            .entry(guild)
            .or_default()
            .push((role, name.into(), permissions));
    }

    /// Replaces a channel's overwrites (and places it in `guild`).
    pub fn set_overwrites(&mut self, guild: u64, channel: u64, overwrites: Vec<Overwrite>) {
        self.place(channel, guild);
        self.overwrites.insert(channel, overwrites);
    }

    /// Only these members may view `channel` (besides the owner and administrators).
    pub fn make_private(&mut self, guild: u64, channel: u64, members: &[u64]) {
        let mut overwrites = vec![Overwrite::hidden_from_everyone(guild)];
        overwrites.extend(members.iter().map(|m| Overwrite::shown_to(*m, true)));
        self.set_overwrites(guild, channel, overwrites);
    }

    /// The channel as `GET /guilds/{id}/channels` and `CHANNEL_UPDATE` give it.
    pub fn channel_json(&self, channel: u64) -> Value {
        let guild = self.channels.get(&channel).copied().unwrap_or(0);
        let overwrites: Vec<Value> = self
            .overwrites
            .get(&channel)
            .into_iter()
            .flatten()
            .map(Overwrite::json)
            .collect();
        json!({
            "id": channel.to_string(),
            "type": 0,
            "guild_id": guild.to_string(),
            "name": format!("channel-{channel}"),
            "position": 0,
            "permission_overwrites": overwrites,
            "parent_id": null,
            "nsfw": false,
            "topic": null,
            "last_message_id": null,
            "rate_limit_per_user": 0,
            "flags": 0,
        })
    }

    fn everyone(&self) -> u64 {
        payloads::MEMBER_PERMISSIONS.parse().unwrap_or(0)
    }

    /// Whether a member (`user`, with `roles`) may view `channel` of `guild`, by
    /// Discord's documented computation (owner, base from roles, Administrator, then
    /// the overwrites of @everyone, of the roles, of the member).
    pub fn may_view(&self, guild: u64, channel: u64, user: u64, roles: &[u64]) -> bool {
        if user == payloads::OWNER_ID {
            return true;
        }
        let server_roles = self.roles.get(&guild).map(Vec::as_slice).unwrap_or(&[]);
        let mut permissions = self.everyone();
        for (id, _, bits) in server_roles {
            if roles.contains(id) {
                permissions |= bits;
            }
        }
        if permissions & ADMINISTRATOR != 0 {
            return true;
        }
        let overwrites = self
            .overwrites
            .get(&channel)
            .map(Vec::as_slice)
            .unwrap_or(&[]);
        let apply = |p: u64, o: &Overwrite| (p & !o.deny) | o.allow;
        if let Some(o) = overwrites.iter().find(|o| !o.member && o.id == guild) {
            permissions = apply(permissions, o);
        }
        let (mut allow, mut deny) = (0, 0);
        for o in overwrites
            .iter()
            .filter(|o| !o.member && roles.contains(&o.id))
        {
            allow |= o.allow;
            deny |= o.deny;
        }
        permissions = (permissions & !deny) | allow;
        if let Some(o) = overwrites.iter().find(|o| o.member && o.id == user) {
            permissions = apply(permissions, o);
        }
        permissions & VIEW_CHANNEL != 0
    }

    /// Refuses a read of `guild` as Discord would, if it would.
    fn refused(&self, guild: u64) -> Option<Answer> {
        if !self.joined.contains(&guild) {
            return Some(refusal(404, UNKNOWN_GUILD, "Unknown Guild"));
        }
        self.refuse_reads
            .then(|| refusal(403, MISSING_ACCESS, "Missing Access"))
    }

    /// `GET /guilds/{id}`: the server with its roles and owner.
    pub fn guild(&self, guild: u64) -> Answer {
        if let Some(refused) = self.refused(guild) {
            return refused;
        }
        let mut body = payloads::guild(guild);
        let roles = body["roles"].as_array_mut().expect("the guild's roles");
        for (position, (id, name, bits)) in self.roles.get(&guild).into_iter().flatten().enumerate()
        {
            let mut role = roles[0].clone();
            role["id"] = json!(id.to_string());
            role["name"] = json!(name);
            role["permissions"] = json!(bits.to_string());
            role["position"] = json!(position + 1);
            roles.push(role);
        }
        (200, Some(body))
    }

    /// `GET /guilds/{id}/channels`.
    pub fn channels(&self, guild: u64) -> Answer {
        if let Some(refused) = self.refused(guild) {
            return refused;
        }
        let list: Vec<Value> = self
            .channels
            .iter()
            .filter(|(_, g)| **g == guild)
            .map(|(channel, _)| self.channel_json(*channel))
            .collect();
        (200, Some(Value::Array(list)))
    }

    /// `GET /guilds/{id}/threads/active`, with the active `threads` the world keeps
    /// (as thread objects).
    pub fn active_threads(&self, guild: u64, threads: Vec<Value>) -> Answer {
        if let Some(refused) = self.refused(guild) {
            return refused;
        }
        (
            200,
            Some(json!({"threads": threads, "members": [], "has_more": false})),
        )
    }
}
