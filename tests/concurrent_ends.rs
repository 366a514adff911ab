//! Ratings are never lost: games that share a player and end at the same moment all
//! count. Each round, alice plays two new players in two channels and both resign at
//! once (threads released by a barrier). A reference run ends the same games one after
//! the other. Both opponents of a round are new players, so the order in which their
//! games are stored does not change alice's numbers: hers must equal the reference's
//! exactly after every round (both games counted, the rating moved twice); the
//! opponents' pair of records equals the reference pair.
//!
//! Nothing depends on timing: the store under test holds each game end at its door
//! until the other end of the round arrives too ([`Gate`]), so both requests have done
//! everything that comes before the write (where the players' records used to be read)
//! before either writes. A rating computed from records read outside the store's
//! atomic step loses one of the two updates every time.

use std::sync::{Arc, Barrier, Condvar, Mutex};
use std::time::Duration;

use martian_chess::model::{
    ChannelId, GameAnalysis, GameDelivery, GameId, GameKind, GameRecord, GuildId, GuildPuzzles,
    GuildSettings, MemberSettings, Outage, PlayerRecord, PuzzlePlayer, PuzzleStats, RatingPoint,
    ServerPuzzle, Tournament, TournamentId, UserId,
};
use martian_chess::service::{
    Action, Challenge, ManualClock, Reply, Request, Row, SearchPlayer, Service, User,
};
use martian_chess::store::{
    ArchivePlace, DueGame, LeaderboardPage, MemoryStore, Page, PlayersUpdate, RatePlayers,
    SledStore, Store, StoreError, Wake, Window,
};

const ROUNDS: u64 = 4;
const GUILD: GuildId = GuildId(9);
const ALICE: u64 = 10;

