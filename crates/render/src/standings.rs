//! A tournament's standings as a table image: rank, name, points, the tie-breaks, and
//! each round's result as a coloured cell (won, drawn, lost, a bye, not played), with
//! what the cell says (the opponent's rank and the colour played, say) written in it.
//!
//! Drawn straight on the boards' palette (cells are flat rectangles: nothing to blend),
//! so a table of 200 players costs little more than its text. Every word arrives in the
//! reader's language in [`Standings`]; the table only lays it out.

use super::ink::Ink;
use super::palette::PALETTE;
use super::png;
use super::raster::Canvas;
use super::text::{self, Align, Style, Weight};
use super::theme::{self, Rgb};

/// What one round's cell of a row shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellResult {
    Won,
    Drawn,
    Lost,
    /// A round without an opponent, scored as the rules say.
    Bye,
    /// Paired, not finished yet.
    Playing,
    /// Not paired (withdrawn, joined late, a round still to come).
    Absent,
}

/// One round's cell: its result and its text ("12w": the opponent's rank, white).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cell {
    pub result: CellResult,
    pub text: String,
}

/// One player's row.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StandingsRow {
    /// "1", or "=3" for a shared place: as the reader writes it.
    pub rank: String,
    pub name: String,
    /// "3½".
    pub points: String,
    /// One per tie-break, in the header's order.
    pub tie_breaks: Vec<String>,
    /// One per round, in order.
    pub rounds: Vec<Cell>,
}

/// The table, its words in the reader's language.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Standings {
    /// The line above the table ("Spring Swiss · after round 3 of 5").
    pub title: String,
    /// Column headings: rank, name, points, then one per tie-break.
    pub rank_heading: String,
    pub name_heading: String,
    pub points_heading: String,
    pub tie_break_headings: Vec<String>,
    /// Each round's heading ("1", "2"...).
    pub round_headings: Vec<String>,
    pub rows: Vec<StandingsRow>,
}

/// Rows beyond this are left out (a note says how many): a picture taller than this
/// is no use in a chat, and its size must stay bounded whatever the input.
pub const MOST_ROWS: usize = 256;
/// Rounds beyond this are left out (round robins of many players have many).
pub const MOST_ROUNDS: usize = 30;
const MOST_TIE_BREAKS: usize = 6;

const MARGIN: u32 = 20;
const TITLE_HEIGHT: u32 = 44;
const HEADER_HEIGHT: u32 = 30;
const ROW_HEIGHT: u32 = 28;
const RANK_WIDTH: u32 = 48;
const NAME_WIDTH: u32 = 230;
const POINTS_WIDTH: u32 = 64;
const TIE_BREAK_WIDTH: u32 = 70;
const ROUND_WIDTH: u32 = 46;
/// Between two round cells, so that the colours read as separate results.
const CELL_GAP: u32 = 3;

const TITLE: Style = Style::new(Weight::Bold, theme::STATUS_SIZE);
const HEADING: Style = Style::new(Weight::Bold, theme::SMALL_SIZE);
const BODY: Style = Style::new(Weight::Regular, theme::SMALL_SIZE);
const STRONG: Style = Style::new(Weight::Bold, theme::SMALL_SIZE);

/// The cells' colours: the seats' swatches (green won, rose lost), the grey of dim
/// text for a draw, the light blue of the player to move for a game under way: all
/// entries of the boards' palette. A bye is a win without a game: green's own tint.
fn cell_colour(result: CellResult) -> Option<Rgb> {
    match result {
        CellResult::Won => Some(theme::ZONE_SWATCHES[2]),
        CellResult::Drawn => Some(theme::DIM_TEXT),
        CellResult::Lost => Some(theme::ZONE_SWATCHES[4]),
        CellResult::Bye => Some(theme::ZONE_TINTS[2][1]),
        CellResult::Playing => Some(theme::TURN),
        CellResult::Absent => None,
    }
}

/// The table's size for `rows` rows and `rounds` rounds (as drawn: both capped).
pub fn standings_size(standings: &Standings) -> (u32, u32) {
    let rounds = standings.round_headings.len().min(MOST_ROUNDS) as u32;
    let ties = standings.tie_break_headings.len().min(MOST_TIE_BREAKS) as u32;
    let rows = standings.rows.len().min(MOST_ROWS) as u32;
    let width = 2 * MARGIN
        + RANK_WIDTH
        + NAME_WIDTH
        + POINTS_WIDTH
        + ties * TIE_BREAK_WIDTH
        + rounds * ROUND_WIDTH;
    let height = 2 * MARGIN + TITLE_HEIGHT + HEADER_HEIGHT + rows.max(1) * ROW_HEIGHT;
    (width, height)
}

/// The table as PNG bytes. Never fails: any input gives a picture (an empty table has
/// its headings and one empty row).
pub fn standings_png(standings: &Standings) -> Vec<u8> {
    png::encode(&draw(standings))
}

