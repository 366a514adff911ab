//! Group commit: each writer waits for one flush that began after its write, and one
//! flush serves every writer waiting for it, so concurrent games share each fsync
//! instead of queueing one fsync each. A thread with many writes in a row (a tick's
//! batch) can also defer its flushes to one at the end ([`GroupCommit::deferring`]).

use std::cell::RefCell;
use std::path::Path;
use std::sync::{Condvar, Mutex, MutexGuard};

use sled::Db;

use crate::store::error::StoreError;

#[derive(Default)]
pub(super) struct GroupCommit {
    state: Mutex<CommitState>,
    done: Condvar,
}

#[derive(Default)]
struct CommitState {
    /// Writes registered so far (each writer takes the next ticket after writing).
    registered: u64,
    /// Every ticket up to this one is on disk.
    durable: u64,
    flushing: bool,
    /// A flush failure, reported to every writer whose ticket it covered (sled's
    /// errors clone, so each of them gets the cause).
    failed: Option<(u64, sled::Error)>,
}

thread_local! {
    /// The group commits (by address) whose flushes this thread is deferring.
    static DEFERRING: RefCell<Vec<usize>> = const { RefCell::new(Vec::new()) };
}

/// Ends a deferral, also when the work panics.
struct Deferral;

impl Drop for Deferral {
    fn drop(&mut self) {
        DEFERRING.with(|d| d.borrow_mut().pop());
    }
}

impl GroupCommit {
    fn id(&self) -> usize {
        self as *const GroupCommit as usize
    }

    /// Runs `work` with this thread's flushes skipped, then flushes once: everything
    /// this thread wrote is durable when it returns.
    pub(super) fn deferring(
        &self,
        db: &Db,
        path: &Path,
        work: &mut dyn FnMut(),
    ) -> Result<(), StoreError> {
        DEFERRING.with(|d| d.borrow_mut().push(self.id()));
        {
            let _deferral = Deferral;
            work();
        }
        self.flush(db, path)
    }

    fn lock(&self) -> MutexGuard<'_, CommitState> {
        // The state is a few counters, consistent after every statement.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Returns once everything this thread wrote to `db` before the call is on disk.
    pub(super) fn flush(&self, db: &Db, path: &Path) -> Result<(), StoreError> {
        if DEFERRING.with(|d| d.borrow().contains(&self.id())) {
            return Ok(());
        }
        let mut state = self.lock();
        state.registered += 1;
        let ticket = state.registered;
        loop {
            if let Some((upto, err)) = &state.failed {
                if *upto >= ticket {
                    return Err(StoreError::io(
                        format!("cannot flush the game store at {}", path.display()),
                        err.clone(),
                    ));
                }
            }
            if state.durable >= ticket {
                return Ok(());
            }
            if state.flushing {
                state = self.done.wait(state).unwrap_or_else(|e| e.into_inner());
                continue;
            }
            // Become the flusher for every write registered so far.
            state.flushing = true;
            let target = state.registered;
            drop(state);
            let result = db.flush();
            state = self.lock();
            state.flushing = false;
            match result {
                Ok(_) => state.durable = state.durable.max(target),
                Err(e) => state.failed = Some((target, e)),
            }
            self.done.notify_all();
        }
    }
}
