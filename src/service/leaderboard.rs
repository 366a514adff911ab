//! `/martian leaderboard`: the server's rated players in one game, a page at a time.

use crate::i18n::Tr;
use crate::model::{rating_points, GameKind, PlayerRecord, PROVISIONAL_DEVIATION};
use crate::store::LeaderboardPage;

use super::dispatch::Service;
use super::error::ServiceResult;
use super::list_id::ListKind;
use super::markdown::in_code;
use super::messages::{self, PagedList};
use super::paging;
use super::reply::Reply;
use super::request::Request;

/// Rows per leaderboard page.
pub(crate) const PAGE_SIZE: usize = 10;

/// "1662 ±97", with `?` for a provisional rating.
pub(crate) fn rating_text(p: &PlayerRecord) -> String {
    format!(
        "{:.0}{} ±{:.0}",
        p.rating,
        if p.is_provisional() { "?" } else { "" },
        p.deviation
    )
}

impl Service {
    /// One page of the server's players by rating in `game`, read from the store's
    /// rating order: equal rounded ratings share a rank (1, 2, 2, 4).
    pub(crate) fn leaderboard(
        &self,
        request: &Request,
        game: GameKind,
        page: Option<i64>,
        season: Option<&str>,
    ) -> ServiceResult<Vec<Reply>> {
        // With seasons, the season under way unless another (or all-time) is asked.
        let (season, asked) = self.season_chosen(request, season)?;
        if let Some(season) = season {
            return self.season_leaderboard(request, game, &season, page, asked);
        }
        let listed =
            self.store
                .leaderboard(request.guild, game, paging::window(page, PAGE_SIZE))?;
        let tr = self.tr_public_for(request)?;
        if listed.total == 0 {
            let mut reply = Reply::public(request.channel, messages::no_rated_players(tr, game));
            reply.silent = true;
            return Ok(vec![reply]);
        }
        let (page, pages) = paging::check(
            self.tr_private(request),
            page,
            listed.total,
            PAGE_SIZE,
            PagedList::Leaderboard,
        )?;
        let first = (page - 1) * PAGE_SIZE;
        let mut lines = vec![messages::leaderboard_title(tr, game, page, pages)];
        lines.extend(table(tr, &listed, first));
        let mut reply = Reply::public(request.channel, lines.join("\n"));
        // The buttons page the default board (see `season_chosen`).
        if !asked || self.season_chosen(request, None)?.0.is_none() {
            reply.components = paging::buttons(tr, ListKind::Leaderboard, game, None, page, pages);
        }
        // A page of a list is news to nobody.
        reply.silent = true;
        Ok(vec![reply])
    }
}

/// A page of a leaderboard as a table in a code block, with its legend under it:
/// rank, name, rating, games, wins/draws/losses. `first` is the place of its first
/// player (from 0).
pub(crate) fn table(tr: Tr<'_>, listed: &LeaderboardPage, first: usize) -> Vec<String> {
    let [rank, player, rating, games, record] = messages::leaderboard_columns(tr);
    let mut lines = vec![
        "```".to_string(),
        format!("{rank:>4}  {player:<20} {rating:>11} {games:>6}  {record:<9}"),
    ];
    for (p, rank) in listed.players.iter().zip(ranks(listed, first)) {
        // The table is a code block: names are shown as they are, backticks aside.
        let name: String = in_code(&p.name).chars().take(20).collect();
        lines.push(format!(
            "{:>4}  {:<20} {:>11} {:>6}  {}/{}/{}",
            rank,
            name,
            rating_text(p),
            p.games,
            p.wins,
            p.draws,
            p.losses
        ));
    }
    lines.push("```".to_string());
    lines.push(messages::leaderboard_legend(tr, PROVISIONAL_DEVIATION));
    lines
}

/// The ranks of a page whose first player is at place `first` (from 0): a player
/// with the same rounded rating as the one before shares their rank.
fn ranks(page: &LeaderboardPage, first: usize) -> Vec<usize> {
    let mut ranks: Vec<usize> = Vec::with_capacity(page.players.len());
    for (i, p) in page.players.iter().enumerate() {
        let tied = i > 0 && rating_points(page.players[i - 1].rating) == rating_points(p.rating);
        ranks.push(match (i, tied) {
            (0, _) => page.above + 1,
            (_, true) => ranks[i - 1],
            (_, false) => first + i + 1,
        });
    }
    ranks
}
