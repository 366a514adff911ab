//! Clocks that stop: the bot's own downtime (`downtime`: outages give every running
//! clock its time back), a player's own time (`me`: quiet hours and vacations), and
//! puzzles (`puzzles`: the trainer, and the daily puzzle at the server's hour).
//! One test binary for all three, so that a cold CI run links it once.

#[path = "../support/mod.rs"]
mod support;

mod downtime;
mod me;
mod puzzles;
mod seasons;
mod tournaments;
