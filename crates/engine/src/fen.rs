//! MCFEN, the position text: `<ranks> <to-move> <scores> <last-move> <clock> <ruleset>`.

use std::fmt;
use std::str::FromStr;

use super::bitboard::Bitboard;
use super::layout::Layout;
use super::piece::{Piece, Player};
use super::position::{LastMove, Position, State, MAX_SCORE};
use super::rules::{ClockMode, Rules};
use super::square::{Coord, Square, FILES, RANKS};

/// The six fields of MCFEN.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FenField {
    /// The text as a whole (the wrong number of fields).
    Whole,
    Ranks,
    ToMove,
    Scores,
    LastMove,
    Clock,
    Ruleset,
}

impl fmt::Display for FenField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FenField::Whole => "position",
            FenField::Ranks => "ranks field (1st)",
            FenField::ToMove => "to-move field (2nd)",
            FenField::Scores => "scores field (3rd)",
            FenField::LastMove => "last-move field (4th)",
            FenField::Clock => "clock field (5th)",
            FenField::Ruleset => "ruleset field (6th)",
        })
    }
}

/// An MCFEN string that is not a valid position: which field, and why.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseFenError {
    pub field: FenField,
    pub problem: String,
}

impl fmt::Display for ParseFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Invalid MCFEN {}: {}.", self.field, self.problem)
    }
}

impl std::error::Error for ParseFenError {}

const FORM: &str = "six fields separated by spaces: <ranks> <to-move> <scores> <last-move> <clock> <ruleset>, like \"QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 0,0 - - classic\"";

fn error(field: FenField, problem: impl Into<String>) -> ParseFenError {
    ParseFenError {
        field,
        problem: problem.into(),
    }
}

/// Quotes user text in a message, shortened and without control characters.
fn quote(text: &str) -> String {
    let clean: String = text.chars().filter(|c| !c.is_control()).take(24).collect();
    if clean.chars().count() < text.chars().count() {
        format!("\"{clean}…\"")
    } else {
        format!("\"{clean}\"")
    }
}

/// The board as the ranks field gives it: width, height and the piece on each square
/// (by square index).
struct Placement {
    width: usize,
    height: usize,
    cells: [Option<Piece>; Square::INDEX_END],
}

/// The widest board: a run of empty squares is at most this long.
const MAX_RUN: u32 = FILES as u32;

fn parse_ranks(text: &str) -> Result<Placement, ParseFenError> {
    let err = |problem: String| error(FenField::Ranks, problem);
    let ranks: Vec<&str> = text.split('/').collect();
    let mut cells = [None; Square::INDEX_END];
    let mut width = None;
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank_number = ranks.len() - i;
        if ranks.len() > usize::from(RANKS) {
            break;
        }
        let bad_run = || {
            err(format!(
                "rank {rank_number} ({}) has a bad run of empty squares: write one number from 1 to {MAX_RUN} for each run",
                quote(rank_text)
            ))
        };
        let mut file = 0usize;
        // The run being read: digits in a row are one number ("12").
        let mut run: Option<u32> = None;
        for c in rank_text.chars() {
            if let Some(digit) = c.to_digit(10) {
                let value = match run {
                    None if digit == 0 => return Err(bad_run()),
                    None => digit,
                    Some(before) => before * 10 + digit,
                };
                if value > MAX_RUN {
                    return Err(bad_run());
                }
                run = Some(value);
                continue;
            }
            file += run.take().unwrap_or(0) as usize;
            let piece = Piece::from_letter(c).ok_or_else(|| {
                err(format!(
                    "rank {rank_number} ({}) contains {}: use P, D and Q for pawns, drones and queens and numbers for runs of empty squares",
                    quote(rank_text),
                    quote(&c.to_string())
                ))
            })?;
            if let Some(sq) = Square::new(file as u8, (rank_number - 1) as u8)
                .filter(|_| file < usize::from(FILES))
            {
                cells[sq.index()] = Some(piece);
            }
            file += 1;
        }
        file += run.unwrap_or(0) as usize;
        match width {
            None => width = Some(file),
            Some(w) if w != file => {
                return Err(err(format!(
                    "rank {rank_number} ({}) is {file} squares wide but rank {} is {w}: every rank must have the same width",
                    quote(rank_text),
                    rank_number + 1
                )))
            }
            Some(_) => {}
        }
    }
    let width = width.unwrap_or(0);
    if Layout::by_size(width, ranks.len()).next().is_none() {
        return Err(err(format!(
            "the board is {width} squares wide and {} ranks high; boards are 8 ranks high and 4 (duel), 8 (halves, tri, quad) or 12 (penta, hexa) squares wide",
            ranks.len()
        )));
    }
    Ok(Placement {
        width,
        height: ranks.len(),
        cells,
    })
}

