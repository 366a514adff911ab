//! Carnett's game through the console binary, one line at a time: a test reads what
//! each line printed before it chooses the next, and keeps every step (the line, its
//! replies, what the process wrote to stderr meanwhile, the game's ply after it) so
//! that once the game's seed is revealed it can check who was shown which cards
//! ([`check_hidden`]).

use std::fs::File;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, ChildStdout};

use martian_chess::carnett::record::{Entry, Record};
use martian_chess::carnett::{Action, Card, CardSet, Color, Game, Seed};
use serde_json::Value;

use super::binary::console;
use super::session::{board_of, custom_ids, text};

/// One line typed, and what came of it.
#[derive(Debug)]
pub struct Step {
    /// Who typed it (`None` for a clock line).
    pub user: Option<String>,
    pub line: String,
    pub replies: Vec<Value>,
    /// What the process wrote to stderr while it ran the line.
    pub log: String,
    /// The game's actions stored after the line (`None` before the game began).
    pub ply: Option<usize>,
}

/// A console process speaking JSON over its own store, dealing Carnett's games from
/// `--carnett-seed`, logging at debug level to a file (read after each line, so that
/// a line's log is known to be complete: it is written before the line's replies).
pub struct Live {
    child: Child,
    stdin: Option<ChildStdin>,
    stdout: BufReader<ChildStdout>,
    log: File,
    marks: u64,
    ply: Option<usize>,
    pub steps: Vec<Step>,
    pub dir: tempfile::TempDir,
}

impl Live {
    pub fn start(seed: u64) -> Live {
        let dir = tempfile::tempdir().unwrap();
        let log_path = dir.path().join("stderr.log");
        let mut command = console(&dir.path().join("data"), &dir.path().join("out"));
        command
            .arg("--carnett-seed")
            .arg(seed.to_string())
            .env("RUST_LOG", "debug")
            .stderr(File::create(&log_path).unwrap());
        let mut child = command.spawn().expect("the binary starts");
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Live {
            child,
            stdin: Some(stdin),
            stdout,
            log: File::open(&log_path).unwrap(),
            marks: 0,
            ply: None,
            steps: Vec::new(),
            dir,
        }
    }

    /// Where the console writes attachments.
    pub fn out(&self) -> PathBuf {
        self.dir.path().join("out")
    }

    /// Runs a line; returns its replies (after a line the console cannot read, its
    /// `error`). A directive the console refuses follows each line: its error, which
    /// names it, marks the end of the line's replies.
    pub fn say(&mut self, line: &str) -> Vec<Value> {
        self.marks += 1;
        let mark = format!(":mark-{}", self.marks);
        let stdin = self.stdin.as_mut().expect("the console still runs");
        writeln!(stdin, "{line}\n{mark}").unwrap();
        stdin.flush().unwrap();
        let mut replies = Vec::new();
        loop {
            let mut out = String::new();
            let read = self.stdout.read_line(&mut out).unwrap();
            assert!(
                read > 0,
                "the console ended after {line}: {}",
                self.read_log()
            );
            let value: Value = serde_json::from_str(&out).unwrap();
            if value["error"]
                .as_str()
                .is_some_and(|e| e.starts_with(&format!("{mark} ")))
            {
                break;
            }
            replies.push(value);
        }
        if let Some(board) = board_of(&replies) {
            // The board's buttons name the ply they were made at: mc:<game>:<ply>:...
            if let Some(ply) = custom_ids(board)
                .first()
                .and_then(|id| id.split(':').nth(2)?.parse().ok())
            {
                self.ply = Some(ply);
            }
        }
        let user = line
            .split_whitespace()
            .next()
            .and_then(|w| w.strip_prefix('@'))
            .map(|u| u.split('[').next().unwrap().to_string());
        let log = self.read_log();
        self.steps.push(Step {
            user,
            line: line.to_string(),
            replies: replies.clone(),
            log,
            ply: self.ply,
        });
        replies
    }

    fn read_log(&mut self) -> String {
        let mut new = String::new();
        self.log.read_to_string(&mut new).unwrap();
        new
    }

