//! A puzzle of the pyramid game as it stands at one step of its solution: reading the
//! solver's move, the position after each move, the board image, the move menus and
//! autocomplete. The puzzle use cases (`service/puzzles/`) ask this through
//! [`PuzzleState`] and never see a position.

use crate::engine::{Move, Position};
use crate::i18n::Tr;
use crate::model::{GameRecord, Puzzle};
use crate::render;
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::messages;
use crate::service::reply::{Attachment, Drawing, Select};

use super::menus::{autocomplete_in, move_label, piece_options, target_options};
use super::picture::board_texts;
use super::say;

/// A puzzle after `played` moves of its solution.
#[derive(Clone, Debug)]
pub(crate) struct PuzzleState {
    position: Position,
    /// The seat of the solver (the side to move at the start).
    solver: usize,
    /// The last move played (the opponent's reply, or the solver's), for the highlight.
    last: Option<Move>,
}

impl PuzzleState {
    /// The puzzle's position after the first `played` moves of its solution; an error
    /// when the stored puzzle does not read (a corrupt set or record).
    pub(crate) fn at(puzzle: &Puzzle, played: usize) -> ServiceResult<PuzzleState> {
        let start: Position = puzzle.fen.parse().map_err(|e| {
            ServiceError::internal(format!("puzzle {} has a bad position: {e}", puzzle.id))
        })?;
        let mut state = PuzzleState {
            solver: start.to_move().index(),
            position: start,
            last: None,
        };
        for text in puzzle.solution.iter().take(played) {
            state = state.after(text).map_err(|_| {
                ServiceError::internal(format!(
                    "puzzle {} has an illegal solution move {text}",
                    puzzle.id
                ))
            })?;
        }
        Ok(state)
    }

    /// The state after a legal move, given as text.
    pub(crate) fn after(&self, text: &str) -> ServiceResult<PuzzleState> {
        let m = self
            .position
            .parse_move(text)
            .map_err(|e| ServiceError::internal(format!("{text}: {}", e.reason)))?;
        let mut position = self.position;
        position
            .play(m)
            .map_err(|e| ServiceError::internal(format!("{text}: {}", e.reason)))?;
        Ok(PuzzleState {
            position,
            solver: self.solver,
            last: Some(m),
        })
    }

    /// The solver's move as typed or chosen, checked legal; its canonical text. The
    /// refusal is a sentence in `mine` (`solver_name` escaped for markdown).
    pub(crate) fn read_move(
        &self,
        mine: Tr<'_>,
        text: &str,
        solver_name: &str,
    ) -> ServiceResult<String> {
        let m = self.position.parse_move(text).map_err(|e| {
            ServiceError::user(say::illegal(
                mine,
                &e.reason,
                |p| {
                    if p.index() == self.solver {
                        solver_name.to_owned()
                    } else {
                        messages::puzzle_opponent(mine)
                    }
                },
                self.position.layout(),
            ))
        })?;
        Ok(m.to_string())
    }

    /// Whether a legal move is the solution's: the same squares (calling the clock
    /// with it or not is the same answer: the solution's own move is played).
    pub(crate) fn is_expected(&self, played: &str, expected: &str) -> bool {
        match (
            self.position.parse_move(played),
            self.position.parse_move(expected),
        ) {
            (Ok(a), Ok(b)) => (a.from(), a.to()) == (b.from(), b.to()),
            _ => false,
        }
    }

    /// "d6d1 queen takes queen (+3)": a legal move and what it does.
    pub(crate) fn label(&self, tr: Tr<'_>, text: &str) -> String {
        match self.position.parse_move(text) {
            Ok(m) => move_label(tr, &self.position, m),
            Err(_) => text.to_owned(),
        }
    }

    /// The points the solver and the opponent have captured so far in the puzzle's
    /// game.
    pub(crate) fn scores(&self) -> (u32, u32) {
        let scores = self.position.scores();
        let of = |seat: usize| scores.get(seat).copied().map_or(0, u32::from);
        (of(self.solver), of(1 - self.solver.min(1)))
    }

