//! An internal error keeps its causes. A damaged record in a real sled store reaches
//! the player as a short apology, while the error behind it (and the log line) leads
//! down through the store's and the record's errors to serde's own. A store that
//! cannot write says so in one sentence, and changes nothing.

use std::error::Error;
use std::io::Write;
use std::path::Path;
use std::sync::{Arc, Mutex};

use martian_chess::model::{ChannelId, GuildId, RecordError, UserId};
use martian_chess::service::{
    messages, Action, Challenge, ErrorChain, ManualClock, Request, SearchPlayer, Service,
    ServiceError, SettingsChange, User,
};
use martian_chess::store::{SledStore, StoreError};

fn user(id: u64, name: &str, is_manager: bool) -> User {
    User {
        id: UserId(id),
        name: name.into(),
        is_manager,
        is_bot: false,
    }
}

fn request(who: &User, action: Action) -> Request {
    Request {
        user: who.clone(),
        guild: GuildId(3),
        channel: ChannelId(30),
        locale: "en".into(),
        guild_locale: None,
        origin: Default::default(),
        sight: Default::default(),
        action,
    }
}

fn service(dir: &Path) -> Service {
    Service::new(
        Arc::new(SledStore::open(dir).unwrap()),
        Arc::new(ManualClock::new(0)),
        Arc::new(SearchPlayer),
        user(1, "bot", false),
    )
}

