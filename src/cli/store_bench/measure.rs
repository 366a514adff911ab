//! The measurements on one filled store, in this process: the read commands and
//! moves (start-up is timed in a process of its own: `probe.rs`). Every request goes through `Service::try_handle`, as the
//! adapters' would; targets (players, pages, games) are drawn from the plan, never
//! read from the store first, so that nothing is warmed before it is timed.

use std::path::PathBuf;
use std::sync::Arc;

use anyhow::{anyhow, Context, Result};
use rand::seq::{IndexedRandom, SliceRandom};
use rand::RngExt;
use rand_pcg::Pcg64Mcg;

use martian_chess::engine::Move;
use martian_chess::service::{
    Action, Clock, ManualClock, Reply, Request, SearchPlayer, Service, User,
};
use martian_chess::store::SledStore;

use super::super::fill::{OpenGame, Plan};
use super::super::requests::{bot, request};
use super::super::samples::Samples;

/// Rows of a leaderboard page, and games of a `/martian games` page (the service's
/// page sizes).
const PAGE_ROWS: u64 = 10;
const GAMES_ROWS: u64 = 20;

/// The server the commands are asked in (the fill makes them alike).
const SERVER: u64 = 0;

/// One filled store, with what the benchmark knows about it.
pub struct Store {
    pub plan: Plan,
    pub dir: PathBuf,
    pub under_way: Vec<OpenGame>,
    pub clock: Arc<ManualClock>,
    pub rng: Pcg64Mcg,
    /// While set, targets are drawn from it, each once (see [`Unseen`]).
    pub unseen: Option<Unseen>,
}

/// Targets no request asked about yet, each drawn once, for the cold requests: every
/// request then reads records no earlier one brought into sled's cache, at any store
/// size. (Drawn at random with repeats, a small store's few players would soon all be
/// cached, a large store's not: the comparison would measure the cache, not the
/// commands.)
pub struct Unseen {
    players: Vec<u64>,
    pages: Vec<i64>,
    games_pages: Vec<i64>,
}

/// How many cold requests of each kind there are targets for.
pub struct ColdCounts {
    pub leaderboard: usize,
    pub games_pages: usize,
    /// For each of the commands about one player (they share the players).
    pub per_player: usize,
}

impl Store {
    pub fn clock_ms(&self) -> i64 {
        self.clock.now_ms()
    }

    /// Opens the store and a service over it: what a bot does at start.
    pub fn open(&self) -> Result<Service> {
        let store = SledStore::open(&self.dir).map_err(|e| anyhow!("{e}"))?;
        Ok(Service::new(
            Arc::new(store),
            self.clock.clone(),
            Arc::new(SearchPlayer),
            bot(),
        ))
    }

    fn request(&self, user: &User, action: Action) -> Request {
        request(
            user,
            self.plan.guild(SERVER),
            self.plan.lane_channel(0),
            action,
        )
    }

    /// A request as an adapter makes it: handled, and its pictures drawn.
    pub fn ask(service: &Service, request: &Request) -> Result<Vec<Reply>> {
        let replies = service
            .try_handle(request)
            .map_err(|e| anyhow!("{e}"))
            .with_context(|| format!("{:?} refused", request.action))?;
        replies.iter().for_each(Reply::draw);
        Ok(replies)
    }

    /// From now on, targets are drawn each once; returns how many there are for `n`
    /// requests of each kind, and `players_commands` commands about one player.
    pub fn draw_unseen(&mut self, n: usize, players_commands: usize) -> ColdCounts {
        let lengths = [
            self.plan.players_of(SERVER),
            self.pages(),
            self.games_pages(),
        ];
        let [players, pages, games_pages] = lengths.map(|len| {
            let mut all: Vec<u64> = (0..len).collect();
            all.shuffle(&mut self.rng);
            all
        });
        let counts = ColdCounts {
            leaderboard: n.min(pages.len()),
            games_pages: n.min(games_pages.len()),
            per_player: n.min(players.len() / players_commands.max(1)),
        };
        let page = |all: Vec<u64>| all.into_iter().map(|p| p as i64 + 1).collect();
        self.unseen = Some(Unseen {
            players,
            pages: page(pages),
            games_pages: page(games_pages),
        });
        counts
    }

    fn random_player(&mut self) -> User {
        let n = self.plan.players_of(SERVER);
        let i = match self.unseen.as_mut().and_then(|u| u.players.pop()) {
            Some(i) => i,
            None => self.rng.random_range(0..n),
        };
        self.plan.player(SERVER, i)
    }

    /// A read command by a random player of the server: `/martian stats` and the like.
    pub fn command(&mut self, make: impl Fn(User) -> Action) -> Request {
        let who = self.random_player();
        self.request(&who, make(who.clone()))
    }

