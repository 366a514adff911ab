//! How long a server's seasons last (the `season` setting, issue 30): its own file, so
//! that the settings (`player.rs`) and the season records (`season.rs`, which name a
//! player's record) both import it without importing each other.

use serde::{Deserialize, Serialize};

/// How long a season lasts (the `season` setting; off is no setting).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SeasonLength {
    Monthly,
    Quarterly,
}

impl SeasonLength {
    pub const fn name(self) -> &'static str {
        match self {
            SeasonLength::Monthly => "monthly",
            SeasonLength::Quarterly => "quarterly",
        }
    }

    pub fn by_name(name: &str) -> Option<SeasonLength> {
        [SeasonLength::Monthly, SeasonLength::Quarterly]
            .into_iter()
            .find(|l| l.name() == name)
    }
}
