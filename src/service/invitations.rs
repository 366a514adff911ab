//! Invitations nobody accepts in time: after the server's `invite_timeout_hours` the
//! challenge ends with no result, the channel is free again and the challenger is
//! told. The tick finds them through their expiry (the record's deadline while
//! invited); a challenge, or an accept, that meets one first ends it on the spot, which
//! also frees channels held by invitations stored before invitations expired.

use crate::model::{EndKind, GameRecord, GameStatus};

use super::clock::HOUR_MS;
use super::dispatch::Service;
use super::error::ServiceResult;
use super::games::Loaded;
use super::lobby::open_seats;
use super::messages;
use super::names::seat_name;
use super::reply::{Delivery, Reply};
use super::withdraw::Cancelled;

impl Service {
    /// Whether an invitation is past its expiry (for one stored without an expiry:
    /// past the server's timeout since it was made).
    pub(crate) fn invitation_expired(&self, record: &GameRecord, now: i64) -> ServiceResult<bool> {
        if record.status != GameStatus::Invited {
            return Ok(false);
        }
        let expiry = match record.deadline_ms {
            Some(at) => at,
            None => {
                let hours = self.settings_of(record.guild)?.invite_timeout_hours;
                record.created_ms + i64::from(hours) * HOUR_MS
            }
        };
        Ok(expiry <= now)
    }

    /// Ends an invitation nobody accepted in time, freeing the channel; the reply tells
    /// the channel and pings the challenger.
    pub(crate) fn expire_invitation(&self, loaded: &Loaded, now: i64) -> ServiceResult<Reply> {
        let record = &loaded.record;
        let waiting: Vec<usize> = (0..record.seats.len())
            .filter(|s| !record.seats[*s].accepted)
            .collect();
        let names = |name: fn(&GameRecord, usize) -> String| -> Vec<String> {
            waiting.iter().map(|s| name(record, *s)).collect()
        };
        let settings = self.settings_of(record.guild)?;
        let hours = match record.deadline_ms {
            Some(at) => (at - record.created_ms) / HOUR_MS,
            None => i64::from(settings.invite_timeout_hours),
        };
        // Said in the channel, maybe long after anyone asked: the server's language.
        let tr = self.tr_public(&settings);
        let free = open_seats(record).len();
        let text = if free > 0 {
            let joined = record
                .seats
                .iter()
                .filter(|s| s.accepted)
                .count()
                .saturating_sub(1);
            messages::open_invitation_expired(tr, &record.challenger.mention(), free, joined, hours)
        } else {
            messages::invitation_expired(tr, &record.challenger.mention(), &names(seat_name), hours)
        };
        let end = Cancelled {
            kind: EndKind::Expired,
            by_name: None,
            waited_hours: u32::try_from(hours).ok(),
        };
        let mut reply = self.cancel(loaded, end, text, now)?;
        reply.delivery = Delivery::Channel;
        if let Some(seat) = record.seat_of(record.challenger) {
            reply.mentions = vec![(record.challenger, record.seats[seat].name.clone())];
        }
        Ok(reply)
    }
}
