//! The slash commands in every language of the catalog: each command, subcommand,
//! option and choice Discord registers carries a name and a description for every
//! Discord locale of every language besides English, valid as Discord wants them
//! (names: lower-case, no spaces, at most 32 characters, unique among siblings in each
//! language; descriptions and choice labels: 1 to 100 characters), and the whole
//! registration conforms to Discord's OpenAPI spec. Also `/martian rules` in each
//! language, under Discord's 2,000 characters.

#[path = "discord/fake_discord/spec.rs"]
#[allow(dead_code)]
mod spec;

use std::collections::BTreeMap;

use martian_chess::discord::commands::registration_json;
use martian_chess::i18n::{Catalog, Lang, Tr, LANGUAGES};
use martian_chess::service::commands::{self, Kind, MARTIAN, SETTINGS};
use martian_chess::service::messages;
use serde_json::Value;

/// The Discord locales of every language but the source: what each localization map
/// must have.
fn other_locales() -> Vec<String> {
    let catalog = Catalog::embedded();
    catalog
        .langs()
        .filter(|l| *l != Lang::SOURCE)
        .flat_map(|l| catalog.discord_locales(l))
        .map(str::to_string)
        .collect()
}

/// Discord's rule for a slash command's names, `^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$`
/// with lower-case letters where a letter has a lower case; stricter here: letters
/// (precomposed), digits, `-` and `_`, each its own lower case.
fn valid_name(name: &str) -> bool {
    let length = name.chars().count();
    (1..=32).contains(&length)
        && name.chars().all(|c| {
            (c.is_alphabetic() || c.is_numeric() || c == '-' || c == '_')
                && c.to_lowercase().eq(std::iter::once(c))
        })
}

fn text_ok(text: &str) -> bool {
    (1..=100).contains(&text.chars().count())
}

/// Everything wrong with one item (a command, an option or a choice) at `at`.
fn check_item(item: &Value, at: &str, is_choice: bool, wrong: &mut Vec<String>) {
    let name = item["name"].as_str().unwrap_or_default();
    let names = &item["name_localizations"];
    for locale in other_locales() {
        let Some(localized) = names[&locale].as_str() else {
            wrong.push(format!("{at}: no {locale} name"));
            continue;
        };
        if is_choice {
            if !text_ok(localized) {
                wrong.push(format!(
                    "{at}: {locale} label {localized:?} is not 1-100 characters"
                ));
            }
            continue;
        }
        if !valid_name(localized) {
            wrong.push(format!(
                "{at}: {locale} name {localized:?} is not a valid name"
            ));
        }
        match item["description_localizations"][&locale].as_str() {
            None => wrong.push(format!("{at}: no {locale} description")),
            Some(d) if !text_ok(d) => wrong.push(format!(
                "{at}: the {locale} description has {} characters",
                d.chars().count()
            )),
            Some(_) => {}
        }
    }
    if is_choice {
        return;
    }
    if !valid_name(name) {
        wrong.push(format!("{at}: {name:?} is not a valid name"));
    }
    if !text_ok(item["description"].as_str().unwrap_or_default()) {
        wrong.push(format!("{at}: the description is not 1-100 characters"));
    }
    let options = item["options"].as_array().cloned().unwrap_or_default();
    // Siblings have different names in every language.
    for locale in std::iter::once(None).chain(other_locales().into_iter().map(Some)) {
        let mut seen = BTreeMap::new();
        for option in &options {
            let name = match &locale {
                None => option["name"].as_str(),
                Some(locale) => option["name_localizations"][locale].as_str(),
            };
            let name = name.unwrap_or_default().to_string();
            if let Some(other) = seen.insert(name.clone(), option["name"].clone()) {
                wrong.push(format!(
                    "{at}: {other} and {} are both {name:?} in {locale:?}",
                    option["name"]
                ));
            }
        }
    }
    for option in &options {
        let option_at = format!("{at} {}", option["name"].as_str().unwrap_or_default());
        check_item(option, &option_at, false, wrong);
        for choice in option["choices"].as_array().into_iter().flatten() {
            let choice_at = format!("{option_at} choice {}", choice["value"]);
            check_item(choice, &choice_at, true, wrong);
        }
    }
}

