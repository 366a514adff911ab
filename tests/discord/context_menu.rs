//! The member's Apps menu entry "Challenge to Martian Chess" (a user context-menu
//! command): registered with the slash commands, named in every language of the
//! catalog, valid as Discord wants it (no description, no options); and through the
//! fake Discord, right-clicking a member challenges them exactly as
//! `/martian challenge opponent:<member>` would (a duel, the server's default ruleset),
//! right-clicking this bot starts a game against the computer, and right-clicking
//! another bot is refused privately, in the clicker's language.

use crate::fake_discord::harness::{refused, validate_all, Bot, Table, PATIENCE};
use crate::fake_discord::payloads::Player;
use crate::fake_discord::spec::{self, Spec};
use crate::fake_discord::{FakeDiscord, BOT_ID, BOT_NAME};
use martian_chess::discord::commands::{registration_json, CHALLENGE_MENU_ID};
use martian_chess::i18n::{Catalog, Lang};
use martian_chess::model::{ChannelId, GuildId};
use martian_chess::store::Store;
use serde_json::{json, Value};

const NAME: &str = "Challenge to Martian Chess";
const GUILD: u64 = 600_000_000_000_000_041;
const CHANNEL: u64 = 700_000_000_000_000_041;
const BOT_CHANNEL: u64 = 700_000_000_000_000_042;
const RUSSIAN_CHANNEL: u64 = 700_000_000_000_000_043;

/// The challenge's user command in the registration (of type 2, as the profile's).
fn menu_entry(registered: &Value) -> Value {
    let commands = registered.as_array().expect("a list of commands");
    let menus: Vec<&Value> = commands
        .iter()
        .filter(|c| c["type"] == 2 && c["name"] == NAME)
        .collect();
    assert_eq!(menus.len(), 1, "{registered:#}");
    menus[0].clone()
}

fn violations(body: &Value) -> Vec<String> {
    let spec = Spec::load();
    let mut errors = Vec::new();
    for path in [
        "/applications/1234567890123456789/commands",
        "/applications/1234567890123456789/guilds/600000000000000001/commands",
    ] {
        errors.extend(spec.check(&spec::Checked {
            method: "PUT",
            path,
            json: Some(body),
            multipart: false,
        }));
        errors.extend(spec::extra_rules(path, body));
    }
    errors
}

#[test]
fn the_menu_entry_is_registered_with_the_slash_commands_in_every_language() {
    let registered = registration_json();
    let menu = menu_entry(&registered);
    assert_eq!(menu["name"], NAME);
    let catalog = Catalog::embedded();
    assert_eq!(catalog.text(Lang::SOURCE, CHALLENGE_MENU_ID, &[]), NAME);
    assert_eq!(
        menu["name_localizations"]["cs"],
        "Vyzvat k Marťanským šachům"
    );
    assert_eq!(
        menu["name_localizations"]["ru"],
        "Вызвать на Марсианские шахматы"
    );
    // A server app's, like the slash commands: installed to servers, used in servers.
    assert_eq!(menu["contexts"], json!([0]));
    assert_eq!(menu["integration_types"], json!([0]));
    // Every member may use it.
    assert!(menu["default_member_permissions"].is_null(), "{menu}");
    // The slash commands are still there, before it.
    let names: Vec<&str> = registered
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|c| c["name"].as_str())
        .collect();
    assert_eq!(
        names,
        ["martian", "martian-settings", NAME, "Martian Chess profile"]
    );
    let errors = violations(&registered);
    assert!(errors.is_empty(), "{errors:#?}");
}

/// What Discord refuses in a user command, the validator refuses too.
#[test]
fn the_validator_knows_discords_rules_for_user_commands() {
    let good = menu_entry(&registration_json());
    assert!(violations(&json!([good.clone()])).is_empty());
    let with = |key: &str, value: Value| {
        let mut bad = good.clone();
        bad[key] = value;
        json!([bad])
    };
    for bad in [
        with("description", json!("Challenge this member")),
        with("description_localizations", json!({"cs": "Vyzvat"})),
        with("name", json!("Challenge this member to Martian Chess")),
        with("name", json!("")),
        with("name", json!("Challenge!")),
        with(
            "name_localizations",
            json!({"ru": "Вызвать на партию в Марсианские шахматы"}),
        ),
        with(
            "options",
            json!([{"name": "who", "description": "who", "type": 6}]),
        ),
    ] {
        assert!(!violations(&bad).is_empty(), "accepted {bad}");
    }
}

