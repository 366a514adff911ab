//! Timeouts, reminders, ratings, leaderboards, stats, history and replays, driven
//! through the console protocol with its simulated clock.

mod support;

use support::{board_of, result_of, run_console, session, text, Session};

fn duel(s: &mut Session, a: &str, b: &str, channel: &str) {
    s.one(&format!("@{a} #{channel} /martian challenge opponent:@{b}"));
    s.turn(&format!("@{b} #{channel} /martian accept"), a);
}

/// `a` beats `b` in `channel`: `b` resigns at once (after `a`'s first move).
fn win(s: &mut Session, a: &str, b: &str, channel: &str) {
    duel(s, a, b, channel);
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

#[test]
fn a_reminder_is_sent_once_at_the_right_time() {
    let mut s = session(&[]);
    duel(&mut s, "alice", "bob", "general");
    // Defaults: 72 hours to move, reminded 24 hours before the deadline.
    assert!(s.due(":advance 47h").is_empty());
    let reminders = s.due(":advance 1h");
    assert_eq!(reminders.len(), 1, "{reminders:?}");
    let reminder = &reminders[0];
    assert_eq!(
        (reminder["delivery"].as_str(), reminder["to"].as_str()),
        (Some("direct"), Some("alice"))
    );
    assert!(
        text(reminder).contains("@alice, it's your move")
            && text(reminder).contains("24 hours left"),
        "{reminder}"
    );
    assert!(s.due(":advance 1h").is_empty());
    assert!(s.due(":advance 20h").is_empty());
}

#[test]
fn the_idle_player_forfeits_at_the_deadline_and_not_before() {
    let mut s = session(&[]);
    duel(&mut s, "alice", "bob", "general");
    s.turn("@alice /martian move move:c3d4", "bob");
    // Bob's 72 hours start now.
    s.due(":advance 48h"); // the reminder
    assert!(s.due(":advance 23h").is_empty());
    let before = s.one("@bob /martian board");
    assert!(!text(&before).contains("Game over"));
    let forfeit = s.due(":advance 1h");
    // The final board, and the result line.
    assert_eq!(forfeit.len(), 2, "{forfeit:?}");
    let board = board_of(&forfeit).unwrap_or_else(|| panic!("{forfeit:?}"));
    let said = text(board);
    assert!(
        said.contains("bob ran out of time and forfeits") && said.contains("alice wins"),
        "{said}"
    );
    assert!(
        said.contains("Ratings: alice 1500 → 1662 (+162) · bob 1500 → 1338 (−162)"),
        "{said}"
    );
    let result = result_of(&forfeit).unwrap_or_else(|| panic!("{forfeit:?}"));
    assert!(text(result).contains("alice wins"), "{result}");
    let mentions = result["mentions"].as_array().unwrap();
    assert_eq!(mentions.len(), 2, "everyone is told: {result}");
    assert!(text(&s.one("@bob /martian move move:b6a5")).contains("no game in this channel"));
}

#[test]
fn settings_change_the_deadline_of_the_next_move() {
    let mut s = session(&["mod"]);
    let shown = s.one("@alice /martian-settings");
    assert!(
        text(&shown).contains("Move timeout: 72 hours")
            && text(&shown).contains("Reminder: 24 hours"),
        "{shown}"
    );
    for (line, says) in [
        (
            "@alice /martian-settings move_timeout_hours:10",
            "Only server managers",
        ),
        (
            "@mod /martian-settings move_timeout_hours:0",
            "out of range",
        ),
        (
            "@mod /martian-settings move_timeout_hours:-5",
            "out of range",
        ),
        (
            "@mod /martian-settings move_timeout_hours:100000",
            "out of range",
        ),
        (
            "@mod /martian-settings reminder_hours:72",
            "fewer reminder hours than the timeout",
        ),
        (
            "@mod /martian-settings default_ruleset:chess",
            "not a ruleset",
        ),
    ] {
        let reply = s.one(line);
        assert!(
            reply["ephemeral"] == true && text(&reply).contains(says),
            "{line}: {reply}"
        );
    }
    duel(&mut s, "alice", "bob", "general");
    let saved = s.one("@mod /martian-settings move_timeout_hours:10 reminder_hours:2");
    assert!(text(&saved).contains("Move timeout: 10 hours"), "{saved}");
    // Alice's clock was set before the change (72 hours); her move starts bob's, at 10.
    s.turn("@alice /martian move move:c3d4", "bob");
    assert!(s.due(":advance 7h").is_empty());
    let reminder = s.due(":advance 1h");
    assert!(text(&reminder[0]).contains("2 hours left"), "{reminder:?}");
    let forfeit = s.due(":advance 2h");
    assert!(
        text(&forfeit[0]).contains("bob ran out of time"),
        "{forfeit:?}"
    );
}

fn console_run(data: &std::path::Path, input: &str) -> Vec<serde_json::Value> {
    run_console(data, &data.with_extension("out"), input)
}

#[test]
fn reminders_and_forfeits_survive_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    console_run(
        &data,
        "@alice /martian challenge opponent:@bob\n@bob /martian accept\n",
    );
    // Each run's clock starts at the real time: the deadline is about 72 hours away.
    let second = console_run(&data, ":advance 49h\n");
    assert!(
        second.iter().any(|r| text(r).contains("it's your move")),
        "{second:?}"
    );
    let third = console_run(&data, ":advance 49h\n");
    assert!(
        third.iter().all(|r| !text(r).contains("it's your move")),
        "reminded twice: {third:?}"
    );
    let fourth = console_run(&data, ":advance 73h\n");
    assert!(
        fourth
            .iter()
            .any(|r| text(r).contains("alice ran out of time")),
        "{fourth:?}"
    );
}

