//! Draws by agreement through the service: offered, accepted (by button or command),
//! declined, taken back, lapsed with a move; refused to strangers and in games against
//! the computer; with four players every other player must accept.

use std::cell::Cell;
use std::sync::Arc;

use crate::i18n::{Catalog, Tr};
use crate::model::{ChannelId, EndKind, GameId, GameRecord, GameStatus, GuildId, UserId};
use crate::store::Store;

use super::support::{
    board_in, bot, harness_with, person, request, result_in, First, Harness as Shared,
};
use crate::service::endings::verdict_in;
use crate::service::{Action, Challenge, Delivery, Reply, Row, User};

const GUILD: GuildId = GuildId(7);
const CHANNEL: ChannelId = ChannelId(70);

/// The shared harness, with the id of the game last seen open.
struct Harness(Shared, Cell<Option<GameId>>);

impl std::ops::Deref for Harness {
    type Target = Shared;

    fn deref(&self) -> &Shared {
        &self.0
    }
}

fn harness() -> Harness {
    Harness(harness_with(Arc::new(First), 0), Cell::new(None))
}

fn alice() -> User {
    person(10, "alice")
}

fn bob() -> User {
    person(11, "bob")
}

impl Harness {
    fn ask(&self, who: &User, action: Action) -> Vec<Reply> {
        self.ask_at((GUILD, CHANNEL), who, action)
    }

    fn click(&self, who: &User, custom_id: &str) -> Vec<Reply> {
        self.click_at((GUILD, CHANNEL), who, custom_id)
    }

    /// `who` challenges `opponents` (the count picks the layout); each accepts.
    fn start(&self, who: &User, opponents: &[User]) {
        self.ask(
            who,
            Action::Challenge(Challenge {
                opponents: opponents.to_vec(),
                ..Challenge::default()
            }),
        );
        for opponent in opponents.iter().filter(|o| !o.is_bot) {
            self.ask(opponent, Action::Accept);
        }
        assert_eq!(self.game().status, GameStatus::Active, "{:?}", self.game());
    }

    /// The channel's game as stored (open, or the last one, finished).
    fn game(&self) -> GameRecord {
        if let Some(open) = self.store.open_game_in(GUILD, CHANNEL).unwrap() {
            self.1.set(Some(open.id));
            return open;
        }
        let id = self.1.get().expect("a game seen open");
        self.store.game(GUILD, id).unwrap().expect("the game")
    }

    /// Whoever is to move plays their first legal move.
    fn move_once(&self, players: &[User]) -> Vec<Reply> {
        let record = self.game();
        let game = record.replay().unwrap();
        let pos = game.position();
        let seat = pos.to_move().index();
        let mover = players
            .iter()
            .find(|p| record.seats[seat].user == p.id)
            .expect("a player to move");
        let m = pos.legal_moves()[0];
        self.ask(
            mover,
            Action::Move {
                text: m.to_string(),
                call_clock: false,
            },
        )
    }

    fn player(&self, user: &User) -> crate::model::PlayerRecord {
        self.store
            .player(GUILD, crate::model::GameKind::Martian, user.id)
            .unwrap()
            .expect("a rated player")
    }
}

fn button_id(reply: &Reply, ending: &str) -> String {
    reply
        .components
        .iter()
        .flat_map(|row| match row {
            Row::Buttons(buttons) => buttons.iter().map(|b| b.custom_id.clone()).collect(),
            Row::Select(_) => Vec::new(),
        })
        .find(|id| id.ends_with(ending))
        .unwrap_or_else(|| panic!("no button ending {ending} in {reply:#?}"))
}

/// The reply only `user` sees.
fn private_to(replies: &[Reply], user: &User) -> String {
    let private: Vec<&Reply> = replies
        .iter()
        .filter(|r| r.ephemeral && r.to == Some(user.id))
        .collect();
    assert_eq!(private.len(), 1, "{replies:#?}");
    private[0].text.clone()
}

/// The public draw offer among the replies.
fn offer_in(replies: &[Reply]) -> &Reply {
    replies
        .iter()
        .find(|r| r.delivery == Delivery::Channel && r.text.contains("offers a draw"))
        .unwrap_or_else(|| panic!("no offer in {replies:#?}"))
}

fn mentioned(reply: &Reply) -> Vec<UserId> {
    reply.mentions.iter().map(|(user, _)| *user).collect()
}

