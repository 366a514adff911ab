//! When the bot could not serve, and the time the games' clocks get back for it.
//!
//! An outage is an interval during which this process could not serve its servers (its
//! shards'): from its last heartbeat to its next start (a crash, or a clean stop, which
//! writes a last heartbeat), or while it ran without being able to: the Discord gateway
//! down, Discord's requests failing, the store refusing the heartbeat. One counts when
//! it lasts over [`OUTAGE_MIN_MS`]. The ticks do nothing while the process cannot serve
//! (nobody can move, nothing can be delivered), and a game gets an outage's time back
//! on every clock that was running through it (its move deadline and reminder, a
//! challenge's expiry) when it falls due or is next read, once (the game remembers the
//! last outage given back): a start does not rewrite every open game.
//!
//! Outages are recorded in the store with the shards they concerned, so that with
//! several processes on one database only the games of the shards that were down are
//! moved.

use std::collections::BTreeSet;
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};

use crate::model::{heartbeat_key, GameRecord, Outage, ShardSpan};
use crate::store::{Store, StoreError};

use super::clock::{Clock, HOUR_MS};
use super::error::ErrorChain;

/// An interruption shorter than this is not an outage: a tick (every minute) may
/// come that late anyway.
pub(crate) const OUTAGE_MIN_MS: i64 = 60_000;

/// How long an outage is remembered: longer than any clock runs without a write of
/// its game.
const REMEMBERED_MS: i64 = 120 * 24 * HOUR_MS;

/// Why the process cannot serve now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Interruption {
    /// A gateway shard is not connected: no interaction reaches the bot through it.
    Gateway(u32),
    /// Discord's requests fail (the network, or Discord's 5xx answers).
    Discord,
    /// The store refuses the heartbeat.
    Store,
}

/// The interruptions under way, and since when the process cannot serve.
#[derive(Default)]
struct Down {
    causes: BTreeSet<Interruption>,
    since: Option<i64>,
}

/// The outages this process knows and its own interruptions: the store and the clock
/// are all it needs.
pub(crate) struct Outages {
    store: Arc<dyn Store>,
    clock: Arc<dyn Clock>,
    /// The shards this process serves, set once before it serves; unset: all of them.
    shards: OnceLock<ShardSpan>,
    /// The outages recorded lately, in the order they ended.
    known: Mutex<Vec<Outage>>,
    down: Mutex<Down>,
    /// The last heartbeat the store took.
    last_beat: Mutex<Option<i64>>,
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

impl Outages {
    pub(crate) fn new(store: Arc<dyn Store>, clock: Arc<dyn Clock>) -> Outages {
        Outages {
            store,
            clock,
            shards: OnceLock::new(),
            known: Mutex::new(Vec::new()),
            down: Mutex::new(Down::default()),
            last_beat: Mutex::new(None),
        }
    }

    pub(crate) fn serve_shards(&self, shards: ShardSpan) {
        if self.shards.set(shards).is_err() {
            tracing::error!("the shards a service serves are set once");
        }
    }

    fn shards(&self) -> Option<ShardSpan> {
        self.shards.get().copied()
    }

    fn key(&self) -> String {
        heartbeat_key(self.shards())
    }

    /// The process starts serving: the time since its last heartbeat (or, on shards
    /// no process served before, since the store's latest) is an outage. Returns it.
    pub(crate) fn start(&self) -> Result<Option<Outage>, StoreError> {
        let now = self.clock.now_ms();
        let key = self.key();
        let beats = self.store.heartbeats()?;
        let last = beats
            .iter()
            .find(|(k, _)| *k == key)
            .or_else(|| beats.iter().max_by_key(|(_, at)| *at))
            .map(|(_, at)| *at);
        let outage = last
            .filter(|at| now - at > OUTAGE_MIN_MS)
            .map(|from| Outage {
                from_ms: from,
                to_ms: now,
                shards: self.shards(),
            });
        if let Some(outage) = &outage {
            self.store.add_outage(outage)?;
            tracing::warn!(
                minutes = outage.length_ms() / 60_000,
                "the bot was not serving since its last heartbeat: the games' clocks get that time back"
            );
        }
        *lock(&self.known) = self.store.outages(now - REMEMBERED_MS)?;
        *lock(&self.down) = Down::default();
        self.store.beat(&key, now)?;
        *lock(&self.last_beat) = Some(now);
        Ok(outage)
    }

