//! Storing a game that ended, with its players' new ratings in the same atomic step.

use std::sync::Arc;

use crate::i18n::Tr;
use crate::model::{GameRecord, PlayerRecord, START_RATING};
use crate::store::PlayersUpdate;

use super::dispatch::Service;
use super::error::ServiceResult;
use super::games::{self, Loaded};
use super::messages;
use super::names::seat_name;
use super::ratings;
use super::saved_games::raced_or_internal;

impl Service {
    /// Stores `record` (a game that just ended, based on `loaded`) with its players'
    /// new ratings, in one atomic step; returns the new state and the lines to add
    /// about ratings.
    pub(crate) fn commit_end(
        &self,
        loaded: &Loaded,
        mut record: GameRecord,
    ) -> ServiceResult<(Arc<Loaded>, Vec<String>)> {
        let based_on = loaded.record.revision;
        record.revision = based_on + 1;
        record.updated_ms = self.clock.now_ms();
        record.deadline_ms = None;
        record.reminder_ms = None;
        let mut lines = Vec::new();
        // Said with the game's end, which everyone sees.
        let settings = self.settings_of(record.guild)?;
        let tr = self.tr_public(&settings);
        let written = if ratings::is_rated(&record) {
            // The store rates the players' records as they are when it writes: another
            // game of theirs ending at the same moment is not overwritten.
            let rate =
                |before: &[Option<PlayerRecord>]| ratings::rate(&record, before, record.updated_ms);
            // With seasons, the season under way's ratings too (seasons/rating.rs).
            self.save_rated_end(&record, based_on, &rate, &settings)
                .map(|players| Some(rating_changes(tr, &record, &players)))
        } else {
            self.store.save_game(&record, based_on).map(|()| None)
        };
        lines.extend(written.map_err(raced_or_internal)?);
        if !ratings::is_rated(&record) && record.seats.iter().any(|s| s.computer.is_some()) {
            lines.push(messages::unrated_computer_game(tr));
        }
        let next = Arc::new(Loaded {
            record,
            game: loaded.game.clone(),
        });
        self.saved.remember(&next);
        Ok((next, lines))
    }
}

/// "Ratings: alice 1500 → 1662 (+162) · bob …", from what the store read and wrote.
fn rating_changes(tr: Tr<'_>, record: &GameRecord, players: &PlayersUpdate) -> String {
    let changes: Vec<String> = players
        .after
        .iter()
        .enumerate()
        .map(|(seat, new)| {
            let old = players
                .before
                .get(seat)
                .and_then(Option::as_ref)
                .map_or(START_RATING, |p| p.rating);
            messages::rating_change(tr, &seat_name(record, seat), old, new.rating)
        })
        .collect();
    games::ratings_line(record.kind(), tr, &changes)
}
