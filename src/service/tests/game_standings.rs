//! Each game keeps its own standings: a Looney Pyramids game played through requests
//! and games of Carnett's written straight into the store (as the service will write
//! them when they end), rated by `ratings::rate`, then the leaderboard, stats and
//! history of each game, their page buttons, and `/martian games`.

use std::sync::Arc;

use crate::model::{
    decode_game, ChannelId, EndKind, GameEnd, GameKind, GameRecord, GameStatus, GuildId,
    PlayerRecord,
};
use crate::store::{MemoryStore, Store};

use super::support::{harness_with, person, request};
use crate::service::list_id::{ListId, ListKind};
use crate::service::{
    Action, Challenge, FirstChoice, ManualClock, Reply, Row, SearchPlayer, Service, User,
};

const GUILD: GuildId = GuildId(7);
const NOW: i64 = 1_796_083_200_000;

struct Server {
    service: Service,
    store: Arc<MemoryStore>,
    clock: Arc<ManualClock>,
    ann: User,
    ben: User,
    cat: User,
}

impl Server {
    fn ask(&self, who: &User, channel: u64, action: Action) -> Reply {
        let mut replies = self.service.handle(&request(
            who,
            (GUILD, ChannelId(channel)),
            "en",
            Some("en"),
            action,
        ));
        assert!(!replies.is_empty());
        replies.remove(0)
    }

    /// `winner` challenges `loser` to the Looney Pyramids game, moves once, and
    /// `loser` resigns.
    fn martian_win(&self, winner: &User, loser: &User, channel: u64) {
        let ask = |who: &User, action| self.ask(who, channel, action);
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
        let values = Vec::new();
        let done = ask(loser, Action::Click { custom_id, values });
        assert!(done.ephemeral && done.text.contains("resigned"), "{done:?}");
    }

    /// A game of Carnett's between White `white` and `black`, stored as open.
    fn carnett_game(&self, white: &User, black: &User) -> GameRecord {
        let mut g: GameRecord =
            decode_game(include_bytes!("../../../tests/data/game-record-v1.json")).unwrap();
        g.setup = crate::model::GameSetup::standard(GameKind::Carnett);
        g.id = self.store.next_game_id().unwrap();
        g.guild = GUILD;
        g.channel = ChannelId(2000 + g.id.0);
        for (seat, who) in [white, black].into_iter().enumerate() {
            g.seats[seat].user = who.id;
            g.seats[seat].name = who.name.clone();
            g.seats[seat].computer = None;
            g.seats[seat].accepted = true;
        }
        g.challenger = white.id;
        g.status = GameStatus::Active;
        // Four actions (the cards of the battle belong to the attack, `end` is free).
        g.moves = [
            "e2e4", "end", "e7e5", "g1f3", "f3e5", "play 7H", "play 2H", "play KH",
        ]
        .map(String::from)
        .to_vec();
        g.revision = 0;
        g.end = None;
        self.store.create_game(&g).unwrap();
        g
    }

    /// A finished game of Carnett's, rated as the service rates a game's end, at
    /// `at_ms`; returns it.
    fn carnett_end(
        &self,
        (white, black): (&User, &User),
        kind: EndKind,
        winners: Vec<usize>,
        at_ms: i64,
    ) -> GameRecord {
        let g = self.carnett_game(white, black);
        let mut end = g.clone();
        end.status = GameStatus::Finished;
        end.revision = 1;
        end.updated_ms = at_ms;
        let drawn = if winners.is_empty() {
            vec![0, 1]
        } else {
            vec![]
        };
        end.end = Some(GameEnd {
            kind,
            winners,
            drawn,
            scores: Vec::new(),
            at_ms: end.updated_ms,
            by_name: None,
            waited_hours: None,
        });
        let rate =
            |before: &[Option<PlayerRecord>]| crate::service::ratings::rate(&end, before, NOW);
        let update = self.store.save_game_and_players(&end, 0, &rate).unwrap();
        assert!(update.after.iter().all(|p| p.game == GameKind::Carnett));
        end
    }

    fn text(&self, who: &User, action: Action) -> String {
        self.ask(who, 5, action).text
    }
}

fn server() -> Server {
    let h = harness_with(Arc::new(SearchPlayer), NOW);
    Server {
        service: h.service,
        store: h.store,
        clock: h.clock,
        ann: person(10, "ann"),
        ben: person(11, "ben"),
        cat: person(12, "cat"),
    }
}