    /// A clean stop: an interruption under way ends here, and the last heartbeat
    /// says when the process stopped serving.
    pub(crate) fn stop(&self) {
        let now = self.clock.now_ms();
        let open = {
            let mut down = lock(&self.down);
            down.causes.clear();
            down.since.take()
        };
        if let Some(from) = open {
            self.record(from, now);
        }
        if let Err(err) = self.store.beat(&self.key(), now) {
            tracing::error!("cannot write the last heartbeat: {}", ErrorChain(&err));
        }
    }

    /// The heartbeat, about every minute: a store that refuses it is an
    /// interruption from the last one it took.
    pub(crate) fn beat(&self) {
        let now = self.clock.now_ms();
        match self.store.beat(&self.key(), now) {
            Ok(()) => {
                *lock(&self.last_beat) = Some(now);
                self.resume(Interruption::Store);
            }
            Err(err) => {
                tracing::error!("the store refuses the heartbeat: {}", ErrorChain(&err));
                let since = lock(&self.last_beat).unwrap_or(now);
                self.interrupt_since(Interruption::Store, since);
            }
        }
    }

    /// The process cannot serve from now on, for `why` (until [`Outages::resume`]).
    pub(crate) fn interrupt(&self, why: Interruption) {
        self.interrupt_since(why, self.clock.now_ms());
    }

    pub(crate) fn interrupt_since(&self, why: Interruption, since: i64) {
        let mut down = lock(&self.down);
        if down.causes.insert(why) {
            tracing::warn!(?why, "the bot cannot serve");
        }
        let since = down.since.map_or(since, |s| s.min(since));
        down.since = Some(since);
    }

    /// `why` is over; with no interruption left, the time since the first one is an
    /// outage if it lasted long enough.
    pub(crate) fn resume(&self, why: Interruption) {
        let from = {
            let mut down = lock(&self.down);
            if !down.causes.remove(&why) {
                return;
            }
            tracing::info!(?why, "an interruption is over");
            if !down.causes.is_empty() {
                return;
            }
            down.since.take()
        };
        if let Some(from) = from {
            self.record(from, self.clock.now_ms());
        }
    }

    /// Whether the process can serve now (no interruption under way).
    pub(crate) fn serving(&self) -> bool {
        lock(&self.down).causes.is_empty()
    }

    fn record(&self, from: i64, to: i64) {
        if to - from <= OUTAGE_MIN_MS {
            return;
        }
        let outage = Outage {
            from_ms: from,
            to_ms: to,
            shards: self.shards(),
        };
        tracing::warn!(
            minutes = outage.length_ms() / 60_000,
            "the bot could not serve: the games' clocks get that time back"
        );
        // Known at once, even if the store cannot keep it: this process gives it back.
        lock(&self.known).push(outage);
        if let Err(err) = self.store.add_outage(&outage) {
            tracing::error!("cannot record an outage: {}", ErrorChain(&err));
        }
    }

