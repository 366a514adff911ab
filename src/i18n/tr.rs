//! [`Tr`]: a catalog and one reader's language, what code holds to say things.

use super::catalog::{Arg, Catalog};
use super::dates;
use super::lang::Lang;

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
        self.date_of(year, month, day)
    }

    /// A calendar day, as a reader of this language writes it.
    pub fn date_of(&self, year: i64, month: u32, day: u32) -> String {
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
