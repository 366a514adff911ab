//! The console's languages: `--locale` (or `Console::set_locale`) gives every user and
//! the server one Discord locale for the session; `@alice[cs]` gives one line's user
//! their own, and leaves the server's language as the session (or its `language`
//! setting) says. What only the user reads follows the user; what everyone reads follows
//! the server.

use std::io::Write;

use crate::support::{board_of, ping_of, private_to, result_of, session, text, Session};
use martian_chess::console::CONSOLE_GUILD;
use martian_chess::i18n::{Catalog, Tr};
use martian_chess::service::messages;
use martian_chess::store::Store;
use serde_json::Value;

/// `/martian rules` as a reader of `code` reads it.
fn rules(code: &str) -> String {
    let catalog = Catalog::embedded();
    messages::rules_summary(Tr::new(catalog, catalog.lang(code).unwrap()))
}

fn in_locale(locale: Option<&str>) -> Session {
    let mut s = session(&["mod"]);
    if let Some(locale) = locale {
        s.console.set_locale(locale).unwrap();
    }
    s
}

/// The public invitation a challenge posts, and what the challenger alone reads of it.
fn challenge(s: &mut Session, line: &str) -> Value {
    let replies = s.due(line);
    replies
        .into_iter()
        .find(|r| r["ephemeral"] == false)
        .unwrap_or_else(|| panic!("{line}: no public reply"))
}

#[test]
fn the_rules_come_in_the_readers_language() {
    for (locale, code) in [
        (None, "en"),
        (Some("cs"), "cs"),
        (Some("ru"), "ru"),
        (Some("en-GB"), "en"),
        (Some("de"), "en"),
    ] {
        let mut s = in_locale(locale);
        let reply = s.one("@alice /martian rules");
        assert_eq!(text(&reply), rules(code), "{locale:?}");
        assert_eq!(reply["ephemeral"], true);
    }
}

#[test]
fn a_line_can_carry_its_users_own_locale() {
    let mut s = in_locale(None);
    assert_eq!(text(&s.one("@alice[ru] /martian rules")), rules("ru"));
    assert_eq!(text(&s.one("@alice[cs] #side /martian rules")), rules("cs"));
    // Only that line: alice and bob read English otherwise.
    assert_eq!(text(&s.one("@alice /martian rules")), rules("en"));
    assert_eq!(text(&s.one("@bob /martian rules")), rules("en"));
    // A Czech session, and a Russian user in it.
    let mut s = in_locale(Some("cs"));
    assert_eq!(text(&s.one("@alice[ru] /martian rules")), rules("ru"));
    assert_eq!(text(&s.one("@bob /martian rules")), rules("cs"));
}

#[test]
fn the_server_keeps_the_sessions_language_whatever_a_line_says() {
    // The same challenge in an English, a Czech and a Russian session.
    let line = "@alice /martian challenge opponent:@bob";
    let english = challenge(&mut in_locale(None), line);
    let czech = challenge(&mut in_locale(Some("cs")), line);
    let russian = challenge(&mut in_locale(Some("ru")), line);
    assert!(
        text(&english).contains("@alice challenges @bob"),
        "{english}"
    );
    assert_ne!(text(&czech), text(&english));
    assert_ne!(text(&russian), text(&english));
    assert_ne!(text(&russian), text(&czech));
    // A Russian challenger in the Czech server: the invitation everyone sees is Czech.
    let mut s = in_locale(Some("cs"));
    let mixed = challenge(&mut s, "@alice[ru] /martian challenge opponent:@bob");
    assert_eq!(text(&mixed), text(&czech));
    // A Czech challenger in the English server: English.
    let mut s = in_locale(None);
    let mixed = challenge(&mut s, "@alice[cs] /martian challenge opponent:@bob");
    assert_eq!(text(&mixed), text(&english));
    // The server's Discord locale is the session's, remembered for later messages.
    let mut s = in_locale(Some("ru"));
    challenge(&mut s, "@alice[cs] /martian challenge opponent:@bob");
    let settings = s.store.settings(CONSOLE_GUILD).unwrap().expect("settings");
    assert_eq!(settings.discord_locale.as_deref(), Some("ru"));
}

#[test]
fn the_language_setting_is_one_of_the_catalogs_or_auto() {
    let mut s = in_locale(None);
    for word in ["en", "cs", "ru", "auto", "CS"] {
        let replies = s.due(&format!("@mod /martian-settings language:{word}"));
        assert!(
            replies.iter().all(|r| r.get("error").is_none()),
            "{word}: {replies:?}"
        );
    }
    let refused = s.say("@mod /martian-settings language:de");
    assert_eq!(
        refused[0]["error"],
        "\"de\" is not a language: choose English, Čeština, Русский or auto"
    );
}

#[test]
fn bad_locales_are_refused_with_a_sentence() {
    let mut s = in_locale(None);
    assert!(s.console.set_locale("c s").is_err());
    assert!(s.console.set_locale("").is_err());
    let refused = s.say("@alice[c/s] /martian rules");
    let error = refused[0]["error"].as_str().unwrap_or_default();
    assert!(error.contains("is not a locale"), "{refused:?}");
}

