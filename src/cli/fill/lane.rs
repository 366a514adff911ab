//! One lane of a fill: a thread that plays its share of one server's games through
//! the service's ordinary requests, as players would, finished games one after
//! another in its own channel, then its open games, each in a channel of its own.
//!
//! A finished game is the shortest legal path to a rated result: challenge, accept,
//! and a resignation confirmed with the button (the prompt that `/martian resign`
//! shows first only returns that button), with no move in between. That is three
//! store transactions and two boards drawn (the accept and the resignation each
//! answer with one; the service has no way around it, and none is wanted here), and
//! it is what a fill's speed is made of: each move more would cost as much again
//! as a third of a game. Open games get a few moves, so that moving in them is a
//! game under way like any other.

use anyhow::{anyhow, bail, Context, Result};
use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

use martian_chess::engine::{Layout, Position, Rules};
use martian_chess::model::{ChannelId, GameId, GuildId};
use martian_chess::service::{
    Action, Challenge, ComponentAction, ComponentId, ManualClock, Reply, Row, Service, User,
};
use martian_chess::store::Store;

use super::super::requests::request;
use super::plan::Plan;

/// The simulated time between two finished games (of any lane: the clock is shared),
/// so that games end at different moments, as a history's order needs.
pub const FINISHED_STEP_MS: i64 = 60_000;
/// Moves of an open game under way: 0 to this (too few to end a game).
const OPEN_PLIES: u64 = 3;

/// A game left under way, as the benchmark needs it to move there without reading
/// the store first.
#[derive(Clone, Debug)]
pub struct OpenGame {
    pub guild: GuildId,
    pub channel: ChannelId,
    /// In seat order: the first moves first.
    pub seats: [User; 2],
    pub position: Position,
}

impl OpenGame {
    /// Who is to move.
    pub fn mover(&self) -> &User {
        &self.seats[self.position.to_move().index() % 2]
    }
}

/// Games whose writes are made durable together, by one flush at the end
/// ([`Store::in_one_flush`]). A fill is all or nothing (a store half filled is thrown
/// away), so the flush each request would wait for buys nothing here; everything else
/// about a request is as it always is.
const CHUNK: usize = 200;

/// One thread's part of the fill.
pub struct Lane<'a> {
    pub service: &'a Service,
    /// The service's store, for [`Store::in_one_flush`].
    pub store: &'a dyn Store,
    pub clock: &'a ManualClock,
    pub plan: &'a Plan,
    pub server: u64,
    /// Its place among the server's lanes, and how many the server has.
    pub index: u64,
    pub of: u64,
    pub channel: ChannelId,
}

fn start_position() -> Result<Position> {
    Position::start(Layout::duel(), Rules::default()).context("the duel start")
}

/// The game a board reply is about, from its buttons.
fn game_of(replies: &[Reply]) -> Option<GameId> {
    replies
        .iter()
        .flat_map(|r| &r.components)
        .filter_map(|row| match row {
            Row::Buttons(buttons) => Some(buttons),
            Row::Select(_) => None,
        })
        .flatten()
        .find_map(|b| ComponentId::parse(&b.custom_id))
        .map(|id| id.game)
}

