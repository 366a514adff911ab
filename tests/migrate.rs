//! `martian-chess migrate`: two sled stores of a sharded deployment (each with its own
//! servers, numbering games from 1, so ids repeat between them) copied into one
//! PostgreSQL store: everything answers the same there, nothing is renumbered, a
//! second run changes nothing, and a game played on since is not overwritten. Skipped,
//! saying why, on a machine without PostgreSQL outside CI.

mod support;

use std::path::Path;
use std::sync::Arc;

use martian_chess::model::{
    ChannelId, DailyPuzzle, EndKind, GameAnalysis, GameEnd, GameId, GameKind, GameSetup,
    GameStatus, GuildId, GuildPuzzles, GuildSettings, MemberSettings, PlayerRecord, Puzzle,
    PuzzleAttempt, PuzzlePlayer, PuzzleStats, QuietHours, ServerPuzzle, Tournament,
    TournamentFormat, TournamentId, TournamentSetup, TournamentStatus, UserId,
};
use martian_chess::service::{
    Action, Challenge, ManualClock, Request, SearchPlayer, Service, User,
};
use martian_chess::store::{PostgresStore, SledStore, Store, Window};
use martian_testkit::PgServer;

fn user(id: u64, name: &str) -> User {
    User {
        id: UserId(id),
        name: name.into(),
        is_manager: false,
        is_bot: false,
    }
}

fn request(guild: u64, channel: u64, who: &User, action: Action) -> Request {
    Request {
        user: who.clone(),
        guild: GuildId(guild),
        channel: ChannelId(channel),
        locale: "en".into(),
        guild_locale: None,
        origin: Default::default(),
        sight: Default::default(),
        action,
    }
}

/// The `n`th puzzle of the shipped duel set.
fn shipped(n: usize) -> Puzzle {
    let line = include_str!("../assets/puzzles/duel.jsonl")
        .lines()
        .nth(n)
        .expect("the duel set has puzzles");
    serde_json::from_str(line).expect("a puzzle of the duel set")
}

/// The puzzle the store of `guild` found, rated and posted (one per server).
fn puzzle_of(guild: u64) -> Puzzle {
    shipped(guild as usize / 100)
}

/// `guild`'s puzzle records: alice's figures with a puzzle under way, a puzzle's own
/// rating, a puzzle found in its first game, and a daily puzzle bob solved.
fn fill_puzzles(store: &SledStore, guild: u64) {
    let (g, puzzle) = (GuildId(guild), puzzle_of(guild));
    let mut alice = PuzzlePlayer::new(g, UserId(10));
    alice.solved = 4;
    alice.streak = 2;
    alice.saw(&puzzle.id);
    alice.current = Some(PuzzleAttempt {
        puzzle: puzzle.id.clone(),
        played: 1,
        started_ms: 900_000,
        daily: None,
    });
    alice.revision = 1;
    store.save_puzzle_player(&alice, 0).unwrap();
    let mut stats = PuzzleStats::new(&puzzle);
    stats.attempts = 3;
    stats.solves = 2;
    stats.revision = 1;
    store.save_puzzle_stats(&stats, 0).unwrap();
    let added = store
        .add_server_puzzle(&ServerPuzzle {
            guild: g,
            channel: ChannelId(1),
            game: GameId(1),
            added_ms: 950_000,
            puzzle: puzzle.clone(),
        })
        .unwrap();
    assert!(added);
    let mut daily = GuildPuzzles::new(g);
    daily.post(DailyPuzzle {
        day: "2026-12-04".into(),
        puzzle: puzzle.id.clone(),
        channel: ChannelId(2),
        posted_ms: 960_000,
        solvers: vec![(UserId(11), 970_000)],
        solution_posted: false,
    });
    daily.scanned(GameId(1));
    daily.revision = 1;
    store.save_guild_puzzles(&daily, 0).unwrap();
}

