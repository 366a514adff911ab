//! The use cases: challenge, accept, decline, move, moves, board, resign, abort, the
//! buttons and menus, autocomplete, and the server-wide views (settings, leaderboard,
//! stats, games in progress, history, replays). Takes a [`Request`] (who, where, what)
//! and returns [`Reply`]s; knows nothing of Discord or sled (it holds a [`Store`]).
//!
//! One file per use case or concept; `games.rs` is the one place that loads, saves and
//! schedules games (and keeps the cache of open games), `seeds.rs` the one source of
//! randomness.
//!
//! Calls block (storage is flushed, boards are rendered, the computer thinks): async
//! adapters run them on blocking threads.

mod calendar;
mod clock;
pub mod commands;
mod computer;
mod error;
mod games;
mod history;
mod in_progress;
mod leaderboard;
mod lobby;
pub mod messages;
mod play;
mod ratings;
mod replay;
mod reply;
mod request;
mod seeds;
mod settings;
mod stats;
mod timeouts;
mod view;

pub use clock::{Clock, ManualClock, SystemClock};
pub use computer::{ComputerPlayer, SearchPlayer};
pub use error::{ErrorChain, ServiceError, ServiceResult};
pub use reply::{
    Attachment, Button, ButtonStyle, ComponentAction, ComponentId, Delivery, Reply, Row, Select,
    SelectOption,
};
pub use request::{Action, Challenge, FirstChoice, LayoutChoice, Request, SettingsChange, User};

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use crate::model::{ChannelId, GuildId, UserId};
use crate::store::Store;

use games::Loaded;

/// The bot's use cases over a store.
pub struct Service {
    store: Arc<dyn Store>,
    clock: Arc<dyn Clock>,
    computer: Arc<dyn ComputerPlayer>,
    /// The bot's own user: challenging it starts a game against the computer.
    bot: User,
    /// Open games by channel, for autocomplete (answered from memory) and to save a
    /// replay on every read. Only ever a copy of what the store holds (see games.rs).
    cache: Mutex<HashMap<(GuildId, ChannelId), Arc<Loaded>>>,
}

impl Service {
    pub fn new(
        store: Arc<dyn Store>,
        clock: Arc<dyn Clock>,
        computer: Arc<dyn ComputerPlayer>,
        bot: User,
    ) -> Service {
        Service {
            store,
            clock,
            computer,
            bot,
            cache: Mutex::new(HashMap::new()),
        }
    }

    pub fn bot(&self) -> &User {
        &self.bot
    }

    /// Runs a request. Mistakes become a private sentence for the user; internal
    /// failures are logged with their whole cause chain and answered with an apology.
    pub fn handle(&self, request: &Request) -> Vec<Reply> {
        match self.try_handle(request) {
            Ok(replies) => replies,
            Err(ServiceError::User(text)) => {
                vec![Reply::private(request.channel, request.user.id, text)]
            }
            Err(err @ ServiceError::Internal(_)) => {
                tracing::error!("{}", ErrorChain(&err));
                vec![Reply::private(
                    request.channel,
                    request.user.id,
                    messages::INTERNAL_ERROR,
                )]
            }
        }
    }

    /// Runs a request and returns what went wrong as an error, for callers that want
    /// the error itself ([`Service::handle`] turns it into replies).
    pub fn try_handle(&self, request: &Request) -> ServiceResult<Vec<Reply>> {
        match &request.action {
            Action::Challenge(challenge) => self.challenge(request, challenge),
            Action::Accept => self.accept(request),
            Action::Decline => self.decline(request),
            Action::Move { text, call_clock } => self.play_move(request, text, *call_clock),
            Action::Moves => self.list_moves(request),
            Action::Board { public } => self.show_board(request, *public),
            Action::Resign => self.ask_resign(request),
            Action::Abort => self.abort(request),
            Action::Rules => Ok(vec![Reply::private(
                request.channel,
                request.user.id,
                messages::rules_summary(),
            )]),
            Action::Click { custom_id, values } => self.click(request, custom_id, values),
            Action::Settings(change) => self.settings(request, change),
            Action::Leaderboard { page } => self.leaderboard(request, *page),
            Action::Stats { user } => self.stats(request, user.as_ref()),
            Action::Games { user } => self.games(request, user.as_ref()),
            Action::History { user } => self.history(request, user.as_ref()),
            Action::Replay { game } => self.replay(request, game),
        }
    }

    /// Whether `user` is the bot (the computer).
    pub(crate) fn is_bot(&self, user: UserId) -> bool {
        user == self.bot.id
    }
}
