//! Two console processes on one PostgreSQL database run one tournament (issue 30): the
//! last two games of each round end at the same moment, one in each process, and the
//! next round is paired exactly once (one round post, one set of games), whichever
//! process counts the round's last result.

use martian_chess::console::CONSOLE_GUILD;
use martian_chess::model::{GameId, GameRecord, Tournament, TournamentStatus};
use martian_chess::store::{PostgresStore, Store};
use martian_testkit::PgServer;
use serde_json::Value;

use super::Console;

const PLAYERS: [&str; 4] = ["ann", "ben", "cid", "dot"];

fn tournament(store: &PostgresStore) -> Tournament {
    store.tournaments(CONSOLE_GUILD).unwrap().remove(0)
}

fn name(t: &Tournament, user: martian_chess::model::UserId) -> String {
    t.entrant(user).unwrap().name.clone()
}

/// How many of `replies` post round `round`'s pairings.
fn round_posts(replies: &[Value], round: u32) -> usize {
    let title = format!(": round {round} of 3");
    replies
        .iter()
        .filter(|r| r["text"].as_str().is_some_and(|t| t.contains(&title)))
        .count()
}

/// The games of the tournament in the store, open or ended.
fn tournament_games(store: &PostgresStore) -> Vec<GameRecord> {
    let mut all = store.open_games().unwrap();
    all.extend(store.archived_games(CONSOLE_GUILD, 100).unwrap());
    all.retain(|g| g.tournament.is_some());
    all
}

#[test]
fn two_processes_ending_a_rounds_last_games_at_once_pair_the_next_round_once() {
    let Some(server) = PgServer::start() else {
        return;
    };
    let url = server.fresh_database();
    let dir = tempfile::tempdir().unwrap();
    let options = ["--threads", "--manager", "boss"];
    let mut first = Console::start_with(&url, &dir.path().join("a"), false, &options);
    let mut second = Console::start_with(&url, &dir.path().join("b"), false, &options);
    let store = PostgresStore::open(&url).unwrap();

    let mut setup = vec!["@boss /martian tournament create name:Race".to_owned()];
    setup.extend(
        PLAYERS
            .iter()
            .map(|p| format!("@{p} /martian tournament join")),
    );
    setup.push("@boss /martian tournament start".to_owned());
    first.send(&setup);
    let started = first.replies();
    assert_eq!(round_posts(&started, 1), 1, "{started:?}");

    for round in 1..=3u32 {
        let t = tournament(&store);
        assert_eq!(t.rounds.len() as u32, round);
        let games: Vec<(GameId, String, String)> = t.rounds[round as usize - 1]
            .pairings
            .iter()
            .map(|p| {
                (
                    p.game.unwrap(),
                    name(&t, p.first),
                    name(&t, p.second.unwrap()),
                )
            })
            .collect();
        assert_eq!(games.len(), 2);
        // Each first player offers a draw, each in their own process...
        let offer = |(game, first, _): &(GameId, String, String)| {
            vec![format!("@{first} #game-{game} /martian draw")]
        };
        first.send(&offer(&games[0]));
        second.send(&offer(&games[1]));
        first.replies();
        second.replies();
        // ...and both are accepted at the same moment: the round's two last games end
        // at once, in two processes.
        let accept = |(game, _, second): &(GameId, String, String)| {
            vec![format!("@{second} #game-{game} /martian draw")]
        };
        first.send(&accept(&games[0]));
        second.send(&accept(&games[1]));
        let (a, b) = (first.replies(), second.replies());
        let t = tournament(&store);
        assert!(t.rounds[round as usize - 1].is_complete(), "round {round}");
        if round < 3 {
            assert_eq!(
                round_posts(&a, round + 1) + round_posts(&b, round + 1),
                1,
                "round {}: paired once: {a:?} {b:?}",
                round + 1
            );
            assert_eq!(t.rounds.len() as u32, round + 1);
        } else {
            let podiums = [&a, &b]
                .iter()
                .flat_map(|r| r.iter())
                .filter(|r| r["text"].as_str().is_some_and(|t| t.contains("is over.")))
                .count();
            assert_eq!(podiums, 1, "{a:?} {b:?}");
            assert_eq!(t.status, TournamentStatus::Finished);
        }
        // Exactly the games its rounds name, each once: none made by a pairing that
        // lost the race.
        let games = tournament_games(&store);
        let named: Vec<GameId> = t
            .rounds
            .iter()
            .flat_map(|r| r.pairings.iter().filter_map(|p| p.game))
            .collect();
        let mut stored: Vec<GameId> = games.iter().map(|g| g.id).collect();
        stored.sort();
        let mut expected = named.clone();
        expected.sort();
        assert_eq!(stored, expected, "round {round}");
    }
}