    /// Leaderboard pages there are: everyone is rated once there are as many finished
    /// games as players (see the fill's pairing), else page 1 is all that is sure.
    fn pages(&self) -> u64 {
        let (players, finished) = (self.plan.players_of(SERVER), self.plan.finished_of(SERVER));
        if finished >= players {
            players.div_ceil(PAGE_ROWS)
        } else {
            1
        }
    }

    pub fn leaderboard(&mut self) -> Request {
        let page = match self.unseen.as_mut().and_then(|u| u.pages.pop()) {
            Some(page) => page,
            None => self.rng.random_range(1..=self.pages()) as i64,
        };
        self.command(|_| Action::Leaderboard {
            game: martian_chess::model::GameKind::Martian,
            page: Some(page),
            season: None,
        })
    }

    /// Pages of the server's games in progress.
    fn games_pages(&self) -> u64 {
        self.plan.open_of(SERVER).div_ceil(GAMES_ROWS).max(1)
    }

    /// A random page of the server's games in progress (the open games stay open
    /// while commands are timed).
    pub fn games_page(&mut self) -> Request {
        let page = match self.unseen.as_mut().and_then(|u| u.games_pages.pop()) {
            Some(page) => page,
            None => self.rng.random_range(1..=self.games_pages()) as i64,
        };
        self.command(|_| Action::Games {
            user: None,
            page: Some(page),
        })
    }

    /// A random legal move in a random game under way, by the player to move: the
    /// game's index, the request and the move.
    pub fn next_move(&mut self) -> Result<(usize, Request, Move)> {
        let i = self.rng.random_range(0..self.under_way.len().max(1));
        let game = self
            .under_way
            .get(i)
            .context("no game under way to move in (fill more open games)")?;
        let m = *game
            .position
            .legal_moves()
            .choose(&mut self.rng)
            .context("a game under way has no legal move")?;
        let request = request(
            game.mover(),
            game.guild,
            game.channel,
            Action::Move {
                text: m.to_string(),
                call_clock: false,
            },
        );
        Ok((i, request, m))
    }

    /// Follows a move the service accepted; a game it ended is no longer under way.
    pub fn played(&mut self, i: usize, m: Move) {
        let position = &mut self.under_way[i].position;
        position.play_unchecked(m);
        if position.is_over() {
            self.under_way.swap_remove(i);
        }
    }

    /// `count` moves, each in a random game under way.
    pub fn moves(&mut self, service: &Service, count: usize) -> Result<Samples> {
        let mut samples = Samples::default();
        for _ in 0..count {
            let (i, request, m) = self.next_move()?;
            samples.time(|| Self::ask(service, &request))?;
            self.played(i, m);
        }
        Ok(samples)
    }

    /// Every page of every list of the server asked once, untimed: the store as a bot
    /// finds it after running a while, every index page and record in sled's cache.
    pub fn warm_all(&self, service: &Service) -> Result<()> {
        let pages = |rows: u64, of: u64| 1..=of.div_ceil(rows).max(1) as i64;
        for page in pages(PAGE_ROWS, self.plan.players_of(SERVER)) {
            let who = self.plan.player(SERVER, 0);
            let leaderboard = Action::Leaderboard {
                game: martian_chess::model::GameKind::Martian,
                page: Some(page),
                season: None,
            };
            Self::ask(service, &self.request(&who, leaderboard))?;
        }
        for page in pages(GAMES_ROWS, self.plan.open_of(SERVER)) {
            let who = self.plan.player(SERVER, 0);
            let games = Action::Games {
                user: None,
                page: Some(page),
            };
            Self::ask(service, &self.request(&who, games))?;
        }
        for i in 0..self.plan.players_of(SERVER) {
            let who = self.plan.player(SERVER, i);
            let mine = [
                Action::History {
                    game: martian_chess::model::GameKind::Martian,
                    user: None,
                    page: None,
                },
                Action::Games {
                    user: Some(who.clone()),
                    page: None,
                },
                Action::Stats {
                    game: martian_chess::model::GameKind::Martian,
                    user: None,
                },
            ];
            for action in mine {
                Self::ask(service, &self.request(&who, action))?;
            }
        }
        Ok(())
    }

    /// `count` requests made by `make`, timed.
    pub fn repeat(
        &mut self,
        service: &Service,
        count: usize,
        mut make: impl FnMut(&mut Self) -> Request,
    ) -> Result<Samples> {
        let mut samples = Samples::default();
        for _ in 0..count {
            let request = make(self);
            samples.time(|| Self::ask(service, &request))?;
        }
        Ok(samples)
    }
}
