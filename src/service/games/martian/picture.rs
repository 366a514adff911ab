//! The Looney Pyramids game's pictures: the board as it stands (PNG) with its words in
//! the reader's language and its text for screen readers, and a game's replay (GIF).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use crate::engine::{Game, Player};
use crate::i18n::{Catalog, Lang, Tr};
use crate::model::{ChannelId, GameRecord, GameStatus};
use crate::render;
use crate::service::endings::verdict_in;
use crate::service::error::ServiceResult;
use crate::service::markdown::escape;
use crate::service::messages;
use crate::service::names::{plain_name, seat_name};
use crate::service::reply::{Attachment, Drawing, Reply};

use super::alt;
use super::ending::end_summary;
use super::say;

/// Characters of a replay's move list: Discord messages hold 2000, and the GIF shows
/// every move anyway.
const MOVE_LIST_CHARS: usize = 1500;

/// The words of board images in `tr`'s language (see `render::Texts`: templates the
/// image fills with names and numbers), made once per language.
pub(crate) fn board_texts(tr: Tr<'_>) -> Arc<render::Texts> {
    type Made = Mutex<HashMap<(usize, Lang), Arc<render::Texts>>>;
    static MADE: OnceLock<Made> = OnceLock::new();
    let key = (tr.catalog as *const Catalog as usize, tr.lang);
    let made = MADE.get_or_init(Default::default);
    if let Some(texts) = made.lock().ok().and_then(|m| m.get(&key).cloned()) {
        return texts;
    }
    let texts = Arc::new(make_board_texts(tr));
    if let Ok(mut m) = made.lock() {
        m.insert(key, texts.clone());
    }
    texts
}

fn make_board_texts(tr: Tr<'_>) -> render::Texts {
    // The image fills these in itself.
    let slot = |name: &str| format!("{{{name}}}");
    let with = |id: &str, vars: &[&str]| {
        let args: Vec<(&str, crate::i18n::Arg)> =
            vars.iter().map(|v| (*v, slot(v).into())).collect();
        tr.a(id, &args)
    };
    let win = |count: usize| {
        tr.a(
            "board-win",
            &[("names", slot("names").into()), ("count", count.into())],
        )
    };
    render::Texts {
        to_move_tag: tr.t("board-to-move-tag"),
        winner_tag: tr.t("board-winner-tag"),
        default_name: with("board-default-name", &["number"]),
        to_move: with("board-to-move", &["name"]),
        clock: (0..render::CLOCK_LINES)
            .map(|n| tr.a("board-clock", &[("count", n.into())]))
            .collect(),
        team_score: with("board-team-score", &["names", "score"]),
        team_join: tr.t("board-team-join"),
        win_one: win(1),
        win_many: win(2),
        draw_all: tr.t("board-draw-all"),
        draw_some: with("board-draw-some", &["names"]),
        list_and: with("list-and", &["init", "last"]),
        list_separator: tr.t("list-separator"),
        emptied_own_zone: with("board-emptied-own-zone", &["name"]),
        emptied_zone: with("board-emptied-zone", &["by", "zone"]),
        clock_ran_out: tr.t("board-clock-ran-out"),
        no_legal_move: with("board-no-legal-move", &["name"]),
        tie_break: tr.t("board-tie-break"),
    }
}