/// A sled store with `guild`'s games: two finished and rated, one open with moves, one
/// open invitation; its settings, a closed-DMs mark and its puzzle records.
fn fill(dir: &Path, guild: u64) {
    let store = Arc::new(SledStore::open(dir).unwrap());
    let service = Service::new(
        store.clone(),
        Arc::new(ManualClock::new(1_000_000)),
        Arc::new(SearchPlayer),
        user(1, "bot"),
    );
    let (alice, bob, carol) = (user(10, "alice"), user(11, "bob"), user(12, "carol"));
    for (channel, opponent) in [(1, &bob), (2, &carol), (3, &bob)] {
        let challenge = Challenge {
            opponents: vec![opponent.clone()],
            ..Challenge::default()
        };
        service.handle(&request(
            guild,
            channel,
            &alice,
            Action::Challenge(challenge),
        ));
        service.handle(&request(guild, channel, opponent, Action::Accept));
        for _ in 0..3 {
            let game = store
                .open_game_in(GuildId(guild), ChannelId(channel))
                .unwrap()
                .unwrap();
            let pos = *game.replay().unwrap().position();
            let mover = if pos.to_move().number() == 1 {
                &alice
            } else {
                opponent
            };
            let text = pos.legal_moves()[0].to_string();
            let play = Action::Move {
                text,
                call_clock: false,
            };
            service.handle(&request(guild, channel, mover, play));
        }
    }
    // The games of channels 1 and 2 end, won by alice; the second counts as a game of
    // Carnett's (the store keeps its standings apart, and so must the copy).
    for channel in [1, 2] {
        let game = store
            .open_game_in(GuildId(guild), ChannelId(channel))
            .unwrap()
            .unwrap();
        let mut end = game.clone();
        end.status = GameStatus::Finished;
        end.revision += 1;
        end.updated_ms += channel as i64;
        // Won by alice (seat 0): a result, so that the game enters the rating history.
        end.end = Some(GameEnd {
            kind: EndKind::Rules,
            winners: vec![0],
            drawn: vec![],
            scores: vec![0, 0],
            at_ms: end.updated_ms,
            by_name: None,
            waited_hours: None,
        });
        if channel == 2 {
            end.setup = GameSetup::standard(GameKind::Carnett);
        }
        store
            .save_game_and_players(&end, game.revision, &|before| {
                end.seats
                    .iter()
                    .zip(before)
                    .enumerate()
                    .map(|(seat, (s, b))| {
                        let mut p = b.clone().unwrap_or_else(|| {
                            PlayerRecord::in_game(end.guild, end.kind(), s.user, &s.name)
                        });
                        p.games += 1;
                        p.rating += if seat == 0 { 10.0 } else { -10.0 };
                        p
                    })
                    .collect()
            })
            .unwrap();
    }
    let challenge = Challenge {
        opponents: vec![carol.clone()],
        ..Challenge::default()
    };
    service.handle(&request(guild, 4, &bob, Action::Challenge(challenge)));
    let mut settings = store
        .settings(GuildId(guild))
        .unwrap()
        .unwrap_or_else(|| GuildSettings::defaults(GuildId(guild)));
    settings.move_timeout_hours = 48 + guild as u32;
    settings.revision += 1;
    store
        .save_settings(&settings, settings.revision - 1)
        .unwrap();
    store
        .remember_dms_closed(GuildId(guild), UserId(12))
        .unwrap();
    let mut me = MemberSettings::new(GuildId(guild), UserId(10));
    me.timezone = Some("Europe/Prague".into());
    me.quiet_hours = QuietHours::parse("23-7");
    me.revision = 1;
    store.save_member(&me, 0).unwrap();
    store
        .save_analysis(
            GuildId(guild),
            GameId(1),
            &GameAnalysis::sample(guild as f64 / 100.0),
        )
        .unwrap();
    fill_puzzles(&store, guild);
    fill_tournament(&store, guild);
}

/// `guild`'s tournament (taking entries), written at its second revision; the store
/// of server 200 handed out an id it never used (a creation that failed), which the
/// target must not hand out again either.
fn fill_tournament(store: &SledStore, guild: u64) {
    if guild == 200 {
        store.next_tournament_id().unwrap();
    }
    let mut cup = Tournament {
        guild: GuildId(guild),
        id: store.next_tournament_id().unwrap(),
        name: format!("Cup of {guild}"),
        setup: TournamentSetup {
            game: GameKind::Martian,
            layout: Some("duel".into()),
            ruleset: None,
            format: TournamentFormat::RoundRobin { double: true },
            move_timeout_hours: 48,
            max_players: 8,
            starts_ms: Some(90_000),
        },
        channel: ChannelId(4),
        message: None,
        created_by: UserId(10),
        created_ms: 5_000,
        status: TournamentStatus::Open,
        entrants: Vec::new(),
        rounds: Vec::new(),
        ended_ms: None,
        revision: 1,
    };
    store.save_tournament(&cup, 0).unwrap();
    cup.name += " (renamed)";
    cup.revision = 2;
    store.save_tournament(&cup, 1).unwrap();
}

