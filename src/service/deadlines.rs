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

    /// The settings a game's clock runs by: the server's, with a tournament game's
    /// move timeout its tournament's (issue 30: each tournament sets its own).
    fn settings(&self, record: &GameRecord) -> Result<GuildSettings, StoreError> {
        let mut settings = self
            .store
            .settings(record.guild)?
            .unwrap_or_else(|| GuildSettings::defaults(record.guild));
        if let Some(of) = record.tournament {
            if let Some(tournament) = self.store.tournament(record.guild, of.tournament)? {
                settings.move_timeout_hours = tournament.setup.move_timeout_hours.max(1);
            }
        }
        Ok(settings)
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
        // A tournament game's clock does not stop for a vacation (its round waits for
        // it); outages still give its time back, as for every game.
        if let Some(member) = member.as_ref().filter(|_| record.tournament.is_none()) {
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
        if !record.is_open() || record.deadline_ms.is_none() || record.tournament.is_some() {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{
        ChannelId, GameId, GuildId, MemberSettings, Tournament, TournamentFormat, TournamentGame,
        TournamentId, TournamentSetup, TournamentStatus, UserId, Vacation,
    };
    use crate::service::clock::ManualClock;
    use crate::store::MemoryStore;

    const GUILD: GuildId = GuildId(5);

    fn game(tournament: Option<TournamentGame>) -> GameRecord {
        let mut record =
            crate::model::decode_game(include_bytes!("../../tests/data/game-record-v1.json"))
                .unwrap();
        record.id = GameId(77);
        record.guild = GUILD;
        record.channel = ChannelId(55);
        record.status = GameStatus::Active;
        record.seats.iter_mut().for_each(|s| s.computer = None);
        record.tournament = tournament;
        record
    }

    fn store_with_tournament(hours: u32) -> Arc<MemoryStore> {
        let store = Arc::new(MemoryStore::new());
        let tournament = Tournament {
            guild: GUILD,
            id: TournamentId(3),
            name: "Autumn".into(),
            setup: TournamentSetup {
                game: Default::default(),
                layout: None,
                ruleset: None,
                format: TournamentFormat::Swiss { rounds: 3 },
                move_timeout_hours: hours,
                max_players: 16,
                starts_ms: None,
            },
            channel: ChannelId(55),
            message: None,
            created_by: UserId(1),
            created_ms: 0,
            status: TournamentStatus::Running,
            entrants: Vec::new(),
            rounds: Vec::new(),
            ended_ms: None,
            revision: 1,
        };
        store.save_tournament(&tournament, 0).unwrap();
        store
    }

    #[test]
    fn a_tournament_game_runs_by_its_tournaments_timeout_and_ignores_vacations() {
        let store = store_with_tournament(24);
        let clock = Arc::new(ManualClock::new(1_000_000));
        let deadlines = Deadlines::new(store.clone(), clock.clone());
        let of = TournamentGame {
            tournament: TournamentId(3),
            round: 1,
        };
        // The player to move is on vacation: a casual game's clock waits for them, a
        // tournament game's does not.
        let mut record = game(Some(of));
        let to_move = 0;
        let mut member = MemberSettings::new(GUILD, record.seats[to_move].user);
        member.vacations.push(Vacation {
            from_ms: 0,
            to_ms: 1_000_000 + 7 * 24 * HOUR_MS,
        });
        member.revision = 1;
        store.save_member(&member, 0).unwrap();
        deadlines.schedule(&mut record, to_move).unwrap();
        assert_eq!(record.deadline_ms, Some(1_000_000 + 24 * HOUR_MS));
        assert_eq!(deadlines.settle(&mut record).unwrap(), 0);
        assert_eq!(record.deadline_ms, Some(1_000_000 + 24 * HOUR_MS));

        let mut casual = game(None);
        deadlines.schedule(&mut casual, to_move).unwrap();
        let timeout = i64::from(GuildSettings::DEFAULT_TIMEOUT_HOURS) * HOUR_MS;
        assert!(
            casual.deadline_ms.unwrap() > 1_000_000 + timeout,
            "{casual:?}"
        );
    }
}
