//! From a position and the caller's options to what the image shows: orientation,
//! highlighted squares, and the panel's contents.

use super::board;
use super::geometry::Geometry;
use super::ink::Ink;
use super::options::{Highlight, Options, Orientation};
use super::panel::{self, PanelInfo, SeatInfo, Status};
use super::raster::Canvas;
use super::text;
use martian_engine::{squares, Player, Position, Square};

/// Whether the board is drawn turned 180 degrees.
pub fn flipped(pos: &Position, orientation: Orientation) -> bool {
    match orientation {
        Orientation::South => false,
        Orientation::North => true,
        Orientation::Auto => {
            let layout = pos.layout();
            // With two players, turn the board when the mover's zone is the upper one.
            layout.players() == 2
                && squares(layout.zone(pos.to_move())).all(|sq| sq.rank() >= layout.height() / 2)
        }
    }
}

/// The whole image: board, then panel.
pub fn draw(pos: &Position, options: &Options, flipped: bool) -> Canvas {
    let template = board::template(pos.layout(), flipped);
    let mut image = template.board(pos, &highlighted(pos, options.highlight));
    if let Some((from, to)) = options.arrow {
        super::arrow::draw(&mut image, &template.geometry, from, to);
    }
    let info = describe(pos, options, &template.geometry);
    panel::draw(&mut image, &template.geometry, &info);
    image
}

fn highlighted(pos: &Position, highlight: Highlight) -> Vec<Square> {
    match highlight {
        Highlight::LastMove => pos
            .last_move()
            .map(|m| vec![m.from, m.to])
            .unwrap_or_default(),
        Highlight::None => Vec::new(),
        Highlight::Squares(from, to) => vec![from, to],
    }
}

fn players(pos: &Position) -> impl Iterator<Item = Player> {
    (1..=pos.layout().players() as u8).filter_map(Player::from_number)
}

/// Display names by seat: sanitized, or "Player N" when missing or blank.
fn names(pos: &Position, options: &Options) -> Vec<String> {
    players(pos)
        .map(|p| {
            let given = options.names.get(p.index()).map(|n| text::sanitize(n));
            given
                .filter(|n| !n.is_empty())
                .unwrap_or_else(|| options.texts.default_name(p))
        })
        .collect()
}

/// The status lines (turn, or result and its reason) as the image shows them.
pub fn status_shown(pos: &Position, options: &Options) -> Vec<String> {
    let template = board::template(pos.layout(), flipped(pos, options.orientation));
    let info = describe(pos, options, &template.geometry);
    let (area, _) = panel::status_area(&template.geometry, info.seats.len());
    panel::shown_status(area, &info.status)
        .into_iter()
        .map(|(_, _, line)| line)
        .collect()
}

/// The panel's contents.
pub fn describe(pos: &Position, options: &Options, g: &Geometry) -> PanelInfo {
    let names = names(pos, options);
    let name = |p: Player| names.get(p.index()).map(String::as_str).unwrap_or("?");
    let (status, winners) = status(pos, options, &name);
    let over = status.over;
    let mut seats: Vec<SeatInfo> = players(pos)
        .map(|p| SeatInfo {
            player: p,
            name: name(p).to_owned(),
            zone: pos.layout().zone_name(p),
            score: pos.score(p),
            captured: options
                .captured
                .as_ref()
                .map(|c| c.get(p.index()).cloned().unwrap_or_default()),
            to_move: !over && p == pos.to_move(),
            winner: winners.contains(&p),
            tag: if winners.contains(&p) {
                options.texts.winner_tag.clone()
            } else if !over && p == pos.to_move() {
                options.texts.to_move_tag.clone()
            } else {
                String::new()
            },
        })
        .collect();
    if seats.len() == 2 {
        // Duel: list the players as their zones appear, top first.
        seats.sort_by_key(|s| zone_top(pos, g, s.player));
    }
    PanelInfo { seats, status }
}

/// Screen y of the top of a player's zone.
fn zone_top(pos: &Position, g: &Geometry, player: Player) -> u32 {
    squares(pos.layout().zone(player))
        .filter_map(|sq| g.square_origin(sq))
        .map(|(_, y)| y)
        .min()
        .unwrap_or(0)
}

/// The status area and the winners (whose blocks get the winner's border).
fn status<'a>(
    pos: &Position,
    options: &Options,
    name: &impl Fn(Player) -> &'a str,
) -> (Status, Vec<Player>) {
    let texts = &options.texts;
    if let Some(verdict) = &options.verdict {
        let status = Status {
            headline: text::sanitize(&verdict.text),
            colour: Ink::Winner,
            over: true,
            lines: Vec::new(),
            shorter: verdict
                .shorter
                .iter()
                .map(|t| (text::sanitize(t), Vec::new()))
                .collect(),
        };
        return (status, verdict.winners.clone());
    }
    if let Some(outcome) = pos.outcome() {
        let count = pos.layout().players();
        let shorter = text::NAME_LIMITS
            .iter()
            .map(|max| {
                let cut: Vec<String> = players(pos).map(|p| text::shorten(name(p), *max)).collect();
                let name = |p: Player| cut.get(p.index()).map_or("?", String::as_str);
                (
                    texts.headline(&outcome, count, name),
                    vec![texts.reason(&outcome, name)],
                )
            })
            .collect();
        let status = Status {
            headline: texts.headline(&outcome, count, name),
            colour: Ink::Winner,
            over: true,
            lines: vec![texts.reason(&outcome, name)],
            shorter,
        };
        let winners = outcome
            .winners()
            .map(|set| set.iter().collect())
            .unwrap_or_default();
        return (status, winners);
    }
    let mut lines = Vec::new();
    if let Some(plies) = pos.clock() {
        lines.push(texts.clock(plies));
    }
    if pos.rules().teams {
        for side in pos.sides() {
            let members: Vec<&str> = side.iter().map(name).collect();
            lines.push(texts.team_score(&members, pos.side_score(side)));
        }
    }
    let status = Status {
        headline: texts.to_move(name(pos.to_move())),
        colour: Ink::Turn,
        over: false,
        lines,
        shorter: Vec::new(),
    };
    (status, Vec::new())
}
