//! Anti-aliased shapes for the sprites. Sprites are drawn once, so this favours clarity
//! over speed: a shape is a function from a point to a colour, sampled 4x4 per pixel.

use super::theme::{self, Rgb};

/// Samples per pixel along each axis.
const SUPERSAMPLE: u32 = 4;

/// A tile of `width` x `height` pixels: `paint` gives the colour at a point in unit
/// coordinates (0..1 across the tile's width, y down, same scale on both axes), or
/// `None` where the background shows.
pub fn rasterize(
    width: u32,
    height: u32,
    background: Rgb,
    paint: impl Fn(f32, f32) -> Option<Rgb>,
) -> RgbImage {
    Coverage::sample(width, height, paint).over(background)
}

/// A shape sampled once for any background: per pixel, the sum of the samples it
/// painted and how many showed the background. A piece stands on many square colours;
/// sampling it once and then only adding each background is far cheaper than sampling
/// it per square, and gives the same pixels as [`rasterize`] (the sums are integers).
pub struct Coverage {
    width: u32,
    height: u32,
    /// Per pixel: the painted samples' channel sums, and the background samples.
    pixels: Vec<([u32; 3], u32)>,
}

impl Coverage {
    pub fn sample(width: u32, height: u32, paint: impl Fn(f32, f32) -> Option<Rgb>) -> Coverage {
        let scale = width as f32;
        let mut pixels = Vec::with_capacity(width as usize * height as usize);
        for py in 0..height {
            for px in 0..width {
                let mut sum = [0u32; 3];
                let mut background = 0;
                for sy in 0..SUPERSAMPLE {
                    for sx in 0..SUPERSAMPLE {
                        let x = (px as f32 + (sx as f32 + 0.5) / SUPERSAMPLE as f32) / scale;
                        let y = (py as f32 + (sy as f32 + 0.5) / SUPERSAMPLE as f32) / scale;
                        match paint(x, y) {
                            Some(colour) => {
                                for (total, channel) in sum.iter_mut().zip(colour.0) {
                                    *total += u32::from(channel);
                                }
                            }
                            None => background += 1,
                        }
                    }
                }
                pixels.push((sum, background));
            }
        }
        Coverage {
            width,
            height,
            pixels,
        }
    }

    /// The shape on `background`, each pixel the rounded mean of its samples.
    pub fn over(&self, background: Rgb) -> RgbImage {
        let samples = SUPERSAMPLE * SUPERSAMPLE;
        let pixels = self
            .pixels
            .iter()
            .map(|(sum, n)| {
                let mut total = *sum;
                for (t, channel) in total.iter_mut().zip(background.0) {
                    *t += n * u32::from(channel);
                }
                Rgb(total.map(|t| ((t + samples / 2) / samples) as u8))
            })
            .collect();
        RgbImage::from_pixels(self.width, self.height, pixels)
    }
}

/// Signed distance from the line through `a` and `b`; negative on the inner side of a
/// clockwise (on screen) triangle's edge.
fn edge(a: (f32, f32), b: (f32, f32), p: (f32, f32)) -> f32 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt().max(f32::EPSILON);
    ((p.0 - a.0) * dy - (p.1 - a.1) * dx) / len
}

/// How far inside the triangle `p` is (negative outside), for fills and outlines. The
/// corners must run clockwise on screen (y down), as `pyramid` gives them.
fn inside_triangle(t: [(f32, f32); 3], p: (f32, f32)) -> f32 {
    let d = [
        edge(t[0], t[1], p),
        edge(t[1], t[2], p),
        edge(t[2], t[0], p),
    ];
    -d[0].max(d[1]).max(d[2])
}

/// A pyramid seen from the side, standing on a common baseline: `height` is a fraction
/// of the tile; pips are dots in a row near the base. Returns its paint function.
/// (No drop shadow: it cost 7% of a board's PNG size for little.)
pub fn pyramid(height: f32, pips: u8) -> impl Fn(f32, f32) -> Option<Rgb> {
    const BASE: f32 = 0.85;
    const OUTLINE: f32 = 0.028;
    const PIP_RADIUS: f32 = 0.056;
    const PIP_SPACING: f32 = 0.135;
    const PIP_LIFT: f32 = 0.105;
    let half_width = height * 0.54;
    let apex = (0.5, BASE - height);
    let left = (0.5 - half_width, BASE);
    let right = (0.5 + half_width, BASE);
    let pip_y = BASE - PIP_LIFT;
    let first_pip = 0.5 - PIP_SPACING * f32::from(pips.saturating_sub(1)) / 2.0;
    move |x, y| {
        let d = inside_triangle([apex, right, left], (x, y));
        if d >= 0.0 {
            let on_pip = (0..pips).any(|i| {
                let cx = first_pip + PIP_SPACING * f32::from(i);
                (x - cx).powi(2) + (y - pip_y).powi(2) <= PIP_RADIUS * PIP_RADIUS
            });
            if on_pip {
                return Some(theme::PIP);
            }
            if d < OUTLINE * 0.6 {
                return Some(theme::PIECE_OUTLINE);
            }
            // The ridge runs from the apex to the middle of the base: light left face.
            return Some(if x < 0.5 {
                theme::PIECE_LIGHT
            } else {
                theme::PIECE_DARK
            });
        }
        (d >= -OUTLINE * 0.6).then_some(theme::PIECE_OUTLINE)
    }
}