    /// Ends the input; the console must stop cleanly. What it logged last goes to the
    /// last step.
    pub fn finish(&mut self, final_ply: usize) {
        drop(self.stdin.take());
        let status = self.child.wait().unwrap();
        let rest = self.read_log();
        assert!(status.success(), "the console failed: {rest}");
        if let Some(last) = self.steps.last_mut() {
            last.log.push_str(&rest);
        }
        // The line that ended the game showed no buttons: it stored the last action.
        let mut seen_end = false;
        for step in &mut self.steps {
            if step.ply.is_some() && !seen_end {
                if let Some(board) = board_of(&step.replies) {
                    if custom_ids(board).is_empty() {
                        seen_end = true;
                    }
                }
            }
            if seen_end {
                step.ply = Some(final_ply);
            }
        }
    }
}

/// Every string in a reply (text, image description, labels, values, ids).
pub fn strings(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::String(s) => out.push(s.clone()),
        Value::Array(items) => items.iter().for_each(|v| strings(v, out)),
        Value::Object(map) => map.values().for_each(|v| strings(v, out)),
        _ => {}
    }
}

fn is_suit_symbol(c: char) -> bool {
    matches!(c, '♠' | '♥' | '♦' | '♣')
}

/// The cards a text names as whole tokens: `7♥`, `10♦` and `7H`, `10D` (capitals, as
/// the bot writes them), not inside a longer word (`h7h5`, a hash).
pub fn cards_in(text: &str) -> Vec<Card> {
    let mut cards = Vec::new();
    let mut token = String::new();
    let mut flush = |token: &mut String| {
        if let Some(card) = card_token(token) {
            cards.push(card);
        }
        token.clear();
    };
    for c in text.chars() {
        if c.is_ascii_alphanumeric() {
            token.push(c);
        } else if is_suit_symbol(c) {
            token.push(c);
            flush(&mut token);
        } else {
            flush(&mut token);
        }
    }
    flush(&mut token);
    cards
}

fn card_token(token: &str) -> Option<Card> {
    let suit = token.chars().last()?;
    let rank = &token[..token.len() - suit.len_utf8()];
    let rank_ok = matches!(
        rank,
        "A" | "K" | "Q" | "J" | "T" | "10" | "9" | "8" | "7" | "6" | "5" | "4" | "3" | "2"
    );
    let suit_ok = matches!(suit, 'S' | 'H' | 'D' | 'C') || is_suit_symbol(suit);
    if rank_ok && suit_ok {
        token.parse().ok()
    } else {
        None
    }
}

/// A log line without its terminal colour codes (`ESC [ 3 m`), which would join a
/// card to the word before it.
pub fn without_colours(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            // The sequence ends with its first letter.
            for c in chars.by_ref() {
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
            out.push(' ');
        } else {
            out.push(c);
        }
    }
    out
}

/// The cards of a "Your hand (13 cards): ..." line in a reply, if it has one.
pub fn hand_shown(reply: &Value) -> Option<Vec<Card>> {
    let line = text(reply).lines().find(|l| l.starts_with("Your hand ("))?;
    let (_, cards) = line.split_once("): ")?;
    Some(cards_in(cards))
}

/// Who may read a reply of `step`: `None` for everyone.
fn reader(step: &Step, reply: &Value) -> Option<String> {
    if reply.get("autocomplete").is_some() || reply.get("error").is_some() {
        return step.user.clone();
    }
    if reply.get("note").is_some() {
        return None;
    }
    reply["to"].as_str().map(str::to_string)
}

/// The hands after each action of a game, replayed from its revealed seed and its
/// record, and the card each action played (a battle card or a discard).
pub struct Truth {
    /// `hands[p]`: White's and Black's after `p` actions (0: as dealt).
    pub hands: Vec<[CardSet; 2]>,
    /// `deck[p]`: the deck after `p` actions.
    pub deck: Vec<CardSet>,
    pub played: Vec<Option<Card>>,
    pub actions: Vec<(Color, Action)>,
}

