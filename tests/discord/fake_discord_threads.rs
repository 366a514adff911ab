//! The fake Discord's threads and message lifecycle, tested on their own (no bot):
//! serenity's REST client, pointed at the fake as the bot's is (through the proxy
//! URL), starts a thread from a message (once), archives it, posts in it (which
//! unarchives it), edits a message's attachments, deletes messages; the fake keeps
//! what each channel holds and refuses what Discord refuses. Every request is checked
//! against Discord's OpenAPI spec with the harness's validator.

use std::sync::Arc;

use crate::fake_discord::harness::{validate_all, TOKEN};
use crate::fake_discord::payloads::{self, Place, Player};
use crate::fake_discord::rules::{
    CREATE_PUBLIC_THREADS, INVALID_FORM_BODY, MISSING_PERMISSIONS, SEND_MESSAGES,
    THREAD_ALREADY_CREATED, THREAD_ARCHIVED, UNKNOWN_MESSAGE, WRONG_CHANNEL_TYPE,
};
use crate::fake_discord::FakeDiscord;
use serde_json::json;
use serenity::all::{
    AutoArchiveDuration, ChannelId, ChannelType, CreateAllowedMentions, CreateAttachment,
    CreateMessage, CreateThread, EditMessage, EditThread, Http, HttpBuilder, MessageId,
};

const GUILD: u64 = 800_000_000_000_000_001;
const CHANNEL: u64 = 700_000_000_000_000_001;

/// serenity's REST client against the fake, as the bot builds it with a proxy.
fn client(fake: &FakeDiscord) -> Arc<Http> {
    Arc::new(
        HttpBuilder::new(TOKEN)
            .proxy(fake.rest_url.clone())
            .ratelimiter_disabled(true)
            .build(),
    )
}

/// A small valid PNG (the validator wants real images).
fn png(side: u32) -> Vec<u8> {
    let mut bytes = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut bytes, side, side);
        encoder.set_color(png::ColorType::Grayscale);
        encoder.set_depth(png::BitDepth::Eight);
        let mut writer = encoder.write_header().expect("a PNG header");
        writer
            .write_image_data(&vec![128; (side * side) as usize])
            .expect("PNG data");
    }
    bytes
}

fn text(content: &str) -> CreateMessage {
    CreateMessage::new()
        .content(content)
        .allowed_mentions(CreateAllowedMentions::new())
}

/// Discord's error code in a refusal serenity reports.
fn code(error: &serenity::Error) -> Option<isize> {
    match error {
        serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(response)) => {
            Some(response.error.code)
        }
        _ => None,
    }
}

fn contents(fake: &FakeDiscord, channel: u64) -> Vec<String> {
    fake.messages_in(channel)
        .into_iter()
        .map(|m| m.content)
        .collect()
}

