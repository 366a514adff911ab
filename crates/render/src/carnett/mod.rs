//! Carnett's Martian Chess (`martian_carnett`): the board image and the replay GIF,
//! beside the Looney Pyramids renderer and sharing its palette, fonts, text cache, PNG
//! settings and GIF writer.
//!
//! An image shows a [`Table`], the public state only (hand and deck sizes, never their
//! cards): the chessboard with the last action lit (a battle's target in red) and the
//! pieces moved this turn marked in a corner, and a panel with both sides (name, whose
//! turn or who must play a card, hand size, prison, reserve), the die and the actions
//! left, the deck's size, the last discarded cards, the battle's cards with the lead
//! suit, and at the end the result.
//!
//! ```
//! use martian_carnett::{Color, Game, Seed};
//! use martian_render::carnett::{self, Table};
//! let (mut game, _) = Game::new(Seed::from_u64(7));
//! let action = "e2e4".parse().unwrap();
//! game.apply(Color::White, action).unwrap();
//! let table = Table::of(&game, Some((Color::White, action)));
//! let png = carnett::png(&table, &carnett::Options::default());
//! assert!(png.starts_with(b"\x89PNG"));
//! ```

mod draw;
mod options;
mod samples;
pub(crate) mod scene;
pub(crate) mod sprites;
mod table;
mod texts;

pub use draw::{gif, image, png, CARD_DELAY_CS};
pub use options::{Options, Verdict};
pub use samples::sample_busy;
pub use scene::{result_lines, square_origin, HEIGHT, RED, SQUARE_SIZE, WIDTH};
pub use sprites::{square_colour, Mark};
pub use table::{replay, Table, DISCARD_SHOWN};
pub use texts::{Texts, ACTION_LINES, COUNT_LINES};

#[cfg(test)]
mod tests;
