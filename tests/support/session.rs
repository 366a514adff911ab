//! A console session in the test's own process, over a real sled store in a
//! temporary folder: the same lines a person types, the replies as JSON.

use std::sync::Arc;

use martian_chess::console::{Console, Settings};
use martian_chess::engine::Position;
use martian_chess::store::{SledStore, Store};
use serde_json::Value;

/// A console in this process, speaking JSON.
pub struct Session {
    pub console: Console,
    pub store: Arc<SledStore>,
    _dir: tempfile::TempDir,
}

/// A fresh session; `managers` are server managers.
pub fn session(managers: &[&str]) -> Session {
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(SledStore::open(&dir.path().join("data")).unwrap());
    let settings = Settings {
        json: true,
        out: dir.path().join("out"),
        managers: managers.iter().map(|m| m.to_string()).collect(),
    };
    Session {
        console: Console::new(store.clone(), settings),
        store,
        _dir: dir,
    }
}

impl Session {
    /// Runs a line; returns everything printed, as JSON.
    pub fn say(&mut self, line: &str) -> Vec<Value> {
        self.console
            .run_line(line)
            .iter()
            .map(|out| serde_json::from_str(out).unwrap())
            .collect()
    }

    /// The replies to a line, the clock note of `:advance` left out.
    pub fn due(&mut self, line: &str) -> Vec<Value> {
        self.say(line)
            .into_iter()
            .filter(|r| r.get("note").is_none())
            .collect()
    }

    /// Runs a line that must give exactly one reply.
    pub fn one(&mut self, line: &str) -> Value {
        let mut replies = self.due(line);
        assert_eq!(replies.len(), 1, "{line}: {replies:?}");
        replies.remove(0)
    }

    /// Runs a line that must post or edit the live board; returns the board.
    pub fn board(&mut self, line: &str) -> Value {
        let replies = self.due(line);
        board_of(&replies)
            .unwrap_or_else(|| panic!("{line}: no board in {replies:?}"))
            .clone()
    }

    /// Runs a line that must play on (a move, an accept): returns the live board, after
    /// checking that the ping mentions `next` alone, by name, and that no result line
    /// went out.
    pub fn turn(&mut self, line: &str, next: &str) -> Value {
        let replies = self.due(line);
        let ping = ping_of(&replies).unwrap_or_else(|| panic!("{line}: no ping in {replies:?}"));
        assert_eq!(
            ping["mentions"],
            serde_json::json!([next]),
            "{line}: {ping}"
        );
        assert!(text(ping).contains(&format!("@{next}")), "{line}: {ping}");
        assert!(result_of(&replies).is_none(), "{line}: {replies:?}");
        board_of(&replies)
            .unwrap_or_else(|| panic!("{line}: no board in {replies:?}"))
            .clone()
    }

    /// Runs a line that must end the game: returns the final board and the result line
    /// (with its Rematch button), after checking that the board has no buttons left and
    /// nobody is pinged to move.
    pub fn end(&mut self, line: &str) -> (Value, Value) {
        let replies = self.due(line);
        let board = board_of(&replies)
            .unwrap_or_else(|| panic!("{line}: no board in {replies:?}"))
            .clone();
        assert!(custom_ids(&board).is_empty(), "{line}: {board}");
        let result = result_of(&replies)
            .unwrap_or_else(|| panic!("{line}: no result line in {replies:?}"))
            .clone();
        assert!(
            ping_of(&replies).is_none(),
            "{line}: a ping after the end: {replies:?}"
        );
        (board, result)
    }

    /// The newest open game's position, read from the store.
    pub fn position(&self) -> Position {
        let games = self.store.open_games().unwrap();
        let game = games.last().expect("an open game");
        *game.replay().unwrap().position()
    }
}

/// A reply's text.
pub fn text(reply: &Value) -> &str {
    reply["text"].as_str().unwrap_or("")
}

/// Whether a reply is shown only to `user`.
pub fn private_to(reply: &Value, user: &str) -> bool {
    reply["ephemeral"] == true && reply["to"] == user
}

/// The custom ids of a reply's buttons and menus.
pub fn custom_ids(reply: &Value) -> Vec<String> {
    reply["components"]
        .as_array()
        .map(|c| {
            c.iter()
                .map(|x| x["custom_id"].as_str().unwrap().to_string())
                .collect()
        })
        .unwrap_or_default()
}

/// The live board among replies (posted, or edited in place), if any.
pub fn board_of(replies: &[Value]) -> Option<&Value> {
    replies.iter().find(|r| {
        r["delivery"]
            .as_str()
            .is_some_and(|d| d == "board" || d == "board-edit")
    })
}

/// The ping among replies: a channel message that mentions someone and shows no
/// picture.
pub fn ping_of(replies: &[Value]) -> Option<&Value> {
    replies.iter().find(|r| {
        r["delivery"] == "channel"
            && r["image"].is_null()
            && r["components"].as_array().is_none_or(|c| c.is_empty())
            && r["mentions"].as_array().is_some_and(|m| !m.is_empty())
    })
}

/// The line a finished game leaves where it was challenged (it has the Rematch button).
pub fn result_of(replies: &[Value]) -> Option<&Value> {
    replies.iter().find(|r| {
        r["delivery"] == "channel" && custom_ids(r).iter().any(|id| id.ends_with(":rematch"))
    })
}
