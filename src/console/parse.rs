//! Reading console lines:
//!
//! ```text
//! @alice /martian challenge opponent:@bob
//! @bob #other /martian move move:c3b4 clock:true
//! @bob #other click mc:2s:4:piece c3
//! @alice autocomplete move:c3
//! @alice[cs] /martian moves
//! :advance 24h
//! :offline 100h
//! :private #secret @alice @bob
//! ```
//!
//! `@alice[cs]` is alice with her own Discord locale for that line (`cs`, `ru`, `en-GB`,
//! ...): the replies only she sees are in its language; the server's language stays the
//! session's (`--locale`) or its `language` setting.
//!
//! The words of a line are read here; what a `/martian` subcommand means is
//! [`super::command`]'s.

use crate::i18n::Tr;
use crate::service::commands;
use crate::service::Action;

use super::command::{command, group_command, settings};
use super::names;
use super::tokens::name_token;
pub use super::tokens::Named;

/// A parsed line.
// One line is parsed and run at a time: a request's action kept inline costs nothing
// worth a box (the settings' change made it the largest variant).
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone)]
pub enum Line {
    Blank,
    /// Only `users` may view `channel` from now on (see `private.rs`).
    Private {
        channel: String,
        users: Vec<String>,
    },
    /// The simulated clock moves on with the bot up: everything due on the way is
    /// sent at its time.
    Advance {
        ms: i64,
    },
    /// The bot stops cleanly, is down that long (the clock moves, nothing is sent),
    /// then starts.
    Offline {
        ms: i64,
    },
    /// The bot stays up that long with Discord unreachable (every delivery would
    /// fail, no interaction arrives), then reaches it again.
    Unreachable {
        ms: i64,
    },
    Request {
        user: String,
        /// The user's Discord locale for this line (`@alice[cs]`), if it names one.
        locale: Option<String>,
        channel: Option<String>,
        action: Action,
    },
    Autocomplete {
        user: String,
        channel: Option<String>,
        option: Focused,
        typed: String,
    },
}

/// Which option an autocomplete line types into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Focused {
    Move,
    Zone,
}

/// A Discord locale as a console line or `--locale` gives it: `cs`, `ru`, `en-GB`.
pub fn locale_token(tr: Tr<'_>, text: &str) -> Result<String, String> {
    let ok = (2..=16).contains(&text.len())
        && text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_'));
    if ok {
        Ok(text.to_string())
    } else {
        Err(tr.a("cmd-console-not-a-locale", &[("text", text.into())]))
    }
}

/// `@alice` or `@alice[cs]`: the user's name, and their locale for the line.
fn user_token(tr: Tr<'_>, token: &str) -> Result<(String, Option<String>), String> {
    match line_locale(token) {
        Some((user, locale)) => Ok((name_token(tr, user, '@')?, Some(locale_token(tr, locale)?))),
        None => Ok((name_token(tr, token, '@')?, None)),
    }
}

/// `@alice[cs]` as `("@alice", "cs")`; `None` without a locale.
pub fn line_locale(token: &str) -> Option<(&str, &str)> {
    token.strip_suffix(']').and_then(|t| t.split_once('['))
}

/// "24h", "90m", "3d", "45s", or several of them together: "22h59m", "1d2h".
pub fn duration_ms(tr: Tr<'_>, text: &str) -> Result<i64, String> {
    let text = text.trim();
    let not_a_duration = || tr.a("cmd-console-not-a-duration", &[("text", text.into())]);
    if text.is_empty() {
        return Err(not_a_duration());
    }
    let mut rest = text;
    let mut total: i64 = 0;
    while !rest.is_empty() {
        let split = rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len());
        let (number, after) = rest.split_at(split);
        let n: i64 = number
            .parse()
            .ok()
            .filter(|n| *n <= 1_000_000)
            .ok_or_else(not_a_duration)?;
        let unit_len = after
            .find(|c: char| c.is_ascii_digit())
            .unwrap_or(after.len());
        let (unit, next) = after.split_at(unit_len);
        let unit_ms = match unit {
            "s" => 1_000,
            "m" => 60_000,
            "h" => 3_600_000,
            "d" => 86_400_000,
            _ => return Err(tr.a("cmd-console-duration-unit", &[("text", text.into())])),
        };
        total += n * unit_ms;
        rest = next;
    }
    Ok(total)
}

/// `:private #channel @user...`: the channel, and who may view it.
fn private(tr: Tr<'_>, channel: &str, users: &[&str]) -> Result<Line, String> {
    Ok(Line::Private {
        channel: name_token(tr, channel, '#')?,
        users: users
            .iter()
            .map(|user| name_token(tr, user, '@'))
            .collect::<Result<_, _>>()?,
    })
}

