//! What the real Discord enforces, for the fake: interactions (the 3-second first
//! answer, one first answer, the 15-minute token, the thinking message that the first
//! follow-up fills, deleted messages), the bot's permissions per channel, threads, and
//! users whose DMs are closed. Refusals carry Discord's status and error code.

use std::collections::{HashMap, HashSet};

use serde_json::{json, Value};

use super::{created_ms, now_ms, payloads};

/// Discord's limits, in milliseconds.
pub const FIRST_ANSWER_MS: u64 = 3_000;
pub const TOKEN_LIFETIME_MS: u64 = 15 * 60 * 1000;

/// Discord's error codes the fake uses.
pub const UNKNOWN_MESSAGE: u64 = 10008;
pub const UNKNOWN_WEBHOOK: u64 = 10015;
pub const UNKNOWN_INTERACTION: u64 = 10062;
pub const CANNOT_DM: u64 = 50007;
pub const MISSING_PERMISSIONS: u64 = 50013;
pub const INVALID_WEBHOOK_TOKEN: u64 = 50027;
pub const INVALID_FORM_BODY: u64 = 50035;
pub const ALREADY_ACKNOWLEDGED: u64 = 40060;

/// Permission bits (Discord's numbering).
pub const VIEW_CHANNEL: u64 = 1 << 10;
pub const SEND_MESSAGES: u64 = 1 << 11;
pub const ATTACH_FILES: u64 = 1 << 15;
pub const SEND_MESSAGES_IN_THREADS: u64 = 1 << 38;

pub type Answer = (u16, Option<Value>);

pub fn refusal(status: u16, code: u64, message: &str) -> Answer {
    (status, Some(json!({"message": message, "code": code})))
}

/// One interaction as Discord tracks it.
#[derive(Clone, Debug)]
pub struct Tracked {
    pub id: u64,
    /// 2 command, 3 component, 4 autocomplete.
    pub kind: u64,
    pub channel: u64,
    /// For a click: the message whose component was clicked.
    pub clicked: Option<u64>,
    /// The type of the first answer, once given.
    pub answered: Option<u64>,
    /// The original response's message id (the thinking message after a type 5).
    pub original: Option<u64>,
    /// The thinking message got its content (so follow-ups are new messages).
    pub filled: bool,
    pub deleted: bool,
}

#[derive(Default)]
pub struct World {
    /// Interactions by token.
    interactions: HashMap<String, Tracked>,
    /// The bot's permissions by channel; channels not listed grant the usual member
    /// permissions (which include everything the bot needs).
    permissions: HashMap<u64, u64>,
    threads: HashSet<u64>,
    closed_dms: HashSet<u64>,
    /// DM channels and their recipient.
    dms: HashMap<u64, u64>,
    /// Every interaction token is treated as expired (webhook calls fail with 50027).
    pub tokens_expired: bool,
}

impl World {
    pub fn set_permissions(&mut self, channel: u64, bits: u64) {
        self.permissions.insert(channel, bits);
    }

    pub fn make_thread(&mut self, channel: u64) {
        self.threads.insert(channel);
    }

    pub fn close_dms(&mut self, user: u64) {
        self.closed_dms.insert(user);
    }

    pub fn permissions_in(&self, channel: u64) -> u64 {
        self.permissions
            .get(&channel)
            .copied()
            .unwrap_or_else(|| payloads::MEMBER_PERMISSIONS.parse().unwrap_or(0))
    }

    pub fn interaction(&self, token: &str) -> Option<&Tracked> {
        self.interactions.get(token)
    }

    /// An `INTERACTION_CREATE` on its way to the bot: remember it, and fill in what
    /// Discord computes (the bot's permissions in the channel, the channel's type).
    pub fn interaction_created(&mut self, data: &mut Value) {
        let number = |v: &Value| v.as_str().and_then(|s| s.parse::<u64>().ok());
        let (Some(id), Some(token)) = (
            number(&data["id"]),
            data["token"].as_str().map(str::to_string),
        ) else {
            return;
        };
        let channel = number(&data["channel_id"]).unwrap_or(0);
        data["app_permissions"] = json!(self.permissions_in(channel).to_string());
        if self.threads.contains(&channel) && data["channel"].is_object() {
            data["channel"]["type"] = json!(11);
            data["channel"]["thread_metadata"] = json!({
                "archived": false, "auto_archive_duration": 1440,
                "archive_timestamp": "2025-01-01T00:00:00.000000+00:00", "locked": false
            });
        }
        self.interactions.insert(
            token,
            Tracked {
                id,
                kind: data["type"].as_u64().unwrap_or(0),
                channel,
                clicked: number(&data["message"]["id"]),
                answered: None,
                original: None,
                filled: false,
                deleted: false,
            },
        );
    }

