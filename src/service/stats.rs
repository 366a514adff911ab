//! `/martian stats`: one player's rating and figures in one game of this server. In
//! Carnett's game nothing is scored (a captured piece goes to prison, it earns no
//! points), so its figures are the rating, the results, the favourite first action as
//! White and the longest game in actions.

use crate::model::{GameKind, PlayerRecord};

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
        lines.extend(figures(tr, game, &p));
        // Figures asked for are news to nobody.
        let mut reply = Reply::public(request.channel, lines.join("\n"));
        reply.silent = true;
        Ok(vec![reply])
    }
}

/// The figures after the results: what each game counts.
fn figures(tr: crate::i18n::Tr<'_>, game: GameKind, p: &PlayerRecord) -> Vec<String> {
    let mut lines = Vec::new();
    let longest = p.longest.map(|(length, id)| (length, id.to_string()));
    match game {
        GameKind::Martian => {
            lines.push(messages::stats_points(tr, p.points));
            if let Some((opening, times)) = p.favourite_opening() {
                lines.push(messages::stats_opening(tr, opening, times));
            }
            if let Some((plies, id)) = longest {
                lines.push(messages::stats_longest(tr, plies, &id));
            }
        }
        GameKind::Carnett => {
            if let Some((action, times)) = p.favourite_opening() {
                lines.push(messages::stats_first_action(tr, action, times));
            }
            if let Some((actions, id)) = longest {
                lines.push(messages::stats_longest_actions(tr, actions, &id));
            }
        }
    }
    lines
}
