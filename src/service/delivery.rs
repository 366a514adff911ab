//! What became of the replies that carry a [`Receipt`]: the adapter tries to deliver
//! them and tells [`Service::confirm`]. A reminder counts (for the forfeit rule in
//! timeouts.rs) only once it is confirmed delivered; a refused direct message makes
//! the player's later reminders go to the channel directly; a board whose notice never
//! arrived is posted again by the next tick.

use std::sync::Arc;

use crate::model::GameRecord;
use crate::store::StoreError;

use super::error::{ErrorChain, ServiceResult};
use super::games::Loaded;
use super::reply::{DeliveryOutcome, Receipt, Sent};
use super::Service;

/// Attempts at recording a confirmation when the game changes under it meanwhile.
const ATTEMPTS: usize = 3;

impl Service {
    /// Records what became of a reply that carried `receipt`. Blocking (it writes to
    /// the store): async adapters run it on a blocking thread. Failures are logged;
    /// the worst they cause is a reminder or a notice sent once more.
    pub fn confirm(&self, receipt: &Receipt, outcome: DeliveryOutcome) {
        if let Err(err) = self.try_confirm(receipt, outcome) {
            tracing::warn!(
                "cannot record {outcome:?} for {receipt}: {}",
                ErrorChain(&err)
            );
        }
    }

    fn try_confirm(&self, receipt: &Receipt, outcome: DeliveryOutcome) -> ServiceResult<()> {
        let now = self.clock.now_ms();
        match (receipt.what, outcome) {
            (Sent::Reminder { user }, DeliveryOutcome::Failed) => {
                // Not counted: at the deadline the player is reminded again instead of
                // forfeiting.
                tracing::warn!(
                    "{receipt} was not delivered (user {}); it is sent again at the deadline",
                    user.0
                );
                Ok(())
            }
            (Sent::Reminder { user }, delivered) => {
                if delivered == DeliveryOutcome::DeliveredInChannel {
                    self.store.remember_dms_closed(receipt.guild, user)?;
                }
                self.update_turn(receipt, |record| {
                    let first = record.reminded_ms.is_none();
                    record.reminded_ms.get_or_insert(now);
                    first
                })
            }
            (Sent::MoveNotice, DeliveryOutcome::Failed) => {
                tracing::error!(
                    "{receipt} could not be posted, not even as a channel message; the next tick posts it again"
                );
                self.update_turn(receipt, |record| {
                    record.notice_retry_ms = Some(now);
                    true
                })
            }
            (Sent::MoveNotice, _) => Ok(()),
        }
    }

    /// Applies `change` to the receipt's game if it is still open at the receipt's
    /// ply (else the receipt is about a turn that is over, and nothing changes);
    /// `change` says whether it changed anything. Retries when the game was written
    /// meanwhile.
    fn update_turn(
        &self,
        receipt: &Receipt,
        change: impl Fn(&mut GameRecord) -> bool,
    ) -> ServiceResult<()> {
        for _ in 0..ATTEMPTS {
            let Some(stored) = self.store.game(receipt.guild, receipt.game)? else {
                return Ok(());
            };
            if !stored.is_open() || stored.ply() != receipt.ply {
                return Ok(());
            }
            let mut record = stored.clone();
            if !change(&mut record) {
                return Ok(());
            }
            match self.write(&mut record, stored.revision) {
                Ok(()) => {
                    self.remember(&Arc::new(Loaded {
                        game: record.replay()?,
                        record,
                    }));
                    return Ok(());
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
