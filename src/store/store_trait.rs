//! The [`Store`] trait: the bot's persistent state in domain words, the one thing the
//! service sees of a store. Its own file (not `store/mod.rs`) because every store
//! implements it, and `store/mod.rs` re-exports the stores: a trait defined there would
//! make each store import the file that imports it.

use super::error::StoreError;
use super::listing::{ArchivePlace, DueGame, LeaderboardPage, Page, Wake, Window};
use super::rating::{PlayersUpdate, RatePlayers};
use super::season::SeasonRate;
use crate::model::{
    ChannelId, GameAnalysis, GameDelivery, GameId, GameKind, GameRecord, GuildId, GuildPuzzles,
    GuildSeasons, GuildSettings, MemberSettings, Outage, PlayerRecord, PuzzlePlayer, PuzzleStats,
    RatingPoint, SeasonPlayer, ServerPuzzle, Tournament, TournamentId, UserId,
};

/// The bot's persistent state. Every write is durable when the call returns.
pub trait Store: Send + Sync {
    /// A game id never handed out before.
    fn next_game_id(&self) -> Result<GameId, StoreError>;

    /// Stores a new open game and makes it its channel's game, unless the channel
    /// already has an open one ([`StoreError::ChannelBusy`]).
    fn create_game(&self, game: &GameRecord) -> Result<(), StoreError>;

    /// The server's game `id`. A game is named by its server and its id: the stores
    /// of a sharded sled deployment number their games independently, and migrating
    /// them into one PostgreSQL store renumbers nothing, so ids repeat between servers.
    fn game(&self, guild: GuildId, id: GameId) -> Result<Option<GameRecord>, StoreError>;

    /// The channel's open (invited or active) game.
    fn open_game_in(
        &self,
        guild: GuildId,
        channel: ChannelId,
    ) -> Result<Option<GameRecord>, StoreError>;

    /// Writes `game` only if the stored copy is still at revision `based_on` (else
    /// [`StoreError::Stale`] and nothing changes); `game.revision` must be
    /// `based_on + 1`. A game that is no longer open leaves its channel and enters the
    /// server's archive in the same atomic step.
    fn save_game(&self, game: &GameRecord, based_on: u64) -> Result<(), StoreError>;

    /// The game's delivery record (what became of its messages, its players'
    /// languages): empty when nothing was recorded, or there is no such game.
    fn delivery(&self, guild: GuildId, id: GameId) -> Result<GameDelivery, StoreError>;

    /// Changes the game's delivery record in one atomic step, without touching the
    /// game or its revision: `change` gets the game as stored and the record (empty
    /// when none), and says whether it changed the record; nothing is written when it
    /// did not. The game's place in the wake-up order follows (a notice to post again
    /// falls due like a deadline). `lazy`: a change a crash may lose at no cost (a
    /// message's id), not waited on until it is on disk. Returns the record as it
    /// now stands; `None` when there is no such game (nothing was called).
    fn update_delivery(
        &self,
        guild: GuildId,
        id: GameId,
        lazy: bool,
        change: &mut dyn FnMut(&GameRecord, &mut GameDelivery) -> bool,
    ) -> Result<Option<GameDelivery>, StoreError>;

    /// [`Store::save_game`], and in the same atomic step the seats' player records in
    /// the game's own kind (`game.game`) become `rate` of their current records (each
    /// returned record must be of that kind): a finished game and its ratings are
    /// stored together or not at all, and no concurrent write to those players is
    /// lost. `rate` runs only once the revision check passed (see [`RatePlayers`]).
    /// The rated players' history points ([`RatingPoint::of_game`] of what was read
    /// and written) are written in that same step.
    fn save_game_and_players(
        &self,
        game: &GameRecord,
        based_on: u64,
        rate: &RatePlayers<'_>,
    ) -> Result<PlayersUpdate, StoreError>;

