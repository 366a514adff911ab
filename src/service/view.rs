//! Turning games into what players see: names, result sentences, and the board reply
//! with its image and buttons.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use crate::engine::{ClockMode, GameResult, Outcome, Player, PlayerSet, Position};
use crate::i18n::{Catalog, Lang, Tr};
use crate::model::{EndKind, GameEnd, GameRecord, GameStatus};
use crate::render;

use super::game_state::Play;
use super::games::Loaded;
use super::markdown::escape;
use super::messages;
use super::reply::{
    Attachment, Button, ButtonStyle, ComponentAction, ComponentId, Delivery, Drawing, Receipt,
    Reply, Row, Sent,
};
use super::Service;

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

/// Plain names, for summaries.
fn names_of(record: &GameRecord, players: PlayerSet) -> Vec<String> {
    players
        .iter()
        .map(|p| plain_name(record, p.index()))
        .collect()
}

fn plain_names(record: &GameRecord, seats: &[usize]) -> Vec<String> {
    seats.iter().map(|s| plain_name(record, *s)).collect()
}

/// "7–5", or "3–1–0–2" with four players.
pub(crate) fn score_line(pos: &Position) -> String {
    let scores: Vec<String> = pos.scores().iter().map(|s| s.to_string()).collect();
    scores.join("–")
}

/// How a game decided by the rules ended, in plain names.
fn rules_summary(tr: Tr<'_>, record: &GameRecord, pos: &Position, outcome: &Outcome) -> String {
    let name = |p: Player| plain_name(record, p.index());
    let reason = messages::reason_text(tr, outcome.reason, &name);
    let (players, draw) = match outcome.result {
        GameResult::Win(players) => (players, false),
        GameResult::Draw(players) => (players, true),
    };
    messages::end_by_rules(
        tr,
        &names_of(record, players),
        draw,
        outcome.won_on_tie_break,
        &score_line(pos),
        &reason,
    )
}

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
fn decided_summary(tr: Tr<'_>, record: &GameRecord, end: &GameEnd) -> Option<String> {
    player_summary(tr, record, end).or_else(|| lobby_summary(tr, record, end))
}

/// How a finished game ended, in `tr`'s language and plain names (escape it for a
/// message): built from the record's data and the final state `game`. `None` while
/// the game goes on.
pub(crate) fn end_summary(tr: Tr<'_>, record: &GameRecord, game: &Play) -> Option<String> {
    let end = record.end.as_ref()?;
    match (&end.kind, game) {
        (EndKind::Rules, Play::Martian(game)) => {
            let pos = game.position();
            pos.outcome().map(|o| rules_summary(tr, record, pos, &o))
        }
        (EndKind::Rules, Play::Carnett(game)) => {
            let outcome = game.outcome()?;
            Some(super::carnett::rules_summary(tr, record, outcome))
        }
        _ => decided_summary(tr, record, end),
    }
}

/// [`end_summary`] for a record alone: its moves are replayed only when the rules
/// ended it (the other ends need no position). `None` while the game goes on, or for
/// a game by the rules whose moves no longer replay (a damaged record).
pub(crate) fn end_summary_of(tr: Tr<'_>, record: &GameRecord) -> Option<String> {
    let end = record.end.as_ref()?;
    match end.kind {
        EndKind::Rules => {
            let replayed = Play::replay(record).ok()?;
            end_summary(tr, record, &replayed)
        }
        _ => decided_summary(tr, record, end),
    }
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
/// among the others win, sharing a draw when tied. In Carnett's game, the other
/// player wins.
pub(crate) fn resign_end(game: &Play, seat: usize, kind: EndKind, at_ms: i64) -> GameEnd {
    let pos = match game {
        Play::Martian(game) => game.position(),
        Play::Carnett(_) => {
            return GameEnd {
                kind,
                winners: vec![1 - seat.min(1)],
                drawn: Vec::new(),
                scores: Vec::new(),
                at_ms,
                by_name: None,
                waited_hours: None,
            }
        }
    };
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

/// "alice vs bob, move 12, bob to move", in `tr`'s language.
pub(crate) fn game_line_in(tr: Tr<'_>, record: &GameRecord, game: &Play) -> String {
    let names: Vec<String> = (0..record.seats.len())
        .map(|s| seat_name(record, s))
        .collect();
    let to_move = seat_name(record, game.to_act().unwrap_or(game.turn_of()));
    let ply = match record.status {
        GameStatus::Invited => None,
        _ => Some((record.ply(), to_move.as_str())),
    };
    messages::game_line(tr, &names, ply)
}

/// "duel, classic" or "teams, leaping, no clock", in `tr`'s language.
pub(crate) fn description_in(tr: Tr<'_>, record: &GameRecord) -> String {
    if record.game == crate::model::GameKind::Carnett {
        return messages::carnett::description(tr);
    }
    let rules = record.rules;
    let board = if rules.teams {
        "teams"
    } else {
        record.layout.name()
    };
    let clock = match rules.clock {
        ClockMode::Call => None,
        ClockMode::Auto27 => Some("play-clock-auto27"),
        ClockMode::Off => Some("play-clock-off"),
    };
    messages::description(
        tr,
        board,
        rules.ruleset.name(),
        clock,
        rules.reject_captures_allowed,
    )
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
            winners: e
                .winners
                .iter()
                .filter_map(|s| Player::from_number(*s as u8 + 1))
                .collect(),
        })
}

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
pub(crate) fn board_alt_of(tr: Tr<'_>, record: &GameRecord, game: &crate::engine::Game) -> String {
    let pos = game.position();
    let summary = end_summary(tr, record, &Play::Martian(game.clone()));
    let stage = match (record.status, &summary) {
        (_, Some(_)) => messages::AltStage::Over,
        (GameStatus::Invited, None) => messages::AltStage::Start,
        _ if pos.is_over() => messages::AltStage::Over,
        _ => messages::AltStage::Move(record.ply() + 1),
    };
    let to_move =
        (stage != messages::AltStage::Over).then(|| plain_name(record, pos.to_move().index()));
    let scores: Vec<(String, u32)> = (0..record.seats.len())
        .zip(pos.scores())
        .map(|(seat, points)| (plain_name(record, seat), u32::from(*points)))
        .collect();
    let last = match (game.moves().last(), game.effects().last()) {
        (Some(m), Some(played)) => Some((
            plain_name(record, played.mover.index()),
            messages::move_label(tr, &m.to_string(), played),
        )),
        _ => None,
    };
    messages::board_alt(
        tr,
        stage,
        to_move.as_deref(),
        summary.as_deref(),
        &scores,
        last.as_ref()
            .map(|(name, label)| (name.as_str(), label.as_str())),
    )
}

