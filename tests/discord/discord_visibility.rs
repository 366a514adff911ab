//! Through the fake Discord: games stay where they were played. A member without View
//! Channel on #secret (its overwrites deny it to @everyone and allow it to the players
//! and a role) does not see its games in `/martian games` or `history`, and a replay of
//! one is refused with the sentence of a game that does not exist; the players, the
//! role's members and the owner see them. The bot reads the server's roles and channels
//! once, keeps them, and reads them again when the gateway says a channel changed;
//! when Discord refuses to say, only the asker's own channel's games are shown. Every
//! request valid against Discord's OpenAPI spec.

use std::time::Duration;

use crate::fake_discord::guilds::{Overwrite, MISSING_ACCESS};
use crate::fake_discord::harness::{refused, user_option, validate_all, Answer, Bot, Table};
use crate::fake_discord::payloads::{Player, OWNER_ID};
use crate::fake_discord::{FakeDiscord, Recorded};
use martian_chess::model::{
    decode_game, ChannelId, EndKind, GameEnd, GameId, GameRecord, GameStatus, GuildId, UserId,
};
use martian_chess::store::{SledStore, Store};
use serde_json::json;

const GUILD: u64 = 640_000_000_000_000_001;
const LOBBY: u64 = 740_000_000_000_000_001;
const SECRET: u64 = 740_000_000_000_000_002;
const OPEN: u64 = 740_000_000_000_000_003;
const MODS: u64 = 840_000_000_000_000_001;

/// A duel of `a` and `b` in `channel`, written into the store: finished (won by `a`)
/// when `finished`, else in progress.
fn duel(store: &SledStore, channel: u64, a: &Player, b: &Player, finished: bool) -> GameId {
    let mut g: GameRecord =
        decode_game(include_bytes!("../data/game-record-v1.json")).expect("the v1 record");
    g.id = store.next_game_id().unwrap();
    g.guild = GuildId(GUILD);
    g.channel = ChannelId(channel);
    for (seat, player) in [a, b].into_iter().enumerate() {
        g.seats[seat].user = UserId(player.id);
        g.seats[seat].name = player.name.clone();
        g.seats[seat].computer = None;
    }
    g.challenger = UserId(a.id);
    g.status = GameStatus::Active;
    g.revision = 0;
    g.end = None;
    store.create_game(&g).unwrap();
    if finished {
        let based_on = g.revision;
        g.status = GameStatus::Finished;
        g.revision += 1;
        g.end = Some(GameEnd {
            kind: EndKind::Resigned { seat: 1 },
            winners: vec![0],
            drawn: Vec::new(),
            scores: vec![1, 0],
            at_ms: 1_796_083_200_000,
            by_name: None,
            waited_hours: None,
        });
        store
            .save_game_and_players(&g, based_on, &|_| Vec::new())
            .unwrap();
    }
    g.id
}

fn reads_of_channels(fake: &FakeDiscord) -> usize {
    let path = format!("/guilds/{GUILD}/channels");
    fake.requests().iter().filter(|r| r.path == path).count()
}

async fn games(t: &Table<'_>, who: &Player) -> Answer {
    let answer = t.command(who, "games", Vec::new(), &[]).await;
    assert!(answer.ephemeral, "{answer:?}");
    answer
}

async fn history_of(t: &Table<'_>, who: &Player, whose: &Player) -> Answer {
    let options = vec![user_option("user", whose)];
    let answer = t.command(who, "history", options, &[whose]).await;
    assert!(answer.ephemeral, "{answer:?}");
    answer
}

