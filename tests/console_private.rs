//! Games stay where they were played, through the console: `:private #secret @alice
//! @bob` lets only them view #secret, and from then on its games (and those of its
//! games' threads) are not listed by `/martian games` or `history`, nor replayed, for
//! anyone else; a replay is refused with the very sentence of a game that does not
//! exist. The players themselves, and whoever asks in #secret, still see them. The
//! line's mistakes and its note in the three languages.

mod support;

use serde_json::Value;
use support::{private_to, session, text, Session};

/// `a` challenges `b` in `channel` and `b` accepts: the game's id.
fn start(s: &mut Session, a: &str, b: &str, channel: &str) -> String {
    s.one(&format!("@{a} #{channel} /martian challenge opponent:@{b}"));
    let board = s.turn(&format!("@{b} #{channel} /martian accept"), a);
    let id = board["components"][0]["custom_id"]
        .as_str()
        .and_then(|id| id.split(':').nth(1))
        .unwrap_or_else(|| panic!("no game id on {board}"));
    id.to_string()
}

/// `b` resigns the game in `channel`.
fn resign(s: &mut Session, b: &str, channel: &str) {
    let ask = s.one(&format!("@{b} #{channel} /martian resign"));
    let confirm = ask["components"][0]["custom_id"]
        .as_str()
        .unwrap()
        .to_string();
    s.end(&format!("@{b} #{channel} click {confirm}"));
}

fn private_text(s: &mut Session, who: &str, line: &str) -> String {
    let reply = s.one(&format!("@{who} {line}"));
    assert!(private_to(&reply, who), "{reply}");
    text(&reply).to_string()
}

#[test]
fn games_of_a_private_channel_are_listed_only_to_who_may_view_it() {
    let mut s = session(&[]);
    let secret = start(&mut s, "alice", "bob", "secret");
    let open = start(&mut s, "carol", "dave", "open");
    let note = s.say(":private #secret @alice @bob");
    assert_eq!(
        note,
        [serde_json::json!({"note": "#secret is private now: only @alice and @bob may view it."})]
    );

    let games = private_text(&mut s, "eve", "/martian games");
    assert!(
        games.starts_with("**Games in progress in this server**: 1"),
        "{games}"
    );
    assert!(games.contains(&format!("game {open} in #open")), "{games}");
    assert!(!games.contains("#secret"), "{games}");
    let of_alice = private_text(&mut s, "eve", "/martian games user:@alice");
    assert_eq!(of_alice, "alice has no game in progress in this server.");
    // The players see their game; so does anyone asking in #secret.
    for (who, line) in [
        ("alice", "/martian games"),
        ("eve", "#secret /martian games"),
    ] {
        let both = private_text(&mut s, who, line);
        assert!(both.contains(": 2"), "{who}: {both}");
        assert!(
            both.contains(&format!("game {secret} in #secret")),
            "{both}"
        );
    }

    // Finished, the game is in alice's history for her, not for eve.
    resign(&mut s, "bob", "secret");
    resign(&mut s, "dave", "open");
    let history = private_text(&mut s, "eve", "/martian history user:@alice");
    assert_eq!(history, "alice has no finished games in this server yet.");
    let history = private_text(&mut s, "eve", "/martian history user:@carol");
    assert!(history.contains(&format!("`{open}`")), "{history}");
    let history = private_text(&mut s, "alice", "/martian history");
    assert!(history.contains(&format!("`{secret}`")), "{history}");
}

#[test]
fn a_replay_of_a_private_channels_game_is_refused_as_a_game_that_does_not_exist() {
    let mut s = session(&[]);
    let secret = start(&mut s, "alice", "bob", "secret");
    resign(&mut s, "bob", "secret");
    s.say(":private #secret @alice @bob");
    let refused = private_text(&mut s, "eve", &format!("/martian replay game:{secret}"));
    // An id never given out, of the same length.
    let never = if secret == "zz" { "zy" } else { "zz" };
    let absent = private_text(&mut s, "eve", &format!("/martian replay game:{never}"));
    assert!(refused.starts_with(&format!("There is no game {secret} in this server.")));
    assert_eq!(refused.replace(&secret, "?"), absent.replace(never, "?"));

    let replay = |s: &mut Session, who: &str, line: &str| -> Value {
        s.one(&format!("@{who} {line} /martian replay game:{secret}"))
    };
    for (who, at) in [("bob", ""), ("eve", "#secret")] {
        let shown = replay(&mut s, who, at);
        assert!(shown["image"].as_str().is_some(), "{who} {at}: {shown}");
    }
    // The channel made public again to eve: the same line with her in it.
    s.say(":private #secret @alice @bob @eve");
    let shown = replay(&mut s, "eve", "");
    assert!(shown["image"].as_str().is_some(), "{shown}");
}

#[test]
fn a_game_in_its_own_thread_is_hidden_with_the_channel_it_was_opened_from() {
    let mut s = session(&[]);
    s.console.open_threads();
    s.one("@alice #secret /martian challenge opponent:@bob");
    let replies = s.due("@bob #secret /martian accept");
    assert!(
        replies.iter().any(|r| r["channel"] == "game-1"),
        "the game moved into its thread: {replies:?}"
    );
    s.say(":private #secret @alice @bob");
    let games = private_text(&mut s, "eve", "/martian games");
    assert_eq!(games, "There is no game in progress in this server.");
    let games = private_text(&mut s, "alice", "/martian games");
    assert!(games.contains("game 1 in #game-1"), "{games}");
    // Nobody named: only a line in the channel (or its thread) sees its games.
    s.say(":private #secret");
    let games = private_text(&mut s, "alice", "/martian games");
    assert_eq!(games, "There is no game in progress in this server.");
    let games = private_text(&mut s, "alice", "#game-1 /martian games");
    assert!(games.contains("game 1 in #game-1"), "{games}");
}

#[test]
fn the_private_line_says_its_mistakes_and_its_note_in_the_sessions_language() {
    let error = |replies: Vec<Value>| replies[0]["error"].as_str().unwrap().to_string();
    let mut s = session(&[]);
    assert_eq!(
        error(s.say(":private @alice")),
        ":private takes a channel and the users who may view it, like :private #secret @alice @bob"
    );
    assert_eq!(
        error(s.say(":private #secret alice")),
        "\"alice\" is not a user: write @name"
    );
    assert_eq!(
        s.say(":private #secret")[0]["note"],
        "#secret is private now: nobody may view it."
    );
    let mut s = session(&[]);
    s.console.set_locale("cs").unwrap();
    assert_eq!(
        error(s.say(":private")),
        ":private očekává kanál a uživatele, kteří ho smějí vidět, například :private #secret @alice @bob"
    );
    assert_eq!(
        s.say(":private #tajne @alice @bob")[0]["note"],
        "Kanál #tajne je teď soukromý: vidí ho jen @alice a @bob."
    );
    let mut s = session(&[]);
    s.console.set_locale("ru").unwrap();
    assert_eq!(
        error(s.say(":private")),
        ":private принимает канал и пользователей, которым он виден, например :private #secret @alice @bob"
    );
    assert_eq!(
        s.say(":private #tajne @alice")[0]["note"],
        "Канал #tajne теперь закрытый: его видит только @alice."
    );
    assert_eq!(
        s.say(":private #tajne")[0]["note"],
        "Канал #tajne теперь закрытый: его никто не видит."
    );
}
