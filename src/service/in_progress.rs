//! `/martian games`: the games being played in this server, or by one player.

use crate::model::GameRecord;

use super::error::ServiceResult;
use super::markdown::escape;
use super::messages;
use super::reply::Reply;
use super::request::{Request, User};
use super::view::game_line;
use super::Service;

/// Games listed at most: one Discord message.
const LISTED: usize = 20;

impl Service {
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
                Some(u) => format!("{} has", escape(&u.name)),
                None => "There is".to_string(),
            };
            return Ok(vec![Reply::private(
                request.channel,
                request.user.id,
                messages::no_active_games(&whose),
            )]);
        }
        let mut lines = vec![match user {
            Some(u) => format!("**Games of {} in progress**", escape(&u.name)),
            None => "**Games in progress in this server**".to_string(),
        }];
        for game in games.iter().take(LISTED) {
            // One damaged game must not hide the others: it is listed as such.
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
}
