//! Time: reminders, deadlines, forfeits, expiring invitations and notices to post
//! again, as they fall due.
//!
//! The rule: nobody forfeits unless a reminder was delivered (confirmed by the
//! adapter, see delivery.rs) at least the reminder window before. A deadline reached
//! without one (the reminder never arrived) sends the reminder then and moves the
//! deadline one window later. The bot's own downtime costs nobody anything: the time
//! it could not serve is an outage (outages.rs) that every clock running through it
//! gets back, when its game falls due, before anything else is decided; the game's
//! board says so once. Nothing is ticked while the bot cannot serve.
//!
//! Only the games that fall due are read (the store's wake index), so a start after a
//! long outage stays fast.

use std::sync::Arc;

use crate::i18n::Tr;
use crate::model::{EndKind, GameDelivery, GameRecord, GameStatus};
use crate::store::{DueGame, Wake};

use super::clock::HOUR_MS;
use super::dispatch::Service;
use super::error::{ErrorChain, ServiceResult};
use super::games::{Loaded, Play};
use super::links::board_link;
use super::messages;
use super::names::seat_name;
use super::posts::Posts;
use super::reply::{Delivery, Receipt, Reply, Sent};

/// Due games read and handled together: their writes share one flush, and between
/// two batches the adapter delivers what the first one said (reminders paced as
/// Discord requires) while interactions go on, however many games fell due at once.
pub(crate) const TICK_BATCH: usize = 32;

/// One pass over what is due at one moment, a batch at a time
/// ([`Service::tick_batch`]); it moves through the store's time index, so a game
/// whose handling fails is retried at the next pass, not in a loop.
#[derive(Debug)]
pub struct TickPass {
    now: i64,
    /// The last game handled: the next batch starts after it.
    after: Option<Wake>,
    done: bool,
    /// Whether the pass did its puzzle work (after the games).
    puzzles_done: bool,
}

/// What a game's clock calls for now.
#[derive(Debug, PartialEq, Eq)]
enum Due {
    Nothing,
    /// Remind the player to move; `late`: the deadline passed without a delivered
    /// reminder, so it moves one reminder window from now.
    Remind {
        late: bool,
    },
    Forfeit,
    /// The reminder arrived, but less than a window ago: the deadline waits for it.
    Postpone(i64),
}

/// The rule above, for a game whose player to move is a person; `reminded` is when
/// the reminder of this turn was delivered, if it was; `window_ms` is the reminder
/// window (0 when reminders are off).
fn due(record: &GameRecord, reminded: Option<i64>, window_ms: i64, now: i64) -> Due {
    let Some(deadline) = record.deadline_ms else {
        return Due::Nothing;
    };
    if deadline > now {
        return match record.reminder_ms {
            Some(at) if at <= now => Due::Remind { late: false },
            _ => Due::Nothing,
        };
    }
    if window_ms == 0 {
        return Due::Forfeit;
    }
    match reminded {
        Some(at) if at + window_ms <= now => Due::Forfeit,
        Some(at) => Due::Postpone(at + window_ms),
        None => Due::Remind { late: true },
    }
}

/// Whole hours left until `deadline`, rounded up.
fn hours_left(deadline: Option<i64>, now: i64) -> i64 {
    deadline.map_or(0, |d| (d - now + HOUR_MS - 1).div_euclid(HOUR_MS))
}

/// The reminder to the player in `seat`, in `tr`'s language (theirs): a direct
/// message, or a mention in the channel for a player whose DMs are known to be closed.
fn reminder(
    tr: Tr<'_>,
    (record, delivery): (&GameRecord, &GameDelivery),
    seat: usize,
    late: bool,
    dms_closed: bool,
    now: i64,
) -> Reply {
    let player = &record.seats[seat];
    let others: Vec<String> = (0..record.seats.len())
        .filter(|s| *s != seat)
        .map(|s| seat_name(record, s))
        .collect();
    let text = messages::reminder(
        tr,
        late,
        &player.user.mention(),
        &record.channel.mention(),
        &others,
        hours_left(record.deadline_ms, now),
    );
    // In a thread, which may have archived itself meanwhile: how to move anyway.
    let text = match (record.parent, board_link(record, delivery)) {
        (Some(_), Some(link)) => format!("{text}\n{}", messages::reminder_board(tr, &link)),
        _ => text,
    };
    let mut reply = Reply::public(record.channel, text);
    if dms_closed {
        reply.delivery = Delivery::Channel;
    } else {
        reply.delivery = Delivery::Direct;
        reply.to = Some(player.user);
    }
    reply.mentions = vec![(player.user, player.name.clone())];
    reply.receipt = Some(Receipt {
        game: record.id,
        guild: record.guild,
        ply: record.ply(),
        what: Sent::Reminder { user: player.user },
    });
    reply
}

