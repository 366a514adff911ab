//! Turning games into what players see: names, result sentences, and the board reply
//! with its image and buttons.

use crate::engine::{ClockMode, EndReason, GameResult, Outcome, Player, PlayerSet, Position};
use crate::model::{EndKind, GameEnd, GameRecord, GameStatus};
use crate::render;

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
fn names_of(record: &GameRecord, players: PlayerSet) -> String {
    let names: Vec<String> = players
        .iter()
        .map(|p| plain_name(record, p.index()))
        .collect();
    messages::join_names(&names)
}

fn verb(players: PlayerSet, one: &str, many: &str) -> String {
    if players.len() == 1 { one } else { many }.to_string()
}

/// "7–5", or "3–1–0–2" with four players.
pub(crate) fn score_line(pos: &Position) -> String {
    let scores: Vec<String> = pos.scores().iter().map(|s| s.to_string()).collect();
    scores.join("–")
}

fn reason_text(record: &GameRecord, reason: EndReason) -> String {
    let name = |p: Player| plain_name(record, p.index());
    match reason {
        EndReason::ZoneEmptied { zone, by } if zone == by => {
            format!("{} moved the last piece out of their zone", name(by))
        }
        EndReason::ZoneEmptied { zone, by } => {
            format!("{}'s zone was emptied by {}", name(zone), name(by))
        }
        EndReason::ClockRanOut => "the clock ran out".into(),
        EndReason::NoLegalMove { player } => format!("{} had no legal move", name(player)),
    }
}

/// The end of a game decided by the rules, in plain names.
pub(crate) fn rules_end(
    record: &GameRecord,
    pos: &Position,
    outcome: &Outcome,
    at_ms: i64,
) -> GameEnd {
    let scores = score_line(pos);
    let reason = reason_text(record, outcome.reason);
    let (summary, winners, drawn) = match outcome.result {
        GameResult::Win(players) => {
            let tie = if outcome.won_on_tie_break {
                " on the tie-break (whoever ends the game wins a tie)"
            } else {
                ""
            };
            (
                format!(
                    "{} {}{tie}, {scores}: {reason}.",
                    names_of(record, players),
                    verb(players, "wins", "win")
                ),
                players.iter().map(|p| p.index()).collect(),
                Vec::new(),
            )
        }
        GameResult::Draw(players) => (
            format!("{} draw, {scores}: {reason}.", names_of(record, players)),
            Vec::new(),
            players.iter().map(|p| p.index()).collect(),
        ),
    };
    GameEnd {
        kind: EndKind::Rules,
        winners,
        drawn,
        summary,
        scores: pos.scores().to_vec(),
        at_ms,
    }
}

/// The end of a game someone resigned (or forfeited on time): they lose whatever the
/// score; their opponents (or the other team) win, and with four players the leaders
/// among the others win, sharing a draw when tied.
pub(crate) fn resign_end(
    record: &GameRecord,
    pos: &Position,
    seat: usize,
    kind: EndKind,
    at_ms: i64,
) -> GameEnd {
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
    let name = plain_name(record, seat);
    let what = match kind {
        EndKind::Forfeit { .. } => format!("{name} ran out of time"),
        _ => format!("{name} resigned"),
    };
    let (result, winners, drawn) = if leaders.len() == 1 {
        (
            format!("{} {}", names_of(record, all), verb(all, "wins", "win")),
            all.iter().map(|p| p.index()).collect(),
            Vec::new(),
        )
    } else {
        (
            format!("{} draw", names_of(record, all)),
            Vec::new(),
            all.iter().map(|p| p.index()).collect(),
        )
    };
    GameEnd {
        kind,
        winners,
        drawn,
        summary: format!("{result}: {what}."),
        scores: pos.scores().to_vec(),
        at_ms,
    }
}

