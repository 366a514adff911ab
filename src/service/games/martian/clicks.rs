//! The Looney Pyramids game's own buttons and menus, as their `custom_id`s name them
//! (after `mc:<game>:<ply>:`): the board's Move, the piece menu, a piece's targets.

/// A click on one of this game's components.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Click {
    /// The board's Move: the menu of pieces that may move.
    Move,
    /// The piece menu (the value is a square).
    Piece,
    /// The destination menu of the piece on this square (the value is a move).
    Target(String),
}

impl Click {
    pub fn encode(&self) -> String {
        match self {
            Click::Move => "move".into(),
            Click::Piece => "piece".into(),
            Click::Target(from) => format!("to:{from}"),
        }
    }

    /// Whether the answer replaces the menu clicked (the next menu, the move).
    pub fn steps_in_place(&self) -> bool {
        !matches!(self, Click::Move)
    }

    /// Reads what [`Click::encode`] wrote; anything else is `None`.
    pub fn parse(token: &str) -> Option<Click> {
        match token.split_once(':') {
            None if token == "move" => Some(Click::Move),
            None if token == "piece" => Some(Click::Piece),
            Some(("to", square)) if (1..=3).contains(&square.len()) => {
                Some(Click::Target(square.to_string()))
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_menu_clicks_round_trip_and_refuse_anything_else() {
        for click in [Click::Move, Click::Piece, Click::Target("c3".into())] {
            assert_eq!(Click::parse(&click.encode()), Some(click));
        }
        for bad in ["", "fly", "to", "to:", "to:c3d4", "move:extra", "c-move"] {
            assert_eq!(Click::parse(bad), None, "{bad}");
        }
        // Only the board's Move opens a new private message; the menus step in place.
        assert!(!Click::Move.steps_in_place());
        assert!(Click::Piece.steps_in_place() && Click::Target("c3".into()).steps_in_place());
    }
}