impl Service {
    /// Sends what fell due by now: reminders, forfeits of players out of time,
    /// expired invitations, notices to post again: a whole pass, batch after batch
    /// (the console, and tests; the Discord adapter delivers each batch before asking
    /// for the next). Replies with a receipt go back to [`Service::confirm`] once
    /// delivered (or not).
    pub fn tick(&self) -> Vec<Reply> {
        let mut pass = self.tick_pass();
        let mut replies = Vec::new();
        while let Some(mut batch) = self.tick_batch(&mut pass) {
            replies.append(&mut batch);
        }
        replies
    }

    /// A pass over what is due now; call [`Service::tick_batch`] until it says `None`.
    /// Call it periodically (the Discord adapter every minute) and after moving a
    /// simulated clock.
    pub fn tick_pass(&self) -> TickPass {
        // The heartbeat: the next start knows from it since when the bot was down.
        self.outages.beat();
        TickPass {
            now: self.clock.now_ms(),
            after: None,
            done: false,
            puzzles_done: false,
        }
    }

    /// The replies of the pass's next batch of due games (a bounded number), whose
    /// writes are on disk when it returns (one flush for the batch); `None` when the
    /// pass is over.
    pub fn tick_batch(&self, pass: &mut TickPass) -> Option<Vec<Reply>> {
        // Nothing can be delivered, and nobody can act: the clocks wait (the time is
        // given back as an outage once the bot serves again).
        if pass.done || !self.outages.serving() {
            return None;
        }
        let due = match self.store.due_games(pass.now, pass.after, TICK_BATCH) {
            Ok(due) => due,
            Err(err) => {
                tracing::error!("cannot read due games: {}", ErrorChain(&err));
                pass.done = true;
                return None;
            }
        };
        pass.done = due.len() < TICK_BATCH;
        pass.after = due.last().map(|d| d.wake);
        if due.is_empty() {
            return self.last_batch(pass);
        }
        let mut replies = Vec::new();
        // Another process's servers: theirs to tick (the pass still moves past them).
        let scope = self.scope.as_ref();
        let mut due = due
            .into_iter()
            .filter(|d| scope.is_none_or(|owns| owns(d.game.guild)));
        let flushed = self.store.in_one_flush(&mut || {
            for due in due.by_ref() {
                let id = due.game.id;
                match self.fall_due(due, pass.now) {
                    Ok(mut more) => replies.append(&mut more),
                    // Someone moved meanwhile, or storage failed: the next pass retries.
                    Err(err) => {
                        tracing::warn!("timeout handling of game {id}: {}", ErrorChain(&err))
                    }
                }
            }
        });
        if let Err(err) = flushed {
            // Nothing may be announced that the store might not keep; the next pass
            // finds these games due again.
            tracing::error!("cannot store a batch of due games: {}", ErrorChain(&err));
            pass.done = true;
            return Some(Vec::new());
        }
        if pass.done {
            replies.extend(self.last_batch(pass).unwrap_or_default());
        }
        Some(replies)
    }

    /// What a pass does once its games are through: the servers' daily puzzles and a
    /// few finished games looked into for puzzles, and the tournaments' starts and
    /// rounds. Once per pass.
    fn last_batch(&self, pass: &mut TickPass) -> Option<Vec<Reply>> {
        if pass.puzzles_done {
            return None;
        }
        pass.puzzles_done = true;
        let guilds = self.puzzle_guilds_ticked();
        self.harvest_puzzles(&guilds);
        let mut posts = self.daily_puzzle_posts(&guilds, pass.now);
        posts.extend(self.tournament_ticks(pass.now));
        posts.extend(self.season_posts(pass.now));
        (!posts.is_empty()).then_some(posts)
    }

    /// The earliest time after `after_ms`, up to `until_ms`, when something falls
    /// due, for simulated clocks that must tick at each such time in turn.
    pub fn next_wake(&self, after_ms: i64, until_ms: i64) -> Option<i64> {
        let game = match self.store.next_wake(after_ms) {
            Ok(at) => at,
            Err(err) => {
                tracing::error!("cannot read due games: {}", ErrorChain(&err));
                None
            }
        };
        let puzzle = self.next_daily_post(after_ms);
        let tournament = self.next_tournament_start(after_ms);
        let season = self.next_season_end(after_ms);
        game.into_iter()
            .chain(puzzle)
            .chain(tournament)
            .chain(season)
            .min()
            .filter(|at| *at <= until_ms)
    }

