//! Everything the renderer otherwise prepares on first use, prepared now: for a
//! long-running process (the bot) that would rather pay it once at start, on a spare
//! thread, than a little at its first board of each layout and game.

use martian_carnett::{Color, Kind, Piece as ChessPiece};
use martian_engine::{Layout, Piece};

use super::board;
use super::carnett::scene as carnett_scene;
use super::carnett::sprites::{Mark, TILES};
use super::sprites::SPRITES;
use super::text;

/// Prepares the templates of every layout both ways up, every square and icon of both
/// games and the fonts, most used first (duel, then the other layouts, then Carnett's).
/// A board asked for meanwhile on another thread waits only for the part it needs, if
/// that part is being prepared. The lines of text a board shows are cached per thread,
/// so they are not prepared here.
pub fn prepare() {
    text::sanitize("Player");
    for layout in Layout::all() {
        for flipped in [false, true] {
            board::template(layout, flipped);
        }
        for seat in 0..layout.players() {
            for (dark, lit) in [(false, false), (true, false), (false, true), (true, true)] {
                SPRITES.square(seat, dark, lit, None);
            }
        }
    }
    SPRITES.icon(Piece::Pawn);
    for flipped in [false, true] {
        carnett_scene::background(flipped);
    }
    for mark in Mark::ALL {
        for dark in [false, true] {
            TILES.square(dark, mark, None);
        }
    }
    for color in Color::BOTH {
        for kind in Kind::ALL {
            TILES.icon(ChessPiece { color, kind });
        }
    }
    for value in 1..=6 {
        TILES.die(value);
    }
}
