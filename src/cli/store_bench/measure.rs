//! The measurements on one filled store, in this process: the read commands and
//! moves (start-up is timed in a process of its own: `probe.rs`). Every request goes through `Service::try_handle`, as the
//! adapters' would; targets (players, pages, games) are drawn from the plan, never
//! read from the store first, so that nothing is warmed before it is timed.

use std::path::PathBuf;
use std::sync::Arc;

use anyhow::{anyhow, Context, Result};
use rand::seq::IndexedRandom;
use rand::RngExt;
use rand_pcg::Pcg64Mcg;

use martian_chess::engine::Move;
use martian_chess::service::{
    Action, Clock, ManualClock, Reply, Request, SearchPlayer, Service, User,
};
use martian_chess::store::SledStore;

use super::super::fill::{bot, OpenGame, Plan};
use super::super::pipeline::request;
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

    pub fn ask(service: &Service, request: &Request) -> Result<Vec<Reply>> {
        service
            .try_handle(request)
            .map_err(|e| anyhow!("{e}"))
            .with_context(|| format!("{:?} refused", request.action))
    }

    fn random_player(&mut self) -> User {
        let n = self.plan.players_of(SERVER);
        let i = self.rng.random_range(0..n);
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
        let page = self.rng.random_range(1..=self.pages()) as i64;
        self.command(|_| Action::Leaderboard { page: Some(page) })
    }

    /// A random page of the server's games in progress (the open games stay open
    /// while commands are timed).
    pub fn games_page(&mut self) -> Request {
        let pages = self.plan.open_of(SERVER).div_ceil(GAMES_ROWS).max(1);
        let page = self.rng.random_range(1..=pages) as i64;
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
