//! Which colour each seat plays.

use crate::carnett::Color;

/// The colour of a seat: seat 0 plays White.
pub(crate) fn color(seat: usize) -> Color {
    if seat == 0 {
        Color::White
    } else {
        Color::Black
    }
}
