//! The records the bot keeps: games with their players and moves, players' ratings and
//! figures, and server settings, as versioned serde records. Plain data: no storage,
//! no Discord.

mod analysis;
mod delivery;
mod game;
mod ids;
mod kind;
mod level;
mod member;
mod names;
mod outage;
mod player;
mod puzzle;
mod rating_point;
mod season;
mod season_length;
mod standing;
mod stored_point;
mod tournament;
mod versioned;

pub use analysis::{AnalysedMove, GameAnalysis, MoveLabel, SeatAccuracy};
pub use delivery::{AtPly, EndRetry, GameDelivery, Posted};
pub use game::{
    CarnettSetup, ComputerSeat, CorruptGame, EndKind, GameEnd, GameRecord, GameSetup, GameStatus,
    Seat, TurnClock,
};
pub use ids::{ChannelId, GameId, GuildId, MessageId, UserId};
pub use kind::GameKind;
pub use level::ComputerLevel;
pub use member::{MemberSettings, QuietHours, Vacation};
pub use names::ruleset_by_name;
pub use outage::{heartbeat_key, Outage, ShardSpan};
pub use player::{
    GuildSettings, PlayerRecord, PROVISIONAL_DEVIATION, START_DEVIATION, START_RATING,
    START_VOLATILITY,
};
pub use puzzle::{
    DailyPuzzle, Glicko, GuildPuzzles, Puzzle, PuzzleAttempt, PuzzlePlayer, PuzzleStats,
    ServerPuzzle, Theme, DAILY_KEPT, SCANNED_KEPT, SEEN_KEPT,
};
pub use rating_point::{GameResult, Opponent, RatingPoint};
pub use season::{ClosedSeason, GuildSeasons, SeasonChampion, SeasonPlayer};
pub use season_length::SeasonLength;
pub use standing::{rating_points, Standing};
pub use tournament::{
    Entrant, PairingResult, Tournament, TournamentFormat, TournamentGame, TournamentId,
    TournamentPairing, TournamentRound, TournamentSetup, TournamentStatus, WithdrawReason,
};
pub use versioned::{
    decode_analysis, decode_delivery, decode_game, decode_game_and_delivery, decode_member,
    decode_player, decode_puzzle_record, decode_rating_point, decode_settings, decode_tournament,
    encode_analysis, encode_delivery, encode_game, encode_member, encode_player,
    encode_puzzle_record, encode_rating_point, encode_settings, encode_tournament, RecordError,
    GAME_SCHEMA,
};
