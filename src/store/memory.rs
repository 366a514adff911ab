//! An in-memory store for tests. Records go through the same encoding as on disk, so
//! what this store accepts, sled stores too; it keeps the same indexes as the sled
//! store, so that the one test suite checks both.

use std::collections::{BTreeMap, BTreeSet};
use std::ops::Bound;
use std::sync::Mutex;

use super::error::StoreError;
use super::listing::{ArchivePlace, DueGame, LeaderboardPage, Page, Wake, Window};
use super::rating::{PlayersUpdate, RatePlayers};
use super::records::{self, puzzle_names, puzzle_record, season_names};
use super::revision::{
    check_member_revision, check_named_revision, check_revision, check_settings_revision,
    check_tournament_revision, takes_channel,
};
use super::season::SeasonRate;
use super::store_trait::Store;
use crate::model::{
    encode_analysis, encode_delivery, encode_game, encode_member, encode_player,
    encode_puzzle_record, encode_rating_point, encode_settings, encode_tournament, ChannelId,
    GameAnalysis, GameDelivery, GameId, GameKind, GameRecord, GameStatus, GuildId, GuildPuzzles,
    GuildSeasons, GuildSettings, MemberSettings, Outage, PlayerRecord, PuzzlePlayer, PuzzleStats,
    RatingPoint, SeasonPlayer, ServerPuzzle, Standing, Tournament, TournamentId, UserId,
};

/// Where a point of the rating history is kept: server, game, player, end, game id.
type HistoryKey = (GuildId, GameKind, UserId, i64, GameId);

fn history_key(point: &RatingPoint) -> HistoryKey {
    (
        point.guild,
        point.game,
        point.user,
        point.ended_ms,
        point.id,
    )
}

#[derive(Default)]
struct Inner {
    games: BTreeMap<GameId, Vec<u8>>,
    /// The games' delivery records.
    deliveries: BTreeMap<GameId, Vec<u8>>,
    channels: BTreeMap<(GuildId, ChannelId), GameId>,
    /// (guild, ended at, id) of games no longer open.
    archive: BTreeMap<(GuildId, i64, GameId), ()>,
    /// When something falls due for an open game (its own clock or its delivery
    /// record's notice to post again, the sooner).
    wakes: BTreeSet<Wake>,
    /// Rating records, by server, game and member.
    players: BTreeMap<(GuildId, GameKind, UserId), Vec<u8>>,
    settings: BTreeMap<GuildId, Vec<u8>>,
    /// Members whose DMs are closed.
    dms_closed: BTreeSet<(GuildId, UserId)>,
    /// Members' own settings.
    members: BTreeMap<(GuildId, UserId), Vec<u8>>,
    /// Puzzles: members' figures, puzzles' ratings, puzzles from servers' games (by
    /// server and id), servers' daily puzzles.
    puzzle_players: BTreeMap<(GuildId, UserId), Vec<u8>>,
    puzzle_stats: BTreeMap<String, Vec<u8>>,
    server_puzzles: BTreeMap<(GuildId, String), Vec<u8>>,
    guild_puzzles: BTreeMap<GuildId, Vec<u8>>,
    /// Finished games' analyses.
    analyses: BTreeMap<(GuildId, GameId), Vec<u8>>,
    /// The players' rating histories (`model::RatingPoint`).
    history: BTreeMap<HistoryKey, Vec<u8>>,
    /// Whether the history holds the games ended before it was kept.
    history_backfilled: bool,
    /// A server's open games, by id.
    open: BTreeMap<GuildId, BTreeSet<GameId>>,
    /// A player's open games in a server, by id.
    open_of: BTreeMap<(GuildId, UserId), BTreeSet<GameId>>,
    /// A player's finished games of one kind in a server, by (ended at, id).
    finished_of: BTreeMap<(GuildId, GameKind, UserId), BTreeSet<(i64, GameId)>>,
    /// A server's rated players in one game, in leaderboard order.
    ranking: BTreeMap<(GuildId, GameKind), BTreeSet<Standing>>,
    /// Each process's last heartbeat, by its key.
    heartbeats: BTreeMap<String, i64>,
    /// Outages by (end, start).
    outages: BTreeMap<(i64, i64), Outage>,
    /// Tournaments, by server and id.
    tournaments: BTreeMap<(GuildId, TournamentId), Vec<u8>>,
    next_id: u64,
    next_tournament: u64,
    /// Season records, by server, game, season and member; servers' seasons.
    season_players: BTreeMap<(GuildId, GameKind, String, UserId), Vec<u8>>,
    guild_seasons: BTreeMap<GuildId, Vec<u8>>,
}

