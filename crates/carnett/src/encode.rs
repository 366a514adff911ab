//! The whole state of a [`Game`] as text, exactly: what the bot stores and restores.
//!
//! Version 1, one `key value` line each, in this order:
//!
//! ```text
//! carnett-state 1
//! board rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR
//! side w
//! castling KQkq
//! en-passant -            (squares, space-separated; the turn's en-passant squares)
//! double-steps e3         (squares passed by this turn's double steps)
//! moved e4                (where the pieces moved this turn stand)
//! turn 1
//! die 4
//! actions 3
//! hand-w AS 10H ...       (cards in index order)
//! hand-b ...
//! deck 7C ...             (bottom first, top last)
//! discard -               (bottom first, top last)
//! prison-w 0 0 0 0 0 0    (counts of P N B R Q K)
//! prison-b 0 0 0 0 0 0
//! reserve-w 0 0 0 0 0 0
//! reserve-b 0 0 0 0 0 0
//! battle -                (or: attacker, attack, target square, cards so far: w e4d5 d5 7H 8H)
//! outcome -               (or: white, black, draw)
//! seed <64 hex digits>
//! streams 12 64           (word positions of the die and shuffle streams)
//! ```
//!
//! An empty list is `-`. Decoding checks that the 52 cards are each in one place and
//! the 32 pieces accounted for, so a damaged text is refused rather than half-read.

use std::fmt;

use crate::action::Action;
use crate::battle::Battle;
use crate::board::{Board, Castling};
use crate::card::{Card, CardSet};
use crate::game::Game;
use crate::movegen::ChessMove;
use crate::outcome::Outcome;
use crate::piece::{Color, Counts};
use crate::position::Position;
use crate::rng::{Seed, Streams};
use crate::square::{Bitboard, Square};

const MAGIC: &str = "carnett-state";
const VERSION: u32 = 1;

/// The text is not a stored game: the line (1-based) where reading stopped, or
/// `None` for a whole-state check.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DecodeError {
    pub line: Option<usize>,
    pub kind: DecodeErrorKind,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DecodeErrorKind {
    /// Not a `carnett-state` text, or another version.
    Header,
    /// A line is missing, out of order or unreadable.
    Field(&'static str),
    /// The cards are not 52 different cards.
    Cards,
    /// The pieces are not 32.
    Pieces,
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            DecodeErrorKind::Header => f.write_str("not a version 1 carnett-state text")?,
            DecodeErrorKind::Field(name) => {
                write!(f, "the field \"{name}\" is missing or invalid")?
            }
            DecodeErrorKind::Cards => f.write_str("the cards are not the 52 of a deck")?,
            DecodeErrorKind::Pieces => f.write_str("the pieces are not 32")?,
        }
        if let Some(line) = self.line {
            write!(f, " (line {line})")?;
        }
        Ok(())
    }
}

impl std::error::Error for DecodeError {}

fn list<T: fmt::Display>(items: impl IntoIterator<Item = T>) -> String {
    let texts: Vec<String> = items.into_iter().map(|i| i.to_string()).collect();
    if texts.is_empty() {
        "-".to_owned()
    } else {
        texts.join(" ")
    }
}

fn counts(c: &Counts) -> String {
    list(c.iter())
}

