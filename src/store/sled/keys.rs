//! The byte keys of the sled trees, and reading ids back out of keys and index values.
//! Keys are big-endian so that sled's byte order is numeric order. Whatever is read
//! back is checked: a damaged key or index entry becomes a [`StoreError`] naming the
//! tree and the key (in hex, as whoever repairs the store needs them), never a panic on
//! a slice that is too short.

use std::fmt;

use crate::model::{
    ChannelId, GameId, GameKind, GameRecord, GuildId, PlayerRecord, Standing, UserId,
};
use crate::store::error::StoreError;
use crate::store::listing::{ArchivePlace, Wake};

/// The trees, by name (the names are on disk: never rename one).
pub(super) const GAMES: &str = "games";
pub(super) const CHANNELS: &str = "channels";
pub(super) const ARCHIVE: &str = "archive";
pub(super) const WAKES: &str = "wakes";
/// id -> the game's delivery record (`model::GameDelivery`).
pub(super) const DELIVERIES: &str = "deliveries";
pub(super) const PLAYERS: &str = "players";
pub(super) const SETTINGS: &str = "settings";
/// guild+user -> nothing: members whose DMs are closed.
pub(super) const DMS_CLOSED: &str = "dms_closed";
/// guild+user -> the member's own settings (`model::MemberSettings`).
pub(super) const MEMBERS: &str = "members";
/// Puzzles (`puzzles.rs`). guild+user -> a member's puzzle figures
/// (`model::PuzzlePlayer`).
pub(super) const PUZZLE_PLAYERS: &str = "puzzle_players";
/// puzzle id (UTF-8) -> a puzzle's own rating (`model::PuzzleStats`).
pub(super) const PUZZLE_STATS: &str = "puzzle_stats";
/// guild+puzzle id -> a puzzle found in one of the server's games
/// (`model::ServerPuzzle`).
pub(super) const SERVER_PUZZLES: &str = "server_puzzles";
/// guild -> the server's daily puzzles and games looked into (`model::GuildPuzzles`).
pub(super) const GUILD_PUZZLES: &str = "guild_puzzles";
/// guild+id -> a tournament (`tournaments.rs`).
pub(super) const TOURNAMENTS: &str = "tournaments";
/// Seasons (`seasons.rs`). guild+game+season+NUL+user -> a member's season record
/// (`model::SeasonPlayer`).
pub(super) const SEASON_PLAYERS: &str = "season_players";
/// guild -> the server's seasons (`model::GuildSeasons`).
pub(super) const GUILD_SEASONS: &str = "guild_seasons";
/// guild+game -> a finished game's analysis (`model::GameAnalysis`).
pub(super) const ANALYSES: &str = "analyses";
/// guild+game+user+end time+id -> a point of the player's rating history
/// (`model::RatingPoint`); guild+game+user -> how many points the player has (see
/// `history.rs`).
pub(super) const HISTORY: &str = "history";
/// The indexes behind the lists that commands show a page of (`indexes.rs`).
/// guild+id -> nothing: a server's open games.
pub(super) const OPEN: &str = "open";
/// guild+user+id -> nothing: a player's open games.
pub(super) const OPEN_OF: &str = "open_of";
/// guild+game+user+end time+id -> nothing: a player's finished games of one kind.
pub(super) const FINISHED_OF: &str = "finished_of";
/// guild+game+standing -> the player's record: a server's rated players in one game, in
/// leaderboard order.
pub(super) const RANKING: &str = "ranking";
/// what+guild(+user) -> a number: the length of each list above; and the buckets of
/// the long lists ([`Bucketed`]) -> how many entries each holds.
pub(super) const COUNTS: &str = "counts";
/// name -> value: which indexes the store holds (`build.rs`).
pub(super) const META: &str = "meta";
/// Heartbeats and outages (`serving.rs`).
pub(super) const SERVING: &str = "serving";

