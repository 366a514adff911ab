//! The terminal adapter: reads console lines (see [`parse`]), runs them through the
//! same [`Service`] and sled store as the Discord adapter, and prints each reply, as
//! text or as one JSON object per line. A printed reply counts as delivered: its
//! receipt, if any, is confirmed at once.
//!
//! Time is simulated. `:advance` is the bot staying up while the clock moves: it ticks
//! at every moment something falls due, in order, never late, as the Discord adapter's
//! one-minute tick would. `:offline` is a clean stop, the clock moving with the bot
//! down, then a start: an outage, whose time every running clock gets back.
//! `:unreachable` keeps the bot up with Discord out of reach (nothing is delivered,
//! nobody can act) for that long: an outage too.
//!
//! Languages: every user speaks English and the server's Discord locale is unset,
//! unless [`Console::set_locale`] (`--locale cs`) gives one locale to every user and to
//! the server for the session; a line may give its user's own (`@alice[cs] /martian
//! moves`), which changes only the language of what that user alone reads.
//!
//! Channels: a line names its own (`#side`), or plays in `#general`. `:private #secret
//! @alice` lets only alice view #secret (see [`private`]).

pub mod command;
mod ids;
mod names;
pub mod parse;
mod print;
mod private;
mod tokens;
mod viewers;

use std::collections::{HashMap, VecDeque};
use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::sync::Arc;

use serde_json::json;

use crate::i18n::{Catalog, Tr};
use crate::model::{ChannelId, GuildId, MessageId, UserId};
use crate::service::{
    Clock, Delivery, DeliveryOutcome, Interruption, ManualClock, Origin, Place, Reply, Request,
    Row, Service, SystemClock, ThreadOutcome, TournamentAction, User,
};
use crate::store::Store;

pub use ids::{channel_id, user_id};
use parse::Line;

/// The one server the console plays in.
pub const CONSOLE_GUILD: GuildId = GuildId(1);
/// The bot's user in the console: `@bot`.
pub const BOT_ID: UserId = UserId(1);
pub const BOT_NAME: &str = "bot";
pub const DEFAULT_CHANNEL: &str = "general";

/// Settings of a console session.
pub struct Settings {
    pub json: bool,
    pub out: PathBuf,
    pub managers: Vec<String>,
}

/// A console session over a service.
pub struct Console {
    service: Service,
    /// Read only to name people a reply mentions who were not seen in this run.
    store: Arc<dyn Store>,
    clock: Arc<ManualClock>,
    settings: Settings,
    /// Names of the users and channels seen, to print mentions as names.
    users: HashMap<u64, String>,
    channels: HashMap<u64, String>,
    /// The channels only some users may view (`:private`).
    private: viewers::PrivateChannels,
    /// The session's Discord locale (every user's, and the server's), if set.
    locale: Option<String>,
    /// Messages posted so far (their ids count up from 1), and the message each
    /// button was last shown on.
    messages: u64,
    buttons: HashMap<String, MessageId>,
    /// Whether accepted challenges open threads (`--threads`), as in a Discord channel
    /// where the bot may; else games stay in their channels.
    threads: bool,
}

/// A session that ends stops the bot cleanly: its last heartbeat says when.
impl Drop for Console {
    fn drop(&mut self) {
        self.service.stop_serving();
    }
}

/// The name of the thread the console opens for a game (typeable: `#game-2s`); a
/// channel named so is a thread.
const THREAD_PREFIX: &str = "game-";

/// The Discord locale every user has when the session names none.
const DEFAULT_LOCALE: &str = "en-US";

impl Console {
    /// A console over `store`, its simulated clock starting at the real time.
    pub fn new(store: Arc<dyn Store>, settings: Settings) -> Console {
        let clock = Arc::new(ManualClock::new(SystemClock.now_ms()));
        let bot = User {
            id: BOT_ID,
            name: BOT_NAME.to_string(),
            is_manager: false,
            is_bot: true,
        };
        // Nothing is read at start: the names of people not seen in this run are looked
        // up when a reply mentions them (`user_name`).
        let users = HashMap::from([(BOT_ID.0, BOT_NAME.to_string())]);
        let service = Service::new(
            store.clone(),
            clock.clone(),
            Arc::new(crate::service::SearchPlayer),
            bot,
        );
        let console = Console {
            service,
            store,
            clock,
            settings,
            users,
            channels: HashMap::new(),
            private: Default::default(),
            locale: None,
            messages: 0,
            buttons: HashMap::new(),
            threads: false,
        };
        console.start_serving();
        console
    }

    /// The bot starts serving (see [`Service::start_serving`]); a store that cannot
    /// say since when it did not serve is logged, and the session goes on.
    fn start_serving(&self) {
        if let Err(err) = self.service.start_serving() {
            tracing::error!("cannot start serving: {}", crate::service::ErrorChain(&err));
        }
    }