#[test]
fn the_leaderboard_ranks_ties_together_and_pages() {
    let mut s = session(&[]);
    // Two players each beat a newcomer: equal ratings share first place.
    win(&mut s, "ann", "ben", "c1");
    win(&mut s, "cat", "dan", "c2");
    let board = s.one("@ann /martian leaderboard");
    let lines: Vec<String> = text(&board).lines().map(String::from).collect();
    assert!(lines[0].contains("page 1 of 1"), "{board}");
    let row = |name: &str| lines.iter().find(|l| l.contains(name)).cloned().unwrap();
    assert!(
        row("ann").trim_start().starts_with("1 ") && row("cat").trim_start().starts_with("1 "),
        "{board}"
    );
    assert!(
        row("ben").trim_start().starts_with("3 ") && row("dan").trim_start().starts_with("3 "),
        "{board}"
    );
    assert!(
        row("ann").contains("1662? ±290") && row("ann").contains("1/0/0"),
        "{}",
        row("ann")
    );
    // Eleven rated players make two pages.
    for i in 0..4 {
        win(&mut s, &format!("p{i}"), &format!("q{i}"), &format!("d{i}"));
    }
    let page2 = s.one("@ann /martian leaderboard page:2");
    assert!(text(&page2).contains("page 2 of 2"), "{page2}");
    assert_eq!(
        text(&page2)
            .lines()
            .filter(|l| l.contains("1/0/0") || l.contains("0/0/1"))
            .count(),
        2
    );
    let bad = s.one("@ann /martian leaderboard page:3");
    assert!(
        bad["ephemeral"] == true && text(&bad).contains("There is no page 3"),
        "{bad}"
    );
}

