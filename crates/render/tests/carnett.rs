//! Carnett's board image and replay: decoded and checked where it matters (size,
//! pieces on their squares, highlights, red suits), that no hand can show, and the
//! replay's frames.

use martian_carnett::{Action, Card, Color, Game, Seed, Square};
use martian_render::carnett::{self, Mark, Options, Table, Verdict};
use martian_render::{Orientation, Rgb, RgbImage};
use martian_testkit::IndexedRandom;

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn south() -> Options {
    Options {
        names: ["alice".into(), "bob".into()],
        orientation: Orientation::South,
        ..Options::default()
    }
}

/// Every pixel of a square, inset by `inset` pixels.
fn square_pixels(image: &RgbImage, square: Square, flipped: bool, inset: u32) -> Vec<Rgb> {
    let (x, y) = carnett::square_origin(square, flipped);
    let side = carnett::SQUARE_SIZE;
    (y + inset..y + side - inset)
        .flat_map(|py| (x + inset..x + side - inset).map(move |px| (px, py)))
        .map(|(px, py)| image.get_pixel(px, py))
        .collect()
}

fn is_dark(square: Square) -> bool {
    (square.file() + square.rank()) % 2 == 0
}

fn luma(c: Rgb) -> u32 {
    (299 * u32::from(c[0]) + 587 * u32::from(c[1]) + 114 * u32::from(c[2])) / 1000
}

/// A game played by random legal actions (the same every run), with its actions.
fn random_game(seed: u64, actions: usize) -> (Game, Vec<(Color, Action)>) {
    let (mut game, _) = Game::new(Seed::from_u64(seed));
    let mut rng = martian_testkit::rng(seed);
    let mut taken = Vec::new();
    while taken.len() < actions {
        let Some(seat) = game.to_act() else { break };
        let Some(&action) = game.legal_actions().choose(&mut rng) else {
            break;
        };
        game.apply(seat, action).expect("a legal action");
        taken.push((seat, action));
    }
    (game, taken)
}

#[test]
fn the_image_is_a_png_of_the_expected_size_within_the_budget() {
    let (table, options) = carnett::sample_busy();
    assert!(table.battle.is_some(), "the sample is in a battle");
    let bytes = carnett::png(&table, &options);
    assert!(bytes.len() <= 60_000, "{} bytes", bytes.len());
    let decoder = png::Decoder::new(std::io::Cursor::new(&bytes));
    let reader = decoder.read_info().expect("a valid PNG");
    let info = reader.info();
    assert_eq!((info.width, info.height), (carnett::WIDTH, carnett::HEIGHT));
}

#[test]
fn pieces_show_in_their_colours_on_their_squares_and_empty_squares_stay_plain() {
    let (game, _) = Game::new(Seed::from_u64(3));
    let image = carnett::image(&Table::of(&game, None), &south());
    for (square, white) in [("e1", true), ("b1", true), ("e8", false), ("g7", false)] {
        let pixels = square_pixels(&image, sq(square), false, 8);
        let brightest = pixels.iter().map(|c| luma(*c)).max().unwrap();
        let darkest = pixels.iter().map(|c| luma(*c)).min().unwrap();
        // Every piece has a dark outline; a white one a near-white body, which no
        // square colour is.
        assert!(darkest < 60, "{square}: {darkest}");
        assert_eq!(brightest > 245, white, "{square}: {brightest}");
    }
    for square in ["e4", "d5", "a3"] {
        let colour = carnett::square_colour(is_dark(sq(square)), Mark::None);
        let pixels = square_pixels(&image, sq(square), false, 0);
        assert!(pixels.iter().all(|c| *c == colour), "{square}");
    }
    // Turned: a1 (White's rook) is drawn where h8 was.
    let north = Options {
        orientation: Orientation::North,
        ..south()
    };
    let turned = carnett::image(&Table::of(&game, None), &north);
    assert_eq!(
        square_pixels(&turned, sq("a1"), true, 0),
        square_pixels(&image, sq("a1"), false, 0)
    );
    assert_ne!(
        square_pixels(&turned, sq("a1"), false, 0),
        square_pixels(&image, sq("a1"), false, 0)
    );
}

#[test]
fn the_last_action_and_a_battles_target_are_lit() {
    let (mut game, _) = Game::new(Seed::from_u64(3));
    let action: Action = "e2e4".parse().unwrap();
    game.apply(Color::White, action).unwrap();
    let image = carnett::image(&Table::of(&game, Some((Color::White, action))), &south());
    for square in ["e2", "e4"] {
        let corner = square_pixels(&image, sq(square), false, 1)[0];
        assert_eq!(
            corner,
            carnett::square_colour(is_dark(sq(square)), Mark::Last)
        );
    }
    let (table, options) = carnett::sample_busy();
    let battle = table.battle.clone().unwrap();
    let flipped = table.position.side() == Color::Black;
    let image = carnett::image(&table, &options);
    let target = square_pixels(&image, battle.target, flipped, 1)[0];
    let from = square_pixels(&image, battle.attack.from, flipped, 1)[0];
    assert_eq!(
        target,
        carnett::square_colour(is_dark(battle.target), Mark::Target)
    );
    assert_eq!(
        from,
        carnett::square_colour(is_dark(battle.attack.from), Mark::Last)
    );
    assert_ne!(
        carnett::square_colour(false, Mark::Target),
        carnett::square_colour(false, Mark::Last)
    );
}

