//! The sled store. Trees: `games` (id -> record), `channels` (guild+channel -> id of its
//! open game), `archive` (guild+end time+id -> nothing: every game that left its
//! channel), `wakes` (time+id -> nothing: when something falls due for an open game,
//! its reminder, its deadline or its delivery record's notice to post again),
//! `deliveries` (id -> a game's delivery record: what became of its messages, see
//! `delivery.rs`), `players` (guild+user(+game) -> rating record in one game),
//! `settings` (guild -> settings) and
//! `dms_closed` (guild+user -> nothing: members whose DMs are closed), `members`
//! (guild+user -> a member's own settings: time zone, quiet hours, vacations),
//! `analyses` (guild+game -> a finished game's analysis), `history` (the players'
//! rating histories, `history.rs`), the puzzles (`puzzles.rs`: `puzzle_players`
//! guild+user -> a member's puzzle figures, `puzzle_stats` puzzle id -> a puzzle's own
//! rating, `server_puzzles` guild+puzzle id -> a puzzle found in a server's game,
//! `guild_puzzles` guild -> a server's daily puzzles), `tournaments` (guild+id -> a
//! tournament, `tournaments.rs`, which also creates games); the indexes of
//! the lists commands page through (`indexes.rs`, read a page at a time in `pages.rs`,
//! built at open for a store written without them, `build.rs`); `keys.rs` has the key
//! layouts. Every write is a transaction over the trees it touches (a changed game's
//! in `save.rs`), flushed to disk before the call returns (`commit.rs`). A file below
//! that adds methods to [`SledStore`] imports this file, so this file only calls those
//! methods and names nothing of it: no file imports one that imports it.
//!
//! Opening reads no game: a game is decoded when it is first asked for, so that start-up
//! does not grow with the number of games.

mod build;
mod commit;
mod delivery;
mod export;
mod failures;
mod history;
mod indexes;
mod keys;
mod pages;
mod puzzles;
mod save;
mod seasons;
mod serving;
mod tournaments;

#[cfg(test)]
mod damage_tests;
#[cfg(test)]
mod upgrade_tests;

use std::ops::Bound;
use std::path::{Path, PathBuf};

use sled::transaction::TransactionError;
use sled::{Db, Tree};

use self::commit::GroupCommit;
use self::failures::{read_failed, write_failed};
use self::indexes::Indexes;
use self::keys::{
    analysis_key, channel_key, game_key, player_key, rated_key, wake_key, Entry, ANALYSES, ARCHIVE,
    ARCHIVE_KEY_LEN, CHANNELS, COUNTS, DELIVERIES, DMS_CLOSED, FINISHED_OF, GAMES, GUILD_PUZZLES,
    GUILD_SEASONS, HISTORY, MEMBERS, META, OPEN, OPEN_KEY_LEN, OPEN_OF, PLAYERS, PUZZLE_PLAYERS,
    PUZZLE_STATS, RANKING, SEASON_PLAYERS, SERVER_PUZZLES, SERVING, SETTINGS, TOURNAMENTS, WAKES,
    WAKE_KEY_LEN,
};
use super::error::StoreError;
use super::listing::{ArchivePlace, DueGame, LeaderboardPage, Page, Wake, Window};
use super::rating::{PlayersUpdate, RatePlayers};
use super::records;
use super::revision::{check_member_revision, check_settings_revision};
use super::season::SeasonRate;
use super::store_trait::Store;
use crate::model::{
    encode_member, encode_settings, ChannelId, GameAnalysis, GameDelivery, GameId, GameKind,
    GameRecord, GuildId, GuildPuzzles, GuildSeasons, GuildSettings, MemberSettings, Outage,
    PlayerRecord, PuzzlePlayer, PuzzleStats, RatingPoint, SeasonPlayer, ServerPuzzle, Tournament,
    TournamentId, UserId,
};

/// The shape of the store's trees and records this program reads and writes. Raise it
/// when a change would make an earlier version misread the store: that version then
/// refuses it instead of damaging it.
/// 2: `players` keys of a game other than martian carry its byte (17 bytes long).
/// 3: a game's delivery record (what became of its messages) is kept in `deliveries`,
/// apart from the game (`delivery.rs` moves it out of the open games of an older
/// store).
pub(crate) const SCHEMA: u64 = 3;

