//! A player's own time through the console: `/martian me` sets a time zone, quiet
//! hours and vacations; reminders keep out of quiet hours (across a daylight-saving
//! change), vacations stop the player's move clocks and count against the server's
//! days a year, and what cannot be read is one clear sentence.

use crate::support::{custom_ids, private_to, session, text, Session};
use martian_chess::model::GameRecord;
use martian_chess::store::Store;
use serde_json::Value;

const MINUTE: i64 = 60_000;
const HOUR: i64 = 60 * MINUTE;
const DAY: i64 = 24 * HOUR;

fn at(iso: &str) -> i64 {
    iso.parse::<jiff::Timestamp>().unwrap().as_millisecond()
}

/// A session whose clock starts at `iso`, with a manager.
fn starting(iso: &str) -> Session {
    let mut s = session(&["mod"]);
    s.console.start_at(at(iso));
    s
}

/// alice challenges bob in #g, bob accepts, alice moves: bob's clock runs from now.
fn bobs_turn(s: &mut Session) {
    s.say("@alice #g /martian challenge opponent:@bob");
    s.say("@bob #g /martian accept");
    s.turn("@alice #g /martian move move:c3d4", "bob");
}

fn game(s: &Session) -> GameRecord {
    s.store.open_games().unwrap().pop().expect("an open game")
}

/// The one private answer to a line.
fn answer(s: &mut Session, line: &str, user: &str) -> Value {
    let replies = s.due(line);
    let mine: Vec<&Value> = replies.iter().filter(|r| private_to(r, user)).collect();
    assert_eq!(mine.len(), 1, "{line}: {replies:?}");
    mine[0].clone()
}

/// Whether what `:advance` printed holds bob's reminder.
fn reminded(replies: &[Value]) -> bool {
    replies
        .iter()
        .any(|r| r["delivery"] == "direct" && r["to"] == "bob")
}

#[test]
fn a_reminder_due_at_two_at_night_comes_when_quiet_hours_begin() {
    // alice moves at 01:00 UTC on 8 January: bob's reminder (24 h before his 72 h
    // deadline) would come at 01:00 UTC on the 10th, 02:00 in Prague.
    let mut s = starting("2027-01-08T01:00:00Z");
    s.say("@bob /martian me timezone:Europe/Prague quiet_hours:23-7");
    bobs_turn(&mut s);
    let record = game(&s);
    assert_eq!(record.deadline_ms, Some(at("2027-01-11T01:00:00Z")));
    // 23:00 in Prague (UTC+1 in winter) the evening before.
    assert_eq!(record.reminder_ms, Some(at("2027-01-09T22:00:00Z")));
    let quiet_start = at("2027-01-09T22:00:00Z") - at("2027-01-08T01:00:00Z");
    assert!(!reminded(
        &s.say(&format!(":advance {}m", quiet_start / MINUTE - 1))
    ));
    assert!(reminded(&s.say(":advance 1m")));
    // The deadline did not move.
    assert_eq!(game(&s).deadline_ms, Some(at("2027-01-11T01:00:00Z")));
}

#[test]
fn quiet_hours_follow_the_clocks_across_the_change_to_summer_time() {
    // Set in winter; Prague's clocks go from 02:00 to 03:00 on 28 March 2027.
    let mut s = starting("2027-03-20T12:00:00Z");
    s.say("@bob /martian me timezone:Europe/Prague quiet_hours:23-7");
    s.say(&format!(
        ":advance {}m",
        (at("2027-03-27T00:30:00Z") - at("2027-03-20T12:00:00Z")) / MINUTE
    ));
    bobs_turn(&mut s);
    // The reminder would come at 00:30 UTC on the 29th, 02:30 summer time: it comes
    // at 23:00 summer time on the 28th, 21:00 UTC (an offset fixed in winter would
    // say 22:00 UTC, inside the quiet hours).
    assert_eq!(game(&s).reminder_ms, Some(at("2027-03-28T21:00:00Z")));
    let until = (at("2027-03-28T21:00:00Z") - at("2027-03-27T00:30:00Z")) / MINUTE;
    assert!(!reminded(&s.say(&format!(":advance {}m", until - 1))));
    assert!(reminded(&s.say(":advance 1m")));
}

