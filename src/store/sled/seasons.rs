//! Seasons (issue 30) in the sled store: `season_players` (guild+game+season+NUL+user
//! -> a member's season record), written in the transaction that stores a game's end
//! (`save.rs`), and `guild_seasons` (guild -> the server's seasons), a
//! compare-and-swap after its revision check, as the puzzle records are.

use sled::transaction::{ConflictableTransactionError, TransactionalTree};

use super::failures::{aborting, read_failed};
use super::keys::{season_player_key, season_prefix, Entry, GUILD_SEASONS, SEASON_PLAYERS};
use super::SledStore;
use crate::model::{
    encode_puzzle_record, GameKind, GameRecord, GuildId, GuildSeasons, PlayerRecord, SeasonPlayer,
    UserId,
};
use crate::store::error::StoreError;
use crate::store::export::Export;
use crate::store::records::{puzzle_record, season_names};
use crate::store::revision::check_named_revision;
use crate::store::season::SeasonRate;

/// Inside a game's transaction: reads the seats' season records, rates them from
/// those and the all-time records read before (`all_time`), writes the result.
pub(super) fn rate_season(
    seasons: &TransactionalTree,
    game: &GameRecord,
    all_time: &[Option<PlayerRecord>],
    season: &SeasonRate<'_>,
) -> Result<(), ConflictableTransactionError<StoreError>> {
    let (guild, kind) = (game.guild, game.kind());
    let mut before = Vec::with_capacity(game.seats.len());
    for seat in &game.seats {
        let key = season_player_key(guild, kind, season.season, seat.user);
        let record = match seasons.get(key)? {
            Some(bytes) => Some(
                puzzle_record::<SeasonPlayer>(
                    || season_names::player(guild, kind, season.season, seat.user),
                    &bytes,
                )
                .map_err(aborting)?,
            ),
            None => None,
        };
        before.push(record);
    }
    for record in (season.rate)(&before, all_time) {
        let p = &record.player;
        seasons.insert(
            season_player_key(p.guild, p.game, &record.season, p.user),
            encode_puzzle_record(&record),
        )?;
    }
    Ok(())
}

impl SledStore {
    pub(super) fn read_season_players(
        &self,
        guild: GuildId,
        game: GameKind,
        season: &str,
    ) -> Result<Vec<SeasonPlayer>, StoreError> {
        let mut players = Vec::new();
        for entry in self
            .season_players
            .scan_prefix(season_prefix(guild, game, season))
        {
            let (key, bytes) = entry.map_err(|e| read_failed(&self.path, e))?;
            let at = Entry {
                tree: SEASON_PLAYERS,
                key: &key,
            };
            let user = UserId(at.last_number(key.len())?);
            players.push(puzzle_record(
                || season_names::player(guild, game, season, user),
                &bytes,
            )?);
        }
        Ok(players)
    }

    pub(super) fn read_guild_seasons(
        &self,
        guild: GuildId,
    ) -> Result<Option<GuildSeasons>, StoreError> {
        self.puzzle_read(&self.guild_seasons, &guild.0.to_be_bytes())?
            .map(|b| puzzle_record(|| season_names::guild(guild), &b))
            .transpose()
    }

    pub(super) fn write_guild_seasons(
        &self,
        seasons: &GuildSeasons,
        based_on: u64,
    ) -> Result<(), StoreError> {
        let what = || season_names::guild(seasons.guild);
        self.swap_checked(
            &self.guild_seasons,
            &seasons.guild.0.to_be_bytes(),
            &encode_puzzle_record(seasons),
            |old| {
                let stored = old
                    .map(|b| puzzle_record::<GuildSeasons>(what, b))
                    .transpose()?;
                check_named_revision(what, seasons.revision, based_on, stored.map(|s| s.revision))
            },
        )
    }

    pub(super) fn read_season_guilds(&self) -> Result<Vec<GuildId>, StoreError> {
        let mut guilds = Vec::new();
        for entry in self.guild_seasons.iter().keys() {
            let key = entry.map_err(|e| read_failed(&self.path, e))?;
            let at = Entry {
                tree: GUILD_SEASONS,
                key: &key,
            };
            guilds.push(GuildId(at.last_number(8)?));
        }
        Ok(guilds)
    }

    /// Every season record and server's seasons, into `export`.
    pub(super) fn export_seasons(&self, export: &mut Export) -> Result<(), StoreError> {
        for entry in self.season_players.iter() {
            let (key, bytes) = entry.map_err(|e| read_failed(&self.path, e))?;
            let what = || {
                format!(
                    "the season record at key {} of tree `{SEASON_PLAYERS}`",
                    key.iter().map(|b| format!("{b:02x}")).collect::<String>()
                )
            };
            export
                .season_players
                .push(puzzle_record::<SeasonPlayer>(what, &bytes)?);
        }
        for guild in self.read_season_guilds()? {
            if let Some(seasons) = self.read_guild_seasons(guild)? {
                export.guild_seasons.push(seasons);
            }
        }
        Ok(())
    }
}
