//! Carnett's game in the bot (`../shared/CARNETT.md`): its state replayed from the
//! record, its actions typed or picked from menus, its battles, its board and its
//! hidden hands. A reply is public or addressed to one player; a hand only ever goes
//! into a reply addressed to its player.

mod act;
pub(crate) mod analysis;
mod board_texts;
mod challenge;
mod clicks;
mod colors;
mod describe;
mod ending;
mod menus;
mod picture;
mod record;
pub(crate) mod say;
mod seed;
mod show;
mod typed;

pub(crate) use act::{acted_answer, apply, computer_choice, LEVELS};
pub(crate) use challenge::check_challenge;
pub(crate) use clicks::CarnettClick;
pub(crate) use ending::end_summary_in;
pub(crate) use menus::click;
#[cfg(test)]
pub(crate) use picture::options as image_options;
pub(crate) use picture::{replay_reply, reveal};
pub(crate) use record::{counted_actions, replay};
pub(crate) use seed::{deal, seed_hash};
pub(crate) use show::{actions_list, autocomplete, board_message, board_view};
pub(crate) use typed::parse_typed;
#[cfg(test)]
pub(crate) use {record::seed_text, typed::parse_action};
