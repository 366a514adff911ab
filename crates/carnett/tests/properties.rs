//! Properties of random games: the 32 pieces and 52 cards always accounted for, 13
//! cards in each hand between battles, the follow-suit rule never broken, a player
//! always has an action, the same seed and actions give the same game, the state
//! round-trips through its text (and the board through its FEN), and a game's record
//! verifies against its seed.

mod common;

use martian_carnett::record::{verify, Record, VerifyError};
use martian_carnett::{encode, Action, CardSet, Game, Position, Seed, Setup, HAND_SIZE};
use proptest::prelude::*;

fn check_invariants(game: &Game, step: Option<(martian_carnett::Color, Action)>) {
    let pos = game.position();
    assert_eq!(pos.pieces_accounted(), 32, "pieces");
    assert_eq!(game.cards_accounted(), CardSet::FULL, "cards");
    assert_eq!(game.card_count(), 52, "cards counted one by one");
    assert!(game.deck().len() + game.discard_pile().len() >= 22);
    match game.battle() {
        None => {
            assert_eq!(game.hand(martian_carnett::Color::White).len(), HAND_SIZE);
            assert_eq!(game.hand(martian_carnett::Color::Black).len(), HAND_SIZE);
        }
        Some(battle) => {
            // Follow suit: a card off the lead suit only from a hand without it.
            if let Some((seat, Action::Play(card))) = step {
                if let Some(lead) = battle.lead() {
                    let hand = game.hand(seat);
                    assert!(
                        card.suit() == lead || hand.of_suit(lead).is_empty(),
                        "{card} played off the lead suit from {hand}"
                    );
                }
            }
        }
    }
    if game.outcome().is_none() {
        let actions = game.legal_actions();
        assert!(!actions.is_empty(), "no action");
        if game.battle().is_none() {
            assert!(actions.contains(&Action::EndTurn));
            assert!(actions.iter().any(|a| matches!(a, Action::Discard(_))));
            assert!(pos.actions_left() >= 1 && pos.actions_left() <= pos.die());
        }
    }
}

