//! Tournaments through the console (issue 30), as people type them: a manager creates
//! a Swiss, nine players join, the rounds are paired as the games end (each in a
//! thread of its own), and the final standings and tie-breaks are those of a hand
//! computation; then what managers and players may and may not do.

use crate::support::{custom_ids, private_to, session, text, Session};
use martian_chess::console::user_id;
use martian_chess::model::{GuildId, Tournament, TournamentStatus, UserId};
use martian_chess::store::Store;

const GUILD: GuildId = GuildId(1);

/// The players, strongest first: a game between two of them is won by the one listed
/// first, unless the script says it is drawn.
const NINE: [&str; 9] = [
    "alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan",
];

fn name_of(user: UserId) -> &'static str {
    NINE.iter()
        .find(|n| user_id(n) == user)
        .copied()
        .unwrap_or("?")
}

fn tournament(s: &Session) -> Tournament {
    s.store.tournaments(GUILD).unwrap().remove(0)
}

/// `user` resigns their game in its thread, and confirms.
fn resign(s: &mut Session, user: &str, game: u64) {
    let thread = format!("#game-{}", martian_chess::model::GameId(game));
    let asked = s.one(&format!("@{user} {thread} /martian resign"));
    let yes = custom_ids(&asked)
        .into_iter()
        .find(|id| id.ends_with(":resign-yes"))
        .unwrap_or_else(|| panic!("no confirmation: {asked}"));
    s.due(&format!("@{user} {thread} click {yes}"));
}

/// Both players agree to a draw in the game's thread.
fn draw(s: &mut Session, first: &str, second: &str, game: u64) {
    let thread = format!("#game-{}", martian_chess::model::GameId(game));
    s.due(&format!("@{first} {thread} /martian draw"));
    s.due(&format!("@{second} {thread} /martian draw"));
}

/// Plays the round under way as scripted: the stronger player wins, but the games of
/// `drawn` (pairs of names) are drawn. Returns the round's pairings as names, the
/// bye as ("name", "").
fn play_round(s: &mut Session, drawn: &[(&str, &str)]) -> Vec<(&'static str, &'static str)> {
    let t = tournament(s);
    let round = t.current_round().unwrap().clone();
    let mut seen = Vec::new();
    for p in &round.pairings {
        let first = name_of(p.first);
        let Some(second) = p.second.map(name_of) else {
            seen.push((first, ""));
            continue;
        };
        seen.push((first, second));
        let game = p.game.unwrap().0;
        let is_drawn = drawn
            .iter()
            .any(|&(a, b)| (a, b) == (first, second) || (b, a) == (first, second));
        if is_drawn {
            draw(s, first, second, game);
        } else {
            let rank = |n: &str| NINE.iter().position(|x| *x == n).unwrap();
            let loser = if rank(first) < rank(second) {
                second
            } else {
                first
            };
            resign(s, loser, game);
        }
    }
    seen
}

