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
mod lang;
mod tr;

#[cfg(test)]
mod tests;

// Only declarations and re-exports here: the files import what they need from the
// file that defines it, so that none imports this file, which imports them.
pub use catalog::{Arg, Catalog, CatalogError};
pub use lang::{Lang, Language, LANGUAGES};
pub use tr::Tr;
