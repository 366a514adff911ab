//! Carnett's tiles, drawn on first use like the Looney Pyramids ones: every square
//! (light or dark, plain, last action or battle target, empty or one of the twelve
//! pieces), the pieces as panel icons, and the six faces of the die. Pieces are the
//! chess glyphs of the bundled DejaVu Sans: the solid glyph filled in the piece's
//! colour, then the outline glyph in dark ink over it, so that white and black pieces
//! read clearly on both square colours at phone size.

use std::sync::OnceLock;

use ab_glyph::{point, Font};

use super::super::palette::PALETTE;
use super::super::raster::{rasterize, Canvas, RgbImage};
use super::super::text::{Style, Weight};
use super::super::theme::{self, Rgb};
use martian_carnett::{Color, Kind, Piece};

/// Side of a piece icon in the panel (prisons, reserves, the seat's king).
pub const ICON: u32 = 28;
/// Side of the die in the panel.
pub const DIE: u32 = 36;

/// The board's squares: lichess's browns, which every chess player reads at a glance.
pub const LIGHT: Rgb = Rgb([0xf0, 0xd9, 0xb5]);
pub const DARK: Rgb = Rgb([0xb5, 0x88, 0x63]);
/// The battle's target square is blended towards this red (the last action's squares
/// towards the shared highlight yellow).
pub const TARGET: Rgb = Rgb([0xe2, 0x3b, 0x2e]);
const TARGET_ALPHA: u8 = 150;
/// The corner mark of a piece that moved this turn (it may not move again).
pub const MOVED: Rgb = Rgb([0x23, 0x6f, 0xd0]);
const WHITE_FILL: Rgb = Rgb([0xfa, 0xfa, 0xf7]);
const BLACK_FILL: Rgb = Rgb([0x2a, 0x2a, 0x30]);
const OUTLINE: Rgb = Rgb([0x12, 0x12, 0x17]);
/// A light rim around black icons, which would vanish on the dark panel otherwise.
const RIM: Rgb = Rgb([0xa9, 0xad, 0xba]);

/// How a square is lit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    /// Not highlighted.
    None,
    /// A square of the last action (a move's from and to, a drop's square, the attack
    /// of a battle).
    Last,
    /// The piece a battle under way is fought for.
    Target,
}

impl Mark {
    pub(crate) const ALL: [Mark; 3] = [Mark::None, Mark::Last, Mark::Target];
}

/// The colour of an empty square.
pub fn square_colour(dark: bool, mark: Mark) -> Rgb {
    let base = if dark { DARK } else { LIGHT };
    match mark {
        Mark::None => base,
        Mark::Last => theme::blend(base, theme::HIGHLIGHT, theme::HIGHLIGHT_ALPHA),
        Mark::Target => theme::blend(base, TARGET, TARGET_ALPHA),
    }
}

/// The flat colours Carnett's images use, for the shared palette.
#[cfg(test)]
pub fn flat_colours() -> Vec<Rgb> {
    let mut flats: Vec<Rgb> = [false, true]
        .into_iter()
        .flat_map(|dark| Mark::ALL.map(|mark| square_colour(dark, mark)))
        .collect();
    flats.extend([
        WHITE_FILL,
        BLACK_FILL,
        OUTLINE,
        RIM,
        MOVED,
        theme::CARD,
        theme::CARD_EDGE,
    ]);
    flats
}

/// The chess glyphs: (solid, outline) by kind.
fn glyphs(kind: Kind) -> (char, char) {
    match kind {
        Kind::King => ('\u{265A}', '\u{2654}'),
        Kind::Queen => ('\u{265B}', '\u{2655}'),
        Kind::Rook => ('\u{265C}', '\u{2656}'),
        Kind::Bishop => ('\u{265D}', '\u{2657}'),
        Kind::Knight => ('\u{265E}', '\u{2658}'),
        Kind::Pawn => ('\u{265F}', '\u{2659}'),
    }
}

