//! Shared by the top-level tests: console sessions in the test's own process, and
//! runs of the `martian-chess` binary (the console over a data folder, any command on
//! a pseudo-terminal). Random games and positions come from `martian_testkit`.

// Each test file compiles its own copy and uses a part of it.
#![allow(dead_code, unused_imports)]

mod binary;
pub mod carnett;
pub mod carnett_table;
mod session;

pub use binary::{
    console, martian_chess, on_terminal, run, run_console, stderr, stdout, OnTerminal,
};
pub use session::{board_of, custom_ids, ping_of, private_to, result_of, session, text, Session};
