//! Service replies as Discord messages: text (within Discord's limits), the board as an
//! attachment, buttons and select menus, and who may be pinged.

use poise::serenity_prelude as serenity;
use serenity::{
    CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton, CreateSelectMenu,
    CreateSelectMenuKind, CreateSelectMenuOption,
};

use crate::service::{ButtonStyle, Reply, Row};

/// Discord's limits (https://discord.com/developers/docs/resources/message and
/// .../interactions/message-components).
pub const MAX_CONTENT: usize = 2000;
pub const MAX_CUSTOM_ID: usize = 100;
pub const MAX_OPTIONS: usize = 25;
pub const MAX_BUTTONS_PER_ROW: usize = 5;
pub const MAX_ROWS: usize = 5;
const MAX_BUTTON_LABEL: usize = 80;
const MAX_OPTION_TEXT: usize = 100;
const MAX_PLACEHOLDER: usize = 150;
/// An attachment's description (its alt text).
pub const MAX_DESCRIPTION: usize = 1024;

/// `text` cut to at most `max` characters, with an ellipsis when cut.
pub fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}

/// The message text; never empty when there is nothing else to show, since Discord
/// refuses an empty message.
pub fn content(reply: &Reply) -> String {
    if reply.text.trim().is_empty() && reply.image.is_none() {
        return "\u{200b}".to_string();
    }
    clip(&reply.text, MAX_CONTENT)
}

/// Only the users the service names are pinged; never roles or @everyone, whatever
/// the text says.
pub fn allowed_mentions(reply: &Reply) -> CreateAllowedMentions {
    CreateAllowedMentions::new()
        .empty_roles()
        .everyone(false)
        .users(reply.mentions.iter().filter_map(|(id, _)| user_id(id.0)))
}

pub fn user_id(id: u64) -> Option<serenity::UserId> {
    std::num::NonZeroU64::new(id).map(serenity::UserId::from)
}

pub fn channel_id(id: u64) -> Option<serenity::ChannelId> {
    std::num::NonZeroU64::new(id).map(serenity::ChannelId::from)
}

fn style(style: ButtonStyle) -> serenity::ButtonStyle {
    match style {
        ButtonStyle::Primary => serenity::ButtonStyle::Primary,
        ButtonStyle::Secondary => serenity::ButtonStyle::Secondary,
        ButtonStyle::Success => serenity::ButtonStyle::Success,
        ButtonStyle::Danger => serenity::ButtonStyle::Danger,
    }
}

/// The rows as Discord components, all disabled when `disabled` (an old board).
/// Anything over Discord's limits is dropped rather than failing the whole message.
pub fn components(rows: &[Row], disabled: bool) -> Vec<CreateActionRow> {
    rows.iter()
        .filter_map(|row| match row {
            Row::Buttons(buttons) => {
                let buttons: Vec<CreateButton> = buttons
                    .iter()
                    .filter(|b| !b.custom_id.is_empty() && b.custom_id.len() <= MAX_CUSTOM_ID)
                    .take(MAX_BUTTONS_PER_ROW)
                    .map(|b| {
                        CreateButton::new(b.custom_id.clone())
                            .label(clip(&b.label, MAX_BUTTON_LABEL))
                            .style(style(b.style))
                            .disabled(disabled || b.disabled)
                    })
                    .collect();
                (!buttons.is_empty()).then_some(CreateActionRow::Buttons(buttons))
            }
            Row::Select(select) => {
                let options: Vec<CreateSelectMenuOption> = select
                    .options
                    .iter()
                    .take(MAX_OPTIONS)
                    .filter(|o| !o.value.is_empty())
                    .map(|o| {
                        let option = CreateSelectMenuOption::new(
                            clip(&o.label, MAX_OPTION_TEXT),
                            clip(&o.value, MAX_OPTION_TEXT),
                        );
                        match &o.description {
                            Some(d) => option.description(clip(d, MAX_OPTION_TEXT)),
                            None => option,
                        }
                    })
                    .collect();
                let usable = !options.is_empty()
                    && !select.custom_id.is_empty()
                    && select.custom_id.len() <= MAX_CUSTOM_ID;
                usable.then(|| {
                    CreateActionRow::SelectMenu(
                        CreateSelectMenu::new(
                            select.custom_id.clone(),
                            CreateSelectMenuKind::String { options },
                        )
                        .placeholder(clip(&select.placeholder, MAX_PLACEHOLDER))
                        .disabled(disabled),
                    )
                })
            }
        })
        .take(MAX_ROWS)
        .collect()
}

/// A message body for Discord's REST API, and its files.
///
/// Built here rather than with serenity's message builders: those number attachments
/// with integers, where the API description asks for snowflake strings.
pub struct Outgoing {
    pub json: serde_json::Value,
    pub files: Vec<CreateAttachment>,
}

/// What kind of message body a reply becomes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Body {
    /// A new message (channel message, follow-up, or interaction response type 4).
    New,
    /// Replacing a message (edits, and response type 7): privacy can't change.
    Edit,
}

