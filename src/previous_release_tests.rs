//! Stores written by the previous release open, read and play on unchanged (issue 24,
//! item 2). `tests/data/previous-release/` holds one console session
//! (`session.txt`) as the release of commit a7dd0a8 wrote it, once into a sled folder
//! and once into PostgreSQL (dumped as `postgres.sql`); its README says how. One check
//! runs over either store: every record reads back as that release wrote it (games of
//! both kinds, open and ended; ratings per kind; settings; the indexes behind the
//! lists and the ticks), the service's lists show it, and every open game plays on.
//!
//! The ids are the console's (its hashes of `#a`, `@alice`, ...), frozen with the
//! data: they are written here as numbers, not computed, so that a change to the
//! console cannot move the fixtures' expectations with it.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::carnett::Color;
use crate::engine::Ruleset;
use crate::model::{
    ChannelId, EndKind, GameId, GameKind, GameRecord, GameResult, GameStatus, GuildId,
    PlayerRecord, UserId,
};
use crate::store::{PostgresStore, SledStore, Store, Window};
use martian_testkit::PgServer;

use crate::service::tests::support::{board_in, bot, person, request, First};
use crate::service::{Action, Delivery, ManualClock, Reply, Row, Service, User};

/// The one server of the console.
const GUILD: GuildId = GuildId(1);

const ALICE: u64 = 1_416_938_361_608_707;
const BOB: u64 = 1_131_209_586_455_712;
const CAROL: u64 = 4_217_490_711_288_080;
const DAVE: u64 = 3_471_453_864_528_337;
const ERIN: u64 = 4_260_147_291_946_207;
const FRANK: u64 = 3_814_709_780_450_140;
const GRACE: u64 = 2_017_293_300_628_584;
const HARRY: u64 = 4_044_837_100_999_758;
const IVAN: u64 = 2_152_848_537_818_423;
/// Not in the fixtures: takes the open challenge.
const JUDY: u64 = 77;
/// The console's bot, the computer.
const BOT: u64 = 1;
/// The empty seat of an open challenge.
const NOBODY: u64 = 0;

/// Channels `#a` to `#j`, one game each (game 1 in `#a`, ..., game 10 in `#j`).
const CHANNELS: [u64; 10] = [
    1_262_879_038_458_146,
    1_262_878_233_151_778,
    1_262_878_501_587_234,
    1_262_879_843_764_514,
    1_262_880_112_199_970,
    1_262_879_306_893_602,
    1_262_879_575_329_058,
    1_262_880_917_506_339,
    1_262_881_185_941_795,
    1_262_880_380_635_426,
];

/// The channel of game `id`.
fn at(id: u64) -> (GuildId, ChannelId) {
    (GUILD, ChannelId(CHANNELS[id as usize - 1]))
}

const MINUTE_MS: i64 = 60_000;
const HOUR_MS: i64 = 60 * MINUTE_MS;

/// The service's time in the test: a minute after the session's last game (game 10,
/// 90 minutes after the first).
fn after_the_session(start: i64) -> i64 {
    start + 91 * MINUTE_MS
}

/// A game as the session left it.
struct Expected {
    id: u64,
    kind: GameKind,
    status: GameStatus,
    /// Looney Pyramids games only: the layout's name and the ruleset field.
    board: Option<(&'static str, &'static str)>,
    seats: &'static [u64],
    /// The computer's moves follow from a seed drawn from the clock, so they may
    /// differ between the two stores: `None` stands for one of its moves.
    moves: &'static [Option<&'static str>],
    /// Minutes after the session's first game when it was created (`:advance 10m`
    /// between games).
    minutes: i64,
}

const fn game(
    id: u64,
    kind: GameKind,
    status: GameStatus,
    board: Option<(&'static str, &'static str)>,
    seats: &'static [u64],
    moves: &'static [Option<&'static str>],
) -> Expected {
    Expected {
        id,
        kind,
        status,
        board,
        seats,
        moves,
        minutes: (id as i64 - 1) * 10,
    }
}

use GameKind::{Carnett, Martian};
use GameStatus::{Active, Cancelled, Finished, Invited};

