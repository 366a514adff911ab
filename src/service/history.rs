//! `/martian history`: a player's recent finished games, with results and dates.

use crate::model::{GameRecord, GameStatus};

use super::calendar::date;
use super::error::ServiceResult;
use super::markdown::escape;
use super::messages;
use super::reply::Reply;
use super::request::{Request, User};
use super::view::seat_name;
use super::Service;

/// Finished games listed by `/martian history`.
pub(crate) const HISTORY_SIZE: usize = 10;

/// Archived games searched for the player's: the archive mixes every player's games.
const SEARCHED: usize = 500;

impl Service {
    pub(crate) fn history(
        &self,
        request: &Request,
        user: Option<&User>,
    ) -> ServiceResult<Vec<Reply>> {
        let who = user.unwrap_or(&request.user);
        let name = escape(&who.name);
        let games: Vec<GameRecord> = self
            .store
            .archived_games(request.guild, SEARCHED)?
            .into_iter()
            .filter(|g| g.status == GameStatus::Finished && g.seat_of(who.id).is_some())
            .take(HISTORY_SIZE)
            .collect();
        if games.is_empty() {
            return Ok(vec![Reply::private(
                request.channel,
                request.user.id,
                messages::no_history(&name),
            )]);
        }
        let mut lines = vec![format!("**Recent games of {name}**")];
        for game in &games {
            let seat = game.seat_of(who.id).unwrap_or(0);
            let opponents: Vec<String> = (0..game.seats.len())
                .filter(|s| *s != seat)
                .map(|s| seat_name(game, s))
                .collect();
            // The summary is kept in plain text (images show it too).
            let (result, summary, at) = match &game.end {
                Some(end) if end.winners.contains(&seat) => {
                    ("won", escape(&end.summary), end.at_ms)
                }
                Some(end) if end.drawn.contains(&seat) => ("drew", escape(&end.summary), end.at_ms),
                Some(end) => ("lost", escape(&end.summary), end.at_ms),
                None => ("ended", String::new(), game.updated_ms),
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
}
