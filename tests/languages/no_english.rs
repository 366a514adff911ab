//! No English in Czech or Russian: a scripted session in each language through the
//! console, typed as a player of that language types it (commands and options by
//! their localized names), with every command, a pyramid game to its end, a
//! three-player game, games against the computer, a Carnett game with battles, the
//! draw offer, a reminder and a forfeit, an invitation that expires, an outage,
//! settings, leaderboard, stats, history, replay and analysis, and mistakes a player
//! makes.
//!
//! Everything a player reads (texts, alt texts, button and menu labels, the
//! autocomplete's names, errors) must hold no English word from [`ENGLISH`] and no
//! catalog id shown raw. Positions to copy (MCFEN, FEN) and the terminal command that
//! checks a Carnett deal are exempt, and so are words that are the same in the
//! language ([`SAME_IN`]).

use std::collections::BTreeSet;

use crate::support::{custom_ids, result_of, session, Session};
use martian_chess::i18n::Catalog;
use martian_chess::service::commands::{self, CommandDef};
use serde_json::Value;

/// English words that must not reach a Czech or Russian reader: the games' words, the
/// names of levels, rulesets, layouts and clocks, `vs`, `true`/`false`, the commands'
/// and options' English names, and the commonest words of an English sentence.
const ENGLISH: &[&str] = &[
    // The pyramid game.
    "pawn",
    "pawns",
    "drone",
    "drones",
    "queen",
    "queens",
    "canal",
    "zone",
    "zones",
    "clock",
    "capture",
    "captured",
    "captures",
    "point",
    "points",
    "move",
    "moves",
    "moved",
    "player",
    "players",
    "turn",
    "board",
    "game",
    "games",
    "draw",
    "resign",
    "resigned",
    "wins",
    "won",
    "win",
    "lost",
    "loses",
    "score",
    "rating",
    "opponent",
    "martian",
    "chess",
    // Carnett's game.
    "knight",
    "bishop",
    "rook",
    "king",
    "battle",
    "prison",
    "reserve",
    "hand",
    "deck",
    "discard",
    "exchange",
    "end",
    "play",
    "played",
    "card",
    "cards",
    "dice",
    "rolled",
    "roll",
    "drop",
    "white",
    "black",
    // Levels, rulesets, layouts, clocks.
    "easy",
    "normal",
    "hard",
    "random",
    "classic",
    "leaping",
    "duel",
    "halves",
    "quad",
    "teams",
    "tri",
    "penta",
    "hexa",
    "call",
    "auto27",
    "off",
    // Words of the interface.
    "vs",
    "versus",
    "true",
    "false",
    "yes",
    "challenge",
    "accept",
    "decline",
    "history",
    "replay",
    "analyse",
    "analysis",
    "accuracy",
    "profile",
    "streak",
    "best",
    "analysed",
    "inaccuracy",
    "mistake",
    "blunder",
    "better",
    "chance",
    "leaderboard",
    "stats",
    "rules",
    "settings",
    "abort",
    "public",
    "page",
    "user",
    "layout",
    "ruleset",
    "first",
    "level",
    "language",
    "threads",
    "timeout",
    "hours",
    "reminder",
    "invite",
    "default",
    // An English sentence.
    "the",
    "you",
    "your",
    "is",
    "are",
    "and",
    "of",
    "for",
    "with",
    "not",
    "this",
    "here",
];

/// Words from [`ENGLISH`] that are the language's own too.
const SAME_IN: &[(&str, &[&str])] = &[
    ("cs", &["duel", "bot", "tri", "penta", "hexa", "rating"]),
    ("ru", &[]),
];

/// A console session in one language, keeping all it showed.
struct Script {
    code: &'static str,
    session: Session,
    shown: Vec<(String, String)>,
    rng: u64,
}

