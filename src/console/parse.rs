//! Reading console lines:
//!
//! ```text
//! @alice /martian challenge opponent:@bob
//! @bob #other /martian move move:c3b4 clock:true
//! @bob #other click mc:2s:4:piece c3
//! @alice autocomplete move:c3
//! :advance 24h
//! :offline 100h
//! ```
//!
//! The words of a line are read here; what a `/martian` subcommand means is
//! [`super::command`]'s.

use crate::service::commands;
use crate::service::Action;

use super::command::command;

/// A parsed line.
#[derive(Debug, Clone)]
pub enum Line {
    Blank,
    /// The simulated clock moves on with the bot up: everything due on the way is
    /// sent at its time.
    Advance {
        ms: i64,
    },
    /// The bot is down that long (the clock moves, nothing is sent), then starts.
    Offline {
        ms: i64,
    },
    Request {
        user: String,
        channel: Option<String>,
        action: Action,
    },
    Autocomplete {
        user: String,
        channel: Option<String>,
        typed: String,
    },
}

/// Options of a command as typed (`name:value`), with user names still as text.
#[derive(Debug, Clone, Default)]
pub struct Named {
    pub options: Vec<(String, String)>,
}

pub(super) fn name_token(token: &str, sigil: char, what: &str) -> Result<String, String> {
    let name = token
        .strip_prefix(sigil)
        .ok_or_else(|| format!("\"{token}\" is not a {what}: write {sigil}name"))?;
    let ok = !name.is_empty()
        && name.len() <= 32
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.'));
    if ok {
        Ok(name.to_lowercase())
    } else {
        Err(format!(
            "\"{token}\" is not a {what}: after {sigil} use 1 to 32 letters, digits, _ - or ."
        ))
    }
}

/// "24h", "90m", "3d", "45s".
pub fn duration_ms(text: &str) -> Result<i64, String> {
    let text = text.trim();
    let split = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let (number, unit) = text.split_at(split);
    let n: i64 = number
        .parse()
        .ok()
        .filter(|n| *n <= 1_000_000)
        .ok_or_else(|| {
            format!(
                "\"{text}\" is not a duration: write a number and a unit, like 24h, 90m, 3d or 45s"
            )
        })?;
    let unit_ms = match unit {
        "s" => 1_000,
        "m" => 60_000,
        "h" => 3_600_000,
        "d" => 86_400_000,
        _ => {
            return Err(format!(
                "\"{text}\" is not a duration: the units are s, m, h and d (like 24h)"
            ))
        }
    };
    Ok(n * unit_ms)
}

/// Splits `name:value` options; a word without a colon continues the previous value
/// (so `move:c3 b4` works).
fn options(words: &[&str]) -> Result<Named, String> {
    let mut named = Named::default();
    for word in words {
        match word.split_once(':') {
            Some((name, value))
                if !name.is_empty()
                    && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') =>
            {
                named
                    .options
                    .push((name.to_ascii_lowercase(), value.to_string()));
            }
            _ => match named.options.last_mut() {
                Some((_, value)) => {
                    value.push(' ');
                    value.push_str(word);
                }
                None => {
                    return Err(format!(
                        "\"{word}\" is not an option: write name:value, like move:c3b4"
                    ))
                }
            },
        }
    }
    Ok(named)
}

