//! The renderer prepares its palette, sprites, fonts and board templates on first use.
//! That took about 70 ms here (0.5 ms for each board after it), and because nothing
//! drew a board before the first move after a start, that move paid it: "the first
//! write after every start is slow" was this, not the store (sled's first flush after
//! opening costs about 1 ms). So a service starts the preparation on a background
//! thread as soon as it exists, once per process; a board asked for meanwhile waits
//! for the same preparation instead of doing it twice.

use std::sync::Once;

use crate::engine::{Layout, Position, Rules};
use crate::render;

static STARTED: Once = Once::new();

/// Starts preparing the renderer in the background, the first time only.
pub(crate) fn prepare_renderer() {
    STARTED.call_once(|| {
        let spawned = std::thread::Builder::new()
            .name("prepare-renderer".into())
            .spawn(draw_one_board);
        if let Err(err) = spawned {
            // Then the first board prepares it, as it would anyway.
            tracing::warn!("cannot prepare the board renderer in the background: {err}");
        }
    });
}

/// Draws a board with names, which touches every prepared part (the templates of
/// every layout are built together).
fn draw_one_board() {
    let Ok(start) = Position::start(Layout::duel(), Rules::default()) else {
        return;
    };
    let options = render::Options {
        names: vec!["Player 1".into(), "Player 2".into()],
        ..render::Options::default()
    };
    std::hint::black_box(render::png(&start, &options));
}
