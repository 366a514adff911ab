//! Hidden information in Carnett's game (CARNETT.md section 6), end to end: whole
//! games between two people through the console binary, each action chosen from what
//! its player is offered. After every line, no reply that someone else can read, and
//! no line the process logs (RUST_LOG=debug), names a card still held in a hand or
//! not yet drawn; My hand shows each presser their own hand; at the end the revealed
//! seed matches the hash published at the start, `verify-carnett` accepts the
//! attached record, and replaying it proves every hand shown was the true one.

mod support;

use martian_chess::carnett::Card;
use support::carnett::hand_shown;
use support::carnett_table::Table;

/// Plays a whole game of `seed` between alice (White) and bob; returns the number of
/// battles, of hands checked against the record, and whether someone resigned.
fn whole_game(seed: u64, resign_after: usize) -> (usize, usize, bool) {
    let mut t = Table::start(seed, "alice", "bob");
    let mut known: [Option<Vec<Card>>; 2] = [None, None];
    let mut resigned = false;
    for step in 0.. {
        if t.over {
            break;
        }
        let mover = t.to_act.clone().expect("a person is to act");
        let seat = t.names.iter().position(|n| *n == mover).unwrap();
        let other = t.names[1 - seat].clone();
        if step == resign_after {
            t.resign(&mover);
            resigned = true;
            break;
        }
        let battles_before = t
            .public
            .iter()
            .filter(|l| l.contains("wins the battle"))
            .count();
        if t.in_battle() {
            // Half of the cards typed, half from the menu; any card allowed.
            let offer = t.offer(&mover);
            assert!(!offer.cards.is_empty());
            if t.random(2) == 0 {
                let card = offer.cards[t.random(offer.cards.len())];
                t.act(&mover, &card.to_string());
            } else {
                let pick = t.random(offer.cards.len());
                t.play_from_menu(&mover, |cards| cards[pick % cards.len()]);
            }
        } else {
            let offer = t.offer(&mover);
            let kings: Vec<_> = offer
                .attacks
                .iter()
                .filter(|a| a.target == "king")
                .collect();
            let action = if let Some(attack) = kings.first() {
                attack.action.clone()
            } else if !offer.attacks.is_empty() && t.random(4) != 0 {
                offer.attacks[t.random(offer.attacks.len())].action.clone()
            } else {
                let mut pool: Vec<String> = offer.moves().into_iter().cloned().collect();
                pool.extend(offer.drops().into_iter().take(3).cloned());
                pool.extend(offer.starting("exchange").into_iter().cloned());
                match t.random(10) {
                    0 | 1 => offer.starting("discard")[0].clone(),
                    2 => "end".to_string(),
                    _ if pool.is_empty() => "end".to_string(),
                    _ => pool[t.random(pool.len())].clone(),
                }
            };
            t.act(&mover, &action);
        }
        if t.over {
            break;
        }
        // Both press My hand: each sees their own, never the other's.
        let battle_ended = t
            .public
            .iter()
            .filter(|l| l.contains("wins the battle"))
            .count()
            > battles_before;
        let theirs = t.hand(&other);
        let mine = t.hand(&mover);
        assert!(
            theirs.iter().all(|c| !mine.contains(c)),
            "{other} sees {theirs:?}, {mover} {mine:?}"
        );
        if !t.in_battle() {
            assert_eq!(theirs.len(), 13, "{other} between battles: {theirs:?}");
            assert_eq!(mine.len(), 13, "{mover} between battles: {mine:?}");
        }
        // The player not acting holds what they held, plus two drawn after a battle.
        if let Some(before) = &known[1 - seat] {
            assert!(
                before.iter().all(|c| theirs.contains(c)),
                "{other} lost a card without playing it: {before:?} -> {theirs:?}"
            );
            let drew = if battle_ended { 2 } else { 0 };
            assert_eq!(theirs.len(), before.len() + drew, "{other}: {theirs:?}");
        }
        if step % 40 == 20 {
            // Someone watching looks at the board and the replay so far.
            let game = t.button(":c-hand").split(':').nth(1).unwrap().to_string();
            t.say("@carol /martian board");
            let replay = t.say(&format!("@carol /martian replay game:{game}"));
            assert!(
                replay
                    .iter()
                    .any(|r| support::text(r).contains("still in progress")),
                "{replay:?}"
            );
        }
        if step == 3 {
            // Someone watching has no hand to see, and is shown no card.
            let id = t.button(":c-hand");
            let replies = t.say(&format!("@carol click {id}"));
            assert!(
                replies.len() == 1
                    && support::private_to(&replies[0], "carol")
                    && support::text(&replies[0])
                        .contains("Only the players of this game have hands")
                    && hand_shown(&replies[0]).is_none(),
                "{replies:?}"
            );
        }
        known[1 - seat] = Some(theirs);
        known[seat] = Some(mine);
    }
    let battles = t
        .public
        .iter()
        .filter(|l| l.contains("wins the battle"))
        .count();
    let (ended, hands) = t.finish_checked();
    // The log was read (the console logs at least its store's start at debug level).
    assert!(ended.logged > 0, "nothing logged");
    // The board's picture is described in words (checked with the rest of each reply).
    assert!(ended.described > 0, "no image text to check");
    let last = ended.lines.join("\n");
    if resigned {
        assert!(last.contains("resign"), "{last}");
    } else {
        assert!(last.contains("captured") && last.contains("king"), "{last}");
    }
    (battles, hands, resigned)
}