/// A [`Store`] in memory.
#[derive(Default)]
pub struct MemoryStore {
    inner: Mutex<Inner>,
}

impl MemoryStore {
    pub fn new() -> MemoryStore {
        MemoryStore::default()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        // A panic while holding the lock cannot leave a half-written record (every
        // change comes after the last check), so a poisoned lock is still usable.
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// [`Store::save_game`] and, with `rate`, [`Store::save_game_and_players`]: all
    /// under the one lock, so the players' records rated are the current ones. Every
    /// check and computation comes before the first change, so that an error (or a
    /// panic in `rate`) leaves nothing half-written.
    fn write_game(
        &self,
        game: &GameRecord,
        based_on: u64,
        rate: Option<&RatePlayers<'_>>,
        season: Option<&SeasonRate<'_>>,
    ) -> Result<PlayersUpdate, StoreError> {
        let mut inner = self.lock();
        let stored = inner
            .games
            .get(&game.id)
            .ok_or(StoreError::NotFound(game.id))
            .and_then(|b| records::game(game.id, b))?;
        check_revision(game, based_on, &stored)?;
        // The channel the game held, and the one it holds now (see `takes_channel`): a
        // game moving into its thread, or a tournament's game taking its thread's.
        let held = stored.is_open() && takes_channel(&stored);
        let holds = game.is_open() && takes_channel(game);
        let moved = held != holds || (held && stored.channel != game.channel);
        if moved && holds {
            match inner.channels.get(&(game.guild, game.channel)) {
                Some(other) if *other != game.id => return Err(StoreError::ChannelBusy(*other)),
                _ => {}
            }
        }
        let update = match rate {
            Some(rate) => {
                let before = game
                    .seats
                    .iter()
                    .map(|s| {
                        let bytes = inner.players.get(&(game.guild, game.kind(), s.user));
                        bytes
                            .map(|b| records::player(game.guild, s.user, b))
                            .transpose()
                    })
                    .collect::<Result<Vec<_>, StoreError>>()?;
                let after = rate(&before);
                PlayersUpdate { before, after }
            }
            None => PlayersUpdate::default(),
        };
        let points = RatingPoint::of_game(game, &update.before, &update.after);
        let seasons = match season {
            Some(season) => {
                let before = game
                    .seats
                    .iter()
                    .map(|s| {
                        let key = (game.guild, game.kind(), season.season.to_string(), s.user);
                        let what =
                            || season_names::player(game.guild, game.kind(), season.season, s.user);
                        inner
                            .season_players
                            .get(&key)
                            .map(|b| puzzle_record::<SeasonPlayer>(what, b))
                            .transpose()
                    })
                    .collect::<Result<Vec<_>, StoreError>>()?;
                (season.rate)(&before, &update.before)
            }
            None => Vec::new(),
        };
        if stored.is_open() {
            inner.reseat(&stored, game);
        }
        if moved {
            // The game moved (into a thread opened for it), or ended: it leaves its old
            // channel.
            if inner.channels.get(&(stored.guild, stored.channel)) == Some(&game.id) {
                inner.channels.remove(&(stored.guild, stored.channel));
            }
            if holds {
                inner.channels.insert((game.guild, game.channel), game.id);
            }
        }
        if stored.is_open() && !game.is_open() {
            inner
                .archive
                .insert((game.guild, game.ended_ms(), game.id), ());
            inner.close(game);
        }
        let delivery = inner.delivery(game.id)?;
        if let Some(wake) = Wake::of(&stored, &delivery) {
            inner.wakes.remove(&wake);
        }
        if let Some(wake) = Wake::of(game, &delivery) {
            inner.wakes.insert(wake);
        }
        inner.rate(&update);
        for record in &seasons {
            let p = &record.player;
            inner.season_players.insert(
                (p.guild, p.game, record.season.clone(), p.user),
                encode_puzzle_record(record),
            );
        }
        for point in points {
            inner
                .history
                .insert(history_key(&point), encode_rating_point(&point));
        }
        inner.games.insert(game.id, encode_game(game));
        Ok(update)
    }
}

impl Inner {
    /// Whether `game` may be created: its channel free (of stored games and of those
    /// created with it, `with`), and, when `fresh_id`, its id never used.
    fn check_new(
        &self,
        game: &GameRecord,
        with: &[GameRecord],
        fresh_id: bool,
    ) -> Result<(), StoreError> {
        if fresh_id {
            if let Some(bytes) = self.games.get(&game.id) {
                let stored = records::game(game.id, bytes)?;
                return Err(StoreError::Stale {
                    game: game.id,
                    stored: stored.revision,
                });
            }
            if let Some(twin) = with.iter().find(|g| g.id == game.id) {
                return Err(StoreError::Stale {
                    game: game.id,
                    stored: twin.revision,
                });
            }
        }
        if takes_channel(game) {
            if let Some(id) = self.channels.get(&(game.guild, game.channel)) {
                return Err(StoreError::ChannelBusy(*id));
            }
            let same = |g: &&GameRecord| {
                takes_channel(g) && g.guild == game.guild && g.channel == game.channel
            };
            if let Some(other) = with.iter().find(same) {
                return Err(StoreError::ChannelBusy(other.id));
            }
        }
        Ok(())
    }

