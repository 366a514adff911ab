//! Text with the bundled fonts, laid out with `ab_glyph`: measuring, fitting names with
//! an ellipsis, wrapping, falling back glyph by glyph to a CJK font, and replacing
//! characters no font has so that no name can break the layout.
//!
//! A line is rasterised once into a [`Run`] of coverage levels and kept in a small
//! per-thread cache keyed by face, size and text: names, scores and captions recur on
//! every board of a game, so drawing one is usually only blending a cached run into the
//! canvas through the palette's blend table. (imageproc's `draw_text_mut`, used for the
//! board labels in `board.rs`, re-outlines every glyph on every call and blends in RGB,
//! which is what made text a large share of a board's cost.)

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::LazyLock;

use ab_glyph::{point, Font, FontRef, GlyphId, PxScale, ScaleFont};

use super::ink::Ink;
use super::palette::{LEVELS, PALETTE};
use super::raster::Canvas;

static REGULAR: LazyLock<FontRef<'static>> = LazyLock::new(|| {
    FontRef::try_from_slice(include_bytes!("../../../fonts/DejaVuSans.ttf"))
        .expect("the bundled DejaVuSans.ttf is a valid font")
});
static BOLD: LazyLock<FontRef<'static>> = LazyLock::new(|| {
    FontRef::try_from_slice(include_bytes!("../../../fonts/DejaVuSans-Bold.ttf"))
        .expect("the bundled DejaVuSans-Bold.ttf is a valid font")
});

/// For characters DejaVu lacks: Chinese and Japanese (Droid Sans Fallback,
/// Apache-2.0), so that such names are legible instead of boxes.
static FALLBACK: LazyLock<FontRef<'static>> = LazyLock::new(|| {
    FontRef::try_from_slice(include_bytes!("../../../fonts/DroidSansFallbackFull.ttf"))
        .expect("the bundled DroidSansFallbackFull.ttf is a valid font")
});

/// Which of the two bundled faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Weight {
    Regular,
    Bold,
}

/// A face at a size: everything needed to measure or draw a line.
#[derive(Clone, Copy, Debug)]
pub struct Style {
    pub weight: Weight,
    pub size: f32,
}

impl Style {
    pub const fn new(weight: Weight, size: f32) -> Style {
        Style { weight, size }
    }

    pub fn font(self) -> &'static FontRef<'static> {
        match self.weight {
            Weight::Regular => &REGULAR,
            Weight::Bold => &BOLD,
        }
    }

    /// The fonts tried for a character, in order.
    fn chain(self) -> [&'static FontRef<'static>; 3] {
        match self.weight {
            Weight::Regular => [&REGULAR, &BOLD, &FALLBACK],
            Weight::Bold => [&BOLD, &REGULAR, &FALLBACK],
        }
    }

    /// The font drawing `c` and its glyph there (the first font's "missing" glyph if
    /// none has it).
    fn glyph(self, c: char) -> (&'static FontRef<'static>, GlyphId) {
        let chain = self.chain();
        for font in chain {
            let id = font.glyph_id(c);
            if id != GlyphId(0) {
                return (font, id);
            }
        }
        (chain[0], GlyphId(0))
    }

    /// Distance from the top of a line to its baseline.
    pub fn ascent(self) -> f32 {
        self.font().as_scaled(PxScale::from(self.size)).ascent()
    }
}

/// Drawn in place of a character no bundled font has (emoji, rare scripts): a hollow square,
/// which every reader takes for "a character I cannot see".
pub const MISSING: char = '\u{25A1}';

/// Makes a user-supplied string safe to draw on one line: controls and invisible
/// format characters (joiners, variation selectors, bidi marks, emoji modifiers) are
/// dropped, runs of whitespace become one space, and characters missing from the font
/// become [`MISSING`].
pub fn sanitize(text: &str) -> String {
    let style = Style::new(Weight::Bold, 1.0);
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_whitespace() {
            if !out.is_empty() && !out.ends_with(' ') {
                out.push(' ');
            }
        } else if c.is_control() || is_invisible(c) {
            continue;
        } else if style.glyph(c).1 == GlyphId(0) {
            out.push(MISSING);
        } else {
            out.push(c);
        }
    }
    out.truncate(out.trim_end().len());
    out
}

