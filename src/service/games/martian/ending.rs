//! How a Looney Pyramids game ends: by its rules (an empty zone, the clock, no legal
//! move), or by a resignation or a forfeit, which the scores still decide among the
//! others; and the sentence that says so.

use super::say;
use crate::engine::{Game, GameResult, Outcome, Player, PlayerSet, Position};
use crate::i18n::Tr;
use crate::model::{EndKind, GameEnd, GameRecord};
use crate::service::endings::decided_summary;
use crate::service::names::plain_name;

/// Plain names, for summaries.
fn names_of(record: &GameRecord, players: PlayerSet) -> Vec<String> {
    players
        .iter()
        .map(|p| plain_name(record, p.index()))
        .collect()
}

/// "7–5", or "3–1–0–2" with four players.
pub(crate) fn score_line(pos: &Position) -> String {
    let scores: Vec<String> = pos.scores().iter().map(|s| s.to_string()).collect();
    scores.join("–")
}

/// How a game decided by the rules ended, in plain names.
pub(crate) fn rules_summary(
    tr: Tr<'_>,
    record: &GameRecord,
    pos: &Position,
    outcome: &Outcome,
) -> String {
    let name = |p: Player| plain_name(record, p.index());
    let reason = say::reason_text(tr, outcome.reason, &name);
    let (players, draw) = match outcome.result {
        GameResult::Win(players) => (players, false),
        GameResult::Draw(players) => (players, true),
    };
    say::end_by_rules(
        tr,
        &names_of(record, players),
        draw,
        outcome.won_on_tie_break,
        &score_line(pos),
        &reason,
    )
}

/// The end of a game decided by the rules.
pub(crate) fn rules_end(pos: &Position, outcome: &Outcome, at_ms: i64) -> GameEnd {
    let (winners, drawn) = match outcome.result {
        GameResult::Win(players) => (players.iter().map(|p| p.index()).collect(), Vec::new()),
        GameResult::Draw(players) => (Vec::new(), players.iter().map(|p| p.index()).collect()),
    };
    GameEnd {
        kind: EndKind::Rules,
        winners,
        drawn,
        scores: pos.scores().to_vec(),
        at_ms,
        by_name: None,
        waited_hours: None,
    }
}

/// The end of a game someone resigned (or forfeited on time): they lose whatever the
/// score; their opponents (or the other team) win, and with four players the leaders
/// among the others win, sharing a draw when tied.
pub(crate) fn resign_end(pos: &Position, seat: usize, kind: EndKind, at_ms: i64) -> GameEnd {
    let loser = Player::from_number(seat as u8 + 1).expect("seats are players");
    let others: Vec<PlayerSet> = pos
        .sides()
        .into_iter()
        .filter(|side| !side.contains(loser))
        .collect();
    let best = others.iter().map(|s| pos.side_score(*s)).max().unwrap_or(0);
    let leaders: Vec<PlayerSet> = others
        .into_iter()
        .filter(|s| pos.side_score(*s) == best)
        .collect();
    let all = leaders.iter().fold(PlayerSet::EMPTY, |a, s| a.union(*s));
    let seats: Vec<usize> = all.iter().map(|p| p.index()).collect();
    let (winners, drawn) = if leaders.len() == 1 {
        (seats, Vec::new())
    } else {
        (Vec::new(), seats)
    };
    GameEnd {
        kind,
        winners,
        drawn,
        scores: pos.scores().to_vec(),
        at_ms,
        by_name: None,
        waited_hours: None,
    }
}

/// How a finished game ended, in `tr`'s language and plain names (escape it for a
/// message), from its record and final state; `None` while it goes on.
pub(crate) fn end_summary(tr: Tr<'_>, record: &GameRecord, game: &Game) -> Option<String> {
    let end = record.end.as_ref()?;
    match end.kind {
        EndKind::Rules => {
            let pos = game.position();
            pos.outcome().map(|o| rules_summary(tr, record, pos, &o))
        }
        _ => decided_summary(tr, record, end),
    }
}
