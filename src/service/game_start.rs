//! A game that begins where it is played: where the server wants it and the bot may,
//! in a thread of its own opened from the challenge message (the adapter reports
//! whether it opened, [`Service::thread_opened`]); the channel the game was challenged
//! in then keeps two messages of it, the challenge, edited into the start line, and
//! one line when it ends (`posts.rs`). Then its first board.

use std::sync::Arc;

use crate::i18n::Tr;
use crate::model::{ChannelId, GameRecord, GameStatus, GuildId};
use crate::store::StoreError;

use super::dispatch::Service;
use super::error::{ErrorChain, ServiceResult};
use super::games::{self, Loaded, Play};
use super::messages;
use super::names::{players_line, seat_mention};
use super::posts::receipt;
use super::reply::{Delivery, Receipt, Reply, Sent, ThreadOutcome};
use super::request::{Place, Request};

/// Discord's longest thread name.
const THREAD_NAME_CHARS: usize = 100;

/// Attempts at moving a game into its thread when it changes meanwhile.
const ATTEMPTS: usize = 3;

/// The name of a game's thread: its players and its game, as long as Discord allows.
pub(crate) fn thread_title(tr: Tr<'_>, record: &GameRecord) -> String {
    let players = players_line(tr, record, true);
    games::thread_name(tr, record, &players)
        .chars()
        .take(THREAD_NAME_CHARS)
        .collect()
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
    /// The game everyone has joined begins: its thread is opened first where it gets
    /// one (the rest follows in [`Service::thread_opened`]), else its start line and
    /// first board go out here.
    pub(crate) fn start_game(
        &self,
        request: &Request,
        loaded: Arc<Loaded>,
        start: Start,
    ) -> ServiceResult<Vec<Reply>> {
        let settings = self.settings_of(loaded.record.guild)?;
        let tr = self.tr_public(&settings);
        let record = &loaded.record;
        let challenge = if start.on_invitation {
            request.origin.message
        } else {
            self.posts.delivery(record).challenge
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
            let name = thread_title(tr, record);
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
            replies.extend(self.threads_refused(tr, record.guild, record.channel)?);
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
        replies.extend(self.posts.board(tr, &loaded, lines, None));
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

    /// Tells the channel, once, that games are played there for want of permission:
    /// nothing when the server was told meanwhile (by another game starting).
    fn threads_refused(
        &self,
        tr: Tr<'_>,
        guild: GuildId,
        channel: ChannelId,
    ) -> ServiceResult<Option<Reply>> {
        let (before, _) = self.change_settings(guild, |settings| {
            Ok(!std::mem::replace(&mut settings.told_threads_refused, true))
        })?;
        if before.told_threads_refused {
            return Ok(None);
        }
        let mut note = Reply::public(channel, messages::threads_refused(tr));
        note.delivery = Delivery::Channel;
        note.silent = true;
        Ok(Some(note))
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
        let settings = self.settings_of(receipt.guild)?;
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
            let (thread, from) = match outcome {
                ThreadOutcome::Opened { thread, from } => (thread, Some(from)),
                ThreadOutcome::Alone { thread } => (thread, None),
                // A tournament game has no channel of its own to be played in: it
                // waits for its thread, which the ticks open again. A refusal is
                // worth a word to the channel, which would otherwise wait in silence.
                ThreadOutcome::NotAllowed if stored.tournament.is_some() => {
                    return Ok(self
                        .tournament_threads_refused(tr, &stored)
                        .into_iter()
                        .collect());
                }
                _ if stored.tournament.is_some() => return Ok(Vec::new()),
                _ => {
                    loaded = Some(Arc::new(Loaded {
                        game: Play::replay(&stored)?,
                        record: stored,
                    }));
                    break;
                }
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
                    if let Some(from) = from {
                        self.posts.update_delivery(&record, true, |_, delivery| {
                            delivery.challenge.replace(from) != Some(from)
                        })?;
                    }
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
            replies.extend(self.threads_refused(tr, record.guild, record.channel)?);
        }
        // The challenge becomes the start line, with the link to the thread (the
        // thread's first message shows it too).
        let challenge = match outcome {
            ThreadOutcome::Opened { from, .. } => Some(from),
            ThreadOutcome::Alone { .. } => None,
            _ => self.posts.delivery(record).challenge,
        };
        if let Some(message) = challenge {
            let thread = record.parent.map(|_| record.channel);
            let edit = Delivery::Edit { message };
            replies.push(self.start_line(tr, record, None, edit, thread));
        }
        let mut lines: Vec<String> = self.tournament_heading(tr, record).into_iter().collect();
        lines.push(messages::game_starts(tr, &seat_mention(record, 0)));
        let loaded = self.computer_turns_in(tr, loaded, &mut lines)?;
        replies.extend(self.posts.board(tr, &loaded, lines, None));
        Ok(replies)
    }
}
