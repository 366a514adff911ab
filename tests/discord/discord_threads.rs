//! A whole game in a thread of its own, through the real bot and the fake Discord:
//! the challenge opens the thread when it is accepted, the game is played there on one
//! live board with at most one ping at a time, an idle thread archived by Discord is
//! unarchived by the reminder (whose buttons then work again), and at the end the
//! channel the game was challenged in holds exactly two messages of it, the thread is
//! archived, and every request was valid against Discord's OpenAPI spec.

use std::sync::Arc;
use std::time::Duration;

use crate::fake_discord::harness::{refused, user_option, validate_all, Bot, Table, PATIENCE};
use crate::fake_discord::payloads::{self, Place, Player};
use crate::fake_discord::rules::Stored;
use crate::fake_discord::{FakeDiscord, Recorded};
use martian_chess::engine::Position;
use martian_chess::model::{ChannelId, GameRecord, GameStatus, GuildId, MessageId};
use martian_chess::service::ManualClock;
use martian_chess::store::{SledStore, Store};

const GUILD: u64 = 600_000_000_000_000_051;
const CHANNEL: u64 = 700_000_000_000_000_051;
const HOUR_MS: i64 = 3_600_000;

fn alice() -> Player {
    Player::new(500_000_000_000_000_051, "alice")
}

fn bob() -> Player {
    Player::new(500_000_000_000_000_052, "bob")
}

/// The pings among a channel's live messages.
fn pings(messages: &[Stored]) -> Vec<&Stored> {
    messages
        .iter()
        .filter(|m| m.content.ends_with(", your move."))
        .collect()
}

fn boards(messages: &[Stored]) -> Vec<&Stored> {
    messages
        .iter()
        .filter(|m| m.attachment_names().iter().any(|n| n.ends_with(".png")))
        .collect()
}

struct Game<'a> {
    fake: &'a FakeDiscord,
    store: &'a SledStore,
    thread: Table<'a>,
}

impl Game<'_> {
    fn record(&self) -> GameRecord {
        self.store
            .open_game_in(GuildId(GUILD), ChannelId(self.thread.channel))
            .expect("store readable")
            .expect("the game is open in its thread")
    }

    /// The live board's id, as the bot recorded it.
    fn board(&self) -> Option<MessageId> {
        let game = self.record();
        let delivery = self
            .store
            .delivery(game.guild, game.id)
            .expect("store readable");
        delivery.board.map(|b| b.message)
    }

    fn position(&self) -> Position {
        *self.record().replay().expect("replays").position()
    }

    fn to_move(&self) -> (Player, Player) {
        match self.position().to_move().index() {
            0 => (alice(), bob()),
            _ => (bob(), alice()),
        }
    }

    /// Waits until the bot has recorded the ping it posted last (a player moves only
    /// once pinged, which takes a person longer than it takes the bot).
    async fn settled(&self) {
        let deadline = std::time::Instant::now() + PATIENCE;
        loop {
            let live = self.fake.messages_in(self.thread.channel);
            let newest = pings(&live).last().map(|m| m.id);
            let game = self.record();
            let delivery = self
                .store
                .delivery(game.guild, game.id)
                .expect("store readable");
            if newest.is_some() && delivery.ping.map(|p| p.message.0) == newest {
                return;
            }
            assert!(std::time::Instant::now() < deadline, "the ping is recorded");
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }

    /// One move by command, captures preferred (so that the game ends in reasonable
    /// time); whether the game ended with it.
    async fn one_move(&self, rng: &mut martian_testkit::TestRng) -> bool {
        let pos = self.position();
        let m = martian_testkit::capture_first(&pos, rng)
            .expect("a legal move")
            .to_string();
        let (mover, next) = self.to_move();
        let from = self.fake.requests().len();
        let answer = self.thread.play(&mover, &m).await;
        assert!(
            answer.ephemeral && answer.text() == format!("You played {m}."),
            "{answer:?}"
        );
        let board = self.thread.board_since(from).await;
        assert!(board.text().contains(&format!("played {m}")), "{board:?}");
        if board.text().contains("Game over") {
            return true;
        }
        assert_eq!(self.thread.ping_since(from).await, [next.id]);
        self.settled().await;
        // The ping before it was deleted first: the thread holds the live board and
        // one ping.
        let live = self.fake.messages_in(self.thread.channel);
        assert_eq!(boards(&live).len(), 1, "{live:#?}");
        assert_eq!(pings(&live).len(), 1, "{live:#?}");
        false
    }

    /// The live board's Move button: the menus, then the first piece and destination.
    async fn move_with_buttons(&self) {
        let (mover, _) = self.to_move();
        let game = self.record();
        let delivery = self
            .store
            .delivery(game.guild, game.id)
            .expect("store readable");
        let board = delivery.board.expect("a live board").message;
        let ply = self.record().moves.len();
        let move_id = format!("mc:{}:{ply}:move", self.record().id);
        let mut table = Table::new(self.fake, GUILD, self.thread.channel);
        table.board_message = board.0;
        let menu = table.click(&mover, &move_id, &[]).await;
        assert!(
            menu.ephemeral && menu.text().starts_with("Pick the piece"),
            "{menu:?}"
        );
        let piece = menu.select_values()[0].clone();
        let targets = table
            .click(&mover, &menu.id_ending(":piece"), &[&piece])
            .await;
        let chosen = targets.select_values()[0].clone();
        let from = self.fake.requests().len();
        let answer = table
            .click(&mover, &targets.custom_ids()[0], &[&chosen])
            .await;
        assert_eq!(answer.text(), format!("You played {chosen}."));
        self.thread.board_since(from).await;
        self.thread.ping_since(from).await;
        self.settled().await;
        assert_eq!(self.record().moves.len(), ply + 1);
    }
}