/// Lengths of the composite keys.
pub(super) const WAKE_KEY_LEN: usize = 16;
pub(super) const ARCHIVE_KEY_LEN: usize = 24;
pub(super) const PLAYER_KEY_LEN: usize = 16;
/// A `players` key of a game other than the Looney Pyramids one: its game byte follows.
pub(super) const OTHER_GAME_PLAYER_KEY_LEN: usize = 17;
pub(super) const OPEN_KEY_LEN: usize = 16;
pub(super) const OPEN_OF_KEY_LEN: usize = 24;
pub(super) const FINISHED_OF_KEY_LEN: usize = 33;
/// A `history` key: a point's (the count's is the 17 bytes of [`board_player_key`]).
pub(super) const HISTORY_KEY_LEN: usize = 33;
/// guild, game, points, games, at least the name's NUL, user.
pub(super) const RANKING_KEY_MIN_LEN: usize = 8 + 1 + 8 + 4 + 1 + 8;
/// Where a `ranking` key's rating points are (after the guild and the game).
const RANKING_POINTS: std::ops::Range<usize> = 9..17;

pub(super) fn game_key(id: GameId) -> [u8; 8] {
    id.0.to_be_bytes()
}

pub(super) fn channel_key(guild: GuildId, channel: ChannelId) -> [u8; 16] {
    pair(guild.0, channel.0)
}

/// guild, game: a game's analysis (the `analyses` tree).
pub(super) fn analysis_key(guild: GuildId, game: GameId) -> [u8; 16] {
    pair(guild.0, game.0)
}

/// guild, user: a member (the `dms_closed` tree, and the start of the `players` keys).
pub(super) fn player_key(guild: GuildId, user: UserId) -> [u8; PLAYER_KEY_LEN] {
    pair(guild.0, user.0)
}

/// guild, then the puzzle's id: a puzzle of a server's (the `server_puzzles` tree), so
/// that a server's puzzles are one run of keys.
pub(super) fn server_puzzle_key(guild: GuildId, id: &str) -> Vec<u8> {
    [&guild.0.to_be_bytes()[..], id.as_bytes()].concat()
}

/// guild, game, season, NUL: where one season's records of one game start (the
/// `season_players` tree); the member's id follows.
pub(super) fn season_prefix(guild: GuildId, game: GameKind, season: &str) -> Vec<u8> {
    let mut key = guild.0.to_be_bytes().to_vec();
    key.push(game_byte(game));
    key.extend_from_slice(season.as_bytes());
    key.push(0);
    key
}

/// A member's record in one season of one game of a server.
pub(super) fn season_player_key(
    guild: GuildId,
    game: GameKind,
    season: &str,
    user: UserId,
) -> Vec<u8> {
    let mut key = season_prefix(guild, game, season);
    key.extend_from_slice(&user.0.to_be_bytes());
    key
}

/// The byte that names a game in keys (on disk: never renumber one).
pub(super) fn game_byte(game: GameKind) -> u8 {
    match game {
        GameKind::Martian => 0,
        GameKind::Carnett => 1,
    }
}

pub(super) fn game_of_byte(byte: u8) -> Option<GameKind> {
    GameKind::ALL.into_iter().find(|g| game_byte(*g) == byte)
}

/// A member's rating record in one game: guild, user, then the game's byte, except for
/// the Looney Pyramids game, whose keys stay the 16 bytes they were before there were
/// two games (so a store written then needs no rewrite: its records are martian ones).
pub(super) fn rated_key(guild: GuildId, game: GameKind, user: UserId) -> Vec<u8> {
    let mut key = player_key(guild, user).to_vec();
    if game != GameKind::Martian {
        key.push(game_byte(game));
    }
    key
}

/// guild, game: where a server's list for one game starts in the index trees.
pub(super) fn board_key(guild: GuildId, game: GameKind) -> [u8; 9] {
    let mut key = [0; 9];
    key[..8].copy_from_slice(&guild.0.to_be_bytes());
    key[8] = game_byte(game);
    key
}

/// guild, game, user: where a player's history in one game starts.
pub(super) fn board_player_key(guild: GuildId, game: GameKind, user: UserId) -> [u8; 17] {
    let mut key = [0; 17];
    key[..9].copy_from_slice(&board_key(guild, game));
    key[9..].copy_from_slice(&user.0.to_be_bytes());
    key
}

