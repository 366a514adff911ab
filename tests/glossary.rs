//! The Czech and Russian glossaries (`locales/<lang>/GLOSSARY.md`) and the catalogs that
//! must follow them (issue 26, item 1).
//!
//! A glossary is a markdown table `game | concept | use | do not use | source`. `game` is
//! `martian` (the pyramid game), `carnett` (Carnett's chess with cards) or `both`.
//! `do not use` is a comma-separated list of stems: a stem matches every word that begins
//! with it, case-insensitively (so declined forms count); a stem ending in `=` matches
//! only that exact word; a stem of several words matches consecutive words.
//!
//! Which game a message belongs to: a message whose id has `carnett` as one of its
//! `-`-separated parts is Carnett's; every other message is the pyramid game's or shared,
//! and follows the `martian` rows. `both` rows apply to every message.
//!
//! Two checks: no catalog message uses a stem forbidden for its game, and no concept has
//! two names (a concept's `use` words neither equal another concept's of the same game nor
//! are matched by any forbidden stem that applies to the game).

use std::path::{Path, PathBuf};

use fluent_syntax::ast;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Game {
    Martian,
    Carnett,
    Both,
}

impl Game {
    fn parse(text: &str) -> Option<Game> {
        match text {
            "martian" => Some(Game::Martian),
            "carnett" => Some(Game::Carnett),
            "both" => Some(Game::Both),
            _ => None,
        }
    }

    /// Whether a row for `self` applies to a message of `game`.
    fn applies_to(self, game: Game) -> bool {
        self == Game::Both || self == game
    }

    /// The game a catalog message belongs to, by its id (see the module comment).
    fn of_message(id: &str) -> Game {
        if id.split('-').any(|part| part == "carnett") {
            Game::Carnett
        } else {
            Game::Martian
        }
    }
}

/// One stem of the `do not use` column.
#[derive(Clone, Debug, PartialEq)]
struct Stem {
    /// The words, lower case.
    words: Vec<String>,
    /// Matches the exact words only (the stem ended in `=`).
    exact: bool,
}

impl Stem {
    fn parse(text: &str) -> Stem {
        let text = text.trim().to_lowercase();
        let (text, exact) = match text.strip_suffix('=') {
            Some(t) => (t.to_string(), true),
            None => (text, false),
        };
        Stem {
            words: words(&text),
            exact,
        }
    }

    /// Where in `text`'s words the stem matches, if it does.
    fn find_in(&self, text: &[String]) -> Option<usize> {
        let n = self.words.len();
        if n == 0 || text.len() < n {
            return None;
        }
        (0..=text.len() - n).find(|&at| {
            self.words
                .iter()
                .zip(&text[at..at + n])
                .all(|(stem, word)| {
                    if self.exact {
                        word == stem
                    } else {
                        word.starts_with(stem.as_str())
                    }
                })
        })
    }

    fn show(&self) -> String {
        format!(
            "{}{}",
            self.words.join(" "),
            if self.exact { "=" } else { "" }
        )
    }
}

#[derive(Clone, Debug)]
struct Row {
    game: Game,
    concept: String,
    uses: Vec<String>,
    forbidden: Vec<Stem>,
}

/// Lower-case words of `text`: runs of letters and digits.
fn words(text: &str) -> Vec<String> {
    text.to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

fn split_list(cell: &str) -> impl Iterator<Item = &str> {
    cell.split(',').map(str::trim).filter(|s| !s.is_empty())
}

/// The table rows of a glossary; everything else in the file is prose.
fn parse_glossary(text: &str) -> Result<Vec<Row>, String> {
    let mut rows = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if !line.starts_with('|') {
            continue;
        }
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        if cells.first() == Some(&"game") || cells.iter().all(|c| c.starts_with("---")) {
            continue;
        }
        if cells.len() != 5 {
            return Err(format!("line {}: {} cells, not 5", number + 1, cells.len()));
        }
        let game = Game::parse(cells[0])
            .ok_or_else(|| format!("line {}: unknown game {:?}", number + 1, cells[0]))?;
        let uses: Vec<String> = split_list(cells[2]).map(str::to_lowercase).collect();
        if uses.is_empty() || cells[4].is_empty() {
            return Err(format!(
                "line {}: a row needs a use and a source",
                number + 1
            ));
        }
        rows.push(Row {
            game,
            concept: cells[1].to_string(),
            uses,
            forbidden: split_list(cells[3]).map(Stem::parse).collect(),
        });
    }
    if rows.is_empty() {
        return Err("no table rows".into());
    }
    Ok(rows)
}