    fn fall_due(&self, due: DueGame, now: i64) -> ServiceResult<Vec<Reply>> {
        let mut record = due.game;
        let base = record.clone();
        let gained = self.outages.give_back(&mut record);
        let away = self.saved.settle(&mut record);
        if gained > 0 || away != 0 {
            self.saved.save(&mut record, &base)?;
        }
        let loaded = Loaded {
            game: Play::replay(&record)?,
            record,
        };
        match loaded.record.status {
            GameStatus::Invited if self.invitation_expired(&loaded.record, now)? => {
                Ok(vec![self.expire_invitation(&loaded, now)?])
            }
            GameStatus::Active if gained > 0 => {
                let tr = self.tr_public(&self.settings_of(loaded.record.guild)?);
                let mut replies: Vec<Reply> =
                    Posts::wake_thread(&loaded.record).into_iter().collect();
                let line = messages::outage_given_back(tr, gained);
                replies.extend(self.posts.news(tr, &loaded, vec![line]));
                replies.extend(self.turn_due(&loaded, &due.delivery, now)?);
                Ok(replies)
            }
            GameStatus::Active => self.turn_due(&loaded, &due.delivery, now),
            GameStatus::Finished | GameStatus::Cancelled => {
                self.end_due(&loaded, &due.delivery, now)
            }
            GameStatus::Invited => Ok(Vec::new()),
        }
    }

    /// An active game: the notice to post again, then the clock of the player to move.
    fn turn_due(
        &self,
        loaded: &Loaded,
        delivery: &GameDelivery,
        now: i64,
    ) -> ServiceResult<Vec<Reply>> {
        let mut record = loaded.record.clone();
        let Some(seat) = loaded.game.to_act() else {
            return Ok(Vec::new());
        };
        let human = record.seats.get(seat).is_some_and(|s| s.computer.is_none());
        let retry = delivery
            .notice_retry_ms(&record)
            .is_some_and(|at| at <= now);
        let settings = self.settings_of(record.guild)?;
        // What everyone in the server sees is in its language.
        let tr = self.tr_public(&settings);
        let window = if human {
            i64::from(settings.reminder_hours) * HOUR_MS
        } else {
            0
        };
        let step = if human {
            if window == 0 {
                // Reminders were turned off after this turn began.
                record.reminder_ms = None;
            }
            due(&record, delivery.reminded_ms(&record), window, now)
        } else {
            // No clock runs for the computer (an old record might have one).
            record.deadline_ms = None;
            record.reminder_ms = None;
            Due::Nothing
        };
        if step == Due::Forfeit {
            let mut replies: Vec<Reply> = Posts::wake_thread(&record).into_iter().collect();
            replies.extend(self.forfeit(tr, loaded, record, seat, now)?);
            return Ok(replies);
        }
        match step {
            Due::Remind { late: false } => record.reminder_ms = None,
            Due::Remind { late: true } => {
                record.deadline_ms = Some(now + window);
                record.reminder_ms = None;
            }
            Due::Postpone(at) => record.deadline_ms = Some(at),
            Due::Nothing | Due::Forfeit => {}
        }
        if record == loaded.record && !retry {
            return Ok(Vec::new());
        }
        // Read before saving: once saved, a reminder that is not sent waits for the
        // deadline to be sent again.
        let dms_closed = match step {
            Due::Remind { .. } => self
                .store
                .dms_closed(record.guild, record.seats[seat].user)?,
            _ => false,
        };
        if step == (Due::Remind { late: true }) && delivery.reminded_ms(&record).is_some() {
            // A new reminder window: the reminder delivered before it no longer
            // counts. Forgotten before the deadline moves: if the move is not saved,
            // the next pass reminds again, which is safe; the other order could let
            // an old reminder count for the new window.
            self.posts
                .update_delivery(&record, false, |game, delivery| {
                    let ours = delivery.reminded.is_some_and(|r| r.ply == game.ply());
                    ours && delivery.reminded.take().is_some()
                })?;
        }
        if record != loaded.record {
            self.saved.save(&mut record, &loaded.record)?;
        }
        if retry {
            // Its receipt sets it again if this one fails too.
            self.posts
                .update_delivery(&record, false, |game, delivery| {
                    delivery.notice_retry_ms(game).is_some()
                        && delivery.notice_retry.take().is_some()
                })?;
        }
        let next = Arc::new(Loaded {
            record,
            game: loaded.game.clone(),
        });
        self.saved.remember(&next);
        let mut replies = Vec::new();
        if retry {
            replies.extend(self.notice_again(tr, &next));
        }
        if let Due::Remind { late } = step {
            // To the player alone: in the language they last played in.
            let theirs = self.tr_seat(delivery.locale(seat), &settings);
            let about = (&next.record, delivery);
            replies.push(reminder(theirs, about, seat, late, dms_closed, now));
        }
        // A thread gone quiet is archived: its board can't be edited, and its buttons
        // don't work, until it is unarchived.
        if !replies.is_empty() {
            if let Some(wake) = Posts::wake_thread(&next.record) {
                replies.insert(0, wake);
            }
        }
        Ok(replies)
    }

