//! What a tournament shows: its message (the setup, the players, Join and Leave,
//! edited in place as it changes), its standings (a table image and text), the
//! current round's games with their threads, and the server's lists of tournaments.

use crate::i18n::Tr;
use crate::model::{
    GameRecord, PairingResult, Tournament, TournamentFormat, TournamentStatus, UserId,
};
use crate::render;
use martian_tournament::Standing;

use super::super::commands::{RULESETS, TOURNAMENT_LAYOUTS};
use super::super::dispatch::Service;
use super::super::error::{ServiceError, ServiceResult};
use super::super::games;
use super::super::markdown::{escape, in_code};
use super::super::messages;
use super::super::reply::{Attachment, Button, ButtonStyle, Delivery, Drawing, Reply, Row};
use super::super::request::Request;
use super::ids::TournamentButton;
use super::rounds::{self, round_count};
use super::MIN_PLAYERS;

/// Tournaments a page of `list` or `history` shows.
const PAGE_SIZE: usize = 10;

/// Points as players write them: `3½`, `½`, `0`.
pub(crate) fn halves(half_points: u32) -> String {
    let whole = half_points / 2;
    match (whole, half_points % 2) {
        (0, 1) => "½".to_owned(),
        (w, 1) => format!("{w}½"),
        (w, _) => w.to_string(),
    }
}

/// Sonneborn-Berger's quarter points: `7¼`, `¾`.
fn quarters(quarter_points: u32) -> String {
    let whole = quarter_points / 4;
    let part = ["", "¼", "½", "¾"][(quarter_points % 4) as usize];
    match (whole, part) {
        (0, "") => "0".to_owned(),
        (0, part) => part.to_owned(),
        (w, part) => format!("{w}{part}"),
    }
}

/// What its games are: "Martian Chess · duel · classic".
fn setup_line(tr: Tr<'_>, t: &Tournament) -> String {
    let mut parts = vec![games::game_name(t.setup.game, tr)];
    if let Some(layout) = &t.setup.layout {
        parts.push(TOURNAMENT_LAYOUTS.short_label(tr, layout));
    }
    if let Some(ruleset) = &t.setup.ruleset {
        parts.push(RULESETS.short_label(tr, ruleset));
    }
    parts.join(" · ")
}

/// "Swiss, 5 rounds", "double round robin".
fn format_line(tr: Tr<'_>, t: &Tournament) -> String {
    match t.setup.format {
        TournamentFormat::Swiss { rounds } => messages::tournament_format_swiss(tr, rounds),
        TournamentFormat::RoundRobin { double } => {
            messages::tournament_format_round_robin(tr, double)
        }
    }
}

/// A player's place as readers write it: `3`, or `=3` when others share it.
fn place(table: &[Standing], s: &Standing) -> String {
    if table.iter().filter(|o| o.rank == s.rank).count() > 1 {
        format!("={}", s.rank)
    } else {
        s.rank.to_string()
    }
}

/// Who heads the standings (the winner of a finished tournament).
fn winner(t: &Tournament) -> String {
    rounds::table(t)
        .first()
        .map(|s| name_of(t, UserId(s.id.0)))
        .unwrap_or_default()
}

/// The entrants' names by user, for the lines that name players.
fn name_of(t: &Tournament, user: UserId) -> String {
    t.entrant(user)
        .map_or_else(|| user.mention(), |e| escape(&e.name))
}

