//! What a player may do, and its text (section 7): `e2e4`, `e7e8q`, `e1g1`, `N@e5`,
//! `discard 7H`, `exchange N`, `end`, and in a battle `play 7H`.

use std::fmt;
use std::str::FromStr;

use crate::card::Card;
use crate::movegen::ChessMove;
use crate::piece::Kind;
use crate::square::Square;

/// One action, or one card of a battle.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Action {
    /// A piece move; onto an opponent's piece (or en passant) it starts a battle. A
    /// pawn reaching the last rank without a promotion becomes a queen.
    Move(ChessMove),
    /// A piece from the reserve onto an empty square.
    Drop { kind: Kind, to: Square },
    /// A card from the hand onto the discard pile, and one drawn.
    Discard(Card),
    /// A prisoner of this kind back for one of one's own out of the opponent's prison.
    Exchange(Kind),
    /// End the turn now (no action spent).
    EndTurn,
    /// A card played in the battle under way.
    Play(Card),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Move(mv) => write!(f, "{mv}"),
            Action::Drop { kind, to } => write!(f, "{}@{to}", kind.letter()),
            Action::Discard(card) => write!(f, "discard {card}"),
            Action::Exchange(kind) => write!(f, "exchange {}", kind.letter()),
            Action::EndTurn => f.write_str("end"),
            Action::Play(card) => write!(f, "play {card}"),
        }
    }
}

/// The text is not an action.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseActionError;

impl fmt::Display for ParseActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(
            "not an action: use a move like e2e4 or e7e8q, a drop like N@e5, \
             discard 7H, exchange N, end, or play 7H in a battle",
        )
    }
}

impl std::error::Error for ParseActionError {}

fn parse_move(text: &str) -> Option<ChessMove> {
    let from = text.get(0..2)?.parse().ok()?;
    let to = text.get(2..4)?.parse().ok()?;
    let promotion = match text.get(4..)? {
        "" => None,
        rest => {
            let mut chars = rest.chars();
            let kind = Kind::from_letter(chars.next()?)?;
            if chars.next().is_some() || !Kind::PROMOTIONS.contains(&kind) {
                return None;
            }
            Some(kind)
        }
    };
    Some(ChessMove {
        from,
        to,
        promotion,
    })
}

impl FromStr for Action {
    type Err = ParseActionError;

    fn from_str(text: &str) -> Result<Action, ParseActionError> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let kind_of = |word: &str| {
            let mut chars = word.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) => Kind::from_letter(c).filter(|k| *k != Kind::King),
                _ => None,
            }
        };
        let action = match words.as_slice() {
            ["end"] => Some(Action::EndTurn),
            ["discard", card] => card.parse().ok().map(Action::Discard),
            ["play", card] => card.parse().ok().map(Action::Play),
            ["exchange", kind] => kind_of(kind).map(Action::Exchange),
            [word] if word.contains('@') => {
                let (kind, to) = word.split_once('@').ok_or(ParseActionError)?;
                match (kind_of(kind), to.parse()) {
                    (Some(kind), Ok(to)) => Some(Action::Drop { kind, to }),
                    _ => None,
                }
            }
            [word] => parse_move(word).map(Action::Move),
            _ => None,
        };
        action.ok_or(ParseActionError)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_round_trip() {
        for text in [
            "e2e4",
            "e7e8q",
            "a2a1n",
            "e1g1",
            "N@e5",
            "P@a2",
            "Q@h8",
            "discard 7H",
            "discard 10S",
            "exchange N",
            "exchange P",
            "end",
            "play AS",
        ] {
            let action: Action = text.parse().unwrap();
            assert_eq!(action.to_string(), text);
        }
        assert_eq!(
            "discard TS".parse::<Action>().unwrap().to_string(),
            "discard 10S"
        );
        assert_eq!("n@e5".parse::<Action>().unwrap().to_string(), "N@e5");
    }

    #[test]
    fn bad_actions_are_refused() {
        for bad in [
            "",
            "e2",
            "e2e9",
            "e7e8k",
            "e7e8qq",
            "K@e4",
            "N@",
            "@e4",
            "discard",
            "discard 1S",
            "exchange K",
            "exchange",
            "end now",
            "play",
            "z9z9",
        ] {
            assert!(bad.parse::<Action>().is_err(), "{bad}");
        }
    }
}
