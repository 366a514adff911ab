//! A draw by agreement through the Discord adapter and a fake Discord: `/martian draw`
//! is answered privately while the offer is a channel message pinging the opponent
//! with its buttons; the opponent's Accept draw ends the game (the live board edited,
//! the result line posted), and every request the bot sent is valid for Discord.

use crate::fake_discord::harness::{
    assert_png, refused, seen, user_option, validate_all, Bot, Table, PATIENCE,
};
use crate::fake_discord::payloads::Player;
use crate::fake_discord::FakeDiscord;
use martian_chess::model::{ChannelId, EndKind, GuildId, UserId};
use martian_chess::store::Store;

const GUILD: u64 = 600_000_000_000_000_061;
const CHANNEL: u64 = 700_000_000_000_000_061;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draw_offered_with_the_command_and_accepted_with_the_button() {
    let fake = FakeDiscord::start(vec![GUILD], 1).await;
    let (bot, store, _dir) = Bot::start_in(&fake, GUILD).await;
    fake.wait_shards(1, PATIENCE).await;
    let table = Table::new(&fake, GUILD, CHANNEL);
    table.keep_games_in_channel().await;
    let alice = Player::new(500_000_000_000_000_061, "alice");
    let bob = Player::new(500_000_000_000_000_062, "bob");
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
    // The first board is posted after the accept is answered: wait for it, so that the
    // board looked for below is the last one.
    table.board_since(from).await;
    let game = store
        .open_game_in(GuildId(GUILD), ChannelId(CHANNEL))
        .expect("store readable")
        .expect("a game");

    let from = fake.requests().len();
    let offered = table.command(&alice, "draw", Vec::new(), &[]).await;
    assert!(offered.ephemeral, "{offered:?}");
    assert!(
        offered.text().starts_with("You offered a draw."),
        "{offered:?}"
    );
    let offer = table
        .post_since(from, |m| m.text().contains("offers a draw"))
        .await;
    assert!(
        offer
            .text()
            .starts_with(&format!("alice offers a draw. <@{}>: accept", bob.id)),
        "{offer:?}"
    );
    assert_eq!(offer.pinged(), [bob.id]);
    let accept = offer.id_ending(":draw-yes");

    let from = fake.requests().len();
    let accepted = table.click(&bob, &accept, &[]).await;
    assert!(accepted.ephemeral, "{accepted:?}");
    assert_eq!(accepted.text(), "You accepted the draw: the game is drawn.");
    let path = format!("/channels/{CHANNEL}/messages");
    let end = fake
        .wait_for(from, PATIENCE, |r| {
            r.path.starts_with(&path)
                && matches!(r.method.as_str(), "POST" | "PATCH")
                && !r.files.is_empty()
                && seen(r).text().contains("agreed to a draw")
        })
        .await;
    assert!(!end.refused(), "{end:?}");
    let end = seen(&end);
    assert_png(&end);
    assert!(
        end.text().contains("alice and bob agreed to a draw."),
        "{end:?}"
    );
    assert!(end.custom_ids().is_empty(), "a finished board: {end:?}");
    let result = table
        .post_since(from, |m| {
            m.custom_ids().iter().any(|id| id.ends_with(":rematch"))
        })
        .await;
    assert_eq!(
        result.text(),
        "**alice** vs **bob**: alice and bob agreed to a draw."
    );
    // The result line pings alice, not bob, whose click ended the game.
    assert_eq!(result.pinged(), [alice.id]);
    let stored = store
        .game(GuildId(GUILD), game.id)
        .expect("store readable")
        .expect("the game");
    assert_eq!(stored.end.map(|e| e.kind), Some(EndKind::Agreed));
    for player in [&alice, &bob] {
        let rated = store
            .player(
                GuildId(GUILD),
                martian_chess::model::GameKind::Martian,
                UserId(player.id),
            )
            .expect("store readable")
            .expect("a rated player");
        assert_eq!((rated.games, rated.draws), (1, 1), "{rated:?}");
    }
    let again = table.click(&bob, &accept, &[]).await;
    assert!(again.ephemeral, "{again:?}");
    assert_eq!(again.text(), "That game has ended or no longer exists.");

    bot.stop().await;
    let requests = fake.requests();
    let refusals = refused(&requests);
    assert!(refusals.is_empty(), "Discord refused: {refusals:#?}");
    let (_, violations) = validate_all(&requests);
    assert!(violations.is_empty(), "{}", violations.join("\n"));
}