/// What the board image shows, for screen readers, in `tr`'s language: whose move it
/// is (or how the game ended), the score, and the last move. Plain names: it is no
/// markdown.
pub(crate) fn board_alt(tr: Tr<'_>, record: &GameRecord, game: &Game) -> String {
    let pos = game.position();
    let summary = end_summary(tr, record, game);
    let stage = match (record.status, &summary) {
        (_, Some(_)) => alt::AltStage::Over,
        (GameStatus::Invited, None) => alt::AltStage::Start,
        _ if pos.is_over() => alt::AltStage::Over,
        _ => alt::AltStage::Move(record.ply() + 1),
    };
    let to_move = (stage != alt::AltStage::Over).then(|| plain_name(record, pos.to_move().index()));
    let scores: Vec<(String, u32)> = (0..record.seats.len())
        .zip(pos.scores())
        .map(|(seat, points)| (plain_name(record, seat), u32::from(*points)))
        .collect();
    let last = match (game.moves().last(), game.effects().last()) {
        (Some(m), Some(played)) => Some((
            plain_name(record, played.mover.index()),
            say::move_label(tr, &m.to_string(), played),
        )),
        _ => None,
    };
    alt::board_alt(
        tr,
        stage,
        to_move.as_deref(),
        summary.as_deref(),
        &scores,
        last.as_ref()
            .map(|(name, label)| (name.as_str(), label.as_str())),
    )
}

/// The board image of a game of the Looney Pyramids as it stands, with its words
/// in `tr`'s language.
pub(crate) fn board_image(tr: Tr<'_>, record: &GameRecord, game: &Game) -> Attachment {
    let pos = game.position();
    let options = board_options(tr, record, game);
    let mut image = Attachment::drawn_later(format!("board-{}-{}.png", record.id, record.ply()), {
        let position = *pos;
        Drawing::new(move || render::png(&position, &options))
    });
    image.description = Some(board_alt(tr, record, game));
    image
}

/// What the board image of a game shows besides the position: names, captures, the
/// end outside the rules, words in `tr`'s language.
pub(crate) fn board_options(tr: Tr<'_>, record: &GameRecord, game: &Game) -> render::Options {
    render::Options {
        // Images are not markdown: names as written.
        names: (0..record.seats.len())
            .map(|s| plain_name(record, s))
            .collect(),
        captured: Some(
            (0..record.seats.len())
                .filter_map(|s| Player::from_number(s as u8 + 1))
                .map(|p| game.captured_by(p))
                .collect(),
        ),
        verdict: verdict_in(tr, record),
        texts: board_texts(tr),
        ..render::Options::default()
    }
}

/// `/martian replay` of a Looney Pyramids game: the animated board and its move list,
/// for everyone in `channel`.
pub(crate) fn replay_reply(
    tr: Tr<'_>,
    game: &GameRecord,
    channel: ChannelId,
) -> ServiceResult<Reply> {
    let replayed = game.replay()?;
    let options = render::Options {
        names: (0..game.seats.len()).map(|s| plain_name(game, s)).collect(),
        verdict: verdict_in(tr, game),
        texts: board_texts(tr),
        ..render::Options::default()
    };
    let per_round = game.seats.len();
    let mut rounds = Vec::new();
    for (i, chunk) in game.moves.chunks(per_round).enumerate() {
        rounds.push(format!("{}. {}", i + 1, chunk.join(" ")));
    }
    let mut list = rounds.join("  ");
    if list.chars().count() > MOVE_LIST_CHARS {
        list = list.chars().take(MOVE_LIST_CHARS).collect::<String>() + " …";
    }
    let names: Vec<String> = (0..game.seats.len()).map(|s| seat_name(game, s)).collect();
    let title = messages::replay_title(tr, &game.id.to_string(), &names);
    let result = match end_summary(tr, game, &replayed) {
        Some(summary) => escape(&summary),
        None => messages::replay_in_progress(tr),
    };
    let moves = messages::replay_moves(tr, &list);
    let mut reply = Reply::public(channel, format!("{title}\n{result}\n{moves}"));
    // What the animation ends on, for screen readers.
    let description = format!(
        "{} {}",
        messages::replay_alt(tr, &game.id.to_string()),
        board_alt(tr, game, &replayed)
    );
    let mut image = Attachment::drawn_later(format!("replay-{}.gif", game.id), {
        let game = replayed.clone();
        Drawing::new(move || render::gif(&game, &options))
    });
    image.description = Some(description);
    reply.image = Some(image);
    // A replay asked for is news to nobody.
    reply.silent = true;
    Ok(reply)
}
