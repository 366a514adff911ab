//! `martian-chess bench --postgres URL --faults`: the service on PostgreSQL while the
//! database fails, timed. Channels play random legal games (players thinking ~100 ms)
//! through a relay this program puts in front of the server (`relay.rs`): a while
//! served normally, then the server *hung* (the relay holds every byte: what stopped
//! server processes look like to the bot) for longer than the statement timeout, then
//! back, then *restarted* (every connection cut, new ones refused for a second), then
//! back again. Every request's answer is timed: the answers during the hang, how soon
//! moves are played again once the server is back, the moves per second before, during
//! and after; and at the end, moves acknowledged against moves stored.

mod relay;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::{anyhow, bail, Result};
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;

use martian_chess::engine::{Move, Position};
use martian_chess::model::{ChannelId, GameStatus, GuildId, UserId};
use martian_chess::service::{
    Action, Challenge, Delivery, Reply, Request, SearchPlayer, Service, SystemClock, User,
};
use martian_chess::store::{PostgresStore, Store, Window};

use self::relay::Relay;
use super::requests::{bot, request};
use super::samples::percentile;

/// Channels playing at once.
const CHANNELS: u64 = 16;
/// A player's thinking time before a move (0.5 to 1.5 times it).
const THINK: Duration = Duration::from_millis(100);
/// A request unanswered this long counts as never answered.
const NO_ANSWER: Duration = Duration::from_secs(60);
/// How long the restart refuses connections.
const RESTART: Duration = Duration::from_secs(1);

/// What became of one request.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Outcome {
    Played,
    /// Told it was not played (the store did not answer), or not yet known.
    Refused,
    InDoubt,
    Unanswered,
}

#[derive(Clone, Copy, Debug)]
struct Event {
    channel: u64,
    asked: Instant,
    answered: Instant,
    outcome: Outcome,
}

/// The shared record of every request.
type Events = Arc<Mutex<Vec<Event>>>;

/// `url` (`postgres://...`) with its host and port replaced by the relay's.
fn through(url: &str, port: u16) -> Result<String> {
    let scheme = ["postgres://", "postgresql://"]
        .into_iter()
        .find(|s| url.starts_with(s))
        .ok_or_else(|| anyhow!("--faults needs --postgres as a postgres:// address"))?;
    let rest = &url[scheme.len()..];
    let end = rest.find(['/', '?']).unwrap_or(rest.len());
    let (authority, tail) = rest.split_at(end);
    let user = authority.rfind('@').map_or("", |at| &authority[..=at]);
    Ok(format!("{scheme}{user}127.0.0.1:{port}{tail}"))
}

/// The server's `host:port` in `url`.
fn target(url: &str) -> Result<String> {
    use martian_pg_client::config::Host;
    let config: martian_pg_client::Config = url.parse()?;
    let host = match config.get_hosts().first() {
        Some(Host::Tcp(host)) => host.clone(),
        Some(Host::Unix(_)) => bail!("--faults needs a server reached over TCP"),
        None => "localhost".into(),
    };
    let port = config.get_ports().first().copied().unwrap_or(5432);
    Ok(format!("{host}:{port}"))
}

/// Runs `req` on a thread of its own; `None` when it is not answered in time.
fn ask(service: &Arc<Service>, req: Request) -> Option<Vec<Reply>> {
    let (tx, rx) = mpsc::channel();
    let service = service.clone();
    std::thread::spawn(move || {
        let _ = tx.send(service.handle(&req));
    });
    rx.recv_timeout(NO_ANSWER).ok()
}

fn outcome(replies: Option<&[Reply]>) -> Outcome {
    match replies {
        None => Outcome::Unanswered,
        Some(replies)
            if replies
                .iter()
                .any(|r| !r.ephemeral && matches!(r.delivery, Delivery::Board { .. })) =>
        {
            Outcome::Played
        }
        Some(replies) if replies.iter().any(|r| r.text.contains("can't tell yet")) => {
            Outcome::InDoubt
        }
        Some(_) => Outcome::Refused,
    }
}

/// One channel's players, for as long as `stop` is not raised: a game, then its moves,
/// then the next game when it ends.
struct Channel {
    service: Arc<Service>,
    store: Arc<PostgresStore>,
    guild: GuildId,
    id: u64,
    events: Events,
    stop: Arc<AtomicBool>,
}