fn user(id: u64) -> User {
    User {
        id: UserId(id),
        name: format!("player{id}"),
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

/// The two opponents of a round, each in their own channel (1 and 2).
fn opponents(round: u64) -> [(User, u64); 2] {
    [(user(100 + 2 * round), 1), (user(101 + 2 * round), 2)]
}

/// Starts alice's game against `opponent` in `channel` and returns the opponent's
/// click that confirms resigning it.
fn resign_click(service: &Service, opponent: &User, channel: u64) -> Request {
    let alice = user(ALICE);
    let challenge = Challenge {
        opponents: vec![opponent.clone()],
        ..Challenge::default()
    };
    service.handle(&request(&alice, channel, Action::Challenge(challenge)));
    service.handle(&request(opponent, channel, Action::Accept));
    let prompt = service.handle(&request(opponent, channel, Action::Resign));
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
        .unwrap_or_else(|| panic!("a resign confirmation button: {prompt:#?}"));
    request(
        opponent,
        channel,
        Action::Click {
            custom_id,
            values: Vec::new(),
        },
    )
}

fn service(store: Arc<dyn Store>) -> Arc<Service> {
    Arc::new(Service::new(
        store,
        Arc::new(ManualClock::new(0)),
        Arc::new(SearchPlayer),
        user(1),
    ))
}

/// A store that lets game ends with ratings through in pairs: the first waits for the
/// second, then both go on together.
struct Gate {
    inner: Arc<dyn Store>,
    /// Run once, at the first pairing's write, before it reaches the store: what
    /// another process does between that pairing's read and its write.
    before_pairing: Mutex<Option<Box<dyn FnOnce() + Send>>>,
    /// Ends waiting at the door, and how many pairs went through.
    door: Mutex<(usize, u64)>,
    opened: Condvar,
}

impl Gate {
    fn new(inner: Arc<dyn Store>) -> Gate {
        Gate {
            inner,
            before_pairing: Mutex::new(None),
            door: Mutex::new((0, 0)),
            opened: Condvar::new(),
        }
    }

    fn wait_for_the_other_end(&self) {
        let mut door = self.door.lock().unwrap();
        door.0 += 1;
        if door.0 == 2 {
            *door = (0, door.1 + 1);
            self.opened.notify_all();
            return;
        }
        let pair = door.1;
        // The limit only turns a broken test (the other end never comes) into a
        // failure instead of a hang; a passing run never waits for it.
        let (_door, waited) = self
            .opened
            .wait_timeout_while(door, Duration::from_secs(60), |door| door.1 == pair)
            .unwrap();
        assert!(
            !waited.timed_out(),
            "the other game end never reached the store"
        );
    }
}

impl Store for Gate {
    fn save_game_and_players(
        &self,
        game: &GameRecord,
        based_on: u64,
        rate: &RatePlayers<'_>,
    ) -> Result<PlayersUpdate, StoreError> {
        self.wait_for_the_other_end();
        self.inner.save_game_and_players(game, based_on, rate)
    }

    fn save_game_and_season(
        &self,
        game: &GameRecord,
        based_on: u64,
        rate: &RatePlayers<'_>,
        season: &martian_chess::store::SeasonRate<'_>,
    ) -> Result<PlayersUpdate, StoreError> {
        self.wait_for_the_other_end();
        self.inner
            .save_game_and_season(game, based_on, rate, season)
    }

    fn season_players(
        &self,
        guild: GuildId,
        game: GameKind,
        season: &str,
    ) -> Result<Vec<martian_chess::model::SeasonPlayer>, StoreError> {
        self.inner.season_players(guild, game, season)
    }

    fn guild_seasons(
        &self,
        guild: GuildId,
    ) -> Result<Option<martian_chess::model::GuildSeasons>, StoreError> {
        self.inner.guild_seasons(guild)
    }

    fn save_guild_seasons(
        &self,
        seasons: &martian_chess::model::GuildSeasons,
        based_on: u64,
    ) -> Result<(), StoreError> {
        self.inner.save_guild_seasons(seasons, based_on)
    }

    fn season_guilds(&self) -> Result<Vec<GuildId>, StoreError> {
        self.inner.season_guilds()
    }

    fn next_game_id(&self) -> Result<GameId, StoreError> {
        self.inner.next_game_id()
    }

    fn create_game(&self, game: &GameRecord) -> Result<(), StoreError> {
        self.inner.create_game(game)
    }

    fn game(&self, guild: GuildId, id: GameId) -> Result<Option<GameRecord>, StoreError> {
        self.inner.game(guild, id)
    }

    fn open_game_in(
        &self,
        guild: GuildId,
        channel: ChannelId,
    ) -> Result<Option<GameRecord>, StoreError> {
        self.inner.open_game_in(guild, channel)
    }

    fn save_game(&self, game: &GameRecord, based_on: u64) -> Result<(), StoreError> {
        self.inner.save_game(game, based_on)
    }

    fn due_games(
        &self,
        now_ms: i64,
        after: Option<Wake>,
        limit: usize,
    ) -> Result<Vec<DueGame>, StoreError> {
        self.inner.due_games(now_ms, after, limit)
    }

    fn delivery(&self, guild: GuildId, id: GameId) -> Result<GameDelivery, StoreError> {
        self.inner.delivery(guild, id)
    }

    fn update_delivery(
        &self,
        guild: GuildId,
        id: GameId,
        lazy: bool,
        change: &mut dyn FnMut(&GameRecord, &mut GameDelivery) -> bool,
    ) -> Result<Option<GameDelivery>, StoreError> {
        self.inner.update_delivery(guild, id, lazy, change)
    }

    fn next_wake(&self, after_ms: i64) -> Result<Option<i64>, StoreError> {
        self.inner.next_wake(after_ms)
    }

    fn player(
        &self,
        guild: GuildId,
        game: GameKind,
        user: UserId,
    ) -> Result<Option<PlayerRecord>, StoreError> {
        self.inner.player(guild, game, user)
    }

    fn players(&self, guild: GuildId, game: GameKind) -> Result<Vec<PlayerRecord>, StoreError> {
        self.inner.players(guild, game)
    }

    fn leaderboard(
        &self,
        guild: GuildId,
        game: GameKind,
        window: Window,
    ) -> Result<LeaderboardPage, StoreError> {
        self.inner.leaderboard(guild, game, window)
    }

    fn settings(&self, guild: GuildId) -> Result<Option<GuildSettings>, StoreError> {
        self.inner.settings(guild)
    }

    fn save_settings(&self, settings: &GuildSettings, based_on: u64) -> Result<(), StoreError> {
        self.inner.save_settings(settings, based_on)
    }

    fn open_games(&self) -> Result<Vec<GameRecord>, StoreError> {
        self.inner.open_games()
    }

    fn open_games_in(
        &self,
        guild: GuildId,
        player: Option<UserId>,
        window: Window,
    ) -> Result<Page<GameRecord>, StoreError> {
        self.inner.open_games_in(guild, player, window)
    }

    fn archived_games(&self, guild: GuildId, limit: usize) -> Result<Vec<GameRecord>, StoreError> {
        self.inner.archived_games(guild, limit)
    }

    fn finished_games_of(
        &self,
        guild: GuildId,
        game: GameKind,
        player: UserId,
        window: Window,
    ) -> Result<Page<GameRecord>, StoreError> {
        self.inner.finished_games_of(guild, game, player, window)
    }

    fn analysis(&self, guild: GuildId, game: GameId) -> Result<Option<GameAnalysis>, StoreError> {
        self.inner.analysis(guild, game)
    }

    fn save_analysis(
        &self,
        guild: GuildId,
        game: GameId,
        analysis: &GameAnalysis,
    ) -> Result<(), StoreError> {
        self.inner.save_analysis(guild, game, analysis)
    }

    fn rating_history(
        &self,
        guild: GuildId,
        game: GameKind,
        user: UserId,
        window: Window,
    ) -> Result<Page<RatingPoint>, StoreError> {
        self.inner.rating_history(guild, game, user, window)
    }

    fn history_backfilled(&self) -> Result<bool, StoreError> {
        self.inner.history_backfilled()
    }

    fn archive_after(
        &self,
        after: Option<ArchivePlace>,
        limit: usize,
    ) -> Result<Vec<GameRecord>, StoreError> {
        self.inner.archive_after(after, limit)
    }

    fn add_rating_points(&self, points: &[RatingPoint]) -> Result<usize, StoreError> {
        self.inner.add_rating_points(points)
    }

    fn finish_history_backfill(&self) -> Result<(), StoreError> {
        self.inner.finish_history_backfill()
    }

    fn member(&self, guild: GuildId, user: UserId) -> Result<Option<MemberSettings>, StoreError> {
        self.inner.member(guild, user)
    }

    fn save_member(&self, member: &MemberSettings, based_on: u64) -> Result<(), StoreError> {
        self.inner.save_member(member, based_on)
    }

    fn puzzle_player(
        &self,
        guild: GuildId,
        user: UserId,
    ) -> Result<Option<PuzzlePlayer>, StoreError> {
        self.inner.puzzle_player(guild, user)
    }

    fn save_puzzle_player(&self, player: &PuzzlePlayer, based_on: u64) -> Result<(), StoreError> {
        self.inner.save_puzzle_player(player, based_on)
    }

    fn puzzle_players(&self, guild: GuildId) -> Result<Vec<PuzzlePlayer>, StoreError> {
        self.inner.puzzle_players(guild)
    }

    fn puzzle_stats(&self, id: &str) -> Result<Option<PuzzleStats>, StoreError> {
        self.inner.puzzle_stats(id)
    }

    fn save_puzzle_stats(&self, stats: &PuzzleStats, based_on: u64) -> Result<(), StoreError> {
        self.inner.save_puzzle_stats(stats, based_on)
    }

    fn add_server_puzzle(&self, puzzle: &ServerPuzzle) -> Result<bool, StoreError> {
        self.inner.add_server_puzzle(puzzle)
    }

    fn server_puzzles(&self, guild: GuildId) -> Result<Vec<ServerPuzzle>, StoreError> {
        self.inner.server_puzzles(guild)
    }

    fn guild_puzzles(&self, guild: GuildId) -> Result<Option<GuildPuzzles>, StoreError> {
        self.inner.guild_puzzles(guild)
    }

    fn save_guild_puzzles(&self, puzzles: &GuildPuzzles, based_on: u64) -> Result<(), StoreError> {
        self.inner.save_guild_puzzles(puzzles, based_on)
    }

    fn puzzle_guilds(&self) -> Result<Vec<GuildId>, StoreError> {
        self.inner.puzzle_guilds()
    }

    fn next_tournament_id(&self) -> Result<TournamentId, StoreError> {
        self.inner.next_tournament_id()
    }

    fn tournament(
        &self,
        guild: GuildId,
        id: TournamentId,
    ) -> Result<Option<Tournament>, StoreError> {
        self.inner.tournament(guild, id)
    }

    fn tournaments(&self, guild: GuildId) -> Result<Vec<Tournament>, StoreError> {
        self.inner.tournaments(guild)
    }

    fn active_tournaments(&self) -> Result<Vec<Tournament>, StoreError> {
        self.inner.active_tournaments()
    }

    fn save_tournament(&self, tournament: &Tournament, based_on: u64) -> Result<(), StoreError> {
        self.inner.save_tournament(tournament, based_on)
    }

    fn save_tournament_with_games(
        &self,
        tournament: &Tournament,
        based_on: u64,
        games: &[GameRecord],
    ) -> Result<(), StoreError> {
        let meanwhile = self.before_pairing.lock().unwrap().take();
        if let Some(meanwhile) = meanwhile {
            meanwhile();
        }
        self.inner
            .save_tournament_with_games(tournament, based_on, games)
    }

    fn dms_closed(&self, guild: GuildId, user: UserId) -> Result<bool, StoreError> {
        self.inner.dms_closed(guild, user)
    }

    fn remember_dms_closed(&self, guild: GuildId, user: UserId) -> Result<(), StoreError> {
        self.inner.remember_dms_closed(guild, user)
    }

    fn in_one_flush(&self, work: &mut dyn FnMut()) -> Result<(), StoreError> {
        self.inner.in_one_flush(work)
    }

    fn heartbeats(&self) -> Result<Vec<(String, i64)>, StoreError> {
        self.inner.heartbeats()
    }

    fn beat(&self, key: &str, at_ms: i64) -> Result<(), StoreError> {
        self.inner.beat(key, at_ms)
    }

    fn add_outage(&self, outage: &Outage) -> Result<(), StoreError> {
        self.inner.add_outage(outage)
    }

    fn outages(&self, ended_after_ms: i64) -> Result<Vec<Outage>, StoreError> {
        self.inner.outages(ended_after_ms)
    }
}

/// The figures that must add up, as one comparable value.
type Figures = (u32, u32, u32, u32, f64, f64, f64);

fn figures(p: &PlayerRecord) -> Figures {
    (
        p.games,
        p.wins,
        p.draws,
        p.losses,
        p.rating,
        p.deviation,
        p.volatility,
    )
}

fn alice(store: &dyn Store) -> PlayerRecord {
    store
        .player(GUILD, GameKind::Martian, UserId(ALICE))
        .unwrap()
        .expect("alice is rated")
}

/// The end of a game: public, with the ratings line.
fn assert_rated(replies: &[Reply]) {
    assert!(
        replies
            .iter()
            .any(|r| !r.ephemeral && r.text.contains("Ratings:")),
        "{replies:#?}"
    );
}

/// Plays every round, the two ends of a round at once (released together, and met
/// again at the store's door); returns alice's figures after each round.
fn concurrently(store: Arc<dyn Store>) -> Vec<Figures> {
    let service = service(Arc::new(Gate::new(store.clone())));
    let mut after_rounds = Vec::new();
    for round in 0..ROUNDS {
        let clicks = opponents(round).map(|(them, channel)| resign_click(&service, &them, channel));
        let barrier = Arc::new(Barrier::new(clicks.len()));
        let threads: Vec<_> = clicks
            .into_iter()
            .map(|click| {
                let (service, barrier) = (service.clone(), barrier.clone());
                std::thread::spawn(move || {
                    barrier.wait();
                    service.handle(&click)
                })
            })
            .collect();
        for thread in threads {
            assert_rated(&thread.join().expect("no panic"));
        }
        after_rounds.push(figures(&alice(store.as_ref())));
    }
    after_rounds
}

/// The same games ended one after the other: alice's figures after each game.
fn one_by_one() -> (Arc<dyn Store>, Vec<Figures>) {
    let store: Arc<dyn Store> = Arc::new(MemoryStore::new());
    let service = service(store.clone());
    let mut after_games = Vec::new();
    for round in 0..ROUNDS {
        for (them, channel) in opponents(round) {
            let click = resign_click(&service, &them, channel);
            assert_rated(&service.handle(&click));
            after_games.push(figures(&alice(store.as_ref())));
        }
    }
    (store, after_games)
}

fn check(store: Arc<dyn Store>) {
    let (reference, after_games) = one_by_one();
    let after_rounds = concurrently(store.clone());
    for (round, figures) in after_rounds.iter().enumerate() {
        let (first, second) = (&after_games[2 * round], &after_games[2 * round + 1]);
        assert_ne!(
            first.4, second.4,
            "in the reference, each game moves the rating"
        );
        assert_eq!(
            figures, second,
            "round {round}: both games count, the rating moved twice"
        );
    }
    let games = 2 * ROUNDS as u32;
    assert_eq!(
        after_rounds.last().map(|f| (f.0, f.1, f.3)),
        Some((games, games, 0))
    );
    // One opponent of a round was rated against alice before the other game, one
    // after it, in whichever order the games were stored: their pair of records
    // equals the reference pair, in one order or the other.
    for round in 0..ROUNDS {
        let pair = |store: &dyn Store| {
            opponents(round).map(|(them, _)| {
                let record = store
                    .player(GUILD, GameKind::Martian, them.id)
                    .unwrap()
                    .expect("rated");
                assert_eq!((record.games, record.losses), (1, 1), "{}", them.name);
                figures(&record)
            })
        };
        let ([a, b], [x, y]) = (pair(store.as_ref()), pair(reference.as_ref()));
        assert!(
            (a, b) == (x, y) || (a, b) == (y, x),
            "round {round}: {:?} against the reference {:?}",
            (a, b),
            (x, y)
        );
    }
}

#[test]
fn concurrent_ends_sharing_a_player_all_count_on_sled() {
    let dir = tempfile::tempdir().unwrap();
    check(Arc::new(SledStore::open(dir.path()).unwrap()));
}

#[test]
fn concurrent_ends_sharing_a_player_all_count_in_memory() {
    check(Arc::new(MemoryStore::new()));
}

/// The replies' games' threads opened, as an adapter does (thread ids from the games').
fn open_threads(service: &Service, replies: Vec<Reply>) -> Vec<Reply> {
    let mut out = Vec::new();
    for reply in replies {
        if reply.delivery == martian_chess::service::Delivery::NewThread {
            let receipt = reply.receipt.clone().unwrap();
            let thread = ChannelId(10_000 + receipt.game().0);
            out.extend(open_threads(
                service,
                service.thread_opened(
                    &receipt,
                    martian_chess::service::ThreadOutcome::Alone { thread },
                ),
            ));
        }
        out.push(reply);
    }
    out
}

fn tournament_request(who: &User, action: martian_chess::service::TournamentAction) -> Request {
    let mut request = request(who, 1, Action::Tournament(action));
    request.origin.place = martian_chess::service::Place::ThreadsAllowed;
    request
}

/// How many replies post a round's pairings.
fn round_posts(replies: &[Reply]) -> usize {
    replies
        .iter()
        .filter(|r| r.text.contains(": round 2 of"))
        .count()
}

fn pairing_interleaved(store: Arc<dyn Store>) {
    use martian_chess::service::{TournamentAction as T, TournamentDraft};
    let gate = Arc::new(Gate::new(store.clone()));
    let first = service(gate.clone());
    let second = service(store.clone());
    let mut boss = user(2);
    boss.is_manager = true;
    let draft = TournamentDraft {
        name: "Interleaved".into(),
        ..TournamentDraft::default()
    };
    first.handle(&tournament_request(&boss, T::Create(draft)));
    for id in 20..24 {
        first.handle(&tournament_request(&user(id), T::Join { tournament: None }));
    }
    open_threads(
        &first,
        first.handle(&tournament_request(&boss, T::Start { tournament: None })),
    );
    // Paused, the round's games end and nothing is paired (ended through the
    // service without the door, which holds rated game ends in pairs).
    first.handle(&tournament_request(&boss, T::Pause { tournament: None }));
    let t = store.tournaments(GUILD).unwrap().remove(0);
    for pairing in &t.rounds[0].pairings {
        let thread = 10_000 + pairing.game.unwrap().0;
        second.handle(&request(&user(pairing.first.0), thread, Action::Draw));
        second.handle(&request(
            &user(pairing.second.unwrap().0),
            thread,
            Action::Draw,
        ));
    }
    let t = store.tournaments(GUILD).unwrap().remove(0);
    assert!(t.rounds[0].is_complete() && t.rounds.len() == 1, "{t:?}");
    // Resumed in the first service: it reads round 2 due, pairs it, and before its
    // write the second service (another process, its tick) pairs round 2 too.
    let meanwhile: Arc<Mutex<Vec<Reply>>> = Arc::default();
    {
        let (second, meanwhile) = (second.clone(), meanwhile.clone());
        *gate.before_pairing.lock().unwrap() = Some(Box::new(move || {
            // Not paused any more for the other process: resumed, as the first
            // service's own write of the resume made it.
            *meanwhile.lock().unwrap() = second.tick();
        }));
    }
    let resumed = first.handle(&tournament_request(&boss, T::Resume { tournament: None }));
    let other = meanwhile.lock().unwrap().clone();
    assert_eq!(round_posts(&other), 1, "{other:#?}");
    assert_eq!(
        round_posts(&resumed),
        0,
        "the pairing that lost the race said nothing: {resumed:#?}"
    );
    let t = store.tournaments(GUILD).unwrap().remove(0);
    assert_eq!(t.rounds.len(), 2);
    // Only the winning pairing's games exist.
    let named: Vec<GameId> = t.rounds[1].pairings.iter().filter_map(|p| p.game).collect();
    assert_eq!(named.len(), 2);
    let open: Vec<GameId> = store.open_games().unwrap().iter().map(|g| g.id).collect();
    assert_eq!(open.len(), 2, "{open:?}");
    assert!(named.iter().all(|id| open.contains(id)));
}

#[test]
fn a_round_paired_by_another_process_between_a_pairings_read_and_write_is_paired_once() {
    pairing_interleaved(Arc::new(MemoryStore::new()));
    let dir = tempfile::tempdir().unwrap();
    pairing_interleaved(Arc::new(SledStore::open(dir.path()).unwrap()));
}