#[test]
fn every_command_option_and_choice_has_every_language() {
    let registered = registration_json();
    // The slash commands, of type 1 (the default); the Apps menu entry (type 2) is
    // tests/context_menu.rs's.
    let commands: Vec<&Value> = registered
        .as_array()
        .expect("a list of commands")
        .iter()
        .filter(|c| c["type"].as_u64().unwrap_or(1) == 1)
        .collect();
    assert_eq!(commands.len(), 2);
    assert_eq!(other_locales(), ["cs", "ru"]);
    let mut wrong = Vec::new();
    for command in &commands {
        let at = command["name"].as_str().unwrap_or_default().to_string();
        check_item(command, &at, false, &mut wrong);
    }
    // Top-level commands are siblings too.
    for locale in other_locales() {
        let names: Vec<&str> = commands
            .iter()
            .filter_map(|c| c["name_localizations"][&locale].as_str())
            .collect();
        if names.first() == names.get(1) {
            wrong.push(format!("both commands are {names:?} in {locale}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_registration_conforms_to_discords_spec() {
    let spec = spec::Spec::load();
    let body = registration_json();
    for path in [
        "/applications/1234567890123456789/commands",
        "/applications/1234567890123456789/guilds/600000000000000001/commands",
    ] {
        let mut errors = spec.check(&spec::Checked {
            method: "PUT",
            path,
            json: Some(&body),
            multipart: false,
        });
        errors.extend(spec::extra_rules(path, &body));
        assert!(errors.is_empty(), "{path}: {errors:#?}");
    }
}

#[test]
fn a_russian_and_a_czech_user_see_their_own_words() {
    let registered = registration_json();
    let challenge = &registered[0]["options"][0];
    assert_eq!(challenge["name"], "challenge");
    assert_eq!(challenge["name_localizations"]["cs"], "vyzvat");
    assert_eq!(challenge["name_localizations"]["ru"], "вызвать");
    // opponent to opponent5, then layout.
    let layout = &challenge["options"][5];
    assert_eq!(layout["name"], "layout");
    assert_eq!(layout["choices"][0]["name"], "duel (2 players)");
    assert_eq!(
        layout["choices"][0]["name_localizations"]["cs"],
        "duel (2 hráči)"
    );
    assert_eq!(
        layout["choices"][0]["name_localizations"]["ru"],
        "дуэль (2 игрока)"
    );
    // The language setting: each language by its own name, then auto.
    let language = registered[1]["options"]
        .as_array()
        .and_then(|o| o.iter().find(|o| o["name"] == "language"))
        .expect("the language option")
        .clone();
    let labels: Vec<&str> = language["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        labels,
        [
            "English",
            "Čeština",
            "Русский",
            "auto (the server's Discord language)"
        ]
    );
    assert_eq!(
        language["choices"][3]["name_localizations"]["ru"],
        "авто (язык сервера в Discord)"
    );
    assert_eq!(language["name_localizations"]["cs"], "jazyk");
}

/// The English names in the catalog are the table's (the names interactions carry),
/// and every id the table gives exists in every language.
#[test]
fn the_catalog_follows_the_command_table() {
    let catalog = Catalog::embedded();
    let en = Tr::new(catalog, Lang::SOURCE);
    assert_eq!(
        en.t(&format!("{}.name", commands::MARTIAN_ID)),
        commands::MARTIAN_NAME
    );
    let mut ids = vec![
        commands::MARTIAN_ID.to_string(),
        commands::LANGUAGE_AUTO_ID.to_string(),
    ];
    for def in MARTIAN.iter().chain([&SETTINGS]) {
        assert_eq!(en.t(&format!("{}.name", def.id())), def.name);
        ids.push(def.id());
        for option in def.options {
            let id = def.option_id(option);
            assert_eq!(en.t(&format!("{id}.name")), option.name, "{id}");
            ids.push(id);
            if let Kind::Choice(choices) = option.kind {
                for word in choices.words {
                    let id = choices.id(word);
                    // English labels start with the word the console accepts.
                    assert!(en.t(&id).starts_with(word), "{id}");
                    ids.push(id);
                }
            }
        }
    }
    for lang in catalog.langs() {
        for id in &ids {
            let message = id.split('.').next().unwrap_or_default();
            assert!(catalog.has(lang, message), "{}: {id}", catalog.code(lang));
        }
    }
    assert_eq!(commands::language_words(), ["en", "cs", "ru", "auto"]);
    assert_eq!(LANGUAGES.len() + 1, commands::language_words().len());
}

#[test]
fn the_rules_are_whole_in_every_language_and_fit_one_message() {
    let catalog = Catalog::embedded();
    let tr = |code| Tr::new(catalog, catalog.lang(code).unwrap());
    // English as it always was.
    let en = messages::rules_summary(tr("en"));
    assert!(
        en.starts_with("**Martian Chess in one minute**\n• You own every piece"),
        "{en}"
    );
    assert!(en.ends_with("or press **Move** under the board."), "{en}");
    for (code, words) in [
        (
            "en",
            [
                "zone",
                "Pawn (1",
                "Drone (2",
                "Queen (3",
                "capture",
                "merge",
                "canal",
                "clock",
                "tie",
                "house layouts",
            ],
        ),
        (
            "cs",
            [
                "zóně",
                "Pěšec (1",
                "Dron (2",
                "Dáma (3",
                "seberete",
                "sloučení",
                "kanál",
                "odpočet",
                "rovnosti",
                "domácí varianty",
            ],
        ),
        (
            "ru",
            [
                "зоне",
                "Пешка (1",
                "Дрон (2",
                "Ферзь (3",
                "взятие",
                "слияния",
                "канал",
                "отсчёт",
                "равенстве",
                "домашние варианты",
            ],
        ),
    ] {
        let rules = messages::rules_summary(tr(code));
        assert!(
            rules.chars().count() < 2000,
            "{code}: {} characters",
            rules.chars().count()
        );
        assert_eq!(rules.lines().count(), 9, "{code}: {rules}");
        for word in words {
            assert!(rules.contains(word), "{code} lacks {word:?}: {rules}");
        }
        // A command is named as a Discord client in the language shows it.
        let command = match code {
            "cs" => "`/martian tah`",
            "ru" => "`/martian ход`",
            _ => "`/martian move`",
        };
        assert!(rules.contains(command), "{code}: {rules}");
    }
}
