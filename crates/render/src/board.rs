//! Where everything goes on the canvas, and the parts that never change for a layout
//! and orientation (frame, canals, file and rank labels), drawn once into a template:
//! in RGB, quantised to the palette, then labelled with the cached text runs.

use std::sync::LazyLock;

use super::ink::Ink;
use super::palette::PALETTE;
use super::panel;
use super::raster::{Canvas, RgbImage};
use super::sprites::SPRITES;
use super::text::{self, Align, Style, Weight};
use super::theme::{self, CANAL, SQUARE};
use martian_engine::{squares, Layout, Player, Position, Square, ZoneSpec, ZONE_SIZE};

/// A rectangle on the canvas.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rect {
    pub x: u32,
    pub y: u32,
    pub w: u32,
    pub h: u32,
}

/// Pixel geometry of one layout seen from one side.
#[derive(Debug)]
pub struct Geometry {
    pub layout: &'static Layout,
    /// Turned 180 degrees: the last rank at the bottom, the last file on the left.
    pub flipped: bool,
    pub width: u32,
    pub height: u32,
    pub board: Rect,
    pub panel: Rect,
    /// Left edge of each screen column, top edge of each screen row.
    col_x: Vec<u32>,
    row_y: Vec<u32>,
    /// Canals: gaps between columns (x of the gap) and between rows (y of the gap).
    canal_x: Vec<u32>,
    canal_y: Vec<u32>,
}

impl Geometry {
    fn new(layout: &'static Layout, flipped: bool) -> Geometry {
        let (cols, rows) = (layout.width(), layout.height());
        let mut g = Geometry {
            layout,
            flipped,
            width: 0,
            height: 0,
            board: Rect {
                x: theme::LABEL_MARGIN,
                y: theme::MARGIN,
                w: 0,
                h: 0,
            },
            panel: Rect {
                x: 0,
                y: 0,
                w: theme::PANEL_WIDTH,
                h: 0,
            },
            col_x: Vec::new(),
            row_y: Vec::new(),
            canal_x: Vec::new(),
            canal_y: Vec::new(),
        };
        let mut x = g.board.x + theme::FRAME;
        for col in 0..cols {
            if col > 0
                && g.zone_changes(
                    |row| g.square_at(col - 1, row),
                    |row| g.square_at(col, row),
                    rows,
                )
            {
                g.canal_x.push(x);
                x += CANAL;
            }
            g.col_x.push(x);
            x += SQUARE;
        }
        let mut y = g.board.y + theme::FRAME;
        for row in 0..rows {
            if row > 0
                && g.zone_changes(
                    |col| g.square_at(col, row - 1),
                    |col| g.square_at(col, row),
                    cols,
                )
            {
                g.canal_y.push(y);
                y += CANAL;
            }
            g.row_y.push(y);
            y += SQUARE;
        }
        g.board.w = x + theme::FRAME - g.board.x;
        g.board.h = y + theme::FRAME - g.board.y;
        if cols <= theme::PANEL_BESIDE_MAX_FILES {
            g.panel.x = g.board.x + g.board.w + theme::GAP;
            g.panel.y = g.board.y;
            g.panel.h = g.board.h;
            g.width = g.panel.x + g.panel.w + theme::MARGIN;
            g.height = g.board.y + g.board.h + theme::LABEL_MARGIN;
        } else {
            // Below the board and its file labels, as wide as the board.
            g.panel.x = g.board.x;
            g.panel.y = g.board.y + g.board.h + theme::LABEL_MARGIN + theme::GAP / 2;
            g.panel.w = g.board.w;
            g.panel.h = panel::below_height(layout.players());
            g.width = g.board.x + g.board.w + theme::MARGIN;
            g.height = g.panel.y + g.panel.h + theme::MARGIN;
        }
        g
    }

    /// Columns of 4x4 blocks across the board.
    pub fn zone_columns(&self) -> u32 {
        u32::from(self.layout.width() / ZONE_SIZE)
    }

    /// The screen column (of 4x4 blocks, from the left) and half (0 top, 1 bottom)
    /// where a player's zone lies (its first block).
    pub fn zone_cell(&self, player: Player) -> (u32, u32) {
        let block = self
            .layout
            .blocks(player)
            .first()
            .copied()
            .unwrap_or(ZoneSpec { file: 0, rank: 0 });
        let col = u32::from(block.file / ZONE_SIZE);
        let row = u32::from(block.rank < ZONE_SIZE);
        if self.flipped {
            (self.zone_columns() - 1 - col, 1 - row)
        } else {
            (col, row)
        }
    }

    /// Whether the panel lies below the board (grid of blocks) rather than beside it.
    pub fn panel_below(&self) -> bool {
        self.layout.width() > theme::PANEL_BESIDE_MAX_FILES
    }

