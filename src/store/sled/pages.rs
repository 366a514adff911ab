//! Reading a page of a list the indexes keep (`indexes.rs` keeps them in step with the
//! records): a server's open games, a player's open and finished games, a server's
//! leaderboard. Apart from `indexes.rs`: these reads are methods of [`SledStore`], so
//! they import `sled.rs`, which imports `indexes.rs` to write through the indexes.

use sled::Tree;

use super::failures::read_failed;
use super::keys::{
    board_key, board_player_key, player_key, Bucketed, Count, Entry, COUNTS, FINISHED_OF,
    FINISHED_OF_KEY_LEN, OPEN, OPEN_KEY_LEN, OPEN_OF, OPEN_OF_KEY_LEN, RANKING,
};
use super::SledStore;
use crate::model::{GameId, GameKind, GameRecord, GuildId, PlayerRecord, UserId};
use crate::store::error::StoreError;
use crate::store::listing::{LeaderboardPage, Page, Window};
use crate::store::records;

/// One of the lists of games: where its keys are (each ending with a game's id), and
/// which count holds its length.
struct GameList<'a> {
    tree: &'a Tree,
    name: &'static str,
    prefix: Vec<u8>,
    key_len: usize,
    count: Count,
    newest_first: bool,
    /// Counted by bucket too (then oldest first), under `prefix`.
    bucketed: Option<Bucketed>,
}

/// Where entry number `skip` of a bucketed list is.
struct Place {
    /// The first key its bucket can hold: the scan starts there.
    from: Vec<u8>,
    /// Entries of that bucket before it.
    skip: usize,
    /// Entries of the list before that bucket.
    before: usize,
}

impl SledStore {
    /// A number kept in `counts` (0 when absent).
    fn counted(&self, key: &[u8]) -> Result<usize, StoreError> {
        let value = self
            .indexes
            .counts
            .get(key)
            .map_err(|e| read_failed(&self.path, e))?;
        match value {
            Some(value) => Ok(Entry { tree: COUNTS, key }.count_in_value(&value)? as usize),
            None => Ok(0),
        }
    }

    /// The length kept for a list.
    pub(super) fn count(&self, count: Count) -> Result<usize, StoreError> {
        self.counted(&count.key())
    }

    /// Where entry number `skip` of `list` (its keys under `scope`) is: its bucket,
    /// found by adding up bucket counts, then, for a list counted at two levels, its
    /// finer bucket inside that one; `None` if the buckets hold fewer entries.
    fn locate(
        &self,
        list: Bucketed,
        scope: &[u8],
        skip: usize,
    ) -> Result<Option<Place>, StoreError> {
        let buckets = list.buckets_of(scope);
        let Some(coarse) = self.locate_from(list, &buckets, &buckets, skip)? else {
            return Ok(None);
        };
        let Some(finer) = list.finer() else {
            return Ok(Some(coarse));
        };
        // The finer buckets of the coarse one start where it starts.
        let mut from = vec![finer.tag()];
        from.extend_from_slice(&coarse.from);
        let inside = self.locate_from(finer, &finer.buckets_of(scope), &from, coarse.skip)?;
        let inside = inside.ok_or_else(|| {
            Entry {
                tree: COUNTS,
                key: &from,
            }
            .damaged("the finer buckets from here hold fewer entries than their coarse bucket")
        })?;
        Ok(Some(Place {
            before: coarse.before + inside.before,
            ..inside
        }))
    }

    /// Adds up the bucket counts of `list` under `prefix` from `from`, in order, until
    /// the bucket that holds entry number `skip` of them.
    fn locate_from(
        &self,
        list: Bucketed,
        prefix: &[u8],
        from: &[u8],
        skip: usize,
    ) -> Result<Option<Place>, StoreError> {
        let mut before = 0;
        for entry in self.indexes.counts.range(from..) {
            let (key, value) = entry.map_err(|e| read_failed(&self.path, e))?;
            let at = Entry {
                tree: COUNTS,
                key: &key,
            };
            if !key.starts_with(prefix) {
                break;
            }
            let count = at.count_in_value(&value)? as usize;
            if key.len() != list.bucket_key_len() {
                return Err(at.damaged(format_args!(
                    "a bucket key of this tree is {} bytes long, this one {}",
                    list.bucket_key_len(),
                    key.len()
                )));
            }
            if before + count > skip {
                return Ok(Some(Place {
                    from: key[1..].to_vec(),
                    skip: skip - before,
                    before,
                }));
            }
            before += count;
        }
        Ok(None)
    }