/// An RGB image: rows of pixels, top row first. The sprites are drawn in it before
/// being quantised, and the public `image` functions return a board as one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RgbImage {
    width: u32,
    height: u32,
    pixels: Vec<Rgb>,
}

impl RgbImage {
    /// An image of one colour.
    pub fn from_pixel(width: u32, height: u32, colour: Rgb) -> RgbImage {
        RgbImage {
            width,
            height,
            pixels: vec![colour; width as usize * height as usize],
        }
    }

    /// An image from its rows of pixels; `pixels` must hold `width * height` of them.
    pub fn from_pixels(width: u32, height: u32, mut pixels: Vec<Rgb>) -> RgbImage {
        pixels.resize(width as usize * height as usize, Rgb::default());
        RgbImage {
            width,
            height,
            pixels,
        }
    }

    /// An image whose pixel at (x, y) is `f(x, y)`.
    pub fn from_fn(width: u32, height: u32, mut f: impl FnMut(u32, u32) -> Rgb) -> RgbImage {
        let pixels = (0..height)
            .flat_map(|y| (0..width).map(move |x| (x, y)))
            .map(|(x, y)| f(x, y))
            .collect();
        RgbImage {
            width,
            height,
            pixels,
        }
    }

    pub fn width(&self) -> u32 {
        self.width
    }

    pub fn height(&self) -> u32 {
        self.height
    }

    /// (width, height).
    pub fn dimensions(&self) -> (u32, u32) {
        (self.width, self.height)
    }

    /// The pixels, row by row.
    pub fn pixels(&self) -> &[Rgb] {
        &self.pixels
    }

    /// The pixel at (x, y). Panics outside the image.
    pub fn get_pixel(&self, x: u32, y: u32) -> Rgb {
        assert!(x < self.width && y < self.height, "({x}, {y}) is outside");
        self.pixels[y as usize * self.width as usize + x as usize]
    }

    /// Fills a rectangle, clipped.
    pub fn fill(&mut self, x: u32, y: u32, w: u32, h: u32, colour: Rgb) {
        let (x0, x1) = (x.min(self.width) as usize, (x + w).min(self.width) as usize);
        let stride = self.width as usize;
        for py in y.min(self.height)..(y + h).min(self.height) {
            let row = py as usize * stride;
            self.pixels[row + x0..row + x1].fill(colour);
        }
    }

    /// The pixels as bytes, three a pixel (red, green, blue), row by row.
    pub fn to_bytes(&self) -> Vec<u8> {
        self.pixels.iter().flat_map(|p| p.0).collect()
    }
}

/// An image in palette indices (see `palette.rs`): one byte a pixel, so copying,
/// comparing and encoding it is a third of the work of RGB.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Canvas {
    width: u32,
    height: u32,
    pixels: Vec<u8>,
}

impl Canvas {
    #[cfg(test)]
    pub fn new(width: u32, height: u32, index: u8) -> Canvas {
        Canvas {
            width,
            height,
            pixels: vec![index; width as usize * height as usize],
        }
    }

    /// A canvas from its rows of indices; `pixels` must hold `width * height` of them.
    pub fn from_pixels(width: u32, height: u32, mut pixels: Vec<u8>) -> Canvas {
        pixels.resize(width as usize * height as usize, 0);
        Canvas {
            width,
            height,
            pixels,
        }
    }

    pub fn width(&self) -> u32 {
        self.width
    }

    pub fn height(&self) -> u32 {
        self.height
    }

    pub fn pixels(&self) -> &[u8] {
        &self.pixels
    }

    pub fn pixels_mut(&mut self) -> &mut [u8] {
        &mut self.pixels
    }

    /// Copies `tile` with its top-left corner at (`x`, `y`), clipped.
    pub fn blit(&mut self, tile: &Canvas, x: u32, y: u32) {
        if x >= self.width || y >= self.height {
            return;
        }
        let w = tile.width.min(self.width - x) as usize;
        let rows = tile.height.min(self.height - y) as usize;
        let stride = self.width as usize;
        let tile_stride = tile.width as usize;
        for row in 0..rows {
            let d = (y as usize + row) * stride + x as usize;
            let s = row * tile_stride;
            self.pixels[d..d + w].copy_from_slice(&tile.pixels[s..s + w]);
        }
    }

    /// Fills a rectangle, clipped.
    pub fn fill(&mut self, x: u32, y: u32, w: u32, h: u32, index: u8) {
        let (x0, x1) = (x.min(self.width) as usize, (x + w).min(self.width) as usize);
        let stride = self.width as usize;
        for py in y.min(self.height)..(y + h).min(self.height) {
            let row = py as usize * stride;
            self.pixels[row + x0..row + x1].fill(index);
        }
    }

    /// A rectangle's border of `t` pixels inside the rectangle.
    pub fn frame(&mut self, x: u32, y: u32, w: u32, h: u32, t: u32, index: u8) {
        self.fill(x, y, w, t, index);
        self.fill(x, y + h.saturating_sub(t), w, t, index);
        self.fill(x, y, t, h, index);
        self.fill(x + w.saturating_sub(t), y, t, h, index);
    }
}
