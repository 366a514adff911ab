//! The one fixed palette every image is drawn in: boards are built from palette indices
//! (one byte a pixel), written as indexed PNGs and used as is by the GIF replay, so
//! nothing is quantised at run time.
//!
//! It holds, exactly: every flat colour of the theme, and the anti-aliasing ramps of
//! each text colour on the two papers text is drawn on ([`LEVELS`] steps); then, up to
//! 255 entries, the most used edge colours of the pyramid sprites (the rest map to their
//! nearest entry). Index 255 stays free for the GIF's transparency.

use std::collections::HashMap;
use std::sync::LazyLock;

use super::raster::{Canvas, RgbImage};
use super::sprites::RGB_SPRITES;
use super::theme::{self, Rgb};

/// Coverage steps of anti-aliased text: 0 is paper, `LEVELS` is ink.
pub const LEVELS: u8 = 8;
/// Most entries a palette may have (index 255 is the GIF's transparency).
pub const MAX_COLOURS: usize = 255;

/// The colours text is drawn in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ink {
    Text,
    Dim,
    Label,
    Turn,
    Winner,
    /// Red suits (Carnett's cards), on a card or on the panel.
    Red,
    /// Black suits and ranks on a card's paper.
    Card,
}

impl Ink {
    pub const ALL: [Ink; 7] = [
        Ink::Text,
        Ink::Dim,
        Ink::Label,
        Ink::Turn,
        Ink::Winner,
        Ink::Red,
        Ink::Card,
    ];

    pub fn colour(self) -> Rgb {
        match self {
            Ink::Text => theme::TEXT,
            Ink::Dim => theme::DIM_TEXT,
            Ink::Label => theme::LABEL,
            Ink::Turn => theme::TURN,
            Ink::Winner => theme::WINNER,
            Ink::Red => theme::RED_SUIT,
            Ink::Card => theme::CARD_INK,
        }
    }
}

/// The papers text is drawn on (where its ramps are exact).
const PAPERS: [Rgb; 2] = [theme::BLOCK, theme::BACKGROUND];

/// The (ink, paper) pairs whose anti-aliasing ramps are in the palette: every panel ink
/// on the two papers, and the cards' two inks on a card (red also on the panel, for
/// the lead suit). Other pairs blend to the nearest entry.
fn ramps() -> Vec<(Ink, Rgb)> {
    let mut pairs: Vec<(Ink, Rgb)> = [Ink::Text, Ink::Dim, Ink::Label, Ink::Turn, Ink::Winner]
        .into_iter()
        .flat_map(|ink| PAPERS.map(|paper| (ink, paper)))
        .collect();
    pairs.extend([
        (Ink::Red, theme::CARD),
        (Ink::Card, theme::CARD),
        (Ink::Red, theme::BLOCK),
    ]);
    pairs
}

pub struct Palette {
    pub colours: Vec<Rgb>,
    /// Exact colour to index, for the flat colours.
    exact: HashMap<Rgb, u8>,
    /// `blend[(base * inks + ink) * (LEVELS + 1) + level]`: the entry nearest to `ink`
    /// over entry `base` at coverage `level / LEVELS`.
    blend: Vec<u8>,
}

/// Colour distance, weighted towards green as the eye is.
fn distance(a: Rgb, b: Rgb) -> u32 {
    let d = [0, 1, 2].map(|i| (i32::from(a[i]) - i32::from(b[i])).unsigned_abs());
    3 * d[0] * d[0] + 4 * d[1] * d[1] + 2 * d[2] * d[2]
}

fn flat_colours() -> Vec<Rgb> {
    let mut flats = vec![
        theme::BACKGROUND,
        theme::BLOCK,
        theme::FRAME_COLOUR,
        theme::CANAL_WATER,
        theme::CANAL_SHINE,
        theme::PIECE_LIGHT,
        theme::PIECE_DARK,
        theme::PIECE_OUTLINE,
        theme::PIP,
    ];
    flats.extend(Ink::ALL.map(Ink::colour));
    flats.extend(theme::ZONE_SWATCHES);
    flats.extend(crate::carnett::sprites::flat_colours());
    for tints in theme::ZONE_TINTS {
        for base in tints {
            flats.push(base);
            flats.push(theme::blend(base, theme::HIGHLIGHT, theme::HIGHLIGHT_ALPHA));
        }
    }
    flats
}

/// The coverage a level stands for, out of 255.
pub fn level_alpha(level: u8) -> u8 {
    ((u32::from(level) * 255 + u32::from(LEVELS) / 2) / u32::from(LEVELS)) as u8
}

