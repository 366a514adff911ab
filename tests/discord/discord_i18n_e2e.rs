//! The Discord adapter in two languages at once: a Czech player in a Russian server.
//! Replies only the Czech player sees are Czech; what the whole server sees (the
//! challenge, the board) is Russian; the command registration carries Czech and
//! Russian names and descriptions. Every request is checked against Discord's OpenAPI
//! spec, as in `discord_e2e.rs`.

use std::sync::Arc;

use crate::fake_discord::harness::{refused, user_option, validate_all, Bot, Table, PATIENCE};
use crate::fake_discord::payloads::Player;
use crate::fake_discord::FakeDiscord;
use martian_chess::service::SearchPlayer;
use martian_chess::store::SledStore;

const GUILD: u64 = 600_000_000_000_000_031;
const CHANNEL: u64 = 700_000_000_000_000_031;

fn is_russian(text: &str) -> bool {
    text.chars()
        .any(|c| ('а'..='я').contains(&c.to_lowercase().next().unwrap_or(c)))
}

fn is_czech(text: &str) -> bool {
    !is_russian(text)
        && text
            .chars()
            .any(|c| "áčďéěíňóřšťúůýžÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ".contains(c))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_czech_player_in_a_russian_server() {
    let fake = FakeDiscord::start(vec![GUILD], 1).await;
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Arc::new(SledStore::open(dir.path()).expect("store"));
    let guild_text = GUILD.to_string();
    let bot = Bot::start(
        &fake,
        &[("DISCORD_GUILD_ID", &guild_text)],
        store,
        Arc::new(SearchPlayer),
    )
    .await;
    let registration = fake
        .wait_for(0, PATIENCE, |r| {
            r.method == "PUT" && r.path.ends_with("/commands")
        })
        .await;
    let commands = registration.json.clone().expect("commands JSON");
    for command in commands.as_array().expect("a list of commands") {
        for locale in ["cs", "ru"] {
            let name = &command["name_localizations"][locale];
            let description = &command["description_localizations"][locale];
            // The Apps menu entry (type 2) has a name and no description.
            let menu = command["type"] == 2;
            assert!(
                name.is_string() && (menu || description.is_string()),
                "{command:#}"
            );
        }
    }
    fake.wait_shards(1, PATIENCE).await;

    let mut table = Table::new(&fake, GUILD, CHANNEL);
    table.keep_games_in_channel().await;
    table.guild_locale = "ru".into();
    let alena = Player::new(500_000_000_000_000_031, "alena").speaking("cs");
    let boris = Player::new(500_000_000_000_000_032, "boris").speaking("ru");

    let invitation = table
        .command(
            &alena,
            "challenge",
            vec![user_option("opponent", &boris)],
            &[&boris],
        )
        .await;
    assert!(
        !invitation.ephemeral && is_russian(invitation.text()),
        "{invitation:?}"
    );
    let accept = invitation.id_ending(":accept");
    let from = fake.requests().len();
    let start = table.click(&boris, &accept, &[]).await;
    assert!(!start.ephemeral && is_russian(start.text()), "{start:?}");
    let board = table.board_since(from).await;
    assert!(is_russian(board.text()), "{board:?}");

    // The Czech player's mistakes are answered in Czech, to them alone.
    let illegal = table.play(&alena, "c3c4").await;
    assert!(illegal.ephemeral && is_czech(illegal.text()), "{illegal:?}");
    let out_of_turn = table.play(&boris, "c3d4").await;
    assert!(
        out_of_turn.ephemeral && is_russian(out_of_turn.text()),
        "{out_of_turn:?}"
    );
    // Their move: the answer is hers, in Czech; the board shows it to everyone in
    // Russian, and the ping is Russian too.
    let from = fake.requests().len();
    let answer = table.play(&alena, "c3d4").await;
    assert!(
        answer.ephemeral && answer.text() == "Táhli jste c3d4.",
        "{answer:?}"
    );
    let board = table.board_since(from).await;
    assert!(is_russian(board.text()), "{board:?}");
    let ping = table.post_since(from, |m| !m.pinged().is_empty()).await;
    assert_eq!(ping.text(), format!("<@{}>, ваш ход.", boris.id));

    bot.stop().await;
    let (count, violations) = validate_all(&fake.requests());
    assert!(count > 5, "{count}");
    let refusals = refused(&fake.requests());
    assert!(refusals.is_empty(), "Discord refused: {refusals:#?}");
    assert!(violations.is_empty(), "{}", violations.join("\n"));
}
