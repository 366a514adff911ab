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
        let tr = self.tr_public_for(request)?;
        let Some(p) = self.store.player(request.guild, who.id)? else {
            let mut reply =
                Reply::public(request.channel, messages::no_stats(tr, &escape(&who.name)));
            reply.silent = true;
            return Ok(vec![reply]);
        };
        let mut lines = vec![
            messages::stats_rating(tr, &escape(&p.name), &rating_text(&p), p.is_provisional()),
            messages::stats_games(tr, p.games, p.wins, p.draws, p.losses),
            messages::stats_points(tr, p.points),
        ];
        if let Some((opening, times)) = p.favourite_opening() {
            lines.push(messages::stats_opening(tr, opening, times));
        }
        if let Some((plies, id)) = p.longest {
            lines.push(messages::stats_longest(tr, plies, &id.to_string()));
        }
        // Figures asked for are news to nobody.
        let mut reply = Reply::public(request.channel, lines.join("\n"));
        reply.silent = true;
        Ok(vec![reply])
    }
}