    /// Writes a new game checked by [`Inner::check_new`].
    fn insert_new(&mut self, game: &GameRecord) {
        if takes_channel(game) {
            self.channels.insert((game.guild, game.channel), game.id);
        }
        if let Some(wake) = Wake::of(game, &GameDelivery::default()) {
            self.wakes.insert(wake);
        }
        self.open(game);
        self.games.insert(game.id, encode_game(game));
    }

    fn decode(&self, id: GameId) -> Option<Result<GameRecord, StoreError>> {
        self.games.get(&id).map(|b| records::game(id, b))
    }

    fn delivery(&self, id: GameId) -> Result<GameDelivery, StoreError> {
        match self.deliveries.get(&id) {
            Some(bytes) => records::delivery(id, bytes),
            None => Ok(GameDelivery::default()),
        }
    }

    fn due(&self, wake: &Wake) -> Result<DueGame, StoreError> {
        let game = self
            .decode(wake.game)
            .ok_or(StoreError::NotFound(wake.game))??;
        Ok(DueGame {
            wake: *wake,
            delivery: self.delivery(wake.game)?,
            game,
        })
    }

    /// A new open game enters the open-game lists of its server and its players.
    fn open(&mut self, game: &GameRecord) {
        self.open.entry(game.guild).or_default().insert(game.id);
        for user in game.players() {
            self.open_of
                .entry((game.guild, user))
                .or_default()
                .insert(game.id);
        }
    }

    /// An open game whose seats changed (an open challenge's seat taken or given back)
    /// moves between its players' open-game lists.
    fn reseat(&mut self, stored: &GameRecord, game: &GameRecord) {
        let (before, after) = (stored.players(), game.players());
        for user in before.iter().filter(|u| !after.contains(u)) {
            if let Some(open) = self.open_of.get_mut(&(game.guild, *user)) {
                open.remove(&game.id);
            }
        }
        for user in after.iter().filter(|u| !before.contains(u)) {
            self.open_of
                .entry((game.guild, *user))
                .or_default()
                .insert(game.id);
        }
    }

    /// A game that is no longer open leaves those lists; a finished one enters its
    /// players' histories.
    fn close(&mut self, game: &GameRecord) {
        if let Some(open) = self.open.get_mut(&game.guild) {
            open.remove(&game.id);
        }
        for user in game.players() {
            if let Some(open) = self.open_of.get_mut(&(game.guild, user)) {
                open.remove(&game.id);
            }
            if game.status == GameStatus::Finished {
                self.finished_of
                    .entry((game.guild, game.kind(), user))
                    .or_default()
                    .insert((game.ended_ms(), game.id));
            }
        }
    }

    /// Writes the rated players' records and moves them in their server's order.
    fn rate(&mut self, update: &PlayersUpdate) {
        for player in &update.after {
            let ranking = self.ranking.entry((player.guild, player.game)).or_default();
            let mut before = update.before.iter().flatten();
            if let Some(before) = before.find(|b| b.user == player.user) {
                ranking.remove(&Standing::of(before));
            }
            ranking.insert(Standing::of(player));
            self.players.insert(
                (player.guild, player.game, player.user),
                encode_player(player),
            );
        }
    }

    /// The range of one player's history in one game.
    fn history_of(
        &self,
        guild: GuildId,
        game: GameKind,
        user: UserId,
    ) -> std::collections::btree_map::Range<'_, HistoryKey, Vec<u8>> {
        self.history.range(
            (guild, game, user, i64::MIN, GameId(0))
                ..=(guild, game, user, i64::MAX, GameId(u64::MAX)),
        )
    }

