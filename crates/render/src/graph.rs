//! The post-game analysis's evaluation graph: each player's winning chance after every
//! move, the moves that gave chance away marked on their player's line, and the points
//! captured shown as small pyramids along the bottom. Drawn like the boards: the dark
//! canvas, the zone colours of the seats, the bundled fonts, the same palette.
//!
//! The graph is drawn in full colour first (lines anti-aliased), then put on the
//! board's palette, and the text is drawn on that, as the boards' text is.

use super::ink::Ink;
use super::palette::PALETTE;
use super::png;
use super::raster::RgbImage;
use super::strokes::{disc, paint, segment};
use super::text::{self, Align, Style, Weight};
use super::theme::{self, Rgb};

/// A move that gave chance away, as the analysis labels it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    Inaccuracy,
    Mistake,
    Blunder,
}

/// One move of the game, as the graph needs it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GraphMove {
    /// The mover's seat.
    pub mover: usize,
    /// The mover's winning chance after the move, 0 to 1.
    pub after: f64,
    pub mark: Option<Mark>,
    /// Points the move captured (0 to 3 in the pyramid game; 0 in Carnett's).
    pub captured: u8,
}

/// What the graph shows, with its words already in the reader's language.
#[derive(Clone, Debug, PartialEq)]
pub struct Graph {
    /// Each seat's legend: a name and what follows it (the accuracy, say).
    pub legend: Vec<(String, String)>,
    /// The line above the plot ("Winning chance after every move").
    pub title: String,
    pub moves: Vec<GraphMove>,
}

pub const GRAPH_WIDTH: u32 = 960;
pub const GRAPH_HEIGHT: u32 = 440;

const LEFT: u32 = 58;
const RIGHT: u32 = 18;
const TOP: u32 = 92;
/// Room under the plot for the captures' pyramids and the move numbers.
const BOTTOM: u32 = 62;

const MARK_COLOURS: [Rgb; 3] = [
    Rgb([0xf2, 0xd0, 0x4b]),
    Rgb([0xf0, 0x8c, 0x3a]),
    Rgb([0xe0, 0x45, 0x45]),
];

fn mark_colour(mark: Mark) -> Rgb {
    match mark {
        Mark::Inaccuracy => MARK_COLOURS[0],
        Mark::Mistake => MARK_COLOURS[1],
        Mark::Blunder => MARK_COLOURS[2],
    }
}

fn seat_colour(seat: usize) -> Rgb {
    theme::ZONE_SWATCHES[seat % theme::ZONE_SWATCHES.len()]
}

/// Where the plot is, in pixels.
#[derive(Clone, Copy)]
struct Plot {
    left: f32,
    top: f32,
    width: f32,
    height: f32,
    moves: usize,
}

impl Plot {
    /// The plot area of a graph of `moves` moves.
    fn for_moves(moves: usize) -> Plot {
        Plot {
            left: LEFT as f32,
            top: TOP as f32,
            width: (GRAPH_WIDTH - LEFT - RIGHT) as f32,
            height: (GRAPH_HEIGHT - TOP - BOTTOM) as f32,
            moves,
        }
    }

    fn x(&self, ply: usize) -> f32 {
        self.left + self.width * ply as f32 / self.moves.max(1) as f32
    }

    fn y(&self, chance: f64) -> f32 {
        self.top + self.height * (1.0 - chance.clamp(0.0, 1.0) as f32)
    }
}

