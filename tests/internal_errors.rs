//! An internal error keeps its causes. A damaged record in a real sled store reaches
//! the player as a short apology, while the error behind it (and the log line) leads
//! down through the store's and the record's errors to serde's own.

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
    let db = sled::open(dir).unwrap();
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
