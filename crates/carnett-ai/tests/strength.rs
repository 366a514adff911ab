//! The levels' strength (issue 15): `easy` beats a player that picks uniformly among
//! legal actions in at least 90 % of 200 games, and `normal` beats `easy` in at least
//! 70 % of 200 games. Fixed seeds, node-limited search, no clock: the same result on
//! any machine. Each match is played in two halves on two threads (every game depends
//! only on its number and the seed, so the halves add up to the whole match).

use martian_carnett_ai::selfplay::{play_games, MatchResult};
use martian_carnett_ai::Level;

fn play_200(first: Level, second: Level) -> MatchResult {
    let halves = std::thread::scope(|scope| {
        let threads: Vec<_> = [0..100, 100..200]
            .into_iter()
            .map(|games| scope.spawn(move || play_games(first, second, games, 1, |_, _, _| {})))
            .collect();
        threads
            .into_iter()
            .map(|t| t.join().expect("no panic").expect("legal play"))
            .collect::<Vec<_>>()
    });
    let mut result = MatchResult::default();
    for half in &halves {
        result.merge(half);
    }
    result
}

#[test]
fn easy_beats_uniformly_random_play_in_at_least_90_percent_of_200_games() {
    let result = play_200(Level::Easy, Level::Random);
    eprintln!("easy vs random: {result:?}");
    assert_eq!(result.won + result.drew + result.lost, 200);
    assert!(result.won >= 180, "easy won {} of 200", result.won);
}

#[test]
fn normal_beats_easy_in_at_least_70_percent_of_200_games() {
    let result = play_200(Level::Normal, Level::Easy);
    eprintln!(
        "normal vs easy: won {} drew {} lost {}",
        result.won, result.drew, result.lost
    );
    assert_eq!(result.won + result.drew + result.lost, 200);
    assert!(result.won >= 140, "normal won {} of 200", result.won);
}
