//! The command-line tools behind `main.rs`, one file per group.

pub mod engine_tools;
