//! The bot's configuration, from the environment and `.env` (variables already set win).
//! Every failure is one sentence a server admin can act on; the token is never printed.

use std::fmt;
use std::path::PathBuf;

use super::shard::ShardSpec;

/// The bot's secret token. `Debug` and `Display` never show it, so it cannot reach a log
/// by accident.
#[derive(Clone, PartialEq, Eq)]
pub struct Token(String);

impl Token {
    /// Checks the shape Discord gives bot tokens (three dot-separated base64url parts,
    /// the first one the bot's id), so a pasted client secret or a stray quote is caught
    /// here and not as an opaque 401 later.
    pub fn parse(text: &str) -> Result<Token, ConfigError> {
        let text = text.trim();
        let text = text.strip_prefix("Bot ").unwrap_or(text).trim();
        if text.is_empty() {
            return Err(ConfigError::MissingToken);
        }
        let parts: Vec<&str> = text.split('.').collect();
        let base64url = |p: &str| {
            !p.is_empty()
                && p.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        };
        if parts.len() != 3 || !parts.iter().all(|p| base64url(p)) {
            return Err(ConfigError::MalformedToken);
        }
        Ok(Token(text.to_string()))
    }

    /// The token itself, for the HTTP client only.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Token(<redacted>)")
    }
}

/// What the bot needs to run.
#[derive(Clone, Debug)]
pub struct Config {
    pub token: Token,
    /// Register the commands in this server only (instant; for development).
    pub guild_id: Option<u64>,
    /// The sled store's folder.
    pub data_dir: PathBuf,
    /// A base URL that REST traffic goes through instead of discord.com.
    pub proxy_url: Option<String>,
    /// The gateway shards this process runs; `None` for Discord's recommendation.
    pub shards: Option<ShardSpec>,
}

/// A configuration mistake, as one sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConfigError {
    MissingToken,
    MalformedToken,
    BadGuildId(String),
    BadProxyUrl(String),
    BadShards(String),
    BadDotEnv(String),
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::MissingToken => f.write_str(
                "DISCORD_TOKEN is not set: copy the bot token from the Discord developer portal (Bot tab, Reset Token) into the environment or a .env file.",
            ),
            ConfigError::MalformedToken => f.write_str(
                "DISCORD_TOKEN does not look like a bot token (three parts separated by dots): copy it again from the Bot tab of the Discord developer portal, without quotes or spaces.",
            ),
            ConfigError::BadGuildId(v) => write!(
                f,
                "DISCORD_GUILD_ID must be a server id (a number, from right-click > Copy Server ID), not \"{v}\"."
            ),
            ConfigError::BadProxyUrl(v) => write!(
                f,
                "DISCORD_PROXY_URL must be a base URL starting with http:// or https://, such as http://127.0.0.1:3000, not \"{v}\"."
            ),
            ConfigError::BadShards(why) => write!(f, "DISCORD_SHARDS: {why}"),
            ConfigError::BadDotEnv(why) => write!(f, "the .env file could not be read: {why}"),
        }
    }
}

impl std::error::Error for ConfigError {}

impl Config {
    /// Reads `.env` (if present, without overriding variables already set) and then the
    /// environment.
    pub fn from_env() -> Result<Config, ConfigError> {
        match dotenvy::dotenv() {
            Ok(_) => {}
            Err(e) if e.not_found() => {}
            // Don't echo the line: it may be the token.
            Err(dotenvy::Error::LineParse(_, index)) => {
                return Err(ConfigError::BadDotEnv(format!(
                    "a line could not be parsed (near character {index})"
                )))
            }
            Err(e) => return Err(ConfigError::BadDotEnv(e.to_string())),
        }
        Config::from_vars(|name| std::env::var(name).ok())
    }

    /// The configuration from a lookup of variables (the environment, or a test's map).
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let set = |name: &str| var(name).filter(|v| !v.trim().is_empty());
        let token = Token::parse(&set("DISCORD_TOKEN").unwrap_or_default())?;
        let guild_id = match set("DISCORD_GUILD_ID") {
            None => None,
            Some(v) => Some(
                v.trim()
                    .parse::<u64>()
                    .ok()
                    .filter(|id| *id > 0)
                    .ok_or(ConfigError::BadGuildId(v))?,
            ),
        };
        let proxy_url = match set("DISCORD_PROXY_URL") {
            None => None,
            Some(v) => {
                let trimmed = v.trim().trim_end_matches('/');
                let ok = (trimmed.starts_with("http://") || trimmed.starts_with("https://"))
                    && trimmed.split("://").nth(1).is_some_and(|h| !h.is_empty());
                if !ok {
                    return Err(ConfigError::BadProxyUrl(v));
                }
                Some(trimmed.to_string())
            }
        };
        let shards = match set("DISCORD_SHARDS") {
            None => None,
            Some(v) => Some(v.parse::<ShardSpec>().map_err(ConfigError::BadShards)?),
        };
        let data_dir = set("MARTIAN_DATA_DIR")
            .map(PathBuf::from)
            .unwrap_or_else(|| PathBuf::from("./data"));
        Ok(Config {
            token,
            guild_id,
            data_dir,
            proxy_url,
            shards,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    const TOKEN: &str = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GabcDE.abcdefghijklmnopqrstuvwxyz0123456789AB";

    fn config(pairs: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let map: HashMap<String, String> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        Config::from_vars(|k| map.get(k).cloned())
    }

    #[test]
    fn reads_every_variable() {
        let c = config(&[
            ("DISCORD_TOKEN", TOKEN),
            ("DISCORD_GUILD_ID", "123456789012345678"),
            ("DISCORD_PROXY_URL", "http://127.0.0.1:3000/"),
            ("DISCORD_SHARDS", "0-3/16"),
            ("MARTIAN_DATA_DIR", "/tmp/x"),
        ])
        .expect("valid");
        assert_eq!(c.guild_id, Some(123456789012345678));
        assert_eq!(c.proxy_url.as_deref(), Some("http://127.0.0.1:3000"));
        assert_eq!(
            c.shards,
            Some(ShardSpec {
                first: 0,
                last: 3,
                total: 16
            })
        );
        assert_eq!(c.data_dir, PathBuf::from("/tmp/x"));
        let d = config(&[("DISCORD_TOKEN", TOKEN)]).expect("valid");
        assert_eq!(d.data_dir, PathBuf::from("./data"));
        assert!(d.guild_id.is_none() && d.proxy_url.is_none() && d.shards.is_none());
    }

    #[test]
    fn mistakes_are_one_sentence_without_the_token() {
        assert_eq!(config(&[]).unwrap_err(), ConfigError::MissingToken);
        let bad = config(&[("DISCORD_TOKEN", "\"not a token\"")]).unwrap_err();
        assert_eq!(bad, ConfigError::MalformedToken);
        assert!(!bad.to_string().contains("not a token"));
        for (name, value) in [
            ("DISCORD_GUILD_ID", "my-server"),
            ("DISCORD_PROXY_URL", "127.0.0.1:3000"),
            ("DISCORD_SHARDS", "4-3/16"),
        ] {
            let err = config(&[("DISCORD_TOKEN", TOKEN), (name, value)]).unwrap_err();
            let text = err.to_string();
            assert!(text.contains(name) && !text.contains('\n'), "{text}");
        }
        let token = Token::parse(TOKEN).expect("valid");
        assert!(!format!("{token:?}").contains("GabcDE"));
    }
}