pub fn outgoing(reply: &Reply, body: Body) -> Outgoing {
    let mut json = serde_json::json!({
        "content": content(reply),
        "allowed_mentions": allowed_mentions(reply),
        "components": components(&reply.components, false),
    });
    // Flags belong to a new message: an edit keeps the message's own.
    let flags = match body {
        Body::New => flags(reply),
        Body::Edit => 0,
    };
    if flags != 0 {
        json["flags"] = serde_json::json!(flags);
    }
    let mut files = Vec::new();
    match &reply.image {
        Some(image) => {
            let mut attachment = serde_json::json!({ "id": "0", "filename": image.name });
            if let Some(text) = image
                .description
                .as_deref()
                .filter(|t| !t.trim().is_empty())
            {
                attachment["description"] = serde_json::json!(clip(text, MAX_DESCRIPTION));
            }
            json["attachments"] = serde_json::json!([attachment]);
            files.push(CreateAttachment::bytes(
                image.bytes().to_vec(),
                image.name.clone(),
            ));
        }
        // An edit without an image drops the old one; a new message has none anyway.
        None if body == Body::Edit => json["attachments"] = serde_json::json!([]),
        None => {}
    }
    Outgoing { json, files }
}

/// The message flag that makes a message visible only to the requester.
pub const EPHEMERAL: u64 = 1 << 6;
/// The message flag that keeps a message from notifying anybody (Discord's
/// `SUPPRESS_NOTIFICATIONS`, what `@silent` sets).
pub const SUPPRESS_NOTIFICATIONS: u64 = 1 << 12;

/// A new message's flags: ephemeral (only the requester sees it), and silent when the
/// service says nobody needs telling. A message that pings someone is never silent:
/// the ping is its point.
pub fn flags(reply: &Reply) -> u64 {
    let mut flags = 0;
    if reply.ephemeral {
        flags |= EPHEMERAL;
    }
    if reply.silent && reply.mentions.is_empty() {
        flags |= SUPPRESS_NOTIFICATIONS;
    }
    flags
}

/// An interaction response: a new message (type 4) or, for `Body::Edit`, the clicked
/// message replaced (type 7).
pub fn response(reply: &Reply, body: Body) -> Outgoing {
    let Outgoing { json, files } = outgoing(reply, body);
    let kind = match body {
        Body::New => 4,
        Body::Edit => 7,
    };
    Outgoing {
        json: serde_json::json!({ "type": kind, "data": json }),
        files,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{ChannelId, GameId, UserId};
    use crate::service::{
        Attachment, Button, ComponentAction, ComponentId, ListId, Select, SelectOption,
    };

    fn board_reply() -> Reply {
        let mut reply = Reply::public(ChannelId(5), "x".repeat(2500));
        reply.image = Some(Attachment::new("board-1-0.png", vec![1, 2, 3]));
        reply.mentions = vec![(UserId(7), "bob".into())];
        let id = |a| ComponentId::new(GameId(1), 0, a).encode();
        reply.components = vec![
            Row::Buttons(vec![Button {
                custom_id: id(ComponentAction::Game("move".into())),
                label: "Move".into(),
                style: ButtonStyle::Primary,
                disabled: false,
            }]),
            Row::Select(Select {
                custom_id: id(ComponentAction::Game("piece".into())),
                placeholder: "p".into(),
                options: (0..30)
                    .map(|i| SelectOption {
                        label: format!("o{i}"),
                        value: format!("v{i}"),
                        description: None,
                    })
                    .collect(),
            }),
        ];
        reply
    }

    #[test]
    fn stays_within_discord_limits() {
        let reply = board_reply();
        assert_eq!(content(&reply).chars().count(), MAX_CONTENT);
        let json = serde_json::to_value(components(&reply.components, true)).expect("json");
        let options = json[1]["components"][0]["options"]
            .as_array()
            .expect("options");
        assert_eq!(options.len(), MAX_OPTIONS);
        assert_eq!(json[0]["components"][0]["disabled"], true);
        let mentions = serde_json::to_value(allowed_mentions(&reply)).expect("json");
        assert_eq!(mentions["users"], serde_json::json!(["7"]));
        let body = response(&reply, Body::New);
        assert_eq!(body.json["type"], 4);
        assert_eq!(body.json["data"]["attachments"][0]["id"], "0");
        assert_eq!(body.files.len(), 1);
    }

    #[test]
    fn alt_text_silence_and_disabled_buttons() {
        let mut reply = board_reply();
        let mut image = Attachment::new("board-1-0.png", vec![1, 2, 3]);
        image.description = Some("é".repeat(1100));
        reply.image = Some(image);
        reply.silent = true;
        let new = response(&reply, Body::New);
        let alt = new.json["data"]["attachments"][0]["description"]
            .as_str()
            .expect("a description");
        assert_eq!(alt.chars().count(), MAX_DESCRIPTION);
        // It pings bob: a ping must notify, whatever the service said.
        assert_eq!(new.json["data"].get("flags"), None);
        reply.mentions.clear();
        let new = response(&reply, Body::New);
        assert_eq!(new.json["data"]["flags"], SUPPRESS_NOTIFICATIONS);
        reply.ephemeral = true;
        let new = outgoing(&reply, Body::New);
        assert_eq!(new.json["flags"], SUPPRESS_NOTIFICATIONS | EPHEMERAL);
        // An edit keeps the message's own flags.
        let edit = response(&reply, Body::Edit);
        assert_eq!(edit.json["type"], 7);
        assert_eq!(edit.json["data"].get("flags"), None);

        let id = ListId {
            list: crate::service::ListKind::Leaderboard,
            game: crate::model::GameKind::Martian,
            page: 2,
            user: None,
        };
        let rows = vec![Row::Buttons(vec![Button {
            custom_id: id.encode(),
            label: "Next".into(),
            style: ButtonStyle::Secondary,
            disabled: true,
        }])];
        let json = serde_json::to_value(components(&rows, false)).expect("json");
        assert_eq!(json[0]["components"][0]["disabled"], true);
    }
}
