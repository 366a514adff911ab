//! Reading every record out of a sled store, for `martian-chess migrate`.

use super::failures::read_failed;
use super::keys::{Entry, ANALYSES, DMS_CLOSED, MEMBERS, PLAYERS, PLAYER_KEY_LEN};
use super::SledStore;
use crate::model::{GameId, GuildId, UserId};
use crate::store::error::StoreError;
use crate::store::export::Export;
use crate::store::records;

impl SledStore {
    /// Every game (with its delivery record), player record, server's settings,
    /// closed-DMs mark, member's settings, analysis, rating history point, puzzle
    /// record and tournament (with the tournament id counter).
    pub fn export(&self) -> Result<Export, StoreError> {
        let mut export = Export::default();
        for entry in self.games.iter() {
            let (key, bytes) = entry.map_err(|e| read_failed(&self.path, e))?;
            let id = GameId(
                Entry {
                    tree: super::keys::GAMES,
                    key: &key,
                }
                .last_number(8)?,
            );
            let game = records::game(id, &bytes)?;
            let delivery = self.read_delivery(id)?;
            if !delivery.is_empty() {
                export.deliveries.push((game.guild, id, delivery));
            }
            export.games.push(game);
        }
        export.games.sort_by_key(|g| (g.guild, g.id));
        export
            .deliveries
            .sort_by_key(|(guild, id, _)| (*guild, *id));
        for entry in self.players.iter() {
            let (key, bytes) = entry.map_err(|e| read_failed(&self.path, e))?;
            let (guild, user, game) = Entry {
                tree: PLAYERS,
                key: &key,
            }
            .rated()?;
            let mut player = records::player(guild, user, &bytes)?;
            player.game = game;
            export.players.push(player);
        }
        for entry in self.settings.iter() {
            let (key, bytes) = entry.map_err(|e| read_failed(&self.path, e))?;
            let guild = GuildId(
                Entry {
                    tree: super::keys::SETTINGS,
                    key: &key,
                }
                .last_number(8)?,
            );
            export.settings.push(records::settings(guild, &bytes)?);
        }
        for entry in self.dms_closed.iter().keys() {
            let key = entry.map_err(|e| read_failed(&self.path, e))?;
            export.dms_closed.push(pair(DMS_CLOSED, &key)?);
        }
        for entry in self.members.iter() {
            let (key, bytes) = entry.map_err(|e| read_failed(&self.path, e))?;
            let (guild, user) = pair(MEMBERS, &key)?;
            export.members.push(records::member(guild, user, &bytes)?);
        }
        for entry in self.analyses.iter() {
            let (key, bytes) = entry.map_err(|e| read_failed(&self.path, e))?;
            let (guild, game) = pair(ANALYSES, &key)?;
            let game = GameId(game.0);
            export
                .analyses
                .push((guild, game, records::analysis(guild, game, &bytes)?));
        }
        export.history = self.all_points()?;
        export.history_backfilled = self.backfilled()?;
        export.heartbeats = self.read_heartbeats()?;
        export.outages = self.read_outages(i64::MIN)?;
        self.export_puzzles(&mut export)?;
        self.export_tournaments(&mut export)?;
        self.export_seasons(&mut export)?;
        Ok(export)
    }
}

/// A guild+user key (or guild+game: the same layout).
pub(super) fn pair(tree: &'static str, key: &[u8]) -> Result<(GuildId, UserId), StoreError> {
    let at = Entry { tree, key };
    let user = UserId(at.last_number(PLAYER_KEY_LEN)?);
    // 16 bytes long, as `last_number` checked.
    let guild = key.first_chunk::<8>().copied().unwrap_or_default();
    Ok((GuildId(u64::from_be_bytes(guild)), user))
}
