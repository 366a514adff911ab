//! The few sentences only the Discord adapter says (about Discord itself, not the
//! game), from the catalog (`locales/<code>/commands.ftl`).

use poise::serenity_prelude::Permissions;

use crate::i18n::{Lang, Tr};

/// The answer to a challenge in a channel where the bot lacks `missing`, naming the
/// permissions as Discord's settings do (in the reader's language where the catalog
/// has the name, else in English).
pub fn missing_permissions(tr: Tr<'_>, missing: Permissions) -> String {
    let names: Vec<String> = missing
        .get_permission_names()
        .iter()
        .map(|name| {
            let id = format!("cmd-permission-{}", name.to_lowercase().replace(' ', "-"));
            match tr.catalog.has(Lang::SOURCE, &id) {
                true => tr.t(&id),
                false => name.to_string(),
            }
        })
        .collect();
    tr.a(
        "cmd-missing-permissions",
        &[
            ("list", tr.list(&names).into()),
            ("count", names.len().into()),
        ],
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
        let catalog = crate::i18n::Catalog::embedded();
        let tr = |code| Tr::new(catalog, catalog.lang(code).unwrap());
        assert_eq!(
            missing_permissions(tr("en"), Permissions::ATTACH_FILES),
            "I can't host a game in this channel: a server manager needs to give me the Attach Files permission here."
        );
        let two = missing_permissions(
            tr("en"),
            Permissions::VIEW_CHANNEL | Permissions::SEND_MESSAGES,
        );
        assert!(
            two.contains("the Send Messages and View Channel permissions")
                || two.contains("the View Channel and Send Messages permissions"),
            "{two}"
        );
        // Every permission the bot checks has its name in every language.
        let all = super::super::permissions::INVITE;
        for code in ["cs", "ru"] {
            let text = missing_permissions(tr(code), all);
            assert!(!text.contains("View Channel"), "{text}");
            assert!(!text.contains("cmd-"), "{text}");
        }
        assert_eq!(
            missing_permissions(tr("cs"), Permissions::ATTACH_FILES),
            "V tomto kanálu nemohu pořádat partie: správce serveru mi tu musí udělit oprávnění „Přikládat soubory“."
        );
        assert_eq!(
            missing_permissions(tr("ru"), Permissions::ATTACH_FILES | Permissions::SEND_MESSAGES),
            "Я не могу проводить партии в этом канале: администратор сервера должен выдать мне здесь права «Отправлять сообщения» и «Прикреплять файлы»."
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
