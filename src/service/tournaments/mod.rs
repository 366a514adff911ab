//! Tournaments (issue 30): a server's Swiss or round robin of either game.
//!
//! A tournament is one record with a revision (`model/tournament.rs`): every change
//! reads it, changes it and writes it under the revision check, again from what was
//! written when another change came first ([`Service::change_tournament`]). Its games
//! are ordinary games that name it; pairing a round writes the round and creates its
//! games in one atomic step (`pairing.rs`), so that a crash pairs a round once or not
//! at all, and two game ends at once pair the next round once.
//!
//! `rounds.rs` holds the rules of its rounds over the record (pure), `command.rs` the
//! subcommands, `records.rs` reading and changing the record, `entry.rs` joining and leaving, `manage.rs` a manager's start, pause,
//! resume, cancel and kick, `pairing.rs` a round's pairing and its games' threads,
//! `results.rs` what a game's end does to its tournament, `show.rs` the tournament
//! message, the standings and the lists, `tick.rs` what the ticks do (a start time, a
//! pairing that fell due while the bot was down, a thread that did not open).

mod choices;
mod command;
mod create;
mod entry;
mod ids;
mod manage;
mod pairing;
mod records;
mod results;
mod rounds;
mod show;
mod thread_retries;
mod tick;

pub(crate) use ids::is_tournament;
pub(crate) use thread_retries::ThreadRetries;

/// Attempts at a change of a tournament that other changes keep overtaking.
pub(crate) const ATTEMPTS: usize = 8;

/// The fewest players a tournament starts with.
pub(crate) const MIN_PLAYERS: usize = 3;
