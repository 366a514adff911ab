//! Shared by the workspace's tests: an independent, deliberately naive move generator
//! to check the real one against, random games, and the seeded generator they use.

mod random;
mod reference;

pub use random::{capture_first, random_game, rng, rules_from, TestRng};
pub use reference::{board_squares, reference_moves, reference_perft};

// What a test needs to draw from a `TestRng`, so that it needs no `rand` of its own.
pub use rand::seq::IndexedRandom;
pub use rand::RngExt;

mod pg_proxy;
mod pg_server;
pub use pg_proxy::{Cut, PgProxy, When};
pub use pg_server::PgServer;
