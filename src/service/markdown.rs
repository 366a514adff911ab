//! Player names inside Discord markdown. A name is whatever a person chose (`# Big`,
//! `[free nitro](https://x.y)`, `@everyone`, three backticks), so every message shows
//! it as the plain text it is: never a heading, a masked link, a ping, a spoiler or the
//! end of a code block. Names pass through [`escape`] where a message is written (see
//! `view::seat_name`); records, images and the summaries stored with a game keep the
//! plain text, because they are not markdown.

/// `text` as markdown that shows exactly `text` (on one line).
pub(crate) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for (i, c) in one_line(text).chars().enumerate() {
        match c {
            // Emphasis, strike, spoilers, code, links, quotes, headings, mentions, and
            // the backslash itself: a backslash before any of them shows it as is.
            '\\' | '*' | '_' | '~' | '|' | '`' | '[' | ']' | '<' | '>' | '#' => {
                out.push('\\');
                out.push(c);
            }
            // `- x` at the start of a line is a list (and `-# x` small text).
            '-' if i == 0 => out.push_str("\\-"),
            // A zero-width space after `@` keeps `@everyone` and `@here` from ever
            // being read as mentions, whatever the adapter's allowed mentions are.
            '@' => out.push_str("@\u{200B}"),
            _ => out.push(c),
        }
    }
    // `1. x` at the start of a line is a numbered list.
    let digits = out.chars().take_while(char::is_ascii_digit).count();
    if digits > 0 && out[digits..].starts_with(". ") {
        out.insert(digits, '\\');
    }
    out
}

/// `text` inside a code block (a table), where markdown is not read and a backslash
/// would show: only a backtick could end the block, so it becomes a look-alike.
pub(crate) fn in_code(text: &str) -> String {
    one_line(text).replace('`', "\u{02CB}")
}

/// Line breaks and other control characters as spaces: a name is one line.
fn one_line(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_show_as_plain_text() {
        for (name, shown) in [
            ("alice", "alice"),
            ("bot (easy)", "bot (easy)"),
            ("# Big", "\\# Big"),
            ("[free nitro](https://x.y)", "\\[free nitro\\](https://x.y)"),
            ("@everyone", "@\u{200B}everyone"),
            ("```", "\\`\\`\\`"),
            (
                "*b* _i_ ~~s~~ ||x||",
                "\\*b\\* \\_i\\_ \\~\\~s\\~\\~ \\|\\|x\\|\\|",
            ),
            ("> quote", "\\> quote"),
            ("- item", "\\- item"),
            ("a-b", "a-b"),
            ("1. first", "1\\. first"),
            ("<@123>", "\\<@\u{200B}123\\>"),
            ("back\\slash", "back\\\\slash"),
            ("two\nlines", "two lines"),
        ] {
            assert_eq!(escape(name), shown, "{name}");
        }
    }

    #[test]
    fn names_in_a_code_block_cannot_close_it() {
        assert_eq!(in_code("```x"), "\u{02CB}\u{02CB}\u{02CB}x");
        assert_eq!(in_code("# *Big*"), "# *Big*");
        assert_eq!(in_code("a\nb"), "a b");
    }
}
