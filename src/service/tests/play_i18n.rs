//! Playing in every language: an illegal move is explained in the language of whoever
//! tried it, the board after a move speaks the server's language (its text and its
//! image), a reminder speaks the language its player last played in, and counts of
//! moves take each language's plural forms. The English catalog says exactly what the
//! engine's own `Display` says.

use std::sync::Arc;

use crate::engine::{
    Coord, IllegalReason, Layout, MergeRefusal, Piece, Player, Position, Ruleset, Square,
};
use crate::i18n::{Catalog, Tr};
use crate::model::{ChannelId, GuildId, UserId};
use crate::render;
use crate::store::Store;

use super::support::{board_in, harness_with, person, ping_in, request, Harness as Shared};
use crate::service::clock::HOUR_MS;
use crate::service::games::martian::board_texts;
use crate::service::messages;
use crate::service::{
    Action, Challenge, Delivery, FirstChoice, Reply, SearchPlayer, SettingsChange, User,
};

const GUILD: GuildId = GuildId(8);
const CHANNEL: ChannelId = ChannelId(80);

fn alice() -> User {
    person(10, "alice")
}

fn bob() -> User {
    person(11, "bob")
}

/// The shared harness, with this module's own ways of asking.
struct Harness(Shared);

impl std::ops::Deref for Harness {
    type Target = Shared;

    fn deref(&self) -> &Shared {
        &self.0
    }
}

fn harness() -> Harness {
    Harness(harness_with(Arc::new(SearchPlayer), 0))
}

fn tr(code: &str) -> Tr<'static> {
    let catalog = Catalog::embedded();
    Tr::new(
        catalog,
        catalog.lang(code).expect("a language of the catalog"),
    )
}

impl Harness {
    fn ask(&self, who: &User, locale: &str, action: Action) -> Vec<Reply> {
        self.service
            .handle(&request(who, (GUILD, CHANNEL), locale, None, action))
    }

    /// The server's `language` setting.
    fn language(&self, code: &str) {
        let manager = User {
            is_manager: true,
            ..person(30, "mod")
        };
        self.ask(
            &manager,
            "en-US",
            Action::Settings(SettingsChange {
                language: Some(code.into()),
                ..SettingsChange::default()
            }),
        );
    }

    /// Alice challenges bob, who accepts; alice moves first. Both write in English.
    fn start(&self) {
        self.ask(
            &alice(),
            "en-US",
            Action::Challenge(Challenge {
                opponents: vec![bob()],
                first: FirstChoice::Me,
                ..Challenge::default()
            }),
        );
        let accepted = self.ask(&bob(), "en-US", Action::Accept);
        assert!(!accepted.is_empty(), "{accepted:?}");
    }

    fn play(&self, who: &User, locale: &str, text: &str) -> Vec<Reply> {
        self.ask(
            who,
            locale,
            Action::Move {
                text: text.into(),
                call_clock: false,
            },
        )
    }

    fn seat_locale(&self, user: UserId) -> Option<String> {
        let game = self
            .store
            .open_game_in(GUILD, CHANNEL)
            .unwrap()
            .expect("a game in the channel");
        let seat = game.seat_of(user).expect("a player");
        let delivery = self.store.delivery(GUILD, game.id).unwrap();
        delivery.locale(seat).map(str::to_owned)
    }
}

/// The one private reply of a refused request.
fn refusal(replies: &[Reply]) -> String {
    assert_eq!(replies.len(), 1, "{replies:?}");
    assert!(replies[0].ephemeral, "{replies:?}");
    replies[0].text.clone()
}

#[test]
fn an_illegal_move_is_explained_in_the_language_of_whoever_tried_it() {
    let h = harness();
    h.start();
    // Alice's client is Czech: a pawn moved straight, and a piece in bob's zone.
    let straight = refusal(&h.play(&alice(), "cs", "c3c4"));
    assert_eq!(
        straight,
        "Pěšec táhne přesně o jedno pole šikmo, takže pěšec z c3 nemůže na c4."
    );
    let theirs = refusal(&h.play(&alice(), "cs", "b6a5"));
    assert_eq!(
        theirs,
        "Pěšec na b6 stojí v zóně hráče bob (a5–d8), takže patří jemu: táhnout můžete jen figurkami ve své zóně (a1–d4)."
    );
    let typo = refusal(&h.play(&alice(), "cs", "zz"));
    assert!(typo.starts_with("„zz“ není tah"), "{typo}");
    // Bob's is Russian: not his turn, then a pawn moved straight on his turn.
    let early = refusal(&h.play(&bob(), "ru", "b6a5"));
    assert_eq!(
        early,
        "Сейчас ходит alice, а не вы: дождитесь своей очереди."
    );
    let moved = h.play(&alice(), "en-US", "c3b4");
    assert!(!board_in(&moved).ephemeral, "{moved:?}");
    let straight = refusal(&h.play(&bob(), "ru", "b6b5"));
    assert_eq!(
        straight,
        "Пешка ходит ровно на одно поле по диагонали, поэтому пешка с b6 не может пойти на b5."
    );
    // The same mistake from an English client reads as the engine writes it.
    let english = refusal(&h.play(&bob(), "en-GB", "b6b5"));
    assert_eq!(
        english,
        "A pawn moves exactly one square diagonally, so the pawn on b6 can't go to b5."
    );
}

