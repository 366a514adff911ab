//! Martian Chess for Discord: the rules engine and everything built on it.

pub mod cli;
pub mod engine;
