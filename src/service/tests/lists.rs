//! The lists' Previous/Next buttons (ids that round-trip and refuse tampering, pages
//! replaced in place, public or private, in the right language), the board image's
//! description for screen readers, and which replies notify nobody.

use std::sync::Arc;

use crate::model::{
    decode_game, ChannelId, EndKind, GameEnd, GameKind, GameRecord, GameStatus, GuildId,
    PlayerRecord, UserId,
};
use crate::store::{MemoryStore, Store};

use super::support::{board_in, bot, person, ping_in, request, result_in};
use crate::service::list_id::{ListId, ListKind};
use crate::service::{
    Action, Button, Challenge, Delivery, ManualClock, Reply, Row, SearchPlayer, Service, User,
};

const GUILD: GuildId = GuildId(7);
const NOW: i64 = 1_796_083_200_000;
const CAROL: UserId = UserId(3);

fn service(store: Arc<MemoryStore>) -> Service {
    let clock = Arc::new(ManualClock::new(NOW));
    Service::new(store, clock, Arc::new(SearchPlayer), bot())
}

/// `who` (Discord in `locale`) asks in a server whose Discord is in `server`.
fn ask_in(
    service: &Service,
    who: &User,
    locale: &str,
    server: &str,
    channel: u64,
    action: Action,
) -> Vec<Reply> {
    service.handle(&request(
        who,
        (GUILD, ChannelId(channel)),
        locale,
        Some(server),
        action,
    ))
}

fn one(replies: Vec<Reply>) -> Reply {
    assert_eq!(replies.len(), 1, "{replies:#?}");
    replies.into_iter().next().unwrap()
}

fn click(service: &Service, who: &User, locale: &str, server: &str, id: &str) -> Reply {
    one(ask_in(
        service,
        who,
        locale,
        server,
        5,
        Action::Click {
            custom_id: id.into(),
            values: Vec::new(),
        },
    ))
}

/// The Previous and Next buttons under a page.
fn pager(reply: &Reply) -> [Button; 2] {
    match reply.components.as_slice() {
        [Row::Buttons(buttons)] if buttons.len() == 2 => [buttons[0].clone(), buttons[1].clone()],
        other => panic!("no Previous/Next row: {other:#?}"),
    }
}

/// A duel between `a` and `b` (named as given) in its own channel, open.
fn open_duel(store: &dyn Store, a: &User, b: &User) -> GameRecord {
    let mut g: GameRecord =
        decode_game(include_bytes!("../../../tests/data/game-record-v1.json")).unwrap();
    g.id = store.next_game_id().unwrap();
    g.guild = GUILD;
    g.channel = ChannelId(1000 + g.id.0);
    g.seats[0].user = a.id;
    g.seats[0].name = a.name.clone();
    g.seats[1].user = b.id;
    g.seats[1].computer = None;
    g.seats[1].name = b.name.clone();
    g.challenger = a.id;
    g.status = GameStatus::Active;
    g.revision = 0;
    g.end = None;
    store.create_game(&g).unwrap();
    g
}

/// A duel won by `a`, with `players` written as the server's rated players.
fn finished_duel(store: &dyn Store, a: &User, b: &User, players: Vec<PlayerRecord>) {
    let g = open_duel(store, a, b);
    let mut end = g.clone();
    end.status = GameStatus::Finished;
    end.revision = 1;
    end.end = Some(GameEnd {
        kind: EndKind::Resigned { seat: 1 },
        winners: vec![0],
        drawn: Vec::new(),
        scores: vec![1, 0],
        at_ms: NOW,
        by_name: None,
        waited_hours: None,
    });
    let rate = move |_: &[Option<PlayerRecord>]| players.clone();
    store.save_game_and_players(&end, 0, &rate).unwrap();
}