    /// Reads, changes and writes back one point of the history.
    fn change_point(
        &mut self,
        key: HistoryKey,
        change: impl FnOnce(&mut RatingPoint),
    ) -> Result<(), StoreError> {
        let Some(bytes) = self.history.get(&key) else {
            return Ok(());
        };
        let mut point = records::rating_point(key.0, key.1, key.2, key.4, bytes)?;
        change(&mut point);
        self.history.insert(key, encode_rating_point(&point));
        Ok(())
    }

    fn games_page(
        &self,
        ids: impl Iterator<Item = GameId>,
        total: usize,
        window: Window,
    ) -> Result<Page<GameRecord>, StoreError> {
        let items = ids
            .skip(window.skip)
            .take(window.take)
            .filter_map(|id| self.decode(id))
            .collect::<Result<_, _>>()?;
        Ok(Page { items, total })
    }
}

impl Store for MemoryStore {
    fn next_game_id(&self) -> Result<GameId, StoreError> {
        let mut inner = self.lock();
        inner.next_id += 1;
        Ok(GameId(inner.next_id))
    }

    fn create_game(&self, game: &GameRecord) -> Result<(), StoreError> {
        let mut inner = self.lock();
        inner.check_new(game, &[], false)?;
        inner.insert_new(game);
        Ok(())
    }

    fn game(&self, guild: GuildId, id: GameId) -> Result<Option<GameRecord>, StoreError> {
        let game = self.lock().decode(id).transpose()?;
        Ok(game.filter(|g| g.guild == guild))
    }

    fn open_game_in(
        &self,
        guild: GuildId,
        channel: ChannelId,
    ) -> Result<Option<GameRecord>, StoreError> {
        let inner = self.lock();
        match inner.channels.get(&(guild, channel)) {
            Some(id) => inner.decode(*id).transpose(),
            None => Ok(None),
        }
    }

    fn save_game(&self, game: &GameRecord, based_on: u64) -> Result<(), StoreError> {
        self.write_game(game, based_on, None, None).map(drop)
    }

    fn delivery(&self, guild: GuildId, id: GameId) -> Result<GameDelivery, StoreError> {
        let inner = self.lock();
        match inner.decode(id).transpose()? {
            Some(game) if game.guild == guild => inner.delivery(id),
            _ => Ok(GameDelivery::default()),
        }
    }

    fn update_delivery(
        &self,
        guild: GuildId,
        id: GameId,
        _lazy: bool,
        change: &mut dyn FnMut(&GameRecord, &mut GameDelivery) -> bool,
    ) -> Result<Option<GameDelivery>, StoreError> {
        let mut inner = self.lock();
        let game = match inner.decode(id).transpose()? {
            Some(game) if game.guild == guild => game,
            _ => return Ok(None),
        };
        let before = inner.delivery(id)?;
        let mut after = before.clone();
        if !change(&game, &mut after) {
            return Ok(Some(before));
        }
        if let Some(wake) = Wake::of(&game, &before) {
            inner.wakes.remove(&wake);
        }
        if let Some(wake) = Wake::of(&game, &after) {
            inner.wakes.insert(wake);
        }
        inner.deliveries.insert(id, encode_delivery(&after));
        Ok(Some(after))
    }

    fn save_game_and_players(
        &self,
        game: &GameRecord,
        based_on: u64,
        rate: &RatePlayers<'_>,
    ) -> Result<PlayersUpdate, StoreError> {
        self.write_game(game, based_on, Some(rate), None)
    }

    fn save_game_and_season(
        &self,
        game: &GameRecord,
        based_on: u64,
        rate: &RatePlayers<'_>,
        season: &SeasonRate<'_>,
    ) -> Result<PlayersUpdate, StoreError> {
        self.write_game(game, based_on, Some(rate), Some(season))
    }

    fn open_games(&self) -> Result<Vec<GameRecord>, StoreError> {
        let inner = self.lock();
        // Every open game, with or without a channel (a tournament's, see
        // `takes_channel`).
        let mut ids: Vec<GameId> = inner.open.values().flatten().copied().collect();
        ids.sort();
        ids.iter().filter_map(|id| inner.decode(*id)).collect()
    }

    fn open_games_in(
        &self,
        guild: GuildId,
        player: Option<UserId>,
        window: Window,
    ) -> Result<Page<GameRecord>, StoreError> {
        let inner = self.lock();
        let ids = match player {
            Some(user) => inner.open_of.get(&(guild, user)),
            None => inner.open.get(&guild),
        };
        let Some(ids) = ids else {
            return Ok(Page {
                items: Vec::new(),
                total: 0,
            });
        };
        inner.games_page(ids.iter().copied(), ids.len(), window)
    }

