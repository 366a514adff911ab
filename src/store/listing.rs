//! Pages of the long lists (a player's finished games, a server's open games, its
//! leaderboard, the games falling due). Each list is an index kept in order by the
//! store, so a page costs the entries skipped and read, not the whole list, and its
//! length is kept beside it, so that a page can say "of N" without counting.

use crate::model::{GameDelivery, GameId, GameRecord, GuildId, PlayerRecord};

/// Which part of a list: `skip` entries, then at most `take`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Window {
    pub skip: usize,
    pub take: usize,
}

impl Window {
    /// Page `page` (1 is the first) of pages of `size` entries.
    pub fn page(page: usize, size: usize) -> Window {
        Window {
            skip: page.saturating_sub(1).saturating_mul(size),
            take: size,
        }
    }
}

/// One page of a list, and how long the whole list is.
#[derive(Clone, Debug, PartialEq)]
pub struct Page<T> {
    pub items: Vec<T>,
    pub total: usize,
}

/// One page of a server's leaderboard, in [`Standing`](crate::model::Standing) order.
#[derive(Clone, Debug, PartialEq)]
pub struct LeaderboardPage {
    pub players: Vec<PlayerRecord>,
    /// Rated players in the server.
    pub total: usize,
    /// Players whose rounded rating is higher than that of the page's first player:
    /// the first player's rank is one more (equal ratings share a rank).
    pub above: usize,
}

/// A place in the order in which open games fall due: a time, then the game's id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Wake {
    pub at_ms: i64,
    pub game: GameId,
}

impl Wake {
    /// Where `game` stands in the order, with its delivery record, if anything is due
    /// for it.
    pub fn of(game: &GameRecord, delivery: &GameDelivery) -> Option<Wake> {
        delivery.wake_ms(game).map(|at_ms| Wake {
            at_ms,
            game: game.id,
        })
    }
}

/// A game that fell due: where it stands in the wake-up order, and its delivery record.
#[derive(Clone, Debug, PartialEq)]
pub struct DueGame {
    pub wake: Wake,
    pub game: GameRecord,
    pub delivery: GameDelivery,
}

/// A place in the archives of every server together, in the order a history is
/// replayed: server, then when the game ended, then its id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct ArchivePlace {
    pub guild: GuildId,
    pub ended_ms: i64,
    pub game: GameId,
}

impl ArchivePlace {
    pub fn of(game: &GameRecord) -> ArchivePlace {
        ArchivePlace {
            guild: game.guild,
            ended_ms: game.ended_ms(),
            game: game.id,
        }
    }
}
