//! Every square a board can show (zone tint x light/dark x highlighted or not x empty
//! or a piece), and the small pyramids of the captured-pieces row, drawn once on first
//! use. A board is then only copies of these tiles (as lichess's lila-gif does). They
//! are drawn in RGB ([`RGB_SPRITES`], from which the palette takes its edge colours),
//! then quantised once to the palette ([`SPRITES`]).

use std::sync::LazyLock;

use super::palette::PALETTE;
use super::raster::{pyramid, rasterize, Canvas, RgbImage};
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

/// Contents of a square: nothing, or one of the three pieces.
fn slot(piece: Option<Piece>) -> usize {
    match piece {
        None => 0,
        Some(Piece::Pawn) => 1,
        Some(Piece::Drone) => 2,
        Some(Piece::Queen) => 3,
    }
}

/// The tiles, generic over how a tile is stored (RGB, or palette indices).
pub struct Sprites<T> {
    /// Indexed by `key(seat, dark, highlighted)`, then by `slot(piece)`.
    squares: Vec<[T; 4]>,
    icons: [T; 3],
}

fn key(seat: usize, dark: bool, highlighted: bool) -> usize {
    (seat % Player::MAX) * 4 + usize::from(dark) * 2 + usize::from(highlighted)
}

fn tile(size: u32, background: Rgb, piece: Option<Piece>) -> RgbImage {
    match piece {
        None => RgbImage::from_pixel(size, size, background),
        Some(p) => rasterize(size, size, background, pyramid(height(p), pips(p))),
    }
}

impl Sprites<RgbImage> {
    fn build() -> Sprites<RgbImage> {
        let mut squares = Vec::with_capacity(Player::MAX * 4);
        for seat in 0..Player::MAX {
            for dark in [false, true] {
                for highlighted in [false, true] {
                    debug_assert_eq!(squares.len(), key(seat, dark, highlighted));
                    let bg = square_colour(seat, dark, highlighted);
                    let contents = [
                        None,
                        Some(Piece::Pawn),
                        Some(Piece::Drone),
                        Some(Piece::Queen),
                    ];
                    squares.push(contents.map(|p| tile(theme::SQUARE, bg, p)));
                }
            }
        }
        let icons = Piece::ALL.map(|p| tile(ICON, theme::BLOCK, Some(p)));
        Sprites { squares, icons }
    }

    /// Every tile, for the palette's histogram.
    #[cfg(test)]
    pub fn all(&self) -> impl Iterator<Item = &RgbImage> {
        self.squares.iter().flatten().chain(&self.icons)
    }
}

impl<T> Sprites<T> {
    /// The tile of a square of `seat`'s zone.
    pub fn square(&self, seat: usize, dark: bool, highlighted: bool, piece: Option<Piece>) -> &T {
        &self.squares[key(seat, dark, highlighted)][slot(piece)]
    }

    /// A captured-piece icon on the panel's block colour.
    pub fn icon(&self, piece: Piece) -> &T {
        &self.icons[slot(Some(piece)) - 1]
    }
}

/// The tiles in RGB, as drawn (the palette's edge colours were chosen from them).
pub static RGB_SPRITES: LazyLock<Sprites<RgbImage>> = LazyLock::new(Sprites::build);

/// The tiles in palette indices, as boards are built from them.
pub static SPRITES: LazyLock<Sprites<Canvas>> = LazyLock::new(|| {
    let rgb = &*RGB_SPRITES;
    let palette = &*PALETTE;
    Sprites {
        squares: rgb
            .squares
            .iter()
            .map(|tiles| tiles.each_ref().map(|t| palette.quantise(t)))
            .collect(),
        icons: rgb.icons.each_ref().map(|t| palette.quantise(t)),
    }
});
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