    /// Gives the game the time of the outages it has not had back yet, on each clock
    /// that ran through them; returns how much it got (0: nothing changed).
    pub(crate) fn give_back(&self, record: &mut GameRecord) -> i64 {
        if !record.is_open() || record.deadline_ms.is_none() {
            return 0;
        }
        let known = lock(&self.known);
        give_back(&known, record)
    }
}

/// [`Outages::give_back`] with the outages given. A clock ran through an outage if it
/// had not run out when the outage began; it ran from the game's last write at the
/// earliest (a write starts every clock a game has), so that is where its outage
/// time starts.
fn give_back(outages: &[Outage], record: &mut GameRecord) -> i64 {
    let through = record.outages_through_ms.unwrap_or(i64::MIN);
    let mut total = 0;
    for outage in outages
        .iter()
        .filter(|o| o.to_ms > through && o.covers(record.guild))
    {
        let Some(deadline) = record.deadline_ms else {
            break;
        };
        let from = outage.from_ms.max(record.updated_ms);
        if outage.to_ms <= from || deadline <= outage.from_ms {
            continue;
        }
        let gained = outage.to_ms - from;
        record.deadline_ms = Some(deadline + gained);
        record.reminder_ms =
            record
                .reminder_ms
                .map(|at| if at > outage.from_ms { at + gained } else { at });
        record.outages_through_ms = Some(outage.to_ms);
        total += gained;
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{GameStatus, GuildId};

    const H: i64 = HOUR_MS;

    fn game(updated: i64, deadline: i64, reminder: Option<i64>) -> GameRecord {
        let mut record: GameRecord =
            crate::model::decode_game(include_bytes!("../../tests/data/game-record-v1.json"))
                .expect("the fixture loads");
        record.status = GameStatus::Active;
        record.updated_ms = updated;
        record.deadline_ms = Some(deadline);
        record.reminder_ms = reminder;
        record
    }

    fn down(from: i64, to: i64) -> Outage {
        Outage {
            from_ms: from,
            to_ms: to,
            shards: None,
        }
    }

    #[test]
    fn a_running_clock_gets_the_outage_back_once() {
        // Reminded at 48 (the game written then), down from 49 to 71:59.
        let mut record = game(48 * H, 72 * H, None);
        let outage = down(49 * H, 71 * H + 59 * 60_000);
        assert_eq!(give_back(&[outage], &mut record), outage.length_ms());
        assert_eq!(record.deadline_ms, Some(94 * H + 59 * 60_000));
        assert_eq!(
            record.reminder_ms, None,
            "a reminder delivered stays delivered"
        );
        // Read again before it is saved: nothing more.
        assert_eq!(give_back(&[outage], &mut record), 0);
        assert_eq!(record.deadline_ms, Some(94 * H + 59 * 60_000));
    }

    #[test]
    fn only_the_time_the_clock_was_running_counts() {
        // A turn that began during the outage gets the rest of it back.
        let mut record = game(10 * H, 82 * H, Some(58 * H));
        assert_eq!(give_back(&[down(5 * H, 15 * H)], &mut record), 5 * H);
        assert_eq!(
            (record.deadline_ms, record.reminder_ms),
            (Some(87 * H), Some(63 * H))
        );
        // One that began after it, or ran out before it began, gets nothing.
        let mut later = game(20 * H, 92 * H, Some(68 * H));
        assert_eq!(give_back(&[down(5 * H, 15 * H)], &mut later), 0);
        let mut over = game(0, 4 * H, None);
        assert_eq!(give_back(&[down(5 * H, 15 * H)], &mut over), 0);
        assert_eq!(over.outages_through_ms, None);
    }

    #[test]
    fn successive_outages_add_up_and_a_due_reminder_is_not_moved() {
        let mut record = game(0, 72 * H, Some(2 * H));
        let outages = [down(3 * H, 4 * H), down(10 * H, 12 * H)];
        assert_eq!(give_back(&outages, &mut record), 3 * H);
        assert_eq!(record.deadline_ms, Some(75 * H));
        // The reminder fell due before the first outage: it is sent at once.
        assert_eq!(record.reminder_ms, Some(2 * H));
        assert_eq!(record.outages_through_ms, Some(12 * H));
    }

    #[test]
    fn another_process_s_shards_are_not_moved() {
        let mut record = game(0, 72 * H, None);
        record.guild = GuildId(3 << 22);
        let theirs = Outage {
            shards: Some(ShardSpan {
                first: 0,
                last: 1,
                total: 4,
            }),
            ..down(H, 2 * H)
        };
        assert_eq!(give_back(&[theirs], &mut record), 0);
        let ours = Outage {
            shards: Some(ShardSpan {
                first: 2,
                last: 3,
                total: 4,
            }),
            ..theirs
        };
        assert_eq!(give_back(&[ours], &mut record), H);
    }
}