    /// A game that ended: what of its end failed to arrive, posted again (each with
    /// its receipt: failing again, it is tried at the next tick).
    fn end_due(
        &self,
        loaded: &Loaded,
        delivery: &GameDelivery,
        now: i64,
    ) -> ServiceResult<Vec<Reply>> {
        let Some(retry) = delivery.end_retry.filter(|r| r.at_ms <= now) else {
            return Ok(Vec::new());
        };
        // Forgotten first: what fails of this try sets it again.
        self.posts
            .update_delivery(&loaded.record, false, |_, delivery| {
                delivery.end_retry.take().is_some()
            })?;
        let tr = self.tr_public(&self.settings_of(loaded.record.guild)?);
        Ok(self.posts.end_again(tr, loaded, retry))
    }

    /// The player to move runs out of time (or a manager withdrew them from the
    /// tournament of the game): they lose, and everyone is told.
    pub(crate) fn forfeit(
        &self,
        tr: Tr<'_>,
        loaded: &Loaded,
        mut record: GameRecord,
        seat: usize,
        now: i64,
    ) -> ServiceResult<Vec<Reply>> {
        record.status = GameStatus::Finished;
        record.end = Some(loaded.game.resign_end(seat, EndKind::Forfeit { seat }, now));
        let (next, mut lines) = self.commit_end(loaded, record)?;
        lines.insert(0, messages::forfeited(tr, &seat_name(&next.record, seat)));
        // The result line pings every player.
        let mut replies = self.posts.board(tr, &next, lines, None);
        replies.extend(self.tournament_game_ended(&next.record));
        Ok(replies)
    }

    /// The board again, and its ping, after the ping failed.
    fn notice_again(&self, tr: Tr<'_>, loaded: &Loaded) -> Vec<Reply> {
        let record = &loaded.record;
        let mover = loaded.game.last_actor(record);
        let line = messages::notice_again(
            tr,
            &seat_name(record, mover),
            record.moves.last().map_or("", String::as_str),
        );
        self.posts.board(tr, loaded, vec![line], None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const H: i64 = HOUR_MS;

    fn record(deadline: i64, reminder: Option<i64>) -> GameRecord {
        let mut record: GameRecord =
            crate::model::decode_game(include_bytes!("../../tests/data/game-record-v1.json"))
                .expect("the fixture loads");
        record.status = GameStatus::Active;
        record.deadline_ms = Some(deadline);
        record.reminder_ms = reminder;
        record
    }

    #[test]
    fn nobody_forfeits_without_a_reminder_delivered_a_window_before() {
        let w = 24 * H;
        // The regular reminder, then the forfeit at the deadline.
        assert_eq!(
            due(&record(72 * H, Some(48 * H)), None, w, 47 * H),
            Due::Nothing
        );
        assert_eq!(
            due(&record(72 * H, Some(48 * H)), None, w, 48 * H),
            Due::Remind { late: false }
        );
        assert_eq!(
            due(&record(72 * H, None), Some(48 * H), w, 72 * H),
            Due::Forfeit
        );
        // A reminder that arrived late holds the deadline back until a window after.
        assert_eq!(
            due(&record(72 * H, None), Some(50 * H), w, 72 * H),
            Due::Postpone(74 * H)
        );
        // No reminder delivered: remind now, whether the bot was down or not.
        assert_eq!(
            due(&record(72 * H, None), None, w, 72 * H),
            Due::Remind { late: true }
        );
        assert_eq!(
            due(&record(72 * H, Some(48 * H)), None, w, 110 * H),
            Due::Remind { late: true }
        );
        // Found late, with the reminder a window before: the forfeit stands (the time
        // the bot was down was given back before this is asked).
        assert_eq!(
            due(&record(72 * H, None), Some(48 * H), w, 100 * H),
            Due::Forfeit
        );
    }

    #[test]
    fn with_reminders_off_the_deadline_is_the_forfeit() {
        assert_eq!(due(&record(72 * H, None), None, 0, 72 * H), Due::Forfeit);
        assert_eq!(due(&record(72 * H, None), None, 0, 100 * H), Due::Forfeit);
    }

    #[test]
    fn hours_left_round_up() {
        assert_eq!(hours_left(Some(24 * H), 0), 24);
        assert_eq!(hours_left(Some(24 * H), 1), 24);
        assert_eq!(hours_left(Some(24 * H + 1), 0), 25);
        assert_eq!(hours_left(None, 0), 0);
    }
}
