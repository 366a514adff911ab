//! Downtime never costs a game: the time the bot could not serve (it was down, or
//! Discord was out of its reach) is an outage, and every clock that ran through it
//! gets it back; nobody forfeits unless a reminder was delivered a reminder window
//! before. Driven through the console, whose `:advance` is the bot up (ticking at every
//! moment something falls due), `:offline` a clean stop, time passing, and a start, and
//! `:unreachable` the bot up with Discord out of reach. Move timeout 72 h, reminders
//! 24 h before, invitations 24 h: the defaults.

use crate::support::{board_of, result_of, session, text, Session};
use serde_json::Value;

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

/// How the bot is kept from serving in a transcript: stopped, or up without Discord.
#[derive(Clone, Copy, Debug)]
enum Outage {
    Offline,
    Unreachable,
}

impl Outage {
    /// The bot not serving for `duration`; what it said when it served again.
    fn last(self, s: &mut Session, duration: &str) -> Vec<Value> {
        let (line, note) = match self {
            Outage::Offline => (
                format!(":offline {duration}"),
                format!("The bot was offline for {duration}; it starts again now."),
            ),
            Outage::Unreachable => (
                format!(":unreachable {duration}"),
                format!(
                    "Discord is out of the bot's reach for {duration}; the bot stays up and \
                     reaches it again now."
                ),
            ),
        };
        let said = s.say(&line);
        assert_eq!(said[0]["note"], note.as_str(), "{said:?}");
        said[1..].to_vec()
    }
}

const BOTH: [Outage; 2] = [Outage::Offline, Outage::Unreachable];

/// The board's line after the outage: once, on its next edit.
fn given_back(replies: &[Value], duration: &str) {
    assert_eq!(replies.len(), 1, "{replies:?}");
    let board = board_of(replies).unwrap_or_else(|| panic!("no board: {replies:?}"));
    assert!(
        text(board).starts_with(&format!(
            "⏰ I was unavailable for {duration}: every deadline moved {duration} later."
        )),
        "{board}"
    );
    assert_eq!(
        board["mentions"],
        serde_json::json!([]),
        "nobody is pinged: {board}"
    );
}

#[test]
fn an_outage_after_the_reminder_moves_the_deadline_by_its_length() {
    for outage in BOTH {
        let mut s = session(&[]);
        erin_moves(&mut s);
        // The reminder at hour 48 reaches finn.
        let reminded = s.due(":advance 49h");
        assert_eq!(reminded.len(), 1, "{outage:?}: {reminded:?}");
        assert!(
            text(&reminded[0]).contains("You have 24 hours left"),
            "{reminded:?}"
        );
        // Not serving from hour 49 to 71:59: nothing happens meanwhile.
        assert!(outage.last(&mut s, "1379m").is_empty(), "{outage:?}");
        // Hour 72:01: finn's deadline (72) moved 22 h 59 m later, said on the board.
        given_back(&s.due(":advance 2m"), "22 h 59 m");
        // Hour 94:01: nothing; the reminder already delivered is not sent again.
        assert!(s.due(":advance 22h").is_empty(), "{outage:?}");
        // Hour 96:01: finn forfeited at 94:59.
        let forfeit = s.due(":advance 2h");
        forfeit_posts(&forfeit);
    }
}

#[test]
fn an_outage_moves_a_challenge_s_expiry() {
    for outage in BOTH {
        let mut s = session(&[]);
        let invite = s.one("@erin /martian challenge opponent:@finn");
        assert!(text(&invite).contains("expires in 24 hours"), "{invite}");
        assert!(s.due(":advance 20h").is_empty());
        assert!(outage.last(&mut s, "10h").is_empty(), "{outage:?}");
        // Hour 31: the challenge (24, moved to 34) is still open.
        assert!(s.due(":advance 1h").is_empty(), "{outage:?}");
        let games = s.one("@erin /martian games");
        assert!(text(&games).contains("finn"), "{outage:?}: {games}");
        // Hour 35: expired.
        let expired = s.due(":advance 4h");
        assert_eq!(expired.len(), 1, "{outage:?}: {expired:?}");
        assert!(
            text(&expired[0]).starts_with("⌛ The challenge from @erin expired"),
            "{expired:?}"
        );
    }
}

