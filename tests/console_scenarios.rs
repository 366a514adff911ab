//! Scenario tests through the console protocol (BOT.md section 7): the same lines a
//! person types, the same service, a real sled store in a temporary folder.

mod support;

use martian_chess::store::Store;
use support::{board_of, custom_ids, ping_of, private_to, result_of, session, text, Session};

fn start_duel(s: &mut Session) {
    let invite = s.one("@alice /martian challenge opponent:@bob");
    assert!(text(&invite).contains("@alice challenges @bob"), "{invite}");
    assert_eq!(invite["mentions"][0], "bob");
    let replies = s.due("@bob /martian accept");
    let line = replies
        .iter()
        .find(|r| r["delivery"] == "edit")
        .unwrap_or_else(|| panic!("the invitation is not edited: {replies:?}"));
    assert_eq!(
        text(line),
        "**alice** vs **bob**: the game is on.",
        "{line}"
    );
    let start = board_of(&replies).unwrap_or_else(|| panic!("no board: {replies:?}"));
    assert!(text(start).contains("The game begins"), "{start}");
    assert!(text(start).contains("@alice, your move"), "{start}");
    assert!(start["image"].as_str().unwrap().ends_with(".png"));
    let ping = ping_of(&replies).unwrap_or_else(|| panic!("no ping: {replies:?}"));
    assert_eq!(ping["mentions"], serde_json::json!(["alice"]), "{ping}");
    assert!(text(ping).contains("@alice, your move"), "{ping}");
}

#[test]
fn a_whole_duel_to_the_end() {
    let mut s = session(&[]);
    start_duel(&mut s);
    let mut rng = martian_testkit::rng(0x2545_F491_4F6C_DD1D);
    for ply in 0..600 {
        let pos = s.position();
        let moves = pos.legal_moves();
        assert!(!moves.is_empty(), "the store has a finished game as open");
        // Prefer captures, so the game ends by the rules in a reasonable time.
        let m = martian_testkit::capture_first(&pos, &mut rng).expect("not empty");
        let user = if pos.to_move().number() == 1 {
            "alice"
        } else {
            "bob"
        };
        let replies = s.due(&format!("@{user} /martian move move:{m}"));
        let ack = replies
            .iter()
            .find(|r| private_to(r, user))
            .unwrap_or_else(|| panic!("{user} is not answered: {replies:?}"));
        assert_eq!(text(ack), format!("You played {m}."), "{ack}");
        let reply = board_of(&replies).unwrap_or_else(|| panic!("no board: {replies:?}"));
        assert_eq!(reply["ephemeral"], false, "{reply}");
        assert!(text(reply).contains(&format!("played {m}")), "{reply}");
        let result = result_of(&replies);
        assert_eq!(
            text(reply).contains("Game over"),
            result.is_some(),
            "a result line goes with the final board, and only with it: {replies:?}"
        );
        if let Some(result) = result {
            assert!(s.store.open_games().unwrap().is_empty());
            assert!(
                custom_ids(reply).is_empty(),
                "a finished board has no buttons: {reply}"
            );
            assert!(ping_of(&replies).is_none(), "{replies:?}");
            let ids = custom_ids(result);
            assert!(
                ids.len() == 2 && ids[0].ends_with(":rematch") && ids[1].ends_with(":analyse"),
                "the result line has its Rematch and Analyse buttons: {result}"
            );
            assert!(
                text(result).starts_with("**alice** vs **bob**: "),
                "{result}"
            );
            let archived = s
                .store
                .archived_games(martian_chess::console::CONSOLE_GUILD, 5)
                .unwrap();
            assert_eq!(archived.len(), 1);
            assert_eq!(archived[0].moves.len(), ply + 1);
            assert!(
                text(reply).contains("wins") || text(reply).contains("draw"),
                "{reply}"
            );
            assert!(
                text(result).contains("wins") || text(result).contains("draw"),
                "{result}"
            );
            let after = s.one("@alice /martian move move:c3d4");
            assert!(text(&after).contains("no game in this channel"), "{after}");
            return;
        }
        let next = if user == "alice" { "bob" } else { "alice" };
        let ping = ping_of(&replies).unwrap_or_else(|| panic!("no ping: {replies:?}"));
        assert_eq!(ping["mentions"], serde_json::json!([next]), "{ping}");
    }
    panic!("the game did not end in 600 plies");
}