#[test]
fn a_week_of_vacation_moves_the_deadline_and_the_reminder_a_week() {
    let mut s = starting("2027-02-01T10:00:00Z");
    bobs_turn(&mut s);
    let before = game(&s);
    let answer = answer(&mut s, "@bob /martian me vacation:7", "bob");
    assert!(
        text(&answer).contains("until 2027-02-08 10:00 (UTC)"),
        "{answer}"
    );
    let after = game(&s);
    assert_eq!(after.deadline_ms, before.deadline_ms.map(|d| d + 7 * DAY));
    assert_eq!(after.reminder_ms, before.reminder_ms.map(|r| r + 7 * DAY));
    // The board says so; alice may still... not move (it is bob's turn), but her own
    // games go on: a week passes with no reminder for bob.
    assert!(!reminded(&s.say(":advance 7d")));
    let board = s.one("@bob #g /martian board");
    assert!(!text(&board).contains("vacation"), "{board}");
    // Two days after coming back, bob's reminder is 24 h before the moved deadline.
    assert!(!reminded(&s.say(":advance 47h")));
    assert!(reminded(&s.say(":advance 1h")));
}

#[test]
fn the_board_says_who_is_on_vacation_and_the_opponent_may_move() {
    let mut s = starting("2027-02-01T10:00:00Z");
    bobs_turn(&mut s);
    let replies = s.due("@alice /martian me vacation:3");
    let board = replies
        .iter()
        .find(|r| r["delivery"] == "board-edit")
        .unwrap_or_else(|| panic!("no board edited: {replies:?}"));
    assert!(
        text(board).contains("alice is on vacation until 2027-02-04 10:00 (UTC)"),
        "{board}"
    );
    // bob moves; alice's turn begins during her vacation: her deadline is 72 h after
    // it ends.
    s.turn("@bob #g /martian move move:c6b5", "alice");
    assert_eq!(game(&s).deadline_ms, Some(at("2027-02-07T10:00:00Z")));
}

#[test]
fn coming_back_early_counts_only_the_days_taken() {
    let mut s = starting("2027-02-01T10:00:00Z");
    bobs_turn(&mut s);
    let planned = game(&s).deadline_ms.unwrap();
    s.say("@bob /martian me vacation:7");
    s.say(":advance 2d");
    let back = answer(&mut s, "@bob /martian me vacation:0", "bob");
    assert!(text(&back).contains("after 2 days"), "{back}");
    assert_eq!(game(&s).deadline_ms, Some(planned + 2 * DAY));
    let shown = answer(&mut s, "@bob /martian me", "bob");
    assert!(
        text(&shown).contains("2 of 14 days taken this year"),
        "{shown}"
    );
    // Not on vacation any more: nothing to end.
    let none = answer(&mut s, "@bob /martian me vacation:0", "bob");
    assert_eq!(
        text(&none),
        "You are not on vacation, so there is none to end."
    );
}

#[test]
fn the_fifteenth_day_of_vacation_in_a_year_is_refused() {
    let mut s = starting("2027-02-01T10:00:00Z");
    s.say("@bob /martian me vacation:7");
    s.say(":advance 7d");
    s.say("@bob /martian me vacation:7");
    s.say(":advance 7d");
    let refused = answer(&mut s, "@bob /martian me vacation:1", "bob");
    assert_eq!(
        text(&refused),
        "You have 0 days of vacation left this year (this server allows 14 a year): choose at most 0."
    );
    // A new year, new days.
    s.say(":advance 330d");
    let granted = answer(&mut s, "@bob /martian me vacation:1", "bob");
    assert!(
        text(&granted).starts_with("Enjoy your vacation"),
        "{granted}"
    );
    // A server may allow none.
    s.say("@mod /martian-settings vacation_days_per_year:0");
    let off = answer(&mut s, "@carol /martian me vacation:1", "carol");
    assert!(
        text(&off).starts_with("This server allows no vacations"),
        "{off}"
    );
}