#[test]
fn nine_players_play_a_four_round_swiss_to_the_end_with_the_tie_breaks_of_a_hand_count() {
    let mut s = session(&["boss"]);
    s.console.open_threads();
    let made = s.due("@boss /martian tournament create name:Winter Nine rounds:4");
    assert!(
        made.iter()
            .any(|r| text(r).contains("**Winter Nine** · tournament 1")),
        "{made:?}"
    );
    for player in NINE {
        let joined = s.due(&format!("@{player} /martian tournament join"));
        assert!(
            joined
                .iter()
                .any(|r| private_to(r, player) && text(r).contains("You joined")),
            "{joined:?}"
        );
    }
    let started = s.due("@boss /martian tournament start");
    assert!(
        started
            .iter()
            .any(|r| text(r).contains("**Winter Nine** begins: 9 players, 4 rounds.")),
        "{started:?}"
    );
    let script: [&[(&str, &str)]; 4] = [&[], &[], &[("alice", "bob")], &[]];
    let mut rounds = Vec::new();
    for drawn in script {
        rounds.push(play_round(&mut s, drawn));
    }
    // The pairings, as the Swiss made them (first player first; "" is the bye). All
    // ratings are equal (new players), so the field's order among equals is the
    // pairing's own; what matters is checked below: no pair twice, one bye per round to
    // a different player each time, the lowest-placed who has had none.
    assert_eq!(
        rounds,
        vec![
            vec![
                ("bob", "dave"),
                ("heidi", "alice"),
                ("grace", "frank"),
                ("carol", "ivan"),
                ("erin", ""),
            ],
            vec![
                ("frank", "bob"),
                ("alice", "carol"),
                ("erin", "grace"),
                ("dave", "ivan"),
                ("heidi", ""),
            ],
            vec![
                ("bob", "alice"),
                ("dave", "erin"),
                ("frank", "heidi"),
                ("grace", "carol"),
                ("ivan", ""),
            ],
            vec![
                ("carol", "bob"),
                ("alice", "dave"),
                ("erin", "frank"),
                ("ivan", "heidi"),
                ("grace", ""),
            ],
        ]
    );
    let mut pairs = std::collections::HashSet::new();
    let mut byes = Vec::new();
    for round in &rounds {
        for &(a, b) in round {
            if b.is_empty() {
                byes.push(a);
            } else {
                let pair = if a < b { (a, b) } else { (b, a) };
                assert!(pairs.insert(pair), "{a} and {b} met twice");
            }
        }
    }
    assert_eq!(byes, ["erin", "heidi", "ivan", "grace"]);

    let t = tournament(&s);
    assert_eq!(t.status, TournamentStatus::Finished);
    // The hand count. Points: alice and bob won three and drew each other (3½);
    // erin won two and had the bye (3); carol, dave, frank and heidi 2 (heidi's bye
    // among them); grace and ivan only their byes (1).
    // Buchholz, the lowest opponent cut (9 players), a bye an opponent of 0:
    //   alice: heidi 2, carol 2, bob 3½, dave 2 = 9½ - 2 = 7½; bob: dave 2, frank 2,
    //   alice 3½, carol 2 = 7½; erin: bye 0, grace 1, dave 2, frank 2 = 5 - 0 = 5;
    //   dave: bob 3½, ivan 1, erin 3, alice 3½ = 11 - 1 = 10; frank: grace 1, bob 3½,
    //   heidi 2, erin 3 = 9½ - 1 = 8½; carol: ivan 1, alice 3½, grace 1, bob 3½ = 9 - 1
    //   = 8; heidi: alice 3½, bye 0, frank 2, ivan 1 = 6½ - 0; grace: frank 2, erin 3,
    //   carol 2, bye 0 = 7 - 0; ivan: carol 2, dave 2, bye 0, heidi 2 = 6 - 0.
    // Sonneborn-Berger (beaten opponents' points, half a drawn one's): alice: heidi 2
    //   + carol 2 + dave 2 + ½ × bob 3½ = 7¾, bob the same; dave: ivan 1 + erin 3 = 4;
    //   erin: grace 1 + frank 2 = 3; frank: grace 1 + heidi 2 = 3; carol: ivan 1 +
    //   grace 1 = 2; heidi: ivan 1; grace and ivan 0.
    // Direct encounter only between players equal on points, Buchholz and
    // Sonneborn-Berger: alice and bob, ½ each (their draw), so they share first place
    // (equal wins, equal ratings). Wins: a bye is no win.
    let shown = s.due("@carol /martian tournament show");
    let table = text(&shown[0]);
    let expected = [
        "  =1  alice                    3½    7½     7¾    ½   3",
        "  =1  bob                      3½    7½     7¾    ½   3",
        "   3  erin                      3     5      3    0   2",
        "   4  dave                      2    10      4    0   2",
        "   5  frank                     2    8½      3    0   2",
        "   6  carol                     2     8      2    0   2",
        "   7  heidi                     2    6½      1    0   1",
        "   8  grace                     1     7      0    0   0",
        "   9  ivan                      1     6      0    0   0",
    ];
    let mut rows: Vec<&str> = table
        .lines()
        .skip_while(|l| !l.starts_with("```"))
        .skip(2)
        .take(9)
        .collect();
    // Equal on everything, the two share first place in either order.
    rows[..2].sort();
    assert_eq!(rows, expected, "{table}");
    assert!(
        shown[0]["image"].as_str().unwrap_or("").ends_with(".png"),
        "{shown:?}"
    );
    // The podium went to the channel with the final table.
    let history = s.due("@carol /martian tournament history");
    assert!(
        text(&history[0]).contains("Winter Nine")
            && text(&history[0]).contains("Finished. Winner:"),
        "{history:?}"
    );
}

fn at(iso: &str) -> i64 {
    iso.parse::<jiff::Timestamp>().unwrap().as_millisecond()
}