#[test]
fn quad_players_take_turns_clockwise() {
    let mut s = session(&[]);
    let invite =
        s.one("@ann /martian challenge opponent:@ben opponent2:@cat opponent3:@dan layout:quad");
    assert!(text(&invite).contains("@ben, @cat and @dan"), "{invite}");
    let waiting = s.one("@cat /martian accept");
    assert!(
        text(&waiting).contains("Still waiting for @ben and @dan"),
        "{waiting}"
    );
    s.one("@ben /martian accept");
    let start = s.turn("@dan /martian accept", "ann");
    assert!(
        text(&start).contains("@ann, your move (your zone is a1–d4)"),
        "{start}"
    );
    for (user, zone, next) in [
        ("ann", "a5–d8", "ben"),
        ("ben", "e5–h8", "cat"),
        ("cat", "e1–h4", "dan"),
        ("dan", "a1–d4", "ann"),
    ] {
        let pos = s.position();
        let m = pos.legal_moves()[0];
        let wrong = if user == "ann" { "cat" } else { "ann" };
        let refused = s.one(&format!("@{wrong} /martian move move:{m}"));
        assert!(
            private_to(&refused, wrong) && text(&refused).contains(&format!("It's {user}'s turn")),
            "{refused}"
        );
        let reply = s.turn(&format!("@{user} /martian move move:{m}"), next);
        assert!(
            text(&reply).contains(&format!("@{next}, your move (your zone is {zone})")),
            "{user}: {reply}"
        );
    }
}

#[test]
fn illegal_moves_are_explained_privately() {
    let mut s = session(&[]);
    start_duel(&mut s);
    for (line, says) in [
        (
            "@alice /martian move move:c3c4",
            "A pawn moves exactly one square diagonally, so the pawn on c3 can't go to c4.",
        ),
        ("@alice /martian move move:a1a2", "There is no piece on a1"),
        ("@alice /martian move move:b6a5", "stands in bob's zone"),
        (
            "@alice /martian move move:d1d4",
            "can't get to d4: the queen on d2 is in the way",
        ),
        (
            "@alice /martian move move:e3e4",
            "There is no square e3 on this board",
        ),
        ("@alice /martian move move:hello", "is not a move"),
        ("@alice /martian move move:b2c3", "you already have a drone"),
    ] {
        let reply = s.one(line);
        assert!(private_to(&reply, "alice"), "{line}: {reply}");
        assert!(text(&reply).contains(says), "{line}: {}", text(&reply));
    }
    assert!(
        s.position().last_move().is_none(),
        "no illegal move was played"
    );
}

#[test]
fn moves_out_of_turn_and_strangers_are_refused_politely() {
    let mut s = session(&[]);
    start_duel(&mut s);
    let reply = s.one("@bob /martian move move:b6a5");
    assert!(
        private_to(&reply, "bob") && text(&reply).contains("It's alice's turn, not yours"),
        "{reply}"
    );
    let reply = s.one("@carol /martian move move:c3d4");
    assert!(
        private_to(&reply, "carol") && text(&reply).contains("You are not playing in this game"),
        "{reply}"
    );
    let reply = s.one("@carol /martian resign");
    assert!(
        private_to(&reply, "carol") && text(&reply).contains("You are not playing"),
        "{reply}"
    );
    let reply = s.one("@carol /martian abort");
    assert!(private_to(&reply, "carol"), "{reply}");
    assert!(s.store.open_games().unwrap().len() == 1);
}

#[test]
fn abort_is_for_players_early_and_managers_always() {
    let mut s = session(&["mod"]);
    start_duel(&mut s);
    s.turn("@alice /martian move move:c3d4", "bob");
    s.turn("@bob /martian move move:b6a5", "alice");
    let refused = s.one("@alice /martian abort");
    assert!(
        private_to(&refused, "alice") && text(&refused).contains("resign"),
        "{refused}"
    );
    aborted(&mut s, "@mod /martian abort", "mod aborted the game");
    assert!(s.store.open_games().unwrap().is_empty());

    // Before everyone has moved, a player may abort.
    start_duel(&mut s);
    s.turn("@alice /martian move move:c3d4", "bob");
    aborted(&mut s, "@bob /martian abort", "bob aborted the game");
}

