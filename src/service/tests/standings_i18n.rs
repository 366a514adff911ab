//! The server-wide views in Czech and in Russian: the leaderboard and stats (public,
//! in the server's language) with plural forms right for 1, 2, 5 and 21, and the
//! history (ephemeral, in the reader's language) with dates as each language writes
//! them; games in progress, replays and the pages a list lacks. The games are played
//! through requests; the players' figures are then written
//! straight into the store, so that every count the sentences need is there.

use std::sync::Arc;

use crate::model::{ChannelId, GameId, GameKind, GameRecord, GuildId, PlayerRecord};
use crate::store::{MemoryStore, Store, Window};

use super::support::{harness_with, person, request};
use crate::service::{
    Action, Challenge, FirstChoice, ManualClock, Reply, Row, SearchPlayer, Service, User,
};

const GUILD: GuildId = GuildId(7);
/// 2026-12-01 00:00 UTC, and a month later.
const DAY_ONE: i64 = 1_796_083_200_000;
const DAY_TWO: i64 = DAY_ONE + 35 * 86_400_000 + 15 * 3_600_000;

struct Server {
    service: Service,
    store: Arc<MemoryStore>,
    clock: Arc<ManualClock>,
}

impl Server {
    fn new() -> Server {
        let h = harness_with(Arc::new(SearchPlayer), DAY_ONE);
        Server {
            service: h.service,
            store: h.store,
            clock: h.clock,
        }
    }

    /// `who`, whose Discord is in `locale`, in a server whose Discord is in `server`.
    fn ask(&self, who: &User, locale: &str, server: &str, channel: u64, action: Action) -> Reply {
        let mut replies = self.service.handle(&request(
            who,
            (GUILD, ChannelId(channel)),
            locale,
            Some(server),
            action,
        ));
        assert!(!replies.is_empty());
        replies.remove(0)
    }

    /// `winner` challenges `loser`, moves once, and `loser` resigns, at `at_ms`.
    fn win(&self, winner: &User, loser: &User, channel: u64, at_ms: i64) {
        self.clock.set(at_ms);
        let ask = |who: &User, action| self.ask(who, "en", "en", channel, action);
        ask(
            winner,
            Action::Challenge(Challenge {
                opponents: vec![loser.clone()],
                first: FirstChoice::Me,
                ..Challenge::default()
            }),
        );
        ask(loser, Action::Accept);
        let moved = ask(
            winner,
            Action::Move {
                text: "c3d4".into(),
                call_clock: false,
            },
        );
        assert!(moved.text.contains("c3d4"), "{moved:?}");
        let confirm = ask(loser, Action::Resign);
        let custom_id = match confirm.components.first() {
            Some(Row::Buttons(buttons)) => buttons[0].custom_id.clone(),
            other => panic!("no confirmation button: {other:?}"),
        };
        let done = ask(
            loser,
            Action::Click {
                custom_id,
                values: Vec::new(),
            },
        );
        assert!(done.ephemeral && done.text.contains("resigned"), "{done:?}");
    }

    fn last_game_of(&self, who: &User) -> GameRecord {
        let page = self
            .store
            .finished_games_of(GUILD, GameKind::Martian, who.id, Window::page(1, 1))
            .unwrap();
        page.items[0].clone()
    }

    /// Writes these players' figures with the last game of `who` (the store replaces
    /// the ranking of the game's own players).
    fn set_players(&self, who: &User, players: &[PlayerRecord]) {
        let mut game = self.last_game_of(who);
        let based_on = game.revision;
        game.revision += 1;
        let players = players.to_vec();
        let rate = move |_: &[Option<PlayerRecord>]| players.clone();
        self.store
            .save_game_and_players(&game, based_on, &rate)
            .unwrap();
    }
}

/// A player with `n` of everything the sentences count, and `wins/draws/losses`.
fn figures(user: &User, rating: f64, deviation: f64, n: u32, wdl: [u32; 3]) -> PlayerRecord {
    let mut p = PlayerRecord::new(GUILD, user.id, &user.name);
    p.rating = rating;
    p.deviation = deviation;
    p.games = n;
    [p.wins, p.draws, p.losses] = wdl;
    p.points = n;
    p.first_moves.insert("c3d4".into(), n);
    p.longest = Some((n, GameId(35)));
    p
}