#[test]
fn list_ids_round_trip_and_refuse_anything_else() {
    for id in [
        ListId {
            list: ListKind::Leaderboard,
            game: GameKind::Martian,
            page: u32::MAX,
            user: None,
        },
        ListId {
            list: ListKind::History,
            game: GameKind::Martian,
            page: 0,
            user: Some(UserId(u64::MAX)),
        },
        ListId {
            list: ListKind::Games,
            game: GameKind::Martian,
            page: 2,
            user: None,
        },
        ListId {
            list: ListKind::Games,
            game: GameKind::Martian,
            page: 3,
            user: Some(UserId(12)),
        },
    ] {
        let text = id.encode();
        assert!(text.len() <= 100 && text.starts_with("mcl:"), "{text}");
        assert!(ListId::is_list(&text));
        assert_eq!(ListId::parse(&text), Some(id), "{text}");
    }
    let long = format!("mcl:g:1:{}", "9".repeat(100));
    for bad in [
        "",
        "mcl",
        "mcl:",
        "mcl:lb",
        "mcl:lb:",
        "mcl:lb:x",
        "mcl:lb:-1",
        "mcl:lb:+1",
        "mcl:lb: 1",
        "mcl:lb:4294967296",
        "mcl:lb:1:5",
        "mcl:h:1",
        "mcl:h:1:0",
        "mcl:h:1:18446744073709551616",
        "mcl:g:1:2:3",
        "mcl:zz:1",
        "mc:1:2:move",
        long.as_str(),
    ] {
        assert_eq!(ListId::parse(bad), None, "{bad}");
    }
    assert!(!ListId::is_list("mc:1:2:move") && !ListId::is_list("mclx:lb:1"));
}

/// 25 rated players: three pages of the leaderboard.
fn crowded_server() -> (Service, Vec<User>) {
    let store = Arc::new(MemoryStore::new());
    let people: Vec<User> = (0..25)
        .map(|i| person(100 + i, &format!("p{i:02}")))
        .collect();
    let players: Vec<PlayerRecord> = people
        .iter()
        .enumerate()
        .map(|(i, u)| {
            let mut p = PlayerRecord::new(GUILD, u.id, &u.name);
            p.rating = 2000.0 - 10.0 * i as f64;
            p.deviation = 60.0;
            p.games = 1;
            p.wins = 1;
            p
        })
        .collect();
    finished_duel(&*store, &people[0], &people[1], players);
    (service(store), people)
}

#[test]
fn the_leaderboard_pages_by_its_buttons_for_anyone_in_the_servers_language() {
    let (service, people) = crowded_server();
    let first = one(ask_in(
        &service,
        &people[0],
        "en-US",
        "en-US",
        5,
        Action::Leaderboard {
            game: crate::model::GameKind::Martian,
            page: None,
            season: None,
        },
    ));
    assert!(!first.ephemeral && first.silent, "{first:#?}");
    assert!(first.text.starts_with("**Leaderboard** (page 1 of 3)"));
    let [previous, next] = pager(&first);
    assert_eq!(
        (previous.label.as_str(), previous.disabled),
        ("◀ Previous", true)
    );
    assert_eq!((next.label.as_str(), next.disabled), ("Next ▶", false));
    assert_eq!(next.custom_id, "mcl:lb:2");

    // Anybody may page a public list; it stays in the server's language (Russian
    // here), whatever the presser's own (Czech).
    let stranger = person(999, "zoe");
    let second = click(&service, &stranger, "cs", "ru", &next.custom_id);
    assert_eq!(second.delivery, Delivery::Update);
    assert!(
        !second.ephemeral && second.mentions.is_empty(),
        "{second:#?}"
    );
    assert!(
        second
            .text
            .starts_with("**Таблица лидеров** (страница 2 из 3)"),
        "{}",
        second.text
    );
    assert!(second.text.contains("p10") && !second.text.contains("p09"));
    let [previous, next] = pager(&second);
    assert_eq!(
        (previous.label.as_str(), previous.disabled),
        ("◀ Назад", false)
    );
    assert_eq!((next.label.as_str(), next.disabled), ("Вперёд ▶", false));

    let third = click(&service, &stranger, "cs", "ru", &next.custom_id);
    assert!(third.text.contains("(страница 3 из 3)"), "{}", third.text);
    let [previous, next] = pager(&third);
    assert!(!previous.disabled && next.disabled);
    let back = click(&service, &people[3], "en", "en", &previous.custom_id);
    assert!(back.text.starts_with("**Leaderboard** (page 2 of 3)"));
    // A disabled button's id, sent anyway, asks for a page the list lacks.
    let past = one(ask_in(
        &service,
        &people[3],
        "en",
        "en",
        5,
        Action::Click {
            custom_id: next.custom_id.clone(),
            values: Vec::new(),
        },
    ));
    assert!(
        past.ephemeral && past.text.contains("There is no page 4"),
        "{past:#?}"
    );
}