/// An abort of a game under way: it is said in the channel, and the live board shows
/// the end, without its buttons; nobody is pinged to move.
fn aborted(s: &mut Session, line: &str, says: &str) {
    let replies = s.due(line);
    let done = replies
        .iter()
        .find(|r| r["delivery"] == "respond")
        .unwrap_or_else(|| panic!("{line}: no answer: {replies:?}"));
    assert_eq!(done["ephemeral"], false, "{done}");
    assert!(text(done).contains(says), "{done}");
    let board = board_of(&replies).unwrap_or_else(|| panic!("{line}: no board: {replies:?}"));
    assert!(text(board).contains(says), "{board}");
    assert!(custom_ids(board).is_empty(), "{board}");
    assert!(ping_of(&replies).is_none(), "{replies:?}");
}

#[test]
fn resigning_asks_for_confirmation() {
    let mut s = session(&[]);
    start_duel(&mut s);
    let ask = s.one("@bob /martian resign");
    assert!(
        private_to(&ask, "bob") && text(&ask).contains("really want to resign"),
        "{ask}"
    );
    let ids = custom_ids(&ask);
    let cancel = s.one(&format!("@bob click {}", ids[1]));
    assert!(text(&cancel).contains("still playing"), "{cancel}");
    assert_eq!(s.store.open_games().unwrap().len(), 1);
    let stranger = s.one(&format!("@carol click {}", ids[0]));
    assert!(text(&stranger).contains("not playing"), "{stranger}");
    let replies = s.due(&format!("@bob click {}", ids[0]));
    assert!(
        replies.iter().any(|r| private_to(r, "bob")
            && r["delivery"] == "update"
            && text(r) == "You resigned."),
        "{replies:?}"
    );
    let done = board_of(&replies).unwrap_or_else(|| panic!("no board: {replies:?}"));
    assert!(text(done).contains("alice wins: bob resigned."), "{done}");
    assert!(custom_ids(done).is_empty(), "{done}");
    let result = result_of(&replies).unwrap_or_else(|| panic!("no result: {replies:?}"));
    assert_eq!(
        text(result),
        "**alice** vs **bob**: alice wins: bob resigned.",
        "{result}"
    );
    // Whoever resigned is not pinged about it.
    assert_eq!(result["mentions"], serde_json::json!(["alice"]), "{result}");
    assert!(s.store.open_games().unwrap().is_empty());
}

#[test]
fn an_old_board_says_it_is_out_of_date() {
    let mut s = session(&[]);
    start_duel(&mut s);
    let first = s.one("@alice /martian board public:true");
    let old_move_button = custom_ids(&first)[0].clone();
    s.turn("@alice /martian move move:c3d4", "bob");
    let stale = s.one(&format!("@bob click {old_move_button}"));
    assert!(
        private_to(&stale, "bob") && text(&stale).contains("out of date"),
        "{stale}"
    );
    assert!(
        text(&stale).contains("The live board is here: https://discord.com/channels/"),
        "{stale}"
    );
    let junk = s.one("@bob click mc:zz:0:explode");
    assert!(text(&junk).contains("doesn't belong to any game"), "{junk}");
}

#[test]
fn the_move_menus_play_a_move() {
    let mut s = session(&[]);
    start_duel(&mut s);
    let board = s.one("@alice /martian board public:true");
    let menu = s.one(&format!("@alice click {}", custom_ids(&board)[0]));
    assert!(private_to(&menu, "alice"), "{menu}");
    let select = &menu["components"][0];
    assert!(
        select["options"]
            .as_array()
            .unwrap()
            .iter()
            .any(|o| o["value"] == "c3"),
        "{menu}"
    );
    let targets = s.one(&format!(
        "@alice click {} c3",
        select["custom_id"].as_str().unwrap()
    ));
    let options = targets["components"][0]["options"].as_array().unwrap();
    assert!(
        options.iter().any(|o| o["label"] == "c3d4 pawn"),
        "{targets}"
    );
    let replies = s.due(&format!(
        "@alice click {} c3d4",
        targets["components"][0]["custom_id"].as_str().unwrap()
    ));
    // The menu, shown to alice alone, becomes the answer to her move.
    assert!(
        replies.iter().any(|r| private_to(r, "alice")
            && r["delivery"] == "update"
            && text(r) == "You played c3d4."),
        "{replies:?}"
    );
    let played = board_of(&replies).unwrap_or_else(|| panic!("no board: {replies:?}"));
    assert!(text(played).contains("alice played c3d4"), "{played}");
    let ping = ping_of(&replies).unwrap_or_else(|| panic!("no ping: {replies:?}"));
    assert_eq!(ping["mentions"], serde_json::json!(["bob"]), "{ping}");
}