#[test]
fn an_accepted_offer_ends_the_game_drawn_and_rates_it_as_a_draw() {
    let h = harness();
    let (alice, bob) = (alice(), bob());
    h.start(&alice, std::slice::from_ref(&bob));
    h.move_once(&[alice.clone(), bob.clone()]);

    let offered = h.ask(&alice, Action::Draw);
    assert!(
        private_to(&offered, &alice).starts_with("You offered a draw."),
        "{offered:#?}"
    );
    let offer = offer_in(&offered);
    assert!(!offer.ephemeral, "{offer:?}");
    assert_eq!(
        offer.text,
        "alice offers a draw. <@11>: accept with the button or `/martian draw`, or decline \
         it. The offer lapses with the next move."
    );
    assert_eq!(mentioned(offer), [bob.id]);
    assert!(button_id(offer, ":1:draw-yes").starts_with("mc:"));
    assert_eq!(h.game().draw_offer, [0]);

    let accepted = h.ask(&bob, Action::Draw);
    assert_eq!(
        private_to(&accepted, &bob),
        "You accepted the draw: the game is drawn."
    );
    let board = board_in(&accepted);
    assert!(board.text.contains("bob accepted the draw."), "{board:?}");
    assert!(
        board.text.contains("alice and bob agreed to a draw."),
        "{board:?}"
    );
    assert!(
        result_in(&accepted)
            .text
            .contains("alice and bob agreed to a draw."),
        "{accepted:#?}"
    );
    let record = h.game();
    assert_eq!(record.status, GameStatus::Finished);
    let end = record.end.expect("an end");
    assert_eq!(end.kind, EndKind::Agreed);
    assert_eq!(end.drawn, [0, 1]);
    assert!(end.winners.is_empty());
    assert_eq!(end.scores.len(), 2);
    for player in [&alice, &bob] {
        let rated = h.player(player);
        assert_eq!(
            (rated.games, rated.draws, rated.wins, rated.losses),
            (1, 1, 0, 0)
        );
        // Two new players drawing keep their rating.
        assert!((rated.rating - 1500.0).abs() < 1e-6, "{rated:?}");
    }
    // No game here any more.
    let after = h.ask(&alice, Action::Draw);
    assert!(
        private_to(&after, &alice).contains("There is no game"),
        "{after:#?}"
    );
}

#[test]
fn an_offer_lapses_with_the_next_move_and_its_button_then_refuses() {
    let h = harness();
    let (alice, bob) = (alice(), bob());
    h.start(&alice, std::slice::from_ref(&bob));
    let players = [alice.clone(), bob.clone()];
    let offered = h.ask(&bob, Action::Draw);
    let accept = button_id(offer_in(&offered), ":draw-yes");
    let decline = button_id(offer_in(&offered), ":draw-no");
    assert_eq!(h.game().draw_offer, [1]);
    // Alice moves instead of answering.
    h.move_once(&players);
    assert!(h.game().draw_offer.is_empty());
    for id in [&accept, &decline] {
        let refused = h.click(&alice, id);
        assert!(
            private_to(&refused, &alice).starts_with("That draw offer has lapsed"),
            "{refused:#?}"
        );
    }
    assert_eq!(h.game().status, GameStatus::Active);
    // A draw asked for now is a new offer, not an acceptance.
    let again = h.ask(&alice, Action::Draw);
    offer_in(&again);
    assert_eq!(h.game().draw_offer, [0]);
    // An offer made at the same ply, declined, then made again: the new one's button
    // works; the move after it lapses it whoever makes it (the offerer here).
    let declined = h.click(&bob, &button_id(offer_in(&again), ":draw-no"));
    assert!(h.game().draw_offer.is_empty(), "{declined:#?}");
    let third = h.ask(&bob, Action::Draw);
    let accept = button_id(offer_in(&third), ":draw-yes");
    h.move_once(&players);
    let refused = h.click(&alice, &accept);
    assert!(private_to(&refused, &alice).starts_with("That draw offer has lapsed"));
}

