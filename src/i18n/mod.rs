//! The languages the bot speaks, and the one message catalog every sentence a player
//! reads comes from (Project Fluent files under `locales/<code>/`, embedded at build
//! time). The engine, the renderer and the records hold data; the service turns it into
//! sentences here, in the reader's language: a reply only one person sees in theirs, a
//! message everyone sees in the server's.
//!
//! Adding a language: copy `locales/en/` to `locales/<code>/`, translate it, and add a
//! line to [`LANGUAGES`]. Nothing else names a language.

mod catalog;
mod dates;
#[cfg(test)]
mod tests;

pub use catalog::{Arg, Catalog, CatalogError};

/// One language of the catalog.
#[derive(Clone, Copy, Debug)]
pub struct Language {
    /// The folder under `locales/`, and the value of the `language` setting.
    pub code: &'static str,
    /// Its name in itself, for menus.
    pub name: &'static str,
    /// Discord's locales that mean it (`interaction.locale`, `guild_locale`, and the
    /// keys of a command's localizations).
    pub discord: &'static [&'static str],
}

/// The languages, in catalog order. The first is the source language: every message
/// exists in it, and it is what any other locale falls back to.
pub const LANGUAGES: &[Language] = &[
    Language {
        code: "en",
        name: "English",
        discord: &["en-US", "en-GB"],
    },
    Language {
        code: "cs",
        name: "Čeština",
        discord: &["cs"],
    },
    Language {
        code: "ru",
        name: "Русский",
        discord: &["ru"],
    },
];

/// A language of a catalog: its place in the catalog's list.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Lang(pub(crate) u8);

impl Lang {
    /// The source language (English).
    pub const SOURCE: Lang = Lang(0);
}

/// A catalog and a language: what turns message ids into sentences for one reader.
#[derive(Clone, Copy)]
pub struct Tr<'a> {
    pub catalog: &'a Catalog,
    pub lang: Lang,
}

impl<'a> Tr<'a> {
    pub fn new(catalog: &'a Catalog, lang: Lang) -> Tr<'a> {
        Tr { catalog, lang }
    }

    /// The message `id` without variables.
    pub fn t(&self, id: &str) -> String {
        self.catalog.text(self.lang, id, &[])
    }

    /// The message `id` with its variables.
    pub fn a(&self, id: &str, args: &[(&str, Arg)]) -> String {
        self.catalog.text(self.lang, id, args)
    }

    /// "alice", "alice and bob", "alice, bob and carol", as the language joins them.
    pub fn list(&self, items: &[String]) -> String {
        match items {
            [] => String::new(),
            [one] => one.clone(),
            [init @ .., last] => self.a(
                "list-and",
                &[
                    ("init", init.join(&self.t("list-separator")).into()),
                    ("last", last.as_str().into()),
                ],
            ),
        }
    }

    /// A day, as a reader of this language writes it (`2026-12-01`, `1. 12. 2026`).
    pub fn date(&self, ms: i64) -> String {
        let (year, month, day) = dates::civil_from_ms(ms);
        self.a(
            "date",
            &[
                ("year", year.into()),
                ("month", month.into()),
                ("day", day.into()),
            ],
        )
    }
}