/// The layout of a board of this size with this many players, or why there is none.
fn layout_of(
    placement: &Placement,
    players: usize,
    scores: &str,
) -> Result<&'static Layout, ParseFenError> {
    if let Some(layout) = Layout::by_shape(placement.width, placement.height, players) {
        return Ok(layout);
    }
    let counts: Vec<String> = Layout::by_size(placement.width, placement.height)
        .map(|l| format!("{} ({})", l.players(), l.name()))
        .collect();
    Err(error(
        FenField::Scores,
        format!(
            "{} has {players} scores, but a board {} squares wide is for {} players: write one number per player, separated by commas",
            quote(scores),
            placement.width,
            or_list(&counts)
        ),
    ))
}

/// "a", "a or b", "a, b or c".
fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

fn parse_square(layout: &Layout, text: &[u8]) -> Option<(Square, usize)> {
    let (coord, used): (Coord, usize) = Coord::read_prefix(text)?;
    let sq = coord.square().filter(|sq| layout.contains(*sq))?;
    Some((sq, used))
}

fn parse_last_move(layout: &Layout, text: &str) -> Result<Option<LastMove>, ParseFenError> {
    if text == "-" {
        return Ok(None);
    }
    let err = || {
        error(
            FenField::LastMove,
            format!(
                "{} is not a move on this board: write - or the previous move like c4c5 (c4xc5 if it captured), with squares on {}",
                quote(text),
                layout.extent()
            ),
        )
    };
    let bytes = text.as_bytes();
    let (from, used) = parse_square(layout, bytes).ok_or_else(err)?;
    let captured = bytes.get(used) == Some(&b'x');
    let rest = &bytes[used + usize::from(captured)..];
    let (to, used) = parse_square(layout, rest).ok_or_else(err)?;
    if used != rest.len() || from == to || text.bytes().any(|b| b.is_ascii_uppercase()) {
        return Err(err());
    }
    Ok(Some(LastMove { from, to, captured }))
}

fn parse_number(text: &str, max: u32) -> Option<u32> {
    if text.is_empty() || text.len() > 5 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok().filter(|n| *n <= max)
}

impl FromStr for Position {
    type Err = ParseFenError;

    fn from_str(text: &str) -> Result<Position, ParseFenError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let [ranks, to_move, scores, last_move, clock, rules] = fields[..] else {
            return Err(error(
                FenField::Whole,
                format!("it has {} fields; MCFEN has {FORM}", fields.len()),
            ));
        };
        let rules: Rules = rules
            .parse()
            .map_err(|e: super::rules::ParseRulesError| error(FenField::Ruleset, e.0))?;
        let placement = parse_ranks(ranks)?;
        let score_texts: Vec<&str> = scores.split(',').collect();
        let layout = layout_of(&placement, score_texts.len(), scores)?;
        let players = layout.players();

        let to_move = parse_number(to_move, players as u32)
            .and_then(|n| Player::from_number(n as u8))
            .ok_or_else(|| {
                error(
                    FenField::ToMove,
                    format!(
                        "{} is not a player: write a number from 1 to {players}",
                        quote(to_move)
                    ),
                )
            })?;

