//! A whole tournament through the Discord adapter and the fake Discord (issue 30): a
//! manager creates a Swiss of four in a channel, the players press Join on its
//! message, the manager presses Start; each round is posted in the channel and each of
//! its games opens a thread of its own from no message (`POST /channels/{id}/threads`),
//! where the game is decided by a resignation; the next round is paired by itself, and
//! after the last the podium and the standings are posted. A player cannot call a
//! tournament game off. A tournament is refused where the bot may not open threads,
//! and one that starts at its hour starts by the ticks, which open its threads too.

use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::{json, Value};

use crate::fake_discord::harness::{
    assert_png, refused, user_option, validate_all, Answer, Bot, Table, PATIENCE,
};
use crate::fake_discord::payloads::{self, Place, Player, MEMBER_PERMISSIONS};
use crate::fake_discord::rules::{CREATE_PUBLIC_THREADS, MISSING_PERMISSIONS};
use crate::fake_discord::{FakeDiscord, Recorded};
use martian_chess::model::{
    ChannelId, GameRecord, GameStatus, GuildId, Tournament, TournamentId, TournamentStatus, UserId,
};
use martian_chess::service::ManualClock;
use martian_chess::store::{SledStore, Store};

const GUILD: u64 = 600_000_000_000_000_301;
const CHANNEL: u64 = 700_000_000_000_000_301;
const NO_THREADS: u64 = 700_000_000_000_000_302;
/// 2027-01-15 08:00 UTC.
const NOW_MS: i64 = 1_800_000_000_000;
const HOUR_MS: i64 = 3_600_000;

fn admin() -> Player {
    let mut admin = Player::new(500_000_000_000_000_300, "admin");
    admin.manager = true;
    admin
}

/// The players, strongest first: each game is won by the one listed first.
fn players() -> Vec<Player> {
    ["alice", "bob", "carol", "dave"]
        .iter()
        .enumerate()
        .map(|(i, name)| Player::new(500_000_000_000_000_301 + i as u64, name))
        .collect()
}

fn player(id: UserId) -> Player {
    players()
        .into_iter()
        .find(|p| p.id == id.0)
        .expect("one of the players")
}

fn text_option(name: &str, value: &str) -> Value {
    json!({"name": name, "type": 3, "value": value})
}

fn integer_option(name: &str, value: u64) -> Value {
    json!({"name": name, "type": 4, "value": value})
}

/// The tournament's number from its message's buttons (`mct:<n>:join`).
fn tournament_of(message: &Answer) -> TournamentId {
    let join = message.id_ending(":join");
    let number = join.split(':').nth(1).expect("mct:<n>:join");
    TournamentId(number.parse().expect("a number"))
}

fn stored(store: &SledStore, id: TournamentId) -> Tournament {
    store
        .tournament(GuildId(GUILD), id)
        .expect("store readable")
        .expect("the tournament is stored")
}

