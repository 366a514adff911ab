//! Rematch and open challenges through the console protocol (BOT.md section 7): the
//! Rematch button of a finished board, and `/martian challenge` without an opponent.

mod support;

use martian_chess::engine::{ClockMode, Ruleset};
use martian_chess::model::GameRecord;
use martian_chess::store::Store;
use serde_json::Value;
use support::{board_of, custom_ids, ping_of, private_to, session, text, Session};

fn mentions(reply: &Value) -> Vec<String> {
    reply["mentions"]
        .as_array()
        .map(|m| m.iter().map(|x| x.as_str().unwrap().to_string()).collect())
        .unwrap_or_default()
}

/// The channel's open game, read from the store.
fn open_game(s: &Session) -> GameRecord {
    let mut games = s.store.open_games().unwrap();
    assert_eq!(games.len(), 1, "one open game");
    games.remove(0)
}

fn names(game: &GameRecord) -> Vec<&str> {
    game.seats.iter().map(|s| s.name.as_str()).collect()
}

/// `who` resigns (with the confirmation button); returns the result line the game
/// leaves in its channel (the final board, without buttons, goes with it).
fn resign(s: &mut Session, who: &str) -> Value {
    let ask = s.one(&format!("@{who} /martian resign"));
    let yes = custom_ids(&ask)[0].clone();
    let (board, result) = s.end(&format!("@{who} click {yes}"));
    assert!(text(&board).contains("Game over"), "{board}");
    assert!(text(&result).contains(" resigned."), "{result}");
    result
}

/// The first button of a finished game's result line: Rematch (Analyse follows when
/// the game had a move to judge).
fn rematch_button(result: &Value) -> String {
    let ids = custom_ids(result);
    assert!(ids.len() <= 2, "{result}");
    assert!(ids[0].ends_with(":rematch"), "{result}");
    assert!(
        ids[1..].iter().all(|id| id.ends_with(":analyse")),
        "{result}"
    );
    assert_eq!(result["components"][0]["label"], "Rematch", "{result}");
    ids[0].clone()
}

#[test]
fn a_rematch_swaps_who_moves_first_and_keeps_the_rules() {
    let mut s = session(&[]);
    s.one("@alice /martian challenge opponent:@bob ruleset:leaping clock:off");
    s.turn("@bob /martian accept", "alice");
    let before = open_game(&s);
    assert_eq!(names(&before), ["alice", "bob"]);
    let result = resign(&mut s, "bob");
    let rematch = rematch_button(&result);

    let invite = s.one(&format!("@bob click {rematch}"));
    assert_eq!(invite["ephemeral"], false, "{invite}");
    assert!(text(&invite).contains("Rematch of game"), "{invite}");
    assert!(text(&invite).contains("@bob challenges @alice"), "{invite}");
    assert!(
        text(&invite).contains("duel, leaping, no clock"),
        "{invite}"
    );
    assert_eq!(mentions(&invite), ["alice"]);
    let again = open_game(&s);
    assert_ne!(again.id, before.id);
    assert_eq!(names(&again), ["bob", "alice"]);
    assert_eq!(again.rules(), before.rules());
    assert_eq!(again.rules().map(|r| r.ruleset), Some(Ruleset::Leaping));
    assert_eq!(again.rules().map(|r| r.clock), Some(ClockMode::Off));
    assert_eq!(again.channel, before.channel);

    let start = s.turn("@alice /martian accept", "bob");
    assert!(
        text(&start).contains("The game begins! @bob moves first."),
        "{start}"
    );
    assert!(text(&start).contains("@bob, your move"), "{start}");
}

#[test]
fn both_players_pressing_rematch_start_it() {
    let mut s = session(&[]);
    s.one("@alice /martian challenge opponent:@bob");
    s.turn("@bob /martian accept", "alice");
    let result = resign(&mut s, "alice");
    let rematch = rematch_button(&result);
    let invite = s.one(&format!("@alice click {rematch}"));
    assert!(text(&invite).contains("@alice challenges @bob"), "{invite}");
    let start = s.turn(&format!("@bob click {rematch}"), "bob");
    assert!(
        text(&start).contains("The game begins! @bob moves first."),
        "{start}"
    );
}

