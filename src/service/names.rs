//! How players are named in what the bot says: as they wrote their names (images,
//! stored summaries), markdown-escaped (messages), or pinged.

use crate::i18n::Tr;
use crate::model::{GameRecord, Seat};

use super::markdown::escape;

/// A seat's display name as its player chose it, for what is not markdown: images,
/// and the summary stored with a game (escaped where a message shows it).
pub(crate) fn plain_name(record: &GameRecord, seat: usize) -> String {
    record
        .seats
        .get(seat)
        .map_or_else(|| format!("player {}", seat + 1), |s| s.name.clone())
}

/// A seat's display name for a message: markdown-escaped, so it shows as written.
pub(crate) fn seat_name(record: &GameRecord, seat: usize) -> String {
    escape(&plain_name(record, seat))
}

/// A seat as text that pings a human (`<@id>`) and names the computer.
pub(crate) fn seat_mention(record: &GameRecord, seat: usize) -> String {
    match record.seats.get(seat) {
        Some(s) if s.computer.is_none() => s.user.mention(),
        _ => seat_name(record, seat),
    }
}

/// The seats' plain names, for summaries.
pub(crate) fn plain_names(record: &GameRecord, seats: &[usize]) -> Vec<String> {
    seats.iter().map(|s| plain_name(record, *s)).collect()
}

/// The players' names joined by "vs", bold (`plain`: as written, for a thread's name).
pub(crate) fn players_line(tr: Tr<'_>, record: &GameRecord, plain: bool) -> String {
    let versus = tr.t("play-versus");
    let names: Vec<String> = (0..record.seats.len())
        .map(|s| {
            let name = plain_name(record, s);
            if plain {
                name
            } else {
                format!("**{}**", escape(&name))
            }
        })
        .collect();
    names.join(&versus)
}

/// Names the seats the computer plays after the bot (each seat's name so far) and its
/// level, in `tr`'s language; several such seats get a letter each ("bot A (easy)",
/// "bot B (hard)") so that lines, boards and alt text tell them apart.
pub(crate) fn name_computers(tr: Tr<'_>, seats: &mut [Seat]) {
    let several = seats.iter().filter(|s| s.computer.is_some()).count() > 1;
    let letters: Vec<char> = tr.t("names-computer-letters").chars().collect();
    let mut next = 0;
    for seat in seats.iter_mut() {
        let Some(computer) = &seat.computer else {
            continue;
        };
        let level = tr.a("names-level", &[("level", computer.level.name().into())]);
        let bot = seat.name.clone();
        seat.name = if several {
            let letter = letters
                .get(next)
                .map_or_else(|| (next + 1).to_string(), char::to_string);
            next += 1;
            tr.a(
                "names-computer-lettered",
                &[
                    ("bot", bot.into()),
                    ("letter", letter.into()),
                    ("level", level.into()),
                ],
            )
        } else {
            tr.a(
                "names-computer",
                &[("bot", bot.into()), ("level", level.into())],
            )
        };
    }
}
