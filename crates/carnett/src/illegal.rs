//! Why an action is refused: a reason with the data a sentence needs. The English
//! `Display` is for the command line and logs; players read the message catalog's.

use std::fmt;

use crate::card::{Card, Suit};
use crate::outcome::Outcome;
use crate::piece::{Color, Kind};
use crate::square::Square;

/// An action that cannot be taken now, and why.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct IllegalAction {
    pub reason: IllegalReason,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub enum IllegalReason {
    GameOver(Outcome),
    /// Someone else must act (the player to move, or the one to play a battle card).
    NotYourTurn {
        to_act: Color,
    },
    /// A battle is under way: only `play` is possible.
    BattleUnderway,
    /// `play` outside a battle.
    NoBattle,
    CardNotInHand(Card),
    /// The card does not follow the lead suit, and the hand holds that suit.
    MustFollowSuit {
        card: Card,
        lead: Suit,
    },
    EmptySquare(Square),
    NotYourPiece(Square),
    /// The piece moved (or was dropped, or castled) this turn already.
    AlreadyMoved(Square),
    /// The piece does not move that way, or something is in the way.
    NotAMove {
        from: Square,
        to: Square,
    },
    /// A promotion named where none happens, or none of the four kinds.
    BadPromotion,
    NotInReserve(Kind),
    SquareOccupied(Square),
    /// Pawns are not dropped on the first or the last rank.
    PawnOnEdgeRank(Square),
    KingNotExchangeable,
    /// The player holds no prisoner of that kind.
    NoPrisoner(Kind),
    /// The opponent's prison holds none of the player's pieces of that kind.
    NoneOfYoursInPrison(Kind),
}

impl From<IllegalReason> for IllegalAction {
    fn from(reason: IllegalReason) -> IllegalAction {
        IllegalAction { reason }
    }
}

impl fmt::Display for IllegalAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use IllegalReason::*;
        match &self.reason {
            GameOver(_) => write!(f, "the game is over"),
            NotYourTurn { to_act } => write!(f, "it is {to_act}'s turn to act"),
            BattleUnderway => write!(f, "a battle is under way: play a card"),
            NoBattle => write!(f, "there is no battle to play a card in"),
            CardNotInHand(card) => write!(f, "{card} is not in your hand"),
            MustFollowSuit { card, lead } => {
                write!(
                    f,
                    "{card} does not follow the lead suit {}, and you hold one",
                    lead.symbol()
                )
            }
            EmptySquare(sq) => write!(f, "there is no piece on {sq}"),
            NotYourPiece(sq) => write!(f, "the piece on {sq} is not yours"),
            AlreadyMoved(sq) => write!(f, "the piece on {sq} has already moved this turn"),
            NotAMove { from, to } => write!(f, "the piece on {from} cannot go to {to}"),
            BadPromotion => write!(f, "that promotion is not possible"),
            NotInReserve(kind) => write!(f, "you have no {kind} in reserve"),
            SquareOccupied(sq) => write!(f, "{sq} is not empty"),
            PawnOnEdgeRank(sq) => write!(
                f,
                "a pawn cannot be dropped on {sq}, the first or last rank"
            ),
            KingNotExchangeable => write!(f, "kings are never exchanged"),
            NoPrisoner(kind) => write!(f, "you hold no {kind} prisoner"),
            NoneOfYoursInPrison(kind) => write!(f, "none of your {kind}s is in prison"),
        }
    }
}

impl std::error::Error for IllegalAction {}
