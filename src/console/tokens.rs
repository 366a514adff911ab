//! The tokens of a console line that both readers take: the line's (parse.rs) and a
//! command's (command.rs). `@user` and `#channel` names, and a command's options as
//! typed.

use crate::i18n::Tr;

/// Options of a command as typed (`name:value`), with user names still as text.
#[derive(Debug, Clone, Default)]
pub struct Named {
    pub options: Vec<(String, String)>,
}

impl Named {
    /// Options as a test writes them: `[("move", "c3b4")]`.
    #[cfg(test)]
    pub(super) fn of(options: &[(&str, &str)]) -> Named {
        Named {
            options: options
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
        }
    }
}

/// `@name` (a user) or `#name` (a channel), as a lower-case name.
pub(super) fn name_token(tr: Tr<'_>, token: &str, sigil: char) -> Result<String, String> {
    let (missing, bad) = match sigil {
        '#' => ("cmd-console-not-a-channel", "cmd-console-bad-channel"),
        _ => ("cmd-console-not-a-user", "cmd-console-bad-user"),
    };
    let name = token
        .strip_prefix(sigil)
        .ok_or_else(|| tr.a(missing, &[("token", token.into())]))?;
    let ok = !name.is_empty()
        && name.len() <= 32
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.'));
    if ok {
        Ok(name.to_lowercase())
    } else {
        Err(tr.a(bad, &[("token", token.into())]))
    }
}
