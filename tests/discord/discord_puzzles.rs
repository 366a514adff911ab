//! Puzzles through the Discord adapter and a fake Discord (issue 31): a manager sets
//! the daily puzzle's channel (a channel option, resolved as Discord sends it), the
//! ticks post it with its board and a Solve button, Solve opens it privately for the
//! one who pressed it, a wrong move typed through the `puzzle` subcommand group ends it
//! with the answer drawn; every request valid for Discord.

use std::sync::Arc;

use serde_json::json;

use crate::fake_discord::harness::{assert_png, refused, seen, validate_all, Bot, Table, PATIENCE};
use crate::fake_discord::payloads::Player;
use crate::fake_discord::FakeDiscord;
use martian_chess::model::{GuildId, Puzzle, UserId};
use martian_chess::service::ManualClock;
use martian_chess::store::{SledStore, Store};

const GUILD: u64 = 600_000_000_000_000_131;
const CHANNEL: u64 = 700_000_000_000_000_131;
const PUZZLES: u64 = 700_000_000_000_000_132;

/// A shipped puzzle by id, as the bot reads the sets.
fn shipped(id: &str) -> Puzzle {
    martian_chess::service::shipped_puzzles()
        .iter()
        .find(|p| p.id == id)
        .cloned()
        .unwrap_or_else(|| panic!("no shipped puzzle {id}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_daily_post_opens_a_private_puzzle_and_a_wrong_move_shows_the_answer() {
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(SledStore::open(dir.path()).unwrap());
    // Monday 2 March 2026, 10:00 UTC.
    let clock = Arc::new(ManualClock::new(1_772_445_600_000));
    let fake = FakeDiscord::start(vec![GUILD], 1).await;
    let bot = Bot::start_ticking(&fake, store.clone(), clock.clone()).await;
    fake.wait_shards(1, crate::fake_discord::harness::PATIENCE)
        .await;
    let table = Table::new(&fake, GUILD, CHANNEL);
    let mut admin = Player::new(500_000_000_000_000_139, "admin");
    admin.manager = true;
    let alice = Player::new(500_000_000_000_000_131, "alice");

    let from = fake.requests().len();
    let resolved = json!({"channels": {PUZZLES.to_string(): {
        "id": PUZZLES.to_string(), "name": "puzzles", "type": 0, "permissions": "309237681152"
    }}});
    let set = table
        .top_level_resolved(
            &admin,
            "martian-settings",
            vec![
                json!({"name": "puzzle_channel", "type": 7, "value": PUZZLES.to_string()}),
                json!({"name": "puzzle_hour", "type": 4, "value": 9}),
            ],
            resolved,
        )
        .await;
    assert!(set.ephemeral, "{set:?}");
    assert!(
        set.text()
            .contains(&format!("Daily puzzle: in <#{PUZZLES}> at 9:00")),
        "{set:?}"
    );

    // 10:00 is past nine: the next tick posts the day's puzzle in #puzzles.
    let path = format!("/channels/{PUZZLES}/messages");
    let post = fake
        .wait_for(from, PATIENCE, |r| r.method == "POST" && r.path == path)
        .await;
    assert!(!post.refused(), "{post:?}");
    let post = seen(&post);
    assert!(post.text().contains("Daily puzzle, "), "{post:?}");
    assert_png(&post);
    let solve = post.id_ending(":2026-03-02");
    assert_eq!(solve, "mcp:d:2026-03-02");

    let puzzles = Table::new(&fake, GUILD, PUZZLES);
    let opened = puzzles.click(&alice, &solve, &[]).await;
    assert!(opened.ephemeral, "{opened:?}");
    assert!(opened.text().contains("**Puzzle "), "{opened:?}");
    assert_png(&opened);
    assert!(
        opened
            .custom_ids()
            .iter()
            .any(|id| id.starts_with("mcp:p:")),
        "{opened:?}"
    );

    // A piece from the menu: the same private message shows that piece's moves, with
    // the board again.
    let pieces = opened
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("mcp:p:"))
        .unwrap();
    let piece = opened.select_values()[0].clone();
    let stepped = puzzles.click(&alice, &pieces, &[&piece]).await;
    assert_eq!(stepped.callback_type, 7, "{stepped:?}");
    assert!(
        stepped
            .custom_ids()
            .iter()
            .any(|id| id.starts_with("mcp:t:")),
        "{stepped:?}"
    );
    assert_png(&stepped);

    let attempt = store
        .puzzle_player(GuildId(GUILD), UserId(alice.id))
        .unwrap()
        .and_then(|p| p.current)
        .expect("alice's puzzle under way");
    assert_eq!(attempt.daily.as_deref(), Some("2026-03-02"));
    let puzzle = shipped(&attempt.puzzle);
    // Autocomplete offers the puzzle's legal moves; one of them that is not the answer.
    let choices = puzzles
        .autocomplete_of(&alice, ("puzzle move", "move"), "")
        .await;
    let expected = &puzzle.solution[0];
    let wrong = choices
        .iter()
        .filter_map(|c| c["value"].as_str())
        .find(|m| m[..2] != expected[..2] || m[2..] != expected[2..])
        .expect("a move that is not the answer")
        .to_string();
    let failed = puzzles
        .command(
            &alice,
            "puzzle move",
            vec![json!({"name": "move", "type": 3, "value": wrong})],
            &[],
        )
        .await;
    assert!(failed.ephemeral, "{failed:?}");
    assert!(failed.text().contains("is not the answer"), "{failed:?}");
    assert!(failed.text().contains(expected.as_str()), "{failed:?}");
    assert_png(&failed);

    bot.stop().await;
    let requests = fake.requests();
    let refusals = refused(&requests);
    assert!(refusals.is_empty(), "Discord refused: {refusals:#?}");
    let (_, violations) = validate_all(&requests);
    assert!(violations.is_empty(), "{}", violations.join("\n"));
}