/// Blends glyph `c` at `size` pixels into `image`, its pen at (`x`, `baseline`).
fn paint(image: &mut RgbImage, c: char, size: f32, x: f32, baseline: f32, colour: Rgb) {
    let font = Style::new(Weight::Regular, size).font();
    let glyph = font
        .glyph_id(c)
        .with_scale_and_position(size, point(x, baseline));
    let Some(outlined) = font.outline_glyph(glyph) else {
        return;
    };
    let b = outlined.px_bounds();
    let (w, h) = (image.width() as i32, image.height() as i32);
    outlined.draw(|dx, dy, coverage| {
        let (px, py) = (b.min.x as i32 + dx as i32, b.min.y as i32 + dy as i32);
        if (0..w).contains(&px) && (0..h).contains(&py) {
            let alpha = (coverage.clamp(0.0, 1.0) * 255.0).round() as u8;
            let under = image.get_pixel(px as u32, py as u32);
            image.fill(
                px as u32,
                py as u32,
                1,
                1,
                theme::blend(under, colour, alpha),
            );
        }
    });
}

/// A piece drawn into a `side` x `side` tile of `background`: each glyph centred across, all on one baseline (so a pawn stands lower than a
/// king, as on a real board).
fn piece_tile(side: u32, background: Rgb, piece: Piece, rim: bool) -> RgbImage {
    let mut tile = RgbImage::from_pixel(side, side, background);
    let (solid, outline) = glyphs(piece.kind);
    let bounds = |c: char, size: f32| {
        let font = Style::new(Weight::Regular, size).font();
        let g = font
            .glyph_id(c)
            .with_scale_and_position(size, point(0.0, 0.0));
        font.outline_glyph(g).map(|o| o.px_bounds())
    };
    // Scale so that the king (the tallest) fills `FILL` of the tile; centre its box
    // vertically, which places the common baseline.
    const FILL: f32 = 0.84;
    let unit = bounds('\u{265A}', 100.0).map_or(80.0, |b| b.max.y - b.min.y);
    let size = side as f32 * FILL * 100.0 / unit;
    let baseline = bounds('\u{265A}', size).map_or(size * 0.8, |b| {
        (side as f32 - (b.max.y - b.min.y)) / 2.0 - b.min.y
    });
    let x =
        bounds(solid, size).map_or(0.0, |b| (side as f32 - (b.max.x - b.min.x)) / 2.0 - b.min.x);
    if rim {
        for (dx, dy) in [(-1.0, 0.0), (1.0, 0.0), (0.0, -1.0), (0.0, 1.0)] {
            paint(&mut tile, solid, size, x + dx, baseline + dy, RIM);
        }
    }
    let fill = match piece.color {
        Color::White => WHITE_FILL,
        Color::Black => BLACK_FILL,
    };
    paint(&mut tile, solid, size, x, baseline, fill);
    paint(&mut tile, outline, size, x, baseline, OUTLINE);
    tile
}

/// A die's face showing `value` (1 to 6) on the panel's block colour.
fn die_face(value: u8) -> RgbImage {
    const PIP: f32 = 0.085;
    let (lo, mid, hi) = (0.29, 0.5, 0.71);
    let pips: &[(f32, f32)] = match value {
        1 => &[(mid, mid)],
        2 => &[(lo, lo), (hi, hi)],
        3 => &[(lo, lo), (mid, mid), (hi, hi)],
        4 => &[(lo, lo), (hi, lo), (lo, hi), (hi, hi)],
        5 => &[(lo, lo), (hi, lo), (mid, mid), (lo, hi), (hi, hi)],
        _ => &[(lo, lo), (hi, lo), (lo, mid), (hi, mid), (lo, hi), (hi, hi)],
    };
    rasterize(DIE, DIE, theme::BLOCK, move |x, y| {
        // A rounded square: distance outside a smaller square, against the radius.
        let (cx, cy) = ((x - 0.5).abs() - 0.34, (y - 0.5).abs() - 0.34);
        let outside = cx.max(0.0).hypot(cy.max(0.0));
        if outside > 0.14 {
            return None;
        }
        if outside > 0.1 {
            return Some(theme::CARD_EDGE);
        }
        let on_pip = pips
            .iter()
            .any(|(px, py)| (x - px).powi(2) + (y - py).powi(2) <= PIP * PIP);
        Some(if on_pip { theme::CARD_INK } else { theme::CARD })
    })
}

