//! Tournaments (issue 30): a server's Swiss or round robin of either game. So far the
//! rules of its rounds over the stored record (`rounds.rs`); the commands, the rounds'
//! games in threads of their own and the ticks that pair the next round build on it.

// Used by its tests until the tournament commands call it (issue 30's next step).
#[cfg_attr(not(test), allow(dead_code))]
mod rounds;
