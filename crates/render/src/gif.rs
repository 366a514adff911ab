//! Animated GIF replays, written directly: the renderer's fixed palette is the global
//! colour table, so frames (already palette indices) need no quantising; the first
//! frame is whole, then each move is the smallest rectangle holding what changed, with
//! unchanged pixels transparent.
//!
//! One frame per move, even though the "to move" border jumps between the player blocks
//! and so the changed rectangle spans most of the image: its unchanged pixels form long
//! transparent runs, which the LZW coder below skips through in strides instead of one
//! pixel at a time, so a frame costs about what really changed. (Splitting a move into
//! sub-frames would be as cheap, but browsers show a frame with a delay under 20 ms
//! for 100 ms, so a move would visibly land in pieces.)
//!
//! Written here rather than through an encoder crate: `image`'s `GifEncoder` quantizes
//! every frame from scratch and always places full frames at the origin, far too slow
//! for a 60-move replay, and the `gif` crate's LZW coder has no short cut for the
//! transparent runs (lichess's lila-gif takes the same approach with a fixed palette).
//! The tests decode the result with the `gif` crate.

use super::options::{Highlight, Options, Orientation};
use super::palette::PALETTE;
use super::raster::Canvas;
use super::scene;
use super::theme;
use martian_engine::{Game, Piece};

/// Time each move is shown, in hundredths of a second.
pub const MOVE_DELAY_CS: u16 = 100;
/// Time the final position is held before the replay loops.
pub const FINAL_DELAY_CS: u16 = 400;

/// Palette index that marks "unchanged since the previous frame".
const TRANSPARENT: u8 = 255;

/// The replay: frames rendered with the same code as the PNG, then diffed.
pub fn replay(game: &Game, options: &Options) -> Vec<u8> {
    let flipped = options.orientation == Orientation::North;
    let players = game.start().layout().players();
    let mut captured: Vec<Vec<Piece>> = vec![Vec::new(); players];
    let last = game.ply();
    let mut writer: Option<Writer> = None;
    let mut previous: Option<Canvas> = None;
    for (ply, pos) in game.positions().enumerate() {
        if ply > 0 {
            if let Some(effect) = game.effects().get(ply - 1) {
                if let (Some(piece), Some(list)) =
                    (effect.captured, captured.get_mut(effect.mover.index()))
                {
                    list.push(piece);
                }
            }
        }
        let frame_options = Options {
            captured: Some(captured.clone()),
            highlight: Highlight::LastMove,
            verdict: if ply == last {
                options.verdict.clone()
            } else {
                None
            },
            ..options.clone()
        };
        let image = scene::draw(&pos, &frame_options, flipped);
        let delay = if ply == last {
            FINAL_DELAY_CS
        } else {
            MOVE_DELAY_CS
        };
        let writer = writer.get_or_insert_with(|| Writer::new(image.width(), image.height()));
        writer.frame(previous.as_ref(), &image, delay);
        previous = Some(image);
    }
    writer.map(Writer::finish).unwrap_or_default()
}

/// An animation of ready frames (each with its delay in hundredths of a second), all
/// of one size, written as [`replay`] writes its own: for Carnett's replays.
pub(crate) fn animate(frames: impl IntoIterator<Item = (Canvas, u16)>) -> Vec<u8> {
    let mut writer: Option<Writer> = None;
    let mut previous: Option<Canvas> = None;
    for (image, delay) in frames {
        let writer = writer.get_or_insert_with(|| Writer::new(image.width(), image.height()));
        writer.frame(previous.as_ref(), &image, delay);
        previous = Some(image);
    }
    writer.map(Writer::finish).unwrap_or_default()
}

/// A region of the canvas.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Region {
    x: u32,
    y: u32,
    w: u32,
    h: u32,
}