/// The graph as PNG bytes.
pub fn graph_png(graph: &Graph) -> Vec<u8> {
    let players = graph.legend.len().max(2);
    let plot = Plot::for_moves(graph.moves.len());
    let mut image = RgbImage::from_pixel(GRAPH_WIDTH, GRAPH_HEIGHT, theme::BACKGROUND);
    image.fill(
        LEFT,
        TOP,
        plot.width as u32,
        plot.height as u32,
        theme::BLOCK,
    );
    // Grid: every quarter, and the even chance (1 / players) brighter.
    for quarter in 0..=4 {
        let y = plot.y(f64::from(quarter) / 4.0).round() as u32;
        image.fill(
            LEFT,
            y.min(GRAPH_HEIGHT - 1),
            plot.width as u32,
            1,
            theme::BACKGROUND,
        );
    }
    let even = plot.y(1.0 / players as f64).round() as u32;
    image.fill(LEFT, even, plot.width as u32, 1, theme::DIM_TEXT);
    let lines = lines(graph, players);
    for (seat, points) in lines.iter().enumerate() {
        for pair in points.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            segment(
                &mut image,
                (plot.x(a.0), plot.y(a.1)),
                (plot.x(b.0), plot.y(b.1)),
                2.6,
                seat_colour(seat),
            );
        }
    }
    for (ply, m) in graph.moves.iter().enumerate() {
        if let Some(mark) = m.mark {
            let (x, y) = (plot.x(ply + 1), plot.y(m.after));
            disc(&mut image, x, y, 6.5, theme::FRAME_COLOUR);
            disc(&mut image, x, y, 5.0, mark_colour(mark));
        }
        if m.captured > 0 {
            let base = plot.top + plot.height + 24.0;
            pyramid(
                &mut image,
                plot.x(ply + 1),
                base,
                m.captured,
                seat_colour(m.mover),
            );
        }
    }
    let mut canvas = PALETTE.quantise(&image);
    let small = Style::new(Weight::Regular, theme::SMALL_SIZE);
    for quarter in 0..=4 {
        let y = plot.y(f64::from(quarter) / 4.0) - small.size / 2.0 - 2.0;
        let label = format!("{}%", quarter * 25);
        text::draw(
            &mut canvas,
            small,
            Ink::Label,
            LEFT as f32 - 8.0,
            y,
            Align::Right,
            &label,
        );
    }
    let step = tick_step(graph.moves.len());
    for ply in (step..=graph.moves.len()).step_by(step.max(1)) {
        let y = plot.top + plot.height + 34.0;
        let label = ply.to_string();
        text::draw(
            &mut canvas,
            small,
            Ink::Dim,
            plot.x(ply),
            y,
            Align::Centre,
            &label,
        );
    }
    let title = Style::new(Weight::Bold, theme::STATUS_SIZE);
    let line = text::fit(title, &graph.title, plot.width);
    text::draw(
        &mut canvas,
        title,
        Ink::Text,
        LEFT as f32,
        14.0,
        Align::Left,
        &line,
    );
    draw_legend(&mut canvas, graph, &plot);
    png::encode(&canvas)
}

/// The legend: each seat's swatch, name and note, in a row (two rows for 4 to 6).
fn draw_legend(canvas: &mut super::raster::Canvas, graph: &Graph, plot: &Plot) {
    let style = Style::new(Weight::Regular, theme::SMALL_SIZE);
    let per_row = if graph.legend.len() > 3 {
        3
    } else {
        graph.legend.len().max(1)
    };
    let cell = plot.width / per_row as f32;
    for (seat, (name, note)) in graph.legend.iter().enumerate() {
        let x = plot.left + cell * (seat % per_row) as f32;
        let y = 46.0 + 22.0 * (seat / per_row) as f32;
        let swatch = PALETTE.index(seat_colour(seat));
        canvas.fill(x as u32, y as u32 + 4, 14, 14, swatch);
        let text = text::fit(style, &format!("{name}  {note}"), cell - 28.0);
        text::draw(canvas, style, Ink::Text, x + 20.0, y, Align::Left, &text);
    }
}

/// Each seat's points (ply, chance): with two players both lines, one the mirror of
/// the other, from the start; with more, each player's chance at their own moves.
fn lines(graph: &Graph, players: usize) -> Vec<Vec<(usize, f64)>> {
    let mut lines: Vec<Vec<(usize, f64)>> = (0..players)
        .map(|_| vec![(0, 1.0 / players as f64)])
        .collect();
    for (ply, m) in graph.moves.iter().enumerate() {
        if m.mover >= players {
            continue;
        }
        if players == 2 {
            lines[m.mover].push((ply + 1, m.after));
            lines[1 - m.mover].push((ply + 1, 1.0 - m.after));
        } else {
            lines[m.mover].push((ply + 1, m.after));
        }
    }
    lines
}

/// Move numbers every 5, 10, 20... so that about ten fit.
fn tick_step(moves: usize) -> usize {
    [5, 10, 20, 25, 50, 100, 200, 500]
        .into_iter()
        .find(|s| moves / s <= 10)
        .unwrap_or(1000)
}