/// Parses one line; user options of a challenge come back as names in the action's
/// place (the caller resolves them to users).
pub fn line(text: &str) -> Result<(Line, Vec<String>), String> {
    let text = text.trim();
    if text.is_empty() || text.starts_with("# ") || text == "#" || text.starts_with("//") {
        return Ok((Line::Blank, Vec::new()));
    }
    let words: Vec<&str> = text.split_whitespace().collect();
    if let Some(directive) = words[0].strip_prefix(':') {
        return match (directive, &words[1..]) {
            ("advance", [duration]) => Ok((
                Line::Advance {
                    ms: duration_ms(duration)?,
                },
                Vec::new(),
            )),
            ("advance", _) => Err(":advance takes one duration, like :advance 24h".into()),
            ("offline", [duration]) => Ok((
                Line::Offline {
                    ms: duration_ms(duration)?,
                },
                Vec::new(),
            )),
            ("offline", _) => Err(":offline takes one duration, like :offline 100h".into()),
            (other, _) => Err(format!(
                ":{other} is not a console directive: they are :advance <duration> (the bot stays up) and :offline <duration> (the bot is down meanwhile)"
            )),
        };
    }
    if !words[0].starts_with('@') {
        return Err(format!(
            "a line starts with the user, like @alice /martian board (got \"{}\")",
            words[0]
        ));
    }
    let user = name_token(words[0], '@', "user")?;
    let mut rest = &words[1..];
    let mut channel = None;
    if let Some(first) = rest.first().filter(|w| w.starts_with('#')) {
        channel = Some(name_token(first, '#', "channel")?);
        rest = &rest[1..];
    }
    match rest {
        ["/martian", sub, opts @ ..] => {
            let (action, people) = command(&sub.to_ascii_lowercase(), &options(opts)?)?;
            Ok((Line::Request { user, channel, action }, people))
        }
        ["/martian"] => Err(format!("/martian needs a command: {}", commands::names())),
        ["/martian-settings", opts @ ..] => {
            let (action, people) = super::command::settings(&options(opts)?)?;
            Ok((Line::Request { user, channel, action }, people))
        }
        ["click", custom_id, values @ ..] => Ok((
            Line::Request {
                user,
                channel,
                action: Action::Click {
                    custom_id: custom_id.to_string(),
                    values: values.iter().map(|v| v.to_string()).collect(),
                },
            },
            Vec::new(),
        )),
        ["click"] => Err("click needs a custom_id, like click mc:1:0:accept".into()),
        ["autocomplete", opts @ ..] => {
            let named = options(opts)?;
            let typed = named
                .options
                .iter()
                .find(|(k, _)| k == "move")
                .map(|(_, v)| v.clone())
                .unwrap_or_default();
            Ok((Line::Autocomplete { user, channel, typed }, Vec::new()))
        }
        [other, ..] if other.starts_with('/') => Err(format!(
            "{other} is not a command here: the bot's commands are /martian ({}) and /{}",
            commands::names(),
            commands::SETTINGS.name
        )),
        _ => Err("after the user (and channel), write /martian <command>, click <custom_id> [value], or autocomplete move:<text>".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_parse_with_and_without_a_channel() {
        let (parsed, people) = line("@Alice /martian challenge opponent:@bob layout:duel").unwrap();
        assert_eq!(people, vec!["bob".to_string()]);
        assert!(
            matches!(parsed, Line::Request { ref user, channel: None, action: Action::Challenge(_) } if user == "alice")
        );
        let (parsed, _) = line("@bob #side /martian move move:c3 b4 clock:true").unwrap();
        match parsed {
            Line::Request {
                channel,
                action: Action::Move { text, call_clock },
                ..
            } => {
                assert_eq!(
                    (channel.as_deref(), text.as_str(), call_clock),
                    (Some("side"), "c3 b4", true)
                );
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            line(":advance 24h").unwrap().0,
            Line::Advance { ms: 86_400_000 }
        ));
        assert!(matches!(
            line(":offline 100h").unwrap().0,
            Line::Offline { ms: 360_000_000 }
        ));
        assert!(matches!(line("# a comment").unwrap().0, Line::Blank));
    }

    #[test]
    fn bad_lines_get_sentences() {
        for (text, says) in [
            ("alice /martian board", "starts with the user"),
            ("@ /martian board", "is not a user"),
            ("@alice /martian fly", "is not a command"),
            ("@alice /martian move", "needs move:"),
            ("@alice /martian board public:maybe", "yes/no"),
            ("@alice /martian board colour:red", "has no option colour"),
            ("@alice /chess board", "is not a command here"),
            (":advance soon", "is not a duration"),
            (":offline", "takes one duration"),
            (":offline later", "is not a duration"),
            (":rewind 1h", "not a console directive"),
            ("@alice #bad!chan /martian board", "is not a channel"),
            ("@alice /martian challenge opponent:bob", "is not a user"),
        ] {
            let err = line(text).unwrap_err();
            assert!(err.contains(says), "{text}: {err}");
        }
    }
}