fn pair(a: u64, b: u64) -> [u8; 16] {
    let mut key = [0; 16];
    key[..8].copy_from_slice(&a.to_be_bytes());
    key[8..].copy_from_slice(&b.to_be_bytes());
    key
}

/// Orders signed times correctly as unsigned big-endian bytes.
fn time_bytes(ms: i64) -> [u8; 8] {
    ((ms as u64) ^ (1 << 63)).to_be_bytes()
}

/// guild, end time, id: a server's archive in time order.
pub(super) fn archive_key(game: &GameRecord) -> [u8; ARCHIVE_KEY_LEN] {
    archive_place_key(&ArchivePlace::of(game))
}

/// The `archive` key of a place in the archives of every server.
pub(super) fn archive_place_key(place: &ArchivePlace) -> [u8; ARCHIVE_KEY_LEN] {
    let mut key = [0; ARCHIVE_KEY_LEN];
    key[..8].copy_from_slice(&place.guild.0.to_be_bytes());
    key[8..16].copy_from_slice(&time_bytes(place.ended_ms));
    key[16..].copy_from_slice(&place.game.0.to_be_bytes());
    key
}

/// time, id: open games in the order they fall due.
pub(super) fn wake_key(at_ms: i64, id: GameId) -> [u8; WAKE_KEY_LEN] {
    let mut key = [0; WAKE_KEY_LEN];
    key[..8].copy_from_slice(&time_bytes(at_ms));
    key[8..].copy_from_slice(&id.0.to_be_bytes());
    key
}

/// guild, id: a server's open games, oldest first.
pub(super) fn open_key(game: &GameRecord) -> [u8; OPEN_KEY_LEN] {
    pair(game.guild.0, game.id.0)
}

/// guild, user, id: a player's open games, oldest first.
pub(super) fn open_of_key(game: &GameRecord, user: UserId) -> [u8; OPEN_OF_KEY_LEN] {
    let mut key = [0; OPEN_OF_KEY_LEN];
    key[..16].copy_from_slice(&pair(game.guild.0, user.0));
    key[16..].copy_from_slice(&game.id.0.to_be_bytes());
    key
}

/// guild, game, user, end time, id: a player's finished games of one kind in the order
/// they ended.
pub(super) fn finished_of_key(game: &GameRecord, user: UserId) -> [u8; FINISHED_OF_KEY_LEN] {
    let mut key = [0; FINISHED_OF_KEY_LEN];
    key[..17].copy_from_slice(&board_player_key(game.guild, game.kind(), user));
    key[17..25].copy_from_slice(&time_bytes(game.ended_ms()));
    key[25..].copy_from_slice(&game.id.0.to_be_bytes());
    key
}

/// guild, game, user, end time, id: one point of a player's rating history in one game,
/// so that a player's history is one run of keys in the order the games ended.
pub(super) fn history_key(
    guild: GuildId,
    game: GameKind,
    user: UserId,
    ended_ms: i64,
    id: GameId,
) -> [u8; HISTORY_KEY_LEN] {
    let mut key = [0; HISTORY_KEY_LEN];
    key[..17].copy_from_slice(&board_player_key(guild, game, user));
    key[17..25].copy_from_slice(&time_bytes(ended_ms));
    key[25..].copy_from_slice(&id.0.to_be_bytes());
    key
}

/// guild, game, then the player's [`Standing`] as bytes that sort in its order: the rounded
/// rating and the games inverted (higher first), the lower-case name ended by a NUL
/// (which it cannot contain, so that a shorter name sorts before a longer one it
/// begins), the user.
pub(super) fn ranking_key(player: &PlayerRecord) -> Vec<u8> {
    let standing = Standing::of(player);
    let mut key = Vec::with_capacity(RANKING_KEY_MIN_LEN + standing.name.len());
    key.extend_from_slice(&board_key(player.guild, player.game));
    key.extend_from_slice(&(!u64::from_be_bytes(time_bytes(standing.points))).to_be_bytes());
    key.extend_from_slice(&(!standing.games).to_be_bytes());
    key.extend_from_slice(standing.name.as_bytes());
    key.push(0);
    key.extend_from_slice(&standing.user.0.to_be_bytes());
    key
}