#[test]
fn autocomplete_lists_labelled_legal_moves_for_the_player_to_move() {
    let mut s = session(&[]);
    start_duel(&mut s);
    let reply = s.one("@alice autocomplete move:d3");
    let names: Vec<&str> = reply["autocomplete"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        ["d3d4 drone", "d3d5 drone, crosses into another zone"]
    );
    let all = s.one("@alice autocomplete move:");
    assert_eq!(all["autocomplete"].as_array().unwrap().len(), 10);
    let bob = s.one("@bob autocomplete move:");
    assert!(bob["autocomplete"].as_array().unwrap().is_empty());
}

#[test]
fn a_busy_channel_refuses_a_second_challenge_but_a_thread_is_free() {
    let mut s = session(&[]);
    start_duel(&mut s);
    let busy = s.one("@carol /martian challenge opponent:@dave");
    assert!(
        private_to(&busy, "carol")
            && text(&busy).contains("already has a game (alice vs bob, move 1, alice to move)"),
        "{busy}"
    );
    assert!(text(&busy).contains("thread"));
    let elsewhere = s.one("@carol #side /martian challenge opponent:@dave");
    assert_eq!(elsewhere["channel"], "side");
}

#[test]
fn challenges_are_checked() {
    let mut s = session(&[]);
    for (line, says) in [
        (
            "@alice /martian challenge opponent:@alice",
            "can't challenge yourself",
        ),
        (
            "@alice /martian challenge opponent:@bob layout:quad",
            "name three opponents",
        ),
        (
            "@alice /martian challenge opponent:@bob opponent2:@bob opponent3:@cat layout:quad",
            "named twice",
        ),
        (
            "@alice /martian challenge opponent:@bob level:hard",
            "only applies when you play the computer",
        ),
        (
            "@alice /martian challenge opponent:@bot level:expert",
            "not a level",
        ),
    ] {
        let reply = s.one(line);
        assert!(
            private_to(&reply, "alice") && text(&reply).contains(says),
            "{line}: {reply}"
        );
    }
    let declined = {
        s.one("@alice /martian challenge opponent:@bob");
        s.one("@bob /martian decline")
    };
    assert!(text(&declined).contains("bob declined"), "{declined}");
    assert!(s.store.open_games().unwrap().is_empty());
}

#[test]
fn the_computer_answers_at_once() {
    let mut s = session(&[]);
    let replies = s.due("@alice /martian challenge opponent:@bot level:easy");
    assert!(
        replies.iter().any(|r| r["delivery"] == "respond"
            && text(r) == "**alice** vs **bot (easy)**: the game is on."),
        "the start line answers the challenge: {replies:?}"
    );
    let start = board_of(&replies).unwrap_or_else(|| panic!("no board: {replies:?}"));
    assert!(text(start).contains("The game begins"), "{start}");
    let reply = s.turn("@alice /martian move move:c3d4", "alice");
    let said = text(&reply);
    assert!(
        said.contains("alice played c3d4") && said.contains("bot (easy) played"),
        "{reply}"
    );
    assert!(said.contains("@alice, your move"), "{reply}");
    assert_eq!(s.position().to_move().number(), 1);
}

#[test]
fn the_clock_can_be_called_with_a_move() {
    let mut s = session(&[]);
    start_duel(&mut s);
    let reply = s.turn("@alice /martian move move:c3d4 clock:true", "bob");
    assert!(
        text(&reply).contains("calls the clock") && text(&reply).contains("7 more moves"),
        "{reply}"
    );
    let again = s.one("@bob /martian move move:b6a5*");
    assert!(text(&again).contains("already running"), "{again}");
}
