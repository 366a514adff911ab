//! What a puzzle's buttons and menus name (`mcp:`): its own prefix, apart from a game's
//! (`mc:`), a list's (`mcl:`) and a vacation's (`mcv:`), because a puzzle is no
//! channel's game. Each carries the puzzle's id and how many moves of its solution were
//! played when it was shown, so that a click on an older step is told it is out of date.

const PREFIX: &str = "mcp";

/// A click on a puzzle's component.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum PuzzleClick {
    /// The menu of the solver's pieces (the value is a square).
    Piece { puzzle: String, played: usize },
    /// The moves of the piece on `from` (the value is a move).
    Target {
        puzzle: String,
        played: usize,
        from: String,
    },
    /// The daily post's Solve: that day's puzzle (`2026-12-04`), privately.
    Daily { day: String },
}

impl PuzzleClick {
    pub(crate) fn encode(&self) -> String {
        match self {
            PuzzleClick::Piece { puzzle, played } => format!("{PREFIX}:p:{puzzle}:{played}"),
            PuzzleClick::Target {
                puzzle,
                played,
                from,
            } => format!("{PREFIX}:t:{puzzle}:{played}:{from}"),
            PuzzleClick::Daily { day } => format!("{PREFIX}:d:{day}"),
        }
    }

    /// Reads what [`PuzzleClick::encode`] wrote; anything else is `None`.
    pub(crate) fn parse(custom_id: &str) -> Option<PuzzleClick> {
        let parts: Vec<&str> = custom_id.split(':').collect();
        let id_ok =
            |id: &str| (1..=32).contains(&id.len()) && id.chars().all(|c| c.is_ascii_hexdigit());
        match parts.as_slice() {
            [PREFIX, "p", puzzle, played] if id_ok(puzzle) => Some(PuzzleClick::Piece {
                puzzle: (*puzzle).to_owned(),
                played: played.parse().ok()?,
            }),
            [PREFIX, "t", puzzle, played, from]
                if id_ok(puzzle)
                    && (2..=3).contains(&from.len())
                    && from.chars().all(|c| c.is_ascii_alphanumeric()) =>
            {
                Some(PuzzleClick::Target {
                    puzzle: (*puzzle).to_owned(),
                    played: played.parse().ok()?,
                    from: (*from).to_owned(),
                })
            }
            [PREFIX, "d", day]
                if day.len() == 10 && day.chars().all(|c| c.is_ascii_digit() || c == '-') =>
            {
                Some(PuzzleClick::Daily {
                    day: (*day).to_owned(),
                })
            }
            _ => None,
        }
    }

    /// The puzzle and the step a menu was shown at (a daily post's button has none).
    pub(crate) fn step(&self) -> Option<(&str, usize)> {
        match self {
            PuzzleClick::Piece { puzzle, played } | PuzzleClick::Target { puzzle, played, .. } => {
                Some((puzzle, *played))
            }
            PuzzleClick::Daily { .. } => None,
        }
    }
}

/// Whether a `custom_id` is meant as a puzzle's (well formed or not).
pub fn is_puzzle(custom_id: &str) -> bool {
    custom_id.split(':').next() == Some(PREFIX)
}

/// Whether a click on a puzzle's component answers in place of the message it was on
/// (a puzzle's menus step on in place: the puzzle is one private message); the daily
/// post's Solve opens a new private one.
pub fn puzzle_steps_in_place(custom_id: &str) -> bool {
    PuzzleClick::parse(custom_id).is_some_and(|c| c.step().is_some())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn puzzle_clicks_round_trip_and_tampering_is_refused() {
        let piece = PuzzleClick::Piece {
            puzzle: "e62acd3c91557826".into(),
            played: 2,
        };
        let target = PuzzleClick::Target {
            puzzle: "e62acd3c91557826".into(),
            played: 0,
            from: "d6".into(),
        };
        let daily = PuzzleClick::Daily {
            day: "2026-12-04".into(),
        };
        assert!(!puzzle_steps_in_place(&daily.encode()));
        for click in [piece, target, daily] {
            let id = click.encode();
            assert!(is_puzzle(&id) && id.len() <= 100, "{id}");
            assert_eq!(PuzzleClick::parse(&id), Some(click));
        }
        for bad in [
            "mcp:p:zz:1",
            "mcp:p:e62a:x",
            "mcp:t:e62a:1",
            "mcp:t:e62a:1:d6:e",
            "mcp:t:e62a:1:d;6",
            "mc:p:e62a:1",
            "mcp:q:e62a:1",
            "mcp:d:2026-12-4",
            "mcp:d:2026-12-04:x",
        ] {
            assert_eq!(PuzzleClick::parse(bad), None, "{bad}");
        }
        assert!(!is_puzzle("mc:2s:3:move") && !is_puzzle("mcl:lb:1"));
    }
}
