//! The clocks of a game's turns: when the player to move runs out of time and when
//! they are reminded, from the server's settings and the player's own (their quiet
//! hours and vacations, vacations.rs). What falls due is handled by the ticks
//! (`timeouts.rs`); whether a reminder arrived is the game's delivery record's.

use std::sync::Arc;

use crate::model::{GameRecord, GameStatus, GuildSettings, MemberSettings, QuietHours, TurnClock};
use crate::store::{Store, StoreError};

use super::clock::{Clock, HOUR_MS};
use super::vacations::{give_vacations, quiet_of, reminder_at};
use super::zones;

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

    fn settings(&self, record: &GameRecord) -> Result<GuildSettings, StoreError> {
        Ok(self
            .store
            .settings(record.guild)?
            .unwrap_or_else(|| GuildSettings::defaults(record.guild)))
    }

    /// Sets the deadline (and reminder) of the player now to move, from the server's
    /// current settings and the player's own; none while the computer or nobody is
    /// to move. A new turn starts with no reminder delivered and no notice to post
    /// again: those in the delivery record are of an earlier ply. A turn that begins
    /// while its player is on vacation gets the rest of the vacation at once.
    pub(crate) fn schedule(
        &self,
        record: &mut GameRecord,
        to_move: usize,
    ) -> Result<(), StoreError> {
        record.deadline_ms = None;
        record.reminder_ms = None;
        record.turn_clock = None;
        let Some(seat) = record.seats.get(to_move) else {
            return Ok(());
        };
        if record.status != GameStatus::Active || seat.computer.is_some() {
            return Ok(());
        }
        let settings = self.settings(record)?;
        let member = self.store.member(record.guild, seat.user)?;
        let now = self.clock.now_ms();
        let deadline = now + i64::from(settings.move_timeout_hours) * HOUR_MS;
        record.deadline_ms = Some(deadline);
        record.turn_clock = Some(TurnClock {
            seat: to_move,
            ply: record.ply(),
            started_ms: now,
            vacation_ms: 0,
        });
        let zone = zone_of(&settings, member.as_ref());
        let quiet = self.quiet(record, member.as_ref(), &zone.1)?;
        // `reminder_hours: 0` is no reminder at all.
        let window = window_ms(&settings);
        if window > 0 {
            record.reminder_ms = Some(reminder_at(deadline, window, quiet).max(now));
        }
        if let Some(member) = &member {
            give_vacations(record, member, window, quiet, now);
        }
        Ok(())
    }

    /// Brings the turn's clock up to date with its player's vacations (one begun, one
    /// ended early since the game was written); returns by how much the deadline
    /// moved (0: nothing changed).
    pub(crate) fn settle(&self, record: &mut GameRecord) -> Result<i64, StoreError> {
        let Some(clock) = record.turn_clock.filter(|c| c.ply == record.ply()) else {
            return Ok(0);
        };
        if !record.is_open() || record.deadline_ms.is_none() {
            return Ok(0);
        }
        let Some(seat) = record.seats.get(clock.seat) else {
            return Ok(0);
        };
        let Some(member) = self.store.member(record.guild, seat.user)? else {
            return Ok(0);
        };
        if member.vacations.is_empty() && clock.vacation_ms == 0 {
            return Ok(0);
        }
        let settings = self.settings(record)?;
        let zone = zone_of(&settings, Some(&member));
        let quiet = self.quiet(record, Some(&member), &zone.1)?;
        Ok(give_vacations(
            record,
            &member,
            window_ms(&settings),
            quiet,
            self.clock.now_ms(),
        ))
    }
}

impl Deadlines {
    /// A member's quiet hours, which only direct messages keep: a member whose DMs
    /// are closed is reminded by a ping in the game's channel, which notifies as their
    /// Discord settings say.
    fn quiet<'z>(
        &self,
        record: &GameRecord,
        member: Option<&MemberSettings>,
        zone: &'z jiff::tz::TimeZone,
    ) -> Result<Option<(QuietHours, &'z jiff::tz::TimeZone)>, StoreError> {
        let Some(member) = member.filter(|m| m.quiet_hours.is_some()) else {
            return Ok(None);
        };
        if self.store.dms_closed(record.guild, member.user)? {
            return Ok(None);
        }
        Ok(quiet_of(Some(member), zone))
    }
}

/// The reminder window of a server (0: no reminders).
fn window_ms(settings: &GuildSettings) -> i64 {
    if (1..settings.move_timeout_hours).contains(&settings.reminder_hours) {
        i64::from(settings.reminder_hours) * HOUR_MS
    } else {
        0
    }
}

/// A member's time zone: their own, else the server's, else UTC (by name).
pub(crate) fn zone_of(
    settings: &GuildSettings,
    member: Option<&MemberSettings>,
) -> (String, jiff::tz::TimeZone) {
    let name = member
        .and_then(|m| m.timezone.as_deref())
        .or(settings.timezone.as_deref());
    zones::zone_or_utc(name)
}