/// The `meta` key holding [`SCHEMA`] (a store written before it has none: schema 0).
const SCHEMA_KEY: &[u8] = b"schema";

/// A [`Store`] in a sled database directory.
pub struct SledStore {
    pub(super) db: Db,
    pub(super) games: Tree,
    channels: Tree,
    archive: Tree,
    wakes: Tree,
    deliveries: Tree,
    players: Tree,
    settings: Tree,
    dms_closed: Tree,
    members: Tree,
    puzzle_players: Tree,
    puzzle_stats: Tree,
    server_puzzles: Tree,
    guild_puzzles: Tree,
    tournaments: Tree,
    /// Seasons (`seasons.rs`).
    season_players: Tree,
    guild_seasons: Tree,
    analyses: Tree,
    history: Tree,
    indexes: Indexes,
    pub(super) meta: Tree,
    /// Heartbeats and outages (`serving.rs`).
    serving: Tree,
    path: PathBuf,
    commits: GroupCommit,
    /// Set by [`SledStore::inject_write_failures`]: every write fails before it
    /// touches anything, as on a full disk.
    failing_writes: std::sync::atomic::AtomicBool,
}

/// Opens sled's database in `dir`. sled releases its lock file only when its own
/// background threads drop their last reference, a moment after the previous handle in
/// this process was dropped (a restart in place, a test reopening a store): a lock
/// still held is retried for a short while before it counts as another process's.
pub(super) fn open_db(dir: &Path) -> sled::Result<Db> {
    const PATIENCE: std::time::Duration = std::time::Duration::from_secs(2);
    let started = std::time::Instant::now();
    loop {
        match sled::Config::new().path(dir).open() {
            Err(sled::Error::Io(e))
                if e.to_string().contains("could not acquire lock")
                    && started.elapsed() < PATIENCE =>
            {
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
            other => return other,
        }
    }
}

impl SledStore {
    /// Opens (or creates) the store in `dir`. Reads no game, but builds the indexes
    /// if the store has none yet (a store written by an earlier version: once), and
    /// checks every wake key, so that a damaged one fails here, loudly, rather than
    /// stopping every tick later.
    pub fn open(dir: &Path) -> Result<SledStore, StoreError> {
        let fail = |what: &str, e: sled::Error| {
            StoreError::io(
                format!("cannot {what} the game store at {}", dir.display()),
                e,
            )
        };
        let db = open_db(dir).map_err(|e| fail("open", e))?;
        let tree = |name: &str| db.open_tree(name).map_err(|e| fail("open a tree of", e));
        let store = SledStore {
            games: tree(GAMES)?,
            channels: tree(CHANNELS)?,
            archive: tree(ARCHIVE)?,
            wakes: tree(WAKES)?,
            deliveries: tree(DELIVERIES)?,
            players: tree(PLAYERS)?,
            settings: tree(SETTINGS)?,
            dms_closed: tree(DMS_CLOSED)?,
            members: tree(MEMBERS)?,
            puzzle_players: tree(PUZZLE_PLAYERS)?,
            puzzle_stats: tree(PUZZLE_STATS)?,
            server_puzzles: tree(SERVER_PUZZLES)?,
            guild_puzzles: tree(GUILD_PUZZLES)?,
            tournaments: tree(TOURNAMENTS)?,
            season_players: tree(SEASON_PLAYERS)?,
            guild_seasons: tree(GUILD_SEASONS)?,
            analyses: tree(ANALYSES)?,
            history: tree(HISTORY)?,
            indexes: Indexes {
                open: tree(OPEN)?,
                open_of: tree(OPEN_OF)?,
                finished_of: tree(FINISHED_OF)?,
                ranking: tree(RANKING)?,
                counts: tree(COUNTS)?,
            },
            meta: tree(META)?,
            serving: tree(SERVING)?,
            db,
            path: dir.to_path_buf(),
            commits: GroupCommit::default(),
            failing_writes: Default::default(),
        };
        store.check_schema()?;
        store
            .build_indexes_if_missing()
            .and_then(|_| store.check_wakes())
            .map_err(|e| match e {
                StoreError::Corrupt { what, source } => StoreError::Corrupt {
                    what: format!("in the game store at {}: {what}", dir.display()),
                    source,
                },
                other => other,
            })?;
        Ok(store)
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Refuses a store written by a newer version (whose records or trees this one
    /// might misread or damage), upgrades an older one, and marks the store with this
    /// version's schema once it is upgraded.
    fn check_schema(&self) -> Result<(), StoreError> {
        let stored = self
            .meta
            .get(SCHEMA_KEY)
            .map_err(|e| read_failed(&self.path, e))?;
        let found = match stored.as_deref().map(<[u8; 8]>::try_from) {
            None => 0,
            Some(Ok(bytes)) => u64::from_be_bytes(bytes),
            Some(Err(_)) => {
                return Err(StoreError::bad_index(format!(
                    "in the game store at {}: its schema version is not a number (tree `{META}`)",
                    self.path.display()
                )))
            }
        };
        if found > SCHEMA {
            return Err(StoreError::Newer {
                place: self.path.display().to_string(),
                found,
                known: SCHEMA,
            });
        }
        if found < 3 {
            let moved = self.move_deliveries_out()?;
            tracing::info!(store = %self.path.display(), games = moved, "moved the delivery records out of the open games");
        }
        if found < SCHEMA {
            self.meta
                .insert(SCHEMA_KEY, &SCHEMA.to_be_bytes())
                .map_err(|e| write_failed(&self.path, e))?;
        }
        Ok(())
    }

    /// Brings sled's snapshot of the store in `dir` up to date, for a quick next start.
    /// Call it on a clean stop, once every handle of the store is dropped.
    ///
    /// sled writes its snapshot (where each page lives) only while opening a database:
    /// a start replays every write since the previous start to find its pages (about
    /// half a second after 300,000 writes), so a bot that ran for weeks would start
    /// slowly. Opening once more at a clean stop pays that replay while stopping; a
    /// start after a crash still pays it, and loses nothing.
    pub fn write_snapshot(dir: &Path) -> Result<(), StoreError> {
        open_db(dir).map(drop).map_err(|e| {
            StoreError::io(
                format!("cannot reopen the game store at {}", dir.display()),
                e,
            )
        })
    }

    /// A test hook: while `failing`, every write fails before it touches anything, as
    /// on a full disk (a read-only folder does not fail for root), and reads go on.
    #[doc(hidden)]
    pub fn inject_write_failures(&self, failing: bool) {
        self.failing_writes
            .store(failing, std::sync::atomic::Ordering::SeqCst);
    }

    /// An error when writes are to fail ([`SledStore::inject_write_failures`]).
    fn writable(&self) -> Result<(), StoreError> {
        if self
            .failing_writes
            .load(std::sync::atomic::Ordering::SeqCst)
        {
            let full = std::io::Error::other("no space left on device (injected by a test)");
            return Err(StoreError::unwritable(
                format!("cannot write to the game store at {}", self.path.display()),
                full,
            ));
        }
        Ok(())
    }

    /// Returns once everything this thread wrote before the call is on disk (at once
    /// inside [`Store::in_one_flush`], which flushes at its end).
    fn flush(&self) -> Result<(), StoreError> {
        self.commits.flush(&self.db, &self.path)
    }

    fn read(&self, id: GameId) -> Result<Option<GameRecord>, StoreError> {
        match self
            .games
            .get(game_key(id))
            .map_err(|e| read_failed(&self.path, e))?
        {
            Some(bytes) => records::game(id, &bytes).map(Some),
            None => Ok(None),
        }
    }

    /// The game an index entry names, which must exist (games are never deleted).
    fn indexed(&self, at: Entry<'_>, id: GameId) -> Result<GameRecord, StoreError> {
        self.read(id)?.ok_or_else(|| at.missing_game(id))
    }

    /// Every wake key has the right length (the wakes are read at every tick, so a
    /// damaged one would otherwise stop them all later).
    fn check_wakes(&self) -> Result<(), StoreError> {
        for entry in self.wakes.iter().keys() {
            let key = entry.map_err(|e| read_failed(&self.path, e))?;
            Entry {
                tree: WAKES,
                key: &key,
            }
            .last_number(WAKE_KEY_LEN)?;
        }
        Ok(())
    }

    fn transaction_error(&self, err: TransactionError<StoreError>) -> StoreError {
        match err {
            TransactionError::Abort(e) => e,
            TransactionError::Storage(e) => write_failed(&self.path, e),
        }
    }
}

impl Store for SledStore {
    fn next_game_id(&self) -> Result<GameId, StoreError> {
        self.writable()?;
        // sled never hands out the same id twice, even across crashes.
        let id = self
            .db
            .generate_id()
            .map_err(|e| write_failed(&self.path, e))?;
        Ok(GameId(id + 1))
    }

    fn create_game(&self, game: &GameRecord) -> Result<(), StoreError> {
        self.create_games(std::slice::from_ref(game), None)
    }

    fn game(&self, guild: GuildId, id: GameId) -> Result<Option<GameRecord>, StoreError> {
        // Ids are unique in one sled store; the server must match all the same.
        Ok(self.read(id)?.filter(|g| g.guild == guild))
    }

    fn open_game_in(
        &self,
        guild: GuildId,
        channel: ChannelId,
    ) -> Result<Option<GameRecord>, StoreError> {
        let key = channel_key(guild, channel);
        let Some(value) = self
            .channels
            .get(key)
            .map_err(|e| read_failed(&self.path, e))?
        else {
            return Ok(None);
        };
        let at = Entry {
            tree: CHANNELS,
            key: &key,
        };
        self.indexed(at, at.game_in_value(&value)?).map(Some)
    }

    fn save_game(&self, game: &GameRecord, based_on: u64) -> Result<(), StoreError> {
        self.writable()?;
        self.write_game(game, based_on, None, None).map(drop)?;
        self.flush()
    }

    /// The server is not checked: ids are unique in one sled store, and the caller
    /// names a game it read (this is read on every move: it reads no game).
    fn delivery(&self, _guild: GuildId, id: GameId) -> Result<GameDelivery, StoreError> {
        self.read_delivery(id)
    }

    fn update_delivery(
        &self,
        guild: GuildId,
        id: GameId,
        lazy: bool,
        change: &mut dyn FnMut(&GameRecord, &mut GameDelivery) -> bool,
    ) -> Result<Option<GameDelivery>, StoreError> {
        self.writable()?;
        self.change_delivery(guild, id, lazy, change)
    }

    fn save_game_and_players(
        &self,
        game: &GameRecord,
        based_on: u64,
        rate: &RatePlayers<'_>,
    ) -> Result<PlayersUpdate, StoreError> {
        self.writable()?;
        let update = self.write_game(game, based_on, Some(rate), None)?;
        self.flush()?;
        Ok(update)
    }

    fn save_game_and_season(
        &self,
        game: &GameRecord,
        based_on: u64,
        rate: &RatePlayers<'_>,
        season: &SeasonRate<'_>,
    ) -> Result<PlayersUpdate, StoreError> {
        self.writable()?;
        let update = self.write_game(game, based_on, Some(rate), Some(season))?;
        self.flush()?;
        Ok(update)
    }

    fn open_games(&self) -> Result<Vec<GameRecord>, StoreError> {
        // The open-games index, not the channels: a tournament's game may hold none.
        let mut games = Vec::new();
        for entry in self.indexes.open.iter().keys() {
            let key = entry.map_err(|e| read_failed(&self.path, e))?;
            let at = Entry {
                tree: OPEN,
                key: &key,
            };
            games.push(self.indexed(at, GameId(at.last_number(OPEN_KEY_LEN)?))?);
        }
        games.sort_by_key(|g| g.id);
        Ok(games)
    }

    fn open_games_in(
        &self,
        guild: GuildId,
        player: Option<UserId>,
        window: Window,
    ) -> Result<Page<GameRecord>, StoreError> {
        self.open_page(guild, player, window)
    }

    fn due_games(
        &self,
        now_ms: i64,
        after: Option<Wake>,
        limit: usize,
    ) -> Result<Vec<DueGame>, StoreError> {
        let to = wake_key(now_ms, GameId(u64::MAX));
        let range = match after {
            Some(after) => self.wakes.range((
                Bound::Excluded(wake_key(after.at_ms, after.game)),
                Bound::Included(to),
            )),
            None => self.wakes.range(..=to),
        };
        let mut due = Vec::new();
        for entry in range.keys().take(limit) {
            let key = entry.map_err(|e| read_failed(&self.path, e))?;
            due.push(self.due_game(&key)?);
        }
        Ok(due)
    }

    fn next_wake(&self, after_ms: i64) -> Result<Option<i64>, StoreError> {
        let after = wake_key(after_ms, GameId(u64::MAX));
        let Some(entry) = self
            .wakes
            .range((Bound::Excluded(after), Bound::Unbounded))
            .next()
        else {
            return Ok(None);
        };
        let (key, _) = entry.map_err(|e| read_failed(&self.path, e))?;
        let at = Entry {
            tree: WAKES,
            key: &key,
        };
        Ok(Some(at.wake()?.at_ms))
    }

    fn player(
        &self,
        guild: GuildId,
        game: GameKind,
        user: UserId,
    ) -> Result<Option<PlayerRecord>, StoreError> {
        match self
            .players
            .get(rated_key(guild, game, user))
            .map_err(|e| read_failed(&self.path, e))?
        {
            Some(bytes) => {
                let mut record = records::player(guild, user, &bytes)?;
                record.game = game;
                Ok(Some(record))
            }
            None => Ok(None),
        }
    }

    fn players(&self, guild: GuildId, game: GameKind) -> Result<Vec<PlayerRecord>, StoreError> {
        let mut players = Vec::new();
        // A server's players of every game share the guild prefix: each key says which.
        for entry in self.players.scan_prefix(guild.0.to_be_bytes()) {
            let (key, bytes) = entry.map_err(|e| read_failed(&self.path, e))?;
            let at = Entry {
                tree: PLAYERS,
                key: &key,
            };
            let (_, user, of) = at.rated()?;
            if of == game {
                let mut record = records::player(guild, user, &bytes)?;
                record.game = game;
                players.push(record);
            }
        }
        Ok(players)
    }

    fn leaderboard(
        &self,
        guild: GuildId,
        game: GameKind,
        window: Window,
    ) -> Result<LeaderboardPage, StoreError> {
        self.leaderboard_page(guild, game, window)
    }

    fn settings(&self, guild: GuildId) -> Result<Option<GuildSettings>, StoreError> {
        match self
            .settings
            .get(guild.0.to_be_bytes())
            .map_err(|e| read_failed(&self.path, e))?
        {
            Some(bytes) => records::settings(guild, &bytes).map(Some),
            None => Ok(None),
        }
    }

    /// A compare-and-swap of the settings' bytes, after the revision check of what
    /// they held: a concurrent write in between makes the swap fail, and the check
    /// then runs again on what that write stored.
    fn save_settings(&self, settings: &GuildSettings, based_on: u64) -> Result<(), StoreError> {
        self.writable()?;
        let key = settings.guild.0.to_be_bytes();
        let bytes = encode_settings(settings);
        loop {
            let old = self
                .settings
                .get(key)
                .map_err(|e| read_failed(&self.path, e))?;
            let stored = old
                .as_ref()
                .map(|b| records::settings(settings.guild, b))
                .transpose()?;
            check_settings_revision(settings, based_on, stored.as_ref())?;
            let swapped = self
                .settings
                .compare_and_swap(key, old, Some(bytes.as_slice()))
                .map_err(|e| write_failed(&self.path, e))?;
            if swapped.is_ok() {
                return self.flush();
            }
        }
    }

    fn analysis(&self, guild: GuildId, game: GameId) -> Result<Option<GameAnalysis>, StoreError> {
        self.analyses
            .get(analysis_key(guild, game))
            .map_err(|e| read_failed(&self.path, e))?
            .map(|bytes| records::analysis(guild, game, &bytes))
            .transpose()
    }

    fn save_analysis(
        &self,
        guild: GuildId,
        game: GameId,
        analysis: &GameAnalysis,
    ) -> Result<(), StoreError> {
        self.writable()?;
        let record = self.read(game)?;
        self.write_analysis(guild, record, game, analysis)?;
        self.flush()
    }

    fn rating_history(
        &self,
        guild: GuildId,
        game: GameKind,
        user: UserId,
        window: Window,
    ) -> Result<Page<RatingPoint>, StoreError> {
        self.history_page(guild, game, user, window)
    }

    fn history_backfilled(&self) -> Result<bool, StoreError> {
        self.backfilled()
    }

    fn archive_after(
        &self,
        after: Option<ArchivePlace>,
        limit: usize,
    ) -> Result<Vec<GameRecord>, StoreError> {
        self.archive_page(after, limit)
    }

    fn add_rating_points(&self, points: &[RatingPoint]) -> Result<usize, StoreError> {
        self.writable()?;
        let added = self.add_points(points)?;
        self.flush()?;
        Ok(added)
    }

    fn finish_history_backfill(&self) -> Result<(), StoreError> {
        self.writable()?;
        self.pin_and_mark()
    }

    fn member(&self, guild: GuildId, user: UserId) -> Result<Option<MemberSettings>, StoreError> {
        self.members
            .get(player_key(guild, user))
            .map_err(|e| read_failed(&self.path, e))?
            .map(|bytes| records::member(guild, user, &bytes))
            .transpose()
    }

    /// A compare-and-swap, as for the server's settings.
    fn save_member(&self, member: &MemberSettings, based_on: u64) -> Result<(), StoreError> {
        self.writable()?;
        let key = player_key(member.guild, member.user);
        let bytes = encode_member(member);
        loop {
            let old = self
                .members
                .get(key)
                .map_err(|e| read_failed(&self.path, e))?;
            let stored = old
                .as_ref()
                .map(|b| records::member(member.guild, member.user, b))
                .transpose()?;
            check_member_revision(member, based_on, stored.as_ref())?;
            let swapped = self
                .members
                .compare_and_swap(key, old, Some(bytes.as_slice()))
                .map_err(|e| write_failed(&self.path, e))?;
            if swapped.is_ok() {
                return self.flush();
            }
        }
    }

    fn puzzle_player(
        &self,
        guild: GuildId,
        user: UserId,
    ) -> Result<Option<PuzzlePlayer>, StoreError> {
        self.read_puzzle_player(guild, user)
    }

    fn save_puzzle_player(&self, player: &PuzzlePlayer, based_on: u64) -> Result<(), StoreError> {
        self.write_puzzle_player(player, based_on)
    }

    fn puzzle_players(&self, guild: GuildId) -> Result<Vec<PuzzlePlayer>, StoreError> {
        self.read_puzzle_players(guild)
    }

    fn puzzle_stats(&self, id: &str) -> Result<Option<PuzzleStats>, StoreError> {
        self.read_puzzle_stats(id)
    }

    fn save_puzzle_stats(&self, stats: &PuzzleStats, based_on: u64) -> Result<(), StoreError> {
        self.write_puzzle_stats(stats, based_on)
    }

    fn add_server_puzzle(&self, puzzle: &ServerPuzzle) -> Result<bool, StoreError> {
        self.write_server_puzzle(puzzle)
    }

    fn server_puzzles(&self, guild: GuildId) -> Result<Vec<ServerPuzzle>, StoreError> {
        self.read_server_puzzles(guild)
    }

    fn guild_puzzles(&self, guild: GuildId) -> Result<Option<GuildPuzzles>, StoreError> {
        self.read_guild_puzzles(guild)
    }

    fn save_guild_puzzles(&self, puzzles: &GuildPuzzles, based_on: u64) -> Result<(), StoreError> {
        self.write_guild_puzzles(puzzles, based_on)
    }

    fn puzzle_guilds(&self) -> Result<Vec<GuildId>, StoreError> {
        self.read_puzzle_guilds()
    }

    fn archived_games(&self, guild: GuildId, limit: usize) -> Result<Vec<GameRecord>, StoreError> {
        let mut games = Vec::new();
        for entry in self
            .archive
            .scan_prefix(guild.0.to_be_bytes())
            .rev()
            .take(limit)
        {
            let (key, _) = entry.map_err(|e| read_failed(&self.path, e))?;
            let at = Entry {
                tree: ARCHIVE,
                key: &key,
            };
            games.push(self.indexed(at, GameId(at.last_number(ARCHIVE_KEY_LEN)?))?);
        }
        Ok(games)
    }

    fn finished_games_of(
        &self,
        guild: GuildId,
        game: GameKind,
        player: UserId,
        window: Window,
    ) -> Result<Page<GameRecord>, StoreError> {
        self.finished_page(guild, game, player, window)
    }

    fn dms_closed(&self, guild: GuildId, user: UserId) -> Result<bool, StoreError> {
        self.dms_closed
            .contains_key(player_key(guild, user))
            .map_err(|e| read_failed(&self.path, e))
    }

    fn remember_dms_closed(&self, guild: GuildId, user: UserId) -> Result<(), StoreError> {
        self.writable()?;
        self.dms_closed
            .insert(player_key(guild, user), &[])
            .map_err(|e| write_failed(&self.path, e))?;
        self.flush()
    }

    fn in_one_flush(&self, work: &mut dyn FnMut()) -> Result<(), StoreError> {
        self.commits.deferring(&self.db, &self.path, work)
    }

    fn heartbeats(&self) -> Result<Vec<(String, i64)>, StoreError> {
        self.read_heartbeats()
    }

    fn beat(&self, key: &str, at_ms: i64) -> Result<(), StoreError> {
        self.write_heartbeat(key, at_ms)
    }

    fn add_outage(&self, outage: &Outage) -> Result<(), StoreError> {
        self.write_outage(outage)
    }

    fn outages(&self, ended_after_ms: i64) -> Result<Vec<Outage>, StoreError> {
        self.read_outages(ended_after_ms)
    }

    fn next_tournament_id(&self) -> Result<TournamentId, StoreError> {
        self.take_tournament_id()
    }

    fn tournament(
        &self,
        guild: GuildId,
        id: TournamentId,
    ) -> Result<Option<Tournament>, StoreError> {
        self.read_tournament(guild, id)
    }

    fn tournaments(&self, guild: GuildId) -> Result<Vec<Tournament>, StoreError> {
        self.read_tournaments(Some(guild))
    }

    fn active_tournaments(&self) -> Result<Vec<Tournament>, StoreError> {
        let mut all = self.read_tournaments(None)?;
        all.retain(|t| !t.status.is_over());
        Ok(all)
    }

    fn save_tournament(&self, tournament: &Tournament, based_on: u64) -> Result<(), StoreError> {
        self.create_games(&[], Some((tournament, based_on)))
    }

    fn save_tournament_with_games(
        &self,
        tournament: &Tournament,
        based_on: u64,
        games: &[GameRecord],
    ) -> Result<(), StoreError> {
        self.create_games(games, Some((tournament, based_on)))
    }

    fn season_players(
        &self,
        guild: GuildId,
        game: GameKind,
        season: &str,
    ) -> Result<Vec<SeasonPlayer>, StoreError> {
        self.read_season_players(guild, game, season)
    }

    fn guild_seasons(&self, guild: GuildId) -> Result<Option<GuildSeasons>, StoreError> {
        self.read_guild_seasons(guild)
    }

    fn save_guild_seasons(&self, seasons: &GuildSeasons, based_on: u64) -> Result<(), StoreError> {
        self.write_guild_seasons(seasons, based_on)
    }

    fn season_guilds(&self) -> Result<Vec<GuildId>, StoreError> {
        self.read_season_guilds()
    }
}
