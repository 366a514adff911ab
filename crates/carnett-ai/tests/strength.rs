//! The levels' strength (issue 15): `easy` beats a player that picks uniformly among
//! legal actions in at least 90 % of 200 games, and `normal` beats `easy` in at least
//! 70 % of 200 games. Fixed seeds, node-limited search, no clock: the same result on
//! any machine (about 30 s for the second in release on the project's machine).

use martian_carnett_ai::selfplay::play_match;
use martian_carnett_ai::Level;

#[test]
fn easy_beats_uniformly_random_play_in_at_least_90_percent_of_200_games() {
    let result = play_match(Level::Easy, Level::Random, 200, 1, |_, _, _| {}).unwrap();
    eprintln!("easy vs random: {result:?}");
    assert!(result.won >= 180, "easy won {} of 200", result.won);
}

#[test]
fn normal_beats_easy_in_at_least_70_percent_of_200_games() {
    let result = play_match(Level::Normal, Level::Easy, 200, 1, |_, _, _| {}).unwrap();
    eprintln!(
        "normal vs easy: won {} drew {} lost {}",
        result.won, result.drew, result.lost
    );
    assert!(result.won >= 140, "normal won {} of 200", result.won);
}
