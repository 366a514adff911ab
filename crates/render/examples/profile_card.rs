//! Writes sample profile cards to /tmp to look at, and times a 300-game card:
//!
//! ```text
//! cargo run --release -p martian-render --example profile_card
//! ```
//!
//! Writes `/tmp/profile-year.png` (300 games over a year), `/tmp/profile-new.png` (one
//! game), `/tmp/profile-none.png` (no games), `/tmp/profile-russian.png` and
//! `/tmp/profile-dense.png` (3000 games) and `/tmp/profile-worst.png` (everything too
//! long, ratings off the scale), printing each one's size; then the mean time
//! of a 300-game card over a hundred renderings, after one to warm the caches.

use std::time::Instant;

use martian_render::{profile_png, samples, ProfileCard};

fn main() {
    let cards: [(&str, ProfileCard); 6] = [
        ("year", samples::profile_card(300)),
        ("new", samples::profile_card(1)),
        ("none", samples::profile_card(0)),
        ("russian", samples::profile_card_russian(300)),
        ("dense", samples::profile_card(3000)),
        ("worst", samples::profile_card_worst_case()),
    ];
    for (name, card) in &cards {
        let bytes = profile_png(card);
        let path = format!("/tmp/profile-{name}.png");
        std::fs::write(&path, &bytes).expect("/tmp is writable");
        println!("{path}: {} bytes", bytes.len());
    }
    let card = samples::profile_card(300);
    let first = Instant::now();
    let mut total = profile_png(&card).len();
    let first = first.elapsed().as_secs_f64() * 1000.0;
    let runs = 100;
    let start = Instant::now();
    for _ in 0..runs {
        total += profile_png(&card).len();
    }
    let mean = start.elapsed().as_secs_f64() * 1000.0 / f64::from(runs);
    println!("300-game card: first {first:.2} ms, then {mean:.2} ms each ({total} bytes in all)");
}
