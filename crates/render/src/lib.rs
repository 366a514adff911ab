//! Board images: a position (with player names, captures, last move) to PNG bytes, and
//! a whole game to an animated GIF replay.
//!
//! Everything static is prepared once on first use: one fixed palette, the squares with
//! and without each pyramid for every zone tint, and per layout and orientation a
//! background with frame, canals and labels, all in palette indices. A board is then a
//! copy of that background, one tile copy per square and the panel's text (lines are
//! rasterised once and cached), written as an indexed PNG. Rendering never fails for a
//! valid position: the functions return bytes, not `Result`s.
//!
//! ```
//! use martian_engine::Position;
//! use martian_render::{self as render, Options};
//! let pos: Position = "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 0,0 - - classic".parse().unwrap();
//! let options = Options { names: vec!["alice".into(), "bob".into()], ..Options::default() };
//! let png = render::png(&pos, &options);
//! assert!(png.starts_with(b"\x89PNG"));
//! ```

mod board;
pub mod carnett;
mod gif;
mod ink;
mod palette;
mod palette_colours;
#[cfg(test)]
mod palette_derivation;
mod panel;
mod png;
mod raster;
pub mod samples;
mod scene;
mod sprites;
mod text;
mod texts;
mod theme;

use std::sync::Arc;

use martian_engine::{Game, Piece, Player, Position, Square};

pub use gif::{FINAL_DELAY_CS, MOVE_DELAY_CS};
pub use raster::RgbImage;
pub use texts::{fill, Texts, CLOCK_LINES};
pub use theme::Rgb;

/// Which way up the board is drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Orientation {
    /// The player to move sees their own zone at the bottom (duel). A quad board, and a
    /// replay, keep rank 1 at the bottom.
    #[default]
    Auto,
    /// Rank 1 at the bottom, file a on the left.
    South,
    /// Turned 180 degrees: the last rank at the bottom.
    North,
}

/// Which squares are highlighted as the last move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Highlight {
    /// The position's own last-move field.
    #[default]
    LastMove,
    /// No highlight.
    None,
    /// These two squares (from, to).
    Squares(Square, Square),
}

/// A result decided outside the rules (resignation, forfeit on time, an abort): shown
/// instead of the position's own outcome, and marks the game over.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Verdict {
    /// The sentence to show, e.g. "bob resigned: alice wins".
    pub text: String,
    /// Whose blocks get the winner's border; empty for none (a draw or an abort).
    pub winners: Vec<Player>,
}

/// What to draw besides the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// Display names by seat (player 1 first); missing or blank ones read "Player N"
    /// (`texts.default_name`).
    /// Any Unicode: characters the font lacks show as a hollow square, long names are
    /// cut with an ellipsis.
    pub names: Vec<String>,
    /// The pieces each seat has captured, by seat, when known. A bare position only
    /// knows the scores; [`gif`] fills this in from the game.
    pub captured: Option<Vec<Vec<Piece>>>,
    pub highlight: Highlight,
    pub orientation: Orientation,
    /// A bot-level result, overriding the position's outcome.
    pub verdict: Option<Verdict>,
    /// Every word the image shows, in the reader's language (English by default).
    pub texts: Arc<Texts>,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            names: Vec::new(),
            captured: None,
            highlight: Highlight::default(),
            orientation: Orientation::default(),
            verdict: None,
            texts: texts::english(),
        }
    }
}

/// The board as an RGB image, for callers that compose or inspect it.
pub fn image(pos: &Position, options: &Options) -> RgbImage {
    palette::PALETTE.expand(&canvas(pos, options))
}

fn canvas(pos: &Position, options: &Options) -> raster::Canvas {
    scene::draw(pos, options, scene::flipped(pos, options.orientation))
}

/// The board as PNG bytes (an indexed PNG in the renderer's fixed palette).
pub fn png(pos: &Position, options: &Options) -> Vec<u8> {
    png::encode(&canvas(pos, options))
}

/// A replay of `game` as an animated GIF: the start position, then one frame per move
/// ([`MOVE_DELAY_CS`] each), the last one held longer ([`FINAL_DELAY_CS`]). Names,
/// orientation and verdict come from `options` (the verdict shows on the last frame
/// only; `Auto` orientation keeps rank 1 at the bottom); captures come from the game.
pub fn gif(game: &Game, options: &Options) -> Vec<u8> {
    gif::replay(game, options)
}

#[cfg(test)]
mod tests;
