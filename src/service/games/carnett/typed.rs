//! Reading an action as a player types it (or a menu gives it).

use crate::carnett::{Action, Game};
use crate::i18n::Tr;
use crate::service::error::{ServiceError, ServiceResult};

use super::say;

/// Reads a typed action: the game's own text, or in a battle a card alone (`7H`).
pub(crate) fn parse_action(game: &Game, text: &str) -> Option<Action> {
    let text = text.trim();
    if let Ok(action) = text.parse::<Action>() {
        return Some(action);
    }
    if game.battle().is_some() {
        if let Ok(card) = text.parse() {
            return Some(Action::Play(card));
        }
    }
    // Typed with capitals or spaces a player might use: `E2E4`, `Discard 7h`.
    let lower = text.to_ascii_lowercase();
    let mut words = lower.split_whitespace();
    let normal = match (words.next(), words.next(), words.next()) {
        (Some(w @ ("discard" | "play")), Some(card), None) => {
            format!("{w} {}", card.to_ascii_uppercase())
        }
        (Some("exchange"), Some(kind), None) => format!("exchange {}", kind.to_ascii_uppercase()),
        (Some(word), None, None) if word.contains('@') => {
            let (kind, square) = word.split_once('@')?;
            format!("{}@{square}", kind.to_ascii_uppercase())
        }
        (Some(word), None, None) => word.to_owned(),
        _ => return None,
    };
    normal.parse().ok()
}

/// `/martian move` in Carnett's game: an action as typed; refusals in `mine`.
pub(crate) fn parse_typed(mine: Tr<'_>, game: &Game, text: &str) -> ServiceResult<Action> {
    parse_action(game, text).ok_or_else(|| ServiceError::user(say::not_an_action(mine, text)))
}
