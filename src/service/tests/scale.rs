//! A big server: the listing commands page by page, as players read them (the history
//! of a player whose games are older than thousands of others', the games in progress,
//! leaderboard ranks that continue across pages), and a tick with many games due at
//! once. The records are written straight into the store (thousands of games played
//! through requests would only make the test slow); what is checked is what the
//! service answers.

use std::sync::Arc;

use crate::model::{
    decode_game, ChannelId, EndKind, GameEnd, GameId, GameRecord, GameStatus, GuildId,
    PlayerRecord, UserId,
};
use crate::store::{MemoryStore, Store};

use crate::service::timeouts::TICK_BATCH;
use crate::service::{Action, Delivery, ManualClock, Reply, Request, SearchPlayer, Service, User};

const GUILD: GuildId = GuildId(7);
const CAROL: UserId = UserId(3);

fn person(id: UserId, name: &str) -> User {
    User {
        id,
        name: name.into(),
        is_manager: false,
        is_bot: false,
    }
}

const NOW: i64 = 1_764_500_000_000;

fn service(store: Arc<MemoryStore>) -> Service {
    let mut bot = person(UserId(1), "bot");
    bot.is_bot = true;
    let clock = Arc::new(ManualClock::new(NOW));
    Service::new(store, clock, Arc::new(SearchPlayer), bot)
}

fn ask(service: &Service, action: Action) -> Reply {
    let request = Request {
        user: person(UserId(99), "viewer"),
        guild: GUILD,
        channel: ChannelId(5),
        locale: "en".into(),
        guild_locale: None,
        origin: Default::default(),
        sight: Default::default(),
        action,
    };
    let mut replies = service.handle(&request);
    assert_eq!(replies.len(), 1, "{replies:?}");
    replies.remove(0)
}

/// A duel between `a` and `b` in its own channel, open.
fn open_duel(store: &dyn Store, a: UserId, b: UserId) -> GameRecord {
    let mut g: GameRecord =
        decode_game(include_bytes!("../../../tests/data/game-record-v1.json")).unwrap();
    g.id = store.next_game_id().unwrap();
    g.guild = GUILD;
    g.channel = ChannelId(1000 + g.id.0);
    g.seats[0].user = a;
    g.seats[1].user = b;
    g.seats[1].computer = None;
    g.seats[1].name = "bob".into();
    g.challenger = a;
    g.status = GameStatus::Active;
    g.revision = 0;
    g.end = None;
    store.create_game(&g).unwrap();
    g
}

/// A duel between `a` and `b` won by `a` at `at_ms`.
fn finished_duel(store: &dyn Store, a: UserId, b: UserId, at_ms: i64) -> GameId {
    let g = open_duel(store, a, b);
    let mut end = g.clone();
    end.status = GameStatus::Finished;
    end.revision = 1;
    end.end = Some(GameEnd {
        kind: EndKind::Resigned { seat: 1 },
        winners: vec![0],
        drawn: Vec::new(),
        scores: vec![1, 0],
        at_ms,
        by_name: None,
        waited_hours: None,
    });
    store.save_game(&end, 0).unwrap();
    g.id
}

/// The game ids a listing shows ("• `2s` …" or "• game 2s in …"), in order.
fn listed_ids(text: &str) -> Vec<GameId> {
    text.lines()
        .filter_map(|line| line.strip_prefix("• "))
        .filter_map(|line| {
            let line = line.trim_start_matches('`').trim_start_matches("game ");
            line.split(['`', ' ']).next()?.parse().ok()
        })
        .collect()
}

#[test]
fn history_lists_every_game_of_a_player_however_many_newer_ones_there_are() {
    let store = Arc::new(MemoryStore::new());
    // Carol's 23 games come first; then 4000 newer ones between other players.
    let mut carols: Vec<GameId> = (0..23)
        .map(|i| finished_duel(&*store, CAROL, UserId(4 + i % 3), 1_000_000 + i as i64))
        .collect();
    for i in 0..4000u64 {
        finished_duel(
            &*store,
            UserId(10 + i % 9),
            UserId(20 + i % 5),
            2_000_000 + i as i64,
        );
    }
    carols.reverse();
    let service = service(store);
    let carol = person(CAROL, "carol");
    let mut seen = Vec::new();
    for page in 1..=3 {
        let reply = ask(
            &service,
            Action::History {
                game: crate::model::GameKind::Martian,
                user: Some(carol.clone()),
                page: Some(page),
            },
        );
        assert!(
            reply.text.starts_with(&format!(
                "**Recent games of carol**: 23 finished (page {page} of 3)"
            )),
            "{}",
            reply.text
        );
        // Every page but the last says how to see the next.
        assert_eq!(
            reply.text.contains(&format!("add `page:{}`", page + 1)),
            page < 3,
            "{}",
            reply.text
        );
        seen.extend(listed_ids(&reply.text));
    }
    assert_eq!(seen, carols, "newest first, every one of them");
    let beyond = ask(
        &service,
        Action::History {
            game: crate::model::GameKind::Martian,
            user: Some(carol),
            page: Some(4),
        },
    );
    assert!(beyond.ephemeral);
    assert_eq!(
        beyond.text,
        "There is no page 4: the finished games of carol fill 3 pages (choose 1 to 3)."
    );
}

