//! Tournaments for the bot (issue 30): Swiss pairing, round-robin tables and standings
//! with tie-breaks. Pure: data in, data out; no I/O, no clock, no randomness.
//!
//! - [`pair_swiss`]: the next Swiss round of the players still in, from the results so
//!   far. A maximum-weight matching over all pairs ([`matching`]) whose weights encode
//!   the rules in order: no repeated pair, the colour rules, the bye to the
//!   lowest-ranked player who has had none, score groups, top half against bottom half.
//! - [`round_robin`]: FIDE's Berger tables, single or double, a bye for an odd count.
//! - [`standings`]: points, Buchholz (cut 1 from 8 players), Sonneborn-Berger, direct
//!   encounter, wins, rating.
//!
//! Points are counted in halves ([`HalfPoints`]): a win 2, a draw 1, a loss 0, a bye 2.
//!
//! A player who withdraws is left out of the entrants given to [`pair_swiss`] from then
//! on, and kept in those given to [`standings`]: their games still count for their
//! opponents' tie-breaks.
//!
//! ```
//! use martian_tournament::{pair_swiss, standings, Entrant, Outcome, Played};
//!
//! let field: Vec<Entrant> = (1..=4).map(|id| Entrant::new(id, 1500.0 - id as f64)).collect();
//! let round = pair_swiss(&field, &[]).unwrap();
//! let results: Vec<Played> = round.iter().map(|&b| Played::of(b, Outcome::FirstWins)).collect();
//! let table = standings(&field, &[results]);
//! assert_eq!(table[0].points.0, 2); // one win, in half points
//! ```

mod berger;
mod field;
mod history;
pub mod matching;
mod standings;
mod swiss;
mod types;
mod weights;

#[cfg(test)]
mod exhaustive;

pub use berger::round_robin;
pub use field::PairingError;
pub use history::{History, Record};
pub use standings::{standings, QuarterPoints, Standing, BUCHHOLZ_CUT_FROM};
pub use swiss::{max_swiss_rounds, pair_swiss};
pub use types::{
    Colour, Entrant, HalfPoints, Outcome, Pairing, Played, PlayerId, Round, RoundResults,
};
