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
