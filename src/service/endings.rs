//! How a game ended when no game's rules decided it (a resignation, a forfeit, an
//! abort, a declined or expired challenge, an agreed draw): the same sentences for
//! every game, made from the record alone.

use crate::engine::Player;
use crate::i18n::Tr;
use crate::model::{EndKind, GameEnd, GameRecord};
use crate::render;

use super::messages;
use super::names::{plain_name, plain_names};

/// How a game someone resigned or lost on time ended, in plain names; `None` for
/// other ends.
fn player_summary(tr: Tr<'_>, record: &GameRecord, end: &GameEnd) -> Option<String> {
    let (seat, forfeit) = match end.kind {
        EndKind::Resigned { seat } => (seat, false),
        EndKind::Forfeit { seat } => (seat, true),
        _ => return None,
    };
    let draw = end.winners.is_empty();
    let names = plain_names(record, if draw { &end.drawn } else { &end.winners });
    Some(messages::end_by_player(
        tr,
        &names,
        draw,
        forfeit,
        &plain_name(record, seat),
    ))
}

/// How a game the lobby ended (aborted, withdrawn, declined, expired) ended, in plain
/// names; `None` for other ends.
fn lobby_summary(tr: Tr<'_>, record: &GameRecord, end: &GameEnd) -> Option<String> {
    let name_of = |user| match record.seat_of(user) {
        Some(seat) => plain_name(record, seat),
        None => end
            .by_name
            .clone()
            .unwrap_or_else(|| format!("user-{}", user.0)),
    };
    // A game some seat never accepted was still a challenge when it ended.
    let invitation = record.seats.iter().any(|s| !s.accepted);
    Some(match end.kind {
        EndKind::Aborted { by } if invitation && by == record.challenger => {
            messages::withdrawn(tr, &name_of(by))
        }
        EndKind::Aborted { by } => messages::aborted(tr, &name_of(by)),
        EndKind::Declined { by } => messages::declined(tr, &name_of(by)),
        EndKind::Expired => {
            let waiting: Vec<usize> = (0..record.seats.len())
                .filter(|s| !record.seats[*s].accepted)
                .collect();
            // Records before `waited_hours` existed: from the challenge to its end.
            let hours = end.waited_hours.map_or_else(
                || (end.at_ms - record.created_ms).div_euclid(3_600_000),
                i64::from,
            );
            messages::invitation_expired_summary(tr, &plain_names(record, &waiting), hours)
        }
        EndKind::Agreed => messages::draw_agreed(tr, &plain_names(record, &end.drawn)),
        EndKind::Rules | EndKind::Resigned { .. } | EndKind::Forfeit { .. } => return None,
    })
}

/// How a game ended, other than by the rules, in plain names.
pub(crate) fn decided_summary(tr: Tr<'_>, record: &GameRecord, end: &GameEnd) -> Option<String> {
    player_summary(tr, record, end).or_else(|| lobby_summary(tr, record, end))
}

/// A result decided outside the rules (resignation, forfeit), for the renderer to show
/// instead of the position's own outcome, in `tr`'s language.
pub(crate) fn verdict_in(tr: Tr<'_>, record: &GameRecord) -> Option<render::Verdict> {
    record
        .end
        .as_ref()
        .filter(|e| e.kind != EndKind::Rules)
        .map(|e| render::Verdict {
            text: decided_summary(tr, record, e).unwrap_or_default(),
            shorter: render::NAME_LIMITS
                .iter()
                .map(|max| {
                    decided_summary(tr, &with_names_cut(record, *max), e).unwrap_or_default()
                })
                .collect(),
            winners: e
                .winners
                .iter()
                .filter_map(|s| Player::from_number(*s as u8 + 1))
                .collect(),
        })
}

/// `record` with every seat's name cut to `max` characters: what an image says about
/// the end when the whole names leave no room for the result.
fn with_names_cut(record: &GameRecord, max: usize) -> GameRecord {
    let mut short = record.clone();
    for seat in &mut short.seats {
        seat.name = render::shorten(&seat.name, max);
    }
    short
}
