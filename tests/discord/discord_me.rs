//! `/martian me` through the Discord adapter and a fake Discord: time zones offered as
//! they are typed (autocomplete), a private answer, and a vacation that the game's
//! live board shows, edited in place; every request valid for Discord.

use serde_json::json;

use crate::fake_discord::harness::{
    refused, seen, user_option, validate_all, Bot, Table, PATIENCE,
};
use crate::fake_discord::payloads::Player;
use crate::fake_discord::FakeDiscord;
use martian_chess::model::{ChannelId, GuildId};
use martian_chess::store::Store;

const GUILD: u64 = 600_000_000_000_000_081;
const CHANNEL: u64 = 700_000_000_000_000_081;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn me_offers_zones_and_a_vacation_shows_on_the_board() {
    let fake = FakeDiscord::start(vec![GUILD], 1).await;
    let (bot, store, _dir) = Bot::start_in(&fake, GUILD).await;
    fake.wait_shards(1, PATIENCE).await;
    let table = Table::new(&fake, GUILD, CHANNEL);
    table.keep_games_in_channel().await;
    let alice = Player::new(500_000_000_000_000_081, "alice");
    let bob = Player::new(500_000_000_000_000_082, "bob");

    // Zones as they are typed: names holding the text, at most 25.
    let choices = table
        .autocomplete_of(&bob, ("me", "timezone"), "prag")
        .await;
    let values: Vec<&str> = choices.iter().filter_map(|c| c["value"].as_str()).collect();
    assert_eq!(values.first(), Some(&"Europe/Prague"), "{choices:?}");
    let europe = table
        .autocomplete_of(&bob, ("me", "timezone"), "Europe/")
        .await;
    assert_eq!(europe.len(), 25, "{europe:?}");

    let set = table
        .command(
            &bob,
            "me",
            vec![
                json!({"name": "timezone", "type": 3, "value": "Europe/Prague"}),
                json!({"name": "quiet_hours", "type": 3, "value": "23-7"}),
            ],
            &[],
        )
        .await;
    assert!(set.ephemeral, "{set:?}");
    assert!(set.text().contains("Time zone: Europe/Prague"), "{set:?}");

    table
        .command(
            &alice,
            "challenge",
            vec![user_option("opponent", &bob)],
            &[&bob],
        )
        .await;
    let from = fake.requests().len();
    table.command(&bob, "accept", Vec::new(), &[]).await;
    table.board_since(from).await;
    let from = fake.requests().len();
    table.play(&alice, "c3d4").await;
    table.board_since(from).await;
    let before = store
        .open_game_in(GuildId(GUILD), ChannelId(CHANNEL))
        .expect("store readable")
        .expect("a game");

    let from = fake.requests().len();
    let away = table
        .command(
            &bob,
            "me",
            vec![json!({"name": "vacation", "type": 4, "value": 3})],
            &[],
        )
        .await;
    assert!(away.ephemeral, "{away:?}");
    assert!(
        away.text().starts_with("Enjoy your vacation: until "),
        "{away:?}"
    );
    // The live board, edited in place, says who is away until when (in the server's
    // zone: UTC).
    let path = format!("/channels/{CHANNEL}/messages/");
    let board = fake
        .wait_for(from, PATIENCE, |r| {
            r.method == "PATCH"
                && r.path.starts_with(&path)
                && seen(r).text().contains("bob is on vacation until")
        })
        .await;
    assert!(!board.refused(), "{board:?}");
    assert!(seen(&board)
        .text()
        .contains("(UTC): their move clock stops"));
    let after = store
        .open_game_in(GuildId(GUILD), ChannelId(CHANNEL))
        .expect("store readable")
        .expect("a game");
    assert_eq!(
        after.deadline_ms.unwrap() - before.deadline_ms.unwrap(),
        3 * 24 * 3_600_000,
        "the deadline moved by the vacation"
    );

    bot.stop().await;
    let requests = fake.requests();
    let refusals = refused(&requests);
    assert!(refusals.is_empty(), "Discord refused: {refusals:#?}");
    let (_, violations) = validate_all(&requests);
    assert!(violations.is_empty(), "{}", violations.join("\n"));
}
