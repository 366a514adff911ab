//! Checks of the whole image, by pixel, where the geometry is known.

use super::board::template;
use super::sprites::square_colour;
use super::*;
use martian_engine::{squares, Layout, Position, Square};

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

/// The pixel at the middle of where a square of a layout would be drawn (unflipped),
/// found from the squares around it when it is off the board.
fn middle_of(layout: &'static Layout, image: &RgbImage, square: &str) -> Rgb {
    let g = &template(layout, false).geometry;
    let sq = sq(square);
    // Columns and rows are uniform within a block: take x from a square of the same
    // file on the board and y from one of the same rank.
    let on_board = |file: u8, rank: u8| Square::new(file, rank).and_then(|s| g.square_origin(s));
    let x = (0..8)
        .find_map(|r| on_board(sq.file(), r))
        .expect("file on the board")
        .0;
    let y = (0..12)
        .find_map(|f| on_board(f, sq.rank()))
        .expect("rank on the board")
        .1;
    image.get_pixel(x + theme::SQUARE / 2 + 1, y + theme::SQUARE / 2)
}

#[test]
fn every_zone_has_its_owners_tint_and_missing_zones_are_holes() {
    for layout in Layout::all() {
        let pos = Position::start(layout, martian_engine::Rules::default()).expect("start");
        let img = image(&pos, &Options::default());
        let g = &template(layout, false).geometry;
        let mut seen = Vec::new();
        for seat in 0..layout.players() {
            let player = martian_engine::Player::from_number(seat as u8 + 1).expect("seat");
            // An empty square of the zone shows the seat's tint in its corner.
            let empty = squares(layout.zone(player))
                .find(|s| pos.piece_at(*s).is_none())
                .expect("an empty square");
            let (x, y) = g.square_origin(empty).expect("on the board");
            let dark = (empty.file() + empty.rank()) % 2 == 0;
            assert_eq!(
                img.get_pixel(x + 2, y + 2),
                square_colour(seat, dark, false),
                "{layout:?} seat {seat}"
            );
            seen.push(square_colour(seat, dark, false));
        }
        seen.dedup();
        assert_eq!(seen.len(), layout.players(), "{layout:?}: tints repeat");
    }
    // The squares of a missing zone show the canvas or its hatching, never a tint.
    for (name, square) in [("tri", "f2"), ("penta", "k3")] {
        let layout = Layout::by_name(name).expect("a layout");
        let img = image(
            &Position::start(layout, martian_engine::Rules::default()).expect("start"),
            &Options::default(),
        );
        let pixel = middle_of(layout, &img, square);
        assert!(
            pixel == theme::BACKGROUND || pixel == theme::HOLE_HATCH,
            "{name} {square}: {pixel:?}"
        );
    }
}

#[test]
fn wide_boards_put_every_players_block_under_their_zone() {
    let layout = Layout::by_name("hexa").expect("hexa");
    let g = &template(layout, false).geometry;
    assert!(g.panel_below());
    assert!(g.panel.y > g.board.y + g.board.h);
    let cells: Vec<(u32, u32)> = (1..=6)
        .map(|n| g.zone_cell(martian_engine::Player::from_number(n).expect("seat")))
        .collect();
    // SW, NW, N, NE, SE, S.
    assert_eq!(cells, [(0, 1), (0, 0), (1, 0), (2, 0), (2, 1), (1, 1)]);
    assert!(!template(Layout::quad(), false).geometry.panel_below());
}

#[test]
fn everything_can_be_prepared_ahead() {
    // What the bot's background warm-up runs: every layout, seat and Carnett tile.
    prepare();
    for layout in Layout::all() {
        let pos = Position::start(layout, martian_engine::Rules::default()).expect("start");
        let g = &template(layout, true).geometry;
        let img = image(&pos, &Options::default());
        assert_eq!(img.dimensions(), (g.width, g.height), "{layout:?}");
    }
}