#[test]
fn a_single_page_has_no_page_buttons() {
    let store = Arc::new(MemoryStore::new());
    let (ann, ben) = (person(10, "ann"), person(11, "ben"));
    let players = vec![PlayerRecord::new(GUILD, ann.id, "ann")];
    finished_duel(&*store, &ann, &ben, players);
    let service = service(store);
    let board = one(ask_in(
        &service,
        &ann,
        "en",
        "en",
        5,
        Action::Leaderboard {
            game: crate::model::GameKind::Martian,
            page: None,
            season: None,
        },
    ));
    assert!(board.components.is_empty(), "{board:#?}");
    let history = one(ask_in(
        &service,
        &ann,
        "en",
        "en",
        5,
        Action::History {
            game: crate::model::GameKind::Martian,
            user: None,
            page: None,
        },
    ));
    assert!(history.components.is_empty(), "{history:#?}");
}

#[test]
fn history_and_games_page_privately_in_the_pressers_language() {
    let store = Arc::new(MemoryStore::new());
    let carol = person(CAROL.0, "carol");
    let rivals = [person(4, "dave"), person(5, "erin")];
    for i in 0..23 {
        finished_duel(&*store, &carol, &rivals[i % 2], Vec::new());
    }
    for i in 0..45 {
        open_duel(&*store, &rivals[i % 2], &carol);
    }
    let service = service(store);
    let viewer = person(99, "viewer");

    // Carol's own history: the buttons carry her id.
    let first = one(ask_in(
        &service,
        &carol,
        "en",
        "ru",
        5,
        Action::History {
            game: crate::model::GameKind::Martian,
            user: None,
            page: None,
        },
    ));
    assert!(first.ephemeral && first.to == Some(CAROL), "{first:#?}");
    let [previous, next] = pager(&first);
    assert!(previous.disabled && !next.disabled);
    assert_eq!(next.custom_id, format!("mcl:h:2:{}", CAROL.0));
    // She pressed Next with her Discord in Czech now: the page follows her language.
    let second = click(&service, &carol, "cs", "ru", &next.custom_id);
    assert_eq!(second.delivery, Delivery::Update);
    assert!(second.ephemeral && second.to == Some(CAROL));
    assert!(
        second.text.contains("carol") && second.text.contains("(strana 2 z 3)"),
        "{}",
        second.text
    );
    let [previous, _] = pager(&second);
    assert_eq!(previous.label, "◀ Předchozí");

    // Someone else's list of Carol's games: her name comes from her games.
    let games = one(ask_in(
        &service,
        &viewer,
        "en",
        "en",
        5,
        Action::Games {
            user: Some(carol.clone()),
            page: None,
        },
    ));
    assert!(games.ephemeral && games.to == Some(viewer.id));
    let [_, next] = pager(&games);
    assert_eq!(next.custom_id, format!("mcl:g:2:{}", CAROL.0));
    let page2 = click(&service, &viewer, "en", "en", &next.custom_id);
    assert!(
        page2
            .text
            .starts_with("**Games of carol in progress**: 45 (page 2 of 3)"),
        "{}",
        page2.text
    );
    // Each game links to its channel.
    assert!(page2.text.contains("in <#"), "{}", page2.text);
    let [_, next] = pager(&page2);
    let last = click(&service, &viewer, "en", "en", &next.custom_id);
    let [previous, next] = pager(&last);
    assert!(!previous.disabled && next.disabled);

    // The server's games: no user in the ids.
    let all = one(ask_in(
        &service,
        &viewer,
        "en",
        "en",
        5,
        Action::Games {
            user: None,
            page: None,
        },
    ));
    let [_, next] = pager(&all);
    assert_eq!(next.custom_id, "mcl:g:2");
}

#[test]
fn a_tampered_page_button_is_refused_with_a_sentence() {
    let (service, people) = crowded_server();
    for (id, says) in [
        ("mcl:lb:0", "There is no page 0"),
        ("mcl:lb:99", "There is no page 99"),
        ("mcl:lb:two", "any list I know"),
        ("mcl:h:2", "any list I know"),
        ("mcl:lb:1:1:1", "any list I know"),
        ("mcl:g:1:99999999999999999999", "any list I know"),
    ] {
        let refused = click(&service, &people[0], "en", "en", id);
        assert!(refused.ephemeral, "{id}: {refused:#?}");
        assert_eq!(refused.delivery, Delivery::Respond, "{id}");
        assert!(refused.text.contains(says), "{id}: {}", refused.text);
    }
}

fn duel_moved(service: &Service, locale: &str) -> Reply {
    let (alice, bob) = (person(10, "alice"), person(11, "bob"));
    let challenge = Challenge {
        opponents: vec![bob.clone()],
        ..Challenge::default()
    };
    ask_in(
        service,
        &alice,
        "en",
        locale,
        20,
        Action::Challenge(challenge),
    );
    let start = ask_in(service, &bob, "en", locale, 20, Action::Accept);
    let ping = ping_in(&start).expect("the first board pings the first player");
    assert!(!ping.silent && board_in(&start).silent, "{start:#?}");
    let moved = ask_in(
        service,
        &alice,
        "en",
        locale,
        20,
        Action::Move {
            text: "c3d4".into(),
            call_clock: false,
        },
    );
    board_in(&moved).clone()
}

