//! The leaderboard's order, defined once: the stores keep every server's players
//! sorted by it (an index updated with each rating change), and a page is a slice of
//! that order rather than a sort of every player.

use std::cmp::Ordering;

use super::ids::UserId;
use super::player::PlayerRecord;

/// Where a player stands in their server's leaderboard. Best first: the higher rating
/// (rounded to a whole point, as shown), then more games, then the name without
/// regard to case, then the user id, so that no two players tie in the order itself.
/// Players with the same rounded rating share a rank (see [`Standing::points`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Standing {
    /// The rating rounded to a whole point, as the leaderboard shows it.
    pub points: i64,
    pub games: u32,
    /// The name in lower case, computed once here rather than in every comparison.
    /// NUL characters are left out, so that a store may end the name with one.
    pub name: String,
    pub user: UserId,
}

impl Standing {
    pub fn of(player: &PlayerRecord) -> Standing {
        Standing {
            points: rating_points(player.rating),
            games: player.games,
            name: player.name.to_lowercase().replace('\0', ""),
            user: player.user,
        }
    }
}

/// A rating rounded to a whole point (`as` saturates, and a NaN would be 0).
pub fn rating_points(rating: f64) -> i64 {
    rating.round() as i64
}

impl Ord for Standing {
    fn cmp(&self, other: &Standing) -> Ordering {
        other
            .points
            .cmp(&self.points)
            .then(other.games.cmp(&self.games))
            .then_with(|| self.name.cmp(&other.name))
            .then(self.user.cmp(&other.user))
    }
}

impl PartialOrd for Standing {
    fn partial_cmp(&self, other: &Standing) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::GuildId;

    fn player(user: u64, name: &str, rating: f64, games: u32) -> PlayerRecord {
        let mut p = PlayerRecord::new(GuildId(1), UserId(user), name);
        p.rating = rating;
        p.games = games;
        p
    }

    #[test]
    fn rating_then_games_then_name_then_user() {
        let mut players = [
            player(5, "Bob", 1500.4, 3),
            player(4, "alice", 1499.6, 3),
            player(3, "Zed", 1600.0, 1),
            player(2, "carol", 1500.0, 9),
            player(1, "ALICE", 1500.2, 3),
        ];
        players.sort_by_key(Standing::of);
        let order: Vec<u64> = players.iter().map(|p| p.user.0).collect();
        // 1500.4, 1499.6 and 1500.2 all show as 1500: games, then names, then ids.
        assert_eq!(order, [3, 2, 1, 4, 5]);
    }
}
