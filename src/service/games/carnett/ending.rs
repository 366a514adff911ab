//! How a game of Carnett's chess ended, as the sentence players read.

use crate::carnett::Game;
use crate::i18n::Tr;
use crate::model::{EndKind, GameRecord};
use crate::service::endings::decided_summary;

use super::describe::rules_summary;
use super::record::replay;

/// How a finished Carnett game ended, in `tr`'s language and plain names, from its
/// record and final state; `None` while it goes on.
pub(crate) fn end_summary_in(tr: Tr<'_>, record: &GameRecord, game: &Game) -> Option<String> {
    let end = record.end.as_ref()?;
    match end.kind {
        EndKind::Rules => Some(rules_summary(tr, record, game.outcome()?)),
        _ => decided_summary(tr, record, end),
    }
}

/// [`end_summary_in`] for a record alone, replayed only when the rules ended it.
pub(crate) fn end_summary(tr: Tr<'_>, record: &GameRecord) -> Option<String> {
    let end = record.end.as_ref()?;
    match end.kind {
        EndKind::Rules => end_summary_in(tr, record, &replay(record).ok()?),
        _ => decided_summary(tr, record, end),
    }
}
