//! The computer player's choices: legal, deterministic, blind to hidden cards.

use martian_carnett::{Action, Color, Game, Seed};

use crate::{choose, Level};

/// Plays `seed`'s game with `levels[0]` as White and `levels[1]` as Black for at most
/// `max_actions`, checking every choice against the legal actions.
fn play(
    seed: u64,
    levels: [Level; 2],
    max_actions: usize,
    mut visit: impl FnMut(&Game, Color, Action),
) -> Game {
    let (mut game, _) = Game::new(Seed::from_u64(seed));
    for _ in 0..max_actions {
        let Some(seat) = game.to_act() else { break };
        let view = game.view(seat);
        let action = choose(&view, levels[seat.index()], seed).expect("an action");
        assert!(
            game.legal_actions().contains(&action),
            "{action} is not legal"
        );
        visit(&game, seat, action);
        game.apply(seat, action).expect("legal");
    }
    game
}

#[test]
fn every_level_plays_legal_actions_to_the_end() {
    for levels in [[Level::Easy, Level::Random], [Level::Normal, Level::Easy]] {
        let game = play(3, levels, 4000, |_, _, _| {});
        assert!(game.outcome().is_some() || game.position().turn() > 20);
    }
}

#[test]
fn the_same_view_and_seed_give_the_same_action() {
    play(
        5,
        [Level::Normal, Level::Easy],
        300,
        |game, seat, action| {
            let view = game.view(seat);
            let level = if seat == Color::White {
                Level::Normal
            } else {
                Level::Easy
            };
            assert_eq!(choose(&view, level, 5), Some(action));
        },
    );
}

#[test]
fn choices_do_not_change_when_the_hidden_cards_are_dealt_differently() {
    let mut checked = 0;
    play(
        11,
        [Level::Normal, Level::Easy],
        400,
        |game, seat, action| {
            for salt in 0..3 {
                let other = game.with_hidden_cards_shuffled(seat, salt);
                assert_eq!(other.hand(seat), game.hand(seat));
                if other.hand(seat.opponent()) == game.hand(seat.opponent()) {
                    continue;
                }
                let level = if seat == Color::White {
                    Level::Normal
                } else {
                    Level::Easy
                };
                assert_eq!(choose(&other.view(seat), level, 11), Some(action));
                checked += 1;
            }
        },
    );
    assert!(checked > 300, "{checked}");
}
