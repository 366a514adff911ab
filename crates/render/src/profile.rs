//! A player's profile card: name and rating at the top, the rating after every rated
//! game as a line over time, the figures (games, wins, streaks...), the best win, the
//! accuracy, the most-played opponents and the last results as coloured marks.
//!
//! Drawn like the boards and the analysis graph: the dark canvas, the bundled fonts
//! (DejaVu has Latin, Greek and Cyrillic; the fallback font Chinese and Japanese), the
//! line and the marks anti-aliased in full colour, then put on the boards' palette, and
//! the text drawn on that. Every word arrives translated in [`ProfileCard`]: the card
//! only writes numbers (the rating axis) and ISO dates (the time axis), which read the
//! same in every language.

use super::ink::Ink;
use super::palette::PALETTE;
use super::png;
use super::raster::{Canvas, RgbImage};
use super::strokes::{disc, rounded_square, segment};
use super::text::{self, Align, Style, Weight};
use super::theme::{self, Rgb};

/// How a game ended for the card's player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Win,
    Draw,
    Loss,
}

/// The letter on each outcome's mark, in the reader's language ("W", "V", "П"...).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OutcomeLetters {
    pub win: String,
    pub draw: String,
    pub loss: String,
}

/// One of the most-played opponents: a name and the score against them, written as
/// the reader expects it ("12 – 8 – 3").
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Opponent {
    pub name: String,
    pub score: String,
}

/// What the card shows, with its words already in the reader's language. An empty
/// string or list leaves its part out (its place stays empty).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ProfileCard {
    /// The player's name (any length: cut with an ellipsis to fit).
    pub name: String,
    /// The line under the name: which game the card is about ("Martian Chess, duel").
    pub title: String,
    /// The word above the rating ("Rating").
    pub rating_label: String,
    /// The rating as it should read ("1523").
    pub rating: String,
    /// Its uncertainty as it should read ("± 87").
    pub deviation: String,
    /// The line above the chart ("Rating after every rated game").
    pub chart_title: String,
    /// The rating after every rated game: (time in milliseconds since 1970 UTC,
    /// rating), in any order; the last in time is the stored rating. Non-finite
    /// ratings are skipped.
    pub history: Vec<(i64, f64)>,
    /// Shown in the chart's place when `history` has no point ("No rated games yet").
    pub no_history: String,
    /// Label and value pairs ("Games", "300"), three to a row, at most nine shown.
    pub figures: Vec<(String, String)>,
    /// Label and value of the best win ("Best win", "alice (1834)").
    pub best_win: (String, String),
    /// Label and value of the accuracy ("Average accuracy", "87.5 (42 games)").
    pub accuracy: (String, String),
    /// The heading over the opponents ("Most played").
    pub opponents_title: String,
    /// The most-played opponents, most games first; at most three shown.
    pub opponents: Vec<Opponent>,
    /// The label before the last results ("Last 10").
    pub results_title: String,
    /// The last results, oldest first (the newest is drawn rightmost); at most ten
    /// shown, the latest ones.
    pub results: Vec<Outcome>,
    pub letters: OutcomeLetters,
}

pub const PROFILE_WIDTH: u32 = 960;
pub const PROFILE_HEIGHT: u32 = 540;

/// Outer margin.
const MARGIN: f32 = 24.0;
/// The chart's box (the plot on `BLOCK`, with the axis labels around it).
const CHART_LEFT: f32 = 84.0;
const CHART_RIGHT: f32 = 600.0;
const CHART_TOP: f32 = 124.0;
const CHART_BOTTOM: f32 = 420.0;
/// The right-hand column of figures, lines and opponents.
const COLUMN_LEFT: f32 = 632.0;
const COLUMN_RIGHT: f32 = PROFILE_WIDTH as f32 - MARGIN;
/// The row of last results.
const RESULTS_TOP: f32 = 476.0;
const MARK_SIDE: f32 = 32.0;
const MARK_GAP: f32 = 8.0;
const MOST_RESULTS: usize = 10;
const MOST_FIGURES: usize = 9;
const MOST_OPPONENTS: usize = 3;

/// The card's type sizes: the boards' score, status and small sizes.
const BIG: Style = Style::new(Weight::Bold, theme::SCORE_SIZE);
const AFTER: Style = Style::new(Weight::Regular, theme::STATUS_SIZE);
const SMALL: Style = Style::new(Weight::Regular, theme::SMALL_SIZE);

/// The rating line and the stored rating's dot: the light blue of the player to move,
/// whose ramp over `BLOCK` is in the palette, so the line's edges stay smooth.
const LINE: Rgb = theme::TURN;
/// Marks: the green and rose of the seats' swatches, and the grey of dim text, so that
/// all three are palette entries and read apart on the dark canvas.
const WIN: Rgb = theme::ZONE_SWATCHES[2];
const DRAW: Rgb = theme::DIM_TEXT;
const LOSS: Rgb = theme::ZONE_SWATCHES[4];

