//! The command-line tools behind `main.rs`, one file per group.

pub mod ai;
pub mod bench;
pub mod bot;
pub mod carnett;
pub mod console;
pub mod engine_tools;
pub mod fill;
pub mod migrate;
pub mod pipeline;
pub mod progress;
pub mod render;
pub mod samples;
pub mod store_bench;
pub mod store_choice;
