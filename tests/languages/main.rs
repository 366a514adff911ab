//! The languages through the console: each reader's and the server's (`console_locale`),
//! and a whole session in Czech and in Russian with no English in it (`no_english`).
//! One test binary for both, so that a cold CI run links it once.

#[path = "../support/mod.rs"]
mod support;

mod console_locale;
mod no_english;