impl Service {
    /// The tournament message as it stands, to post (`delivery` says how).
    pub(crate) fn tournament_message(
        &self,
        tr: Tr<'_>,
        t: &Tournament,
        delivery: Delivery,
    ) -> ServiceResult<Reply> {
        let settings = self.settings_of(t.guild)?;
        let zone = super::super::zones::zone_or_utc(settings.timezone.as_deref());
        let mut lines = vec![
            messages::tournament_title(tr, &escape(&t.name), &t.id.to_string()),
            format!(
                "{} · {} · {}",
                setup_line(tr, t),
                format_line(tr, t),
                messages::tournament_timeout(tr, t.setup.move_timeout_hours)
            ),
        ];
        let status = match t.status {
            TournamentStatus::Open => match t.setup.starts_ms {
                Some(at) => messages::tournament_opens_at(
                    tr,
                    &super::super::zones::when(tr, at, (&zone.0, &zone.1)),
                ),
                None => messages::tournament_opens_on_start(tr),
            },
            TournamentStatus::Running => {
                let round = t.rounds.len() as u32;
                let mut line = messages::tournament_running(tr, round, round_count(t));
                if late_entry_open(t) {
                    line = format!("{line} {}", messages::tournament_late_entry(tr));
                }
                line
            }
            TournamentStatus::Paused => {
                messages::tournament_paused_status(tr, t.rounds.len() as u32)
            }
            TournamentStatus::Finished => messages::tournament_finished_status(tr, &winner(t)),
            TournamentStatus::Cancelled => messages::tournament_cancelled_status(tr),
        };
        lines.push(status);
        let playing: Vec<String> = t
            .entrants
            .iter()
            .map(|e| match e.withdrawn {
                Some(_) => messages::tournament_entrant_withdrawn(tr, &escape(&e.name)),
                None => messages::tournament_entrant(tr, &escape(&e.name), e.rating),
            })
            .collect();
        lines.push(if playing.is_empty() {
            messages::tournament_no_players(tr)
        } else {
            messages::tournament_players(
                tr,
                t.entrants.len(),
                t.setup.max_players,
                &playing.join(", "),
            )
        });
        let mut buttons = Vec::new();
        let button = |which: TournamentButton, label: String, style: ButtonStyle| Button {
            custom_id: which.encode(t.id),
            label,
            style,
            disabled: false,
        };
        if t.status == TournamentStatus::Open || late_entry_open(t) {
            buttons.push(button(
                TournamentButton::Join,
                messages::tournament_join_button(tr),
                ButtonStyle::Primary,
            ));
            buttons.push(button(
                TournamentButton::Leave,
                messages::tournament_leave_button(tr),
                ButtonStyle::Secondary,
            ));
        }
        if t.status == TournamentStatus::Open {
            buttons.push(button(
                TournamentButton::Start,
                messages::tournament_start_button(tr),
                ButtonStyle::Success,
            ));
        } else {
            buttons.push(button(
                TournamentButton::Standings,
                messages::tournament_standings_button(tr),
                ButtonStyle::Secondary,
            ));
        }
        let mut reply = Reply::public(t.channel, lines.join("\n"));
        reply.delivery = delivery;
        reply.components = vec![Row::Buttons(buttons)];
        reply.silent = true;
        Ok(reply)
    }

    /// The tournament message edited to what `t` says now, where it was posted
    /// (nothing when its id is not known: it was not posted, or not yet confirmed).
    pub(crate) fn tournament_message_edit(&self, t: &Tournament) -> ServiceResult<Vec<Reply>> {
        let Some(message) = t.message else {
            return Ok(Vec::new());
        };
        let tr = self.tr_public(&self.settings_of(t.guild)?);
        Ok(vec![self.tournament_message(
            tr,
            t,
            Delivery::Edit { message },
        )?])
    }

    /// The tournament message was posted as `message`: kept, to edit it later.
    pub(crate) fn tournament_message_posted(
        &self,
        guild: crate::model::GuildId,
        id: crate::model::TournamentId,
        message: crate::model::MessageId,
    ) -> ServiceResult<()> {
        self.change_tournament(guild, id, |t| {
            Ok((t.message != Some(message)).then(|| {
                t.message = Some(message);
            }))
        })?;
        Ok(())
    }

    /// The standings as a table image, titled `title`, with the rounds' cells.
    pub(crate) fn standings_image(&self, tr: Tr<'_>, t: &Tournament, title: String) -> Attachment {
        let table = rounds::table(t);
        let rank_of = |user: UserId| {
            table
                .iter()
                .find(|s| s.id.0 == user.0)
                .map_or(0, |s| s.rank)
        };
        let rows = table
            .iter()
            .map(|s| {
                let user = UserId(s.id.0);
                let rounds = t
                    .rounds
                    .iter()
                    .map(|round| {
                        let pairing = round
                            .pairings
                            .iter()
                            .find(|p| p.first == user || p.second == Some(user));
                        cell(pairing, user, rank_of)
                    })
                    .collect();
                render::StandingsRow {
                    rank: place(&table, s),
                    name: t
                        .entrant(user)
                        .map_or_else(|| user.0.to_string(), |e| e.name.clone()),
                    points: halves(s.points.0),
                    tie_breaks: vec![
                        halves(s.buchholz.0),
                        quarters(s.sonneborn_berger.0),
                        halves(s.direct_encounter.0),
                        s.wins.to_string(),
                    ],
                    rounds,
                }
            })
            .collect();
        let [rank, name, points, bh, sb, de, wins] = messages::tournament_columns(tr);
        let standings = render::Standings {
            title,
            rank_heading: rank,
            name_heading: name,
            points_heading: points,
            tie_break_headings: vec![bh, sb, de, wins],
            round_headings: (1..=round_count(t).max(t.rounds.len() as u32))
                .map(|n| n.to_string())
                .collect(),
            rows,
        };
        let mut image = Attachment::drawn_later(
            format!("tournament-{}.png", t.id),
            Drawing::new(move || render::standings_png(&standings)),
        );
        image.description = Some(messages::tournament_standings_alt(tr, &t.name));
        image
    }

