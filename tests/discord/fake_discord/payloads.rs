//! Gateway and REST payloads in Discord's format (API v10).

use serde_json::{json, Value};

use super::{APP_ID, BOT_ID, BOT_NAME};

/// The channel the fake says interaction webhooks post in (messages carry a channel).
pub const CHANNEL_OF_WEBHOOKS: u64 = 1;

/// Manage Server, for managers; the usual member permissions otherwise.
pub const MEMBER_PERMISSIONS: &str = "2248473465835073";
pub const MANAGER_PERMISSIONS: &str = "2248473465835105";

/// The owner of every fake server (no player).
pub const OWNER_ID: u64 = 1;

const TIMESTAMP: &str = "2025-01-01T00:00:00.000000+00:00";

pub fn user_json(id: u64, name: &str) -> Value {
    json!({
        "id": id.to_string(),
        "username": name,
        "global_name": name,
        "discriminator": "0",
        "avatar": null,
        "public_flags": 0,
        "flags": 0,
        "bot": id == BOT_ID,
    })
}

pub fn bot_user() -> Value {
    let mut user = user_json(BOT_ID, BOT_NAME);
    user["verified"] = json!(true);
    user["mfa_enabled"] = json!(false);
    user
}

pub fn ready(guilds: &[u64], shard: u32, total: u32, gateway: &str) -> Value {
    json!({
        "v": 10,
        "user": bot_user(),
        "guilds": guilds.iter().map(|g| json!({"id": g.to_string(), "unavailable": true})).collect::<Vec<_>>(),
        "session_id": format!("session-{shard}"),
        "resume_gateway_url": gateway,
        "shard": [shard, total],
        "application": {"id": APP_ID.to_string(), "flags": 0},
        "private_channels": [],
        "relationships": [],
        "presences": [],
        "_trace": ["fake-discord"],
    })
}

pub fn guild(id: u64) -> Value {
    json!({
        "id": id.to_string(),
        "name": format!("Server {id}"),
        "icon": null,
        "splash": null,
        "discovery_splash": null,
        "owner_id": OWNER_ID.to_string(),
        "afk_channel_id": null,
        "afk_timeout": 300,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "roles": [{
            "id": id.to_string(), "name": "@everyone", "color": 0,
            "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null}, "hoist": false,
            "position": 0, "permissions": MEMBER_PERMISSIONS, "managed": false,
            "mentionable": false, "flags": 0
        }],
        "emojis": [],
        "features": [],
        "mfa_level": 0,
        "application_id": null,
        "system_channel_id": null,
        "system_channel_flags": 0,
        "rules_channel_id": null,
        "vanity_url_code": null,
        "description": null,
        "banner": null,
        "premium_tier": 0,
        "preferred_locale": "en-US",
        "public_updates_channel_id": null,
        "nsfw_level": 0,
        "premium_progress_bar_enabled": false,
        "safety_alerts_channel_id": null,
        "joined_at": TIMESTAMP,
        "large": false,
        "unavailable": false,
        "member_count": 3,
        "voice_states": [],
        "members": [],
        "channels": [],
        "threads": [],
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "stickers": [],
    })
}

/// The message Discord returns for a posted or edited message.
pub fn message(id: u64, channel: u64, sent: Option<&Value>) -> Value {
    let content = sent
        .and_then(|s| s["content"].as_str())
        .unwrap_or("")
        .to_string();
    json!({
        "id": id.to_string(),
        "channel_id": channel.to_string(),
        "author": user_json(BOT_ID, BOT_NAME),
        "content": content,
        "timestamp": TIMESTAMP,
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "pinned": false,
        "type": 0,
        "flags": 0,
        "components": [],
        "application_id": APP_ID.to_string(),
        "webhook_id": APP_ID.to_string(),
    })
}

/// A player in the fake server.
#[derive(Clone, Debug)]
pub struct Player {
    pub id: u64,
    pub name: String,
    pub manager: bool,
    /// Their Discord client's language (`interaction.locale`).
    pub locale: String,
    /// Their roles in the server (besides @everyone).
    pub roles: Vec<u64>,
}

impl Player {
    pub fn new(id: u64, name: &str) -> Player {
        Player {
            id,
            name: name.into(),
            manager: false,
            locale: "en-US".into(),
            roles: Vec::new(),
        }
    }

    /// The same player with their Discord client in another language.
    pub fn speaking(mut self, locale: &str) -> Player {
        self.locale = locale.into();
        self
    }

    fn member(&self) -> Value {
        json!({
            "user": user_json(self.id, &self.name),
            "nick": null,
            "avatar": null,
            "roles": self.roles.iter().map(u64::to_string).collect::<Vec<_>>(),
            "joined_at": TIMESTAMP,
            "premium_since": null,
            "deaf": false,
            "mute": false,
            "flags": 0,
            "pending": false,
            "permissions": if self.manager { MANAGER_PERMISSIONS } else { MEMBER_PERMISSIONS },
            "communication_disabled_until": null,
        })
    }
}

/// Where and by whom an interaction happens.
pub struct Place<'a> {
    pub guild: u64,
    pub channel: u64,
    pub player: &'a Player,
    /// The server's language (`interaction.guild_locale`).
    pub guild_locale: &'a str,
}