/// Everything the commands read about `guild`, from either store.
fn answers(store: &dyn Store, guild: u64) -> String {
    let g = GuildId(guild);
    let all = Window { skip: 0, take: 100 };
    let mut out = format!("{:?}\n", store.open_games_in(g, None, all).unwrap());
    out += &format!("{:?}\n", store.archived_games(g, 100).unwrap());
    for game in GameKind::ALL {
        out += &format!("{:?}\n", store.leaderboard(g, game, all).unwrap());
    }
    out += &format!("{:?}\n", store.settings(g).unwrap());
    for u in [10, 11, 12] {
        let u = UserId(u);
        out += &format!("{:?}\n", store.open_games_in(g, Some(u), all).unwrap());
        for game in GameKind::ALL {
            let history = store.finished_games_of(g, game, u, all).unwrap();
            out += &format!("{history:?}\n{:?}\n", store.player(g, game, u).unwrap());
            let ratings = store.rating_history(g, game, u, all).unwrap();
            out += &format!("{ratings:?}\n");
        }
        out += &format!("{:?}\n", store.dms_closed(g, u).unwrap());
        out += &format!("{:?}\n", store.member(g, u).unwrap());
        out += &format!("{:?}\n", store.puzzle_player(g, u).unwrap());
    }
    out += &format!("{:?}\n", store.puzzle_players(g).unwrap());
    out += &format!("{:?}\n", store.puzzle_stats(&puzzle_of(guild).id).unwrap());
    out += &format!("{:?}\n", store.server_puzzles(g).unwrap());
    out += &format!("{:?}\n", store.guild_puzzles(g).unwrap());
    out += &format!(
        "puzzle guild: {:?}\n",
        store.puzzle_guilds().unwrap().contains(&g)
    );
    for channel in 1..=4 {
        out += &format!("{:?}\n", store.open_game_in(g, ChannelId(channel)).unwrap());
    }
    for id in 1..=4 {
        out += &format!("{:?}\n", store.analysis(g, GameId(id)).unwrap());
    }
    out += &format!("{:?}\n", store.tournaments(g).unwrap());
    let active = store.active_tournaments().unwrap();
    out += &format!("{:?}\n", active.iter().filter(|t| t.guild == g).count());
    out += &format!("backfilled: {:?}\n", store.history_backfilled().unwrap());
    out
}

