//! What became of the replies that carry a [`Receipt`]: the adapter tries to deliver
//! them and tells [`Service::confirm`], which keeps it in the game's delivery record
//! (never in the game: see `model::GameDelivery`). A reminder counts (for the forfeit rule in
//! timeouts.rs) only once it is confirmed delivered; a refused direct message makes
//! the player's later reminders go to the channel directly; a board whose notice never
//! arrived is posted again by the next tick.

use crate::model::{AtPly, ChannelId, EndRetry, GameDelivery, GameRecord, MessageId, Posted};

use super::dispatch::Service;
use super::error::{ErrorChain, ServiceResult};
use super::reply::{Delivery, DeliveryOutcome, Receipt, Reply, Sent};

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
        let ply = receipt.ply;
        let at = AtPly { ply, at_ms: now };
        // A message to delete, found while recording: one nobody must read now.
        let mut delete: Option<(ChannelId, MessageId)> = None;
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
                // Kept durably: it decides whether the player may forfeit.
                self.update(receipt, false, |game, delivery| {
                    let this_turn = game.is_open() && game.ply() == ply;
                    if !this_turn || delivery.reminded_ms(game).is_some() {
                        return false;
                    }
                    delivery.reminded = Some(at);
                    true
                })?;
            }
            (Sent::MoveNotice, DeliveryOutcome::Failed) => {
                tracing::error!(
                    "{receipt} could not be posted, not even as a channel message; the next tick posts it again"
                );
                self.update(receipt, false, |game, delivery| {
                    if !game.is_open() || game.ply() != ply {
                        return false;
                    }
                    delivery.notice_retry = Some(at);
                    true
                })?;
            }
            (Sent::MoveNotice, DeliveryOutcome::Posted(ping)) => {
                // A message's id lost in a crash costs nothing (a ping left over).
                self.update(receipt, true, |game, delivery| {
                    delete = None;
                    let newer = delivery.ping.is_some_and(|p| p.ply > ply);
                    if !game.is_open() || game.ply() != ply || newer {
                        // The turn it pinged for is over: nobody must read it now.
                        delete = Some((game.channel, ping));
                        return false;
                    }
                    let posted = Posted { message: ping, ply };
                    delivery.ping.replace(posted) != Some(posted)
                })?;
            }
            (Sent::Board, DeliveryOutcome::Posted(board)) => {
                // The board edited in place, as after most moves: recorded already,
                // and recording it again would change nothing, whatever the game
                // does meanwhile (a plain read, no atomic step).
                let stored = self.store.delivery(receipt.guild, receipt.game)?;
                if stored.board.is_some_and(|b| b.message == board) {
                    return Ok(Vec::new());
                }
                // Two boards (one posted before the other's id was recorded): the one
                // showing the game as it is now stays, the other goes.
                self.update(receipt, true, |game, delivery| {
                    delete = None;
                    if !game.is_open() {
                        return false;
                    }
                    match delivery.board {
                        Some(other) if other.message == board => false,
                        Some(_) if ply != game.ply() => {
                            delete = Some((game.channel, board));
                            false
                        }
                        other => {
                            delete = other.map(|other| (game.channel, other.message));
                            delivery.board = Some(Posted {
                                message: board,
                                ply,
                            });
                            true
                        }
                    }
                })?;
            }
            (what @ (Sent::Board | Sent::Result), DeliveryOutcome::Failed) => {
                // The end of a game is delivered like any move: what failed of it is
                // posted again by the ticks until it arrives. (A running game's board
                // that failed is edited, or posted anew, after the next move.)
                self.update(receipt, false, |game, delivery| {
                    if game.is_open() {
                        return false;
                    }
                    let retry = delivery.end_retry.get_or_insert_with(EndRetry::default);
                    retry.at_ms = now;
                    match what {
                        Sent::Board => retry.board = true,
                        _ => retry.result = true,
                    }
                    true
                })?;
            }
            (Sent::Challenge, DeliveryOutcome::Posted(challenge)) => {
                self.update(receipt, true, |game, delivery| {
                    game.is_open() && delivery.challenge.replace(challenge) != Some(challenge)
                })?;
            }
            (Sent::Tournament { tournament }, DeliveryOutcome::Posted(message)) => {
                self.tournament_message_posted(receipt.guild, tournament, message)?;
            }
            _ => {}
        }
        Ok(delete
            .map(|(channel, message)| {
                let mut delete = Reply::public(channel, String::new());
                delete.delivery = Delivery::Delete { message };
                delete.silent = true;
                delete
            })
            .into_iter()
            .collect())
    }

    /// Applies `change` to the delivery record of the receipt's game (see
    /// [`Store::update_delivery`](crate::store::Store::update_delivery)): never a write
    /// of the game, so it never races a move.
    fn update(
        &self,
        receipt: &Receipt,
        lazy: bool,
        change: impl FnMut(&GameRecord, &mut GameDelivery) -> bool,
    ) -> ServiceResult<()> {
        let game = (receipt.guild, receipt.game);
        self.posts.update_delivery_of(game, lazy, change)?;
        Ok(())
    }
}