fn interaction(kind: u8, id: u64, token: &str, place: &Place<'_>, data: Value) -> Value {
    json!({
        "id": id.to_string(),
        "application_id": APP_ID.to_string(),
        "type": kind,
        "data": data,
        "guild_id": place.guild.to_string(),
        "channel_id": place.channel.to_string(),
        "channel": {"id": place.channel.to_string(), "type": 0, "name": "general", "guild_id": place.guild.to_string(), "permissions": MEMBER_PERMISSIONS, "nsfw": false, "parent_id": null, "flags": 0},
        "member": place.player.member(),
        "token": token,
        "version": 1,
        "app_permissions": MEMBER_PERMISSIONS,
        "locale": place.player.locale,
        "guild_locale": place.guild_locale,
        "entitlements": [],
        "authorizing_integration_owners": {"0": place.guild.to_string()},
        "context": 0,
        "attachment_size_limit": 10485760,
    })
}

/// The options of `/martian`: the subcommand `sub` with its options, or, for `group
/// sub` (`puzzle solve`), the group (type 2) holding the subcommand.
fn subcommand(sub: &str, options: Vec<Value>) -> Value {
    match sub.split_once(' ') {
        Some((group, sub)) => json!([{"name": group, "type": 2, "options": [
            {"name": sub, "type": 1, "options": options}
        ]}]),
        None => json!([{"name": sub, "type": 1, "options": options}]),
    }
}

/// `/martian <sub>` (or `/martian <group> <sub>`) with options (each `{"name", "type",
/// "value"}`), and the users the options name.
pub fn command(
    id: u64,
    token: &str,
    place: &Place<'_>,
    sub: &str,
    options: Vec<Value>,
    users: &[&Player],
) -> Value {
    let mut data = json!({
        "id": "800000000000000001",
        "name": "martian",
        "type": 1,
        "guild_id": place.guild.to_string(),
        "options": subcommand(sub, options),
    });
    if !users.is_empty() {
        let mut resolved_users = serde_json::Map::new();
        let mut members = serde_json::Map::new();
        for user in users {
            resolved_users.insert(user.id.to_string(), user_json(user.id, &user.name));
            let mut member = user.member();
            member.as_object_mut().map(|m| m.remove("user"));
            members.insert(user.id.to_string(), member);
        }
        data["resolved"] = json!({"users": resolved_users, "members": members});
    }
    interaction(2, id, token, place, data)
}

/// A top-level command with options and no subcommands (`/martian-settings`).
pub fn top_level_command(
    id: u64,
    token: &str,
    place: &Place<'_>,
    name: &str,
    options: Vec<Value>,
) -> Value {
    let data = json!({
        "id": "800000000000000002",
        "name": name,
        "type": 1,
        "guild_id": place.guild.to_string(),
        "options": options,
    });
    interaction(2, id, token, place, data)
}

/// A user command (Apps menu of a member, `data.type` 2) on `target`, who is a bot
/// when `bot` (or when it is ours).
pub fn user_command(
    id: u64,
    token: &str,
    place: &Place<'_>,
    name: &str,
    target: &Player,
    bot: bool,
) -> Value {
    let mut user = user_json(target.id, &target.name);
    if bot {
        user["bot"] = json!(true);
    }
    let mut member = target.member();
    member.as_object_mut().map(|m| m.remove("user"));
    let key = target.id.to_string();
    let data = json!({
        "id": "800000000000000003",
        "name": name,
        "type": 2,
        "guild_id": place.guild.to_string(),
        "target_id": key,
        "resolved": {"users": {&key: user}, "members": {&key: member}},
    });
    interaction(2, id, token, place, data)
}

/// Autocomplete of `/martian move move:<typed>`.
pub fn autocomplete(id: u64, token: &str, place: &Place<'_>, typed: &str) -> Value {
    let data = json!({
        "id": "800000000000000001",
        "name": "martian",
        "type": 1,
        "guild_id": place.guild.to_string(),
        "options": [{"name": "move", "type": 1, "options": [
            {"name": "move", "type": 3, "value": typed, "focused": true}
        ]}],
    });
    interaction(4, id, token, place, data)
}

/// Autocomplete of `option` of the subcommand `sub` of `/martian`, typed so far.
pub fn autocomplete_of(
    id: u64,
    token: &str,
    place: &Place<'_>,
    (sub, option): (&str, &str),
    typed: &str,
) -> Value {
    let data = json!({
        "id": "800000000000000001",
        "name": "martian",
        "type": 1,
        "guild_id": place.guild.to_string(),
        "options": subcommand(
            sub,
            vec![json!({"name": option, "type": 3, "value": typed, "focused": true})],
        ),
    });
    interaction(4, id, token, place, data)
}

/// A click on a button (`values` empty) or a choice in a string select menu.
pub fn click(
    id: u64,
    token: &str,
    place: &Place<'_>,
    message_id: u64,
    custom_id: &str,
    values: &[&str],
) -> Value {
    let data = if values.is_empty() {
        json!({"custom_id": custom_id, "component_type": 2})
    } else {
        json!({"custom_id": custom_id, "component_type": 3, "values": values})
    };
    let mut value = interaction(3, id, token, place, data);
    value["message"] = message(message_id, place.channel, None);
    value
}