/// Everything `line` printed, as one text.
fn all_text(s: &mut Session, line: &str) -> String {
    s.say(line)
        .iter()
        .map(|r| text(r).to_owned())
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn what_managers_and_players_may_do_and_a_start_and_forfeits_that_come_with_the_clock() {
    let mut s = session(&["boss"]);
    // Thursday 10 December 2026, 12:00 UTC.
    s.console.start_at(at("2026-12-10T12:00:00Z"));
    // Without threads (a channel where the bot may not open them): refused.
    let refused = s.one("@boss /martian tournament create name:Cup");
    assert!(text(&refused).contains("needs a channel where I may open threads"));
    s.console.open_threads();
    // Only managers create, until a manager lets every member.
    let refused = s.one("@alice /martian tournament create name:Cup");
    assert!(text(&refused).contains("Only server managers may create tournaments"));
    s.due("@boss /martian-settings members_create_tournaments:true");
    for (options, sentence) in [
        ("rounds:2", "A Swiss has 3 to 11 rounds."),
        (
            "format:round_robin rounds:5",
            "Only a Swiss has a number of rounds",
        ),
        ("max_players:500", "This format takes 3 to 200 players."),
        (
            "move_timeout_hours:0",
            "The move timeout is 1 to 720 hours.",
        ),
        ("starts:2026-13-01", "is not a date and hour"),
        ("starts:2026-12-01 10:00", "That time has passed"),
        (
            "game:carnett layout:halves",
            "leave `layout` and `ruleset` out",
        ),
    ] {
        let refused = s.one(&format!(
            "@alice /martian tournament create name:Cup {options}"
        ));
        assert!(text(&refused).contains(sentence), "{options}: {refused}");
    }
    // Alice's tournament starts by itself on Saturday at 18:00 UTC.
    let made = all_text(
        &mut s,
        "@alice /martian tournament create name:Weekend Cup move_timeout_hours:48 \
         starts:2026-12-12 18:00",
    );
    assert!(made.contains("Starts 2026-12-12 18:00 (UTC)."), "{made}");
    for player in ["alice", "bob", "carol", "dave", "erin"] {
        s.due(&format!("@{player} /martian tournament join"));
    }
    let again = s.one("@bob /martian tournament join");
    assert!(text(&again).contains("You are in this tournament already."));
    // Erin changes her mind before the start.
    let left = all_text(&mut s, "@erin /martian tournament withdraw");
    assert!(left.contains("You left **Weekend Cup**."), "{left}");
    // Only managers and its creator start it.
    let refused = s.one("@bob /martian tournament start");
    assert!(text(&refused).contains("Only server managers and the tournament's creator"));
    // The clock reaches Saturday 18:00: it starts, with four players and three rounds.
    let started = all_text(&mut s, ":advance 2d7h");
    assert!(
        started.contains("**Weekend Cup** begins: 4 players, 3 rounds."),
        "{started}"
    );
    let t = tournament(&s);
    assert_eq!(t.status, TournamentStatus::Running);
    let game = t.rounds[0].pairings[0].clone();
    let thread = format!("#game-{}", game.game.unwrap());
    // Its players may not call it off.
    let refused = s.one(&format!("@{} {thread} /martian abort", name_of(game.first)));
    assert!(
        text(&refused).contains("cannot be called off by its players"),
        "{refused}"
    );
    // Nobody moves: after 48 hours (reminded a day before) each game's first player
    // loses by forfeit, and round 2 is paired: the two who forfeited meet.
    all_text(&mut s, ":advance 49h");
    let t = tournament(&s);
    assert!(t.rounds[0].is_complete());
    let forfeited: Vec<UserId> = t.rounds[0].pairings.iter().map(|p| p.first).collect();
    assert!(t.rounds[0]
        .pairings
        .iter()
        .all(|p| p.forfeit == Some(p.first)));
    assert_eq!(t.rounds.len(), 2);
    let losers = t.rounds[1]
        .pairings
        .iter()
        .find(|p| forfeited.contains(&p.first))
        .unwrap()
        .clone();
    assert!(forfeited.contains(&losers.second.unwrap()), "{t:?}");
    // Again nobody moves: the one who moves first in that game forfeits a second
    // time in a row and is withdrawn; round 3 pairs the three others.
    let lines = all_text(&mut s, ":advance 49h");
    let gone = name_of(losers.first);
    assert!(
        lines.contains(&format!(
            "{gone} lost two games in a row by forfeit and is withdrawn from the tournament."
        )),
        "{lines}"
    );
    let t = tournament(&s);
    assert_eq!(t.rounds.len(), 3);
    assert!(t.rounds[2]
        .pairings
        .iter()
        .all(|p| p.first != losers.first && p.second != Some(losers.first)));
    // A manager cancels it: no winner, and its game under way ends with no result.
    let cancelled = all_text(&mut s, "@boss /martian tournament cancel");
    assert!(
        cancelled.contains("**Weekend Cup** was cancelled by boss"),
        "{cancelled}"
    );
    let t = tournament(&s);
    assert_eq!(t.status, TournamentStatus::Cancelled);
    let last = t.rounds[2]
        .pairings
        .iter()
        .find(|p| p.game.is_some())
        .unwrap();
    assert_eq!(
        last.result,
        Some(martian_chess::model::PairingResult::NoResult)
    );
    let ended = s.store.game(GUILD, last.game.unwrap()).unwrap().unwrap();
    assert_eq!(ended.status, martian_chess::model::GameStatus::Cancelled);
    // No more entries, and the tournament is in the history.
    let closed = s.one("@erin /martian tournament join tournament:1");
    assert!(
        text(&closed).contains("This tournament is over.")
            || text(&closed).contains("takes no more players"),
        "{closed}"
    );
    let history = all_text(&mut s, "@erin /martian tournament history");
    assert!(
        history.contains("Weekend Cup") && history.contains("Cancelled"),
        "{history}"
    );
    assert_eq!(user_id("alice"), t.created_by);
}
