//! Through the fake Discord: a list's Previous/Next buttons (the leaderboard, public
//! and silent, replaced in place by a click; a private list's page, ephemeral), the
//! board image's description for screen readers, the suppress-notifications flag on
//! replies that ping nobody and never on those that ping, and every request valid
//! against Discord's OpenAPI spec.

use std::sync::Arc;

use crate::fake_discord::harness::{
    refused, user_option, validate_all, Answer, Bot, Table, PATIENCE,
};
use crate::fake_discord::payloads::Player;
use crate::fake_discord::spec::{self, Spec};
use crate::fake_discord::FakeDiscord;
use martian_chess::model::{
    decode_game, ChannelId, EndKind, GameEnd, GameRecord, GameStatus, GuildId, PlayerRecord, UserId,
};
use martian_chess::service::SearchPlayer;
use martian_chess::store::{SledStore, Store};
use serde_json::{json, Value};

const GUILD: u64 = 610_000_000_000_000_001;
const CHANNEL: u64 = 710_000_000_000_000_001;
const SILENT: u64 = 1 << 12;
const EPHEMERAL: u64 = 1 << 6;

fn flags(answer: &Answer) -> u64 {
    answer.message["flags"].as_u64().unwrap_or(0)
}

/// The page buttons of a list: (custom_id, label, disabled).
fn pager(answer: &Answer) -> Vec<(String, String, bool)> {
    answer.message["components"][0]["components"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|b| {
            (
                b["custom_id"].as_str().unwrap_or("").to_string(),
                b["label"].as_str().unwrap_or("").to_string(),
                b["disabled"] == true,
            )
        })
        .collect()
}

fn description(answer: &Answer) -> String {
    answer.message["attachments"][0]["description"]
        .as_str()
        .unwrap_or_else(|| panic!("no attachment description: {:#}", answer.message))
        .to_string()
}

