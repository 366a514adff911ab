//! The work a reply says is under way (an analysis waiting for its turn), as the
//! adapter holds it until it is done: its own file, because `reply.rs` carries it and
//! `analyse.rs` (which makes it) builds replies.

use std::sync::Arc;

use crate::model::GameRecord;

use super::analysis_queue::Job;
use super::request::Request;

/// An analysis on its way, for the adapter to wait for (see `analyse.rs`). Opaque:
/// only [`Service::finish_analysis`](super::Service::finish_analysis) reads it.
#[derive(Clone)]
pub struct Followup {
    pub(super) job: Arc<Job>,
    pub(super) request: Box<Request>,
    pub(super) record: Box<GameRecord>,
}

impl Followup {
    /// Waits until the analysis is done (or failed). Blocks: call it on a thread that
    /// may.
    pub fn wait(&self) {
        let _ = self.job.wait();
    }
}

impl PartialEq for Followup {
    fn eq(&self, other: &Followup) -> bool {
        Arc::ptr_eq(&self.job, &other.job) && self.request.user == other.request.user
    }
}

impl Eq for Followup {}

impl std::fmt::Debug for Followup {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Followup").field("job", &self.job).finish()
    }
}
