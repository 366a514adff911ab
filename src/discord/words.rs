//! The few sentences only the Discord adapter says (about Discord itself, not the
//! game). Kept together so that the message catalog can take them over in one move.

use poise::serenity_prelude::Permissions;

/// The answer to a challenge in a channel where the bot lacks `missing`, naming the
/// permissions as Discord's settings do.
pub fn missing_permissions(missing: Permissions) -> String {
    let names = missing.get_permission_names();
    let (list, noun) = match names.as_slice() {
        [one] => (one.to_string(), "permission"),
        [init @ .., last] => (format!("{} and {last}", init.join(", ")), "permissions"),
        [] => (String::new(), "permissions"),
    };
    format!(
        "I can't host a game in this channel: a server manager needs to give me the {list} {noun} here."
    )
}

/// The line of a board (or invitation) that names who must act, sent again as a new
/// message when the board itself arrived as an edit, because edits never notify.
/// `mentions` are the `<@id>` texts of the users to ping.
pub fn ping(text: &str, mentions: &[String]) -> String {
    let lines: Vec<&str> = text
        .lines()
        .filter(|line| mentions.iter().any(|m| line.contains(m.as_str())))
        .collect();
    if lines.is_empty() {
        mentions.join(" ")
    } else {
        lines.join("\n")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_the_missing_permissions_in_one_sentence() {
        assert_eq!(
            missing_permissions(Permissions::ATTACH_FILES),
            "I can't host a game in this channel: a server manager needs to give me the Attach Files permission here."
        );
        let two = missing_permissions(Permissions::VIEW_CHANNEL | Permissions::SEND_MESSAGES);
        assert!(
            two.contains("the Send Messages and View Channel permissions")
                || two.contains("the View Channel and Send Messages permissions"),
            "{two}"
        );
    }

    #[test]
    fn a_ping_repeats_the_lines_that_name_the_player() {
        let text = "alice played c3d4 (pawn).\n<@2>, your move (until Friday).\nScores 0-0";
        assert_eq!(
            ping(text, &["<@2>".into()]),
            "<@2>, your move (until Friday)."
        );
        assert_eq!(ping("no mention", &["<@2>".into()]), "<@2>");
    }
}