/// Rewrites every stored server setting behind the store's back, as a disk fault or
/// a hand edit might: its ruleset becomes one no version of the bot knows.
fn damage_settings(dir: &Path) {
    let db = reopen(dir);
    let settings = db.open_tree("settings").unwrap();
    let mut damaged = 0;
    for entry in settings.iter() {
        let (key, bytes) = entry.unwrap();
        let text = String::from_utf8(bytes.to_vec()).unwrap();
        assert!(text.contains(r#""default_ruleset":"classic""#), "{text}");
        settings
            .insert(key, text.replace(r#""classic""#, r#""chess""#).into_bytes())
            .unwrap();
        damaged += 1;
    }
    assert_eq!(damaged, 1);
    db.flush().unwrap();
}

/// sled's database in `dir`, just closed by a service: sled lets go of its lock file
/// only when its background threads drop their last reference, a moment after the
/// handle was dropped, so a lock still held is waited for, as `SledStore::open` waits
/// (sled's own type may not leave the store, so the store cannot lend its opener).
fn reopen(dir: &Path) -> sled::Db {
    let started = std::time::Instant::now();
    loop {
        match sled::open(dir) {
            Err(sled::Error::Io(e))
                if e.to_string().contains("could not acquire lock")
                    && started.elapsed() < std::time::Duration::from_secs(2) =>
            {
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
            other => return other.unwrap(),
        }
    }
}

/// What the service logs, captured.
#[derive(Clone, Default)]
struct Log(Arc<Mutex<Vec<u8>>>);

impl Write for Log {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[test]
fn a_damaged_record_gives_an_internal_error_that_keeps_its_causes() {
    let dir = tempfile::tempdir().unwrap();
    let (alice, bob) = (user(10, "alice", true), user(11, "bob", false));
    {
        let service = service(dir.path());
        let change = SettingsChange {
            move_timeout_hours: Some(48),
            ..SettingsChange::default()
        };
        service
            .try_handle(&request(&alice, Action::Settings(change)))
            .expect("settings saved");
    }
    damage_settings(dir.path());

    let service = service(dir.path());
    let challenge = request(
        &alice,
        Action::Challenge(Challenge {
            opponents: vec![bob],
            ..Challenge::default()
        }),
    );
    let err = service
        .try_handle(&challenge)
        .expect_err("the settings cannot be read");
    assert!(matches!(err, ServiceError::Internal(_)), "{err:?}");
    assert_eq!(err.to_string(), "internal error");

    // Down the chain, one short sentence and one type per level.
    let store = err
        .source()
        .and_then(|e| e.downcast_ref::<StoreError>())
        .expect("the store's error is the cause");
    assert!(
        matches!(store, StoreError::Corrupt { what, .. } if what == "settings of server 3"),
        "{store:?}"
    );
    let record = store
        .source()
        .and_then(|e| e.downcast_ref::<RecordError>())
        .expect("the record's error is the store's cause");
    assert!(matches!(record, RecordError::Malformed(_)), "{record:?}");
    let json = record
        .source()
        .and_then(|e| e.downcast_ref::<serde_json::Error>())
        .expect("serde's error is the record's cause");
    assert!(json.is_data(), "{json}");
    assert!(
        json.to_string()
            .contains("\"chess\" is not a known ruleset"),
        "{json}"
    );
    assert!(json.source().is_none());
    assert_eq!(
        ErrorChain(&err).to_string(),
        format!(
            "internal error: a stored record is damaged: settings of server 3: malformed record: {json}"
        )
    );

    // The player reads an apology, privately; the log has the whole chain.
    let log = Log::default();
    let writer = log.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_ansi(false)
        .with_writer(move || writer.clone())
        .finish();
    let replies = tracing::subscriber::with_default(subscriber, || service.handle(&challenge));
    assert_eq!(replies.len(), 1, "{replies:?}");
    let en = martian_chess::i18n::Tr::new(
        martian_chess::i18n::Catalog::embedded(),
        martian_chess::i18n::Lang::SOURCE,
    );
    assert_eq!(replies[0].text, messages::internal_error(en));
    assert!(replies[0].ephemeral && replies[0].to == Some(UserId(10)));
    let logged = String::from_utf8(log.0.lock().unwrap().clone()).unwrap();
    assert!(
        logged.contains("internal error: a stored record is damaged: settings of server 3: malformed record: \"chess\" is not a known ruleset"),
        "{logged}"
    );
}

/// A store that cannot write (a full disk, injected through the store's test hook: a
/// read-only folder does not fail for root) costs nothing but the failed request: its
/// user reads one clear sentence, no game changes, and reads go on being served.
const AT: (GuildId, ChannelId) = (GuildId(7), ChannelId(70));

fn ask_at(
    service: &Service,
    who: &User,
    (guild, channel): (GuildId, ChannelId),
    action: Action,
) -> Vec<martian_chess::service::Reply> {
    service.handle(&Request {
        guild,
        channel,
        ..request(who, action)
    })
}

#[test]
fn a_store_that_cannot_write_changes_no_game_and_still_serves_reads() {
    use martian_chess::service::{Delivery, FirstChoice};
    use martian_chess::store::Store;

    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(SledStore::open(dir.path()).unwrap());
    let clock = Arc::new(ManualClock::new(0));
    let service = Service::new(
        store.clone(),
        clock,
        Arc::new(SearchPlayer),
        user(1, "bot", false),
    );
    let (alice, bob) = (user(10, "alice", false), user(11, "bob", false));
    let challenge = Challenge {
        opponents: vec![bob.clone()],
        first: FirstChoice::Me,
        ..Challenge::default()
    };
    ask_at(&service, &alice, AT, Action::Challenge(challenge.clone()));
    ask_at(&service, &bob, AT, Action::Accept);
    let before = store.open_game_in(AT.0, AT.1).unwrap().expect("a game");

    store.inject_write_failures(true);
    let full = "I couldn't save that: my storage is failing (its disk may be full), so \
                nothing was changed and every game is as it was. You can still look at \
                boards and lists; please try again later.";
    let move_ = Action::Move {
        text: "c3d4".into(),
        call_clock: false,
    };
    let refused = ask_at(&service, &alice, AT, move_.clone());
    assert_eq!(refused.len(), 1, "{refused:?}");
    assert!(refused[0].ephemeral);
    assert_eq!(refused[0].text, full);
    assert_eq!(
        store.open_game_in(AT.0, AT.1).unwrap(),
        Some(before.clone())
    );
    // A new game is refused the same way, and nothing of it is kept.
    let elsewhere = (AT.0, ChannelId(71));
    let new = ask_at(&service, &alice, elsewhere, Action::Challenge(challenge));
    assert_eq!(new.len(), 1, "{new:?}");
    assert_eq!(new[0].text, full);
    assert_eq!(store.open_game_in(elsewhere.0, elsewhere.1).unwrap(), None);
    // Reads are served: the board, the moves, the games in progress.
    let board = ask_at(&service, &alice, AT, Action::Board { public: false });
    assert!(board.iter().any(|r| r.image.is_some()), "{board:?}");
    let moves = ask_at(&service, &alice, AT, Action::Moves);
    assert!(moves[0].text.contains("pawn on c3: b4, d4"), "{moves:?}");
    let games = ask_at(
        &service,
        &bob,
        AT,
        Action::Games {
            user: None,
            page: None,
        },
    );
    assert!(games[0].text.contains("alice"), "{games:?}");

    // The disk has room again: the same move is played.
    store.inject_write_failures(false);
    let played = ask_at(&service, &alice, AT, move_);
    assert!(
        played
            .iter()
            .any(|r| matches!(r.delivery, Delivery::Board { .. })),
        "{played:?}"
    );
    let after = store.open_game_in(AT.0, AT.1).unwrap().expect("a game");
    assert_eq!(after.moves, ["c3d4"]);
    assert_eq!(after.revision, before.revision + 1);
}