/// The smallest rectangle holding every pixel that differs, if any does.
fn changed(previous: &Canvas, current: &Canvas) -> Option<Region> {
    let stride = current.width() as usize;
    let (a, b) = (previous.pixels(), current.pixels());
    let (mut x0, mut x1, mut y0, mut y1) = (usize::MAX, 0, usize::MAX, 0);
    for (row, (ra, rb)) in a
        .chunks_exact(stride)
        .zip(b.chunks_exact(stride))
        .enumerate()
    {
        if ra == rb {
            continue;
        }
        let first = common_prefix(ra, rb);
        let last = (first..stride)
            .rev()
            .find(|x| ra[*x] != rb[*x])
            .unwrap_or(first);
        x0 = x0.min(first);
        x1 = x1.max(last);
        y0 = y0.min(row);
        y1 = row;
    }
    (y0 != usize::MAX).then(|| Region {
        x: x0 as u32,
        y: y0 as u32,
        w: (x1 - x0 + 1) as u32,
        h: (y1 - y0 + 1) as u32,
    })
}

/// How many leading bytes of `a` equal those of `b`.
fn common_prefix(a: &[u8], b: &[u8]) -> usize {
    let n = a.len().min(b.len());
    let mut i = 0;
    while i + 16 <= n {
        let word = |s: &[u8]| u128::from_ne_bytes(s[i..i + 16].try_into().unwrap_or([0; 16]));
        if word(a) != word(b) {
            break;
        }
        i += 16;
    }
    i + a[i..n]
        .iter()
        .zip(&b[i..n])
        .take_while(|(p, q)| p == q)
        .count()
}

/// How many leading bytes of `s` are [`TRANSPARENT`], 16 at a time where it can.
fn leading_transparent(s: &[u8]) -> usize {
    let mut i = 0;
    while i + 16 <= s.len() {
        let word = u128::from_ne_bytes(s[i..i + 16].try_into().unwrap_or([0; 16]));
        if word != u128::from_ne_bytes([TRANSPARENT; 16]) {
            break;
        }
        i += 16;
    }
    i + s[i..].iter().take_while(|p| **p == TRANSPARENT).count()
}

/// The indices of a region; pixels equal to `previous` become transparent.
fn indices(previous: Option<&Canvas>, current: &Canvas, r: Region) -> Vec<u8> {
    let stride = current.width() as usize;
    let mut out = Vec::with_capacity(r.w as usize * r.h as usize);
    for y in r.y as usize..(r.y + r.h) as usize {
        let span = y * stride + r.x as usize..y * stride + (r.x + r.w) as usize;
        let now = &current.pixels()[span.clone()];
        match previous {
            Some(p) => out.extend(now.iter().zip(&p.pixels()[span]).map(|(c, b)| {
                if c == b {
                    TRANSPARENT
                } else {
                    *c
                }
            })),
            None => out.extend_from_slice(now),
        }
    }
    out
}

/// The GIF byte stream being written.
struct Writer {
    bytes: Vec<u8>,
}

fn u16le(v: u32) -> [u8; 2] {
    (v.min(u32::from(u16::MAX)) as u16).to_le_bytes()
}

impl Writer {
    fn new(width: u32, height: u32) -> Writer {
        let mut bytes = Vec::with_capacity(256 * 1024);
        bytes.extend_from_slice(b"GIF89a");
        bytes.extend_from_slice(&u16le(width));
        bytes.extend_from_slice(&u16le(height));
        // Global colour table of 256 entries, 8 bits per primary.
        bytes.extend_from_slice(&[0xF7, 0, 0]);
        let colours = &PALETTE.colours;
        for i in 0..256 {
            let c = colours.get(i).copied().unwrap_or(theme::BACKGROUND);
            bytes.extend_from_slice(&c.0);
        }
        // Loop forever (NETSCAPE2.0 application extension).
        bytes.extend_from_slice(b"\x21\xFF\x0BNETSCAPE2.0\x03\x01\x00\x00\x00");
        Writer { bytes }
    }

