//! `martian-chess fill` and the store scenario of `martian-chess bench`: a small store
//! filled through the service holds what was asked for, as the service itself reports
//! it (stats, history, leaderboard, games). No timing is asserted.

mod support;

use std::sync::Arc;

use martian_chess::model::{ChannelId, GameKind, GuildId, UserId};
use martian_chess::service::{Action, Request, SearchPlayer, Service, SystemClock, User};
use martian_chess::store::{SledStore, Store};
use support::martian_chess;

const FINISHED: usize = 200;
const OPEN: usize = 50;
const PLAYERS: usize = 30;

fn user(id: UserId, name: &str) -> User {
    User {
        id,
        name: name.to_string(),
        is_manager: false,
        is_bot: false,
    }
}

fn request(guild: GuildId, who: &User, action: Action) -> Request {
    Request {
        user: who.clone(),
        guild,
        channel: ChannelId(9),
        locale: "en".into(),
        guild_locale: None,
        origin: Default::default(),
        sight: Default::default(),
        action,
    }
}

/// Every page of a listing, until the service refuses the next page number (or, for
/// an empty list, says the same again).
fn pages(service: &Service, mut ask: impl FnMut(i64) -> Request) -> Vec<String> {
    let mut texts: Vec<String> = Vec::new();
    for page in 1..1000 {
        let Ok(replies) = service.try_handle(&ask(page)) else {
            break;
        };
        let text: String = replies.into_iter().map(|r| r.text).collect();
        if texts.last() == Some(&text) {
            break;
        }
        texts.push(text);
    }
    texts
}

fn count(texts: &[String], bullet: &str) -> usize {
    texts
        .iter()
        .flat_map(|t| t.lines())
        .filter(|l| l.starts_with(bullet))
        .count()
}

/// "Games: 14 (…" in a `/martian stats` reply.
fn games_in_stats(text: &str) -> usize {
    let after = text.split("Games: ").nth(1).expect("a games count");
    let number: String = after.chars().take_while(char::is_ascii_digit).collect();
    number.parse().expect("a number")
}

#[test]
fn a_small_fill_holds_what_was_asked_for() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("store");
    let out = martian_chess()
        .args(["fill", "--data"])
        .arg(&data)
        .args(["--finished", &FINISHED.to_string()])
        .args(["--open", &OPEN.to_string()])
        .args(["--players", &PLAYERS.to_string()])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains("200 finished and 50 open games, 30 players over 1 servers"),
        "{stdout}"
    );

    let store = Arc::new(SledStore::open(&data).unwrap());
    let open = store.open_games().unwrap();
    assert_eq!(open.len(), OPEN);
    let guild = open[0].guild;
    let players: Vec<User> = store
        .players(guild, GameKind::Martian)
        .unwrap()
        .iter()
        .map(|p| user(p.user, &p.name))
        .collect();
    assert_eq!(players.len(), PLAYERS, "everyone finished a game");
    let bot = User {
        is_bot: true,
        ..user(UserId(1), "bot")
    };
    let service = Service::new(store, Arc::new(SystemClock), Arc::new(SearchPlayer), bot);

    let board = pages(&service, |page| {
        request(
            guild,
            &players[0],
            Action::Leaderboard {
                game: martian_chess::model::GameKind::Martian,
                page: Some(page),
                season: None,
            },
        )
    });
    assert_eq!(board.len(), PLAYERS.div_ceil(10), "{board:?}");
    assert!(board[0].contains("(page 1 of 3)"), "{}", board[0]);

    let mut games_played = 0;
    let mut open_seats = 0;
    for who in &players {
        let stats = service
            .try_handle(&request(
                guild,
                who,
                Action::Stats {
                    game: martian_chess::model::GameKind::Martian,
                    user: None,
                },
            ))
            .unwrap();
        let played = games_in_stats(&stats[0].text);
        let history = pages(&service, |page| {
            request(
                guild,
                who,
                Action::History {
                    game: martian_chess::model::GameKind::Martian,
                    user: None,
                    page: Some(page),
                },
            )
        });
        assert_eq!(count(&history, "• `"), played, "{}: {history:?}", who.name);
        games_played += played;
        let theirs = pages(&service, |page| {
            request(
                guild,
                who,
                Action::Games {
                    user: Some(who.clone()),
                    page: Some(page),
                },
            )
        });
        open_seats += count(&theirs, "• game ");
    }
    assert_eq!(games_played, 2 * FINISHED);
    assert_eq!(open_seats, 2 * OPEN);

    let everyone = pages(&service, |page| {
        request(
            guild,
            &players[0],
            Action::Games {
                user: None,
                page: Some(page),
            },
        )
    });
    assert_eq!(count(&everyone, "• game "), OPEN);
}

#[test]
fn fill_refuses_a_folder_that_holds_a_store() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("something"), "kept").unwrap();
    let out = martian_chess()
        .args(["fill", "--finished", "10", "--data"])
        .arg(dir.path())
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("is not empty"));
    assert_eq!(
        std::fs::read_to_string(dir.path().join("something")).unwrap(),
        "kept"
    );
}

#[test]
fn the_store_benchmark_reports_every_row_at_each_size() {
    let out = martian_chess()
        .args(["bench", "--store-only", "--store-sizes", "200,100"])
        .args(["--store-samples", "5", "--store-starts", "1"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        text.contains("100/20/10") && text.contains("200/40/20"),
        "{text}"
    );
    for row in [
        "fill: finished games per second",
        "start-up to first reply",
        "first move, 1 s after a start",
        "snapshot written at a clean stop",
        "leaderboard, random page, cold, p50 / p99",
        "history, cold, p50 / p99",
        "games (server), random page, cold, p50 / p99",
        "games (one player), cold, p50 / p99",
        "stats, cold, p50 / p99",
        "leaderboard, random page, warm, p50 / p99",
        "history, warm, p50 / p99",
        "games (server), random page, warm, p50 / p99",
        "games (one player), warm, p50 / p99",
        "stats, warm, p50 / p99",
        "move, p50 / p99",
        "tick, ~50 invitations expiring",
        "tick, ~50 reminders",
    ] {
        let line = text.lines().find(|l| l.starts_with(row));
        let line = line.unwrap_or_else(|| panic!("no row {row}: {text}"));
        // A figure for each size, then how the largest compares with the smallest.
        assert!(
            line.matches(" ms").count() >= 2 || row.starts_with("fill"),
            "{line}"
        );
    }
}
