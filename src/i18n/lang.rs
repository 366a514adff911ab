//! The languages the catalog holds, and [`Lang`], a reader's language as the catalog
//! knows it. Their own file because the catalog reads them while `i18n/mod.rs`
//! re-exports the catalog.

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
