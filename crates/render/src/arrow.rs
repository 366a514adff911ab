//! An arrow from one square's centre to another's, over the pieces: the move the
//! post-game analysis found better. Drawn in the board's palette, a dark shaft and
//! head with a light rim, so that it reads over every zone colour and piece.

use super::geometry::Geometry;
use super::palette::PALETTE;
use super::raster::Canvas;
use super::theme::{self, SQUARE};
use martian_engine::Square;

/// Half the shaft's width, the head's length and its half width, in pixels.
const SHAFT: f32 = 5.0;
const HEAD_LENGTH: f32 = 24.0;
const HEAD_HALF: f32 = 15.0;
/// The light rim around it.
const RIM: f32 = 2.0;

/// Draws the arrow `from` → `to` (nothing when either square is off the board or
/// they are the same).
pub fn draw(image: &mut Canvas, g: &Geometry, from: Square, to: Square) {
    let centre = |sq| {
        g.square_origin(sq).map(|(x, y)| {
            (
                x as f32 + SQUARE as f32 / 2.0,
                y as f32 + SQUARE as f32 / 2.0,
            )
        })
    };
    let (Some(start), Some(end)) = (centre(from), centre(to)) else {
        return;
    };
    let (dx, dy) = (end.0 - start.0, end.1 - start.1);
    let length = (dx * dx + dy * dy).sqrt();
    if length < 1.0 {
        return;
    }
    // The tip stops short of the target's centre, the tail leaves the source's.
    let (ux, uy) = (dx / length, dy / length);
    let tail = SQUARE as f32 * 0.18;
    let tip = length - SQUARE as f32 * 0.12;
    // Dark with a light rim: every zone tint is a light pastel, so a dark arrow
    // stands out on all of them, and the rim keeps it apart from the dark pieces.
    let rim = PALETTE.index(theme::TEXT);
    let fill = PALETTE.index(theme::FRAME_COLOUR);
    let reach = HEAD_HALF + RIM + 1.0;
    let x0 = (start.0.min(end.0) - reach).max(0.0) as u32;
    let y0 = (start.1.min(end.1) - reach).max(0.0) as u32;
    let x1 = ((start.0.max(end.0) + reach) as u32).min(image.width());
    let y1 = ((start.1.max(end.1) + reach) as u32).min(image.height());
    for y in y0..y1 {
        for x in x0..x1 {
            let (px, py) = (x as f32 + 0.5 - start.0, y as f32 + 0.5 - start.1);
            // Along the arrow, and across it.
            let along = px * ux + py * uy;
            let across = (px * uy - py * ux).abs();
            if inside(along, across, tail, tip, 0.0) {
                image.fill(x, y, 1, 1, fill);
            } else if inside(along, across, tail, tip, RIM) {
                image.fill(x, y, 1, 1, rim);
            }
        }
    }
}

/// Whether a point (`along` the arrow from its start, `across` it) is in the arrow
/// running from `tail` to `tip`, grown by `grow` on every side.
fn inside(along: f32, across: f32, tail: f32, tip: f32, grow: f32) -> bool {
    let head_start = tip - HEAD_LENGTH;
    if along < tail - grow || along > tip + grow * 2.0 {
        return false;
    }
    if along <= head_start {
        return across <= SHAFT + grow;
    }
    // The head narrows from its full width to the tip.
    let left = (tip - along) / HEAD_LENGTH;
    across <= HEAD_HALF * left + grow || across <= SHAFT + grow && along <= head_start + grow
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shape_is_a_shaft_then_a_head_narrowing_to_the_tip() {
        let (tail, tip) = (10.0, 100.0);
        assert!(inside(50.0, 4.0, tail, tip, 0.0));
        assert!(!inside(50.0, 8.0, tail, tip, 0.0));
        assert!(inside(50.0, 8.0, tail, tip, 4.0));
        // The head is wider than the shaft, and ends at the tip.
        assert!(inside(tip - HEAD_LENGTH + 1.0, 12.0, tail, tip, 0.0));
        assert!(!inside(tip - 1.0, 12.0, tail, tip, 0.0));
        assert!(!inside(tip + 1.0, 0.0, tail, tip, 0.0));
        assert!(!inside(tail - 1.0, 0.0, tail, tip, 0.0));
    }
}