#[test]
fn whole_games_show_no_hidden_card_and_each_player_their_own_hand() {
    let mut kings = 0;
    let mut total_hands = 0;
    for (seed, resign_after) in [(5, 400), (11, 400), (2026, 400), (77, 60)] {
        let (battles, hands, resigned) = whole_game(seed, resign_after);
        eprintln!("seed {seed}: {battles} battles, {hands} hands checked, resigned: {resigned}");
        assert!(battles >= 1, "seed {seed}: no battle");
        kings += usize::from(!resigned);
        total_hands += hands;
    }
    assert!(kings >= 2, "most games end with a king captured");
    assert!(total_hands > 100, "{total_hands}");
}

/// The check itself catches what it should, in both forms of a card, and nothing
/// else: a game's record made here, and steps that show its cards.
#[test]
fn the_check_catches_a_hidden_card_in_any_form_and_nothing_else() {
    use martian_chess::carnett::record::Record;
    use martian_chess::carnett::{Color, Game, Seed};
    use serde_json::json;
    use support::carnett::{cards_in, check_hidden, Step, Truth};

    let seed = Seed::from_u64(41);
    let (game, start) = Game::new(seed);
    let truth = Truth::replay(seed, &Record::new(&seed, &start).to_text());
    let white: Vec<Card> = game.hand(Color::White).iter().collect();
    let deck_card = game.deck()[0];
    let step = |replies: Vec<serde_json::Value>, log: &str| Step {
        user: Some("alice".into()),
        line: "test".into(),
        replies,
        log: log.into(),
        ply: Some(0),
    };
    let passes = |steps: Vec<Step>| {
        std::panic::catch_unwind(|| check_hidden(&steps, ["alice", "bob"], &truth)).is_ok()
    };
    let public = |s: String| json!({"text": s, "to": null, "ephemeral": false});
    let to = |who: &str, s: String| json!({"text": s, "to": who, "ephemeral": true});
    let card = white[3];
    // Text that only looks like cards: squares, moves, counts, a hash.
    let harmless = "alice played h7h5 (pawn); 10 cards; e2e4 5c9a3f; (13 cards)";
    assert!(cards_in(harmless).is_empty());
    assert!(passes(vec![step(vec![public(harmless.into())], harmless)]));
    // Alice's own card, to her alone; her true hand as My hand shows it.
    let hand = format!(
        "Your hand (13 cards): {}",
        white
            .iter()
            .map(|c| c.symbol())
            .collect::<Vec<_>>()
            .join(" ")
    );
    assert!(passes(vec![step(vec![to("alice", hand.clone())], "")]));
    // The same to bob, in public, in a button's label, a menu value, the image's
    // description, the log; a card of the deck even to alice.
    for leak in [
        step(vec![to("bob", hand)], ""),
        step(vec![public(format!("plays {}", card.symbol()))], ""),
        step(vec![public(format!("discard {card}"))], ""),
        step(
            vec![json!({"text": "", "to": null, "components": [{"label": card.symbol()}]})],
            "",
        ),
        step(
            vec![
                json!({"text": "", "to": null, "components": [{"options": [{"value": card.to_string()}]}]}),
            ],
            "",
        ),
        step(
            vec![json!({"text": "", "to": null, "alt": format!("a hand: {card}.")})],
            "",
        ),
        step(vec![public(String::new())], &format!("DEBUG drew {card}")),
        step(
            vec![public(String::new())],
            &format!("\u{1b}[3mcard\u{1b}[0m\u{1b}[2m=\u{1b}[0m{card}"),
        ),
        step(
            vec![to("alice", format!("next: {}", deck_card.symbol()))],
            "",
        ),
    ] {
        let shown = format!("{leak:?}");
        assert!(!passes(vec![leak]), "not caught: {shown}");
    }
    // A hand shown that is not the reader's true one.
    let wrong = format!("Your hand (13 cards): {}", deck_card.symbol());
    assert!(!passes(vec![step(vec![to("alice", wrong)], "")]));
}
