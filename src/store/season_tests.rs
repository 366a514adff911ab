//! Season records (issue 30) on every store: written in the very step that stores a
//! game's end with its all-time ratings (or not at all), from the records current at
//! that moment; a server's seasons under their revision check; and `migrate`'s
//! export and import.

use std::cell::Cell;
use std::sync::Barrier;

use super::tests::{game, postgres_store, with_each_store};
use super::*;
use crate::model::{
    ClosedSeason, GameKind, GameRecord, GameStatus, GuildId, GuildSeasons, PlayerRecord,
    SeasonChampion, SeasonPlayer, UserId,
};

const SEASON: &str = "2026-12";

/// A duel between alice (user 1) and `opponent`, being played in its own channel.
fn duel_with(store: &dyn Store, opponent: u64) -> GameRecord {
    let mut g = game(store.next_game_id().unwrap(), 100 + opponent);
    g.seats[1].user = UserId(opponent);
    g.seats[1].accepted = true;
    g.status = GameStatus::Active;
    store.create_game(&g).unwrap();
    g
}

fn ended(g: &GameRecord) -> GameRecord {
    let mut end = g.clone();
    end.status = GameStatus::Finished;
    end.revision = 1;
    end
}

/// The first seat wins: one more game each, +10 for the winner, -10 for the others.
fn first_seat_wins(g: &GameRecord, before: &[Option<PlayerRecord>]) -> Vec<PlayerRecord> {
    g.seats
        .iter()
        .enumerate()
        .map(|(seat, s)| {
            let mut p = before[seat]
                .clone()
                .unwrap_or_else(|| PlayerRecord::in_game(g.guild, g.kind(), s.user, &s.name));
            p.games += 1;
            p.rating += if seat == 0 { 10.0 } else { -10.0 };
            p
        })
        .collect()
}

/// The season step the service's stands for: a first season game starts from the
/// all-time record read (1500 for a new player) with 350 deviation and no games.
fn season_of(
    g: &GameRecord,
    season: &[Option<SeasonPlayer>],
    all_time: &[Option<PlayerRecord>],
) -> Vec<SeasonPlayer> {
    let starts: Vec<Option<PlayerRecord>> = g
        .seats
        .iter()
        .enumerate()
        .map(|(seat, s)| match &season[seat] {
            Some(record) => Some(record.player.clone()),
            None => {
                let mut start = all_time[seat]
                    .clone()
                    .unwrap_or_else(|| PlayerRecord::in_game(g.guild, g.kind(), s.user, &s.name));
                start.games = 0;
                start.deviation = 350.0;
                Some(start)
            }
        })
        .collect();
    first_seat_wins(g, &starts)
        .into_iter()
        .map(|player| SeasonPlayer {
            season: SEASON.into(),
            player,
        })
        .collect()
}

fn end_with_season(store: &dyn Store, g: &GameRecord) -> PlayersUpdate {
    let end = ended(g);
    let rate = |before: &[Option<PlayerRecord>]| first_seat_wins(&end, before);
    let season = |s: &[Option<SeasonPlayer>], a: &[Option<PlayerRecord>]| season_of(&end, s, a);
    store
        .save_game_and_season(
            &end,
            0,
            &rate,
            &SeasonRate {
                season: SEASON,
                rate: &season,
            },
        )
        .unwrap()
}

fn season_record(store: &dyn Store, user: u64) -> Option<SeasonPlayer> {
    store
        .season_players(GuildId(7), GameKind::Martian, SEASON)
        .unwrap()
        .into_iter()
        .find(|p| p.player.user == UserId(user))
}

#[test]
fn a_season_starts_from_the_all_time_rating_and_is_written_with_the_end() {
    with_each_store(|store| {
        // Before seasons: an all-time game only.
        let before = ended(&duel_with(store, 10));
        store
            .save_game_and_players(&before, 0, &|b| first_seat_wins(&before, b))
            .unwrap();
        assert!(season_record(store, 1).is_none());
        // The first season game: alice starts at her all-time 1510, not 1500.
        end_with_season(store, &duel_with(store, 11));
        let alice = season_record(store, 1).expect("alice's season record");
        assert_eq!(alice.season, SEASON);
        assert_eq!((alice.player.games, alice.player.rating), (1, 1520.0));
        assert_eq!(alice.player.deviation, 350.0);
        let all_time = store
            .player(GuildId(7), GameKind::Martian, UserId(1))
            .unwrap()
            .unwrap();
        assert_eq!((all_time.games, all_time.rating), (2, 1520.0));
        // The second goes on from the season record.
        end_with_season(store, &duel_with(store, 12));
        let alice = season_record(store, 1).unwrap();
        assert_eq!((alice.player.games, alice.player.rating), (2, 1530.0));
        let players = store
            .season_players(GuildId(7), GameKind::Martian, SEASON)
            .unwrap();
        let users: Vec<u64> = players.iter().map(|p| p.player.user.0).collect();
        assert_eq!(
            users,
            [1, 11, 12],
            "in user order, the season's players only"
        );
        // Other seasons, games and servers hold nothing.
        assert!(store
            .season_players(GuildId(7), GameKind::Martian, "2026-11")
            .unwrap()
            .is_empty());
        assert!(store
            .season_players(GuildId(7), GameKind::Carnett, SEASON)
            .unwrap()
            .is_empty());
        assert!(store
            .season_players(GuildId(8), GameKind::Martian, SEASON)
            .unwrap()
            .is_empty());
    });
}