    /// [`Store::save_game_and_players`], and in the same atomic step the seats'
    /// records in `season.season` of the game's kind become `season.rate` of their
    /// season records and of their all-time records as read (before `rate`): a
    /// game's end, its all-time ratings and its season ratings are stored together or
    /// not at all (issue 30).
    fn save_game_and_season(
        &self,
        game: &GameRecord,
        based_on: u64,
        rate: &RatePlayers<'_>,
        season: &SeasonRate<'_>,
    ) -> Result<PlayersUpdate, StoreError>;

    /// Open games with something due (a reminder, a deadline, a notice to post again)
    /// at or before `now_ms`, soonest first, from the first one after `after` (all of
    /// them when `None`), at most `limit`; each with its delivery record.
    fn due_games(
        &self,
        now_ms: i64,
        after: Option<Wake>,
        limit: usize,
    ) -> Result<Vec<DueGame>, StoreError>;

    /// The earliest time after `after_ms` when something falls due for an open game.
    fn next_wake(&self, after_ms: i64) -> Result<Option<i64>, StoreError>;

    /// A member's record in one game of a server: each game keeps its own ratings.
    fn player(
        &self,
        guild: GuildId,
        game: GameKind,
        user: UserId,
    ) -> Result<Option<PlayerRecord>, StoreError>;

    /// Every rated player of a server in one game, by user id (for tests and tools: a
    /// command reads [`Store::leaderboard`]).
    fn players(&self, guild: GuildId, game: GameKind) -> Result<Vec<PlayerRecord>, StoreError>;

    /// One page of the server's rated players in one game, in
    /// [`Standing`](crate::model::Standing) order, best first.
    fn leaderboard(
        &self,
        guild: GuildId,
        game: GameKind,
        window: Window,
    ) -> Result<LeaderboardPage, StoreError>;

    fn settings(&self, guild: GuildId) -> Result<Option<GuildSettings>, StoreError>;

    /// Writes `settings` only if the stored ones are still at revision `based_on`
    /// (none stored counts as revision 0), else [`StoreError::SettingsChanged`] and
    /// nothing changes; `settings.revision` must be `based_on + 1`. Two changes made
    /// at once from the same settings: one is written, the other told to start again
    /// from what was written, so that neither is lost.
    fn save_settings(&self, settings: &GuildSettings, based_on: u64) -> Result<(), StoreError>;

    /// Every open game of every server, in id order (for tests and tools: nothing
    /// reads them all at start).
    fn open_games(&self) -> Result<Vec<GameRecord>, StoreError>;

    /// A page of the server's open (invited or active) games, or of those where
    /// `player` has a seat, oldest first.
    fn open_games_in(
        &self,
        guild: GuildId,
        player: Option<UserId>,
        window: Window,
    ) -> Result<Page<GameRecord>, StoreError>;

    /// The server's finished or cancelled games, most recent first, at most `limit`.
    fn archived_games(&self, guild: GuildId, limit: usize) -> Result<Vec<GameRecord>, StoreError>;

    /// A page of the games of one kind that `player` finished (with a result) in the
    /// server, the most recently ended first.
    fn finished_games_of(
        &self,
        guild: GuildId,
        game: GameKind,
        player: UserId,
        window: Window,
    ) -> Result<Page<GameRecord>, StoreError>;

    /// The analysis of a finished game, if one was made.
    fn analysis(&self, guild: GuildId, game: GameId) -> Result<Option<GameAnalysis>, StoreError>;

    /// Keeps a game's analysis (replacing one made before: the same game always gives
    /// the same analysis at the same budget), and in the same atomic step sets each
    /// seat's accuracy on that seat's point of the game in the rating history.
    fn save_analysis(
        &self,
        guild: GuildId,
        game: GameId,
        analysis: &GameAnalysis,
    ) -> Result<(), StoreError>;

    /// A page of a player's rating history in one game of a server: a point per rated
    /// game, the most recent first (the profile's last results and current streak
    /// start there; its chart reads the page backwards).
    fn rating_history(
        &self,
        guild: GuildId,
        game: GameKind,
        user: UserId,
        window: Window,
    ) -> Result<Page<RatingPoint>, StoreError>;

