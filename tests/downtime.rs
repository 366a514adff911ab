//! Downtime never forfeits anybody: nobody forfeits unless a reminder was delivered a
//! reminder window before. Driven through the console, whose `:advance` is the bot up
//! (ticking at every moment something falls due) and `:offline` the bot down.

mod support;

use serde_json::Value;
use support::{board_of, result_of, session, text, Session};

/// Erin challenges finn, who accepts; erin moves at hour 0, so finn's 72 hours start.
fn erin_moves(s: &mut Session) {
    s.one("@erin /martian challenge opponent:@finn");
    s.turn("@finn /martian accept", "erin");
    let moved = s.turn("@erin /martian move move:c3d4", "finn");
    assert!(text(&moved).contains("@finn, your move"), "{moved}");
}

/// What a forfeit posts: the final board, then the result line that pings both.
fn forfeit_posts(forfeit: &[Value]) -> (&Value, &Value) {
    assert_eq!(forfeit.len(), 2, "{forfeit:?}");
    let board = board_of(forfeit).unwrap_or_else(|| panic!("no board: {forfeit:?}"));
    let result = result_of(forfeit).unwrap_or_else(|| panic!("no result line: {forfeit:?}"));
    assert!(std::ptr::eq(board, &forfeit[0]), "{forfeit:?}");
    assert_eq!(
        text(result),
        "**erin** vs **finn**: erin wins: finn ran out of time.",
        "{result}"
    );
    assert_eq!(result["mentions"], serde_json::json!(["erin", "finn"]));
    (board, result)
}

#[test]
fn the_issues_transcript_holds_exactly() {
    let mut s = session(&[]);
    erin_moves(&mut s);
    // Hour 10: nothing is due.
    assert!(s.due(":advance 10h").is_empty());
    // Hour 110: finn's deadline (72) passed while the bot was down, and the reminder
    // (48) never went out: finn is reminded now, and nobody forfeits.
    let offline = s.say(":offline 100h");
    assert_eq!(
        offline[0]["note"],
        "The bot was offline for 100h; it starts again now."
    );
    let reminded = &offline[1..];
    assert_eq!(reminded.len(), 1, "{offline:?}");
    assert_eq!(
        (reminded[0]["delivery"].as_str(), reminded[0]["to"].as_str()),
        (Some("direct"), Some("finn"))
    );
    assert_eq!(
        text(&reminded[0]),
        "⏰ @finn, it's your move in #general (against erin). I couldn't remind you in time, \
         so nobody forfeits yet: you have 24 more hours to move; after that you forfeit."
    );
    // Hour 130: nothing.
    assert!(s.due(":advance 20h").is_empty());
    let board = s.one("@finn /martian board");
    assert!(!text(&board).contains("Game over"), "{board}");
    // Hour 140: the window that started at 110 ended at 134, and finn forfeits.
    let forfeit = s.due(":advance 10h");
    let (board, _) = forfeit_posts(&forfeit);
    let said = text(board);
    assert!(
        said.starts_with("⏰ finn ran out of time and forfeits.")
            && said.contains("**Game over.** erin wins: finn ran out of time."),
        "{said}"
    );
    assert_eq!(board["channel"], "general");
    assert!(text(&s.one("@finn /martian move move:b6a5")).contains("no game in this channel"));
}

#[test]
fn advancing_with_the_bot_up_sends_everything_at_its_own_time_in_order() {
    let mut s = session(&[]);
    erin_moves(&mut s);
    // One long step: the reminder at 48, delivered, then the forfeit at 72, as a bot
    // that was up all along would have sent them.
    let due = s.due(":advance 100h");
    assert_eq!(due.len(), 3, "{due:?}");
    assert!(
        text(&due[0]).contains("@finn, it's your move")
            && text(&due[0]).contains("You have 24 hours left"),
        "{due:?}"
    );
    let (board, _) = forfeit_posts(&due[1..]);
    assert!(text(board).contains("finn ran out of time"), "{due:?}");
}

#[test]
fn a_restart_after_the_reminder_but_past_the_deadline_reminds_again_instead() {
    let mut s = session(&[]);
    erin_moves(&mut s);
    // Reminded at hour 48, then down from hour 50 to 100: finn may have tried to
    // move meanwhile, so he gets a new reminder and a new window, not a forfeit.
    assert_eq!(s.due(":advance 50h").len(), 1);
    let offline = s.due(":offline 50h");
    assert_eq!(offline.len(), 1, "{offline:?}");
    assert!(
        text(&offline[0]).contains("you have 24 more hours to move"),
        "{offline:?}"
    );
    assert!(s.due(":advance 23h").is_empty());
    let forfeit = s.due(":advance 1h");
    let (board, _) = forfeit_posts(&forfeit);
    assert!(text(board).contains("finn ran out of time"), "{forfeit:?}");
}

#[test]
fn with_reminders_off_a_deadline_missed_while_down_moves_a_day_later_announced() {
    let mut s = session(&["mod"]);
    let saved = s.one("@mod /martian-settings reminder_hours:0");
    assert!(
        text(&saved).contains("Reminder: off"),
        "reminder_hours:0 is accepted: {saved}"
    );
    erin_moves(&mut s);
    let offline = s.due(":offline 100h");
    assert_eq!(offline.len(), 1, "{offline:?}");
    assert_eq!(offline[0]["channel"], "general");
    assert_eq!(offline[0]["delivery"], "channel");
    assert_eq!(
        text(&offline[0]),
        "⏰ I was offline when @finn's time to move ran out, so nobody forfeits: @finn, \
         you have 24 more hours to move; after that you forfeit."
    );
    assert_eq!(offline[0]["mentions"][0], "finn");
    assert!(s.due(":advance 23h").is_empty());
    let forfeit = s.due(":advance 1h");
    let (board, _) = forfeit_posts(&forfeit);
    assert!(text(board).contains("finn ran out of time"), "{forfeit:?}");
}

#[test]
fn with_reminders_off_a_bot_that_stayed_up_forfeits_on_time() {
    let mut s = session(&["mod"]);
    s.one("@mod /martian-settings reminder_hours:0");
    erin_moves(&mut s);
    // No reminder at all; the deadline at 72 is met by a tick at 72, never late.
    let due = s.due(":advance 100h");
    let (board, _) = forfeit_posts(&due);
    assert!(text(board).contains("finn ran out of time"), "{due:?}");
}
