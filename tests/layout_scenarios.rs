//! Scenario tests of the layouts beyond `duel` and `quad` (RULES.md 7a) through the
//! console protocol: a whole `halves` game under the `leaping` rules, and `tri` and
//! `hexa` games with the computer in some seats (the bot named in several seats plays
//! each of them, one move after another within the request that made them due).

mod support;

use martian_chess::store::Store;
use support::{private_to, session, text, Session};

/// Plays the humans' moves (`seats`: a name per seat, `None` for a computer seat)
/// until the game ends; returns the plies played and the last reply.
fn play_to_the_end(
    s: &mut Session,
    seats: &[Option<&str>],
    seed: u64,
) -> (usize, serde_json::Value) {
    let mut rng = martian_testkit::rng(seed);
    for _ in 0..2000 {
        let pos = s.position();
        let user = seats[pos.to_move().index()].expect("the computer has moved already");
        let m = martian_testkit::capture_first(&pos, &mut rng).expect("a legal move");
        let reply = s.board(&format!("@{user} /martian move move:{m}"));
        assert!(
            text(&reply).contains(&format!("{user} played {m}")),
            "{reply}"
        );
        if text(&reply).contains("Game over") {
            assert!(s.store.open_games().unwrap().is_empty());
            let archived = s
                .store
                .archived_games(martian_chess::console::CONSOLE_GUILD, 5)
                .unwrap();
            return (archived[0].moves.len(), reply);
        }
        // After a human's move, every computer seat due has moved: a human is next.
        let next = s.position();
        assert!(seats[next.to_move().index()].is_some(), "{next}");
    }
    panic!("the game did not end in 2000 requests");
}

#[test]
fn a_whole_halves_game_with_the_leaping_rules() {
    let mut s = session(&[]);
    let invite = s.one("@alice /martian challenge opponent:@bob layout:halves ruleset:leaping");
    assert!(text(&invite).contains("@alice challenges @bob"), "{invite}");
    let start = s.board("@bob /martian accept");
    assert!(text(&start).contains("The game begins"), "{start}");
    assert!(
        text(&start).contains("@alice, your move (your zone is a1–h4)"),
        "{start}"
    );
    let pos = s.position();
    assert_eq!(pos.layout().name(), "halves");
    assert_eq!(
        pos.to_string(),
        "QQD2DQQ/QDP2PDQ/DPP2PPD/8/8/DPP2PPD/QDP2PDQ/QQD2DQQ 1 0,0 - - leaping"
    );
    // No-rejection holds on the halves board: cross, then try to come straight back.
    let (plies, end) = play_to_the_end(&mut s, &[Some("alice"), Some("bob")], 0x4841_4c56);
    assert!(plies > 10, "{plies}");
    assert!(
        text(&end).contains("wins") || text(&end).contains("draw"),
        "{end}"
    );
    // Both players are rated, as in a duel.
    let stats = s.one("@alice /martian stats user:@bob");
    assert!(
        text(&stats).contains("1 game") || text(&stats).contains("Games: 1"),
        "{stats}"
    );
}

#[test]
fn two_opponents_play_tri_with_the_computer_in_a_seat() {
    let mut s = session(&[]);
    // Two opponents and no `layout`: three players, the house layout tri.
    let invite = s.one("@ann /martian challenge opponent:@bot opponent2:@ben level:easy");
    assert!(text(&invite).contains("@ben"), "{invite}");
    let start = s.board("@ben /martian accept");
    assert!(text(&start).contains("The game begins"), "{start}");
    assert_eq!(s.position().layout().name(), "tri");
    // ann moves, then the computer (seat 2) at once, then it is ben's turn.
    let pos = s.position();
    let m = pos.legal_moves()[0];
    let reply = s.board(&format!("@ann /martian move move:{m}"));
    assert!(
        text(&reply).contains("bot (easy) played") && text(&reply).contains("@ben, your move"),
        "{reply}"
    );
    assert_eq!(s.position().to_move().number(), 3);
    // A move through the missing zone is explained.
    let refused = s.one("@ben /martian move move:e5e4");
    assert!(
        private_to(&refused, "ben")
            && text(&refused).contains("There is no square e4 on this board"),
        "{refused}"
    );
    let (plies, end) = play_to_the_end(&mut s, &[Some("ann"), None, Some("ben")], 7);
    assert!(plies > 3, "{plies}");
    assert!(text(&end).contains("Game over"), "{end}");
}

#[test]
fn five_opponents_play_hexa_and_the_bot_takes_three_seats() {
    let mut s = session(&[]);
    let invite = s.one(
        "@ann /martian challenge opponent:@bot opponent2:@ben opponent3:@bot opponent4:@bot opponent5:@cat level:easy",
    );
    assert!(
        text(&invite).contains("@ben") && text(&invite).contains("@cat"),
        "{invite}"
    );
    s.one("@ben /martian accept");
    let start = s.board("@cat /martian accept");
    assert!(text(&start).contains("The game begins"), "{start}");
    assert_eq!(s.position().layout().name(), "hexa");
    let seats = [Some("ann"), None, Some("ben"), None, None, Some("cat")];
    let pos = s.position();
    let reply = s.board(&format!("@ann /martian move move:{}", pos.legal_moves()[0]));
    assert!(text(&reply).contains("@ben, your move"), "{reply}");
    // ben's move brings the two computer seats 4 and 5, one after the other.
    let pos = s.position();
    let reply = s.board(&format!("@ben /martian move move:{}", pos.legal_moves()[0]));
    // The three computer seats are told apart: bot A, B and C.
    assert!(
        text(&reply).contains("bot B (easy) played")
            && text(&reply).contains("bot C (easy) played"),
        "{reply}"
    );
    assert!(text(&reply).contains("@cat, your move"), "{reply}");
    assert_eq!(s.position().to_move().number(), 6);
    let (plies, end) = play_to_the_end(&mut s, &seats, 11);
    assert!(plies > 6, "{plies}");
    assert!(text(&end).contains("Game over"), "{end}");
}