    /// Adds a frame: the whole image first, then only what changed.
    fn frame(&mut self, previous: Option<&Canvas>, current: &Canvas, delay: u16) {
        let whole = Region {
            x: 0,
            y: 0,
            w: current.width(),
            h: current.height(),
        };
        let region = match previous {
            None => whole,
            // Nothing changed: a single transparent pixel keeps the frame's timing.
            Some(p) => changed(p, current).unwrap_or(Region {
                x: 0,
                y: 0,
                w: 1,
                h: 1,
            }),
        };
        let pixels = indices(previous, current, region);
        // Graphic control: keep the frame in place (disposal 1), transparency on.
        let [d0, d1] = delay.to_le_bytes();
        self.bytes
            .extend_from_slice(&[0x21, 0xF9, 0x04, 0x05, d0, d1, TRANSPARENT, 0x00]);
        self.bytes.push(0x2C);
        for v in [region.x, region.y, region.w, region.h] {
            self.bytes.extend_from_slice(&u16le(v));
        }
        self.bytes.push(0x00);
        self.bytes.push(8);
        let data = lzw(&pixels);
        for block in data.chunks(255) {
            self.bytes.push(block.len() as u8);
            self.bytes.extend_from_slice(block);
        }
        self.bytes.push(0x00);
    }

    fn finish(mut self) -> Vec<u8> {
        self.bytes.push(0x3B);
        self.bytes
    }
}

/// Packs variable-width codes least significant bit first, as GIF wants.
struct Bits {
    out: Vec<u8>,
    acc: u32,
    len: u32,
}

impl Bits {
    fn put(&mut self, code: u16, width: u32) {
        self.acc |= u32::from(code) << self.len;
        self.len += width;
        while self.len >= 8 {
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.len -= 8;
        }
    }

    fn finish(mut self) -> Vec<u8> {
        if self.len > 0 {
            self.out.push(self.acc as u8);
        }
        self.out
    }
}

const MIN_CODE_SIZE: u32 = 8;
const CLEAR: u16 = 1 << MIN_CODE_SIZE;
const END: u16 = CLEAR + 1;
const MAX_CODES: u16 = 4096;
/// Open-addressing table for the dictionary: (prefix code, next index) -> code.
const TABLE: usize = 8192;

