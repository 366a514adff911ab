//! `/martian stats`: one player's rating and figures in this server.

use super::error::ServiceResult;
use super::leaderboard::rating_text;
use super::markdown::escape;
use super::messages;
use super::reply::Reply;
use super::request::{Request, User};
use super::Service;

impl Service {
    pub(crate) fn stats(
        &self,
        request: &Request,
        user: Option<&User>,
    ) -> ServiceResult<Vec<Reply>> {
        let who = user.unwrap_or(&request.user);
        let Some(p) = self.store.player(request.guild, who.id)? else {
            return Ok(vec![Reply::public(
                request.channel,
                messages::no_stats(&escape(&who.name)),
            )]);
        };
        let mut lines = vec![
            format!(
                "**{}**: rating {}{}",
                escape(&p.name),
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
}