#[test]
fn the_board_after_a_move_speaks_the_servers_language() {
    let h = harness();
    h.language("ru");
    h.start();
    // Alice writes in Czech; the board is for everyone, so it is Russian.
    let replies = h.play(&alice(), "cs", "c3b4");
    // Alice's answer is hers, in Czech; the board and the ping are everyone's.
    assert_eq!(replies.len(), 3, "{replies:?}");
    assert!(replies[0].ephemeral && replies[0].text == "Táhli jste c3b4.");
    let board = board_in(&replies);
    assert!(!board.ephemeral && matches!(board.delivery, Delivery::Board { .. }));
    assert_eq!(ping_in(&replies).expect("a ping").text, "<@11>, ваш ход.");
    assert_eq!(
        board.text,
        "alice — ход c3b4 (пешка).\n<@11>, ваш ход (ваша зона — a5–d8)."
    );
    let labels: Vec<&str> = board
        .components
        .iter()
        .flat_map(|row| match row {
            crate::service::Row::Buttons(buttons) => {
                buttons.iter().map(|b| b.label.as_str()).collect()
            }
            _ => Vec::new(),
        })
        .collect();
    assert_eq!(labels, ["Сделать ход", "Доска", "Ничья", "Сдаться"]);
    // The image's words are the server's too.
    let texts = board_texts(tr("ru"));
    assert_eq!(texts.to_move("bob"), "Ходит bob");
    assert_eq!(texts.to_move_tag, "ходит");
    // And the mover's language is kept on their seat, for what is said to them alone.
    assert_eq!(h.seat_locale(UserId(10)).as_deref(), Some("cs"));
    // Bob's is the one he accepted in.
    assert_eq!(h.seat_locale(UserId(11)).as_deref(), Some("en"));
}

#[test]
fn a_reminder_speaks_the_language_its_player_last_played_in() {
    let h = harness();
    h.start();
    // Alice plays in Czech, bob in Russian; the server stays English.
    assert!(!board_in(&h.play(&alice(), "cs", "c3b4")).ephemeral);
    assert!(!board_in(&h.play(&bob(), "ru", "b6a5")).ephemeral);
    assert_eq!(h.seat_locale(UserId(11)).as_deref(), Some("ru"));
    // Alice's turn: reminded 24 hours before her 72 hours are up.
    h.clock.advance(48 * HOUR_MS);
    let due = h.service.tick();
    assert_eq!(due.len(), 1, "{due:?}");
    assert_eq!(due[0].to, Some(UserId(10)));
    assert_eq!(
        due[0].text,
        "⏰ <@10>, jste na tahu v <#80> (hrajete proti bob). Zbývá vám 24 hodin; potom prohrajete na čas."
    );
}

#[test]
fn counts_of_moves_take_each_languages_plural_forms() {
    let running = |code: &str| -> Vec<String> {
        [1, 2, 5]
            .iter()
            .map(|n| crate::service::games::martian::say::clock_running(tr(code), *n))
            .collect()
    };
    assert_eq!(
        running("cs"),
        [
            "⏱ Běží odpočet: partie skončí po 1 dalším tahu bez braní.",
            "⏱ Běží odpočet: partie skončí po 2 dalších tazích bez braní.",
            "⏱ Běží odpočet: partie skončí po 5 dalších tazích bez braní.",
        ]
    );
    assert_eq!(
        running("ru"),
        [
            "⏱ Идёт отсчёт: партия закончится через 1 ход без взятия.",
            "⏱ Идёт отсчёт: партия закончится через 2 хода без взятия.",
            "⏱ Идёт отсчёт: партия закончится через 5 ходов без взятия.",
        ]
    );
    assert_eq!(
        running("en"),
        [
            "⏱ The clock is running: the game ends after 1 more move without a capture.",
            "⏱ The clock is running: the game ends after 2 more moves without a capture.",
            "⏱ The clock is running: the game ends after 5 more moves without a capture.",
        ]
    );
    // The board image's clock line.
    let lines = |code: &str| -> Vec<String> {
        let texts = board_texts(tr(code));
        [1, 2, 5, 21].iter().map(|n| texts.clock(*n)).collect()
    };
    assert_eq!(
        lines("cs"),
        [
            "Odpočet: zbývá 1 tah",
            "Odpočet: zbývají 2 tahy",
            "Odpočet: zbývá 5 tahů",
            "Odpočet: zbývá 21 tahů"
        ]
    );
    assert_eq!(
        lines("ru"),
        [
            "Отсчёт: остался 1 ход",
            "Отсчёт: осталось 2 хода",
            "Отсчёт: осталось 5 ходов",
            "Отсчёт: остался 21 ход"
        ]
    );
    assert_eq!(
        lines("en"),
        [
            "Clock: 1 move left",
            "Clock: 2 moves left",
            "Clock: 5 moves left",
            "Clock: 21 moves left"
        ]
    );
}