#[test]
fn a_rematch_is_for_the_players_of_a_finished_game_in_a_free_channel() {
    let mut s = session(&[]);
    s.one("@alice /martian challenge opponent:@bob");
    s.turn("@bob /martian accept", "alice");
    // Not finished: the same button made up for the game under way.
    let playing = open_game(&s);
    let early = s.one(&format!("@alice click mc:{}:0:rematch", playing.id));
    assert!(
        private_to(&early, "alice") && text(&early).contains("isn't over yet"),
        "{early}"
    );
    let result = resign(&mut s, "bob");
    let rematch = rematch_button(&result);

    let stranger = s.one(&format!("@carol click {rematch}"));
    assert!(
        private_to(&stranger, "carol") && text(&stranger).contains("Only the players"),
        "{stranger}"
    );
    assert!(s.store.open_games().unwrap().is_empty());

    s.one("@dave /martian challenge opponent:@erin");
    let busy = s.one(&format!("@alice click {rematch}"));
    assert!(
        private_to(&busy, "alice") && text(&busy).contains("already has a game"),
        "{busy}"
    );
    assert_eq!(names(&open_game(&s)), ["dave", "erin"]);
}

#[test]
fn a_rematch_against_the_computer_starts_at_once_at_the_same_level() {
    let mut s = session(&[]);
    let start = s.turn(
        "@alice /martian challenge opponent:@bot level:easy",
        "alice",
    );
    assert!(text(&start).contains("The game begins"), "{start}");
    let result = resign(&mut s, "alice");
    let rematch = rematch_button(&result);
    let replies = s.due(&format!("@alice click {rematch}"));
    let line = replies
        .iter()
        .find(|r| text(r).contains("**bot (easy)** vs **alice**: the game is on."))
        .unwrap_or_else(|| panic!("no start line: {replies:?}"));
    assert!(text(line).contains("Rematch of game"), "{line}");
    let again = board_of(&replies).unwrap_or_else(|| panic!("no board: {replies:?}"));
    let ping = ping_of(&replies).unwrap_or_else(|| panic!("no ping: {replies:?}"));
    assert_eq!(mentions(ping), ["alice"], "{ping}");
    let said = text(again);
    assert!(said.contains("The game begins!"), "{again}");
    assert!(said.contains("bot (easy) played"), "{again}");
    assert!(said.contains("@alice, your move"), "{again}");
    let game = open_game(&s);
    assert_eq!(names(&game), ["bot (easy)", "alice"]);
    assert!(game.seats[0].computer.is_some());
}

#[test]
fn a_four_player_rematch_turns_the_seats_by_one() {
    let mut s = session(&[]);
    s.one("@ann /martian challenge opponent:@ben opponent2:@cat opponent3:@dan layout:teams");
    for who in ["ben", "cat"] {
        s.one(&format!("@{who} /martian accept"));
    }
    s.turn("@dan /martian accept", "ann");
    let result = resign(&mut s, "ann");
    let rematch = rematch_button(&result);
    let invite = s.one(&format!("@cat click {rematch}"));
    assert!(text(&invite).contains("Rematch"), "{invite}");
    let game = open_game(&s);
    assert_eq!(names(&game), ["ben", "cat", "dan", "ann"]);
    assert!(game.rules().is_some_and(|r| r.teams));
    for who in ["ann", "ben"] {
        s.one(&format!("@{who} /martian accept"));
    }
    let start = s.turn("@dan /martian accept", "ben");
    assert!(
        text(&start).contains("The game begins! @ben moves first."),
        "{start}"
    );
}