#[test]
fn a_resignation_ends_a_free_for_all_and_the_leaver_ranks_last() {
    let mut s = session(&[]);
    s.one("@ann /martian challenge opponent:@ben opponent2:@cat opponent3:@dan opponent4:@eve");
    for user in ["ben", "cat", "dan", "eve"] {
        s.due(&format!("@{user} /martian accept"));
    }
    assert_eq!(s.position().layout().name(), "penta");
    let pos = s.position();
    s.board(&format!("@ann /martian move move:{}", pos.legal_moves()[0]));
    let asked = s.one("@dan /martian resign");
    let confirm = support::custom_ids(&asked)
        .into_iter()
        .find(|id| id.contains("resign"))
        .expect("a confirm button");
    let ended = s.due(&format!("@dan click {confirm}"));
    assert!(
        ended.iter().any(|r| text(r).contains("resign")),
        "{ended:?}"
    );
    assert!(s.store.open_games().unwrap().is_empty());
    let archived = s
        .store
        .archived_games(martian_chess::console::CONSOLE_GUILD, 5)
        .unwrap();
    let end = archived[0].end.as_ref().expect("an end");
    // Seat 4 (dan) resigned: not among the winners or those who drew.
    assert!(
        !end.winners.contains(&3) && !end.drawn.contains(&3),
        "{end:?}"
    );
}

#[test]
fn an_open_tri_challenge_fills_its_seats_and_the_idle_player_forfeits() {
    let mut s = session(&[]);
    let open = s.one("@ann /martian challenge layout:tri");
    assert!(text(&open).contains("@ann"), "{open}");
    s.one("@ben /martian accept");
    let start = s.board("@cat /martian accept");
    assert!(text(&start).contains("The game begins"), "{start}");
    assert_eq!(s.position().layout().name(), "tri");
    let pos = s.position();
    s.board(&format!("@ann /martian move move:{}", pos.legal_moves()[0]));
    let idle = s.position().to_move().index();
    // The reminder 24 hours before the 72-hour deadline, then the forfeit.
    let reminders = s.due(":advance 48h");
    assert_eq!(reminders.len(), 1, "{reminders:?}");
    let forfeit = s.due(":advance 24h");
    assert!(
        forfeit
            .iter()
            .any(|r| text(r).contains("ran out of time and forfeits")),
        "{forfeit:?}"
    );
    assert!(s.store.open_games().unwrap().is_empty());
    let archived = s
        .store
        .archived_games(martian_chess::console::CONSOLE_GUILD, 5)
        .unwrap();
    let end = archived[0].end.as_ref().expect("an end");
    assert!(
        !end.winners.contains(&idle) && !end.drawn.contains(&idle),
        "{end:?}"
    );
}

#[test]
fn a_finished_hexa_game_is_in_the_history_and_replays() {
    let mut s = session(&[]);
    s.one("@ann /martian challenge opponent:@ben opponent2:@cat opponent3:@dan opponent4:@eve opponent5:@fay");
    for user in ["ben", "cat", "dan", "eve", "fay"] {
        s.due(&format!("@{user} /martian accept"));
    }
    assert_eq!(s.position().layout().name(), "hexa");
    let seats = ["ann", "ben", "cat", "dan", "eve", "fay"].map(Some);
    let (plies, _) = play_to_the_end(&mut s, &seats, 3);
    let history = s.one("@ann /martian history");
    let said = text(&history);
    assert_eq!(said.matches("• `").count(), 1, "{said}");
    let id = said.split('`').nth(1).unwrap().to_string();
    let replay = s.one(&format!("@ben /martian replay game:{id}"));
    let gif = std::fs::read(replay["image"].as_str().unwrap()).unwrap();
    assert!(gif.starts_with(b"GIF89a"));
    assert!(text(&replay).contains("Moves: 1."), "{replay}");
    // Everyone's rating moved: six rated players.
    let board = s.one("@ann /martian leaderboard");
    for user in ["ann", "ben", "cat", "dan", "eve", "fay"] {
        assert!(text(&board).contains(user), "{board}");
    }
    assert!(plies > 6);
}

#[test]
fn the_number_of_opponents_picks_the_layout_unless_layout_names_it() {
    for (line, layout) in [
        ("@ann /martian challenge opponent:@ben", "duel"),
        (
            "@ann /martian challenge opponent:@ben opponent2:@cat",
            "tri",
        ),
        (
            "@ann /martian challenge opponent:@ben opponent2:@cat opponent3:@dan",
            "quad",
        ),
        (
            "@ann /martian challenge opponent:@ben opponent2:@cat opponent3:@dan opponent4:@eve",
            "penta",
        ),
        (
            "@ann /martian challenge opponent:@ben layout:halves",
            "halves",
        ),
    ] {
        let mut s = session(&[]);
        s.one(line);
        let games = s.store.open_games().unwrap();
        assert_eq!(games[0].layout().map(|l| l.name()), Some(layout), "{line}");
    }
    let mut s = session(&[]);
    let refused = s.one("@ann /martian challenge opponent:@ben layout:tri");
    assert!(
        private_to(&refused, "ann")
            && text(&refused).contains("A tri game is for 3 players: name 2 opponents"),
        "{refused}"
    );
    // Only the bot may be named twice.
    let twice = s.one("@ann /martian challenge opponent:@ben opponent2:@ben");
    assert!(text(&twice).contains("named twice"), "{twice}");
}
