//! The use cases: challenge, accept, decline, move, moves, board, resign, draw, abort, the
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

mod carnett;
mod carnett_board_texts;
mod clock;
pub mod commands;
mod computer;
mod delivery;
mod draw;
#[cfg(test)]
mod draw_tests;
mod error;
#[cfg(test)]
mod game_standings_tests;
mod game_state;
mod games;
mod history;
mod in_progress;
mod invitations;
mod language;
mod leaderboard;
#[cfg(test)]
mod list_tests;
mod live;
#[cfg(test)]
mod live_tests;
mod lobby;
#[cfg(test)]
mod lobby_i18n_tests;
mod markdown;
pub mod messages;
mod paging;
mod play;
#[cfg(test)]
mod play_i18n_tests;
#[cfg(test)]
mod previous_release_tests;
mod ratings;
mod rematch;
#[cfg(test)]
mod rematch_tests;
mod replay;
mod reply;
mod request;
#[cfg(test)]
mod scale_tests;
mod seeds;
mod settings;
#[cfg(test)]
mod standings_i18n_tests;
mod stats;
#[cfg(test)]
mod test_support;
#[cfg(test)]
mod tests;
mod timeouts;
mod view;
mod warm_up;

pub use clock::{Clock, ManualClock, SystemClock};
pub use computer::{ComputerPlayer, SearchPlayer};
pub use error::{ErrorChain, ServiceError, ServiceResult};
pub use paging::{ListId, ListKind};
pub use reply::{
    Attachment, Button, ButtonStyle, CarnettClick, ComponentAction, ComponentId, Delivery,
    DeliveryOutcome, Receipt, Reply, Row, Select, SelectOption, ThreadOutcome,
};
pub use request::{
    Action, Challenge, FirstChoice, LayoutChoice, Origin, Place, Request, SettingsChange, User,
};
pub use timeouts::TickPass;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use crate::i18n::Catalog;
use crate::model::{ChannelId, GameKind, GuildId, UserId};
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
    /// Every sentence comes from here (`language.rs` picks the language).
    catalog: &'static Catalog,
    /// Where the seeds of Carnett's games come from (`seeds.rs`).
    carnett_seeds: seeds::CarnettSeeds,
    /// The servers whose due games this process handles (its shards' servers, when
    /// several processes share one store); `None`: every server.
    scope: Option<Scope>,
}

/// Whether a server is this process's to tick (see [`Service::with_scope`]).
pub type Scope = Arc<dyn Fn(GuildId) -> bool + Send + Sync>;

impl Service {
    pub fn new(
        store: Arc<dyn Store>,
        clock: Arc<dyn Clock>,
        computer: Arc<dyn ComputerPlayer>,
        bot: User,
    ) -> Service {
        // Boards are drawn from the first request on: have the renderer ready by then.
        warm_up::prepare_renderer();
        Service {
            store,
            clock,
            computer,
            bot,
            cache: Mutex::new(HashMap::new()),
            catalog: Catalog::embedded(),
            carnett_seeds: seeds::CarnettSeeds::Os,
            scope: None,
        }
    }

    /// Deals Carnett's games from seeds made from `base` and each
    /// game's id instead of the operating system's randomness: for tests and the
    /// console's `--carnett-seed`, so that a game can be played again card for card.
    pub fn set_carnett_seed(&mut self, base: u64) {
        self.carnett_seeds = seeds::CarnettSeeds::Fixed(base);
    }

    /// The same service ticking only the servers `owns` says are this process's:
    /// with a store shared by several processes, each sends the reminders and
    /// forfeits of its own shards' servers, so each is sent once.
    pub fn with_scope(mut self, owns: Scope) -> Service {
        self.scope = Some(owns);
        self
    }

    /// The same service speaking from another catalog (a language tried out from a
    /// folder before it is built in: see `Catalog::from_dir`).
    pub fn with_catalog(mut self, catalog: &'static Catalog) -> Service {
        self.catalog = catalog;
        self
    }

    pub fn bot(&self) -> &User {
        &self.bot
    }

    /// Runs a request. Mistakes become a private sentence for the user; internal
    /// failures are logged with their whole cause chain and answered with an apology.
    /// Moves the computer owed before the request are announced even when the request
    /// itself fails.
    pub fn handle(&self, request: &Request) -> Vec<Reply> {
        let mut replies = match self.caught_up(request) {
            Ok(caught_up) => caught_up,
            Err(err) => return vec![self.failure(request, err)],
        };
        match self.run(request) {
            Ok(more) => replies.extend(more),
            Err(err) => replies.push(self.failure(request, err)),
        }
        replies
    }

    /// Runs a request and returns what went wrong as an error, for callers that want
    /// the error itself ([`Service::handle`] turns it into replies).
    pub fn try_handle(&self, request: &Request) -> ServiceResult<Vec<Reply>> {
        let mut replies = self.caught_up(request)?;
        replies.extend(self.run(request)?);
        Ok(replies)
    }

    /// The computer's owed moves in the channel's game, before an action on it.
    fn caught_up(&self, request: &Request) -> ServiceResult<Vec<Reply>> {
        let about_the_game = matches!(
            request.action,
            Action::Move { .. }
                | Action::Moves
                | Action::Board { .. }
                | Action::Resign
                | Action::Draw
                | Action::Click { .. }
        );
        // A list's page button is about no game.
        let list_page = matches!(
            &request.action,
            Action::Click { custom_id, .. } if ListId::is_list(custom_id)
        );
        if !about_the_game || list_page {
            return Ok(Vec::new());
        }
        Ok(self.catch_up(request)?.unwrap_or_default())
    }

    fn run(&self, request: &Request) -> ServiceResult<Vec<Reply>> {
        match &request.action {
            Action::Challenge(challenge) => self.challenge(request, challenge),
            Action::Accept => self.accept(request),
            Action::Decline => self.decline(request),
            Action::Move { text, call_clock } => self.play_move(request, text, *call_clock),
            Action::Moves => self.list_moves(request),
            Action::Board { public } => self.show_board(request, *public),
            Action::Resign => self.ask_resign(request),
            Action::Draw => self.draw(request),
            Action::Abort => self.abort(request),
            Action::Rules { game } => Ok(vec![Reply::private(
                request.channel,
                request.user.id,
                match game {
                    GameKind::Martian => messages::rules_summary(self.tr_private(request)),
                    GameKind::Carnett => messages::carnett_rules_summary(self.tr_private(request)),
                },
            )]),
            Action::Click { custom_id, values } => self.click(request, custom_id, values),
            Action::Settings(change) => self.settings(request, change),
            Action::Leaderboard { page, game } => self.leaderboard(request, *game, *page),
            Action::Stats { user, game } => self.stats(request, *game, user.as_ref()),
            Action::Games { user, page } => self.games(request, user.as_ref(), *page),
            Action::History { user, page, game } => {
                self.history(request, *game, user.as_ref(), *page)
            }
            Action::Replay { game } => self.replay(request, game),
        }
    }

    /// Whether `user` is this bot (the computer).
    pub(crate) fn is_bot(&self, user: UserId) -> bool {
        user == self.bot.id
    }

    /// A failed request as the reply its user sees, in their language.
    fn failure(&self, request: &Request, err: ServiceError) -> Reply {
        let tr = self.tr_private(request);
        let text = match err {
            ServiceError::User(text) => text,
            ServiceError::Raced => messages::raced(tr),
            err @ ServiceError::Internal(_) => {
                tracing::error!("{}", ErrorChain(&err));
                messages::internal_error(tr)
            }
        };
        Reply::private(request.channel, request.user.id, text)
    }
}