#[test]
fn the_binary_takes_a_locale_for_the_session() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = crate::support::console(&dir.path().join("data"), &dir.path().join("out"))
        .args(["--locale", "ru"])
        .spawn()
        .expect("the binary starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"@alice /martian rules\n@alice[cs] /martian rules\n")
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let printed: Vec<Value> = String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    let texts: Vec<&str> = printed.iter().map(text).collect();
    assert_eq!(texts, [rules("ru"), rules("cs")]);
    // A locale that is not one is refused before anything runs.
    let refused = crate::support::martian_chess()
        .args(["console", "--locale", "r u", "--data"])
        .arg(dir.path().join("data2"))
        .output()
        .unwrap();
    assert!(!refused.status.success());
    assert!(
        String::from_utf8_lossy(&refused.stderr).contains("is not a locale"),
        "{}",
        String::from_utf8_lossy(&refused.stderr)
    );
}

/// The words one language's scenario looks for.
struct Words {
    code: &'static str,
    /// Another language's user in this server.
    other: &'static str,
    /// The start of a pawn's illegal diagonal rule in this language and the other.
    pawn_rule: &'static str,
    other_pawn_rule: &'static str,
    capture: &'static str,
    forfeit: &'static str,
    leaderboard: &'static str,
    points: &'static str,
    /// The form of the word "points" a count takes.
    plural: fn(i64) -> &'static str,
}

fn czech_points(n: i64) -> &'static str {
    match n {
        1 => "bod",
        2..=4 => "body",
        _ => "bodů",
    }
}

fn russian_points(n: i64) -> &'static str {
    match (n % 10, n % 100) {
        (1, r) if r != 11 => "очко",
        (2..=4, r) if !(12..=14).contains(&r) => "очка",
        _ => "очков",
    }
}

const CZECH: Words = Words {
    code: "cs",
    other: "ru",
    pawn_rule: "Pěšec táhne přesně o jedno pole šikmo",
    other_pawn_rule: "Пешка ходит ровно на одно поле по диагонали",
    capture: " bere ",
    forfeit: "prohrává na čas",
    leaderboard: "**Žebříček**",
    points: "Za sebrané figurky: ",
    plural: czech_points,
};

const RUSSIAN: Words = Words {
    code: "ru",
    other: "cs",
    pawn_rule: "Пешка ходит ровно на одно поле по диагонали",
    other_pawn_rule: "Pěšec táhne přesně o jedno pole šikmo",
    capture: " берёт ",
    forfeit: "поражение по времени",
    leaderboard: "**Таблица лидеров**",
    points: "За взятые фигуры: ",
    plural: russian_points,
};

/// A whole game in one language, with a user of another in it: the challenge, an
/// illegal move explained to whoever tried it, a capture, a forfeit, the standings.
fn a_game_in(w: &Words) {
    let mut s = in_locale(Some(w.code));
    let english = rules("en");
    let invite = challenge(&mut s, "@alice /martian challenge opponent:@bob");
    assert!(!text(&invite).contains("challenges"), "{invite}");
    let start = s.due("@bob /martian accept");
    assert!(
        start.iter().all(|r| !text(r).contains("The game begins")),
        "{start:?}"
    );
    // c3 holds a pawn: it can't go straight ahead.
    let mine = s.one("@alice /martian move move:c3c5");
    assert_eq!(mine["ephemeral"], true);
    assert!(text(&mine).contains(w.pawn_rule), "{mine}");
    let theirs = s.one(&format!("@alice[{}] /martian move move:c3c5", w.other));
    assert!(text(&theirs).contains(w.other_pawn_rule), "{theirs}");
    assert_ne!(text(&theirs), english);
    // Play, preferring captures, until one happens.
    let mut rng = martian_testkit::rng(0x5eed_1234);
    let mut captured = false;
    for _ in 0..200 {
        let pos = s.position();
        let m = martian_testkit::capture_first(&pos, &mut rng).unwrap();
        let capture =
            pos.piece_at(m.to()).is_some() && pos.layout().owner(m.to()) != Some(pos.to_move());
        let user = if pos.to_move().number() == 1 {
            "alice"
        } else {
            "bob"
        };
        let replies = s.due(&format!("@{user} /martian move move:{m}"));
        // The mover's own answer is theirs; the board everyone sees is the server's.
        let ack = replies
            .iter()
            .find(|r| private_to(r, user))
            .unwrap_or_else(|| panic!("{m}: {user} is not answered: {replies:?}"));
        assert!(text(ack).contains(&m.to_string()), "{ack}");
        assert!(!text(ack).contains("played"), "{ack}");
        let reply = board_of(&replies).unwrap_or_else(|| panic!("{m}: no board: {replies:?}"));
        assert_eq!(reply["ephemeral"], false, "{reply}");
        assert!(!text(reply).contains(" played "), "{reply}");
        let next = if user == "alice" { "bob" } else { "alice" };
        let ping = ping_of(&replies).unwrap_or_else(|| panic!("{m}: no ping: {replies:?}"));
        assert_eq!(ping["mentions"][0], next, "{ping}");
        assert!(!text(ping).contains("your move"), "{ping}");
        if capture {
            assert!(text(reply).contains(w.capture), "{m}: {reply}");
            captured = true;
            break;
        }
    }
    assert!(captured, "no capture in 200 moves");
    // Nobody moves: a reminder, then the forfeit everyone sees, in the server's language.
    let due = s.due(":advance 200h");
    let forfeit = due
        .iter()
        .find(|r| r["ephemeral"] == false && r["to"].is_null())
        .unwrap_or_else(|| panic!("no forfeit: {due:?}"));
    assert!(text(forfeit).contains(w.forfeit), "{forfeit}");
    let result = result_of(&due).unwrap_or_else(|| panic!("no result line: {due:?}"));
    // The result line says what the final board says, in the same language.
    let (_, summary) = text(result)
        .split_once("**: ")
        .unwrap_or_else(|| panic!("{result}"));
    assert!(
        text(forfeit).contains(summary),
        "{summary} not in {forfeit}"
    );
    assert!(!text(result).contains(" wins"), "{result}");
    assert_ne!(result["components"][0]["label"], "Rematch", "{result}");
    assert_eq!(
        result["mentions"],
        serde_json::json!(["alice", "bob"]),
        "{result}"
    );
    let board = s.one("@alice /martian leaderboard");
    assert!(text(&board).starts_with(w.leaderboard), "{board}");
    for user in ["alice", "bob"] {
        let stats = s.one(&format!("@carol /martian stats user:@{user}"));
        let line = text(&stats)
            .lines()
            .find_map(|l| l.strip_prefix(w.points))
            .unwrap_or_else(|| panic!("{stats}"))
            .to_string();
        let (count, word) = line.split_once(' ').unwrap();
        let count: i64 = count.parse().unwrap();
        assert_eq!(word, (w.plural)(count), "{line}");
    }
}

