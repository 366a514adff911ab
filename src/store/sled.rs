//! The sled store. Trees: `games` (id -> record), `channels` (guild+channel -> id of its
//! open game), `archive` (guild+end time+id -> nothing, for history), `wakes` (time+id
//! -> nothing: when an open game's reminder or deadline falls due), `players`
//! (guild+user -> rating record) and `settings` (guild -> settings). Keys are
//! big-endian so that sled's byte order is numeric order. Every write is a transaction
//! over the trees it touches, flushed to disk before the call returns.

use std::path::{Path, PathBuf};
use std::sync::{Condvar, Mutex};

use sled::transaction::{abort, ConflictableTransactionError, TransactionError};
use sled::{Db, Transactional, Tree};

use super::{check_revision, Store, StoreError};
use crate::model::{
    decode_game, decode_player, decode_settings, encode_game, encode_player, encode_settings,
    ChannelId, GameId, GameRecord, GuildId, GuildSettings, PlayerRecord, UserId,
};

/// A [`Store`] in a sled database directory.
pub struct SledStore {
    pub(super) db: Db,
    pub(super) games: Tree,
    channels: Tree,
    archive: Tree,
    wakes: Tree,
    players: Tree,
    settings: Tree,
    path: PathBuf,
    commits: GroupCommit,
}

/// Group commit: each writer waits for one flush that began after its write, and one
/// flush serves every writer waiting for it, so concurrent games share each fsync
/// instead of queueing one fsync each.
#[derive(Default)]
struct GroupCommit {
    state: Mutex<CommitState>,
    done: Condvar,
}

#[derive(Default)]
struct CommitState {
    /// Writes registered so far (each writer takes the next ticket after writing).
    registered: u64,
    /// Every ticket up to this one is on disk.
    durable: u64,
    flushing: bool,
    /// A flush failure, reported to every writer whose ticket it covered (sled's
    /// errors clone, so each of them gets the cause).
    failed: Option<(u64, sled::Error)>,
}

fn read_failed(path: &Path, err: sled::Error) -> StoreError {
    StoreError::io(
        format!("cannot read the game store at {}", path.display()),
        err,
    )
}

fn write_failed(path: &Path, err: sled::Error) -> StoreError {
    StoreError::io(
        format!("cannot write to the game store at {}", path.display()),
        err,
    )
}

fn game_key(id: GameId) -> [u8; 8] {
    id.0.to_be_bytes()
}

fn channel_key(guild: GuildId, channel: ChannelId) -> [u8; 16] {
    let mut key = [0; 16];
    key[..8].copy_from_slice(&guild.0.to_be_bytes());
    key[8..].copy_from_slice(&channel.0.to_be_bytes());
    key
}

/// Orders signed times correctly as unsigned big-endian bytes.
fn time_bytes(ms: i64) -> [u8; 8] {
    ((ms as u64) ^ (1 << 63)).to_be_bytes()
}

fn archive_key(game: &GameRecord) -> [u8; 24] {
    let ended = game.end.as_ref().map_or(game.updated_ms, |e| e.at_ms);
    let mut key = [0; 24];
    key[..8].copy_from_slice(&game.guild.0.to_be_bytes());
    key[8..16].copy_from_slice(&time_bytes(ended));
    key[16..].copy_from_slice(&game.id.0.to_be_bytes());
    key
}

fn wake_key(at_ms: i64, id: GameId) -> [u8; 16] {
    let mut key = [0; 16];
    key[..8].copy_from_slice(&time_bytes(at_ms));
    key[8..].copy_from_slice(&id.0.to_be_bytes());
    key
}

fn player_key(guild: GuildId, user: UserId) -> [u8; 16] {
    channel_key(guild, ChannelId(user.0))
}

fn decode(key: &[u8], bytes: &[u8]) -> Result<GameRecord, StoreError> {
    decode_game(bytes).map_err(|e| {
        let id = <[u8; 8]>::try_from(key)
            .map(u64::from_be_bytes)
            .unwrap_or(0);
        StoreError::corrupt(format!("game {}", GameId(id)), e)
    })
}

