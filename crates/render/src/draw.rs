//! The renderer's entry points for the Looney Pyramids game: a position as PNG bytes
//! or as an RGB image, a whole game as an animated GIF.

use martian_engine::{Game, Position};

use super::gif::replay;
use super::options::Options;
use super::palette::PALETTE;
use super::png::encode;
use super::raster::{Canvas, RgbImage};
use super::scene;

/// The board as an RGB image, for callers that compose or inspect it.
pub fn image(pos: &Position, options: &Options) -> RgbImage {
    PALETTE.expand(&canvas(pos, options))
}

fn canvas(pos: &Position, options: &Options) -> Canvas {
    scene::draw(pos, options, scene::flipped(pos, options.orientation))
}

/// The board as PNG bytes (an indexed PNG in the renderer's fixed palette).
pub fn png(pos: &Position, options: &Options) -> Vec<u8> {
    encode(&canvas(pos, options))
}

/// A replay of `game` as an animated GIF: the start position, then one frame per move
/// ([`MOVE_DELAY_CS`](super::gif::MOVE_DELAY_CS) each), the last one held longer
/// ([`FINAL_DELAY_CS`](super::gif::FINAL_DELAY_CS)). Names,
/// orientation and verdict come from `options` (the verdict shows on the last frame
/// only; `Auto` orientation keeps rank 1 at the bottom); captures come from the game.
pub fn gif(game: &Game, options: &Options) -> Vec<u8> {
    replay(game, options)
}

/// The lines the image shows under the players (whose turn, or the result and why),
/// as drawn: long names shortened so that the result shows whole.
pub fn status_lines(pos: &Position, options: &Options) -> Vec<String> {
    scene::status_shown(pos, options)
}