    fn due_games(
        &self,
        now_ms: i64,
        after: Option<Wake>,
        limit: usize,
    ) -> Result<Vec<DueGame>, StoreError> {
        let inner = self.lock();
        let from = after.map_or(Bound::Unbounded, Bound::Excluded);
        let to = Bound::Included(Wake {
            at_ms: now_ms,
            game: GameId(u64::MAX),
        });
        inner
            .wakes
            .range((from, to))
            .take(limit)
            .map(|wake| inner.due(wake))
            .collect()
    }

    fn next_wake(&self, after_ms: i64) -> Result<Option<i64>, StoreError> {
        let after = Wake {
            at_ms: after_ms,
            game: GameId(u64::MAX),
        };
        Ok(self
            .lock()
            .wakes
            .range((Bound::Excluded(after), Bound::Unbounded))
            .next()
            .map(|wake| wake.at_ms))
    }

    fn player(
        &self,
        guild: GuildId,
        game: GameKind,
        user: UserId,
    ) -> Result<Option<PlayerRecord>, StoreError> {
        self.lock()
            .players
            .get(&(guild, game, user))
            .map(|b| records::player(guild, user, b))
            .transpose()
    }

    fn players(&self, guild: GuildId, game: GameKind) -> Result<Vec<PlayerRecord>, StoreError> {
        self.lock()
            .players
            .range((guild, game, UserId(0))..=(guild, game, UserId(u64::MAX)))
            .map(|((_, _, user), b)| records::player(guild, *user, b))
            .collect()
    }

    fn leaderboard(
        &self,
        guild: GuildId,
        game: GameKind,
        window: Window,
    ) -> Result<LeaderboardPage, StoreError> {
        let inner = self.lock();
        let empty = BTreeSet::new();
        let ranking = inner.ranking.get(&(guild, game)).unwrap_or(&empty);
        let mut players = Vec::new();
        // Where the run of equal rounded ratings that holds the current player began.
        let (mut run, mut above) = (0, 0);
        let mut previous: Option<i64> = None;
        let end = window.skip.saturating_add(window.take);
        for (i, standing) in ranking.iter().enumerate().take(end) {
            if previous != Some(standing.points) {
                (run, previous) = (i, Some(standing.points));
            }
            if i == window.skip {
                above = run;
            }
            if i >= window.skip {
                if let Some(bytes) = inner.players.get(&(guild, game, standing.user)) {
                    players.push(records::player(guild, standing.user, bytes)?);
                }
            }
        }
        Ok(LeaderboardPage {
            players,
            total: ranking.len(),
            above,
        })
    }

    fn settings(&self, guild: GuildId) -> Result<Option<GuildSettings>, StoreError> {
        self.lock()
            .settings
            .get(&guild)
            .map(|b| records::settings(guild, b))
            .transpose()
    }

    fn save_settings(&self, settings: &GuildSettings, based_on: u64) -> Result<(), StoreError> {
        let mut inner = self.lock();
        let guild = settings.guild;
        let stored = inner
            .settings
            .get(&guild)
            .map(|b| records::settings(guild, b))
            .transpose()?;
        check_settings_revision(settings, based_on, stored.as_ref())?;
        inner.settings.insert(guild, encode_settings(settings));
        Ok(())
    }

    fn archived_games(&self, guild: GuildId, limit: usize) -> Result<Vec<GameRecord>, StoreError> {
        let inner = self.lock();
        inner
            .archive
            .range((guild, i64::MIN, GameId(0))..=(guild, i64::MAX, GameId(u64::MAX)))
            .rev()
            .take(limit)
            .filter_map(|((_, _, id), _)| inner.decode(*id))
            .collect()
    }

    fn finished_games_of(
        &self,
        guild: GuildId,
        game: GameKind,
        player: UserId,
        window: Window,
    ) -> Result<Page<GameRecord>, StoreError> {
        let inner = self.lock();
        let Some(finished) = inner.finished_of.get(&(guild, game, player)) else {
            return Ok(Page {
                items: Vec::new(),
                total: 0,
            });
        };
        let newest_first = finished.iter().rev().map(|(_, id)| *id);
        inner.games_page(newest_first, finished.len(), window)
    }