fn thread_created(r: &Recorded) -> bool {
    r.method == "POST" && r.path.ends_with("/threads")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_in_its_own_thread() {
    let fake = FakeDiscord::start(vec![GUILD], 1).await;
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Arc::new(SledStore::open(dir.path()).expect("store"));
    let clock = Arc::new(ManualClock::new(1_800_000_000_000));
    let bot = Bot::start_ticking(&fake, store.clone(), clock.clone()).await;
    fake.wait_shards(1, PATIENCE).await;
    let mut parent = Table::new(&fake, GUILD, CHANNEL);

    // The challenge, in the channel; bob accepts with its button.
    let invitation = parent
        .command(
            &alice(),
            "challenge",
            vec![user_option("opponent", &bob())],
            &[&bob()],
        )
        .await;
    assert!(!invitation.ephemeral, "{invitation:?}");
    let challenge = fake
        .messages_in(CHANNEL)
        .into_iter()
        .find(|m| m.content == invitation.text())
        .expect("the invitation is a message of the channel");
    parent.board_message = challenge.id;
    let from = fake.requests().len();
    // The click is acknowledged at once (the thread and the board follow).
    let acknowledged = parent
        .click_acknowledged(&bob(), &invitation.id_ending(":accept"))
        .await;
    assert_eq!(acknowledged, 6);

    // A public thread from the challenge, named after the game, archiving itself after
    // a week of quiet; the challenge becomes the start line, with its link.
    let opened = fake.wait_for(from, PATIENCE, thread_created).await;
    assert!(!opened.refused(), "{opened:?}");
    let body = opened.json.clone().expect("a body");
    assert_eq!(body["name"], "alice vs bob · Martian Chess");
    assert_eq!(body["auto_archive_duration"], 10080);
    let thread = fake.thread_of(challenge.id).expect("the thread");
    let start_line = format!("**alice** vs **bob**: the game is on in <#{thread}>.");
    let edited = fake
        .wait_for(from, PATIENCE, |r| {
            r.method == "PATCH"
                && r.path == format!("/channels/{CHANNEL}/messages/{}", challenge.id)
        })
        .await;
    assert!(!edited.refused(), "{edited:?}");
    let game = Game {
        fake: &fake,
        store: &store,
        thread: Table::new(&fake, GUILD, thread),
    };
    let board = game.thread.board_since(from).await;
    assert!(board.text().contains("The game begins!"), "{board:?}");
    assert_eq!(game.thread.ping_since(from).await, [alice().id]);
    game.settled().await;
    let record = game.record();
    assert_eq!(record.parent, Some(ChannelId(CHANNEL)));
    let game_id = record.id;
    // The channel is free again: its game lives in the thread.
    assert!(store
        .open_game_in(GuildId(GUILD), ChannelId(CHANNEL))
        .expect("store readable")
        .is_none());

    let mut rng = martian_testkit::rng(0x7411_0E5D_2026_1201);
    for _ in 0..6 {
        assert!(!game.one_move(&mut rng).await, "too early to end");
    }

    // Someone deletes the live board: the next move posts it again, and the bot keeps
    // editing the new one.
    let deleted = game.board().expect("a live board");
    let gone = fake.world().delete_message(thread, deleted.0);
    assert_eq!(gone.0, 204);
    assert!(!game.one_move(&mut rng).await);
    let again = game.board().expect("a live board");
    assert_ne!(again, deleted);
    assert!(fake.messages_in(thread).iter().any(|m| m.id == again.0));
    assert!(!game.one_move(&mut rng).await);
    assert_eq!(game.board(), Some(again));

    // A week of quiet archives the thread (Discord does it); /martian move can't reach
    // the bot from there.
    fake.world().set_archived(thread, true);
    let (mover, _) = game.to_move();
    let place = Place {
        guild: GUILD,
        channel: thread,
        player: &mover,
        guild_locale: "en-US",
    };
    let id = fake.new_id();
    let event = payloads::command(id, &format!("tok-{id}"), &place, "moves", vec![], &[]);
    assert!(fake.try_interaction(GUILD, event).is_err());
    // The reminder (48 hours into a 72-hour move) unarchives it and says how to go on.
    let from = fake.requests().len();
    clock.advance(48 * HOUR_MS);
    let dm = fake
        .wait_for(from, PATIENCE, |r| {
            r.method == "POST"
                && r.path.ends_with("/messages")
                && r.json.as_ref().is_some_and(|j| {
                    j["content"]
                        .as_str()
                        .is_some_and(|c| c.contains("it's your move"))
                })
        })
        .await;
    let text = dm.json.as_ref().expect("a body")["content"]
        .as_str()
        .unwrap_or("")
        .to_string();
    let link = format!(
        "https://discord.com/channels/{GUILD}/{thread}/{}",
        game.board().expect("a live board").0
    );
    assert!(
        text.contains(&format!("<#{thread}>")) && text.contains(&link),
        "{text}"
    );
    assert!(
        !fake.is_archived(thread),
        "the reminder unarchived the thread"
    );
    // Its buttons work again.
    game.move_with_buttons().await;

    let mut ended = false;
    for _ in 0..600 {
        if game.one_move(&mut rng).await {
            ended = true;
            break;
        }
    }
    assert!(ended, "the game ended by the rules");
    bot.stop().await;

    // The channel: the start line (the challenge, edited) and the result line.
    let home = fake.messages_in(CHANNEL);
    assert_eq!(home.len(), 2, "{home:#?}");
    assert_eq!(home[0].id, challenge.id);
    assert_eq!(home[0].content, start_line);
    assert!(
        home[1].content.starts_with("**alice** vs **bob**: ")
            && home[1].content.ends_with(&format!("(<#{thread}>)")),
        "{home:#?}"
    );
    // The thread: the live board, no ping left, archived once the result was posted.
    let inside = fake.messages_in(thread);
    assert_eq!(boards(&inside).len(), 1, "{inside:#?}");
    assert!(pings(&inside).is_empty(), "{inside:#?}");
    assert_eq!(inside.len(), 1, "{inside:#?}");
    assert!(fake.is_archived(thread));
    let finished = store
        .game(GuildId(GUILD), game_id)
        .expect("store readable")
        .expect("stored");
    assert_eq!(finished.status, GameStatus::Finished);

    let requests = fake.requests();
    // Discord refused one request: the edit of the deleted board (then posted anew).
    let refusals = refused(&requests);
    assert_eq!(refusals.len(), 1, "Discord refused: {refusals:#?}");
    assert!(
        refusals[0].starts_with(&format!("PATCH /channels/{thread}/messages/{}", deleted.0))
            && refusals[0].contains("10008"),
        "{refusals:?}"
    );
    let (count, violations) = validate_all(&requests);
    assert!(count > 100, "{count}");
    assert!(
        violations.is_empty(),
        "{} violations:\n{}",
        violations.len(),
        violations.join("\n")
    );
}