/// Ann (1 of everything), ben (2), cat (5) and dan (21) after two real games: ann beat
/// ben on 2026-12-01, cat beat ann on 2027-01-05.
fn four_players() -> (Server, [User; 4]) {
    let server = Server::new();
    let people = [
        person(10, "ann"),
        person(11, "ben"),
        person(12, "cat"),
        person(13, "dan"),
    ];
    let [ann, ben, cat, dan] = &people;
    server.win(ann, ben, 100, DAY_ONE + 3_600_000);
    server.win(cat, ann, 101, DAY_TWO);
    server.set_players(
        ben,
        &[
            figures(ann, 1650.0, 200.0, 1, [1, 0, 0]),
            figures(ben, 1600.0, 90.0, 2, [0, 2, 0]),
        ],
    );
    server.set_players(
        cat,
        &[
            figures(cat, 1712.4, 60.0, 5, [1, 2, 2]),
            figures(dan, 1500.0, 70.0, 21, [21, 0, 0]),
        ],
    );
    (server, people)
}

fn lines(reply: &Reply) -> Vec<&str> {
    reply.text.lines().collect()
}

#[test]
fn the_leaderboard_in_a_czech_server() {
    let (server, [ann, ..]) = four_players();
    // The requester's own Discord is in English: a public reply follows the server.
    let board = server.ask(
        &ann,
        "en-US",
        "cs",
        5,
        Action::Leaderboard {
            game: crate::model::GameKind::Martian,
            page: None,
            season: None,
        },
    );
    assert!(!board.ephemeral);
    assert_eq!(
        lines(&board),
        [
            "**Žebříček** (strana 1 z 1)",
            "```",
            "   #  Hráč                      Rating Partie  V/R/P    ",
            "   1  cat                     1712 ±60      5  1/2/2",
            "   2  ann                   1650? ±200      1  1/0/0",
            "   3  ben                     1600 ±90      2  0/2/0",
            "   4  dan                     1500 ±70     21  21/0/0",
            "```",
            "± je odchylka ratingu; ? značí prozatímní rating (odchylka nad 110).",
        ]
    );
    // A page it lacks is the requester's mistake, told in the requester's language.
    let bad = server.ask(
        &ann,
        "ru",
        "cs",
        5,
        Action::Leaderboard {
            game: crate::model::GameKind::Martian,
            page: Some(3),
            season: None,
        },
    );
    assert!(bad.ephemeral);
    assert_eq!(
        bad.text,
        "Страницы 3 нет: в таблице лидеров 1 страница (выберите от 1 до 1)."
    );
}

#[test]
fn the_leaderboard_in_a_russian_server() {
    let (server, [ann, ..]) = four_players();
    let board = server.ask(
        &ann,
        "cs",
        "ru",
        5,
        Action::Leaderboard {
            game: crate::model::GameKind::Martian,
            page: None,
            season: None,
        },
    );
    assert_eq!(
        lines(&board),
        [
            "**Таблица лидеров** (страница 1 из 1)",
            "```",
            "   №  Игрок                    Рейтинг Партии  В/Н/П    ",
            "   1  cat                     1712 ±60      5  1/2/2",
            "   2  ann                   1650? ±200      1  1/0/0",
            "   3  ben                     1600 ±90      2  0/2/0",
            "   4  dan                     1500 ±70     21  21/0/0",
            "```",
            "± — отклонение рейтинга; ? — предварительный рейтинг (отклонение больше 110).",
        ]
    );
    let bad = server.ask(
        &ann,
        "cs",
        "ru",
        5,
        Action::Leaderboard {
            game: crate::model::GameKind::Martian,
            page: Some(0),
            season: None,
        },
    );
    assert_eq!(
        bad.text,
        "Strana 0 neexistuje: žebříček má 1 stranu (zvolte 1 až 1)."
    );
}

fn stats(server: &Server, viewer: &User, server_locale: &str, of: &User) -> String {
    let action = Action::Stats {
        game: crate::model::GameKind::Martian,
        user: Some(of.clone()),
    };
    let reply = server.ask(viewer, "en-US", server_locale, 5, action);
    assert!(!reply.ephemeral);
    reply.text
}