/// Zero-width characters that only modify their neighbours.
fn is_invisible(c: char) -> bool {
    matches!(c,
        '\u{00AD}' | '\u{034F}' | '\u{061C}' | '\u{115F}' | '\u{1160}' | '\u{17B4}' | '\u{17B5}'
        | '\u{180B}'..='\u{180F}' | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}'
        | '\u{2060}'..='\u{206F}' | '\u{3164}' | '\u{FE00}'..='\u{FE0F}' | '\u{FEFF}'
        | '\u{FFA0}' | '\u{1F3FB}'..='\u{1F3FF}' | '\u{E0000}'..='\u{E0FFF}')
}

/// Lays out `text` on one line from pen position 0: each glyph with its font and x.
fn layout(
    style: Style,
    text: &str,
    mut each: impl FnMut(&'static FontRef<'static>, GlyphId, f32),
) -> f32 {
    let scale = PxScale::from(style.size);
    let mut x = 0.0;
    let mut previous: Option<(*const FontRef<'static>, GlyphId)> = None;
    for c in text.chars() {
        let (font, id) = style.glyph(c);
        let scaled = font.as_scaled(scale);
        if let Some((f, p)) = previous {
            if std::ptr::eq(f, font) {
                x += scaled.kern(p, id);
            }
        }
        each(font, id, x);
        x += scaled.h_advance(id);
        previous = Some((font, id));
    }
    x
}

/// Width of `text` in pixels, with kerning.
pub fn width(style: Style, text: &str) -> f32 {
    layout(style, text, |_, _, _| {})
}

/// Line breaking done on this thread, by face, size, width, line count (0 for `fit`)
/// and text: measuring a long name or sentence glyph by glyph costs more than drawing
/// it from the run cache, and the same ones recur on every board of a game.
type LinesKey = (Weight, u32, u32, usize, String);
thread_local! {
    static LINES: RefCell<HashMap<LinesKey, Rc<[String]>>> = RefCell::new(HashMap::new());
}

fn memo(
    style: Style,
    text: &str,
    max: f32,
    lines: usize,
    compute: impl FnOnce() -> Vec<String>,
) -> Rc<[String]> {
    let key = (
        style.weight,
        style.size.to_bits(),
        max.to_bits(),
        lines,
        text.to_owned(),
    );
    if let Some(hit) = LINES.with(|memo| memo.borrow().get(&key).cloned()) {
        return hit;
    }
    let value: Rc<[String]> = compute().into();
    LINES.with(|memo| {
        let mut memo = memo.borrow_mut();
        if memo.len() >= RUN_CACHE {
            memo.clear();
        }
        memo.insert(key, Rc::clone(&value));
    });
    value
}

/// How many characters a name keeps, step by step, when a sentence about the game's end
/// does not fit whole: names give way first, so that who won and why always shows.
pub const NAME_LIMITS: [usize; 6] = [24, 16, 12, 8, 5, 3];

/// `name` cut to at most `max` characters, the last of them an ellipsis; as it is when
/// it is short enough already.
pub fn shorten(name: &str, max: usize) -> String {
    if name.chars().count() <= max {
        return name.to_owned();
    }
    let kept: String = name.chars().take(max.saturating_sub(1)).collect();
    kept.trim_end().to_owned() + "…"
}

/// Whether `text`, wrapped to `max` pixels in at most `max_lines` lines, shows whole:
/// no word cut, nothing left out.
pub fn wraps_whole(style: Style, text: &str, max: f32, max_lines: usize) -> bool {
    let bare = |t: &str| t.chars().filter(|c| !c.is_whitespace()).collect::<String>();
    bare(&wrap(style, text, max, max_lines).concat()) == bare(text)
}

/// The first of `candidates` (the same sentence with shorter and shorter names) that
/// `whole` accepts, or the last one.
pub fn first_whole<T>(candidates: Vec<T>, whole: impl Fn(&T) -> bool) -> Option<T> {
    let mut last = None;
    for candidate in candidates {
        if whole(&candidate) {
            return Some(candidate);
        }
        last = Some(candidate);
    }
    last
}

/// `text` shortened with an ellipsis until it fits in `max` pixels.
pub fn fit(style: Style, text: &str, max: f32) -> String {
    let lines = memo(style, text, max, 0, || vec![fit_uncached(style, text, max)]);
    lines.first().cloned().unwrap_or_default()
}

fn fit_uncached(style: Style, text: &str, max: f32) -> String {
    if width(style, text) <= max {
        return text.to_owned();
    }
    let chars: Vec<char> = text.chars().collect();
    let candidate = |n: usize| chars[..n].iter().collect::<String>().trim_end().to_owned() + "…";
    let fits = |n: usize| width(style, &candidate(n)) <= max;
    // Widths grow with the prefix (advances dwarf kerning): search, then make sure.
    let (mut lo, mut hi) = (0, chars.len().saturating_sub(1));
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        if fits(mid) {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    while lo > 0 && !fits(lo) {
        lo -= 1;
    }
    if lo == 0 {
        return "…".to_owned();
    }
    candidate(lo)
}

/// Greedy word wrap into at most `max_lines` lines of `max` pixels; the last line gets
/// an ellipsis if text remains, and a word longer than a line is cut with one.
pub fn wrap(style: Style, text: &str, max: f32, max_lines: usize) -> Vec<String> {
    memo(style, text, max, max_lines + 1, || {
        wrap_uncached(style, text, max, max_lines)
    })
    .to_vec()
}

fn wrap_uncached(style: Style, text: &str, max: f32, max_lines: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut current = String::new();
    for word in text.split_whitespace() {
        let candidate = if current.is_empty() {
            word.to_owned()
        } else {
            format!("{current} {word}")
        };
        if width(style, &candidate) <= max || current.is_empty() {
            current = candidate;
            continue;
        }
        lines.push(std::mem::replace(&mut current, word.to_owned()));
    }
    if !current.is_empty() {
        lines.push(current);
    }
    if lines.len() > max_lines {
        lines.truncate(max_lines);
        if let Some(last) = lines.last_mut() {
            *last = fit(style, &format!("{last} …"), max);
            if !last.ends_with('…') {
                last.push('…');
            }
        }
    }
    lines
        .into_iter()
        .map(|line| fit(style, &line, max))
        .collect()
}

/// A line rasterised once: coverage levels (0 to [`LEVELS`]) in a box placed relative
/// to the pen's start on the line's top.
pub struct Run {
    /// Width of the line for alignment (the pen's advance).
    pub advance: f32,
    left: i32,
    top: i32,
    width: usize,
    levels: Vec<u8>,
}

impl Run {
    fn build(style: Style, text: &str) -> Run {
        let baseline = style.ascent();
        let mut glyphs = Vec::new();
        let advance = layout(style, text, |font, id, x| {
            let glyph = id.with_scale_and_position(style.size, point(x, baseline));
            if let Some(outlined) = font.outline_glyph(glyph) {
                glyphs.push(outlined);
            }
        });
        let bounds: Vec<_> = glyphs.iter().map(|g| g.px_bounds()).collect();
        let (left, top) = bounds.iter().fold((i32::MAX, i32::MAX), |(l, t), b| {
            (l.min(b.min.x as i32), t.min(b.min.y as i32))
        });
        let (right, bottom) = bounds.iter().fold((i32::MIN, i32::MIN), |(r, b), bb| {
            (r.max(bb.max.x as i32), b.max(bb.max.y as i32))
        });
        if glyphs.is_empty() || right <= left || bottom <= top {
            return Run {
                advance,
                left: 0,
                top: 0,
                width: 0,
                levels: Vec::new(),
            };
        }
        let (w, h) = ((right - left) as usize, (bottom - top) as usize);
        let mut coverage = vec![0f32; w * h];
        for (glyph, b) in glyphs.iter().zip(&bounds) {
            let (gx, gy) = (b.min.x as i32 - left, b.min.y as i32 - top);
            glyph.draw(|dx, dy, c| {
                let (x, y) = (gx + dx as i32, gy + dy as i32);
                if (0..w as i32).contains(&x) && (0..h as i32).contains(&y) {
                    coverage[y as usize * w + x as usize] += c;
                }
            });
        }
        let levels = coverage
            .iter()
            .map(|c| (c.clamp(0.0, 1.0) * f32::from(LEVELS) + 0.5) as u8)
            .collect();
        Run {
            advance,
            left,
            top,
            width: w,
            levels,
        }
    }

    /// Blends the run into `canvas` with its pen start at (`x`, `y`), clipped.
    fn draw(&self, canvas: &mut Canvas, ink: Ink, x: i32, y: i32) {
        if self.width == 0 {
            return;
        }
        let palette = &*PALETTE;
        let (cw, ch) = (canvas.width() as i32, canvas.height() as i32);
        let (x0, y0) = (x + self.left, y + self.top);
        let stride = cw as usize;
        let pixels = canvas.pixels_mut();
        for (row, levels) in self.levels.chunks_exact(self.width).enumerate() {
            let py = y0 + row as i32;
            if py < 0 || py >= ch {
                continue;
            }
            let start = (-x0).max(0) as usize;
            let end = ((cw - x0).max(0) as usize).min(self.width);
            let base = py as usize * stride;
            for (i, &level) in levels.iter().enumerate().take(end).skip(start) {
                if level == 0 {
                    continue;
                }
                let at = base + (x0 + i as i32) as usize;
                pixels[at] = palette.blend(pixels[at], ink, level);
            }
        }
    }
}

/// Runs built on this thread, by face, size and text. Cleared when it grows past
/// [`RUN_CACHE`] entries (a few megabytes at most: a run is a line's coverage, a
/// kilobyte or two). Large enough for every string of a 200-player standings table
/// (about a thousand: ranks, names, scores, each round's cell), which a smaller cache
/// cleared over and over while drawing it, building each string anew.
type RunKey = (Weight, u32, String);
thread_local! {
    static RUNS: RefCell<HashMap<RunKey, Rc<Run>>> = RefCell::new(HashMap::new());
}
const RUN_CACHE: usize = 2048;

/// The rasterised line `text` in `style`, from the cache when it was drawn before.
pub fn run(style: Style, text: &str) -> Rc<Run> {
    RUNS.with(|runs| {
        let mut runs = runs.borrow_mut();
        let key = (style.weight, style.size.to_bits(), text.to_owned());
        if let Some(run) = runs.get(&key) {
            return Rc::clone(run);
        }
        if runs.len() >= RUN_CACHE {
            runs.clear();
        }
        let run = Rc::new(Run::build(style, text));
        runs.insert(key, Rc::clone(&run));
        run
    })
}

/// Where a line is anchored horizontally.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Centre,
    Right,
}

/// Draws one line with its top at `y` and `x` at its left edge, centre or right edge;
/// glyphs are clipped to the canvas.
pub fn draw(canvas: &mut Canvas, style: Style, ink: Ink, x: f32, y: f32, align: Align, text: &str) {
    let run = run(style, text);
    let left = match align {
        Align::Left => x,
        Align::Centre => x - run.advance / 2.0,
        Align::Right => x - run.advance,
    };
    run.draw(canvas, ink, left.round() as i32, y.round() as i32);
}

#[cfg(test)]
mod tests {
    use super::*;

    const NAME: Style = Style::new(Weight::Bold, 20.0);

    #[test]
    fn missing_glyphs_become_boxes_and_invisibles_vanish() {
        assert_eq!(sanitize("  alice \n\t smith "), "alice smith");
        assert_eq!(sanitize("Ωμέγα Жук"), "Ωμέγα Жук");
        assert_eq!(sanitize("山田 ひろし"), "山田 ひろし");
        // Thumbs up with a skin tone and a variation selector: one box.
        assert_eq!(sanitize("ok\u{1F44D}\u{1F3FD}\u{FE0F}"), "ok\u{25A1}");
        assert_eq!(sanitize("a\u{200D}b\u{202E}c\u{0007}"), "abc");
        assert_eq!(sanitize(""), "");
    }

    #[test]
    fn long_names_are_cut_with_an_ellipsis_and_fit() {
        let long = "Supercalifragilisticexpialidocious the Magnificent";
        let cut = fit(NAME, long, 120.0);
        assert!(cut.ends_with('…'), "{cut}");
        assert!(width(NAME, &cut) <= 120.0);
        assert_eq!(fit(NAME, "bob", 120.0), "bob");
        assert_eq!(fit(NAME, "WWWW", 1.0), "…");
    }

    #[test]
    fn wrapping_respects_width_and_line_count() {
        let text = "the quick brown fox jumps over the lazy dog again and again and again";
        let lines = wrap(NAME, text, 150.0, 2);
        assert_eq!(lines.len(), 2);
        assert!(lines.iter().all(|l| width(NAME, l) <= 150.0));
        assert!(lines[1].ends_with('…'));
        assert_eq!(wrap(NAME, "", 150.0, 2), Vec::<String>::new());
    }
}