#[test]
fn stats_history_and_replay() {
    let mut s = session(&[]);
    win(&mut s, "alice", "bob", "general");
    win(&mut s, "alice", "carol", "general");
    let stats = s.one("@bob /martian stats user:@alice");
    let said = text(&stats);
    assert!(said.contains("Games: 2 (2 won, 0 drawn, 0 lost)"), "{said}");
    assert!(said.contains("Points captured: 0"), "{said}");
    assert!(
        said.contains("Favourite opening move: c3d4 (2 times)"),
        "{said}"
    );
    assert!(said.contains("Longest game: 1 move (game"), "{said}");
    assert!(text(&s.one("@dave /martian stats")).contains("has not finished a rated game"));

    let history = s.one("@alice /martian history");
    let said = text(&history);
    assert_eq!(said.matches("• `").count(), 2, "{said}");
    assert!(
        said.contains("vs carol: won") && said.contains("vs bob: won"),
        "{said}"
    );
    let id = said.split('`').nth(1).unwrap().to_string();
    let replay = s.one(&format!("@bob /martian replay game:{id}"));
    assert!(text(&replay).contains("Moves: 1. c3d4"), "{replay}");
    let gif = std::fs::read(replay["image"].as_str().unwrap()).unwrap();
    assert!(gif.starts_with(b"GIF89a"));
    let unknown = s.one("@bob /martian replay game:zzzz");
    assert!(
        text(&unknown).contains("There is no game zzzz in this server"),
        "{unknown}"
    );
    let junk = s.one("@bob /martian replay game:no-such-thing!");
    assert!(text(&junk).contains("is not a game id"), "{junk}");
}

#[test]
fn games_lists_what_is_in_progress_and_computer_games_are_unrated() {
    let mut s = session(&[]);
    duel(&mut s, "alice", "bob", "one");
    duel(&mut s, "carol", "alice", "two");
    let games = s.one("@bob /martian games user:@alice");
    assert_eq!(text(&games).matches("• game").count(), 2, "{games}");
    // Channels are shown by name, never as raw mentions.
    assert!(
        text(&games).contains(" in #one: ") && text(&games).contains(" in #two: "),
        "{games}"
    );
    assert!(!text(&games).contains("<#"), "{games}");
    let all = s.one("@bob /martian games");
    assert_eq!(text(&all).matches("• game").count(), 2);

    s.turn(
        "@dave #three /martian challenge opponent:@bot level:easy",
        "dave",
    );
    let ask = s.one("@dave #three /martian resign");
    let confirm = ask["components"][0]["custom_id"]
        .as_str()
        .unwrap()
        .to_string();
    let (done, result) = s.end(&format!("@dave #three click {confirm}"));
    assert!(
        text(&done).contains("Games against the computer are not rated."),
        "{done}"
    );
    assert!(text(&result).contains("bot (easy) wins"), "{result}");
    assert!(text(&s.one("@dave /martian stats")).contains("has not finished a rated game"));
}

#[test]
fn a_player_whose_dms_are_closed_is_reminded_in_the_channel() {
    use martian_chess::console::CONSOLE_GUILD;
    use martian_chess::model::UserId;
    use martian_chess::store::Store;

    let mut s = session(&[]);
    duel(&mut s, "alice", "bob", "general");
    // What the Discord adapter records when a reminder DM to alice is refused.
    let alice = s.store.open_games().unwrap()[0].seats[0].user;
    assert!(!s.store.dms_closed(CONSOLE_GUILD, alice).unwrap());
    s.store.remember_dms_closed(CONSOLE_GUILD, alice).unwrap();
    assert!(s.store.dms_closed(CONSOLE_GUILD, alice).unwrap());
    assert!(!s
        .store
        .dms_closed(CONSOLE_GUILD, UserId(alice.0 + 1))
        .unwrap());
    let reminder = s.due(":advance 48h");
    assert_eq!(reminder.len(), 1, "{reminder:?}");
    assert_eq!(
        (
            reminder[0]["delivery"].as_str(),
            reminder[0]["channel"].as_str(),
            reminder[0]["to"].as_str()
        ),
        (Some("channel"), Some("general"), None)
    );
    assert!(text(&reminder[0]).contains("@alice, it's your move"));
    assert_eq!(reminder[0]["mentions"][0], "alice");
}
