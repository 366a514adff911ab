//! A game's messages where it is played, kept tidy: one live board edited after every
//! move, at most one ping for the player to move (the previous one deleted when the
//! next is posted: edits notify nobody), and at the end the result line where the game
//! was challenged and its thread archived. What became of them (their ids, ...) is the
//! game's delivery record, beside it ([`GameDelivery`]), which this collaborator reads
//! and changes for the use cases: none of it is ever written with the game.

use std::sync::Arc;

use crate::i18n::Tr;
use crate::model::{
    ChannelId, EndRetry, GameDelivery, GameId, GameRecord, GameStatus, GuildId, UserId,
};
use crate::store::{Store, StoreError};

use super::clock::Clock;
use super::error::ErrorChain;
use super::games::{self, Loaded};
use super::markdown::escape;
use super::messages;
use super::names::{players_line, seat_name};
use super::reply::{Delivery, Receipt, Reply, Row, Sent};
use super::zones;

/// A reply that only acts on the channel (a delete, an archive): no text.
fn action(channel: ChannelId, delivery: Delivery) -> Reply {
    let mut reply = Reply::public(channel, String::new());
    reply.delivery = delivery;
    reply.silent = true;
    reply
}

/// A receipt for what is posted about `record` as it stands.
pub(crate) fn receipt(record: &GameRecord, what: Sent) -> Receipt {
    Receipt {
        game: record.id,
        guild: record.guild,
        ply: record.ply(),
        what,
    }
}

/// A game's messages and their delivery record: the store and the clock (for who is
/// on vacation) are all it needs.
pub(crate) struct Posts {
    store: Arc<dyn Store>,
    clock: Arc<dyn Clock>,
}

impl Posts {
    pub(crate) fn new(store: Arc<dyn Store>, clock: Arc<dyn Clock>) -> Posts {
        Posts { store, clock }
    }

    /// The game's delivery record as stored now (the ids of its messages, ...). A
    /// store that cannot read it is logged and answered with an empty one: the worst
    /// that costs is a board posted anew, or a ping left over.
    pub(crate) fn delivery(&self, record: &GameRecord) -> GameDelivery {
        match self.store.delivery(record.guild, record.id) {
            Ok(delivery) => delivery,
            Err(err) => {
                tracing::error!(
                    "cannot read the delivery record of game {}: {}",
                    record.id,
                    ErrorChain(&err)
                );
                GameDelivery::default()
            }
        }
    }

    /// Changes the game's delivery record (see [`Store::update_delivery`]); `None`
    /// when the game does not exist.
    pub(crate) fn update_delivery(
        &self,
        record: &GameRecord,
        lazy: bool,
        change: impl FnMut(&GameRecord, &mut GameDelivery) -> bool,
    ) -> Result<Option<GameDelivery>, StoreError> {
        self.update_delivery_of((record.guild, record.id), lazy, change)
    }

    /// [`Posts::update_delivery`] of a game named by its server and id (a receipt's).
    pub(crate) fn update_delivery_of(
        &self,
        (guild, id): (GuildId, GameId),
        lazy: bool,
        mut change: impl FnMut(&GameRecord, &mut GameDelivery) -> bool,
    ) -> Result<Option<GameDelivery>, StoreError> {
        self.store.update_delivery(guild, id, lazy, &mut change)
    }

    /// A line for each of the game's players on vacation now: until when (in the
    /// server's time zone, for everyone reads the board).
    fn away(&self, tr: Tr<'_>, record: &GameRecord) -> Vec<String> {
        let settings = self.store.settings(record.guild).ok().flatten();
        let (name, zone) =
            zones::zone_or_utc(settings.as_ref().and_then(|s| s.timezone.as_deref()));
        self.on_vacation(record)
            .into_iter()
            .map(|(seat, until)| {
                messages::on_vacation(
                    tr,
                    &seat_name(record, seat),
                    &zones::when(tr, until, (&name, &zone)),
                )
            })
            .collect()
    }

