//! Scenario tests through the console protocol (BOT.md section 7): the same lines a
//! person types, the same service, a real sled store in a temporary folder.

mod support;

use martian_chess::store::Store;
use martian_testkit::IndexedRandom;
use support::{custom_ids, private_to, session, text, Session};

fn start_duel(s: &mut Session) {
    let invite = s.one("@alice /martian challenge opponent:@bob");
    assert!(text(&invite).contains("@alice challenges @bob"), "{invite}");
    assert_eq!(invite["mentions"][0], "bob");
    let start = s.one("@bob /martian accept");
    assert!(text(&start).contains("The game begins"), "{start}");
    assert!(text(&start).contains("@alice, your move"), "{start}");
    assert!(start["image"].as_str().unwrap().ends_with(".png"));
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
        let captures: Vec<_> = moves
            .iter()
            .copied()
            .filter(|m| {
                pos.piece_at(m.to()).is_some() && pos.layout().owner(m.to()) != Some(pos.to_move())
            })
            .collect();
        let from = if captures.is_empty() {
            &moves
        } else {
            &captures
        };
        let m = *from.choose(&mut rng).expect("not empty");
        let user = if pos.to_move().number() == 1 {
            "alice"
        } else {
            "bob"
        };
        let reply = s.one(&format!("@{user} /martian move move:{m}"));
        assert_eq!(reply["ephemeral"], false, "{reply}");
        assert!(text(&reply).contains(&format!("played {m}")), "{reply}");
        if text(&reply).contains("Game over") {
            assert!(s.store.open_games().unwrap().is_empty());
            let ids = custom_ids(&reply);
            assert!(
                ids.len() == 1 && ids[0].ends_with(":rematch"),
                "a finished board has only its Rematch button: {reply}"
            );
            let archived = s
                .store
                .archived_games(martian_chess::console::CONSOLE_GUILD, 5)
                .unwrap();
            assert_eq!(archived.len(), 1);
            assert_eq!(archived[0].moves.len(), ply + 1);
            assert!(
                text(&reply).contains("wins") || text(&reply).contains("draw"),
                "{reply}"
            );
            let after = s.one("@alice /martian move move:c3d4");
            assert!(text(&after).contains("no game in this channel"), "{after}");
            return;
        }
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
    let start = s.one("@dan /martian accept");
    assert!(
        text(&start).contains("@ann, your move (your zone is a1–d4)"),
        "{start}"
    );
    for (user, zone) in [
        ("ann", "a5–d8"),
        ("ben", "e5–h8"),
        ("cat", "e1–h4"),
        ("dan", "a1–d4"),
    ] {
        let pos = s.position();
        let m = pos.legal_moves()[0];
        let wrong = if user == "ann" { "cat" } else { "ann" };
        let refused = s.one(&format!("@{wrong} /martian move move:{m}"));
        assert!(
            private_to(&refused, wrong) && text(&refused).contains(&format!("It's {user}'s turn")),
            "{refused}"
        );
        let reply = s.one(&format!("@{user} /martian move move:{m}"));
        assert!(
            text(&reply).contains(&format!("your zone is {zone}")),
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
    s.one("@alice /martian move move:c3d4");
    s.one("@bob /martian move move:b6a5");
    let refused = s.one("@alice /martian abort");
    assert!(
        private_to(&refused, "alice") && text(&refused).contains("resign"),
        "{refused}"
    );
    let done = s.one("@mod /martian abort");
    assert!(text(&done).contains("mod aborted the game"), "{done}");
    assert!(s.store.open_games().unwrap().is_empty());

    // Before everyone has moved, a player may abort.
    start_duel(&mut s);
    s.one("@alice /martian move move:c3d4");
    let done = s.one("@bob /martian abort");
    assert!(text(&done).contains("bob aborted the game"), "{done}");
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
    let done = s.one(&format!("@bob click {}", ids[0]));
    assert!(text(&done).contains("alice wins: bob resigned."), "{done}");
    assert!(s.store.open_games().unwrap().is_empty());
}

#[test]
fn an_old_board_says_it_is_out_of_date() {
    let mut s = session(&[]);
    start_duel(&mut s);
    let first = s.one("@alice /martian board public:true");
    let old_move_button = custom_ids(&first)[0].clone();
    s.one("@alice /martian move move:c3d4");
    let stale = s.one(&format!("@bob click {old_move_button}"));
    assert!(
        private_to(&stale, "bob") && text(&stale).contains("out of date"),
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
    let played = s.one(&format!(
        "@alice click {} c3d4",
        targets["components"][0]["custom_id"].as_str().unwrap()
    ));
    assert!(text(&played).contains("alice played c3d4"), "{played}");
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
    let start = s.one("@alice /martian challenge opponent:@bot level:easy");
    assert!(text(&start).contains("The game begins"), "{start}");
    let reply = s.one("@alice /martian move move:c3d4");
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
    let reply = s.one("@alice /martian move move:c3d4 clock:true");
    assert!(
        text(&reply).contains("calls the clock") && text(&reply).contains("7 more moves"),
        "{reply}"
    );
    let again = s.one("@bob /martian move move:b6a5*");
    assert!(text(&again).contains("already running"), "{again}");
}
