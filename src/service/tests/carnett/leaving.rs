//! Leaving Carnett's game: once the cards are dealt, a player's `/martian abort` is a
//! resignation, asked to confirm first (no free redeal); a server manager without a
//! seat still ends it with no result, and a challenge nobody has accepted yet (nothing
//! dealt) is aborted or withdrawn as in the other game.

use crate::model::{EndKind, GameKind, GameRecord, GameStatus, PlayerRecord, UserId};
use crate::service::reply::Row;
use crate::service::{Action as Ask, Delivery, FirstChoice, Reply, User};
use crate::store::Store;

use super::{private_to, started, table, Table, GUILD};
use crate::service::tests::support::person;

const DEALT: &str = "In Carnett's game the cards are already dealt: leaving now counts as \
                     resigning, and you lose the game.";

/// The `custom_id` of the button among `replies` whose id ends with `suffix`.
fn button(replies: &[Reply], suffix: &str) -> String {
    replies
        .iter()
        .flat_map(|r| &r.components)
        .flat_map(|row| match row {
            Row::Buttons(buttons) => buttons.iter().map(|b| b.custom_id.clone()).collect(),
            Row::Select(_) => Vec::new(),
        })
        .find(|id| id.ends_with(suffix))
        .unwrap_or_else(|| panic!("a button {suffix}: {replies:#?}"))
}

fn stored(t: &Table, id: crate::model::GameId) -> GameRecord {
    t.h.store.game(GUILD, id).unwrap().expect("stored")
}

fn rated(t: &Table, user: UserId) -> Option<PlayerRecord> {
    t.h.store.player(GUILD, GameKind::Carnett, user).unwrap()
}

/// `who` asks `/martian abort` of a dealt game: only they are asked, whether they
/// resign (the winner named), with the resignation's buttons; nothing changed yet.
fn asked_to_resign(t: &Table, who: &User, winner: &str) -> Vec<Reply> {
    let before = t.record();
    let ask = t.ask(who, Ask::Abort);
    assert_eq!(ask.len(), 1, "{ask:#?}");
    let question = private_to(&ask, who);
    assert_eq!(
        question.text,
        format!("{DEALT} Do you really want to resign? The game ends and {winner} wins."),
    );
    button(&ask, ":resign-yes");
    button(&ask, ":resign-no");
    assert_eq!(t.record(), before, "asking changes nothing");
    ask
}

#[test]
fn a_players_abort_after_the_deal_is_a_resignation_once_confirmed() {
    let (t, _) = started(61);
    let id = t.record().id;
    let ask = asked_to_resign(&t, &t.alice, "bob");
    let end = t.click(&t.alice, &button(&ask, ":resign-yes"), &[]);
    let finished = stored(&t, id);
    assert_eq!(finished.status, GameStatus::Finished, "{end:#?}");
    let over = finished.end.clone().expect("an end");
    assert_eq!(
        (over.kind, over.winners),
        (EndKind::Resigned { seat: 0 }, vec![1])
    );
    assert!(t.h.store.open_games().unwrap().is_empty());
    let mine = private_to(&end, &t.alice);
    assert_eq!(mine.delivery, Delivery::Update, "{end:#?}");

    // Rated exactly as the same game resigned with `/martian resign`.
    let (other, _) = started(61);
    let ask = other.ask(&other.alice, Ask::Resign);
    other.click(&other.alice, &button(&ask, ":resign-yes"), &[]);
    assert_eq!(stored(&other, id).end, finished.end);
    for user in [t.alice.id, t.bob.id] {
        assert_eq!(rated(&t, user), rated(&other, user));
    }
    let (alice, bob) = (rated(&t, t.alice.id).unwrap(), rated(&t, t.bob.id).unwrap());
    assert_eq!(
        (alice.games, alice.losses, bob.games, bob.wins),
        (1, 1, 1, 1)
    );
    assert!(
        alice.rating < 1500.0 && bob.rating > 1500.0,
        "{alice:?} {bob:?}"
    );
}

#[test]
fn an_abort_not_confirmed_leaves_the_game_as_it_was() {
    let (t, _) = started(62);
    // Black, with White to act: the question names White as the winner.
    let before = t.record();
    let ask = asked_to_resign(&t, &t.bob, "alice");
    let kept = t.click(&t.bob, &button(&ask, ":resign-no"), &[]);
    let answer = private_to(&kept, &t.bob);
    assert_eq!(answer.text, "Good: you are still playing.");
    assert_eq!(answer.delivery, Delivery::Update);
    assert_eq!(t.record(), before);
    assert_eq!((rated(&t, t.alice.id), rated(&t, t.bob.id)), (None, None));
}

#[test]
fn a_manager_ends_a_dealt_game_with_no_result_but_not_their_own() {
    let (t, _) = started(63);
    let id = t.record().id;
    let manager = User {
        is_manager: true,
        ..person(20, "mod")
    };
    let aborted = t.ask(&manager, Ask::Abort);
    assert!(
        aborted
            .iter()
            .any(|r| !r.ephemeral && r.text.contains("mod aborted the game")),
        "{aborted:#?}"
    );
    let cancelled = stored(&t, id);
    assert_eq!(cancelled.status, GameStatus::Cancelled);
    let end = cancelled.end.expect("an end");
    assert_eq!(end.kind, EndKind::Aborted { by: manager.id });
    assert!(end.winners.is_empty() && end.drawn.is_empty(), "{end:?}");
    assert_eq!((rated(&t, t.alice.id), rated(&t, t.bob.id)), (None, None));

    // A manager playing the game leaves it as any player does.
    let mut t = table(64);
    t.alice.is_manager = true;
    t.start();
    asked_to_resign(&t, &t.alice, "bob");
}

#[test]
fn a_challenge_not_yet_accepted_is_withdrawn_or_aborted_as_before() {
    let t = table(65);
    t.challenge(&t.bob, FirstChoice::Me);
    let withdrawn = t.ask(&t.alice, Ask::Abort);
    assert_eq!(withdrawn.len(), 1, "{withdrawn:#?}");
    assert!(
        !withdrawn[0].ephemeral && withdrawn[0].text.contains("alice withdrew the challenge"),
        "{withdrawn:#?}"
    );
    assert!(t.h.store.open_games().unwrap().is_empty());

    t.challenge(&t.bob, FirstChoice::Me);
    let id = t.record().id;
    let aborted = t.ask(&t.bob, Ask::Abort);
    assert!(
        aborted
            .iter()
            .any(|r| !r.ephemeral && r.text.contains("bob aborted the game")),
        "{aborted:#?}"
    );
    let end = stored(&t, id).end.expect("an end");
    assert_eq!(end.kind, EndKind::Aborted { by: t.bob.id });
    assert!(end.winners.is_empty());
}