    /// The keys of a window of a list under `prefix`, lowest first; a bucketed list
    /// starts at the window's bucket. With `run`, also how many entries come before
    /// the first one that shares the first `run` bytes of the window's first key (for
    /// the leaderboard: the players with a higher rating, whose run never spans two
    /// buckets).
    fn window_keys(
        &self,
        tree: &Tree,
        prefix: &[u8],
        bucketed: Option<Bucketed>,
        run: Option<usize>,
        window: Window,
    ) -> Result<(Vec<(sled::IVec, sled::IVec)>, usize), StoreError> {
        let place = match bucketed {
            Some(list) => match self.locate(list, prefix, window.skip)? {
                Some(place) => place,
                None => return Ok((Vec::new(), 0)),
            },
            None => Place {
                from: prefix.to_vec(),
                skip: window.skip,
                before: 0,
            },
        };
        let mut keys = Vec::with_capacity(window.take.min(100));
        let (mut run_start, mut above) = (0, 0);
        let mut previous_run: Option<Vec<u8>> = None;
        for (i, entry) in tree.range(place.from..).enumerate() {
            let (key, value) = entry.map_err(|e| read_failed(&self.path, e))?;
            if !key.starts_with(prefix) || keys.len() == window.take {
                break;
            }
            if let Some(run) = run {
                let this_run = &key[..run.min(key.len())];
                if previous_run.as_deref() != Some(this_run) {
                    run_start = i;
                    previous_run = Some(this_run.to_vec());
                }
            }
            if i == place.skip {
                above = place.before + run_start;
            }
            if i >= place.skip {
                keys.push((key, value));
            }
        }
        Ok((keys, above))
    }

    /// A page of one of the game lists. Its length comes first: a page past the end
    /// reads no key.
    fn games_page(
        &self,
        list: GameList<'_>,
        window: Window,
    ) -> Result<Page<GameRecord>, StoreError> {
        let total = self.count(list.count)?;
        let mut items = Vec::with_capacity(window.take.min(total));
        if window.skip >= total {
            return Ok(Page { items, total });
        }
        let keys = if list.newest_first {
            let keys = list.tree.scan_prefix(&list.prefix).keys().rev();
            keys.skip(window.skip)
                .take(window.take)
                .collect::<Result<Vec<_>, _>>()
                .map_err(|e| read_failed(&self.path, e))?
        } else {
            let (entries, _) =
                self.window_keys(list.tree, &list.prefix, list.bucketed, None, window)?;
            entries.into_iter().map(|(key, _)| key).collect()
        };
        for key in keys {
            let at = Entry {
                tree: list.name,
                key: &key,
            };
            items.push(self.indexed(at, GameId(at.last_number(list.key_len)?))?);
        }
        Ok(Page { items, total })
    }

    pub(super) fn open_page(
        &self,
        guild: GuildId,
        player: Option<UserId>,
        window: Window,
    ) -> Result<Page<GameRecord>, StoreError> {
        let list = match player {
            Some(user) => GameList {
                tree: &self.indexes.open_of,
                name: OPEN_OF,
                prefix: player_key(guild, user).to_vec(),
                key_len: OPEN_OF_KEY_LEN,
                count: Count::OpenOf(guild, user),
                newest_first: false,
                bucketed: None,
            },
            None => GameList {
                tree: &self.indexes.open,
                name: OPEN,
                prefix: guild.0.to_be_bytes().to_vec(),
                key_len: OPEN_KEY_LEN,
                count: Count::Open(guild),
                newest_first: false,
                bucketed: Some(Bucketed::Open),
            },
        };
        self.games_page(list, window)
    }

    pub(super) fn finished_page(
        &self,
        guild: GuildId,
        game: GameKind,
        player: UserId,
        window: Window,
    ) -> Result<Page<GameRecord>, StoreError> {
        let list = GameList {
            tree: &self.indexes.finished_of,
            name: FINISHED_OF,
            prefix: board_player_key(guild, game, player).to_vec(),
            key_len: FINISHED_OF_KEY_LEN,
            count: Count::FinishedOf(guild, game, player),
            newest_first: true,
            bucketed: None,
        };
        self.games_page(list, window)
    }

    /// A window of the server's order in one game. Its first player's rank comes from
    /// the bucket counts: the players in buckets of a higher rating come before.
    pub(super) fn leaderboard_page(
        &self,
        guild: GuildId,
        game: GameKind,
        window: Window,
    ) -> Result<LeaderboardPage, StoreError> {
        let total = self.count(Count::Rated(guild, game))?;
        let mut players: Vec<PlayerRecord> = Vec::with_capacity(window.take.min(total));
        if window.skip >= total {
            return Ok(LeaderboardPage {
                players,
                total,
                above: 0,
            });
        }
        // A run is the guild, the game and the rating points: equal ratings share a
        // rank.
        let board = board_key(guild, game);
        let (keys, above) = self.window_keys(
            &self.indexes.ranking,
            &board,
            Some(Bucketed::Ranking),
            Some(board.len() + 8),
            window,
        )?;
        for (key, value) in keys {
            let at = Entry {
                tree: RANKING,
                key: &key,
            };
            let (user, _) = at.ranked()?;
            players.push(records::player(guild, user, &value)?);
        }
        Ok(LeaderboardPage {
            players,
            total,
            above,
        })
    }
}