fn outcome_colour(outcome: Outcome) -> Rgb {
    match outcome {
        Outcome::Win => WIN,
        Outcome::Draw => DRAW,
        Outcome::Loss => LOSS,
    }
}

fn outcome_letter(letters: &OutcomeLetters, outcome: Outcome) -> &str {
    match outcome {
        Outcome::Win => &letters.win,
        Outcome::Draw => &letters.draw,
        Outcome::Loss => &letters.loss,
    }
}

/// The card as PNG bytes. Never fails: any input gives a picture of
/// [`PROFILE_WIDTH`] by [`PROFILE_HEIGHT`].
pub fn profile_png(card: &ProfileCard) -> Vec<u8> {
    let points = points(&card.history);
    let chart = Chart::new(&points);
    let mut image = RgbImage::from_pixel(PROFILE_WIDTH, PROFILE_HEIGHT, theme::BACKGROUND);
    draw_chart_shapes(&mut image, &chart, &points);
    let column = Column::of(card);
    column.draw_panels(&mut image);
    let results = last_results(&card.results);
    draw_marks(&mut image, card, results);
    let mut canvas = PALETTE.quantise(&image);
    Header::of(card).draw(&mut canvas, card);
    draw_chart_text(&mut canvas, card, &chart, &points);
    column.draw_text(&mut canvas, card);
    draw_mark_text(&mut canvas, card, results);
    png::encode(&canvas)
}

/// The history's drawable points, in time order (ties kept in the given order).
fn points(history: &[(i64, f64)]) -> Vec<(i64, f64)> {
    let mut points: Vec<(i64, f64)> = history
        .iter()
        .copied()
        .filter(|(_, rating)| rating.is_finite())
        .collect();
    points.sort_by_key(|(time, _)| *time);
    points
}

/// The latest `MOST_RESULTS` results.
fn last_results(results: &[Outcome]) -> &[Outcome] {
    &results[results.len().saturating_sub(MOST_RESULTS)..]
}

/// Time from the first game to the last, mapped onto the plot's width.
#[derive(Clone, Copy, Debug, PartialEq)]
struct TimeAxis {
    start: i64,
    end: i64,
    left: f32,
    width: f32,
}

impl TimeAxis {
    /// The x of `time`; all in the middle when every game has the same time (one game).
    fn x(&self, time: i64) -> f32 {
        // In f64 (not i64) so that no span overflows, however far apart the times are.
        let span = self.end as f64 - self.start as f64;
        if span <= 0.0 {
            return self.left + self.width / 2.0;
        }
        let part = ((time as f64 - self.start as f64) / span).clamp(0.0, 1.0);
        self.left + self.width * part as f32
    }

    /// The time at a fraction of the axis, for its date labels.
    fn at(&self, part: f64) -> i64 {
        let time = self.start as f64 + (self.end as f64 - self.start as f64) * part;
        time as i64
    }
}

/// Ratings from `low` to `high` mapped onto the plot's height, with grid lines every
/// `step`.
#[derive(Clone, Copy, Debug, PartialEq)]
struct RatingAxis {
    low: f64,
    high: f64,
    step: f64,
    top: f32,
    height: f32,
}

/// Ratings are drawn within this (a bad value must not make a line a mile long).
const RATING_LIMIT: f64 = 1e7;
/// The least span of the rating axis: a player whose rating barely moved gets a flat
/// line in the middle, not every wobble blown up to the whole height.
const LEAST_SPAN: f64 = 40.0;

impl RatingAxis {
    fn new(ratings: impl Iterator<Item = f64>, top: f32, height: f32) -> RatingAxis {
        let (mut low, mut high) = ratings
            .map(|r| r.clamp(-RATING_LIMIT, RATING_LIMIT))
            .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), r| {
                (lo.min(r), hi.max(r))
            });
        if low > high {
            (low, high) = (0.0, 0.0);
        }
        let middle = (low + high) / 2.0;
        let half = ((high - low) / 2.0).max(LEAST_SPAN / 2.0) * 1.1;
        let step = nice_step((2.0 * half) / 4.0);
        RatingAxis {
            low: ((middle - half) / step).floor() * step,
            high: ((middle + half) / step).ceil() * step,
            step,
            top,
            height,
        }
    }

    fn y(&self, rating: f64) -> f32 {
        let rating = rating.clamp(self.low, self.high);
        let part = (rating - self.low) / (self.high - self.low).max(f64::MIN_POSITIVE);
        self.top + self.height * (1.0 - part as f32)
    }

    /// The ratings that get a grid line and a label: multiples of the step.
    fn grid(&self) -> impl Iterator<Item = f64> + '_ {
        let first = (self.low / self.step).ceil() as i64;
        let last = (self.high / self.step).floor() as i64;
        // At most a dozen whatever the rounding did.
        (first..=last).take(12).map(|k| k as f64 * self.step)
    }
}

