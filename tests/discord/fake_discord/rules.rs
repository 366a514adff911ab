//! What the real Discord enforces, for the fake: interactions (the 3-second first
//! answer, one first answer, the 15-minute token, the thinking message that the first
//! follow-up fills, deleted messages), the bot's permissions per channel, threads (one
//! per message, archived and unarchived, locked), the messages of every channel and
//! thread (content, attachments, edits, deletions), and users whose DMs are closed.
//! Refusals carry Discord's status and error code.

use std::collections::{HashMap, HashSet};

use serde_json::{json, Value};

use super::guilds::Guilds;
use super::{created_ms, now_ms, payloads};

/// Discord's limits, in milliseconds.
pub const FIRST_ANSWER_MS: u64 = 3_000;
pub const TOKEN_LIFETIME_MS: u64 = 15 * 60 * 1000;

/// Discord's error codes the fake uses.
pub const UNKNOWN_CHANNEL: u64 = 10003;
pub const UNKNOWN_MESSAGE: u64 = 10008;
pub const UNKNOWN_WEBHOOK: u64 = 10015;
pub const UNKNOWN_INTERACTION: u64 = 10062;
pub const CANNOT_DM: u64 = 50007;
pub const MISSING_PERMISSIONS: u64 = 50013;
pub const INVALID_WEBHOOK_TOKEN: u64 = 50027;
pub const INVALID_FORM_BODY: u64 = 50035;
pub const ALREADY_ACKNOWLEDGED: u64 = 40060;
pub const WRONG_CHANNEL_TYPE: u64 = 50024;
pub const THREAD_ARCHIVED: u64 = 50083;
pub const THREAD_ALREADY_CREATED: u64 = 160_004;

/// The auto-archive durations Discord accepts, in minutes.
pub const AUTO_ARCHIVE_DURATIONS: [u64; 4] = [60, 1440, 4320, 10080];

/// Permission bits (Discord's numbering).
pub const VIEW_CHANNEL: u64 = 1 << 10;
pub const SEND_MESSAGES: u64 = 1 << 11;
pub const ATTACH_FILES: u64 = 1 << 15;
pub const MANAGE_THREADS: u64 = 1 << 34;
pub const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
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

/// A message as Discord keeps it (in a channel, a thread or a DM).
#[derive(Clone, Debug)]
pub struct Stored {
    pub id: u64,
    pub channel: u64,
    pub content: String,
    /// (attachment id, file name).
    pub attachments: Vec<(u64, String)>,
    /// Seen by one user only (not counted as in the channel).
    pub ephemeral: bool,
    pub deleted: bool,
}

impl Stored {
    pub fn attachment_names(&self) -> Vec<String> {
        self.attachments.iter().map(|(_, n)| n.clone()).collect()
    }
}

/// A thread started from a message (its id is the message's).
#[derive(Clone, Debug)]
pub struct Thread {
    pub id: u64,
    pub parent: u64,
    pub name: String,
    pub archived: bool,
    pub locked: bool,
    pub auto_archive_duration: u64,
    pub rate_limit_per_user: u64,
    /// When it was last archived or unarchived (Unix ms).
    pub archive_ms: u64,
}