impl Script {
    fn new(code: &'static str) -> Script {
        let mut session = session(&["mod"]);
        session.console.set_locale(code).unwrap();
        session.console.secret_seed(7);
        Script {
            code,
            session,
            shown: Vec::new(),
            rng: 0x9E37_79B9_7F4A_7C15,
        }
    }

    fn random(&mut self, n: usize) -> usize {
        self.rng ^= self.rng << 13;
        self.rng ^= self.rng >> 7;
        self.rng ^= self.rng << 17;
        (self.rng % n.max(1) as u64) as usize
    }

    /// Runs `line` (written with the commands' English names) as a player of this
    /// language types it; keeps what it showed.
    fn say(&mut self, line: &str) -> Vec<Value> {
        let typed = localized(self.code, line);
        let replies = self.session.say(&typed);
        if std::env::var_os("NO_ENGLISH_DUMP").is_some() {
            eprintln!("> {typed}");
            for reply in &replies {
                eprintln!("{reply}");
            }
        }
        for reply in &replies {
            let mut strings = Vec::new();
            shown_strings(reply, &mut strings);
            for s in strings {
                self.shown.push((typed.clone(), s));
            }
        }
        replies
    }

    /// What the autocomplete offers `user` in `channel`: (label, value).
    fn offered(&mut self, user: &str, channel: &str) -> Vec<(String, String)> {
        let replies = self.say(&format!("@{user} #{channel} autocomplete move:"));
        replies
            .first()
            .and_then(|r| r["autocomplete"].as_array())
            .map(|list| {
                list.iter()
                    .map(|c| {
                        (
                            c["name"].as_str().unwrap().to_string(),
                            c["value"].as_str().unwrap().to_string(),
                        )
                    })
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Whoever of `users` may act in `channel` takes one of the offered actions
    /// (`prefer` picks among them when it can); the replies, or none when nobody
    /// could act.
    fn act(
        &mut self,
        users: &[&str],
        channel: &str,
        prefer: impl Fn(&[(String, String)]) -> Option<usize>,
    ) -> Option<Vec<Value>> {
        for user in users {
            let offered = self.offered(user, channel);
            if offered.is_empty() {
                continue;
            }
            let pick = prefer(&offered).unwrap_or_else(|| self.random(offered.len()));
            let value = offered[pick].1.clone();
            return Some(self.say(&format!("@{user} #{channel} /martian move move:{value}")));
        }
        None
    }

    /// Plays at random in `channel` until the game ends or `plies` were played;
    /// whether it ended.
    fn play(&mut self, users: &[&str], channel: &str, plies: usize) -> bool {
        for _ in 0..plies {
            match self.act(users, channel, |_| None) {
                Some(replies) if result_of(&replies).is_some() => return true,
                Some(_) => {}
                None => return true,
            }
        }
        false
    }

    /// `user` resigns in `channel` and confirms (if there is still a game to resign).
    fn resign(&mut self, user: &str, channel: &str) -> Vec<Value> {
        let replies = self.say(&format!("@{user} #{channel} /martian resign"));
        match replies
            .iter()
            .flat_map(custom_ids)
            .find(|id| id.ends_with(":resign-yes"))
        {
            Some(yes) => self.say(&format!("@{user} #{channel} click {yes}")),
            None => replies,
        }
    }

    /// The id of the newest game open in the store.
    fn newest_game(&self) -> String {
        let games = martian_chess::store::Store::open_games(&*self.session.store).unwrap();
        games
            .iter()
            .max_by_key(|g| g.id.0)
            .expect("an open game")
            .id
            .to_string()
    }

    /// Clicks the first button of `replies` whose id ends with `suffix`.
    fn click(&mut self, user: &str, channel: &str, replies: &[Value], suffix: &str) -> Vec<Value> {
        let id = replies
            .iter()
            .flat_map(custom_ids)
            .find(|id| id.ends_with(suffix))
            .unwrap_or_else(|| panic!("no {suffix} button in {replies:?}"));
        self.say(&format!("@{user} #{channel} click {id}"))
    }
}

/// `line` as a player of `code` types it: `/martian` subcommands, `/martian-settings`
/// and option names by their names in that language (the values as written).
fn localized(code: &str, line: &str) -> String {
    let catalog = Catalog::embedded();
    let lang = catalog.lang(code).unwrap();
    let name = |id: &str| catalog.text(lang, &format!("{id}.name"), &[]);
    let mut def: Option<&CommandDef> = None;
    let mut words = Vec::new();
    for (i, word) in line.split(' ').enumerate() {
        let previous = i.checked_sub(1).and_then(|p| line.split(' ').nth(p));
        if word == "/martian-settings" {
            def = Some(&commands::SETTINGS);
            words.push(format!("/{}", name(&commands::SETTINGS.id())));
        } else if previous == Some("/martian") && commands::GROUPS.contains(&word) {
            words.push(name(&commands::group_id(word)));
        } else if previous.is_some_and(|p| commands::GROUPS.contains(&p))
            && i >= 2
            && line.split(' ').nth(i - 2) == Some("/martian")
        {
            def = commands::find_in(previous.unwrap_or_default(), word);
            words.push(def.map_or_else(|| word.to_string(), |d| name(&d.id())));
        } else if previous == Some("/martian") {
            def = commands::find(word);
            words.push(def.map_or_else(|| word.to_string(), |d| name(&d.id())));
        } else if previous == Some("autocomplete") {
            def = commands::find("move");
            words.push(option_word(def.unwrap(), word, &name));
        } else if let Some(d) = def {
            words.push(option_word(d, word, &name));
        } else {
            words.push(word.to_string());
        }
    }
    words.join(" ")
}

fn option_word(def: &CommandDef, word: &str, name: &dyn Fn(&str) -> String) -> String {
    match word.split_once(':') {
        Some((key, value)) => match def.option(key) {
            Some(option) => format!("{}:{value}", name(&def.option_id(option))),
            None => word.to_string(),
        },
        None => word.to_string(),
    }
}

/// Every string of a reply a player reads.
fn shown_strings(reply: &Value, out: &mut Vec<String>) {
    for key in ["text", "alt", "error", "note"] {
        if let Some(s) = reply[key].as_str() {
            out.push(s.to_string());
        }
    }
    for component in reply["components"].as_array().into_iter().flatten() {
        for key in ["label", "placeholder"] {
            if let Some(s) = component[key].as_str() {
                out.push(s.to_string());
            }
        }
        for option in component["options"].as_array().into_iter().flatten() {
            for key in ["label", "description"] {
                if let Some(s) = option[key].as_str() {
                    out.push(s.to_string());
                }
            }
        }
    }
    for choice in reply["autocomplete"].as_array().into_iter().flatten() {
        if let Some(s) = choice["name"].as_str() {
            out.push(s.to_string());
        }
    }
}

/// `text` without what is exempt: positions to copy (the lines of MCFEN and FEN,
/// which have slashes between ranks), the terminal command that checks a Carnett
/// deal, and the name `/martian`, which is the command's name in every language.
fn without_exempt(text: &str) -> String {
    let mut kept = String::new();
    for (i, part) in text.split('`').enumerate() {
        if i % 2 == 1 && part.starts_with("martian-chess ") {
            continue;
        }
        for line in part.lines() {
            if line.split_whitespace().any(|w| w.matches('/').count() >= 3) {
                continue;
            }
            // The console's own note that a thread opens (Discord shows the thread),
            // and channel names as the console writes them (`#game-j`: Discord shows
            // the channel's own name).
            let line = line.replace("(opens the thread ", "(");
            let line: Vec<&str> = line
                .split(' ')
                .filter(|w| !w.trim_start_matches('(').starts_with('#'))
                .collect();
            // The bot's command is `/martian` in every language.
            kept.push_str(&line.join(" ").replace("/martian", "/"));
            kept.push('\n');
        }
    }
    kept
}

/// The English words and raw catalog ids in `text`.
fn problems(code: &str, text: &str, ids: &BTreeSet<String>) -> Vec<String> {
    let same: &[&str] = SAME_IN
        .iter()
        .find(|(c, _)| *c == code)
        .map_or(&[], |(_, words)| words);
    let kept = without_exempt(text);
    let mut found = Vec::new();
    for word in kept.split(|c: char| !c.is_alphanumeric()) {
        let lower = word.to_lowercase();
        if ENGLISH.contains(&lower.as_str()) && !same.contains(&lower.as_str()) {
            found.push(format!("English word “{word}”"));
        }
    }
    for token in kept.split(|c: char| !(c.is_alphanumeric() || c == '-' || c == '.')) {
        if ids.contains(token) || ids.contains(token.trim_end_matches('.')) {
            found.push(format!("catalog id “{token}”"));
        }
    }
    if kept.contains("{ $") || kept.contains("{$") {
        found.push("a variable left unfilled".to_string());
    }
    found
}

/// The session: every command, in one language.
fn play_everything(code: &'static str) -> Script {
    let mut s = Script::new(code);
    // Settings, by a manager and by a player who is not one.
    s.say("@mod /martian-settings");
    s.say("@mod /martian-settings move_timeout_hours:48 reminder_hours:12 invite_timeout_hours:24 default_ruleset:classic threads:false");
    s.say("@alice /martian-settings move_timeout_hours:1");
    s.say("@mod /martian-settings move_timeout_hours:lots");
    s.say("@mod /martian-settings threads:maybe");
    s.say("@mod /martian-settings frobnicate:1");
    s.say("@alice /martian rules");
    s.say("@alice /martian rules game:carnett");
    s.say("@alice /martian frobnicate");
    s.say("@alice /martian move move:c3b4");
    s.say("@alice /martian board");
    s.say("@alice /martian leaderboard");
    s.say("@alice /martian history");
    s.say("@alice /martian replay game:zz");
    s.say("@alice /martian replay game:!!");

    // A duel: declined, then played to its end with the clock called.
    s.say("@alice #duel /martian challenge opponent:@bob");
    s.say("@bob #duel /martian decline");
    s.say("@alice #duel /martian challenge opponent:@bob clock:call ruleset:classic first:me");
    s.say("@carol #duel /martian accept");
    s.say("@bob #duel /martian accept");
    let duel = s.newest_game();
    s.say("@alice #duel /martian moves");
    s.say("@alice #duel /martian board");
    s.say("@alice #duel /martian board public:true");
    s.say("@bob #duel /martian move move:c3b4");
    s.say("@alice #duel /martian move move:zz");
    s.say("@alice #duel /martian move move:a1a1");
    s.say("@carol #duel /martian resign");
    let mut over = s.play(&["alice", "bob"], "duel", 6);
    // Too late to abort: both have moved.
    s.say("@bob #duel /martian abort");
    if !over {
        // The clock called with a move: the game ends within 7 moves without capture.
        let offered = s.offered("alice", "duel");
        let offered = if offered.is_empty() {
            s.offered("bob", "duel")
        } else {
            offered
        };
        let user = if s.offered("alice", "duel").is_empty() {
            "bob"
        } else {
            "alice"
        };
        let value = offered[0].1.clone();
        s.say(&format!(
            "@{user} #duel /martian move move:{value} clock:true"
        ));
        over = s.play(&["alice", "bob"], "duel", 300);
    }
    if !over {
        s.resign("alice", "duel");
    }
    s.say("@alice #duel /martian moves");

    // Halves, against the computer at every level, and resigned.
    for level in ["easy", "normal", "hard"] {
        s.say(&format!(
            "@alice #bots /martian challenge opponent:@bot level:{level} layout:halves"
        ));
        s.play(&["alice"], "bots", 2);
        s.say("@alice #bots /martian draw");
        s.resign("alice", "bots");
    }
    // Three players, one of them the computer; and three people.
    s.say("@alice #tri /martian challenge opponent:@bob opponent2:@bot level:easy");
    s.say("@bob #tri /martian accept");
    s.play(&["alice", "bob"], "tri", 4);
    s.resign("bob", "tri");
    s.resign("alice", "tri");
    s.say("@alice #tri /martian challenge opponent:@bob opponent2:@carol");
    s.say("@bob #tri /martian accept");
    s.say("@carol #tri /martian accept");
    s.say("@alice #tri /martian abort");
    s.say("@alice #tri /martian challenge opponent:@bob opponent2:@carol ruleset:leaping clock:auto27");
    s.say("@bob #tri /martian accept");
    s.say("@carol #tri /martian accept");
    s.play(&["alice", "bob", "carol"], "tri", 9);
    s.resign("carol", "tri");
    s.play(&["alice", "bob"], "tri", 3);
    s.resign("bob", "tri");
    // Four, five and six seats (the computer fills them), and teams.
    s.say("@alice #quad /martian challenge opponent:@bob opponent2:@carol opponent3:@bot layout:teams");
    s.say("@alice #quad /martian abort");
    s.say("@alice #quad /martian challenge opponent:@bob layout:teams");
    s.say("@alice #quad /martian challenge opponent:@bob opponent2:@carol layout:halves");
    s.say("@mod /martian-settings default_ruleset:chaos");
    s.say("@mod /martian-settings move_timeout_hours:9999");
    s.say("@mod /martian-settings vacation_days_per_year:99 timezone:Europe/Prague");
    s.say("@mod /martian-settings timezone:Atlantis");
    s.say("@alice #hexa /martian challenge opponent:@bot opponent2:@bob opponent3:@carol opponent4:@dave opponent5:@erin");
    s.say("@alice #hexa /martian abort");
    // An open challenge, taken.
    let open = s.say("@alice #open /martian challenge");
    s.click("bob", "open", &open, ":accept");
    s.resign("bob", "open");

    // The draw offer: declined by button, then accepted by command.
    s.say("@alice #draws /martian challenge opponent:@bob");
    s.say("@bob #draws /martian accept");
    s.play(&["alice", "bob"], "draws", 2);
    let offer = s.say("@alice #draws /martian draw");
    s.click("bob", "draws", &offer, ":draw-no");
    s.say("@alice #draws /martian draw");
    let ended = s.say("@bob #draws /martian draw");
    assert!(
        result_of(&ended).is_some(),
        "{code}: the draw was not agreed: {ended:?}"
    );
    // A rematch offered from the result line, then declined.
    let rematch = s.click("bob", "draws", &ended, ":rematch");
    s.click("alice", "draws", &rematch, ":decline");

    // A reminder, then a forfeit; an invitation that expires; an outage.
    s.say("@alice #late /martian challenge opponent:@bob");
    s.say("@bob #late /martian accept");
    s.play(&["alice", "bob"], "late", 1);
    s.say(":advance 37h");
    s.say(":advance 12h");
    s.say("@carol #expire /martian challenge opponent:@dave");
    s.say(":advance 25h");
    s.say("@alice #outage /martian challenge opponent:@bob");
    s.say("@bob #outage /martian accept");
    s.say(":offline 3h");
    s.say(":unreachable 2h");
    s.resign("bob", "outage");

    // Carnett's game with battles, a draw offer declined, and My hand and the menus.
    s.say("@alice #carnett /martian challenge opponent:@bob game:carnett layout:halves");
    s.say("@alice #carnett /martian challenge opponent:@bob opponent2:@carol game:carnett");
    s.say("@alice #carnett /martian challenge opponent:@bob game:carnett");
    let start = s.say("@bob #carnett /martian accept");
    s.click("alice", "carnett", &start, ":c-hand");
    s.click("alice", "carnett", &start, ":c-move");
    s.click("alice", "carnett", &start, ":c-disc");
    s.say("@alice #carnett /martian moves");
    s.say("@alice #carnett /martian move move:odhodit");
    let carnett = s.newest_game();
    let offer = s.say("@alice #carnett /martian draw");
    s.click("bob", "carnett", &offer, ":draw-no");
    let mut cards = 0;
    let mut over = false;
    for step in 0..600 {
        let attack_first = |offered: &[(String, String)]| {
            // A card when a battle asks for one; now and then a discard or the end
            // of a turn; else an attack when there is one.
            let starting = |word: &str| offered.iter().position(|(_, v)| v.starts_with(word));
            starting("play ")
                .or_else(|| (step % 7 == 3).then(|| starting("discard ")).flatten())
                .or_else(|| (step % 11 == 5).then(|| starting("end")).flatten())
                .or_else(|| {
                    // An attack's label says more than a plain move's.
                    offered
                        .iter()
                        .enumerate()
                        .filter(|(_, (_, v))| v.len() == 4)
                        .max_by_key(|(_, (label, _))| label.chars().count())
                        .map(|(i, _)| i)
                })
        };
        match s.act(&["alice", "bob"], "carnett", attack_first) {
            Some(replies) => {
                if s.shown
                    .iter()
                    .rev()
                    .take(3)
                    .any(|(line, _)| line.contains(":play "))
                {
                    cards += 1;
                }
                if result_of(&replies).is_some() {
                    over = true;
                    break;
                }
            }
            None => {
                // Nobody is offered an action: the turn ends by the button.
                break;
            }
        }
        // Three battles, four cards each.
        if cards >= 12 {
            break;
        }
    }
    assert!(
        cards >= 8,
        "{code}: the Carnett game had {cards} cards played in battles"
    );
    s.say("@alice #carnett /martian moves");
    if !over {
        s.resign("alice", "carnett");
    }

    // The lists, the standings and the replays.
    s.say("@alice /martian games");
    s.say("@alice /martian games user:@bob page:1");
    s.say("@alice /martian games page:9");
    s.say("@alice /martian history");
    s.say("@alice /martian history user:@bob page:1 game:carnett");
    s.say("@alice /martian history page:99");
    s.say("@alice /martian leaderboard");
    s.say("@alice /martian leaderboard game:carnett page:1");
    s.say("@alice /martian stats");
    s.say("@alice /martian stats user:@bob game:carnett");
    s.say("@alice /martian stats user:@dave");
    s.say(&format!("@alice /martian replay game:{duel}"));
    s.say(&format!("@alice /martian replay game:{carnett}"));
    // The computer's analysis, its menu of boards, and the games it refuses.
    let analysis = s.say(&format!("@alice /martian analyse game:{duel}"));
    let menu = analysis
        .iter()
        .flat_map(custom_ids)
        .find(|id| id.ends_with(":analysis"));
    if let Some(menu) = menu {
        let marked = analysis
            .iter()
            .find_map(|r| r["components"][0]["options"][0]["value"].as_str())
            .unwrap_or("0")
            .to_string();
        s.say(&format!("@bob click {menu} {marked}"));
        s.say(&format!("@bob click {menu} 999"));
    }
    s.say(&format!("@alice /martian analyse game:{duel}"));
    s.say(&format!("@alice /martian analyse game:{carnett}"));
    s.say("@alice /martian analyse game:zz");
    // Profile cards: one's own, another's in public, a game with none.
    s.say("@alice /martian profile");
    s.say("@alice /martian profile user:@bob public:true");
    s.say("@alice /martian profile user:@bob game:carnett");
    s.say("@alice /martian profile user:@dave game:carnett");
    // A player's own time: zone, quiet hours, a vacation, and mistakes.
    s.say("@bob /martian me");
    s.say("@bob /martian me timezone:Europe/Prague quiet_hours:23-7");
    s.say("@bob /martian me timezone:Mars/Base");
    s.say("@bob /martian me quiet_hours:25-3");
    s.say("@bob /martian me vacation:-1");
    s.say("@bob /martian me vacation:99");
    s.say("@bob autocomplete timezone:prag");
    s.say("@alice #vacation /martian challenge opponent:@bob");
    s.say("@bob #vacation /martian accept");
    s.play(&["alice", "bob"], "vacation", 1);
    s.say("@bob /martian me vacation:3");
    s.say("@bob /martian me vacation:2");
    s.say("@alice #vacation /martian board public:true");
    s.say(":advance 1d");
    s.say("@bob /martian me vacation:0");
    s.say("@bob /martian me vacation:0");
    s.say("@mod /martian-settings vacation_days_per_year:0");
    s.say("@carol /martian me vacation:1");
    // Puzzles: the trainer (solved, failed, mistakes), the daily puzzle and its
    // solution, and the profile's line.
    s.say("@carol /martian puzzle daily");
    s.say("@carol /martian puzzle move move:c3d4");
    s.say("@carol /martian puzzle solve rating:12-x");
    s.say("@carol /martian puzzle solve layout:mars");
    let shown = s.say("@carol /martian puzzle solve theme:long layout:duel");
    s.say("@carol /martian puzzle move move:a1a1");
    if let Some(menu) = shown
        .iter()
        .flat_map(custom_ids)
        .find(|id| id.starts_with("mcp:p:"))
    {
        let piece = shown
            .iter()
            .find_map(|r| r["components"][0]["options"][0]["value"].as_str())
            .unwrap_or("a1")
            .to_string();
        let targets = s.say(&format!("@carol click {menu} {piece}"));
        let target = targets
            .iter()
            .flat_map(custom_ids)
            .find(|id| id.starts_with("mcp:t:"));
        let value = targets
            .iter()
            .find_map(|r| r["components"][1]["options"][0]["value"].as_str())
            .unwrap_or("a1a2")
            .to_string();
        if let Some(target) = target {
            s.say(&format!("@carol click {target} {value}"));
            s.say(&format!("@carol click {menu} {piece}"));
        }
    }
    s.say("@carol /martian puzzle solve theme:one_move");
    s.say("@carol /martian puzzle solve theme:one_move");
    s.say("@mod /martian-settings daily_puzzle:true");
    s.say("@mod /martian-settings puzzle_channel:#puzzles puzzle_hour:0 puzzle_hour:25");
    s.say("@mod /martian-settings puzzle_channel:#puzzles puzzle_hour:0");
    let posted = s.say(":advance 1d");
    if let Some(solve) = posted
        .iter()
        .flat_map(custom_ids)
        .find(|id| id.starts_with("mcp:d:"))
    {
        s.say(&format!("@carol #puzzles click {solve}"));
        s.say("@carol /martian puzzle daily");
    }
    s.say(":advance 1d");
    s.say("@carol /martian profile");
    // Tournaments: refused where no thread can open, by a member, with bad options;
    // then made, joined, started, a game resigned and one refused an abort, the
    // standings, a withdrawal, a pause, a kick, forfeits, a cancel and the lists.
    s.say("@mod /martian tournament create name:Pohár");
    s.session.console.open_threads();
    s.say("@alice /martian tournament create name:Pohár");
    s.say("@mod /martian tournament create name:Pohár rounds:2");
    s.say("@mod /martian tournament create name:Pohár starts:31.12.");
    s.say("@mod /martian tournament create name:Pohár max_players:1");
    s.say("@mod /martian tournament show");
    s.say("@mod /martian tournament create name:Pohár max_players:8");
    for player in ["alice", "bob", "carol", "dave", "erin"] {
        s.say(&format!("@{player} /martian tournament join"));
    }
    s.say("@alice /martian tournament join");
    s.say("@mod /martian tournament show");
    s.say("@bob /martian tournament start");
    s.say("@mod /martian tournament start");
    s.say("@alice /martian tournament list");
    let t = martian_chess::store::Store::tournaments(
        &*s.session.store,
        martian_chess::console::CONSOLE_GUILD,
    )
    .unwrap()
    .remove(0);
    let games: Vec<(String, String)> = t.rounds[0]
        .pairings
        .iter()
        .filter_map(|p| {
            let game = p.game?;
            Some((t.entrant(p.first)?.name.clone(), format!("game-{game}")))
        })
        .collect();
    if let Some((first, thread)) = games.first() {
        s.say(&format!("@{first} #{thread} /martian abort"));
        s.resign(first, thread);
    }
    s.say("@alice /martian tournament show");
    s.say("@erin /martian tournament withdraw");
    s.say("@mod /martian tournament pause");
    s.say("@mod /martian tournament pause");
    s.say("@mod /martian tournament resume");
    s.say("@mod /martian tournament kick user:@dave");
    s.say(":advance 3d");
    s.say("@mod /martian tournament cancel");
    s.say("@alice /martian tournament join tournament:1");
    s.say("@alice /martian tournament show tournament:zz!");
    s.say("@alice /martian tournament history");
    s.say("@mod /martian-settings members_create_tournaments:true");
    s.say("@mod /martian-settings language:cs");
    s.say("@mod /martian-settings");
    s
}

/// What the session showed in `code` that the check refuses.
fn found(code: &'static str) -> (usize, Vec<String>) {
    let s = play_everything(code);
    let catalog = Catalog::embedded();
    let ids: BTreeSet<String> = catalog
        .langs()
        .flat_map(|lang| catalog.messages(lang).iter().map(|(id, _)| id.clone()))
        .filter(|id| !id.contains('.'))
        .collect();
    let mut report = Vec::new();
    for (line, shown) in &s.shown {
        for problem in problems(code, shown, &ids) {
            report.push(format!("{problem}\n  after: {line}\n  in: {shown}"));
        }
    }
    report.dedup();
    (s.shown.len(), report)
}

fn check(code: &'static str) {
    let (shown, report) = found(code);
    assert!(shown > 300, "{code}: only {shown} strings shown");
    assert!(
        report.is_empty(),
        "{code}: {} problems:\n{}",
        report.len(),
        report.join("\n")
    );
}

#[test]
fn czech_has_no_english() {
    check("cs");
}

#[test]
fn russian_has_no_english() {
    check("ru");
}

#[test]
fn the_check_finds_english_and_raw_ids() {
    let ids: BTreeSet<String> = ["play-moves-clock-hint".to_string()].into();
    assert_eq!(
        problems("cs", "Táhli jste c3d4.", &ids),
        Vec::<String>::new()
    );
    assert_eq!(
        problems("cs", "Pozice: `4/4/4/4 qq/pp w 0 0`", &ids),
        Vec::<String>::new()
    );
    assert_eq!(problems("cs", "bot A (easy)", &ids).len(), 1);
    assert_eq!(problems("ru", "дуэль, duel", &ids).len(), 1);
    assert!(problems("cs", "duel", &ids).is_empty());
    assert_eq!(problems("cs", "alice vs bob", &ids).len(), 1);
    assert_eq!(problems("cs", "zapněte `clock:true`", &ids).len(), 2);
    assert!(problems("ru", "play-moves-clock-hint", &ids)
        .iter()
        .any(|p| p.starts_with("catalog id")));
    assert_eq!(problems("ru", "Осталось { $count }", &ids).len(), 1);
    assert!(problems("cs", "`martian-chess verify-carnett ab cd game.txt`", &ids).is_empty());
}

#[test]
fn the_same_session_in_english_is_caught() {
    // The check reads what the session shows: in English, nearly every line fails it.
    let (shown, report) = found("en");
    assert!(report.len() * 2 > shown, "{} of {shown}", report.len());
}
