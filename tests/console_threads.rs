//! The console with `--threads`: a game opens its thread (`#game-<id>`) when its
//! challenge is accepted, is played there on its live board, and leaves its result
//! where it was challenged; the channel is free meanwhile.

mod support;

use martian_chess::console::channel_id;
use martian_chess::store::Store;
use support::{board_of, custom_ids, ping_of, result_of, session, text};

#[test]
fn a_game_in_its_thread_through_the_console() {
    let mut s = session(&[]);
    s.console.open_threads();
    let invite = s.one("@alice /martian challenge opponent:@bob");
    let accept = custom_ids(&invite)
        .into_iter()
        .find(|id| id.ends_with(":accept"))
        .expect("an Accept button");
    let start = s.due(&format!("@bob click {accept}"));
    assert_eq!(
        text(&start[0]),
        "(opens the thread #game-1: alice vs bob · Martian Chess)"
    );
    assert_eq!(start[0]["channel"], "general");
    assert_eq!(
        text(&start[1]),
        "**alice** vs **bob**: the game is on in #game-1."
    );
    assert_eq!(start[1]["delivery"], "edit");
    let board = board_of(&start).expect("a board");
    assert_eq!(board["channel"], "game-1");
    assert_eq!(ping_of(&start).expect("a ping")["channel"], "game-1");
    let game = &s.store.open_games().unwrap()[0];
    assert_eq!(game.channel, channel_id("game-1"));
    // The channel is free for another challenge while the game goes on in its thread.
    let other = s.one("@carol /martian challenge opponent:@dan");
    assert!(text(&other).contains("@carol challenges @dan"), "{other}");

    // In the thread: a move, then a resignation.
    s.turn("@alice #game-1 /martian move move:c3b4", "bob");
    let asked = s.one("@bob #game-1 /martian resign");
    let confirm = custom_ids(&asked)
        .into_iter()
        .find(|id| id.ends_with(":resign-yes"))
        .expect("a confirmation");
    let (board, result) = s.end(&format!("@bob #game-1 click {confirm}"));
    assert_eq!(board["channel"], "game-1");
    assert_eq!(result["channel"], "general");
    assert_eq!(
        text(&result),
        "**alice** vs **bob**: alice wins: bob resigned. (#game-1)"
    );
    // A challenge inside a thread stays there.
    let again = s.one("@alice #game-1 /martian challenge opponent:@bob");
    let accept = custom_ids(&again)
        .into_iter()
        .find(|id| id.ends_with(":accept"))
        .expect("an Accept button");
    let replies = s.due(&format!("@bob #game-1 click {accept}"));
    assert!(
        !replies.iter().any(|r| r["delivery"] == "open-thread"),
        "{replies:?}"
    );
    assert_eq!(board_of(&replies).expect("a board")["channel"], "game-1");
    assert!(result_of(&replies).is_none());
}
