//! The words the image shows. The renderer has no sentences of its own: the caller
//! passes them in [`Texts`], already in the reader's language, as templates that the
//! renderer fills with names and numbers (`{name}`, `{names}`, `{score}`, `{number}`,
//! `{by}`, `{zone}`, `{init}`, `{last}`). [`Texts::default`] is English.

use std::sync::{Arc, OnceLock};

use martian_engine::{EndReason, GameResult, Outcome, Player, PlayerSet};

/// The highest clock count [`Texts::clock`] has a line for by default (the automatic
/// clock starts at 27).
pub const CLOCK_LINES: usize = 28;

/// Every word of the image, as templates (see the module's documentation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Texts {
    /// The tag on the block of the player to move: "to move".
    pub to_move_tag: String,
    /// The tag on a winner's block: "★ winner".
    pub winner_tag: String,
    /// The name of a seat without one: "Player {number}" (1 to 4).
    pub default_name: String,
    /// The headline while the game goes on: "{name} to move".
    pub to_move: String,
    /// The clock line by moves left, from 0: "Clock: 1 move left" at index 1. A count
    /// past the end takes the last line, with `{count}` filled in if it has one.
    pub clock: Vec<String>,
    /// A team's line with four players: "{names}: {score}", the partners' names
    /// joined by `team_join` (" + ").
    pub team_score: String,
    pub team_join: String,
    /// The result: one winner ("{names} wins"), several ("{names} win"), everybody
    /// drawing ("Draw"), some drawing ("Draw: {names}").
    pub win_one: String,
    pub win_many: String,
    pub draw_all: String,
    pub draw_some: String,
    /// Names in a result: "{init} and {last}", the first ones joined by
    /// `list_separator` (", ").
    pub list_and: String,
    pub list_separator: String,
    /// Why the game ended: "{name} moved the last piece out of their zone.", "{by}'s
    /// move emptied {zone}'s zone.", "The clock ran out.", "{name} had no legal move.".
    pub emptied_own_zone: String,
    pub emptied_zone: String,
    pub clock_ran_out: String,
    pub no_legal_move: String,
    /// Added after the reason (with a space) when a tie went to whoever ended the game.
    pub tie_break: String,
}

impl Default for Texts {
    fn default() -> Texts {
        Texts {
            to_move_tag: "to move".into(),
            winner_tag: "★ winner".into(),
            default_name: "Player {number}".into(),
            to_move: "{name} to move".into(),
            clock: (0..CLOCK_LINES)
                .map(|n| match n {
                    1 => "Clock: 1 move left".to_owned(),
                    n => format!("Clock: {n} moves left"),
                })
                .collect(),
            team_score: "{names}: {score}".into(),
            team_join: " + ".into(),
            win_one: "{names} wins".into(),
            win_many: "{names} win".into(),
            draw_all: "Draw".into(),
            draw_some: "Draw: {names}".into(),
            list_and: "{init} and {last}".into(),
            list_separator: ", ".into(),
            emptied_own_zone: "{name} moved the last piece out of their zone.".into(),
            emptied_zone: "{by}'s move emptied {zone}'s zone.".into(),
            clock_ran_out: "The clock ran out.".into(),
            no_legal_move: "{name} had no legal move.".into(),
            tie_break: "Tied on points: whoever ends the game wins a tie.".into(),
        }
    }
}

/// The English texts, shared (what `Options::default` holds).
pub(crate) fn english() -> Arc<Texts> {
    static ENGLISH: OnceLock<Arc<Texts>> = OnceLock::new();
    ENGLISH.get_or_init(|| Arc::new(Texts::default())).clone()
}

