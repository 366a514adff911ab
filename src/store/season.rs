//! The step that rates a finished game's players in their season (issue 30), as a
//! store runs it beside [`RatePlayers`](super::rating::RatePlayers): its own file for
//! the same reason as `rating.rs`.

use crate::model::{PlayerRecord, SeasonPlayer};

/// The seats' season records after a game, from their season records before (`None`:
/// the player's first game of the season) and their all-time records before (as the
/// same step read them: a season starts from the all-time rating), one per seat in
/// seat order. Like [`RatePlayers`](super::rating::RatePlayers) it may run more than
/// once and must depend on its arguments only; each record it returns must be of the
/// season and game it was asked for.
pub type RateSeason<'a> =
    dyn Fn(&[Option<SeasonPlayer>], &[Option<PlayerRecord>]) -> Vec<SeasonPlayer> + 'a;

/// Which season a game counts for (`2026-12`), and how its players' records there
/// follow.
pub struct SeasonRate<'a> {
    pub season: &'a str,
    pub rate: &'a RateSeason<'a>,
}
