//! The analysis of a Carnett game's actions. Once a game has ended its seed is public,
//! so the game is dealt again from it and every action taken again; each is judged
//! from its mover's view at that moment (its own hand, not the other, nor the deck)
//! by the computer player's review (`martian_carnett_ai::review`: the plan's value of
//! a turn action, a battle card's chance of winning the battle times its stakes; in
//! centipawns for the mover, deterministic at its budget of positions), then on the
//! win-chance curve fitted for Carnett's two players (`martian_analysis`).

use crate::analysis::Valued;
use crate::carnett::{Action, Seed};
use crate::carnett_ai;
use crate::model::GameAnalysis;
use crate::service::games::analysed::{assemble, curve_of, ReviewedMove, Unanalysable};

/// Positions the review evaluates at most for one action: the review's own budget,
/// which `normal`'s plan rarely reaches (a 200-turn game takes some seconds:
/// `martian-chess bench`, "analysis Carnett" line).
pub const ANALYSIS_NODES: u64 = carnett_ai::REVIEW_NODES;

#[cfg(test)]
mod tests;

/// The analysis of the game dealt from `seed` in which `actions` were taken, battle
/// cards included, in order (each by the seat that had to act, as a record stores
/// them). `played` and `best` are the actions' canonical text (`e2e4`, `N@e5`,
/// `discard 7H`, `play 7H`...), which `Action`'s parser reads back.
pub fn analyse_actions(
    seed: Seed,
    actions: &[Action],
    nodes: u64,
) -> Result<GameAnalysis, Unanalysable> {
    // Carnett's game is a duel: a seat is its colour (White 0, Black 1).
    let fitted = curve_of("carnett", 2)?;
    let reviewed =
        carnett_ai::review(seed, actions, nodes).map_err(Unanalysable::UnplayableAction)?;
    let reviewed: Vec<ReviewedMove> = reviewed
        .iter()
        .map(|r| ReviewedMove {
            played: r.played.to_string(),
            best: r.best.to_string(),
            valued: Valued {
                mover: r.mover.index(),
                side: r.mover.index(),
                before: r.before,
                after: r.after,
            },
        })
        .collect();
    Ok(assemble(fitted, 2, nodes, &reviewed))
}
