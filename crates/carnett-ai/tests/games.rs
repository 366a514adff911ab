//! Computer-against-computer games keep every rule's invariant: 32 pieces and 52
//! cards accounted for, 13 cards a hand between battles, the follow-suit rule, an
//! action always there; and the same seed and actions give the same game.

use martian_carnett::{Action, CardSet, Color, Game, Seed, HAND_SIZE};
use martian_carnett_ai::{choose, Level};

fn check(game: &Game) {
    let pos = game.position();
    assert_eq!(pos.pieces_accounted(), 32);
    assert_eq!(game.cards_accounted(), CardSet::FULL);
    assert_eq!(game.card_count(), 52);
    if game.battle().is_none() {
        for seat in Color::BOTH {
            assert_eq!(game.hand(seat).len(), HAND_SIZE);
        }
    }
    if game.outcome().is_none() {
        let actions = game.legal_actions();
        assert!(!actions.is_empty());
        if game.battle().is_none() {
            assert!(actions.contains(&Action::EndTurn));
        }
    }
}

#[test]
fn computer_games_keep_the_invariants_and_replay_exactly() {
    for seed in 0..12u64 {
        let levels = match seed % 3 {
            0 => [Level::Normal, Level::Easy],
            1 => [Level::Easy, Level::Normal],
            _ => [Level::Normal, Level::Normal],
        };
        let (mut game, _) = Game::new(Seed::from_u64(seed));
        let mut actions = Vec::new();
        while let Some(seat) = game.to_act() {
            check(&game);
            let action = choose(&game.view(seat), levels[seat.index()], seed).unwrap();
            if let (Action::Play(card), Some(battle)) = (action, game.battle()) {
                if let Some(lead) = battle.lead() {
                    let hand = game.hand(seat);
                    assert!(card.suit() == lead || hand.of_suit(lead).is_empty());
                }
            }
            game.apply(seat, action).unwrap();
            actions.push((seat, action));
        }
        check(&game);
        assert!(game.outcome().is_some());
        let (mut again, _) = Game::new(Seed::from_u64(seed));
        for (seat, action) in actions {
            again.apply(seat, action).unwrap();
        }
        assert_eq!(again, game);
    }
}