/// The state of `game` as version-1 text.
pub fn encode(game: &Game) -> String {
    let p = &game.position;
    let (die_pos, shuffle_pos) = game.streams.positions();
    let battle = match &game.battle {
        None => "-".to_owned(),
        Some(b) => {
            let mut text = format!("{} {} {}", b.attacker.letter(), b.attack, b.target);
            for card in &b.cards {
                text.push_str(&format!(" {card}"));
            }
            text
        }
    };
    let outcome = match game.outcome {
        None => "-",
        Some(Outcome::KingCaptured {
            winner: Color::White,
        }) => "white",
        Some(Outcome::KingCaptured {
            winner: Color::Black,
        }) => "black",
        Some(Outcome::TurnLimit) => "draw",
    };
    let lines = [
        format!("{MAGIC} {VERSION}"),
        format!("board {}", p.board.placement()),
        format!("side {}", p.side.letter()),
        format!("castling {}", p.castling),
        format!("en-passant {}", list(Square::all_of(p.en_passant))),
        format!("double-steps {}", list(Square::all_of(p.double_steps))),
        format!("moved {}", list(Square::all_of(p.moved))),
        format!("turn {}", p.turn),
        format!("die {}", p.die),
        format!("actions {}", p.actions_left),
        format!("hand-w {}", list(game.hands[0].iter())),
        format!("hand-b {}", list(game.hands[1].iter())),
        format!("deck {}", list(game.deck.iter())),
        format!("discard {}", list(game.discard.iter())),
        format!("prison-w {}", counts(&p.prisons[0])),
        format!("prison-b {}", counts(&p.prisons[1])),
        format!("reserve-w {}", counts(&p.reserves[0])),
        format!("reserve-b {}", counts(&p.reserves[1])),
        format!("battle {battle}"),
        format!("outcome {outcome}"),
        format!("seed {}", game.streams.seed().to_hex()),
        format!("streams {die_pos} {shuffle_pos}"),
    ];
    let mut text = lines.join("\n");
    text.push('\n');
    text
}

struct Lines<'a> {
    lines: std::iter::Enumerate<std::str::Lines<'a>>,
    at: usize,
}