fn sq(name: &str) -> Square {
    name.parse().expect("a square")
}

/// Every reason the engine gives, one of each kind.
fn reasons() -> Vec<IllegalReason> {
    let layout = Layout::duel();
    let mut all = vec![
        IllegalReason::Unparsable("c3".parse::<crate::engine::Move>().unwrap_err()),
        IllegalReason::NotYourTurn {
            to_move: Player::from_number(2).unwrap(),
        },
        IllegalReason::OffBoard {
            square: Coord { file: 4, rank: 8 },
            extent: layout.extent(),
        },
        IllegalReason::SameSquare { square: sq("c3") },
        IllegalReason::EmptySquare { square: sq("a1") },
        IllegalReason::NotYourPiece {
            square: sq("b6"),
            piece: Piece::Drone,
            owner: Player::from_number(2).unwrap(),
            owner_zone: "a5–d8".into(),
            your_zone: "a1–d4".into(),
        },
        IllegalReason::ClockOff,
        IllegalReason::ClockAutomatic,
        IllegalReason::ClockAlreadyRunning { plies_left: 1 },
        IllegalReason::ClockAlreadyRunning { plies_left: 5 },
        IllegalReason::PathBlocked {
            piece: Piece::Queen,
            from: sq("d1"),
            to: sq("d4"),
            blocker: sq("d2"),
            blocker_piece: Piece::Queen,
        },
        IllegalReason::NoRejection {
            piece: Piece::Pawn,
            from: sq("b5"),
            to: sq("c4"),
            crossed_by_capture: true,
        },
        IllegalReason::NoRejection {
            piece: Piece::Drone,
            from: sq("b5"),
            to: sq("b4"),
            crossed_by_capture: false,
        },
    ];
    for ruleset in [Ruleset::Classic, Ruleset::Leaping] {
        for piece in [Piece::Pawn, Piece::Drone, Piece::Queen] {
            all.push(IllegalReason::WrongGeometry {
                piece,
                ruleset,
                from: sq("c3"),
                to: sq("c5"),
            });
        }
    }
    for why in [
        MergeRefusal::AlreadyHaveDrone,
        MergeRefusal::AlreadyHaveQueen,
        MergeRefusal::PairCannotMerge,
        MergeRefusal::RulesetHasNoMerges,
    ] {
        all.push(IllegalReason::OwnPieceOnTarget {
            piece: Piece::Drone,
            target: Piece::Queen,
            to: sq("c2"),
            why,
        });
    }
    all
}

#[test]
fn the_english_catalog_says_what_the_engine_says() {
    let layout = Layout::duel();
    for reason in reasons() {
        let catalog = crate::service::games::martian::say::illegal(
            tr("en"),
            &reason,
            |p| p.to_string(),
            layout,
        );
        assert_eq!(catalog, reason.to_string());
        // Every reason reads as a sentence in the other languages too.
        for code in ["cs", "ru"] {
            let text = crate::service::games::martian::say::illegal(
                tr(code),
                &reason,
                |p| p.to_string(),
                layout,
            );
            assert!(
                text.ends_with('.') && !text.contains('{') && !text.contains("can't"),
                "{code}: {text}"
            );
        }
    }
}

/// Boards with Czech and Russian words render; with `PLAY_I18N_PNG_DIR` set they are
/// written there to be looked at.
#[test]
fn boards_render_with_czech_and_russian_words() {
    let running: Position = "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 0,0 - 3 classic"
        .parse()
        .expect("valid");
    let over: Position = "QQD1/QDP1/DPP1/4/4/4/4/4 2 10,8 - - classic"
        .parse()
        .expect("valid");
    for code in ["cs", "ru"] {
        for (what, pos) in [("running", &running), ("over", &over)] {
            let options = render::Options {
                names: vec!["Čeněk Šťastný".into(), "Фёдор Щукин".into()],
                texts: board_texts(tr(code)),
                ..render::Options::default()
            };
            let png = render::png(pos, &options);
            assert!(png.starts_with(b"\x89PNG"));
            if let Ok(dir) = std::env::var("PLAY_I18N_PNG_DIR") {
                std::fs::write(format!("{dir}/board-{code}-{what}.png"), &png).unwrap();
            }
        }
    }
}