#[test]
fn a_stale_end_writes_no_season_record() {
    with_each_store(|store| {
        let g = duel_with(store, 10);
        let mut moved = g.clone();
        moved.revision = 1;
        store.save_game(&moved, 0).unwrap();
        let calls = Cell::new(0);
        let end = ended(&g);
        let season = |s: &[Option<SeasonPlayer>], a: &[Option<PlayerRecord>]| {
            calls.set(calls.get() + 1);
            season_of(&end, s, a)
        };
        let result = store.save_game_and_season(
            &end,
            0,
            &|b| first_seat_wins(&end, b),
            &SeasonRate {
                season: SEASON,
                rate: &season,
            },
        );
        assert!(
            matches!(result, Err(StoreError::Stale { .. })),
            "{result:?}"
        );
        assert_eq!(calls.get(), 0);
        assert!(season_record(store, 1).is_none());
    });
}

#[test]
fn season_games_ending_at_once_for_one_player_all_count() {
    const GAMES: u64 = 5;
    with_each_store(|store| {
        let games: Vec<GameRecord> = (0..GAMES).map(|i| duel_with(store, 10 + i)).collect();
        let barrier = Barrier::new(games.len());
        std::thread::scope(|scope| {
            for g in &games {
                let barrier = &barrier;
                scope.spawn(move || {
                    barrier.wait();
                    end_with_season(store, g);
                });
            }
        });
        let alice = season_record(store, 1).unwrap();
        assert_eq!(alice.player.games, GAMES as u32);
        assert_eq!(alice.player.rating, 1500.0 + 10.0 * GAMES as f64);
    });
}

fn closed(guild: u64, revision: u64) -> GuildSeasons {
    let mut seasons = GuildSeasons::new(GuildId(guild));
    seasons.current = Some("2027-01".into());
    seasons.closed.push(ClosedSeason {
        season: SEASON.into(),
        closed_ms: 5_000,
        champions: vec![SeasonChampion {
            game: GameKind::Martian,
            user: UserId(1),
            name: "alice".into(),
            rating: 1530.0,
        }],
    });
    seasons.revision = revision;
    seasons
}

#[test]
fn a_servers_seasons_are_written_only_over_the_revision_read() {
    with_each_store(|store| {
        assert_eq!(store.guild_seasons(GuildId(7)).unwrap(), None);
        assert!(store.season_guilds().unwrap().is_empty());
        let first = closed(7, 1);
        assert!(matches!(
            store.save_guild_seasons(&first, 1),
            Err(StoreError::RecordChanged { stored: 0, .. })
        ));
        store.save_guild_seasons(&first, 0).unwrap();
        store.save_guild_seasons(&closed(3, 1), 0).unwrap();
        assert_eq!(
            store.guild_seasons(GuildId(7)).unwrap(),
            Some(first.clone())
        );
        // Two processes closing the same season: the second is refused.
        let second = closed(7, 2);
        store.save_guild_seasons(&second, 1).unwrap();
        assert!(matches!(
            store.save_guild_seasons(&second, 1),
            Err(StoreError::RecordChanged { stored: 2, .. })
        ));
        assert_eq!(store.season_guilds().unwrap(), [GuildId(3), GuildId(7)]);
    });
}

#[test]
fn an_export_carries_the_seasons_into_postgres_and_a_second_import_keeps_them() {
    let dir = tempfile::tempdir().unwrap();
    let sled = SledStore::open(dir.path()).unwrap();
    end_with_season(&sled, &duel_with(&sled, 10));
    end_with_season(&sled, &duel_with(&sled, 11));
    sled.save_guild_seasons(&closed(7, 1), 0).unwrap();
    let export = sled.export().unwrap();
    assert_eq!(export.season_players.len(), 3);
    assert_eq!(export.guild_seasons, vec![closed(7, 1)]);
    let Some(pg) = postgres_store() else {
        return;
    };
    let done = pg.import(&export).unwrap();
    assert_eq!((done.season_players, done.guild_seasons), (3, 1));
    let read = |store: &dyn Store| store.season_players(GuildId(7), GameKind::Martian, SEASON);
    assert_eq!(read(&pg).unwrap(), read(&sled).unwrap());
    assert_eq!(pg.guild_seasons(GuildId(7)).unwrap(), Some(closed(7, 1)));
    let held = pg.holds(&export).unwrap();
    assert_eq!((held.season_players, held.guild_seasons), (3, 1));
    // Played on in the database since: a second import keeps what is there.
    end_with_season(&pg, &duel_with(&pg, 12));
    let again = pg.import(&export).unwrap();
    assert_eq!(
        (
            again.season_players,
            again.season_players_kept,
            again.guild_seasons,
            again.guild_seasons_kept
        ),
        (0, 3, 0, 1)
    );
    assert_eq!(season_record(&pg, 1).unwrap().player.games, 3);
}