    /// The game's players on vacation now, by seat, with when it ends. A store that
    /// cannot say is logged, and answered with nobody.
    pub(crate) fn on_vacation(&self, record: &GameRecord) -> Vec<(usize, i64)> {
        let now = self.clock.now_ms();
        let mut away = Vec::new();
        for (seat, player) in record.seats.iter().enumerate() {
            if player.computer.is_some() {
                continue;
            }
            match self.store.member(record.guild, player.user) {
                Ok(member) => {
                    if let Some(vacation) = member.as_ref().and_then(|m| m.vacation_at(now)) {
                        away.push((seat, vacation.to_ms));
                    }
                }
                Err(err) => {
                    tracing::error!("cannot read a player's vacations: {}", ErrorChain(&err));
                    return Vec::new();
                }
            }
        }
        away
    }

    /// The live board as the game stands, and what goes with it: the previous ping
    /// deleted, the player to move pinged, and at the end the result line where the
    /// game was challenged (with Rematch) and its thread archived. `lines` say what
    /// happened; `actor` is who made it happen (not pinged about it).
    pub(crate) fn board(
        &self,
        tr: Tr<'_>,
        loaded: &Loaded,
        lines: Vec<String>,
        actor: Option<UserId>,
    ) -> Vec<Reply> {
        self.live(tr, loaded, lines, actor, false)
    }

    /// The live board as the game stands with `lines` on it, edited in place and
    /// nothing more: news nobody has to act on (the ping to move stays as it is).
    pub(crate) fn news(&self, tr: Tr<'_>, loaded: &Loaded, lines: Vec<String>) -> Vec<Reply> {
        let (board, ..) = self.edited_board(tr, loaded, lines);
        vec![board]
    }

    /// The live board with `lines`, to edit in place (silent, with its receipt), the
    /// game's delivery record as read for it, and what the board's message would
    /// have said on its own: the receipt of its ping and who it pings.
    fn edited_board(
        &self,
        tr: Tr<'_>,
        loaded: &Loaded,
        lines: Vec<String>,
    ) -> (Reply, GameDelivery, Option<Receipt>, Vec<(UserId, String)>) {
        let record = &loaded.record;
        let delivery = self.delivery(record);
        let mut lines = lines;
        if record.status == GameStatus::Active {
            lines.extend(self.away(tr, record));
        }
        let mut board = loaded.game.board_message(
            tr,
            record,
            lines,
            Delivery::Board {
                message: delivery.board.map(|b| b.message),
            },
        );
        // The ping notifies; the board, edited in place, would not.
        let notice = board.receipt.take();
        let pinged = std::mem::take(&mut board.mentions);
        board.silent = true;
        board.receipt = Some(receipt(record, Sent::Board));
        (board, delivery, notice, pinged)
    }

    /// [`Posts::board`]; `same_player`: the actor acted and must act again,
    /// nobody having acted in between (the actions of a Carnett turn). They are here
    /// already: their ping stays as it is, and no new one notifies them.
    pub(crate) fn live(
        &self,
        tr: Tr<'_>,
        loaded: &Loaded,
        lines: Vec<String>,
        actor: Option<UserId>,
        same_player: bool,
    ) -> Vec<Reply> {
        let record = &loaded.record;
        let (mut board, delivery, notice, pinged) = self.edited_board(tr, loaded, lines);
        let finished = record.status == GameStatus::Finished;
        let result = finished.then(|| std::mem::take(&mut board.components));
        let mut out = vec![board];
        let still_theirs = same_player && pinged.first().map(|(u, _)| *u) == actor;
        if still_theirs && delivery.ping.is_some() {
            return out;
        }
        if let Some(old) = delivery.ping {
            out.push(action(
                record.channel,
                Delivery::Delete {
                    message: old.message,
                },
            ));
        }
        if let (Some((user, _)), Some(notice)) = (pinged.first(), notice) {
            let text = loaded.game.ping(tr, &user.mention());
            let mut ping = Reply::public(record.channel, text);
            ping.delivery = Delivery::Channel;
            ping.mentions = pinged;
            ping.receipt = Some(notice);
            out.push(ping);
        }
        if let Some(rematch) = result {
            out.extend(self.result(tr, record, rematch, actor));
        }
        out
    }

