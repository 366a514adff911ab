//! The Looney Pyramids game in the bot (RULES.md): its state replayed from the record,
//! its moves typed or picked from menus, its board, and how its games end.

mod act;
mod alt;
pub(crate) mod analysis;
mod challenge;
mod clicks;
mod ending;
mod menus;
mod picture;
mod puzzle;
pub(crate) mod say;
mod show;

pub(crate) use act::{computer_choice, parse_typed, play};
pub(crate) use challenge::{check_challenge, setup_for};
pub(crate) use clicks::Click;
pub(crate) use ending::{end_summary, resign_end};
#[cfg(test)]
pub(crate) use menus::move_label;
pub(crate) use menus::{autocomplete, click, moves_list};
#[cfg(test)]
pub(crate) use picture::board_options;
#[cfg(test)]
pub(crate) use picture::board_texts;
pub(crate) use picture::replay_reply;
pub(crate) use puzzle::{puzzle_from_game, PuzzleState};
pub(crate) use show::{board_message, board_view, description};