/// Every concept with two names: a `use` shared by two concepts of one game, or a `use`
/// that a stem forbidden for that game matches.
fn two_names(rows: &[Row]) -> Vec<String> {
    let mut wrong = Vec::new();
    for (i, a) in rows.iter().enumerate() {
        for (j, b) in rows.iter().enumerate() {
            let same_game = a.game.applies_to(b.game) || b.game.applies_to(a.game);
            if !same_game {
                continue;
            }
            for used in &a.uses {
                if i < j && b.uses.contains(used) {
                    wrong.push(format!(
                        "{:?} {:?} and {:?} {:?} are both called {used:?}",
                        a.game, a.concept, b.game, b.concept
                    ));
                }
                for stem in &b.forbidden {
                    if stem.find_in(&words(used)).is_some() {
                        wrong.push(format!(
                            "{:?} {:?} uses {used:?}, which {:?} {:?} forbids ({})",
                            a.game,
                            a.concept,
                            b.game,
                            b.concept,
                            stem.show()
                        ));
                    }
                }
            }
        }
    }
    wrong
}

/// Every forbidden stem in `messages` (id, text), as readable lines.
fn forbidden_uses(rows: &[Row], messages: &[(String, String)]) -> Vec<String> {
    let mut wrong = Vec::new();
    for (id, text) in messages {
        let game = Game::of_message(id);
        let text_words = words(text);
        for row in rows.iter().filter(|r| r.game.applies_to(game)) {
            for stem in &row.forbidden {
                if let Some(at) = stem.find_in(&text_words) {
                    let found = text_words[at..at + stem.words.len()].join(" ");
                    wrong.push(format!(
                        "{id}: {found:?} (forbidden {}, {}: use {})",
                        stem.show(),
                        row.concept,
                        row.uses.join(", ")
                    ));
                }
            }
        }
    }
    wrong
}

/// The readable text of a pattern: text elements, string literals and every variant of a
/// selection; variables, message references and variant keys left out.
fn pattern_text(pattern: &ast::Pattern<&str>, out: &mut String) {
    for element in &pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => out.push_str(value),
            ast::PatternElement::Placeable { expression } => expression_text(expression, out),
        }
        out.push(' ');
    }
}

fn expression_text(expression: &ast::Expression<&str>, out: &mut String) {
    match expression {
        ast::Expression::Select { variants, .. } => {
            for variant in variants {
                pattern_text(&variant.value, out);
                out.push_str(" \n ");
            }
        }
        ast::Expression::Inline(inline) => match inline {
            ast::InlineExpression::StringLiteral { value } => out.push_str(value),
            ast::InlineExpression::Placeable { expression } => expression_text(expression, out),
            _ => {}
        },
    }
}

/// Every message of one `.ftl` source with its text (value and attributes).
fn ftl_messages(source: &str) -> Vec<(String, String)> {
    let resource = match fluent_syntax::parser::parse(source) {
        Ok(r) => r,
        Err((r, _)) => r,
    };
    resource
        .body
        .iter()
        .filter_map(|entry| match entry {
            ast::Entry::Message(m) => {
                let mut text = String::new();
                if let Some(value) = &m.value {
                    pattern_text(value, &mut text);
                }
                for attribute in &m.attributes {
                    text.push_str(" \n ");
                    pattern_text(&attribute.value, &mut text);
                }
                Some((m.id.name.to_string(), text))
            }
            _ => None,
        })
        .collect()
}

fn locales() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("locales")
}

fn catalog_messages(lang: &str) -> Vec<(String, String)> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(locales().join(lang))
        .expect("the language's catalog folder")
        .map(|e| e.expect("a catalog file").path())
        .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no .ftl files for {lang}");
    files
        .iter()
        .flat_map(|p| ftl_messages(&std::fs::read_to_string(p).expect("readable catalog")))
        .collect()
}