    /// The line a finished game leaves where it was challenged, with the Rematch
    /// button, pinging its players (but `actor`); then its thread archived.
    fn result(
        &self,
        tr: Tr<'_>,
        record: &GameRecord,
        rematch: Vec<Row>,
        actor: Option<UserId>,
    ) -> Vec<Reply> {
        let Some(summary) = games::end_summary_of(tr, record) else {
            return Vec::new();
        };
        let players = players_line(tr, record, false);
        let thread = record.parent.map(|_| record.channel.mention());
        let home = record.parent.unwrap_or(record.channel);
        let mut line = Reply::public(
            home,
            messages::result_line(tr, &players, &escape(&summary), thread.as_deref()),
        );
        line.delivery = Delivery::Channel;
        line.receipt = Some(receipt(record, Sent::Result));
        line.components = rematch;
        line.mentions = record
            .seats
            .iter()
            .filter(|s| s.computer.is_none() && Some(s.user) != actor)
            .map(|s| (s.user, s.name.clone()))
            .collect();
        line.mentions.dedup_by_key(|(user, _)| *user);
        let mut out = vec![line];
        out.extend(games::reveal(tr, record));
        if record.parent.is_some() {
            out.push(action(record.channel, Delivery::Archive));
        }
        out
    }

    /// A game that ended without a result (aborted): its board shows it, without
    /// buttons; its ping goes; a game with a thread says so where it was challenged,
    /// and its thread is archived.
    pub(crate) fn closing(&self, tr: Tr<'_>, loaded: &Loaded) -> Vec<Reply> {
        let record = &loaded.record;
        let delivery = self.delivery(record);
        let mut out = Vec::new();
        if let Some(board) = delivery.board {
            let mut last = loaded.game.board_message(
                tr,
                record,
                Vec::new(),
                Delivery::Board {
                    message: Some(board.message),
                },
            );
            last.components.clear();
            last.mentions.clear();
            last.receipt = Some(receipt(record, Sent::Board));
            last.silent = true;
            out.push(last);
        }
        if let Some(ping) = delivery.ping {
            out.push(action(
                record.channel,
                Delivery::Delete {
                    message: ping.message,
                },
            ));
        }
        let parent = record.parent;
        if let (Some(parent), Some(summary)) = (parent, games::end_summary_of(tr, record)) {
            let players = players_line(tr, record, false);
            let thread = record.channel.mention();
            let mut line = Reply::public(
                parent,
                messages::result_line(tr, &players, &escape(&summary), Some(&thread)),
            );
            line.delivery = Delivery::Channel;
            line.receipt = Some(receipt(record, Sent::Result));
            line.silent = true;
            out.push(line);
        }
        out.extend(games::reveal(tr, record));
        if parent.is_some() {
            out.push(action(record.channel, Delivery::Archive));
        }
        out
    }

    /// What of a game's end failed to arrive (`retry`), posted again: the final board
    /// (edited, without buttons for a game with no result), the result line where the
    /// game was challenged; each with its receipt again, so that a failure is tried
    /// again by the next tick. What arrived is not posted twice.
    pub(crate) fn end_again(&self, tr: Tr<'_>, loaded: &Loaded, retry: EndRetry) -> Vec<Reply> {
        let record = &loaded.record;
        let finished = record.status == GameStatus::Finished;
        // Both ends as they were first posted: of a game with a result, the board
        // and its result line; of one without, its closing messages.
        let first = if finished {
            let mut all = self.live(tr, loaded, Vec::new(), None, false);
            // Its ping went with the first try, and nothing is revealed twice.
            all.retain(|r| r.receipt.is_some());
            all
        } else {
            let mut all = self.closing(tr, loaded);
            all.retain(|r| r.receipt.is_some());
            all
        };
        let mut out: Vec<Reply> = Posts::wake_thread(record).into_iter().collect();
        out.extend(first.into_iter().filter(|r| {
            let what = r.receipt.as_ref().map(|t| t.what);
            (retry.board && what == Some(Sent::Board))
                || (retry.result && what == Some(Sent::Result))
        }));
        if record.parent.is_some() {
            out.push(action(record.channel, Delivery::Archive));
        }
        out
    }

    /// Unarchives the game's thread before the tick posts or edits in it (an idle
    /// thread archives itself, and an archived thread refuses edits); nothing for a
    /// game played in its channel.
    pub(crate) fn wake_thread(record: &GameRecord) -> Option<Reply> {
        record
            .parent
            .map(|_| action(record.channel, Delivery::Unarchive))
    }
}
