//! Commands, options and choices as a Discord client in any of the catalog's languages
//! shows them (`/martian tah`, `soupeř:@bob`, `formát:poloviny`, `odpočet:ano`): the
//! console takes them for the table's own names, as Discord sends the registered names
//! whatever its client showed. The bot's instructions name commands in the reader's
//! language, so a console player can type what they were told.

use crate::i18n::{Catalog, Tr, LANGUAGES};
use crate::service::commands::{self, CommandDef, Kind};

use super::tokens::Named;

/// The names `id` has in every language (its `.name` attribute), lower-case.
fn localized(catalog: &Catalog, id: &str) -> Vec<String> {
    let attribute = format!("{id}.name");
    catalog
        .langs()
        .filter(|lang| catalog.has(*lang, id))
        .map(|lang| catalog.text(lang, &attribute, &[]).to_lowercase())
        .collect()
}

/// The subcommand of `/martian` called `name` in the table or in any language.
pub(super) fn command(catalog: &Catalog, name: &str) -> Option<&'static CommandDef> {
    let name = name.to_lowercase();
    commands::find(&name).or_else(|| {
        commands::MARTIAN
            .iter()
            .find(|def| localized(catalog, &def.id()).contains(&name))
    })
}

/// The subcommand group of `/martian` called `name` in the table or in any language.
pub(super) fn group(catalog: &Catalog, name: &str) -> Option<&'static str> {
    let name = name.to_lowercase();
    commands::GROUPS.iter().copied().find(|group| {
        *group == name || localized(catalog, &commands::group_id(group)).contains(&name)
    })
}

/// The subcommand `name` (in the table or any language) of the group `group`.
pub(super) fn command_in(
    catalog: &Catalog,
    group: &str,
    name: &str,
) -> Option<&'static CommandDef> {
    let name = name.to_lowercase();
    commands::find_in(group, &name).or_else(|| {
        commands::MARTIAN
            .iter()
            .filter(|def| def.group == Some(group))
            .find(|def| localized(catalog, &def.id()).contains(&name))
    })
}

/// A group's name as the reader's Discord client shows it.
pub(super) fn group_name(tr: Tr<'_>, group: &str) -> String {
    tr.t(&format!("{}.name", commands::group_id(group)))
}

/// "solve, daily, move": a group's subcommands as the reader's client shows them.
pub(super) fn group_command_names(tr: Tr<'_>, group: &str) -> String {
    let names: Vec<String> = commands::MARTIAN
        .iter()
        .filter(|def| def.group == Some(group))
        .map(|def| tr.t(&format!("{}.name", def.id())))
        .collect();
    names.join(", ")
}

/// Whether `word` is `/martian-settings` in the table or in any language.
pub(super) fn is_settings(catalog: &Catalog, word: &str) -> bool {
    let Some(name) = word.strip_prefix('/') else {
        return false;
    };
    let name = name.to_lowercase();
    name == commands::SETTINGS.name || localized(catalog, &commands::SETTINGS.id()).contains(&name)
}

/// Whether `word` is `/martian` (its name is the same in every language today, but a
/// language may give it its own).
pub(super) fn is_martian(catalog: &Catalog, word: &str) -> bool {
    let Some(name) = word.strip_prefix('/') else {
        return false;
    };
    let name = name.to_lowercase();
    name == commands::MARTIAN_NAME || localized(catalog, commands::MARTIAN_ID).contains(&name)
}

/// The options of `def` under the table's names; a name no language knows stays as
/// typed (for the complaint that lists the command's options).
pub(super) fn options(catalog: &Catalog, def: &CommandDef, named: &Named) -> Named {
    let options = named
        .options
        .iter()
        .map(|(key, value)| {
            let key = key.to_lowercase();
            let table = def
                .options
                .iter()
                .find(|o| o.name == key || localized(catalog, &def.option_id(o)).contains(&key))
                .map_or(key, |o| o.name.to_string());
            (table, value.clone())
        })
        .collect();
    Named { options }
}

