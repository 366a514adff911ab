//! How players are named in what the bot says: as they wrote their names (images,
//! stored summaries), markdown-escaped (messages), or pinged.

use crate::i18n::Tr;
use crate::model::GameRecord;

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