    /// Every user's Discord locale, and the server's, for the rest of the session: a
    /// language of the catalog (`cs`, `ru`, `en`) or any Discord locale (`en-GB`, `de`,
    /// which read English as Discord's users of other languages do).
    pub fn set_locale(&mut self, locale: &str) -> Result<(), String> {
        let locale = parse::locale_token(self.tr(None), locale.trim())?;
        let catalog = Catalog::embedded();
        // A catalog code stands for its first Discord locale (`en` is `en-US`).
        let discord = catalog
            .lang(&locale)
            .and_then(|lang| catalog.discord_locales(lang).first().map(|l| l.to_string()));
        self.locale = Some(discord.unwrap_or(locale));
        Ok(())
    }

    /// Starts the session's simulated clock at `ms` instead of the real time, for a
    /// session that needs a date (a daylight-saving change). Only before the first
    /// line: the store's heartbeat is written anew at that time.
    pub fn start_at(&mut self, ms: i64) {
        self.service.stop_serving();
        self.clock.set(ms);
        self.start_serving();
    }

    /// Accepted challenges open a thread for their game (`#game-<id>`), as Discord does
    /// in a channel where the bot may open threads.
    pub fn open_threads(&mut self) {
        self.threads = true;
    }

    /// Deals Carnett's games from seeds made from `base` and each game's id, instead of
    /// the operating system's randomness (`--carnett-seed`): a game plays again card
    /// for card, for tests and demonstrations.
    pub fn secret_seed(&mut self, base: u64) {
        self.service.set_secret_seed(base);
    }

    /// What kind of place the channel `name` (or the default) is, for a game's thread.
    fn place(&self, name: Option<&str>) -> Place {
        match name {
            _ if !self.threads => Place::NoThreads,
            Some(name) if name.starts_with(THREAD_PREFIX) => Place::Thread,
            _ => Place::ThreadsAllowed,
        }
    }

