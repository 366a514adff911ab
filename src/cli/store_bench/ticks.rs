//! Ticks with due items: the simulated clock moved so that about [`PER_TICK`] things
//! fall due before each tick, first expiring invitations, then reminders, each tick
//! timed. The fill started the open games evenly over `OPEN_SPAN_MS`, so a clock
//! step of a fraction of that span makes the same fraction of them due.

use std::time::Instant;

use anyhow::Result;

use martian_chess::model::GuildSettings;
use martian_chess::service::{DeliveryOutcome, Reply, Service};

use super::super::fill::OPEN_SPAN_MS;
use super::super::samples::Samples;
use super::measure::Store;

/// Items made due before each timed tick.
pub const PER_TICK: u64 = 50;
/// Timed ticks of each kind.
const TICKS: u64 = 10;
/// Untimed ticks at most to clear what is left between the two kinds.
const CLEARING_TICKS: usize = 10_000;

const HOUR_MS: i64 = 3_600_000;

/// Timed ticks of one kind: each whole pass, each of its batches (what blocks a
/// thread at once), and the items they handled (replies).
#[derive(Default)]
pub struct Ticks {
    pub samples: Samples,
    pub batches: Samples,
    pub items: u64,
}

impl Ticks {
    pub fn per_tick(&self) -> f64 {
        self.items as f64 / self.samples.len().max(1) as f64
    }
}

/// Ticks at `from_ms + j * step` for `j` in `1..=TICKS`, the step chosen so that about
/// [`PER_TICK`] of `count` items spread over the open span fall due each time (fewer
/// on a store too small for that: the ticks never go past the span).
fn ticks_over(store: &Store, service: &Service, from_ms: i64, count: u64) -> Ticks {
    let step = (OPEN_SPAN_MS as f64 * PER_TICK as f64 / count.max(1) as f64)
        .min(OPEN_SPAN_MS as f64 / TICKS as f64) as i64;
    let mut ticks = Ticks::default();
    for j in 1..=TICKS as i64 {
        store.clock.set(from_ms + j * step);
        let began = Instant::now();
        let mut pass = service.tick_pass();
        let mut replies = Vec::new();
        // Each batch's pictures are drawn with it, as the Discord adapter does.
        let batch = |pass: &mut _| {
            let replies = service.tick_batch(pass);
            replies.iter().flatten().for_each(Reply::draw);
            replies
        };
        while let Some(batch) = ticks.batches.time(|| batch(&mut pass)) {
            replies.extend(batch);
        }
        ticks.samples.push(began.elapsed().as_secs_f64() * 1000.0);
        ticks.items += replies.len() as u64;
        // Delivered, as the Discord adapter says of the messages it sent (untimed: the
        // adapter does it between batches, while interactions go on).
        for receipt in replies.iter().filter_map(|r| r.receipt.as_ref()) {
            service.confirm(receipt, DeliveryOutcome::Delivered);
        }
    }
    ticks
}

/// Invitations expiring, then reminders falling due (with the default settings:
/// invitations last 24 hours, reminders come 48 hours after a turn began).
pub fn measure(store: &Store, service: &Service, open_from_ms: i64) -> Result<(Ticks, Ticks)> {
    let invite_ms = i64::from(GuildSettings::DEFAULT_INVITE_TIMEOUT_HOURS) * HOUR_MS;
    let remind_ms =
        i64::from(GuildSettings::DEFAULT_TIMEOUT_HOURS - GuildSettings::DEFAULT_REMINDER_HOURS)
            * HOUR_MS;
    let invitations = (0..store.plan.servers)
        .map(|s| {
            (0..store.plan.open_of(s))
                .filter(|k| store.plan.is_invitation(*k))
                .count() as u64
        })
        .sum();
    let expiring = ticks_over(store, service, open_from_ms + invite_ms, invitations);
    // Whatever else expired, cleared untimed before the reminders.
    store
        .clock
        .set(open_from_ms + invite_ms + OPEN_SPAN_MS + 60_000);
    for _ in 0..CLEARING_TICKS {
        if service.tick().is_empty() {
            break;
        }
    }
    let active = store.under_way.len() as u64;
    let reminding = ticks_over(store, service, open_from_ms + remind_ms, active);
    Ok((expiring, reminding))
}
