//! Moves and their text: `c3b4`, with a trailing `*` when the move calls the clock.

use std::fmt;
use std::str::FromStr;

use super::square::{Coord, Square};

/// A move: a piece goes from one square to another, maybe calling the clock.
///
/// What the move does (capture, merge, crossing) follows from the position it is
/// played in, so the value stays three bytes and `Copy`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    from: Square,
    to: Square,
    calls_clock: bool,
}

impl Move {
    pub const fn new(from: Square, to: Square) -> Move {
        Move {
            from,
            to,
            calls_clock: false,
        }
    }

    /// The same move, calling the clock.
    pub const fn calling_clock(self) -> Move {
        Move {
            calls_clock: true,
            ..self
        }
    }

    pub const fn from(self) -> Square {
        self.from
    }

    pub const fn to(self) -> Square {
        self.to
    }

    pub const fn calls_clock(self) -> bool {
        self.calls_clock
    }
}

impl fmt::Display for Move {
    /// Canonical: lower-case `c3b4`, `c3b4*` when calling the clock.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if self.calls_clock {
            f.write_str("*")?;
        }
        Ok(())
    }
}

/// A move as typed, with squares that may lie off any board (`i9`), so that the
/// position can say "there is no square i9" rather than "that is not a move".
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct MoveText {
    pub from: Coord,
    pub to: Coord,
    pub calls_clock: bool,
}

/// The text is not a move in any accepted form.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseMoveError {
    /// The text, shortened and stripped of control characters for quoting.
    pub text: String,
}

impl ParseMoveError {
    fn new(text: &str) -> ParseMoveError {
        const SHOWN: usize = 20;
        let clean: String = text.chars().filter(|c| !c.is_control()).collect();
        let text = if clean.chars().count() > SHOWN {
            clean.chars().take(SHOWN).collect::<String>() + "…"
        } else {
            clean
        };
        ParseMoveError { text }
    }
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "\"{}\" is not a move: write the square the piece stands on and the square it goes to, like c3b4 (add * to call the clock, like c3b4*)",
            self.text
        )
    }
}

impl std::error::Error for ParseMoveError {}

impl FromStr for MoveText {
    type Err = ParseMoveError;

    /// Lenient: `c3b4`, `c3-b4`, `c3 b4`, `c3xb4`, `C3B4`, each with an optional
    /// trailing `*` that calls the clock.
    fn from_str(text: &str) -> Result<MoveText, ParseMoveError> {
        let err = || ParseMoveError::new(text);
        let mut rest = text.trim();
        let calls_clock = match rest.strip_suffix('*') {
            Some(before) => {
                rest = before.trim_end();
                true
            }
            None => false,
        };
        let bytes = rest.as_bytes();
        let (from, used) = Coord::read_prefix(bytes).ok_or_else(err)?;
        let mut middle = rest[used..].trim_start();
        let after_separator = middle
            .strip_prefix(['-', 'x', 'X'])
            .map(str::trim_start)
            .filter(|after| Coord::read_prefix(after.as_bytes()).is_some());
        if let Some(after) = after_separator {
            middle = after;
        }
        let (to, used) = Coord::read_prefix(middle.as_bytes()).ok_or_else(err)?;
        if used != middle.len() {
            return Err(err());
        }
        Ok(MoveText {
            from,
            to,
            calls_clock,
        })
    }
}

impl FromStr for Move {
    type Err = ParseMoveError;

    /// Like [`MoveText`], and both squares must be on the 8x8 grid.
    fn from_str(text: &str) -> Result<Move, ParseMoveError> {
        let parsed: MoveText = text.parse()?;
        match (parsed.from.square(), parsed.to.square()) {
            (Some(from), Some(to)) => {
                let m = Move::new(from, to);
                Ok(if parsed.calls_clock {
                    m.calling_clock()
                } else {
                    m
                })
            }
            _ => Err(ParseMoveError::new(text)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_text_accepts_every_documented_form() {
        for text in [
            "c3b4",
            "c3-b4",
            "c3 b4",
            "c3xb4",
            "C3B4",
            " c3 - b4 ",
            "c3Xb4",
        ] {
            let m: Move = text.parse().unwrap();
            assert_eq!(m.to_string(), "c3b4", "{text}");
            assert!(!m.calls_clock());
        }
    }

    #[test]
    fn trailing_star_calls_the_clock() {
        for text in ["c3b4*", "c3-b4 *", "C3xB4*"] {
            let m: Move = text.parse().unwrap();
            assert!(m.calls_clock(), "{text}");
            assert_eq!(m.to_string(), "c3b4*");
        }
    }

    #[test]
    fn non_moves_are_rejected_with_the_expected_form() {
        for text in [
            "", "*", "c3", "c3b", "c3b4b5", "c3--b4", "3cb4", "c3b4**", "hello",
        ] {
            let err = text.parse::<Move>().unwrap_err();
            assert!(err.to_string().contains("like c3b4"), "{text}: {err}");
        }
    }

    #[test]
    fn squares_off_the_grid_survive_as_text_for_the_position_to_explain() {
        let parsed: MoveText = "c3i9".parse().unwrap();
        assert_eq!(parsed.to.to_string(), "i9");
        assert!("c3i9".parse::<Move>().is_err());
    }

    #[test]
    fn long_junk_is_shortened_in_the_message() {
        let err = "x".repeat(500).parse::<Move>().unwrap_err();
        assert!(err.to_string().len() < 200);
    }
}
