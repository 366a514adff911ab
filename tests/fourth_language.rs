//! Adding a language takes its catalog files and its code in the list of languages,
//! nothing else. Here a fourth one (`de`: a copy of the English catalog with one line
//! changed) is read from a temporary folder and speaks to a user whose Discord locale
//! is German, while Czech and English users keep theirs.

use std::path::Path;
use std::sync::Arc;

use martian_chess::i18n::Catalog;
use martian_chess::model::{ChannelId, GuildId, UserId};
use martian_chess::service::{Action, ManualClock, Request, SearchPlayer, Service, User};
use martian_chess::store::MemoryStore;

const ENGLISH: &str = "There is no game in this channel.";
const GERMAN: &str = "In diesem Kanal läuft keine Partie. Starte eine mit `/martian challenge`.";

fn copy_catalog(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let path = entry.unwrap().path();
        std::fs::copy(&path, to.join(path.file_name().unwrap())).unwrap();
    }
}

/// The copy's one changed line: the message whose English starts with [`ENGLISH`].
fn translate_one_line(dir: &Path) {
    let mut changed = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        let lines: Vec<String> = text
            .lines()
            .map(|line| match line.split_once(" = ") {
                Some((id, value)) if value.starts_with(ENGLISH) => {
                    changed += 1;
                    format!("{id} = {GERMAN}")
                }
                _ => line.to_string(),
            })
            .collect();
        std::fs::write(&path, lines.join("\n") + "\n").unwrap();
    }
    assert_eq!(changed, 1, "one English line to change");
}

fn asked(service: &Service, locale: &str) -> String {
    let user = User {
        id: UserId(5),
        name: "hans".into(),
        is_manager: false,
        is_bot: false,
    };
    let request = Request {
        user,
        guild: GuildId(1),
        channel: ChannelId(10),
        locale: locale.into(),
        guild_locale: None,
        origin: Default::default(),
        sight: Default::default(),
        action: Action::Board { public: false },
    };
    let replies = service.handle(&request);
    assert_eq!(replies.len(), 1, "{replies:?}");
    assert!(replies[0].ephemeral, "{replies:?}");
    replies[0].text.clone()
}

#[test]
fn a_fourth_language_read_from_a_folder_is_used_without_a_code_change() {
    let locales = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    let dir = tempfile::tempdir().unwrap();
    for code in ["en", "cs", "ru"] {
        copy_catalog(&locales.join(code), &dir.path().join(code));
    }
    copy_catalog(&locales.join("en"), &dir.path().join("de"));
    translate_one_line(&dir.path().join("de"));
    let catalog = Catalog::from_dir(dir.path(), &["en", "cs", "ru", "de"]).unwrap();
    let catalog: &'static Catalog = Box::leak(Box::new(catalog));
    let service = Service::new(
        Arc::new(MemoryStore::default()),
        Arc::new(ManualClock::new(0)),
        Arc::new(SearchPlayer),
        User {
            id: UserId(1),
            name: "bot".into(),
            is_manager: false,
            is_bot: true,
        },
    )
    .with_catalog(catalog);
    assert_eq!(asked(&service, "de"), GERMAN);
    assert!(asked(&service, "en-US").starts_with(ENGLISH));
    let czech = asked(&service, "cs");
    assert!(!czech.starts_with(ENGLISH) && !czech.is_empty(), "{czech}");
}
