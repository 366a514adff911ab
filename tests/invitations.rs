//! Invitations expire (the server's `invite_timeout_hours`, 24 by default) and never
//! block a channel for good; the challenger can withdraw, a manager can abort any game.
//! Driven through the console protocol with its simulated clock.

mod support;

use martian_chess::store::Store;
use support::{session, text};

#[test]
fn a_challenge_left_unanswered_25_hours_is_gone_and_the_channel_takes_a_new_one() {
    let mut s = session(&[]);
    let invite = s.one("@alice /martian challenge opponent:@bob");
    assert!(
        text(&invite).ends_with("the challenge expires in 24 hours otherwise."),
        "{invite}"
    );
    assert!(s.due(":advance 23h").is_empty());
    let busy = s.one("@carol /martian challenge opponent:@dave");
    assert!(text(&busy).contains("already has a game"), "{busy}");
    let expired = s.due(":advance 2h");
    assert_eq!(expired.len(), 1, "{expired:?}");
    let said = text(&expired[0]);
    assert_eq!(
        said,
        "⌛ The challenge from @alice expired: bob didn't accept within 24 hours. The channel \
         is free for a new game; @alice, challenge again with `/martian challenge` when they \
         are around."
    );
    assert_eq!(expired[0]["channel"], "general");
    assert_eq!(expired[0]["delivery"], "channel");
    assert_eq!(expired[0]["mentions"][0], "alice", "the challenger is told");
    assert!(s.store.open_games().unwrap().is_empty());
    let late = s.one("@bob /martian accept");
    assert!(text(&late).contains("no challenge waiting"), "{late}");
    let fresh = s.one("@carol /martian challenge opponent:@dave");
    assert!(text(&fresh).contains("@carol challenges @dave"), "{fresh}");
    let start = s.turn("@dave /martian accept", "carol");
    assert!(text(&start).contains("The game begins"), "{start}");
}

#[test]
fn the_server_sets_how_long_a_challenge_waits() {
    let mut s = session(&["mod"]);
    let shown = s.one("@alice /martian-settings");
    assert!(
        text(&shown).contains("Challenges expire after: 24 hours unanswered"),
        "{shown}"
    );
    for (line, says) in [
        (
            "@mod /martian-settings invite_timeout_hours:0",
            "invite_timeout_hours 0 is out of range: choose a whole number of hours from 1 to 720.",
        ),
        (
            "@alice /martian-settings invite_timeout_hours:2",
            "Only server managers",
        ),
    ] {
        let reply = s.one(line);
        assert!(
            reply["ephemeral"] == true && text(&reply).contains(says),
            "{line}: {reply}"
        );
    }
    let saved = s.one("@mod /martian-settings invite_timeout_hours:2");
    assert!(
        text(&saved).contains("Challenges expire after: 2 hours unanswered"),
        "{saved}"
    );
    s.one("@alice /martian challenge opponent:@bob");
    assert!(s.due(":advance 1h").is_empty());
    let expired = s.due(":advance 1h");
    assert!(
        text(&expired[0]).contains("bob didn't accept within 2 hours"),
        "{expired:?}"
    );
}

#[test]
fn the_challenger_withdraws_and_a_manager_aborts_any_game() {
    let mut s = session(&["mod"]);
    s.one("@alice /martian challenge opponent:@bob");
    let refused = s.one("@carol /martian abort");
    assert!(
        refused["ephemeral"] == true && text(&refused).contains("You are not playing"),
        "{refused}"
    );
    let withdrawn = s.one("@alice /martian abort");
    assert_eq!(
        text(&withdrawn),
        "alice withdrew the challenge. The channel is free for a new game."
    );
    assert!(s.store.open_games().unwrap().is_empty());
    let late = s.one("@bob /martian accept");
    assert!(text(&late).contains("no challenge waiting"), "{late}");

    s.one("@alice /martian challenge opponent:@bob");
    let aborted = s.one("@mod /martian abort");
    assert!(text(&aborted).contains("mod aborted the game"), "{aborted}");
    assert!(s.store.open_games().unwrap().is_empty());
    // Nothing is left to expire.
    assert!(s.due(":advance 30h").is_empty());
}

#[test]
fn an_accepted_challenge_no_longer_expires() {
    let mut s = session(&[]);
    s.one("@alice /martian challenge opponent:@bob");
    s.due(":advance 23h");
    s.turn("@bob /martian accept", "alice");
    // Alice's move clock runs now (72 hours, reminded at 48): no expiry at 24.
    assert!(s.due(":advance 2h").is_empty());
    let reminder = s.due(":advance 46h");
    assert!(
        text(&reminder[0]).contains("@alice, it's your move"),
        "{reminder:?}"
    );
}