fn leaderboard(game: GameKind) -> Action {
    Action::Leaderboard {
        page: None,
        game,
        season: None,
    }
}

fn stats(of: &User, game: GameKind) -> Action {
    Action::Stats {
        user: Some(of.clone()),
        game,
    }
}

fn history(of: &User, game: GameKind) -> Action {
    Action::History {
        user: Some(of.clone()),
        page: None,
        game,
    }
}

#[test]
fn a_carnett_result_leaves_the_martian_standings_as_they_were_and_the_other_way_round() {
    let s = server();
    s.martian_win(&s.ann, &s.ben, 1);
    let martian_ann = |s: &Server| s.store.player(GUILD, GameKind::Martian, s.ann.id).unwrap();
    let before = martian_ann(&s).expect("ann is rated in martian");
    let martian_board = s.text(&s.ann, leaderboard(GameKind::Martian));

    let resigned = EndKind::Resigned { seat: 1 };
    s.carnett_end((&s.cat, &s.ann), resigned, vec![0], NOW + 60_000);
    assert_eq!(martian_ann(&s), Some(before.clone()), "martian untouched");
    assert_eq!(
        s.text(&s.ann, leaderboard(GameKind::Martian)),
        martian_board
    );
    assert!(!martian_board.contains("cat"), "{martian_board}");

    let carnett_board = s.text(&s.ann, leaderboard(GameKind::Carnett));
    assert!(
        carnett_board.starts_with("**Leaderboard — Carnett's Martian Chess** (page 1 of 1)"),
        "{carnett_board}"
    );
    assert!(
        carnett_board.contains("cat") && carnett_board.contains("ann"),
        "{carnett_board}"
    );
    assert!(!carnett_board.contains("ben"), "{carnett_board}");
    // Ann's Carnett rating started from 1500, not from her martian one.
    let carnett_ann = s.store.player(GUILD, GameKind::Carnett, s.ann.id);
    let carnett_ann = carnett_ann
        .unwrap()
        .expect("ann is rated in Carnett's game");
    assert!(before.rating > 1500.0 && carnett_ann.rating < 1500.0);
    assert_eq!((carnett_ann.games, carnett_ann.losses), (1, 1));

    // And a martian game after it leaves the Carnett standings alone.
    s.clock.advance(120_000);
    s.martian_win(&s.ben, &s.cat, 2);
    assert_eq!(
        s.text(&s.ann, leaderboard(GameKind::Carnett)),
        carnett_board
    );
    let cat = s.store.player(GUILD, GameKind::Carnett, s.cat.id).unwrap();
    assert_eq!(cat.map(|c| (c.games, c.wins)), Some((1, 1)));
}

#[test]
fn carnett_stats_show_what_counts_in_that_game() {
    let s = server();
    let resigned = EndKind::Resigned { seat: 1 };
    let game = s.carnett_end((&s.cat, &s.ann), resigned, vec![0], NOW);
    let cat = s.text(&s.ann, stats(&s.cat, GameKind::Carnett));
    let lines: Vec<&str> = cat.lines().collect();
    assert!(
        lines[0].starts_with("**cat** in Carnett's Martian Chess: rating 16"),
        "{cat}"
    );
    assert!(lines[0].ends_with("(provisional)"), "{cat}");
    assert_eq!(
        lines[1..],
        [
            "Games: 1 (1 won, 0 drawn, 0 lost)",
            "Favourite first action as White: e2e4 (1 time)",
            format!("Longest game: 4 actions (game {})", game.id).as_str(),
        ],
        "{cat}"
    );
    // Black's first action is not known without replaying: ann has none counted.
    let ann = s.text(&s.cat, stats(&s.ann, GameKind::Carnett));
    assert!(
        !ann.contains("first action") && !ann.contains("Points"),
        "{ann}"
    );
    // Cat has played no Looney Pyramids game.
    let martian = s.text(&s.ann, stats(&s.cat, GameKind::Martian));
    assert_eq!(
        martian,
        "cat has not finished a rated game in this server yet."
    );
    let nobody = s.text(&s.ann, stats(&s.ben, GameKind::Carnett));
    assert_eq!(
        nobody,
        "ben has not finished a rated game of Carnett's Martian Chess in this server yet."
    );
}

