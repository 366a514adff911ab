//! What an action did, as the public lines everyone reads, and what it told only one
//! player (the cards they drew). Drawn cards never reach a public line.

use super::say;
use crate::carnett::{Action, Color, Event, Game, Kind, Outcome};
use crate::i18n::Tr;
use crate::model::GameRecord;
use crate::service::names::seat_name;

use super::super::answer::Told;

/// The lines of `action`, taken by `seat` in `before`, which became `after` with
/// `events`.
pub(crate) fn describe(
    tr: Tr<'_>,
    record: &GameRecord,
    before: &Game,
    after: &Game,
    seat: Color,
    action: Action,
    events: &[Event],
) -> Told {
    let name = |c: Color| seat_name(record, c.index());
    let board = before.position().board();
    let kind_at = |sq| board.piece_at(sq).map_or(Kind::Pawn, |p| p.kind);
    let mut told = Told::default();
    let line = match action {
        Action::Move(mv) => match after.battle() {
            Some(battle) if before.battle().is_none() => Some(say::attacks(
                tr,
                &say::Attack {
                    name: &name(seat),
                    defender: &name(seat.opponent()),
                    piece: kind_at(mv.from),
                    from: mv.from.to_string(),
                    target: kind_at(battle.target),
                    square: battle.target.to_string(),
                },
            )),
            _ => Some(say::moved(
                tr,
                &name(seat),
                &mv.to_string(),
                kind_at(mv.from),
            )),
        },
        Action::Play(card) => Some(say::card_played(tr, &name(seat), card)),
        Action::Discard(card) => Some(say::discarded(tr, &name(seat), card)),
        Action::Exchange(kind) => Some(say::exchanged(tr, &name(seat), kind)),
        Action::Drop { kind, to } => Some(say::dropped(tr, &name(seat), kind, &to.to_string())),
        Action::EndTurn => Some(say::ended_turn(tr, &name(seat))),
    };
    told.public.extend(line);
    // A pawn that reached the last rank, by a quiet move or a won battle.
    let landed = match action {
        Action::Move(mv) if after.battle().is_none() => Some((mv, seat)),
        Action::Play(_) if after.battle().is_none() => {
            before.battle().map(|b| (b.attack, b.attacker))
        }
        _ => None,
    };
    if let Some((mv, mover)) = landed {
        let was = board.piece_at(mv.from).map(|p| p.kind);
        let now = after.position().board().piece_at(mv.to);
        if let (Some(Kind::Pawn), Some(now)) = (was, now) {
            if now.kind != Kind::Pawn && now.color == mover {
                told.public.push(say::promoted(tr, now.kind));
            }
        }
    }
    for event in events {
        match event {
            Event::BattleWon { winner } => {
                if let Some(battle) = before.battle() {
                    let mut cards = battle.cards.clone();
                    if let Action::Play(card) = action {
                        cards.push(card);
                    }
                    let lost = if *winner == battle.attacker {
                        kind_at(battle.target)
                    } else {
                        kind_at(battle.attack.from)
                    };
                    told.public.push(say::battle_won(
                        tr,
                        &name(*winner),
                        &name(winner.opponent()),
                        lost,
                        &cards,
                    ));
                }
            }
            Event::Drew { seat, card } => told.secrets.drew[seat.index()].push(*card),
            Event::Reshuffled => told.public.push(say::reshuffled(tr)),
            Event::Rolled { seat, value } => {
                told.public.push(say::rolled(tr, &name(*seat), *value))
            }
            Event::Dealt { .. } | Event::Ended(_) => {}
        }
    }
    told
}

/// How a game the rules ended ended, in plain names.
pub(crate) fn rules_summary(tr: Tr<'_>, record: &GameRecord, outcome: Outcome) -> String {
    let name = |c: Color| crate::service::names::plain_name(record, c.index());
    match outcome {
        Outcome::KingCaptured { winner } => {
            say::end_king(tr, &name(winner), &name(winner.opponent()))
        }
        Outcome::TurnLimit => say::end_turn_limit(tr),
    }
}
