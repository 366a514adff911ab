//! Which channels of a server a member may view, for the service's [`Sight`]: games
//! played where they cannot look are not listed, shown or replayed to them. serenity
//! runs without its cache, so the server's roles and owner (`GET /guilds/{id}`), its
//! channels with their permission overwrites (`GET /guilds/{id}/channels`) and its
//! active threads (`GET /guilds/{id}/threads/active`) are read over REST, kept a short
//! while per server, and forgotten as soon as the gateway says they changed (the
//! `GUILDS` intent brings channel, thread, role and server updates). The member's own
//! roles come with every interaction.
//!
//! The permission to view each channel follows Discord's documented computation
//! (topics/permissions, "Permission Hierarchy"): the owner sees everything; else the
//! base is @everyone's permissions and the member's roles', where Administrator sees
//! everything; then the channel's overwrites apply in turn: @everyone's, the member's
//! roles' together (denials, then allowances), the member's own. A public thread is
//! seen by whoever sees its channel; a private one only from inside (Discord would
//! need a request per thread to say who its members are).
//!
//! When the server cannot be read (Discord failing, a missing permission), the member
//! is taken to see no other channel than the one they ask in: a list shorter for a
//! while can be asked for again, a private channel's game once shown cannot be unseen.
//! For the same reason a channel Discord does not list (deleted, or a thread archived
//! since) is not seen.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;
use serenity::{ChannelType, GuildChannel, PermissionOverwriteType, Permissions, RoleId};

use crate::model::ChannelId;
use crate::service::Sight;

/// How long a server's roles and channels are trusted without an event saying they
/// changed (events may be missed while the gateway reconnects).
pub const KEPT_FOR: Duration = Duration::from_secs(60);

/// The member asking: in which server, who they are, and their roles there (from the
/// interaction).
#[derive(Clone, Debug)]
pub struct Viewer {
    pub guild: serenity::GuildId,
    pub user: serenity::UserId,
    pub roles: Vec<RoleId>,
}

impl Viewer {
    /// The member behind an interaction in `guild` (no roles if Discord sent no member).
    pub fn of(
        guild: serenity::GuildId,
        user: &serenity::User,
        member: Option<&serenity::Member>,
    ) -> Viewer {
        Viewer {
            guild,
            user: user.id,
            roles: member.map(|m| m.roles.clone()).unwrap_or_default(),
        }
    }
}

/// A thread Discord lists as active in the server.
#[derive(Clone, Debug)]
struct Thread {
    id: serenity::ChannelId,
    parent: Option<serenity::ChannelId>,
    private: bool,
}

/// What a server's permissions are made of, as read from Discord.
#[derive(Clone, Debug)]
pub struct Server {
    guild: serenity::GuildId,
    owner: serenity::UserId,
    /// Every role's permissions, @everyone's (the server's id) included.
    roles: HashMap<RoleId, Permissions>,
    /// Channels (not threads), each with its overwrites.
    channels: Vec<(serenity::ChannelId, Vec<serenity::PermissionOverwrite>)>,
    threads: Vec<Thread>,
}

impl Server {
    /// Reads a server's roles, channels and active threads from Discord.
    async fn read(http: &serenity::Http, guild: serenity::GuildId) -> serenity::Result<Server> {
        let partial = http.get_guild(guild).await?;
        let channels = http.get_channels(guild).await?;
        let threads = http.get_guild_active_threads(guild).await?;
        Ok(Server::new(
            guild,
            partial.owner_id,
            partial
                .roles
                .values()
                .map(|role| (role.id, role.permissions)),
            channels,
            threads.threads,
        ))
    }

    pub fn new(
        guild: serenity::GuildId,
        owner: serenity::UserId,
        roles: impl IntoIterator<Item = (RoleId, Permissions)>,
        channels: Vec<GuildChannel>,
        threads: Vec<GuildChannel>,
    ) -> Server {
        Server {
            guild,
            owner,
            roles: roles.into_iter().collect(),
            channels: channels
                .into_iter()
                .map(|c| (c.id, c.permission_overwrites))
                .collect(),
            threads: threads
                .into_iter()
                .map(|t| Thread {
                    id: t.id,
                    parent: t.parent_id,
                    private: t.kind == ChannelType::PrivateThread,
                })
                .collect(),
        }
    }