fn is_russian(text: &str) -> bool {
    text.chars()
        .any(|c| ('а'..='я').contains(&c.to_lowercase().next().unwrap_or(c)))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn right_clicking_a_member_challenges_them_and_a_bot_is_refused() {
    let fake = FakeDiscord::start(vec![GUILD], 1).await;
    let (bot, store, _dir) = Bot::start_in(&fake, GUILD).await;
    // Registered in the same call as the slash commands, as `commands --json` prints.
    let registration = fake
        .wait_for(0, PATIENCE, |r| {
            r.method == "PUT" && r.path.ends_with("/commands")
        })
        .await;
    assert_eq!(
        registration.json.clone().expect("commands JSON"),
        registration_json()
    );
    fake.wait_shards(1, PATIENCE).await;

    let table = Table::new(&fake, GUILD, CHANNEL);
    table.keep_games_in_channel().await;
    let alice = Player::new(500_000_000_000_000_041, "alice");
    let bob = Player::new(500_000_000_000_000_042, "bob");
    let helper = Player::new(500_000_000_000_000_043, "Helper Bot");

    // A member: the challenge is public, and pings only them.
    let invitation = table.user_command(&alice, NAME, &bob, false).await;
    assert!(!invitation.ephemeral, "{invitation:?}");
    let invites = format!(
        "<@{}> challenges <@{}> to a game of Martian Chess (duel, classic).",
        alice.id, bob.id
    );
    assert!(invitation.text().starts_with(&invites), "{invitation:?}");
    assert_eq!(invitation.pinged(), [bob.id]);
    // The same challenge as the slash command's: bob's Accept starts the game (the
    // invitation becomes its start line, and its board follows).
    let from = fake.requests().len();
    let start = table
        .click(&bob, &invitation.id_ending(":accept"), &[])
        .await;
    assert!(!start.ephemeral, "{start:?}");
    assert!(start.text().ends_with("the game is on."), "{start:?}");
    table.board_since(from).await;
    let game = store
        .open_game_in(GuildId(GUILD), ChannelId(CHANNEL))
        .expect("store readable")
        .expect("the game is stored");
    let players: Vec<u64> = game.seats.iter().map(|s| s.user.0).collect();
    assert_eq!(players.len(), 2, "{players:?}");
    assert!(players.contains(&alice.id) && players.contains(&bob.id));

    // Another bot would never answer: refused, to the clicker alone, in their language.
    let refusal = table.user_command(&alice, NAME, &helper, true).await;
    assert!(refusal.ephemeral, "{refusal:?}");
    assert!(
        refusal
            .text()
            .starts_with("Helper Bot is a bot, and bots can't play"),
        "{refusal:?}"
    );
    let czech = alice.clone().speaking("cs");
    let refusal = table.user_command(&czech, NAME, &helper, true).await;
    assert!(refusal.ephemeral, "{refusal:?}");
    assert!(
        refusal.text().starts_with("Helper Bot je bot"),
        "{refusal:?}"
    );

    // This bot: a game against the computer, at once.
    let computer = Player::new(BOT_ID, BOT_NAME);
    let against_me = Table::new(&fake, GUILD, BOT_CHANNEL);
    let from = fake.requests().len();
    let start = against_me.user_command(&bob, NAME, &computer, true).await;
    assert!(!start.ephemeral, "{start:?}");
    assert!(start.text().ends_with("the game is on."), "{start:?}");
    against_me.board_since(from).await;
    let game = store
        .open_game_in(GuildId(GUILD), ChannelId(BOT_CHANNEL))
        .expect("store readable")
        .expect("the computer game is stored");
    assert!(game.seats.iter().any(|s| s.computer.is_some()), "{game:?}");

    // The server's defaults: its ruleset, and its language for what everyone reads.
    let mut moderator = Player::new(500_000_000_000_000_049, "mod");
    moderator.manager = true;
    let mut russian = Table::new(&fake, GUILD, RUSSIAN_CHANNEL);
    russian.guild_locale = "ru".into();
    let leaping = json!({"name": "default_ruleset", "type": 4, "value": 1});
    let settings = russian
        .top_level(&moderator, "martian-settings", vec![leaping])
        .await;
    assert!(settings.ephemeral, "{settings:?}");
    let invitation = russian.user_command(&bob, NAME, &alice, false).await;
    assert!(!invitation.ephemeral, "{invitation:?}");
    assert!(is_russian(invitation.text()), "{invitation:?}");
    // "(duel, leaping rules)"
    assert!(
        invitation.text().contains("(дуэль, правила с прыжками)"),
        "{invitation:?}"
    );
    assert_eq!(invitation.pinged(), [alice.id]);

    bot.stop().await;
    let (count, violations) = validate_all(&fake.requests());
    assert!(count > 5, "{count}");
    let refusals = refused(&fake.requests());
    assert!(refusals.is_empty(), "Discord refused: {refusals:#?}");
    assert!(violations.is_empty(), "{}", violations.join("\n"));
}
