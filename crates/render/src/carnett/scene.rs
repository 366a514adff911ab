//! Where everything goes on Carnett's image, and drawing it: a template per
//! orientation (background, frame, file and rank labels, the panel's blocks) made
//! once, then per image one tile copy per square, the moved-piece marks, and the
//! panel's text from the cached runs.
//!
//! The panel beside the board: a block per side (the side on top of the board first),
//! with the name, whose turn, the hand's size, the prison (the opponent's pieces this
//! side took) and the reserve (its own pieces back, ready to drop); between them the
//! turn: headline, die, actions left, deck, the last discarded cards and the battle.

use std::sync::OnceLock;

use martian_carnett::{Card, Color, Counts, Kind, Piece, Square, MAX_TURNS};

use super::super::ink::Ink;
use super::super::palette::PALETTE;
use super::super::raster::Canvas;
use super::super::text::{self, Align, Style, Weight};
use super::super::theme::{self, Rgb, SQUARE};
use super::options::{Options, Verdict};
use super::sprites::{Mark, DIE, ICON, MOVED, TILES};
use super::table::Table;
use super::texts::Texts;

const FRAME: u32 = theme::FRAME;
const BOARD_X: u32 = theme::LABEL_MARGIN;
const BOARD_Y: u32 = theme::MARGIN;
const BOARD: u32 = 8 * SQUARE + 2 * FRAME;
const PANEL_X: u32 = BOARD_X + BOARD + theme::GAP;
const PANEL_W: u32 = theme::PANEL_WIDTH;
/// The image's size in pixels (the same for every table).
pub const WIDTH: u32 = PANEL_X + PANEL_W + theme::MARGIN;
pub const HEIGHT: u32 = BOARD_Y + BOARD + theme::LABEL_MARGIN;
/// Side of a board square in pixels.
pub const SQUARE_SIZE: u32 = SQUARE;
/// The ink of red suits.
pub const RED: Rgb = theme::RED_SUIT;

/// The seats' blocks, the turn's area between them.
const BLOCK_H: u32 = 124;
const BLOCK_GAP: u32 = 8;
const TOP_BLOCK: u32 = BOARD_Y;
const BOTTOM_BLOCK: u32 = BOARD_Y + BOARD - BLOCK_H;
const MIDDLE: u32 = TOP_BLOCK + BLOCK_H + BLOCK_GAP;
const MIDDLE_H: u32 = BOTTOM_BLOCK - BLOCK_GAP - MIDDLE;
const PAD: u32 = 10;
const BORDER: u32 = 3;
/// The side of the moved-piece mark's triangle.
const MOVED_MARK: u32 = 15;

/// A card as the panel shows it.
const CARD_W: u32 = 36;
const CARD_H: u32 = 26;
const CARD_GAP: u32 = 4;

const NAME: Style = Style::new(Weight::Bold, 21.0);
const TAG: Style = Style::new(Weight::Bold, theme::SMALL_SIZE);
const SMALL: Style = Style::new(Weight::Regular, theme::SMALL_SIZE);
const COUNT: Style = Style::new(Weight::Bold, 14.0);
const HEADLINE: Style = Style::new(Weight::Bold, theme::STATUS_SIZE);
const RESULT: Style = Style::new(Weight::Bold, theme::HEADLINE_SIZE);
/// The result's lines at most: room for long names before they are shortened.
const RESULT_LINES: usize = 3;
const STRONG: Style = Style::new(Weight::Bold, 17.0);
const CARD_TEXT: Style = Style::new(Weight::Bold, 16.0);
const SUIT: Style = Style::new(Weight::Bold, 22.0);
const LABEL: Style = Style::new(Weight::Bold, theme::LABEL_SIZE);

/// Top-left pixel of a square, with Black's side at the bottom or not.
pub fn square_origin(sq: Square, black_at_bottom: bool) -> (u32, u32) {
    let (col, row) = if black_at_bottom {
        (7 - sq.file(), sq.rank())
    } else {
        (sq.file(), 7 - sq.rank())
    };
    (
        BOARD_X + FRAME + u32::from(col) * SQUARE,
        BOARD_Y + FRAME + u32::from(row) * SQUARE,
    )
}

