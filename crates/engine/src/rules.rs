//! Rulesets and options: the last MCFEN field, e.g. `classic+clock_auto27`.

use std::fmt;

/// How pieces move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Ruleset {
    /// Pawns step diagonally, drones slide one or two squares orthogonally, queens
    /// slide any distance; pawns and drones can merge.
    #[default]
    Classic,
    /// Pawns step one square any way, drones leap exactly two squares any way, queens
    /// as in classic; nothing merges.
    Leaping,
}

impl Ruleset {
    pub const fn name(self) -> &'static str {
        match self {
            Ruleset::Classic => "classic",
            Ruleset::Leaping => "leaping",
        }
    }

    pub const fn allows_merges(self) -> bool {
        matches!(self, Ruleset::Classic)
    }
}

/// The deadlock clock.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum ClockMode {
    /// A player may call the clock with a move; then 7 plies without a capture end
    /// the game.
    #[default]
    Call,
    /// No call needed: 27 plies without a capture end the game (Pyramid Arcade).
    Auto27,
    /// The clock cannot be called.
    Off,
}

impl ClockMode {
    /// Plies without a capture that end the game once the clock runs; a capture
    /// restarts the count at this value.
    pub const fn plies(self) -> Option<u8> {
        match self {
            ClockMode::Call => Some(7),
            ClockMode::Auto27 => Some(27),
            ClockMode::Off => None,
        }
    }
}

/// Everything about a game that is fixed when it starts, apart from the layout.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Rules {
    pub ruleset: Ruleset,
    pub clock: ClockMode,
    /// Exempt captures from no-rejection: a piece that crossed the canal by capturing
    /// may be sent straight back.
    pub reject_captures_allowed: bool,
    /// Four players in two teams (SW+NE against NW+SE) pooling their scores.
    pub teams: bool,
}

/// The ruleset field could not be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseRulesError(pub String);

impl fmt::Display for ParseRulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ParseRulesError {}

const OPTION_NAMES: &str = "reject_captures_allowed, clock_auto27, clock_off, teams";

impl std::str::FromStr for Rules {
    type Err = ParseRulesError;

    /// `classic` or `leaping`, then options after `+` in any order.
    fn from_str(text: &str) -> Result<Rules, ParseRulesError> {
        let mut parts = text.split('+');
        let ruleset = match parts.next().unwrap_or("") {
            "classic" => Ruleset::Classic,
            "leaping" => Ruleset::Leaping,
            other => {
                return Err(ParseRulesError(format!(
                    "\"{other}\" is not a ruleset: use classic or leaping"
                )))
            }
        };
        let mut rules = Rules {
            ruleset,
            ..Rules::default()
        };
        let mut seen: Vec<&str> = Vec::new();
        for option in parts {
            if seen.contains(&option) {
                return Err(ParseRulesError(format!(
                    "the option {option} is given twice"
                )));
            }
            seen.push(option);
            match option {
                "reject_captures_allowed" => rules.reject_captures_allowed = true,
                "teams" => rules.teams = true,
                "clock_auto27" | "clock_off" => {
                    if rules.clock != ClockMode::Call {
                        return Err(ParseRulesError(
                            "clock_auto27 and clock_off cannot both be set".to_string(),
                        ));
                    }
                    rules.clock = if option == "clock_off" {
                        ClockMode::Off
                    } else {
                        ClockMode::Auto27
                    };
                }
                "" => {
                    return Err(ParseRulesError(
                        "an option after + is empty: remove the extra +".to_string(),
                    ))
                }
                other => {
                    return Err(ParseRulesError(format!(
                        "\"{other}\" is not an option: the options are {OPTION_NAMES}"
                    )))
                }
            }
        }
        Ok(rules)
    }
}

impl fmt::Display for Rules {
    /// The ruleset, then its options sorted by name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.ruleset.name())?;
        match self.clock {
            ClockMode::Auto27 => f.write_str("+clock_auto27")?,
            ClockMode::Off => f.write_str("+clock_off")?,
            ClockMode::Call => {}
        }
        if self.reject_captures_allowed {
            f.write_str("+reject_captures_allowed")?;
        }
        if self.teams {
            f.write_str("+teams")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_are_read_in_any_order_and_written_sorted() {
        let rules: Rules = "classic+reject_captures_allowed+clock_auto27"
            .parse()
            .unwrap();
        assert_eq!(rules.clock, ClockMode::Auto27);
        assert!(rules.reject_captures_allowed);
        assert_eq!(
            rules.to_string(),
            "classic+clock_auto27+reject_captures_allowed"
        );
        let rules: Rules = "leaping+teams+clock_off".parse().unwrap();
        assert_eq!(rules.to_string(), "leaping+clock_off+teams");
        assert_eq!("classic".parse::<Rules>().unwrap(), Rules::default());
    }

    #[test]
    fn bad_rulesets_say_what_is_wrong() {
        for (text, says) in [
            ("chess", "not a ruleset"),
            ("classic+fast", "not an option"),
            ("classic+clock_off+clock_auto27", "cannot both"),
            ("classic+teams+teams", "twice"),
            ("classic+", "empty"),
            ("", "not a ruleset"),
        ] {
            let err = text.parse::<Rules>().unwrap_err().to_string();
            assert!(err.contains(says), "{text}: {err}");
        }
    }

    #[test]
    fn clock_counts_seven_when_called_and_twenty_seven_when_automatic() {
        assert_eq!(ClockMode::Call.plies(), Some(7));
        assert_eq!(ClockMode::Auto27.plies(), Some(27));
        assert_eq!(ClockMode::Off.plies(), None);
    }
}