    /// The board image: the solver's zone at the bottom, the last move highlighted or,
    /// with `arrow`, that move drawn as an arrow (a failed puzzle's answer).
    pub(crate) fn board(
        &self,
        tr: Tr<'_>,
        solver_name: &str,
        file: String,
        arrow: Option<&str>,
    ) -> Attachment {
        let mut names = vec![String::new(); 2];
        names[self.solver.min(1)] = solver_name.to_owned();
        names[1 - self.solver.min(1)] = messages::puzzle_opponent(tr);
        let mut options = render::Options {
            names,
            texts: board_texts(tr),
            orientation: if self.solver == 0 {
                render::Orientation::South
            } else {
                render::Orientation::North
            },
            ..render::Options::default()
        };
        if let Some(m) = self.last {
            options.highlight = render::Highlight::Squares(m.from(), m.to());
        }
        let arrow_move = arrow.and_then(|text| self.position.parse_move(text).ok());
        if let Some(m) = arrow_move {
            options.highlight = render::Highlight::None;
            options.arrow = Some((m.from(), m.to()));
        }
        let position = self.position;
        let mut image =
            Attachment::drawn_later(file, Drawing::new(move || render::png(&position, &options)));
        let (mine, theirs) = self.scores();
        let last = self.last.map(|m| m.to_string());
        image.description = Some(messages::puzzle_board_alt(
            tr,
            mine,
            theirs,
            last.as_deref(),
            arrow_move.map(|m| m.to_string()).as_deref(),
        ));
        image
    }

    /// The menu of the solver's pieces that may move.
    pub(crate) fn piece_menu(&self, mine: Tr<'_>, custom_id: String) -> Select {
        Select {
            custom_id,
            placeholder: say::piece_placeholder(mine),
            options: piece_options(mine, &self.position),
        }
    }

    /// The menu of the moves of the piece on `square` (captures first), with the line
    /// above it; a sentence when it has none.
    pub(crate) fn target_menu(
        &self,
        mine: Tr<'_>,
        square: &str,
        custom_id: String,
    ) -> ServiceResult<(String, Select)> {
        let (piece, from, options) = target_options(mine, &self.position, square)?;
        let from = from.to_string();
        Ok((
            say::pick_target(mine, piece, &from),
            Select {
                custom_id,
                placeholder: say::target_placeholder(mine, piece, &from),
                options,
            },
        ))
    }

    /// Up to 25 labelled legal moves starting with what was typed, as (label, value).
    pub(crate) fn autocomplete(&self, tr: Tr<'_>, typed: &str) -> Vec<(String, String)> {
        autocomplete_in(tr, &self.position, typed)
    }
}

/// The positions a server's puzzle search reads, per position of the game: the
/// shipped sets' budget (`puzzles generate`'s default), so that a server's puzzles are
/// as sure as the shipped ones.
pub(crate) const SERVER_PUZZLE_NODES: u64 = 20_000;

/// The puzzle of a finished two-player game of the pyramid game (`duel`, `halves`), if
/// it has one: the first position where one move is clearly best (see
/// `martian_puzzles::find_in_game`). Other games have none.
pub(crate) fn puzzle_from_game(record: &GameRecord) -> ServiceResult<Option<Puzzle>> {
    let Ok(start) = record.start_position() else {
        return Ok(None);
    };
    let layout = start.layout().name();
    if start.sides().len() != 2 || !matches!(layout, "duel" | "halves") {
        return Ok(None);
    }
    let game = record.replay()?;
    let found = crate::puzzles::find_in_game(&start, game.moves(), SERVER_PUZZLE_NODES);
    Ok(found.map(|mut puzzle| {
        puzzle.source = Some(format!("game {}", record.id));
        puzzle
    }))
}
