//! A game's messages where it is played, kept tidy: one live board edited after every
//! move, at most one ping for the player to move (the previous one deleted when the
//! next is posted: edits notify nobody), and, where the server wants it and the bot
//! may, a thread of its own opened from the challenge message. The channel the game
//! was challenged in then keeps two messages of it: the challenge, edited into the
//! start line, and one line when it ends.
//!
//! The adapters report what they posted (its id, through the receipts) and whether a
//! thread opened ([`Service::thread_opened`]); the ids are kept in the game's delivery
//! record, beside it, so that the same board is edited after a restart.

use std::sync::Arc;

use crate::i18n::Tr;
use crate::model::{ChannelId, GameRecord, GameStatus, UserId};
use crate::store::StoreError;

use super::dispatch::Service;
use super::error::{ErrorChain, ServiceResult};
use super::games::{self, Loaded, Play};
use super::markdown::escape;
use super::messages;
use super::names::{players_line, seat_mention};
use super::reply::{Delivery, Receipt, Reply, Row, Sent, ThreadOutcome};
use super::request::{Place, Request};

/// Discord's longest thread name.
const THREAD_NAME_CHARS: usize = 100;

/// Attempts at moving a game into its thread when it changes meanwhile.
const ATTEMPTS: usize = 3;

/// A reply that only acts on the channel (a delete, an archive): no text.
fn action(channel: ChannelId, delivery: Delivery) -> Reply {
    let mut reply = Reply::public(channel, String::new());
    reply.delivery = delivery;
    reply.silent = true;
    reply
}

fn receipt(record: &GameRecord, what: Sent) -> Receipt {
    Receipt {
        game: record.id,
        guild: record.guild,
        ply: record.ply(),
        what,
    }
}

/// How a game's first messages go out, from the request that started it.
pub(crate) struct Start {
    /// The line before the start line (a rematch's), if any.
    pub heading: Option<String>,
    /// The game began from a click on its challenge message (Accept), which the click's
    /// answer can edit into the start line.
    pub on_invitation: bool,
    /// The game began with the request that challenged (the computer accepts at once):
    /// the answer to that request is the start line.
    pub at_challenge: bool,
}

impl Service {
    /// The live board as the game stands, and what goes with it: the previous ping
    /// deleted, the player to move pinged, and at the end the result line where the
    /// game was challenged (with Rematch) and its thread archived. `lines` say what
    /// happened; `actor` is who made it happen (not pinged about it).
    pub(crate) fn board_posts(
        &self,
        tr: Tr<'_>,
        loaded: &Loaded,
        lines: Vec<String>,
        actor: Option<UserId>,
    ) -> Vec<Reply> {
        self.live_posts(tr, loaded, lines, actor, false)
    }

