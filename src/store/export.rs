//! Everything a store holds, as records: what `martian-chess migrate` reads out of a
//! sled store and writes into a PostgreSQL one. The indexes are not part of it: each
//! store builds its own from the records.

use crate::model::{
    GameAnalysis, GameDelivery, GameId, GameRecord, GuildId, GuildPuzzles, GuildSeasons,
    GuildSettings, MemberSettings, Outage, PlayerRecord, PuzzlePlayer, PuzzleStats, RatingPoint,
    SeasonPlayer, ServerPuzzle, Tournament, UserId,
};

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Export {
    /// Every game, open or not, in (server, id) order.
    pub games: Vec<GameRecord>,
    /// The games' delivery records (those that hold anything), in (server, id) order.
    pub deliveries: Vec<(GuildId, GameId, GameDelivery)>,
    pub players: Vec<PlayerRecord>,
    pub settings: Vec<GuildSettings>,
    /// Members whose DMs are closed.
    pub dms_closed: Vec<(GuildId, UserId)>,
    /// When each process last served, and the outages recorded: carried over so that
    /// the time a migration takes (and any outage not yet given back) still counts for
    /// the games' clocks.
    pub heartbeats: Vec<(String, i64)>,
    pub outages: Vec<Outage>,
    /// Members' own settings (time zone, quiet hours, vacations), in (server, user)
    /// order.
    pub members: Vec<MemberSettings>,
    /// Finished games' analyses, in (server, game) order.
    pub analyses: Vec<(GuildId, GameId, GameAnalysis)>,
    /// The players' rating histories, in (server, game, player, end, game id) order.
    pub history: Vec<RatingPoint>,
    /// Whether the history holds the games ended before it was kept (else the
    /// target replays them at its first open, as the source would have).
    pub history_backfilled: bool,
    /// Members' puzzle figures, in (server, user) order.
    pub puzzle_players: Vec<PuzzlePlayer>,
    /// Puzzles' own ratings, in id order.
    pub puzzle_stats: Vec<PuzzleStats>,
    /// Puzzles found in servers' games, in (server, id) order.
    pub server_puzzles: Vec<ServerPuzzle>,
    /// Servers' daily puzzles, in server order.
    pub guild_puzzles: Vec<GuildPuzzles>,
    /// Tournaments, in (server, id) order.
    pub tournaments: Vec<Tournament>,
    /// The last tournament id handed out (0: none): the target hands out only later
    /// ones, so that a tournament created after the migration takes no id already used.
    pub last_tournament_id: u64,
    /// Season records, in (server, game, season, user) order.
    pub season_players: Vec<SeasonPlayer>,
    /// Servers' seasons (the closed ones and their champions), in server order.
    pub guild_seasons: Vec<GuildSeasons>,
}

/// What an import did: how many records it wrote, and how many it left as they were
/// because the target already held them at the same or a newer state.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Imported {
    pub games: usize,
    pub games_kept: usize,
    /// Delivery records written (those of games the import wrote).
    pub deliveries: usize,
    pub players: usize,
    pub players_kept: usize,
    pub settings: usize,
    pub settings_kept: usize,
    pub dms_closed: usize,
    pub members: usize,
    pub members_kept: usize,
    pub analyses: usize,
    pub analyses_kept: usize,
    /// Rating history points written, and those the target already held.
    pub history: usize,
    pub history_kept: usize,
    /// Puzzle records written, and those the target already held at the same or a
    /// newer revision (a server's puzzle: once there).
    pub puzzle_players: usize,
    pub puzzle_players_kept: usize,
    pub puzzle_stats: usize,
    pub puzzle_stats_kept: usize,
    pub server_puzzles: usize,
    pub server_puzzles_kept: usize,
    pub guild_puzzles: usize,
    pub guild_puzzles_kept: usize,
    /// Tournaments written, and those the target already held at the same or a newer
    /// revision.
    pub tournaments: usize,
    pub tournaments_kept: usize,
    /// Season records written, and those the target already held with as many games
    /// or more.
    pub season_players: usize,
    pub season_players_kept: usize,
    /// Servers' seasons written, and those held at the same or a newer revision.
    pub guild_seasons: usize,
    pub guild_seasons_kept: usize,
}
