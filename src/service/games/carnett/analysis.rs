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
use crate::i18n::Tr;
use crate::model::{GameAnalysis, GameRecord};
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::games::analysed::{assemble, curve_of, ReviewedMove, Unanalysable};
use crate::service::reply::Attachment;

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

/// The analysis of a stored game (at [`ANALYSIS_NODES`]): dealt again from its seed,
/// public once the game is over.
pub(crate) fn analyse_record(
    record: &GameRecord,
) -> ServiceResult<Result<GameAnalysis, Unanalysable>> {
    let seed = super::record::seed_text(record)
        .and_then(|hex| Seed::from_hex(hex).ok())
        .ok_or_else(|| ServiceError::internal(format!("game {} has no seed", record.id)))?;
    // Every stored action replays (the record is checked as it is read).
    super::record::replay(record)?;
    let actions: Vec<Action> = record
        .moves
        .iter()
        .filter_map(|text| text.parse().ok())
        .collect();
    Ok(analyse_actions(seed, &actions, ANALYSIS_NODES))
}

/// Whether the computer can judge a Carnett game: it has an action, and a curve was
/// fitted for the game.
pub(crate) fn can_analyse(record: &GameRecord) -> bool {
    !record.moves.is_empty()
        && curve_of("carnett", 2).is_ok()
        && super::record::seed_text(record).is_some()
}

/// An action as the analysis wrote it, as a player reads it in `tr`'s language.
pub(crate) fn action_text(tr: Tr<'_>, text: &str) -> String {
    match text.parse::<Action>() {
        Ok(action) => super::say::shown(tr, &action),
        Err(_) => text.to_string(),
    }
}

/// The table before the action at `ply` of a stored game, as everyone saw it then.
pub(crate) fn board_before(
    tr: Tr<'_>,
    record: &GameRecord,
    ply: usize,
    best: &str,
) -> ServiceResult<Attachment> {
    let mut then = record.clone();
    then.moves.truncate(ply);
    then.status = crate::model::GameStatus::Active;
    then.end = None;
    let game = super::record::replay(&then)?;
    let mut image = super::picture::picture(tr, &then, &game)
        .ok_or_else(|| ServiceError::internal(format!("no table of game {}", record.id)))?;
    image.description = Some(format!(
        "{} {}",
        crate::service::messages::analysis_board_better(tr, &action_text(tr, best)),
        image.description.unwrap_or_default()
    ));
    Ok(image)
}