/// A file of a multipart request: (part name, file name, bytes).
pub type File = (String, String, Vec<u8>);

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
    /// Every message Discord knows of, in the order they were created.
    messages: Vec<Stored>,
    /// Threads started from messages, by id (also in `threads`).
    started: HashMap<u64, Thread>,
    /// The guild of channels the fake doesn't otherwise place (its first guild).
    pub default_guild: u64,
    /// Channels' guilds, as interactions tell them.
    guild_of: HashMap<u64, u64>,
    /// The servers' roles, channels and overwrites (`guilds.rs`).
    pub guilds: Guilds,
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
        if let Some(guild) = number(&data["guild_id"]) {
            self.guild_of.insert(channel, guild);
            self.member_may_view(guild, channel, &data["member"]);
            if !self.threads.contains(&channel) {
                self.guilds.place(channel, guild);
            }
        }
        data["app_permissions"] = json!(self.permissions_in(channel).to_string());
        if self.threads.contains(&channel) && data["channel"].is_object() {
            data["channel"]["type"] = json!(11);
            data["channel"]["thread_metadata"] = json!({
                "archived": false, "auto_archive_duration": 1440,
                "archive_timestamp": "2025-01-01T00:00:00.000000+00:00", "locked": false
            });
            if let Some(thread) = self.started.get(&channel) {
                data["channel"]["parent_id"] = json!(thread.parent.to_string());
                data["channel"]["name"] = json!(thread.name);
                data["channel"]["thread_metadata"] = thread_metadata(thread);
            }
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
        files: &[File],
        new_id: &mut dyn FnMut() -> u64,
    ) -> Answer {
        let answer = self.first_answer(id, token, json, new_id);
        if answer.0 < 400 {
            let tracked = self.interactions[token].clone();
            let data = json.map(|j| &j["data"]);
            match (tracked.answered, tracked.original) {
                (Some(4 | 5), Some(original)) => {
                    self.store(original, tracked.channel, data, files, new_id)
                }
                (Some(7), Some(clicked)) => self.edit(clicked, data, files, new_id),
                _ => {}
            }
        }
        answer
    }

    fn first_answer(
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
        files: &[File],
        new_id: &mut dyn FnMut() -> u64,
    ) -> Answer {
        let before = self.interactions.get(token).cloned();
        if let ["messages", id] = rest {
            let known = id.parse().ok().and_then(|id| self.stored(id));
            if method != "POST" && known.is_some_and(|m| m.deleted) && before.is_some() {
                return refusal(404, UNKNOWN_MESSAGE, "Unknown Message");
            }
        }
        let answer = self.webhook_answer(method, token, rest, json, new_id);
        if answer.0 >= 400 {
            return answer;
        }
        let Some(before) = before else {
            return answer;
        };
        let id = answer
            .1
            .as_ref()
            .and_then(|m| m["id"].as_str())
            .and_then(|i| i.parse::<u64>().ok());
        let target = match rest {
            ["messages", "@original"] => before.original,
            ["messages", id] => id.parse().ok(),
            _ => id,
        };
        match (method, target) {
            ("POST", Some(id)) if Some(id) == before.original => self.edit(id, json, files, new_id),
            ("POST", Some(id)) => self.store(id, before.channel, json, files, new_id),
            ("PATCH", Some(id)) => self.edit(id, json, files, new_id),
            ("DELETE", Some(id)) => self.delete(id),
            _ => {}
        }
        // The answer shows the message as Discord now has it.
        match (answer, target) {
            ((status, Some(_)), Some(id)) if method != "DELETE" => {
                (status, Some(self.message_json(id, before.channel, json)))
            }
            (answer, _) => answer,
        }
    }

    fn webhook_answer(
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

    /// `POST /channels/{channel}/messages`. A message in an archived thread unarchives
    /// it, unless the thread is locked and the bot can't manage threads.
    pub fn post_message(
        &mut self,
        channel: u64,
        json: Option<&Value>,
        files: &[File],
        new_id: &mut dyn FnMut() -> u64,
    ) -> Answer {
        if let Err(refused) = self.may_post(channel, !files.is_empty()) {
            return refused;
        }
        let manage = self.permissions_in(channel) & MANAGE_THREADS != 0;
        if let Some(thread) = self.started.get_mut(&channel) {
            if thread.archived {
                if thread.locked && !manage {
                    return refusal(400, THREAD_ARCHIVED, "Thread is archived");
                }
                thread.archived = false;
                thread.archive_ms = now_ms();
            }
        }
        let id = new_id();
        self.store(id, channel, json, files, new_id);
        (200, Some(self.message_json(id, channel, json)))
    }

    /// `PATCH /channels/{channel}/messages/{message}`: content and attachments (those
    /// listed in `attachments` by id are kept, new files added; without `attachments`
    /// every file is kept).
    pub fn edit_message(
        &mut self,
        channel: u64,
        message: u64,
        json: Option<&Value>,
        files: &[File],
        new_id: &mut dyn FnMut() -> u64,
    ) -> Answer {
        if let Err(refused) = self.may_edit(channel, !files.is_empty()) {
            return refused;
        }
        if let Some(stored) = self.stored(message) {
            if stored.deleted || stored.channel != channel {
                return refusal(404, UNKNOWN_MESSAGE, "Unknown Message");
            }
        }
        if self.is_archived(channel) {
            return refusal(400, THREAD_ARCHIVED, "Thread is archived");
        }
        self.edit(message, json, files, new_id);
        (200, Some(self.message_json(message, channel, json)))
    }

    /// `DELETE /channels/{channel}/messages/{message}` (the bot's own message; not in an
    /// archived thread, which Discord's own client unarchives first).
    pub fn delete_message(&mut self, channel: u64, message: u64) -> Answer {
        match self.stored(message) {
            Some(stored) if !stored.deleted && stored.channel == channel => {
                if self.is_archived(channel) {
                    return refusal(400, THREAD_ARCHIVED, "Thread is archived");
                }
                self.delete(message);
                (204, None)
            }
            _ => refusal(404, UNKNOWN_MESSAGE, "Unknown Message"),
        }
    }

    /// `POST /channels/{channel}/messages/{message}/threads`: a public thread whose id
    /// is the message's, one per message.
    pub fn start_thread(&mut self, channel: u64, message: u64, json: Option<&Value>) -> Answer {
        if self.threads.contains(&channel) || self.dms.contains_key(&channel) {
            return refusal(
                400,
                WRONG_CHANNEL_TYPE,
                "Cannot execute action on this channel type",
            );
        }
        match self.stored(message) {
            Some(stored) if !stored.deleted && !stored.ephemeral && stored.channel == channel => {}
            _ => return refusal(404, UNKNOWN_MESSAGE, "Unknown Message"),
        }
        if self.started.contains_key(&message) {
            return refusal(
                400,
                THREAD_ALREADY_CREATED,
                "A thread has already been created for this message",
            );
        }
        if let Err(refused) = self.require(channel, VIEW_CHANNEL | CREATE_PUBLIC_THREADS) {
            return refused;
        }
        match thread_body(json) {
            Ok((name, duration, rate)) => self.open_thread(message, channel, name, duration, rate),
            Err(refused) => refused,
        }
    }

    /// `POST /channels/{channel}/threads` (a text channel's thread from no message):
    /// a public thread (`type` 11; Discord makes a thread without a type private, which
    /// the fake refuses as the bot never wants one) with a new id. Refused in a thread
    /// or a DM, without View Channel, Send Messages and Create Public Threads, and with
    /// a name of more than 100 characters.
    pub fn create_thread(
        &mut self,
        channel: u64,
        json: Option<&Value>,
        new_id: &mut dyn FnMut() -> u64,
    ) -> Answer {
        if self.threads.contains(&channel) || self.dms.contains_key(&channel) {
            return refusal(
                400,
                WRONG_CHANNEL_TYPE,
                "Cannot execute action on this channel type",
            );
        }
        if let Err(refused) = self.require(
            channel,
            VIEW_CHANNEL | SEND_MESSAGES | CREATE_PUBLIC_THREADS,
        ) {
            return refused;
        }
        if json.and_then(|j| j["type"].as_u64()) != Some(11) {
            return refusal(400, INVALID_FORM_BODY, "Invalid Form Body");
        }
        match thread_body(json) {
            Ok((name, duration, rate)) => {
                let id = new_id();
                self.open_thread(id, channel, name, duration, rate)
            }
            Err(refused) => refused,
        }
    }

    /// A public thread `id` in `channel`, open.
    fn open_thread(
        &mut self,
        id: u64,
        channel: u64,
        name: String,
        duration: u64,
        rate: u64,
    ) -> Answer {
        let thread = Thread {
            id,
            parent: channel,
            name,
            archived: false,
            locked: false,
            auto_archive_duration: duration,
            rate_limit_per_user: rate,
            archive_ms: now_ms(),
        };
        self.threads.insert(id);
        if let Some(guild) = self.guild_of.get(&channel).copied() {
            self.guild_of.insert(id, guild);
        }
        self.started.insert(id, thread);
        (201, Some(self.thread_json(id)))
    }

    /// The threads opened in `channel`, oldest first.
    pub fn threads_in(&self, channel: u64) -> Vec<Thread> {
        let mut threads: Vec<Thread> = self
            .started
            .values()
            .filter(|t| t.parent == channel)
            .cloned()
            .collect();
        threads.sort_by_key(|t| t.id);
        threads
    }

    /// `PATCH /channels/{thread}`: archive or unarchive (and lock, rename, change the
    /// auto-archive duration) a thread the fake started.
    pub fn edit_channel(&mut self, channel: u64, json: Option<&Value>) -> Answer {
        let manage = self.permissions_in(channel) & MANAGE_THREADS != 0;
        let Some(thread) = self.started.get_mut(&channel) else {
            return refusal(
                400,
                WRONG_CHANNEL_TYPE,
                "Cannot execute action on this channel type",
            );
        };
        let json = json.cloned().unwrap_or(Value::Null);
        if thread.locked && thread.archived && !manage {
            return refusal(403, MISSING_PERMISSIONS, "Missing Permissions");
        }
        if let Some(duration) = json.get("auto_archive_duration").filter(|d| !d.is_null()) {
            match duration.as_u64() {
                Some(d) if AUTO_ARCHIVE_DURATIONS.contains(&d) => thread.auto_archive_duration = d,
                _ => return refusal(400, INVALID_FORM_BODY, "Invalid Form Body"),
            }
        }
        if let Some(name) = json["name"].as_str() {
            thread.name = name.to_string();
        }
        if let Some(locked) = json["locked"].as_bool() {
            if locked != thread.locked && !manage {
                return refusal(403, MISSING_PERMISSIONS, "Missing Permissions");
            }
            thread.locked = locked;
        }
        if let Some(archived) = json["archived"].as_bool() {
            if archived != thread.archived {
                thread.archived = archived;
                thread.archive_ms = now_ms();
            }
        }
        (200, Some(self.thread_json(channel)))
    }

    /// The thread channel object Discord returns.
    pub fn thread_json(&self, thread: u64) -> Value {
        let Some(t) = self.started.get(&thread) else {
            return Value::Null;
        };
        let guild = self
            .guild_of
            .get(&t.parent)
            .copied()
            .unwrap_or(self.default_guild);
        let live = self
            .messages
            .iter()
            .filter(|m| m.channel == thread && !m.deleted && !m.ephemeral)
            .count();
        let last = self
            .messages
            .iter()
            .rev()
            .find(|m| m.channel == thread && !m.deleted)
            .map(|m| m.id.to_string());
        json!({
            "id": t.id.to_string(),
            "type": 11,
            "guild_id": guild.to_string(),
            "parent_id": t.parent.to_string(),
            "owner_id": super::BOT_ID.to_string(),
            "name": t.name,
            "last_message_id": last,
            "rate_limit_per_user": t.rate_limit_per_user,
            "message_count": live,
            "member_count": 1,
            "total_message_sent": live,
            "flags": 0,
            "thread_metadata": thread_metadata(t),
        })
    }

    // The test's view of what Discord holds.

    /// The live (not deleted, not ephemeral) messages in `channel`, oldest first.
    pub fn messages_in(&self, channel: u64) -> Vec<Stored> {
        self.messages
            .iter()
            .filter(|m| m.channel == channel && !m.deleted && !m.ephemeral)
            .cloned()
            .collect()
    }

    /// Every message Discord knows of, deleted ones included, oldest first.
    pub fn all_messages(&self) -> &[Stored] {
        &self.messages
    }

    pub fn stored(&self, message: u64) -> Option<&Stored> {
        self.messages.iter().find(|m| m.id == message)
    }

    /// The thread started from `message`, if any.
    pub fn thread_of(&self, message: u64) -> Option<u64> {
        self.started.contains_key(&message).then_some(message)
    }

    pub fn thread(&self, thread: u64) -> Option<&Thread> {
        self.started.get(&thread)
    }

    pub fn is_archived(&self, thread: u64) -> bool {
        self.started.get(&thread).is_some_and(|t| t.archived)
    }

    /// Archives (or unarchives) a thread as Discord's auto-archive or a moderator
    /// would.
    pub fn set_archived(&mut self, thread: u64, archived: bool) {
        if let Some(t) = self.started.get_mut(&thread) {
            t.archived = archived;
            t.archive_ms = now_ms();
        }
    }

    pub fn set_locked(&mut self, thread: u64, locked: bool) {
        if let Some(t) = self.started.get_mut(&thread) {
            t.locked = locked;
        }
    }

    /// Discord delivers no interaction from a channel its member may not view (a
    /// thread: its parent's): a test that sends one is mistaken.
    fn member_may_view(&self, guild: u64, channel: u64, member: &Value) {
        let number = |v: &Value| v.as_str().and_then(|s| s.parse::<u64>().ok());
        let user = number(&member["user"]["id"]).unwrap_or(0);
        let roles: Vec<u64> = member["roles"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(number)
            .collect();
        let place = self.started.get(&channel).map_or(channel, |t| t.parent);
        assert!(
            self.guilds.may_view(guild, place, user, &roles),
            "Discord would not deliver an interaction of {user} from channel {channel}, \
             which they may not view"
        );
    }

    /// The active threads of `guild` as Discord lists them.
    pub fn active_threads(&self, guild: u64) -> Vec<Value> {
        let mut threads: Vec<&Thread> = self
            .started
            .values()
            .filter(|t| !t.archived && self.guild_of.get(&t.parent) == Some(&guild))
            .collect();
        threads.sort_by_key(|t| t.id);
        threads.iter().map(|t| self.thread_json(t.id)).collect()
    }

    /// Places `channel` in `guild` (for the thread objects the fake returns).
    pub fn set_guild(&mut self, channel: u64, guild: u64) {
        self.guild_of.insert(channel, guild);
    }

    /// Puts a message in `channel` as if someone (a player) had posted it.
    pub fn add_message(&mut self, id: u64, channel: u64, content: &str) {
        self.store(
            id,
            channel,
            Some(&json!({ "content": content })),
            &[],
            &mut || 0,
        );
    }

    /// Whether Discord would deliver an interaction from `channel` now: not from an
    /// archived thread (nobody can use a command there until it is unarchived).
    pub fn may_interact(&self, channel: u64) -> Result<(), String> {
        if self.is_archived(channel) {
            return Err(format!(
                "channel {channel} is an archived thread: Discord delivers no interaction from it"
            ));
        }
        Ok(())
    }

    fn store(
        &mut self,
        id: u64,
        channel: u64,
        json: Option<&Value>,
        files: &[File],
        new_id: &mut dyn FnMut() -> u64,
    ) {
        let json = json.cloned().unwrap_or(Value::Null);
        let ephemeral = json["flags"].as_u64().unwrap_or(0) & 64 != 0;
        let mut stored = Stored {
            id,
            channel,
            content: json["content"].as_str().unwrap_or("").to_string(),
            attachments: Vec::new(),
            ephemeral,
            deleted: false,
        };
        add_files(&mut stored, &json, files, new_id);
        self.messages.retain(|m| m.id != id);
        self.messages.push(stored);
    }

    fn edit(
        &mut self,
        id: u64,
        json: Option<&Value>,
        files: &[File],
        new_id: &mut dyn FnMut() -> u64,
    ) {
        let Some(stored) = self.messages.iter_mut().find(|m| m.id == id) else {
            return;
        };
        let json = json.cloned().unwrap_or(Value::Null);
        match json.get("content") {
            Some(Value::String(content)) => stored.content = content.clone(),
            Some(Value::Null) => stored.content.clear(),
            _ => {}
        }
        if let Some(kept) = json["attachments"].as_array() {
            let kept: Vec<String> = kept
                .iter()
                .filter_map(|a| match &a["id"] {
                    Value::String(s) => Some(s.clone()),
                    Value::Number(n) => Some(n.to_string()),
                    _ => None,
                })
                .collect();
            stored
                .attachments
                .retain(|(id, _)| kept.contains(&id.to_string()));
        }
        add_files(stored, &json, files, new_id);
    }

    fn delete(&mut self, id: u64) {
        if let Some(stored) = self.messages.iter_mut().find(|m| m.id == id) {
            stored.deleted = true;
        }
    }

    /// The message as Discord returns it, with what it holds now.
    fn message_json(&self, id: u64, channel: u64, sent: Option<&Value>) -> Value {
        let mut message = payloads::message(id, channel, sent);
        if let Some(stored) = self.stored(id) {
            message["content"] = json!(stored.content);
            message["attachments"] = Value::Array(
                stored
                    .attachments
                    .iter()
                    .map(|(a, name)| {
                        let url =
                            format!("https://cdn.discordapp.com/attachments/{channel}/{a}/{name}");
                        json!({"id": a.to_string(), "filename": name, "size": 1,
                               "url": url, "proxy_url": url})
                    })
                    .collect(),
            );
            if stored.ephemeral {
                message["flags"] = json!(64);
            }
        }
        if self.started.contains_key(&id) {
            message["thread"] = self.thread_json(id);
        }
        message
    }

    fn require(&self, channel: u64, needed: u64) -> Result<(), Answer> {
        if self.permissions_in(channel) & needed == needed {
            Ok(())
        } else {
            Err(refusal(403, MISSING_PERMISSIONS, "Missing Permissions"))
        }
    }
}

/// A new thread's name, auto-archive duration and slowmode from its request's body,
/// or Discord's refusal (a name of 1 to 100 characters, a duration Discord offers).
fn thread_body(json: Option<&Value>) -> Result<(String, u64, u64), Answer> {
    let invalid = || refusal(400, INVALID_FORM_BODY, "Invalid Form Body");
    let name = json
        .and_then(|j| j["name"].as_str())
        .unwrap_or("")
        .to_string();
    let duration = json
        .map(|j| &j["auto_archive_duration"])
        .filter(|d| !d.is_null())
        .map_or(Some(1440), Value::as_u64);
    let rate = json
        .map(|j| &j["rate_limit_per_user"])
        .filter(|r| !r.is_null())
        .map_or(Some(0), Value::as_u64);
    let (Some(duration), Some(rate)) = (duration, rate) else {
        return Err(invalid());
    };
    let chars = name.chars().count();
    if !(1..=100).contains(&chars) || !AUTO_ARCHIVE_DURATIONS.contains(&duration) || rate > 21_600 {
        return Err(invalid());
    }
    Ok((name, duration, rate))
}

fn thread_metadata(thread: &Thread) -> Value {
    json!({
        "archived": thread.archived,
        "auto_archive_duration": thread.auto_archive_duration,
        "archive_timestamp": iso_timestamp(thread.archive_ms),
        "locked": thread.locked,
    })
}

/// Unix milliseconds as Discord's ISO 8601 timestamp.
fn iso_timestamp(ms: u64) -> String {
    let secs = ms / 1000;
    let (days, rest) = (secs / 86_400, secs % 86_400);
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}.{:03}000+00:00",
        rest / 3600,
        rest % 3600 / 60,
        rest % 60,
        ms % 1000
    )
}

/// Adds a request's files to a message: each `files[n]` part, named by its
/// `attachments` entry (id n) or its own file name.
fn add_files(stored: &mut Stored, json: &Value, files: &[File], new_id: &mut dyn FnMut() -> u64) {
    for (part, file_name, _) in files {
        let index = part.trim_start_matches("files[").trim_end_matches(']');
        let named = json["attachments"].as_array().and_then(|list| {
            list.iter()
                .find(|a| {
                    a["id"].as_str() == Some(index)
                        || a["id"].as_u64().map(|n| n.to_string()).as_deref() == Some(index)
                })
                .and_then(|a| a["filename"].as_str())
        });
        let name = named.unwrap_or(file_name).to_string();
        stored.attachments.push((new_id(), name));
    }
}