/// Splits `name:value` options; a word without a colon continues the previous value
/// (so `move:c3 b4` works).
fn options(tr: Tr<'_>, words: &[&str]) -> Result<Named, String> {
    let mut named = Named::default();
    for word in words {
        match word.split_once(':') {
            Some((name, value))
                // `18:00` of `starts:2026-12-24 18:00` is no option: a value goes on.
                if !name.is_empty()
                    && name.chars().all(|c| c.is_alphanumeric() || c == '_')
                    && !name.chars().all(|c| c.is_ascii_digit()) =>
            {
                named.options.push((name.to_lowercase(), value.to_string()));
            }
            _ => match named.options.last_mut() {
                Some((_, value)) => {
                    value.push(' ');
                    value.push_str(word);
                }
                None => return Err(tr.a("cmd-console-not-an-option", &[("word", (*word).into())])),
            },
        }
    }
    Ok(named)
}

/// Parses one line; user options of a challenge come back as names in the action's
/// place (the caller resolves them to users). What can't be read is told in `tr`'s
/// language.
pub fn line(tr: Tr<'_>, text: &str) -> Result<(Line, Vec<String>), String> {
    let text = text.trim();
    if text.is_empty() || text.starts_with("# ") || text == "#" || text.starts_with("//") {
        return Ok((Line::Blank, Vec::new()));
    }
    let words: Vec<&str> = text.split_whitespace().collect();
    if let Some(directive) = words[0].strip_prefix(':') {
        return match (directive, &words[1..]) {
            ("private", [channel, users @ ..]) if channel.starts_with('#') => {
                Ok((private(tr, channel, users)?, Vec::new()))
            }
            ("private", _) => Err(tr.t("cmd-console-private-usage")),
            ("advance", [duration]) => Ok((
                Line::Advance {
                    ms: duration_ms(tr, duration)?,
                },
                Vec::new(),
            )),
            ("advance", _) => Err(tr.t("cmd-console-advance-usage")),
            ("offline", [duration]) => Ok((
                Line::Offline {
                    ms: duration_ms(tr, duration)?,
                },
                Vec::new(),
            )),
            ("offline", _) => Err(tr.t("cmd-console-offline-usage")),
            ("unreachable", [duration]) => Ok((
                Line::Unreachable {
                    ms: duration_ms(tr, duration)?,
                },
                Vec::new(),
            )),
            ("unreachable", _) => Err(tr.t("cmd-console-unreachable-usage")),
            (other, _) => Err(tr.a(
                "cmd-console-unknown-directive",
                &[("directive", other.into())],
            )),
        };
    }
    if !words[0].starts_with('@') {
        return Err(tr.a("cmd-console-no-user", &[("word", words[0].into())]));
    }
    let (user, locale) = user_token(tr, words[0])?;
    let mut rest = &words[1..];
    let mut channel = None;
    if let Some(first) = rest.first().filter(|w| w.starts_with('#')) {
        channel = Some(name_token(tr, first, '#')?);
        rest = &rest[1..];
    }
    let catalog = tr.catalog;
    match rest {
        [martian, first, rest @ ..]
            if names::is_martian(catalog, martian)
                && !(rest.is_empty() && names::group(catalog, first).is_some()) =>
        {
            // `/martian puzzle solve …` (a group and its subcommand) or `/martian move …`.
            let (action, people) = match (names::group(catalog, first), rest) {
                (Some(group), [sub, opts @ ..]) => {
                    group_command(tr, group, sub, &options(tr, opts)?)?
                }
                _ => command(tr, first, &options(tr, rest)?)?,
            };
            Ok((
                Line::Request {
                    user,
                    locale,
                    channel,
                    action,
                },
                people,
            ))
        }
        [martian, group]
            if names::is_martian(catalog, martian) && names::group(catalog, group).is_some() =>
        {
            let group = names::group(catalog, group).unwrap_or_default();
            Err(tr.a(
                "cmd-console-group-needs-command",
                &[
                    ("group", names::group_name(tr, group).into()),
                    ("commands", names::group_command_names(tr, group).into()),
                ],
            ))
        }
        [martian] if names::is_martian(catalog, martian) => Err(tr.a(
            "cmd-console-no-command",
            &[("commands", names::command_names(tr).into())],
        )),
        [settings_word, opts @ ..] if names::is_settings(catalog, settings_word) => {
            let (action, people) = settings(tr, &options(tr, opts)?)?;
            Ok((
                Line::Request {
                    user,
                    locale,
                    channel,
                    action,
                },
                people,
            ))
        }
        ["click", custom_id, values @ ..] => Ok((
            Line::Request {
                user,
                locale,
                channel,
                action: Action::Click {
                    custom_id: custom_id.to_string(),
                    values: values.iter().map(|v| v.to_string()).collect(),
                },
            },
            Vec::new(),
        )),
        ["click"] => Err(tr.t("cmd-console-click-usage")),
        ["autocomplete", opts @ ..] => {
            // `move:` (a move of the channel's game) or `timezone:` (a time zone), by
            // their names in any language.
            let typed = options(tr, opts)?;
            let zone = commands::find("me").expect("me is a command");
            let as_zone = names::options(catalog, zone, &typed);
            if let Some((_, value)) = as_zone.options.iter().find(|(k, _)| k == "timezone") {
                return Ok((
                    Line::Autocomplete {
                        user,
                        channel,
                        option: Focused::Zone,
                        typed: value.clone(),
                    },
                    Vec::new(),
                ));
            }
            let move_command = commands::find("move").expect("move is a command");
            let named = names::options(catalog, move_command, &typed);
            let typed = named
                .options
                .iter()
                .find(|(k, _)| k == "move")
                .map(|(_, v)| v.clone())
                .unwrap_or_default();
            Ok((
                Line::Autocomplete {
                    user,
                    channel,
                    option: Focused::Move,
                    typed,
                },
                Vec::new(),
            ))
        }
        [other, ..] if other.starts_with('/') => Err(tr.a(
            "cmd-console-not-a-command-here",
            &[
                ("word", (*other).into()),
                ("commands", names::command_names(tr).into()),
                (
                    "settings",
                    names::command_name(tr, &commands::SETTINGS).into(),
                ),
            ],
        )),
        _ => Err(tr.t("cmd-console-line-usage")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Catalog, Lang};

    fn line(text: &str) -> Result<(Line, Vec<String>), String> {
        super::line(Tr::new(Catalog::embedded(), Lang::SOURCE), text)
    }

    #[test]
    fn lines_parse_with_and_without_a_channel() {
        let (parsed, people) = line("@Alice /martian challenge opponent:@bob layout:duel").unwrap();
        assert_eq!(people, vec!["bob".to_string()]);
        assert!(
            matches!(parsed, Line::Request { ref user, channel: None, locale: None, action: Action::Challenge(_) } if user == "alice")
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
        let (parsed, _) = line("@alice[cs] #side /martian moves").unwrap();
        assert!(
            matches!(parsed, Line::Request { ref user, ref locale, channel: Some(_), action: Action::Moves } if user == "alice" && locale.as_deref() == Some("cs")),
            "{parsed:?}"
        );
        let (parsed, _) = line("@bob[en-GB] click mc:1:0:accept").unwrap();
        assert!(
            matches!(parsed, Line::Request { ref locale, .. } if locale.as_deref() == Some("en-GB")),
            "{parsed:?}"
        );
    }

    #[test]
    fn durations_take_several_units() {
        let tr = Tr::new(Catalog::embedded(), Lang::SOURCE);
        let minutes = |text: &str| duration_ms(tr, text).map(|ms| ms / 60_000);
        assert_eq!(minutes("22h59m"), Ok(22 * 60 + 59));
        assert_eq!(minutes("1d2h"), Ok(26 * 60));
        assert_eq!(minutes("1379m"), Ok(1379));
        assert_eq!(duration_ms(tr, "1m30s"), Ok(90_000));
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
            (":advance 2h3", "the units are"),
            (":advance 2hm", "the units are"),
            (":advance h2", "is not a duration"),
            (":rewind 1h", "not a console directive"),
            ("@alice #bad!chan /martian board", "is not a channel"),
            ("@alice /martian challenge opponent:bob", "is not a user"),
            ("@alice[] /martian board", "is not a locale"),
            ("@alice[c s] /martian board", "is not a user"),
            ("@alice[cs!] /martian board", "is not a locale"),
            ("@[cs] /martian board", "is not a user"),
        ] {
            let err = line(text).unwrap_err();
            assert!(err.contains(says), "{text}: {err}");
        }
    }

    #[test]
    fn private_names_a_channel_and_who_may_view_it() {
        match line(":private #Secret @alice @Bob").unwrap().0 {
            Line::Private { channel, users } => {
                assert_eq!(
                    (channel.as_str(), users),
                    ("secret", vec!["alice".into(), "bob".into()])
                );
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            line(":private #secret").unwrap().0,
            Line::Private { ref users, .. } if users.is_empty()
        ));
        for (text, says) in [
            (":private", "takes a channel"),
            (":private @alice", "takes a channel"),
            (":private #secret alice", "is not a user"),
            (":private #bad!chan @alice", "is not a channel"),
        ] {
            let err = line(text).unwrap_err();
            assert!(err.contains(says), "{text}: {err}");
        }
    }
}