#[test]
fn an_outage_at_the_start_of_a_turn_moves_the_reminder_and_the_deadline() {
    for outage in BOTH {
        let mut s = session(&[]);
        erin_moves(&mut s);
        assert!(outage.last(&mut s, "5h").is_empty(), "{outage:?}");
        // Hour 48, the reminder's first time: the clocks get the 5 hours back.
        given_back(&s.due(":advance 43h"), "5 h");
        // The reminder at 53, not before.
        assert!(s.due(":advance 4h").is_empty(), "{outage:?}");
        let reminded = s.due(":advance 1h");
        assert_eq!(reminded.len(), 1, "{outage:?}: {reminded:?}");
        assert!(
            text(&reminded[0]).contains("@finn, it's your move")
                && text(&reminded[0]).contains("You have 24 hours left"),
            "{reminded:?}"
        );
        // The forfeit at 77, not before.
        assert!(s.due(":advance 23h").is_empty(), "{outage:?}");
        forfeit_posts(&s.due(":advance 1h"));
    }
}

#[test]
fn a_minute_without_serving_is_no_outage() {
    let mut s = session(&[]);
    erin_moves(&mut s);
    assert!(s.due(":offline 1m").is_empty());
    // The reminder at 48 and the forfeit at 72 are where they were.
    let due = s.due(":advance 72h");
    assert_eq!(due.len(), 3, "{due:?}");
    assert!(text(&due[0]).contains("@finn, it's your move"), "{due:?}");
    forfeit_posts(&due[1..]);
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
fn with_reminders_off_a_long_outage_gives_its_time_back_too() {
    let mut s = session(&["mod"]);
    let saved = s.one("@mod /martian-settings reminder_hours:0");
    assert!(
        text(&saved).contains("Reminder: off"),
        "reminder_hours:0 is accepted: {saved}"
    );
    erin_moves(&mut s);
    // Down from hour 0 to 100, past finn's deadline (72): it moves to 172.
    given_back(&Outage::Offline.last(&mut s, "100h"), "100 h");
    assert!(s.due(":advance 71h").is_empty());
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

#[test]
fn a_restart_counts_the_time_since_the_last_heartbeat() {
    // The bot stopped cleanly at hour 10 (its last heartbeat), and a new session on
    // the same store starts at hour 10 + the real time between: with the console's
    // clock starting at the real time, the outage is that of the stop itself.
    let mut s = session(&[]);
    erin_moves(&mut s);
    assert!(s.due(":advance 10h").is_empty());
    // Nothing was lost or moved by the stop and start of the same instant.
    assert!(s.due(":offline 0s").is_empty());
    let due = s.due(":advance 62h");
    assert_eq!(due.len(), 3, "{due:?}");
    forfeit_posts(&due[1..]);
}

#[test]
fn a_store_refusing_the_heartbeat_is_an_outage_from_the_last_one_it_took() {
    let mut s = session(&[]);
    erin_moves(&mut s);
    assert!(s.due(":advance 1h").is_empty());
    // The disk fills up at hour 1: the next heartbeat (hour 2) is refused, and
    // nothing is due while the bot cannot keep what it would say.
    s.store.inject_write_failures(true);
    assert!(s.due(":advance 1h").is_empty());
    assert!(s.due(":advance 48h").is_empty(), "no reminder at 48");
    // At hour 51 the store takes the heartbeat again: 50 hours given back.
    s.store.inject_write_failures(false);
    given_back(&s.due(":advance 1h"), "50 h");
    assert!(s.due(":advance 46h").is_empty());
    let reminded = s.due(":advance 1h");
    assert_eq!(reminded.len(), 1, "{reminded:?}");
    assert!(
        text(&reminded[0]).contains("@finn, it's your move"),
        "{reminded:?}"
    );
}
