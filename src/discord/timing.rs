//! [`Timing`]: how soon the adapter defers, gives up on autocomplete, ticks and waits at
//! shutdown; tests shorten it.

use std::time::Duration;

/// How the adapter answers interactions.
#[derive(Clone, Copy, Debug)]
pub struct Timing {
    /// Work still running after this long is deferred ("thinking…"), so that the first
    /// answer always arrives within Discord's 3 seconds; faster work is answered
    /// directly, which keeps error messages private (Discord fixes whether the answer
    /// is private at the moment of deferring).
    pub defer_after: Duration,
    /// Autocomplete can't be deferred: past this, it answers with no choices.
    pub autocomplete_limit: Duration,
    /// How often reminders and forfeits are looked for. Deadlines are hours long, so a
    /// reminder or forfeit comes at most this late.
    pub tick_every: Duration,
    /// How long a shutdown waits for interactions being answered.
    pub drain_limit: Duration,
}

impl Default for Timing {
    fn default() -> Timing {
        Timing {
            defer_after: Duration::from_millis(1200),
            autocomplete_limit: Duration::from_millis(2000),
            tick_every: Duration::from_secs(30),
            // Long enough for the slowest computer move and a board upload.
            drain_limit: Duration::from_secs(60),
        }
    }
}
