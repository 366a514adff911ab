//! `/martian games`: the games being played in this server, or by one player, oldest
//! first, a page at a time, from the store's index of open games by server and by
//! player (never every open game of every server).

use super::error::ServiceResult;
use super::markdown::escape;
use super::messages;
use super::paging;
use super::reply::Reply;
use super::request::{Request, User};
use super::view::game_line;
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
        if listed.total == 0 {
            let whose = match &whose {
                Some(name) => format!("{name} has"),
                None => "There is".to_string(),
            };
            return Ok(vec![Reply::private(
                request.channel,
                request.user.id,
                messages::no_active_games(&whose),
            )]);
        }
        let list = match &whose {
            Some(name) => format!("the games of {name} in progress fill"),
            None => "the games in progress fill".to_string(),
        };
        let (page, pages) = paging::check(page, listed.total, LISTED, &list)?;
        let heading = match &whose {
            Some(name) => format!("**Games of {name} in progress**"),
            None => "**Games in progress in this server**".to_string(),
        };
        let mut lines = vec![format!(
            "{heading}: {}{}",
            listed.total,
            messages::page_of(page, pages)
        )];
        for game in &listed.items {
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
        lines.extend(messages::next_page(page, pages));
        Ok(vec![Reply::private(
            request.channel,
            request.user.id,
            lines.join("\n"),
        )])
    }
}
