//! `/martian games`: the games being played in this server, or by one player, oldest
//! first, a page at a time, from the store's index of open games by server and by
//! player (never every open game of every server).

use super::error::ServiceResult;
use super::markdown::escape;
use super::messages::{self, PagedList};
use super::paging;
use super::reply::Reply;
use super::request::{Request, User};
use super::view::game_line_in;
use super::Service;

/// Games on one page: one Discord message.
const LISTED: usize = 20;

impl Service {
    pub(crate) fn games(
        &self,
        request: &Request,
        user: Option<&User>,
        page: Option<i64>,
    ) -> ServiceResult<Vec<Reply>> {
        let listed = self.store.open_games_in(
            request.guild,
            user.map(|u| u.id),
            paging::window(page, LISTED),
        )?;
        let whose = user.map(|u| escape(&u.name));
        let tr = self.tr_private(request);
        if listed.total == 0 {
            return Ok(vec![Reply::private(
                request.channel,
                request.user.id,
                messages::no_active_games(tr, whose.as_deref()),
            )]);
        }
        let list = PagedList::Games(whose.as_deref());
        let (page, pages) = paging::check(tr, page, listed.total, LISTED, list)?;
        let mut lines = vec![format!(
            "{}{}",
            messages::games_title(tr, whose.as_deref(), listed.total),
            messages::page_of(tr, page, pages)
        )];
        for game in &listed.items {
            // One damaged game must not hide the others: it is listed as such.
            let line = match game.replay() {
                Ok(replayed) => Some(game_line_in(tr, game, replayed.position())),
                Err(_) => None,
            };
            lines.push(messages::games_line(
                tr,
                &game.id.to_string(),
                &game.channel.mention(),
                line,
            ));
        }
        lines.extend(messages::next_page(tr, page, pages));
        Ok(vec![Reply::private(
            request.channel,
            request.user.id,
            lines.join("\n"),
        )])
    }
}
