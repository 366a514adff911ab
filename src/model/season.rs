//! Seasons (issue 30): with `/martian-settings season:monthly` (or `quarterly`) a
//! server's ladder restarts every month (quarter) beside the all-time one. A season is
//! named by its key, `2026-12` or `2026-Q4`, its boundaries midnights in the server's
//! time zone. Each rated game also rates its players' season records
//! ([`SeasonPlayer`]); at a season's end the ticks post its final top 10 and name its
//! champions, once ([`GuildSeasons`], a record with a revision).

use serde::{Deserialize, Serialize};

use super::ids::{GuildId, UserId};
use super::kind::GameKind;
use super::player::PlayerRecord;

/// A member's record in one season of one game of a server: the figures of an
/// all-time [`PlayerRecord`] (of that server, game and member), counted from the
/// season's start.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeasonPlayer {
    /// The season's key (`2026-12`, `2026-Q4`).
    pub season: String,
    pub player: PlayerRecord,
}

/// The winner of a closed season in one game: the first of its final table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeasonChampion {
    pub game: GameKind,
    pub user: UserId,
    /// Their name at their last game of the season.
    pub name: String,
    pub rating: f64,
}

/// A season whose end was posted.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ClosedSeason {
    pub season: String,
    /// When the ticks closed it (at or soon after its end).
    pub closed_ms: i64,
    /// One per game that had rated games in the season.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub champions: Vec<SeasonChampion>,
}

/// A server's seasons as the ticks keep them: the season under way when they last
/// looked (whose end is the next one to post) and the seasons closed, oldest first.
/// Written with a revision, so that two processes (or a restart) close a season once.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GuildSeasons {
    pub guild: GuildId,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub current: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub closed: Vec<ClosedSeason>,
    /// Bumped on every write (0: never written).
    #[serde(default)]
    pub revision: u64,
}

impl GuildSeasons {
    pub fn new(guild: GuildId) -> GuildSeasons {
        GuildSeasons {
            guild,
            current: None,
            closed: Vec::new(),
            revision: 0,
        }
    }

    /// The seasons `user` won in `game`, oldest first.
    pub fn titles_of(&self, game: GameKind, user: UserId) -> Vec<&str> {
        self.closed
            .iter()
            .filter(|s| s.champions.iter().any(|c| c.game == game && c.user == user))
            .map(|s| s.season.as_str())
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::super::season_length::SeasonLength;
    use super::*;

    #[test]
    fn lengths_by_name_and_titles() {
        assert_eq!(
            SeasonLength::by_name("monthly"),
            Some(SeasonLength::Monthly)
        );
        assert_eq!(
            SeasonLength::by_name("quarterly"),
            Some(SeasonLength::Quarterly)
        );
        assert_eq!(SeasonLength::by_name("off"), None);
        let mut seasons = GuildSeasons::new(GuildId(1));
        let champion = |user| SeasonChampion {
            game: GameKind::Martian,
            user: UserId(user),
            name: "ann".into(),
            rating: 1600.0,
        };
        seasons.closed.push(ClosedSeason {
            season: "2026-11".into(),
            closed_ms: 0,
            champions: vec![champion(2)],
        });
        seasons.closed.push(ClosedSeason {
            season: "2026-12".into(),
            closed_ms: 0,
            champions: vec![champion(3)],
        });
        assert_eq!(seasons.titles_of(GameKind::Martian, UserId(2)), ["2026-11"]);
        assert!(seasons.titles_of(GameKind::Carnett, UserId(2)).is_empty());
        let bytes = crate::model::encode_puzzle_record(&seasons);
        let back: GuildSeasons = crate::model::decode_puzzle_record(&bytes).unwrap();
        assert_eq!(back, seasons);
    }
}