fn alt(reply: &Reply) -> &str {
    reply
        .image
        .as_ref()
        .and_then(|i| i.description.as_deref())
        .unwrap_or_else(|| panic!("no alt text: {reply:#?}"))
}

#[test]
fn a_board_image_says_whose_move_the_score_and_the_last_move() {
    let service = service(Arc::new(MemoryStore::new()));
    let moved = duel_moved(&service, "en-US");
    assert_eq!(
        alt(&moved),
        "Martian Chess board, move 2. bob to move. Score: alice 0 and bob 0. \
         Last move by alice: c3d4 pawn."
    );
    // The board, edited in place, pings nobody: its ping does.
    assert!(moved.silent && moved.mentions.is_empty());
    // In the server's language, like the board.
    let service = self::service(Arc::new(MemoryStore::new()));
    let moved = duel_moved(&service, "cs");
    assert_eq!(
        alt(&moved),
        "Deska Marťanských šachů, 2. tah. Na tahu je bob. Skóre: alice 0 a bob 0. \
         Poslední tah – alice: c3d4 pěšec."
    );
    let resign = one(ask_in(
        &service,
        &person(11, "bob"),
        "en",
        "cs",
        20,
        Action::Resign,
    ));
    let custom_id = match resign.components.first() {
        Some(Row::Buttons(buttons)) => buttons[0].custom_id.clone(),
        other => panic!("{other:?}"),
    };
    let over = ask_in(
        &service,
        &person(11, "bob"),
        "en",
        "cs",
        20,
        Action::Click {
            custom_id,
            values: Vec::new(),
        },
    );
    let text = alt(board_in(&over));
    assert!(
        text.starts_with("Deska Marťanských šachů, konečné postavení. Konec partie: "),
        "{text}"
    );
    assert!(!text.contains("Na tahu"), "{text}");
    // A game's end is news to its players: its line in the channel pings them, and
    // the board, edited, notifies nobody.
    let result = result_in(&over);
    assert!(!result.silent && !result.mentions.is_empty(), "{over:#?}");
    assert!(board_in(&over).silent, "{over:#?}");

    // A replay's animation is described by its last frame.
    let name = &board_in(&over).image.as_ref().unwrap().name;
    let id = name.split('-').nth(1).unwrap().to_string();
    let replay = one(ask_in(
        &service,
        &person(12, "carl"),
        "en",
        "en",
        21,
        Action::Replay { game: id.clone() },
    ));
    let text = alt(&replay);
    let expected = format!(
        "Animated replay of game {id}, one frame per move, ending on this position: \
         Martian Chess board, final position. Game over: alice wins: bob resigned. \
         Score: alice 0 and bob 0. Last move by alice: c3d4 pawn."
    );
    assert_eq!(text, expected);
    assert!(replay.silent && replay.mentions.is_empty());
}

#[test]
fn replies_that_need_tell_nobody_are_silent() {
    let service = service(Arc::new(MemoryStore::new()));
    let alice = person(10, "alice");
    let computer = service.bot().clone();
    let challenge = Challenge {
        opponents: vec![computer],
        first: crate::service::FirstChoice::Opponent,
        ..Challenge::default()
    };
    let replies = ask_in(
        &service,
        &alice,
        "en",
        "en",
        30,
        Action::Challenge(challenge),
    );
    let board = board_in(&replies);
    assert!(board.image.is_some(), "{replies:#?}");
    assert!(board.silent && board.mentions.is_empty(), "{board:#?}");
    let ping = ping_in(&replies).expect("a ping");
    assert!(ping.mentions.iter().any(|(u, _)| *u == alice.id));
    assert!(!ping.silent, "it pings alice: {ping:#?}");
    let shown = one(ask_in(
        &service,
        &alice,
        "en",
        "en",
        30,
        Action::Board { public: true },
    ));
    assert!(shown.silent && shown.mentions.is_empty(), "{shown:#?}");
    assert!(alt(&shown).contains("alice to move"), "{}", alt(&shown));
    let stats = one(ask_in(
        &service,
        &alice,
        "en",
        "en",
        30,
        Action::Stats {
            game: crate::model::GameKind::Martian,
            user: None,
        },
    ));
    assert!(stats.silent && !stats.ephemeral, "{stats:#?}");
}