/// The word of a choice option that `value` is: the word itself, or its label in any
/// language, whole or up to its explanation in brackets ("poloviny" for "poloviny (2
/// hráči na desce 8×8)"); a language by its code or its own name.
pub(super) fn choice_word(catalog: &Catalog, kind: Kind, value: &str) -> Option<&'static str> {
    let value = value.trim().to_lowercase();
    let labels_of = |word: &str| -> Vec<String> {
        match kind {
            Kind::Choice(choices) => catalog
                .langs()
                .map(|lang| catalog.text(lang, &choices.id(word), &[]).to_lowercase())
                .collect(),
            Kind::Language => LANGUAGES
                .iter()
                .filter(|l| l.code == word)
                .map(|l| l.name.to_lowercase())
                .chain(
                    (word == commands::LANGUAGE_AUTO)
                        .then(|| {
                            catalog.langs().map(|lang| {
                                catalog
                                    .text(lang, commands::LANGUAGE_AUTO_ID, &[])
                                    .to_lowercase()
                            })
                        })
                        .into_iter()
                        .flatten(),
                )
                .collect(),
            _ => Vec::new(),
        }
    };
    kind.words().into_iter().find(|word| {
        *word == value
            || labels_of(word)
                .iter()
                .any(|label| *label == value || commands::short(label) == value)
    })
}

/// The choices of `kind` as `tr`'s reader would type them: each label up to its
/// explanation in brackets ("poloviny"), a language by its own name.
pub(super) fn short_labels(tr: Tr<'_>, kind: Kind) -> Vec<String> {
    kind.words()
        .into_iter()
        .map(|word| match kind {
            Kind::Choice(choices) => choices.short_label(tr, word),
            Kind::Language => LANGUAGES
                .iter()
                .find(|l| l.code == word)
                .map_or_else(|| word.to_string(), |l| l.name.to_string()),
            _ => word.to_string(),
        })
        .collect()
}

/// A command's name as `tr`'s reader's Discord client shows it (with its group's:
/// `úloha řešit`).
pub(super) fn command_name(tr: Tr<'_>, def: &CommandDef) -> String {
    let name = tr.t(&format!("{}.name", def.id()));
    match def.group {
        Some(group) => format!("{} {name}", group_name(tr, group)),
        None => name,
    }
}

/// "challenge, accept, …, puzzle" (the subcommands and groups of `/martian`) in `tr`'s
/// language.
pub(super) fn command_names(tr: Tr<'_>) -> String {
    let names: Vec<String> = commands::MARTIAN
        .iter()
        .filter(|def| def.group.is_none())
        .map(|def| command_name(tr, def))
        .chain(commands::GROUPS.iter().map(|g| group_name(tr, g)))
        .collect();
    names.join(", ")
}

/// How a line names the command in `tr`'s language: `/martian tah`, or
/// `/martian-nastavení`.
pub(super) fn title(tr: Tr<'_>, def: &CommandDef) -> String {
    if def.name == commands::SETTINGS.name {
        format!("/{}", command_name(tr, def))
    } else {
        let martian = tr.t(&format!("{}.name", commands::MARTIAN_ID));
        format!("/{martian} {}", command_name(tr, def))
    }
}

/// "opponent, opponent2, layout" in `tr`'s language.
pub(super) fn option_names(tr: Tr<'_>, def: &CommandDef) -> String {
    let names: Vec<String> = def
        .options
        .iter()
        .map(|o| tr.t(&format!("{}.name", def.option_id(o))))
        .collect();
    names.join(", ")
}