    fn analysis(&self, guild: GuildId, game: GameId) -> Result<Option<GameAnalysis>, StoreError> {
        self.lock()
            .analyses
            .get(&(guild, game))
            .map(|b| records::analysis(guild, game, b))
            .transpose()
    }

    fn save_analysis(
        &self,
        guild: GuildId,
        game: GameId,
        analysis: &GameAnalysis,
    ) -> Result<(), StoreError> {
        let mut inner = self.lock();
        // The seats' points of the game, if it is this server's and was rated.
        let record = inner.decode(game).transpose()?.filter(|g| g.guild == guild);
        if let Some(record) = record {
            for (seat, s) in record.seats.iter().enumerate() {
                let accuracy = analysis.seats.get(seat).and_then(|a| a.accuracy);
                let key = (guild, record.kind(), s.user, record.ended_ms(), game);
                inner.change_point(key, |point| point.accuracy = accuracy)?;
            }
        }
        inner
            .analyses
            .insert((guild, game), encode_analysis(analysis));
        Ok(())
    }

    fn rating_history(
        &self,
        guild: GuildId,
        game: GameKind,
        user: UserId,
        window: Window,
    ) -> Result<Page<RatingPoint>, StoreError> {
        let inner = self.lock();
        let items = inner
            .history_of(guild, game, user)
            .rev()
            .skip(window.skip)
            .take(window.take)
            .map(|(key, bytes)| records::rating_point(guild, game, user, key.4, bytes))
            .collect::<Result<_, _>>()?;
        Ok(Page {
            items,
            total: inner.history_of(guild, game, user).count(),
        })
    }

    fn history_backfilled(&self) -> Result<bool, StoreError> {
        Ok(self.lock().history_backfilled)
    }

    fn archive_after(
        &self,
        after: Option<ArchivePlace>,
        limit: usize,
    ) -> Result<Vec<GameRecord>, StoreError> {
        let inner = self.lock();
        let from = match after {
            Some(p) => Bound::Excluded((p.guild, p.ended_ms, p.game)),
            None => Bound::Unbounded,
        };
        inner
            .archive
            .range((from, Bound::Unbounded))
            .take(limit)
            .filter_map(|((_, _, id), _)| inner.decode(*id))
            .collect()
    }

    fn add_rating_points(&self, points: &[RatingPoint]) -> Result<usize, StoreError> {
        let mut inner = self.lock();
        let mut added = 0;
        for point in points {
            if let std::collections::btree_map::Entry::Vacant(place) =
                inner.history.entry(history_key(point))
            {
                place.insert(encode_rating_point(point));
                added += 1;
            }
        }
        Ok(added)
    }

    fn finish_history_backfill(&self) -> Result<(), StoreError> {
        let mut inner = self.lock();
        let players: Vec<PlayerRecord> = inner
            .players
            .iter()
            .map(|((guild, _, user), b)| records::player(*guild, *user, b))
            .collect::<Result<_, _>>()?;
        for player in players {
            let newest = inner
                .history_of(player.guild, player.game, player.user)
                .next_back()
                .map(|(key, _)| *key);
            if let Some(key) = newest {
                inner.change_point(key, |point| {
                    point.rating = player.rating;
                    point.deviation = player.deviation;
                })?;
            }
        }
        inner.history_backfilled = true;
        Ok(())
    }

    fn member(&self, guild: GuildId, user: UserId) -> Result<Option<MemberSettings>, StoreError> {
        self.lock()
            .members
            .get(&(guild, user))
            .map(|b| records::member(guild, user, b))
            .transpose()
    }

    fn save_member(&self, member: &MemberSettings, based_on: u64) -> Result<(), StoreError> {
        let mut inner = self.lock();
        let key = (member.guild, member.user);
        let stored = inner
            .members
            .get(&key)
            .map(|b| records::member(key.0, key.1, b))
            .transpose()?;
        check_member_revision(member, based_on, stored.as_ref())?;
        inner.members.insert(key, encode_member(member));
        Ok(())
    }

    fn puzzle_player(
        &self,
        guild: GuildId,
        user: UserId,
    ) -> Result<Option<PuzzlePlayer>, StoreError> {
        self.lock()
            .puzzle_players
            .get(&(guild, user))
            .map(|b| puzzle_record(|| puzzle_names::player(guild, user), b))
            .transpose()
    }

