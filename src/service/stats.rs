//! `/martian stats`: one player's rating and figures in one game of this server. In
//! Carnett's game nothing is scored (a captured piece goes to prison, it earns no
//! points), so its figures are the rating, the results, the favourite first action as
//! White and the longest game in actions.

use crate::model::GameKind;

use super::dispatch::Service;
use super::error::ServiceResult;
use super::games;
use super::leaderboard::rating_text;
use super::markdown::escape;
use super::messages;
use super::reply::Reply;
use super::request::{Request, User};

impl Service {
    pub(crate) fn stats(
        &self,
        request: &Request,
        game: GameKind,
        user: Option<&User>,
    ) -> ServiceResult<Vec<Reply>> {
        let who = user.unwrap_or(&request.user);
        let tr = self.tr_public_for(request)?;
        let Some(p) = self.store.player(request.guild, game, who.id)? else {
            let name = escape(&who.name);
            let mut reply = Reply::public(request.channel, messages::no_stats(tr, game, &name));
            reply.silent = true;
            return Ok(vec![reply]);
        };
        let name = escape(&p.name);
        let mut lines = vec![
            messages::stats_rating(tr, game, &name, &rating_text(&p), p.is_provisional()),
            messages::stats_games(tr, p.games, p.wins, p.draws, p.losses),
        ];
        lines.extend(games::figures(game, tr, &p));
        // Figures asked for are news to nobody.
        let mut reply = Reply::public(request.channel, lines.join("\n"));
        reply.silent = true;
        Ok(vec![reply])
    }
}