#[test]
fn a_declined_offer_ends_and_the_offerer_is_told_quietly() {
    let h = harness();
    let (alice, bob) = (alice(), bob());
    h.start(&alice, std::slice::from_ref(&bob));
    let offered = h.ask(&alice, Action::Draw);
    let decline = button_id(offer_in(&offered), ":draw-no");
    let declined = h.click(&bob, &decline);
    assert_eq!(
        private_to(&declined, &bob),
        "You declined the draw offer. The game goes on."
    );
    let line = declined
        .iter()
        .find(|r| !r.ephemeral)
        .expect("a public line");
    assert_eq!(line.delivery, Delivery::Channel);
    assert_eq!(
        line.text,
        "bob declined alice's draw offer. The game goes on."
    );
    assert!(line.silent && line.mentions.is_empty(), "{line:?}");
    let record = h.game();
    assert!(record.draw_offer.is_empty());
    assert_eq!(record.status, GameStatus::Active);
    // Its Accept button now refuses.
    let accept = button_id(offer_in(&offered), ":draw-yes");
    let refused = h.click(&bob, &accept);
    assert!(private_to(&refused, &bob).starts_with("That draw offer has lapsed"));
    // The one who offered takes an offer back with Decline.
    let offered = h.ask(&alice, Action::Draw);
    let withdrawn = h.click(&alice, &button_id(offer_in(&offered), ":draw-no"));
    assert_eq!(
        private_to(&withdrawn, &alice),
        "You took back your draw offer. The game goes on."
    );
    assert!(withdrawn
        .iter()
        .any(|r| r.text == "alice took back the draw offer. The game goes on."));
    assert!(h.game().draw_offer.is_empty());
}

#[test]
fn offering_twice_says_the_offer_stands_and_changes_nothing() {
    let h = harness();
    let (alice, bob) = (alice(), bob());
    h.start(&alice, std::slice::from_ref(&bob));
    let offered = h.ask(&alice, Action::Draw);
    let revision = h.game().revision;
    let again = h.ask(&alice, Action::Draw);
    assert_eq!(again.len(), 1, "{again:#?}");
    assert_eq!(
        private_to(&again, &alice),
        "Your draw offer already stands: waiting for bob. It lapses with the next move; \
         to take it back, press Decline under it."
    );
    // Pressing Accept under one's own offer is the same.
    let own = h.click(&alice, &button_id(offer_in(&offered), ":draw-yes"));
    assert!(private_to(&own, &alice).starts_with("Your draw offer already stands"));
    let record = h.game();
    assert_eq!(record.revision, revision);
    assert_eq!(record.draw_offer, [0]);
    assert_eq!(record.status, GameStatus::Active);
}

#[test]
fn a_stranger_can_neither_offer_nor_answer() {
    let h = harness();
    let (alice, bob, carol) = (alice(), bob(), person(12, "carol"));
    h.start(&alice, std::slice::from_ref(&bob));
    let refused = h.ask(&carol, Action::Draw);
    assert_eq!(
        private_to(&refused, &carol),
        "Only the players of this game can offer, accept or decline a draw in it."
    );
    assert!(h.game().draw_offer.is_empty());
    let offered = h.ask(&alice, Action::Draw);
    for ending in [":draw-yes", ":draw-no"] {
        let refused = h.click(&carol, &button_id(offer_in(&offered), ending));
        assert!(
            private_to(&refused, &carol).starts_with("Only the players"),
            "{refused:#?}"
        );
    }
    let record = h.game();
    assert_eq!(record.draw_offer, [0]);
    assert_eq!(record.status, GameStatus::Active);
}

#[test]
fn the_computer_never_agrees_to_a_draw() {
    let h = harness();
    let alice = alice();
    h.start(&alice, &[bot()]);
    let refused = h.ask(&alice, Action::Draw);
    assert_eq!(refused.len(), 1, "{refused:#?}");
    assert_eq!(
        private_to(&refused, &alice),
        "The computer plays on: it never agrees to a draw. Play the game out, or resign \
         with `/martian resign`."
    );
    let record = h.game();
    assert!(record.draw_offer.is_empty());
    assert_eq!(record.status, GameStatus::Active);
    // The board's Draw button says the same.
    let board = h.ask(&alice, Action::Board { public: true });
    let draw = button_id(&board[0], ":draw");
    let clicked = h.click(&alice, &draw);
    assert!(private_to(&clicked, &alice).starts_with("The computer plays on"));
}