/// Polls the store until `done` holds (what an interaction's answer set off may still
/// be on its way).
async fn until<T>(what: &str, mut done: impl FnMut() -> Option<T>) -> T {
    let deadline = Instant::now() + PATIENCE;
    loop {
        if let Some(found) = done() {
            return found;
        }
        assert!(Instant::now() < deadline, "waited in vain for {what}");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// The games of the tournament's round `round`, once each has moved to its thread.
async fn games_in_threads(store: &SledStore, id: TournamentId, round: u32) -> Vec<GameRecord> {
    until("the round's games in their threads", || {
        let t = stored(store, id);
        let round = t.rounds.iter().find(|r| r.number == round)?;
        let mut games = Vec::new();
        for pairing in round.pairings.iter().filter(|p| p.second.is_some()) {
            let game = store
                .game(GuildId(GUILD), pairing.game?)
                .expect("store readable")?;
            if game.parent != Some(ChannelId(CHANNEL)) {
                return None;
            }
            games.push(game);
        }
        Some(games)
    })
    .await
}

fn thread_without_message(r: &Recorded) -> bool {
    r.method == "POST" && r.path == format!("/channels/{CHANNEL}/threads")
}

/// The weaker player of `game` resigns in its thread (after confirming).
async fn weaker_resigns(fake: &FakeDiscord, game: &GameRecord) {
    let rank = |user: UserId| players().iter().position(|p| p.id == user.0);
    let loser = game
        .seats
        .iter()
        .map(|s| s.user)
        .max_by_key(|u| rank(*u))
        .expect("two seats");
    let loser = player(loser);
    let thread = Table::new(fake, GUILD, game.channel.0);
    let confirm = thread.command(&loser, "resign", Vec::new(), &[]).await;
    assert!(confirm.ephemeral, "{confirm:?}");
    let resigned = thread
        .click(&loser, &confirm.id_ending(":resign-yes"), &[])
        .await;
    assert_eq!(resigned.text(), "You resigned.", "{resigned:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_swiss_of_four_from_its_creation_to_its_podium() {
    let fake = FakeDiscord::start(vec![GUILD], 1).await;
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Arc::new(SledStore::open(dir.path()).expect("store"));
    let clock = Arc::new(ManualClock::new(NOW_MS));
    let bot = Bot::start_ticking(&fake, store.clone(), clock.clone()).await;
    fake.wait_shards(1, PATIENCE).await;
    let mut table = Table::new(&fake, GUILD, CHANNEL);

    // The manager creates it: its message, with Join and Start.
    let created = table
        .command(
            &admin(),
            "tournament create",
            vec![
                text_option("name", "Winter Cup"),
                // The choices' indexes: swiss, and the duel board.
                integer_option("format", 0),
                integer_option("layout", 0),
                integer_option("rounds", 3),
            ],
            &[],
        )
        .await;
    assert!(!created.ephemeral, "{created:?}");
    assert!(created.text().contains("**Winter Cup**"), "{created:?}");
    let id = tournament_of(&created);
    let message = until("the tournament message in the channel", || {
        fake.messages_in(CHANNEL)
            .into_iter()
            .find(|m| m.content == created.text())
    })
    .await;
    until("the message's id recorded", || {
        (stored(&store, id).message.map(|m| m.0) == Some(message.id)).then_some(())
    })
    .await;
    table.board_message = message.id;

    // Four players press Join: the message shows each.
    for p in players() {
        let joined = table.click(&p, &format!("mct:{}:join", id.0), &[]).await;
        assert_eq!(joined.callback_type, 7, "{joined:?}");
        assert!(joined.text().contains(&p.name), "{joined:?}");
    }
    assert_eq!(stored(&store, id).entrants.len(), 4);

    // The manager presses Start: the first round's post, and a thread of its own for
    // each of its two games, opened from no message.
    let from = fake.requests().len();
    let start = table
        .click(&admin(), &format!("mct:{}:start", id.0), &[])
        .await;
    assert!(!start.ephemeral, "{start:?}");
    let round_post = table
        .post_since(from, |post| post.text().contains("round 1 of 3"))
        .await;
    assert!(
        round_post.text().contains("in a thread of its own"),
        "{round_post:?}"
    );
    let mut threads_seen = 0;
    for round in 1..=3 {
        let games = games_in_threads(&store, id, round).await;
        assert_eq!(games.len(), 2, "round {round}: {games:?}");
        threads_seen += 2;
        let opened: Vec<Recorded> = fake
            .requests()
            .into_iter()
            .filter(thread_without_message)
            .collect();
        assert_eq!(opened.len(), threads_seen, "{opened:?}");
        for request in &opened {
            assert!(!request.refused(), "{request:?}");
            let body = request.json.as_ref().expect("a body");
            assert_eq!(body["type"], 11);
            assert_eq!(body["auto_archive_duration"], 10080);
        }
        for game in &games {
            assert!(game.tournament.is_some());
            let thread = fake
                .world()
                .thread(game.channel.0)
                .cloned()
                .expect("the game's thread");
            assert_eq!(thread.parent, CHANNEL);
            assert!(thread.name.contains(" vs "), "{thread:?}");
            // Its board is the thread's, with the round's heading.
            let board = until("the board in the thread", || {
                fake.messages_in(thread.id)
                    .into_iter()
                    .find(|m| m.attachment_names().iter().any(|n| n.ends_with(".png")))
            })
            .await;
            assert!(
                board.content.contains(&format!("round {round} of 3")),
                "{board:?}"
            );
        }
        if round == 1 {
            // A player cannot call a tournament game off.
            let game = &games[0];
            let thread = Table::new(&fake, GUILD, game.channel.0);
            let refused = thread
                .command(&player(game.seats[0].user), "abort", Vec::new(), &[])
                .await;
            assert!(refused.ephemeral, "{refused:?}");
            assert!(
                refused
                    .text()
                    .contains("cannot be called off by its players"),
                "{refused:?}"
            );
        }
        let from = fake.requests().len();
        for game in &games {
            weaker_resigns(&fake, game).await;
        }
        if round < 3 {
            // The next round is paired by itself, with the standings so far.
            let next = table
                .post_since(from, |post| {
                    post.text().contains(&format!("round {} of 3", round + 1))
                })
                .await;
            assert_png(&next);
        }
    }

    // The end: the podium, with the final standings.
    let podium = table
        .post_since(0, |post| post.text().contains("is over."))
        .await;
    assert!(
        podium.text().contains("🥇 alice · 🥈 bob · 🥉 carol"),
        "{podium:?}"
    );
    assert_png(&podium);
    let t = until("the tournament finished", || {
        let t = stored(&store, id);
        (t.status == TournamentStatus::Finished).then_some(t)
    })
    .await;
    assert_eq!(t.rounds.len(), 3);
    for round in &t.rounds {
        for pairing in &round.pairings {
            let game = store
                .game(GuildId(GUILD), pairing.game.expect("a game"))
                .expect("store readable")
                .expect("stored");
            assert_eq!(game.status, GameStatus::Finished);
        }
    }
    // Nobody met anyone twice: three rounds of four are everyone against everyone.
    let mut met: Vec<(u64, u64)> = t
        .rounds
        .iter()
        .flat_map(|r| r.pairings.iter())
        .filter_map(|p| {
            let (a, b) = (p.first.0, p.second?.0);
            Some((a.min(b), a.max(b)))
        })
        .collect();
    met.sort_unstable();
    met.dedup();
    assert_eq!(met.len(), 6);
    assert_eq!(fake.threads_in(CHANNEL).len(), 6);
    bot.stop().await;

    let requests = fake.requests();
    let refusals = refused(&requests);
    assert!(refusals.is_empty(), "Discord refused: {refusals:#?}");
    let (count, violations) = validate_all(&requests);
    assert!(count > 50, "{count}");
    assert!(
        violations.is_empty(),
        "{} violations:\n{}",
        violations.len(),
        violations.join("\n")
    );
}

/// Where the bot may not open threads, `create` is refused with the service's
/// sentence; a tournament created elsewhere with a start time starts by the ticks
/// (three players: one game and a bye); its game's thread, refused at first (the
/// permission was taken away meanwhile), is opened by a later tick.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refused_without_threads_started_by_the_ticks_and_its_thread_opened_again() {
    let fake = FakeDiscord::start(vec![GUILD], 1).await;
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Arc::new(SledStore::open(dir.path()).expect("store"));
    let clock = Arc::new(ManualClock::new(NOW_MS));
    let bot = Bot::start_ticking(&fake, store.clone(), clock.clone()).await;
    fake.wait_shards(1, PATIENCE).await;

    let everything: u64 = MEMBER_PERMISSIONS.parse().expect("bits");
    fake.world()
        .set_permissions(NO_THREADS, everything & !CREATE_PUBLIC_THREADS);
    let no_threads = Table::new(&fake, GUILD, NO_THREADS);
    let refusal = no_threads
        .command(
            &admin(),
            "tournament create",
            vec![text_option("name", "Nowhere Cup")],
            &[],
        )
        .await;
    assert!(refusal.ephemeral, "{refusal:?}");
    assert!(
        refusal
            .text()
            .starts_with("A tournament needs a channel where I may open threads"),
        "{refusal:?}"
    );

    let table = Table::new(&fake, GUILD, CHANNEL);
    let created = table
        .command(
            &admin(),
            "tournament create",
            vec![
                text_option("name", "Morning Cup"),
                text_option("starts", "2027-01-15 09:00"),
            ],
            &[],
        )
        .await;
    assert!(!created.ephemeral, "{created:?}");
    let id = tournament_of(&created);
    let store_of = store.clone();
    until("the tournament's message", || stored(&store_of, id).message).await;
    // Three players join with the command, naming it as autocomplete offers it.
    let offered = table
        .autocomplete_of(&players()[0], ("tournament join", "tournament"), "morn")
        .await;
    assert_eq!(offered.len(), 1, "{offered:?}");
    assert_eq!(offered[0]["name"], format!("#{id} Morning Cup"));
    let number = offered[0]["value"].as_str().expect("a value").to_string();
    for p in &players()[..3] {
        let joined = table
            .command(
                p,
                "tournament join",
                vec![text_option("tournament", &number)],
                &[],
            )
            .await;
        assert!(joined.ephemeral, "{joined:?}");
        assert!(
            joined.text().contains("You joined **Morning Cup**"),
            "{joined:?}"
        );
    }

    // Its hour comes while the bot may no longer open threads there: the ticks start
    // it and post its round, and its game waits for its thread.
    fake.world()
        .set_permissions(CHANNEL, everything & !CREATE_PUBLIC_THREADS);
    let from = fake.requests().len();
    clock.advance(HOUR_MS);
    table
        .post_since(from, |post| post.text().contains("round 1 of 2"))
        .await;
    let refused_thread = fake.wait_for(from, PATIENCE, thread_without_message).await;
    assert_eq!(refused_thread.code, Some(MISSING_PERMISSIONS));
    let t = stored(&store, id);
    let waiting = t.rounds[0]
        .pairings
        .iter()
        .find_map(|p| p.game)
        .expect("a game");
    let game = store
        .game(GuildId(GUILD), waiting)
        .expect("store readable")
        .expect("stored");
    assert_eq!(game.parent, None, "{game:?}");

    // Allowed again: a tick a while later opens the thread, and the game starts there.
    fake.world().set_permissions(CHANNEL, everything);
    let from = fake.requests().len();
    clock.advance(6 * 60 * 1000);
    let opened = fake.wait_for(from, PATIENCE, thread_without_message).await;
    assert!(!opened.refused(), "{opened:?}");
    let games = games_in_threads(&store, id, 1).await;
    assert_eq!(games.len(), 1);
    let thread = games[0].channel.0;
    until("the board in the thread", || {
        fake.messages_in(thread)
            .into_iter()
            .find(|m| m.content.contains("round 1 of 2"))
    })
    .await;
    bot.stop().await;

    let requests = fake.requests();
    let refusals = refused(&requests);
    assert_eq!(refusals.len(), 1, "Discord refused: {refusals:#?}");
    let (_, violations) = validate_all(&requests);
    assert!(violations.is_empty(), "{}", violations.join("\n"));
}

/// `/martian <sub>` whose answer is no message of its own (what it does shows in the
/// channel): Discord must have taken the interaction's first answer.
async fn quiet_command(table: &Table<'_>, who: &Player, sub: &str, options: Vec<Value>) {
    let users: Vec<&Player> = Vec::new();
    quiet_command_naming(table, who, sub, options, &users).await;
}

async fn quiet_command_naming(
    table: &Table<'_>,
    who: &Player,
    sub: &str,
    options: Vec<Value>,
    users: &[&Player],
) {
    let id = table.fake.new_id();
    let token = format!("cmd-token-{id}");
    let place = Place {
        guild: table.guild,
        channel: table.channel,
        player: who,
        guild_locale: "en-US",
    };
    let event = payloads::command(id, &token, &place, sub, options, users);
    let from = table.fake.requests().len();
    table.fake.dispatch(GUILD, "INTERACTION_CREATE", event);
    let path = format!("/interactions/{id}/{token}/callback");
    let callback = table
        .fake
        .wait_for(from, PATIENCE, |r| r.path == path)
        .await;
    assert!(!callback.refused(), "{sub}: {callback:?}");
}

/// A manager's commands on a tournament of three: start, pause, kick (the kicked
/// player's game lost by forfeit, no round paired while paused), resume (the next
/// round paired), show, cancel (the game under way ends with no result), history.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_manager_starts_pauses_kicks_resumes_and_cancels_with_commands() {
    let fake = FakeDiscord::start(vec![GUILD], 1).await;
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Arc::new(SledStore::open(dir.path()).expect("store"));
    let clock = Arc::new(ManualClock::new(NOW_MS));
    let bot = Bot::start_ticking(&fake, store.clone(), clock.clone()).await;
    fake.wait_shards(1, PATIENCE).await;
    let table = Table::new(&fake, GUILD, CHANNEL);

    let created = table
        .command(
            &admin(),
            "tournament create",
            vec![text_option("name", "Spring Cup")],
            &[],
        )
        .await;
    let id = tournament_of(&created);
    let store_of = store.clone();
    until("the tournament's message", || stored(&store_of, id).message).await;
    let three = &players()[..3];
    for p in three {
        let joined = table.command(p, "tournament join", Vec::new(), &[]).await;
        assert!(joined.ephemeral, "{joined:?}");
    }
    let not_yours = table
        .command(&three[0], "tournament start", Vec::new(), &[])
        .await;
    assert!(not_yours.ephemeral, "{not_yours:?}");
    assert!(
        not_yours.text().starts_with("Only server managers"),
        "{not_yours:?}"
    );

    let from = fake.requests().len();
    quiet_command(&table, &admin(), "tournament start", Vec::new()).await;
    table
        .post_since(from, |post| post.text().contains("round 1 of 2"))
        .await;
    let games = games_in_threads(&store, id, 1).await;
    assert_eq!(games.len(), 1);
    let game = &games[0];

    let paused = table
        .command(&admin(), "tournament pause", Vec::new(), &[])
        .await;
    assert!(paused.text().contains("is paused"), "{paused:?}");

    // Kicked: their game is lost by forfeit, and no round is paired while paused.
    let kicked = player(game.seats[1].user);
    let from = fake.requests().len();
    quiet_command_naming(
        &table,
        &admin(),
        "tournament kick",
        vec![user_option("user", &kicked)],
        &[&kicked],
    )
    .await;
    table
        .post_since(from, |post| post.text().contains("withdrew"))
        .await;
    until("the game forfeited", || {
        let record = store.game(GuildId(GUILD), game.id).ok()??;
        (record.status == GameStatus::Finished).then_some(())
    })
    .await;
    assert_eq!(stored(&store, id).rounds.len(), 1);

    let from = fake.requests().len();
    let resumed = table
        .command(&admin(), "tournament resume", Vec::new(), &[])
        .await;
    assert!(resumed.text().contains("goes on"), "{resumed:?}");
    table
        .post_since(from, |post| post.text().contains("round 2 of 2"))
        .await;
    let second = games_in_threads(&store, id, 2).await;
    assert_eq!(second.len(), 1);
    assert!(second[0].seats.iter().all(|s| s.user.0 != kicked.id));

    let number = id.to_string();
    let shown = table
        .command(
            &three[0],
            "tournament show",
            vec![text_option("tournament", &number)],
            &[],
        )
        .await;
    assert!(shown.ephemeral, "{shown:?}");

    let cancelled = table
        .command(&admin(), "tournament cancel", Vec::new(), &[])
        .await;
    assert!(cancelled.text().contains("was cancelled"), "{cancelled:?}");
    until("the game under way ended", || {
        let record = store.game(GuildId(GUILD), second[0].id).ok()??;
        (record.status != GameStatus::Active).then_some(())
    })
    .await;
    let history = table
        .command(&three[0], "tournament history", Vec::new(), &[])
        .await;
    assert!(history.ephemeral, "{history:?}");
    assert!(history.text().contains("Spring Cup"), "{history:?}");
    let list = table
        .command(&three[0], "tournament list", Vec::new(), &[])
        .await;
    assert!(list.ephemeral, "{list:?}");
    bot.stop().await;

    let requests = fake.requests();
    let refusals = refused(&requests);
    assert!(refusals.is_empty(), "Discord refused: {refusals:#?}");
    let (_, violations) = validate_all(&requests);
    assert!(violations.is_empty(), "{}", violations.join("\n"));
}
