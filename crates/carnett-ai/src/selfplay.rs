//! Whole games of the computer against itself, for measuring strength and speed.

use std::time::Duration;

use martian_carnett::{Action, Color, Game, IllegalAction, Outcome, Seed};

use crate::{analyse, Level};

/// What one seat spent over a game.
#[derive(Clone, Copy, Debug, Default)]
pub struct SeatStats {
    /// Every choice, battle cards included.
    pub decisions: u64,
    /// Choices of turn actions (not battle cards), and the time they took.
    pub actions: u64,
    pub action_time: Duration,
    pub nodes: u64,
    pub time: Duration,
    pub slowest: Duration,
}

impl SeatStats {
    pub fn add(&mut self, other: &SeatStats) {
        self.decisions += other.decisions;
        self.actions += other.actions;
        self.action_time += other.action_time;
        self.nodes += other.nodes;
        self.time += other.time;
        self.slowest = self.slowest.max(other.slowest);
    }
}

/// A finished game.
#[derive(Clone, Debug)]
pub struct Played {
    pub outcome: Option<Outcome>,
    pub turns: u16,
    /// By seat: White, Black.
    pub stats: [SeatStats; 2],
}

/// Plays the game of `seed` to its end, White at `levels[0]`, Black at `levels[1]`,
/// both thinking with `ai_seed`. An error only if a level chose an illegal action.
pub fn play_game(seed: Seed, levels: [Level; 2], ai_seed: u64) -> Result<Played, IllegalAction> {
    let (mut game, _) = Game::new(seed);
    let mut stats = [SeatStats::default(); 2];
    while let Some(seat) = game.to_act() {
        let Some(choice) = analyse(&game.view(seat), levels[seat.index()], ai_seed) else {
            break;
        };
        let s = &mut stats[seat.index()];
        s.decisions += 1;
        s.nodes += choice.nodes;
        s.time += choice.elapsed;
        s.slowest = s.slowest.max(choice.elapsed);
        if !matches!(choice.action, Action::Play(_)) {
            s.actions += 1;
            s.action_time += choice.elapsed;
        }
        game.apply(seat, choice.action)?;
    }
    Ok(Played {
        outcome: game.outcome(),
        turns: game.position().turn(),
        stats,
    })
}

/// The result of a match between two levels, each playing White in every other game.
#[derive(Clone, Debug, Default)]
pub struct MatchResult {
    pub won: u32,
    pub drew: u32,
    pub lost: u32,
    /// By level: the first, the second.
    pub stats: [SeatStats; 2],
}

impl MatchResult {
    /// Adds the games of `other` (another range of the same match).
    pub fn merge(&mut self, other: &MatchResult) {
        self.won += other.won;
        self.drew += other.drew;
        self.lost += other.lost;
        for (mine, theirs) in self.stats.iter_mut().zip(&other.stats) {
            mine.add(theirs);
        }
    }

    /// Wins plus half the draws, over the games.
    pub fn score(&self) -> f64 {
        let games = f64::from((self.won + self.drew + self.lost).max(1));
        (f64::from(self.won) + f64::from(self.drew) / 2.0) / games
    }
}

/// Plays `games` games of `first` against `second` from `match_seed`; `on_game` hears
/// each game's number and how it ended for `first` (1 won, 0 drew, -1 lost).
pub fn play_match(
    first: Level,
    second: Level,
    games: u32,
    match_seed: u64,
    on_game: impl FnMut(u32, i8, &Played),
) -> Result<MatchResult, IllegalAction> {
    play_games(first, second, 0..games, match_seed, on_game)
}

/// The games numbered `games` of the match [`play_match`] plays: each game depends
/// only on its number and the match seed, so a match split into ranges (played on
/// several threads, say) adds up to the same result.
pub fn play_games(
    first: Level,
    second: Level,
    games: std::ops::Range<u32>,
    match_seed: u64,
    mut on_game: impl FnMut(u32, i8, &Played),
) -> Result<MatchResult, IllegalAction> {
    let mut result = MatchResult::default();
    for g in games {
        let seed = crate::game_seed(match_seed, u64::from(g));
        let first_is_white = g % 2 == 0;
        let levels = if first_is_white {
            [first, second]
        } else {
            [second, first]
        };
        let played = play_game(Seed::from_u64(seed), levels, seed)?;
        let first_color = if first_is_white {
            Color::White
        } else {
            Color::Black
        };
        let ending = match played.outcome.and_then(Outcome::winner) {
            None => 0,
            Some(winner) if winner == first_color => 1,
            Some(_) => -1,
        };
        match ending {
            1 => result.won += 1,
            0 => result.drew += 1,
            _ => result.lost += 1,
        }
        result.stats[0].add(&played.stats[first_color.index()]);
        result.stats[1].add(&played.stats[first_color.opponent().index()]);
        on_game(g, ending, &played);
    }
    Ok(result)
}