#[test]
fn with_four_players_every_other_player_must_accept() {
    let h = harness();
    let (alice, bob) = (alice(), bob());
    let (carol, dan) = (person(12, "carol"), person(13, "dan"));
    let players = [alice.clone(), bob.clone(), carol.clone(), dan.clone()];
    h.start(&alice, &players[1..]);
    h.move_once(&players);

    // Offered with the live board's Draw button.
    let board = h.ask(&dan, Action::Board { public: true });
    let offered = h.click(&dan, &button_id(&board[0], ":draw"));
    let offer = offer_in(&offered);
    assert_eq!(mentioned(offer), [alice.id, bob.id, carol.id]);
    assert!(
        offer
            .text
            .starts_with("dan offers a draw. <@10>, <@11> and <@12>: every one of you must"),
        "{offer:?}"
    );
    let accept = button_id(offer, ":draw-yes");

    let first = h.ask(&bob, Action::Draw);
    assert_eq!(
        private_to(&first, &bob),
        "You accepted the draw. It is agreed once alice and carol accept too."
    );
    assert!(first
        .iter()
        .any(|r| r.text == "bob accepts the draw. Still waiting for alice and carol."));
    assert_eq!(h.game().draw_offer, [3, 1]);
    let twice = h.click(&bob, &accept);
    assert_eq!(
        private_to(&twice, &bob),
        "You have already accepted this draw: waiting for alice and carol."
    );

    let second = h.click(&carol, &accept);
    assert!(private_to(&second, &carol).contains("once alice accepts too"));
    assert_eq!(h.game().status, GameStatus::Active);

    let last = h.ask(&alice, Action::Draw);
    assert_eq!(
        private_to(&last, &alice),
        "You accepted the draw: the game is drawn."
    );
    assert!(board_in(&last)
        .text
        .contains("alice, bob, carol and dan agreed to a draw."));
    let record = h.game();
    let end = record.end.clone().expect("an end");
    assert_eq!(
        (record.status, end.kind.clone()),
        (GameStatus::Finished, EndKind::Agreed)
    );
    assert_eq!(end.drawn, [0, 1, 2, 3]);
    for player in &players {
        let rated = h.player(player);
        assert_eq!((rated.games, rated.draws), (1, 1), "{rated:?}");
    }

    // A draw by agreement rates as a draw for everyone even when the points differ
    // (four players are otherwise ranked by points).
    let mut uneven = record;
    if let Some(end) = uneven.end.as_mut() {
        end.scores = vec![5, 0, 2, 1];
    }
    let after = crate::service::ratings::rate(&uneven, &[None, None, None, None], 0);
    assert_eq!(after.len(), 4);
    for p in &after {
        assert_eq!(p.draws, 1, "{p:?}");
        assert!((p.rating - after[0].rating).abs() < 1e-9, "{after:?}");
    }
}

#[test]
fn an_agreed_draws_board_shows_the_verdict() {
    let h = harness();
    let (alice, bob) = (alice(), bob());
    h.start(&alice, std::slice::from_ref(&bob));
    let offered = h.ask(&bob, Action::Draw);
    let ended = h.click(&alice, &button_id(offer_in(&offered), ":draw-yes"));
    let board = board_in(&ended);
    let image = board.image.as_ref().expect("the board's image");
    assert!(
        image
            .description
            .as_deref()
            .is_some_and(|alt| alt.contains("alice and bob agreed to a draw.")),
        "{image:?}"
    );
    assert!(image.bytes().starts_with(b"\x89PNG"));
    // The image's status says it, with nobody marked as a winner.
    let tr = Tr::new(Catalog::embedded(), Catalog::embedded().for_discord("en"));
    let verdict = verdict_in(tr, &h.game()).expect("a verdict");
    assert_eq!(verdict.text, "alice and bob agreed to a draw.");
    assert!(verdict.winners.is_empty());
}

#[test]
fn the_offer_speaks_the_servers_language_and_the_answer_the_players() {
    let h = harness();
    let (alice, bob) = (alice(), bob());
    h.start(&alice, std::slice::from_ref(&bob));
    // Alice's Discord speaks Russian, the server's Czech.
    let ask = request(&alice, (GUILD, CHANNEL), "ru", Some("cs"), Action::Draw);
    let offered = h.service.handle(&ask);
    assert_eq!(
        private_to(&offered, &alice),
        "Вы предложили ничью. Предложение действует до следующего хода или пока его \
         кто-нибудь не отклонит."
    );
    let offer = offered
        .iter()
        .find(|r| !r.ephemeral)
        .expect("the public offer");
    assert!(
        offer
            .text
            .starts_with("alice nabízí remízu. <@11>: přijměte ji"),
        "{offer:?}"
    );
    let labels: Vec<&str> = offer
        .components
        .iter()
        .flat_map(|row| match row {
            Row::Buttons(buttons) => buttons.iter().map(|b| b.label.as_str()).collect(),
            Row::Select(_) => Vec::new(),
        })
        .collect();
    assert_eq!(labels, ["Přijmout remízu", "Odmítnout"]);
}
