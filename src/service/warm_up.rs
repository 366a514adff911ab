//! The renderer prepares its parts (palette blends, square tiles, fonts, board
//! templates) when a board first needs them, a layout and a game at a time. Before it
//! did, the first board of a process prepared everything at once: about 70 ms here, and
//! 190 to 340 ms for `martian-chess render` in a fresh process, paid by the first move
//! after every start ("the first write after every start is slow" was this, not the
//! store: sled's first flush after opening costs about 1 ms). Now the first duel board
//! in a fresh process costs 3 to 4 ms, a quad 4 to 6, a hexa 7 to 9 and Carnett's first
//! table about 10 (release, `crates/render/examples/first_board.rs`; about 0.2 ms for
//! each board after). So a service still prepares the rest on a background thread as
//! soon as it exists, once per process: every layout both ways up and Carnett's pieces,
//! 50 to 60 ms of a spare core, so that no player's first move of a layout or game pays
//! even those milliseconds. A board asked for meanwhile waits only for the part it
//! needs, if that very part is being prepared.

use std::sync::Once;

use crate::render;

static STARTED: Once = Once::new();

/// Starts preparing the renderer in the background, the first time only.
pub(crate) fn prepare_renderer() {
    STARTED.call_once(|| {
        let spawned = std::thread::Builder::new()
            .name("prepare-renderer".into())
            .spawn(render::prepare);
        if let Err(err) = spawned {
            // Then each first board prepares what it needs, as it would anyway.
            tracing::warn!("cannot prepare the board renderer in the background: {err}");
        }
    });
}
