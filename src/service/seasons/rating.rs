//! Season ratings: a game's end, when the server has seasons, also rates its players in
//! the season under way, in the same store step as its all-time ratings. A player's
//! first game of a season starts from their all-time rating as it was just before it,
//! with the deviation of a new player (so that the season rating moves quickly) and
//! none of the season's figures yet; from then on the season record is rated exactly
//! like the all-time one (`ratings::rate`).

use crate::model::{GameRecord, GuildSettings, PlayerRecord, SeasonPlayer, START_DEVIATION};
use crate::store::{PlayersUpdate, RatePlayers, SeasonRate, StoreError};

use super::super::dispatch::Service;
use super::super::ratings;
use super::calendar;

/// Where a season record starts: the all-time record (`None`: a new player, who
/// starts at the first rating) with a new player's deviation and no games.
fn season_start(all_time: &PlayerRecord) -> PlayerRecord {
    let mut start = all_time.clone();
    start.deviation = START_DEVIATION;
    start.games = 0;
    start.wins = 0;
    start.draws = 0;
    start.losses = 0;
    start.points = 0;
    start.first_moves.clear();
    start.longest = None;
    start
}

/// The seats' season records after `record` ended (see `store::RateSeason`).
pub(crate) fn rate_season(
    record: &GameRecord,
    season: &str,
    before: &[Option<SeasonPlayer>],
    all_time: &[Option<PlayerRecord>],
    now_ms: i64,
) -> Vec<SeasonPlayer> {
    let starts: Vec<Option<PlayerRecord>> = (0..record.seats.len())
        .map(|seat| match before.get(seat).cloned().flatten() {
            Some(held) => Some(held.player),
            None => all_time
                .get(seat)
                .cloned()
                .flatten()
                .map(|p| season_start(&p)),
        })
        .collect();
    ratings::rate(record, &starts, now_ms)
        .into_iter()
        .map(|player| SeasonPlayer {
            season: season.to_string(),
            player,
        })
        .collect()
}

impl Service {
    /// Stores a rated game's end with its players' all-time ratings (`rate`) and, when
    /// the server has seasons (its `settings`, as the game's end read them), their
    /// ratings in the season under way, in one step.
    pub(crate) fn save_rated_end(
        &self,
        record: &GameRecord,
        based_on: u64,
        rate: &RatePlayers<'_>,
        settings: &GuildSettings,
    ) -> Result<PlayersUpdate, StoreError> {
        let season = calendar::of(settings)
            .and_then(|(length, zone)| calendar::key_at(record.updated_ms, &zone, length));
        let Some(season) = season else {
            return self.store.save_game_and_players(record, based_on, rate);
        };
        let now = record.updated_ms;
        let rate_season = |before: &[Option<SeasonPlayer>], all_time: &[Option<PlayerRecord>]| {
            rate_season(record, &season, before, all_time, now)
        };
        self.store.save_game_and_season(
            record,
            based_on,
            rate,
            &SeasonRate {
                season: &season,
                rate: &rate_season,
            },
        )
    }
}
