//! A Carnett game at the console as its players see it: who must act (the live
//! board's ping), what they are offered (`/martian moves`, the autocomplete's labels,
//! the battle card menu), their hands (My hand), and at the end the revealed seed and
//! record, checked with `verify-carnett`.

use martian_chess::carnett::{Card, Seed};
use serde_json::Value;

use super::binary::{run, stderr, stdout};
use super::carnett::{cards_in, check_hidden, hand_shown, Live, Truth};
use super::session::{board_of, custom_ids, private_to, text};

/// An attack the autocomplete offers: `e4d5: attack the pawn on d5`.
#[derive(Clone, Debug)]
pub struct Attack {
    pub action: String,
    pub from: String,
    pub square: String,
    pub target: String,
}

/// What the player to act may do now, as offered to them.
#[derive(Clone, Debug, Default)]
pub struct Offer {
    /// Every action as typed (`e2e4`, `N@e5`, `discard 7H`, `exchange N`, `end`).
    pub actions: Vec<String>,
    pub attacks: Vec<Attack>,
    /// In a battle, the cards they may play.
    pub cards: Vec<Card>,
    /// Where their king stands, if it may move (the Move button's piece menu).
    pub king: Option<String>,
}

impl Offer {
    pub fn moves(&self) -> Vec<&String> {
        self.actions
            .iter()
            .filter(|a| is_move(a) && !self.attacks.iter().any(|t| &t.action == *a))
            .collect()
    }
    pub fn starting(&self, word: &str) -> Vec<&String> {
        self.actions
            .iter()
            .filter(|a| a.starts_with(word))
            .collect()
    }
    pub fn drops(&self) -> Vec<&String> {
        self.actions.iter().filter(|a| a.contains('@')).collect()
    }
}

fn is_move(action: &str) -> bool {
    let b = action.as_bytes();
    (4..=5).contains(&b.len())
        && (b'a'..=b'h').contains(&b[0])
        && (b'1'..=b'8').contains(&b[1])
        && (b'a'..=b'h').contains(&b[2])
        && (b'1'..=b'8').contains(&b[3])
}

/// A card as typed: `7H`.
fn typed_card(shown: &str) -> String {
    shown
        .parse::<Card>()
        .map(|c| c.to_string())
        .unwrap_or_else(|_| shown.to_string())
}

/// How a game ended, as its last lines said and its record proved.
pub struct Ended {
    pub truth: Truth,
    pub seed: Seed,
    /// The public lines of the whole game, in order.
    pub lines: Vec<String>,
    /// How many lines the console logged in the whole session.
    pub logged: usize,
    /// How many replies described an image in words (its alt text).
    pub described: usize,
}

pub struct Table {
    pub live: Live,
    /// White's name, then Black's.
    pub names: [String; 2],
    /// The seed's SHA-256 published at the start.
    pub hash: String,
    pub board: Value,
    /// Who the board asks to act (`None` for the computer, or once over).
    pub to_act: Option<String>,
    pub over: bool,
    pub reveal: Option<Value>,
    /// Every public text so far, in order.
    pub public: Vec<String>,
    rng: u64,
}

impl Table {
    /// `white` challenges `black` (`bot` for the computer) to Carnett's game, dealt
    /// from `seed`; `black` accepts (the computer needs not).
    pub fn start(seed: u64, white: &str, black: &str) -> Table {
        let mut table = Table {
            live: Live::start(seed),
            names: [white.to_string(), black.to_string()],
            hash: String::new(),
            board: Value::Null,
            to_act: None,
            over: false,
            reveal: None,
            public: Vec::new(),
            rng: seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1,
        };
        let mut replies = table.say(&format!(
            "@{white} /martian challenge opponent:@{black} game:carnett"
        ));
        if black != "bot" {
            replies = table.say(&format!("@{black} /martian accept"));
        }
        let start = replies
            .iter()
            .find_map(|r| text(r).split("whose SHA-256 is `").nth(1))
            .unwrap_or_else(|| panic!("no hash published at the start: {replies:?}"));
        table.hash = start.split('`').next().unwrap().to_string();
        assert_eq!(table.hash.len(), 64, "{}", table.hash);
        assert!(!table.board.is_null(), "no board: {replies:?}");
        table
    }

    /// A number below `n` from the test's own stream.
    pub fn random(&mut self, n: usize) -> usize {
        self.rng ^= self.rng << 13;
        self.rng ^= self.rng >> 7;
        self.rng ^= self.rng << 17;
        (self.rng % n as u64) as usize
    }