#[test]
fn games_in_progress_are_counted_and_paged() {
    let store = Arc::new(MemoryStore::new());
    let open: Vec<GameId> = (0..45)
        .map(|i| open_duel(&*store, UserId(10 + i % 4), UserId(20)).id)
        .collect();
    let service = service(store);
    let mut seen = Vec::new();
    for page in 1..=3 {
        let reply = ask(
            &service,
            Action::Games {
                user: None,
                page: Some(page),
            },
        );
        let heading = format!("**Games in progress in this server**: 45 (page {page} of 3)");
        assert!(reply.text.starts_with(&heading), "{}", reply.text);
        seen.extend(listed_ids(&reply.text));
    }
    assert_eq!(seen, open, "oldest first");
    let theirs = ask(
        &service,
        Action::Games {
            user: Some(person(UserId(11), "dora")),
            page: None,
        },
    );
    let expected: Vec<GameId> = open.iter().skip(1).step_by(4).copied().collect();
    assert!(
        theirs
            .text
            .starts_with("**Games of dora in progress**: 11\n"),
        "{}",
        theirs.text
    );
    assert_eq!(listed_ids(&theirs.text), expected);
    let zero = ask(
        &service,
        Action::Games {
            user: None,
            page: Some(0),
        },
    );
    assert_eq!(
        zero.text,
        "There is no page 0: the games in progress fill 3 pages (choose 1 to 3)."
    );
}

#[test]
fn leaderboard_ranks_go_on_across_pages_and_ties_share_one() {
    let store = Arc::new(MemoryStore::new());
    // Twelve players: ratings 1600 (x3), 1500 (x9, rounded), so that page 2 begins
    // inside the run of 1500s.
    for (i, rating) in [1600.0, 1600.2, 1599.8]
        .into_iter()
        .chain([1500.0; 9])
        .enumerate()
    {
        let g = open_duel(&*store, UserId(100 + i as u64), UserId(200 + i as u64));
        let mut end = g.clone();
        end.status = GameStatus::Finished;
        end.revision = 1;
        let rate = |_: &[Option<PlayerRecord>]| {
            let mut p = PlayerRecord::new(GUILD, g.seats[0].user, &format!("p{i:02}"));
            p.rating = rating;
            p.games = 1;
            vec![p]
        };
        store.save_game_and_players(&end, 0, &rate).unwrap();
    }
    let service = service(store);
    let ranks = |page| -> Vec<String> {
        let reply = ask(
            &service,
            Action::Leaderboard {
                game: crate::model::GameKind::Martian,
                page: Some(page),
                season: None,
            },
        );
        reply
            .text
            .lines()
            .filter(|line| line.trim_start().starts_with(|c: char| c.is_ascii_digit()))
            .filter_map(|line| line.split_whitespace().next().map(str::to_string))
            .collect()
    };
    assert_eq!(ranks(1), ["1", "1", "1", "4", "4", "4", "4", "4", "4", "4"]);
    assert_eq!(ranks(2), ["4", "4"]);
}

#[test]
fn a_tick_with_many_games_due_goes_in_bounded_batches_and_misses_none() {
    let store = Arc::new(MemoryStore::new());
    const DUE: usize = 3 * TICK_BATCH + 5;
    for i in 0..DUE as u64 {
        let g = open_duel(&*store, UserId(10 + i), UserId(500 + i));
        // The reminder fell due; the deadline is a day away.
        let mut due = g.clone();
        due.reminder_ms = Some(NOW - 1000);
        due.deadline_ms = Some(NOW + 24 * 3_600_000);
        due.revision = 1;
        store.save_game(&due, g.revision).unwrap();
    }
    let service = service(store);
    let mut pass = service.tick_pass();
    let mut batches = Vec::new();
    while let Some(batch) = service.tick_batch(&mut pass) {
        batches.push(batch);
    }
    let sizes: Vec<usize> = batches.iter().map(Vec::len).collect();
    assert_eq!(sizes, [TICK_BATCH, TICK_BATCH, TICK_BATCH, 5]);
    let reminded: std::collections::BTreeSet<UserId> = batches
        .iter()
        .flatten()
        .inspect(|r| assert_eq!(r.delivery, Delivery::Direct))
        .filter_map(|r| r.to)
        .collect();
    assert_eq!(reminded.len(), DUE, "each player to move, once");
    // Nothing is left due: the next pass sends nothing.
    assert!(service.tick().is_empty());
}