/// Sentences the English catalog must write exactly as the bot always has.
#[test]
fn english_sentences_are_unchanged() {
    let en = tr("en");
    let fen = "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 0,0 - - classic";
    assert_eq!(
        crate::service::games::martian::say::position(en, fen, true),
        format!("Position (MCFEN), to copy:\n```\n{fen}\n```")
    );
    assert_eq!(
        crate::service::games::martian::say::position(en, fen, false),
        format!("The game hasn't started yet.\nPosition (MCFEN), to copy:\n```\n{fen}\n```")
    );
    assert_eq!(
        messages::reminder(en, false, "<@1>", "<#2>", &["bob".into()], 1),
        "⏰ <@1>, it's your move in <#2> (against bob). You have 1 hour left; after that you forfeit."
    );
    assert_eq!(
        messages::reminder(en, true, "<@1>", "<#2>", &["bob".into(), "cat".into()], 24),
        "⏰ <@1>, it's your move in <#2> (against bob and cat). I couldn't remind you in time, so nobody forfeits yet: you have 24 more hours to move; after that you forfeit."
    );
    assert_eq!(
        messages::outage_given_back(en, (22 * 60 + 59) * 60_000),
        "⏰ I was unavailable for 22 h 59 m: every deadline moved 22 h 59 m later."
    );
    assert_eq!(
        messages::outage_given_back(en, 100 * 3_600_000),
        "⏰ I was unavailable for 100 h: every deadline moved 100 h later."
    );
    assert_eq!(
        messages::outage_given_back(en, 5 * 60_000 + 10_000),
        "⏰ I was unavailable for 5 m: every deadline moved 5 m later."
    );
    assert_eq!(
        messages::notice_again(en, "alice", "c3b4"),
        "alice played c3b4. (I'm posting this board again: my first message about it didn't arrive.)"
    );
    assert_eq!(
        messages::notice_again(en, "alice", ""),
        "The game has begun. (I'm posting this board again: my first message about it didn't arrive.)"
    );
    assert_eq!(
        messages::confirm_resign(en, &["bob".into()]),
        "Do you really want to resign? The game ends and bob wins."
    );
    assert_eq!(
        crate::service::games::martian::say::piece_moves(en, 1),
        "1 move"
    );
    assert_eq!(
        crate::service::games::martian::say::piece_moves(en, 3),
        "3 moves"
    );
    // Moves as the board message and the menus tell them.
    let pos: Position = "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 0,0 - - classic"
        .parse()
        .expect("valid");
    let label =
        |m: &str| crate::service::games::martian::move_label(en, &pos, m.parse().expect("a move"));
    assert_eq!(label("c3b4"), "c3b4 pawn");
    assert_eq!(label("b3c4"), "b3c4 pawn");
    let mut after = pos;
    let played = after.play_unchecked("c3b4*".parse().expect("a move"));
    assert_eq!(
        crate::service::games::martian::say::played(en, "alice", "c3b4*", &played),
        "alice played c3b4* (pawn, and calls the clock)."
    );
    assert_eq!(
        messages::game_line(en, &["alice".into(), "bob".into()], Some((11, "bob"))),
        "alice vs bob, move 12, bob to move"
    );
    assert_eq!(
        crate::service::games::martian::say::description(
            en,
            "teams",
            "leaping",
            Some("play-clock-off"),
            true
        ),
        "teams, leaping, no clock, captures may be sent back"
    );
}

/// The renderer keeps English words of its own (for its tests, benchmarks and the
/// `render` command); they are the catalog's, so the two cannot drift apart.
#[test]
fn the_renderers_own_english_is_the_catalogs() {
    let english = board_texts(tr("en"));
    assert_eq!(*english, render::Texts::default());
}

#[test]
fn a_carnett_action_is_told_back_with_its_own_verb() {
    use crate::service::games::carnett::say::you_acted;
    let action = |text: &str| text.parse::<crate::carnett::Action>().expect("an action");
    let told = |code: &str, text: &str| you_acted(tr(code), &action(text));
    assert_eq!(told("en", "discard 2H"), "You played discard 2♥.");
    assert_eq!(told("en", "e2e4"), "You played e2e4.");
    assert_eq!(told("cs", "discard 2H"), "Odhodili jste 2♥.");
    assert_eq!(told("cs", "c3d4"), "Táhli jste c3d4.");
    assert_eq!(told("cs", "play 7S"), "Zahráli jste kartu 7♠.");
    assert_eq!(told("ru", "discard 2H"), "Вы сбросили 2♥.");
    assert_eq!(told("ru", "c3d4"), "Вы сделали ход c3d4.");
    assert_eq!(told("ru", "play 7S"), "Вы сыграли карту 7♠.");
}