/// "alice vs bob, move 12, bob to move".
pub(crate) fn game_line(record: &GameRecord, pos: &Position) -> String {
    let names: Vec<String> = (0..record.seats.len())
        .map(|s| seat_name(record, s))
        .collect();
    let players = names.join(" vs ");
    match record.status {
        GameStatus::Invited => format!("{players}, waiting for everyone to accept"),
        _ => format!(
            "{players}, move {}, {} to move",
            record.ply() + 1,
            seat_name(record, pos.to_move().index())
        ),
    }
}

/// "duel, classic" or "teams, leaping, clock off".
pub(crate) fn description(record: &GameRecord) -> String {
    let rules = record.rules;
    let board = if rules.teams {
        "teams"
    } else {
        record.layout.name()
    };
    let mut parts = vec![board, rules.ruleset.name()];
    match rules.clock {
        ClockMode::Call => {}
        ClockMode::Auto27 => parts.push("automatic 27-move clock"),
        ClockMode::Off => parts.push("no clock"),
    }
    if rules.reject_captures_allowed {
        parts.push("captures may be sent back");
    }
    parts.join(", ")
}

/// A result decided outside the rules (resignation, forfeit), for the renderer to show
/// instead of the position's own outcome.
pub(crate) fn verdict(record: &GameRecord) -> Option<render::Verdict> {
    record
        .end
        .as_ref()
        .filter(|e| e.kind != EndKind::Rules)
        .map(|e| render::Verdict {
            text: e.summary.clone(),
            winners: e
                .winners
                .iter()
                .filter_map(|s| Player::from_number(*s as u8 + 1))
                .collect(),
        })
}

impl Service {
    /// The board image of a game as it stands.
    pub(crate) fn board_image(&self, loaded: &Loaded) -> Attachment {
        let record = &loaded.record;
        let pos = loaded.game.position();
        let verdict = verdict(record);
        let options = render::Options {
            // Images are not markdown: names as written.
            names: (0..record.seats.len())
                .map(|s| plain_name(record, s))
                .collect(),
            captured: Some(
                (0..record.seats.len())
                    .filter_map(|s| Player::from_number(s as u8 + 1))
                    .map(|p| loaded.game.captured_by(p))
                    .collect(),
            ),
            verdict,
            ..render::Options::default()
        };
        Attachment::drawn_later(
            format!("board-{}-{}.png", record.id, record.ply()),
            Drawing::Board {
                position: *pos,
                options,
            },
        )
    }

    /// The buttons under a board of an active game.
    pub(crate) fn board_buttons(record: &GameRecord) -> Vec<Row> {
        if record.status != GameStatus::Active {
            return Vec::new();
        }
        let id = |action| ComponentId::new(record.id, record.ply(), action).encode();
        vec![Row::Buttons(vec![
            Button {
                custom_id: id(ComponentAction::Move),
                label: "Move".into(),
                style: ButtonStyle::Primary,
            },
            Button {
                custom_id: id(ComponentAction::Board),
                label: "Board".into(),
                style: ButtonStyle::Secondary,
            },
            Button {
                custom_id: id(ComponentAction::Resign),
                label: "Resign".into(),
                style: ButtonStyle::Danger,
            },
        ])]
    }

    /// A public board message: what happened, then whose move it is (pinging them,
    /// with a receipt so that a notice that never arrives is posted again) or how the
    /// game ended.
    pub(crate) fn board_message(
        &self,
        loaded: &Loaded,
        mut lines: Vec<String>,
        delivery: Delivery,
    ) -> Reply {
        let record = &loaded.record;
        let pos = loaded.game.position();
        let mut mentions = Vec::new();
        let mut receipt = None;
        match (&record.end, record.status) {
            (Some(end), _) => lines.push(messages::game_over(&escape(&end.summary))),
            (None, GameStatus::Active) => {
                let seat = pos.to_move().index();
                if let Some(left) = pos.clock() {
                    lines.push(messages::clock_running(left));
                }
                match record.seats.get(seat) {
                    Some(s) if s.computer.is_none() => {
                        lines.push(messages::your_move(
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
                    _ => lines.push(messages::computer_to_move()),
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
            image: Some(self.board_image(loaded)),
            components: Self::board_buttons(record),
            mentions,
            receipt,
        }
    }
}
