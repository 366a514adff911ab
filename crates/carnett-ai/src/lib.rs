//! The computer player for Carnett's Martian Chess. It takes a [`PlayerView`]: its
//! own hand and the public state, never the deck's order or the other hand, so its
//! choices cannot depend on hidden cards. All its chance comes from the seed, and no
//! level reads the clock to decide: the same view, level and seed give the same
//! action on any machine.
//!
//! ```
//! use martian_carnett::{Color, Game, Seed};
//! use martian_carnett_ai::{choose, Level};
//! let (game, _) = Game::new(Seed::from_u64(1));
//! let action = choose(&game.view(Color::White), Level::Normal, 7).unwrap();
//! assert!(game.legal_actions().contains(&action));
//! // Black has nothing to do while White is to act.
//! assert_eq!(choose(&game.view(Color::Black), Level::Normal, 7), None);
//! ```

mod battle;
mod battle_chance;
mod eval;
mod level;
mod odds;
mod review;
mod rng;
mod search;
pub mod selfplay;

#[cfg(test)]
mod tests;

use std::time::{Duration, Instant};

use martian_carnett::{Action, PlayerView};
use rand::RngExt;

pub use level::{Level, ParseLevelError};
pub use odds::Odds;
pub use review::{review, review_choice, Reviewed, UnplayableAction, REVIEW_NODES};
pub use rng::game_seed;

/// A chosen action and what choosing it took.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    pub action: Action,
    /// Positions evaluated.
    pub nodes: u64,
    /// The chosen action's value for the player, in centipawns (0 for a card or a
    /// random choice).
    pub score: f64,
    /// Thinking time (measured only: nothing depends on it).
    pub elapsed: Duration,
}

/// The action of the view's seat at `level`; `None` when it is not that seat's to act.
pub fn choose(view: &PlayerView, level: Level, seed: u64) -> Option<Action> {
    analyse(view, level, seed).map(|c| c.action)
}

/// Like [`choose`], with what the choice took.
pub fn analyse(view: &PlayerView, level: Level, seed: u64) -> Option<Choice> {
    let began = Instant::now();
    let legal = view.legal_actions();
    if legal.is_empty() {
        return None;
    }
    let mut rng = rng::for_view(seed, view);
    let done = |action, nodes, score| {
        Some(Choice {
            action,
            nodes,
            score,
            elapsed: began.elapsed(),
        })
    };
    if level == Level::Random {
        return done(legal[rng.random_range(0..legal.len())], 0, 0.0);
    }
    let settings = level.settings();
    let odds = Odds::new(view.unseen(), view.opponent_cards);
    if let Some(battle) = &view.battle {
        let card = battle::choose(battle, view.hand, &odds, settings.lead_by_odds)
            .map(Action::Play)
            .filter(|a| legal.contains(a))
            .unwrap_or(legal[0]);
        return done(card, 0, 0.0);
    }
    let mut searcher = search::Searcher::for_view(view, odds, settings.widths, u64::MAX);
    let mut values = searcher.root(&view.position, view.hand);
    for (_, v) in values.iter_mut() {
        if settings.noise > 0 {
            *v += f64::from(rng.random_range(0..=settings.noise));
        }
    }
    let (action, score) = values.into_iter().filter(|(a, _)| legal.contains(a)).fold(
        (Action::EndTurn, f64::NEG_INFINITY),
        |best, x| {
            if x.1 > best.1 {
                x
            } else {
                best
            }
        },
    );
    done(action, searcher.nodes, score)
}
