//! The lists' Previous/Next buttons through the console: the leaderboard (public, any
//! reader may page it) and a player's history (private), page by page through the
//! buttons' ids, the ends disabled, tampered ids refused with a sentence; and the board
//! image's description (`alt:`) as the console prints it.

mod support;

use std::sync::Arc;

use martian_chess::console::{Console, Settings};
use martian_chess::store::SledStore;
use serde_json::Value;
use support::{session, text, Session};

/// `a` challenges `b` in `channel`, moves, and `b` resigns: one rated game each.
fn win(s: &mut Session, a: &str, b: &str, channel: &str) {
    s.one(&format!("@{a} #{channel} /martian challenge opponent:@{b}"));
    s.turn(&format!("@{b} #{channel} /martian accept"), a);
    s.turn(&format!("@{a} #{channel} /martian move move:c3d4"), b);
    let ask = s.one(&format!("@{b} #{channel} /martian resign"));
    let confirm = ask["components"][0]["custom_id"]
        .as_str()
        .unwrap()
        .to_string();
    let (done, result) = s.end(&format!("@{b} #{channel} click {confirm}"));
    assert!(text(&done).contains(&format!("{a} wins")), "{done}");
    assert!(text(&result).contains(&format!("{a} wins")), "{result}");
}

/// The Previous and Next buttons: (custom_id, label, disabled).
fn pager(reply: &Value) -> [(String, String, bool); 2] {
    let buttons = reply["components"].as_array().expect("components");
    assert_eq!(buttons.len(), 2, "{reply}");
    let button = |b: &Value| {
        (
            b["custom_id"].as_str().unwrap().to_string(),
            b["label"].as_str().unwrap().to_string(),
            b["disabled"] == true,
        )
    };
    [button(&buttons[0]), button(&buttons[1])]
}

/// Ann beats eleven players in one channel (her history fills two pages), and five
/// more games elsewhere: 22 rated players, three pages of the leaderboard.
fn busy_server() -> Session {
    let mut s = session(&[]);
    for i in 0..11 {
        win(&mut s, "ann", &format!("q{i}"), "ann-games");
    }
    for i in 0..5 {
        win(&mut s, &format!("p{i}"), &format!("r{i}"), &format!("t{i}"));
    }
    s
}

#[test]
fn the_leaderboard_and_a_history_page_by_their_buttons() {
    let mut s = busy_server();
    let first = s.one("@zed /martian leaderboard");
    assert_eq!(first["ephemeral"], false);
    assert_eq!(first["silent"], true, "a list notifies nobody");
    assert!(
        text(&first).starts_with("**Leaderboard** (page 1 of 3)"),
        "{first}"
    );
    let [previous, next] = pager(&first);
    assert_eq!(
        (previous.1.as_str(), previous.2, next.1.as_str(), next.2),
        ("◀ Previous", true, "Next ▶", false)
    );

    // Someone else pages the public list: the message is replaced.
    let second = s.one(&format!("@yan click {}", next.0));
    assert_eq!(second["delivery"], "update");
    assert_eq!(second["ephemeral"], false);
    assert!(
        text(&second).starts_with("**Leaderboard** (page 2 of 3)"),
        "{second}"
    );
    let [previous, next] = pager(&second);
    assert!(!previous.2 && !next.2, "{second}");
    let third = s.one(&format!("@zed click {}", next.0));
    assert!(
        text(&third).starts_with("**Leaderboard** (page 3 of 3)"),
        "{third}"
    );
    let [previous, next] = pager(&third);
    assert!(
        !previous.2 && next.2,
        "Next is disabled on the last page: {third}"
    );
    let back = s.one(&format!("@zed click {}", previous.0));
    assert!(
        text(&back).starts_with("**Leaderboard** (page 2 of 3)"),
        "{back}"
    );
    let back = s.one(&format!("@zed click {}", pager(&back)[0].0));
    assert!(
        text(&back).starts_with("**Leaderboard** (page 1 of 3)"),
        "{back}"
    );
    assert!(pager(&back)[0].2, "Previous is disabled on the first page");

    // Ann's history: private to her.
    let history = s.one("@ann /martian history");
    assert_eq!(
        (history["ephemeral"].as_bool(), history["to"].as_str()),
        (Some(true), Some("ann"))
    );
    assert!(text(&history).contains("(page 1 of 2)"), "{history}");
    let [previous, next] = pager(&history);
    assert!(previous.2 && !next.2);
    assert!(next.0.starts_with("mcl:h:2:"), "{}", next.0);
    let page2 = s.one(&format!("@ann click {}", next.0));
    assert_eq!(page2["delivery"], "update");
    assert_eq!(
        (page2["ephemeral"].as_bool(), page2["to"].as_str()),
        (Some(true), Some("ann"))
    );
    assert!(
        text(&page2).starts_with("**Recent games of ann**: 11 finished (page 2 of 2)"),
        "{page2}"
    );
    assert_eq!(
        text(&page2).lines().filter(|l| l.starts_with("• ")).count(),
        1
    );
    let [previous, next] = pager(&page2);
    assert!(!previous.2 && next.2);
    let page1 = s.one(&format!("@ann click {}", previous.0));
    assert!(text(&page1).contains("(page 1 of 2)"), "{page1}");
}

