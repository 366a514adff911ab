//! The clocks of a game's turns: when the player to move runs out of time and when
//! they are reminded, from the server's settings. What falls due is handled by the
//! ticks (`timeouts.rs`); whether a reminder arrived is the game's delivery record's.

use std::sync::Arc;

use crate::model::{GameRecord, GameStatus, GuildSettings};
use crate::store::{Store, StoreError};

use super::clock::{Clock, HOUR_MS};

/// Deadlines and reminders: the store (for the settings) and the clock are all it
/// needs.
pub(crate) struct Deadlines {
    store: Arc<dyn Store>,
    clock: Arc<dyn Clock>,
}

impl Deadlines {
    pub(crate) fn new(store: Arc<dyn Store>, clock: Arc<dyn Clock>) -> Deadlines {
        Deadlines { store, clock }
    }

    /// Sets the deadline (and reminder) of the player now to move, from the server's
    /// current settings; none while the computer or nobody is to move. A new turn
    /// starts with no reminder delivered and no notice to post again: those in the
    /// delivery record are of an earlier ply.
    pub(crate) fn schedule(
        &self,
        record: &mut GameRecord,
        to_move: usize,
    ) -> Result<(), StoreError> {
        record.deadline_ms = None;
        record.reminder_ms = None;
        let human = record
            .seats
            .get(to_move)
            .is_some_and(|s| s.computer.is_none());
        if record.status != GameStatus::Active || !human {
            return Ok(());
        }
        let settings = self
            .store
            .settings(record.guild)?
            .unwrap_or_else(|| GuildSettings::defaults(record.guild));
        let deadline = self.clock.now_ms() + i64::from(settings.move_timeout_hours) * HOUR_MS;
        record.deadline_ms = Some(deadline);
        // `reminder_hours: 0` is no reminder at all.
        if (1..settings.move_timeout_hours).contains(&settings.reminder_hours) {
            record.reminder_ms = Some(deadline - i64::from(settings.reminder_hours) * HOUR_MS);
        }
        Ok(())
    }
}
