//! The use cases: challenge, accept, decline, move, moves, board, resign, abort, the
//! buttons and menus, and autocomplete. Takes a [`Request`] (who, where, what) and
//! returns [`Reply`]s; knows nothing of Discord or sled (it holds a [`Store`]).
//!
//! Calls block (storage is flushed, boards are rendered, the computer thinks): async
//! adapters run them on blocking threads.

mod clock;
mod computer;
mod error;
mod finish;
mod lobby;
pub mod messages;
mod play;
mod ratings;
mod reply;
mod request;
mod standings;
mod timeouts;
mod view;

pub use clock::{Clock, ManualClock, SystemClock};
pub use computer::{ComputerPlayer, SearchPlayer};
pub use error::{ServiceError, ServiceResult};
pub use reply::{
    Attachment, Button, ButtonStyle, ComponentAction, ComponentId, Delivery, Reply, Row, Select,
    SelectOption,
};
pub use request::{Action, Challenge, FirstChoice, LayoutChoice, Request, User};
pub use standings::SettingsChange;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use crate::engine::Game;
use crate::model::{ChannelId, GameRecord, GuildId, UserId};
use crate::store::Store;

/// A game as read from the store, with its replayed position.
#[derive(Clone)]
pub(crate) struct Loaded {
    pub record: GameRecord,
    pub game: Game,
}

/// The bot's use cases over a store.
pub struct Service {
    store: Arc<dyn Store>,
    clock: Arc<dyn Clock>,
    computer: Arc<dyn ComputerPlayer>,
    /// The bot's own user: challenging it starts a game against the computer.
    bot: User,
    /// Open games by channel, for autocomplete (answered from memory) and to save a
    /// replay on every read. Only ever a copy of what the store holds.
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
    /// failures are logged and answered with an apology.
    pub fn handle(&self, request: &Request) -> Vec<Reply> {
        match self.dispatch(request) {
            Ok(replies) => replies,
            Err(ServiceError::User(text)) => {
                vec![Reply::private(request.channel, request.user.id, text)]
            }
            Err(ServiceError::Internal(text)) => {
                tracing::error!("internal error: {text}");
                vec![Reply::private(
                    request.channel,
                    request.user.id,
                    messages::INTERNAL_ERROR,
                )]
            }
        }
    }

    fn dispatch(&self, request: &Request) -> ServiceResult<Vec<Reply>> {
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

    /// The channel's open game, read from the store (and remembered).
    pub(crate) fn load_open(
        &self,
        guild: GuildId,
        channel: ChannelId,
    ) -> ServiceResult<Option<Arc<Loaded>>> {
        let Some(record) = self.store.open_game_in(guild, channel)? else {
            self.forget(guild, channel);
            return Ok(None);
        };
        let loaded = Arc::new(Loaded {
            game: record.replay()?,
            record,
        });
        self.remember(&loaded);
        Ok(Some(loaded))
    }

    pub(crate) fn remember(&self, loaded: &Arc<Loaded>) {
        let key = (loaded.record.guild, loaded.record.channel);
        let mut cache = self.cache.lock().unwrap_or_else(|e| e.into_inner());
        if loaded.record.is_open() {
            let newer = cache.get(&key).is_none_or(|old| {
                old.record.id != loaded.record.id || old.record.revision <= loaded.record.revision
            });
            if newer {
                cache.insert(key, loaded.clone());
            }
        } else {
            cache.remove(&key);
        }
    }

    fn forget(&self, guild: GuildId, channel: ChannelId) {
        self.cache
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&(guild, channel));
    }

    fn cached(&self, guild: GuildId, channel: ChannelId) -> Option<Arc<Loaded>> {
        self.cache
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&(guild, channel))
            .cloned()
    }

    /// Whether `user` is the bot (the computer).
    pub(crate) fn is_bot(&self, user: UserId) -> bool {
        user == self.bot.id
    }
}
