//! Player names never inject markdown: whatever a nickname holds (`# Big`, a masked
//! link, `@everyone`, three backticks, `*_~|`), every message shows it as plain text,
//! while the game record and the images keep it as written. Driven through the service
//! itself: console user names are plain words.

use std::sync::Arc;

use martian_chess::model::{ChannelId, GuildId, UserId};
use martian_chess::service::{
    Action, Challenge, ManualClock, Reply, Request, SearchPlayer, Service, User,
};
use martian_chess::store::{MemoryStore, Store};

const GUILD: GuildId = GuildId(3);

fn person(id: u64, name: &str) -> User {
    User {
        id: UserId(id),
        name: name.into(),
        is_manager: false,
        is_bot: false,
    }
}

struct Server {
    service: Service,
    store: Arc<MemoryStore>,
}

impl Server {
    fn new() -> Server {
        let store = Arc::new(MemoryStore::new());
        let mut bot = person(1, "bot");
        bot.is_bot = true;
        let service = Service::new(
            store.clone(),
            Arc::new(ManualClock::new(0)),
            Arc::new(SearchPlayer),
            bot,
        );
        Server { service, store }
    }

    fn ask(&self, who: &User, channel: u64, action: Action) -> Vec<Reply> {
        self.service.handle(&Request {
            user: who.clone(),
            guild: GUILD,
            channel: ChannelId(channel),
            locale: "en".into(),
            guild_locale: None,
            origin: Default::default(),
            sight: Default::default(),
            action,
        })
    }

    fn one(&self, who: &User, channel: u64, action: Action) -> String {
        let replies = self.ask(who, channel, action);
        assert_eq!(replies.len(), 1, "{replies:?}");
        replies[0].text.clone()
    }

    /// The texts of every reply to a request (a start, a move, an end posts several
    /// messages: the answer, the live board, its ping, the result line).
    fn all(&self, who: &User, channel: u64, action: Action) -> Vec<String> {
        let replies = self.ask(who, channel, action);
        assert!(replies.len() > 1, "{replies:?}");
        replies.into_iter().map(|r| r.text).collect()
    }

    /// `a` beats `b` in `channel`: `a` moves, `b` resigns. Returns what was said.
    fn win(&self, a: &User, b: &User, channel: u64) -> Vec<String> {
        let challenge = Challenge {
            opponents: vec![b.clone()],
            ..Challenge::default()
        };
        let mut said = vec![self.one(a, channel, Action::Challenge(challenge))];
        said.extend(self.all(b, channel, Action::Accept));
        let moved = Action::Move {
            text: "c3d4".into(),
            call_clock: false,
        };
        said.extend(self.all(a, channel, moved));
        let wrong_turn = Action::Move {
            text: "c3d4".into(),
            call_clock: false,
        };
        said.push(self.one(a, channel, wrong_turn));
        let ask = self.ask(b, channel, Action::Resign);
        let confirm = match &ask[0].components[0] {
            martian_chess::service::Row::Buttons(buttons) => buttons[0].custom_id.clone(),
            other => panic!("{other:?}"),
        };
        said.push(ask[0].text.clone());
        said.extend(self.all(
            b,
            channel,
            Action::Click {
                custom_id: confirm,
                values: Vec::new(),
            },
        ));
        said
    }
}

/// What no message may contain outside its code blocks (where Discord reads no
/// markdown): the raw forms that Discord would format.
fn assert_inert(text: &str) {
    assert!(
        text.matches("```").count() % 2 == 0 && !text.contains("````"),
        "a code block broken open: {text:?}"
    );
    for outside in text.split("```").step_by(2) {
        for raw in [
            "[free nitro](",
            "@everyone",
            "*bold*",
            "_it_",
            "~~gone~~",
            "||spoiler||",
        ] {
            assert!(!outside.contains(raw), "{raw:?} in {text:?}");
        }
        for line in outside.lines() {
            assert!(!line.starts_with("# "), "a heading: {text:?}");
        }
    }
}