#[test]
fn a_vacation_with_a_deadline_within_the_hour_asks_first() {
    let mut s = starting("2027-02-01T10:00:00Z");
    bobs_turn(&mut s);
    s.say(":advance 71h30m");
    let asked = answer(&mut s, "@bob /martian me vacation:2", "bob");
    assert!(text(&asked).contains("within the hour"), "{asked}");
    let before = game(&s).deadline_ms.unwrap();
    let ids = custom_ids(&asked);
    assert_eq!(ids.len(), 1, "{asked}");
    // Nobody else may press it for bob.
    let theirs = s.due(&format!("@alice #general click {}", ids[0]));
    assert!(
        theirs.iter().all(|r| !text(r).starts_with("Enjoy")),
        "{theirs:?}"
    );
    let replies = s.due(&format!("@bob #general click {}", ids[0]));
    assert!(
        replies
            .iter()
            .any(|r| text(r).starts_with("Enjoy your vacation")),
        "{replies:?}"
    );
    assert_eq!(game(&s).deadline_ms, Some(before + 2 * DAY));
}

#[test]
fn what_cannot_be_read_is_one_sentence() {
    let mut s = starting("2027-02-01T10:00:00Z");
    for (line, said) in [
        (
            "@bob /martian me timezone:Mars/Olympus",
            "“Mars/Olympus” is not a time zone I know: pick one from the list as you type, like Europe/Prague or America/New_York.",
        ),
        (
            "@bob /martian me quiet_hours:25-3",
            "“25-3” are not quiet hours: write two different hours of the day from 0 to 23, like 23-7 (from 23:00 to 7:00), or off to have none.",
        ),
        (
            "@bob /martian me vacation:-1",
            "A vacation lasts 1 to 14 days (0 ends yours early): -1 is not one of them.",
        ),
        (
            "@mod /martian-settings timezone:Atlantis",
            "“Atlantis” is not a time zone I know: pick one from the list as you type, like Europe/Prague or America/New_York.",
        ),
    ] {
        let user = line[1..].split(' ').next().unwrap();
        assert_eq!(text(&answer(&mut s, line, user)), said, "{line}");
    }
    // One bad option changes nothing, the good ones included.
    s.say("@bob /martian me timezone:Europe/Prague quiet_hours:7-7");
    let shown = answer(&mut s, "@bob /martian me", "bob");
    assert!(
        text(&shown).contains("Time zone: UTC (the server's"),
        "{shown}"
    );
    // Zones are offered as they are typed.
    let offered = s.say("@bob autocomplete timezone:prag");
    assert_eq!(
        offered[0]["autocomplete"][0]["value"], "Europe/Prague",
        "{offered:?}"
    );
}

#[test]
fn me_speaks_czech_and_russian() {
    let mut s = starting("2027-02-01T10:00:00Z");
    s.console.set_locale("cs").unwrap();
    let cs = answer(&mut s, "@bob /martian já dovolená:3", "bob");
    assert!(
        text(&cs).starts_with("Užijte si dovolenou: do 4. 2. 2027 v 10:00 (UTC)"),
        "{cs}"
    );
    let ru = answer(
        &mut s,
        "@carol[ru] /martian я часовой_пояс:Europe/Moscow тихие_часы:выкл",
        "carol",
    );
    assert!(text(&ru).contains("Часовой пояс: Europe/Moscow"), "{ru}");
}

#[test]
fn quiet_hours_keep_direct_messages_only() {
    // bob's DMs are closed: his reminder is a ping in the channel, at its own time.
    let mut s = starting("2027-01-08T01:00:00Z");
    s.say("@bob /martian me timezone:Europe/Prague quiet_hours:23-7");
    s.store
        .remember_dms_closed(
            martian_chess::console::CONSOLE_GUILD,
            martian_chess::console::user_id("bob"),
        )
        .unwrap();
    bobs_turn(&mut s);
    assert_eq!(game(&s).reminder_ms, Some(at("2027-01-10T01:00:00Z")));
}
