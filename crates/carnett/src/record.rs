//! A game's record: the SHA-256 of its seed, then every event in order, so that once
//! the seed is revealed anyone can replay the actions and check that each deal, roll,
//! draw and reshuffle followed from it ([`verify`]).
//!
//! The text, version 1 (what the bot exports at the end of a game):
//!
//! ```text
//! carnett-record 1
//! sha256 <64 hex digits: SHA-256 of the seed>
//! deal w AS 7H ...      13 cards, in the order they came off the deck
//! deal b ...
//! roll w 4              the die for a seat's turn
//! w e2e4                an action of a seat (section 7 text; `w play 7H` in a battle)
//! w discard 7H
//! draw w KC             a card drawn
//! reshuffle             the discard pile shuffled into a new deck
//! battle b              who won the battle just fought
//! result white          the end: white, black (king captured) or draw (200 turns)
//! ```
//!
//! Blank lines and lines starting with `#` are ignored. Every line but the actions
//! follows from the seed and the actions before it; [`verify`] names the first that
//! does not.

use std::fmt;

use crate::action::Action;
use crate::card::Card;
use crate::game::{Event, Game};
use crate::illegal::IllegalAction;
use crate::outcome::Outcome;
use crate::piece::Color;
use crate::rng::Seed;

const MAGIC: &str = "carnett-record 1";

/// One line of a record after the header.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Entry {
    Action { seat: Color, action: Action },
    Event(Event),
}

impl fmt::Display for Entry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Entry::Action { seat, action } => write!(f, "{} {action}", seat.letter()),
            Entry::Event(event) => match event {
                Event::Dealt { seat, cards } => {
                    write!(f, "deal {}", seat.letter())?;
                    for card in cards {
                        write!(f, " {card}")?;
                    }
                    Ok(())
                }
                Event::Rolled { seat, value } => write!(f, "roll {} {value}", seat.letter()),
                Event::Drew { seat, card } => write!(f, "draw {} {card}", seat.letter()),
                Event::Reshuffled => f.write_str("reshuffle"),
                Event::BattleWon { winner } => write!(f, "battle {}", winner.letter()),
                Event::Ended(Outcome::KingCaptured { winner }) => write!(f, "result {winner}"),
                Event::Ended(Outcome::TurnLimit) => f.write_str("result draw"),
            },
        }
    }
}

/// A line that is not a record entry.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseEntryError;

impl std::str::FromStr for Entry {
    type Err = ParseEntryError;

    fn from_str(line: &str) -> Result<Entry, ParseEntryError> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let seat = |w: &str| Color::from_letter(w).ok_or(ParseEntryError);
        let card = |w: &str| w.parse::<Card>().map_err(|_| ParseEntryError);
        let event = match words.as_slice() {
            ["deal", s, cards @ ..] => Event::Dealt {
                seat: seat(s)?,
                cards: cards.iter().map(|c| card(c)).collect::<Result<_, _>>()?,
            },
            ["roll", s, n] => Event::Rolled {
                seat: seat(s)?,
                value: n.parse().map_err(|_| ParseEntryError)?,
            },
            ["draw", s, c] => Event::Drew {
                seat: seat(s)?,
                card: card(c)?,
            },
            ["reshuffle"] => Event::Reshuffled,
            ["battle", s] => Event::BattleWon { winner: seat(s)? },
            ["result", "white"] => Event::Ended(Outcome::KingCaptured {
                winner: Color::White,
            }),
            ["result", "black"] => Event::Ended(Outcome::KingCaptured {
                winner: Color::Black,
            }),
            ["result", "draw"] => Event::Ended(Outcome::TurnLimit),
            [s, rest @ ..] if !rest.is_empty() => {
                let action = rest.join(" ").parse().map_err(|_| ParseEntryError)?;
                return Ok(Entry::Action {
                    seat: seat(s)?,
                    action,
                });
            }
            _ => return Err(ParseEntryError),
        };
        Ok(Entry::Event(event))
    }
}

/// A game's record: the published hash and the entries.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Record {
    pub sha256: String,
    pub entries: Vec<Entry>,
}

impl Record {
    /// The record of a game begun with `Game::new(seed)`, with its first events.
    pub fn new(seed: &Seed, start: &[Event]) -> Record {
        Record {
            sha256: seed.sha256_hex(),
            entries: start.iter().cloned().map(Entry::Event).collect(),
        }
    }

    /// Adds an action and the events that followed it.
    pub fn push(&mut self, seat: Color, action: Action, events: &[Event]) {
        self.entries.push(Entry::Action { seat, action });
        self.entries
            .extend(events.iter().cloned().map(Entry::Event));
    }

    /// The record as text; the line of `entries[i]` is `i + 3`.
    pub fn to_text(&self) -> String {
        let mut text = format!("{MAGIC}\nsha256 {}\n", self.sha256);
        for entry in &self.entries {
            text.push_str(&entry.to_string());
            text.push('\n');
        }
        text
    }