/// The background of one orientation, drawn straight in palette indices (its
/// colours are flat theme colours, exact entries).
fn template(flipped: bool) -> Canvas {
    let mut image = Canvas::from_pixels(WIDTH, HEIGHT, Vec::new());
    image.fill(0, 0, WIDTH, HEIGHT, PALETTE.index(theme::BACKGROUND));
    let frame = PALETTE.index(theme::FRAME_COLOUR);
    image.fill(BOARD_X, BOARD_Y, BOARD, BOARD, frame);
    for y in [TOP_BLOCK, MIDDLE, BOTTOM_BLOCK] {
        let h = if y == MIDDLE { MIDDLE_H } else { BLOCK_H };
        image.fill(PANEL_X, y, PANEL_W, h, PALETTE.index(theme::BLOCK));
    }
    let label = |image: &mut Canvas, text: &str, x: u32, y: f32| {
        text::draw(image, LABEL, Ink::Label, x as f32, y, Align::Centre, text);
    };
    let half_line = LABEL.ascent() * 0.62;
    for i in 0..8u8 {
        let Some(sq) = Square::new(i, i) else {
            continue;
        };
        let (x, y) = square_origin(sq, flipped);
        let file = char::from(b'a' + i).to_string();
        label(
            &mut image,
            &file,
            x + SQUARE / 2,
            (BOARD_Y + BOARD + 4) as f32,
        );
        let middle = (y + SQUARE / 2) as f32 - half_line;
        label(
            &mut image,
            &(i + 1).to_string(),
            BOARD_X / 2,
            middle.round(),
        );
    }
    image
}

/// White's side at the bottom, then Black's; each drawn the first time it is needed.
static TEMPLATES: [OnceLock<Canvas>; 2] = [const { OnceLock::new() }; 2];

/// The background with Black's side at the bottom or not.
pub fn background(flipped: bool) -> &'static Canvas {
    TEMPLATES[usize::from(flipped)].get_or_init(|| template(flipped))
}

/// The result and its reason as the image shows them (empty while the game goes on).
pub fn result_lines(table: &Table, options: &Options) -> Vec<String> {
    let panel = Panel {
        table,
        options,
        verdict_shown: true,
    };
    if !panel.over() {
        return Vec::new();
    }
    let width = (PANEL_W - 2 * PAD) as f32;
    let (headline, reason) = panel.result(width);
    let mut lines = text::wrap(RESULT, &headline, width, RESULT_LINES);
    if let Some(reason) = reason {
        lines.extend(text::wrap(SMALL, &reason, width, 2));
    }
    lines
}

/// The whole image of `table`, `flipped` meaning Black's side at the bottom.
pub fn draw(table: &Table, options: &Options, flipped: bool, verdict_shown: bool) -> Canvas {
    let mut image = background(flipped).clone();
    let board = table.position.board();
    let moved = table.position.moved();
    for index in 0..64u8 {
        let Some(sq) = Square::from_index(index) else {
            continue;
        };
        let (x, y) = square_origin(sq, flipped);
        let dark = (sq.file() + sq.rank()) % 2 == 0;
        let mark = table
            .highlight
            .iter()
            .rev()
            .find(|(s, _)| *s == sq)
            .map_or(Mark::None, |(_, m)| *m);
        image.blit(TILES.square(dark, mark, board.piece_at(sq)), x, y);
        if moved & sq.bit() != 0 {
            // A triangle in the top-right corner: this piece may not move again.
            let index = PALETTE.index(MOVED);
            for row in 0..MOVED_MARK {
                let w = MOVED_MARK - row;
                image.fill(x + SQUARE - w, y + row, w, 1, index);
            }
        }
    }
    let panel = Panel {
        table,
        options,
        verdict_shown,
    };
    let (top, bottom) = if flipped {
        (Color::White, Color::Black)
    } else {
        (Color::Black, Color::White)
    };
    panel.seat(&mut image, top, TOP_BLOCK);
    panel.seat(&mut image, bottom, BOTTOM_BLOCK);
    panel.middle(&mut image);
    image
}

