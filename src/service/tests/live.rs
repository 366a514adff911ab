//! A game's thread and its messages, at the service: when a thread is opened (and
//! when not), what the game says once it is, a refusal told once, a game started in
//! a thread staying there, and a rematch of a thread's game challenged where the
//! first one was.

use std::sync::Arc;

use crate::model::{ChannelId, GameRecord, GuildId, MessageId};
use crate::store::Store;

use super::support::{board_in, harness_with, person, ping_in, result_in, Harness as Shared};
use crate::service::{
    Action, Challenge, Delivery, DeliveryOutcome, Origin, Place, Reply, Request, SearchPlayer,
    SettingsChange, ThreadOutcome, User,
};

const GUILD: GuildId = GuildId(9);
const CHANNEL: ChannelId = ChannelId(90);
const THREAD: ChannelId = ChannelId(91);
/// The challenge message (Discord numbers a thread opened from it the same).
const CHALLENGE: MessageId = MessageId(91);

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

fn alice() -> User {
    person(10, "alice")
}

fn bob() -> User {
    person(11, "bob")
}

impl Harness {
    fn ask_at(&self, who: &User, channel: ChannelId, origin: Origin, action: Action) -> Vec<Reply> {
        self.service.handle(&Request {
            user: who.clone(),
            guild: GUILD,
            channel,
            locale: "en-US".into(),
            guild_locale: None,
            origin,
            sight: Default::default(),
            action,
        })
    }

    /// Alice challenges bob in the channel; the adapter reports the invitation's id.
    fn challenge(&self, place: Place) -> Vec<Reply> {
        let origin = Origin {
            message: None,
            place,
        };
        let invite = self.ask_at(
            &alice(),
            CHANNEL,
            origin,
            Action::Challenge(Challenge {
                opponents: vec![bob()],
                ..Challenge::default()
            }),
        );
        let receipt = invite[0].receipt.clone().expect("the invitation's receipt");
        assert!(self
            .service
            .confirm(&receipt, DeliveryOutcome::Posted(CHALLENGE))
            .is_empty());
        invite
    }

    /// Bob presses Accept on the invitation.
    fn accept(&self, place: Place) -> Vec<Reply> {
        let id = format!("mc:{}:0:accept", self.game().id);
        let origin = Origin {
            message: Some(CHALLENGE),
            place,
        };
        self.ask_at(
            &bob(),
            CHANNEL,
            origin,
            Action::Click {
                custom_id: id,
                values: Vec::new(),
            },
        )
    }

    fn game(&self) -> GameRecord {
        let mut open = self.store.open_games().unwrap();
        assert_eq!(open.len(), 1, "{open:?}");
        open.remove(0)
    }

    fn settings(&self, change: SettingsChange) {
        let mut admin = person(99, "admin");
        admin.is_manager = true;
        let replies = self.ask_at(&admin, CHANNEL, Origin::default(), Action::Settings(change));
        assert!(replies[0].text.starts_with("Settings saved"), "{replies:?}");
    }
}