/// The smallest of 1, 2, 5, 10, 20, 50... that is at least `rough`.
fn nice_step(rough: f64) -> f64 {
    let magnitude = 10f64.powf(rough.max(1.0).log10().floor());
    [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * magnitude)
        .find(|step| *step >= rough)
        .unwrap_or(10.0 * magnitude)
}

/// The plot: where time and rating go.
struct Chart {
    time: TimeAxis,
    rating: RatingAxis,
}

/// Room inside the plot's box so the line's ends and the dot are not cut off.
const INSET: f32 = 10.0;

impl Chart {
    fn new(points: &[(i64, f64)]) -> Chart {
        let first = points.first().map_or(0, |p| p.0);
        let last = points.last().map_or(0, |p| p.0);
        Chart {
            time: TimeAxis {
                start: first,
                end: last,
                left: CHART_LEFT + INSET,
                width: CHART_RIGHT - CHART_LEFT - 2.0 * INSET,
            },
            rating: RatingAxis::new(
                points.iter().map(|p| p.1),
                CHART_TOP + INSET,
                CHART_BOTTOM - CHART_TOP - 2.0 * INSET,
            ),
        }
    }

    fn at(&self, point: (i64, f64)) -> (f32, f32) {
        (self.time.x(point.0), self.rating.y(point.1))
    }
}

/// The plot's box, its grid, the rating line and the dot on the stored rating. With no
/// history, only the box (the explanation is written in it).
fn draw_chart_shapes(image: &mut RgbImage, chart: &Chart, points: &[(i64, f64)]) {
    let (left, top) = (CHART_LEFT as u32, CHART_TOP as u32);
    let (width, height) = (
        (CHART_RIGHT - CHART_LEFT) as u32,
        (CHART_BOTTOM - CHART_TOP) as u32,
    );
    image.fill(left, top, width, height, theme::BLOCK);
    let Some(&last) = points.last() else {
        return;
    };
    for rating in chart.rating.grid() {
        let y = chart.rating.y(rating).round() as u32;
        image.fill(left, y, width, 1, theme::BACKGROUND);
    }
    // Thinner when the points are dense, so that a long history stays a line.
    let stroke = if points.len() > 400 { 1.6 } else { 2.4 };
    for pair in points.windows(2) {
        segment(image, chart.at(pair[0]), chart.at(pair[1]), stroke, LINE);
    }
    let (x, y) = chart.at(last);
    disc(image, x, y, 6.5, theme::FRAME_COLOUR);
    disc(image, x, y, 5.0, LINE);
}

/// Rating labels left of the plot, dates below it, the chart's title above it; or the
/// explanation when there is no history.
fn draw_chart_text(canvas: &mut Canvas, card: &ProfileCard, chart: &Chart, points: &[(i64, f64)]) {
    let heading = Style::new(Weight::Bold, theme::STATUS_SIZE);
    let title = text::fit(
        heading,
        &text::sanitize(&card.chart_title),
        CHART_RIGHT - MARGIN,
    );
    text::draw(
        canvas,
        heading,
        Ink::Text,
        MARGIN,
        94.0,
        Align::Left,
        &title,
    );
    if points.is_empty() {
        let lines = text::wrap(SMALL, &text::sanitize(&card.no_history), 400.0, 3);
        let middle = (CHART_TOP + CHART_BOTTOM) / 2.0 - 11.0 * lines.len() as f32;
        let centre = (CHART_LEFT + CHART_RIGHT) / 2.0;
        for (i, line) in lines.iter().enumerate() {
            let y = middle + 22.0 * i as f32;
            text::draw(canvas, SMALL, Ink::Label, centre, y, Align::Centre, line);
        }
        return;
    }
    for rating in chart.rating.grid() {
        let y = chart.rating.y(rating) - SMALL.size / 2.0 - 2.0;
        let label = text::fit(SMALL, &format!("{rating:.0}"), CHART_LEFT - MARGIN - 8.0);
        text::draw(
            canvas,
            SMALL,
            Ink::Label,
            CHART_LEFT - 8.0,
            y,
            Align::Right,
            &label,
        );
    }
    draw_dates(canvas, &chart.time);
}

/// Dates under the plot at its ends and between, each once (a history of one day
/// gets one date).
fn draw_dates(canvas: &mut Canvas, time: &TimeAxis) {
    for (left, label) in date_labels(time) {
        text::draw(
            canvas,
            SMALL,
            Ink::Dim,
            left,
            CHART_BOTTOM + 6.0,
            Align::Left,
            &label,
        );
    }
}