    /// The area a screen cell takes, widened over the canals and the frame beside it,
    /// for painting a hole where a cell is off the board.
    fn cell_area(&self, col: u8, row: u8) -> Rect {
        let (cols, rows) = (self.layout.width(), self.layout.height());
        let (b, x, y) = (
            self.board,
            self.col_x[col as usize],
            self.row_y[row as usize],
        );
        let left = if col == 0 {
            b.x
        } else if self.canal_x.contains(&(x - CANAL)) {
            x - CANAL
        } else {
            x
        };
        let right = if col + 1 == cols {
            b.x + b.w
        } else if self.canal_x.contains(&(x + SQUARE)) {
            x + SQUARE + CANAL
        } else {
            x + SQUARE
        };
        let top = if row == 0 {
            b.y
        } else if self.canal_y.contains(&(y - CANAL)) {
            y - CANAL
        } else {
            y
        };
        let bottom = if row + 1 == rows {
            b.y + b.h
        } else if self.canal_y.contains(&(y + SQUARE)) {
            y + SQUARE + CANAL
        } else {
            y + SQUARE
        };
        Rect {
            x: left,
            y: top,
            w: right - left,
            h: bottom - top,
        }
    }

    /// Whether some pair of neighbouring squares across a line has different owners.
    fn zone_changes(
        &self,
        a: impl Fn(u8) -> Option<Square>,
        b: impl Fn(u8) -> Option<Square>,
        n: u8,
    ) -> bool {
        (0..n).any(|i| match (a(i), b(i)) {
            (Some(p), Some(q)) => self.layout.owner(p) != self.layout.owner(q),
            _ => false,
        })
    }

    /// The square shown at a screen column and row (row 0 at the top).
    pub fn square_at(&self, col: u8, row: u8) -> Option<Square> {
        let (w, h) = (self.layout.width(), self.layout.height());
        if col >= w || row >= h {
            return None;
        }
        let (file, rank) = if self.flipped {
            (w - 1 - col, row)
        } else {
            (col, h - 1 - row)
        };
        Square::new(file, rank).filter(|sq| self.layout.contains(*sq))
    }

    /// Top-left pixel of a square, if it is on this board.
    pub fn square_origin(&self, sq: Square) -> Option<(u32, u32)> {
        if !self.layout.contains(sq) {
            return None;
        }
        let (w, h) = (self.layout.width(), self.layout.height());
        let (col, row) = if self.flipped {
            (w - 1 - sq.file(), sq.rank())
        } else {
            (sq.file(), h - 1 - sq.rank())
        };
        Some((
            *self.col_x.get(col as usize)?,
            *self.row_y.get(row as usize)?,
        ))
    }

    /// The vertical middle of the canal between the two duel zones, or of the board.
    pub fn canal_middle(&self) -> u32 {
        match self.canal_y.first() {
            Some(y) => y + CANAL / 2,
            None => self.board.y + self.board.h / 2,
        }
    }
}

/// A layout and orientation's geometry with its pre-drawn background.
pub struct Template {
    pub geometry: Geometry,
    /// The background in palette indices.
    pub image: Canvas,
}

const LABEL: Style = Style::new(Weight::Bold, theme::LABEL_SIZE);

impl Template {
    fn build(layout: &'static Layout, flipped: bool) -> Template {
        let g = Geometry::new(layout, flipped);
        let mut image = RgbImage::from_pixel(g.width, g.height, theme::BACKGROUND);
        let b = g.board;
        image.fill(b.x, b.y, b.w, b.h, theme::FRAME_COLOUR);
        for &x in &g.canal_x {
            image.fill(
                x,
                b.y + theme::FRAME,
                CANAL,
                b.h - 2 * theme::FRAME,
                theme::CANAL_WATER,
            );
            image.fill(
                x + CANAL / 2 - 1,
                b.y + theme::FRAME,
                2,
                b.h - 2 * theme::FRAME,
                theme::CANAL_SHINE,
            );
        }
        for &y in &g.canal_y {
            image.fill(
                b.x + theme::FRAME,
                y,
                b.w - 2 * theme::FRAME,
                CANAL,
                theme::CANAL_WATER,
            );
            image.fill(
                b.x + theme::FRAME,
                y + CANAL / 2 - 1,
                b.w - 2 * theme::FRAME,
                2,
                theme::CANAL_SHINE,
            );
        }
        draw_holes(&mut image, &g);
        let mut image = PALETTE.quantise(&image);
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
fn draw_holes(image: &mut RgbImage, g: &Geometry) {
    let (cols, rows) = (g.layout.width(), g.layout.height());
    for col in 0..cols {
        for row in 0..rows {
            if g.square_at(col, row).is_some() {
                continue;
            }
            let r = g.cell_area(col, row);
            image.fill(r.x, r.y, r.w, r.h, theme::BACKGROUND);
            // Hatching on the grid's own diagonal, so neighbouring holes join up.
            for y in r.y..r.y + r.h {
                for x in r.x..r.x + r.w {
                    if (x + y) % theme::HOLE_HATCH_STEP < 2 {
                        image.fill(x, y, 1, 1, theme::HOLE_HATCH);
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

static TEMPLATES: LazyLock<Vec<Template>> = LazyLock::new(|| {
    Layout::all()
        .iter()
        .flat_map(|layout| [false, true].map(|flipped| Template::build(layout, flipped)))
        .collect()
});

/// The template of a layout seen from one side.
pub fn template(layout: &'static Layout, flipped: bool) -> &'static Template {
    let index = Layout::all().iter().position(|l| l == layout).unwrap_or(0);
    &TEMPLATES[index * 2 + usize::from(flipped)]
}