/// GIF's LZW over 8-bit indices, with a clear code whenever the dictionary fills.
///
/// Runs of [`TRANSPARENT`] take a short cut. The dictionary holds the run of n of them
/// for every n up to some longest (each is added when the one before is emitted and
/// followed by one more), so while the current string is such a run, it can grow
/// straight to the longest known run that the input allows, without a lookup per pixel.
fn lzw(pixels: &[u8]) -> Vec<u8> {
    let mut bits = Bits {
        out: Vec::with_capacity(pixels.len() / 8 + 16),
        acc: 0,
        len: 0,
    };
    let mut keys = vec![u32::MAX; TABLE];
    let mut codes = vec![0u16; TABLE];
    // runs[n]: the code of n transparent pixels, for n up to runs.len() - 1.
    let mut runs: Vec<u16> = vec![0, u16::from(TRANSPARENT)];
    let mut width = MIN_CODE_SIZE + 1;
    let mut next = END + 1;
    bits.put(CLEAR, width);
    let Some((&first, _)) = pixels.split_first() else {
        bits.put(END, width);
        return bits.finish();
    };
    let mut prefix = u16::from(first);
    // Length of the current string when it is a run of transparent pixels, else 0.
    let mut run = usize::from(first == TRANSPARENT);
    let mut i = 1;
    while i < pixels.len() {
        let k = pixels[i];
        if run > 0 && k == TRANSPARENT {
            let longest = runs.len() - 1;
            if run < longest {
                let want = longest - run;
                let ahead = leading_transparent(&pixels[i..(i + want).min(pixels.len())]);
                run += ahead;
                i += ahead;
                prefix = runs[run];
                continue;
            }
        }
        let key = (u32::from(prefix) << 8) | u32::from(k);
        let mut slot = (key.wrapping_mul(0x9E37_79B1) >> 19) as usize % TABLE;
        while keys[slot] != key && keys[slot] != u32::MAX {
            slot = (slot + 1) % TABLE;
        }
        i += 1;
        if keys[slot] == key {
            prefix = codes[slot];
            run = if run > 0 && k == TRANSPARENT {
                run + 1
            } else {
                0
            };
            continue;
        }
        bits.put(prefix, width);
        if next == MAX_CODES {
            bits.put(CLEAR, width);
            keys.fill(u32::MAX);
            runs.truncate(2);
            width = MIN_CODE_SIZE + 1;
            next = END + 1;
        } else {
            if u32::from(next) >= 1 << width {
                width += 1;
            }
            keys[slot] = key;
            codes[slot] = next;
            if run > 0 && k == TRANSPARENT && run + 1 == runs.len() {
                runs.push(next);
            }
            next += 1;
        }
        prefix = u16::from(k);
        run = usize::from(k == TRANSPARENT);
    }
    bits.put(prefix, width);
    // The decoder adds one more entry on reading that last code; if that fills the
    // current width, it reads the end code one bit wider.
    if u32::from(next) == 1 << width && width < 12 {
        width += 1;
    }
    bits.put(END, width);
    bits.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn changed_finds_the_bounding_box() {
        let a = Canvas::new(10, 8, 0);
        let mut b = a.clone();
        b.fill(2, 3, 1, 1, 7);
        b.fill(7, 5, 1, 1, 7);
        assert_eq!(
            changed(&a, &b),
            Some(Region {
                x: 2,
                y: 3,
                w: 6,
                h: 3
            })
        );
        assert_eq!(changed(&a, &a), None);
    }

    /// Decodes GIF LZW (min code size 8) naively, to check the encoder's short cuts.
    fn unlzw(data: &[u8]) -> Vec<u8> {
        let mut out = Vec::new();
        let mut dict: Vec<Vec<u8>> = Vec::new();
        let reset = |dict: &mut Vec<Vec<u8>>| {
            *dict = (0..=255u8).map(|b| vec![b]).collect();
            dict.push(Vec::new());
            dict.push(Vec::new());
        };
        reset(&mut dict);
        let (mut acc, mut len, mut pos) = (0u32, 0u32, 0usize);
        let mut width = 9;
        let mut previous: Option<Vec<u8>> = None;
        loop {
            while len < width {
                acc |= u32::from(data[pos]) << len;
                pos += 1;
                len += 8;
            }
            let code = (acc & ((1 << width) - 1)) as usize;
            acc >>= width;
            len -= width;
            if code == usize::from(CLEAR) {
                reset(&mut dict);
                width = 9;
                previous = None;
                continue;
            }
            if code == usize::from(END) {
                return out;
            }
            let entry = match (&previous, dict.get(code)) {
                (_, Some(e)) => e.clone(),
                (Some(p), None) => {
                    let mut e = p.clone();
                    e.push(p[0]);
                    e
                }
                (None, None) => panic!("bad code {code}"),
            };
            if let Some(p) = &previous {
                if dict.len() < 4096 {
                    let mut e = p.clone();
                    e.push(entry[0]);
                    dict.push(e);
                }
            }
            if dict.len() == 1 << width && width < 12 {
                width += 1;
            }
            out.extend_from_slice(&entry);
            previous = Some(entry);
        }
    }

    #[test]
    fn lzw_round_trips_with_long_transparent_runs() {
        let mut pixels = vec![TRANSPARENT; 300_000];
        for i in (0..pixels.len()).step_by(977) {
            pixels[i] = (i % 7) as u8;
            if i % 3 == 0 {
                pixels[i + 1..i + 40].fill((i % 11) as u8);
            }
        }
        pixels.extend((0..20_000u32).map(|i| (i * 31 % 251) as u8));
        pixels.extend(std::iter::repeat_n(TRANSPARENT, 50_000));
        assert_eq!(unlzw(&lzw(&pixels)), pixels);
        assert_eq!(unlzw(&lzw(&[TRANSPARENT])), vec![TRANSPARENT]);
        assert_eq!(unlzw(&lzw(&[1, 2, 3])), vec![1, 2, 3]);
    }
}