#[test]
fn an_accepted_challenge_opens_its_thread_and_the_game_moves_there() {
    let h = harness();
    h.challenge(Place::ThreadsAllowed);
    let delivery = h.store.delivery(GUILD, h.game().id).unwrap();
    assert_eq!(delivery.challenge, Some(CHALLENGE));
    let accepted = h.accept(Place::ThreadsAllowed);
    // Only the thread to open, from the challenge, named after the game.
    assert_eq!(accepted.len(), 1, "{accepted:#?}");
    let open = &accepted[0];
    assert_eq!(
        open.delivery,
        Delivery::OpenThread {
            from: Some(CHALLENGE)
        }
    );
    assert_eq!(open.channel, CHANNEL);
    assert_eq!(open.text, "alice vs bob · Martian Chess");
    let receipt = open.receipt.clone().expect("a receipt");

    let next = h.service.thread_opened(
        &receipt,
        ThreadOutcome::Opened {
            thread: THREAD,
            from: CHALLENGE,
        },
    );
    // The challenge becomes the start line, linking the thread; the board and the
    // ping go into the thread.
    assert_eq!(next[0].delivery, Delivery::Edit { message: CHALLENGE });
    assert_eq!(next[0].channel, CHANNEL);
    assert_eq!(
        next[0].text,
        "**alice** vs **bob**: the game is on in <#91>."
    );
    let board = board_in(&next);
    assert_eq!(board.channel, THREAD);
    assert_eq!(board.delivery, Delivery::Board { message: None });
    assert_eq!(ping_in(&next).expect("a ping").channel, THREAD);
    let game = h.game();
    assert_eq!((game.channel, game.parent), (THREAD, Some(CHANNEL)));
    assert!(h.store.open_game_in(GUILD, CHANNEL).unwrap().is_none());
    // A receipt delivered twice changes nothing.
    let again = h.service.thread_opened(
        &receipt,
        ThreadOutcome::Opened {
            thread: THREAD,
            from: CHALLENGE,
        },
    );
    assert!(again.is_empty(), "{again:?}");

    // Played to its end (a resignation): the result goes where it was challenged,
    // with Rematch, and the thread is archived.
    let confirm = h.ask_at(&alice(), THREAD, Origin::default(), Action::Resign);
    let id = confirm[0].components.iter().find_map(|row| match row {
        crate::service::Row::Buttons(b) => Some(b[0].custom_id.clone()),
        _ => None,
    });
    let over = h.ask_at(
        &alice(),
        THREAD,
        Origin::default(),
        Action::Click {
            custom_id: id.expect("a confirmation"),
            values: Vec::new(),
        },
    );
    let result = result_in(&over);
    assert_eq!(result.channel, CHANNEL);
    assert_eq!(
        result.text,
        "**alice** vs **bob**: bob wins: alice resigned. (<#91>)"
    );
    assert!(over
        .iter()
        .any(|r| r.delivery == Delivery::Archive && r.channel == THREAD));

    // Its Rematch challenges again in the channel, not in the archived thread.
    let rematch_id = match &result.components[0] {
        crate::service::Row::Buttons(b) => b[0].custom_id.clone(),
        other => panic!("{other:?}"),
    };
    let rematch = h.ask_at(
        &bob(),
        CHANNEL,
        Origin::default(),
        Action::Click {
            custom_id: rematch_id,
            values: Vec::new(),
        },
    );
    assert!(rematch[0].text.contains("Rematch of game"), "{rematch:?}");
    assert_eq!(h.game().channel, CHANNEL);
}

#[test]
fn without_the_permission_the_game_is_played_in_the_channel_and_the_server_told_once() {
    let h = harness();
    h.challenge(Place::ThreadsForbidden);
    let first = h.accept(Place::ThreadsForbidden);
    let told = |replies: &[Reply]| {
        replies
            .iter()
            .filter(|r| r.text.contains("Create Public Threads"))
            .count()
    };
    assert_eq!(told(&first), 1, "{first:#?}");
    // The invitation becomes the start line; the board is posted in the channel.
    assert!(first.iter().any(
        |r| r.delivery == Delivery::Update && r.text == "**alice** vs **bob**: the game is on."
    ));
    assert_eq!(board_in(&first).channel, CHANNEL);
    assert_eq!(h.game().channel, CHANNEL);
    // The next game: not told again.
    h.ask_at(&alice(), CHANNEL, Origin::default(), Action::Abort);
    h.challenge(Place::ThreadsForbidden);
    let second = h.accept(Place::ThreadsForbidden);
    assert_eq!(told(&second), 0, "{second:#?}");
    // A thread refused by Discord itself tells it too (once, after threads were
    // turned off and on again).
    h.settings(SettingsChange {
        threads: Some(false),
        ..SettingsChange::default()
    });
    h.settings(SettingsChange {
        threads: Some(true),
        ..SettingsChange::default()
    });
    h.ask_at(&alice(), CHANNEL, Origin::default(), Action::Abort);
    h.challenge(Place::ThreadsAllowed);
    let open = h.accept(Place::ThreadsAllowed);
    let receipt = open[0].receipt.clone().expect("a thread to open");
    let refused = h.service.thread_opened(&receipt, ThreadOutcome::NotAllowed);
    assert_eq!(told(&refused), 1, "{refused:#?}");
    assert_eq!(board_in(&refused).channel, CHANNEL);
    assert_eq!(h.game().channel, CHANNEL);
}

