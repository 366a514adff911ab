//! Board images: a position (with player names, captures, last move) to PNG bytes, and
//! a whole game to an animated GIF replay.
//!
//! Everything static is in palette indices and prepared once, when a board first needs
//! it: the fixed palette (its colours chosen ahead, see `palette.rs`), a zone's squares
//! with and without each pyramid, and per layout and orientation a background with
//! frame, canals and labels; Carnett's pieces only when a Carnett table is drawn. So the
//! first board of a fresh process costs a few milliseconds, not everything at once
//! ([`prepare`] does it all ahead, for a long-running process). A board is then a copy
//! of that background, one tile copy per square and the panel's text (lines are
//! rasterised once and cached), written as an indexed PNG. Rendering never fails for a
//! valid position: the functions return bytes, not `Result`s.
//!
//! The analysis's evaluation graph ([`graph_png`]) and a player's profile card
//! ([`profile_png`]) are drawn in the same palette and fonts: shapes anti-aliased in
//! full colour, put on the palette, text drawn on that. Their words come translated in
//! their input, so they hold no sentence of their own either.
//!
//! ```
//! use martian_engine::Position;
//! use martian_render::{self as render, Options};
//! let pos: Position = "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 0,0 - - classic".parse().unwrap();
//! let options = Options { names: vec!["alice".into(), "bob".into()], ..Options::default() };
//! let png = render::png(&pos, &options);
//! assert!(png.starts_with(b"\x89PNG"));
//! ```

mod arrow;
mod board;
pub mod carnett;
mod draw;
mod geometry;
mod gif;
mod graph;
mod ink;
mod options;
mod palette;
mod palette_colours;
#[cfg(test)]
mod palette_derivation;
mod panel;
mod png;
mod prepare;
mod profile;
mod raster;
pub mod samples;
mod scene;
mod sprites;
mod standings;
mod strokes;
mod text;
mod texts;
mod theme;

pub use draw::{gif, image, png, status_lines};
pub use gif::{FINAL_DELAY_CS, MOVE_DELAY_CS};
pub use graph::{graph_png, Graph, GraphMove, Mark, GRAPH_HEIGHT, GRAPH_WIDTH};
pub use options::{Highlight, Options, Orientation, Verdict};
pub use prepare::prepare;
pub use profile::{
    profile_png, Opponent, Outcome, OutcomeLetters, ProfileCard, PROFILE_HEIGHT, PROFILE_WIDTH,
};
pub use raster::RgbImage;
pub use standings::{
    standings_png, standings_size, Cell, CellResult, Standings, StandingsRow, MOST_ROUNDS,
    MOST_ROWS,
};
pub use text::{shorten, NAME_LIMITS};
pub use texts::{fill, Texts, CLOCK_LINES};
pub use theme::Rgb;

#[cfg(test)]
mod tests;