impl Channel {
    fn play(&self) {
        let mut rng = Pcg64Mcg::seed_from_u64(self.id);
        let mut round = 0;
        while !self.stop.load(Ordering::SeqCst) {
            let Some((people, mut pos)) = self.start(round) else {
                return;
            };
            round += 1;
            while !pos.is_over() && !self.stop.load(Ordering::SeqCst) {
                std::thread::sleep(THINK.mul_f64(rng.random_range(0.5..1.5)));
                let Some(&m) = pos.legal_moves().choose(&mut rng) else {
                    break;
                };
                let mover = &people[pos.to_move().index()];
                match self.try_move(mover, m) {
                    Outcome::Played => {
                        pos.play_unchecked(m);
                    }
                    // What the store holds tells where the game is.
                    Outcome::InDoubt => match self.stored_position() {
                        Some(stored) => pos = stored,
                        None => return,
                    },
                    Outcome::Refused => {}
                    Outcome::Unanswered => return,
                }
            }
        }
    }

    fn try_move(&self, mover: &User, m: Move) -> Outcome {
        let action = Action::Move {
            text: m.to_string(),
            call_clock: false,
        };
        let asked = Instant::now();
        let replies = ask(&self.service, self.request(mover, action));
        let outcome = outcome(replies.as_deref());
        self.events.lock().unwrap().push(Event {
            channel: self.id,
            asked,
            answered: Instant::now(),
            outcome,
        });
        outcome
    }

    fn request(&self, user: &User, action: Action) -> Request {
        request(user, self.guild, ChannelId(self.id), action)
    }

    /// A new game between two new players; tried again while the store fails.
    fn start(&self, round: u64) -> Option<([User; 2], Position)> {
        let base = 1000 + self.id * 1_000_000 + round * 2;
        let people = [base, base + 1].map(|id| User {
            id: UserId(id),
            name: format!("p{id}"),
            is_manager: false,
            is_bot: false,
        });
        let challenge = Challenge {
            opponents: vec![people[1].clone()],
            ..Challenge::default()
        };
        while !self.stop.load(Ordering::SeqCst) {
            ask(
                &self.service,
                self.request(&people[0], Action::Challenge(challenge.clone())),
            )?;
            ask(&self.service, self.request(&people[1], Action::Accept))?;
            match self.store.open_game_in(self.guild, ChannelId(self.id)) {
                Ok(Some(game)) if game.status == GameStatus::Active => {
                    let pos = *game.replay().ok()?.position();
                    return Some((people, pos));
                }
                // An invitation left by a failed try, or another game: give it up.
                Ok(Some(_)) => {
                    ask(&self.service, self.request(&people[0], Action::Abort))?;
                }
                _ => std::thread::sleep(THINK),
            }
        }
        None
    }

    /// The game as stored, read until the store answers.
    fn stored_position(&self) -> Option<Position> {
        while !self.stop.load(Ordering::SeqCst) {
            if let Ok(Some(game)) = self.store.open_game_in(self.guild, ChannelId(self.id)) {
                return Some(*game.replay().ok()?.position());
            }
            std::thread::sleep(THINK);
        }
        None
    }
}

/// The moments the faults began and ended.
struct Timeline {
    began: Instant,
    hung: Instant,
    back: Instant,
    cut: Instant,
    reopened: Instant,
    ended: Instant,
}

/// Runs the fault scenario on the database at `url`: `phase` seconds of each calm
/// stretch, and a hang of `hang` seconds.
pub fn run(url: &str, phase: f64, hang: f64) -> Result<()> {
    let relay = Relay::start(target(url)?)?;
    let proxied = through(url, relay.port())?;
    let store = Arc::new(PostgresStore::open(&proxied).map_err(|e| anyhow!("{e}"))?);
    let service = Arc::new(Service::new(
        store.clone(),
        Arc::new(SystemClock),
        Arc::new(SearchPlayer),
        bot(),
    ));
    // A server of its own each run, so that a database kept between runs has no
    // channel already busy.
    let guild = GuildId(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_millis() as u64),
    );
    let events: Events = Arc::default();
    let stop = Arc::new(AtomicBool::new(false));
    let players: Vec<_> = (1..=CHANNELS)
        .map(|id| {
            let channel = Channel {
                service: service.clone(),
                store: store.clone(),
                guild,
                id,
                events: events.clone(),
                stop: stop.clone(),
            };
            std::thread::spawn(move || channel.play())
        })
        .collect();
    let (phase, hang) = (
        Duration::from_secs_f64(phase),
        Duration::from_secs_f64(hang),
    );
    let began = Instant::now();
    std::thread::sleep(phase);
    relay.hold();
    let hung = Instant::now();
    std::thread::sleep(hang);
    relay.release();
    let back = Instant::now();
    std::thread::sleep(phase);
    relay.cut();
    let cut = Instant::now();
    std::thread::sleep(RESTART);
    relay.accept();
    let reopened = Instant::now();
    std::thread::sleep(phase);
    stop.store(true, Ordering::SeqCst);
    let ended = Instant::now();
    for player in players {
        player
            .join()
            .map_err(|_| anyhow!("a benchmark thread panicked"))?;
    }
    let events = std::mem::take(&mut *events.lock().unwrap());
    let timeline = Timeline {
        began,
        hung,
        back,
        cut,
        reopened,
        ended,
    };
    report(&events, &timeline, hang);
    let stored = stored_moves(&store, guild)?;
    let played = events
        .iter()
        .filter(|e| e.outcome == Outcome::Played)
        .count();
    let doubted = events
        .iter()
        .filter(|e| e.outcome == Outcome::InDoubt)
        .count();
    println!(
        "  acknowledged {played} moves, stored {stored} ({doubted} answered in doubt; \
         a stored move never acknowledged is one of them)"
    );
    Ok(())
}

