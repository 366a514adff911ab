//! PostgreSQL's faults (issue 25, item 2), through the service in this process against a
//! real throwaway server, with short timeouts (connect 1 s, statement 1.5 s): the
//! server restarted three times in the middle of a burst of moves on 64 channels; every
//! process of the server stopped (SIGSTOP) and let go (SIGCONT); the connection cut
//! just before and just after a commit, through a loopback proxy. Counted, never
//! timed: moves acknowledged against moves stored, moves applied twice, requests
//! without an answer (within a generous bound, so that a hang fails the test instead
//! of stalling it). A move the bot says it did not play must not be stored; one it
//! says it cannot tell about is read back once the server answers.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use std::time::{Duration, Instant};

use martian_chess::engine::{Move, Position};
use martian_chess::model::{ChannelId, GameKind, GameRecord, GameStatus, GuildId, UserId};
use martian_chess::service::{
    Action, Challenge, Delivery, ManualClock, Reply, Request, Row, SearchPlayer, Service, User,
};
use martian_chess::store::{PostgresStore, Store};
use martian_testkit::{Cut, PgProxy, PgServer, When};

const GUILD: GuildId = GuildId(25);

/// An answer later than this counts as none (the hang bound: the statement timeout
/// is 1.5 s here, so a request is answered within a few seconds at most).
const ANSWERED_WITHIN: Duration = Duration::from_secs(20);

/// The server's address with the test's short timeouts.
fn short(url: &str) -> String {
    format!("{url}?connect_timeout=1&options=-c%20statement_timeout%3D1500")
}

fn user(id: u64) -> User {
    User {
        id: UserId(id),
        name: format!("p{id}"),
        is_manager: false,
        is_bot: false,
    }
}

fn request(who: &User, channel: u64, action: Action) -> Request {
    Request {
        user: who.clone(),
        guild: GUILD,
        channel: ChannelId(channel),
        locale: "en".into(),
        guild_locale: None,
        origin: Default::default(),
        sight: Default::default(),
        action,
    }
}

fn service(store: Arc<dyn Store>) -> Arc<Service> {
    Arc::new(Service::new(
        store,
        Arc::new(ManualClock::new(0)),
        Arc::new(SearchPlayer),
        user(1),
    ))
}

/// What a request's replies told.
#[derive(Clone, Debug, PartialEq)]
enum Told {
    /// The move was played (announced on the live board).
    Played,
    /// The store did not answer: not played, try again.
    NotPlayed,
    /// The store stopped answering while the move was committed: look before trying
    /// again.
    InDoubt,
    /// No reply at all, or none within [`ANSWERED_WITHIN`].
    Nothing,
    /// Anything else (a test failure: a refusal nothing explains).
    Other(String),
}

fn told(replies: &[Reply]) -> Told {
    let says = |text: &str| replies.iter().any(|r| r.text.contains(text));
    if replies
        .iter()
        .any(|r| !r.ephemeral && matches!(r.delivery, Delivery::Board { .. }))
    {
        Told::Played
    } else if says("is not answering right now") {
        Told::NotPlayed
    } else if says("can't tell yet whether") {
        Told::InDoubt
    } else if replies.is_empty() {
        Told::Nothing
    } else {
        Told::Other(
            replies
                .iter()
                .map(|r| r.text.as_str())
                .collect::<Vec<_>>()
                .join(" | "),
        )
    }
}

/// Runs `req` on a thread of its own and waits for its answer, at most
/// [`ANSWERED_WITHIN`] (a request still running then is left behind, unanswered).
fn ask(service: &Arc<Service>, req: Request) -> (Vec<Reply>, Duration) {
    let (tx, rx) = mpsc::channel();
    let service = service.clone();
    let began = Instant::now();
    std::thread::spawn(move || {
        let _ = tx.send(service.handle(&req));
    });
    let replies = rx.recv_timeout(ANSWERED_WITHIN).unwrap_or_default();
    (replies, began.elapsed())
}

/// A channel's game as the players know it: the moves they were told were played.
struct Table {
    channel: u64,
    players: [User; 2],
    moves: Vec<Move>,
    pos: Position,
    /// The game's revision when the test began counting.
    revision: u64,
    /// A move told "cannot tell yet", to look for in the store before the next one.
    in_doubt: Option<Move>,
}

impl Table {
    /// A game between two new players in `channel`.
    fn start(service: &Arc<Service>, store: &PostgresStore, channel: u64) -> Table {
        let players = [user(channel * 10), user(channel * 10 + 1)];
        let challenge = Challenge {
            opponents: vec![players[1].clone()],
            ..Challenge::default()
        };
        service.handle(&request(&players[0], channel, Action::Challenge(challenge)));
        service.handle(&request(&players[1], channel, Action::Accept));
        let game = stored_game(store, channel).expect("the game started");
        Table {
            channel,
            players,
            moves: Vec::new(),
            pos: *game.replay().unwrap().position(),
            revision: game.revision,
            in_doubt: None,
        }
    }

