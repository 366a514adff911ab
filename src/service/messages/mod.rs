//! Every sentence a player reads, in one place (English; other catalogs later). Handlers
//! never format player-facing text themselves.
//!
//! Names and summaries reach these functions already escaped for markdown
//! (`names::seat_name`, `markdown::escape`): a sentence here never escapes twice.

// Moved here from below, area by area, as each turns into catalog lookups.
mod analysis;
mod draw;
mod lobby;
mod me;
mod play;
mod profile;
mod puzzle;
mod rules;
mod season;
mod standings;
mod tournament;
#[allow(unused_imports)]
pub use analysis::*;
#[allow(unused_imports)]
pub use draw::*;
#[allow(unused_imports)]
pub use lobby::*;
#[allow(unused_imports)]
pub use me::*;
#[allow(unused_imports)]
pub use play::*;
#[allow(unused_imports)]
pub use profile::*;
#[allow(unused_imports)]
pub use puzzle::*;
#[allow(unused_imports)]
pub use rules::*;
#[allow(unused_imports)]
pub use season::*;
#[allow(unused_imports)]
pub use standings::*;
#[allow(unused_imports)]
pub use tournament::*;
