//! The panel beside the board: one block per player (zone swatch, name, score, captured
//! pieces, whose turn or who won) and a status area (turn, clock, result).

use super::geometry::{block_height, Geometry, Rect, BELOW_ROWS, BLOCK_GAP};
use super::ink::Ink;
use super::palette::PALETTE;
use super::raster::Canvas;
use super::sprites::{ICON, SPRITES};
use super::text::{self, Align, Style, Weight};
use super::theme;
use martian_engine::{Piece, Player};

/// What one player's block shows. `name` is already sanitized.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatInfo {
    pub player: Player,
    pub name: String,
    /// Where the zone lies, e.g. "a1–d4".
    pub zone: String,
    pub score: u16,
    /// The pieces this player took, when known (a bare position does not say).
    pub captured: Option<Vec<Piece>>,
    pub to_move: bool,
    pub winner: bool,
    /// The tag on the block ("to move", "★ winner", in the reader's language), or
    /// empty.
    pub tag: String,
}

/// The status area: a headline (turn or result) and smaller lines under it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Status {
    pub headline: String,
    pub colour: Ink,
    /// The game is over: the headline is the result, in a larger face.
    pub over: bool,
    pub lines: Vec<String>,
    /// The headline and lines again with the names cut shorter and shorter
    /// ([`crate::NAME_LIMITS`]): the first that shows whole is drawn.
    pub shorter: Vec<(String, Vec<String>)>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PanelInfo {
    /// In display order, top first.
    pub seats: Vec<SeatInfo>,
    pub status: Status,
}

const NAME: Style = Style::new(Weight::Bold, theme::NAME_SIZE);
const SCORE: Style = Style::new(Weight::Bold, theme::SCORE_SIZE);
const TAG: Style = Style::new(Weight::Bold, theme::SMALL_SIZE);
const SMALL: Style = Style::new(Weight::Regular, theme::SMALL_SIZE);
const TURN_LINE: Style = Style::new(Weight::Bold, theme::STATUS_SIZE);
const HEADLINE: Style = Style::new(Weight::Bold, theme::HEADLINE_SIZE);
const DETAIL: Style = Style::new(Weight::Regular, theme::STATUS_SIZE - 2.0);

const PAD: u32 = 12;
/// Room on the block's left for the zone swatch.
const SWATCH: u32 = 8;
const INSET: u32 = SWATCH + 12;
const BORDER: u32 = 3;

/// Draws the panel into the panel rectangle of `g`.
pub fn draw(canvas: &mut Canvas, g: &Geometry, info: &PanelInfo) {
    draw_blocks(canvas, g, info);
    let (area, middle) = status_area(g, info.seats.len());
    draw_status(canvas, area, middle, &info.status);
}

/// Where the status goes with `seats` players' blocks, and the height it centres on.
pub(crate) fn status_area(g: &Geometry, seats: usize) -> (Rect, u32) {
    let p = g.panel;
    let h = block_height(seats);
    if g.panel_below() {
        let top = p.y + BELOW_ROWS * (h + BLOCK_GAP);
        let area = Rect {
            x: p.x,
            y: top,
            w: p.w,
            h: (p.y + p.h).saturating_sub(top),
        };
        return (area, area.y + area.h / 2);
    }
    if seats == 2 {
        let area = Rect {
            x: p.x,
            y: p.y + h + BLOCK_GAP,
            w: p.w,
            h: p.h - 2 * (h + BLOCK_GAP),
        };
        return (area, g.canal_middle());
    }
    let y = p.y + seats as u32 * (h + BLOCK_GAP);
    let area = Rect {
        x: p.x,
        y,
        w: p.w,
        h: (p.y + p.h).saturating_sub(y),
    };
    (area, area.y + area.h / 2)
}

