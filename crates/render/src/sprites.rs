//! Every square a board can show (zone tint x light/dark x highlighted or not x empty
//! or a piece), and the small pyramids of the captured-pieces row, drawn on first use
//! and then only copied (as lichess's lila-gif does). They are made a row at a time (a
//! zone's light or dark square, lit or not, with each content) when a board first shows
//! one, from the three pyramids sampled once for every background, and quantised to
//! the palette.

use std::sync::{LazyLock, OnceLock};

use super::palette::{Palette, PALETTE};
use super::raster::{pyramid, rasterize, Canvas, Coverage, RgbImage};
use super::theme::{self, Rgb};
use martian_engine::{Piece, Player};

/// Side of a captured-piece icon in the panel.
pub const ICON: u32 = 30;

/// Height of each pyramid as a fraction of its tile: three clearly different sizes.
fn height(piece: Piece) -> f32 {
    match piece {
        Piece::Pawn => 0.35,
        Piece::Drone => 0.53,
        Piece::Queen => 0.71,
    }
}

fn pips(piece: Piece) -> u8 {
    piece.points() as u8
}

/// The colour of an empty square.
pub fn square_colour(seat: usize, dark: bool, highlighted: bool) -> Rgb {
    let base = theme::ZONE_TINTS[seat % theme::ZONE_TINTS.len()][usize::from(dark)];
    if highlighted {
        theme::blend(base, theme::HIGHLIGHT, theme::HIGHLIGHT_ALPHA)
    } else {
        base
    }
}

/// The pieces in slot order (see [`slot`]).
const PIECES: [Piece; 3] = [Piece::Pawn, Piece::Drone, Piece::Queen];

/// Contents of a square: nothing, or one of the three pieces.
fn slot(piece: Option<Piece>) -> usize {
    match piece {
        None => 0,
        Some(Piece::Pawn) => 1,
        Some(Piece::Drone) => 2,
        Some(Piece::Queen) => 3,
    }
}

/// A row of tiles: one zone's square of one shade, lit or not, with each content.
fn key(seat: usize, dark: bool, highlighted: bool) -> usize {
    (seat % Player::MAX) * 4 + usize::from(dark) * 2 + usize::from(highlighted)
}

const ROWS: usize = Player::MAX * 4;

/// The three pyramids at square size, sampled once for every zone tint.
static PYRAMIDS: LazyLock<[Coverage; 3]> = LazyLock::new(|| {
    PIECES.map(|p| Coverage::sample(theme::SQUARE, theme::SQUARE, pyramid(height(p), pips(p))))
});

/// A row of tiles in RGB, by `slot(piece)`.
fn row_tiles(key: usize) -> [RgbImage; 4] {
    let (seat, dark, highlighted) = (key / 4, key % 4 >= 2, key % 2 == 1);
    let bg = square_colour(seat, dark, highlighted);
    let [pawn, drone, queen] = PYRAMIDS.each_ref().map(|shape| shape.over(bg));
    let empty = RgbImage::from_pixel(theme::SQUARE, theme::SQUARE, bg);
    [empty, pawn, drone, queen]
}

/// The captured-piece icons in RGB, on the panel's block colour, by `slot - 1`.
fn icon_tiles() -> [RgbImage; 3] {
    PIECES.map(|p| rasterize(ICON, ICON, theme::BLOCK, pyramid(height(p), pips(p))))
}

/// Every tile in RGB, for the palette's choice of edge colours.
#[cfg(test)]
pub fn rgb_tiles() -> impl Iterator<Item = RgbImage> {
    (0..ROWS).flat_map(row_tiles).chain(icon_tiles())
}

fn quantise<const N: usize>(palette: &Palette, tiles: [RgbImage; N]) -> [Canvas; N] {
    tiles.map(|t| palette.quantise(&t))
}

/// The tiles in palette indices, a row made the first time a board needs one of its
/// tiles: a duel's first board needs four of the twenty-four.
pub struct Sprites {
    rows: [OnceLock<[Canvas; 4]>; ROWS],
    icons: OnceLock<[Canvas; 3]>,
}

impl Sprites {
    /// The tile of a square of `seat`'s zone.
    pub fn square(
        &self,
        seat: usize,
        dark: bool,
        highlighted: bool,
        piece: Option<Piece>,
    ) -> &Canvas {
        let key = key(seat, dark, highlighted);
        let row = self.rows[key].get_or_init(|| quantise(&PALETTE, row_tiles(key)));
        &row[slot(piece)]
    }

    /// A captured-piece icon on the panel's block colour.
    pub fn icon(&self, piece: Piece) -> &Canvas {
        let icons = self.icons.get_or_init(|| quantise(&PALETTE, icon_tiles()));
        &icons[slot(Some(piece)) - 1]
    }
}

pub static SPRITES: Sprites = Sprites {
    rows: [const { OnceLock::new() }; ROWS],
    icons: OnceLock::new(),
};

#[cfg(test)]
mod tests {
    use super::*;

    /// Pixels of a tile that differ from its background: the piece's area.
    fn ink(tile: &Canvas, bg: Rgb) -> usize {
        let bg = PALETTE.index(bg);
        tile.pixels().iter().filter(|p| **p != bg).count()
    }

    #[test]
    fn the_three_pyramids_differ_clearly_in_size() {
        let bg = square_colour(0, false, false);
        let sizes: Vec<usize> = [Piece::Pawn, Piece::Drone, Piece::Queen]
            .iter()
            .map(|p| ink(SPRITES.square(0, false, false, Some(*p)), bg))
            .collect();
        assert!(
            sizes[0] * 2 < sizes[1] && sizes[1] * 3 < sizes[2] * 2,
            "{sizes:?}"
        );
        assert_eq!(ink(SPRITES.square(0, false, false, None), bg), 0);
    }

    #[test]
    fn pips_show_on_every_piece() {
        for piece in Piece::ALL {
            let tile = SPRITES.square(1, true, true, Some(piece));
            let pip = PALETTE.index(theme::PIP);
            assert!(tile.pixels().contains(&pip), "{piece:?}");
        }
    }
}
