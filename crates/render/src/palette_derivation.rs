//! How the palette's colours are chosen, run as a test: the committed table
//! (`palette_colours.rs`) must be what this gives, so that it cannot drift from the
//! theme and the sprites. Done here rather than at start because it draws every tile
//! of both games. After changing a colour or a sprite, write the table anew with
//!
//! ```text
//! cargo test --release -p martian-render -- --ignored write_palette_colours
//! ```
//!
//! The order: every flat colour of the theme exactly, then the anti-aliasing ramps of
//! each text colour on the papers it is drawn on, then, up to [`MAX_COLOURS`] entries,
//! the most used edge colours of the sprites (the rest map to their nearest entry).

use std::collections::HashMap;

use super::carnett::sprites as carnett_sprites;
use super::ink::Ink;
use super::palette::{distance, level_alpha, LEVELS, MAX_COLOURS, PALETTE};
use super::palette_colours::COLOURS;
use super::sprites;
use super::theme::{self, Rgb};

/// The papers text is drawn on (where its ramps are exact).
const PAPERS: [Rgb; 2] = [theme::BLOCK, theme::BACKGROUND];

/// The (ink, paper) pairs whose anti-aliasing ramps are in the palette: every panel ink
/// on the two papers, and the cards' two inks on a card (red also on the panel, for
/// the lead suit). Other pairs blend to the nearest entry.
fn ramps() -> Vec<(Ink, Rgb)> {
    let mut pairs: Vec<(Ink, Rgb)> = [Ink::Text, Ink::Dim, Ink::Label, Ink::Turn, Ink::Winner]
        .into_iter()
        .flat_map(|ink| PAPERS.map(|paper| (ink, paper)))
        .collect();
    pairs.extend([
        (Ink::Red, theme::CARD),
        (Ink::Card, theme::CARD),
        (Ink::Red, theme::BLOCK),
    ]);
    pairs
}

fn flat_colours() -> Vec<Rgb> {
    let mut flats = vec![
        theme::BACKGROUND,
        theme::BLOCK,
        theme::FRAME_COLOUR,
        theme::CANAL_WATER,
        theme::CANAL_SHINE,
        theme::PIECE_LIGHT,
        theme::PIECE_DARK,
        theme::PIECE_OUTLINE,
        theme::PIP,
    ];
    flats.extend(Ink::ALL.map(Ink::colour));
    flats.extend(theme::ZONE_SWATCHES);
    flats.extend(carnett_sprites::flat_colours());
    for tints in theme::ZONE_TINTS {
        for base in tints {
            flats.push(base);
            flats.push(theme::blend(base, theme::HIGHLIGHT, theme::HIGHLIGHT_ALPHA));
        }
    }
    flats
}

/// The palette's colours, in index order.
fn derive() -> Vec<Rgb> {
    let mut colours: Vec<Rgb> = Vec::with_capacity(MAX_COLOURS);
    let push = |colours: &mut Vec<Rgb>, c: Rgb| {
        if !colours.contains(&c) {
            colours.push(c);
        }
    };
    for c in flat_colours() {
        push(&mut colours, c);
    }
    for (ink, paper) in ramps() {
        for level in 1..LEVELS {
            push(
                &mut colours,
                theme::blend(paper, ink.colour(), level_alpha(level)),
            );
        }
    }
    // The sprites' edge colours (both games' pieces), most used first, spread out as
    // far as room allows.
    let mut counts: HashMap<Rgb, u32> = HashMap::new();
    let tiles = sprites::rgb_tiles().chain(carnett_sprites::rgb_tiles());
    for tile in tiles {
        for p in tile.pixels() {
            *counts.entry(*p).or_default() += 1;
        }
    }
    let mut candidates: Vec<(Rgb, u32)> = counts
        .into_iter()
        .filter(|(c, _)| colours.iter().all(|p| distance(*p, *c) > 8))
        .collect();
    candidates.sort_by_key(|(c, n)| (std::cmp::Reverse(*n), c.0));
    let room = MAX_COLOURS - colours.len();
    let mut spread = 8;
    let chosen = loop {
        let mut chosen: Vec<Rgb> = Vec::with_capacity(room);
        for (c, _) in &candidates {
            if chosen.len() > room {
                break;
            }
            if chosen.iter().all(|p| distance(*p, *c) > spread) {
                chosen.push(*c);
            }
        }
        if chosen.len() <= room {
            break chosen;
        }
        spread = spread * 3 / 2;
    };
    colours.extend(chosen);
    colours
}

/// `palette_colours.rs` for these colours.
fn source(colours: &[Rgb]) -> String {
    let mut text = String::from(
        "//! The palette's colours in index order, written by `write_palette_colours` in\n\
         //! `palette_derivation.rs` (which says how they are chosen, and checks that this\n\
         //! table is still what it gives). Do not edit by hand.\n\
         \n\
         use super::theme::Rgb;\n\
         \n\
         pub const COLOURS: &[Rgb] = &[\n",
    );
    for Rgb([r, g, b]) in colours {
        text += &format!("    Rgb([0x{r:02x}, 0x{g:02x}, 0x{b:02x}]),\n");
    }
    text + "];\n"
}

#[test]
fn the_committed_palette_is_the_derived_one() {
    let derived = derive();
    assert!(
        COLOURS == derived.as_slice(),
        "palette_colours.rs is out of date: run `cargo test --release -p martian-render \
         -- --ignored write_palette_colours`"
    );
}

/// Writes `palette_colours.rs` from the theme and the sprites (see the module).
#[test]
#[ignore]
fn write_palette_colours() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/palette_colours.rs");
    std::fs::write(path, source(&derive())).expect("palette_colours.rs is writable");
}

#[test]
fn flat_colours_are_exact_entries() {
    let palette = &*PALETTE;
    for c in flat_colours() {
        assert_eq!(palette.rgb(palette.index(c)), c, "{c:?}");
    }
}