/// Moves stored in every game of `guild`.
fn stored_moves(store: &PostgresStore, guild: GuildId) -> Result<usize> {
    let all = Window {
        skip: 0,
        take: 100_000,
    };
    let open = store
        .open_games_in(guild, None, all)
        .map_err(|e| anyhow!("{e}"))?;
    let ended = store
        .archived_games(guild, 100_000)
        .map_err(|e| anyhow!("{e}"))?;
    Ok(open.items.iter().chain(&ended).map(|g| g.moves.len()).sum())
}

fn secs(d: Duration) -> f64 {
    d.as_secs_f64()
}

/// Prints the figures.
fn report(events: &[Event], t: &Timeline, hang: Duration) {
    let played_in = |from: Instant, to: Instant| {
        events
            .iter()
            .filter(|e| e.outcome == Outcome::Played && e.answered >= from && e.answered < to)
            .count()
    };
    let rate = |from: Instant, to: Instant| played_in(from, to) as f64 / secs(to - from);
    println!(
        "PostgreSQL faults: {CHANNELS} channels, players thinking ~{} ms, through a relay \
         that holds (hang) or cuts (restart) the bot's connections",
        THINK.as_millis()
    );
    println!(
        "  before:             {:>7.1} moves/s",
        rate(t.began, t.hung)
    );
    // Every request asked during the hang, and how long its answer took.
    let mut during: Vec<f64> = events
        .iter()
        .filter(|e| e.asked >= t.hung && e.asked < t.back)
        .map(|e| secs(e.answered - e.asked))
        .collect();
    during.sort_by(f64::total_cmp);
    let unanswered = events
        .iter()
        .filter(|e| e.outcome == Outcome::Unanswered)
        .count();
    println!(
        "  hang of {:.0} s:       {:>7.1} moves/s; {} requests asked, answered in p50 {:.2} s, \
         p99 {:.2} s, max {:.2} s; {unanswered} unanswered in the whole run",
        secs(hang),
        rate(t.hung, t.back),
        during.len(),
        percentile(&during, 0.5),
        percentile(&during, 0.99),
        during.last().copied().unwrap_or(0.0),
    );
    let (first, all) = recovery(events, t.back, t.cut);
    println!(
        "  after the hang:     {:>7.1} moves/s; first move played {first:.2} s after the \
         server's return, every channel playing again after {all:.2} s",
        rate(t.back, t.cut)
    );
    let refused = events
        .iter()
        .filter(|e| e.asked >= t.cut && e.asked < t.reopened && e.outcome != Outcome::Played)
        .count();
    let (first, all) = recovery(events, t.reopened, t.ended);
    println!(
        "  restart ({:.0} s):    {refused} requests refused; after it {:>7.1} moves/s, first \
         move played {first:.2} s after the server's return, every channel after {all:.2} s",
        secs(RESTART),
        rate(t.reopened, t.ended)
    );
}

/// How long after `from` the first move was played, and every channel had played one
/// (in seconds; the stretch's length if none did).
fn recovery(events: &[Event], from: Instant, to: Instant) -> (f64, f64) {
    let mut firsts: std::collections::BTreeMap<u64, Instant> = Default::default();
    for e in events {
        if e.outcome == Outcome::Played && e.answered >= from && e.answered < to {
            let first = firsts.entry(e.channel).or_insert(e.answered);
            *first = (*first).min(e.answered);
        }
    }
    let after = |at: Option<&Instant>| at.map_or(secs(to - from), |at| secs(*at - from));
    let first = after(firsts.values().min());
    let all = match firsts.len() as u64 == CHANNELS {
        true => after(firsts.values().max()),
        false => secs(to - from),
    };
    (first, all)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_relay_takes_the_servers_place_in_the_address() {
        assert_eq!(
            through(
                "postgres://u:p@db.internal:5433/martian?connect_timeout=2",
                9
            )
            .unwrap(),
            "postgres://u:p@127.0.0.1:9/martian?connect_timeout=2"
        );
        assert_eq!(
            through("postgresql://localhost/x", 9).unwrap(),
            "postgresql://127.0.0.1:9/x"
        );
        assert!(through("host=db user=u", 9).is_err());
        assert_eq!(
            target("postgres://u@db.internal:5433/m").unwrap(),
            "db.internal:5433"
        );
    }
}
