//! `/martian leaderboard`: the server's rated players, a page at a time.

use crate::model::PlayerRecord;

use super::error::{ServiceError, ServiceResult};
use super::markdown::in_code;
use super::messages;
use super::reply::Reply;
use super::request::Request;
use super::Service;

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
    /// The server's players by rating: equal ratings share a rank (1, 2, 2, 4).
    pub(crate) fn leaderboard(
        &self,
        request: &Request,
        page: Option<i64>,
    ) -> ServiceResult<Vec<Reply>> {
        let mut players = self.store.players(request.guild)?;
        if players.is_empty() {
            return Ok(vec![Reply::public(
                request.channel,
                messages::no_rated_players(),
            )]);
        }
        players.sort_by(|a, b| {
            b.rating
                .round()
                .total_cmp(&a.rating.round())
                .then(b.games.cmp(&a.games))
                .then(a.name.to_lowercase().cmp(&b.name.to_lowercase()))
        });
        let pages = players.len().div_ceil(PAGE_SIZE);
        let page = page.unwrap_or(1);
        if page < 1 || page as usize > pages {
            return Err(ServiceError::user(messages::bad_page(page, pages)));
        }
        let mut ranks = Vec::with_capacity(players.len());
        for (i, p) in players.iter().enumerate() {
            let tied = i > 0 && players[i - 1].rating.round() == p.rating.round();
            ranks.push(if tied { ranks[i - 1] } else { i + 1 });
        }
        let mut lines = vec![
            format!("**Leaderboard** (page {page} of {pages})"),
            "```".to_string(),
            format!(
                "{:>4}  {:<20} {:>11} {:>6}  {:<9}",
                "#", "Player", "Rating", "Games", "W/D/L"
            ),
        ];
        let first = (page as usize - 1) * PAGE_SIZE;
        for (p, rank) in players.iter().zip(&ranks).skip(first).take(PAGE_SIZE) {
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
        lines.push(
            "± is the rating deviation; ? marks a provisional rating (deviation above 110).".into(),
        );
        Ok(vec![Reply::public(request.channel, lines.join("\n"))])
    }
}