/// `template` with each `{key}` of `values` replaced by its value, in one pass (a
/// value is never read as a template itself, whatever a name contains); unknown
/// `{...}` stay as written.
pub fn fill(template: &str, values: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let found = after.find('}').and_then(|close| {
            let key = &after[..close];
            values
                .iter()
                .find(|(k, _)| *k == key)
                .map(|(_, v)| (close, *v))
        });
        match found {
            Some((close, value)) => {
                out.push_str(value);
                rest = &after[close + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

impl Texts {
    /// The name of a seat without one.
    pub fn default_name(&self, player: Player) -> String {
        fill(
            &self.default_name,
            &[("number", &player.number().to_string())],
        )
    }

    pub fn to_move(&self, name: &str) -> String {
        fill(&self.to_move, &[("name", name)])
    }

    pub fn clock(&self, plies: u8) -> String {
        let line = self
            .clock
            .get(usize::from(plies))
            .or(self.clock.last())
            .map_or("", String::as_str);
        fill(line, &[("count", &plies.to_string())])
    }

    pub fn team_score(&self, names: &[&str], score: u32) -> String {
        fill(
            &self.team_score,
            &[
                ("names", &names.join(&self.team_join)),
                ("score", &score.to_string()),
            ],
        )
    }

    fn list(&self, names: &[&str]) -> String {
        match names {
            [] => String::new(),
            [one] => (*one).to_owned(),
            [init @ .., last] => fill(
                &self.list_and,
                &[("init", &init.join(&self.list_separator)), ("last", last)],
            ),
        }
    }

    fn names_of<'a>(&self, set: PlayerSet, name: &impl Fn(Player) -> &'a str) -> String {
        let names: Vec<&str> = set.iter().map(name).collect();
        self.list(&names)
    }

    /// "alice wins" or "Draw"; `name` gives each seat's display name.
    pub fn headline<'a>(
        &self,
        outcome: &Outcome,
        players: usize,
        name: impl Fn(Player) -> &'a str,
    ) -> String {
        let (template, set) = match outcome.result {
            GameResult::Win(set) if set.len() == 1 => (&self.win_one, set),
            GameResult::Win(set) => (&self.win_many, set),
            GameResult::Draw(set) if set.len() == players => (&self.draw_all, set),
            GameResult::Draw(set) => (&self.draw_some, set),
        };
        fill(template, &[("names", &self.names_of(set, &name))])
    }

    /// Why the game ended.
    pub fn reason<'a>(&self, outcome: &Outcome, name: impl Fn(Player) -> &'a str) -> String {
        let mut text = match outcome.reason {
            EndReason::ZoneEmptied { zone, by } if zone == by => {
                fill(&self.emptied_own_zone, &[("name", name(by))])
            }
            EndReason::ZoneEmptied { zone, by } => fill(
                &self.emptied_zone,
                &[("by", name(by)), ("zone", name(zone))],
            ),
            EndReason::ClockRanOut => self.clock_ran_out.clone(),
            EndReason::NoLegalMove { player } => {
                fill(&self.no_legal_move, &[("name", name(player))])
            }
        };
        if outcome.won_on_tie_break {
            text.push(' ');
            text.push_str(&self.tie_break);
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn templates_are_filled_once() {
        assert_eq!(
            fill("{name} to move", &[("name", "{name}")]),
            "{name} to move"
        );
        assert_eq!(fill("{a}{b}", &[("a", "{b}"), ("b", "x")]), "{b}x");
        assert_eq!(fill("{unknown} {", &[("a", "b")]), "{unknown} {");
        assert_eq!(fill("Ход: {name}", &[("name", "Алиса")]), "Ход: Алиса");
    }

    #[test]
    fn english_is_the_default() {
        let t = Texts::default();
        assert_eq!(t.clock(1), "Clock: 1 move left");
        assert_eq!(t.clock(7), "Clock: 7 moves left");
        assert_eq!(t.default_name(Player::from_number(2).unwrap()), "Player 2");
        assert_eq!(t.team_score(&["a", "b"], 3), "a + b: 3");
        assert_eq!(t.list(&["a", "b", "c"]), "a, b and c");
    }
}