/// Index of a square's contents: 0 empty, then White's six kinds, then Black's.
fn slot(piece: Option<Piece>) -> usize {
    piece.map_or(0, |p| 1 + p.color.index() * 6 + p.kind.index())
}

fn key(dark: bool, mark: Mark) -> usize {
    usize::from(dark) * 3 + mark as usize
}

/// The (dark, mark) of a row of square tiles, by `key`.
fn row_of(key: usize) -> (bool, Mark) {
    (key >= 3, Mark::ALL[key % 3])
}

fn pieces() -> impl Iterator<Item = Piece> {
    Color::BOTH
        .into_iter()
        .flat_map(|color| Kind::ALL.map(|kind| Piece { color, kind }))
}

/// A row of square tiles in RGB: the empty square, then every piece by `slot`.
fn square_row(key: usize) -> Vec<RgbImage> {
    let (dark, mark) = row_of(key);
    let bg = square_colour(dark, mark);
    let mut tiles = vec![RgbImage::from_pixel(theme::SQUARE, theme::SQUARE, bg)];
    tiles.extend(pieces().map(|p| piece_tile(theme::SQUARE, bg, p, false)));
    tiles
}

/// A piece as a panel icon in RGB, black ones with a light rim.
fn icon_tile(piece: Piece) -> RgbImage {
    piece_tile(ICON, theme::BLOCK, piece, piece.color == Color::Black)
}

/// Every tile in RGB, for the palette's choice of edge colours.
#[cfg(test)]
pub fn rgb_tiles() -> impl Iterator<Item = RgbImage> {
    (0..ROWS)
        .flat_map(square_row)
        .chain(pieces().map(icon_tile))
        .chain((1..=6).map(die_face))
}

/// Rows of square tiles: light and dark, each with every mark.
const ROWS: usize = 6;

/// The tiles in palette indices, each made the first time an image needs it (a row of
/// squares at a time): glyph pieces cost far more to draw than pyramids, and a board
/// without highlights needs two rows of the six.
pub struct Tiles {
    /// By `key(dark, mark)`, then by `slot(piece)`.
    squares: [OnceLock<Vec<Canvas>>; ROWS],
    /// By `slot(piece) - 1`.
    icons: [OnceLock<Canvas>; 12],
    /// By value - 1.
    dice: [OnceLock<Canvas>; 6],
}

impl Tiles {
    pub fn square(&self, dark: bool, mark: Mark, piece: Option<Piece>) -> &Canvas {
        let key = key(dark, mark);
        let row = self.squares[key].get_or_init(|| {
            let tiles = square_row(key);
            tiles.iter().map(|t| PALETTE.quantise(t)).collect()
        });
        &row[slot(piece)]
    }

    pub fn icon(&self, piece: Piece) -> &Canvas {
        self.icons[slot(Some(piece)) - 1].get_or_init(|| PALETTE.quantise(&icon_tile(piece)))
    }

    /// The die showing `value`, clamped to 1..=6.
    pub fn die(&self, value: u8) -> &Canvas {
        let value = value.clamp(1, 6);
        self.dice[usize::from(value) - 1].get_or_init(|| PALETTE.quantise(&die_face(value)))
    }
}

pub static TILES: Tiles = Tiles {
    squares: [const { OnceLock::new() }; ROWS],
    icons: [const { OnceLock::new() }; 12],
    dice: [const { OnceLock::new() }; 6],
};
