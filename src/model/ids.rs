//! Identifiers. Discord's are 64-bit snowflakes; the console derives its own.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name(pub u64);
    };
}

id_type!(
    /// A Discord user (or the bot itself).
    UserId
);
id_type!(
    /// A Discord server.
    GuildId
);
id_type!(
    /// A channel or thread; one active game each.
    ChannelId
);
id_type!(
    /// A game, numbered by the store.
    GameId
);
id_type!(
    /// A message the bot posted (a live board, a ping, a challenge).
    MessageId
);

impl fmt::Display for GameId {
    /// Short and easy to type: base 36, e.g. `2s`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";
        let mut n = self.0;
        let mut out = Vec::new();
        loop {
            out.push(DIGITS[(n % 36) as usize]);
            n /= 36;
            if n == 0 {
                break;
            }
        }
        out.reverse();
        f.write_str(std::str::from_utf8(&out).unwrap_or("?"))
    }
}

impl FromStr for GameId {
    type Err = ();

    /// The base-36 form, case-insensitive, with an optional leading `#`.
    fn from_str(text: &str) -> Result<GameId, ()> {
        let text = text.trim().trim_start_matches('#');
        if text.is_empty() || text.len() > 13 {
            return Err(());
        }
        u64::from_str_radix(&text.to_ascii_lowercase(), 36)
            .map(GameId)
            .map_err(|_| ())
    }
}

impl UserId {
    /// The text Discord turns into a ping; adapters without pings map it back to a name.
    pub fn mention(self) -> String {
        format!("<@{}>", self.0)
    }
}

impl ChannelId {
    pub fn mention(self) -> String {
        format!("<#{}>", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_ids_are_short_and_round_trip() {
        for n in [0u64, 1, 35, 36, 1295, 123_456_789, u64::MAX] {
            let id = GameId(n);
            assert_eq!(id.to_string().parse::<GameId>(), Ok(id));
        }
        assert_eq!(GameId(71).to_string(), "1z");
        assert_eq!("#1Z".parse::<GameId>(), Ok(GameId(71)));
        assert!("".parse::<GameId>().is_err());
        assert!("not-an-id".parse::<GameId>().is_err());
    }
}