/// A yes/no value: `true`/`false` (what Discord sends), or yes and no in any language.
pub(super) fn yes_no(catalog: &Catalog, value: &str) -> Option<bool> {
    let value = value.trim().to_lowercase();
    match value.as_str() {
        "true" | "1" => return Some(true),
        "false" | "0" => return Some(false),
        _ => {}
    }
    for lang in catalog.langs() {
        if catalog.text(lang, "cmd-value-yes", &[]).to_lowercase() == value {
            return Some(true);
        }
        if catalog.text(lang, "cmd-value-no", &[]).to_lowercase() == value {
            return Some(false);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::commands::SETTINGS;

    #[test]
    fn commands_are_found_by_their_name_in_any_language() {
        let catalog = Catalog::embedded();
        for (name, table) in [
            ("move", "move"),
            ("tah", "move"),
            ("ход", "move"),
            ("VYZVAT", "challenge"),
            ("вызвать", "challenge"),
            ("žebříček", "leaderboard"),
        ] {
            assert_eq!(
                command(catalog, name).map(|d| d.name),
                Some(table),
                "{name}"
            );
        }
        assert!(command(catalog, "frobnicate").is_none());
        assert!(is_settings(catalog, "/martian-settings"));
        assert!(is_settings(catalog, "/martian-nastavení"));
        assert!(is_settings(catalog, "/martian-настройки"));
        assert!(!is_settings(catalog, "/martian"));
        assert!(is_martian(catalog, "/martian"));
    }

    #[test]
    fn options_take_the_tables_names() {
        let catalog = Catalog::embedded();
        let challenge = commands::find("challenge").unwrap();
        let given = options(
            catalog,
            challenge,
            &Named::of(&[
                ("soupeř", "@bob"),
                ("соперник2", "@carol"),
                ("formát", "poloviny"),
            ]),
        );
        let keys: Vec<&str> = given.options.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(keys, ["opponent", "opponent2", "layout"]);
        let unknown = options(catalog, challenge, &Named::of(&[("nonsense", "1")]));
        assert_eq!(unknown.options[0].0, "nonsense");
        let threads = options(catalog, &SETTINGS, &Named::of(&[("vlákna", "ne")]));
        assert_eq!(threads.options[0].0, "threads");
    }

    #[test]
    fn no_two_options_of_a_command_share_a_name_in_any_language() {
        let catalog = Catalog::embedded();
        for def in commands::MARTIAN.iter().chain([&SETTINGS]) {
            let mut seen: Vec<(String, &str)> = Vec::new();
            for option in def.options {
                let mut names = localized(catalog, &def.option_id(option));
                names.push(option.name.to_string());
                names.sort();
                names.dedup();
                for name in names {
                    if let Some((_, other)) = seen.iter().find(|(n, _)| *n == name) {
                        panic!("{}: {name} is both {other} and {}", def.name, option.name);
                    }
                    seen.push((name, option.name));
                }
            }
        }
    }

    #[test]
    fn choices_are_read_as_words_or_labels() {
        let catalog = Catalog::embedded();
        let challenge = commands::find("challenge").unwrap();
        let kind = |name| challenge.option(name).unwrap().kind;
        assert_eq!(
            choice_word(catalog, kind("layout"), "halves"),
            Some("halves")
        );
        assert_eq!(
            choice_word(catalog, kind("layout"), "Poloviny"),
            Some("halves")
        );
        assert_eq!(
            choice_word(catalog, kind("layout"), "половины"),
            Some("halves")
        );
        assert_eq!(
            choice_word(catalog, kind("game"), "Carnettovy marťanské šachy"),
            Some("carnett")
        );
        assert_eq!(choice_word(catalog, kind("layout"), "square"), None);
        let language = SETTINGS.option("language").unwrap().kind;
        assert_eq!(choice_word(catalog, language, "Čeština"), Some("cs"));
        assert_eq!(choice_word(catalog, language, "ru"), Some("ru"));
    }

    #[test]
    fn yes_and_no_in_every_language() {
        let catalog = Catalog::embedded();
        for (text, value) in [
            ("true", Some(true)),
            ("ano", Some(true)),
            ("да", Some(true)),
            ("yes", Some(true)),
            ("False", Some(false)),
            ("ne", Some(false)),
            ("Нет", Some(false)),
            ("no", Some(false)),
            ("maybe", None),
        ] {
            assert_eq!(yes_no(catalog, text), value, "{text}");
        }
    }
}