impl SledStore {
    /// Opens (or creates) the store in `dir` and reads every open game once, so that a
    /// damaged store fails here, loudly, and not in the middle of a game.
    pub fn open(dir: &Path) -> Result<SledStore, StoreError> {
        let fail = |what: &str, e: sled::Error| {
            StoreError::io(
                format!("cannot {what} the game store at {}", dir.display()),
                e,
            )
        };
        let db = sled::Config::new()
            .path(dir)
            .open()
            .map_err(|e| fail("open", e))?;
        let tree = |name: &str| db.open_tree(name).map_err(|e| fail("open a tree of", e));
        let store = SledStore {
            games: tree("games")?,
            channels: tree("channels")?,
            archive: tree("archive")?,
            wakes: tree("wakes")?,
            players: tree("players")?,
            settings: tree("settings")?,
            db,
            path: dir.to_path_buf(),
            commits: GroupCommit::default(),
        };
        store.open_games().map_err(|e| match e {
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

    /// Returns once everything this thread wrote before the call is on disk.
    fn flush(&self) -> Result<(), StoreError> {
        fn lock(m: &Mutex<CommitState>) -> std::sync::MutexGuard<'_, CommitState> {
            m.lock().unwrap_or_else(|e| e.into_inner())
        }
        let mut state = lock(&self.commits.state);
        state.registered += 1;
        let ticket = state.registered;
        loop {
            if let Some((upto, err)) = &state.failed {
                if *upto >= ticket {
                    return Err(StoreError::io(
                        format!("cannot flush the game store at {}", self.path.display()),
                        err.clone(),
                    ));
                }
            }
            if state.durable >= ticket {
                return Ok(());
            }
            if state.flushing {
                state = self
                    .commits
                    .done
                    .wait(state)
                    .unwrap_or_else(|e| e.into_inner());
                continue;
            }
            // Become the flusher for every write registered so far.
            state.flushing = true;
            let target = state.registered;
            drop(state);
            let result = self.db.flush();
            state = lock(&self.commits.state);
            state.flushing = false;
            match result {
                Ok(_) => state.durable = state.durable.max(target),
                Err(e) => state.failed = Some((target, e)),
            }
            self.commits.done.notify_all();
        }
    }

    fn read(&self, id: GameId) -> Result<Option<GameRecord>, StoreError> {
        let key = game_key(id);
        match self
            .games
            .get(key)
            .map_err(|e| read_failed(&self.path, e))?
        {
            Some(bytes) => decode(&key, &bytes).map(Some),
            None => Ok(None),
        }
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
        // sled never hands out the same id twice, even across crashes.
        let id = self
            .db
            .generate_id()
            .map_err(|e| write_failed(&self.path, e))?;
        Ok(GameId(id + 1))
    }

    fn create_game(&self, game: &GameRecord) -> Result<(), StoreError> {
        let channel = channel_key(game.guild, game.channel);
        let bytes = encode_game(game);
        (&self.games, &self.channels)
            .transaction(|(games, channels)| {
                if let Some(id) = channels.get(channel)? {
                    let id = <[u8; 8]>::try_from(id.as_ref())
                        .map(u64::from_be_bytes)
                        .unwrap_or(0);
                    return abort(StoreError::ChannelBusy(GameId(id)));
                }
                channels.insert(&channel, &game_key(game.id))?;
                games.insert(&game_key(game.id), bytes.as_slice())?;
                Ok(())
            })
            .map_err(|e| self.transaction_error(e))?;
        self.flush()
    }

    fn game(&self, id: GameId) -> Result<Option<GameRecord>, StoreError> {
        self.read(id)
    }

    fn open_game_in(
        &self,
        guild: GuildId,
        channel: ChannelId,
    ) -> Result<Option<GameRecord>, StoreError> {
        let id = self
            .channels
            .get(channel_key(guild, channel))
            .map_err(|e| read_failed(&self.path, e))?;
        match id.and_then(|id| <[u8; 8]>::try_from(id.as_ref()).ok()) {
            Some(id) => self.read(GameId(u64::from_be_bytes(id))),
            None => Ok(None),
        }
    }

    fn save_game_and_players(
        &self,
        game: &GameRecord,
        based_on: u64,
        players: &[PlayerRecord],
    ) -> Result<(), StoreError> {
        let key = game_key(game.id);
        let channel = channel_key(game.guild, game.channel);
        let bytes = encode_game(game);
        let player_rows: Vec<([u8; 16], Vec<u8>)> = players
            .iter()
            .map(|p| (player_key(p.guild, p.user), encode_player(p)))
            .collect();
        (
            &self.games,
            &self.channels,
            &self.archive,
            &self.wakes,
            &self.players,
        )
            .transaction(|(games, channels, archive, wakes, player_tree)| {
                let Some(stored) = games.get(key)? else {
                    return abort(StoreError::NotFound(game.id));
                };
                let stored = decode(&key, &stored).map_err(ConflictableTransactionError::Abort)?;
                check_revision(game, based_on, &stored)
                    .map_err(ConflictableTransactionError::Abort)?;
                if !game.is_open() && channels.get(channel)?.as_deref() == Some(&key[..]) {
                    channels.remove(&channel)?;
                    archive.insert(&archive_key(game), &[])?;
                }
                if let Some(wake) = stored.wake_ms() {
                    wakes.remove(&wake_key(wake, game.id))?;
                }
                if let Some(wake) = game.wake_ms() {
                    wakes.insert(&wake_key(wake, game.id), &[])?;
                }
                for (player_key, row) in &player_rows {
                    player_tree.insert(player_key, row.as_slice())?;
                }
                games.insert(&key, bytes.as_slice())?;
                Ok(())
            })
            .map_err(|e| self.transaction_error(e))?;
        self.flush()
    }

    fn open_games(&self) -> Result<Vec<GameRecord>, StoreError> {
        let mut games = Vec::new();
        for entry in self.channels.iter() {
            let (_, id) = entry.map_err(|e| read_failed(&self.path, e))?;
            let id = <[u8; 8]>::try_from(id.as_ref())
                .map_err(|_| StoreError::bad_index("a channel index entry is not a game id"))?;
            let game = self.read(GameId(u64::from_be_bytes(id)))?.ok_or_else(|| {
                StoreError::bad_index(format!(
                    "the channel index names game {}, which is missing",
                    GameId(u64::from_be_bytes(id))
                ))
            })?;
            games.push(game);
        }
        games.sort_by_key(|g| g.id);
        Ok(games)
    }

    fn due_games(&self, now_ms: i64) -> Result<Vec<GameRecord>, StoreError> {
        let mut due = Vec::new();
        for entry in self.wakes.range(..wake_key(now_ms, GameId(u64::MAX))) {
            let (key, _) = entry.map_err(|e| read_failed(&self.path, e))?;
            let id = <[u8; 8]>::try_from(&key[8..16])
                .map_err(|_| StoreError::bad_index("a wake key is too short"))?;
            if let Some(game) = self.read(GameId(u64::from_be_bytes(id)))? {
                due.push(game);
            }
        }
        Ok(due)
    }

    fn player(&self, guild: GuildId, user: UserId) -> Result<Option<PlayerRecord>, StoreError> {
        match self
            .players
            .get(player_key(guild, user))
            .map_err(|e| read_failed(&self.path, e))?
        {
            Some(bytes) => decode_player(&bytes)
                .map(Some)
                .map_err(|e| StoreError::corrupt(format!("player {}", user.0), e)),
            None => Ok(None),
        }
    }

    fn players(&self, guild: GuildId) -> Result<Vec<PlayerRecord>, StoreError> {
        self.players
            .scan_prefix(guild.0.to_be_bytes())
            .map(|entry| {
                let (_, bytes) = entry.map_err(|e| read_failed(&self.path, e))?;
                decode_player(&bytes)
                    .map_err(|e| StoreError::corrupt(format!("a player of server {}", guild.0), e))
            })
            .collect()
    }

    fn settings(&self, guild: GuildId) -> Result<Option<GuildSettings>, StoreError> {
        match self
            .settings
            .get(guild.0.to_be_bytes())
            .map_err(|e| read_failed(&self.path, e))?
        {
            Some(bytes) => decode_settings(&bytes)
                .map(Some)
                .map_err(|e| StoreError::corrupt(format!("settings of server {}", guild.0), e)),
            None => Ok(None),
        }
    }

    fn save_settings(&self, settings: &GuildSettings) -> Result<(), StoreError> {
        self.settings
            .insert(settings.guild.0.to_be_bytes(), encode_settings(settings))
            .map_err(|e| write_failed(&self.path, e))?;
        self.flush()
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
            let id = <[u8; 8]>::try_from(&key[16..24])
                .map_err(|_| StoreError::bad_index("an archive key is too short"))?;
            if let Some(game) = self.read(GameId(u64::from_be_bytes(id)))? {
                games.push(game);
            }
        }
        Ok(games)
    }
}