/// The lists whose lengths the `counts` tree keeps.
#[derive(Clone, Copy, Debug)]
pub(super) enum Count {
    /// A server's open games.
    Open(GuildId),
    /// A player's open games.
    OpenOf(GuildId, UserId),
    /// A player's finished games of one kind.
    FinishedOf(GuildId, GameKind, UserId),
    /// A server's rated players in one game.
    Rated(GuildId, GameKind),
}

impl Count {
    /// What, guild, game (martian's byte for the lists of every game), user.
    pub(super) fn key(self) -> [u8; 18] {
        let (what, guild, game, user) = match self {
            Count::Open(guild) => (b'o', guild, GameKind::Martian, UserId(0)),
            Count::OpenOf(guild, user) => (b'p', guild, GameKind::Martian, user),
            Count::FinishedOf(guild, game, user) => (b'f', guild, game, user),
            Count::Rated(guild, game) => (b'r', guild, game, UserId(0)),
        };
        let mut key = [0; 18];
        key[0] = what;
        key[1..].copy_from_slice(&board_player_key(guild, game, user));
        key
    }
}

/// The lists that may grow long in one server (its open games, its leaderboard) are
/// also counted by bucket: a run of neighbouring keys. A page far down such a list adds
/// up bucket counts to find the bucket it starts in, then steps over the keys of that
/// bucket only, instead of every key before it. Buckets are wide enough that a big
/// list has some hundreds of them, and narrow enough to hold some hundreds of keys, so
/// that page 900 costs about what page 1 does.
///
/// The leaderboard's buckets are ranges of ratings, which hold more players the more
/// players a server has: they are counted at a second, finer level too (each rating
/// point), so that a page steps over the coarse buckets, then the points of one, then
/// the players of one rating only.
#[derive(Clone, Copy, Debug)]
pub(super) enum Bucketed {
    /// Buckets of 1024 consecutive game ids.
    Open,
    /// Buckets of 16 consecutive rounded ratings of one game (a rating is never split
    /// between two, so players of equal rating share one).
    Ranking,
    /// One bucket per rounded rating, inside [`Bucketed::Ranking`]'s.
    RankingPoint,
}

impl Bucketed {
    /// Its first byte in `counts`, the key bytes that name an entry's bucket, and the
    /// bits of the last of them that do.
    fn shape(self) -> (u8, usize, u8) {
        match self {
            // guild, the id divided by 1024
            Bucketed::Open => (b'O', 8 + 7, 0xfc),
            // guild, game, the inverted rating points divided by 16
            Bucketed::Ranking => (b'R', 8 + 1 + 8, 0xf0),
            // guild, game, the inverted rating points
            Bucketed::RankingPoint => (b'P', 8 + 1 + 8, 0xff),
        }
    }

    /// The finer level counted inside this one's buckets, if any.
    pub(super) fn finer(self) -> Option<Bucketed> {
        match self {
            Bucketed::Ranking => Some(Bucketed::RankingPoint),
            Bucketed::Open | Bucketed::RankingPoint => None,
        }
    }

    /// Its first byte in `counts`.
    pub(super) fn tag(self) -> u8 {
        self.shape().0
    }

    /// The length of its keys in `counts`.
    pub(super) fn bucket_key_len(self) -> usize {
        1 + self.shape().1
    }

    /// The `counts` key of the bucket that holds the entry `key` (every key of these
    /// lists is long enough).
    pub(super) fn bucket_of(self, key: &[u8]) -> Vec<u8> {
        let (tag, len, mask) = self.shape();
        let mut bucket = vec![tag];
        bucket.extend_from_slice(&key[..len.min(key.len())]);
        if key.len() >= len {
            bucket[len] &= mask;
        }
        bucket
    }

    /// The prefix of the `counts` keys of one list's buckets: `scope` is the start of
    /// that list's keys (the guild for the open games, guild and game for a ranking).
    pub(super) fn buckets_of(self, scope: &[u8]) -> Vec<u8> {
        let mut prefix = vec![self.shape().0];
        prefix.extend_from_slice(scope);
        prefix
    }
}

