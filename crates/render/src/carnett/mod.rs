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

mod scene;
pub(crate) mod sprites;
mod table;
mod texts;

use std::sync::Arc;

use martian_carnett::Color;

use super::gif::{animate, FINAL_DELAY_CS, MOVE_DELAY_CS};
use super::palette::PALETTE;
use super::raster::{Canvas, RgbImage};
use super::{png as encode, text, Orientation};

pub use sprites::{square_colour, Mark};
pub use table::{replay, Table, DISCARD_SHOWN};
pub use texts::{Texts, ACTION_LINES, COUNT_LINES};

/// The image's size in pixels (the same for every table).
pub const WIDTH: u32 = scene::WIDTH;
pub const HEIGHT: u32 = scene::HEIGHT;
/// Side of a board square in pixels.
pub const SQUARE_SIZE: u32 = super::theme::SQUARE;
/// The ink of red suits.
pub const RED: super::Rgb = super::theme::RED_SUIT;

/// Top-left pixel of a square, with Black's side at the bottom or not.
pub fn square_origin(square: martian_carnett::Square, black_at_bottom: bool) -> (u32, u32) {
    scene::square_origin(square, black_at_bottom)
}

/// Time each battle card is shown in a replay, in hundredths of a second (a card
/// changes little, so less than an action).
pub const CARD_DELAY_CS: u16 = 70;

/// A result decided outside the rules (resigned, forfeit on time, drawn by
/// agreement, aborted): shown instead of the table's own outcome, and ends the game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Verdict {
    /// The sentence to show, e.g. "bob resigned: alice wins".
    pub text: String,
    /// Whose block gets the winner's border; `None` for a draw or an abort.
    pub winner: Option<Color>,
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
    encode::encode(&canvas(table, options))
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
            Some((_, martian_carnett::Action::Play(_))) => CARD_DELAY_CS,
            _ => MOVE_DELAY_CS,
        };
        (scene::draw(table, options, flipped, i == last), delay)
    }))
}

/// A busy position for tests and benchmarks: deep in a seeded game (prisons and
/// reserves filled, a discard pile), stopped in a battle with cards on the table, and
/// long names. Played by a fixed rule from the legal actions, so it is the same
/// picture every time.
pub fn sample_busy() -> (Table, Options) {
    use martian_carnett::{Action, Game, Kind, Seed};
    let (mut game, _) = Game::new(Seed::from_u64(16));
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    // The first moment busy enough: (game before, action, game after).
    let mut kept: Option<(Game, (Color, Action), Game)> = None;
    for _ in 0..3000 {
        let Some(seat) = game.to_act() else { break };
        let pos = game.position();
        // No attack by or on a king: either could end the game.
        let kingly = |mv: &martian_carnett::ChessMove| {
            let king = |sq| {
                pos.board()
                    .piece_at(sq)
                    .is_some_and(|p| p.kind == Kind::King)
            };
            pos.attack_target(*mv)
                .is_some_and(|t| king(t) || king(mv.from))
        };
        let actions: Vec<Action> = game
            .legal_actions()
            .into_iter()
            .filter(|a| !matches!(a, Action::Move(mv) if kingly(mv)))
            .collect();
        // Prefer captures, so that the prisons fill; otherwise any action.
        let captures: Vec<Action> = actions
            .iter()
            .copied()
            .filter(|a| matches!(a, Action::Move(mv) if pos.attack_target(*mv).is_some()))
            .collect();
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let pick = (state >> 33) as usize;
        let pool = if !captures.is_empty() && pick % 2 == 0 {
            &captures
        } else {
            &actions
        };
        // The picked action, or the next one that does not end the game.
        let n = pool.len().max(1);
        let mut chosen = None;
        for k in 0..n {
            let Some(&action) = pool.get((pick + k) % n) else {
                break;
            };
            let mut trial = game.clone();
            if trial.apply(seat, action).is_ok() && trial.outcome().is_none() {
                chosen = Some((action, trial));
                break;
            }
        }
        let Some((action, next)) = chosen else { break };
        let before = std::mem::replace(&mut game, next);
        let pos = game.position();
        let taken = |c: Color| pos.prison(c).iter().sum::<u8>();
        let kept_back = |c: Color| pos.reserve(c).iter().sum::<u8>();
        let battle_cards = game.battle().map_or(0, |b| b.cards.len());
        if taken(Color::White) >= 5
            && taken(Color::Black) >= 5
            && kept_back(Color::White) + kept_back(Color::Black) > 0
            && battle_cards == 3
        {
            kept = Some((before, (seat, action), game.clone()));
            break;
        }
    }
    let table = match &kept {
        Some((before, last, after)) => Table::after(before, *last, after),
        None => Table::of(&game, None),
    };
    let options = Options {
        names: [
            "Ŵ1WWWMMMMWWWW ÆØÅ Wolfeschlegelsteinhausenbergerdorff".into(),
            "Алиса Кэрролл-Лиддел".into(),
        ],
        ..Options::default()
    };
    (table, options)
}

#[cfg(test)]
mod tests;
