//! Clocks that stop: the bot's own downtime (`downtime`: outages give every running
//! clock its time back) and a player's own time (`me`: quiet hours and vacations).
//! One test binary for both, so that a cold CI run links it once.

#[path = "../support/mod.rs"]
mod support;

mod downtime;
mod me;
