//! The analysis where the console cannot go: an answer that can no longer be edited
//! (Discord's 15 minutes passed) becomes a new message pinging who asked, and a game
//! from a channel the asker cannot view stays hidden.

use std::sync::Arc;

use crate::model::{ChannelId, GuildId};
use crate::store::Store;

use super::support::{harness_with, person, request, result_in, First, Harness};
use crate::service::{Action, Challenge, Delivery, Reply, Row, Sight, User};

const GUILD: GuildId = GuildId(9);
const CHANNEL: ChannelId = ChannelId(90);

fn button(reply: &Reply, ending: &str) -> String {
    reply
        .components
        .iter()
        .flat_map(|row| match row {
            Row::Buttons(buttons) => buttons.iter().map(|b| b.custom_id.clone()).collect(),
            Row::Select(select) => vec![select.custom_id.clone()],
        })
        .find(|id| id.ends_with(ending))
        .unwrap_or_else(|| panic!("no {ending} in {reply:?}"))
}

/// A duel of two moves that bob resigns; returns its result line.
fn finished(h: &Harness, alice: &User, bob: &User) -> Reply {
    let at = (GUILD, CHANNEL);
    let challenge = Challenge {
        opponents: vec![bob.clone()],
        ..Challenge::default()
    };
    h.ask_at(at, alice, Action::Challenge(challenge));
    h.ask_at(at, bob, Action::Accept);
    for (who, text) in [(alice, "c3d4"), (bob, "b6a5")] {
        let played = h.ask_at(
            at,
            who,
            Action::Move {
                text: text.into(),
                call_clock: false,
            },
        );
        assert!(
            played.iter().any(|r| r.text.contains("You played")),
            "{played:?}"
        );
    }
    let ask = h.ask_at(at, bob, Action::Resign);
    let confirm = button(&ask[0], ":resign-yes");
    let replies = h.click_at(at, bob, &confirm);
    result_in(&replies).clone()
}

#[test]
fn a_late_analysis_is_posted_anew_pinging_who_asked_and_then_shown_at_once() {
    let h = harness_with(Arc::new(First), 0);
    let (alice, bob, carol) = (person(10, "alice"), person(11, "bob"), person(12, "carol"));
    let result = finished(&h, &alice, &bob);
    let analyse = button(&result, ":analyse");
    let asked = h.click_at((GUILD, CHANNEL), &carol, &analyse);
    assert_eq!(asked.len(), 1, "{asked:?}");
    assert!(
        !asked[0].ephemeral && asked[0].text.starts_with("Analysing game"),
        "{asked:?}"
    );
    let followup = asked[0]
        .followup
        .clone()
        .expect("the analysis is on its way");
    let late = h.service.finish_analysis(&followup, true);
    assert_eq!(late.len(), 1, "{late:?}");
    assert_eq!(late[0].delivery, Delivery::Channel);
    assert_eq!(late[0].mentions, vec![(carol.id, "carol".to_string())]);
    assert!(
        late[0].text.starts_with("<@12>, the analysis of game ")
            && late[0].text.contains("\n**Analysis of game "),
        "{late:?}"
    );
    assert!(!late[0].silent, "a message that pings is never silent");
    // Kept: asked again, it is the answer itself, with nothing to wait for.
    let again = h.ask_at(
        (GUILD, CHANNEL),
        &alice,
        Action::Analyse {
            game: result_game(&h),
        },
    );
    assert!(again[0].followup.is_none(), "{again:?}");
    assert!(
        again[0].text.starts_with("**Analysis of game "),
        "{again:?}"
    );
    assert!(late[0].text.ends_with(&again[0].text), "{late:?} {again:?}");
}

fn result_game(h: &Harness) -> String {
    h.store.archived_games(GUILD, 1).unwrap()[0].id.to_string()
}

#[test]
fn a_game_from_a_channel_the_asker_cannot_view_is_not_analysed() {
    let h = harness_with(Arc::new(First), 0);
    let (alice, bob, dave) = (person(10, "alice"), person(11, "bob"), person(13, "dave"));
    finished(&h, &alice, &bob);
    let id = result_game(&h);
    let elsewhere = ChannelId(91);
    let mut asked = request(
        &dave,
        (GUILD, elsewhere),
        "en",
        None,
        Action::Analyse { game: id.clone() },
    );
    asked.sight = Sight::only([elsewhere]);
    let hidden = h.service.handle(&asked);
    assert!(hidden[0].ephemeral, "{hidden:?}");
    assert!(
        hidden[0].text.contains(&id) && hidden[0].followup.is_none(),
        "{hidden:?}"
    );
    assert!(h
        .store
        .analysis(GUILD, id.parse().unwrap())
        .unwrap()
        .is_none());
}
