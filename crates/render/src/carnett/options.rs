//! What the caller asks of Carnett's image besides the table: names, which way up, a
//! verdict, and the words in the reader's language.

use std::sync::Arc;

use martian_carnett::Color;

use super::super::options::Orientation;
use super::super::text;
use super::texts::{self, Texts};

/// A result decided outside the rules (resigned, forfeit on time, drawn by
/// agreement, aborted): shown instead of the table's own outcome, and ends the game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Verdict {
    /// The sentence to show, e.g. "bob resigned: alice wins".
    pub text: String,
    /// Whose block gets the winner's border; `None` for a draw or an abort.
    pub winner: Option<Color>,
    /// `text` again with its names cut to each of [`crate::NAME_LIMITS`] in turn:
    /// the image shows the first that fits whole. Empty: `text` only.
    pub shorter: Vec<String>,
}

/// What to draw besides the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// Display names, White's then Black's; blank ones read "White" / "Black". Any
    /// Unicode (missing glyphs show as a hollow square; long names are cut with an
    /// ellipsis).
    pub names: [String; 2],
    /// `Auto`: the side whose turn it is sees its pieces at the bottom (the board turns
    /// once a turn, not at each battle card), as a Looney Pyramids duel does; a replay
    /// keeps White at the bottom. `South`: White at the bottom; `North`: Black.
    pub orientation: Orientation,
    /// A bot-level result, overriding the table's outcome (on a replay's last frame).
    pub verdict: Option<Verdict>,
    /// Every word the image shows, in the reader's language (English by default).
    pub texts: Arc<Texts>,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            names: Default::default(),
            orientation: Orientation::Auto,
            verdict: None,
            texts: texts::english(),
        }
    }
}

impl Options {
    /// The sanitized display name of a side, or its colour's name.
    pub fn name(&self, color: Color) -> String {
        let given = text::sanitize(&self.names[color.index()]);
        if given.is_empty() {
            self.texts.colour(color).to_owned()
        } else {
            given
        }
    }
}
