//! Random games for the integration tests: every seat picks uniformly among its legal
//! actions with its own seeded generator (not the game's).

#![allow(dead_code)]

use chacha20::ChaCha20Rng;
use martian_carnett::record::Record;
use martian_carnett::{Action, Color, Game, Seed};
use rand::{RngExt, SeedableRng};

/// Plays a game of uniformly random actions from `Game::new(Seed::from_u64(seed))`
/// for at most `max_actions`, calling `visit` before every action with the seat that
/// acts and after the last with `None`. Returns the final game and its record.
pub fn random_game(
    seed: u64,
    max_actions: usize,
    mut visit: impl FnMut(&Game, Option<(Color, Action)>),
) -> (Game, Record) {
    let seed = Seed::from_u64(seed);
    let (mut game, start) = Game::new(seed);
    let mut record = Record::new(&seed, &start);
    let seed = u64::from_le_bytes(seed.0[..8].try_into().unwrap_or_default());
    let mut rng = ChaCha20Rng::seed_from_u64(seed ^ 0x5eed);
    for _ in 0..max_actions {
        let Some(seat) = game.to_act() else { break };
        let actions = game.legal_actions();
        assert!(!actions.is_empty(), "a player always has an action");
        let action = actions[rng.random_range(0..actions.len())];
        visit(&game, Some((seat, action)));
        let events = game
            .apply(seat, action)
            .unwrap_or_else(|e| panic!("a listed action is refused: {action}: {e}"));
        record.push(seat, action, &events);
    }
    visit(&game, None);
    (game, record)
}

/// Like [`random_game`], but a seat prefers piece moves (so that games reach
/// battles, promotions and kings in danger rather than discarding all day): a piece
/// move three times in four when there is one.
pub fn lively_game(seed: u64, max_actions: usize, mut visit: impl FnMut(&Game)) -> Game {
    let (mut game, _) = Game::new(Seed::from_u64(seed));
    let mut rng = ChaCha20Rng::seed_from_u64(seed ^ 0x11fe);
    for _ in 0..max_actions {
        let Some(seat) = game.to_act() else { break };
        visit(&game);
        let actions = game.legal_actions();
        let moves: Vec<Action> = actions
            .iter()
            .copied()
            .filter(|a| matches!(a, Action::Move(_)))
            .collect();
        let pool = if !moves.is_empty() && rng.random_range(0..4) > 0 {
            &moves
        } else {
            &actions
        };
        let action = pool[rng.random_range(0..pool.len())];
        game.apply(seat, action).expect("a listed action is legal");
    }
    visit(&game);
    game
}
