//! Board images through the public API: decode what `render` produces and check it.
//! Pixel-exact checks (zone tints, pieces on squares, highlights) live beside the code
//! in `src/tests.rs`, where the geometry is known.

use std::io::Cursor;

use martian_engine::{Game, Layout, Player, Position, Rules};
use martian_render::{self as render, Options, Orientation, Verdict};
use martian_testkit::RngExt;
use proptest::prelude::*;

const DUEL: &str = "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 0,0 - - classic";
const QUAD: &str = "QQD2DQQ/QDP2PDQ/DPP2PPD/8/8/DPP2PPD/QDP2PDQ/QQD2DQQ 1 0,0,0,0 - - classic";

fn pos(fen: &str) -> Position {
    fen.parse().expect("test positions are valid")
}

/// A game of up to `plies` moves, each chosen from the legal ones by the next choice.
fn random_game(start: Position, choices: &[u32]) -> Game {
    let mut game = Game::new(start);
    for choice in choices {
        let moves = game.position().legal_moves();
        if moves.is_empty() || game.position().is_over() {
            break;
        }
        let m = moves[*choice as usize % moves.len()];
        game.play(m).expect("legal moves are accepted");
    }
    game
}

/// A decoded image: its size and its pixels as RGB bytes, row by row.
struct Decoded {
    width: u32,
    height: u32,
    rgb: Vec<u8>,
}

impl Decoded {
    fn dimensions(&self) -> (u32, u32) {
        (self.width, self.height)
    }
}

/// A PNG through the `png` crate, its palette expanded to RGB.
fn decode_png(bytes: &[u8]) -> Decoded {
    let mut decoder = png::Decoder::new(Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().expect("a valid PNG");
    let mut rgb = vec![0; reader.output_buffer_size().expect("a buffer that fits")];
    let info = reader.next_frame(&mut rgb).expect("the image decodes");
    assert_eq!(
        (info.color_type, info.bit_depth),
        (png::ColorType::Rgb, png::BitDepth::Eight)
    );
    rgb.truncate(info.buffer_size());
    Decoded {
        width: info.width,
        height: info.height,
        rgb,
    }
}

/// A GIF through the `gif` crate: how many frames it has, and the last one as a viewer
/// shows it, every frame composed onto the ones before (each keeps the previous in
/// place; its transparent pixels let it show through).
fn decode_gif(bytes: &[u8]) -> (usize, Decoded) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(bytes).expect("a valid GIF");
    let (width, height) = (usize::from(decoder.width()), usize::from(decoder.height()));
    let palette = decoder.global_palette().expect("a global palette").to_vec();
    let mut canvas = vec![0u8; width * height];
    let mut frames = 0;
    while let Some(frame) = decoder.read_next_frame().expect("every frame decodes") {
        assert!(matches!(
            frame.dispose,
            gif::DisposalMethod::Keep | gif::DisposalMethod::Any
        ));
        assert!(frame.palette.is_none(), "frames use the global palette");
        let (left, top) = (usize::from(frame.left), usize::from(frame.top));
        assert!(left + usize::from(frame.width) <= width);
        assert!(top + usize::from(frame.height) <= height);
        for (row, line) in frame
            .buffer
            .chunks_exact(usize::from(frame.width))
            .enumerate()
        {
            let start = (top + row) * width + left;
            for (pixel, &index) in canvas[start..start + line.len()].iter_mut().zip(line) {
                if Some(index) != frame.transparent {
                    *pixel = index;
                }
            }
        }
        frames += 1;
    }
    let rgb = canvas
        .iter()
        .flat_map(|&i| {
            let i = usize::from(i) * 3;
            [palette[i], palette[i + 1], palette[i + 2]]
        })
        .collect();
    let last = Decoded {
        width: width as u32,
        height: height as u32,
        rgb,
    };
    (frames, last)
}

#[test]
fn duel_and_quad_boards_are_pngs_of_the_expected_shape() {
    let duel = decode_png(&render::png(&pos(DUEL), &Options::default()));
    let quad = decode_png(&render::png(&pos(QUAD), &Options::default()));
    assert_eq!(duel.dimensions(), (622, 568));
    assert_eq!(quad.dimensions(), (886, 568));
    // The PNG holds exactly the RGB image.
    let expected = render::image(&pos(QUAD), &Options::default());
    assert_eq!(expected.dimensions(), quad.dimensions());
    assert!(
        quad.rgb == expected.to_bytes(),
        "the quad PNG differs from its image"
    );
}

#[test]
fn boards_stay_small() {
    let names = vec![
        "alice".to_owned(),
        "bob".to_owned(),
        "carol".to_owned(),
        "dave".to_owned(),
    ];
    let options = Options {
        names,
        ..Options::default()
    };
    assert!(render::png(&pos(DUEL), &options).len() <= 60_000);
    assert!(render::png(&pos(QUAD), &options).len() <= 60_000);
}