    /// Runs a line, following the board.
    pub fn say(&mut self, line: &str) -> Vec<Value> {
        let replies = self.live.say(line);
        for reply in &replies {
            if reply["to"].is_null() && reply.get("text").is_some() {
                self.public.push(text(reply).to_string());
            }
            if text(reply).contains("The seed was `") {
                self.reveal = Some(reply.clone());
            }
        }
        if let Some(board) = board_of(&replies) {
            self.board = board.clone();
            // Its last line names who must act: "@bob, defend your pawn on e5: ...".
            self.to_act = text(board)
                .lines()
                .rev()
                .find_map(|l| l.strip_prefix('@')?.split_once(", ").map(|(n, _)| n))
                .map(str::to_string);
            self.over = custom_ids(board).is_empty();
        }
        replies
    }

    pub fn in_battle(&self) -> bool {
        custom_ids(&self.board)
            .iter()
            .any(|id| id.ends_with(":c-card"))
    }

    /// The id of the live board's button whose id ends with `suffix` (`:c-hand`).
    pub fn button(&self, suffix: &str) -> String {
        custom_ids(&self.board)
            .into_iter()
            .find(|id| id.ends_with(suffix))
            .unwrap_or_else(|| panic!("no {suffix} button on {}", self.board))
    }

    /// Types an action (`/martian move`); returns the replies.
    pub fn act(&mut self, user: &str, action: &str) -> Vec<Value> {
        let replies = self.say(&format!("@{user} /martian move move:{action}"));
        let ack = replies.iter().find(|r| private_to(r, user));
        let ack = ack.unwrap_or_else(|| panic!("{user} {action}: no answer in {replies:?}"));
        assert!(
            text(ack).starts_with("You played") || text(ack).starts_with("You ended"),
            "{user} {action}: {ack}"
        );
        replies
    }

    /// `user` resigns, and confirms.
    pub fn resign(&mut self, user: &str) -> Vec<Value> {
        let replies = self.say(&format!("@{user} /martian resign"));
        let yes = replies
            .iter()
            .flat_map(custom_ids)
            .find(|id| id.ends_with(":resign-yes"))
            .unwrap_or_else(|| panic!("no confirmation: {replies:?}"));
        let replies = self.say(&format!("@{user} click {yes}"));
        assert!(self.over, "{replies:?}");
        replies
    }

    /// `user` presses My hand: the cards shown to them alone.
    pub fn hand(&mut self, user: &str) -> Vec<Card> {
        let id = self.button(":c-hand");
        let replies = self.say(&format!("@{user} click {id}"));
        assert_eq!(replies.len(), 1, "{replies:?}");
        assert!(private_to(&replies[0], user), "{}", replies[0]);
        hand_shown(&replies[0]).unwrap_or_else(|| panic!("no hand: {}", replies[0]))
    }

    /// `user` plays a battle card through the board's Play a card button and its
    /// menu: `card`, or the menu's option `pick` chooses.
    pub fn play_from_menu(&mut self, user: &str, pick: impl FnOnce(&[Card]) -> Card) -> Card {
        let id = self.button(":c-card");
        let replies = self.say(&format!("@{user} click {id}"));
        let menu = replies
            .iter()
            .find(|r| private_to(r, user))
            .unwrap_or_else(|| panic!("no card menu: {replies:?}"));
        let select = menu["components"]
            .as_array()
            .and_then(|c| c.iter().find(|c| c["type"] == "select"))
            .unwrap_or_else(|| panic!("no card menu: {menu}"));
        let cards: Vec<Card> = select["options"]
            .as_array()
            .unwrap()
            .iter()
            .map(|o| o["value"].as_str().unwrap().parse().unwrap())
            .collect();
        let card = pick(&cards);
        let select_id = select["custom_id"].as_str().unwrap().to_string();
        let replies = self.say(&format!("@{user} click {select_id} {card}"));
        let ack = replies.iter().find(|r| private_to(r, user));
        assert!(
            ack.is_some_and(|a| text(a).starts_with("You played")),
            "{user} plays {card}: {replies:?}"
        );
        card
    }

