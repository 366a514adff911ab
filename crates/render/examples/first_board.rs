//! The cost of the first board in a fresh process: what a bot pays for the first move
//! after a start, or `martian-chess render` for its one image. Criterion repeats a
//! board in one process, so it only ever measures the later, prepared boards; this
//! times the very first `png` call (everything prepared on first use included) and then
//! a second one for comparison, and prints both in milliseconds. Run it several times,
//! each a new process:
//!
//! ```text
//! cargo run --release -p martian-render --example first_board [LAYOUT|carnett|prepare]
//! ```
//!
//! A layout name (`duel`, the default, `quad`, `halves`, `tri`, `penta`, `hexa`) draws
//! its start position with names; `carnett` Carnett's start table; `prepare` times
//! `martian_render::prepare` (what the bot's background warm-up does), then a duel.

use std::time::Instant;

use martian_engine::{Layout, Position, Rules};
use martian_render::{self as render, carnett, Options};

fn main() {
    let which = std::env::args().nth(1).unwrap_or_else(|| "duel".to_owned());
    let (first, second) = match which.as_str() {
        "carnett" => carnett_board(),
        "prepare" => {
            let start = Instant::now();
            render::prepare();
            let prepared = start.elapsed().as_secs_f64() * 1000.0;
            println!("prepare: {prepared:.2} ms");
            martian_board("duel")
        }
        layout => martian_board(layout),
    };
    println!("{which}: first board {first:.2} ms, second {second:.2} ms");
}

/// Times `draw` twice, in milliseconds; the bytes are checked so the work is kept.
fn twice(mut draw: impl FnMut() -> Vec<u8>) -> (f64, f64) {
    let mut time = || {
        let start = Instant::now();
        let png = std::hint::black_box(draw());
        let elapsed = start.elapsed().as_secs_f64() * 1000.0;
        assert!(png.starts_with(b"\x89PNG"));
        elapsed
    };
    (time(), time())
}

/// A start position of the layout named, with two (or more) names.
fn martian_board(layout: &str) -> (f64, f64) {
    let layout = Layout::by_name(layout).unwrap_or_else(|| panic!("no layout {layout:?}"));
    let start = Position::start(layout, Rules::default()).expect("a start position");
    let options = Options {
        names: (1..=layout.players())
            .map(|n| format!("Player {n}"))
            .collect(),
        ..Options::default()
    };
    twice(|| render::png(&start, &options))
}

/// Carnett's start table with two names.
fn carnett_board() -> (f64, f64) {
    let (game, _) = martian_carnett::Game::new(martian_carnett::Seed::from_u64(1));
    let table = carnett::Table::of(&game, None);
    let options = carnett::Options {
        names: ["alice".into(), "bob".into()],
        ..carnett::Options::default()
    };
    twice(|| carnett::png(&table, &options))
}
