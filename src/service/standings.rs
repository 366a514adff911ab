//! Server-wide views: settings, the leaderboard, a player's stats, games in progress,
//! history and replays.

use crate::model::{GameId, GameRecord, GameStatus, GuildSettings, PlayerRecord};
use crate::render;

use super::error::{ServiceError, ServiceResult};
use super::messages;
use super::reply::{Attachment, Reply};
use super::request::{Request, User};
use super::view::{game_line, seat_name, verdict};
use super::Service;

/// Rows per leaderboard page.
pub const PAGE_SIZE: usize = 10;
/// Finished games listed by `/martian history`.
pub const HISTORY_SIZE: usize = 10;

/// `2026-11-30` for a time in milliseconds since the epoch.
fn date(ms: i64) -> String {
    let days = ms.div_euclid(86_400_000);
    // Howard Hinnant's days-to-civil algorithm.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

/// "1662 ±97", with `?` for a provisional rating.
pub fn rating_text(p: &PlayerRecord) -> String {
    format!(
        "{:.0}{} ±{:.0}",
        p.rating,
        if p.is_provisional() { "?" } else { "" },
        p.deviation
    )
}

/// Settings changes requested by `/martian settings`.
#[derive(Clone, Debug, Default)]
pub struct SettingsChange {
    pub move_timeout_hours: Option<i64>,
    pub reminder_hours: Option<i64>,
    pub default_ruleset: Option<String>,
}

impl Service {
    pub(crate) fn settings(
        &self,
        request: &Request,
        change: &SettingsChange,
    ) -> ServiceResult<Vec<Reply>> {
        let current = self.settings_of(request.guild)?;
        let nothing = change.move_timeout_hours.is_none()
            && change.reminder_hours.is_none()
            && change.default_ruleset.is_none();
        if nothing {
            return Ok(vec![Reply::private(
                request.channel,
                request.user.id,
                messages::settings_shown(
                    current.move_timeout_hours,
                    current.reminder_hours,
                    &current.default_ruleset,
                ),
            )]);
        }
        // Discord hides the command from others; this check is the one that counts.
        if !request.user.is_manager {
            return Err(ServiceError::user(messages::managers_only()));
        }
        let max = i64::from(GuildSettings::MAX_TIMEOUT_HOURS);
        let hours = |name: &str, value: i64| -> ServiceResult<u32> {
            if (1..=max).contains(&value) {
                Ok(value as u32)
            } else {
                Err(ServiceError::user(messages::bad_setting(
                    name, value, 1, max,
                )))
            }
        };
        let mut next = current.clone();
        if let Some(value) = change.move_timeout_hours {
            next.move_timeout_hours = hours("move_timeout_hours", value)?;
        }
        if let Some(value) = change.reminder_hours {
            next.reminder_hours = hours("reminder_hours", value)?;
        }
        if next.reminder_hours >= next.move_timeout_hours {
            return Err(ServiceError::user(messages::reminder_not_before_timeout(
                next.reminder_hours,
                next.move_timeout_hours,
            )));
        }
        if let Some(ruleset) = &change.default_ruleset {
            let ruleset = ruleset.trim().to_ascii_lowercase();
            if ruleset != "classic" && ruleset != "leaping" {
                return Err(ServiceError::user(messages::bad_ruleset(&ruleset)));
            }
            next.default_ruleset = ruleset;
        }
        self.store.save_settings(&next)?;
        Ok(vec![Reply::private(
            request.channel,
            request.user.id,
            messages::settings_changed(
                next.move_timeout_hours,
                next.reminder_hours,
                &next.default_ruleset,
            ),
        )])
    }

    /// The server's players by rating: equal ratings share a rank (1, 2, 2, 4).
    pub(crate) fn leaderboard(
        &self,
        request: &Request,
        page: Option<i64>,
    ) -> ServiceResult<Vec<Reply>> {
        let mut players = self.store.players(request.guild)?;
        if players.is_empty() {
            return Ok(vec![Reply::public(
                request.channel,
                messages::no_rated_players(),
            )]);
        }
        players.sort_by(|a, b| {
            b.rating
                .round()
                .total_cmp(&a.rating.round())
                .then(b.games.cmp(&a.games))
                .then(a.name.to_lowercase().cmp(&b.name.to_lowercase()))
        });
        let pages = players.len().div_ceil(PAGE_SIZE);
        let page = page.unwrap_or(1);
        if page < 1 || page as usize > pages {
            return Err(ServiceError::user(messages::bad_page(page, pages)));
        }
        let mut ranks = Vec::with_capacity(players.len());
        for (i, p) in players.iter().enumerate() {
            let tied = i > 0 && players[i - 1].rating.round() == p.rating.round();
            ranks.push(if tied { ranks[i - 1] } else { i + 1 });
        }
        let mut lines = vec![
            format!("**Leaderboard** (page {page} of {pages})"),
            "```".to_string(),
            format!(
                "{:>4}  {:<20} {:>11} {:>6}  {:<9}",
                "#", "Player", "Rating", "Games", "W/D/L"
            ),
        ];
        let first = (page as usize - 1) * PAGE_SIZE;
        for (p, rank) in players.iter().zip(&ranks).skip(first).take(PAGE_SIZE) {
            let name: String = p.name.chars().take(20).collect();
            lines.push(format!(
                "{:>4}  {:<20} {:>11} {:>6}  {}/{}/{}",
                rank,
                name,
                rating_text(p),
                p.games,
                p.wins,
                p.draws,
                p.losses
            ));
        }
        lines.push("```".to_string());
        lines.push(
            "± is the rating deviation; ? marks a provisional rating (deviation above 110).".into(),
        );
        Ok(vec![Reply::public(request.channel, lines.join("\n"))])
    }

    pub(crate) fn stats(
        &self,
        request: &Request,
        user: Option<&User>,
    ) -> ServiceResult<Vec<Reply>> {
        let who = user.unwrap_or(&request.user);
        let Some(p) = self.store.player(request.guild, who.id)? else {
            return Ok(vec![Reply::public(
                request.channel,
                messages::no_stats(&who.name),
            )]);
        };
        let mut lines = vec![
            format!(
                "**{}**: rating {}{}",
                p.name,
                rating_text(&p),
                if p.is_provisional() {
                    " (provisional)"
                } else {
                    ""
                }
            ),
            format!(
                "Games: {} ({} won, {} drawn, {} lost)",
                p.games, p.wins, p.draws, p.losses
            ),
            format!("Points captured: {}", p.points),
        ];
        if let Some((opening, times)) = p.favourite_opening() {
            lines.push(format!(
                "Favourite opening move: {opening} ({times} time{})",
                if times == 1 { "" } else { "s" }
            ));
        }
        if let Some((plies, id)) = p.longest {
            lines.push(format!("Longest game: {plies} moves (game {id})"));
        }
        Ok(vec![Reply::public(request.channel, lines.join("\n"))])
    }

    pub(crate) fn games(
        &self,
        request: &Request,
        user: Option<&User>,
    ) -> ServiceResult<Vec<Reply>> {
        let games: Vec<GameRecord> = self
            .store
            .open_games()?
            .into_iter()
            .filter(|g| g.guild == request.guild)
            .filter(|g| user.is_none_or(|u| g.seat_of(u.id).is_some()))
            .collect();
        if games.is_empty() {
            let whose = match user {
                Some(u) => format!("{} has", u.name),
                None => "There is".to_string(),
            };
            return Ok(vec![Reply::private(
                request.channel,
                request.user.id,
                messages::no_active_games(&whose),
            )]);
        }
        let mut lines = vec![match user {
            Some(u) => format!("**Games of {} in progress**", u.name),
            None => "**Games in progress in this server**".to_string(),
        }];
        for game in games.iter().take(20) {
            let line = match game.replay() {
                Ok(replayed) => game_line(game, replayed.position()),
                Err(_) => "(unreadable)".into(),
            };
            lines.push(format!(
                "• game {} in {}: {line}",
                game.id,
                game.channel.mention()
            ));
        }
        Ok(vec![Reply::private(
            request.channel,
            request.user.id,
            lines.join("\n"),
        )])
    }

    pub(crate) fn history(
        &self,
        request: &Request,
        user: Option<&User>,
    ) -> ServiceResult<Vec<Reply>> {
        let who = user.unwrap_or(&request.user);
        let games: Vec<GameRecord> = self
            .store
            .archived_games(request.guild, 500)?
            .into_iter()
            .filter(|g| g.status == GameStatus::Finished && g.seat_of(who.id).is_some())
            .take(HISTORY_SIZE)
            .collect();
        if games.is_empty() {
            return Ok(vec![Reply::private(
                request.channel,
                request.user.id,
                messages::no_history(&who.name),
            )]);
        }
        let mut lines = vec![format!("**Recent games of {}**", who.name)];
        for game in &games {
            let seat = game.seat_of(who.id).unwrap_or(0);
            let opponents: Vec<String> = (0..game.seats.len())
                .filter(|s| *s != seat)
                .map(|s| seat_name(game, s))
                .collect();
            let (result, summary, at) = match &game.end {
                Some(end) if end.winners.contains(&seat) => {
                    ("won", end.summary.as_str(), end.at_ms)
                }
                Some(end) if end.drawn.contains(&seat) => ("drew", end.summary.as_str(), end.at_ms),
                Some(end) => ("lost", end.summary.as_str(), end.at_ms),
                None => ("ended", "", game.updated_ms),
            };
            lines.push(format!(
                "• `{}` {} vs {}: {result}. {summary}",
                game.id,
                date(at),
                messages::join_names(&opponents)
            ));
        }
        lines.push("Replay one with `/martian replay game:<id>`.".into());
        Ok(vec![Reply::private(
            request.channel,
            request.user.id,
            lines.join("\n"),
        )])
    }

    pub(crate) fn replay(&self, request: &Request, id_text: &str) -> ServiceResult<Vec<Reply>> {
        let id: GameId = id_text
            .parse()
            .map_err(|_| ServiceError::user(messages::not_a_game_id(id_text)))?;
        let game = match self.store.game(id)? {
            Some(game) if game.guild == request.guild => game,
            _ => return Err(ServiceError::user(messages::unknown_game(id_text.trim()))),
        };
        let replayed = game.replay()?;
        let names: Vec<String> = (0..game.seats.len()).map(|s| seat_name(&game, s)).collect();
        let options = render::Options {
            names: names.clone(),
            verdict: verdict(&game),
            ..render::Options::default()
        };
        let gif = render::gif(&replayed, &options);
        let per_round = game.seats.len();
        let mut rounds = Vec::new();
        for (i, chunk) in game.moves.chunks(per_round).enumerate() {
            rounds.push(format!("{}. {}", i + 1, chunk.join(" ")));
        }
        let mut list = rounds.join("  ");
        // Discord messages hold 2000 characters; the GIF shows every move anyway.
        if list.chars().count() > 1500 {
            list = list.chars().take(1500).collect::<String>() + " …";
        }
        let title = format!("**Game {}**: {}", game.id, names.join(" vs "));
        let result = game
            .end
            .as_ref()
            .map_or("(still in progress)".to_string(), |e| e.summary.clone());
        let mut reply = Reply::public(request.channel, format!("{title}\n{result}\nMoves: {list}"));
        reply.image = Some(Attachment {
            name: format!("replay-{}.gif", game.id),
            bytes: gif,
        });
        Ok(vec![reply])
    }
}

#[cfg(test)]
mod tests {
    use super::date;

    #[test]
    fn dates_are_civil_dates() {
        assert_eq!(date(0), "1970-01-01");
        assert_eq!(date(1_796_083_200_000), "2026-12-01");
        assert_eq!(date(951_782_400_000), "2000-02-29");
    }
}