    /// The channels (and threads) `viewer` may view.
    pub fn sight_of(&self, viewer: &Viewer) -> Sight {
        let base = self.base_permissions(viewer);
        let seen: Vec<serenity::ChannelId> = self
            .channels
            .iter()
            .filter(|(_, overwrites)| {
                self.in_channel(base, overwrites, viewer)
                    .contains(Permissions::VIEW_CHANNEL)
            })
            .map(|(id, _)| *id)
            .collect();
        let threads = self
            .threads
            .iter()
            .filter(|t| !t.private && t.parent.is_some_and(|p| seen.contains(&p)))
            .map(|t| t.id);
        Sight::only(
            seen.iter()
                .copied()
                .chain(threads)
                .map(|id| ChannelId(id.get())),
        )
    }

    /// The member's permissions in the server, before any channel's overwrites.
    fn base_permissions(&self, viewer: &Viewer) -> Permissions {
        if viewer.user == self.owner {
            return Permissions::all();
        }
        let role = |id: &RoleId| self.roles.get(id).copied().unwrap_or_default();
        let everyone = role(&self.guild.everyone_role());
        let base = viewer.roles.iter().map(role).fold(everyone, |a, b| a | b);
        if base.contains(Permissions::ADMINISTRATOR) {
            return Permissions::all();
        }
        base
    }

    /// The member's permissions in a channel with these overwrites.
    fn in_channel(
        &self,
        base: Permissions,
        overwrites: &[serenity::PermissionOverwrite],
        viewer: &Viewer,
    ) -> Permissions {
        if base.contains(Permissions::ADMINISTRATOR) {
            return Permissions::all();
        }
        let apply = |p: Permissions, allow: Permissions, deny: Permissions| (p - deny) | allow;
        let everyone = PermissionOverwriteType::Role(self.guild.everyone_role());
        let mut permissions = base;
        if let Some(o) = overwrites.iter().find(|o| o.kind == everyone) {
            permissions = apply(permissions, o.allow, o.deny);
        }
        let (mut allow, mut deny) = (Permissions::empty(), Permissions::empty());
        for o in overwrites {
            if matches!(o.kind, PermissionOverwriteType::Role(r) if viewer.roles.contains(&r)) {
                allow |= o.allow;
                deny |= o.deny;
            }
        }
        permissions = apply(permissions, allow, deny);
        let member = PermissionOverwriteType::Member(viewer.user);
        if let Some(o) = overwrites.iter().find(|o| o.kind == member) {
            permissions = apply(permissions, o.allow, o.deny);
        }
        permissions
    }
}

/// A server as last read, and how many times it was said to have changed (a read that
/// began before a change is not kept).
#[derive(Default)]
struct Known {
    changes: u64,
    read: Option<(Instant, std::sync::Arc<Server>)>,
}

/// The servers' roles and channels, as read lately.
#[derive(Default)]
pub struct Sights {
    servers: Mutex<HashMap<serenity::GuildId, Known>>,
}

impl Sights {
    /// What `viewer` may view in their server: from the server as read lately, or read
    /// now; nothing but where they are when it cannot be read.
    pub async fn of(&self, http: &serenity::Http, viewer: &Viewer) -> Sight {
        let guild = viewer.guild;
        match self.server(http, guild).await {
            Ok(server) => server.sight_of(viewer),
            Err(err) => {
                tracing::warn!(
                    guild = guild.get(),
                    "could not read the server's channels and roles; \
                     showing only the asker's channel's games: {err}"
                );
                Sight::only([])
            }
        }
    }