    /// `POST /interactions/{id}/{token}/callback`.
    pub fn callback(
        &mut self,
        id: &str,
        token: &str,
        json: Option<&Value>,
        new_id: &mut dyn FnMut() -> u64,
    ) -> Answer {
        let Some(tracked) = self
            .interactions
            .get_mut(token)
            .filter(|t| t.id.to_string() == id)
        else {
            return refusal(404, UNKNOWN_INTERACTION, "Unknown interaction");
        };
        // Discord forgets an interaction that got no answer in time.
        if now_ms().saturating_sub(created_ms(tracked.id)) > FIRST_ANSWER_MS {
            return refusal(404, UNKNOWN_INTERACTION, "Unknown interaction");
        }
        if tracked.answered.is_some() {
            return refusal(
                400,
                ALREADY_ACKNOWLEDGED,
                "Interaction has already been acknowledged.",
            );
        }
        let kind = json.and_then(|j| j["type"].as_u64()).unwrap_or(0);
        let component = tracked.kind == 3;
        match kind {
            4 | 5 => tracked.original = Some(new_id()),
            6 | 7 if component => tracked.original = tracked.clicked,
            8 if tracked.kind == 4 => {}
            _ => return refusal(400, INVALID_FORM_BODY, "Invalid interaction response type"),
        }
        tracked.answered = Some(kind);
        tracked.filled = kind != 5;
        (204, None)
    }

    /// `/webhooks/{application}/{token}[/messages/{id}]`: follow-ups and the original.
    pub fn webhook(
        &mut self,
        method: &str,
        token: &str,
        rest: &[&str],
        json: Option<&Value>,
        new_id: &mut dyn FnMut() -> u64,
    ) -> Answer {
        let expired = self.tokens_expired;
        let Some(tracked) = self.interactions.get_mut(token) else {
            return refusal(404, UNKNOWN_WEBHOOK, "Unknown Webhook");
        };
        if expired || now_ms().saturating_sub(created_ms(tracked.id)) > TOKEN_LIFETIME_MS {
            return refusal(401, INVALID_WEBHOOK_TOKEN, "Invalid Webhook Token");
        }
        if tracked.answered.is_none() {
            // Not acknowledged yet: the webhook doesn't exist.
            return refusal(404, UNKNOWN_WEBHOOK, "Unknown Webhook");
        }
        let channel = tracked.channel;
        let message = |id: u64| (200, Some(payloads::message(id, channel, json)));
        let gone = || refusal(404, UNKNOWN_MESSAGE, "Unknown Message");
        match (method, rest) {
            // The first follow-up after a "thinking" defer *is* the thinking message.
            ("POST", []) if tracked.answered == Some(5) && !tracked.filled => {
                if tracked.deleted {
                    return gone();
                }
                tracked.filled = true;
                message(tracked.original.unwrap_or(0))
            }
            ("POST", []) => message(new_id()),
            ("GET" | "PATCH", ["messages", "@original"]) => match tracked.original {
                Some(original) if !tracked.deleted => {
                    if method == "PATCH" {
                        tracked.filled = true;
                    }
                    message(original)
                }
                _ => gone(),
            },
            ("DELETE", ["messages", "@original"]) => match tracked.original {
                Some(_) if !tracked.deleted => {
                    tracked.deleted = true;
                    (204, None)
                }
                _ => gone(),
            },
            ("GET" | "PATCH", ["messages", id]) => message(id.parse().unwrap_or(0)),
            ("DELETE", ["messages", _]) => (204, None),
            _ => refusal(404, 0, "Unknown route in the fake"),
        }
    }

    pub fn dm_channel(&mut self, user: u64, new_id: &mut dyn FnMut() -> u64) -> u64 {
        if let Some((channel, _)) = self.dms.iter().find(|(_, u)| **u == user) {
            return *channel;
        }
        let channel = new_id();
        self.dms.insert(channel, user);
        channel
    }

    /// A new message in `channel` (a DM channel, or a server channel or thread).
    pub fn may_post(&self, channel: u64, with_files: bool) -> Result<(), Answer> {
        if let Some(user) = self.dms.get(&channel) {
            if self.closed_dms.contains(user) {
                return Err(refusal(403, CANNOT_DM, "Cannot send messages to this user"));
            }
            return Ok(());
        }
        let send = if self.threads.contains(&channel) {
            SEND_MESSAGES_IN_THREADS
        } else {
            SEND_MESSAGES
        };
        let files = if with_files { ATTACH_FILES } else { 0 };
        self.require(channel, VIEW_CHANNEL | send | files)
    }

    /// An edit of the bot's own message in `channel`.
    pub fn may_edit(&self, channel: u64, with_files: bool) -> Result<(), Answer> {
        if self.dms.contains_key(&channel) {
            return Ok(());
        }
        let files = if with_files { ATTACH_FILES } else { 0 };
        self.require(channel, VIEW_CHANNEL | files)
    }

    fn require(&self, channel: u64, needed: u64) -> Result<(), Answer> {
        if self.permissions_in(channel) & needed == needed {
            Ok(())
        } else {
            Err(refusal(403, MISSING_PERMISSIONS, "Missing Permissions"))
        }
    }
}