    /// What `user` may do now: the private list of `/martian moves`, which of the
    /// moves attack (the autocomplete's labels, per piece), and where their king is
    /// (the Move button's menu).
    pub fn offer(&mut self, user: &str) -> Offer {
        let replies = self.say(&format!("@{user} /martian moves"));
        assert_eq!(replies.len(), 1, "{replies:?}");
        assert!(private_to(&replies[0], user), "{}", replies[0]);
        let list = text(&replies[0]).to_string();
        let mut offer = Offer::default();
        if let Some(cards) = list
            .lines()
            .find_map(|l| l.strip_prefix("Your cards for this battle: "))
        {
            offer.cards = cards_in(cards);
            return offer;
        }
        let line = list.lines().nth(1).unwrap_or_default();
        let mut words = line.split_whitespace();
        while let Some(word) = words.next() {
            match word {
                "discard" => offer
                    .actions
                    .push(format!("discard {}", typed_card(words.next().unwrap()))),
                "exchange" => offer
                    .actions
                    .push(format!("exchange {}", words.next().unwrap())),
                "…" => {}
                other => offer.actions.push(other.to_string()),
            }
        }
        let mut froms: Vec<&str> = offer
            .actions
            .iter()
            .filter(|a| is_move(a))
            .map(|a| &a[..2])
            .collect();
        froms.sort_unstable();
        froms.dedup();
        let froms: Vec<String> = froms.into_iter().map(str::to_string).collect();
        if !froms.is_empty() {
            let id = self.button(":c-move");
            let replies = self.say(&format!("@{user} click {id}"));
            let options = replies[0]["components"][0]["options"].as_array();
            offer.king = options
                .into_iter()
                .flatten()
                .find(|o| {
                    o["label"]
                        .as_str()
                        .is_some_and(|l| l.starts_with("king on "))
                })
                .map(|o| o["value"].as_str().unwrap().to_string());
        }
        for from in froms {
            let replies = self.say(&format!("@{user} autocomplete move:{from}"));
            for choice in replies[0]["autocomplete"].as_array().unwrap() {
                let name = choice["name"].as_str().unwrap();
                if let Some((action, rest)) = name.split_once(": attack the ") {
                    let (target, square) = rest.split_once(" on ").unwrap();
                    offer.attacks.push(Attack {
                        action: action.to_string(),
                        from: from.clone(),
                        square: square.to_string(),
                        target: target.to_string(),
                    });
                }
            }
        }
        offer
    }

    /// After the end: the revealed seed and record; the seed's hash is the one
    /// published at the start, `verify-carnett` accepts the record, and the record
    /// replays. The console stops here.
    pub fn finish(mut self) -> (Ended, Live) {
        assert!(self.over, "the game is not over");
        let reveal = self.reveal.take().expect("the seed is revealed at the end");
        let words = text(&reveal).to_string();
        let seed_hex = words
            .split("The seed was `")
            .nth(1)
            .and_then(|s| s.split('`').next())
            .unwrap()
            .to_string();
        let command = words
            .split("verify-carnett ")
            .nth(1)
            .and_then(|s| s.split('`').next())
            .unwrap();
        let parts: Vec<&str> = command.split_whitespace().collect();
        assert_eq!(parts[0], seed_hex);
        assert_eq!(parts[1], self.hash, "the hash published at the start");
        let seed = Seed::from_hex(&seed_hex).unwrap();
        assert_eq!(seed.sha256_hex(), self.hash);
        let file = reveal["image"].as_str().expect("the record is attached");
        assert!(file.ends_with(parts[2]), "{file} vs {}", parts[2]);
        let out = run(&["verify-carnett", &seed_hex, &self.hash, file]);
        assert!(out.status.success(), "{}", stderr(&out));
        assert!(stdout(&out).starts_with("verified:"), "{}", stdout(&out));
        let record = std::fs::read_to_string(file).unwrap();
        let truth = Truth::replay(seed, &record);
        self.live.finish(truth.actions.len());
        let ended = Ended {
            truth,
            seed,
            lines: self.public.clone(),
            logged: self.live.steps.iter().map(|s| s.log.lines().count()).sum(),
            described: (self.live.steps.iter())
                .flat_map(|s| &s.replies)
                .filter(|r| r["alt"].as_str().is_some_and(|a| !a.is_empty()))
                .count(),
        };
        (ended, self.live)
    }

    /// [`Table::finish`], then [`check_hidden`] over every step; returns how many
    /// hands shown were checked against the truth.
    pub fn finish_checked(self) -> (Ended, usize) {
        let names = self.names.clone();
        let (ended, live) = self.finish();
        let checked = check_hidden(&live.steps, [&names[0], &names[1]], &ended.truth);
        (ended, checked)
    }
}