fn draw_blocks(canvas: &mut Canvas, g: &Geometry, info: &PanelInfo) {
    let p = g.panel;
    let h = block_height(info.seats.len());
    if g.panel_below() {
        // Each player's block in the column and half of the board where their zone
        // lies: the grid of blocks is a small map of the board.
        let columns = g.zone_columns();
        let w = (p.w - (columns - 1) * BLOCK_GAP) / columns;
        for seat in &info.seats {
            let (col, row) = g.zone_cell(seat.player);
            let r = Rect {
                x: p.x + col * (w + BLOCK_GAP),
                y: p.y + row * (h + BLOCK_GAP),
                w,
                h,
            };
            draw_block(canvas, r, seat);
        }
        return;
    }
    if let [top, bottom] = info.seats.as_slice() {
        // Duel: each block beside its own zone, the status at the canal between them.
        draw_block(
            canvas,
            Rect {
                x: p.x,
                y: p.y,
                w: p.w,
                h,
            },
            top,
        );
        draw_block(
            canvas,
            Rect {
                x: p.x,
                y: p.y + p.h - h,
                w: p.w,
                h,
            },
            bottom,
        );
        return;
    }
    let mut y = p.y;
    for seat in &info.seats {
        draw_block(
            canvas,
            Rect {
                x: p.x,
                y,
                w: p.w,
                h,
            },
            seat,
        );
        y += h + BLOCK_GAP;
    }
}

fn draw_block(canvas: &mut Canvas, r: Rect, seat: &SeatInfo) {
    let palette = &*PALETTE;
    canvas.fill(r.x, r.y, r.w, r.h, palette.index(theme::BLOCK));
    let swatch = theme::ZONE_SWATCHES[seat.player.index() % theme::ZONE_SWATCHES.len()];
    let swatch = palette.index(swatch);
    canvas.fill(r.x, r.y, SWATCH, r.h, swatch);
    let (tag, colour) = if seat.winner {
        (seat.tag.as_str(), Ink::Winner)
    } else if seat.to_move {
        (seat.tag.as_str(), Ink::Turn)
    } else {
        ("", Ink::Text)
    };
    if !tag.is_empty() {
        canvas.frame(r.x, r.y, r.w, r.h, BORDER, palette.index(colour.colour()));
        canvas.fill(r.x, r.y, SWATCH, r.h, swatch);
    }
    let right = (r.x + r.w - PAD) as f32;
    let score = seat.score.to_string();
    text::draw(
        canvas,
        SCORE,
        Ink::Text,
        right,
        (r.y + 8) as f32,
        Align::Right,
        &score,
    );
    let name_room = right - (r.x + INSET) as f32 - text::run(SCORE, &score).advance - 12.0;
    let name = text::fit(NAME, &seat.name, name_room);
    text::draw(
        canvas,
        NAME,
        Ink::Text,
        (r.x + INSET) as f32,
        (r.y + PAD) as f32,
        Align::Left,
        &name,
    );

    let row = r.y + r.h - PAD - ICON + 2;
    let tag_width = if tag.is_empty() {
        0.0
    } else {
        text::run(TAG, tag).advance
    };
    if !tag.is_empty() {
        let tag_y = row as f32 + (ICON as f32 - TAG.ascent()) / 2.0;
        text::draw(canvas, TAG, colour, right, tag_y, Align::Right, tag);
    }
    let room = (right - tag_width - 10.0 - (r.x + INSET) as f32).max(0.0) as u32;
    match &seat.captured {
        Some(pieces) if !pieces.is_empty() => {
            draw_captured(canvas, r.x + INSET - 4, row, room + 4, pieces)
        }
        _ => {
            let zone = text::fit(SMALL, &seat.zone, room as f32);
            let y = row as f32 + (ICON as f32 - SMALL.ascent()) / 2.0;
            text::draw(
                canvas,
                SMALL,
                Ink::Dim,
                (r.x + INSET) as f32,
                y,
                Align::Left,
                &zone,
            );
        }
    }
}

/// Horizontal distance between captured-piece icons (pyramids are narrower than tiles).
const ICON_STEP: u32 = ICON - 6;