const GAMES: [Expected; 10] = [
    game(
        1,
        Martian,
        Finished,
        Some(("duel", "leaping")),
        &[ALICE, BOB],
        &[
            Some("c3d4"),
            Some("b6c5"),
            Some("d4c5"),
            Some("c6b6"),
            Some("b3b4"),
        ],
    ),
    game(
        2,
        Carnett,
        Finished,
        None,
        &[ALICE, CAROL],
        &[
            Some("e2e4"),
            Some("d2d4"),
            Some("e7e5"),
            Some("g8f6"),
            Some("end"),
            Some("d4e5"),
            Some("play AD"),
            Some("play 3D"),
            Some("play 10D"),
            Some("play 2C"),
            Some("g1f3"),
            Some("f8c5"),
        ],
    ),
    game(
        3,
        Martian,
        Active,
        Some(("duel", "classic")),
        &[BOB, DAVE],
        &[Some("c3d4"), Some("c6b5"), Some("b2a3")],
    ),
    game(
        4,
        Carnett,
        Active,
        None,
        &[ERIN, FRANK],
        &[Some("e2e4"), Some("discard 2S"), Some("d7d5"), Some("b8c6")],
    ),
    game(
        5,
        Martian,
        Invited,
        Some(("duel", "leaping")),
        &[GRACE, ALICE],
        &[],
    ),
    game(
        6,
        Martian,
        Active,
        Some(("quad", "leaping")),
        &[HARRY, ALICE, BOB, CAROL],
        &[Some("c3d4"), Some("c6c5"), Some("f6e6")],
    ),
    game(
        7,
        Martian,
        Active,
        Some(("duel", "leaping")),
        &[ERIN, BOT],
        &[Some("c3c4"), None],
    ),
    game(
        8,
        Martian,
        Cancelled,
        Some(("duel", "leaping")),
        &[FRANK, GRACE],
        &[],
    ),
    game(9, Carnett, Invited, None, &[IVAN, NOBODY], &[]),
    game(
        10,
        Martian,
        Finished,
        Some(("duel", "leaping")),
        &[CAROL, DAVE],
        &[Some("c3d4"), Some("b6b5")],
    ),
];

// What this module reads of a game record's per-game part, in one place: the record
// shape is the part that changes between releases.

fn kind_of(record: &GameRecord) -> GameKind {
    record.kind()
}

fn moves_of(record: &GameRecord) -> Vec<String> {
    record.moves.clone()
}

/// A Carnett game's secret seed, as hex.
fn seed_of(record: &GameRecord) -> Option<String> {
    match &record.setup {
        crate::model::GameSetup::Carnett(setup) => Some(setup.seed.clone()),
        crate::model::GameSetup::Martian { .. } => None,
    }
}

/// Who must act in a Carnett game, replayed from its record, and whether a battle is
/// under way.
fn carnett_turn(record: &GameRecord) -> (Option<Color>, bool) {
    let game = crate::service::games::carnett::replay(record).expect("the Carnett game replays");
    (game.to_act(), game.battle().is_some())
}

/// The folder of the fixtures.
fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/previous-release")
}

/// A fixture store with what opened it kept alive (its folder, for sled).
struct Opened {
    store: Arc<dyn Store>,
    _dir: Option<tempfile::TempDir>,
}

#[test]
fn a_sled_store_of_the_previous_release_opens_reads_and_plays_on() {
    // Sled writes to a store it opens: a copy, so that the fixture stays as written.
    let dir = tempfile::tempdir().unwrap();
    let copy = dir.path().join("sled");
    copy_folder(&fixtures().join("sled"), &copy);
    let store = SledStore::open(&copy).expect("the previous release's sled store opens");
    check(Opened {
        store: Arc::new(store),
        _dir: Some(dir),
    });
}

#[test]
fn a_postgres_store_of_the_previous_release_opens_reads_and_plays_on() {
    let Some(server) = PgServer::shared() else {
        return;
    };
    let url = server.fresh_database();
    load_dump(&url, &fixtures().join("postgres.sql"));
    let store = PostgresStore::open(&url).expect("the previous release's database opens");
    check(Opened {
        store: Arc::new(store),
        _dir: None,
    });
}

fn copy_folder(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).expect("the sled fixture is there") {
        let entry = entry.unwrap();
        let path = entry.path();
        if entry.file_type().unwrap().is_dir() {
            copy_folder(&path, &to.join(entry.file_name()));
        } else {
            std::fs::copy(&path, to.join(entry.file_name())).unwrap();
        }
    }
}

