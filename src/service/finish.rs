//! Ending a game: the game, its archive entry and every player's rating are stored in
//! one atomic step.

use std::sync::Arc;

use crate::model::{GameRecord, PlayerRecord};

use super::error::{ServiceError, ServiceResult};
use super::messages;
use super::ratings;
use super::view::seat_name;
use super::{Loaded, Service};

impl Service {
    /// Stores `record` (a game that just ended, based on `loaded`) with its players'
    /// new ratings; returns the new state and the lines to add about ratings.
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
        let mut before: Vec<Option<PlayerRecord>> = Vec::new();
        for seat in &record.seats {
            before.push(self.store.player(record.guild, seat.user)?);
        }
        let lookup = |user| {
            record
                .seats
                .iter()
                .position(|s| s.user == user)
                .and_then(|i| before[i].clone())
        };
        let after = ratings::rate(&record, lookup, record.updated_ms);
        match self.store.save_game_and_players(&record, based_on, &after) {
            Ok(()) => {}
            Err(crate::store::StoreError::Stale { .. }) => {
                return Err(ServiceError::user(messages::raced()))
            }
            Err(other) => return Err(other.into()),
        }
        let mut lines = Vec::new();
        if record.seats.iter().any(|s| s.computer.is_some()) {
            lines.push(messages::unrated_computer_game());
        } else if !after.is_empty() {
            let changes: Vec<String> = after
                .iter()
                .enumerate()
                .map(|(seat, new)| {
                    let old = before[seat]
                        .as_ref()
                        .map_or(crate::model::START_RATING, |p| p.rating);
                    messages::rating_change(&seat_name(&record, seat), old, new.rating)
                })
                .collect();
            lines.push(format!("Ratings: {}", changes.join(" · ")));
        }
        let next = Arc::new(Loaded {
            record,
            game: loaded.game.clone(),
        });
        self.remember(&next);
        Ok((next, lines))
    }
}
