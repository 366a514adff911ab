//! The parts of a board that never change for a layout and orientation (frame, canals,
//! holes, file and rank labels), drawn once into a template; a board is then a copy of
//! it with one tile copied per square.

use std::sync::{LazyLock, OnceLock};

use super::geometry::Geometry;
use super::ink::Ink;
use super::palette::PALETTE;
use super::raster::Canvas;
use super::sprites::SPRITES;
use super::text::{self, Align, Style, Weight};
use super::theme::{self, CANAL, SQUARE};
use martian_engine::{squares, Layout, Position, Square};

/// A layout and orientation's geometry with its pre-drawn background.
pub struct Template {
    pub geometry: Geometry,
    /// The background in palette indices.
    pub image: Canvas,
}

const LABEL: Style = Style::new(Weight::Bold, theme::LABEL_SIZE);

impl Template {
    /// Drawn straight in palette indices: every colour of the background is a flat
    /// theme colour, an exact entry, so there is nothing to quantise.
    fn build(layout: &'static Layout, flipped: bool) -> Template {
        let g = Geometry::new(layout, flipped);
        let ix = |c| PALETTE.index(c);
        let mut image = Canvas::from_pixels(g.width, g.height, Vec::new());
        image.fill(0, 0, g.width, g.height, ix(theme::BACKGROUND));
        let b = g.board;
        image.fill(b.x, b.y, b.w, b.h, ix(theme::FRAME_COLOUR));
        let (water, shine) = (ix(theme::CANAL_WATER), ix(theme::CANAL_SHINE));
        let inner_h = b.h - 2 * theme::FRAME;
        let inner_w = b.w - 2 * theme::FRAME;
        for &x in &g.canal_x {
            image.fill(x, b.y + theme::FRAME, CANAL, inner_h, water);
            image.fill(x + CANAL / 2 - 1, b.y + theme::FRAME, 2, inner_h, shine);
        }
        for &y in &g.canal_y {
            image.fill(b.x + theme::FRAME, y, inner_w, CANAL, water);
            image.fill(b.x + theme::FRAME, y + CANAL / 2 - 1, inner_w, 2, shine);
        }
        draw_holes(&mut image, &g);
        draw_labels(&mut image, &g);
        Template { image, geometry: g }
    }

    /// Clones the background and copies every square's tile onto it.
    pub fn board(&self, pos: &Position, highlight: &[Square]) -> Canvas {
        let mut image = self.image.clone();
        let layout = self.geometry.layout;
        for sq in squares(layout.board()) {
            let (Some((x, y)), Some(owner)) = (self.geometry.square_origin(sq), layout.owner(sq))
            else {
                continue;
            };
            let dark = (sq.file() + sq.rank()) % 2 == 0;
            let lit = highlight.contains(&sq);
            image.blit(
                SPRITES.square(owner.index(), dark, lit, pos.piece_at(sq)),
                x,
                y,
            );
        }
        image
    }
}

/// Where a house layout has no zone: the canvas colour with diagonal hatching, over
/// the frame and the canals beside it, so that no water runs past a missing zone.
fn draw_holes(image: &mut Canvas, g: &Geometry) {
    let (cols, rows) = (g.layout.width(), g.layout.height());
    let (background, hatch) = (
        PALETTE.index(theme::BACKGROUND),
        PALETTE.index(theme::HOLE_HATCH),
    );
    for col in 0..cols {
        for row in 0..rows {
            if g.square_at(col, row).is_some() {
                continue;
            }
            let r = g.cell_area(col, row);
            image.fill(r.x, r.y, r.w, r.h, background);
            // Hatching on the grid's own diagonal, so neighbouring holes join up.
            for y in r.y..r.y + r.h {
                for x in r.x..r.x + r.w {
                    if (x + y) % theme::HOLE_HATCH_STEP < 2 {
                        image.fill(x, y, 1, 1, hatch);
                    }
                }
            }
        }
    }
}

/// File letters under the board and rank numbers on its left, centred on their squares,
/// drawn on the background paper where the label ink's ramp is exact.
fn draw_labels(image: &mut Canvas, g: &Geometry) {
    let label = |image: &mut Canvas, text: &str, centre_x: u32, top: i32| {
        text::draw(
            image,
            LABEL,
            Ink::Label,
            centre_x as f32,
            top as f32,
            Align::Centre,
            text,
        );
    };
    let (cols, rows) = (g.layout.width(), g.layout.height());
    let below = (g.board.y + g.board.h + 4) as i32;
    for col in 0..cols {
        let Some(sq) = (0..rows).find_map(|row| g.square_at(col, row)) else {
            continue;
        };
        let letter = char::from(b'a' + sq.file()).to_string();
        label(image, &letter, g.col_x[col as usize] + SQUARE / 2, below);
    }
    let half_line = LABEL.ascent() * 0.62;
    for row in 0..rows {
        let Some(sq) = (0..cols).find_map(|col| g.square_at(col, row)) else {
            continue;
        };
        let middle = (g.row_y[row as usize] + SQUARE / 2) as f32;
        let number = (sq.rank() + 1).to_string();
        label(
            image,
            &number,
            g.board.x / 2,
            (middle - half_line).round() as i32,
        );
    }
}

/// Templates by layout (in `Layout::all` order) and orientation, each drawn the first
/// time a board of that layout is asked for that way up: a process drawing only duels
/// never pays for the other layouts.
static TEMPLATES: LazyLock<Vec<OnceLock<Template>>> = LazyLock::new(|| {
    Layout::all()
        .iter()
        .flat_map(|_| [OnceLock::new(), OnceLock::new()])
        .collect()
});

/// The template of a layout seen from one side.
pub fn template(layout: &'static Layout, flipped: bool) -> &'static Template {
    let index = Layout::all().iter().position(|l| l == layout).unwrap_or(0);
    let layout = &Layout::all()[index];
    TEMPLATES[index * 2 + usize::from(flipped)].get_or_init(|| Template::build(layout, flipped))
}