#[test]
fn stats_in_czech_count_one_two_and_five() {
    let (server, [ann, ben, cat, dan]) = four_players();
    assert_eq!(
        stats(&server, &ann, "cs", &ann),
        "**ann**: rating 1650? ±200 (prozatímní)\n\
         Odehráno: 1 partie (1 výhra, 0 remíz, 0 proher)\n\
         Za sebrané figurky: 1 bod\n\
         Oblíbený první tah: c3d4 (jednou)\n\
         Nejdelší partie: 1 tah (partie z)"
    );
    assert_eq!(
        stats(&server, &ann, "cs", &ben),
        "**ben**: rating 1600 ±90\n\
         Odehráno: 2 partie (0 výher, 2 remízy, 0 proher)\n\
         Za sebrané figurky: 2 body\n\
         Oblíbený první tah: c3d4 (2×)\n\
         Nejdelší partie: 2 tahy (partie z)"
    );
    assert_eq!(
        stats(&server, &ann, "cs", &cat),
        "**cat**: rating 1712 ±60\n\
         Odehráno: 5 partií (1 výhra, 2 remízy, 2 prohry)\n\
         Za sebrané figurky: 5 bodů\n\
         Oblíbený první tah: c3d4 (5×)\n\
         Nejdelší partie: 5 tahů (partie z)"
    );
    let dan = stats(&server, &ann, "cs", &dan);
    assert!(dan.contains("Odehráno: 21 partií (21 výher,"), "{dan}");
    assert!(dan.contains("Za sebrané figurky: 21 bodů"), "{dan}");
    let nobody = stats(&server, &ann, "cs", &person(99, "eve"));
    assert_eq!(
        nobody,
        "eve zatím na tomto serveru nemá žádnou dohranou hodnocenou partii."
    );
}

#[test]
fn stats_in_russian_count_one_two_five_and_twenty_one() {
    let (server, [ann, ben, cat, dan]) = four_players();
    assert_eq!(
        stats(&server, &ben, "ru", &ann),
        "**ann**: рейтинг 1650? ±200 (предварительный)\n\
         Сыграно: 1 партия (1 победа, 0 ничьих, 0 поражений)\n\
         За взятые фигуры: 1 очко\n\
         Любимый первый ход: c3d4 (1 раз)\n\
         Самая длинная партия: 1 ход (партия z)"
    );
    assert_eq!(
        stats(&server, &ann, "ru", &ben),
        "**ben**: рейтинг 1600 ±90\n\
         Сыграно: 2 партии (0 побед, 2 ничьи, 0 поражений)\n\
         За взятые фигуры: 2 очка\n\
         Любимый первый ход: c3d4 (2 раза)\n\
         Самая длинная партия: 2 хода (партия z)"
    );
    assert_eq!(
        stats(&server, &ann, "ru", &cat),
        "**cat**: рейтинг 1712 ±60\n\
         Сыграно: 5 партий (1 победа, 2 ничьи, 2 поражения)\n\
         За взятые фигуры: 5 очков\n\
         Любимый первый ход: c3d4 (5 раз)\n\
         Самая длинная партия: 5 ходов (партия z)"
    );
    assert_eq!(
        stats(&server, &ann, "ru", &dan),
        "**dan**: рейтинг 1500 ±70\n\
         Сыграно: 21 партия (21 победа, 0 ничьих, 0 поражений)\n\
         За взятые фигуры: 21 очко\n\
         Любимый первый ход: c3d4 (21 раз)\n\
         Самая длинная партия: 21 ход (партия z)"
    );
    let nobody = stats(&server, &ann, "ru", &person(99, "eve"));
    assert_eq!(
        nobody,
        "У игрока eve пока нет завершённых рейтинговых партий на этом сервере."
    );
}

/// The history's lines, as `who` reads them in `locale` in an English server.
fn history(server: &Server, who: &User, locale: &str) -> Vec<String> {
    let action = Action::History {
        game: crate::model::GameKind::Martian,
        user: None,
        page: None,
    };
    // History is only for the reader: their language, whatever the server's.
    let reply = server.ask(who, locale, "en", 5, action);
    assert!(reply.ephemeral);
    reply.text.lines().map(String::from).collect()
}