/// The least room between two dates.
const DATE_GAP: f32 = 16.0;

/// The dates under the plot with their left edges: the first and the last game's,
/// then those a third and two thirds along if they fit between without touching (four
/// at most: five of 85 px each crowded the plot's 516). The end ones are aligned
/// inward, so that every date stays under the plot.
fn date_labels(time: &TimeAxis) -> Vec<(f32, String)> {
    if time.end <= time.start {
        let label = iso_date(time.start);
        let left = time.x(time.start) - text::width(SMALL, &label) / 2.0;
        return vec![(left, label)];
    }
    let mut placed: Vec<(f32, f32, String)> = Vec::new();
    for part in [0.0, 1.0, 1.0 / 3.0, 2.0 / 3.0] {
        let at = time.at(part);
        let label = iso_date(at);
        let width = text::width(SMALL, &label);
        let left = if part == 0.0 {
            CHART_LEFT
        } else if part == 1.0 {
            CHART_RIGHT - width
        } else {
            time.x(at) - width / 2.0
        };
        let right = left + width;
        let clear = placed.iter().all(|(l, r, other)| {
            *other != label && (right + DATE_GAP <= *l || left >= *r + DATE_GAP)
        });
        if clear {
            placed.push((left, right, label));
        }
    }
    placed.sort_by(|a, b| a.0.total_cmp(&b.0));
    placed
        .into_iter()
        .map(|(left, _, label)| (left, label))
        .collect()
}

/// The UTC date of a time in milliseconds, as YYYY-MM-DD (days to civil date after
/// Howard Hinnant's `civil_from_days`).
fn iso_date(ms: i64) -> String {
    let days = ms.div_euclid(86_400_000) + 719_468;
    let era = days.div_euclid(146_097);
    let day_of_era = days.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * month_index + 2) / 5 + 1;
    let month = if month_index < 10 {
        month_index + 3
    } else {
        month_index - 9
    };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

/// The header's layout: the rating block on the right sized to its text, and the room
/// left for the name and title beside it.
struct Header {
    rating: String,
    deviation: String,
    label: String,
    /// Where the rating's number ends (its uncertainty follows it).
    rating_right: f32,
    /// The widest the name and the title may be, from the margin.
    name_room: f32,
}

impl Header {
    fn of(card: &ProfileCard) -> Header {
        let rating = text::fit(BIG, &text::sanitize(&card.rating), 200.0);
        let deviation = text::fit(AFTER, &text::sanitize(&card.deviation), 120.0);
        let gap = if deviation.is_empty() { 0.0 } else { 8.0 };
        let rating_right = COLUMN_RIGHT - text::width(AFTER, &deviation) - gap;
        // At least as wide as a short label, so that "Rating" never crowds the name.
        let block = (COLUMN_RIGHT - rating_right + text::width(BIG, &rating)).max(120.0);
        let label = text::fit(SMALL, &text::sanitize(&card.rating_label), block);
        Header {
            rating,
            deviation,
            label,
            rating_right,
            name_room: COLUMN_RIGHT - block - 2.0 * MARGIN,
        }
    }

    /// The name (as large as the boards' scores), the title under it, the rating on the
    /// right with its label above and its uncertainty after it.
    fn draw(&self, canvas: &mut Canvas, card: &ProfileCard) {
        let right = COLUMN_RIGHT;
        text::draw(
            canvas,
            AFTER,
            Ink::Dim,
            right,
            40.0,
            Align::Right,
            &self.deviation,
        );
        text::draw(
            canvas,
            BIG,
            Ink::Winner,
            self.rating_right,
            32.0,
            Align::Right,
            &self.rating,
        );
        text::draw(
            canvas,
            SMALL,
            Ink::Label,
            right,
            12.0,
            Align::Right,
            &self.label,
        );
        let name = text::fit(BIG, &text::sanitize(&card.name), self.name_room);
        text::draw(canvas, BIG, Ink::Text, MARGIN, 14.0, Align::Left, &name);
        let title = text::fit(SMALL, &text::sanitize(&card.title), self.name_room);
        text::draw(canvas, SMALL, Ink::Dim, MARGIN, 54.0, Align::Left, &title);
    }
}

/// The right-hand column, laid out top to bottom: the figures' panel, the best win and
/// the accuracy, then the opponents.
struct Column {
    /// Rows of figures (three to a row).
    rows: usize,
    panel_bottom: f32,
}

const FIGURES_TOP: f32 = CHART_TOP;
const FIGURE_ROW: f32 = 58.0;
const FIGURES_PER_ROW: usize = 3;
/// Each of the two lines (best win, accuracy): label above value.
const LINE_BLOCK: f32 = 50.0;