struct Panel<'a> {
    table: &'a Table,
    options: &'a Options,
    /// Whether the caller's verdict applies to this image (a replay shows it last).
    verdict_shown: bool,
}

/// A rectangle's border, `BORDER` pixels inside it.
fn border(image: &mut Canvas, y: u32, h: u32, colour: Rgb) {
    image.frame(PANEL_X, y, PANEL_W, h, BORDER, PALETTE.index(colour));
}

impl Panel<'_> {
    fn verdict(&self) -> Option<&Verdict> {
        self.options.verdict.as_ref().filter(|_| self.verdict_shown)
    }

    fn over(&self) -> bool {
        self.verdict().is_some() || self.table.outcome.is_some()
    }

    fn winner(&self) -> Option<Color> {
        match self.verdict() {
            Some(v) => v.winner,
            None => self.table.outcome.and_then(|o| o.winner()),
        }
    }

    fn name(&self, color: Color) -> String {
        self.options.name(color)
    }

    /// The result and its reason, with names shortened as far as it takes to show both
    /// whole in `width`.
    fn result(&self, width: f32) -> (String, Option<String>) {
        let texts = &self.options.texts;
        let table = self.table;
        // The result with whole names, then with shorter and shorter ones: the first
        // that shows whole is drawn, so that names give way to who won and why.
        let versions: Vec<(String, Option<String>)> = match (self.verdict(), table.outcome) {
            (Some(v), _) => std::iter::once(&v.text)
                .chain(&v.shorter)
                .map(|t| (text::sanitize(t), None))
                .collect(),
            (None, Some(outcome)) => match outcome.winner() {
                Some(w) => std::iter::once(None)
                    .chain(text::NAME_LIMITS.iter().map(Some))
                    .map(|max| {
                        let name = |c: Color| match max {
                            Some(max) => text::shorten(&self.name(c), *max),
                            None => self.name(c),
                        };
                        (
                            Texts::named(&texts.wins, &name(w)),
                            Some(Texts::named(&texts.king_captured, &name(w.opponent()))),
                        )
                    })
                    .collect(),
                None => vec![(texts.draw.clone(), Some(texts.turn_limit(MAX_TURNS)))],
            },
            (None, None) => vec![(String::new(), None)],
        };
        text::first_whole(versions, |(headline, reason)| {
            text::wraps_whole(RESULT, headline, width, RESULT_LINES)
                && reason
                    .as_ref()
                    .is_none_or(|r| text::wraps_whole(SMALL, r, width, 2))
        })
        .unwrap_or_default()
    }

    /// A side's block: name and tag, hand size, prison and reserve.
    fn seat(&self, image: &mut Canvas, color: Color, y: u32) {
        let texts = &self.options.texts;
        let acting = !self.over() && self.table.to_act() == Some(color);
        let winner = self.over() && self.winner() == Some(color);
        let tag = if winner {
            border(image, y, BLOCK_H, theme::WINNER);
            Some((texts.winner_tag.as_str(), Ink::Winner))
        } else if acting {
            border(image, y, BLOCK_H, theme::TURN);
            let tag = match self.table.battle {
                Some(_) => &texts.to_play_tag,
                None => &texts.to_move_tag,
            };
            Some((tag.as_str(), Ink::Turn))
        } else {
            None
        };
        let x = PANEL_X + PAD;
        let right = PANEL_X + PANEL_W - PAD;
        let king = Piece {
            color,
            kind: Kind::King,
        };
        image.blit(TILES.icon(king), x, y + PAD);
        let name_x = x + ICON + 6;
        let mut room = (right - name_x) as f32;
        if let Some((tag, ink)) = tag {
            let w = text::run(TAG, tag).advance;
            text::draw(
                image,
                TAG,
                ink,
                right as f32,
                (y + 15) as f32,
                Align::Right,
                tag,
            );
            room -= w + 8.0;
        }
        let name = text::fit(NAME, &self.name(color), room.max(20.0));
        text::draw(
            image,
            NAME,
            Ink::Text,
            name_x as f32,
            (y + 11) as f32,
            Align::Left,
            &name,
        );
        let hand = texts.hand(self.table.hands[color.index()]);
        text::draw(
            image,
            SMALL,
            Ink::Dim,
            name_x as f32,
            (y + 38) as f32,
            Align::Left,
            &hand,
        );
        // The prison holds the opponent's pieces; the reserve one's own.
        let rows = [
            (
                &texts.prison,
                color.opponent(),
                self.table.position.prison(color),
                62,
            ),
            (
                &texts.reserve,
                color,
                self.table.position.reserve(color),
                91,
            ),
        ];
        let column = rows
            .iter()
            .map(|(label, ..)| text::run(SMALL, label).advance)
            .fold(0.0, f32::max) as u32
            + 10;
        for (label, owner, counts, dy) in rows {
            let row_y = y + dy;
            let text_y = (row_y + (ICON - 16) / 2) as f32 - 1.0;
            text::draw(image, SMALL, Ink::Dim, x as f32, text_y, Align::Left, label);
            pieces_row(image, owner, &counts, x + column, right, row_y);
        }
    }

    /// The turn's area: headline, die and actions, deck, discards, battle; or the
    /// result at the end.
    fn middle(&self, image: &mut Canvas) {
        let texts = &self.options.texts;
        let table = self.table;
        let pos = &table.position;
        let x = PANEL_X + PAD;
        let right = PANEL_X + PANEL_W - PAD;
        let width = (right - x) as f32;
        let mut y = MIDDLE + PAD;
        if self.over() {
            let (headline, reason) = self.result(width);
            y = paragraph(
                image,
                (RESULT, Ink::Winner),
                (x, y),
                (width, RESULT_LINES),
                &headline,
            );
            if let Some(reason) = &reason {
                y = paragraph(image, (SMALL, Ink::Text), (x, y), (width, 2), reason);
            }
            y += 6;
        } else if let Some(acting) = table.to_act() {
            let template = match table.battle {
                Some(_) => &texts.to_play,
                None => &texts.to_move,
            };
            let headline = Texts::named(template, &self.name(acting));
            y = paragraph(image, (HEADLINE, Ink::Turn), (x, y), (width, 2), &headline);
            y += 7;
            image.blit(TILES.die(pos.die()), x, y);
            let tx = (x + DIE + 10) as f32;
            let room = right as f32 - tx;
            let turn = text::fit(SMALL, &texts.turn(pos.turn(), MAX_TURNS), room);
            text::draw(image, SMALL, Ink::Dim, tx, y as f32, Align::Left, &turn);
            let left = text::fit(STRONG, &texts.actions_left(pos.actions_left()), room);
            text::draw(
                image,
                STRONG,
                Ink::Text,
                tx,
                (y + 18) as f32,
                Align::Left,
                &left,
            );
            y += DIE + 10;
        }
        let deck = texts.deck(table.deck);
        text::draw(
            image,
            SMALL,
            Ink::Text,
            x as f32,
            y as f32,
            Align::Left,
            &deck,
        );
        y += 22;
        let label_w = text::run(SMALL, &texts.discarded).advance as u32 + 8;
        let text_y = (y + (CARD_H - 16) / 2) as f32 - 1.0;
        text::draw(
            image,
            SMALL,
            Ink::Dim,
            x as f32,
            text_y,
            Align::Left,
            &texts.discarded,
        );
        // The top cards that fit, the top one last.
        let fit = ((right - x - label_w + CARD_GAP) / (CARD_W + CARD_GAP)) as usize;
        let shown = &table.discard[table.discard.len().saturating_sub(fit)..];
        cards_row(image, shown, x + label_w, y);
        y += CARD_H + 14;
        let Some(battle) = &table.battle else { return };
        if y + 22 + CARD_H > MIDDLE + MIDDLE_H {
            return;
        }
        let title = texts.battle(&battle.attack.from.to_string(), &battle.target.to_string());
        let title = text::fit(STRONG, &title, width);
        text::draw(
            image,
            STRONG,
            Ink::Text,
            x as f32,
            y as f32,
            Align::Left,
            &title,
        );
        y += 24;
        let end = cards_row(image, &battle.cards, x, y);
        if let Some(lead) = battle.lead() {
            let lx = (end + 8) as f32;
            let ly = (y + (CARD_H - 16) / 2) as f32 - 1.0;
            text::draw(image, SMALL, Ink::Dim, lx, ly, Align::Left, &texts.lead);
            let sx = lx + text::run(SMALL, &texts.lead).advance + 6.0;
            let symbol = lead_symbol(lead);
            text::draw(image, SUIT, symbol.1, sx, ly - 4.0, Align::Left, &symbol.0);
        }
    }
}