#[test]
fn hostile_names_show_as_plain_text_in_every_message() {
    let server = Server::new();
    let big = person(10, "# Big");
    let nitro = person(11, "[free nitro](https://x.y)");
    let everyone = person(12, "@everyone");
    let ticks = person(13, "```");
    let styled = person(14, "*bold* _it_ ~~gone~~ ||spoiler||");

    let mut said = server.win(&big, &nitro, 100);
    said.extend(server.win(&everyone, &ticks, 101));
    said.extend(server.win(&styled, &big, 102));
    for text in &said {
        assert_inert(text);
    }
    let joined = said.join("\n");
    assert!(joined.contains("\\# Big played c3d4"), "{joined}");
    assert!(
        joined.contains("**Game over.** \\# Big wins: \\[free nitro\\](https://x.y) resigned."),
        "{joined}"
    );
    assert!(joined.contains("@\u{200B}everyone played c3d4"), "{joined}");
    assert!(
        joined.contains("\\*bold\\* \\_it\\_ \\~\\~gone\\~\\~ \\|\\|spoiler\\|\\| played"),
        "{joined}"
    );
    assert!(
        joined.contains("Ratings: \\# Big 1500 → 1662 (+162)"),
        "{joined}"
    );
    // The start and result lines name the players, bold around the escaped names.
    assert!(
        joined.contains("**@\u{200B}everyone** vs **\\`\\`\\`**: the game is on."),
        "{joined}"
    );
    assert!(
        joined.contains(
            "**\\# Big** vs **\\[free nitro\\](https://x.y)**: \\# Big wins: \\[free nitro\\](https://x.y) resigned."
        ),
        "{joined}"
    );

    // The record (and so the board image and the replay) keeps the names as written,
    // and its end as data: sentences are made from both when shown.
    let first = &server.store.archived_games(GUILD, 10).unwrap()[2];
    assert_eq!(first.seats[0].name, "# Big");
    assert!(matches!(
        first.end.as_ref().unwrap().kind,
        martian_chess::model::EndKind::Resigned { .. }
    ));

    let viewer = person(20, "viewer");
    let mut views = vec![
        server.one(
            &viewer,
            100,
            Action::Leaderboard {
                game: martian_chess::model::GameKind::Martian,
                page: None,
                season: None,
            },
        ),
        server.one(
            &viewer,
            100,
            Action::Games {
                user: None,
                page: None,
            },
        ),
    ];
    for who in [&big, &nitro, &everyone, &ticks, &styled] {
        views.push(server.one(
            &viewer,
            100,
            Action::Stats {
                game: martian_chess::model::GameKind::Martian,
                user: Some(who.clone()),
            },
        ));
        views.push(server.one(
            &viewer,
            100,
            Action::History {
                game: martian_chess::model::GameKind::Martian,
                user: Some(who.clone()),
                page: None,
            },
        ));
    }
    let id = first.id.to_string();
    views.push(server.one(&viewer, 100, Action::Replay { game: id }));
    for text in &views {
        assert_inert(text);
    }
    let views = views.join("\n");
    // The leaderboard is one code block that names cannot close.
    assert!(views.contains("\u{02CB}\u{02CB}\u{02CB}"), "{views}");
    assert!(views.contains("**\\# Big**: rating"), "{views}");
    assert!(
        views.contains("**Recent games of \\[free nitro\\](https://x.y)**"),
        "{views}"
    );
    assert!(views.contains("**@\u{200B}everyone**: rating"), "{views}");
    assert!(
        views.contains("**Game 1**: \\# Big vs \\[free nitro\\](https://x.y)"),
        "{views}"
    );
}

#[test]
fn a_hostile_name_in_a_refusal_is_plain_text_too() {
    let server = Server::new();
    let alice = person(10, "alice");
    let twice = person(11, "# twice");
    let challenge = Challenge {
        opponents: vec![twice.clone(), twice.clone(), person(12, "cat")],
        layout: martian_chess::service::LayoutChoice::Quad,
        ..Challenge::default()
    };
    let refused = server.one(&alice, 100, Action::Challenge(challenge));
    assert_eq!(
        refused,
        "\\# twice is named twice: each opponent must be a different person."
    );
}