fn draw(standings: &Standings) -> Canvas {
    let (width, height) = standings_size(standings);
    let ix = |c: Rgb| PALETTE.index(c);
    let mut canvas = Canvas::from_pixels(width, height, Vec::new());
    canvas.fill(0, 0, width, height, ix(theme::BACKGROUND));
    let rounds = standings.round_headings.len().min(MOST_ROUNDS);
    let ties = standings.tie_break_headings.len().min(MOST_TIE_BREAKS);
    let columns = Columns::new(ties, rounds);
    let title = text::fit(
        TITLE,
        &text::sanitize(&standings.title),
        (width - 2 * MARGIN) as f32,
    );
    text::draw(
        &mut canvas,
        TITLE,
        Ink::Text,
        MARGIN as f32,
        (MARGIN + 6) as f32,
        Align::Left,
        &title,
    );
    let header_top = MARGIN + TITLE_HEIGHT;
    canvas.fill(
        MARGIN,
        header_top,
        width - 2 * MARGIN,
        HEADER_HEIGHT,
        ix(theme::BLOCK),
    );
    let heading_y = (header_top + 7) as f32;
    let headings = std::iter::once((
        &standings.rank_heading,
        columns.rank,
        RANK_WIDTH,
        Align::Centre,
    ))
    .chain([(
        &standings.name_heading,
        columns.name,
        NAME_WIDTH,
        Align::Left,
    )])
    .chain([(
        &standings.points_heading,
        columns.points,
        POINTS_WIDTH,
        Align::Centre,
    )])
    .chain(
        standings
            .tie_break_headings
            .iter()
            .take(ties)
            .enumerate()
            .map(|(i, h)| (h, columns.tie_break(i), TIE_BREAK_WIDTH, Align::Centre)),
    )
    .chain(
        standings
            .round_headings
            .iter()
            .take(rounds)
            .enumerate()
            .map(|(i, h)| (h, columns.round(i), ROUND_WIDTH, Align::Centre)),
    );
    for (heading, x, w, align) in headings {
        cell_text(
            &mut canvas,
            HEADING,
            Ink::Dim,
            x,
            w,
            heading_y,
            align,
            heading,
        );
    }
    let rows_top = header_top + HEADER_HEIGHT;
    for (i, row) in standings.rows.iter().take(MOST_ROWS).enumerate() {
        let top = rows_top + i as u32 * ROW_HEIGHT;
        // Every other row on the blocks' colour, so that a long row is easy to follow.
        if i % 2 == 1 {
            canvas.fill(
                MARGIN,
                top,
                width - 2 * MARGIN,
                ROW_HEIGHT,
                ix(theme::BLOCK),
            );
        }
        let y = (top + 6) as f32;
        cell_text(
            &mut canvas,
            BODY,
            Ink::Dim,
            columns.rank,
            RANK_WIDTH,
            y,
            Align::Centre,
            &row.rank,
        );
        cell_text(
            &mut canvas,
            BODY,
            Ink::Text,
            columns.name,
            NAME_WIDTH,
            y,
            Align::Left,
            &row.name,
        );
        cell_text(
            &mut canvas,
            STRONG,
            Ink::Winner,
            columns.points,
            POINTS_WIDTH,
            y,
            Align::Centre,
            &row.points,
        );
        for (t, value) in row.tie_breaks.iter().take(ties).enumerate() {
            let x = columns.tie_break(t);
            cell_text(
                &mut canvas,
                BODY,
                Ink::Label,
                x,
                TIE_BREAK_WIDTH,
                y,
                Align::Centre,
                value,
            );
        }
        for (r, cell) in row.rounds.iter().take(rounds).enumerate() {
            let x = columns.round(r);
            if let Some(colour) = cell_colour(cell.result) {
                canvas.fill(
                    x + CELL_GAP,
                    top + CELL_GAP,
                    ROUND_WIDTH - 2 * CELL_GAP,
                    ROW_HEIGHT - 2 * CELL_GAP,
                    ix(colour),
                );
            }
            // Dark letters on the light cells; an absent round's dash dim on the canvas.
            let ink = match cell.result {
                CellResult::Absent => Ink::Dim,
                _ => Ink::Card,
            };
            cell_text(
                &mut canvas,
                BODY,
                ink,
                x,
                ROUND_WIDTH,
                y,
                Align::Centre,
                &cell.text,
            );
        }
    }
    canvas
}

/// Text in a column `w` wide starting at `x`, cut to fit.
#[allow(clippy::too_many_arguments)]
fn cell_text(
    canvas: &mut Canvas,
    style: Style,
    ink: Ink,
    x: u32,
    w: u32,
    y: f32,
    align: Align,
    value: &str,
) {
    let room = w.saturating_sub(8) as f32;
    let shown = text::fit(style, &text::sanitize(value), room);
    let at = match align {
        Align::Left => x as f32 + 4.0,
        Align::Centre => x as f32 + w as f32 / 2.0,
        Align::Right => (x + w) as f32 - 4.0,
    };
    text::draw(canvas, style, ink, at, y, align, &shown);
}