#[test]
fn an_open_duel_is_taken_by_the_first_comer() {
    let mut s = session(&[]);
    let invite = s.one("@alice /martian challenge");
    assert_eq!(invite["ephemeral"], false, "{invite}");
    assert!(
        text(&invite).contains("@alice posts an open challenge")
            && text(&invite).contains("anyone can accept")
            && text(&invite).contains("the free seat"),
        "{invite}"
    );
    assert!(mentions(&invite).is_empty(), "{invite}");
    let ids = custom_ids(&invite);
    assert_eq!(ids.len(), 1, "only Accept: {invite}");
    assert!(ids[0].ends_with(":accept"));

    let own = s.one("@alice /martian accept");
    assert!(
        private_to(&own, "alice") && text(&own).contains("your own open challenge"),
        "{own}"
    );
    let own_click = s.one(&format!("@alice click {}", ids[0]));
    assert!(private_to(&own_click, "alice"), "{own_click}");
    let decline = s.one("@carol /martian decline");
    assert!(
        private_to(&decline, "carol") && text(&decline).contains("nothing to decline"),
        "{decline}"
    );

    let start = s.turn(&format!("@bob click {}", ids[0]), "alice");
    assert!(
        text(&start).contains("The game begins! @alice moves first."),
        "{start}"
    );
    assert!(text(&start).contains("@alice, your move"), "{start}");
    assert_eq!(names(&open_game(&s)), ["alice", "bob"]);
    let late = s.one("@carol /martian accept");
    assert!(private_to(&late, "carol"), "{late}");
    assert_eq!(names(&open_game(&s)), ["alice", "bob"]);
}

#[test]
fn an_open_quad_fills_seat_by_seat() {
    let mut s = session(&[]);
    let invite = s.one("@ann /martian challenge layout:quad first:opponent");
    assert!(
        text(&invite).contains("one of the 3 free seats"),
        "{invite}"
    );
    let ben = s.one("@ben /martian accept");
    assert!(
        text(&ben).contains("ben takes a seat. 2 seats are still free"),
        "{ben}"
    );
    let twice = s.one("@ben /martian accept");
    assert!(
        private_to(&twice, "ben") && text(&twice).contains("already accepted"),
        "{twice}"
    );
    let busy = s.one("@zed /martian challenge opponent:@yan");
    assert!(
        text(&busy).contains("ben vs (open seat) vs (open seat) vs ann"),
        "{busy}"
    );
    // Changing one's mind frees the seat again.
    let cat = s.one("@cat /martian accept");
    assert!(text(&cat).contains("One seat is still free"), "{cat}");
    let left = s.one("@cat /martian decline");
    assert!(
        text(&left).contains("cat gives up their seat. 2 seats are free again"),
        "{left}"
    );
    s.one("@dan /martian accept");
    let start = s.turn("@cat /martian accept", "ben");
    // `first:opponent`: the first to accept moves first, the challenger last.
    assert!(
        text(&start).contains("The game begins! @ben moves first."),
        "{start}"
    );
    assert_eq!(names(&open_game(&s)), ["ben", "dan", "cat", "ann"]);
}

#[test]
fn an_open_challenge_expires_or_is_withdrawn() {
    let mut s = session(&[]);
    s.one("@alice /martian challenge");
    let expired = s.due(":advance 25h");
    assert_eq!(expired.len(), 1, "{expired:?}");
    let said = text(&expired[0]);
    assert!(
        said.contains("The open challenge from @alice expired after 24 hours: nobody accepted it"),
        "{said}"
    );
    assert_eq!(mentions(&expired[0]), ["alice"]);
    assert!(s.store.open_games().unwrap().is_empty());
    let late = s.one("@bob /martian accept");
    assert!(text(&late).contains("no challenge waiting"), "{late}");

    // A quad that is partly taken says so.
    s.one("@alice /martian challenge layout:quad");
    s.one("@bob /martian accept");
    let expired = s.due(":advance 25h");
    assert!(
        text(&expired[0]).contains("not every seat was taken (2 still free)"),
        "{expired:?}"
    );

    s.one("@alice /martian challenge");
    let withdrawn = s.one("@alice /martian abort");
    assert!(
        text(&withdrawn).contains("alice withdrew the challenge"),
        "{withdrawn}"
    );
    assert!(s.store.open_games().unwrap().is_empty());
}