    /// The standings as a table in text (for screen readers, and a client that shows
    /// no images): rank, name, points, the tie-breaks, in a code block.
    pub(crate) fn standings_text(&self, tr: Tr<'_>, t: &Tournament) -> String {
        let table = rounds::table(t);
        let [rank, name, points, bh, sb, de, wins] = messages::tournament_columns(tr);
        let mut lines = vec![
            "```".to_owned(),
            format!("{rank:>4}  {name:<20} {points:>6} {bh:>5} {sb:>6} {de:>4} {wins:>3}"),
        ];
        for s in &table {
            let place = place(&table, s);
            let user = UserId(s.id.0);
            // The table is a code block: names are shown as they are, backticks aside.
            let name: String = t
                .entrant(user)
                .map_or_else(String::new, |e| in_code(&e.name))
                .chars()
                .take(20)
                .collect();
            lines.push(format!(
                "{place:>4}  {name:<20} {:>6} {:>5} {:>6} {:>4} {:>3}",
                halves(s.points.0),
                halves(s.buchholz.0),
                quarters(s.sonneborn_berger.0),
                halves(s.direct_encounter.0),
                s.wins
            ));
        }
        lines.push("```".to_owned());
        lines.join("\n")
    }

    /// The standings' title: after which round.
    pub(crate) fn standings_title(&self, tr: Tr<'_>, t: &Tournament) -> String {
        let done = t
            .rounds
            .iter()
            .filter(|r| r.is_complete())
            .map(|r| r.number)
            .max()
            .unwrap_or(0);
        messages::tournament_standings_title(tr, &t.name, done, round_count(t))
    }

    /// `/martian tournament show`: the standings (image and text) and the current
    /// round's games with their threads, for the asker alone.
    pub(crate) fn show_tournament(
        &self,
        request: &Request,
        t: &Tournament,
    ) -> ServiceResult<Vec<Reply>> {
        let tr = self.tr_private(request);
        let mut lines = vec![
            messages::tournament_title(tr, &escape(&t.name), &t.id.to_string()),
            format!("{} · {}", setup_line(tr, t), format_line(tr, t)),
        ];
        if t.rounds.is_empty() {
            lines.push(messages::tournament_not_started(tr, t.entrants.len()));
        } else {
            lines.push(self.standings_text(tr, t));
            lines.push(messages::tournament_standings_legend(tr));
            if let Some(round) = t.current_round() {
                lines.push(messages::tournament_round_heading(
                    tr,
                    round.number,
                    round_count(t),
                ));
                for pairing in &round.pairings {
                    let game = match pairing.game {
                        Some(id) => self.store.game(t.guild, id)?,
                        None => None,
                    };
                    lines.push(self.pairing_line(tr, t, pairing, game.as_ref()));
                }
            }
        }
        let mut reply = Reply::private(request.channel, request.user.id, lines.join("\n"));
        if !t.rounds.is_empty() {
            reply.image = Some(self.standings_image(tr, t, self.standings_title(tr, t)));
        }
        Ok(vec![reply])
    }

    /// One pairing as a line: "alice – bob: 1–0", with the game's thread while it is
    /// played; a bye.
    pub(crate) fn pairing_line(
        &self,
        tr: Tr<'_>,
        t: &Tournament,
        pairing: &crate::model::TournamentPairing,
        game: Option<&GameRecord>,
    ) -> String {
        let first = name_of(t, pairing.first);
        let Some(second) = pairing.second else {
            return messages::tournament_bye(tr, &first);
        };
        let second = name_of(t, second);
        let score = match pairing.result {
            Some(PairingResult::FirstWins) => "1–0".to_owned(),
            Some(PairingResult::SecondWins) => "0–1".to_owned(),
            Some(PairingResult::Draw) => "½–½".to_owned(),
            Some(PairingResult::NoResult) => messages::tournament_no_result(tr),
            None => match game.filter(|g| g.parent.is_some()) {
                Some(g) => messages::tournament_playing_in(tr, &g.channel.mention()),
                None => messages::tournament_playing(tr),
            },
        };
        let forfeit = pairing
            .forfeit
            .map(|loser| {
                format!(
                    " {}",
                    messages::tournament_by_forfeit(tr, &name_of(t, loser))
                )
            })
            .unwrap_or_default();
        format!("{first} – {second}: {score}{forfeit}")
    }