#[test]
fn a_draw_by_agreement_rates_as_a_draw() {
    let s = server();
    s.carnett_end((&s.ann, &s.ben), EndKind::Agreed, Vec::new(), NOW);
    for who in [&s.ann, &s.ben] {
        let p = s.store.player(GUILD, GameKind::Carnett, who.id).unwrap();
        let p = p.expect("rated");
        assert_eq!((p.games, p.wins, p.draws, p.losses), (1, 0, 1, 0));
        // Two new players drawing stay level.
        assert!((p.rating - 1500.0).abs() < 0.5, "{p:?}");
    }
}

#[test]
fn each_game_has_its_own_history_and_its_page_buttons_keep_it() {
    let s = server();
    s.martian_win(&s.ann, &s.ben, 1);
    let resigned = EndKind::Resigned { seat: 1 };
    s.carnett_end((&s.cat, &s.ann), resigned, vec![0], NOW + 60_000);

    let martian = s.text(&s.ann, history(&s.ann, GameKind::Martian));
    assert!(
        martian.starts_with("**Recent games of ann**: 1 finished"),
        "{martian}"
    );
    assert!(
        martian.contains("vs ben") && !martian.contains("cat"),
        "{martian}"
    );
    let carnett = s.text(&s.ann, history(&s.ann, GameKind::Carnett));
    assert!(
        carnett.starts_with("**Recent games of ann in Carnett's Martian Chess**: 1 finished"),
        "{carnett}"
    );
    assert!(
        carnett.contains("vs cat: lost") && !carnett.contains("ben"),
        "{carnett}"
    );
    let none = s.text(&s.ann, history(&s.ben, GameKind::Carnett));
    assert_eq!(
        none,
        "ben has no finished games of Carnett's Martian Chess in this server yet."
    );

    // A page button of a Carnett list pages the Carnett list; the martian ones are
    // written as before there were two games.
    let carnett_page = |list, user| ListId {
        list,
        game: GameKind::Carnett,
        page: 1,
        user,
    };
    let board_id = carnett_page(ListKind::Leaderboard, None).encode();
    assert_eq!(board_id, "mcl:lb-carnett:1");
    let click = |id: String| {
        let values = Vec::new();
        s.text(
            &s.ben,
            Action::Click {
                custom_id: id,
                values,
            },
        )
    };
    let board = click(board_id);
    assert!(board.starts_with("**Leaderboard — Carnett's"), "{board}");
    let history_id = carnett_page(ListKind::History, Some(s.ann.id)).encode();
    let paged = click(history_id);
    assert!(
        paged.starts_with("**Recent games of ann in Carnett's"),
        "{paged}"
    );
    let martian_id = ListId {
        game: GameKind::Martian,
        ..carnett_page(ListKind::Leaderboard, None)
    };
    assert_eq!(martian_id.encode(), "mcl:lb:1");
    for bad in [
        "mcl:lb-martian:1",
        "mcl:lb-chess:1",
        "mcl:g-carnett:1",
        "mcl:h-:1:10",
    ] {
        assert_eq!(ListId::parse(bad), None, "{bad}");
    }
}

#[test]
fn games_in_progress_name_carnetts_game() {
    let s = server();
    let g = s.carnett_game(&s.ann, &s.cat);
    let listed = s.text(
        &s.ben,
        Action::Games {
            user: None,
            page: None,
        },
    );
    let expected = format!(
        "• game {} in <#{}>: Carnett's Martian Chess, ann and cat",
        g.id, g.channel.0
    );
    assert!(listed.contains(&expected), "{listed}");
}

#[test]
fn the_ratings_after_a_game_of_carnetts_name_it() {
    let tr = crate::i18n::Tr::new(crate::i18n::Catalog::embedded(), crate::i18n::Lang::SOURCE);
    let changes = ["ann 1500 → 1662 (+162)".to_string()];
    let carnett = crate::service::games::ratings_line(GameKind::Carnett, tr, &changes);
    assert_eq!(
        carnett,
        "Ratings in Carnett's Martian Chess: ann 1500 → 1662 (+162)"
    );
    let martian = crate::service::games::ratings_line(GameKind::Martian, tr, &changes);
    assert_eq!(martian, "Ratings: ann 1500 → 1662 (+162)");
}
