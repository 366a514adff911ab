//! A player's vacations and quiet hours on a game's move clock. While a player is on
//! vacation their move clock stops, as for an outage of one player: the deadline (and
//! the reminder) of a turn of theirs moves later by the part of each vacation the turn
//! ran through, given once per turn and taken back when a vacation ends early. A
//! reminder that would come inside their quiet hours comes when those begin.

use jiff::tz::TimeZone;

use crate::model::{GameRecord, MemberSettings, QuietHours, TurnClock};

use super::zones;

/// When the reminder of a turn ending at `deadline` goes out: a reminder window before
/// it, or earlier, when the quiet hours begin, if that is inside them.
pub(crate) fn reminder_at(
    deadline: i64,
    window_ms: i64,
    quiet: Option<(QuietHours, &TimeZone)>,
) -> i64 {
    let at = deadline - window_ms;
    match quiet {
        Some((hours, zone)) => zones::before_quiet(at, zone, hours),
        None => at,
    }
}

/// A member's quiet hours with their zone (their own, or the server's).
pub(crate) fn quiet_of<'a>(
    member: Option<&MemberSettings>,
    zone: &'a TimeZone,
) -> Option<(QuietHours, &'a TimeZone)> {
    member.and_then(|m| m.quiet_hours).map(|q| (q, zone))
}

/// How much later the turn's deadline is for the vacations of the player whose clock
/// runs: the part of each vacation (begun by `now`) after the turn began and before
/// its clock ran out.
fn vacation_time(clock: &TurnClock, deadline: i64, member: &MemberSettings, now: i64) -> i64 {
    let base = deadline - clock.vacation_ms;
    let mut total = 0;
    for vacation in member.vacations.iter().filter(|v| v.from_ms <= now) {
        let from = vacation.from_ms.max(clock.started_ms);
        // A clock that ran out before the vacation began stays run out.
        if vacation.to_ms <= from || vacation.from_ms >= base + total {
            continue;
        }
        total += vacation.to_ms - from;
    }
    total
}

/// Moves the turn's deadline (and its reminder, not yet sent) by what the player's
/// vacations changed since they were last given; returns by how much (0: nothing
/// changed). `member` is the player whose clock runs.
pub(crate) fn give_vacations(
    record: &mut GameRecord,
    member: &MemberSettings,
    window_ms: i64,
    quiet: Option<(QuietHours, &TimeZone)>,
    now: i64,
) -> i64 {
    let (Some(mut clock), Some(deadline)) = (record.turn_clock, record.deadline_ms) else {
        return 0;
    };
    if clock.ply != record.ply()
        || record.seats.get(clock.seat).map(|s| s.user) != Some(member.user)
    {
        return 0;
    }
    let total = vacation_time(&clock, deadline, member, now);
    let delta = total - clock.vacation_ms;
    if delta == 0 {
        return 0;
    }
    let deadline = deadline + delta;
    record.deadline_ms = Some(deadline);
    // A reminder not sent yet follows the deadline (never into the past).
    if record.reminder_ms.is_some() && window_ms > 0 {
        record.reminder_ms = Some(reminder_at(deadline, window_ms, quiet).max(now));
    }
    clock.vacation_ms = total;
    record.turn_clock = Some(clock);
    delta
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{GameStatus, Vacation};

    const H: i64 = 3_600_000;
    const DAY: i64 = 24 * H;

    /// Bob's turn (seat 1) from 0, deadline 72 h, reminder at 48 h.
    fn game() -> GameRecord {
        let mut record: GameRecord =
            crate::model::decode_game(include_bytes!("../../tests/data/game-record-v1.json"))
                .expect("the fixture loads");
        record.status = GameStatus::Active;
        record.deadline_ms = Some(72 * H);
        record.reminder_ms = Some(48 * H);
        record.turn_clock = Some(TurnClock {
            seat: 1,
            ply: record.ply(),
            started_ms: 0,
            vacation_ms: 0,
        });
        record
    }

    fn bob(record: &GameRecord, vacations: &[(i64, i64)]) -> MemberSettings {
        let mut member = MemberSettings::new(record.guild, record.seats[1].user);
        member.vacations = vacations
            .iter()
            .map(|(from, to)| Vacation {
                from_ms: *from,
                to_ms: *to,
            })
            .collect();
        member
    }

    #[test]
    fn a_vacation_moves_the_deadline_and_the_reminder_once() {
        let mut record = game();
        let member = bob(&record, &[(10 * H, 10 * H + 7 * DAY)]);
        assert_eq!(
            give_vacations(&mut record, &member, 24 * H, None, 11 * H),
            7 * DAY
        );
        assert_eq!(record.deadline_ms, Some(72 * H + 7 * DAY));
        assert_eq!(record.reminder_ms, Some(48 * H + 7 * DAY));
        // Given once, however often the game is read.
        assert_eq!(
            give_vacations(&mut record, &member, 24 * H, None, 12 * H),
            0
        );
        assert_eq!(record.deadline_ms, Some(72 * H + 7 * DAY));
    }

    #[test]
    fn coming_back_early_takes_back_the_days_not_taken() {
        let mut record = game();
        let planned = bob(&record, &[(10 * H, 10 * H + 7 * DAY)]);
        give_vacations(&mut record, &planned, 24 * H, None, 11 * H);
        // Back after two days.
        let back = bob(&record, &[(10 * H, 10 * H + 2 * DAY)]);
        let now = 10 * H + 2 * DAY;
        assert_eq!(
            give_vacations(&mut record, &back, 24 * H, None, now),
            -5 * DAY
        );
        assert_eq!(record.deadline_ms, Some(72 * H + 2 * DAY));
        assert_eq!(record.reminder_ms, Some(48 * H + 2 * DAY));
    }

    #[test]
    fn only_the_turn_s_own_time_counts() {
        // A vacation that ended before the turn began, or one not begun yet, gives
        // nothing; one under way when the turn began gives what was left of it.
        let mut record = game();
        let member = bob(&record, &[(-5 * DAY, -4 * DAY), (90 * H, 100 * H)]);
        assert_eq!(
            give_vacations(&mut record, &member, 24 * H, None, 20 * H),
            0
        );
        let mut record = game();
        let member = bob(&record, &[(-10 * H, 20 * H)]);
        assert_eq!(
            give_vacations(&mut record, &member, 24 * H, None, 0),
            20 * H
        );
        // The other player's vacation moves nothing on bob's turn.
        let mut record = game();
        let mut alice = bob(&record, &[(10 * H, 20 * H)]);
        alice.user = record.seats[0].user;
        assert_eq!(give_vacations(&mut record, &alice, 24 * H, None, 30 * H), 0);
        // A clock that had run out before the vacation began is not restarted.
        let mut record = game();
        let member = bob(&record, &[(80 * H, 90 * H)]);
        assert_eq!(
            give_vacations(&mut record, &member, 24 * H, None, 85 * H),
            0
        );
    }

    #[test]
    fn a_reminder_sent_stays_sent() {
        let mut record = game();
        record.reminder_ms = None;
        let member = bob(&record, &[(50 * H, 60 * H)]);
        assert_eq!(
            give_vacations(&mut record, &member, 24 * H, None, 55 * H),
            10 * H
        );
        assert_eq!(record.reminder_ms, None);
        assert_eq!(record.deadline_ms, Some(82 * H));
    }
}