/// Where each column starts.
struct Columns {
    rank: u32,
    name: u32,
    points: u32,
    ties: u32,
    rounds: u32,
}

impl Columns {
    fn new(ties: usize, _rounds: usize) -> Columns {
        let rank = MARGIN;
        let name = rank + RANK_WIDTH;
        let points = name + NAME_WIDTH;
        let first_tie = points + POINTS_WIDTH;
        Columns {
            rank,
            name,
            points,
            ties: first_tie,
            rounds: first_tie + ties as u32 * TIE_BREAK_WIDTH,
        }
    }

    fn tie_break(&self, i: usize) -> u32 {
        self.ties + i as u32 * TIE_BREAK_WIDTH
    }

    fn round(&self, i: usize) -> u32 {
        self.rounds + i as u32 * ROUND_WIDTH
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(players: usize, rounds: usize) -> Standings {
        Standings {
            title: "Spring Swiss · after round 3 of 5".into(),
            rank_heading: "#".into(),
            name_heading: "Player".into(),
            points_heading: "Pts".into(),
            tie_break_headings: vec!["Buch".into(), "SB".into()],
            round_headings: (1..=rounds).map(|r| r.to_string()).collect(),
            rows: (0..players)
                .map(|p| StandingsRow {
                    rank: (p + 1).to_string(),
                    name: format!("player {p}"),
                    points: format!("{}", rounds - p % rounds),
                    tie_breaks: vec!["12½".into(), "9".into()],
                    rounds: (0..rounds)
                        .map(|r| Cell {
                            result: [
                                CellResult::Won,
                                CellResult::Drawn,
                                CellResult::Lost,
                                CellResult::Bye,
                                CellResult::Playing,
                                CellResult::Absent,
                            ][(p + r) % 6],
                            text: format!("{}w", (p + r) % players + 1),
                        })
                        .collect(),
                })
                .collect(),
        }
    }

    fn decoded_size(bytes: &[u8]) -> (u32, u32) {
        let reader = ::png::Decoder::new(std::io::Cursor::new(bytes))
            .read_info()
            .expect("a PNG");
        let info = reader.info();
        (info.width, info.height)
    }

    #[test]
    fn the_table_grows_with_its_rows_and_rounds_and_decodes() {
        let small = sample(4, 3);
        let big = sample(200, 9);
        let (w1, h1) = decoded_size(&standings_png(&small));
        let (w2, h2) = decoded_size(&standings_png(&big));
        assert_eq!((w1, h1), standings_size(&small));
        assert_eq!((w2, h2), standings_size(&big));
        assert!(w2 > w1 && h2 > h1);
        assert_eq!(h2 - h1, (200 - 4) * ROW_HEIGHT);
    }

    #[test]
    fn the_same_table_gives_the_same_bytes() {
        let table = sample(12, 5);
        assert_eq!(standings_png(&table), standings_png(&table));
    }

    #[test]
    fn a_cell_is_painted_in_its_results_colour() {
        let mut table = sample(2, 2);
        table.rows[0].rounds[0] = Cell {
            result: CellResult::Lost,
            text: String::new(),
        };
        table.rows[0].rounds[1] = Cell {
            result: CellResult::Absent,
            text: String::new(),
        };
        let canvas = draw(&table);
        let columns = Columns::new(2, 2);
        let top = MARGIN + TITLE_HEIGHT + HEADER_HEIGHT;
        let inside = |r: usize| (columns.round(r) + ROUND_WIDTH / 2, top + ROW_HEIGHT / 2);
        let at = |(x, y): (u32, u32)| canvas.pixels()[(y * canvas.width() + x) as usize];
        assert_eq!(at(inside(0)), PALETTE.index(theme::ZONE_SWATCHES[4]));
        assert_eq!(at(inside(1)), PALETTE.index(theme::BACKGROUND));
    }

    #[test]
    fn any_input_draws_within_its_bounds() {
        let empty = Standings::default();
        assert!(!standings_png(&empty).is_empty());
        let mut huge = sample(3, 2);
        huge.rows = (0..1000).map(|_| huge.rows[0].clone()).collect();
        huge.round_headings = (0..100).map(|r| r.to_string()).collect();
        huge.rows[0].name = "Ж".repeat(500) + "🎲";
        huge.rows[1].rounds.clear();
        let (w, h) = standings_size(&huge);
        assert_eq!(
            h,
            2 * MARGIN + TITLE_HEIGHT + HEADER_HEIGHT + MOST_ROWS as u32 * ROW_HEIGHT
        );
        assert!(w < 2200, "{w}");
        assert_eq!(decoded_size(&standings_png(&huge)), (w, h));
    }
}