    /// The move of the `nth` try at this ply (the legal moves taken in turn).
    fn next(&self, nth: usize) -> Option<(Move, Request)> {
        if self.pos.is_over() {
            return None;
        }
        let moves = self.pos.legal_moves();
        let m = *moves.get((self.moves.len() * 7 + nth) % moves.len().max(1))?;
        let mover = &self.players[self.pos.to_move().index()];
        let action = Action::Move {
            text: m.to_string(),
            call_clock: false,
        };
        Some((m, request(mover, self.channel, action)))
    }

    fn played(&mut self, m: Move) {
        self.moves.push(m);
        self.pos.play(m).expect("a legal move");
    }
}

/// The channel's game as stored (open or not), read until the server answers.
fn stored_game(store: &PostgresStore, channel: u64) -> Option<GameRecord> {
    let until = Instant::now() + Duration::from_secs(30);
    loop {
        match store.open_game_in(GUILD, ChannelId(channel)) {
            Ok(Some(game)) => return Some(game),
            Ok(None) => {
                // Ended: the newest finished game of the channel.
                let games = store.archived_games(GUILD, 1000).ok()?;
                return games
                    .into_iter()
                    .filter(|g| g.channel == ChannelId(channel))
                    .max_by_key(|g| g.id);
            }
            Err(e) if Instant::now() < until => {
                eprintln!("reading #{channel} again: {e}");
                std::thread::sleep(Duration::from_millis(100));
            }
            Err(e) => panic!("the store does not answer again: {e}"),
        }
    }
}

/// What a scenario counted.
#[derive(Default, Debug)]
struct Tally {
    requests: usize,
    /// Moves the players were told were played.
    acknowledged: usize,
    /// Moves told "not played, try again".
    not_played: usize,
    /// Moves told "cannot tell yet", and of those, the ones found stored afterwards.
    in_doubt: usize,
    in_doubt_stored: usize,
    /// Requests with no answer.
    unanswered: usize,
    /// The slowest answer (shown, never checked).
    slowest: Duration,
    /// Answers nothing explains.
    other: Vec<String>,
    /// Moves stored, over every channel.
    stored: usize,
    /// Acknowledged moves not stored.
    lost: usize,
    /// Writes beyond one per stored move (a move applied twice).
    applied_twice: usize,
}

impl Tally {
    fn add(&mut self, other: Tally) {
        self.requests += other.requests;
        self.acknowledged += other.acknowledged;
        self.not_played += other.not_played;
        self.in_doubt += other.in_doubt;
        self.in_doubt_stored += other.in_doubt_stored;
        self.unanswered += other.unanswered;
        self.slowest = self.slowest.max(other.slowest);
        self.other.extend(other.other);
    }

    /// One try of the table's next move: what it was told, counted, and the table
    /// moved on if it was played (or found stored after an answer in doubt).
    fn try_move(
        &mut self,
        service: &Arc<Service>,
        store: &PostgresStore,
        table: &mut Table,
        nth: usize,
    ) -> Option<Told> {
        self.look_up(store, table);
        let (m, req) = table.next(nth)?;
        self.requests += 1;
        let (replies, took) = ask(service, req);
        self.slowest = self.slowest.max(took);
        let answer = told(&replies);
        match &answer {
            Told::Played => {
                self.acknowledged += 1;
                table.played(m);
            }
            Told::NotPlayed => self.not_played += 1,
            Told::InDoubt => {
                self.in_doubt += 1;
                table.in_doubt = Some(m);
            }
            Told::Nothing => self.unanswered += 1,
            Told::Other(text) => self.other.push(format!("#{}: {text}", table.channel)),
        }
        Some(answer)
    }

    /// After an answer in doubt, the store tells (once it answers) whether the move
    /// was stored: the players then see it on the board.
    fn look_up(&mut self, store: &PostgresStore, table: &mut Table) {
        let Some(m) = table.in_doubt.take() else {
            return;
        };
        let stored = stored_game(store, table.channel).expect("the game");
        if stored.moves.len() > table.moves.len() {
            self.in_doubt_stored += 1;
            table.played(m);
        }
    }

