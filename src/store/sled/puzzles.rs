//! Puzzles (issue 31) in the sled store: `puzzle_players` (guild+user -> a member's
//! figures), `puzzle_stats` (puzzle id -> a puzzle's own rating), `server_puzzles`
//! (guild+puzzle id -> a puzzle found in one of the server's games) and `guild_puzzles`
//! (guild -> the server's daily puzzles). A write with a revision is a compare-and-swap
//! after the revision check of what the key held, as a member's settings are: a
//! concurrent write in between makes the swap fail, and the check then runs again on
//! what that write stored.

use sled::{IVec, Tree};

use super::failures::{read_failed, write_failed};
use super::keys::{player_key, server_puzzle_key, Entry, GUILD_PUZZLES, PUZZLE_PLAYERS};
use super::SledStore;
use crate::model::{
    encode_puzzle_record, GuildId, GuildPuzzles, PuzzlePlayer, PuzzleStats, ServerPuzzle, UserId,
};
use crate::store::error::StoreError;
use crate::store::export::Export;
use crate::store::records::{puzzle_names, puzzle_record};
use crate::store::revision::check_named_revision;

impl SledStore {
    pub(super) fn read_puzzle_player(
        &self,
        guild: GuildId,
        user: UserId,
    ) -> Result<Option<PuzzlePlayer>, StoreError> {
        self.puzzle_read(&self.puzzle_players, &player_key(guild, user))?
            .map(|b| puzzle_record(|| puzzle_names::player(guild, user), &b))
            .transpose()
    }

    pub(super) fn write_puzzle_player(
        &self,
        player: &PuzzlePlayer,
        based_on: u64,
    ) -> Result<(), StoreError> {
        let what = || puzzle_names::player(player.guild, player.user);
        self.swap_checked(
            &self.puzzle_players,
            &player_key(player.guild, player.user),
            &encode_puzzle_record(player),
            |old| {
                let stored = old
                    .map(|b| puzzle_record::<PuzzlePlayer>(what, b))
                    .transpose()?;
                check_named_revision(what, player.revision, based_on, stored.map(|s| s.revision))
            },
        )
    }

    pub(super) fn read_puzzle_players(
        &self,
        guild: GuildId,
    ) -> Result<Vec<PuzzlePlayer>, StoreError> {
        let mut players = Vec::new();
        for entry in self.puzzle_players.scan_prefix(guild.0.to_be_bytes()) {
            let (key, bytes) = entry.map_err(|e| read_failed(&self.path, e))?;
            let user = UserId(
                Entry {
                    tree: PUZZLE_PLAYERS,
                    key: &key,
                }
                .last_number(super::keys::PLAYER_KEY_LEN)?,
            );
            players.push(puzzle_record(|| puzzle_names::player(guild, user), &bytes)?);
        }
        Ok(players)
    }

    pub(super) fn read_puzzle_stats(&self, id: &str) -> Result<Option<PuzzleStats>, StoreError> {
        self.puzzle_read(&self.puzzle_stats, id.as_bytes())?
            .map(|b| puzzle_record(|| puzzle_names::stats(id), &b))
            .transpose()
    }

    pub(super) fn write_puzzle_stats(
        &self,
        stats: &PuzzleStats,
        based_on: u64,
    ) -> Result<(), StoreError> {
        let what = || puzzle_names::stats(&stats.id);
        self.swap_checked(
            &self.puzzle_stats,
            stats.id.as_bytes(),
            &encode_puzzle_record(stats),
            |old| {
                let stored = old
                    .map(|b| puzzle_record::<PuzzleStats>(what, b))
                    .transpose()?;
                check_named_revision(what, stats.revision, based_on, stored.map(|s| s.revision))
            },
        )
    }

    /// Written only where the key holds nothing: one compare-and-swap.
    pub(super) fn write_server_puzzle(&self, puzzle: &ServerPuzzle) -> Result<bool, StoreError> {
        self.writable()?;
        let key = server_puzzle_key(puzzle.guild, &puzzle.puzzle.id);
        let bytes = encode_puzzle_record(puzzle);
        let swapped = self
            .server_puzzles
            .compare_and_swap(key, None as Option<&[u8]>, Some(bytes.as_slice()))
            .map_err(|e| write_failed(&self.path, e))?;
        if swapped.is_err() {
            return Ok(false);
        }
        self.flush()?;
        Ok(true)
    }