impl Palette {
    fn build() -> Palette {
        let mut colours: Vec<Rgb> = Vec::with_capacity(MAX_COLOURS);
        let push = |colours: &mut Vec<Rgb>, c: Rgb| {
            if !colours.contains(&c) {
                colours.push(c);
            }
        };
        for c in flat_colours() {
            push(&mut colours, c);
        }
        for (ink, paper) in ramps() {
            for level in 1..LEVELS {
                push(
                    &mut colours,
                    theme::blend(paper, ink.colour(), level_alpha(level)),
                );
            }
        }
        // The sprites' edge colours (both games' pieces), most used first, spread out
        // as far as room allows.
        let mut counts: HashMap<Rgb, u32> = HashMap::new();
        for tile in RGB_SPRITES.all().chain(crate::carnett::sprites::RGB.all()) {
            for p in tile.pixels() {
                *counts.entry(*p).or_default() += 1;
            }
        }
        let mut candidates: Vec<(Rgb, u32)> = counts
            .into_iter()
            .filter(|(c, _)| colours.iter().all(|p| distance(*p, *c) > 8))
            .collect();
        candidates.sort_by_key(|(c, n)| (std::cmp::Reverse(*n), c.0));
        let room = MAX_COLOURS - colours.len();
        let mut spread = 8;
        let chosen = loop {
            let mut chosen: Vec<Rgb> = Vec::with_capacity(room);
            for (c, _) in &candidates {
                if chosen.len() > room {
                    break;
                }
                if chosen.iter().all(|p| distance(*p, *c) > spread) {
                    chosen.push(*c);
                }
            }
            if chosen.len() <= room {
                break chosen;
            }
            spread = spread * 3 / 2;
        };
        colours.extend(chosen);
        let exact = colours
            .iter()
            .enumerate()
            .map(|(i, c)| (*c, i as u8))
            .collect();
        let mut palette = Palette {
            colours,
            exact,
            blend: Vec::new(),
        };
        let levels = usize::from(LEVELS) + 1;
        let mut blend = vec![0u8; 256 * Ink::ALL.len() * levels];
        for base in 0..palette.colours.len() {
            for (k, ink) in Ink::ALL.iter().enumerate() {
                for level in 0..=LEVELS {
                    let c = theme::blend(palette.colours[base], ink.colour(), level_alpha(level));
                    blend[(base * Ink::ALL.len() + k) * levels + usize::from(level)] =
                        palette.nearest(c);
                }
            }
        }
        palette.blend = blend;
        palette
    }

    /// The entry nearest to `c` (exact when `c` is in the palette).
    pub fn nearest(&self, c: Rgb) -> u8 {
        if let Some(i) = self.exact.get(&c) {
            return *i;
        }
        self.colours
            .iter()
            .enumerate()
            .min_by_key(|(_, p)| distance(**p, c))
            .map_or(0, |(i, _)| i as u8)
    }

    /// The index of a flat theme colour (or its nearest entry).
    pub fn index(&self, c: Rgb) -> u8 {
        self.nearest(c)
    }

    /// The blend table row for one ink: `row[base * (LEVELS + 1) * inks + level]`.
    #[inline]
    pub fn blended(&self, base: u8, ink: Ink, level: u8) -> u8 {
        let k = ink as usize;
        self.blend[(usize::from(base) * Ink::ALL.len() + k) * (usize::from(LEVELS) + 1)
            + usize::from(level)]
    }

    pub fn rgb(&self, index: u8) -> Rgb {
        self.colours
            .get(usize::from(index))
            .copied()
            .unwrap_or(theme::BACKGROUND)
    }

    /// The palette as PNG's PLTE wants it.
    pub fn bytes(&self) -> Vec<u8> {
        self.colours.iter().flat_map(|c| c.0).collect()
    }

    /// An RGB image in palette indices, each pixel its nearest entry (for the
    /// prepared layers: sprites and templates, quantised once).
    pub fn quantise(&self, image: &RgbImage) -> Canvas {
        let mut memo: HashMap<Rgb, u8> = HashMap::new();
        let pixels = image
            .pixels()
            .iter()
            .map(|p| *memo.entry(*p).or_insert_with(|| self.nearest(*p)))
            .collect();
        Canvas::from_pixels(image.width(), image.height(), pixels)
    }

    /// An indexed canvas back in RGB.
    pub fn expand(&self, canvas: &Canvas) -> RgbImage {
        let table: Vec<Rgb> = (0..=255u8).map(|i| self.rgb(i)).collect();
        RgbImage::from_pixels(
            canvas.width(),
            canvas.height(),
            canvas
                .pixels()
                .iter()
                .map(|&i| table[usize::from(i)])
                .collect(),
        )
    }
}

pub static PALETTE: LazyLock<Palette> = LazyLock::new(Palette::build);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flat_colours_and_text_ramps_are_exact() {
        let palette = &*PALETTE;
        assert!(palette.colours.len() <= MAX_COLOURS);
        for c in flat_colours() {
            assert_eq!(palette.rgb(palette.index(c)), c, "{c:?}");
        }
        let block = palette.index(theme::BLOCK);
        assert_eq!(palette.blended(block, Ink::Text, 0), block);
        assert_eq!(
            palette.rgb(palette.blended(block, Ink::Text, LEVELS)),
            theme::TEXT
        );
        let half = theme::blend(theme::BLOCK, theme::TURN, level_alpha(LEVELS / 2));
        assert_eq!(
            palette.rgb(palette.blended(block, Ink::Turn, LEVELS / 2)),
            half
        );
    }
}
