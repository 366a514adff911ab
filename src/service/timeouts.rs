//! Deadlines and reminders: every move of a human starts their clock (the server's
//! move timeout); a reminder goes out some hours before; at the deadline the idle
//! player forfeits. Deadlines live in the store, indexed by time, so a restarted bot
//! catches up on whatever fell due while it was down.

use std::sync::Arc;

use crate::model::{EndKind, GameRecord, GameStatus};

use super::clock::HOUR_MS;
use super::error::{ErrorChain, ServiceResult};
use super::games::Loaded;
use super::messages;
use super::reply::{Delivery, Reply};
use super::view::{resign_end, seat_name};
use super::Service;

impl Service {
    /// Sends what fell due by now: reminders, and forfeits of players out of time.
    /// Call it periodically (the Discord adapter every minute) and after moving a
    /// simulated clock.
    pub fn tick(&self) -> Vec<Reply> {
        let now = self.clock.now_ms();
        let due = match self.store.due_games(now) {
            Ok(due) => due,
            Err(err) => {
                tracing::error!("cannot read due games: {}", ErrorChain(&err));
                return Vec::new();
            }
        };
        let mut replies = Vec::new();
        for record in due {
            match self.fall_due(record, now) {
                Ok(mut more) => replies.append(&mut more),
                // Someone moved meanwhile, or storage failed: the next tick retries.
                Err(err) => tracing::warn!("timeout handling: {}", ErrorChain(&err)),
            }
        }
        replies
    }

    fn fall_due(&self, record: GameRecord, now: i64) -> ServiceResult<Vec<Reply>> {
        if record.status != GameStatus::Active {
            return Ok(Vec::new());
        }
        let loaded = Loaded {
            game: record.replay()?,
            record,
        };
        let seat = loaded.game.position().to_move().index();
        let Some(player) = loaded.record.seats.get(seat).cloned() else {
            return Ok(Vec::new());
        };
        if loaded.record.deadline_ms.is_some_and(|d| d <= now) {
            let mut record = loaded.record.clone();
            record.status = GameStatus::Finished;
            record.end = Some(resign_end(
                &record,
                loaded.game.position(),
                seat,
                EndKind::Forfeit { seat },
                now,
            ));
            record.deadline_ms = None;
            record.reminder_ms = None;
            let (next, mut lines) = self.commit_end(&loaded, record)?;
            lines.insert(0, messages::forfeited(&seat_name(&next.record, seat)));
            let mut reply = self.board_message(&next, lines, Delivery::Channel);
            reply.mentions = next
                .record
                .seats
                .iter()
                .filter(|s| s.computer.is_none())
                .map(|s| (s.user, s.name.clone()))
                .collect();
            return Ok(vec![reply]);
        }
        if loaded.record.reminder_ms.is_some_and(|r| r <= now) {
            let mut record = loaded.record.clone();
            record.reminder_ms = None;
            self.save(&mut record, loaded.record.revision)?;
            let left_hours = record
                .deadline_ms
                .map_or(0, |d| ((d - now) + HOUR_MS - 1) / HOUR_MS);
            let others: Vec<String> = (0..record.seats.len())
                .filter(|s| *s != seat)
                .map(|s| seat_name(&record, s))
                .collect();
            let text = messages::reminder(
                &player.user.mention(),
                &record.channel.mention(),
                &messages::join_names(&others),
                left_hours,
            );
            self.remember(&Arc::new(Loaded {
                record: record.clone(),
                game: loaded.game.clone(),
            }));
            return Ok(vec![Reply {
                channel: record.channel,
                delivery: Delivery::Direct,
                ephemeral: false,
                to: Some(player.user),
                text,
                image: None,
                components: Vec::new(),
                mentions: vec![(player.user, player.name)],
            }]);
        }
        Ok(Vec::new())
    }
}