/// Replays a record's actions from its seed: the same game and the same events.
fn replay(seed: Seed, record: &Record) -> (Game, Record) {
    let (mut game, start) = Game::new(seed);
    let mut again = Record::new(&seed, &start);
    for entry in &record.entries {
        if let martian_carnett::record::Entry::Action { seat, action } = entry {
            let events = game.apply(*seat, *action).expect("a recorded action");
            again.push(*seat, *action, &events);
        }
    }
    (game, again)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn random_games_keep_every_invariant(seed in any::<u64>()) {
        let mut battles = 0;
        let (game, record) = common::random_game(seed, 1500, |game, step| {
            check_invariants(game, step);
            battles += usize::from(matches!(step, Some((_, Action::Play(_)))));
        });
        check_invariants(&game, None);
        let (again, record_again) = replay(Seed::from_u64(seed), &record);
        prop_assert_eq!(&again, &game);
        prop_assert_eq!(record_again, record);
        let _ = battles;
    }

    #[test]
    fn lively_games_keep_every_invariant_and_round_trip(seed in any::<u64>()) {
        let mut states = 0;
        let game = common::lively_game(seed, 800, |game| {
            check_invariants(game, None);
            if states % 7 == 0 {
                let text = encode::encode(game);
                let back = encode::decode(&text).expect("our own text");
                assert_eq!(&back, game);
                assert_eq!(encode::encode(&back), text);
            }
            // The board's FEN (at most one en-passant square, of either side) reads
            // back to the same FEN.
            let fen = game.position().setup().to_string();
            let setup = Setup::parse(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
            assert_eq!(setup.to_string(), fen);
            assert_eq!(Position::from_setup(&setup, 1).setup(), setup);
            states += 1;
        });
        check_invariants(&game, None);
    }
}

/// A finished (or long) game's record text and its seed.
fn a_record(seed: u64) -> (Seed, String) {
    let (_, record) = common::random_game(seed, 3000, |_, _| {});
    (Seed::from_u64(seed), record.to_text())
}

#[test]
fn a_true_record_verifies() {
    for n in 0..5 {
        let (seed, text) = a_record(n);
        let verified = verify(&seed, &seed.sha256_hex(), &text).unwrap_or_else(|e| panic!("{e}"));
        assert!(verified.rolls > 1 && verified.draws > 2 && verified.actions > 10);
    }
}

#[test]
fn a_wrong_seed_is_refused() {
    let (seed, text) = a_record(1);
    let other = Seed::from_u64(2);
    assert_eq!(
        verify(&other, &seed.sha256_hex(), &text),
        Err(VerifyError::SeedDoesNotMatchHash {
            hash_of_seed: other.sha256_hex()
        })
    );
    // A seed with its own hash, but not the record's.
    assert!(matches!(
        verify(&other, &other.sha256_hex(), &text),
        Err(VerifyError::RecordHashDiffers { .. })
    ));
}

#[test]
fn a_tampered_roll_deal_or_draw_is_named_by_its_line() {
    let (seed, text) = a_record(3);
    let lines: Vec<&str> = text.lines().collect();
    let tamper = |index: usize, line: String| {
        let mut changed = lines.clone();
        changed[index] = &line;
        let text = changed.join("\n");
        verify(&seed, &seed.sha256_hex(), &text).unwrap_err()
    };
    // The second roll of the game.
    let (at, roll) = lines
        .iter()
        .enumerate()
        .filter(|(_, l)| l.starts_with("roll "))
        .nth(1)
        .expect("two rolls");
    let value: u8 = roll[7..].parse().unwrap();
    let forged = format!("{}{}", &roll[..7], value % 6 + 1);
    let err = tamper(at, forged.clone());
    assert_eq!(
        err,
        VerifyError::DoesNotFollow {
            line: at + 1,
            recorded: forged,
            expected: roll.to_string(),
        }
    );
    assert!(
        err.to_string().starts_with(&format!("line {}: ", at + 1)),
        "{err}"
    );
    // The first deal, with two cards swapped between the hands' order.
    let deal = lines[2].replacen("deal w ", "deal w AS ", 1);
    assert!(matches!(
        tamper(2, deal),
        VerifyError::DoesNotFollow { line: 3, .. }
    ));
    // A draw.
    if let Some((at, draw)) = lines
        .iter()
        .enumerate()
        .find(|(_, l)| l.starts_with("draw "))
    {
        let card = draw.split_whitespace().nth(2).unwrap();
        let other = if card == "2C" { "3C" } else { "2C" };
        let forged = draw.replace(card, other);
        assert!(
            matches!(tamper(at, forged), VerifyError::DoesNotFollow { line, .. } if line == at + 1)
        );
    }
    // A record cut short, and one with a line removed.
    let short = lines[..lines.len() - 1].join("\n");
    let cut = verify(&seed, &seed.sha256_hex(), &short);
    assert!(cut.is_ok() || matches!(cut, Err(VerifyError::EndsEarly { .. })));
}

#[test]
fn random_games_are_long_enough_to_mean_something() {
    let (mut actions, mut battles, mut ended, mut reshuffles, mut turns) = (0, 0, 0, 0, 0);
    for seed in 0..40 {
        let (game, record) = common::random_game(seed, 1500, |_, step| {
            actions += 1;
            battles += usize::from(matches!(step, Some((_, Action::Play(_)))));
        });
        ended += usize::from(game.outcome().is_some());
        turns += usize::from(game.position().turn());
        reshuffles += record.to_text().matches("reshuffle").count();
    }
    eprintln!("40 games: {actions} actions, {} battles, {turns} turns, {reshuffles} reshuffles, {ended} ended", battles / 4);
    assert!(
        battles / 4 >= 100 && reshuffles >= 20 && turns >= 1000,
        "{battles} {reshuffles} {turns}"
    );
}