    async fn server(
        &self,
        http: &serenity::Http,
        guild: serenity::GuildId,
    ) -> serenity::Result<std::sync::Arc<Server>> {
        let changes = {
            let mut servers = self.servers.lock().unwrap_or_else(|e| e.into_inner());
            let known = servers.entry(guild).or_default();
            if let Some((at, server)) = &known.read {
                if at.elapsed() < KEPT_FOR {
                    return Ok(server.clone());
                }
            }
            known.changes
        };
        let server = std::sync::Arc::new(Server::read(http, guild).await?);
        let mut servers = self.servers.lock().unwrap_or_else(|e| e.into_inner());
        // Servers not asked about lately are let go.
        servers.retain(|_, k| {
            k.read
                .as_ref()
                .is_some_and(|(at, _)| at.elapsed() < KEPT_FOR)
        });
        let known = servers.entry(guild).or_default();
        if known.changes == changes {
            known.read = Some((Instant::now(), server.clone()));
        }
        Ok(server)
    }

    /// Forgets a server's roles and channels: they changed.
    pub fn forget(&self, guild: serenity::GuildId) {
        let mut servers = self.servers.lock().unwrap_or_else(|e| e.into_inner());
        let known = servers.entry(guild).or_default();
        known.changes += 1;
        known.read = None;
    }

    /// A gateway event: forgets the server whose channels, threads or roles it changes.
    pub fn on_event(&self, event: &serenity::FullEvent) {
        if let Some(guild) = changed_server(event) {
            self.forget(guild);
        }
    }
}