    /// [`Service::board_posts`]; `same_player`: the actor acted and must act again,
    /// nobody having acted in between (the actions of a Carnett turn). They are here
    /// already: their ping stays as it is, and no new one notifies them.
    pub(crate) fn live_posts(
        &self,
        tr: Tr<'_>,
        loaded: &Loaded,
        lines: Vec<String>,
        actor: Option<UserId>,
        same_player: bool,
    ) -> Vec<Reply> {
        let record = &loaded.record;
        let delivery = self.saved.delivery(record);
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
            out.extend(self.result_posts(tr, record, rematch, actor));
        }
        out
    }

    /// The line a finished game leaves where it was challenged, with the Rematch
    /// button, pinging its players (but `actor`); then its thread archived.
    fn result_posts(
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
    pub(crate) fn closing_posts(&self, tr: Tr<'_>, loaded: &Loaded) -> Vec<Reply> {
        let record = &loaded.record;
        let delivery = self.saved.delivery(record);
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
            last.receipt = None;
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
            line.silent = true;
            out.push(line);
        }
        out.extend(games::reveal(tr, record));
        if parent.is_some() {
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

    /// The game everyone has joined begins: its thread is opened first where it gets
    /// one (the rest follows in [`Service::thread_opened`]), else its start line and
    /// first board go out here.
    pub(crate) fn start_game(
        &self,
        request: &Request,
        loaded: Arc<Loaded>,
        start: Start,
    ) -> ServiceResult<Vec<Reply>> {
        let mut settings = self.settings_of(loaded.record.guild)?;
        let tr = self.tr_public(&settings);
        let record = &loaded.record;
        let challenge = if start.on_invitation {
            request.origin.message
        } else {
            self.saved.delivery(record).challenge
        };
        let mut replies = Vec::new();
        // Whoever accepted with a command (not the challenge's button) is answered
        // privately: the start line is an edit of the challenge.
        let typed_accept = !start.on_invitation && !start.at_challenge;
        if typed_accept && challenge.is_some() {
            replies.push(Reply::private(
                request.channel,
                request.user.id,
                messages::you_accepted(self.tr_private(request)),
            ));
        }
        let threads = settings.threads && record.parent.is_none();
        if threads && request.origin.place == Place::ThreadsAllowed {
            let players = players_line(tr, record, true);
            let name = games::thread_name(tr, record, &players);
            let name: String = name.chars().take(THREAD_NAME_CHARS).collect();
            let from = match (challenge, start.at_challenge) {
                (Some(message), _) => Some(Some(message)),
                // The start line, answering the challenge, is the thread's message.
                (None, true) => {
                    let heading = start.heading.as_deref();
                    replies.push(self.start_line(tr, record, heading, Delivery::Respond, None));
                    Some(None)
                }
                (None, false) => None,
            };
            if let Some(from) = from {
                let mut open = Reply::public(record.channel, name);
                open.delivery = Delivery::OpenThread { from };
                open.silent = true;
                open.receipt = Some(receipt(record, Sent::Thread));
                replies.push(open);
                return Ok(replies);
            }
        }
        if threads
            && request.origin.place == Place::ThreadsForbidden
            && !settings.told_threads_refused
        {
            replies.push(self.threads_refused(tr, record.channel, &mut settings)?);
        }
        // The answer to the click or the challenge when there is one, else an edit of
        // the challenge message, else a new message.
        let delivery = match challenge {
            _ if start.at_challenge => Delivery::Respond,
            Some(_) if start.on_invitation => Delivery::Update,
            Some(message) => Delivery::Edit { message },
            None => Delivery::Respond,
        };
        let heading = start.heading.as_deref();
        replies.push(self.start_line(tr, record, heading, delivery, None));
        let mut lines = vec![messages::game_starts(tr, &seat_mention(record, 0))];
        let loaded = self.computer_turns_in(tr, loaded, &mut lines)?;
        replies.extend(self.board_posts(tr, &loaded, lines, None));
        Ok(replies)
    }

    /// The start line, delivered as `delivery`: who plays, and where (`thread`).
    fn start_line(
        &self,
        tr: Tr<'_>,
        record: &GameRecord,
        heading: Option<&str>,
        delivery: Delivery,
        thread: Option<ChannelId>,
    ) -> Reply {
        let players = players_line(tr, record, false);
        let mut text = messages::start_line(tr, &players, thread.map(|t| t.mention()).as_deref());
        // What the game adds (a seed's hash, published before any card is seen).
        if let Some(note) = games::start_note(tr, record) {
            text = format!("{text}\n{note}");
        }
        if let Some(heading) = heading {
            text = format!("{heading}\n{text}");
        }
        let home = record.parent.unwrap_or(record.channel);
        let mut line = Reply::public(home, text);
        line.silent = true;
        line.delivery = delivery;
        line
    }

    /// Tells the channel, once, that games are played there for want of permission.
    fn threads_refused(
        &self,
        tr: Tr<'_>,
        channel: ChannelId,
        settings: &mut crate::model::GuildSettings,
    ) -> ServiceResult<Reply> {
        settings.told_threads_refused = true;
        self.store.save_settings(settings)?;
        let mut note = Reply::public(channel, messages::threads_refused(tr));
        note.delivery = Delivery::Channel;
        note.silent = true;
        Ok(note)
    }

    /// What became of a [`Delivery::OpenThread`]: the game moves into its thread (or
    /// stays in its channel), its challenge becomes the start line, and its first
    /// board goes out. Blocking (it writes to the store); failures are logged, and
    /// the game then waits in its channel for the next request or tick.
    pub fn thread_opened(&self, receipt: &Receipt, outcome: ThreadOutcome) -> Vec<Reply> {
        match self.try_thread_opened(receipt, outcome) {
            Ok(replies) => replies,
            Err(err) => {
                tracing::error!(
                    "could not start {} after its thread ({outcome:?}): {}",
                    receipt,
                    ErrorChain(&err)
                );
                Vec::new()
            }
        }
    }

    fn try_thread_opened(
        &self,
        receipt: &Receipt,
        outcome: ThreadOutcome,
    ) -> ServiceResult<Vec<Reply>> {
        let mut settings = self.settings_of(receipt.guild)?;
        let tr = self.tr_public(&settings);
        let mut replies = Vec::new();
        let mut loaded = None;
        for _ in 0..ATTEMPTS {
            let Some(stored) = self.store.game(receipt.guild, receipt.game)? else {
                return Ok(Vec::new());
            };
            if stored.status != GameStatus::Active {
                return Ok(Vec::new());
            }
            let ThreadOutcome::Opened { thread, from } = outcome else {
                loaded = Some(Arc::new(Loaded {
                    game: Play::replay(&stored)?,
                    record: stored,
                }));
                break;
            };
            if stored.parent.is_some() {
                // Moved already (a receipt delivered twice).
                return Ok(Vec::new());
            }
            let mut record = stored.clone();
            record.parent = Some(record.channel);
            record.channel = thread;
            // The game moves with its place in the server (one open game a channel),
            // so it is a write of the game, checked like any.
            match self.saved.write(&mut record, stored.revision) {
                Ok(()) => {
                    // The challenge is the thread's first message now.
                    self.saved.update_delivery(&record, true, |_, delivery| {
                        delivery.challenge.replace(from) != Some(from)
                    })?;
                    self.saved.forget(stored.guild, stored.channel);
                    let next = Arc::new(Loaded {
                        game: Play::replay(&record)?,
                        record,
                    });
                    self.saved.remember(&next);
                    loaded = Some(next);
                    break;
                }
                Err(StoreError::Stale { .. }) => continue,
                Err(other) => return Err(other.into()),
            }
        }
        let Some(loaded) = loaded else {
            return Err(super::error::ServiceError::internal(format!(
                "{receipt}: the game kept changing, {ATTEMPTS} attempts"
            )));
        };
        let record = &loaded.record;
        if outcome == ThreadOutcome::NotAllowed && !settings.told_threads_refused {
            replies.push(self.threads_refused(tr, record.channel, &mut settings)?);
        }
        // The challenge becomes the start line, with the link to the thread (the
        // thread's first message shows it too).
        let challenge = match outcome {
            ThreadOutcome::Opened { from, .. } => Some(from),
            _ => self.saved.delivery(record).challenge,
        };
        if let Some(message) = challenge {
            let thread = record.parent.map(|_| record.channel);
            let edit = Delivery::Edit { message };
            replies.push(self.start_line(tr, record, None, edit, thread));
        }
        let mut lines = vec![messages::game_starts(tr, &seat_mention(record, 0))];
        let loaded = self.computer_turns_in(tr, loaded, &mut lines)?;
        replies.extend(self.board_posts(tr, &loaded, lines, None));
        Ok(replies)
    }
}
