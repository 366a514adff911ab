//! Names in every language: the board an invitation announces, and the computer's
//! seats.

use std::sync::Arc;

use crate::model::{ChannelId, GuildId};

use super::support::{board_in, bot, harness_with, person, request};
use crate::service::{Action, Challenge, FirstChoice, LayoutChoice, SearchPlayer};

const GUILD: GuildId = GuildId(9);

const LANGUAGES: [&str; 3] = ["en", "cs", "ru"];

/// Each layout (as typed, or picked by the number of players), its opponents, and the
/// board's name in English, Czech and Russian.
const BOARDS: [(LayoutChoice, usize, [&str; 3]); 10] = [
    (LayoutChoice::ByCount, 1, ["duel", "duel", "дуэль"]),
    (LayoutChoice::Duel, 1, ["duel", "duel", "дуэль"]),
    (
        LayoutChoice::Halves,
        1,
        ["halves", "duel na desce 8×8", "дуэль на доске 8×8"],
    ),
    (
        LayoutChoice::ByCount,
        3,
        ["quad", "čtyři hráči", "на четверых"],
    ),
    (
        LayoutChoice::Quad,
        3,
        ["quad", "čtyři hráči", "на четверых"],
    ),
    (
        LayoutChoice::Teams,
        3,
        ["teams", "týmová hra", "командная игра"],
    ),
    (LayoutChoice::ByCount, 2, ["tri", "tři hráči", "на троих"]),
    (LayoutChoice::Tri, 2, ["tri", "tři hráči", "на троих"]),
    (LayoutChoice::Penta, 4, ["penta", "pět hráčů", "на пятерых"]),
    (LayoutChoice::Hexa, 5, ["hexa", "šest hráčů", "на шестерых"]),
];

#[test]
fn the_invitation_names_the_board_of_every_layout_in_every_language() {
    let h = harness_with(Arc::new(SearchPlayer), 0);
    let alice = person(10, "alice");
    let mut channel = 100;
    for (l, lang) in LANGUAGES.iter().enumerate() {
        for (layout, opponents, names) in BOARDS {
            for open in [false, true] {
                channel += 1;
                let challenge = Challenge {
                    opponents: if open {
                        Vec::new()
                    } else {
                        (0..opponents)
                            .map(|i| person(20 + i as u64, &format!("p{i}")))
                            .collect()
                    },
                    layout,
                    ..Challenge::default()
                };
                // An open challenge needs the layout named to know its seats.
                if open && layout == LayoutChoice::ByCount {
                    continue;
                }
                let replies = h.service.handle(&request(
                    &alice,
                    (GUILD, ChannelId(channel)),
                    "en",
                    Some(lang),
                    Action::Challenge(challenge),
                ));
                let text = &replies[0].text;
                let board = format!("({}, ", names[l]);
                assert!(text.contains(&board), "{lang} {layout:?}: {text}");
            }
        }
    }
}

/// Each language's three computer seats (A to C, easy) in a six-player game.
const COMPUTERS: [(&str, [&str; 3]); 3] = [
    ("en", ["bot A (easy)", "bot B (easy)", "bot C (easy)"]),
    ("cs", ["bot A (lehký)", "bot B (lehký)", "bot C (lehký)"]),
    ("ru", ["bot А (лёгкий)", "bot Б (лёгкий)", "bot В (лёгкий)"]),
];

#[test]
fn several_computer_seats_have_names_that_tell_them_apart() {
    let h = harness_with(Arc::new(SearchPlayer), 0);
    let alice = person(10, "alice");
    for (n, (lang, names)) in COMPUTERS.iter().enumerate() {
        let at = (GUILD, ChannelId(500 + n as u64));
        let ask = |who: &crate::service::User, action| {
            h.service
                .handle(&request(who, at, "en", Some(lang), action))
        };
        let (ben, cat) = (person(21, "ben"), person(22, "cat"));
        ask(
            &alice,
            Action::Challenge(Challenge {
                opponents: vec![bot(), ben.clone(), bot(), bot(), cat.clone()],
                first: FirstChoice::Me,
                level: Some("easy".into()),
                ..Challenge::default()
            }),
        );
        ask(&ben, Action::Accept);
        let start = ask(&cat, Action::Accept);
        let board = board_in(&start);
        let alt = board
            .image
            .as_ref()
            .and_then(|i| i.description.clone())
            .unwrap_or_default();
        for name in names {
            assert!(start[0].text.contains(name), "{lang}: {start:?}");
            assert!(alt.contains(name), "{lang}: {alt}");
        }
    }
}