    /// Whether the rating history holds the games ended before it was kept (see
    /// `service::backfill_rating_history`): set by [`Store::finish_history_backfill`].
    fn history_backfilled(&self) -> Result<bool, StoreError>;

    /// Every server's games that left their channel (finished or cancelled), in
    /// [`ArchivePlace`] order, from the first one after `after` (from the start when
    /// `None`), at most `limit`: the order the rating history is replayed in.
    fn archive_after(
        &self,
        after: Option<ArchivePlace>,
        limit: usize,
    ) -> Result<Vec<GameRecord>, StoreError>;

    /// Adds the history points that are not stored yet (a point of the same player
    /// and game already there is kept: one written at the game's end is the true
    /// one), in one atomic step; returns how many were added.
    fn add_rating_points(&self, points: &[RatingPoint]) -> Result<usize, StoreError>;

    /// Ends a backfill of the rating history: in one atomic step, sets every rated
    /// player's newest point to their record's rating and deviation (a replay may
    /// drift from the ratings as they were stored), and marks the history as
    /// backfilled.
    fn finish_history_backfill(&self) -> Result<(), StoreError>;

    /// A member's own settings in a server (`/martian me`), if they set any.
    fn member(&self, guild: GuildId, user: UserId) -> Result<Option<MemberSettings>, StoreError>;

    /// Writes a member's settings only if the stored ones are still at revision
    /// `based_on` (none stored counts as 0), else [`StoreError::MemberChanged`] and
    /// nothing changes; `member.revision` must be `based_on + 1`.
    fn save_member(&self, member: &MemberSettings, based_on: u64) -> Result<(), StoreError>;

    /// Whether a direct message to this member was refused (their DMs are closed), so
    /// that their reminders go to the game's channel directly.
    fn dms_closed(&self, guild: GuildId, user: UserId) -> Result<bool, StoreError>;

    /// Remembers that a direct message to this member was refused.
    fn remember_dms_closed(&self, guild: GuildId, user: UserId) -> Result<(), StoreError>;

    /// Runs `work`, and makes the writes this thread does in it durable together, with
    /// one flush when it ends, instead of one flush per write (for many writes in a
    /// row, like a tick's batch of due games). Inside, a write is not yet durable when
    /// its call returns: nothing that depends on it may leave the process before this
    /// returns. Other threads' writes are not affected.
    fn in_one_flush(&self, work: &mut dyn FnMut()) -> Result<(), StoreError>;

    /// The last heartbeat of every process that wrote one: its key (the shards it
    /// serves, [`heartbeat_key`](crate::model::heartbeat_key)) and when.
    fn heartbeats(&self) -> Result<Vec<(String, i64)>, StoreError>;

    /// Records that the process with this key was serving at `at_ms`.
    fn beat(&self, key: &str, at_ms: i64) -> Result<(), StoreError>;

    /// Records an outage (see [`Outage`]).
    fn add_outage(&self, outage: &Outage) -> Result<(), StoreError>;

    /// The outages that ended after `ended_after_ms`, in the order they ended.
    fn outages(&self, ended_after_ms: i64) -> Result<Vec<Outage>, StoreError>;

    // Puzzles (issue 31). Each record with a revision is written only if the stored one
    // is still at `based_on` (none stored counts as 0), else
    // [`StoreError::RecordChanged`] and nothing changes; the record's revision must be
    // `based_on + 1`.

    /// A member's puzzle rating, figures and puzzle under way in a server.
    fn puzzle_player(
        &self,
        guild: GuildId,
        user: UserId,
    ) -> Result<Option<PuzzlePlayer>, StoreError>;

    fn save_puzzle_player(&self, player: &PuzzlePlayer, based_on: u64) -> Result<(), StoreError>;

