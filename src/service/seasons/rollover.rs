//! A season's end: the ticks post its final top 10 of each game in the season channel
//! and name its champions, once. The server's [`GuildSeasons`] record says which
//! season was under way when they last looked; the tick that finds another one under
//! way closes it (and the one just before, when the bot was down through a whole
//! season), writes that under the record's revision and only then returns the posts:
//! two processes, or a restart, post a season's end once.

use crate::model::{
    ChannelId, ClosedSeason, GameKind, GuildId, GuildSeasons, GuildSettings, SeasonChampion,
    SeasonLength, SeasonPlayer,
};
use crate::store::{LeaderboardPage, StoreError};

use super::super::dispatch::Service;
use super::super::error::{ErrorChain, ServiceResult};
use super::super::leaderboard::table;
use super::super::messages;
use super::super::reply::{Delivery, Reply};
use super::board::ranked;
use super::calendar;

/// The places a season's final table shows.
pub(crate) const FINAL_TOP: usize = 10;

/// Whether a season's key is of the length the server has now (a server that went
/// from monthly to quarterly closes no monthly season at a quarter's end).
fn is_of(key: &str, length: SeasonLength) -> bool {
    key.contains('Q') == (length == SeasonLength::Quarterly)
}

impl Service {
    /// A server turned seasons on (or changed their length): its seasons record exists
    /// from now on, with the season under way as the one the ticks close at its end.
    pub(crate) fn track_server_seasons(&self, settings: &GuildSettings) -> ServiceResult<()> {
        let Some((length, zone)) = calendar::of(settings) else {
            return Ok(());
        };
        let guild = settings.guild;
        let current = calendar::key_at(self.clock.now_ms(), &zone, length);
        let mut record = self
            .store
            .guild_seasons(guild)?
            .unwrap_or_else(|| GuildSeasons::new(guild));
        if record.current == current {
            return Ok(());
        }
        let based_on = record.revision;
        record.current = current;
        record.revision = based_on + 1;
        match self.store.save_guild_seasons(&record, based_on) {
            // Another request or tick wrote it meanwhile: as good.
            Ok(()) | Err(StoreError::RecordChanged { .. }) => Ok(()),
            Err(err) => Err(err.into()),
        }
    }

    /// The seasons `user` won in `game` in the server, oldest first, for their profile.
    pub(crate) fn season_titles(
        &self,
        guild: GuildId,
        game: GameKind,
        user: crate::model::UserId,
    ) -> ServiceResult<Vec<String>> {
        Ok(self
            .store
            .guild_seasons(guild)?
            .map(|s| {
                s.titles_of(game, user)
                    .into_iter()
                    .map(str::to_string)
                    .collect()
            })
            .unwrap_or_default())
    }

    /// The ticks' season work: the final tables of the seasons that ended by `now`, in
    /// the servers this process ticks. A server that fails is logged and tried again
    /// at the next tick.
    pub(crate) fn season_posts(&self, now: i64) -> Vec<Reply> {
        let guilds = match self.store.season_guilds() {
            Ok(guilds) => guilds,
            Err(err) => {
                tracing::error!("cannot read the servers' seasons: {}", ErrorChain(&err));
                return Vec::new();
            }
        };
        let scope = self.scope.as_ref();
        let mut replies = Vec::new();
        for guild in guilds
            .into_iter()
            .filter(|g| scope.is_none_or(|owns| owns(*g)))
        {
            match self.close_seasons(guild, now) {
                Ok(mut posts) => replies.append(&mut posts),
                Err(err) => tracing::warn!(
                    "the season's end in server {}: {}",
                    guild.0,
                    ErrorChain(&err)
                ),
            }
        }
        replies
    }

    /// When the next season ends after `after_ms`, in any server with seasons (for
    /// simulated clocks, which tick at each such time).
    pub(crate) fn next_season_end(&self, after_ms: i64) -> Option<i64> {
        let guilds = self.store.season_guilds().ok()?;
        guilds
            .into_iter()
            .filter_map(|guild| {
                let settings = self.settings_of(guild).ok()?;
                let (length, zone) = calendar::of(&settings)?;
                calendar::end_after(after_ms, &zone, length)
            })
            .min()
    }

    /// One server's seasons that ended by `now`: closed, written, then posted.
    fn close_seasons(&self, guild: GuildId, now: i64) -> ServiceResult<Vec<Reply>> {
        let settings = self.settings_of(guild)?;
        let Some((length, zone)) = calendar::of(&settings) else {
            return Ok(Vec::new());
        };
        let Some(current) = calendar::key_at(now, &zone, length) else {
            return Ok(Vec::new());
        };
        let Some(mut record) = self.store.guild_seasons(guild)? else {
            return Ok(Vec::new());
        };
        if record.current.as_deref() == Some(current.as_str()) {
            return Ok(Vec::new());
        }
        let based_on = record.revision;
        // The season recorded as under way, and the one just before this one (the same,
        // unless the bot was down through a whole season).
        let mut ended: Vec<String> = record
            .current
            .iter()
            .filter(|k| is_of(k, length))
            .cloned()
            .collect();
        let last = calendar::start_at(now, &zone, length)
            .and_then(|start| calendar::key_at(start - 1, &zone, length));
        if let Some(last) = last.filter(|l| !ended.contains(l) && *l < current) {
            ended.push(last);
        }
        ended.retain(|k| *k < current && !record.closed.iter().any(|c| c.season == *k));
        let tr = self.tr_public(&settings);
        let mut replies = Vec::new();
        for season in ended {
            let mut champions = Vec::new();
            for game in GameKind::ALL {
                let players = ranked(self.store.season_players(guild, game, &season)?);
                let Some(first) = players.first() else {
                    continue;
                };
                champions.push(SeasonChampion {
                    game,
                    user: first.player.user,
                    name: first.player.name.clone(),
                    rating: first.player.rating,
                });
                if let Some(channel) = settings.season_channel {
                    replies.push(final_table(tr, channel, game, &season, &players));
                }
            }
            record.closed.push(ClosedSeason {
                season,
                closed_ms: now,
                champions,
            });
        }
        record.current = Some(current);
        record.revision = based_on + 1;
        match self.store.save_guild_seasons(&record, based_on) {
            Ok(()) => Ok(replies),
            // Another process closed it meanwhile, and posts it.
            Err(StoreError::RecordChanged { .. }) => Ok(Vec::new()),
            Err(err) => Err(err.into()),
        }
    }
}

/// The post of a season's final table in one game: its top 10, and its champion.
fn final_table(
    tr: crate::i18n::Tr<'_>,
    channel: ChannelId,
    game: GameKind,
    season: &str,
    players: &[SeasonPlayer],
) -> Reply {
    let listed = LeaderboardPage {
        players: players
            .iter()
            .take(FINAL_TOP)
            .map(|p| p.player.clone())
            .collect(),
        total: players.len(),
        above: 0,
    };
    let champion = listed
        .players
        .first()
        .map_or(String::new(), |p| super::super::markdown::escape(&p.name));
    let mut lines = vec![messages::season_final_title(tr, game, season)];
    lines.extend(table(tr, &listed, 0));
    lines.push(messages::season_champion_line(tr, season, &champion));
    let mut reply = Reply::public(channel, lines.join("\n"));
    reply.delivery = Delivery::Channel;
    // The champion is named, not pinged: the post is news to nobody in particular.
    reply.silent = true;
    reply
}