    /// The language of what the console itself says to a line's user (`locale`), or to
    /// everyone (`None`: the session's).
    fn tr(&self, locale: Option<&str>) -> Tr<'static> {
        let catalog = Catalog::embedded();
        let locale = locale.or(self.locale.as_deref()).unwrap_or(DEFAULT_LOCALE);
        Tr::new(catalog, catalog.for_discord(locale))
    }

    fn user(&mut self, name: &str) -> User {
        if name == BOT_NAME {
            return self.service.bot().clone();
        }
        let id = user_id(name).0;
        self.users.insert(id, name.to_string());
        User {
            id: UserId(id),
            name: name.to_string(),
            is_manager: self
                .settings
                .managers
                .iter()
                .any(|m| m.eq_ignore_ascii_case(name)),
            is_bot: false,
        }
    }

    fn channel(&mut self, name: Option<String>) -> ChannelId {
        let name = name.unwrap_or_else(|| DEFAULT_CHANNEL.to_string());
        let id = channel_id(&name);
        self.channels.insert(id.0, name);
        id
    }

    /// Runs one line and returns what to print, one entry per reply (or error).
    pub fn run_line(&mut self, text: &str) -> Vec<String> {
        // A line that can't be read is answered in its user's language, if it gives one.
        let first = text.split_whitespace().next().unwrap_or_default();
        let tr = self.tr(parse::line_locale(first).map(|(_, locale)| locale));
        let session = self.tr(None);
        // Channels an option names (`puzzle_channel:#puzzles`) print by their names.
        for token in text.split_whitespace() {
            if let Some((_, name)) = token.split_once(":#") {
                let name = name.to_lowercase();
                self.channels.insert(channel_id(&name).0, name);
            }
        }
        match parse::line(tr, text) {
            Err(err) => vec![self.error(&err)],
            Ok((Line::Blank, _)) => Vec::new(),
            Ok((Line::Private { channel, users }, _)) => self.make_private(channel, users),
            Ok((Line::Advance { ms }, _)) => {
                let duration = text.trim().trim_start_matches(":advance").trim();
                let mut printed = vec![self
                    .note(&session.a("cmd-console-clock-moves", &[("duration", duration.into())]))];
                printed.extend(self.advance(ms));
                printed
            }
            Ok((Line::Offline { ms }, _)) => {
                self.service.stop_serving();
                self.clock.advance(ms);
                let duration = text.trim().trim_start_matches(":offline").trim();
                let mut printed =
                    vec![self
                        .note(&session.a("cmd-console-offline", &[("duration", duration.into())]))];
                self.start_serving();
                printed.extend(self.tick());
                printed
            }
            Ok((Line::Unreachable { ms }, _)) => {
                let duration = text.trim().trim_start_matches(":unreachable").trim();
                let mut printed = vec![self
                    .note(&session.a("cmd-console-unreachable", &[("duration", duration.into())]))];
                self.service.interrupted(Interruption::Discord);
                printed.extend(self.advance(ms));
                self.service.resumed(Interruption::Discord);
                printed.extend(self.tick());
                printed
            }
            Ok((
                Line::Autocomplete {
                    user,
                    channel,
                    option,
                    typed,
                },
                _,
            )) => {
                let user = self.user(&user);
                let channel = self.channel(channel);
                let locale = parse::line_locale(first)
                    .map(|(_, locale)| locale.to_string())
                    .or_else(|| self.locale.clone())
                    .unwrap_or_else(|| DEFAULT_LOCALE.to_string());
                let choices = match option {
                    parse::Focused::Move => self.service.autocomplete_move(
                        &locale,
                        user.id,
                        CONSOLE_GUILD,
                        channel,
                        &typed,
                    ),
                    parse::Focused::Zone => crate::service::zone_choices(&typed),
                };
                if self.settings.json {
                    let list: Vec<_> = choices
                        .iter()
                        .map(|(label, value)| json!({"name": label, "value": value}))
                        .collect();
                    vec![json!({"autocomplete": list}).to_string()]
                } else {
                    let labels: Vec<&str> =
                        choices.iter().map(|(label, _)| label.as_str()).collect();
                    vec![format!(
                        "autocomplete: {}",
                        if labels.is_empty() {
                            "(nothing)".to_string()
                        } else {
                            labels.join(" | ")
                        }
                    )]
                }
            }
            Ok((
                Line::Request {
                    user,
                    locale,
                    channel,
                    mut action,
                },
                people,
            )) => {
                let user = self.user(&user);
                let place = self.place(channel.as_deref());
                let channel = self.channel(channel);
                let named: Vec<User> = people.iter().map(|name| self.user(name)).collect();
                match &mut action {
                    crate::service::Action::Challenge(challenge) => challenge.opponents = named,
                    crate::service::Action::Stats { user, .. }
                    | crate::service::Action::Profile { user, .. }
                    | crate::service::Action::Games { user, .. }
                    | crate::service::Action::History { user, .. } => {
                        *user = named.into_iter().next()
                    }
                    crate::service::Action::Tournament(TournamentAction::Kick { user, .. }) => {
                        if let Some(named) = named.into_iter().next() {
                            *user = named;
                        }
                    }
                    _ => {}
                }
                let sight = self.private.sight_of(user.id);
                let request = Request {
                    user,
                    guild: CONSOLE_GUILD,
                    channel,
                    // The line's own locale, else the session's, else English.
                    locale: locale
                        .or_else(|| self.locale.clone())
                        .unwrap_or_else(|| DEFAULT_LOCALE.to_string()),
                    // The server's stays the session's whatever a line says.
                    guild_locale: self.locale.clone(),
                    // A click is on the message its button was printed with last.
                    origin: Origin {
                        message: match &action {
                            crate::service::Action::Click { custom_id, .. } => {
                                self.buttons.get(custom_id).copied()
                            }
                            _ => None,
                        },
                        place,
                    },
                    sight,
                    action,
                };
                let replies = self.service.handle(&request);
                self.deliver(replies)
            }
        }
    }

    /// Prints whatever fell due (reminders, forfeits) on the simulated clock.
    pub fn tick(&mut self) -> Vec<String> {
        let replies = self.service.tick();
        self.deliver(replies)
    }

    /// Moves the clock `ms` forward with the bot up: a tick at each moment something
    /// falls due on the way, in order, then one at the end.
    fn advance(&mut self, ms: i64) -> Vec<String> {
        let until = self.clock.now_ms() + ms;
        let mut printed = Vec::new();
        while let Some(at) = self.service.next_wake(self.clock.now_ms(), until) {
            self.clock.set(at);
            printed.extend(self.tick());
        }
        self.clock.set(until);
        printed.extend(self.tick());
        printed
    }

    /// Prints replies; each one printed is delivered, and its receipt says so (with
    /// the id the console gave the message). What the service says to that is
    /// delivered next.
    fn deliver(&mut self, replies: Vec<Reply>) -> Vec<String> {
        let mut queue = VecDeque::from(replies);
        let mut printed = Vec::new();
        let mut last = None;
        while let Some(reply) = queue.pop_front() {
            let posted = self.post(&reply);
            last = posted.or(last);
            let next = match (&reply.receipt, reply.delivery) {
                (Some(receipt), Delivery::OpenThread { from }) => {
                    let outcome = self.open_thread(receipt, from.or(last));
                    printed.push(self.print(&reply));
                    self.service.thread_opened(receipt, outcome)
                }
                (Some(receipt), Delivery::NewThread) => {
                    let outcome = self.new_thread(receipt);
                    printed.push(self.print(&reply));
                    self.service.thread_opened(receipt, outcome)
                }
                (receipt, _) => {
                    if !reply.delivery.is_silent_action() {
                        printed.push(self.print(&reply));
                    }
                    match receipt {
                        Some(receipt) => {
                            let outcome =
                                posted.map_or(DeliveryOutcome::Delivered, DeliveryOutcome::Posted);
                            self.service.confirm(receipt, outcome)
                        }
                        None => Vec::new(),
                    }
                }
            };
            for (at, reply) in next.into_iter().enumerate() {
                queue.insert(at, reply);
            }
            // Work under way (an analysis): the console waits for it, and its result
            // takes the place of the message that said it was under way.
            if let Some(followup) = &reply.followup {
                let done = self.service.finish_analysis(followup, false);
                for (at, mut done) in done.into_iter().enumerate() {
                    if let (Delivery::Respond, Some(message)) = (done.delivery, posted) {
                        done.delivery = Delivery::Edit { message };
                    }
                    queue.insert(at, done);
                }
            }
        }
        printed
    }

    /// Opens the game's thread (`#game-<id>`, so that it is the same in the next run)
    /// from the message `from`, when the session has threads.
    fn open_thread(
        &mut self,
        receipt: &crate::service::Receipt,
        from: Option<MessageId>,
    ) -> ThreadOutcome {
        match from {
            Some(from) if self.threads => {
                let name = format!("{THREAD_PREFIX}{}", receipt.game());
                let thread = channel_id(&name);
                self.channels.insert(thread.0, name);
                ThreadOutcome::Opened { thread, from }
            }
            _ => ThreadOutcome::Failed,
        }
    }

    /// Opens the game's thread (`#game-<id>`) from no message, when the session has
    /// threads.
    fn new_thread(&mut self, receipt: &crate::service::Receipt) -> ThreadOutcome {
        if !self.threads {
            return ThreadOutcome::Failed;
        }
        let name = format!("{THREAD_PREFIX}{}", receipt.game());
        let thread = channel_id(&name);
        self.channels.insert(thread.0, name);
        ThreadOutcome::Alone { thread }
    }

    /// The id of the message a reply posts (a new one) or edits, as the console numbers
    /// them; its buttons are remembered as on that message.
    fn post(&mut self, reply: &Reply) -> Option<MessageId> {
        let id = match reply.delivery {
            Delivery::Board { message: Some(id) } | Delivery::Edit { message: id } => Some(id),
            Delivery::Board { message: None } | Delivery::Channel => Some(self.new_message()),
            Delivery::Respond if !reply.ephemeral => Some(self.new_message()),
            _ => None,
        }?;
        for row in &reply.components {
            if let Row::Buttons(buttons) = row {
                for button in buttons {
                    self.buttons.insert(button.custom_id.clone(), id);
                }
            }
        }
        Some(id)
    }

    fn new_message(&mut self) -> MessageId {
        self.messages += 1;
        MessageId(self.messages)
    }

    /// Reads lines until the end of input, printing as it goes.
    pub fn run(&mut self, input: impl BufRead, mut output: impl Write) -> std::io::Result<()> {
        // Whatever fell due while the console was not running.
        for printed in self.tick() {
            writeln!(output, "{printed}")?;
        }
        for line in input.lines() {
            for printed in self.run_line(&line?) {
                writeln!(output, "{printed}")?;
            }
            output.flush()?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::MemoryStore;

    fn console() -> Console {
        // No line here makes an image, so the folder is never written.
        let out = std::env::temp_dir().join("martian-console-unit-test");
        Console::new(
            Arc::new(MemoryStore::new()),
            Settings {
                json: false,
                out,
                managers: Vec::new(),
            },
        )
    }

    #[test]
    fn unknown_subcommands_and_options_are_answered_with_what_exists() {
        let mut console = console();
        assert_eq!(
            console.run_line("@alice /martian frobnicate"),
            [
                "error: /martian frobnicate is not a command: the commands are challenge, \
                 accept, decline, move, moves, board, resign, draw, abort, games, history, \
                 replay, analyse, profile, leaderboard, stats, rules, me, puzzle, tournament"
            ]
        );
        assert_eq!(
            console.run_line("@alice /martian challenge opponent:@bob colour:red"),
            [
                "error: /martian challenge has no option colour: its options are opponent, \
                 opponent2, opponent3, opponent4, opponent5, layout, ruleset, clock, first, level, \
                 game"
            ]
        );
        // Nothing was started by the bad lines.
        let board = console.run_line("@alice /martian board");
        assert!(board[0].contains("no game in this channel"), "{board:?}");
    }
}
