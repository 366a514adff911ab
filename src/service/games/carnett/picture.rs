//! The pictures of Carnett's game: the live board and the replay, drawn from the
//! renderer's public [`Table`] (hand and deck sizes, never their cards), and the end's
//! revelation of the seed with the game's record.

use crate::carnett::{Action, Color, Game, Seed};
use crate::i18n::Tr;
use crate::model::{ChannelId, GameRecord};
use crate::render::carnett::{self as image, Table};
use crate::render::Orientation;
use crate::service::endings::verdict_in;
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::markdown::escape;
use crate::service::messages;
use crate::service::names::{plain_name, seat_name};
use crate::service::reply::{Attachment, Delivery, Drawing, Reply};

use super::board_texts::{carnett_alt, carnett_board_texts};
use super::colors::color;
use super::ending::end_summary;
use super::record::{record_text, seed_text};
use super::say;
use super::seed::seed_hash;

/// Frames of a replay before it shows only the end of each turn: a long game would
/// make a GIF of several megabytes.
const REPLAY_FRAMES: usize = 400;
/// Characters of a replay's action list (a message holds 2000).
const ACTION_LIST_CHARS: usize = 1500;

/// The actions of a record, each with the colour that took it.
type Taken = Vec<(Color, Action)>;

/// The actions of a record with the colour that took each, and the game before the
/// last one (for the picture's highlight of a battle just decided).
fn actions_of(record: &GameRecord) -> Option<(Taken, Option<Game>)> {
    let seed = Seed::from_hex(seed_text(record)?).ok()?;
    let (mut game, _) = Game::new(seed);
    let mut taken = Vec::with_capacity(record.moves.len());
    let mut before = None;
    for (i, text) in record.moves.iter().enumerate() {
        let action: Action = text.parse().ok()?;
        let seat = game.to_act()?;
        if i + 1 == record.moves.len() {
            before = Some(game.clone());
        }
        game.apply(seat, action).ok()?;
        taken.push((seat, action));
    }
    Some((taken, before))
}

/// The renderer's options for a record: names, the end outside the rules, words.
pub(crate) fn options(tr: Tr<'_>, record: &GameRecord, orientation: Orientation) -> image::Options {
    let verdict = verdict_in(tr, record).map(|v| image::Verdict {
        text: v.text,
        shorter: v.shorter,
        winner: record
            .end
            .as_ref()
            .and_then(|e| e.winners.first())
            .map(|seat| color(*seat)),
    });
    image::Options {
        names: [plain_name(record, 0), plain_name(record, 1)],
        orientation,
        verdict,
        texts: carnett_board_texts(tr),
    }
}

/// The board's picture (the public state only), with its description for screen
/// readers.
pub(crate) fn picture(tr: Tr<'_>, record: &GameRecord, game: &Game) -> Option<Attachment> {
    let table = match actions_of(record) {
        Some((taken, Some(before))) => match taken.last() {
            Some(last) => Table::after(&before, *last, game),
            None => Table::of(game, None),
        },
        _ => Table::of(game, None),
    };
    let options = options(tr, record, Orientation::Auto);
    let names = [plain_name(record, 0), plain_name(record, 1)];
    let verdict = options.verdict.as_ref().map(|v| v.text.clone());
    let description = carnett_alt(
        tr,
        &table,
        [names[0].as_str(), names[1].as_str()],
        verdict.as_deref(),
    );
    let mut picture = Attachment::drawn_later(
        format!("board-{}-{}.png", record.id, record.ply()),
        Drawing::new(move || image::png(&table, &options)),
    );
    picture.description = Some(description);
    Some(picture)
}

/// A Carnett game that ended reveals its seed, with its record attached and how to
/// check it; nothing for a game still open, one that never began, or a Looney
/// Pyramids game.
pub(crate) fn reveal(tr: Tr<'_>, record: &GameRecord) -> Option<Reply> {
    // A challenge that never began dealt nothing worth checking.
    if record.seats.iter().any(|s| !s.accepted) {
        return None;
    }
    let seed = seed_text(record)?;
    let text = record_text(record)?;
    let hash = seed_hash(record)?;
    let file = format!("carnett-{}.txt", record.id);
    let home = record.parent.unwrap_or(record.channel);
    let mut reply = Reply::public(home, say::seed_reveal(tr, seed, &hash, &file));
    reply.delivery = Delivery::Channel;
    reply.silent = true;
    reply.image = Some(Attachment::new(file, text.into_bytes()));
    Some(reply)
}

/// `/martian replay` of a Carnett game: the animation of its public states and
/// its actions (every action and card is public once taken).
pub(crate) fn replay_reply(
    tr: Tr<'_>,
    record: &GameRecord,
    channel: ChannelId,
) -> ServiceResult<Reply> {
    let seed = seed_text(record)
        .and_then(|seed| Seed::from_hex(seed).ok())
        .ok_or_else(|| ServiceError::internal(format!("game {} has no seed", record.id)))?;
    let (taken, _) = actions_of(record)
        .ok_or_else(|| ServiceError::internal(format!("game {} does not replay", record.id)))?;
    let mut frames = image::replay(seed, &taken);
    if frames.len() > REPLAY_FRAMES {
        frames = turn_ends(frames);
    }
    let names: Vec<String> = (0..record.seats.len())
        .map(|s| seat_name(record, s))
        .collect();
    let title = messages::replay_title(tr, &record.id.to_string(), &names);
    let result = match end_summary(tr, record) {
        Some(summary) => escape(&summary),
        None => messages::replay_in_progress(tr),
    };
    let shown: Vec<String> = taken
        .iter()
        .map(|(_, action)| say::shown(tr, action))
        .collect();
    let mut list = shown.join(" ");
    if list.chars().count() > ACTION_LIST_CHARS {
        list = list.chars().take(ACTION_LIST_CHARS).collect::<String>() + " …";
    }
    let mut reply = Reply::public(
        channel,
        format!("{title}\n{result}\n{}", messages::replay_moves(tr, &list)),
    );
    let last = frames.last().cloned();
    let options = options(tr, record, Orientation::South);
    let description = last.map(|table| {
        let names = [plain_name(record, 0), plain_name(record, 1)];
        let verdict = options.verdict.as_ref().map(|v| v.text.clone());
        format!(
            "{} {}",
            messages::replay_alt(tr, &record.id.to_string()),
            carnett_alt(
                tr,
                &table,
                [names[0].as_str(), names[1].as_str()],
                verdict.as_deref()
            )
        )
    });
    let mut gif = Attachment::drawn_later(
        format!("replay-{}.gif", record.id),
        Drawing::new(move || image::gif(&frames, &options)),
    );
    gif.description = description;
    reply.image = Some(gif);
    reply.silent = true;
    Ok(reply)
}

/// The last table of each turn (and the very last): a long game's replay in fewer
/// frames.
fn turn_ends(frames: Vec<Table>) -> Vec<Table> {
    let count = frames.len();
    let mut kept = Vec::new();
    let mut iter = frames.into_iter().enumerate().peekable();
    while let Some((i, table)) = iter.next() {
        let next_turn = iter.peek().map(|(_, t)| t.position.turn());
        if i == 0 || i + 1 == count || next_turn != Some(table.position.turn()) {
            kept.push(table);
        }
    }
    kept
}