    fn save_puzzle_player(&self, player: &PuzzlePlayer, based_on: u64) -> Result<(), StoreError> {
        let mut inner = self.lock();
        let key = (player.guild, player.user);
        let what = || puzzle_names::player(key.0, key.1);
        let stored = inner
            .puzzle_players
            .get(&key)
            .map(|b| puzzle_record::<PuzzlePlayer>(what, b))
            .transpose()?;
        check_named_revision(what, player.revision, based_on, stored.map(|s| s.revision))?;
        inner
            .puzzle_players
            .insert(key, encode_puzzle_record(player));
        Ok(())
    }

    fn puzzle_players(&self, guild: GuildId) -> Result<Vec<PuzzlePlayer>, StoreError> {
        let inner = self.lock();
        inner
            .puzzle_players
            .range((guild, UserId(0))..=(guild, UserId(u64::MAX)))
            .map(|(&(g, u), b)| puzzle_record(|| puzzle_names::player(g, u), b))
            .collect()
    }

    fn puzzle_stats(&self, id: &str) -> Result<Option<PuzzleStats>, StoreError> {
        self.lock()
            .puzzle_stats
            .get(id)
            .map(|b| puzzle_record(|| puzzle_names::stats(id), b))
            .transpose()
    }

    fn save_puzzle_stats(&self, stats: &PuzzleStats, based_on: u64) -> Result<(), StoreError> {
        let mut inner = self.lock();
        let what = || puzzle_names::stats(&stats.id);
        let stored = inner
            .puzzle_stats
            .get(&stats.id)
            .map(|b| puzzle_record::<PuzzleStats>(what, b))
            .transpose()?;
        check_named_revision(what, stats.revision, based_on, stored.map(|s| s.revision))?;
        inner
            .puzzle_stats
            .insert(stats.id.clone(), encode_puzzle_record(stats));
        Ok(())
    }

    fn add_server_puzzle(&self, puzzle: &ServerPuzzle) -> Result<bool, StoreError> {
        let mut inner = self.lock();
        let key = (puzzle.guild, puzzle.puzzle.id.clone());
        if inner.server_puzzles.contains_key(&key) {
            return Ok(false);
        }
        inner
            .server_puzzles
            .insert(key, encode_puzzle_record(puzzle));
        Ok(true)
    }

    fn server_puzzles(&self, guild: GuildId) -> Result<Vec<ServerPuzzle>, StoreError> {
        let inner = self.lock();
        let mut puzzles = inner
            .server_puzzles
            .range((guild, String::new())..)
            .take_while(|((g, _), _)| *g == guild)
            .map(|((g, id), b)| puzzle_record(|| puzzle_names::server_puzzle(*g, id), b))
            .collect::<Result<Vec<ServerPuzzle>, StoreError>>()?;
        puzzles.sort_by_key(|p| (p.added_ms, p.game));
        Ok(puzzles)
    }

    fn guild_puzzles(&self, guild: GuildId) -> Result<Option<GuildPuzzles>, StoreError> {
        self.lock()
            .guild_puzzles
            .get(&guild)
            .map(|b| puzzle_record(|| puzzle_names::guild(guild), b))
            .transpose()
    }

    fn save_guild_puzzles(&self, puzzles: &GuildPuzzles, based_on: u64) -> Result<(), StoreError> {
        let mut inner = self.lock();
        let what = || puzzle_names::guild(puzzles.guild);
        let stored = inner
            .guild_puzzles
            .get(&puzzles.guild)
            .map(|b| puzzle_record::<GuildPuzzles>(what, b))
            .transpose()?;
        check_named_revision(what, puzzles.revision, based_on, stored.map(|s| s.revision))?;
        inner
            .guild_puzzles
            .insert(puzzles.guild, encode_puzzle_record(puzzles));
        Ok(())
    }

    fn puzzle_guilds(&self) -> Result<Vec<GuildId>, StoreError> {
        Ok(self.lock().guild_puzzles.keys().copied().collect())
    }

    fn dms_closed(&self, guild: GuildId, user: UserId) -> Result<bool, StoreError> {
        Ok(self.lock().dms_closed.contains(&(guild, user)))
    }

    fn remember_dms_closed(&self, guild: GuildId, user: UserId) -> Result<(), StoreError> {
        self.lock().dms_closed.insert((guild, user));
        Ok(())
    }

    fn in_one_flush(&self, work: &mut dyn FnMut()) -> Result<(), StoreError> {
        // Nothing to flush in memory.
        work();
        Ok(())
    }

    fn heartbeats(&self) -> Result<Vec<(String, i64)>, StoreError> {
        Ok(self
            .lock()
            .heartbeats
            .iter()
            .map(|(key, at)| (key.clone(), *at))
            .collect())
    }