impl Column {
    fn of(card: &ProfileCard) -> Column {
        let shown = card.figures.len().min(MOST_FIGURES);
        let rows = shown.div_ceil(FIGURES_PER_ROW);
        Column {
            rows,
            panel_bottom: FIGURES_TOP + FIGURE_ROW * rows as f32 + 8.0,
        }
    }

    fn cell_width() -> f32 {
        (COLUMN_RIGHT - COLUMN_LEFT) / FIGURES_PER_ROW as f32
    }

    fn draw_panels(&self, image: &mut RgbImage) {
        if self.rows == 0 {
            return;
        }
        image.fill(
            COLUMN_LEFT as u32,
            FIGURES_TOP as u32,
            (COLUMN_RIGHT - COLUMN_LEFT) as u32,
            (self.panel_bottom - FIGURES_TOP) as u32,
            theme::BLOCK,
        );
    }

    fn draw_text(&self, canvas: &mut Canvas, card: &ProfileCard) {
        let value_style = Style::new(Weight::Bold, theme::NAME_SIZE);
        let cell = Self::cell_width();
        for (i, (label, value)) in card.figures.iter().take(MOST_FIGURES).enumerate() {
            let x = COLUMN_LEFT + cell * (i % FIGURES_PER_ROW) as f32 + cell / 2.0;
            let y = FIGURES_TOP + 8.0 + FIGURE_ROW * (i / FIGURES_PER_ROW) as f32;
            let value = text::fit(value_style, &text::sanitize(value), cell - 10.0);
            let (style, label) = shrink_to_fit(&text::sanitize(label), cell - 8.0);
            text::draw(canvas, value_style, Ink::Text, x, y, Align::Centre, &value);
            let y = y + 28.0 + (theme::SMALL_SIZE - style.size) / 2.0;
            text::draw(canvas, style, Ink::Dim, x, y, Align::Centre, &label);
        }
        let mut y = self.panel_bottom + 14.0;
        for line in [&card.best_win, &card.accuracy] {
            if draw_line(canvas, line, y) {
                y += LINE_BLOCK;
            }
        }
        draw_opponents(canvas, card, y + 4.0);
    }
}

/// A figure's label in the small size, or smaller when that does not fit (labels such
/// as "Longest streak" are a word or two too wide for a third of the column, and whole
/// reads better than cut), cut with an ellipsis only at the smallest.
fn shrink_to_fit(label: &str, room: f32) -> (Style, String) {
    for size in [theme::SMALL_SIZE, 14.0, 12.0] {
        let style = Style::new(Weight::Regular, size);
        if text::width(style, label) <= room {
            return (style, label.to_owned());
        }
    }
    let style = Style::new(Weight::Regular, 12.0);
    (style, text::fit(style, label, room))
}

/// A label (small, dim) with its value under it; nothing, and `false`, when both are
/// empty.
fn draw_line(canvas: &mut Canvas, (label, value): &(String, String), y: f32) -> bool {
    if label.trim().is_empty() && value.trim().is_empty() {
        return false;
    }
    let label_style = SMALL;
    let value_style = Style::new(Weight::Regular, theme::LABEL_SIZE);
    let room = COLUMN_RIGHT - COLUMN_LEFT;
    let label = text::fit(label_style, &text::sanitize(label), room);
    let value = text::fit(value_style, &text::sanitize(value), room);
    text::draw(
        canvas,
        label_style,
        Ink::Label,
        COLUMN_LEFT,
        y,
        Align::Left,
        &label,
    );
    text::draw(
        canvas,
        value_style,
        Ink::Text,
        COLUMN_LEFT,
        y + 21.0,
        Align::Left,
        &value,
    );
    true
}

/// The heading, then each opponent's name on the left and score on the right; rows
/// that would run off the card are left out.
fn draw_opponents(canvas: &mut Canvas, card: &ProfileCard, top: f32) {
    if card.opponents.is_empty() {
        return;
    }
    let heading = SMALL;
    let row = Style::new(Weight::Regular, theme::LABEL_SIZE);
    let room = COLUMN_RIGHT - COLUMN_LEFT;
    let title = text::fit(heading, &text::sanitize(&card.opponents_title), room);
    text::draw(
        canvas,
        heading,
        Ink::Label,
        COLUMN_LEFT,
        top,
        Align::Left,
        &title,
    );
    for (i, opponent) in card.opponents.iter().take(MOST_OPPONENTS).enumerate() {
        let y = top + 22.0 + 27.0 * i as f32;
        if y + 24.0 > PROFILE_HEIGHT as f32 {
            break;
        }
        let (name, score) = opponent_row(row, opponent, room);
        text::draw(canvas, row, Ink::Text, COLUMN_LEFT, y, Align::Left, &name);
        text::draw(
            canvas,
            row,
            Ink::Winner,
            COLUMN_RIGHT,
            y,
            Align::Right,
            &score,
        );
    }
}