async fn replay(t: &Table<'_>, who: &Player, id: &str) -> Answer {
    let option = json!({"name": "game", "type": 3, "value": id});
    t.command(who, "replay", vec![option], &[]).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_member_who_may_not_view_a_channel_does_not_see_its_games() {
    let fake = FakeDiscord::start(vec![GUILD], 1).await;
    let (bot, store, _dir) = Bot::start_in(&fake, GUILD).await;
    fake.wait_shards(1, crate::fake_discord::harness::PATIENCE)
        .await;
    let alice = Player::new(540_000_000_000_000_001, "alice");
    let bob = Player::new(540_000_000_000_000_002, "bob");
    let carol = Player::new(540_000_000_000_000_003, "carol");
    let dave = Player::new(540_000_000_000_000_004, "dave");
    let eve = Player::new(540_000_000_000_000_005, "eve");
    let mut moderator = Player::new(540_000_000_000_000_006, "mo");
    moderator.roles = vec![MODS];
    let owner = Player::new(OWNER_ID, "owner");

    let finished = duel(&store, SECRET, &alice, &bob, true).to_string();
    let playing = duel(&store, SECRET, &alice, &bob, false).to_string();
    let elsewhere = duel(&store, OPEN, &carol, &dave, false).to_string();
    {
        let mut world = fake.world();
        world.guilds.place(OPEN, GUILD);
        world.guilds.add_role(GUILD, MODS, "moderators", 0);
        world.guilds.set_overwrites(
            GUILD,
            SECRET,
            vec![
                Overwrite::hidden_from_everyone(GUILD),
                Overwrite::shown_to(alice.id, true),
                Overwrite::shown_to(bob.id, true),
                Overwrite::shown_to(MODS, false),
            ],
        );
    }
    let t = Table::new(&fake, GUILD, LOBBY);

    // Eve sees the game of #open only.
    let listed = games(&t, &eve).await;
    assert!(
        listed
            .text()
            .starts_with("**Games in progress in this server**: 1"),
        "{listed:?}"
    );
    assert!(listed
        .text()
        .contains(&format!("game {elsewhere} in <#{OPEN}>")));
    assert!(!listed.text().contains(&SECRET.to_string()), "{listed:?}");
    let options = vec![user_option("user", &alice)];
    let of_alice = t.command(&eve, "games", options, &[&alice]).await;
    assert_eq!(
        of_alice.text(),
        "alice has no game in progress in this server."
    );
    let history = history_of(&t, &eve, &alice).await;
    assert_eq!(
        history.text(),
        "alice has no finished games in this server yet."
    );
    let hidden = replay(&t, &eve, &finished).await;
    let absent = replay(&t, &eve, "zzzz").await;
    assert!(hidden.ephemeral && hidden.files.is_empty(), "{hidden:?}");
    assert!(
        hidden
            .text()
            .starts_with(&format!("There is no game {finished} in this server.")),
        "{hidden:?}"
    );
    assert_eq!(
        hidden.text().replace(&finished, "?"),
        absent.text().replace("zzzz", "?")
    );
    // The server was read for that (twice at most: the gateway's GUILD_CREATE at the
    // start, which makes the bot forget the server, may be handled after a first read).
    let reads = reads_of_channels(&fake);
    let identified = fake.identified().len();
    assert!(
        (1..=2).contains(&reads),
        "{reads} reads, {identified} identifies: {:#?}",
        fake.requests()
            .iter()
            .map(|r| r.path.clone())
            .collect::<Vec<_>>()
    );

    // The players, the role's members and the owner see #secret's games.
    for who in [&alice, &moderator, &owner] {
        let listed = games(&t, who).await;
        assert!(listed.text().contains(": 2"), "{}: {listed:?}", who.name);
        assert!(listed
            .text()
            .contains(&format!("game {playing} in <#{SECRET}>")));
        let history = history_of(&t, who, &alice).await;
        assert!(
            history.text().contains(&format!("`{finished}`")),
            "{history:?}"
        );
        let shown = replay(&t, who, &finished).await;
        assert!(!shown.ephemeral && shown.files.len() == 1, "{shown:?}");
    }

    // Nine requests more, and the server was not read again.
    assert_eq!(reads_of_channels(&fake), reads);

    // #secret opens to everyone; the gateway says so, and the bot reads the server again.
    let from = fake.requests().len();
    fake.world()
        .guilds
        .set_overwrites(GUILD, SECRET, Vec::new());
    let channel = fake.world().guilds.channel_json(SECRET);
    fake.dispatch(GUILD, "CHANNEL_UPDATE", channel);
    let seen = eventually(|| async { games(&t, &eve).await.text().contains(": 2") }).await;
    assert!(seen, "eve sees #secret's games once it is open");
    assert!(reads_of_channels(&fake) > reads);

    // Discord refuses to say who may view what: only the asker's channel's games.
    fake.world().guilds.refuse_reads = true;
    fake.dispatch(
        GUILD,
        "GUILD_ROLE_DELETE",
        json!({
            "guild_id": GUILD.to_string(), "role_id": MODS.to_string()
        }),
    );
    let only_here = eventually(|| async {
        games(&t, &alice)
            .await
            .text()
            .starts_with("There is no game in progress in this server.")
    })
    .await;
    assert!(
        only_here,
        "nothing from other channels when the server cannot be read"
    );
    let at_open = Table::new(&fake, GUILD, OPEN);
    let listed = games(&at_open, &alice).await;
    assert!(listed.text().contains(": 1"), "{listed:?}");
    assert!(listed
        .text()
        .contains(&format!("game {elsewhere} in <#{OPEN}>")));

    let requests = fake.requests();
    let refusals: Vec<&Recorded> = requests[from..].iter().filter(|r| r.refused()).collect();
    assert!(
        refusals
            .iter()
            .all(|r| r.method == "GET" && r.code == Some(MISSING_ACCESS)),
        "{refusals:?}"
    );
    let mut unexpected = refused(&requests);
    unexpected.retain(|r| !r.starts_with("GET /guilds/"));
    assert!(unexpected.is_empty(), "{unexpected:?}");
    let (count, violations) = validate_all(&requests);
    assert!(count > 0 && violations.is_empty(), "{violations:#?}");
    bot.stop().await;
}

/// Whether `check` comes true within a few tries (a gateway event is handled beside
/// the interactions that follow it, not necessarily before them).
async fn eventually<F, Fut>(check: F) -> bool
where
    F: Fn() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    for _ in 0..20 {
        if check().await {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    false
}
