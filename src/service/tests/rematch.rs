//! Rematch and open challenges where the console can't go: another bot pressing
//! Accept, a forfeit's board from the tick, and what an open seat never shows.

use std::sync::Arc;

use crate::model::{ChannelId, GameStatus, GuildId};
use crate::store::Store;

use super::support::{
    board_in, harness_with, person, request, result_in, First, Harness as Shared,
};
use crate::service::clock::HOUR_MS;
use crate::service::lobby::OPEN_SEAT;
use crate::service::{Action, Challenge, LayoutChoice, Reply, Row, User};

const GUILD: GuildId = GuildId(7);
const CHANNEL: ChannelId = ChannelId(70);

/// The shared harness, with this module's own ways of asking.
struct Harness(Shared);

impl std::ops::Deref for Harness {
    type Target = Shared;

    fn deref(&self) -> &Shared {
        &self.0
    }
}

fn harness() -> Harness {
    Harness(harness_with(Arc::new(First), 0))
}

impl Harness {
    fn ask(&self, who: &User, action: Action) -> Vec<Reply> {
        self.ask_at((GUILD, CHANNEL), who, action)
    }

    fn click(&self, who: &User, custom_id: &str) -> Vec<Reply> {
        self.click_at((GUILD, CHANNEL), who, custom_id)
    }
}

fn button_ids(reply: &Reply) -> Vec<String> {
    reply
        .components
        .iter()
        .flat_map(|row| match row {
            Row::Buttons(buttons) => buttons.iter().map(|b| b.custom_id.clone()).collect(),
            Row::Select(_) => Vec::new(),
        })
        .collect()
}

#[test]
fn an_open_seat_pings_nobody_and_no_bot_takes_it() {
    let h = harness();
    let alice = person(10, "alice");
    let invite = h.ask(
        &alice,
        Action::Challenge(Challenge {
            layout: LayoutChoice::Quad,
            ..Challenge::default()
        }),
    );
    assert_eq!(invite.len(), 1, "{invite:?}");
    assert!(invite[0].mentions.is_empty(), "{invite:?}");
    assert!(!invite[0].text.contains("<@0>"), "{invite:?}");
    let mut helper = person(20, "Helper");
    helper.is_bot = true;
    let refused = h.ask(&helper, Action::Accept);
    assert!(
        refused[0].ephemeral && refused[0].text.contains("Bots can't take a seat"),
        "{refused:?}"
    );
    // Nor does this bot: the computer plays only when challenged by name.
    let computer = h.service.bot().clone();
    let refused = h.ask(&computer, Action::Accept);
    assert!(refused[0].ephemeral, "{refused:?}");
    let game = h.store.open_games().unwrap().remove(0);
    assert_eq!(game.seats.iter().filter(|s| s.user == OPEN_SEAT).count(), 3);
}

#[test]
fn a_forfeited_game_offers_a_rematch() {
    let h = harness();
    let (alice, bob) = (person(10, "alice"), person(11, "bob"));
    h.ask(
        &alice,
        Action::Challenge(Challenge {
            opponents: vec![bob.clone()],
            ..Challenge::default()
        }),
    );
    h.ask(&bob, Action::Accept);
    // Alice never moves: reminded at 48 hours, she forfeits at 72.
    h.clock.set(48 * HOUR_MS);
    for reply in h.service.tick() {
        if let Some(receipt) = &reply.receipt {
            h.service
                .confirm(receipt, crate::service::DeliveryOutcome::Delivered);
        }
    }
    h.clock.set(72 * HOUR_MS);
    let forfeit = h.service.tick();
    assert!(board_in(&forfeit).text.contains("ran out of time"));
    // The finished board keeps no buttons; the result line has Rematch (and no
    // Analyse: no move was made, so there is nothing to judge).
    assert!(button_ids(board_in(&forfeit)).is_empty(), "{forfeit:?}");
    let line = result_in(&forfeit);
    let ids = button_ids(line);
    assert_eq!(ids.len(), 1, "{line:?}");
    assert!(ids[0].ends_with(":rematch"), "{line:?}");
    let invite = h.click(&alice, &ids[0]);
    assert!(
        invite[0].text.contains("<@10> challenges <@11>"),
        "{invite:?}"
    );
    let game = h.store.open_games().unwrap().remove(0);
    assert_eq!(game.status, GameStatus::Invited);
    assert_eq!(game.seats[0].user, bob.id);
    assert_eq!(game.challenger, alice.id);
}

#[test]
fn in_czech_the_open_challenge_and_its_refusals_read_naturally() {
    let h = harness();
    let ask = |who: &User, action: Action| {
        h.service
            .handle(&request(who, (GUILD, CHANNEL), "cs", Some("cs"), action))
    };
    let (alice, bob) = (person(10, "alice"), person(11, "bob"));
    let invite = ask(&alice, Action::Challenge(Challenge::default()));
    assert!(
        invite[0]
            .text
            .contains("<@10> vypisuje otevřenou výzvu k partii Marťanských šachů"),
        "{invite:?}"
    );
    let own = ask(&alice, Action::Accept);
    assert!(
        own[0].ephemeral && own[0].text.contains("vaše vlastní otevřená výzva"),
        "{own:?}"
    );
    let start = ask(&bob, Action::Accept);
    assert!(board_in(&start).text.contains("Hra začíná!"), "{start:?}");
    let resign = ask(&bob, Action::Resign);
    let yes = button_ids(&resign[0]).remove(0);
    let end = ask(
        &bob,
        Action::Click {
            custom_id: yes,
            values: Vec::new(),
        },
    );
    let rematch = button_ids(result_in(&end)).remove(0);
    let stranger = ask(
        &person(12, "carol"),
        Action::Click {
            custom_id: rematch.clone(),
            values: Vec::new(),
        },
    );
    assert!(
        stranger[0]
            .text
            .contains("O odvetu mohou požádat jen hráči"),
        "{stranger:?}"
    );
    let again = ask(
        &bob,
        Action::Click {
            custom_id: rematch,
            values: Vec::new(),
        },
    );
    assert!(again[0].text.starts_with("🔁 Odveta partie"), "{again:?}");
    assert!(again[0].text.contains("<@11> vyzývá <@10>"), "{again:?}");
}
