//! Where everything goes on the canvas for one layout seen from one side: the squares,
//! the canals between zones, the frame, and the panel beside or below the board.

use super::theme::{self, CANAL, SQUARE};
use martian_engine::{Layout, Player, Square, ZoneSpec, ZONE_SIZE};

/// Sizes of the panel's blocks, which decide the height of a panel below the board.
pub const BLOCK_GAP: u32 = 8;

pub fn block_height(seats: usize) -> u32 {
    if seats <= 2 {
        104
    } else {
        92
    }
}

/// Rows of blocks when the panel lies below the board: one per half of the board.
pub const BELOW_ROWS: u32 = 2;
/// Room for the status lines under the blocks of a panel below the board.
const BELOW_STATUS: u32 = 110;

/// The height of a panel below the board, for a layout with this many players.
fn below_height(seats: usize) -> u32 {
    BELOW_ROWS * (block_height(seats) + BLOCK_GAP) + BELOW_STATUS
}

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
    pub col_x: Vec<u32>,
    pub row_y: Vec<u32>,
    /// Canals: gaps between columns (x of the gap) and between rows (y of the gap).
    pub canal_x: Vec<u32>,
    pub canal_y: Vec<u32>,
}

impl Geometry {
    pub fn new(layout: &'static Layout, flipped: bool) -> Geometry {
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
            g.panel.h = below_height(layout.players());
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
    pub fn cell_area(&self, col: u8, row: u8) -> Rect {
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
