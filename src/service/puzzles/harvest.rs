//! A server's own puzzles: its finished games are looked into for one, a few games per
//! tick (a game's search takes about a tenth of a second; ticks run on a blocking
//! thread, never on the async workers), newest first, each game once. A puzzle is kept
//! with the channel its game was played in (a thread's parent), so that it is only
//! given to members who can view that channel.

use crate::model::{GuildId, ServerPuzzle};
use crate::service::games;

use super::super::dispatch::Service;
use super::super::error::{ErrorChain, ServiceResult};

/// Games looked into per tick, across servers.
const GAMES_PER_TICK: usize = 2;

/// How far back the recent finished games are read, per server and tick.
const RECENT: usize = 20;

impl Service {
    /// Looks into a few finished games not looked into yet, in `guilds` (see
    /// [`Service::puzzle_guilds_ticked`]); failures are logged and tried again at a
    /// later tick.
    pub(crate) fn harvest_puzzles(&self, guilds: &[GuildId]) {
        let mut left = GAMES_PER_TICK;
        for &guild in guilds {
            if left == 0 {
                return;
            }
            match self.harvest_in(guild, left) {
                Ok(looked) => left -= looked.min(left),
                Err(err) => tracing::warn!(
                    "looking for puzzles in server {}: {}",
                    guild.0,
                    ErrorChain(&err)
                ),
            }
        }
    }

    /// Looks into up to `most` of a server's recent finished games; how many it did.
    fn harvest_in(&self, guild: GuildId, most: usize) -> ServiceResult<usize> {
        let Some(mut record) = self.store.guild_puzzles(guild)? else {
            return Ok(0);
        };
        let based_on = record.revision;
        let fresh: Vec<_> = self
            .store
            .archived_games(guild, RECENT)?
            .into_iter()
            .filter(|g| g.status == crate::model::GameStatus::Finished)
            .filter(|g| !record.scanned.contains(&g.id))
            .take(most)
            .collect();
        if fresh.is_empty() {
            return Ok(0);
        }
        let now = self.clock.now_ms();
        for game in &fresh {
            if let Some(puzzle) = games::puzzle_from_game(game)? {
                self.store.add_server_puzzle(&ServerPuzzle {
                    guild,
                    channel: game.parent.unwrap_or(game.channel),
                    game: game.id,
                    added_ms: now,
                    puzzle,
                })?;
            }
            record.scanned(game.id);
        }
        record.revision = based_on + 1;
        // Another process looked meanwhile: its marks stand, these games come again.
        if let Err(err) = self.store.save_guild_puzzles(&record, based_on) {
            if !matches!(err, crate::store::StoreError::RecordChanged { .. }) {
                return Err(err.into());
            }
        }
        Ok(fresh.len())
    }
}