impl<'a> Lines<'a> {
    /// The words after `key` on the next line.
    fn field(&mut self, key: &'static str) -> Result<Vec<&'a str>, DecodeError> {
        let fail = |at| DecodeError {
            line: Some(at),
            kind: DecodeErrorKind::Field(key),
        };
        let (n, line) = self.lines.next().ok_or(fail(self.at + 1))?;
        self.at = n + 1;
        let mut words = line.split_whitespace();
        if words.next() != Some(key) {
            return Err(fail(self.at));
        }
        let words: Vec<&str> = words.collect();
        if words.is_empty() {
            return Err(fail(self.at));
        }
        Ok(if words == ["-"] { Vec::new() } else { words })
    }

    fn parse<T>(
        &mut self,
        key: &'static str,
        read: impl Fn(&[&'a str]) -> Option<T>,
    ) -> Result<T, DecodeError> {
        let words = self.field(key)?;
        read(&words).ok_or(DecodeError {
            line: Some(self.at),
            kind: DecodeErrorKind::Field(key),
        })
    }
}

fn one<T: std::str::FromStr>(words: &[&str]) -> Option<T> {
    match words {
        [w] => w.parse().ok(),
        _ => None,
    }
}

fn squares(words: &[&str]) -> Option<Bitboard> {
    words.iter().try_fold(0u64, |acc, w| {
        w.parse::<Square>().ok().map(|sq| acc | sq.bit())
    })
}

fn cards(words: &[&str]) -> Option<Vec<Card>> {
    words.iter().map(|w| w.parse().ok()).collect()
}

fn count_list(words: &[&str]) -> Option<Counts> {
    let values: Vec<u8> = words
        .iter()
        .map(|w| w.parse().ok())
        .collect::<Option<_>>()?;
    let counts: Counts = values.try_into().ok()?;
    counts.iter().all(|n| *n <= 16).then_some(counts)
}

fn battle(words: &[&str]) -> Option<Option<Battle>> {
    let [attacker, attack, target, rest @ ..] = words else {
        return words.is_empty().then_some(None);
    };
    let attacker = Color::from_letter(attacker)?;
    let Action::Move(attack) = attack.parse().ok()? else {
        return None;
    };
    let attack: ChessMove = attack;
    let mut battle = Battle::new(attacker, attack, target.parse().ok()?);
    battle.cards = cards(rest)?;
    (battle.cards.len() < 4).then_some(Some(battle))
}

fn outcome(words: &[&str]) -> Option<Option<Outcome>> {
    match words {
        [] => Some(None),
        ["white"] => Some(Some(Outcome::KingCaptured {
            winner: Color::White,
        })),
        ["black"] => Some(Some(Outcome::KingCaptured {
            winner: Color::Black,
        })),
        ["draw"] => Some(Some(Outcome::TurnLimit)),
        _ => None,
    }
}

/// A game from its version-1 text; never panics, whatever the text.
pub fn decode(text: &str) -> Result<Game, DecodeError> {
    let mut lines = Lines {
        lines: text.lines().enumerate(),
        at: 0,
    };
    let header = lines.lines.next().map(|(_, l)| l.trim());
    if header != Some(&format!("{MAGIC} {VERSION}")) {
        return Err(DecodeError {
            line: Some(1),
            kind: DecodeErrorKind::Header,
        });
    }
    lines.at = 1;
    let board = lines.parse("board", |w| {
        one::<String>(w).and_then(|t| Board::parse_placement(&t).ok())
    })?;
    let side = lines.parse("side", |w| {
        one::<String>(w).and_then(|t| Color::from_letter(&t))
    })?;
    let castling = lines.parse("castling", |w| match w {
        [] => Some(Castling::NONE),
        [t] => Castling::parse(t).ok(),
        _ => None,
    })?;
    let en_passant = lines.parse("en-passant", squares)?;
    let double_steps = lines.parse("double-steps", squares)?;
    let moved = lines.parse("moved", squares)?;
    let turn = lines.parse("turn", one::<u16>)?;
    let die = lines.parse("die", |w| one::<u8>(w).filter(|d| (1..=6).contains(d)))?;
    let actions_left = lines.parse("actions", |w| one::<u8>(w).filter(|a| *a <= die))?;
    let hand_w = lines.parse("hand-w", cards)?;
    let hand_b = lines.parse("hand-b", cards)?;
    let deck = lines.parse("deck", cards)?;
    let discard = lines.parse("discard", cards)?;
    let prison_w = lines.parse("prison-w", count_list)?;
    let prison_b = lines.parse("prison-b", count_list)?;
    let reserve_w = lines.parse("reserve-w", count_list)?;
    let reserve_b = lines.parse("reserve-b", count_list)?;
    let battle = lines.parse("battle", battle)?;
    let outcome = lines.parse("outcome", outcome)?;
    let seed = lines.parse("seed", |w| {
        one::<String>(w).and_then(|t| Seed::from_hex(&t).ok())
    })?;
    let (die_pos, shuffle_pos) = lines.parse("streams", |w| match w {
        [d, s] => Some((d.parse::<u128>().ok()?, s.parse::<u128>().ok()?)),
        _ => None,
    })?;
    let whole = |kind| DecodeError { line: None, kind };
    let all = hand_w
        .iter()
        .chain(&hand_b)
        .chain(&deck)
        .chain(&discard)
        .chain(battle.iter().flat_map(|b| b.cards.iter()));
    let total = all.clone().count();
    let distinct: CardSet = all.copied().collect();
    if total != 52 || distinct.len() != 52 {
        return Err(whole(DecodeErrorKind::Cards));
    }
    let position = Position {
        board,
        side,
        castling,
        en_passant,
        double_steps,
        moved,
        turn,
        die,
        actions_left,
        prisons: [prison_w, prison_b],
        reserves: [reserve_w, reserve_b],
    };
    if position.pieces_accounted() != 32 {
        return Err(whole(DecodeErrorKind::Pieces));
    }
    Ok(Game {
        position,
        hands: [hand_w.into_iter().collect(), hand_b.into_iter().collect()],
        deck,
        discard,
        battle,
        outcome,
        streams: Streams::at(seed, die_pos, shuffle_pos),
    })
}