#[test]
fn a_tampered_page_button_is_refused_with_a_sentence() {
    let mut s = busy_server();
    let history = s.one("@ann /martian history");
    let next = pager(&history)[1].0.clone();
    let (prefix, user) = next.rsplit_once(':').unwrap();
    for (id, says) in [
        (
            format!("{prefix}:x{user}"),
            "doesn't belong to any list I know",
        ),
        (
            "mcl:lb:2:5".to_string(),
            "doesn't belong to any list I know",
        ),
        (
            "mcl:what:1".to_string(),
            "doesn't belong to any list I know",
        ),
        (
            "mcl:lb:9".to_string(),
            "There is no page 9: the leaderboard has 3 pages",
        ),
        (format!("mcl:h:7:{user}"), "There is no page 7"),
        (
            "mcl:lb:99999999999999999999999".to_string(),
            "doesn't belong to any list I know",
        ),
    ] {
        let refused = s.one(&format!("@ann click {id}"));
        assert_eq!(refused["ephemeral"], true, "{id}: {refused}");
        assert_eq!(refused["delivery"], "respond", "{id}: {refused}");
        assert!(text(&refused).contains(says), "{id}: {refused}");
    }
}

#[test]
fn the_console_prints_the_alt_text_and_disabled_buttons() {
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(SledStore::open(&dir.path().join("data")).unwrap());
    let settings = Settings {
        json: false,
        out: dir.path().join("out"),
        managers: Vec::new(),
    };
    let mut console = Console::new(store, settings);
    console.run_line("@alice /martian challenge opponent:@bob");
    let start = console.run_line("@bob /martian accept").join("\n");
    assert!(start.contains("\n  image: "), "{start}");
    assert!(
        start.contains(
            "\n  alt: Martian Chess board, move 1. alice to move. Score: alice 0 and bob 0."
        ),
        "{start}"
    );
    let moved = console
        .run_line("@alice /martian move move:c3d4")
        .join("\n");
    assert!(moved.contains("Last move by alice: c3d4 pawn."), "{moved}");
    // The live board is edited in place, and bob is pinged below it.
    assert!(
        moved.contains("[#general] (edited) alice played c3d4"),
        "{moved}"
    );
    assert!(moved.ends_with("[#general] @bob, your move."), "{moved}");
    // Twelve rated players: the leaderboard's second page, its Next disabled.
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(SledStore::open(&dir.path().join("data")).unwrap());
    let mut console = Console::new(
        store,
        Settings {
            json: false,
            out: dir.path().join("out"),
            managers: Vec::new(),
        },
    );
    for i in 0..6 {
        let channel = format!("c{i}");
        console.run_line(&format!(
            "@a{i} #{channel} /martian challenge opponent:@b{i}"
        ));
        console.run_line(&format!("@b{i} #{channel} /martian accept"));
        console.run_line(&format!("@a{i} #{channel} /martian move move:c3d4"));
        let game = console
            .run_line(&format!("@b{i} #{channel} /martian resign"))
            .join("\n");
        let confirm = game
            .split_whitespace()
            .find(|w| w.ends_with(":resign-yes"))
            .unwrap_or_else(|| panic!("{game}"))
            .to_string();
        console.run_line(&format!("@b{i} #{channel} click {confirm}"));
    }
    let page = console
        .run_line("@zed /martian leaderboard page:2")
        .join("\n");
    assert!(page.contains("(page 2 of 2)"), "{page}");
    assert!(
        page.contains("  buttons: [◀ Previous] mcl:lb:1  [Next ▶] mcl:lb:3 (disabled)"),
        "{page}"
    );
}