/// Loads a plain `pg_dump` into the database at `url` with `psql`, stopping at the
/// first error. The dump's `\restrict` and `\unrestrict` lines (pg_dump's guard
/// against a hostile server's data, from PostgreSQL 13.22, 14.19, 15.14, 16.10 and 17.6
/// on) are left out: the dump is ours, and an older `psql` refuses them.
fn load_dump(url: &str, dump: &Path) {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let text = std::fs::read_to_string(dump).expect("the PostgreSQL fixture is there");
    let sql: String = text
        .lines()
        .filter(|line| !line.starts_with("\\restrict ") && !line.starts_with("\\unrestrict "))
        .flat_map(|line| [line, "\n"])
        .collect();
    let mut psql = Command::new(psql())
        .args(["-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", url])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("psql runs");
    psql.stdin
        .take()
        .unwrap()
        .write_all(sql.as_bytes())
        .unwrap();
    let out = psql.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "psql could not load {}: {}",
        dump.display(),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// `psql`, where the throwaway server's tools are found (see `PgServer`).
fn psql() -> PathBuf {
    let from_pg_config = std::process::Command::new("pg_config")
        .arg("--bindir")
        .output()
        .ok()
        .filter(|out| out.status.success())
        .map(|out| PathBuf::from(String::from_utf8_lossy(&out.stdout).trim()).join("psql"));
    let newest_installed = || {
        let mut found: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
            .ok()?
            .flatten()
            .filter_map(|e| Some((e.file_name().to_str()?.parse().ok()?, e.path())))
            .map(|(version, dir)| (version, dir.join("bin/psql")))
            .filter(|(_, psql)| psql.is_file())
            .collect();
        found.sort();
        found.pop().map(|(_, psql)| psql)
    };
    from_pg_config
        .filter(|psql| psql.is_file())
        .or_else(newest_installed)
        .unwrap_or_else(|| PathBuf::from("psql"))
}

/// Everything the session wrote reads back, then every open game plays on.
fn check(opened: Opened) {
    let store = opened.store.as_ref();
    let start = read_games(store);
    read_settings(store);
    read_ratings(store);
    read_lists(store, start);
    backfill_history(store);
    let table = Table::new(opened.store.clone(), after_the_session(start));
    table.lists_show_the_fixture();
    table.plays_on();
}

/// Every game, as the session left it; returns when the session's first game was
/// created (the console's clock started at the real time).
fn read_games(store: &dyn Store) -> i64 {
    let first = store
        .game(GUILD, GameId(1))
        .expect("game 1 reads")
        .expect("game 1 is there");
    let start = first.created_ms;
    for expected in &GAMES {
        read_game(store, start, expected);
    }
    read_game_details(store, start);
    read_deliveries(store);
    start
}

/// What the previous release kept inside each open game about its messages (their
/// ids, the seats' languages) is its delivery record now, about the game's current
/// turn; a game that ended keeps none (it never uses them again).
fn read_deliveries(store: &dyn Store) {
    use crate::model::{GameDelivery, MessageId, Posted};
    let delivery = |id: u64| store.delivery(GUILD, GameId(id)).unwrap();
    let ply = |id: u64| store.game(GUILD, GameId(id)).unwrap().unwrap().ply();
    let posted = |id: u64, message: u64| {
        Some(Posted {
            message: MessageId(message),
            ply: ply(id),
        })
    };
    let en = || Some("en".to_owned());
    assert_eq!(
        delivery(3),
        GameDelivery {
            challenge: Some(MessageId(23)),
            board: posted(3, 24),
            ping: posted(3, 28),
            locales: vec![en(), en()],
            ..GameDelivery::default()
        }
    );
    assert_eq!(
        delivery(6),
        GameDelivery {
            challenge: Some(MessageId(34)),
            board: posted(6, 37),
            ping: posted(6, 41),
            locales: vec![en(), en(), en(), None],
            ..GameDelivery::default()
        }
    );
    assert_eq!(
        delivery(7),
        GameDelivery {
            board: posted(7, 43),
            ping: posted(7, 45),
            locales: vec![en(), None],
            ..GameDelivery::default()
        }
    );
    // An invitation: its challenge only, nobody's language yet.
    assert_eq!(
        delivery(5),
        GameDelivery {
            challenge: Some(MessageId(33)),
            ..GameDelivery::default()
        }
    );
    for ended in [1, 2, 8, 10] {
        assert!(delivery(ended).is_empty(), "{ended}");
    }
}

/// One game as the session left it, `start` the time of the first.
fn read_game(store: &dyn Store, start: i64, expected: &Expected) {
    let id = GameId(expected.id);
    let record = store
        .game(GUILD, id)
        .unwrap_or_else(|e| panic!("game {id} reads: {e}"))
        .unwrap_or_else(|| panic!("game {id} is there"));
    let what = format!("game {id}: {record:?}");
    assert_eq!(record.id, id, "{what}");
    assert_eq!(record.guild, GUILD, "{what}");
    assert_eq!(record.channel, at(expected.id).1, "{what}");
    assert_eq!(kind_of(&record), expected.kind, "{what}");
    assert_eq!(record.status, expected.status, "{what}");
    if let Some((layout, rules)) = expected.board {
        assert_eq!(record.layout().map(|l| l.name()), Some(layout), "{what}");
        assert_eq!(
            record.rules().map(|r| r.to_string()).as_deref(),
            Some(rules),
            "{what}"
        );
    }
    let seats: Vec<u64> = record.seats.iter().map(|s| s.user.0).collect();
    assert_eq!(seats, expected.seats, "{what}");
    assert_eq!(record.challenger.0, expected.seats[0], "{what}");
    let moves = moves_of(&record);
    assert_eq!(moves.len(), expected.moves.len(), "{what}");
    for (played, wanted) in moves.iter().zip(expected.moves) {
        if let Some(wanted) = wanted {
            assert_eq!(played, wanted, "{what}");
        }
    }
    let created = start + expected.minutes * MINUTE_MS;
    assert_eq!(record.created_ms, created, "{what}");
    assert_eq!(record.updated_ms, created, "{what}");
    // Every seat taken was accepted, except in an invitation.
    let accepted: Vec<bool> = record.seats.iter().map(|s| s.accepted).collect();
    let all_in = expected.status != Invited && expected.status != Cancelled;
    assert!(
        accepted[0] && accepted.iter().all(|a| *a || !all_in),
        "{what}"
    );
    // What is played replays by its game's rules.
    match expected.kind {
        Martian => {
            let game = record.replay().unwrap_or_else(|e| panic!("{e}: {what}"));
            assert_eq!(game.ply(), expected.moves.len(), "{what}");
        }
        Carnett if expected.status == Invited => {}
        Carnett => {
            carnett_turn(&record);
        }
    }
    assert_eq!(
        record.is_open(),
        matches!(expected.status, Active | Invited)
    );
    if record.is_open() {
        assert!(record.end.is_none(), "{what}");
        let found = store.open_game_in(GUILD, record.channel).unwrap();
        assert_eq!(found.map(|g| g.id), Some(id), "the channel's game: {what}");
    } else {
        assert!(record.deadline_ms.is_none() && record.wake_ms().is_none());
        assert_eq!(record.end.as_ref().map(|e| e.at_ms), Some(created));
        assert!(store.open_game_in(GUILD, record.channel).unwrap().is_none());
    }
}

/// What only some games have: ends, seeds, deadlines, the computer's seat.
fn read_game_details(store: &dyn Store, start: i64) {
    let record = |id: u64| store.game(GUILD, GameId(id)).unwrap().unwrap();
    let end = |id: u64| record(id).end.expect("an ended game has its end");
    // 1: bob (seat 1) resigned, alice won with the one pawn she captured.
    let first = end(1);
    assert_eq!(first.kind, EndKind::Resigned { seat: 1 });
    assert_eq!((first.winners, first.scores), (vec![0], vec![1, 0]));
    // 2: alice (seat 0) resigned the Carnett game.
    let second = end(2);
    assert_eq!(second.kind, EndKind::Resigned { seat: 0 });
    assert_eq!(second.winners, vec![1]);
    // 8: grace declined; 10: drawn by agreement.
    let declined = end(8);
    assert_eq!(declined.kind, EndKind::Declined { by: UserId(GRACE) });
    assert!(declined.winners.is_empty() && declined.drawn.is_empty());
    let drawn = end(10);
    assert_eq!(drawn.kind, EndKind::Agreed);
    assert_eq!((drawn.winners, drawn.drawn), (vec![], vec![0, 1]));
    // Carnett's seeds came from --carnett-seed 7 and each game's id.
    let seed = |n: u8| format!("{n:02x}{}", "0".repeat(62));
    assert_eq!(seed_of(&record(2)), Some(seed(9)));
    assert_eq!(seed_of(&record(4)), Some(seed(11)));
    assert_eq!(seed_of(&record(9)), Some(seed(16)));
    assert_eq!(seed_of(&record(1)), None);
    // 4: frank (Black) has actions left in his turn, and no battle runs.
    assert_eq!(carnett_turn(&record(4)), (Some(Color::Black), false));
    // 7: the computer plays seat 1, at the level asked for.
    let computer = record(7).seats[1]
        .computer
        .clone()
        .expect("a computer seat");
    assert_eq!(computer.level, crate::model::ComputerLevel::Easy);
    // Deadlines: 96 hours a move, reminded 12 hours before; 48 hours an invitation.
    let created = |id: u64| start + (id as i64 - 1) * 10 * MINUTE_MS;
    for id in [3, 4, 6, 7] {
        let game = record(id);
        assert_eq!(game.deadline_ms, Some(created(id) + 96 * HOUR_MS), "{id}");
        assert_eq!(game.reminder_ms, Some(created(id) + 84 * HOUR_MS), "{id}");
    }
    for id in [5, 9] {
        assert_eq!(record(id).deadline_ms, Some(created(id) + 48 * HOUR_MS));
    }
}

fn read_settings(store: &dyn Store) {
    let settings = store
        .settings(GUILD)
        .expect("the settings read")
        .expect("the manager's settings are there");
    assert_eq!(settings.guild, GUILD);
    assert_eq!(settings.move_timeout_hours, 96);
    assert_eq!(settings.reminder_hours, 12);
    assert_eq!(settings.invite_timeout_hours, 48);
    assert_eq!(settings.default_ruleset, Ruleset::Leaping);
    assert_eq!(settings.language.as_deref(), Some("cs"));
    assert!(!settings.threads);
    assert_eq!(settings.discord_locale, None);
    assert!(!settings.told_threads_refused);
}

/// A rated player as the session left them: (user, name, rating, games, wins,
/// draws, losses, points, first moves).
type Rated = (
    u64,
    &'static str,
    f64,
    u32,
    u32,
    u32,
    u32,
    u32,
    &'static [&'static str],
);

