//! The service itself, and how a request is dispatched: what it holds (the store, the clock, the computer player, the
//! catalog, the cache of open games), and how one request is run. Each use case is an
//! `impl Service` block in a file of its own, which this file never imports: it only
//! calls them.

use std::sync::Arc;

use crate::i18n::Catalog;
use crate::model::{GuildId, ShardSpan, UserId};
use crate::store::Store;

use super::analysis_queue::AnalysisQueue;
use super::clock::Clock;
use super::computer::ComputerPlayer;
use super::deadlines::Deadlines;
use super::error::{ErrorChain, ServiceError, ServiceResult};
use super::games;
use super::list_id::ListId;
use super::messages;
use super::outages::{Interruption, Outages};
use super::posts::Posts;
use super::reply::Reply;
use super::request::{Action, Request, User};
use super::saved_games::SavedGames;
use super::vacation_id;
use super::{seeds, warm_up};

/// The bot's use cases over a store.
pub struct Service {
    pub(super) store: Arc<dyn Store>,
    pub(super) clock: Arc<dyn Clock>,
    pub(super) computer: Arc<dyn ComputerPlayer>,
    /// The bot's own user: challenging it starts a game against the computer.
    pub(super) bot: User,
    /// The games as loaded and saved, with the cache of open games (saved_games.rs).
    pub(super) saved: SavedGames,
    /// A game's messages where it is played, and their delivery record (posts.rs).
    pub(super) posts: Posts,
    /// The clocks of the games' turns (deadlines.rs).
    pub(super) deadlines: Arc<Deadlines>,
    /// When the bot could not serve, and the time the games get back (outages.rs).
    pub(super) outages: Arc<Outages>,
    /// Every sentence comes from here (`language.rs` picks the language).
    pub(super) catalog: &'static Catalog,
    /// Where the secret seeds of games with hidden cards come from (`seeds.rs`).
    pub(super) secret_seeds: seeds::SecretSeeds,
    /// The servers whose due games this process handles (its shards' servers, when
    /// several processes share one store); `None`: every server.
    pub(super) scope: Option<Scope>,
    /// The analyses waiting or running, one at a time (analysis_queue.rs).
    pub(super) analyses: Arc<AnalysisQueue>,
    /// When the threads of tournament games that did not open are asked for again.
    pub(super) thread_retries: Arc<super::tournaments::ThreadRetries>,
}

/// Whether a click on a game's own component (its `token`: see
/// [`ComponentAction::Game`]) answers in place of the message it was on (a menu's next
/// step, an action chosen in a menu), rather than with a new private message.
pub fn steps_in_place(token: &str) -> bool {
    games::steps_in_place(token)
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
        let outages = Arc::new(Outages::new(store.clone(), clock.clone()));
        let deadlines = Arc::new(Deadlines::new(store.clone(), clock.clone()));
        Service {
            saved: SavedGames::new(
                store.clone(),
                clock.clone(),
                outages.clone(),
                deadlines.clone(),
            ),
            outages,
            posts: Posts::new(store.clone(), clock.clone()),
            deadlines,
            store,
            clock,
            computer,
            bot,
            catalog: Catalog::embedded(),
            secret_seeds: seeds::SecretSeeds::Os,
            scope: None,
            analyses: Arc::default(),
            thread_retries: Arc::default(),
        }
    }

    /// Deals games with hidden cards from seeds made from `base` and each game's id
    /// instead of the operating system's randomness: for tests and the console's
    /// `--carnett-seed`, so that a game can be played again card for card.
    pub fn set_secret_seed(&mut self, base: u64) {
        self.secret_seeds = seeds::SecretSeeds::Fixed(base);
    }

    /// The same service ticking only the servers `owns` says are this process's:
    /// with a store shared by several processes, each sends the reminders and
    /// forfeits of its own shards' servers, so each is sent once.
    pub fn with_scope(mut self, owns: Scope) -> Service {
        self.scope = Some(owns);
        self
    }

    /// The same service serving the servers of `shards` only: it ticks theirs
    /// ([`Service::with_scope`]), and its outages concern theirs alone.
    pub fn with_shards(self, shards: ShardSpan) -> Service {
        self.outages.serve_shards(shards);
        self.with_scope(Arc::new(move |guild| shards.covers(guild)))
    }

    /// The bot starts serving: the time since it last served (its last heartbeat) is
    /// an outage, whose time every game it concerns gets back when it falls due or is
    /// next read. Call it once the bot can serve (connected to Discord), before the
    /// first tick.
    pub fn start_serving(&self) -> ServiceResult<()> {
        self.outages.start()?;
        Ok(())
    }

    /// A clean stop: the last heartbeat, so that the next start knows since when the
    /// bot did not serve.
    pub fn stop_serving(&self) {
        self.outages.stop();
    }

    /// The bot cannot serve from now on, for `why`: no tick does anything until every
    /// interruption is over ([`Service::resumed`]), and an interruption longer than a
    /// minute is an outage the games get back.
    pub fn interrupted(&self, why: Interruption) {
        self.outages.interrupt(why);
    }

    /// [`Service::interrupted`], found late: the bot could not serve since `since_ms`
    /// (when it was last known to serve).
    pub fn interrupted_since(&self, why: Interruption, since_ms: i64) {
        self.outages.interrupt_since(why, since_ms);
    }

    /// The time on the service's clock.
    pub fn now_ms(&self) -> i64 {
        self.clock.now_ms()
    }

    /// An interruption is over.
    pub fn resumed(&self, why: Interruption) {
        self.outages.resume(why);
    }

    /// Whether nothing keeps the bot from serving now.
    pub fn serving(&self) -> bool {
        self.outages.serving()
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
            Action::Click { custom_id, .. }
                if ListId::is_list(custom_id)
                    || vacation_id::is_vacation(custom_id)
                    || super::puzzles::is_puzzle(custom_id)
                    || super::tournaments::is_tournament(custom_id)
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
                games::rules_summary(*game, self.tr_private(request)),
            )]),
            Action::Click { custom_id, values } => self.click(request, custom_id, values),
            Action::Settings(change) => self.settings(request, change),
            Action::Me(change) => self.me(request, change),
            Action::Leaderboard { page, game, season } => {
                self.leaderboard(request, *game, *page, season.as_deref())
            }
            Action::Stats { user, game } => self.stats(request, *game, user.as_ref()),
            Action::Games { user, page } => self.games(request, user.as_ref(), *page),
            Action::History { user, page, game } => {
                self.history(request, *game, user.as_ref(), *page)
            }
            Action::Replay { game } => self.replay(request, game),
            Action::Analyse { game } => self.analyse(request, game),
            Action::Profile { user, game, public } => {
                self.profile(request, *game, user.as_ref(), *public)
            }
            Action::Puzzle(action) => self.puzzle(request, action),
            Action::Tournament(action) => self.tournament(request, action),
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
            err @ ServiceError::Unsaved(_) => {
                tracing::error!("{}", ErrorChain(&err));
                messages::storage_failing(tr)
            }
            err @ ServiceError::Unreachable(_) => {
                tracing::error!("{}", ErrorChain(&err));
                messages::storage_unreachable(tr)
            }
            err @ ServiceError::InDoubt(_) => {
                tracing::error!("{}", ErrorChain(&err));
                messages::storage_in_doubt(tr)
            }
            err @ ServiceError::Internal(_) => {
                tracing::error!("{}", ErrorChain(&err));
                messages::internal_error(tr)
            }
        };
        Reply::private(request.channel, request.user.id, text)
    }
}
