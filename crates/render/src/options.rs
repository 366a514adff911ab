//! What the caller asks of a board image besides the position: names, captures, which
//! way up, what to highlight, a verdict, and the words in the reader's language.

use std::sync::Arc;

use martian_engine::{Piece, Player, Square};

use super::texts::{self, Texts};

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
    /// `text` again with its names cut to each of [`crate::NAME_LIMITS`] in turn:
    /// the image shows the first that fits whole. Empty: `text` only.
    pub shorter: Vec<String>,
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
    /// knows the scores; a GIF replay fills this in from the game.
    pub captured: Option<Vec<Vec<Piece>>>,
    pub highlight: Highlight,
    /// An arrow drawn over the board from the first square to the second (the better
    /// move of a post-game analysis).
    pub arrow: Option<(Square, Square)>,
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
            arrow: None,
            orientation: Orientation::default(),
            verdict: None,
            texts: texts::english(),
        }
    }
}