#[test]
fn the_worst_case_quad_stays_small() {
    let (p, options) = render::samples::worst_case_quad();
    let bytes = render::png(&p, &options);
    assert!(bytes.len() <= 60_000, "{} bytes", bytes.len());
    assert_eq!(decode_png(&bytes).dimensions(), (886, 568));
}

#[test]
fn the_worst_case_hexa_stays_under_80_kb() {
    let (p, options) = render::samples::worst_case_hexa();
    let bytes = render::png(&p, &options);
    assert!(bytes.len() <= 80_000, "{} bytes", bytes.len());
    // 12 files of 64 px with two canals, and the panel below the board.
    assert_eq!(decode_png(&bytes).dimensions(), (832, 901));
}

#[test]
fn every_layout_renders_its_start() {
    for layout in martian_engine::Layout::all() {
        let start = Position::start(layout, martian_engine::Rules::default()).unwrap();
        let bytes = render::png(&start, &Options::default());
        assert!(bytes.len() <= 80_000, "{layout:?}: {} bytes", bytes.len());
        let image = decode_png(&bytes);
        assert_eq!(
            image.rgb,
            render::image(&start, &Options::default()).to_bytes(),
            "{layout:?}"
        );
    }
}

#[test]
fn any_name_renders_without_changing_the_layout() {
    let names = [
        "",
        "   ",
        "山田太郎",
        "👍🏽🎉\u{200D}\u{FE0F}",
        "\u{202E}reversed\u{0000}\n\t",
        "Ünïcødé Wölfgang Amadeus von Schwarzenberg-Hohenlohe the Third",
        "Ωμέγα Жанна עברית العربية",
    ];
    for name in names {
        let options = Options {
            names: vec![name.to_owned(), name.to_owned()],
            ..Options::default()
        };
        let image = decode_png(&render::png(&pos(DUEL), &options));
        assert_eq!(image.dimensions(), (622, 568), "{name:?}");
    }
}

#[test]
fn orientation_turns_the_board() {
    let p = pos(DUEL);
    let south = render::image(
        &p,
        &Options {
            orientation: Orientation::South,
            ..Options::default()
        },
    );
    let north = render::image(
        &p,
        &Options {
            orientation: Orientation::North,
            ..Options::default()
        },
    );
    // Player 1 moves first, so by default sees their own zone at the bottom.
    assert_eq!(render::image(&p, &Options::default()), south);
    assert_ne!(south, north);
}

#[test]
fn a_verdict_overrides_a_running_game() {
    let p = pos(DUEL);
    let verdict = Verdict {
        text: "bob resigned: alice wins".to_owned(),
        winners: vec![Player::from_number(1).expect("seat 1")],
        shorter: Vec::new(),
    };
    let plain = render::image(&p, &Options::default());
    let decided = render::image(
        &p,
        &Options {
            verdict: Some(verdict),
            ..Options::default()
        },
    );
    assert_ne!(plain, decided);
}

#[test]
fn a_replay_has_one_frame_per_move_and_shows_the_final_board() {
    let start = Position::start(Layout::duel(), Rules::default()).expect("start");
    let mut rng = martian_testkit::rng(60);
    let choices: Vec<u32> = (0..60).map(|_| rng.random()).collect();
    let game = random_game(start, &choices);
    let options = Options {
        orientation: Orientation::South,
        ..Options::default()
    };
    let bytes = render::gif(&game, &options);
    assert!(bytes.len() <= 1_000_000, "{} bytes", bytes.len());
    let (frames, last) = decode_gif(&bytes);
    assert_eq!(frames, game.ply() + 1);
    // The GIF and the PNG share one palette, so the last frame as composed must equal
    // the image of the final position exactly.
    let mut final_options = options.clone();
    final_options.captured = Some(
        (1..=2u8)
            .filter_map(Player::from_number)
            .map(|p| game.captured_by(p))
            .collect(),
    );
    let expected = render::image(game.position(), &final_options);
    assert_eq!(last.dimensions(), expected.dimensions());
    let differ = last
        .rgb
        .chunks_exact(3)
        .zip(expected.pixels())
        .filter(|(a, b)| *a != b.0)
        .count();
    assert_eq!(differ, 0, "{differ} pixels differ");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Every position reached by random play renders, from every layout's start, at
    /// the size of that layout's board.
    #[test]
    fn every_reachable_position_renders(which in 0usize..6, choices in prop::collection::vec(any::<u32>(), 0..80)) {
        let layout = &Layout::all()[which % Layout::all().len()];
        let start = Position::start(layout, Rules::default()).expect("start");
        let game = random_game(start, &choices);
        for (ply, p) in game.positions().enumerate().step_by(7).chain(std::iter::once((game.ply(), *game.position()))) {
            let bytes = render::png(&p, &Options::default());
            prop_assert!(bytes.starts_with(b"\x89PNG"), "ply {}", ply);
        }
        let image = decode_png(&render::png(game.position(), &Options::default()));
        let start_image = decode_png(&render::png(&start, &Options::default()));
        prop_assert_eq!(image.dimensions(), start_image.dimensions());
        prop_assert!(image.width > image.height || layout.width() > 8);
    }
}