    fn beat(&self, key: &str, at_ms: i64) -> Result<(), StoreError> {
        self.lock().heartbeats.insert(key.to_string(), at_ms);
        Ok(())
    }

    fn add_outage(&self, outage: &Outage) -> Result<(), StoreError> {
        self.lock()
            .outages
            .insert((outage.to_ms, outage.from_ms), *outage);
        Ok(())
    }

    fn outages(&self, ended_after_ms: i64) -> Result<Vec<Outage>, StoreError> {
        let after = (ended_after_ms.saturating_add(1), i64::MIN);
        Ok(self
            .lock()
            .outages
            .range(after..)
            .map(|(_, o)| *o)
            .collect())
    }

    fn next_tournament_id(&self) -> Result<TournamentId, StoreError> {
        let mut inner = self.lock();
        inner.next_tournament += 1;
        Ok(TournamentId(inner.next_tournament))
    }

    fn tournament(
        &self,
        guild: GuildId,
        id: TournamentId,
    ) -> Result<Option<Tournament>, StoreError> {
        self.lock()
            .tournaments
            .get(&(guild, id))
            .map(|b| records::tournament(guild, id, b))
            .transpose()
    }

    fn tournaments(&self, guild: GuildId) -> Result<Vec<Tournament>, StoreError> {
        let inner = self.lock();
        let of_guild = (guild, TournamentId(0))..=(guild, TournamentId(u64::MAX));
        inner
            .tournaments
            .range(of_guild)
            .rev()
            .map(|(&(g, id), b)| records::tournament(g, id, b))
            .collect()
    }

    fn active_tournaments(&self) -> Result<Vec<Tournament>, StoreError> {
        let inner = self.lock();
        let mut active = Vec::new();
        for (&(guild, id), bytes) in &inner.tournaments {
            let tournament = records::tournament(guild, id, bytes)?;
            if !tournament.status.is_over() {
                active.push(tournament);
            }
        }
        Ok(active)
    }

    fn save_tournament(&self, tournament: &Tournament, based_on: u64) -> Result<(), StoreError> {
        self.save_tournament_with_games(tournament, based_on, &[])
    }

    /// Every check before the first change, under the one lock.
    fn save_tournament_with_games(
        &self,
        tournament: &Tournament,
        based_on: u64,
        games: &[GameRecord],
    ) -> Result<(), StoreError> {
        let mut inner = self.lock();
        let key = (tournament.guild, tournament.id);
        let stored = inner
            .tournaments
            .get(&key)
            .map(|b| records::tournament(key.0, key.1, b))
            .transpose()?;
        check_tournament_revision(tournament, based_on, stored.map(|t| t.revision))?;
        for (n, game) in games.iter().enumerate() {
            inner.check_new(game, &games[..n], true)?;
        }
        for game in games {
            inner.insert_new(game);
        }
        inner.tournaments.insert(key, encode_tournament(tournament));
        Ok(())
    }

    fn season_players(
        &self,
        guild: GuildId,
        game: GameKind,
        season: &str,
    ) -> Result<Vec<SeasonPlayer>, StoreError> {
        let inner = self.lock();
        let from = (guild, game, season.to_string(), UserId(0));
        inner
            .season_players
            .range(from..)
            .take_while(|((g, k, s, _), _)| *g == guild && *k == game && s == season)
            .map(|((_, _, _, user), b)| {
                puzzle_record(|| season_names::player(guild, game, season, *user), b)
            })
            .collect()
    }

    fn guild_seasons(&self, guild: GuildId) -> Result<Option<GuildSeasons>, StoreError> {
        self.lock()
            .guild_seasons
            .get(&guild)
            .map(|b| puzzle_record(|| season_names::guild(guild), b))
            .transpose()
    }

    fn save_guild_seasons(&self, seasons: &GuildSeasons, based_on: u64) -> Result<(), StoreError> {
        let mut inner = self.lock();
        let what = || season_names::guild(seasons.guild);
        let stored = inner
            .guild_seasons
            .get(&seasons.guild)
            .map(|b| puzzle_record::<GuildSeasons>(what, b))
            .transpose()?;
        check_named_revision(what, seasons.revision, based_on, stored.map(|s| s.revision))?;
        inner
            .guild_seasons
            .insert(seasons.guild, encode_puzzle_record(seasons));
        Ok(())
    }

    fn season_guilds(&self) -> Result<Vec<GuildId>, StoreError> {
        Ok(self.lock().guild_seasons.keys().copied().collect())
    }
}
