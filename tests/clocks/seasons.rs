//! Seasons through the console (issue 30): a manager turns monthly seasons on, twelve
//! players finish rated games in November (two of them had played before, so their
//! season starts from their all-time rating), and at midnight of 1 December `:advance`
//! posts the season's final top 10 in #seasons, once, in the order a Glicko-2
//! computation written here gives; the champion is named on their profile, and the
//! leaderboard shows December by default and November with `season:`.

use std::collections::BTreeMap;

use crate::support::{custom_ids, private_to, session, text, Session};
use serde_json::Value;
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

fn at(iso: &str) -> i64 {
    iso.parse::<jiff::Timestamp>().unwrap().as_millisecond()
}

/// `winner` challenges `loser`, who accepts and resigns: a rated game won by `winner`.
fn play(s: &mut Session, winner: &str, loser: &str) {
    s.due(&format!("@{winner} /martian challenge opponent:@{loser}"));
    s.due(&format!("@{loser} /martian accept"));
    let ask = s.due(&format!("@{loser} /martian resign"));
    let ask = ask
        .iter()
        .find(|r| private_to(r, loser))
        .unwrap_or_else(|| panic!("no confirmation: {ask:?}"));
    let confirm = custom_ids(ask)[0].clone();
    let done = s.due(&format!("@{loser} click {confirm}"));
    assert!(
        done.iter().any(|r| text(r).contains("Ratings:")),
        "{winner} beat {loser}: {done:?}"
    );
}

/// The hand computation: every player's Glicko-2 record (rating, deviation,
/// volatility, games), all-time and in the season.
#[derive(Default)]
struct Ladder {
    all_time: BTreeMap<&'static str, (Glicko2Rating, u32)>,
    season: BTreeMap<&'static str, (Glicko2Rating, u32)>,
}

impl Ladder {
    fn rate(
        records: &mut BTreeMap<&'static str, (Glicko2Rating, u32)>,
        winner: &'static str,
        loser: &'static str,
        start: impl Fn(&'static str) -> Glicko2Rating,
    ) {
        let w = records.get(winner).map_or_else(|| start(winner), |r| r.0);
        let l = records.get(loser).map_or_else(|| start(loser), |r| r.0);
        let (w2, l2) = glicko2(&w, &l, &Outcomes::WIN, &Glicko2Config::new());
        for (name, rating) in [(winner, w2), (loser, l2)] {
            let games = records.get(name).map_or(0, |r| r.1) + 1;
            records.insert(name, (rating, games));
        }
    }

    fn game(&mut self, winner: &'static str, loser: &'static str, in_season: bool) {
        if in_season {
            // A first season game starts from the all-time record just before it,
            // with a new player's deviation.
            let all_time = &self.all_time;
            let start = |name: &'static str| {
                let mut r = all_time.get(name).map_or_else(Glicko2Rating::new, |r| r.0);
                r.deviation = 350.0;
                r
            };
            Self::rate(&mut self.season, winner, loser, start);
        }
        Self::rate(&mut self.all_time, winner, loser, |_| Glicko2Rating::new());
    }

    /// The season's players in leaderboard order: rounded rating, games, name.
    fn season_order(&self) -> Vec<&'static str> {
        let mut names: Vec<&'static str> = self.season.keys().copied().collect();
        names.sort_by_key(|n| {
            let (rating, games) = self.season[n];
            (
                -(rating.rating.round() as i64),
                std::cmp::Reverse(games),
                *n,
            )
        });
        names
    }
}

/// The names in a posted table, top first (the rows of its code block).
fn table_names(post: &str) -> Vec<String> {
    let block = post.split("```").nth(1).expect("a table");
    block
        .lines()
        .skip(2)
        .filter_map(|row| row.split_whitespace().nth(1).map(str::to_string))
        .collect()
}

/// With `SEASONS_CARDS=dir`, keeps a profile's card there as `<lang>.png`, to look at
/// (the console writes every card of a player to the same file).
fn keep_card(reply: &Value, lang: &str) {
    if let Some(dir) = std::env::var_os("SEASONS_CARDS") {
        let png = reply["image"].as_str().expect("a card");
        std::fs::copy(png, std::path::Path::new(&dir).join(format!("{lang}.png"))).unwrap();
    }
}

fn in_seasons(replies: &[Value]) -> Vec<&Value> {
    replies
        .iter()
        .filter(|r| r["channel"] == "seasons")
        .collect()
}

