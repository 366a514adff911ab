//! Martian Chess for Discord: the bot (records, store, service, adapters), the library
//! under the binary (`src/main.rs` and its `cli` module), over the workspace's engine,
//! computer player and renderer.
//!
//! The lower layers are their own crates, so that Cargo enforces the arrows of the
//! layering: `martian-engine` (the rules), `martian-ai` (the computer opponent) and
//! `martian-render` (boards and replays), and beside them `martian-tournament` (Swiss
//! pairing, round robins, standings). They are re-exported under their layer names.

pub use martian_ai as ai;
pub use martian_analysis as analysis;
pub use martian_carnett as carnett;
pub use martian_carnett_ai as carnett_ai;
pub use martian_engine as engine;
pub use martian_puzzles as puzzles;
pub use martian_render as render;
pub use martian_tournament as tournament;

pub mod console;
pub mod discord;
pub mod i18n;
pub mod model;
pub mod service;
pub mod store;

/// Stores written by the previous release open, read and play on (the store and the
/// service together, so at the top).
#[cfg(test)]
mod previous_release_tests;
