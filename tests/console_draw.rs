//! A draw by agreement through the console protocol: offered with the command, the
//! offer pinging the opponent with its buttons, a move lapsing it, offered again and
//! accepted with its button; the game ends drawn, both players rated with a draw.

mod support;

use martian_chess::console::CONSOLE_GUILD;
use martian_chess::model::{EndKind, GameStatus};
use martian_chess::store::Store;
use support::{board_of, custom_ids, private_to, session, text, Session};

/// The public offer among a line's replies, with its Accept and Decline buttons.
fn offer(s: &mut Session, line: &str, by: &str) -> (String, String) {
    let replies = s.due(line);
    assert!(
        replies
            .iter()
            .any(|r| private_to(r, by) && text(r).starts_with("You offered a draw.")),
        "{replies:?}"
    );
    let offer = replies
        .iter()
        .find(|r| r["delivery"] == "channel" && text(r).contains("offers a draw"))
        .unwrap_or_else(|| panic!("no public offer: {replies:?}"));
    assert_eq!(offer["ephemeral"], false, "{offer}");
    let ids = custom_ids(offer);
    let find = |ending: &str| {
        ids.iter()
            .find(|id| id.ends_with(ending))
            .unwrap_or_else(|| panic!("no {ending} button: {offer}"))
            .clone()
    };
    (find(":draw-yes"), find(":draw-no"))
}

#[test]
fn a_draw_offered_lapsed_offered_again_and_accepted() {
    let mut s = session(&[]);
    s.one("@alice /martian challenge opponent:@bob");
    let started = s.due("@bob /martian accept");
    let board = board_of(&started).expect("a board");
    assert!(
        custom_ids(board).iter().any(|id| id.ends_with(":draw")),
        "{board}"
    );

    // Bob offers; alice is pinged about it.
    let replies = s.due("@bob /martian draw");
    let line = replies
        .iter()
        .find(|r| text(r).contains("offers a draw"))
        .expect("an offer");
    assert_eq!(line["mentions"], serde_json::json!(["alice"]), "{line}");
    assert!(
        text(line).starts_with("bob offers a draw. @alice: accept"),
        "{line}"
    );
    let accept = custom_ids(line)
        .into_iter()
        .find(|id| id.ends_with(":draw-yes"))
        .expect("an Accept draw button");
    // Alice moves instead: the offer lapses.
    s.turn("@alice /martian move move:c3b4", "bob");
    let lapsed = s.one(&format!("@alice click {accept}"));
    assert!(
        private_to(&lapsed, "alice") && text(&lapsed).starts_with("That draw offer has lapsed"),
        "{lapsed}"
    );

    // Alice offers now; bob accepts with the button.
    let (accept, _) = offer(&mut s, "@alice /martian draw", "alice");
    let (board, result) = s.end(&format!("@bob click {accept}"));
    assert!(text(&board).contains("bob accepted the draw."), "{board}");
    assert!(
        text(&board).contains("alice and bob agreed to a draw."),
        "{board}"
    );
    assert_eq!(
        text(&result),
        "**alice** vs **bob**: alice and bob agreed to a draw."
    );
    assert!(s.store.open_games().unwrap().is_empty());
    let archived = s.store.archived_games(CONSOLE_GUILD, 5).unwrap();
    let end = archived[0].end.as_ref().expect("an end");
    assert_eq!(archived[0].status, GameStatus::Finished);
    assert_eq!((&end.kind, &end.drawn[..]), (&EndKind::Agreed, &[0, 1][..]));
    for who in ["alice", "bob"] {
        let stats = s.one(&format!("@{who} /martian stats"));
        assert!(
            text(&stats).contains("Games: 1 (0 won, 1 drawn, 0 lost)"),
            "{stats}"
        );
    }
}
