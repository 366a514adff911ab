//! Martian Chess for Discord: the rules engine and everything built on it.

pub mod ai;
pub mod cli;
pub mod console;
pub mod discord;
pub mod engine;
pub mod model;
pub mod render;
pub mod service;
pub mod store;