/// An opponent's row as drawn in `room` pixels: the score is what the row says, so
/// the name is shortened first, down to a stub of 80 px ("1 партия: +0 =0 −1" takes
/// over half the column).
fn opponent_row(row: Style, opponent: &Opponent, room: f32) -> (String, String) {
    let score = text::fit(row, &text::sanitize(&opponent.score), room - 80.0);
    let name_room = room - text::width(row, &score) - 12.0;
    let name = text::fit(row, &text::sanitize(&opponent.name), name_room);
    (name, score)
}

/// Where the marks start: after the results' label (at most a third of the chart's
/// width, so that ten marks always fit).
fn marks_left(card: &ProfileCard) -> f32 {
    let style = SMALL;
    let label = text::fit(style, &text::sanitize(&card.results_title), 170.0);
    if label.is_empty() {
        MARGIN
    } else {
        MARGIN + text::width(style, &label) + 14.0
    }
}

fn mark_x(left: f32, i: usize) -> f32 {
    left + (MARK_SIDE + MARK_GAP) * i as f32
}

fn draw_marks(image: &mut RgbImage, card: &ProfileCard, results: &[Outcome]) {
    let left = marks_left(card);
    for (i, &outcome) in results.iter().enumerate() {
        let x = mark_x(left, i);
        rounded_square(
            image,
            x,
            RESULTS_TOP,
            MARK_SIDE,
            7.0,
            outcome_colour(outcome),
        );
    }
}

