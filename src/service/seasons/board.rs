//! `/martian leaderboard` with seasons: the season under way by default, a past one or
//! all-time with `season:`.

use crate::model::{rating_points, GameKind, GuildSettings, SeasonPlayer, Standing};
use crate::store::LeaderboardPage;

use super::super::dispatch::Service;
use super::super::error::{ServiceError, ServiceResult};
use super::super::leaderboard::{table, PAGE_SIZE};
use super::super::messages::{self, PagedList};
use super::super::paging;
use super::super::reply::Reply;
use super::super::request::Request;
use super::calendar;

/// The `season:` that asks for the all-time leaderboard.
pub(crate) const ALL_TIME: &str = "all-time";

/// A season's players in leaderboard order, best first.
pub(crate) fn ranked(mut players: Vec<SeasonPlayer>) -> Vec<SeasonPlayer> {
    players.sort_by_cached_key(|p| Standing::of(&p.player));
    players
}

impl Service {
    /// Which leaderboard `season:` asks for: a season's key, or `None` for all-time;
    /// with it, whether one was asked for (`false`: the server's default, the season
    /// under way when it has seasons). Anything else is refused with a sentence.
    pub(crate) fn season_chosen(
        &self,
        request: &Request,
        typed: Option<&str>,
    ) -> ServiceResult<(Option<String>, bool)> {
        match typed.map(str::trim).filter(|t| !t.is_empty()) {
            Some(t) if self.means_all_time(request, t) => Ok((None, true)),
            Some(t) => match calendar::parse_key(t) {
                Some(key) => Ok((Some(key), true)),
                None => Err(ServiceError::user(messages::season_bad_key(
                    self.tr_private(request),
                    t,
                ))),
            },
            None => Ok((
                self.season_under_way(&self.settings_of(request.guild)?),
                false,
            )),
        }
    }

    /// The key of the season under way now in a server with these settings (none
    /// without seasons).
    pub(crate) fn season_under_way(&self, settings: &GuildSettings) -> Option<String> {
        let now = self.clock.now_ms();
        calendar::of(settings).and_then(|(length, zone)| calendar::key_at(now, &zone, length))
    }

    /// Whether `typed` asks for the all-time leaderboard: `all-time` in any language,
    /// or the word for it in the asker's or the server's language.
    fn means_all_time(&self, request: &Request, typed: &str) -> bool {
        let typed = typed.to_lowercase();
        let word = |tr| messages::season_all_time_word(tr).to_lowercase();
        typed == ALL_TIME
            || typed == word(self.tr_private(request))
            || self
                .tr_public_for(request)
                .is_ok_and(|tr| typed == word(tr))
    }

    /// One page of a season's leaderboard. The page buttons page the default board,
    /// so they are under the season under way's only (`asked`: a season was named).
    pub(crate) fn season_leaderboard(
        &self,
        request: &Request,
        game: GameKind,
        season: &str,
        page: Option<i64>,
        asked: bool,
    ) -> ServiceResult<Vec<Reply>> {
        let players = ranked(self.store.season_players(request.guild, game, season)?);
        let tr = self.tr_public_for(request)?;
        if players.is_empty() {
            let mut reply = Reply::public(
                request.channel,
                messages::season_no_players(tr, game, season),
            );
            reply.silent = true;
            return Ok(vec![reply]);
        }
        let (page, pages) = paging::check(
            self.tr_private(request),
            page,
            players.len(),
            PAGE_SIZE,
            PagedList::Leaderboard,
        )?;
        let first = (page - 1) * PAGE_SIZE;
        let shown: Vec<_> = players
            .iter()
            .skip(first)
            .take(PAGE_SIZE)
            .map(|p| p.player.clone())
            .collect();
        let top = shown.first().map_or(0, |p| rating_points(p.rating));
        let listed = LeaderboardPage {
            above: players
                .iter()
                .filter(|p| rating_points(p.player.rating) > top)
                .count(),
            total: players.len(),
            players: shown,
        };
        let mut lines = vec![messages::season_leaderboard_title(
            tr, game, season, page, pages,
        )];
        lines.extend(table(tr, &listed, first));
        let mut reply = Reply::public(request.channel, lines.join("\n"));
        let current = !asked || self.season_chosen(request, None)?.0.as_deref() == Some(season);
        if current {
            reply.components = paging::buttons(
                tr,
                super::super::list_id::ListKind::Leaderboard,
                game,
                None,
                page,
                pages,
            );
        }
        reply.silent = true;
        Ok(vec![reply])
    }
}
