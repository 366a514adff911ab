//! The work in progress (interactions being answered, a pass of the timeout check), so
//! that a shutdown waits for it: a move already stored must still reach its players,
//! and the process must not exit between storing a move and saying so.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::Notify;

#[derive(Default)]
struct Inner {
    busy: AtomicUsize,
    closing: AtomicBool,
    idle: Notify,
}

/// Counts the work in progress; clones share the count.
#[derive(Clone, Default)]
pub struct InFlight(Arc<Inner>);

/// Held while one piece of work runs.
pub struct Busy(Arc<Inner>);

impl InFlight {
    /// Marks the start of some work; it ends when the returned guard drops.
    pub fn enter(&self) -> Busy {
        self.0.busy.fetch_add(1, Ordering::SeqCst);
        Busy(self.0.clone())
    }

    /// From now on, periodic work (the timeout check) starts no new pass.
    pub fn close(&self) {
        self.0.closing.store(true, Ordering::SeqCst);
    }

    pub fn is_closing(&self) -> bool {
        self.0.closing.load(Ordering::SeqCst)
    }

    pub fn busy(&self) -> usize {
        self.0.busy.load(Ordering::SeqCst)
    }

    /// Waits until no work is in progress, at most `limit`; returns whether it all
    /// finished.
    pub async fn wait_idle(&self, limit: Duration) -> bool {
        let deadline = tokio::time::Instant::now() + limit;
        loop {
            let notified = self.0.idle.notified();
            tokio::pin!(notified);
            // Register before looking, so that a guard dropped in between still wakes us.
            notified.as_mut().enable();
            if self.busy() == 0 {
                return true;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                return self.busy() == 0;
            }
        }
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        if self.0.busy.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.0.idle.notify_waiters();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn waits_for_the_work_in_progress() {
        let work = InFlight::default();
        assert!(work.wait_idle(Duration::ZERO).await);
        let busy = work.enter();
        assert!(!work.wait_idle(Duration::from_millis(1)).await);
        let waiting = tokio::spawn({
            let work = work.clone();
            async move { work.wait_idle(Duration::from_secs(60)).await }
        });
        drop(busy);
        assert!(waiting.await.expect("the waiter ran"));
        assert!(!work.is_closing());
        work.close();
        assert!(work.is_closing());
    }
}