/// The captured pieces, biggest first; grouped as "icon ×n" when they do not fit.
fn draw_captured(canvas: &mut Canvas, x: u32, y: u32, room: u32, pieces: &[Piece]) {
    let mut sorted = pieces.to_vec();
    sorted.sort_by_key(|p| std::cmp::Reverse(p.points()));
    if sorted.len() as u32 * ICON_STEP + (ICON - ICON_STEP) <= room {
        for (i, piece) in sorted.iter().enumerate() {
            canvas.blit(SPRITES.icon(*piece), x + i as u32 * ICON_STEP, y);
        }
        return;
    }
    let mut pen = x;
    let text_y = y as f32 + (ICON as f32 - TAG.ascent()) / 2.0;
    for kind in [Piece::Queen, Piece::Drone, Piece::Pawn] {
        let count = sorted.iter().filter(|p| **p == kind).count();
        if count == 0 || pen + ICON > x + room {
            continue;
        }
        canvas.blit(SPRITES.icon(kind), pen, y);
        let label = format!("×{count}");
        text::draw(
            canvas,
            TAG,
            Ink::Text,
            (pen + ICON - 2) as f32,
            text_y,
            Align::Left,
            &label,
        );
        pen += ICON + text::run(TAG, &label).advance as u32 + 6;
    }
}

/// The status lines, centred on `middle` where they fit, always inside `area`.
fn draw_status(canvas: &mut Canvas, area: Rect, middle: u32, status: &Status) {
    let lines = shown_status(area, status);
    let step = |s: Style| (s.size * 1.3).ceil() as u32;
    let total: u32 = lines.iter().map(|(s, _, _)| step(*s)).sum();
    let top = middle
        .saturating_sub(total / 2)
        .clamp(area.y, (area.y + area.h).saturating_sub(total).max(area.y));
    let centre = (area.x + area.w / 2) as f32;
    let mut y = top;
    for (style, colour, line) in &lines {
        text::draw(
            canvas,
            *style,
            *colour,
            centre,
            y as f32,
            Align::Centre,
            line,
        );
        y += step(*style);
    }
}

/// The status lines as the image shows them in `area`: the first version (whole
/// names, then shorter ones) that shows whole, wrapped; lines that do not fit dropped.
pub(crate) fn shown_status(area: Rect, status: &Status) -> Vec<(Style, Ink, String)> {
    let width = area.w as f32 - 8.0;
    let head_style = if status.over { HEADLINE } else { TURN_LINE };
    let line_style = if status.over { DETAIL } else { SMALL };
    let step = |s: Style| (s.size * 1.3).ceil() as u32;
    // Names give way first: the first version whose every line shows whole and fits.
    let versions = std::iter::once((&status.headline, &status.lines))
        .chain(status.shorter.iter().map(|(h, l)| (h, l)))
        .collect::<Vec<_>>();
    let (headline, texts) = text::first_whole(versions, |(headline, texts)| {
        let laid = status_lines(head_style, line_style, width, headline, texts);
        text::wraps_whole(head_style, headline, width, 3)
            && texts
                .iter()
                .all(|t| text::wraps_whole(line_style, t, width, 4))
            && laid.iter().map(|(s, _, _)| step(*s)).sum::<u32>() <= area.h
    })
    .unwrap_or((&status.headline, &status.lines));
    let mut lines: Vec<(Style, Ink, String)> =
        status_lines(head_style, line_style, width, headline, texts)
            .into_iter()
            .map(|(s, head, l)| (s, if head { status.colour } else { Ink::Text }, l))
            .collect();
    // Drop lines from the end until the block fits the area.
    while lines.iter().map(|(s, _, _)| step(*s)).sum::<u32>() > area.h && !lines.is_empty() {
        lines.pop();
    }
    lines
}

/// The status lines as wrapped: (style, whether of the headline, text).
fn status_lines(
    head_style: Style,
    line_style: Style,
    width: f32,
    headline: &str,
    texts: &[String],
) -> Vec<(Style, bool, String)> {
    let mut lines: Vec<(Style, bool, String)> = text::wrap(head_style, headline, width, 3)
        .into_iter()
        .map(|l| (head_style, true, l))
        .collect();
    for line in texts {
        for l in text::wrap(line_style, line, width, 4) {
            lines.push((line_style, false, l));
        }
    }
    lines
}