impl Service {
    /// The board image of a game of the Looney Pyramids as it stands, with its words
    /// in `tr`'s language.
    pub(crate) fn board_image(
        &self,
        tr: Tr<'_>,
        record: &GameRecord,
        game: &crate::engine::Game,
    ) -> Attachment {
        let pos = game.position();
        let options = render::Options {
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
        };
        let mut image = Attachment::drawn_later(
            format!("board-{}-{}.png", record.id, record.ply()),
            Drawing::Board {
                position: *pos,
                options,
            },
        );
        image.description = Some(board_alt_of(tr, record, game));
        image
    }

    /// The buttons under a board: of an active game, to play (Move, Board, Draw,
    /// Resign: one row, Discord allows five); of a finished one, to play again
    /// (Rematch).
    pub(crate) fn board_buttons(tr: Tr<'_>, record: &GameRecord) -> Vec<Row> {
        let id = |action| ComponentId::new(record.id, record.ply(), action).encode();
        if record.status == GameStatus::Finished {
            return vec![Row::Buttons(vec![Button {
                custom_id: id(ComponentAction::Rematch),
                label: messages::rematch_button(tr),
                style: ButtonStyle::Primary,
                disabled: false,
            }])];
        }
        if record.status != GameStatus::Active {
            return Vec::new();
        }
        vec![Row::Buttons(vec![
            Button {
                custom_id: id(ComponentAction::Move),
                label: messages::move_button(tr),
                style: ButtonStyle::Primary,
                disabled: false,
            },
            Button {
                custom_id: id(ComponentAction::Board),
                label: messages::board_button(tr),
                style: ButtonStyle::Secondary,
                disabled: false,
            },
            Button {
                custom_id: id(ComponentAction::Draw),
                label: messages::draw_button(tr),
                style: ButtonStyle::Secondary,
                disabled: false,
            },
            Button {
                custom_id: id(ComponentAction::Resign),
                label: messages::resign_button(tr),
                style: ButtonStyle::Danger,
                disabled: false,
            },
        ])]
    }

    /// A public board message: what happened, then whose move it is (pinging them,
    /// with a receipt so that a notice that never arrives is posted again) or how the
    /// game ended, in `tr`'s language (the server's: everyone sees it).
    pub(crate) fn board_message_in(
        &self,
        tr: Tr<'_>,
        loaded: &Loaded,
        mut lines: Vec<String>,
        delivery: Delivery,
    ) -> Reply {
        let record = &loaded.record;
        let game = match &loaded.game {
            Play::Martian(game) => game,
            Play::Carnett(game) => {
                return self.carnett_board_message(tr, loaded, game, lines, delivery)
            }
        };
        let pos = game.position();
        let mut mentions = Vec::new();
        let mut receipt = None;
        match (end_summary(tr, record, &loaded.game), record.status) {
            (Some(summary), _) => lines.push(messages::game_over(tr, &escape(&summary))),
            (None, GameStatus::Active) => {
                let seat = pos.to_move().index();
                if let Some(left) = pos.clock() {
                    lines.push(messages::clock_running(tr, left));
                }
                match record.seats.get(seat) {
                    Some(s) if s.computer.is_none() => {
                        lines.push(messages::your_move(
                            tr,
                            &s.user.mention(),
                            &pos.layout().zone_name(pos.to_move()),
                        ));
                        mentions.push((s.user, s.name.clone()));
                        receipt = Some(Receipt {
                            game: record.id,
                            guild: record.guild,
                            ply: record.ply(),
                            what: Sent::MoveNotice,
                        });
                    }
                    _ => lines.push(messages::computer_to_move(tr)),
                }
            }
            _ => {}
        }
        Reply {
            channel: record.channel,
            delivery,
            ephemeral: false,
            to: None,
            text: lines.join("\n"),
            image: Some(self.board_image(tr, record, game)),
            components: Self::board_buttons(tr, record),
            // A board that pings nobody while the game goes on (the computer is to
            // move) is news to nobody; a game's end is news to its players.
            silent: mentions.is_empty() && record.status == GameStatus::Active,
            mentions,
            receipt,
        }
    }
}
