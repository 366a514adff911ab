//! Reading an action as a player types it (or a menu gives it).

use crate::carnett::{Action, Game};
use crate::i18n::{Catalog, Tr};
use crate::service::error::{ServiceError, ServiceResult};

use super::say;

/// The actions that are words, by the id of their word in the catalog and the word
/// of the rules' text (`discard 7H`).
const WORDS: [(&str, &str); 4] = [
    ("carnett-word-discard", "discard"),
    ("carnett-word-exchange", "exchange"),
    ("carnett-word-end", "end"),
    ("carnett-word-play", "play"),
];

/// `text` with an action's word in any of the catalog's languages ("odhodit 7H",
/// "конец хода") put as the rules write it ("discard 7H", "end"): a player types what
/// the list of actions showed them, whatever language the server speaks.
fn in_rules_words(catalog: &Catalog, text: &str) -> String {
    let lower = text.to_lowercase();
    for lang in catalog.langs() {
        for (id, rules) in WORDS {
            let word = catalog.text(lang, id, &[]).to_lowercase();
            if let Some(rest) = lower.strip_prefix(word.as_str()) {
                if rest.is_empty() || rest.starts_with(char::is_whitespace) {
                    return format!("{rules}{rest}");
                }
            }
        }
    }
    text.to_owned()
}

/// Reads a typed action: the game's own text (its words also in any language of the
/// catalog), or in a battle a card alone (`7H`).
pub(crate) fn parse_action(game: &Game, text: &str) -> Option<Action> {
    let text = in_rules_words(Catalog::embedded(), text.trim());
    let text = text.as_str();
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
