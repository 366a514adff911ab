//! Which game a record is: the Looney Pyramids game (`martian`, the default) or
//! Carnett's chess with a die and cards (`carnett`, `../shared/CARNETT.md`).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// The two games the bot hosts. Stored by name; a record written before there were
/// two games is a `martian` one.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum GameKind {
    /// The Looney Pyramids game.
    #[default]
    Martian,
    /// Carnett's chess with a die and a deck of cards.
    Carnett,
}

impl GameKind {
    /// Every game the bot hosts, the default first: the one list that commands,
    /// choices and stores take the games from.
    pub const ALL: [GameKind; 2] = [GameKind::Martian, GameKind::Carnett];

    /// The names of [`GameKind::ALL`], in its order (for constant tables of choices).
    pub const NAMES: [&'static str; 2] = [GameKind::ALL[0].name(), GameKind::ALL[1].name()];

    pub const fn name(self) -> &'static str {
        match self {
            GameKind::Martian => "martian",
            GameKind::Carnett => "carnett",
        }
    }

    /// The suffix that ids of this game's things carry (message ids, list buttons):
    /// none for the first game, whose ids were written before there were others and
    /// must keep their meaning; the game's name for the others.
    pub fn suffix(self) -> Option<&'static str> {
        (self != GameKind::default()).then_some(self.name())
    }

    pub fn is_martian(&self) -> bool {
        *self == GameKind::Martian
    }

    /// The game called `name` exactly (lower case, as stored and offered).
    pub fn by_name(name: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|g| g.name() == name)
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for GameKind {
    type Err = String;

    fn from_str(text: &str) -> Result<GameKind, String> {
        GameKind::by_name(&text.trim().to_ascii_lowercase()).ok_or_else(|| {
            let shown: String = text.chars().take(20).collect();
            format!("\"{shown}\" is not a game: choose `martian` or `carnett`")
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_are_stored_and_parsed_by_name() {
        for game in GameKind::ALL {
            let json = serde_json::to_string(&game).unwrap();
            assert_eq!(json, format!("\"{}\"", game.name()));
            assert_eq!(serde_json::from_str::<GameKind>(&json).unwrap(), game);
            assert_eq!(game.name().parse::<GameKind>().unwrap(), game);
        }
        assert_eq!(" Carnett ".parse::<GameKind>().unwrap(), GameKind::Carnett);
        assert!("chess".parse::<GameKind>().is_err());
        assert!(serde_json::from_str::<GameKind>("\"chess\"").is_err());
        assert_eq!(GameKind::default(), GameKind::Martian);
        // Ids written before there were two games carry no suffix and keep meaning it.
        assert_eq!(GameKind::Martian.suffix(), None);
        assert_eq!(GameKind::Carnett.suffix(), Some("carnett"));
    }
}
