//! The computer's strength, as a game record keeps it.

use std::fmt;

use serde::{Deserialize, Serialize};

/// How strong the computer plays its seat. Stored by name (`"easy"`), as it was when
/// records held it as text; a name this program does not know fails to decode instead
/// of quietly becoming some other level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ComputerLevel {
    Easy,
    Normal,
    Hard,
    /// The longest search (up to about five seconds a move), issue 28.
    Max,
}

impl ComputerLevel {
    pub const ALL: [ComputerLevel; 4] = [
        ComputerLevel::Easy,
        ComputerLevel::Normal,
        ComputerLevel::Hard,
        ComputerLevel::Max,
    ];

    pub const fn name(self) -> &'static str {
        match self {
            ComputerLevel::Easy => "easy",
            ComputerLevel::Normal => "normal",
            ComputerLevel::Hard => "hard",
            ComputerLevel::Max => "max",
        }
    }

    /// The level called `name` exactly (lower case, as stored and offered).
    pub fn by_name(name: &str) -> Option<ComputerLevel> {
        ComputerLevel::ALL.into_iter().find(|l| l.name() == name)
    }
}

impl fmt::Display for ComputerLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_are_stored_by_their_names() {
        for level in ComputerLevel::ALL {
            let json = serde_json::to_string(&level).unwrap();
            assert_eq!(json, format!("\"{}\"", level.name()));
            assert_eq!(serde_json::from_str::<ComputerLevel>(&json).unwrap(), level);
            assert_eq!(ComputerLevel::by_name(level.name()), Some(level));
        }
        assert!(serde_json::from_str::<ComputerLevel>("\"expert\"").is_err());
        assert_eq!(ComputerLevel::by_name("expert"), None);
    }
}
