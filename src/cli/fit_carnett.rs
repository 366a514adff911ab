//! The Carnett half of `martian-chess fit-winrate --game carnett`: the computer's own
//! games of Carnett's chess, each action valued by the analysis's review from its
//! mover's view and labelled with how the game ended for the mover.
//!
//! Games: `--games` games, each dealt from a seed of the run's (`game_seed`), between
//! two of the levels easy and normal (easy–normal, normal–normal, easy–easy in turn,
//! seats swapped every other game); the deal and the die already make every game
//! different, so no random actions open them and `--scale`, `--random-plies` and
//! `--max-plies` (the pyramid game's) do not apply: the rules end a game by turn 200.
//! Samples: every action of the game (battle cards too: the analysis judges them on
//! the same curve), valued by [`review_choice`] at `--nodes` positions.

use martian_chess::carnett::{Color, Game, Outcome, Seed};
use martian_chess::carnett_ai::{choose, game_seed, review_choice, Level};

use super::fit_sample::Sample;

const PAIRS: [(Level, Level); 3] = [
    (Level::Easy, Level::Normal),
    (Level::Normal, Level::Normal),
    (Level::Easy, Level::Easy),
];

/// The game `game` of the run seeded `seed`: how it ended, and every action's mover
/// with the review's value for it.
fn played(seed: u64, game: u32, nodes: u64) -> (Option<Outcome>, Vec<(Color, i32)>) {
    let game_seed = game_seed(seed, u64::from(game));
    let pair = PAIRS[(game as usize / 2) % PAIRS.len()];
    let level_of = |seat: Color| {
        if (seat.index() + game as usize) % 2 == 0 {
            pair.0
        } else {
            pair.1
        }
    };
    let (mut state, _) = Game::new(Seed::from_u64(game_seed));
    let mut seen = Vec::new();
    while let Some(seat) = state.to_act() {
        let view = state.view(seat);
        if let Some((_, value)) = review_choice(&view, nodes) {
            seen.push((seat, value));
        }
        let Some(action) = choose(&view, level_of(seat), game_seed) else {
            break;
        };
        if state.apply(seat, action).is_err() {
            // A level that chose an illegal action: the game is worth nothing.
            return (None, Vec::new());
        }
    }
    (state.outcome(), seen)
}

/// How a game ended for `seat`: 1 won, ½ drawn (the turn limit), 0 lost.
fn result_for(outcome: Option<Outcome>, seat: Color) -> f64 {
    match outcome.map(Outcome::winner) {
        Some(Some(winner)) if winner == seat => 1.0,
        Some(Some(_)) => 0.0,
        _ => 0.5,
    }
}

/// One game's samples.
pub(super) fn samples(seed: u64, game: u32, nodes: u64) -> Vec<Sample> {
    let (outcome, seen) = played(seed, game, nodes);
    seen.into_iter()
        .map(|(seat, value)| Sample {
            value,
            result: result_for(outcome, seat),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_carnett_game_gives_one_sample_an_action_labelled_with_its_mover_s_result() {
        let (outcome, seen) = played(1, 0, 3_000);
        let winner = outcome.and_then(Outcome::winner).expect("a king taken");
        assert!(seen.len() > 20, "{}", seen.len());
        assert!(seen.iter().any(|(seat, _)| *seat == winner));
        assert!(seen.iter().any(|(seat, _)| *seat != winner));
        let samples = samples(1, 0, 3_000);
        assert_eq!(samples.len(), seen.len());
        for (s, (seat, value)) in samples.iter().zip(&seen) {
            assert_eq!(s.value, *value);
            assert_eq!(s.result, if *seat == winner { 1.0 } else { 0.0 });
        }
        // The winner's last valued action sees the win coming; the values are the
        // review's, in centipawns for the mover.
        let last = seen.iter().rev().find(|(seat, _)| *seat == winner).unwrap();
        assert!(last.1 > 0, "{last:?}");
        assert_eq!(result_for(None, Color::White), 0.5);
    }
}