/// Glicko-2 after one game between two new players: a win, a loss, a draw.
const WON: f64 = 1662.3108939062977;
const LOST: f64 = 1337.6891060937023;
const DREW: f64 = 1500.0;

const MARTIAN_RATED: [Rated; 4] = [
    (ALICE, "alice", WON, 1, 1, 0, 0, 1, &["c3d4"]),
    (BOB, "bob", LOST, 1, 0, 0, 1, 0, &["b6c5"]),
    (CAROL, "carol", DREW, 1, 0, 1, 0, 0, &["c3d4"]),
    (DAVE, "dave", DREW, 1, 0, 1, 0, 0, &["b6b5"]),
];

// In Carnett's game only White's first action is counted (by design: without a
// replay, Black's first action is not known), so carol, Black, has none.
const CARNETT_RATED: [Rated; 2] = [
    (ALICE, "alice", LOST, 1, 0, 0, 1, 0, &["e2e4"]),
    (CAROL, "carol", WON, 1, 1, 0, 0, 0, &[]),
];

fn read_ratings(store: &dyn Store) {
    for (kind, rated) in [(Martian, &MARTIAN_RATED[..]), (Carnett, &CARNETT_RATED[..])] {
        let mut players = store.players(GUILD, kind).expect("the ratings read");
        players.sort_by_key(|p| p.user);
        let mut wanted = rated.to_vec();
        wanted.sort_by_key(|r| r.0);
        assert_eq!(players.len(), wanted.len(), "{kind}: {players:?}");
        for (player, wanted) in players.iter().zip(&wanted) {
            check_rated(player, kind, wanted);
            let one = store.player(GUILD, kind, player.user).unwrap();
            assert_eq!(one.as_ref(), Some(player));
        }
        // Nobody else is rated, and nobody across kinds.
        assert_eq!(store.player(GUILD, kind, UserId(ERIN)).unwrap(), None);
    }
    assert_eq!(store.player(GUILD, Carnett, UserId(BOB)).unwrap(), None);
}