#[test]
fn a_monthly_season_rolls_over_at_the_months_end_with_its_top_ten_posted() {
    let mut s = session(&["boss"]);
    s.console.start_at(at("2026-11-10T12:00:00Z"));
    let mut ladder = Ladder::default();
    // Before seasons: kim beats lea twice (all-time ratings only).
    for _ in 0..2 {
        play(&mut s, "kim", "lea");
        ladder.game("kim", "lea", false);
    }
    let set = s.due("@boss /martian-settings season:monthly season_channel:#seasons");
    let set = set.iter().find(|r| private_to(r, "boss")).unwrap();
    assert!(
        text(set).contains("Seasons: monthly, final standings posted in #seasons."),
        "{set}"
    );
    // Twelve players in November's season.
    let games: [(&str, &str); 16] = [
        ("ann", "bob"),
        ("cat", "dan"),
        ("eve", "fay"),
        ("gus", "hal"),
        ("ivy", "jon"),
        ("lea", "kim"),
        ("ann", "cat"),
        ("eve", "gus"),
        ("ivy", "lea"),
        ("bob", "dan"),
        ("fay", "hal"),
        ("jon", "kim"),
        ("ann", "eve"),
        ("cat", "ivy"),
        ("bob", "fay"),
        ("kim", "hal"),
    ];
    for (winner, loser) in games {
        play(&mut s, winner, loser);
        ladder.game(winner, loser, true);
    }
    let order = ladder.season_order();
    assert_eq!(order.len(), 12);
    // Kim's season began from her all-time rating, above a newcomer's.
    let board = s.due("@ann /martian leaderboard");
    assert!(
        text(&board[0]).contains("**Leaderboard — season 2026-11**"),
        "{board:?}"
    );
    assert_eq!(table_names(text(&board[0])), order[..10]);

    // 23:59 on 30 November (UTC, the server's zone): nothing yet.
    let before = s.due(":advance 20d11h59m");
    assert!(in_seasons(&before).is_empty(), "{before:?}");
    let rolled = s.due(":advance 2m");
    let posts = in_seasons(&rolled);
    assert_eq!(posts.len(), 1, "{rolled:?}");
    let post = text(posts[0]);
    assert!(post.contains("**Season 2026-11 is over!**"), "{post}");
    let top: Vec<String> = table_names(post);
    assert_eq!(top, order[..10], "{post}");
    assert!(
        post.contains(&format!("Champion of season 2026-11: **{}**", order[0])),
        "{post}"
    );
    assert_eq!(posts[0]["delivery"], "channel");
    // Once: later ticks (and December's) post nothing more.
    assert!(in_seasons(&s.due(":advance 1d")).is_empty());

    // The champion's profile names the season; December has no games yet.
    let champion = order[0];
    let profile = s.due(&format!("@{champion} /martian profile"));
    let profile = profile.iter().find(|r| private_to(r, champion)).unwrap();
    assert!(
        text(profile).contains("Season champion: 2026-11"),
        "{profile}"
    );
    keep_card(profile, "en");
    // And in Russian; the card says so too (`SEASONS_CARDS=dir` keeps the cards to
    // look at).
    let russian = s.due(&format!("@{champion}[ru] /martian profile"));
    let russian = russian.iter().find(|r| private_to(r, champion)).unwrap();
    assert!(
        text(russian).contains("Чемпион сезона 2026-11"),
        "{russian}"
    );
    keep_card(russian, "ru");
    let december = s.due("@ann /martian leaderboard");
    assert!(
        text(&december[0]).contains("season 2026-12"),
        "{december:?}"
    );
    let november = s.due("@ann /martian leaderboard season:2026-11");
    assert_eq!(table_names(text(&november[0])), order[..10]);
    let all_time = s.due("@ann /martian leaderboard season:all-time");
    assert!(
        text(&all_time[0]).starts_with("**Leaderboard** (page 1 of 2)"),
        "{all_time:?}"
    );
    let wrong = s.due("@ann /martian leaderboard season:november");
    assert!(text(&wrong[0]).contains("is not a season"), "{wrong:?}");
}

/// Two bots over one store (as two processes over one PostgreSQL database): the one
/// whose tick comes first posts the season's end; the other's tick, at the same
/// moment of its own clock, finds it closed and posts nothing.
#[test]
fn two_bots_over_one_store_post_a_seasons_end_once() {
    let mut s = session(&["boss"]);
    let dir = tempfile::tempdir().unwrap();
    let store: std::sync::Arc<dyn martian_chess::store::Store> = s.store.clone();
    let mut other = martian_chess::console::Console::new(
        store,
        martian_chess::console::Settings {
            json: true,
            out: dir.path().to_path_buf(),
            managers: Vec::new(),
        },
    );
    let start = at("2027-03-31T20:00:00Z");
    s.console.start_at(start);
    other.start_at(start);
    s.due(
        "@boss /martian-settings season:quarterly season_channel:#seasons timezone:Europe/Prague",
    );
    play(&mut s, "ann", "bob");
    play(&mut s, "cat", "ann");
    // Midnight in Prague is 22:00 UTC: the first quarter of 2027 ends.
    let first = s.due(":advance 2h1m");
    let posts = in_seasons(&first);
    assert_eq!(posts.len(), 1, "{first:?}");
    assert!(
        text(posts[0]).contains("**Season 2027-Q1 is over!**"),
        "{}",
        posts[0]
    );
    assert_eq!(table_names(text(posts[0])), ["cat", "ann", "bob"]);
    let second: Vec<Value> = other
        .run_line(":advance 2h1m")
        .iter()
        .map(|out| serde_json::from_str(out).unwrap())
        .collect();
    assert!(in_seasons(&second).is_empty(), "{second:?}");
}