#[test]
fn history_dates_as_each_language_writes_them() {
    let (server, [ann, ben, cat, _]) = four_players();
    let won = server.last_game_of(&ben).id;
    let lost = server.last_game_of(&cat).id;
    assert_eq!(
        history(&server, &ann, "cs"),
        [
            "**Nedávné partie hráče ann**: 2 dohrané".to_string(),
            format!("• `{lost}` 5. 1. 2027 proti cat: prohra. Vyhrává cat: hráč ann se vzdal."),
            format!("• `{won}` 1. 12. 2026 proti ben: výhra. Vyhrává ann: hráč ben se vzdal."),
            "Záznam partie přehrajete pomocí `/martian přehrát partie:<id>`, počítačový rozbor zobrazíte pomocí `/martian rozbor partie:<id>`.".to_string(),
        ]
    );
    assert_eq!(
        history(&server, &ann, "ru"),
        [
            "**Последние партии игрока ann**: завершено 2".to_string(),
            format!(
                "• `{lost}` 05.01.2027 против cat: поражение. Побеждает cat: игрок ann сдался."
            ),
            format!("• `{won}` 01.12.2026 против ben: победа. Побеждает ann: игрок ben сдался."),
            "Запись партии можно посмотреть командой `/martian повтор партия:<код>`, а компьютерный анализ — командой `/martian анализ партия:<код>`.".to_string(),
        ]
    );
    assert_eq!(
        history(&server, &ann, "en-GB"),
        [
            "**Recent games of ann**: 2 finished".to_string(),
            format!("• `{lost}` 2027-01-05 vs cat: lost. cat wins: ann resigned."),
            format!("• `{won}` 2026-12-01 vs ben: won. ann wins: ben resigned."),
            "Replay one with `/martian replay game:<id>`, or see the computer's analysis of it with `/martian analyse game:<id>`.".to_string(),
        ]
    );
    let none = server.ask(
        &person(99, "eve"),
        "cs",
        "ru",
        5,
        Action::History {
            game: crate::model::GameKind::Martian,
            user: None,
            page: None,
        },
    );
    assert_eq!(
        none.text,
        "eve zatím na tomto serveru nemá žádnou dohranou partii."
    );
}

#[test]
fn a_replay_in_a_russian_server_and_mistakes_in_the_reader_s_language() {
    let (server, [ann, ben, ..]) = four_players();
    let id = server.last_game_of(&ben).id;
    let game = Action::Replay {
        game: id.to_string(),
    };
    let replay = server.ask(&ann, "cs", "ru", 5, game);
    assert!(!replay.ephemeral);
    assert!(replay.image.is_some());
    assert_eq!(
        lines(&replay),
        [
            format!("**Партия {id}**: ann — ben").as_str(),
            "Побеждает ann: игрок ben сдался.",
            "Ходы: 1. c3d4",
        ]
    );
    let unknown = Action::Replay {
        game: "zzzz".into(),
    };
    let unknown = server.ask(&ann, "cs", "ru", 5, unknown);
    assert!(unknown.ephemeral);
    assert_eq!(
        unknown.text,
        "Partie zzzz na tomto serveru neexistuje. Kódy dohraných partií vypíše `/martian historie`."
    );
    let junk = Action::Replay {
        game: "no-such-thing!".into(),
    };
    let junk = server.ask(&ann, "ru", "cs", 5, junk);
    assert_eq!(
        junk.text,
        "«no-such-thing!» — не код партии: коды короткие, например 2s, их показывает `/martian история`."
    );
}

#[test]
fn games_in_progress_and_pages_a_list_lacks() {
    let (server, [ann, ben, _, dan]) = four_players();
    let ask = |who: &User, action| server.ask(who, "en", "en", 200, action);
    let challenge = Challenge {
        opponents: vec![dan.clone()],
        first: FirstChoice::Me,
        ..Challenge::default()
    };
    ask(&ben, Action::Challenge(challenge));
    ask(&dan, Action::Accept);
    let games = |locale: &str, user: Option<&User>, page| {
        let action = Action::Games {
            user: user.cloned(),
            page,
        };
        server.ask(&ann, locale, "en", 5, action).text
    };
    let cs = games("cs", None, None);
    let mut cs = cs.lines();
    assert_eq!(cs.next(), Some("**Rozehrané partie na tomto serveru**: 1"));
    assert!(cs.next().unwrap().starts_with("• partie 3 v <#200>: "));
    let ru = games("ru", Some(&ben), None);
    assert!(
        ru.starts_with("**Текущие партии игрока ben**: 1\n• партия 3 в <#200>: "),
        "{ru}"
    );
    assert_eq!(
        games("cs", Some(&ann), None),
        "ann teď na tomto serveru nehraje žádnou partii."
    );
    assert_eq!(
        games("ru", None, Some(2)),
        "Страницы 2 нет: текущие партии занимают 1 страницу (выберите от 1 до 1)."
    );
    assert_eq!(
        games("cs", Some(&ben), Some(2)),
        "Strana 2 neexistuje: rozehrané partie hráče ben zabírají 1 stranu (zvolte 1 až 1)."
    );
    let history = Action::History {
        game: crate::model::GameKind::Martian,
        user: Some(ben.clone()),
        page: Some(5),
    };
    assert_eq!(
        server.ask(&ann, "ru", "cs", 5, history).text,
        "Страницы 5 нет: завершённые партии игрока ben занимают 1 страницу (выберите от 1 до 1)."
    );
}