#[test]
fn sled_stores_migrate_into_one_postgres_store() {
    let Some(server) = PgServer::start() else {
        return;
    };
    let url = server.fresh_database();
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = (dir.path().join("a"), dir.path().join("b"));
    fill(&a, 100);
    fill(&b, 200);
    let migrate = || {
        let from_a = format!("sled:{}", a.display());
        let from_b = format!("sled:{}", b.display());
        let out = support::run(&[
            "migrate", "--from", &from_a, "--from", &from_b, "--to", &url,
        ]);
        assert!(out.status.success(), "{}", support::stderr(&out));
        support::stdout(&out)
    };
    let said = migrate();
    assert_eq!(said.matches("verified").count(), 2, "{said}");
    assert!(
        said.contains("4 games (4 copied, 0 already there)"),
        "{said}"
    );

    let expected: Vec<String> = [(&a, 100), (&b, 200)]
        .iter()
        .map(|(dir, guild)| answers(&SledStore::open(dir).unwrap(), *guild))
        .collect();
    assert!(expected[0].contains("game: Carnett"), "{}", expected[0]);
    // Each rated player's point of each game (alice's win with its analysis'
    // accuracy), and the mark: the sources were backfilled before they were read.
    assert_eq!(
        expected[0].matches("RatingPoint {").count(),
        4,
        "{}",
        expected[0]
    );
    assert!(
        expected[0].contains("accuracy: Some(100.0)"),
        "{}",
        expected[0]
    );
    assert!(expected[0].contains("backfilled: true"), "{}", expected[0]);
    // The puzzle records, each of them there to be carried.
    for record in [
        "Some(PuzzlePlayer {",
        "Some(PuzzleStats {",
        "[ServerPuzzle {",
        "Some(GuildPuzzles {",
        "puzzle guild: true",
    ] {
        assert!(expected[0].contains(record), "{record}: {}", expected[0]);
    }
    assert!(
        said.contains("1 members' puzzle figures (1 copied)")
            && said.contains("1 servers' daily puzzles (1 copied)")
            && said.contains("1 tournaments (1 copied)"),
        "{said}"
    );
    assert!(
        expected[0].contains("Cup of 100 (renamed)"),
        "{}",
        expected[0]
    );
    let pg = PostgresStore::open(&url).unwrap();
    assert_eq!(answers(&pg, 100), expected[0]);
    assert_eq!(answers(&pg, 200), expected[1]);
    // The same ids in both servers, each its own game: nothing was renumbered.
    let first = pg
        .game(GuildId(100), martian_chess::model::GameId(1))
        .unwrap();
    let other = pg
        .game(GuildId(200), martian_chess::model::GameId(1))
        .unwrap();
    assert_eq!(first.map(|g| g.guild), Some(GuildId(100)));
    assert_eq!(other.map(|g| g.guild), Some(GuildId(200)));
    // New games are numbered past every copied one.
    let highest = pg.open_games().unwrap().iter().map(|g| g.id).max().unwrap();
    assert!(pg.next_game_id().unwrap() > highest);
    // New tournaments past every id a source handed out (server 200's store gave out
    // 1 unused, then 2).
    assert!(pg.next_tournament_id().unwrap() > TournamentId(2));

    // A move played on PostgreSQL since: a second run keeps it, and copies nothing.
    let open = pg
        .open_game_in(GuildId(100), ChannelId(3))
        .unwrap()
        .unwrap();
    let mut on = open.clone();
    on.moves
        .push(open.replay().unwrap().position().legal_moves()[0].to_string());
    on.revision += 1;
    pg.save_game(&on, open.revision).unwrap();
    let said = migrate();
    assert!(
        said.contains("4 games (0 copied, 4 already there)"),
        "{said}"
    );
    // alice, bob and carol, and alice again in Carnett's game.
    assert!(said.contains("(0 copied, 4 already there)"), "{said}");
    assert!(
        said.contains("1 members' puzzle figures (0 copied)")
            && said.contains("1 servers' puzzles (0 copied)")
            && said.contains("1 tournaments (0 copied)"),
        "{said}"
    );
    assert_eq!(
        pg.open_game_in(GuildId(100), ChannelId(3)).unwrap(),
        Some(on)
    );
    assert_eq!(answers(&pg, 200), expected[1]);

    // A game started on the database in a channel whose sled game was never copied:
    // the copy stops, naming the game in the way, and copies nothing.
    let c = dir.path().join("c");
    fill(&c, 300);
    let taken = pg.open_game_in(GuildId(300), ChannelId(3)).unwrap();
    assert_eq!(taken, None);
    let mut squatter = pg
        .open_game_in(GuildId(100), ChannelId(3))
        .unwrap()
        .unwrap();
    squatter.guild = GuildId(300);
    squatter.id = pg.next_game_id().unwrap();
    squatter.revision = 0;
    pg.create_game(&squatter).unwrap();
    let out = support::run(&[
        "migrate",
        "--from",
        &format!("sled:{}", c.display()),
        "--to",
        &url,
    ]);
    assert!(!out.status.success());
    let said = support::stderr(&out);
    assert!(said.contains(&format!("game {}", squatter.id)), "{said}");
    assert!(said.contains("nothing was copied"), "{said}");
    assert!(pg.archived_games(GuildId(300), 10).unwrap().is_empty());
    assert_eq!(pg.settings(GuildId(300)).unwrap(), None);
}

#[test]
fn a_source_that_is_not_sled_is_refused() {
    let out = support::run(&[
        "migrate",
        "--from",
        "./data",
        "--to",
        "postgres://x@127.0.0.1/y",
    ]);
    assert!(!out.status.success());
    assert!(
        support::stderr(&out).contains("sled:DIR"),
        "{}",
        support::stderr(&out)
    );
}
