//! Seasons (issue 30): with `/martian-settings season:monthly` (or `quarterly`) each
//! rated game also rates its players in the season under way (`rating.rs`, written in
//! the step that stores the game's end), `/martian leaderboard` shows that season by
//! default and `season:` picks another or `all-time` (`board.rs`), and at a season's
//! end the ticks post its final top 10 in the season channel and name its champions,
//! once (`rollover.rs`), who are named on their profile. A season's boundaries are
//! midnights in the server's time zone (`calendar.rs`).

mod board;
mod calendar;
mod choices;
mod rating;
mod rollover;