/// The results' label, and each mark's letter in the dark ink of a card's paper.
fn draw_mark_text(canvas: &mut Canvas, card: &ProfileCard, results: &[Outcome]) {
    if results.is_empty() {
        return;
    }
    let style = SMALL;
    let label = text::fit(style, &text::sanitize(&card.results_title), 170.0);
    let y = RESULTS_TOP + (MARK_SIDE - style.size) / 2.0 - 2.0;
    text::draw(canvas, style, Ink::Label, MARGIN, y, Align::Left, &label);
    let letter_style = Style::new(Weight::Bold, theme::LABEL_SIZE);
    let left = marks_left(card);
    for (i, &outcome) in results.iter().enumerate() {
        let letter = text::fit(
            letter_style,
            &text::sanitize(outcome_letter(&card.letters, outcome)),
            MARK_SIDE - 4.0,
        );
        let x = mark_x(left, i) + MARK_SIDE / 2.0;
        let y = RESULTS_TOP + (MARK_SIDE - letter_style.size) / 2.0 - 1.0;
        text::draw(
            canvas,
            letter_style,
            Ink::Card,
            x,
            y,
            Align::Centre,
            &letter,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::samples;

    fn decode(bytes: &[u8]) -> (u32, u32, Vec<u8>) {
        let decoder = ::png::Decoder::new(std::io::Cursor::new(bytes));
        let mut reader = decoder.read_info().unwrap();
        let mut buf = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut buf).unwrap();
        (info.width, info.height, buf)
    }

    /// The card's pixels (palette indices), checked to be a PNG of the card's size.
    fn pixels(card: &ProfileCard) -> Vec<u8> {
        let (w, h, pixels) = decode(&profile_png(card));
        assert_eq!((w, h), (PROFILE_WIDTH, PROFILE_HEIGHT));
        pixels
    }

    fn at(pixels: &[u8], x: f32, y: f32) -> u8 {
        pixels[y as usize * PROFILE_WIDTH as usize + x as usize]
    }

    #[test]
    fn the_samples_are_small_pngs_of_the_cards_size() {
        for card in [
            samples::profile_card(300),
            samples::profile_card_russian(300),
            samples::profile_card(0),
        ] {
            let bytes = profile_png(&card);
            assert!(bytes.len() < 60_000, "{} bytes", bytes.len());
            pixels(&card);
        }
    }

    #[test]
    fn the_bundled_fonts_draw_every_letter_of_the_russian_card() {
        let card = samples::profile_card_russian(10);
        let mut words = vec![
            &card.name,
            &card.title,
            &card.rating_label,
            &card.chart_title,
            &card.no_history,
            &card.best_win.0,
            &card.best_win.1,
            &card.accuracy.0,
            &card.opponents_title,
            &card.results_title,
            &card.letters.win,
            &card.letters.draw,
            &card.letters.loss,
        ];
        words.extend(card.figures.iter().map(|(label, _)| label));
        for word in words {
            // A letter no font has would come back as the hollow box.
            assert_eq!(&text::sanitize(word), word);
        }
    }

    #[test]
    fn the_same_card_gives_the_same_bytes() {
        let card = samples::profile_card_russian(120);
        let first = profile_png(&card);
        // Another card in between fills the text caches with other lines.
        profile_png(&samples::profile_card(7));
        assert_eq!(profile_png(&card), first);
    }

    #[test]
    fn no_history_size_or_value_breaks_the_card() {
        let cases: Vec<Vec<(i64, f64)>> = vec![
            Vec::new(),
            vec![(0, 1500.0)],
            samples::profile_card(3000).history,
            vec![(1_700_000_000_000, 1500.0); 50],
            // Bunched: 299 games in one millisecond, then one a year later.
            (0..300)
                .map(|i| (if i < 299 { 0 } else { 31_536_000_000 }, 1500.0 + i as f64))
                .collect(),
            samples::profile_card_worst_case().history,
            vec![(10, f64::NAN)],
        ];
        for history in cases {
            pixels(&ProfileCard {
                history: history.clone(),
                ..samples::profile_card_worst_case()
            });
            pixels(&ProfileCard {
                history,
                ..samples::profile_card(3)
            });
        }
    }

    #[test]
    fn later_games_are_further_right_and_one_time_sits_in_the_middle() {
        let axis = TimeAxis {
            start: 1_000,
            end: 1_000 + 86_400_000,
            left: 100.0,
            width: 400.0,
        };
        assert_eq!(axis.x(1_000), 100.0);
        assert_eq!(axis.x(1_000 + 86_400_000), 500.0);
        assert!(axis.x(2_000) < axis.x(3_000));
        assert!((axis.x(1_000 + 43_200_000) - 300.0).abs() < 1e-3);
        let one = TimeAxis { end: 1_000, ..axis };
        assert_eq!(one.x(1_000), 300.0);
        // The widest span there is: no overflow, still in order.
        let widest = TimeAxis {
            start: i64::MIN,
            end: i64::MAX,
            ..axis
        };
        assert!(widest.x(i64::MIN) < widest.x(0) && widest.x(0) < widest.x(i64::MAX));
    }

    #[test]
    fn the_rating_axis_holds_every_rating_with_a_few_round_grid_lines() {
        let axis = RatingAxis::new([1432.0, 1871.5].into_iter(), 0.0, 300.0);
        assert!(axis.low <= 1432.0 && axis.high >= 1871.5);
        assert!(axis.y(1871.5) < axis.y(1432.0), "higher is up");
        let grid: Vec<f64> = axis.grid().collect();
        assert!((3..=8).contains(&grid.len()), "{grid:?}");
        assert!(grid.iter().all(|r| r % 100.0 == 0.0), "{grid:?}");
        // A rating that never moved still gets a span, its line in the middle.
        let flat = RatingAxis::new([1500.0; 3].into_iter(), 0.0, 300.0);
        assert!(flat.high - flat.low >= LEAST_SPAN);
        assert!((flat.y(1500.0) - 150.0).abs() < 40.0);
        let wild = RatingAxis::new([f64::MAX, f64::MIN].into_iter(), 0.0, 300.0);
        assert!(wild.grid().count() <= 12);
        assert!(wild.y(f64::MAX).is_finite() && wild.y(f64::MIN).is_finite());
    }

    #[test]
    fn dates_under_the_plot_never_touch_and_a_day_has_one() {
        let axis = |start: i64, end: i64| TimeAxis {
            start,
            end,
            left: CHART_LEFT + INSET,
            width: CHART_RIGHT - CHART_LEFT - 2.0 * INSET,
        };
        let year = date_labels(&axis(
            1_764_806_400_000,
            1_764_806_400_000 + 365 * 86_400_000,
        ));
        assert_eq!(year.len(), 4);
        assert_eq!(year[0], (CHART_LEFT, "2025-12-04".to_owned()));
        assert_eq!(year[3].1, "2026-12-04");
        let day = date_labels(&axis(1_764_806_400_000, 1_764_806_400_000 + 3_600_000));
        assert_eq!(day.len(), 1);
        for span in [year, date_labels(&axis(i64::MIN, i64::MAX))] {
            let mut right = f32::NEG_INFINITY;
            for (left, label) in &span {
                assert!(*left >= right + DATE_GAP, "{span:?}");
                right = left + text::width(SMALL, label);
            }
            assert!(
                span[0].0 >= CHART_LEFT && right <= CHART_RIGHT + 0.5,
                "{span:?}"
            );
        }
    }

    #[test]
    fn dates_are_utc_calendar_days() {
        assert_eq!(iso_date(0), "1970-01-01");
        assert_eq!(iso_date(-1), "1969-12-31");
        assert_eq!(iso_date(1_764_806_400_000), "2025-12-04");
        assert_eq!(iso_date(951_868_799_000), "2000-02-29");
        assert_eq!(iso_date(-2_203_891_200_000), "1900-03-01");
        // Never a panic, however far off.
        iso_date(i64::MIN);
        iso_date(i64::MAX);
    }

    #[test]
    fn the_stored_rating_is_the_last_point_in_time_and_has_the_dot() {
        // Given out of order: the latest (day 2, 1600) must be where the dot is.
        let card = ProfileCard {
            history: vec![(2 * 86_400_000, 1600.0), (0, 1500.0), (86_400_000, 1550.0)],
            ..samples::profile_card(3)
        };
        let pixels = pixels(&card);
        let points = points(&card.history);
        assert_eq!(points.last(), Some(&(2 * 86_400_000, 1600.0)));
        let (x, y) = Chart::new(&points).at(points[2]);
        assert_eq!(at(&pixels, x, y), PALETTE.index(LINE));
        assert!(x > (CHART_LEFT + CHART_RIGHT) / 2.0);
    }

    #[test]
    fn an_empty_history_leaves_the_plot_without_a_line_and_writes_why() {
        let card = samples::profile_card(0);
        let pixels = pixels(&card);
        let line = PALETTE.index(LINE);
        let block = PALETTE.index(theme::BLOCK);
        let mut inside = Vec::new();
        for y in CHART_TOP as usize..CHART_BOTTOM as usize {
            let row = y * PROFILE_WIDTH as usize;
            inside
                .extend_from_slice(&pixels[row + CHART_LEFT as usize..row + CHART_RIGHT as usize]);
        }
        assert!(!inside.contains(&line));
        assert!(
            inside.iter().any(|&p| p != block),
            "the explanation is written"
        );
        let silent = ProfileCard {
            no_history: String::new(),
            ..card
        };
        let pixels = super::tests::pixels(&silent);
        let (x, y) = (
            (CHART_LEFT + CHART_RIGHT) / 2.0,
            (CHART_TOP + CHART_BOTTOM) / 2.0,
        );
        assert_eq!(at(&pixels, x, y), block);
    }

    #[test]
    fn only_the_last_ten_results_show_newest_on_the_right() {
        let mut results = vec![Outcome::Loss];
        results.extend([Outcome::Win; 9]);
        results.push(Outcome::Draw);
        let card = ProfileCard {
            results,
            ..samples::profile_card(3)
        };
        let pixels = pixels(&card);
        let left = marks_left(&card);
        // Each mark's corner area inside its rounding, clear of the letter.
        let colour = |i: usize| {
            at(
                &pixels,
                mark_x(left, i) + 4.0,
                RESULTS_TOP + MARK_SIDE / 2.0,
            )
        };
        assert_eq!(colour(0), PALETTE.index(WIN));
        assert_eq!(colour(9), PALETTE.index(DRAW));
        let row = (RESULTS_TOP + 4.0) as usize * PROFILE_WIDTH as usize;
        let loss = PALETTE.index(LOSS);
        assert!(!pixels[row..row + PROFILE_WIDTH as usize].contains(&loss));
        assert!(mark_x(left, 9) + MARK_SIDE <= CHART_RIGHT);
    }

    #[test]
    fn a_long_opponent_name_is_cut_before_the_score() {
        let row = Style::new(Weight::Regular, theme::LABEL_SIZE);
        let room = COLUMN_RIGHT - COLUMN_LEFT;
        for score in [
            "1 партия: +0 =0 −1",
            "12 partií: +10 =1 −1",
            "12 games: +10 =1 −1",
        ] {
            let opponent = Opponent {
                name: "konstantin_konstantinopolskij_xy".to_string(),
                score: score.to_string(),
            };
            let (name, shown) = opponent_row(row, &opponent, room);
            assert_eq!(shown, score);
            assert!(
                name.starts_with("konstantin") && name.ends_with('…'),
                "{name}"
            );
            assert!(text::width(row, &name) + 12.0 + text::width(row, &shown) <= room);
        }
    }

    #[test]
    fn a_long_name_is_cut_before_the_rating() {
        let card = ProfileCard {
            name: "Ш".repeat(200),
            title: "W".repeat(200),
            ..samples::profile_card(3)
        };
        let header = Header::of(&card);
        let pixels = pixels(&card);
        let background = PALETTE.index(theme::BACKGROUND);
        let rating_left = header.rating_right - text::width(BIG, &header.rating);
        let gap_left = MARGIN + header.name_room + 1.0;
        assert!(gap_left + 8.0 < rating_left);
        for y in 14..80 {
            for x in gap_left as usize..rating_left as usize - 1 {
                assert_eq!(at(&pixels, x as f32, y as f32), background, "({x}, {y})");
            }
        }
        // And the name did reach that far: it was cut, not dropped.
        let near = (MARGIN + header.name_room - 40.0) as usize;
        let drawn = (14..48).any(|y| {
            (near..gap_left as usize).any(|x| at(&pixels, x as f32, y as f32) != background)
        });
        assert!(drawn);
    }
}
