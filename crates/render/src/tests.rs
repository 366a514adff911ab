//! Checks of the whole image, by pixel, where the geometry is known.

use super::board::template;
use super::sprites::square_colour;
use super::*;
use martian_engine::Layout;

const DUEL: &str = "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 0,0 - - classic";

fn sq(name: &str) -> Square {
    name.parse().expect("a square")
}

/// The pixel just inside a square's top-left corner (a piece never reaches it).
fn corner(image: &RgbImage, flipped: bool, square: &str) -> Rgb {
    let (x, y) = template(Layout::duel(), flipped)
        .geometry
        .square_origin(sq(square))
        .expect("on the board");
    image.get_pixel(x + 2, y + 2)
}

/// Whether a square shows a piece: any pip-coloured pixel in it.
fn has_piece(image: &RgbImage, square: &str) -> bool {
    let (x, y) = template(Layout::duel(), false)
        .geometry
        .square_origin(sq(square))
        .expect("on the board");
    (0..theme::SQUARE)
        .any(|dy| (0..theme::SQUARE).any(|dx| image.get_pixel(x + dx, y + dy) == theme::PIP))
}

#[test]
fn zones_are_tinted_and_pieces_stand_on_their_squares() {
    let pos: Position = DUEL.parse().expect("valid");
    let img = image(&pos, &Options::default());
    assert_eq!(corner(&img, false, "a4"), square_colour(0, false, false));
    assert_eq!(corner(&img, false, "a5"), square_colour(1, true, false));
    assert!(has_piece(&img, "c1"));
    assert!(!has_piece(&img, "a1"));
}

#[test]
fn the_last_move_is_highlighted() {
    let pos: Position = "QQD1/QDP1/DPP1/4/3P/1P1D/1PDQ/1DQQ 2 0,0 c3d4 - classic"
        .parse()
        .expect("valid");
    let south = Options {
        orientation: Orientation::South,
        ..Options::default()
    };
    let img = image(&pos, &south);
    assert_eq!(corner(&img, false, "c3"), square_colour(0, true, true));
    assert_eq!(corner(&img, false, "d4"), square_colour(0, true, true));
    assert_eq!(corner(&img, false, "b3"), square_colour(0, false, false));
    let plain = image(
        &pos,
        &Options {
            highlight: Highlight::None,
            ..south
        },
    );
    assert_eq!(corner(&plain, false, "c3"), square_colour(0, true, false));
    // Player 2 to move: by default the board is turned for them.
    let auto = image(&pos, &Options::default());
    assert_eq!(corner(&auto, true, "c3"), square_colour(0, true, true));
}

/// Pixels of the winner's colour in the panel's middle, where the result goes.
fn result_ink(img: &RgbImage) -> usize {
    let g = &template(Layout::duel(), false).geometry;
    let (y0, y1) = (g.panel.y + 120, g.panel.y + g.panel.h - 120);
    (y0..y1)
        .flat_map(|y| (g.panel.x..g.panel.x + g.panel.w).map(move |x| (x, y)))
        .filter(|(x, y)| img.get_pixel(*x, *y) == theme::WINNER)
        .count()
}

#[test]
fn the_result_shows_when_the_game_is_over() {
    let running: Position = DUEL.parse().expect("valid");
    let over: Position = "QQD1/QDP1/DPP1/4/4/4/4/4 2 10,8 - - classic"
        .parse()
        .expect("valid");
    let south = Options {
        orientation: Orientation::South,
        ..Options::default()
    };
    assert_eq!(result_ink(&image(&running, &south)), 0);
    assert!(result_ink(&image(&over, &south)) > 50);
}