fn glossary(lang: &str) -> Vec<Row> {
    let path = locales().join(lang).join("GLOSSARY.md");
    let text = std::fs::read_to_string(&path).expect("the glossary");
    parse_glossary(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn check_language(lang: &str) {
    let rows = glossary(lang);
    let clashes = two_names(&rows);
    assert!(
        clashes.is_empty(),
        "{lang} glossary: a concept with two names:\n{}",
        clashes.join("\n")
    );
    let messages = catalog_messages(lang);
    assert!(
        messages.len() > 100,
        "{lang}: only {} messages",
        messages.len()
    );
    let wrong = forbidden_uses(&rows, &messages);
    assert!(
        wrong.is_empty(),
        "{lang} catalog uses words its glossary forbids ({}):\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

#[test]
fn czech_follows_its_glossary() {
    check_language("cs");
}

#[test]
fn russian_follows_its_glossary() {
    check_language("ru");
}

const EXAMPLE: &str = "\
| game | concept | use | do not use | source |
|---|---|---|---|---|
| martian | piece | figurka | kámen, kamen | BGA |
| carnett | piece | figura | kamen, figurk | chess |
| carnett | battle | souboj | bitv | bot |
| carnett | prison | тюрьма | плен= | Carnett |
| carnett | game name | Carnettovy marťanské šachy | podle carnetta | bot |
";

#[test]
fn the_check_finds_forbidden_stems_by_game() {
    let rows = parse_glossary(EXAMPLE).unwrap();
    assert!(two_names(&rows).is_empty());
    let messages: Vec<(String, String)> = ftl_messages(
        "play-one = Figurka bere kámen.\n\
         carnett-two = Figura na e4 už táhla.\n\
         carnett-three = { $x ->\n    [a] Figurku\n   *[b] figuru\n} na e4.\n\
         standings-four-carnett = Bitvy: 3\n\
         carnett-board-prison = Плен\n\
         carnett-five = Пленник из тюрьмы\n\
         carnett-six = Hrajeme šachy podle Carnetta.\n\
         rules-carnett-summary = Kamenem\n    .name = x\n",
    );
    let wrong = forbidden_uses(&rows, &messages);
    let ids: Vec<&str> = wrong.iter().map(|w| w.split(':').next().unwrap()).collect();
    assert_eq!(
        ids,
        [
            "play-one",
            "carnett-three",
            "standings-four-carnett",
            "carnett-board-prison",
            "carnett-six",
            "rules-carnett-summary",
        ],
        "{wrong:#?}"
    );
}

#[test]
fn the_check_finds_two_names_for_one_concept() {
    let mut rows = parse_glossary(EXAMPLE).unwrap();
    // The battle called by a name the piece row forbids, and two concepts with one name.
    rows[2].uses.push("figurka bitvy".into());
    rows.push(Row {
        game: Game::Both,
        concept: "prisoner".into(),
        uses: vec!["souboj".into()],
        forbidden: vec![],
    });
    let wrong = two_names(&rows);
    assert!(
        wrong.iter().any(|w| w.contains("forbids (figurk)")),
        "{wrong:#?}"
    );
    assert!(
        wrong.iter().any(|w| w.contains("forbids (bitv)")),
        "{wrong:#?}"
    );
    assert!(
        wrong.iter().any(|w| w.contains("both called \"souboj\"")),
        "{wrong:#?}"
    );
    // Different games may share a word.
    let separate = parse_glossary(
        "| game | concept | use | do not use | source |\n\
         | martian | pawn | pěšec | | a |\n\
         | carnett | pawn | pěšec | | b |\n",
    )
    .unwrap();
    assert!(two_names(&separate).is_empty());
}

#[test]
fn message_ids_decide_the_game() {
    assert_eq!(Game::of_message("carnett-board-prison"), Game::Carnett);
    assert_eq!(
        Game::of_message("standings-history-title-carnett"),
        Game::Carnett
    );
    assert_eq!(Game::of_message("rules-carnett-summary"), Game::Carnett);
    assert_eq!(Game::of_message("play-you-played"), Game::Martian);
    assert_eq!(Game::of_message("carnettish-x"), Game::Martian);
}
