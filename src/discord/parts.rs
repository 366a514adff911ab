//! [`Parts`]: what the service is built from, handed to [`run_until`](super::run::run_until)
//! by the binary, or by a test with its own store, clock and computer.

use std::sync::Arc;

use crate::service::{Clock, ComputerPlayer};
use crate::store::Store;

/// The parts the service is built from once Discord has told us who the bot is. Tests
/// inject a slow computer here.
#[derive(Clone)]
pub struct Parts {
    pub store: Arc<dyn Store>,
    pub clock: Arc<dyn Clock>,
    pub computer: Arc<dyn ComputerPlayer>,
}
