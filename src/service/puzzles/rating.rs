//! Puzzle ratings: Glicko-2 (the `skillratings` crate, as game ratings), the solver
//! against the puzzle: solving it is a win, failing it a loss. Apart from game ratings.

use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

use crate::i18n::Tr;
use crate::model::{Glicko, PuzzlePlayer, PuzzleStats};

use super::super::messages;

fn of(g: Glicko) -> Glicko2Rating {
    Glicko2Rating {
        rating: g.rating,
        deviation: g.deviation,
        volatility: g.volatility,
    }
}

fn back(r: Glicko2Rating) -> Glicko {
    Glicko {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    }
}

/// What an attempt did to the solver's rating, and what the puzzle's own rating is
/// then rated with (once the solver's record is written).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Rated {
    pub before: f64,
    pub after: f64,
    /// The solver's rating before the attempt: the puzzle's opponent.
    pub solver: Glicko,
    pub solved: bool,
}

impl Rated {
    /// "Puzzle rating: 1500 → 1562 (+62)", in `tr`'s language.
    pub fn change_line(&self, tr: Tr<'_>) -> String {
        messages::puzzle_rating_change(tr, self.before, self.after)
    }
}

/// Rates one attempt for the solver (against the puzzle's rating now): their rating,
/// counts and streaks.
pub(super) fn rate_solver(player: &mut PuzzlePlayer, puzzle: Glicko, solved: bool) -> Rated {
    let outcome = if solved {
        Outcomes::WIN
    } else {
        Outcomes::LOSS
    };
    let before = player.rating;
    let (solver, _) = glicko2(&of(before), &of(puzzle), &outcome, &Glicko2Config::new());
    player.rating = back(solver);
    if solved {
        player.solved += 1;
        player.streak += 1;
        player.best_streak = player.best_streak.max(player.streak);
    } else {
        player.failed += 1;
        player.streak = 0;
    }
    Rated {
        before: before.rating,
        after: player.rating.rating,
        solver: before,
        solved,
    }
}

/// Rates one attempt for the puzzle (against the solver's rating before it).
pub(super) fn rate_puzzle(puzzle: &mut PuzzleStats, rated: &Rated) {
    let outcome = if rated.solved {
        Outcomes::LOSS
    } else {
        Outcomes::WIN
    };
    let (problem, _) = glicko2(
        &of(puzzle.rating),
        &of(rated.solver),
        &outcome,
        &Glicko2Config::new(),
    );
    puzzle.rating = back(problem);
    puzzle.attempts += 1;
    if rated.solved {
        puzzle.solves += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{GuildId, UserId};

    fn puzzle(rating: f64) -> PuzzleStats {
        PuzzleStats {
            id: "p".into(),
            rating: Glicko::new(rating),
            attempts: 0,
            solves: 0,
            revision: 0,
        }
    }

    #[test]
    fn solving_raises_the_solver_and_lowers_the_puzzle_and_failing_the_reverse() {
        let mut player = PuzzlePlayer::new(GuildId(1), UserId(2));
        let mut hard = puzzle(1800.0);
        let won = rate_solver(&mut player, hard.rating, true);
        rate_puzzle(&mut hard, &won);
        assert!(won.after > won.before + 50.0, "{won:?}");
        assert!(hard.rating.rating < 1800.0);
        assert_eq!(
            (player.solved, player.streak, player.best_streak),
            (1, 1, 1)
        );
        assert_eq!((hard.attempts, hard.solves), (1, 1));
        let mut easy = puzzle(1000.0);
        let lost = rate_solver(&mut player, easy.rating, false);
        rate_puzzle(&mut easy, &lost);
        assert!(lost.after < lost.before, "{lost:?}");
        assert!(easy.rating.rating > 1000.0);
        assert_eq!(
            (player.failed, player.streak, player.best_streak),
            (1, 0, 1)
        );
    }
}
