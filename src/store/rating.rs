//! The step that rates a finished game's players, as a store runs it: the function it
//! is handed and what it hands back. Its own file, so that the trait and every store
//! name it from here rather than through `store/mod.rs`, which re-exports them all.

use crate::model::PlayerRecord;

/// The players' records after a game, computed from their records as they are when the
/// game's end is stored (their records in the game's own
/// [`GameKind`](crate::model::GameKind)): one per seat, in seat order (`None` for a
/// player never rated here). The store runs it inside the step that stores the game, so
/// that two games ending at once for the same player both count; a step that loses such
/// a race runs again on the newer records, so the function may run more than once and
/// must depend on its argument only.
pub type RatePlayers<'a> = dyn Fn(&[Option<PlayerRecord>]) -> Vec<PlayerRecord> + 'a;

/// The seats' player records on either side of a stored game end, as the store read
/// and wrote them (for the lines that tell the players how their ratings moved).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PlayersUpdate {
    /// One per seat, in seat order; `None` for a player never rated here.
    pub before: Vec<Option<PlayerRecord>>,
    /// What the rating function returned, as written.
    pub after: Vec<PlayerRecord>,
}