/// Draws `text` from `at` (left, top), wrapped to `fit` (width, most lines); returns
/// the top of the next line.
fn paragraph(
    image: &mut Canvas,
    (style, ink): (Style, Ink),
    (x, mut y): (u32, u32),
    (width, lines): (f32, usize),
    text: &str,
) -> u32 {
    let step = (style.size * 1.27).round() as u32;
    for line in text::wrap(style, text, width, lines) {
        text::draw(image, style, ink, x as f32, y as f32, Align::Left, &line);
        y += step;
    }
    y
}

fn suit_ink(card: Card) -> Ink {
    use martian_carnett::Suit;
    match card.suit() {
        Suit::Hearts | Suit::Diamonds => Ink::Red,
        Suit::Spades | Suit::Clubs => Ink::Card,
    }
}

/// The lead suit's symbol and ink on the panel (black suits in the panel's text ink).
fn lead_symbol(suit: martian_carnett::Suit) -> (String, Ink) {
    use martian_carnett::Suit;
    let ink = match suit {
        Suit::Hearts | Suit::Diamonds => Ink::Red,
        Suit::Spades | Suit::Clubs => Ink::Text,
    };
    (suit.symbol().to_string(), ink)
}

/// Cards face up from `x`; returns where the row ends.
fn cards_row(image: &mut Canvas, cards: &[Card], x: u32, y: u32) -> u32 {
    let (edge, paper) = (PALETTE.index(theme::CARD_EDGE), PALETTE.index(theme::CARD));
    let mut pen = x;
    for card in cards {
        image.fill(pen, y, CARD_W, CARD_H, edge);
        image.fill(pen + 1, y + 1, CARD_W - 2, CARD_H - 2, paper);
        let centre = (pen + CARD_W / 2) as f32;
        let ty = (y + (CARD_H - 17) / 2) as f32 - 1.0;
        let label = card.symbol();
        text::draw(
            image,
            CARD_TEXT,
            suit_ink(*card),
            centre,
            ty,
            Align::Centre,
            &label,
        );
        pen += CARD_W + CARD_GAP;
    }
    pen.saturating_sub(CARD_GAP).max(x)
}

