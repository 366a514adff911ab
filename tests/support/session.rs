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