#[test]
fn with_threads_off_or_in_a_thread_the_game_stays_where_it_was_challenged() {
    let h = harness();
    h.settings(SettingsChange {
        threads: Some(false),
        ..SettingsChange::default()
    });
    h.challenge(Place::ThreadsAllowed);
    let start = h.accept(Place::ThreadsAllowed);
    assert!(
        !start
            .iter()
            .any(|r| matches!(r.delivery, Delivery::OpenThread { .. })),
        "{start:#?}"
    );
    assert_eq!(board_in(&start).channel, CHANNEL);

    // A game challenged inside a thread (threads on) is played in it.
    let h = harness();
    let in_thread = Origin {
        message: None,
        place: Place::Thread,
    };
    h.ask_at(
        &alice(),
        THREAD,
        in_thread,
        Action::Challenge(Challenge {
            opponents: vec![bob()],
            ..Challenge::default()
        }),
    );
    let start = h.ask_at(
        &bob(),
        THREAD,
        Origin {
            message: Some(MessageId(5)),
            place: Place::Thread,
        },
        Action::Accept,
    );
    assert!(
        !start
            .iter()
            .any(|r| matches!(r.delivery, Delivery::OpenThread { .. })),
        "{start:#?}"
    );
    assert_eq!(board_in(&start).channel, THREAD);
    assert_eq!(h.game().parent, None);
}

#[test]
fn a_game_against_the_computer_opens_its_thread_from_the_answer_to_the_challenge() {
    let h = harness();
    let origin = Origin {
        message: None,
        place: Place::ThreadsAllowed,
    };
    let start = h.ask_at(
        &alice(),
        CHANNEL,
        origin,
        Action::Challenge(Challenge {
            opponents: vec![h.service.bot().clone()],
            ..Challenge::default()
        }),
    );
    assert_eq!(start.len(), 2, "{start:#?}");
    assert_eq!(start[0].delivery, Delivery::Respond);
    assert!(start[0].text.ends_with("the game is on."), "{start:?}");
    assert_eq!(start[1].delivery, Delivery::OpenThread { from: None });
    // A typed accept (no button) answers privately when the invitation is known.
    let h = harness();
    h.challenge(Place::ThreadsAllowed);
    let typed = h.ask_at(
        &bob(),
        CHANNEL,
        Origin {
            message: None,
            place: Place::ThreadsAllowed,
        },
        Action::Accept,
    );
    assert!(typed[0].ephemeral && typed[0].text.starts_with("You accepted"));
    assert_eq!(
        typed[1].delivery,
        Delivery::OpenThread {
            from: Some(CHALLENGE)
        }
    );
}

#[test]
fn accepting_a_four_player_challenge_updates_the_invitation_in_place() {
    let h = harness();
    let (carol, dan) = (person(12, "carol"), person(13, "dan"));
    let origin = Origin {
        message: None,
        place: Place::ThreadsAllowed,
    };
    h.ask_at(
        &alice(),
        CHANNEL,
        origin,
        Action::Challenge(Challenge {
            opponents: vec![bob(), carol.clone(), dan.clone()],
            layout: crate::service::LayoutChoice::Quad,
            ..Challenge::default()
        }),
    );
    let accept = format!("mc:{}:0:accept", h.game().id);
    let click = |who: &User| {
        h.ask_at(
            who,
            CHANNEL,
            Origin {
                message: Some(CHALLENGE),
                place: Place::ThreadsAllowed,
            },
            Action::Click {
                custom_id: accept.clone(),
                values: Vec::new(),
            },
        )
    };
    let after_bob = click(&bob());
    assert_eq!(after_bob.len(), 1, "{after_bob:#?}");
    let updated = &after_bob[0];
    assert_eq!(updated.delivery, Delivery::Update);
    assert!(
        updated
            .text
            .starts_with("bob accepted. Still waiting for <@12> and <@13>.\n"),
        "{updated:?}"
    );
    assert!(updated.mentions.is_empty(), "no ping again: {updated:?}");
    assert!(!updated.components.is_empty(), "Accept stays: {updated:?}");
    // A typed accept still answers with a line of its own.
    let typed = h.ask_at(&carol, CHANNEL, Origin::default(), Action::Accept);
    assert_eq!(typed[0].delivery, Delivery::Respond);
    assert!(typed[0].text.starts_with("carol accepted."), "{typed:?}");
    // The last seat starts the game: its thread opens from the invitation.
    let last = click(&dan);
    assert!(
        last.iter().any(|r| r.delivery
            == Delivery::OpenThread {
                from: Some(CHALLENGE)
            }),
        "{last:#?}"
    );
}