#[test]
fn red_suits_are_red() {
    let (game, _) = Game::new(Seed::from_u64(3));
    let mut table = Table::of(&game, None);
    let reds = |table: &Table| {
        let image = carnett::image(table, &south());
        image
            .pixels()
            .iter()
            .filter(|c| **c == carnett::RED)
            .count()
    };
    table.discard = ["2S", "KC", "10S"]
        .map(|c| c.parse::<Card>().unwrap())
        .to_vec();
    assert_eq!(reds(&table), 0, "black cards only");
    table.discard = ["2S", "KH", "10D"]
        .map(|c| c.parse::<Card>().unwrap())
        .to_vec();
    assert!(reds(&table) > 20, "two red cards");
}

#[test]
fn an_image_shows_no_hand_nor_the_decks_order() {
    let (game, _) = random_game(11, 120);
    let options = south();
    let png = carnett::png(&Table::of(&game, None), &options);
    for seat in Color::BOTH {
        let other = game.with_hidden_cards_shuffled(seat, 5);
        assert_ne!(other.hand(seat.opponent()), game.hand(seat.opponent()));
        assert_ne!(other.deck(), game.deck());
        assert_eq!(carnett::png(&Table::of(&other, None), &options), png);
    }
}

#[test]
fn a_verdict_replaces_the_turn() {
    let (game, _) = Game::new(Seed::from_u64(3));
    let table = Table::of(&game, None);
    let verdict = Options {
        verdict: Some(Verdict {
            text: "bob resigned: alice wins".into(),
            winner: Some(Color::White),
            shorter: Vec::new(),
        }),
        ..south()
    };
    assert_ne!(
        carnett::png(&table, &verdict),
        carnett::png(&table, &south())
    );
}

#[test]
fn a_replay_has_a_frame_per_action_and_holds_the_last() {
    let (game, actions) = random_game(5, 80);
    let tables = carnett::replay(game.seed(), &actions);
    assert_eq!(tables.len(), actions.len() + 1);
    let end = tables.last().unwrap();
    assert_eq!(end.position, *game.position());
    assert_eq!(end.hands, Color::BOTH.map(|c| game.hand(c).len()));
    assert_eq!(end.last, actions.last().copied());
    let bytes = carnett::gif(&tables, &Options::default());
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(bytes.as_slice()).expect("a valid GIF");
    assert_eq!(
        (u32::from(decoder.width()), u32::from(decoder.height())),
        (carnett::WIDTH, carnett::HEIGHT)
    );
    let mut delays = Vec::new();
    while let Some(frame) = decoder.read_next_frame().expect("a frame") {
        delays.push(frame.delay);
    }
    assert_eq!(delays.len(), tables.len());
    assert_eq!(*delays.last().unwrap(), martian_render::FINAL_DELAY_CS);
    for (table, delay) in tables.iter().zip(&delays).take(tables.len() - 1) {
        let card = matches!(table.last, Some((_, Action::Play(_))));
        let expected = if card {
            carnett::CARD_DELAY_CS
        } else {
            martian_render::MOVE_DELAY_CS
        };
        assert_eq!(*delay, expected);
    }
    // The card that ends a battle leaves the attack it decided lit.
    let mut decided = 0;
    for pair in tables.windows(2) {
        let (Some(fought), None) = (&pair[0].battle, &pair[1].battle) else {
            continue;
        };
        let lit: Vec<(Square, Mark)> = vec![
            (fought.attack.from, Mark::Last),
            (fought.attack.to, Mark::Last),
        ];
        assert_eq!(pair[1].highlight, lit);
        decided += 1;
    }
    assert!(decided > 0, "the game has a battle");
    // A record with a refused action (out of turn) replays up to it.
    let mut broken = actions[..10].to_vec();
    broken.push((actions[10].0.opponent(), Action::EndTurn));
    broken.extend_from_slice(&actions[10..]);
    assert_eq!(carnett::replay(game.seed(), &broken).len(), 11);
    assert!(carnett::gif(&[], &Options::default()).is_empty());
}

/// Writes frames of a replay as PNGs to /tmp for looking at (run with --ignored).
#[test]
#[ignore]
fn write_replay_frames() {
    let (game, actions) = random_game(9, 60);
    let tables = carnett::replay(game.seed(), &actions);
    let bytes = carnett::gif(&tables, &Options::default());
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options.read_info(bytes.as_slice()).unwrap();
    let (w, h) = (decoder.width() as usize, decoder.height() as usize);
    let mut screen = vec![0u8; w * h * 4];
    let mut n = 0;
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        let (fx, fy, fw) = (
            frame.left as usize,
            frame.top as usize,
            frame.width as usize,
        );
        for (i, px) in frame.buffer.chunks_exact(4).enumerate() {
            if px[3] == 0 {
                continue;
            }
            let (x, y) = (fx + i % fw, fy + i / fw);
            screen[(y * w + x) * 4..(y * w + x) * 4 + 4].copy_from_slice(px);
        }
        if n % 10 == 0 || n + 1 == tables.len() {
            let file = std::fs::File::create(format!("/tmp/carnett-frame-{n:03}.png")).unwrap();
            let mut encoder = png::Encoder::new(file, w as u32, h as u32);
            encoder.set_color(png::ColorType::Rgba);
            let mut writer = encoder.write_header().unwrap();
            writer.write_image_data(&screen).unwrap();
        }
        n += 1;
    }
}