/// A small pyramid standing on `base`, taller for more points, in the capturer's
/// colour.
fn pyramid(image: &mut RgbImage, x: f32, base: f32, points: u8, colour: Rgb) {
    let height = 6.0 + 4.0 * f32::from(points.min(3));
    let half = height * 0.45;
    for py in (base - height).floor() as i64..=base.ceil() as i64 {
        let row = (py as f32 + 0.5 - (base - height)) / height;
        if !(0.0..=1.0).contains(&row) {
            continue;
        }
        let reach = half * row;
        for px in (x - half - 1.0).floor() as i64..=(x + half + 1.0).ceil() as i64 {
            let d = (px as f32 + 0.5 - x).abs();
            paint(image, px, py, colour, reach + 0.5 - d);
        }
    }
}

/// A made-up game's graph, for tests and for looking at.
#[cfg(test)]
fn tests_sample(players: usize, moves: usize) -> Graph {
    tests::sample(players, moves)
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(super) fn sample(players: usize, moves: usize) -> Graph {
        Graph {
            legend: (0..players)
                .map(|i| (format!("player {}", i + 1), format!("{}.0", 90 - i)))
                .collect(),
            title: "Winning chance after every move".into(),
            moves: (0..moves)
                .map(|i| GraphMove {
                    mover: i % players,
                    // A smooth game from the first player's view, told from each
                    // mover's own (with two players, the other's chance is the rest).
                    after: {
                        let first = 0.5 + 0.4 * ((i as f64) / 7.0).sin();
                        if players == 2 && i % 2 == 1 {
                            1.0 - first
                        } else {
                            first
                        }
                    },
                    mark: match i % 17 {
                        5 => Some(Mark::Inaccuracy),
                        9 => Some(Mark::Mistake),
                        13 => Some(Mark::Blunder),
                        _ => None,
                    },
                    captured: (i % 5 == 2) as u8 * (1 + (i % 3) as u8),
                })
                .collect(),
        }
    }

    fn decode(bytes: &[u8]) -> (u32, u32, Vec<u8>) {
        let decoder = ::png::Decoder::new(std::io::Cursor::new(bytes));
        let mut reader = decoder.read_info().unwrap();
        let mut buf = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut buf).unwrap();
        (info.width, info.height, buf)
    }

    #[test]
    fn the_graph_is_a_png_of_its_size_with_each_seats_colour_on_it() {
        for players in [2, 3, 6] {
            let bytes = graph_png(&sample(players, 60));
            let (w, h, pixels) = decode(&bytes);
            assert_eq!((w, h), (GRAPH_WIDTH, GRAPH_HEIGHT));
            assert!(
                bytes.len() < 60_000,
                "{players} players: {} bytes",
                bytes.len()
            );
            // Indexed: every seat's swatch index appears (its line, its legend).
            for seat in 0..players {
                let index = PALETTE.index(seat_colour(seat));
                assert!(pixels.contains(&index), "seat {seat} of {players}");
            }
        }
    }

    #[test]
    fn a_marked_move_is_drawn_in_its_marks_colour_where_its_line_is() {
        let graph = sample(2, 40);
        let bytes = graph_png(&graph);
        let (w, _, pixels) = decode(&bytes);
        let plot = Plot::for_moves(40);
        let blunder = graph
            .moves
            .iter()
            .position(|m| m.mark == Some(Mark::Blunder))
            .unwrap();
        let (x, y) = (plot.x(blunder + 1), plot.y(graph.moves[blunder].after));
        let at = pixels[(y as u32 * w + x as u32) as usize];
        assert_eq!(at, PALETTE.index(mark_colour(Mark::Blunder)));
    }

    #[test]
    fn a_game_without_moves_still_draws() {
        let bytes = graph_png(&sample(2, 0));
        assert!(bytes.starts_with(b"\x89PNG"));
    }

    #[test]
    fn two_lines_mirror_each_other_and_more_players_have_their_own_moves() {
        let graph = sample(2, 10);
        let two = lines(&graph, 2);
        for (a, b) in two[0].iter().zip(&two[1]) {
            assert_eq!(a.0, b.0);
            assert!((a.1 + b.1 - 1.0).abs() < 1e-12);
        }
        let three = lines(&sample(3, 9), 3);
        assert!(three.iter().all(|l| l.len() == 4 && l[0] == (0, 1.0 / 3.0)));
    }
}

#[cfg(test)]
mod look {
    /// Writes sample graphs to look at: `cargo test -p martian-render write_graph_samples -- --ignored`.
    #[test]
    #[ignore]
    fn write_graph_samples() {
        for players in [2, 3, 6] {
            let bytes = super::graph_png(&super::tests_sample(players, 60));
            std::fs::write(format!("/tmp/graph-{players}.png"), bytes).unwrap();
        }
    }
}
