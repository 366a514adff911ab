//! The use cases: challenge, accept, decline, move, moves, board, resign, draw, abort, the
//! buttons and menus, autocomplete, and the server-wide views (settings, leaderboard,
//! stats, games in progress, history, replays). Takes a [`Request`] (who, where, what)
//! and returns [`Reply`]s; knows nothing of Discord or sled (it holds a [`Store`]).
//!
//! One file per use case or concept; `games/` is the one place that knows the games
//! (every use case asks them through its boundary). The use cases (`impl Service`
//! blocks) stand on a few collaborators with their own dependencies, which import no
//! use case: `saved_games.rs` loads and saves games (and keeps the cache of open
//! games), `posts.rs` keeps a game's messages where it is played and their delivery
//! record, `deadlines.rs` sets the clocks of the games' turns, `outages.rs` knows when the
//! bot could not serve and gives the games' clocks that time back, `seeds.rs` is the one
//! source of randomness, `visibility.rs` says which games an asker may see.
//!
//! Calls block (storage is flushed, boards are rendered, the computer thinks): async
//! adapters run them on blocking threads.

mod analyse;
mod analysis_queue;
mod buttons;
mod clock;
pub mod commands;
mod computer;
mod deadlines;
mod dispatch;
mod draw;
mod endings;
mod error;
mod followup;
mod game_end;
mod game_start;
pub(crate) mod games;
mod games_list;
mod history;
mod invitations;
mod language;
mod leaderboard;
mod links;
mod list_id;
mod lobby;
mod markdown;
mod members;
pub mod messages;
mod names;
mod outages;
mod paging;
mod play;
mod posts;
mod profile;
mod puzzles;
mod rating_backfill;
mod ratings;
mod receipts;
mod rematch;
mod replay;
mod reply;
mod request;
mod saved_games;
mod seasons;
mod seeds;
mod settings;
mod sight;
mod stats;
#[cfg(test)]
pub(crate) mod tests;
mod timeouts;
mod tournaments;
mod vacation_id;
mod vacations;
mod visibility;
mod warm_up;
mod withdraw;
mod zones;

pub use games::{
    analyse_card_game, analyse_pyramid_game, Unanalysable, ANALYSIS_NODES, CARD_ANALYSIS_NODES,
};
pub use puzzles::{is_puzzle, puzzle_steps_in_place, shipped_puzzles};
pub use zones::zone_choices;

pub use clock::{Clock, ManualClock, SystemClock};
pub use computer::{ComputerPlayer, SearchPlayer};
pub use dispatch::{steps_in_place, Scope, Service};
pub use error::{ErrorChain, ServiceError, ServiceResult};
pub use list_id::{ListId, ListKind};
pub use outages::Interruption;
pub use rating_backfill::{backfill_rating_history, Backfilled};
pub use reply::{
    Attachment, Button, ButtonStyle, ComponentAction, ComponentId, Delivery, DeliveryOutcome,
    Followup, Receipt, Reply, Row, Select, SelectOption, ThreadOutcome, MAX_CHOICES,
};
pub use request::{
    Action, Challenge, FirstChoice, LayoutChoice, MeChange, Origin, Place, PuzzleAction, Request,
    SettingsChange, TournamentAction, TournamentDraft, User,
};
pub use sight::Sight;
pub use timeouts::TickPass;
