//! Persistence of model records, in domain words. The service sees only the [`Store`]
//! trait; `sled.rs` (with `sled/`) is the embedded implementation (one process, nothing
//! to install), `postgres.rs` (with `postgres/`) the shared one (several processes,
//! any shard split) and `memory.rs` the one for tests; `records.rs` decodes records the
//! same way for all. No sled or PostgreSQL type leaves its file.
//!
//! Every list a command shows is an index the store keeps in order, written in the same
//! atomic step as the records it lists, and read a page at a time (`listing.rs`): what a
//! command costs depends on the page, not on how many games the server has played.
//!
//! This file only declares and re-exports: the files below import what they need from
//! the file that defines it (`store_trait.rs`, `error.rs`, `revision.rs`, ...), never
//! through here, so that no file imports one that imports it.

mod error;
mod export;
mod listing;
mod memory;
mod postgres;
mod rating;
mod records;
mod revision;
mod season;
mod sled;
mod store_trait;

#[cfg(test)]
mod history_tests;
#[cfg(test)]
mod listing_tests;
#[cfg(test)]
mod puzzle_tests;
#[cfg(test)]
mod rating_tests;
#[cfg(test)]
mod season_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tournament_tests;

pub use self::error::StoreError;
pub use self::export::{Export, Imported};
pub use self::listing::{ArchivePlace, DueGame, LeaderboardPage, Page, Wake, Window};
pub use self::memory::MemoryStore;
pub use self::postgres::PostgresStore;
pub use self::rating::{PlayersUpdate, RatePlayers};
pub use self::season::{RateSeason, SeasonRate};
pub use self::sled::SledStore;
pub use self::store_trait::Store;
