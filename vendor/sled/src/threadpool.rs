//! A simple adaptive threadpool that returns a oneshot future.
//!
//! PATCHED (martian-chess, see PATCHED.md): sled 0.34.7's pool could stop growing
//! while every one of its threads was blocked, and then a queued task that those
//! threads were waiting for never ran: the whole process's sled IO stopped, every
//! database at once. (Its count of waiting threads was taken twice for each busy
//! thread, so with four of its seven threads busy the count wrapped around to a huge
//! number and no thread was ever added; and a thread was added only when more than
//! seven tasks were queued.) Here the count is exact, and a task queued while no
//! thread is free to take it always gets a new thread, up to `MAX_THREADS`: a task
//! that others wait for can no longer be left in the queue behind them.

use std::{
    collections::VecDeque,
    sync::atomic::{AtomicBool, Ordering::Relaxed},
    thread,
    time::{Duration, Instant},
};

use parking_lot::{Condvar, Mutex};

use crate::{debug_delay, warn, AtomicUsize, Error, Lazy, OneShot, Result, SeqCst};

// This is lower for CI reasons.
#[cfg(windows)]
const MAX_THREADS: usize = 16;

#[cfg(not(windows))]
const MAX_THREADS: usize = 128;

/// Threads kept waiting for work: the first ones never exit, and a thread added for a
/// burst exits once it has waited a second for work with at least this many waiting.
const DESIRED_WAITING_THREADS: usize = 7;

/// Threads waiting for work, changed only while the queue's mutex is held: read under
/// it, it is exact.
static WAITING_THREAD_COUNT: AtomicUsize = AtomicUsize::new(0);
/// Threads of the pool, started or starting.
static TOTAL_THREAD_COUNT: AtomicUsize = AtomicUsize::new(0);
static SPAWNS: AtomicUsize = AtomicUsize::new(0);

type Work = Box<dyn FnOnce() + Send + 'static>;

struct Queue {
    cv: Condvar,
    mu: Mutex<VecDeque<Work>>,
}

impl Queue {
    /// The next task, waiting at most `duration` for one.
    fn recv_timeout(&self, duration: Duration) -> Option<Work> {
        let mut queue = self.mu.lock();

        let cutoff = Instant::now() + duration;

        while queue.is_empty() {
            WAITING_THREAD_COUNT.fetch_add(1, SeqCst);
            let res = self.cv.wait_until(&mut queue, cutoff);
            WAITING_THREAD_COUNT.fetch_sub(1, SeqCst);
            if res.timed_out() {
                break;
            }
        }

        queue.pop_front()
    }

    /// Queues `work`; says whether it needs a new thread: more tasks are queued than
    /// threads wait to take them (each waiting thread takes one).
    fn send(&self, work: Work) -> bool {
        let mut queue = self.mu.lock();
        queue.push_back(work);

        let short_of_threads = queue.len() > WAITING_THREAD_COUNT.load(SeqCst);

        // having held the mutex makes this linearized
        // with the notify below.
        drop(queue);

        self.cv.notify_all();

        short_of_threads
    }
}

static QUEUE: Lazy<Queue, fn() -> Queue> = Lazy::new(init_queue);
static BROKEN: AtomicBool = AtomicBool::new(false);

fn init_queue() -> Queue {
    debug_delay();
    for _ in 0..DESIRED_WAITING_THREADS {
        debug_delay();
        if let Err(e) = spawn_new_thread(true) {
            log::error!("failed to initialize threadpool: {:?}", e);
        }
    }
    Queue { cv: Condvar::new(), mu: Mutex::new(VecDeque::new()) }
}

fn perform_work(is_immortal: bool) {
    let wait_limit = Duration::from_secs(1);

    loop {
        debug_delay();
        match QUEUE.recv_timeout(wait_limit) {
            Some(task) => (task)(),
            None => {
                if !is_immortal
                    && WAITING_THREAD_COUNT.load(SeqCst)
                        >= DESIRED_WAITING_THREADS
                {
                    return;
                }
            }
        }
    }
}

/// Adds a thread, unless the pool has `MAX_THREADS` already.
fn add_thread() -> Result<()> {
    let reserved = TOTAL_THREAD_COUNT
        .fetch_update(SeqCst, SeqCst, |total| {
            if total < MAX_THREADS {
                Some(total + 1)
            } else {
                None
            }
        })
        .is_ok();
    if reserved {
        start_thread(false)
    } else {
        Ok(())
    }
}

fn spawn_new_thread(is_immortal: bool) -> Result<()> {
    TOTAL_THREAD_COUNT.fetch_add(1, SeqCst);
    start_thread(is_immortal)
}

/// Starts a thread already counted in `TOTAL_THREAD_COUNT`.
fn start_thread(is_immortal: bool) -> Result<()> {
    if BROKEN.load(Relaxed) {
        TOTAL_THREAD_COUNT.fetch_sub(1, SeqCst);
        return Err(Error::ReportableBug(
            "IO thread unexpectedly panicked. please report \
            this bug on the sled github repo."
                .to_string(),
        ));
    }

    let spawn_id = SPAWNS.fetch_add(1, SeqCst);

    let spawn_res = thread::Builder::new()
        .name(format!("sled-io-{}", spawn_id))
        .spawn(move || {
            debug_delay();
            let res = std::panic::catch_unwind(|| perform_work(is_immortal));
            TOTAL_THREAD_COUNT.fetch_sub(1, SeqCst);
            if is_immortal || res.is_err() {
                // IO thread panicked, shut down the system
                log::error!(
                    "IO thread unexpectedly terminated.
                    please report this error at the sled github repo. {:?}",
                    res
                );
                BROKEN.store(true, SeqCst);
            }
        });

    if let Err(e) = spawn_res {
        static E: AtomicBool = AtomicBool::new(false);

        TOTAL_THREAD_COUNT.fetch_sub(1, SeqCst);

        if !E.swap(true, Relaxed) {
            // only execute this once
            warn!(
                "Failed to dynamically increase the threadpool size: {:?}.",
                e,
            )
        }
    }

    Ok(())
}

/// Spawn a function on the threadpool.
pub fn spawn<F, R>(work: F) -> Result<OneShot<R>>
where
    F: FnOnce() -> R + Send + 'static,
    R: Send + 'static + Sized,
{
    let (promise_filler, promise) = OneShot::pair();
    let task = move || {
        let result = (work)();
        promise_filler.fill(result);
    };

    if QUEUE.send(Box::new(task)) {
        add_thread()?;
    }

    Ok(promise)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc;

    /// More tasks than the pool's first threads, every one blocked until the last
    /// one queued runs: each must get a thread of its own.
    #[test]
    fn a_task_queued_behind_blocked_ones_still_runs() {
        let blocked = DESIRED_WAITING_THREADS * 3;
        let (release, released) = mpsc::channel::<()>();
        let released = std::sync::Arc::new(Mutex::new(released));
        let mut waiting = Vec::new();
        for _ in 0..blocked {
            let released = released.clone();
            waiting.push(
                spawn(move || {
                    let guard = released.lock();
                    guard.recv_timeout(Duration::from_secs(60)).is_ok()
                })
                .unwrap(),
            );
        }
        let last = spawn(move || {
            for _ in 0..blocked {
                release.send(()).unwrap();
            }
        })
        .unwrap();
        last.wait().unwrap();
        for task in waiting {
            assert_eq!(task.wait(), Some(true));
        }
    }
}
