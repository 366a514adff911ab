//! Invitations nobody accepts in time: after the server's `invite_timeout_hours` the
//! challenge ends with no result, the channel is free again and the challenger is
//! told. The tick finds them through their expiry (the record's deadline while
//! invited); a challenge, or an accept, that meets one first ends it on the spot, which
//! also frees channels held by invitations stored before invitations expired.

use crate::model::{EndKind, GameRecord, GameStatus};

use super::clock::HOUR_MS;
use super::error::ServiceResult;
use super::games::Loaded;
use super::messages;
use super::reply::{Delivery, Reply};
use super::view::{plain_name, seat_name};
use super::Service;

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
        let names = |name: fn(&GameRecord, usize) -> String| {
            let names: Vec<String> = waiting.iter().map(|s| name(record, *s)).collect();
            messages::join_names(&names)
        };
        let hours = match record.deadline_ms {
            Some(at) => (at - record.created_ms) / HOUR_MS,
            None => i64::from(self.settings_of(record.guild)?.invite_timeout_hours),
        };
        let summary = messages::invitation_expired_summary(&names(plain_name), hours);
        let text =
            messages::invitation_expired(&record.challenger.mention(), &names(seat_name), hours);
        let mut reply = self.cancel(loaded, EndKind::Expired, summary, text, now)?;
        reply.delivery = Delivery::Channel;
        if let Some(seat) = record.seat_of(record.challenger) {
            reply.mentions = vec![(record.challenger, record.seats[seat].name.clone())];
        }
        Ok(reply)
    }
}