    /// A record from its text, with each entry's line number; never panics.
    pub fn parse(text: &str) -> Result<(Record, Vec<usize>), VerifyError> {
        let mut lines = text
            .lines()
            .enumerate()
            .map(|(i, l)| (i + 1, l.trim()))
            .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'));
        match lines.next() {
            Some((_, MAGIC)) => {}
            other => {
                return Err(VerifyError::NotARecord {
                    line: other.map_or(1, |(n, _)| n),
                })
            }
        }
        let sha256 = match lines.next() {
            Some((_, l)) if l.starts_with("sha256 ") => {
                l["sha256 ".len()..].trim().to_ascii_lowercase()
            }
            other => {
                return Err(VerifyError::NotARecord {
                    line: other.map_or(2, |(n, _)| n),
                })
            }
        };
        let mut entries = Vec::new();
        let mut numbers = Vec::new();
        for (n, line) in lines {
            let entry = line
                .parse()
                .map_err(|_| VerifyError::Unreadable { line: n })?;
            entries.push(entry);
            numbers.push(n);
        }
        Ok((Record { sha256, entries }, numbers))
    }
}

/// Why a record does not check out against a seed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum VerifyError {
    /// The seed's SHA-256 is not the hash given.
    SeedDoesNotMatchHash {
        hash_of_seed: String,
    },
    /// The record's own header names another hash.
    RecordHashDiffers {
        recorded: String,
    },
    /// The text does not start `carnett-record 1` / `sha256 ...`.
    NotARecord {
        line: usize,
    },
    Unreadable {
        line: usize,
    },
    /// A deal, roll, draw, reshuffle, battle or result line is not what the seed and
    /// the actions before it give.
    DoesNotFollow {
        line: usize,
        recorded: String,
        expected: String,
    },
    /// An action line came where the seed gives an event (or the other way round).
    Missing {
        line: usize,
        expected: String,
    },
    /// An action the rules refuse.
    IllegalAction {
        line: usize,
        error: IllegalAction,
    },
    /// The record stops where the seed gives more events.
    EndsEarly {
        expected: String,
    },
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VerifyError::SeedDoesNotMatchHash { hash_of_seed } => write!(
                f,
                "the seed does not match the hash: its SHA-256 is {hash_of_seed}"
            ),
            VerifyError::RecordHashDiffers { recorded } => {
                write!(f, "the record was published for another seed (sha256 {recorded})")
            }
            VerifyError::NotARecord { line } => {
                write!(f, "line {line}: not a carnett-record 1 header with its sha256 line")
            }
            VerifyError::Unreadable { line } => write!(f, "line {line}: not a record line"),
            VerifyError::DoesNotFollow {
                line,
                recorded,
                expected,
            } => write!(
                f,
                "line {line}: \"{recorded}\" does not follow from the seed, which gives \"{expected}\""
            ),
            VerifyError::Missing { line, expected } => {
                write!(f, "line {line}: the seed gives \"{expected}\" here")
            }
            VerifyError::IllegalAction { line, error } => {
                write!(f, "line {line}: an illegal action: {error}")
            }
            VerifyError::EndsEarly { expected } => {
                write!(f, "the record stops before \"{expected}\"")
            }
        }
    }
}

impl std::error::Error for VerifyError {}

/// What a verified record shows.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Verified {
    pub actions: usize,
    pub rolls: usize,
    pub draws: usize,
    pub outcome: Option<Outcome>,
}

/// Checks that `seed` hashes to `sha256` and that every deal, roll, draw and
/// reshuffle of `record` follows from it and the actions before it.
pub fn verify(seed: &Seed, sha256: &str, record: &str) -> Result<Verified, VerifyError> {
    let hash_of_seed = seed.sha256_hex();
    if hash_of_seed != sha256.trim().to_ascii_lowercase() {
        return Err(VerifyError::SeedDoesNotMatchHash { hash_of_seed });
    }
    let (record, lines) = Record::parse(record)?;
    if record.sha256 != hash_of_seed {
        return Err(VerifyError::RecordHashDiffers {
            recorded: record.sha256,
        });
    }
    let (mut game, start) = Game::new(*seed);
    let mut pending: std::collections::VecDeque<Event> = start.into();
    let mut verified = Verified {
        actions: 0,
        rolls: 0,
        draws: 0,
        outcome: None,
    };
    for (entry, line) in record.entries.into_iter().zip(lines) {
        match entry {
            Entry::Event(recorded) => {
                let Some(expected) = pending.pop_front() else {
                    return Err(VerifyError::DoesNotFollow {
                        line,
                        recorded: Entry::Event(recorded).to_string(),
                        expected: "an action".to_owned(),
                    });
                };
                if recorded != expected {
                    return Err(VerifyError::DoesNotFollow {
                        line,
                        recorded: Entry::Event(recorded).to_string(),
                        expected: Entry::Event(expected).to_string(),
                    });
                }
                match recorded {
                    Event::Rolled { .. } => verified.rolls += 1,
                    Event::Drew { .. } | Event::Dealt { .. } => verified.draws += 1,
                    _ => {}
                }
            }
            Entry::Action { seat, action } => {
                if let Some(expected) = pending.pop_front() {
                    return Err(VerifyError::Missing {
                        line,
                        expected: Entry::Event(expected).to_string(),
                    });
                }
                let events = game
                    .apply(seat, action)
                    .map_err(|error| VerifyError::IllegalAction { line, error })?;
                pending.extend(events);
                verified.actions += 1;
            }
        }
    }
    if let Some(expected) = pending.pop_front() {
        return Err(VerifyError::EndsEarly {
            expected: Entry::Event(expected).to_string(),
        });
    }
    verified.outcome = game.outcome();
    Ok(verified)
}