    /// Compares what every table's players were told with what is stored.
    fn check(&mut self, store: &PostgresStore, tables: &mut [Table]) {
        for table in tables.iter_mut() {
            self.look_up(store, table);
            let game = stored_game(store, table.channel).expect("the game");
            let stored: Vec<Move> = game.moves.iter().map(|m| m.parse().unwrap()).collect();
            self.stored += stored.len();
            let kept = table
                .moves
                .iter()
                .zip(&stored)
                .take_while(|(a, b)| a == b)
                .count();
            self.lost += table.moves.len() - kept;
            // One revision per move once the game started (and one more for its end,
            // when a move ended it: the end's own write).
            let writes = (game.revision - table.revision) as usize;
            let end = usize::from(game.status != GameStatus::Active && writes > stored.len());
            self.applied_twice += writes.saturating_sub(stored.len() + end)
                + stored.len().saturating_sub(table.moves.len());
        }
    }

    fn assert_clean(&self, scenario: &str) {
        eprintln!("{scenario}: {self:?}");
        assert_eq!(self.unanswered, 0, "{scenario}: requests without an answer");
        assert!(self.other.is_empty(), "{scenario}: unexplained answers");
        assert_eq!(self.lost, 0, "{scenario}: acknowledged moves lost");
        assert_eq!(self.applied_twice, 0, "{scenario}: moves applied twice");
        assert_eq!(
            self.stored,
            self.acknowledged + self.in_doubt_stored,
            "{scenario}: every stored move was acknowledged or told in doubt"
        );
    }
}

/// A burst of moves on 64 channels (each player thinking about 60 ms), and the server
/// restarted three times in the middle of it (`pg_ctl restart -m fast`).
#[test]
fn restarts_in_a_burst_of_moves_on_64_channels_lose_nothing() {
    let Some(server) = PgServer::start() else {
        return;
    };
    let url = short(&server.fresh_database());
    let store = Arc::new(PostgresStore::open(&url).unwrap());
    let service = service(store.clone());
    let checker = Arc::new(PostgresStore::open(&url).unwrap());
    let tables: Vec<Table> = (1..=64)
        .map(|c| Table::start(&service, &checker, c))
        .collect();

    let stop = Arc::new(AtomicBool::new(false));
    let players: Vec<_> = tables
        .into_iter()
        .map(|mut table| {
            let (service, checker, stop) = (service.clone(), checker.clone(), stop.clone());
            std::thread::spawn(move || {
                let mut tally = Tally::default();
                let mut nth = 0;
                while !stop.load(Ordering::SeqCst) && table.moves.len() < 120 {
                    let before = table.moves.len();
                    match tally.try_move(&service, &checker, &mut table, nth) {
                        None | Some(Told::Nothing) | Some(Told::Other(_)) => break,
                        _ => {}
                    }
                    // Another move after a refusal, as a player might.
                    nth = if table.moves.len() == before {
                        nth + 1
                    } else {
                        0
                    };
                    std::thread::sleep(Duration::from_millis(60));
                }
                (table, tally)
            })
        })
        .collect();
    for _ in 0..3 {
        std::thread::sleep(Duration::from_millis(400));
        server.restart();
    }
    std::thread::sleep(Duration::from_millis(400));
    stop.store(true, Ordering::SeqCst);

    let mut total = Tally::default();
    let mut tables = Vec::new();
    for handle in players {
        let (table, tally) = handle.join().unwrap();
        total.add(tally);
        tables.push(table);
    }
    total.check(&checker, &mut tables);
    total.assert_clean("restarts in a burst on 64 channels");
    assert!(total.acknowledged > 64, "the burst played: {total:?}");
}

