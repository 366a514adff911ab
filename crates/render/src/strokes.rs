//! Anti-aliased strokes drawn in full colour, before an image is put on the palette:
//! the analysis graph's and the profile card's lines and dots. Coverage comes from each
//! pixel centre's distance to the shape, so edges are smooth without supersampling.

use super::raster::RgbImage;
use super::theme::{self, Rgb};

/// Paints `colour` over `image` with coverage `amount` (0 to 1) at (x, y).
pub fn paint(image: &mut RgbImage, x: i64, y: i64, colour: Rgb, amount: f32) {
    if x < 0 || y < 0 || x >= i64::from(image.width()) || y >= i64::from(image.height()) {
        return;
    }
    let (x, y) = (x as u32, y as u32);
    let alpha = (amount.clamp(0.0, 1.0) * 255.0).round() as u8;
    if alpha == 0 {
        return;
    }
    let base = image.get_pixel(x, y);
    image.fill(x, y, 1, 1, theme::blend(base, colour, alpha));
}

/// A line `width` wide from `a` to `b`, its edges anti-aliased (coverage from each
/// pixel centre's distance to the segment).
pub fn segment(image: &mut RgbImage, a: (f32, f32), b: (f32, f32), width: f32, colour: Rgb) {
    let half = width / 2.0;
    let (min_x, max_x) = (a.0.min(b.0) - half - 1.0, a.0.max(b.0) + half + 1.0);
    let (min_y, max_y) = (a.1.min(b.1) - half - 1.0, a.1.max(b.1) + half + 1.0);
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let length2 = (dx * dx + dy * dy).max(1e-6);
    for y in clipped(min_y, max_y, image.height()) {
        for x in clipped(min_x, max_x, image.width()) {
            let (px, py) = (x as f32 + 0.5, y as f32 + 0.5);
            let t = (((px - a.0) * dx + (py - a.1) * dy) / length2).clamp(0.0, 1.0);
            let (cx, cy) = (a.0 + t * dx, a.1 + t * dy);
            let distance = ((px - cx).powi(2) + (py - cy).powi(2)).sqrt();
            let coverage = half + 0.5 - distance;
            if coverage > 0.0 {
                paint(image, x, y, colour, coverage.min(1.0));
            }
        }
    }
}

pub fn disc(image: &mut RgbImage, x: f32, y: f32, radius: f32, colour: Rgb) {
    for py in clipped(y - radius - 1.0, y + radius + 1.0, image.height()) {
        for px in clipped(x - radius - 1.0, x + radius + 1.0, image.width()) {
            let d = ((px as f32 + 0.5 - x).powi(2) + (py as f32 + 0.5 - y).powi(2)).sqrt();
            paint(image, px, py, colour, radius + 0.5 - d);
        }
    }
}

/// A square of side `side` with its top-left corner at (x, y) and corners rounded to
/// `radius`, edges anti-aliased.
pub fn rounded_square(image: &mut RgbImage, x: f32, y: f32, side: f32, radius: f32, colour: Rgb) {
    let radius = radius.clamp(0.0, side / 2.0);
    let (cx, cy, half) = (x + side / 2.0, y + side / 2.0, side / 2.0);
    for py in clipped(y - 1.0, y + side + 1.0, image.height()) {
        for px in clipped(x - 1.0, x + side + 1.0, image.width()) {
            // Distance outside the square shrunk by `radius`, less `radius`: the
            // rounded square's signed distance.
            let qx = ((px as f32 + 0.5 - cx).abs() - (half - radius)).max(0.0);
            let qy = ((py as f32 + 0.5 - cy).abs() - (half - radius)).max(0.0);
            let d = (qx * qx + qy * qy).sqrt() - radius;
            paint(image, px, py, colour, 0.5 - d);
        }
    }
}

/// The pixel rows (or columns) from `lo` to `hi` that lie in an image `size` long:
/// a shape far outside the image (or at a non-finite place) costs nothing.
fn clipped(lo: f32, hi: f32, size: u32) -> std::ops::Range<i64> {
    if !(lo.is_finite() && hi.is_finite()) {
        return 0..0;
    }
    let lo = (lo.floor() as i64).max(0);
    let end = (hi.ceil() as i64 + 1).min(i64::from(size));
    lo..end
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_far_outside_or_nowhere_draw_nothing_and_return() {
        let mut image = RgbImage::from_pixel(20, 20, theme::BACKGROUND);
        let before = image.clone();
        segment(&mut image, (-1e30, 5.0), (-1e29, 5.0), 2.0, theme::TEXT);
        segment(
            &mut image,
            (f32::NAN, 5.0),
            (5.0, f32::INFINITY),
            2.0,
            theme::TEXT,
        );
        disc(&mut image, 1e9, 1e9, 4.0, theme::TEXT);
        assert_eq!(image, before);
        // A segment crossing the image from far away is drawn where it crosses.
        segment(&mut image, (-1e6, 10.0), (1e6, 10.0), 2.0, theme::TEXT);
        assert_eq!(image.get_pixel(10, 10), theme::TEXT);
    }

    #[test]
    fn a_rounded_square_fills_its_middle_and_leaves_its_corners() {
        let mut image = RgbImage::from_pixel(20, 20, theme::BACKGROUND);
        rounded_square(&mut image, 2.0, 2.0, 16.0, 5.0, theme::TEXT);
        assert_eq!(image.get_pixel(10, 10), theme::TEXT);
        assert_eq!(image.get_pixel(2, 10), theme::TEXT);
        assert_eq!(image.get_pixel(2, 2), theme::BACKGROUND);
        assert_eq!(image.get_pixel(0, 10), theme::BACKGROUND);
    }
}
