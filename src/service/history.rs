//! `/martian history`: a player's finished games, with results and dates, the most
//! recent first, a page at a time, from the store's per-player index (however many
//! games the server has, and however old the player's are).

use crate::model::GameRecord;

use super::calendar::date;
use super::error::ServiceResult;
use super::markdown::escape;
use super::messages;
use super::paging;
use super::reply::Reply;
use super::request::{Request, User};
use super::view::seat_name;
use super::Service;

/// Finished games on one page of `/martian history`.
pub(crate) const HISTORY_SIZE: usize = 10;

impl Service {
    pub(crate) fn history(
        &self,
        request: &Request,
        user: Option<&User>,
        page: Option<i64>,
    ) -> ServiceResult<Vec<Reply>> {
        let who = user.unwrap_or(&request.user);
        let name = escape(&who.name);
        let listed = self.store.finished_games_of(
            request.guild,
            who.id,
            paging::window(page, HISTORY_SIZE),
        )?;
        if listed.total == 0 {
            return Ok(vec![Reply::private(
                request.channel,
                request.user.id,
                messages::no_history(&name),
            )]);
        }
        let list = format!("the finished games of {name} fill");
        let (page, pages) = paging::check(page, listed.total, HISTORY_SIZE, &list)?;
        let mut lines = vec![format!(
            "**Recent games of {name}**: {} finished{}",
            listed.total,
            messages::page_of(page, pages)
        )];
        lines.extend(listed.items.iter().map(|game| history_line(game, who)));
        lines.extend(messages::next_page(page, pages));
        lines.push("Replay one with `/martian replay game:<id>`.".into());
        Ok(vec![Reply::private(
            request.channel,
            request.user.id,
            lines.join("\n"),
        )])
    }
}

/// "• `2s` 2024-05-01 vs bob: won. alice wins 7–5: …"
fn history_line(game: &GameRecord, who: &User) -> String {
    let seat = game.seat_of(who.id).unwrap_or(0);
    let opponents: Vec<String> = (0..game.seats.len())
        .filter(|s| *s != seat)
        .map(|s| seat_name(game, s))
        .collect();
    // The summary is kept in plain text (images show it too).
    let (result, summary, at) = match &game.end {
        Some(end) if end.winners.contains(&seat) => ("won", escape(&end.summary), end.at_ms),
        Some(end) if end.drawn.contains(&seat) => ("drew", escape(&end.summary), end.at_ms),
        Some(end) => ("lost", escape(&end.summary), end.at_ms),
        None => ("ended", String::new(), game.updated_ms),
    };
    format!(
        "• `{}` {} vs {}: {result}. {summary}",
        game.id,
        date(at),
        messages::join_names(&opponents)
    )
}