    /// The puzzle figures of every member of a server who has any (for the export and
    /// a server's puzzle leaderboard), in user order.
    fn puzzle_players(&self, guild: GuildId) -> Result<Vec<PuzzlePlayer>, StoreError>;

    /// A puzzle's own rating from its solvers' results (across servers).
    fn puzzle_stats(&self, id: &str) -> Result<Option<PuzzleStats>, StoreError>;

    fn save_puzzle_stats(&self, stats: &PuzzleStats, based_on: u64) -> Result<(), StoreError>;

    /// Adds a puzzle found in a server's game; `false` (and nothing written) when the
    /// server already has a puzzle with its id.
    fn add_server_puzzle(&self, puzzle: &ServerPuzzle) -> Result<bool, StoreError>;

    /// The puzzles found in a server's games, oldest first (by the time added, then
    /// the game).
    fn server_puzzles(&self, guild: GuildId) -> Result<Vec<ServerPuzzle>, StoreError>;

    /// A server's daily puzzles and the games looked into for puzzles.
    fn guild_puzzles(&self, guild: GuildId) -> Result<Option<GuildPuzzles>, StoreError>;

    fn save_guild_puzzles(&self, puzzles: &GuildPuzzles, based_on: u64) -> Result<(), StoreError>;

    /// The servers that have a [`GuildPuzzles`] record, in id order (for the tick's
    /// daily posts, which also covers servers that only set a puzzle channel: see the
    /// settings).
    fn puzzle_guilds(&self) -> Result<Vec<GuildId>, StoreError>;

    // Tournaments (issue 30). A tournament is written only if the stored one is still
    // at revision `based_on` (none stored counts as 0), else
    // [`StoreError::TournamentChanged`] and nothing changes; its revision must be
    // `based_on + 1`. A game of a tournament ([`GameRecord::tournament`]) takes no
    // channel until it is moved into a thread of its own (`parent` set): a round's
    // games are created together in the tournament's channel.

    /// A tournament id never handed out before.
    fn next_tournament_id(&self) -> Result<TournamentId, StoreError>;

    fn tournament(
        &self,
        guild: GuildId,
        id: TournamentId,
    ) -> Result<Option<Tournament>, StoreError>;

    /// A server's tournaments, the newest (highest id) first.
    fn tournaments(&self, guild: GuildId) -> Result<Vec<Tournament>, StoreError>;

    /// The tournaments of every server that are not over (open, running or paused),
    /// for the ticks, in (server, id) order.
    fn active_tournaments(&self) -> Result<Vec<Tournament>, StoreError>;

    /// Creates (`based_on` 0) or updates a tournament, under the revision check.
    fn save_tournament(&self, tournament: &Tournament, based_on: u64) -> Result<(), StoreError>;

    /// [`Store::save_tournament`] and the creation of `games` (a round's, as
    /// [`Store::create_game`] creates one) in one atomic step: all of it or nothing (a
    /// stale tournament, a game id already used: nothing is written), durable when it
    /// returns. A crash pairs the round once or not at all.
    fn save_tournament_with_games(
        &self,
        tournament: &Tournament,
        based_on: u64,
        games: &[GameRecord],
    ) -> Result<(), StoreError>;

    // Seasons (issue 30). A server's seasons record is written under the same revision
    // check as the puzzle records ([`StoreError::RecordChanged`] names it).

    /// The server's players in one season of one game, in user order.
    fn season_players(
        &self,
        guild: GuildId,
        game: GameKind,
        season: &str,
    ) -> Result<Vec<SeasonPlayer>, StoreError>;

    /// A server's seasons as the ticks keep them.
    fn guild_seasons(&self, guild: GuildId) -> Result<Option<GuildSeasons>, StoreError>;

    fn save_guild_seasons(&self, seasons: &GuildSeasons, based_on: u64) -> Result<(), StoreError>;

    /// The servers that have a [`GuildSeasons`] record, in id order (for the ticks).
    fn season_guilds(&self) -> Result<Vec<GuildId>, StoreError>;
}