/// The server whose channels, threads, roles or owner an event changes.
fn changed_server(event: &serenity::FullEvent) -> Option<serenity::GuildId> {
    use serenity::FullEvent as E;
    Some(match event {
        E::ChannelCreate { channel } | E::ChannelDelete { channel, .. } => channel.guild_id,
        E::ChannelUpdate { new, .. } => new.guild_id,
        E::ThreadCreate { thread } => thread.guild_id,
        E::ThreadUpdate { new, .. } => new.guild_id,
        E::ThreadDelete { thread, .. } => thread.guild_id,
        E::ThreadListSync { thread_list_sync } => thread_list_sync.guild_id,
        E::GuildRoleCreate { new } => new.guild_id,
        E::GuildRoleUpdate { new, .. } => new.guild_id,
        E::GuildRoleDelete { guild_id, .. } => *guild_id,
        E::GuildUpdate { new_data, .. } => new_data.id,
        E::GuildCreate { guild, .. } => guild.id,
        E::GuildDelete { incomplete, .. } => incomplete.id,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use poise::serenity_prelude::PermissionOverwrite;

    const GUILD: u64 = 100;
    const MOD: u64 = 200;
    const ALICE: u64 = 300;
    const OWNER: u64 = 1;

    fn role(id: u64) -> RoleId {
        RoleId::new(id)
    }

    fn overwrite(
        kind: PermissionOverwriteType,
        allow: Permissions,
        deny: Permissions,
    ) -> PermissionOverwrite {
        PermissionOverwrite { allow, deny, kind }
    }

    fn channel(
        id: u64,
        overwrites: Vec<PermissionOverwrite>,
    ) -> (serenity::ChannelId, Vec<PermissionOverwrite>) {
        (serenity::ChannelId::new(id), overwrites)
    }

    fn server(
        everyone: Permissions,
        channels: Vec<(serenity::ChannelId, Vec<PermissionOverwrite>)>,
    ) -> Server {
        Server {
            guild: serenity::GuildId::new(GUILD),
            owner: serenity::UserId::new(OWNER),
            roles: HashMap::from([
                (role(GUILD), everyone),
                (role(MOD), Permissions::MANAGE_MESSAGES),
            ]),
            channels,
            threads: Vec::new(),
        }
    }

    fn viewer(user: u64, roles: &[u64]) -> Viewer {
        Viewer {
            guild: serenity::GuildId::new(GUILD),
            user: serenity::UserId::new(user),
            roles: roles.iter().map(|r| role(*r)).collect(),
        }
    }

    fn sees(server: &Server, viewer: &Viewer, channel: u64) -> bool {
        server.sight_of(viewer).sees(ChannelId(channel))
    }

    const VIEW: Permissions = Permissions::VIEW_CHANNEL;
    const NONE: Permissions = Permissions::empty();

    #[test]
    fn overwrites_apply_everyone_then_roles_then_the_member() {
        let everyone = PermissionOverwriteType::Role(role(GUILD));
        let moderators = PermissionOverwriteType::Role(role(MOD));
        let alice = PermissionOverwriteType::Member(serenity::UserId::new(ALICE));
        let s = server(
            VIEW | Permissions::SEND_MESSAGES,
            vec![
                channel(1, vec![]),
                // Moderators only.
                channel(
                    2,
                    vec![
                        overwrite(everyone, NONE, VIEW),
                        overwrite(moderators, VIEW, NONE),
                    ],
                ),
                // Alice alone, moderators or not.
                channel(
                    3,
                    vec![
                        overwrite(everyone, NONE, VIEW),
                        overwrite(moderators, NONE, VIEW),
                        overwrite(alice, VIEW, NONE),
                    ],
                ),
                // Everyone but alice.
                channel(4, vec![overwrite(alice, NONE, VIEW)]),
            ],
        );
        let member = viewer(ALICE + 1, &[]);
        let moderator = viewer(ALICE + 2, &[MOD]);
        let alice_mod = viewer(ALICE, &[MOD]);
        assert!(sees(&s, &member, 1) && !sees(&s, &member, 2) && !sees(&s, &member, 3));
        assert!(sees(&s, &member, 4));
        assert!(sees(&s, &moderator, 2) && !sees(&s, &moderator, 3));
        assert!(sees(&s, &alice_mod, 2) && sees(&s, &alice_mod, 3) && !sees(&s, &alice_mod, 4));
        // A channel Discord did not list (deleted, an archived thread) is not seen.
        assert!(!sees(&s, &member, 99));
    }

    #[test]
    fn the_owner_and_administrators_see_everything() {
        let everyone = PermissionOverwriteType::Role(role(GUILD));
        let hidden = channel(2, vec![overwrite(everyone, NONE, VIEW)]);
        let mut s = server(VIEW, vec![hidden]);
        assert!(!sees(&s, &viewer(ALICE, &[]), 2));
        assert!(sees(&s, &viewer(OWNER, &[]), 2));
        s.roles.insert(role(MOD), Permissions::ADMINISTRATOR);
        assert!(sees(&s, &viewer(ALICE, &[MOD]), 2));
        // Without View Channel for @everyone, a role's allowance in the channel lets in.
        let s = server(
            NONE,
            vec![channel(
                5,
                vec![overwrite(
                    PermissionOverwriteType::Role(role(MOD)),
                    VIEW,
                    NONE,
                )],
            )],
        );
        assert!(!sees(&s, &viewer(ALICE, &[]), 5) && sees(&s, &viewer(ALICE, &[MOD]), 5));
    }

    #[test]
    fn public_threads_are_seen_with_their_channel_and_private_ones_not() {
        let everyone = PermissionOverwriteType::Role(role(GUILD));
        let mut s = server(
            VIEW,
            vec![
                channel(1, vec![]),
                channel(2, vec![overwrite(everyone, NONE, VIEW)]),
            ],
        );
        let thread = |id: u64, parent: u64, private: bool| Thread {
            id: serenity::ChannelId::new(id),
            parent: Some(serenity::ChannelId::new(parent)),
            private,
        };
        s.threads = vec![
            thread(11, 1, false),
            thread(12, 1, true),
            thread(21, 2, false),
        ];
        let member = viewer(ALICE, &[]);
        assert!(sees(&s, &member, 11));
        assert!(!sees(&s, &member, 12) && !sees(&s, &member, 21));
    }

    #[test]
    fn a_change_forgets_the_server() {
        let sights = Sights::default();
        let guild = serenity::GuildId::new(GUILD);
        let server = std::sync::Arc::new(server(VIEW, vec![]));
        sights
            .servers
            .lock()
            .unwrap()
            .entry(guild)
            .or_default()
            .read = Some((Instant::now(), server));
        sights.forget(guild);
        let servers = sights.servers.lock().unwrap();
        let known = &servers[&guild];
        assert!(known.read.is_none());
        assert_eq!(known.changes, 1);
    }
}