/// 25 rated players (three pages of the leaderboard), and `alice` with 12 finished
/// games (two pages of her history), written straight into the store.
fn crowded(store: &SledStore, alice: &Player, bob: &Player) {
    let guild = GuildId(GUILD);
    let mut players: Vec<PlayerRecord> = (0..25)
        .map(|i| {
            let mut p = PlayerRecord::new(guild, UserId(900 + i), &format!("p{i:02}"));
            p.rating = 2000.0 - 10.0 * i as f64;
            p.deviation = 60.0;
            p.games = 1;
            p
        })
        .collect();
    for i in 0..12 {
        let mut g: GameRecord =
            decode_game(include_bytes!("../data/game-record-v1.json")).expect("the v1 record");
        g.id = store.next_game_id().unwrap();
        g.guild = guild;
        g.channel = ChannelId(CHANNEL + 100 + i);
        g.seats[0].user = UserId(alice.id);
        g.seats[0].name = alice.name.clone();
        g.seats[1].user = UserId(bob.id);
        g.seats[1].computer = None;
        g.seats[1].name = bob.name.clone();
        g.challenger = UserId(alice.id);
        g.status = GameStatus::Active;
        g.revision = 0;
        g.end = None;
        store.create_game(&g).unwrap();
        g.status = GameStatus::Finished;
        g.revision = 1;
        g.end = Some(GameEnd {
            kind: EndKind::Resigned { seat: 1 },
            winners: vec![0],
            drawn: Vec::new(),
            scores: vec![1, 0],
            at_ms: 1_796_083_200_000,
            by_name: None,
            waited_hours: None,
        });
        let rated = std::mem::take(&mut players);
        let rate = move |_: &[Option<PlayerRecord>]| rated.clone();
        store.save_game_and_players(&g, 0, &rate).unwrap();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pages_alt_text_and_silent_replies_through_discord() {
    let fake = FakeDiscord::start(vec![GUILD], 1).await;
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Arc::new(SledStore::open(dir.path()).expect("store"));
    let alice = Player::new(510_000_000_000_000_001, "alice");
    let bob = Player::new(510_000_000_000_000_002, "bob");
    let zoe = Player::new(510_000_000_000_000_003, "zoe").speaking("cs");
    crowded(&store, &alice, &bob);
    // Discord lists the channels those games were played in.
    for i in 0..12 {
        fake.world().guilds.place(CHANNEL + 100 + i, GUILD);
    }
    let guild_text = GUILD.to_string();
    let bot = Bot::start(
        &fake,
        &[("DISCORD_GUILD_ID", &guild_text)],
        store.clone(),
        Arc::new(SearchPlayer),
    )
    .await;
    fake.wait_shards(1, PATIENCE).await;
    let t = Table::new(&fake, GUILD, CHANNEL);
    t.keep_games_in_channel().await;

    // The leaderboard: public, silent, Previous disabled on the first page.
    let first = t.command(&alice, "leaderboard", Vec::new(), &[]).await;
    assert_eq!(first.callback_type, 4, "{:#}", first.message);
    assert!(!first.ephemeral);
    assert_eq!(flags(&first), SILENT, "{:#}", first.message);
    assert!(first.text().starts_with("**Leaderboard** (page 1 of 3)"));
    let buttons = pager(&first);
    assert_eq!(
        buttons,
        [
            ("mcl:lb:0".to_string(), "◀ Previous".to_string(), true),
            ("mcl:lb:2".to_string(), "Next ▶".to_string(), false),
        ]
    );
    // Anyone may page it: the message is replaced (type 7), without flags.
    let second = t.click(&zoe, &buttons[1].0, &[]).await;
    assert_eq!(second.callback_type, 7, "{:#}", second.message);
    assert!(
        second.message.get("flags").is_none(),
        "{:#}",
        second.message
    );
    assert!(
        second.text().starts_with("**Leaderboard** (page 2 of 3)"),
        "in the server's language, not zoe's: {}",
        second.text()
    );
    let last = t.click(&zoe, &pager(&second)[1].0, &[]).await;
    assert!(last.text().contains("(page 3 of 3)"));
    assert!(pager(&last)[1].2, "Next is disabled on the last page");
    let tampered = t.click(&zoe, "mcl:lb:x", &[]).await;
    assert!(tampered.ephemeral, "{:#}", tampered.message);
    assert!(
        tampered.text().contains("seznamu"),
        "refused in zoe's language: {}",
        tampered.text()
    );

    // A private list: ephemeral, its page replaced in place.
    let history = t.command(&alice, "history", Vec::new(), &[]).await;
    assert!(history.ephemeral && flags(&history) & SILENT == 0);
    let next = pager(&history)[1].0.clone();
    assert_eq!(next, format!("mcl:h:2:{}", alice.id));
    let page2 = t.click(&alice, &next, &[]).await;
    assert_eq!(page2.callback_type, 7);
    assert!(page2.text().contains("(page 2 of 2)"), "{}", page2.text());

    // A board's image carries its description; the board, edited in place, pings
    // nobody and is silent; the ping after it is not.
    let invitation = t
        .command(
            &alice,
            "challenge",
            vec![user_option("opponent", &bob)],
            &[&bob],
        )
        .await;
    assert_eq!(invitation.pinged(), [bob.id]);
    assert_eq!(flags(&invitation) & SILENT, 0, "a ping must notify");
    let from = fake.requests().len();
    t.click(&bob, &invitation.id_ending(":accept"), &[]).await;
    let start = t.board_since(from).await;
    assert!(start.pinged().is_empty(), "{:#}", start.message);
    assert_eq!(flags(&start), SILENT, "{:#}", start.message);
    assert_eq!(
        description(&start),
        "Martian Chess board, move 1. alice to move. Score: alice 0 and bob 0."
    );
    let ping = t.post_since(from, |m| !m.pinged().is_empty()).await;
    assert_eq!(ping.pinged(), [alice.id]);
    assert_eq!(
        flags(&ping) & SILENT,
        0,
        "a ping must notify: {:#}",
        ping.message
    );
    let from = fake.requests().len();
    t.play(&alice, "c3d4").await;
    let moved = t.board_since(from).await;
    assert_eq!(
        description(&moved),
        "Martian Chess board, move 2. bob to move. Score: alice 0 and bob 0. \
         Last move by alice: c3d4 pawn."
    );
    // A board shown on request pings nobody: silent.
    let shown = t
        .command(
            &alice,
            "board",
            vec![json!({"name": "public", "type": 5, "value": true})],
            &[],
        )
        .await;
    assert!(!shown.ephemeral);
    assert!(shown.pinged().is_empty());
    assert_eq!(flags(&shown), SILENT, "{:#}", shown.message);
    assert!(description(&shown).contains("bob to move"));

    bot.stop().await;
    let requests = fake.requests();
    let refusals = refused(&requests);
    assert!(refusals.is_empty(), "Discord refused: {refusals:#?}");
    let (count, violations) = validate_all(&requests);
    assert!(count > 10, "{count}");
    assert!(
        violations.is_empty(),
        "{} violations:\n{}",
        violations.len(),
        violations.join("\n")
    );
}

#[test]
fn the_validator_knows_where_flags_may_go() {
    let spec = Spec::load();
    let check = |path: &str, body: Value| {
        let mut errors = spec.check(&spec::Checked {
            method: "POST",
            path,
            json: Some(&body),
            multipart: false,
        });
        errors.extend(spec::extra_rules(path, &body));
        errors
    };
    let callback = "/interactions/1/token/callback";
    let described = json!([{"id": "0", "filename": "a.png", "description": "alt"}]);
    let silent = json!({"type": 4, "data": {"content": "hi", "flags": SILENT | EPHEMERAL, "attachments": described}});
    assert_eq!(check(callback, silent), Vec::<String>::new());
    let channel = "/channels/1/messages";
    assert!(check(channel, json!({"content": "hi", "flags": SILENT})).is_empty());
    for (path, bad) in [
        (
            callback,
            json!({"type": 7, "data": {"content": "hi", "flags": SILENT}}),
        ),
        (channel, json!({"content": "hi", "flags": EPHEMERAL})),
        (
            channel,
            json!({"content": "hi", "flags": SILENT, "allowed_mentions": {"users": ["5"]}}),
        ),
        (
            callback,
            json!({"type": 4, "data": {"attachments": [{"id": "0", "filename": "a.png", "description": "x".repeat(1025)}]}}),
        ),
    ] {
        assert!(
            !check(path, bad.clone()).is_empty(),
            "accepted {path} {bad}"
        );
    }
}