fn assert_valid(fake: &FakeDiscord) {
    let (count, violations) = validate_all(&fake.requests());
    assert!(count > 0, "requests were recorded");
    assert!(violations.is_empty(), "spec violations: {violations:#?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_per_message_archived_and_unarchived_by_a_post() {
    let fake = FakeDiscord::start(vec![GUILD], 1).await;
    let http = client(&fake);
    let channel = ChannelId::new(CHANNEL);

    let board = channel
        .send_message(&http, text("the board"))
        .await
        .expect("posted");
    channel
        .send_message(&http, text("a chat line"))
        .await
        .expect("posted");

    let thread = channel
        .create_thread_from_message(
            &http,
            board.id,
            CreateThread::new("Game 1")
                .kind(ChannelType::PublicThread)
                .auto_archive_duration(AutoArchiveDuration::OneDay),
        )
        .await
        .expect("a thread from the board");
    // As in Discord: the thread's id is the message's, and it hangs off the channel.
    assert_eq!(thread.id.get(), board.id.get());
    assert_eq!(thread.kind, ChannelType::PublicThread);
    assert_eq!(thread.parent_id, Some(channel));
    assert_eq!(thread.guild_id.get(), GUILD);
    let metadata = thread.thread_metadata.expect("thread metadata");
    assert!(!metadata.archived && !metadata.locked);
    assert_eq!(metadata.auto_archive_duration, AutoArchiveDuration::OneDay);
    assert_eq!(fake.thread_of(board.id.get()), Some(thread.id.get()));
    assert!(!fake.is_archived(thread.id.get()));

    // One thread per message (160004), and none from a message in a thread.
    let again = channel
        .create_thread_from_message(&http, board.id, CreateThread::new("Game 1 again"))
        .await
        .expect_err("a second thread from the same message");
    assert_eq!(code(&again), Some(THREAD_ALREADY_CREATED as isize));

    let in_thread = thread
        .id
        .send_message(&http, text("move 1"))
        .await
        .expect("posted in the thread");
    let nested = thread
        .id
        .create_thread_from_message(&http, in_thread.id, CreateThread::new("nested"))
        .await
        .expect_err("no thread in a thread");
    assert_eq!(code(&nested), Some(WRONG_CHANNEL_TYPE as isize));
    let unknown = channel
        .create_thread_from_message(&http, MessageId::new(42), CreateThread::new("ghost"))
        .await
        .expect_err("no thread from an unknown message");
    assert_eq!(code(&unknown), Some(UNKNOWN_MESSAGE as isize));

    // Archive: edits of its messages are refused, and so are interactions from it.
    let archived = thread
        .id
        .edit_thread(&http, EditThread::new().archived(true))
        .await
        .expect("archived");
    assert!(archived.thread_metadata.expect("metadata").archived);
    assert!(fake.is_archived(thread.id.get()));
    let edit = thread
        .id
        .edit_message(
            &http,
            in_thread.id,
            EditMessage::new()
                .content("move 1!")
                .allowed_mentions(CreateAllowedMentions::new()),
        )
        .await
        .expect_err("no edit in an archived thread");
    assert_eq!(code(&edit), Some(THREAD_ARCHIVED as isize));
    let delete = thread
        .id
        .delete_message(&http, in_thread.id)
        .await
        .expect_err("no delete in an archived thread");
    assert_eq!(code(&delete), Some(THREAD_ARCHIVED as isize));
    let player = Player::new(500_000_000_000_000_001, "Alice");
    let place = Place {
        guild: GUILD,
        channel: thread.id.get(),
        player: &player,
        guild_locale: "en-US",
    };
    let id = fake.new_id();
    let event = payloads::command(id, &format!("tok-{id}"), &place, "board", vec![], &[]);
    let refused = fake
        .try_interaction(GUILD, event)
        .expect_err("Discord delivers no interaction from an archived thread");
    assert!(refused.contains("archived"), "{refused}");

    // A message from the bot (which may send in threads) unarchives it.
    thread
        .id
        .send_message(&http, text("move 2"))
        .await
        .expect("posting unarchives");
    assert!(!fake.is_archived(thread.id.get()));
    assert!(fake.world().may_interact(thread.id.get()).is_ok());

    // Locked and archived: only a moderator (MANAGE_THREADS) may post or unarchive.
    fake.world().set_locked(thread.id.get(), true);
    fake.world().set_archived(thread.id.get(), true);
    let locked = thread
        .id
        .send_message(&http, text("move 3"))
        .await
        .expect_err("a locked archived thread refuses the bot");
    assert_eq!(code(&locked), Some(THREAD_ARCHIVED as isize));
    assert!(thread
        .id
        .edit_thread(&http, EditThread::new().archived(false))
        .await
        .is_err());
    fake.world().set_locked(thread.id.get(), false);
    let reopened = thread
        .id
        .edit_thread(&http, EditThread::new().archived(false))
        .await
        .expect("unarchived");
    assert!(!reopened.thread_metadata.expect("metadata").archived);

    // What each channel holds: the thread's messages are not the channel's.
    assert_eq!(contents(&fake, CHANNEL), ["the board", "a chat line"]);
    assert_eq!(contents(&fake, thread.id.get()), ["move 1", "move 2"]);

    let requests = fake.requests();
    let starts: Vec<_> = requests
        .iter()
        .filter(|r| r.path.ends_with("/threads"))
        .map(|r| (r.status, r.code))
        .collect();
    assert_eq!(
        starts,
        [
            (201, None),
            (400, Some(THREAD_ALREADY_CREATED)),
            (400, Some(WRONG_CHANNEL_TYPE)),
            (404, Some(UNKNOWN_MESSAGE)),
        ]
    );
    assert_valid(&fake);
}

/// A public thread from no message (a tournament's games): a new id under the
/// channel, which the thread's own messages are not; refused without Create Public
/// Threads or Send Messages, in a thread, in a DM, without the public type, and with a
/// name over 100 characters.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_from_no_message_where_the_bot_may_open_one() {
    let fake = FakeDiscord::start(vec![GUILD], 1).await;
    let http = client(&fake);
    let channel = ChannelId::new(CHANNEL);
    let public = |name: &str| {
        CreateThread::new(name)
            .kind(ChannelType::PublicThread)
            .auto_archive_duration(AutoArchiveDuration::OneWeek)
    };

    let round = channel
        .send_message(&http, text("Round 1"))
        .await
        .expect("posted");
    let thread = channel
        .create_thread(&http, public("alice vs bob"))
        .await
        .expect("a thread from no message");
    assert_ne!(thread.id.get(), round.id.get());
    assert_eq!(thread.kind, ChannelType::PublicThread);
    assert_eq!(thread.parent_id, Some(channel));
    assert_eq!(thread.guild_id.get(), GUILD);
    assert_eq!(thread.name, "alice vs bob");
    let metadata = thread.thread_metadata.expect("thread metadata");
    assert_eq!(metadata.auto_archive_duration, AutoArchiveDuration::OneWeek);
    assert_eq!(fake.thread_of(round.id.get()), None);
    let opened: Vec<u64> = fake.threads_in(CHANNEL).iter().map(|t| t.id).collect();
    assert_eq!(opened, [thread.id.get()]);
    thread
        .id
        .send_message(&http, text("the board"))
        .await
        .expect("posted in the thread");
    assert_eq!(contents(&fake, CHANNEL), ["Round 1"]);
    assert_eq!(contents(&fake, thread.id.get()), ["the board"]);

    // Not in a thread, nor in a DM.
    let nested = thread
        .id
        .create_thread(&http, public("nested"))
        .await
        .expect_err("no thread in a thread");
    assert_eq!(code(&nested), Some(WRONG_CHANNEL_TYPE as isize));
    let dm = serenity::all::UserId::new(500_000_000_000_000_001)
        .create_dm_channel(&http)
        .await
        .expect("a DM channel");
    let in_dm = dm
        .id
        .create_thread(&http, public("in a DM"))
        .await
        .expect_err("no thread in a DM");
    assert_eq!(code(&in_dm), Some(WRONG_CHANNEL_TYPE as isize));

    // Without the public type (Discord would make it private), or with a long name.
    let untyped = channel
        .create_thread(&http, CreateThread::new("private?"))
        .await
        .expect_err("a thread without its type");
    assert_eq!(code(&untyped), Some(INVALID_FORM_BODY as isize));
    let long = channel
        .create_thread(&http, public(&"x".repeat(101)))
        .await
        .expect_err("a name over 100 characters");
    assert_eq!(code(&long), Some(INVALID_FORM_BODY as isize));

    // Without Create Public Threads, or without Send Messages.
    let everything: u64 = payloads::MEMBER_PERMISSIONS.parse().expect("bits");
    for missing in [CREATE_PUBLIC_THREADS, SEND_MESSAGES] {
        fake.world().set_permissions(CHANNEL, everything & !missing);
        let refused = channel
            .create_thread(&http, public("not here"))
            .await
            .expect_err("no permission to open it");
        assert_eq!(code(&refused), Some(MISSING_PERMISSIONS as isize));
    }
    assert_eq!(fake.threads_in(CHANNEL).len(), 1);

    let requests = fake.requests();
    let body = requests
        .iter()
        .find(|r| r.path == format!("/channels/{CHANNEL}/threads"))
        .and_then(|r| r.json.clone())
        .expect("a body");
    assert_eq!(body["type"], 11);
    // The validator finds the two requests Discord would refuse as malformed.
    let (_, violations) = validate_all(&requests);
    assert_eq!(violations.len(), 1, "{violations:#?}");
    assert!(violations[0].contains("/threads"), "{violations:#?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn edits_replace_attachments_and_deletes_are_counted() {
    let fake = FakeDiscord::start(vec![GUILD], 1).await;
    let http = client(&fake);
    let channel = ChannelId::new(CHANNEL);

    // As the bot sends files (serenity's builders number attachments with integers,
    // where the API description asks for snowflake strings).
    let board = http
        .send_message(
            channel,
            vec![CreateAttachment::bytes(png(8), "board-1.png")],
            &json!({
                "content": "move 1",
                "allowed_mentions": {"parse": []},
                "attachments": [{"id": "0", "filename": "board-1.png"}],
            }),
        )
        .await
        .expect("posted with a board");
    assert_eq!(board.attachments.len(), 1);
    assert_eq!(board.attachments[0].filename, "board-1.png");

    // Replace the image: keep none of the old files, add a new one.
    let edited = http
        .edit_message(
            channel,
            board.id,
            &json!({
                "content": "move 2",
                "allowed_mentions": {"parse": []},
                "attachments": [{"id": "0", "filename": "board-2.png"}],
            }),
            vec![CreateAttachment::bytes(png(9), "board-2.png")],
        )
        .await
        .expect("edited in place");
    assert_eq!(edited.id, board.id);
    let names: Vec<&str> = edited
        .attachments
        .iter()
        .map(|a| a.filename.as_str())
        .collect();
    assert_eq!(names, ["board-2.png"]);

    // Keep the current file and add another.
    let kept = edited.attachments[0].id;
    let both = http
        .edit_message(
            channel,
            board.id,
            &json!({
                "allowed_mentions": {"parse": []},
                "attachments": [
                    {"id": kept.to_string()},
                    {"id": "0", "filename": "last-move.png"},
                ],
            }),
            vec![CreateAttachment::bytes(png(10), "last-move.png")],
        )
        .await
        .expect("edited again");
    assert_eq!(both.content, "move 2", "an edit without content keeps it");
    let stored = fake.messages_in(CHANNEL);
    assert_eq!(stored.len(), 1);
    assert_eq!(
        stored[0].attachment_names(),
        ["board-2.png", "last-move.png"]
    );

    // A message that a command's answer creates is the channel's too (an ephemeral
    // one is not).
    let player = Player::new(500_000_000_000_000_001, "Alice");
    let place = Place {
        guild: GUILD,
        channel: CHANNEL,
        player: &player,
        guild_locale: "en-US",
    };
    for (n, flags) in [(1, 0), (2, 64)] {
        let id = fake.new_id();
        let token = format!("tok-{n}-{id}");
        let mut event = payloads::command(id, &token, &place, "board", vec![], &[]);
        fake.register_interaction(&mut event);
        http.create_interaction_response(
            id.into(),
            &token,
            &serenity::all::CreateInteractionResponse::Message(
                serenity::all::CreateInteractionResponseMessage::new()
                    .content(format!("answer {n}"))
                    .flags(serenity::all::InteractionResponseFlags::from_bits_truncate(
                        flags,
                    ))
                    .allowed_mentions(CreateAllowedMentions::new()),
            ),
            vec![],
        )
        .await
        .expect("answered");
    }

    let chat = channel
        .send_message(&http, text("chat"))
        .await
        .expect("posted");
    assert_eq!(contents(&fake, CHANNEL), ["move 2", "answer 1", "chat"]);

    channel
        .delete_message(&http, chat.id)
        .await
        .expect("deleted");
    assert_eq!(contents(&fake, CHANNEL), ["move 2", "answer 1"]);
    let twice = channel
        .delete_message(&http, chat.id)
        .await
        .expect_err("already deleted");
    assert_eq!(code(&twice), Some(UNKNOWN_MESSAGE as isize));
    let gone = channel
        .edit_message(
            &http,
            chat.id,
            EditMessage::new()
                .content("back?")
                .allowed_mentions(CreateAllowedMentions::new()),
        )
        .await
        .expect_err("no edit of a deleted message");
    assert_eq!(code(&gone), Some(UNKNOWN_MESSAGE as isize));
    let elsewhere = ChannelId::new(CHANNEL + 1)
        .delete_message(&http, board.id)
        .await
        .expect_err("a message is deleted in its own channel");
    assert_eq!(code(&elsewhere), Some(UNKNOWN_MESSAGE as isize));

    // The world's record keeps deleted messages, marked.
    let world = fake.world();
    let all = world.all_messages();
    assert_eq!(all.len(), 4);
    assert!(all.iter().any(|m| m.id == chat.id.get() && m.deleted));
    assert!(all.iter().any(|m| m.ephemeral && m.content == "answer 2"));
    drop(world);
    assert_valid(&fake);
}
