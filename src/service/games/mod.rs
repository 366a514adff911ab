//! The games the bot hosts, behind one boundary: `play.rs` (a game in play: who must
//! act, reading and taking actions, the computer's, menus, the board, the end) and
//! `kind.rs` (a game outside of play: challenges, rules text, replay, ratings'
//! figures) are the only places that tell the games apart. Each game lives in a
//! folder of its own (`martian/`, `carnett/`) that the rest of the service never
//! names; `answer.rs` holds what the games give back, `turn.rs` the checks of
//! whose turn it is, shared by both.
//!
//! Adding a game: a rules crate, a `GameKind` and a `GameSetup` variant in the model,
//! a folder here implementing what `play.rs` and `kind.rs` ask, and its catalog.

mod analysed;
mod answer;
pub(crate) mod carnett;
mod kind;
mod live_board;
mod loaded;
pub(crate) mod martian;
mod play;
mod turn;

pub use analysed::Unanalysable;
pub(crate) use answer::{Act, Clicked, Secrets, Told};
/// Carnett's game's analysis, for the benchmark (the command comes with issue 29),
/// under a name the rest of the service may say: the game of cards and a die.
pub use carnett::analysis::{
    analyse_actions as analyse_card_game, ANALYSIS_NODES as CARD_ANALYSIS_NODES,
};
pub(crate) use kind::{
    analyse, analysed_move_text, board_before, can_analyse, captured_points, check_challenge, deal,
    description, draws_better_move, end_summary_of, evaluates_in_points, figures, first_move,
    game_line, game_name, games_line, has_puzzles, in_teams, is_click, length, levels, move_number,
    plays_like, puzzle_from_game, ratings_line, replay_reply, reveal, rules_summary, seats,
    setup_for, start_note, steps_in_place, thread_name, unknown_level,
};
pub(crate) use loaded::Loaded;
/// The pyramid game's analysis, for the benchmark (the command comes with issue 29).
pub use martian::analysis::{analyse_moves as analyse_pyramid_game, ANALYSIS_NODES};
/// A puzzle's position (puzzles are the pyramid game's: `service/puzzles/`).
pub(crate) use martian::PuzzleState;
pub(crate) use play::Play;