fn check_rated(player: &PlayerRecord, kind: GameKind, wanted: &Rated) {
    let (user, name, rating, games, wins, draws, losses, points, first) = *wanted;
    let what = format!("{kind}: {player:?}");
    assert_eq!((player.guild, player.game), (GUILD, kind), "{what}");
    assert_eq!(
        (player.user.0, player.name.as_str()),
        (user, name),
        "{what}"
    );
    assert!((player.rating - rating).abs() < 1e-6, "{what}");
    // One game from the start: the deviation fell from 350 to about 290.
    assert!((player.deviation - 290.319).abs() < 1e-3, "{what}");
    assert!((player.volatility - 0.06).abs() < 1e-5, "{what}");
    assert_eq!(
        (player.games, player.wins, player.draws, player.losses),
        (games, wins, draws, losses),
        "{what}"
    );
    assert_eq!(player.points, points, "{what}");
    let firsts: Vec<&str> = player.first_moves.keys().map(String::as_str).collect();
    assert_eq!(firsts, first, "{what}");
    assert!(player.first_moves.values().all(|n| *n == 1), "{what}");
}

/// The rated games of each player, newest first: (kind, user, [(game, result)]).
type Played = (GameKind, u64, &'static [(u64, GameResult)]);

const RATED_GAMES: [Played; 6] = [
    (Martian, ALICE, &[(1, GameResult::Win)]),
    (Martian, BOB, &[(1, GameResult::Loss)]),
    (Martian, CAROL, &[(10, GameResult::Draw)]),
    (Martian, DAVE, &[(10, GameResult::Draw)]),
    (Carnett, ALICE, &[(2, GameResult::Loss)]),
    (Carnett, CAROL, &[(2, GameResult::Win)]),
];

/// The release kept no rating history: it is filled in from the archive at the first
/// open (the binary's `StoreChoice::open` runs this), once; every rated player then
/// has a point per rated finished game, the newest one their stored rating.
fn backfill_history(store: &dyn Store) {
    use crate::service::{backfill_rating_history, Backfilled};
    assert!(!store.history_backfilled().unwrap());
    let done = backfill_rating_history(store).expect("the history fills in");
    assert_eq!(
        done,
        Some(Backfilled {
            games: 3,
            points: 6
        })
    );
    assert!(store.history_backfilled().unwrap());
    let all = Window { skip: 0, take: 50 };
    for (kind, user, games) in RATED_GAMES {
        let what = format!("{kind} {user}");
        let history = store
            .rating_history(GUILD, kind, UserId(user), all)
            .unwrap();
        let played: Vec<(u64, GameResult)> =
            history.items.iter().map(|p| (p.id.0, p.result)).collect();
        assert_eq!(played, games, "{what}");
        assert_eq!(history.total, games.len(), "{what}");
        let record = store.player(GUILD, kind, UserId(user)).unwrap().unwrap();
        let newest = &history.items[0];
        assert_eq!(
            (newest.rating, newest.deviation),
            (record.rating, record.deviation),
            "{what}"
        );
        let ended = store.game(GUILD, newest.id).unwrap().unwrap().ended_ms();
        assert_eq!(newest.ended_ms, ended, "{what}");
        // Everyone met a newcomer, who was at the starting rating.
        let opponent = &newest.opponents[0];
        assert_eq!(opponent.rating, crate::model::START_RATING, "{what}");
    }
    // Nobody else has a history: not the computer's opponent, nor across kinds.
    for (kind, user) in [(Martian, ERIN), (Carnett, BOB), (Martian, FRANK)] {
        let history = store.rating_history(GUILD, kind, UserId(user), all);
        assert_eq!(history.unwrap().total, 0);
    }
    // Once: the mark is set, and a second run leaves the store as it is.
    assert_eq!(backfill_rating_history(store).unwrap(), None);
}

/// The indexes the lists and the ticks read.
fn read_lists(store: &dyn Store, start: i64) {
    let all = Window { skip: 0, take: 50 };
    let ids = |games: Vec<GameRecord>| games.iter().map(|g| g.id.0).collect::<Vec<_>>();
    assert_eq!(ids(store.open_games().unwrap()), [3, 4, 5, 6, 7, 9]);
    let open = store.open_games_in(GUILD, None, all).unwrap();
    assert_eq!((ids(open.items), open.total), (vec![3, 4, 5, 6, 7, 9], 6));
    let alices = store
        .open_games_in(GUILD, Some(UserId(ALICE)), all)
        .unwrap();
    assert_eq!(ids(alices.items), [5, 6]);
    // The archive, the most recently ended first.
    assert_eq!(ids(store.archived_games(GUILD, 50).unwrap()), [10, 8, 2, 1]);
    let finished = |kind, user| {
        let page = store
            .finished_games_of(GUILD, kind, UserId(user), all)
            .unwrap();
        ids(page.items)
    };
    assert_eq!(finished(Martian, ALICE), [1]);
    assert_eq!(finished(Carnett, ALICE), [2]);
    assert_eq!(finished(Martian, CAROL), [10]);
    assert_eq!(finished(Carnett, CAROL), [2]);
    assert_eq!(finished(Carnett, BOB), Vec::<u64>::new());
    // A declined game is no finished game of anyone's.
    assert_eq!(finished(Martian, FRANK), Vec::<u64>::new());
    // The leaderboards, best first (carol and dave share second place).
    let board = |kind| {
        let page = store.leaderboard(GUILD, kind, all).unwrap();
        let users: Vec<u64> = page.players.iter().map(|p| p.user.0).collect();
        (users, page.total)
    };
    let (martian, total) = board(Martian);
    assert_eq!((martian[0], martian[3], total), (ALICE, BOB, 4));
    assert_eq!(board(Carnett), (vec![CAROL, ALICE], 2));
    // The wakes: the soonest is game 5's invitation, 48 hours after it was made.
    let now = after_the_session(start);
    assert!(store.due_games(now, None, 50).unwrap().is_empty());
    let expiry = start + 40 * MINUTE_MS + 48 * HOUR_MS;
    assert_eq!(store.next_wake(now).unwrap(), Some(expiry));
    assert!(!store.dms_closed(GUILD, UserId(ALICE)).unwrap());
}

/// The service over a fixture store, its clock a minute after the session's last
/// game.
struct Table {
    service: Service,
    store: Arc<dyn Store>,
    _clock: Arc<ManualClock>,
}

impl Table {
    fn new(store: Arc<dyn Store>, now_ms: i64) -> Table {
        let clock = Arc::new(ManualClock::new(now_ms));
        let service = Service::new(store.clone(), clock.clone(), Arc::new(First), bot());
        Table {
            service,
            store,
            _clock: clock,
        }
    }

    fn ask(&self, game: u64, who: &User, action: Action) -> Vec<Reply> {
        self.service
            .handle(&request(who, at(game), "en", None, action))
    }

    fn record(&self, id: u64) -> GameRecord {
        self.store.game(GUILD, GameId(id)).unwrap().unwrap()
    }

    /// What `who` may play in game `id` now, as autocomplete offers it (nothing when
    /// it is not their turn).
    fn choices(&self, id: u64, who: &User) -> Vec<String> {
        let (guild, channel) = at(id);
        self.service
            .autocomplete_move("en", who.id, guild, channel, "")
            .into_iter()
            .map(|(_, value)| value)
            .collect()
    }

    /// `who` plays `text` in game `id`: one more action is stored, and it is `text`.
    fn play(&self, id: u64, who: &User, text: &str) -> Vec<Reply> {
        let before = moves_of(&self.record(id));
        let action = Action::Move {
            text: text.into(),
            call_clock: false,
        };
        let replies = self.ask(id, who, action);
        let after = moves_of(&self.record(id));
        assert_eq!(after.len(), before.len() + 1, "{text}: {replies:#?}");
        assert_eq!(after[..before.len()], before[..], "{text}");
        assert_eq!(after[before.len()], text, "{text}: {replies:#?}");
        board_in(&replies);
        replies
    }

    /// The server's lists, as the service shows them, hold the fixture's games,
    /// players and results.
    fn lists_show_the_fixture(&self) {
        // Nothing fell due in the minute since the session ended.
        assert!(self.service.tick().is_empty());
        let alice = person(ALICE, "alice");
        let games = self.ask(
            1,
            &alice,
            Action::Games {
                user: None,
                page: None,
            },
        );
        let text = one_text(&games);
        for id in [3, 4, 5, 6, 7, 9] {
            let channel = format!("<#{}>", at(id).1 .0);
            assert!(text.contains(&channel), "game {id}: {text}");
        }
        for id in [1, 2, 8, 10] {
            let channel = format!("<#{}>", at(id).1 .0);
            assert!(!text.contains(&channel), "game {id}: {text}");
        }
        let ranked = |kind| {
            let replies = self.ask(
                1,
                &alice,
                Action::Leaderboard {
                    page: None,
                    game: kind,
                    season: None,
                },
            );
            order_of(one_text(&replies), &["alice", "bob", "carol", "dave"])
        };
        assert_eq!(ranked(Martian), ["alice", "carol", "dave", "bob"]);
        assert_eq!(ranked(Carnett), ["carol", "alice"]);
        let history = |kind| {
            let action = Action::History {
                user: None,
                page: None,
                game: kind,
            };
            one_text(&self.ask(1, &alice, action)).to_string()
        };
        let (martian, carnett) = (history(Martian), history(Carnett));
        assert!(
            martian.contains("`1`") && !martian.contains("`2`"),
            "{martian}"
        );
        assert!(
            carnett.contains("`2`") && !carnett.contains("`1`"),
            "{carnett}"
        );
        // The board of an active game is drawn from its stored moves.
        let dave = person(DAVE, "dave");
        let board = self.ask(3, &dave, Action::Board { public: false });
        assert!(board.iter().any(|r| r.image.is_some()), "{board:#?}");
    }

    /// Every open game takes its next action; a game ends and rates its players from
    /// their stored ratings.
    fn plays_on(&self) {
        self.duel_ends_and_rates_from_the_stored_ratings();
        self.carnett_turn_goes_on();
        self.invitation_is_accepted();
        self.quad_goes_on();
        self.computer_answers();
        self.open_challenge_is_taken();
        // None of it touched the settings or rated anybody new.
        let settings = self.store.settings(GUILD).unwrap().unwrap();
        assert_eq!(
            (settings.move_timeout_hours, settings.language.as_deref()),
            (96, Some("cs"))
        );
        assert_eq!(self.store.players(GUILD, Martian).unwrap().len(), 4);
        assert_eq!(self.store.players(GUILD, Carnett).unwrap().len(), 2);
    }

    /// 3: dave is to move, not bob; he plays, then bob resigns, and both are rated
    /// from the records of their first game.
    fn duel_ends_and_rates_from_the_stored_ratings(&self) {
        let (bob, dave) = (person(BOB, "bob"), person(DAVE, "dave"));
        assert!(self.choices(3, &bob).is_empty());
        let legal = self.choices(3, &dave);
        assert!(!legal.is_empty());
        self.play(3, &dave, &legal[0]);
        assert!(self.choices(3, &dave).is_empty() && !self.choices(3, &bob).is_empty());
        self.resign(3, &bob);
        let ended = self.record(3);
        assert_eq!(ended.status, Finished);
        let end = ended.end.expect("an end");
        assert_eq!(
            (end.kind, end.winners),
            (EndKind::Resigned { seat: 0 }, vec![1])
        );
        let rated = |user| self.store.player(GUILD, Martian, UserId(user)).unwrap();
        let bob_now = rated(BOB).expect("bob is rated");
        assert_eq!((bob_now.games, bob_now.losses), (2, 2));
        assert!(bob_now.rating < LOST, "{bob_now:?}");
        let dave_now = rated(DAVE).expect("dave is rated");
        assert_eq!((dave_now.games, dave_now.wins, dave_now.draws), (2, 1, 1));
        assert!(dave_now.rating > DREW, "{dave_now:?}");
        assert!((rated(ALICE).unwrap().rating - WON).abs() < 1e-6);
    }

    /// 4: frank moves a piece he has not moved this turn, then ends his turn; erin
    /// rolls and is to act.
    fn carnett_turn_goes_on(&self) {
        let (erin, frank) = (person(ERIN, "erin"), person(FRANK, "frank"));
        let quiet = "g8f6";
        let game = crate::service::games::carnett::replay(&self.record(4)).unwrap();
        let offered: Vec<String> = game.legal_actions().iter().map(|a| a.to_string()).collect();
        assert!(offered.iter().any(|a| a == quiet), "{offered:?}");
        assert!(self.choices(4, &erin).is_empty());
        self.play(4, &frank, quiet);
        self.play(4, &frank, "end");
        assert_eq!(carnett_turn(&self.record(4)), (Some(Color::White), false));
        assert!(!self.choices(4, &erin).is_empty());
    }

    /// 5: alice accepts grace's invitation; grace (seat 0) moves first.
    fn invitation_is_accepted(&self) {
        let replies = self.ask(5, &person(ALICE, "alice"), Action::Accept);
        let accepted = self.record(5);
        assert_eq!(accepted.status, Active, "{replies:#?}");
        assert!(accepted.seats.iter().all(|s| s.accepted));
        assert!(!self.choices(5, &person(GRACE, "grace")).is_empty());
    }

    /// 6: carol, fourth to move, moves; harry is next.
    fn quad_goes_on(&self) {
        let carol = person(CAROL, "carol");
        let legal = self.choices(6, &carol);
        assert!(!legal.is_empty());
        self.play(6, &carol, &legal[0]);
        assert!(!self.choices(6, &person(HARRY, "harry")).is_empty());
    }

    /// 7: erin moves and the computer answers at once.
    fn computer_answers(&self) {
        let erin = person(ERIN, "erin");
        let legal = self.choices(7, &erin);
        assert!(!legal.is_empty());
        let before = moves_of(&self.record(7)).len();
        let action = Action::Move {
            text: legal[0].clone(),
            call_clock: false,
        };
        let replies = self.ask(7, &erin, action);
        let moves = moves_of(&self.record(7));
        assert_eq!(moves.len(), before + 2, "{replies:#?}");
        assert_eq!(moves[before], legal[0]);
        assert!(!self.choices(7, &erin).is_empty());
    }

    /// 9: judy takes ivan's open Carnett challenge; the game is dealt from the seed
    /// drawn when it was made, and ivan (White) acts first.
    fn open_challenge_is_taken(&self) {
        let seed = seed_of(&self.record(9));
        let replies = self.ask(9, &person(JUDY, "judy"), Action::Accept);
        let taken = self.record(9);
        assert_eq!(taken.status, Active, "{replies:#?}");
        let seats: Vec<u64> = taken.seats.iter().map(|s| s.user.0).collect();
        assert_eq!(seats, [IVAN, JUDY]);
        assert_eq!(seed_of(&taken), seed);
        assert_eq!(carnett_turn(&taken), (Some(Color::White), false));
        assert!(!self.choices(9, &person(IVAN, "ivan")).is_empty());
    }

    /// `who` resigns game `id` and confirms with the button they are shown.
    fn resign(&self, id: u64, who: &User) {
        let asked = self.ask(id, who, Action::Resign);
        let confirm = asked
            .iter()
            .flat_map(|r| &r.components)
            .flat_map(|row| match row {
                Row::Buttons(buttons) => buttons.iter().map(|b| b.custom_id.clone()).collect(),
                Row::Select(_) => Vec::new(),
            })
            .find(|id| id.ends_with(":resign-yes"))
            .unwrap_or_else(|| panic!("no confirmation button: {asked:#?}"));
        let click = Action::Click {
            custom_id: confirm,
            values: Vec::new(),
        };
        let replies = self.ask(id, who, click);
        assert!(
            replies
                .iter()
                .any(|r| matches!(r.delivery, Delivery::Board { .. })),
            "{replies:#?}"
        );
    }
}

/// The text of the one reply to a request.
fn one_text(replies: &[Reply]) -> &str {
    assert_eq!(replies.len(), 1, "{replies:#?}");
    &replies[0].text
}

/// `names` in the order `text` shows them (each name's first appearance).
fn order_of<'a>(text: &str, names: &[&'a str]) -> Vec<&'a str> {
    let mut found: Vec<(usize, &str)> = names
        .iter()
        .filter_map(|name| text.find(name).map(|at| (at, *name)))
        .collect();
    found.sort();
    found.into_iter().map(|(_, name)| name).collect()
}