#[test]
fn a_game_in_czech_with_a_russian_player() {
    a_game_in(&CZECH);
}

#[test]
fn a_game_in_russian_with_a_czech_player() {
    a_game_in(&RUSSIAN);
}

#[test]
fn plural_forms_of_points_as_each_language_counts() {
    let catalog = Catalog::embedded();
    for (code, plural) in [
        ("cs", czech_points as fn(i64) -> &'static str),
        ("ru", russian_points),
    ] {
        let tr = Tr::new(catalog, catalog.lang(code).unwrap());
        for n in [0, 1, 2, 5, 11, 21, 22, 25, 112] {
            let line = tr.a("standings-stats-points", &[("points", n.into())]);
            assert!(
                line.ends_with(&format!(" {n} {}", plural(n))),
                "{code} {n}: {line}"
            );
        }
    }
}

#[test]
fn what_the_console_cant_read_is_told_in_the_users_language() {
    let mut s = in_locale(Some("cs"));
    let error = |replies: Vec<Value>| replies[0]["error"].as_str().unwrap_or_default().to_string();
    assert_eq!(
        error(s.say("@alice /martian fly")),
        "/martian fly není příkaz: příkazy jsou vyzvat, přijmout, odmítnout, tah, tahy, deska, \
         vzdát, remíza, zrušit, hry, historie, přehrát, rozbor, profil, žebříček, statistiky, pravidla, já, úloha, turnaj"
    );
    assert_eq!(
        error(s.say("@alice[ru] /martian challenge opponent:@bob clock:sometimes")),
        "«sometimes» — не режим отсчёта: выберите по объявлению, автоматический или выключен"
    );
    assert_eq!(
        error(s.say("@alice[en-GB] /martian board public:maybe")),
        "public:maybe is not a yes/no option: write public:true or public:false"
    );
    assert_eq!(
        error(s.say("@mod /martian-settings language:de")),
        "„de“ není jazyk: zvolte English, Čeština, Русский nebo auto"
    );
    // The clock's notes are the session's.
    let note = s.say(":advance 1h");
    assert_eq!(note[0]["note"], "Čas se posouvá o 1h dopředu.");
    let mut s = in_locale(Some("ru"));
    let note = s.say(":offline 2h");
    assert_eq!(
        note[0]["note"],
        "Бот был выключен 2h; сейчас он снова запускается."
    );
}

#[test]
fn the_default_ruleset_is_named_in_the_readers_language() {
    for (locale, expected) in [
        ("en", "Default ruleset: leaping"),
        ("cs", "Výchozí pravidla: se skoky"),
        ("ru", "Правила по умолчанию: с прыжками"),
    ] {
        let mut s = in_locale(Some(locale));
        let saved = s.one("@mod /martian-settings default_ruleset:leaping");
        assert!(text(&saved).contains(expected), "{locale}: {saved}");
        assert!(
            locale == "en" || !text(&saved).contains("leaping"),
            "{locale}: {saved}"
        );
    }
}