    /// The server's puzzles, oldest first by (time added, game), as the memory store
    /// orders them (a server's puzzles are few: sorted here rather than indexed).
    pub(super) fn read_server_puzzles(
        &self,
        guild: GuildId,
    ) -> Result<Vec<ServerPuzzle>, StoreError> {
        let mut puzzles = Vec::new();
        for entry in self.server_puzzles.scan_prefix(guild.0.to_be_bytes()) {
            let (key, bytes) = entry.map_err(|e| read_failed(&self.path, e))?;
            let id = String::from_utf8_lossy(key.get(8..).unwrap_or_default()).into_owned();
            puzzles.push(puzzle_record::<ServerPuzzle>(
                || puzzle_names::server_puzzle(guild, &id),
                &bytes,
            )?);
        }
        puzzles.sort_by_key(|p| (p.added_ms, p.game));
        Ok(puzzles)
    }

    pub(super) fn read_guild_puzzles(
        &self,
        guild: GuildId,
    ) -> Result<Option<GuildPuzzles>, StoreError> {
        self.puzzle_read(&self.guild_puzzles, &guild.0.to_be_bytes())?
            .map(|b| puzzle_record(|| puzzle_names::guild(guild), &b))
            .transpose()
    }

    pub(super) fn write_guild_puzzles(
        &self,
        puzzles: &GuildPuzzles,
        based_on: u64,
    ) -> Result<(), StoreError> {
        let what = || puzzle_names::guild(puzzles.guild);
        self.swap_checked(
            &self.guild_puzzles,
            &puzzles.guild.0.to_be_bytes(),
            &encode_puzzle_record(puzzles),
            |old| {
                let stored = old
                    .map(|b| puzzle_record::<GuildPuzzles>(what, b))
                    .transpose()?;
                check_named_revision(what, puzzles.revision, based_on, stored.map(|s| s.revision))
            },
        )
    }

    pub(super) fn read_puzzle_guilds(&self) -> Result<Vec<GuildId>, StoreError> {
        let mut guilds = Vec::new();
        for entry in self.guild_puzzles.iter().keys() {
            let key = entry.map_err(|e| read_failed(&self.path, e))?;
            guilds.push(self.guild_puzzles_guild(&key)?);
        }
        Ok(guilds)
    }

    /// Every puzzle record, into `export`.
    pub(super) fn export_puzzles(&self, export: &mut Export) -> Result<(), StoreError> {
        for entry in self.puzzle_players.iter() {
            let (key, bytes) = entry.map_err(|e| read_failed(&self.path, e))?;
            let (guild, user) = super::export::pair(PUZZLE_PLAYERS, &key)?;
            export
                .puzzle_players
                .push(puzzle_record(|| puzzle_names::player(guild, user), &bytes)?);
        }
        for entry in self.puzzle_stats.iter() {
            let (key, bytes) = entry.map_err(|e| read_failed(&self.path, e))?;
            let id = String::from_utf8_lossy(&key).into_owned();
            export
                .puzzle_stats
                .push(puzzle_record(|| puzzle_names::stats(&id), &bytes)?);
        }
        for entry in self.server_puzzles.iter() {
            let (key, bytes) = entry.map_err(|e| read_failed(&self.path, e))?;
            let guild = GuildId(u64::from_be_bytes(
                key.first_chunk::<8>().copied().unwrap_or_default(),
            ));
            let id = String::from_utf8_lossy(key.get(8..).unwrap_or_default()).into_owned();
            export.server_puzzles.push(puzzle_record(
                || puzzle_names::server_puzzle(guild, &id),
                &bytes,
            )?);
        }
        for entry in self.guild_puzzles.iter() {
            let (key, bytes) = entry.map_err(|e| read_failed(&self.path, e))?;
            let guild = self.guild_puzzles_guild(&key)?;
            export
                .guild_puzzles
                .push(puzzle_record(|| puzzle_names::guild(guild), &bytes)?);
        }
        Ok(())
    }

    fn guild_puzzles_guild(&self, key: &[u8]) -> Result<GuildId, StoreError> {
        let at = Entry {
            tree: GUILD_PUZZLES,
            key,
        };
        Ok(GuildId(at.last_number(8)?))
    }

    pub(super) fn puzzle_read(&self, tree: &Tree, key: &[u8]) -> Result<Option<IVec>, StoreError> {
        tree.get(key).map_err(|e| read_failed(&self.path, e))
    }

    /// Writes `bytes` at `key` once `check` accepts what the key holds, in a
    /// compare-and-swap (retried with what a concurrent write stored), then flushes.
    pub(super) fn swap_checked(
        &self,
        tree: &Tree,
        key: &[u8],
        bytes: &[u8],
        check: impl Fn(Option<&[u8]>) -> Result<(), StoreError>,
    ) -> Result<(), StoreError> {
        self.writable()?;
        loop {
            let old = self.puzzle_read(tree, key)?;
            check(old.as_deref())?;
            let swapped = tree
                .compare_and_swap(key, old, Some(bytes))
                .map_err(|e| write_failed(&self.path, e))?;
            if swapped.is_ok() {
                return self.flush();
            }
        }
    }
}
