//! The catalog's own checks: every file parses, every language has every message of
//! the source language with the same variables and nothing more, plural forms follow
//! each language's rules, and a new language needs only its files and its code.

use std::collections::BTreeMap;

use super::{Arg, Catalog, Lang, Tr, LANGUAGES};

#[test]
fn every_catalog_file_parses() {
    let catalog = Catalog::embedded();
    let problems: Vec<String> = catalog.problems().iter().map(|p| p.to_string()).collect();
    assert!(problems.is_empty(), "{problems:#?}");
    assert_eq!(catalog.langs().count(), LANGUAGES.len());
}

#[test]
fn every_language_has_every_message_with_the_same_variables() {
    let catalog = Catalog::embedded();
    let source: BTreeMap<_, _> = catalog.messages(Lang::SOURCE).iter().cloned().collect();
    assert!(source.len() >= 3, "{source:?}");
    let mut wrong = Vec::new();
    for lang in catalog.langs().skip(1) {
        let code = catalog.code(lang);
        let theirs: BTreeMap<_, _> = catalog.messages(lang).iter().cloned().collect();
        for (id, vars) in &source {
            match theirs.get(id) {
                None => wrong.push(format!("{code}: {id} is missing")),
                Some(v) if v != vars => {
                    wrong.push(format!("{code}: {id} uses {v:?}, English {vars:?}"))
                }
                Some(_) => {}
            }
        }
        for id in theirs.keys().filter(|id| !source.contains_key(*id)) {
            wrong.push(format!("{code}: {id} is not an English message"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn lists_and_dates_read_as_each_language_writes_them() {
    let catalog = Catalog::embedded();
    let tr = |code| Tr::new(catalog, catalog.lang(code).unwrap());
    let names: Vec<String> = ["alice", "bob", "carol"].map(String::from).to_vec();
    assert_eq!(tr("en").list(&names), "alice, bob and carol");
    assert_eq!(tr("cs").list(&names[..2]), "alice a bob");
    assert_eq!(tr("ru").list(&names), "alice, bob и carol");
    let day = 1_796_083_200_000; // 2026-12-01
    assert_eq!(tr("en").date(day), "2026-12-01");
    assert_eq!(tr("cs").date(day), "1. 12. 2026");
    assert_eq!(tr("ru").date(day), "01.12.2026");
}

#[test]
fn discord_locales_choose_a_language_and_the_rest_get_english() {
    let catalog = Catalog::embedded();
    let code = |locale| catalog.code(catalog.for_discord(locale));
    assert_eq!(code("cs"), "cs");
    assert_eq!(code("ru"), "ru");
    assert_eq!(code("en-GB"), "en");
    assert_eq!(code("de"), "en");
    assert_eq!(code(""), "en");
    assert_eq!(catalog.lang("CS"), catalog.lang("cs"));
    assert_eq!(catalog.lang("xx"), None);
}

#[test]
fn a_missing_message_falls_back_to_english_then_to_its_id() {
    let catalog = Catalog::embedded();
    let cs = catalog.lang("cs").unwrap();
    assert_eq!(catalog.text(cs, "no-such-message", &[]), "no-such-message");
    let n: Arg = 5usize.into();
    assert_eq!(n, Arg::Number(5.0));
}
