//! Board images through the public API: decode what `render` produces and check it.
//! Pixel-exact checks (zone tints, pieces on squares, highlights) live beside the code
//! in `src/render/tests.rs`, where the geometry is known.

use image::codecs::gif::GifDecoder;
use image::{AnimationDecoder, GenericImageView, ImageFormat};
use martian_engine::{Game, Layout, Piece, Player, Position, Rules};
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

fn decode_png(bytes: &[u8]) -> image::DynamicImage {
    image::load_from_memory_with_format(bytes, ImageFormat::Png).expect("a valid PNG")
}

#[test]
fn duel_and_quad_boards_are_pngs_of_the_expected_shape() {
    let duel = decode_png(&render::png(&pos(DUEL), &Options::default()));
    let quad = decode_png(&render::png(&pos(QUAD), &Options::default()));
    assert_eq!(duel.dimensions(), (622, 568));
    assert_eq!(quad.dimensions(), (886, 568));
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

/// The most a board can hold: four long names of wide letters, captures, winner
/// borders and a long verdict, on a busy quad position.
fn worst_case_quad() -> (Position, Options) {
    let name = |n: u32| format!("Ŵ{n}WWWMMMMWWWW ÆØÅ Wolfeschlegelsteinhausenbergerdorff {n}");
    let verdict = Verdict {
        text: "Player 3 and player 1 win on points after the clock ran out; everyone \
               else agreed to a draw, then changed their minds, then resigned in protest"
            .to_owned(),
        winners: (1..=4u8).filter_map(Player::from_number).collect(),
    };
    let captured = vec![
        vec![
            Piece::Queen,
            Piece::Queen,
            Piece::Drone,
            Piece::Pawn,
            Piece::Pawn,
        ],
        vec![Piece::Drone; 6],
        vec![Piece::Pawn; 9],
        vec![Piece::Queen, Piece::Drone, Piece::Pawn],
    ];
    let options = Options {
        names: (1..=4).map(name).collect(),
        captured: Some(captured),
        verdict: Some(verdict),
        ..Options::default()
    };
    let p =
        pos("QPD2DQQ/QDP2PDQ/DP3PPD/1P2Q3/3D4/DP3PPD/QD3PDQ/QQ3DQQ 3 18,27,9,14 c2b1 - classic");
    (p, options)
}

#[test]
fn the_worst_case_quad_stays_small() {
    let (p, options) = worst_case_quad();
    let bytes = render::png(&p, &options);
    assert!(bytes.len() <= 60_000, "{} bytes", bytes.len());
    assert_eq!(decode_png(&bytes).dimensions(), (886, 568));
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
    let frames = GifDecoder::new(std::io::Cursor::new(&bytes))
        .expect("a valid GIF")
        .into_frames()
        .collect_frames()
        .expect("every frame decodes");
    assert_eq!(frames.len(), game.ply() + 1);
    // The decoder composes frames onto the canvas; the GIF and the PNG share one
    // palette, so the last frame must equal the image of the final position exactly.
    let last = frames.last().expect("frames").buffer().clone();
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
        .pixels()
        .zip(expected.pixels())
        .filter(|(a, b)| a[0] != b[0] || a[1] != b[1] || a[2] != b[2])
        .count();
    assert_eq!(differ, 0, "{differ} pixels differ");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Every position reached by random play renders, from both starts.
    #[test]
    fn every_reachable_position_renders(quad in any::<bool>(), choices in prop::collection::vec(any::<u32>(), 0..80)) {
        let layout = if quad { Layout::quad() } else { Layout::duel() };
        let start = Position::start(layout, Rules::default()).expect("start");
        let game = random_game(start, &choices);
        for (ply, p) in game.positions().enumerate().step_by(7).chain(std::iter::once((game.ply(), *game.position()))) {
            let bytes = render::png(&p, &Options::default());
            prop_assert!(bytes.starts_with(b"\x89PNG"), "ply {}", ply);
        }
        let image = decode_png(&render::png(game.position(), &Options::default()));
        prop_assert!(image.width() > image.height());
    }
}
