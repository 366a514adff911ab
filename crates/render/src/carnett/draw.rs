//! The entry points for Carnett's game: a table as PNG bytes or an RGB image, a
//! replay as an animated GIF.

use martian_carnett::{Action, Color};

use super::super::gif::{animate, FINAL_DELAY_CS, MOVE_DELAY_CS};
use super::super::options::Orientation;
use super::super::palette::PALETTE;
use super::super::png::encode;
use super::super::raster::{Canvas, RgbImage};
use super::options::Options;
use super::scene;
use super::table::Table;

/// Time each battle card is shown in a replay, in hundredths of a second (a card
/// changes little, so less than an action).
pub const CARD_DELAY_CS: u16 = 70;

/// Whether Black's side is drawn at the bottom.
fn flipped(table: &Table, orientation: Orientation) -> bool {
    match orientation {
        Orientation::South => false,
        Orientation::North => true,
        Orientation::Auto => table.position.side() == Color::Black,
    }
}

fn canvas(table: &Table, options: &Options) -> Canvas {
    scene::draw(table, options, flipped(table, options.orientation), true)
}

/// The image as PNG bytes (indexed, in the shared palette). Never fails.
pub fn png(table: &Table, options: &Options) -> Vec<u8> {
    encode(&canvas(table, options))
}

/// The image in RGB, for callers that inspect it.
pub fn image(table: &Table, options: &Options) -> RgbImage {
    PALETTE.expand(&canvas(table, options))
}

/// A replay as an animated GIF: a frame per table ([`MOVE_DELAY_CS`] after an action,
/// [`CARD_DELAY_CS`] after a battle card), the last held [`FINAL_DELAY_CS`] with the
/// verdict. `Auto` orientation keeps White at the bottom. Empty for no tables.
pub fn gif(frames: &[Table], options: &Options) -> Vec<u8> {
    let flipped = options.orientation == Orientation::North;
    let last = frames.len().saturating_sub(1);
    animate(frames.iter().enumerate().map(|(i, table)| {
        let delay = match table.last {
            _ if i == last => FINAL_DELAY_CS,
            Some((_, Action::Play(_))) => CARD_DELAY_CS,
            _ => MOVE_DELAY_CS,
        };
        (scene::draw(table, options, flipped, i == last), delay)
    }))
}