/// Every process of the server stopped (SIGSTOP) for a while, then let go (SIGCONT):
/// every request meanwhile is answered, in one sentence, and changes nothing; the ticks
/// return; once the server runs again the bot serves again, without a restart.
#[test]
fn a_hung_server_is_answered_in_time_and_served_again_after() {
    let Some(server) = PgServer::start() else {
        return;
    };
    let url = short(&server.fresh_database());
    let store = Arc::new(PostgresStore::open(&url).unwrap());
    let service = service(store.clone());
    let checker = PostgresStore::open(&url).unwrap();
    let mut tables: Vec<Table> = (1..=8)
        .map(|c| Table::start(&service, &checker, c))
        .collect();
    let mut total = Tally::default();

    // Before: moves on every channel at once.
    let wave = |tables: &mut Vec<Table>, total: &mut Tally| -> Vec<Told> {
        let tallies: Vec<(Tally, Option<Told>)> = std::thread::scope(|s| {
            let handles: Vec<_> = tables
                .iter_mut()
                .map(|table| {
                    let (service, checker) = (&service, &checker);
                    s.spawn(move || {
                        let mut tally = Tally::default();
                        let told = tally.try_move(service, checker, table, 0);
                        (tally, told)
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        let mut answers = Vec::new();
        for (tally, told) in tallies {
            total.add(tally);
            answers.extend(told);
        }
        answers
    };
    for _ in 0..2 {
        assert!(wave(&mut tables, &mut total)
            .iter()
            .all(|t| *t == Told::Played));
    }

    let stopped = server.pause();
    // During: two waves of moves, a board, and the ticks.
    let mut during = wave(&mut tables, &mut total);
    during.extend(wave(&mut tables, &mut total));
    let (board, _) = ask(
        &service,
        request(&tables[0].players[0], 1, Action::Board { public: false }),
    );
    let ticking = service.clone();
    let (ticked, ticks) = mpsc::channel();
    std::thread::spawn(move || {
        for _ in 0..2 {
            ticking.tick();
        }
        let _ = ticked.send(());
    });
    let ticks_returned = ticks.recv_timeout(ANSWERED_WITHIN).is_ok();
    server.resume(&stopped);

    assert!(ticks_returned, "the ticks return while the server hangs");
    assert!(
        during
            .iter()
            .all(|t| matches!(t, Told::NotPlayed | Told::InDoubt)),
        "every move during the hang is told it was not played: {during:?}"
    );
    assert!(
        board
            .iter()
            .any(|r| r.text.contains("is not answering right now")),
        "a board during the hang: {board:?}"
    );

    // After: served again (a refusal or two while the pool finds the server back at
    // most), then every move plays.
    for table in &mut tables {
        for nth in 0..20 {
            if total.try_move(&service, &checker, table, nth) == Some(Told::Played) {
                break;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    }
    for _ in 0..2 {
        assert!(wave(&mut tables, &mut total)
            .iter()
            .all(|t| *t == Told::Played));
    }
    total.check(&checker, &mut tables);
    total.assert_clean("a hung server");
}

/// The connection cut, through a proxy, just before and just after a move's commit
/// (its one statement) and a rated game end's (`COMMIT`): each time the player is told
/// the truth (here: played, since the game read again on a fresh connection tells, and
/// a move that did not land is written once more), and it is stored once.
#[test]
fn a_connection_cut_around_a_commit_is_told_truthfully() {
    let Some(server) = PgServer::start() else {
        return;
    };
    let proxy = PgProxy::start(server.port());
    let direct = server.fresh_database();
    let store = Arc::new(PostgresStore::open(&short(&proxy.url(&direct))).unwrap());
    let service = service(store.clone());
    let checker = PostgresStore::open(&short(&direct)).unwrap();
    let mut total = Tally::default();

    // Moves: the revision-checked update is the commit.
    let mut table = Table::start(&service, &checker, 1);
    for when in [When::Before, When::After, When::Before, When::After] {
        let fired = proxy.fired();
        proxy.arm(Cut {
            sql: "UPDATE games g SET",
            when,
        });
        let told = total.try_move(&service, &checker, &mut table, 0);
        proxy.disarm();
        assert_eq!(proxy.fired(), fired + 1, "the cut {when:?} happened");
        assert_eq!(told, Some(Told::Played), "a move cut {when:?} its commit");
    }
    let mut tables = vec![table];

    // A rated game's end (a resignation): the game, its archive entry and both
    // players' ratings in one transaction, cut around its COMMIT.
    for (channel, when) in [(2, When::Before), (3, When::After)] {
        let table = Table::start(&service, &checker, channel);
        let loser = &table.players[1];
        let prompt = service.handle(&request(loser, channel, Action::Resign));
        let custom_id = prompt
            .iter()
            .flat_map(|r| &r.components)
            .find_map(|row| match row {
                Row::Buttons(buttons) => buttons
                    .iter()
                    .find(|b| b.custom_id.ends_with("resign-yes"))
                    .map(|b| b.custom_id.clone()),
                Row::Select(_) => None,
            })
            .expect("a resign confirmation");
        let fired = proxy.fired();
        proxy.arm(Cut {
            sql: "COMMIT",
            when,
        });
        let click = Action::Click {
            custom_id,
            values: Vec::new(),
        };
        let (replies, _) = ask(&service, request(loser, channel, click));
        proxy.disarm();
        assert_eq!(proxy.fired(), fired + 1, "the cut {when:?} happened");
        total.requests += 1;
        let game = stored_game(&checker, channel).expect("the game");
        assert_eq!(game.status, GameStatus::Finished, "{when:?}: {replies:#?}");
        assert!(
            replies
                .iter()
                .any(|r| !r.ephemeral && r.text.contains("resign")),
            "{when:?}: the end is told: {replies:#?}"
        );
        assert!(
            !matches!(
                told(&replies),
                Told::NotPlayed | Told::InDoubt | Told::Nothing
            ),
            "{when:?}: {replies:#?}"
        );
        for player in &table.players {
            let record = checker
                .player(GUILD, GameKind::Martian, player.id)
                .unwrap()
                .expect("rated");
            assert_eq!(record.games, 1, "{when:?}: rated once");
        }
        tables.push(table);
    }
    total.check(&checker, &mut tables);
    total.assert_clean("a connection cut around a commit");
}