    /// `/martian tournament list` (under way and open) or `history` (over), newest
    /// first, a page at a time.
    pub(crate) fn list_tournaments(
        &self,
        request: &Request,
        page: Option<i64>,
        over: bool,
    ) -> ServiceResult<Vec<Reply>> {
        let tr = self.tr_private(request);
        let all: Vec<Tournament> = self
            .store
            .tournaments(request.guild)?
            .into_iter()
            .filter(|t| t.status.is_over() == over)
            .collect();
        if all.is_empty() {
            return Err(ServiceError::user(if over {
                messages::tournament_history_empty(tr)
            } else {
                messages::tournament_none_under_way(tr)
            }));
        }
        let pages = all.len().div_ceil(PAGE_SIZE);
        let page = page.unwrap_or(1);
        if page < 1 || page as usize > pages {
            return Err(ServiceError::user(messages::tournament_no_such_page(
                tr, pages,
            )));
        }
        let page = page as usize;
        let mut lines = vec![messages::tournament_list_title(tr, over, page, pages)];
        for t in all.iter().skip((page - 1) * PAGE_SIZE).take(PAGE_SIZE) {
            let state = match t.status {
                TournamentStatus::Open => messages::tournament_list_open(tr),
                TournamentStatus::Running | TournamentStatus::Paused => {
                    messages::tournament_running(tr, t.rounds.len() as u32, round_count(t))
                }
                TournamentStatus::Finished => messages::tournament_finished_status(tr, &winner(t)),
                TournamentStatus::Cancelled => messages::tournament_cancelled_status(tr),
            };
            lines.push(format!(
                "{} · {} · {} · {}",
                messages::tournament_label(&t.id.to_string(), &escape(&t.name)),
                format_line(tr, t),
                messages::tournament_player_count(tr, t.entrants.len()),
                state
            ));
        }
        Ok(vec![Reply::private(
            request.channel,
            request.user.id,
            lines.join("\n"),
        )])
    }

    /// The line above a tournament game's first board: which tournament and round.
    pub(crate) fn tournament_heading(&self, tr: Tr<'_>, record: &GameRecord) -> Option<String> {
        let of = record.tournament?;
        let t = self.store.tournament(record.guild, of.tournament).ok()??;
        Some(messages::tournament_game_heading(
            tr,
            &escape(&t.name),
            of.round,
            round_count(&t),
        ))
    }

    /// The note for the tournament's channel when a game of it may not have its
    /// thread (the bot lacks the permission there): once per round and process.
    pub(crate) fn tournament_threads_refused(
        &self,
        tr: Tr<'_>,
        record: &GameRecord,
    ) -> Option<Reply> {
        let of = record.tournament?;
        if !self
            .thread_retries
            .first_refusal(record.guild, of.tournament, of.round)
        {
            return None;
        }
        let t = self.store.tournament(record.guild, of.tournament).ok()??;
        let text = messages::tournament_threads_refused(tr, &escape(&t.name), of.round);
        let mut note = Reply::public(record.channel, text);
        note.delivery = Delivery::Channel;
        Some(note)
    }
}

/// Whether a Swiss still takes late entries: until half its rounds are paired.
pub(crate) fn late_entry_open(t: &Tournament) -> bool {
    t.status == TournamentStatus::Running
        && matches!(t.setup.format, TournamentFormat::Swiss { .. })
        && (t.rounds.len() as u32) * 2 < round_count(t)
}

/// Whether `t` has players enough to start.
pub(crate) fn enough_players(t: &Tournament) -> bool {
    t.entrants.iter().filter(|e| e.withdrawn.is_none()).count() >= MIN_PLAYERS
}

/// One round's cell of `user`'s row: the result's colour, the opponent's rank.
fn cell(
    pairing: Option<&crate::model::TournamentPairing>,
    user: UserId,
    rank_of: impl Fn(UserId) -> usize,
) -> render::Cell {
    use render::CellResult;
    let Some(pairing) = pairing else {
        return render::Cell {
            result: CellResult::Absent,
            text: String::new(),
        };
    };
    let Some(second) = pairing.second else {
        return render::Cell {
            result: CellResult::Bye,
            text: "+".to_owned(),
        };
    };
    let first = pairing.first == user;
    let opponent = if first { second } else { pairing.first };
    let result = match (pairing.result, first) {
        (None, _) => CellResult::Playing,
        (Some(PairingResult::NoResult), _) => CellResult::Absent,
        (Some(PairingResult::Draw), _) => CellResult::Drawn,
        (Some(PairingResult::FirstWins), true) | (Some(PairingResult::SecondWins), false) => {
            CellResult::Won
        }
        _ => CellResult::Lost,
    };
    // The opponent's rank, and ¹ when this player moved first.
    let text = format!("{}{}", rank_of(opponent), if first { "¹" } else { "" });
    render::Cell { result, text }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_read_as_players_write_them() {
        assert_eq!(halves(0), "0");
        assert_eq!(halves(1), "½");
        assert_eq!(halves(7), "3½");
        assert_eq!(halves(8), "4");
        assert_eq!(quarters(0), "0");
        assert_eq!(quarters(3), "¾");
        assert_eq!(quarters(29), "7¼");
        assert_eq!(quarters(30), "7½");
    }
}
