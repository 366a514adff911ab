//! `martian-chess bench`'s rating-history row (issue 29: a 2000-game player's profile
//! reads under 2 ms of store time): one player's 2000 rated games stored through
//! [`Store::save_game_and_players`], as game ends write them, then their whole history
//! (one page of 2000 points) and their record read, as the profile card reads them: on
//! sled, and on PostgreSQL when the bench is given a database.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{anyhow, Result};
use indicatif::ProgressBar;

use super::progress;
use martian_chess::engine::{Layout, Rules};
use martian_chess::model::{
    ChannelId, EndKind, GameEnd, GameKind, GameRecord, GameSetup, GameStatus, GuildId,
    PlayerRecord, Seat, UserId,
};
use martian_chess::store::{PostgresStore, SledStore, Store, Window};

/// The profile's budget for the store's part.
const BUDGET: Duration = Duration::from_millis(2);
/// The player's rated games.
const GAMES: u64 = 2000;
/// Their regular opponents (the profile's three most played come from among them).
const OPPONENTS: u64 = 40;
/// Reads timed after the first.
const READS: usize = 50;
const PLAYER: UserId = UserId(1);

/// The row, on sled and (given `postgres`) on PostgreSQL.
pub fn history_row(bar: &ProgressBar, postgres: Option<&str>) -> Result<()> {
    bar.set_message("rating history");
    let dir = std::env::temp_dir().join(format!(
        "martian-chess-bench-history-{}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    let sled = measure(bar, "sled", &SledOpener(dir.clone()), GuildId(1));
    let _ = std::fs::remove_dir_all(&dir);
    sled?;
    if let Some(url) = postgres {
        // A server of its own each run, as the pipeline's.
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_millis() as u64);
        measure(bar, "postgres", &PgOpener(url.to_string()), GuildId(now))?;
    }
    bar.inc(1);
    Ok(())
}

/// How a store is opened, again, for a first read that finds nothing cached.
trait Opener {
    fn open(&self) -> Result<Arc<dyn Store>>;
}

struct SledOpener(PathBuf);

impl Opener for SledOpener {
    fn open(&self) -> Result<Arc<dyn Store>> {
        Ok(Arc::new(
            SledStore::open(&self.0).map_err(|e| anyhow!("{e}"))?,
        ))
    }
}

struct PgOpener(String);

impl Opener for PgOpener {
    fn open(&self) -> Result<Arc<dyn Store>> {
        Ok(Arc::new(
            PostgresStore::open(&self.0).map_err(|e| anyhow!("{e}"))?,
        ))
    }
}

/// Fills one store, reopens it, and times the profile's reads.
fn measure(bar: &ProgressBar, name: &str, opener: &dyn Opener, guild: GuildId) -> Result<()> {
    let store = opener.open()?;
    fill(store.as_ref(), guild)?;
    drop(store);
    let store = opener.open()?;
    let (first, points) = read_profile(store.as_ref(), guild)?;
    let mut times: Vec<Duration> = (0..READS)
        .map(|_| read_profile(store.as_ref(), guild).map(|(took, _)| took))
        .collect::<Result<_>>()?;
    times.sort();
    let (fastest, median) = (times[0], times[times.len() / 2]);
    let slowest = times[times.len() - 1];
    let total: f64 = times.iter().map(Duration::as_secs_f64).sum();
    // The columns of `bench`'s table (name, count, seconds, per second).
    let title = format!("profile history {name} (reads)");
    progress::println(
        bar,
        format!(
            "{title:<34} {READS:>14} {total:>10.3} {:>16.0}",
            READS as f64 / total
        ),
    );
    let verdict = if median <= BUDGET { "within" } else { "OVER" };
    progress::println(
        bar,
        format!(
            "  {points} points and the record: median {:.2} ms (fastest {:.2}, slowest {:.2}), first after opening {:.2} ms ({verdict} the {} ms budget)",
            ms(median),
            ms(fastest),
            ms(slowest),
            ms(first),
            BUDGET.as_millis()
        ),
    );
    Ok(())
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// What the profile reads of the store: the player's record and one page holding
/// their whole history. Returns how long it took and how many points it read.
fn read_profile(store: &dyn Store, guild: GuildId) -> Result<(Duration, usize)> {
    let began = Instant::now();
    let record = store
        .player(guild, GameKind::Martian, PLAYER)
        .map_err(|e| anyhow!("{e}"))?;
    let all = Window {
        skip: 0,
        take: GAMES as usize,
    };
    let history = store
        .rating_history(guild, GameKind::Martian, PLAYER, all)
        .map_err(|e| anyhow!("{e}"))?;
    let took = began.elapsed();
    if record.is_none() || history.items.len() != GAMES as usize {
        return Err(anyhow!(
            "the bench's player has {} points of history, not {GAMES}",
            history.items.len()
        ));
    }
    Ok((took, history.items.len()))
}

/// The player's games, each created and ended (won, lost or drawn in turn), rated by a
/// stand-in for Glicko-2 (what is timed is the read, not the rating), in one flush.
fn fill(store: &dyn Store, guild: GuildId) -> Result<()> {
    let mut failed = None;
    store
        .in_one_flush(&mut || {
            for i in 0..GAMES {
                if let Err(e) = play(store, guild, i) {
                    failed = Some(e);
                    return;
                }
            }
        })
        .map_err(|e| anyhow!("{e}"))?;
    failed.map_or(Ok(()), Err)
}

fn play(store: &dyn Store, guild: GuildId, i: u64) -> Result<()> {
    let opponent = UserId(100 + i % OPPONENTS);
    let at_ms = 1_700_000_000_000 + i as i64 * 3_600_000;
    let seat = |user: UserId, name: String| Seat {
        user,
        name,
        accepted: true,
        computer: None,
    };
    let game = GameRecord {
        id: store.next_game_id().map_err(|e| anyhow!("{e}"))?,
        guild,
        channel: ChannelId(1 + i % 8),
        setup: GameSetup::Martian {
            layout: Layout::duel(),
            rules: Rules::default(),
        },
        seats: vec![
            seat(PLAYER, "profile".into()),
            seat(opponent, format!("opponent {}", opponent.0)),
        ],
        challenger: PLAYER,
        status: GameStatus::Active,
        moves: Vec::new(),
        revision: 0,
        created_ms: at_ms - 600_000,
        updated_ms: at_ms - 600_000,
        deadline_ms: None,
        reminder_ms: None,
        end: None,
        parent: None,
        tournament: None,
        draw_offer: Vec::new(),
        outages_through_ms: None,
        turn_clock: None,
    };
    store.create_game(&game).map_err(|e| anyhow!("{e}"))?;
    let winners = match i % 3 {
        0 => vec![0],
        1 => vec![1],
        _ => vec![],
    };
    let drawn = if winners.is_empty() {
        vec![0, 1]
    } else {
        vec![]
    };
    let end = GameRecord {
        status: GameStatus::Finished,
        revision: 1,
        updated_ms: at_ms,
        end: Some(GameEnd {
            kind: EndKind::Rules,
            winners,
            drawn,
            scores: vec![3, 2],
            at_ms,
            by_name: None,
            waited_hours: None,
        }),
        ..game
    };
    let rate = |before: &[Option<PlayerRecord>]| stand_in_rating(&end, before);
    store
        .save_game_and_players(&end, 0, &rate)
        .map_err(|e| anyhow!("{e}"))?;
    Ok(())
}

/// Every seat one game more; the winner about 8 points up, the loser as much down.
fn stand_in_rating(end: &GameRecord, before: &[Option<PlayerRecord>]) -> Vec<PlayerRecord> {
    let winners = end
        .end
        .as_ref()
        .map(|e| e.winners.clone())
        .unwrap_or_default();
    end.seats
        .iter()
        .enumerate()
        .map(|(seat, s)| {
            let mut p =
                before.get(seat).cloned().flatten().unwrap_or_else(|| {
                    PlayerRecord::in_game(end.guild, end.kind(), s.user, &s.name)
                });
            p.games += 1;
            // Steps with as many digits as Glicko-2's, which cost more to read back
            // than round numbers.
            p.deviation = (p.deviation * 0.9973).max(45.0);
            let step = 8.0 + 4.0 / f64::from(p.games);
            if winners.contains(&seat) {
                p.rating += step;
            } else if !winners.is_empty() {
                p.rating -= step;
            }
            p
        })
        .collect()
}
