//! The words of Carnett's board image, as templates the image fills (`{name}`,
//! `{count}`, `{turn}`, `{max}`, `{from}`, `{target}`), in the reader's language: the
//! bot makes them from its catalog (`locales/*/carnett-board.ftl`); [`Texts::default`]
//! is the English of that catalog, for tests, benchmarks and tools.

use std::sync::{Arc, OnceLock};

use martian_carnett::Color;

use super::super::texts::fill;

/// The most cards a count line has its own form for (the whole deck).
pub const COUNT_LINES: usize = 53;
/// The most actions a turn has (the die's highest face).
pub const ACTION_LINES: usize = 7;

/// Every word of the image (see the module's documentation). The `Vec` fields hold a
/// line per count from 0, for languages whose plurals need more than one form (a game
/// never counts past them: six actions, 52 cards; a count past the end would take the
/// last line, with `{count}` filled in if it still has one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Texts {
    /// A seat without a name, by colour: "White", "Black".
    pub white: String,
    pub black: String,
    /// The tag on the block of the side whose turn it is: "to move"; of the side that
    /// must play a card in a battle: "plays a card"; of the winner: "★ winner".
    pub to_move_tag: String,
    pub to_play_tag: String,
    pub winner_tag: String,
    /// The headline: "{name} to move", or in a battle "{name} to play a card".
    pub to_move: String,
    pub to_play: String,
    /// "Turn {turn} of {max}".
    pub turn: String,
    /// "{count} actions left", by count.
    pub actions_left: Vec<String>,
    /// "{count} cards in hand", by count (a hand's size: never its cards).
    pub hand: Vec<String>,
    /// "Deck: {count} cards", by count.
    pub deck: Vec<String>,
    /// The captions of the rows of pieces and cards.
    pub prison: String,
    pub reserve: String,
    pub discarded: String,
    /// "Battle: {from} attacks {target}".
    pub battle: String,
    /// Before the lead suit's symbol: "lead".
    pub lead: String,
    /// The result: "{name} wins" / "Draw", and why: "{name}'s king was captured." /
    /// "Drawn after {max} turns."
    pub wins: String,
    pub draw: String,
    pub king_captured: String,
    pub turn_limit: String,
}

/// English count lines from the singular and plural templates.
fn counted(lines: usize, one: &str, many: &str) -> Vec<String> {
    (0..lines)
        .map(|n| {
            let template = if n == 1 { one } else { many };
            fill(template, &[("count", &n.to_string())])
        })
        .collect()
}

impl Default for Texts {
    fn default() -> Texts {
        Texts {
            white: "White".into(),
            black: "Black".into(),
            to_move_tag: "to move".into(),
            to_play_tag: "plays a card".into(),
            winner_tag: "★ winner".into(),
            to_move: "{name} to move".into(),
            to_play: "{name} to play a card".into(),
            turn: "Turn {turn} of {max}".into(),
            actions_left: counted(ACTION_LINES, "1 action left", "{count} actions left"),
            hand: counted(COUNT_LINES, "1 card in hand", "{count} cards in hand"),
            deck: counted(COUNT_LINES, "Deck: 1 card", "Deck: {count} cards"),
            prison: "Prison".into(),
            reserve: "Reserve".into(),
            discarded: "Discarded".into(),
            battle: "Battle: {from} attacks {target}".into(),
            lead: "lead".into(),
            wins: "{name} wins".into(),
            draw: "Draw".into(),
            king_captured: "{name}'s king was captured.".into(),
            turn_limit: "Drawn after {max} turns.".into(),
        }
    }
}

/// The English texts, shared (what `Options::default` holds).
pub(crate) fn english() -> Arc<Texts> {
    static ENGLISH: OnceLock<Arc<Texts>> = OnceLock::new();
    ENGLISH.get_or_init(|| Arc::new(Texts::default())).clone()
}

/// The line for `count` (the last one past the end), with `{count}` filled in.
fn by_count(lines: &[String], count: usize) -> String {
    let line = lines.get(count).or(lines.last()).map_or("", String::as_str);
    fill(line, &[("count", &count.to_string())])
}

impl Texts {
    pub fn colour(&self, color: Color) -> &str {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    pub fn actions_left(&self, count: u8) -> String {
        by_count(&self.actions_left, usize::from(count))
    }

    pub fn hand(&self, count: usize) -> String {
        by_count(&self.hand, count)
    }

    pub fn deck(&self, count: usize) -> String {
        by_count(&self.deck, count)
    }

    pub fn turn(&self, turn: u16, max: u16) -> String {
        fill(
            &self.turn,
            &[("turn", &turn.to_string()), ("max", &max.to_string())],
        )
    }

    pub fn battle(&self, from: &str, target: &str) -> String {
        fill(&self.battle, &[("from", from), ("target", target)])
    }

    pub fn named(template: &str, name: &str) -> String {
        fill(template, &[("name", name)])
    }

    pub fn turn_limit(&self, max: u16) -> String {
        fill(&self.turn_limit, &[("max", &max.to_string())])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_counts_agree_in_number() {
        let t = Texts::default();
        assert_eq!(t.hand(1), "1 card in hand");
        assert_eq!(t.hand(13), "13 cards in hand");
        assert_eq!(t.deck(0), "Deck: 0 cards");
        assert_eq!(t.actions_left(1), "1 action left");
        assert_eq!(t.actions_left(6), "6 actions left");
        assert_eq!(t.turn(12, 200), "Turn 12 of 200");
        assert_eq!(t.battle("e4", "d5"), "Battle: e4 attacks d5");
    }
}
