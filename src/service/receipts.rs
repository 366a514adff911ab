//! What became of the replies that carry a [`Receipt`]: the adapter tries to deliver
//! them and tells [`Service::confirm`]. A reminder counts (for the forfeit rule in
//! timeouts.rs) only once it is confirmed delivered; a refused direct message makes
//! the player's later reminders go to the channel directly; a board whose notice never
//! arrived is posted again by the next tick.

use std::sync::Arc;

use crate::model::{ChannelId, GameRecord};
use crate::store::StoreError;

use super::dispatch::Service;
use super::error::{ErrorChain, ServiceResult};
use super::games::Loaded;
use super::reply::{Delivery, DeliveryOutcome, Receipt, Reply, Sent};

/// Attempts at recording a confirmation when the game changes under it meanwhile.
const ATTEMPTS: usize = 3;

impl Service {
    /// Records what became of a reply that carried `receipt`, and returns what to do
    /// about it (a ping posted for a turn that is over already is deleted). Blocking
    /// (it writes to the store): async adapters run it on a blocking thread. Failures
    /// are logged; the worst they cause is a reminder or a notice sent once more, or
    /// a board posted anew.
    pub fn confirm(&self, receipt: &Receipt, outcome: DeliveryOutcome) -> Vec<Reply> {
        match self.try_confirm(receipt, outcome) {
            Ok(replies) => replies,
            Err(err) => {
                tracing::warn!(
                    "cannot record {outcome:?} for {receipt}: {}",
                    ErrorChain(&err)
                );
                Vec::new()
            }
        }
    }

    fn try_confirm(
        &self,
        receipt: &Receipt,
        outcome: DeliveryOutcome,
    ) -> ServiceResult<Vec<Reply>> {
        let now = self.clock.now_ms();
        match (receipt.what, outcome) {
            (Sent::Reminder { user }, DeliveryOutcome::Failed) => {
                // Not counted: at the deadline the player is reminded again instead of
                // forfeiting.
                tracing::warn!(
                    "{receipt} was not delivered (user {}); it is sent again at the deadline",
                    user.0
                );
            }
            (Sent::Reminder { user }, delivered) => {
                if delivered == DeliveryOutcome::DeliveredInChannel {
                    self.store.remember_dms_closed(receipt.guild, user)?;
                }
                self.update_game(receipt, Turn::This, |record| {
                    let first = record.reminded_ms.is_none();
                    record.reminded_ms.get_or_insert(now);
                    first
                })?;
            }
            (Sent::MoveNotice, DeliveryOutcome::Failed) => {
                tracing::error!(
                    "{receipt} could not be posted, not even as a channel message; the next tick posts it again"
                );
                self.update_game(receipt, Turn::This, |record| {
                    record.notice_retry_ms = Some(now);
                    true
                })?;
            }
            (Sent::MoveNotice, DeliveryOutcome::Posted(ping)) => {
                let kept = self.update_game(receipt, Turn::Ping, |record| {
                    record.posts.ping.replace(ping) != Some(ping)
                })?;
                if let Kept::No(Some(channel)) = kept {
                    // The turn it pinged for is over: nobody must read it now.
                    let mut delete = Reply::public(channel, String::new());
                    delete.delivery = Delivery::Delete { message: ping };
                    delete.silent = true;
                    return Ok(vec![delete]);
                }
            }
            (Sent::Board, DeliveryOutcome::Posted(board)) => {
                // Two boards (one posted before the other's id was recorded): the one
                // showing the game as it is now stays, the other goes.
                let mut orphan = None;
                self.update_game(receipt, Turn::Any, |record| match record.posts.board {
                    Some(other) if other == board => false,
                    Some(_) if receipt.ply != record.ply() => {
                        orphan = Some((record.channel, board));
                        false
                    }
                    other => {
                        orphan = other.map(|other| (record.channel, other));
                        record.posts.board = Some(board);
                        true
                    }
                })?;
                if let Some((channel, message)) = orphan {
                    let mut delete = Reply::public(channel, String::new());
                    delete.delivery = Delivery::Delete { message };
                    delete.silent = true;
                    return Ok(vec![delete]);
                }
            }
            (Sent::Challenge, DeliveryOutcome::Posted(challenge)) => {
                self.update_game(receipt, Turn::Any, |record| {
                    record.posts.challenge.replace(challenge) != Some(challenge)
                })?;
            }
            _ => {}
        }
        Ok(Vec::new())
    }

    /// Applies `change` to the receipt's game if it is still open (and, for
    /// [`Turn::This`], still at the receipt's ply); `change` says whether it changed
    /// anything. Retries when the game was written meanwhile.
    fn update_game(
        &self,
        receipt: &Receipt,
        turn: Turn,
        mut change: impl FnMut(&mut GameRecord) -> bool,
    ) -> ServiceResult<Kept> {
        for _ in 0..ATTEMPTS {
            let Some(stored) = self.store.game(receipt.guild, receipt.game)? else {
                return Ok(Kept::No(None));
            };
            let over = turn != Turn::Any && stored.ply() != receipt.ply;
            if !stored.is_open() || over {
                return Ok(Kept::No(Some(stored.channel)));
            }
            let mut record = stored.clone();
            if !change(&mut record) {
                return Ok(Kept::Yes);
            }
            // A message's id lost in a crash costs nothing (a board posted again, a
            // ping left over); a reminder's delivery is kept durably.
            let written = match turn {
                Turn::Any | Turn::Ping => self.saved.write_lazily(&mut record, stored.revision),
                Turn::This => self.saved.write(&mut record, stored.revision),
            };
            match written {
                Ok(()) => {
                    self.saved.remember(&Arc::new(Loaded {
                        game: super::games::Play::replay(&record)?,
                        record,
                    }));
                    return Ok(Kept::Yes);
                }
                Err(StoreError::Stale { .. }) => continue,
                Err(other) => return Err(other.into()),
            }
        }
        Err(super::error::ServiceError::internal(format!(
            "{receipt}: the game kept changing, {ATTEMPTS} attempts"
        )))
    }
}

/// Which turns of a game a confirmation may still change.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Turn {
    /// Only the turn the message was about (a reminder's delivery).
    This,
    /// Only the turn the ping was about.
    Ping,
    /// Any, while the game is open (the live board, the challenge).
    Any,
}

/// Whether a confirmation was kept; if not, the channel of the game it was about, if
/// the game exists.
enum Kept {
    Yes,
    No(Option<ChannelId>),
}