/// A prison's or reserve's pieces: an icon per kind held, with its count past one;
/// a dash when empty.
fn pieces_row(image: &mut Canvas, owner: Color, counts: &Counts, x: u32, right: u32, y: u32) {
    let mut pen = x;
    let text_y = (y + (ICON - 14) / 2) as f32 - 1.0;
    let kinds = [
        Kind::Queen,
        Kind::Rook,
        Kind::Bishop,
        Kind::Knight,
        Kind::Pawn,
    ];
    let mut any = false;
    for kind in kinds {
        let count = counts[kind.index()];
        if count == 0 {
            continue;
        }
        any = true;
        let label = (count > 1).then(|| format!("×{count}"));
        let w = ICON
            + label
                .as_ref()
                .map_or(0, |l| text::run(COUNT, l).advance as u32);
        if pen + w > right {
            text::draw(image, COUNT, Ink::Dim, pen as f32, text_y, Align::Left, "…");
            return;
        }
        image.blit(TILES.icon(Piece { color: owner, kind }), pen, y);
        pen += ICON;
        if let Some(label) = label {
            text::draw(
                image,
                COUNT,
                Ink::Text,
                pen as f32,
                text_y,
                Align::Left,
                &label,
            );
            pen += text::run(COUNT, &label).advance as u32;
        }
        pen += 5;
    }
    if !any {
        text::draw(image, SMALL, Ink::Dim, x as f32, text_y, Align::Left, "–");
    }
}
