//! `/martian games`: the games being played in this server, or by one player, oldest
//! first, a page at a time, from the store's index of open games by server and by
//! player (never every open game of every server): those the asker may see.

use crate::model::{GameKind, UserId};

use super::dispatch::Service;
use super::error::ServiceResult;
use super::games;
use super::history::name_in;
use super::links::board_link;
use super::list_id::ListKind;
use super::markdown::escape;
use super::messages::{self, PagedList};
use super::names::seat_name;
use super::paging;
use super::reply::Reply;
use super::request::{Request, User};
use super::visibility;
use super::zones;

/// Games on one page: one Discord message.
const LISTED: usize = 20;

impl Service {
    pub(crate) fn games(
        &self,
        request: &Request,
        user: Option<&User>,
        page: Option<i64>,
    ) -> ServiceResult<Vec<Reply>> {
        self.games_of(request, user.map(|u| (u.id, Some(u.name.as_str()))), page)
    }

    /// Page `page` of the games in progress, the server's or one player's (`whose`:
    /// their id, and their name when known: a page button carries only the id, and
    /// the name is then taken from their games), private to the requester. Each game
    /// links to its channel.
    pub(crate) fn games_of(
        &self,
        request: &Request,
        whose: Option<(UserId, Option<&str>)>,
        page: Option<i64>,
    ) -> ServiceResult<Vec<Reply>> {
        let player = whose.map(|(id, _)| id);
        let listed = visibility::visible_page(request, paging::window(page, LISTED), |w| {
            self.store.open_games_in(request.guild, player, w)
        })?;
        let name = whose.map(|(id, name)| match name {
            Some(name) => escape(name),
            None => name_in(&listed.items, id),
        });
        let tr = self.tr_private(request);
        if listed.total == 0 {
            return Ok(vec![Reply::private(
                request.channel,
                request.user.id,
                messages::no_active_games(tr, name.as_deref()),
            )]);
        }
        let list = PagedList::Games(name.as_deref());
        let (page, pages) = paging::check(tr, page, listed.total, LISTED, list)?;
        let mut lines = vec![format!(
            "{}{}",
            messages::games_title(tr, name.as_deref(), listed.total),
            messages::page_of(tr, page, pages)
        )];
        let (zone_name, zone) = self.reader_zone(request)?;
        for game in &listed.items {
            let board = board_link(game, &self.posts.delivery(game));
            lines.push(games::games_line(tr, game, board.as_deref()));
            // Who is away, until when in the reader's time zone.
            for (seat, until) in self.posts.on_vacation(game) {
                lines.push(messages::away_in_list(
                    tr,
                    &seat_name(game, seat),
                    &zones::when(tr, until, (&zone_name, &zone)),
                ));
            }
        }
        lines.extend(messages::next_page(tr, page, pages));
        let mut reply = Reply::private(request.channel, request.user.id, lines.join("\n"));
        let user = whose.map(|(id, _)| id);
        // The games in progress of every game share one list.
        let game = GameKind::default();
        reply.components = paging::buttons(tr, ListKind::Games, game, user, page, pages);
        Ok(vec![reply])
    }
}
