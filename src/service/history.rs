//! `/martian history`: a player's finished games, with results and dates, the most
//! recent first, a page at a time, from the store's per-player index (however many
//! games the server has, and however old the player's are): those the asker may see.

use jiff::tz::TimeZone;

use crate::i18n::Tr;
use crate::model::{GameKind, GameRecord, UserId};

use super::dispatch::Service;
use super::error::ServiceResult;
use super::games::end_summary_of;
use super::list_id::ListKind;
use super::markdown::escape;
use super::messages::{self, Outcome, PagedList};
use super::names::seat_name;
use super::paging;
use super::reply::Reply;
use super::request::{Request, User};
use super::visibility;
use super::zones;

/// Finished games on one page of `/martian history`.
pub(crate) const HISTORY_SIZE: usize = 10;

impl Service {
    pub(crate) fn history(
        &self,
        request: &Request,
        game: GameKind,
        user: Option<&User>,
        page: Option<i64>,
    ) -> ServiceResult<Vec<Reply>> {
        let who = user.unwrap_or(&request.user);
        self.history_of(request, game, who.id, Some(&who.name), page)
    }

    /// Page `page` of the finished games of `who` in `game`, private to the
    /// requester. `name` is how to call them; `None` (a page button, which carries
    /// only their id) takes it from their games.
    pub(crate) fn history_of(
        &self,
        request: &Request,
        game: GameKind,
        who: UserId,
        name: Option<&str>,
        page: Option<i64>,
    ) -> ServiceResult<Vec<Reply>> {
        let tr = self.tr_private(request);
        let window = paging::window(page, HISTORY_SIZE);
        let listed = visibility::visible_page(request, window, |w| {
            self.store.finished_games_of(request.guild, game, who, w)
        })?;
        let name = match name {
            Some(name) => escape(name),
            None => name_in(&listed.items, who),
        };
        if listed.total == 0 {
            return Ok(vec![Reply::private(
                request.channel,
                request.user.id,
                messages::no_history(tr, game, &name),
            )]);
        }
        let list = PagedList::History(&name);
        let (page, pages) = paging::check(tr, page, listed.total, HISTORY_SIZE, list)?;
        let mut lines = vec![format!(
            "{}{}",
            messages::history_title(tr, game, &name, listed.total),
            messages::page_of(tr, page, pages)
        )];
        // Days as the reader's calendar has them (their zone, else the server's).
        let (_, zone) = self.reader_zone(request)?;
        lines.extend(
            listed
                .items
                .iter()
                .map(|game| history_line(tr, game, who, &zone)),
        );
        lines.extend(messages::next_page(tr, page, pages));
        lines.push(messages::history_replay_hint(tr));
        let mut reply = Reply::private(request.channel, request.user.id, lines.join("\n"));
        reply.components = paging::buttons(tr, ListKind::History, game, Some(who), page, pages);
        Ok(vec![reply])
    }
}

/// A player's name as their seat in one of `games` shows it (escaped), or a mention
/// of them (shown as their name, and pinging nobody: replies name whom to ping).
pub(crate) fn name_in(games: &[GameRecord], who: UserId) -> String {
    games
        .iter()
        .find_map(|game| game.seat_of(who).map(|seat| seat_name(game, seat)))
        .unwrap_or_else(|| who.mention())
}

/// "• `2s` 2024-05-01 vs bob: won. alice wins 7–5: …"
fn history_line(tr: Tr<'_>, game: &GameRecord, who: UserId, zone: &TimeZone) -> String {
    let seat = game.seat_of(who).unwrap_or(0);
    let opponents: Vec<String> = (0..game.seats.len())
        .filter(|s| *s != seat)
        .map(|s| seat_name(game, s))
        .collect();
    // The summary is built in plain text (images show it too): escaped here.
    let summary = |_: &crate::model::GameEnd| escape(&end_summary_of(tr, game).unwrap_or_default());
    let (outcome, summary, at) = match &game.end {
        Some(end) if end.winners.contains(&seat) => (Outcome::Won, summary(end), end.at_ms),
        Some(end) if end.drawn.contains(&seat) => (Outcome::Drew, summary(end), end.at_ms),
        Some(end) => (Outcome::Lost, summary(end), end.at_ms),
        None => (Outcome::Ended, String::new(), game.updated_ms),
    };
    messages::history_line(
        tr,
        &game.id.to_string(),
        &zones::day(tr, at, zone),
        &tr.list(&opponents),
        outcome,
        &summary,
    )
}