        let mut score_values = [0u16; Player::MAX];
        for (slot, score) in score_values.iter_mut().zip(&score_texts) {
            *slot = parse_number(score, u32::from(MAX_SCORE)).ok_or_else(|| {
                error(
                    FenField::Scores,
                    format!(
                        "{} is not a score: write a whole number from 0 to {MAX_SCORE}",
                        quote(score)
                    ),
                )
            })? as u16;
        }
        if let Some(sq) = (0..Square::INDEX_END)
            .filter_map(|i| Square::from_index(i as u8))
            .find(|sq| placement.cells[sq.index()].is_some() && !layout.contains(*sq))
        {
            return Err(error(
                FenField::Ranks,
                format!(
                    "there is a piece on {sq}, which is not on the {} board: write squares off the board as empty",
                    layout.name()
                ),
            ));
        }

        let last_move = parse_last_move(layout, last_move)?;
        let clock = parse_clock(clock, rules.clock)?;

        let mut sets: [Bitboard; 3] = [0; 3];
        for (index, cell) in placement.cells.iter().enumerate() {
            if let Some(piece) = cell {
                sets[*piece as usize] |= 1 << index;
            }
        }
        let pos = Position::from_sets(
            layout,
            sets,
            State {
                scores: score_values,
                to_move,
                last_move,
                clock,
                rules,
            },
        );
        pos.validate()?;
        Ok(pos)
    }
}

fn parse_clock(text: &str, mode: ClockMode) -> Result<Option<u8>, ParseFenError> {
    let err = |problem: String| error(FenField::Clock, problem);
    match (mode, text) {
        (ClockMode::Auto27, "-") => Err(err(
            "with clock_auto27 the clock always runs: write the plies left, from 0 to 27 (27 at the start)".into(),
        )),
        (_, "-") => Ok(None),
        (ClockMode::Off, _) => Err(err(format!(
            "{} but the clock is off (clock_off): write -",
            quote(text)
        ))),
        (mode, _) => {
            let max = mode.plies().unwrap_or(0);
            parse_number(text, u32::from(max))
                .map(|n| Some(n as u8))
                .ok_or_else(|| {
                    err(format!(
                        "{} is not a clock: write - when no clock runs, or the plies left, from 0 to {max}",
                        quote(text)
                    ))
                })
        }
    }
}

impl Position {
    /// The starting position of a layout under the given rules.
    ///
    /// ```
    /// use martian_engine::{Layout, Position, Rules};
    /// let pos = Position::start(Layout::duel(), Rules::default()).unwrap();
    /// assert_eq!(pos.legal_moves().len(), 10);
    /// ```
    pub fn start(layout: &'static Layout, rules: Rules) -> Result<Position, ParseFenError> {
        let pos: Position = layout
            .start_fen()
            .parse()
            .expect("every layout's start position is valid MCFEN");
        let clock = if rules.clock == ClockMode::Auto27 {
            rules.clock.plies()
        } else {
            None
        };
        let pos = pos.with_state(State {
            rules,
            clock,
            ..pos.state()
        });
        pos.validate()?;
        Ok(pos)
    }

    /// Checks what the field parsers cannot see alone.
    pub(crate) fn validate(&self) -> Result<(), ParseFenError> {
        if self.rules().teams && self.layout().players() != 4 {
            return Err(error(
                FenField::Ruleset,
                format!(
                    "teams needs four players, but this is a {} board",
                    self.layout().name()
                ),
            ));
        }
        Ok(())
    }
}

impl fmt::Display for Position {
    /// Canonical MCFEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let layout = self.layout();
        for rank in (0..layout.height()).rev() {
            let mut empty = 0;
            for file in 0..layout.width() {
                let sq = Square::new(file, rank).expect("layouts lie on the grid");
                match self.piece_at(sq) {
                    Some(piece) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        write!(f, "{}", piece.letter())?;
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        let scores: Vec<String> = self.scores().iter().map(|s| s.to_string()).collect();
        write!(f, " {} {} ", self.to_move().number(), scores.join(","))?;
        match self.last_move() {
            Some(last) => write!(
                f,
                "{}{}{}",
                last.from,
                if last.captured { "x" } else { "" },
                last.to
            )?,
            None => f.write_str("-")?,
        }
        match self.clock() {
            Some(left) => write!(f, " {left} ")?,
            None => f.write_str(" - ")?,
        }
        write!(f, "{}", self.rules())
    }
}