impl Truth {
    pub fn replay(seed: Seed, record: &str) -> Truth {
        let (record, _) = Record::parse(record).expect("the record reads");
        let (mut game, _) = Game::new(seed);
        let snapshot = |game: &Game| {
            (
                [game.hand(Color::White), game.hand(Color::Black)],
                game.deck().iter().copied().collect::<CardSet>(),
            )
        };
        let (hands, deck) = snapshot(&game);
        let mut truth = Truth {
            hands: vec![hands],
            deck: vec![deck],
            played: Vec::new(),
            actions: Vec::new(),
        };
        for entry in record.entries {
            if let Entry::Action { seat, action } = entry {
                game.apply(seat, action).expect("the record's action");
                let (hands, deck) = snapshot(&game);
                truth.hands.push(hands);
                truth.deck.push(deck);
                truth.played.push(match action {
                    Action::Play(card) | Action::Discard(card) => Some(card),
                    _ => None,
                });
                truth.actions.push((seat, action));
            }
        }
        truth
    }
}

/// Checks a whole game's steps against the truth: no reply shows a card held in a
/// hand (not played since) to anyone but its holder, no reply or log line shows a
/// card of the deck that nobody has seen yet, and every "Your hand" shows exactly its
/// reader's hand. `seats`: the players' names, White's first. Returns how many hands
/// shown were checked.
pub fn check_hidden(steps: &[Step], seats: [&str; 2], truth: &Truth) -> usize {
    let mut before: Option<usize> = None;
    let mut seen = CardSet::default();
    let mut hands_checked = 0;
    for step in steps {
        let Some(after) = step.ply else { continue };
        let b = before.unwrap_or(after);
        before = Some(after);
        // Cards a hand held at some point of the step and did not play in it (nor in
        // the battle the step ended: a reshuffle may deal its cards again). A replay
        // lists every card played in the game, public when played, though some are
        // back in a hand since.
        let since = match step.line.contains("/martian replay") {
            true => 0,
            false => b.saturating_sub(3),
        };
        let mut played = CardSet::default();
        for card in truth.played[since..after].iter().flatten() {
            played.insert(*card);
        }
        let mut held = [CardSet::default(); 2];
        for hands in &truth.hands[b..=after] {
            for (held, hand) in held.iter_mut().zip(hands) {
                for card in hand.iter() {
                    seen.insert(card);
                    if !played.contains(card) {
                        held.insert(card);
                    }
                }
            }
        }
        for card in played.iter() {
            seen.insert(card);
        }
        let unseen: CardSet = truth.deck[after]
            .iter()
            .filter(|c| !seen.contains(*c))
            .collect();
        let forbidden_for = |who: Option<&str>| -> CardSet {
            let mut cards = unseen;
            for (seat, name) in seats.iter().enumerate() {
                if who != Some(*name) {
                    held[seat].iter().for_each(|c| cards.insert(c));
                }
            }
            cards
        };
        for reply in &step.replies {
            let who = reader(step, reply);
            let forbidden = forbidden_for(who.as_deref());
            let mut all = Vec::new();
            strings(reply, &mut all);
            for s in &all {
                for card in cards_in(s) {
                    assert!(
                        !forbidden.contains(card),
                        "{card} (hidden from {}) shown after `{}` (actions {b}..{after}): {reply}",
                        who.as_deref().unwrap_or("everyone"),
                        step.line
                    );
                }
            }
            if let (Some(who), Some(shown)) = (&who, hand_shown(reply)) {
                if let Some(seat) = seats.iter().position(|s| s == who) {
                    let mut shown: Vec<Card> = shown;
                    shown.sort();
                    let mut true_hand: Vec<Card> = truth.hands[after][seat].iter().collect();
                    true_hand.sort();
                    assert_eq!(shown, true_hand, "{who}'s hand after `{}`", step.line);
                    hands_checked += 1;
                }
            }
        }
        let forbidden = forbidden_for(None);
        for line in step.log.lines() {
            for card in cards_in(&without_colours(line)) {
                assert!(
                    !forbidden.contains(card),
                    "{card} in the log after `{}`: {line}",
                    step.line
                );
            }
        }
    }
    hands_checked
}