/// Bytes as hex (`0x00ff`), or `(empty)`.
pub(super) struct Hex<'a>(pub &'a [u8]);

impl fmt::Display for Hex<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return f.write_str("(empty)");
        }
        f.write_str("0x")?;
        self.0.iter().try_for_each(|b| write!(f, "{b:02x}"))
    }
}

/// Where an entry is stored: its tree and key, to name it when it is damaged.
#[derive(Clone, Copy)]
pub(super) struct Entry<'a> {
    pub tree: &'static str,
    pub key: &'a [u8],
}

impl Entry<'_> {
    pub(super) fn damaged(self, problem: impl fmt::Display) -> StoreError {
        StoreError::bad_index(format!(
            "{problem} (tree `{}`, key {})",
            self.tree,
            Hex(self.key)
        ))
    }

    /// The game id an index entry holds as its value (the `channels` tree).
    pub(super) fn game_in_value(self, value: &[u8]) -> Result<GameId, StoreError> {
        <[u8; 8]>::try_from(value)
            .map(|id| GameId(u64::from_be_bytes(id)))
            .map_err(|_| {
                self.damaged(format_args!(
                    "the entry's value {} is not a game id",
                    Hex(value)
                ))
            })
    }

    /// The number in the last eight bytes of a key that must be `len` bytes long (the
    /// game of a `wakes` or `archive` key, the user of a `players` key).
    pub(super) fn last_number(self, len: usize) -> Result<u64, StoreError> {
        match self.key.split_last_chunk::<8>() {
            Some((_, last)) if self.key.len() == len => Ok(u64::from_be_bytes(*last)),
            _ => Err(self.damaged(format_args!(
                "a key of this tree is {len} bytes long, this one {}",
                self.key.len()
            ))),
        }
    }

    /// The time and game of a `wakes` key.
    pub(super) fn wake(self) -> Result<Wake, StoreError> {
        let game = GameId(self.last_number(WAKE_KEY_LEN)?);
        let time = self.key.first_chunk::<8>().copied().unwrap_or_default();
        Ok(Wake {
            at_ms: (u64::from_be_bytes(time) ^ (1 << 63)) as i64,
            game,
        })
    }

    /// The guild, user and game of a `players` key: 16 bytes for the Looney Pyramids
    /// game (as before there were two), 17 with the game's byte for another.
    pub(super) fn rated(self) -> Result<(GuildId, UserId, GameKind), StoreError> {
        let game = match self.key.len() {
            PLAYER_KEY_LEN => Some(GameKind::Martian),
            OTHER_GAME_PLAYER_KEY_LEN => game_of_byte(self.key[16]).filter(|g| !g.is_martian()),
            _ => {
                return Err(self.damaged(format_args!(
                    "a key of this tree is {PLAYER_KEY_LEN} or {OTHER_GAME_PLAYER_KEY_LEN} bytes long, this one {}",
                    self.key.len()
                )))
            }
        };
        let Some(game) = game else {
            return Err(self.damaged("the key names no game this program knows"));
        };
        let number = |at: usize| {
            let bytes = self.key.get(at..at + 8).unwrap_or_default();
            u64::from_be_bytes(bytes.try_into().unwrap_or_default())
        };
        Ok((GuildId(number(0)), UserId(number(8)), game))
    }

    /// The user in the last eight bytes of a `ranking` key, and the rounded rating
    /// it holds after the guild and the game.
    pub(super) fn ranked(self) -> Result<(UserId, i64), StoreError> {
        let short = self.key.len() < RANKING_KEY_MIN_LEN;
        match (
            self.key.split_last_chunk::<8>(),
            self.key.get(RANKING_POINTS),
        ) {
            (Some((_, user)), Some(points)) if !short => {
                let inverted = u64::from_be_bytes(points.try_into().unwrap_or_default());
                let points = ((!inverted) ^ (1 << 63)) as i64;
                Ok((UserId(u64::from_be_bytes(*user)), points))
            }
            _ => Err(self.damaged(format_args!(
                "a key of this tree is at least {RANKING_KEY_MIN_LEN} bytes long, this one {}",
                self.key.len()
            ))),
        }
    }

    /// A number kept in the `counts` tree.
    pub(super) fn count_in_value(self, value: &[u8]) -> Result<u64, StoreError> {
        <[u8; 8]>::try_from(value)
            .map(u64::from_be_bytes)
            .map_err(|_| {
                self.damaged(format_args!(
                    "the entry's value {} is not a count",
                    Hex(value)
                ))
            })
    }

    /// The error for an index entry that names a game the store does not have.
    pub(super) fn missing_game(self, id: GameId) -> StoreError {
        self.damaged(format_args!("the entry names game {id}, which is missing"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_keys_sort_like_the_times() {
        let times = [i64::MIN, -5, -1, 0, 1, 7, i64::MAX];
        for pair in times.windows(2) {
            assert!(wake_key(pair[0], GameId(9)) < wake_key(pair[1], GameId(1)));
        }
    }

    #[test]
    fn ranking_keys_sort_like_standings() {
        let names = [
            "al", "alice", "Alice", "ALICE", "bob", "", "Émile", "zoë", "a\0b",
        ];
        let ratings = [-3.2, 0.0, 1499.5, 1500.4, 1500.6, 2999.0, 1e12];
        let mut players = Vec::new();
        for (i, name) in names.iter().enumerate() {
            for (j, rating) in ratings.iter().enumerate() {
                let mut p = PlayerRecord::new(GuildId(3), UserId((i * 7 + j) as u64 % 11), name);
                p.rating = *rating;
                p.games = (i + j) as u32 % 3;
                players.push(p);
            }
        }
        let mut by_standing = players.clone();
        by_standing.sort_by_key(Standing::of);
        let mut by_key = players;
        by_key.sort_by_key(ranking_key);
        let order =
            |ps: &[PlayerRecord]| -> Vec<Standing> { ps.iter().map(Standing::of).collect() };
        assert_eq!(order(&by_key), order(&by_standing));
        for p in &by_key {
            let key = ranking_key(p);
            let at = Entry {
                tree: RANKING,
                key: &key,
            };
            assert_eq!(at.ranked().unwrap(), (p.user, Standing::of(p).points));
        }
    }

    #[test]
    fn player_keys_name_their_game_and_old_ones_are_martian() {
        for game in GameKind::ALL {
            let key = rated_key(GuildId(3), game, UserId(9));
            let at = Entry {
                tree: PLAYERS,
                key: &key,
            };
            assert_eq!(at.rated().unwrap(), (GuildId(3), UserId(9), game));
        }
        // The key a martian record had before there were two games.
        assert_eq!(
            rated_key(GuildId(3), GameKind::Martian, UserId(9)),
            player_key(GuildId(3), UserId(9))
        );
        let mut unknown = player_key(GuildId(3), UserId(9)).to_vec();
        unknown.push(0xee);
        let at = Entry {
            tree: PLAYERS,
            key: &unknown,
        };
        assert!(at.rated().unwrap_err().to_string().contains("no game"));
    }

    #[test]
    fn ids_come_back_out_of_keys_of_the_right_length_only() {
        let key = wake_key(42, GameId(77));
        let at = Entry {
            tree: WAKES,
            key: &key,
        };
        assert_eq!(at.last_number(WAKE_KEY_LEN).unwrap(), 77);
        let short = Entry {
            tree: WAKES,
            key: &[0, 1, 2],
        };
        let err = short.last_number(WAKE_KEY_LEN).unwrap_err().to_string();
        assert!(err.contains("`wakes`") && err.contains("0x000102"), "{err}");
        assert!(err.contains("16 bytes long, this one 3"), "{err}");
        let empty = Entry {
            tree: CHANNELS,
            key: &[],
        };
        let err = empty.game_in_value(&[9]).unwrap_err().to_string();
        assert!(err.contains("(empty)") && err.contains("0x09"), "{err}");
    }
}