impl Lane<'_> {
    /// Runs one request; anything the service refuses stops the fill, with its reason.
    fn ask(&self, user: &User, channel: ChannelId, action: Action) -> Result<Vec<Reply>> {
        let request = request(user, self.plan.guild(self.server), channel, action);
        self.service
            .try_handle(&request)
            .map_err(|e| anyhow!("{e}"))
            .with_context(|| {
                format!(
                    "{} asked {:?} in channel {}",
                    user.name, request.action, channel.0
                )
            })
    }

    /// A challenge from `seats[0]` (who moves first) to `seats[1]`.
    fn invite(&self, channel: ChannelId, seats: &[User; 2]) -> Result<()> {
        let challenge = Challenge {
            opponents: vec![seats[1].clone()],
            ..Challenge::default()
        };
        self.ask(&seats[0], channel, Action::Challenge(challenge))
            .map(drop)
    }

    /// A challenge, accepted; returns the game's id (from the board's buttons).
    fn start(&self, channel: ChannelId, seats: &[User; 2]) -> Result<GameId> {
        self.invite(channel, seats)?;
        let replies = self.ask(&seats[1], channel, Action::Accept)?;
        game_of(&replies).ok_or_else(|| anyhow!("no board after the accept in {}", channel.0))
    }

    /// `plies` random legal moves, each by the player to move.
    fn play(
        &self,
        channel: ChannelId,
        seats: &[User; 2],
        position: &mut Position,
        plies: u64,
        rng: &mut Pcg64Mcg,
    ) -> Result<()> {
        for _ in 0..plies {
            let Some(&m) = position.legal_moves().choose(rng) else {
                break;
            };
            let mover = &seats[position.to_move().index() % 2];
            let text = m.to_string();
            self.ask(
                mover,
                channel,
                Action::Move {
                    text,
                    call_clock: false,
                },
            )?;
            position.play_unchecked(m);
            if position.is_over() {
                bail!("a game of {plies} moves ended by itself in {}", channel.0);
            }
        }
        Ok(())
    }

    fn seats(&self, pair: [u64; 2]) -> [User; 2] {
        pair.map(|i| self.plan.player(self.server, i))
    }

    /// Finished game `k` of the server: a rated result, by resignation.
    fn finish(&self, k: u64) -> Result<()> {
        let dice = self.plan.dice(self.server, k, false);
        let seats = self.seats(self.plan.pairing(self.server, k, dice));
        let game = self.start(self.channel, &seats)?;
        let loser = &seats[(dice >> 32) as usize % 2];
        let resign = ComponentId::new(game, 0, ComponentAction::ConfirmResign);
        self.ask(
            loser,
            self.channel,
            Action::Click {
                custom_id: resign.encode(),
                values: Vec::new(),
            },
        )?;
        self.clock.advance(FINISHED_STEP_MS);
        Ok(())
    }

    /// Open game `k` of the server, in its own channel: an invitation, or a game a
    /// few moves in. Returns the game under way.
    fn open(&self, k: u64) -> Result<Option<OpenGame>> {
        let dice = self.plan.dice(self.server, k, true);
        let seats = self.seats(self.plan.pairing(self.server, k, dice));
        let channel = self.plan.open_channel(self.server, k);
        if self.plan.is_invitation(k) {
            self.invite(channel, &seats)?;
            return Ok(None);
        }
        self.start(channel, &seats)?;
        let mut position = start_position()?;
        let plies = (dice >> 16) % (OPEN_PLIES + 1);
        let mut rng = Pcg64Mcg::seed_from_u64(dice);
        self.play(channel, &seats, &mut position, plies, &mut rng)?;
        Ok(Some(OpenGame {
            guild: self.plan.guild(self.server),
            channel,
            seats,
            position,
        }))
    }

    /// Plays `game` for each of `games`, [`CHUNK`] at a time; stops at the first
    /// failure, or when `done` (called after each game) says so.
    fn in_chunks(
        &self,
        games: Vec<u64>,
        mut game: impl FnMut(u64) -> Result<()>,
        mut done: impl FnMut() -> bool,
    ) -> Result<()> {
        for chunk in games.chunks(CHUNK) {
            let mut go_on: Result<bool> = Ok(true);
            let mut work = || {
                go_on = chunk.iter().try_fold(true, |more, k| {
                    if more {
                        game(*k)?;
                        Ok(done())
                    } else {
                        Ok(false)
                    }
                });
            };
            self.store
                .in_one_flush(&mut work)
                .map_err(|e| anyhow!("{e}"))?;
            if !go_on? {
                break;
            }
        }
        Ok(())
    }

    /// This lane's share of the server's games: every `of`-th, from `index`.
    fn share(&self, total: u64) -> Vec<u64> {
        (self.index..total).step_by(self.of as usize).collect()
    }

    /// This lane's finished games; `done` is called after each game and returns
    /// whether to go on.
    pub fn finished(&self, done: impl FnMut() -> bool) -> Result<()> {
        let games = self.share(self.plan.finished_of(self.server));
        self.in_chunks(games, |k| self.finish(k), done)
    }

    /// This lane's open games, with `step_ms` of simulated time after each.
    pub fn open_games(&self, step_ms: i64, done: impl FnMut() -> bool) -> Result<Vec<OpenGame>> {
        let games = self.share(self.plan.open_of(self.server));
        let mut under_way = Vec::new();
        self.in_chunks(
            games,
            |k| {
                under_way.extend(self.open(k)?);
                self.clock.advance(step_ms);
                Ok(())
            },
            done,
        )?;
        Ok(under_way)
    }
}
