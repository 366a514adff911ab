//! How the console prints what the service replies: a line of text (mentions as
//! `@name` and `#name`, images saved to files, buttons and menus listed) or one JSON
//! object, and its own errors and notes.

use serde_json::json;

use crate::model::{GameKind, UserId};
use crate::service::{Delivery, Reply, Row};

use super::{Console, CONSOLE_GUILD, THREAD_PREFIX};

impl Console {
    pub(super) fn error(&self, text: &str) -> String {
        if self.settings.json {
            json!({"error": text}).to_string()
        } else {
            format!("error: {text}")
        }
    }

    pub(super) fn note(&self, text: &str) -> String {
        if self.settings.json {
            json!({"note": text}).to_string()
        } else {
            format!("-- {text}")
        }
    }

    /// `<@id>` mentions as `@name`, and `<#id>` as `#name`.
    fn names(&self, text: &str, reply: &Reply) -> String {
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some(start) = rest.find('<') {
            out.push_str(&rest[..start]);
            let after = &rest[start + 1..];
            let sigil = after.chars().next().filter(|c| matches!(c, '@' | '#'));
            let mention = sigil.and_then(|sigil| {
                let end = after.find('>')?;
                let id = after[1..end].parse::<u64>().ok()?;
                Some((sigil, end, id))
            });
            match mention {
                Some((sigil, end, id)) => {
                    out.push(sigil);
                    out.push_str(&self.name_of(sigil, id, reply));
                    rest = &after[end + 1..];
                }
                None => {
                    out.push('<');
                    rest = after;
                }
            }
        }
        out.push_str(rest);
        out
    }

    /// The name of a mentioned user (`@`) or channel (`#`).
    fn name_of(&self, sigil: char, id: u64, reply: &Reply) -> String {
        if sigil == '#' {
            return self
                .channels
                .get(&id)
                .cloned()
                .unwrap_or_else(|| format!("channel-{id}"));
        }
        self.user_name(id, reply)
    }

    /// A user's name: as seen in this run, as the reply names them, as seated in the
    /// reply's channel's game (one game read, only when nothing else knows them, as
    /// after a restart), or as rated in this server.
    fn user_name(&self, id: u64, reply: &Reply) -> String {
        if let Some(name) = self.users.get(&id) {
            return name.clone();
        }
        if let Some((_, name)) = reply.mentions.iter().find(|(u, _)| u.0 == id) {
            return name.clone();
        }
        let seated = self
            .store
            .open_game_in(CONSOLE_GUILD, reply.channel)
            .ok()
            .flatten()
            .and_then(|game| game.seats.into_iter().find(|s| s.user.0 == id))
            .map(|seat| seat.name);
        let rated = || {
            let rated_in = |game| self.store.player(CONSOLE_GUILD, game, UserId(id));
            GameKind::ALL
                .into_iter()
                .find_map(|game| rated_in(game).ok().flatten().map(|p| p.name))
        };
        seated
            .or_else(rated)
            .unwrap_or_else(|| format!("user-{id}"))
    }

    fn save_image(&self, reply: &Reply) -> Option<String> {
        let image = reply.image.as_ref()?;
        // The name is the service's (board-<id>-<ply>.png): no path parts.
        let name: String = image
            .name
            .chars()
            .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '.' | '_'))
            .collect();
        let path = self.settings.out.join(name);
        let written = std::fs::create_dir_all(&self.settings.out)
            .and_then(|_| std::fs::write(&path, image.bytes()));
        Some(match written {
            Ok(()) => path.display().to_string(),
            Err(err) => format!("(could not write {}: {err})", path.display()),
        })
    }

    pub(super) fn print(&self, reply: &Reply) -> String {
        let channel = self
            .channels
            .get(&reply.channel.0)
            .cloned()
            .unwrap_or_else(|| reply.channel.0.to_string());
        let to = reply.to.map(|id| self.user_name(id.0, reply));
        let mut text = self.names(&reply.text, reply);
        if let (Delivery::OpenThread { .. } | Delivery::NewThread, Some(receipt)) =
            (reply.delivery, &reply.receipt)
        {
            // The thread's name as Discord shows it, and the name to type.
            text = format!(
                "(opens the thread #{THREAD_PREFIX}{}: {text})",
                receipt.game()
            );
        }
        let image = self.save_image(reply);
        let alt = reply.image.as_ref().and_then(|i| i.description.clone());
        if self.settings.json {
            let components: Vec<serde_json::Value> = reply
                .components
                .iter()
                .flat_map(|row| match row {
                    Row::Buttons(buttons) => buttons
                        .iter()
                        .map(|b| json!({"type": "button", "custom_id": b.custom_id, "label": b.label, "style": format!("{:?}", b.style).to_lowercase(), "disabled": b.disabled}))
                        .collect::<Vec<_>>(),
                    Row::Select(select) => vec![json!({
                        "type": "select",
                        "custom_id": select.custom_id,
                        "placeholder": select.placeholder,
                        "options": select.options.iter().map(|o| json!({"label": o.label, "value": o.value, "description": o.description})).collect::<Vec<_>>(),
                    })],
                })
                .collect();
            let mentions: Vec<String> = reply
                .mentions
                .iter()
                .map(|(_, name)| name.clone())
                .collect();
            return json!({
                "channel": channel,
                "to": to,
                "ephemeral": reply.ephemeral,
                "delivery": reply.delivery.name(),
                "text": text,
                "image": image,
                "alt": alt,
                "silent": reply.silent,
                "components": components,
                "mentions": mentions,
            })
            .to_string();
        }
        let edited = matches!(
            reply.delivery,
            Delivery::Board { message: Some(_) } | Delivery::Edit { .. } | Delivery::Update
        );
        let mut out = match &to {
            Some(name) if reply.ephemeral => format!("[#{channel}] (only @{name}) {text}"),
            Some(name) => format!("[DM to @{name}] {text}"),
            None if edited => format!("[#{channel}] (edited) {text}"),
            None => format!("[#{channel}] {text}"),
        };
        if let Some(path) = image {
            out.push_str(&format!("\n  image: {path}"));
        }
        if let Some(alt) = alt {
            out.push_str(&format!("\n  alt: {alt}"));
        }
        for row in &reply.components {
            match row {
                Row::Buttons(buttons) => {
                    let list: Vec<String> = buttons
                        .iter()
                        .map(|b| match b.disabled {
                            true => format!("[{}] {} (disabled)", b.label, b.custom_id),
                            false => format!("[{}] {}", b.label, b.custom_id),
                        })
                        .collect();
                    out.push_str(&format!("\n  buttons: {}", list.join("  ")));
                }
                Row::Select(select) => {
                    let list: Vec<String> = select
                        .options
                        .iter()
                        .map(|o| format!("{} ({})", o.value, o.label))
                        .collect();
                    out.push_str(&format!(
                        "\n  menu {}: {}",
                        select.custom_id,
                        list.join(", ")
                    ));
                }
            }
        }
        out
    }
}
