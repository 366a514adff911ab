//! The one fixed palette every image is drawn in: boards are built from palette indices
//! (one byte a pixel), written as indexed PNGs and used as is by the GIF replay, so
//! nothing is quantised at run time.
//!
//! Its colours are the table in `palette_colours.rs`: every flat colour of the theme,
//! the anti-aliasing ramps of each text colour on the papers text is drawn on
//! ([`LEVELS`] steps), then the most used edge colours of both games' sprites. Choosing
//! those takes drawing every tile of both games, so it is done once by a test
//! (`palette_derivation.rs`) that also keeps the table honest, not at every start.
//! Index 255 stays free for the GIF's transparency.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::LazyLock;

use super::ink::Ink;
use super::palette_colours::COLOURS;
use super::raster::{Canvas, RgbImage};
use super::theme::{self, Rgb};

/// Coverage steps of anti-aliased text: 0 is paper, `LEVELS` is ink.
pub const LEVELS: u8 = 8;
/// Most entries a palette may have (index 255 is the GIF's transparency).
pub const MAX_COLOURS: usize = 255;
const _: () = assert!(COLOURS.len() <= MAX_COLOURS);

/// Marks a blend not worked out yet: no entry has this index (255 is kept free).
const UNKNOWN: u8 = 255;

pub struct Palette {
    pub colours: &'static [Rgb],
    /// Exact colour to index, for the flat colours.
    exact: HashMap<Rgb, u8>,
    /// `blends[(ink * 256 + base) * (LEVELS + 1) + level]`: the entry nearest to `ink`
    /// over entry `base` at coverage `level / LEVELS`, or [`UNKNOWN`] until first asked
    /// for. Text lands on a few bases only (its papers, and where lines touch), so each
    /// is worked out on demand: the whole table took 7 ms, at every start. Any thread
    /// may fill one in; all would store the same value, so relaxed atomics suffice.
    blends: Box<[AtomicU8]>,
}

/// Colour distance, weighted towards green as the eye is.
pub fn distance(a: Rgb, b: Rgb) -> u32 {
    let d = [0, 1, 2].map(|i| (i32::from(a[i]) - i32::from(b[i])).unsigned_abs());
    3 * d[0] * d[0] + 4 * d[1] * d[1] + 2 * d[2] * d[2]
}

/// The coverage a level stands for, out of 255.
pub fn level_alpha(level: u8) -> u8 {
    ((u32::from(level) * 255 + u32::from(LEVELS) / 2) / u32::from(LEVELS)) as u8
}

impl Palette {
    fn new(colours: &'static [Rgb]) -> Palette {
        let exact = colours
            .iter()
            .enumerate()
            .map(|(i, c)| (*c, i as u8))
            .collect();
        Palette {
            colours,
            exact,
            blends: (0..Ink::ALL.len() * 256 * (usize::from(LEVELS) + 1))
                .map(|_| AtomicU8::new(UNKNOWN))
                .collect(),
        }
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

    /// The entry nearest to `ink` over entry `base` at coverage `level / LEVELS`.
    #[inline]
    pub fn blend(&self, base: u8, ink: Ink, level: u8) -> u8 {
        let steps = usize::from(LEVELS) + 1;
        let slot =
            &self.blends[(ink as usize * 256 + usize::from(base)) * steps + usize::from(level)];
        match slot.load(Ordering::Relaxed) {
            UNKNOWN => {
                let c = theme::blend(self.rgb(base), ink.colour(), level_alpha(level));
                let entry = self.nearest(c);
                slot.store(entry, Ordering::Relaxed);
                entry
            }
            known => known,
        }
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
    /// prepared layers, quantised once). Neighbouring pixels are mostly equal, so the
    /// previous one is tried before the memo.
    pub fn quantise(&self, image: &RgbImage) -> Canvas {
        let mut memo: HashMap<Rgb, u8> = HashMap::new();
        let mut last: Option<(Rgb, u8)> = None;
        let pixels = image
            .pixels()
            .iter()
            .map(|p| match last {
                Some((c, i)) if c == *p => i,
                _ => {
                    let i = *memo.entry(*p).or_insert_with(|| self.nearest(*p));
                    last = Some((*p, i));
                    i
                }
            })
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

pub static PALETTE: LazyLock<Palette> = LazyLock::new(|| Palette::new(COLOURS));

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_ramps_run_from_paper_to_ink() {
        let palette = &*PALETTE;
        assert!(palette.colours.len() <= MAX_COLOURS);
        let block = palette.index(theme::BLOCK);
        assert_eq!(palette.blend(block, Ink::Text, 0), block);
        assert_eq!(
            palette.rgb(palette.blend(block, Ink::Text, LEVELS)),
            theme::TEXT
        );
        let half = theme::blend(theme::BLOCK, theme::TURN, level_alpha(LEVELS / 2));
        assert_eq!(
            palette.rgb(palette.blend(block, Ink::Turn, LEVELS / 2)),
            half
        );
    }
}
